import type { Exercise } from '../../../schema.ts';
import { itemBuilders, pasos } from '../helpers.ts';

const r = String.raw;
const K = 9e9;

const { mc, vf } = itemBuilders('electricidad');

export const exercises: Exercise[] = [
  // ---------- fácil ----------
  {
    id: 'fis-electricidad-001',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'multiple-choice',
    question: 'Una resistencia de 4 Ω se conecta a una batería de 12 V. ¿Qué corriente circula?',
    options: ['48 A', '3 A', '0,33 A', '16 A'],
    correctAnswer: 1,
    check: { compute: () => 12 / 4 },
    explanation: pasos(
      [
        r`Ley de Ohm: $V = I \cdot R$, así que $I = V / R$.`,
        r`$I = 12\ \text{V} / 4\ \Omega = 3$ A.`,
        '48 A multiplica en lugar de dividir; 0,33 A divide R por V; 16 suma los datos.',
      ],
      '3 A.',
    ),
  },
  {
    id: 'fis-electricidad-002',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'multiple-choice',
    question: 'Dos resistencias de 4 Ω y 6 Ω se conectan en serie. ¿Cuál es la resistencia equivalente?',
    options: ['2,4 Ω', '24 Ω', '10 Ω', '5 Ω'],
    correctAnswer: 2,
    check: { compute: () => 4 + 6 },
    explanation: pasos(
      [
        r`En serie las resistencias se suman: $R_{eq} = R_1 + R_2$.`,
        r`$R_{eq} = 4 + 6 = 10\ \Omega$.`,
        '2,4 Ω es la equivalente en paralelo; 24 Ω multiplica; 5 Ω promedia.',
      ],
      '10 Ω.',
    ),
  },
  {
    id: 'fis-electricidad-003',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.carga-campo',
    kind: 'true-false',
    question: 'Dos cuerpos cargados con cargas del mismo signo se repelen.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Es la regla básica de la electrostática: cargas de igual signo se repelen y cargas de signo contrario se atraen.',
        'Vale tanto para dos cargas positivas como para dos negativas. La ley de Coulomb da el módulo de esa fuerza.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-electricidad-004',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.potencia-energia',
    kind: 'multiple-choice',
    question: 'Por una lámpara conectada a 220 V circula una corriente de 0,5 A. ¿Qué potencia consume?',
    options: ['440 W', '0,0023 W', '220,5 W', '110 W'],
    correctAnswer: 3,
    check: { compute: () => 220 * 0.5 },
    explanation: pasos(
      [
        r`La potencia eléctrica es $P = V \cdot I$.`,
        r`$P = 220\ \text{V} \cdot 0{,}5\ \text{A} = 110$ W.`,
        '440 W divide V por I (eso es la resistencia en Ω); 0,0023 divide I por V; 220,5 suma los datos.',
      ],
      '110 W.',
    ),
  },
  {
    id: 'fis-electricidad-005',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.potencia-energia',
    kind: 'multiple-choice',
    question: 'Un calefactor de 2000 W funciona durante 3 h. ¿Cuánta energía consume, en kWh?',
    options: ['6 kWh', '6.000 kWh', '0,67 kWh', '1,5 kWh'],
    correctAnswer: 0,
    check: { compute: () => (2000 / 1000) * 3 },
    explanation: pasos(
      [
        'Pasá la potencia a kilowatt: 2000 W = 2 kW.',
        r`Energía = potencia · tiempo: $E = 2\ \text{kW} \cdot 3\ \text{h} = 6$ kWh.`,
        '6000 olvida pasar los W a kW; 0,67 divide la potencia por el tiempo; 1,5 divide el tiempo por la potencia.',
      ],
      '6 kWh.',
    ),
  },
  {
    id: 'fis-electricidad-006',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'true-false',
    question: 'La intensidad de corriente se mide en ampere, y 1 A equivale a 1 coulomb por segundo.',
    correctAnswer: true,
    explanation: pasos(
      [
        r`La intensidad es la carga que atraviesa una sección del conductor por unidad de tiempo: $I = \Delta q / \Delta t$.`,
        'Con la carga en coulomb y el tiempo en segundos, la unidad es C/s, que se llama ampere (A).',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-electricidad-007',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'multiple-choice',
    question: '¿Cuál de estos materiales es un buen conductor de la electricidad?',
    options: ['El vidrio', 'La goma', 'El cobre', 'El plástico PVC'],
    correctAnswer: 2,
    explanation: pasos(
      [
        'En los metales algunos electrones están libres y pueden moverse por todo el material: por eso conducen bien.',
        'El cobre es el metal que se usa en los cables. El vidrio, la goma y el PVC son aislantes: justamente el PVC es el recubrimiento de esos cables.',
      ],
      'El cobre.',
    ),
  },
  {
    id: 'fis-electricidad-008',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.magnetismo',
    kind: 'true-false',
    question: 'Si cortás un imán por la mitad, obtenés un polo norte aislado y un polo sur aislado.',
    correctAnswer: false,
    explanation: pasos(
      [
        'No existen polos magnéticos aislados: el magnetismo de un imán se debe a pequeños "imanes" a nivel atómico, cada uno con su norte y su sur.',
        'Al partir el imán, cada mitad queda como un imán completo, con su propio polo norte y su propio polo sur.',
      ],
      'Falso: obtenés dos imanes, cada uno con sus dos polos.',
    ),
  },
  {
    id: 'fis-electricidad-009',
    topic: 'electricidad',
    difficulty: 'facil',
    subtopic: 'electricidad.carga-campo',
    kind: 'multiple-choice',
    question: r`Un cuerpo tiene una carga de −1 C. ¿Cuántos electrones de más tiene? (Carga del electrón: $1{,}6 \cdot 10^{-19}$ C en valor absoluto.)`,
    options: [
      r`$1{,}6 \cdot 10^{-19}$ electrones`,
      r`$6{,}25 \cdot 10^{18}$ electrones`,
      r`$6{,}25 \cdot 10^{-18}$ electrones`,
      r`$1{,}6 \cdot 10^{19}$ electrones`,
    ],
    correctAnswer: 1,
    check: { compute: () => 1 / 1.6e-19 },
    explanation: pasos(
      [
        r`La carga total es la cantidad de electrones por la carga de cada uno: $|q| = n \cdot e$, así que $n = |q| / e$.`,
        r`$n = \frac{1}{1{,}6 \cdot 10^{-19}} = 0{,}625 \cdot 10^{19} = 6{,}25 \cdot 10^{18}$ electrones.`,
        r`Al dividir por una potencia de 10 negativa, el exponente cambia de signo: por eso $10^{-18}$ está mal. $1{,}6 \cdot 10^{19}$ solo cambia el signo del exponente sin invertir la mantisa.`,
      ],
      r`$6{,}25 \cdot 10^{18}$ electrones.`,
    ),
  },
  // ---------- medio ----------
  {
    id: 'fis-electricidad-010',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'multiple-choice',
    question: 'Dos resistencias de 6 Ω y 3 Ω se conectan en paralelo. ¿Cuál es la resistencia equivalente?',
    options: ['9 Ω', '2 Ω', '4,5 Ω', '0,5 Ω'],
    correctAnswer: 1,
    check: { compute: () => 1 / (1 / 6 + 1 / 3) },
    explanation: pasos(
      [
        r`En paralelo: $\frac{1}{R_{eq}} = \frac{1}{6} + \frac{1}{3} = \frac{1}{6} + \frac{2}{6} = \frac{3}{6} = 0{,}5\ \Omega^{-1}$.`,
        r`Invertí: $R_{eq} = 1 / 0{,}5 = 2\ \Omega$. También sale con $\frac{6 \cdot 3}{6 + 3} = \frac{18}{9} = 2\ \Omega$.`,
        '9 Ω las suma como si estuvieran en serie; 4,5 Ω promedia; 0,5 es 1/Req (falta invertir). Control: la equivalente en paralelo es menor que la menor de las resistencias.',
      ],
      '2 Ω.',
    ),
  },
  {
    id: 'fis-electricidad-011',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.carga-campo',
    kind: 'multiple-choice',
    question: r`Dos cargas puntuales de 2 μC y 3 μC están separadas 0,3 m. ¿Cuál es el módulo de la fuerza entre ellas? ($k = 9 \cdot 10^{9}$ N·m²/C²)`,
    options: ['0,18 N', '0,6 N', r`$6 \cdot 10^{11}$ N`, '0,09 N'],
    correctAnswer: 1,
    check: { compute: () => (K * 2e-6 * 3e-6) / 0.3 ** 2 },
    explanation: pasos(
      [
        r`Pasá las cargas a coulomb: $q_1 = 2 \cdot 10^{-6}$ C y $q_2 = 3 \cdot 10^{-6}$ C.`,
        r`Ley de Coulomb: $F = k \frac{q_1 q_2}{r^2} = 9 \cdot 10^{9} \cdot \frac{6 \cdot 10^{-12}}{0{,}09} = \frac{0{,}054}{0{,}09} = 0{,}6$ N.`,
        r`0,18 N olvida elevar la distancia al cuadrado; 0,09 N usa 2r en lugar de $r^2$; $6 \cdot 10^{11}$ N deja las cargas en μC.`,
      ],
      '0,6 N (repulsiva, porque las dos cargas son positivas).',
    ),
  },
  {
    id: 'fis-electricidad-012',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.carga-campo',
    kind: 'multiple-choice',
    question: r`¿Cuánto vale el campo eléctrico a 0,5 m de una carga puntual de 5 nC? ($k = 9 \cdot 10^{9}$ N·m²/C²)`,
    options: ['90 N/C', '45 N/C', '180 N/C', r`$1{,}8 \cdot 10^{11}$ N/C`],
    correctAnswer: 2,
    check: { compute: () => (K * 5e-9) / 0.5 ** 2 },
    explanation: pasos(
      [
        r`Campo de una carga puntual: $E = k \frac{|Q|}{r^2}$, con $Q = 5 \cdot 10^{-9}$ C.`,
        r`$E = 9 \cdot 10^{9} \cdot \frac{5 \cdot 10^{-9}}{0{,}5^2} = \frac{45}{0{,}25} = 180$ N/C.`,
        r`90 N/C divide por r en lugar de $r^2$; 45 N/C olvida la distancia; $1{,}8 \cdot 10^{11}$ N/C deja la carga en nC.`,
      ],
      '180 N/C.',
    ),
  },
  {
    id: 'fis-electricidad-013',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'multiple-choice',
    question:
      'Una resistencia de 2 Ω está conectada en serie con un grupo de dos resistencias en paralelo de 6 Ω y 3 Ω. El conjunto se conecta a 12 V. ¿Qué corriente entrega la fuente?',
    options: ['1,09 A', '3 A', '6 A', '12 A'],
    correctAnswer: 1,
    check: { compute: () => 12 / (2 + (6 * 3) / (6 + 3)) },
    explanation: pasos(
      [
        r`Resolvé primero el paralelo: $R_p = \frac{6 \cdot 3}{6 + 3} = 2\ \Omega$.`,
        r`Ese paralelo está en serie con la de 2 Ω: $R_{eq} = 2 + 2 = 4\ \Omega$.`,
        r`Ley de Ohm para todo el circuito: $I = 12 / 4 = 3$ A.`,
        '1,09 A pone las tres en serie (11 Ω); 6 A se olvida de la resistencia en serie; 12 A pone las tres en paralelo (1 Ω).',
      ],
      '3 A.',
    ),
  },
  {
    id: 'fis-electricidad-014',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.carga-campo',
    kind: 'multiple-choice',
    question:
      '¿Qué trabajo hay que realizar para llevar una carga de 2 μC entre dos puntos cuya diferencia de potencial es de 100 V, sin cambiar su velocidad?',
    options: [r`$2 \cdot 10^{-4}$ J`, r`$2 \cdot 10^{-8}$ J`, '200 J', r`$5 \cdot 10^{7}$ J`],
    correctAnswer: 0,
    check: { compute: () => 2e-6 * 100 },
    explanation: pasos(
      [
        r`La diferencia de potencial es energía por unidad de carga, así que el trabajo es $W = q \cdot \Delta V$.`,
        r`$W = 2 \cdot 10^{-6}\ \text{C} \cdot 100\ \text{V} = 2 \cdot 10^{-4}$ J.`,
        r`200 J deja la carga en μC; $2 \cdot 10^{-8}$ J divide q por ΔV; $5 \cdot 10^{7}$ J divide ΔV por q.`,
      ],
      r`$2 \cdot 10^{-4}$ J.`,
    ),
  },
  {
    id: 'fis-electricidad-015',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.potencia-energia',
    kind: 'multiple-choice',
    question:
      'Una heladera tiene una potencia media de 150 W y funciona las 24 horas durante 30 días. Si el kWh cuesta 120 pesos, ¿cuánto cuesta la energía que consume en ese período?',
    options: ['540 pesos', '12.960.000 pesos', '12.960 pesos', '432 pesos'],
    correctAnswer: 2,
    check: { compute: () => (150 / 1000) * 24 * 30 * 120 },
    explanation: pasos(
      [
        'Pasá la potencia a kW: 150 W = 0,15 kW. El tiempo total es 24 h · 30 = 720 h.',
        r`Energía: $E = 0{,}15\ \text{kW} \cdot 720\ \text{h} = 108$ kWh.`,
        r`Costo: $108 \cdot 120 = 12.960$ pesos.`,
        '12.960.000 olvida pasar los W a kW; 540 olvida las 24 horas diarias; 432 olvida los 30 días.',
      ],
      '12.960 pesos.',
    ),
  },
  {
    id: 'fis-electricidad-016',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.potencia-energia',
    kind: 'multiple-choice',
    question: 'Por una resistencia de 10 Ω circula una corriente de 2 A. ¿Qué potencia disipa?',
    options: ['20 W', '40 W', '400 W', '5 W'],
    correctAnswer: 1,
    check: { compute: () => 2 ** 2 * 10 },
    explanation: pasos(
      [
        r`Combinando $P = V \cdot I$ con $V = I \cdot R$ queda $P = I^2 R$.`,
        r`$P = 2^2 \cdot 10 = 4 \cdot 10 = 40$ W.`,
        '20 W es I·R, que es la tensión (20 V), no la potencia; 400 W eleva al cuadrado el producto I·R; 5 W divide R por I.',
      ],
      '40 W.',
    ),
  },
  {
    id: 'fis-electricidad-017',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'true-false',
    question: 'En una conexión en paralelo, todas las resistencias tienen la misma diferencia de potencial.',
    correctAnswer: true,
    explanation: pasos(
      [
        'En paralelo, todas las resistencias están conectadas entre los mismos dos puntos del circuito.',
        'La diferencia de potencial entre esos dos puntos es una sola, así que es la misma para todas. Lo que se reparte es la corriente.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-electricidad-018',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'true-false',
    question:
      'La resistencia equivalente de dos resistencias conectadas en paralelo siempre es mayor que la mayor de ellas.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Al conectar en paralelo se agregan caminos para la corriente, así que pasa más corriente con la misma tensión: la resistencia equivalente disminuye.',
        r`Por ejemplo, 6 Ω y 3 Ω en paralelo dan 2 Ω. La equivalente en paralelo siempre es menor que la menor de las resistencias.`,
      ],
      'Falso: es menor que la menor de ellas.',
    ),
  },
  {
    id: 'fis-electricidad-019',
    topic: 'electricidad',
    difficulty: 'medio',
    subtopic: 'electricidad.magnetismo',
    kind: 'true-false',
    question:
      'Un cable recto por el que circula corriente genera a su alrededor un campo magnético cuyas líneas son circunferencias centradas en el cable.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Es lo que mostró Oersted en 1820: una brújula cerca de un cable con corriente se desvía.',
        'Las líneas del campo magnético de un cable recto son circunferencias concéntricas con el cable, y el campo se debilita al alejarse de él.',
      ],
      'Verdadero.',
    ),
  },
  // ---------- difícil ----------
  {
    id: 'fis-electricidad-020',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.carga-campo',
    kind: 'multiple-choice',
    question:
      'Dos cargas puntuales se atraen con una fuerza F. Si una de las cargas se duplica y la distancia entre ellas se triplica, ¿cuál es la nueva fuerza?',
    options: [r`$\frac{2}{3}F$`, r`$6F$`, r`$\frac{2}{9}F$`, r`$18F$`],
    correctAnswer: 2,
    check: { compute: () => 2 / 3 ** 2 },
    explanation: pasos(
      [
        r`Por la ley de Coulomb, $F \propto \frac{q_1 q_2}{r^2}$.`,
        r`Duplicar una carga multiplica la fuerza por 2; triplicar la distancia la divide por $3^2 = 9$.`,
        r`$F' = \frac{2}{9}F$. $\frac{2}{3}F$ olvida elevar al cuadrado; $6F$ y $18F$ multiplican por la distancia en lugar de dividir.`,
      ],
      r`$\frac{2}{9}F$.`,
    ),
  },
  {
    id: 'fis-electricidad-021',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.carga-campo',
    kind: 'multiple-choice',
    question:
      'Una carga de 4 μC está en x = 0 y otra de 1 μC, también positiva, en x = 3 m. ¿En qué punto entre ellas el campo eléctrico total es nulo?',
    options: ['x = 1,5 m', 'x = 2 m', 'x = 2,4 m', 'x = 1 m'],
    correctAnswer: 1,
    check: { compute: () => 3 / (1 + Math.sqrt(1 / 4)) },
    explanation: pasos(
      [
        r`Entre dos cargas positivas los campos apuntan en sentidos opuestos, así que se anulan donde sus módulos son iguales: $k\frac{4}{x^2} = k\frac{1}{(3 - x)^2}$.`,
        r`Sacá raíz cuadrada (todo es positivo): $\frac{2}{x} = \frac{1}{3 - x} \Rightarrow 6 - 2x = x \Rightarrow x = 2$ m.`,
        'Tiene sentido: el punto queda más cerca de la carga chica. x = 1 m invierte las cargas; x = 1,5 m es el punto medio; x = 2,4 m olvida sacar la raíz (usa 4/x = 1/(3 − x)).',
      ],
      'x = 2 m.',
    ),
  },
  {
    id: 'fis-electricidad-022',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.potencia-energia',
    kind: 'multiple-choice',
    question:
      'Dos lámparas iguales que dicen "220 V, 60 W" se conectan en serie a la red de 220 V. Suponiendo que su resistencia no cambia, ¿qué potencia consumen entre las dos?',
    options: ['120 W', '60 W', '30 W', '15 W'],
    correctAnswer: 2,
    check: { compute: () => 220 ** 2 / (2 * (220 ** 2 / 60)) },
    explanation: pasos(
      [
        r`Resistencia de cada lámpara: $R = \frac{V^2}{P} = \frac{220^2}{60} \approx 806{,}7\ \Omega$.`,
        r`En serie: $R_{eq} = 2R \approx 1613{,}3\ \Omega$.`,
        r`Potencia total: $P = \frac{V^2}{R_{eq}} = \frac{220^2}{2R} = \frac{60}{2} = 30$ W (15 W cada una: brillan mucho menos).`,
        '120 W supone que cada una sigue consumiendo 60 W (eso pasaría en paralelo); 60 W supone que la potencia total no cambia; 15 W es la potencia de cada lámpara, no la de las dos.',
      ],
      '30 W.',
    ),
  },
  {
    id: 'fis-electricidad-023',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'multiple-choice',
    question:
      'Una resistencia R1 = 4 Ω está en serie con un paralelo formado por R2 = 6 Ω y R3 = 12 Ω. El circuito se conecta a 24 V. ¿Qué corriente circula por R3?',
    options: ['2 A', '1 A', '3 A', '1,5 A'],
    correctAnswer: 1,
    check: { compute: () => (24 / (4 + (6 * 12) / (6 + 12))) * (6 / (6 + 12)) },
    explanation: pasos(
      [
        r`Paralelo: $R_p = \frac{6 \cdot 12}{6 + 12} = 4\ \Omega$. Equivalente total: $R_{eq} = 4 + 4 = 8\ \Omega$.`,
        r`Corriente total: $I = 24 / 8 = 3$ A. Tensión en el paralelo: $V_p = 3 \cdot 4 = 12$ V.`,
        r`Corriente por R3: $I_3 = V_p / R_3 = 12 / 12 = 1$ A (y por R2 pasan 2 A; 1 A + 2 A = 3 A).`,
        '2 A es la corriente por R2, o la que sale si se aplican los 24 V directamente a R3; 3 A es la corriente total; 1,5 A reparte la corriente en partes iguales.',
      ],
      '1 A.',
    ),
  },
  {
    id: 'fis-electricidad-024',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.circuitos-ohm',
    kind: 'true-false',
    question:
      'Si se conectan más lámparas en paralelo a la misma fuente ideal de tensión, la corriente total que entrega la fuente aumenta.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Cada lámpara nueva en paralelo recibe la misma tensión y toma su propia corriente, sin cambiar la de las demás.',
        'La corriente total es la suma de las corrientes de todas las ramas, así que aumenta. Dicho de otro modo, la resistencia equivalente baja. Por eso enchufar muchos artefactos a la vez puede hacer saltar la térmica.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-electricidad-025',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.magnetismo',
    kind: 'true-false',
    question:
      'Una carga eléctrica en reposo dentro de un campo magnético uniforme experimenta una fuerza magnética.',
    correctAnswer: false,
    explanation: pasos(
      [
        'La fuerza magnética sobre una carga depende de su velocidad: actúa solo sobre cargas en movimiento (y no sobre las que se mueven paralelas al campo).',
        'Con velocidad nula, la fuerza magnética es nula. Un campo eléctrico sí haría fuerza sobre una carga quieta.',
      ],
      'Falso.',
    ),
  },
  {
    id: 'fis-electricidad-026',
    topic: 'electricidad',
    difficulty: 'dificil',
    subtopic: 'electricidad.potencia-energia',
    kind: 'true-false',
    question:
      'Si se duplica la tensión aplicada a una resistencia óhmica, la potencia que disipa también se duplica.',
    correctAnswer: false,
    explanation: pasos(
      [
        r`En una resistencia, $P = V^2 / R$. Si R no cambia, la potencia es proporcional al cuadrado de la tensión.`,
        r`Con $2V$: $P' = (2V)^2 / R = 4P$. Tiene sentido: al duplicar la tensión se duplica también la corriente, y $P = V \cdot I$ crece por los dos factores.`,
      ],
      'Falso: se cuadruplica.',
    ),
  },
  // ---------- difícil (segunda tanda) ----------
  mc({
    n: 27,
    difficulty: 'dificil',
    subtopic: 'electricidad.circuitos-ohm',
    question:
      'Una resistencia R1 = 6 Ω está en paralelo con R2 = 3 Ω, y ese conjunto está en serie con R3 = 4 Ω. El circuito se conecta a una fuente de 18 V. ¿Qué potencia disipa R1?',
    correct: '6 W',
    distractors: ['54 W', '12 W', '18 W'],
    pos: 3,
    compute: () => {
      const rp = (6 * 3) / (6 + 3);
      const i = 18 / (rp + 4);
      return (i * rp) ** 2 / 6;
    },
    steps: [
      r`Paralelo: $R_p = \dfrac{6 \cdot 3}{6 + 3} = 2\ \Omega$. Equivalente total: $2 + 4 = 6\ \Omega$. Corriente total: $I = 18 / 6 = 3$ A.`,
      r`Tensión sobre el paralelo: $V_p = 3 \cdot 2 = 6$ V, la misma para R1 y R2.`,
      r`Potencia en R1: $P_1 = \dfrac{V_p^2}{R_1} = \dfrac{36}{6} = 6$ W (por R1 circula 1 A).`,
      '54 W usa la corriente total en R1 (3² · 6); 12 W es la potencia de R2; 18 W multiplica la tensión del paralelo por la corriente total, que es la potencia de las dos juntas.',
    ],
    result: '6 W.',
  }),
  mc({
    n: 28,
    difficulty: 'dificil',
    subtopic: 'electricidad.carga-campo',
    question: r`Dos cargas puntuales de $+2\ \mu\text{C}$ y $-8\ \mu\text{C}$ están separadas 6 cm. ¿Cuál es el módulo de la fuerza entre ellas? ($k = 9 \cdot 10^{9}$ N·m²/C²)`,
    correct: '40 N',
    distractors: ['0,4 N', '2,4 N', '0,004 N'],
    pos: 0,
    compute: () => (9e9 * 2e-6 * 8e-6) / 0.06 ** 2,
    steps: [
      r`Ley de Coulomb con todo en SI: $F = k \dfrac{|q_1 q_2|}{d^2} = 9 \cdot 10^{9} \cdot \dfrac{2 \cdot 10^{-6} \cdot 8 \cdot 10^{-6}}{0{,}06^2}$.`,
      r`Numerador: $9 \cdot 10^{9} \cdot 16 \cdot 10^{-12} = 0{,}144$. Denominador: $0{,}0036$. $F = 0{,}144 / 0{,}0036 = 40$ N, de atracción (signos opuestos).`,
      '0,4 N toma 6 cm como 0,6 m; 2,4 N no eleva la distancia al cuadrado; 0,004 N deja la distancia en centímetros.',
    ],
    result: '40 N (atractiva).',
  }),
  mc({
    n: 29,
    difficulty: 'dificil',
    subtopic: 'electricidad.carga-campo',
    question: r`Un electrón parte del reposo y es acelerado por una diferencia de potencial de 100 V. ¿Con qué rapidez termina? (Carga del electrón: $1{,}6 \cdot 10^{-19}$ C en valor absoluto; masa: $9{,}11 \cdot 10^{-31}$ kg; redondeá a tres cifras significativas.)`,
    correct: r`$5{,}93 \cdot 10^{6}$ m/s`,
    distractors: [r`$4{,}19 \cdot 10^{6}$ m/s`, r`$3{,}51 \cdot 10^{13}$ m/s`, r`$5{,}93 \cdot 10^{5}$ m/s`],
    pos: 2,
    compute: () => Math.sqrt((2 * 1.6e-19 * 100) / 9.11e-31),
    steps: [
      r`El trabajo del campo eléctrico, $W = |q|\,\Delta V = 1{,}6 \cdot 10^{-19} \cdot 100 = 1{,}6 \cdot 10^{-17}$ J (100 eV), se transforma en energía cinética.`,
      r`$\frac{1}{2} m v^2 = 1{,}6 \cdot 10^{-17} \Rightarrow v = \sqrt{\dfrac{2 \cdot 1{,}6 \cdot 10^{-17}}{9{,}11 \cdot 10^{-31}}} = \sqrt{3{,}51 \cdot 10^{13}} \approx 5{,}93 \cdot 10^{6}$ m/s, un 2 % de la velocidad de la luz.`,
      r`$4{,}19 \cdot 10^{6}$ m/s olvida el 2 (el 1/2 de la energía cinética); $3{,}51 \cdot 10^{13}$ es $v^2$, falta la raíz; $5{,}93 \cdot 10^{5}$ m/s olvida multiplicar la carga por los 100 V.`,
    ],
    result: r`$\approx 5{,}93 \cdot 10^{6}$ m/s.`,
  }),
  mc({
    n: 30,
    difficulty: 'dificil',
    subtopic: 'electricidad.potencia-energia',
    question:
      'Una pava eléctrica de 2000 W calienta 1 L de agua (1 kg) de 20 °C a 100 °C. Si todo el calor va al agua, ¿cuánto tarda? (c del agua = 4186 J/(kg·°C); redondeá al segundo.)',
    correct: '167 s',
    distractors: ['209 s', '40 s', '0,17 s'],
    pos: 3,
    compute: () => (1 * 4186 * 80) / 2000,
    steps: [
      r`Calor necesario: $Q = m c \Delta T = 1 \cdot 4186 \cdot 80 = 334.880$ J.`,
      r`La potencia es energía por unidad de tiempo: $t = Q / P = 334.880 / 2000 \approx 167$ s, casi 2 minutos y 47 segundos.`,
      '209 s usa 100 °C como variación de temperatura; 40 s trabaja en calorías (80.000 cal) sin pasarlas a joules; 0,17 s divide kilojoules por watts.',
    ],
    result: '≈ 167 s.',
  }),
  mc({
    n: 31,
    difficulty: 'dificil',
    subtopic: 'electricidad.circuitos-ohm',
    question:
      'Dos resistencias de 2 kΩ y 6 kΩ se conectan en serie a una fuente de 24 V. ¿Qué tensión hay sobre la resistencia de 6 kΩ?',
    correct: '18 V',
    distractors: ['6 V', '12 V', '8 V'],
    pos: 0,
    compute: () => (24 * 6) / (2 + 6),
    steps: [
      r`En serie circula la misma corriente: $I = \dfrac{24\ \text{V}}{8\ \text{k}\Omega} = 3$ mA.`,
      r`Tensión sobre la de 6 kΩ: $V = 3\ \text{mA} \cdot 6\ \text{k}\Omega = 18$ V. La tensión se reparte en proporción a las resistencias: $24 \cdot \frac{6}{8}$.`,
      '6 V es la tensión sobre la de 2 kΩ; 12 V reparte la tensión en partes iguales; 8 V divide 24 por 3.',
    ],
    result: '18 V.',
  }),
  mc({
    n: 32,
    difficulty: 'dificil',
    subtopic: 'electricidad.potencia-energia',
    question:
      'Un aire acondicionado de 1,5 kW funciona 6 horas por día durante 30 días. Si el kWh cuesta 150 pesos, ¿cuánto cuesta la energía que consume en ese período?',
    correct: '40.500 pesos',
    distractors: ['1350 pesos', '6750 pesos', '40.500.000 pesos'],
    pos: 3,
    compute: () => 1.5 * 6 * 30 * 150,
    steps: [
      r`Energía: $E = P \cdot t = 1{,}5\ \text{kW} \cdot (6 \cdot 30)\ \text{h} = 1{,}5 \cdot 180 = 270$ kWh.`,
      r`Costo: $270 \cdot 150 = 40.500$ pesos.`,
      '1350 pesos es el costo de un solo día; 6750 pesos olvida las horas por día; 40.500.000 pesos usa 1500 W como si fueran kW.',
    ],
    result: '40.500 pesos.',
  }),
  vf({
    n: 33,
    difficulty: 'dificil',
    subtopic: 'electricidad.circuitos-ohm',
    question: 'Un fusible o una llave térmica se conecta en serie con el circuito que protege.',
    answer: true,
    steps: [
      'La protección tiene que ser atravesada por toda la corriente del circuito para poder cortarla cuando es excesiva.',
      'Si estuviera en paralelo, al abrirse no interrumpiría nada: la corriente seguiría por el resto del circuito.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    n: 34,
    difficulty: 'dificil',
    subtopic: 'electricidad.potencia-energia',
    question:
      'En un circuito de resistencias en serie, la resistencia de mayor valor es la que disipa mayor potencia.',
    answer: true,
    steps: [
      r`En serie todas las resistencias tienen la misma corriente, y la potencia de cada una es $P = I^2 R$.`,
      r`Con I común, P es proporcional a R: la mayor resistencia disipa más. (En paralelo pasa lo contrario, porque la tensión es común y $P = V^2/R$.)`,
    ],
    result: 'Verdadero.',
  }),
  vf({
    n: 35,
    difficulty: 'facil',
    subtopic: 'electricidad.magnetismo',
    question: 'Si acercás el polo norte de un imán al polo norte de otro, se atraen.',
    answer: false,
    steps: [
      'Entre imanes, polos iguales se repelen y polos opuestos se atraen.',
      'Dos polos norte se empujan; el norte atrae al sur del otro imán.',
    ],
    result: 'Falso: se repelen.',
  }),
  mc({
    n: 36,
    difficulty: 'facil',
    subtopic: 'electricidad.magnetismo',
    question:
      'Ponés una brújula cerca de un cable recto de cobre y hacés circular una corriente continua por él. ¿Qué le pasa a la aguja?',
    correct: 'Se desvía, porque la corriente crea un campo magnético alrededor del cable',
    distractors: [
      'No se mueve, porque el cobre no es un material magnético',
      'Se desvía solo si el cable es de hierro',
      'Gira sin parar mientras circula la corriente',
    ],
    pos: 0,
    steps: [
      'Es el experimento de Oersted: toda corriente eléctrica produce un campo magnético, sin importar de qué metal sea el cable.',
      'La aguja se orienta según ese campo y queda quieta en la nueva dirección; no gira sin parar.',
    ],
    result: 'Se desvía: la corriente crea un campo magnético.',
  }),
  mc({
    n: 37,
    difficulty: 'medio',
    subtopic: 'electricidad.magnetismo',
    question:
      'Un tramo recto de cable de 0,5 m, por el que circulan 4 A, está perpendicular a un campo magnético uniforme de 0,2 T. ¿Qué fuerza magnética actúa sobre él?',
    correct: '0,4 N',
    distractors: ['1,6 N', '10 N', '0,8 N'],
    pos: 3,
    compute: () => 0.2 * 4 * 0.5,
    steps: [
      r`La fuerza sobre un conductor es $F = B\,I\,L\,\text{sen}\,\theta$; con el cable perpendicular, $\text{sen}\,90° = 1$.`,
      r`$F = 0{,}2 \cdot 4 \cdot 0{,}5 = 0{,}4$ N.`,
      '1,6 N divide por la longitud en lugar de multiplicar; 10 N divide por el campo; 0,8 N olvida la longitud.',
    ],
    result: '0,4 N.',
  }),
  mc({
    n: 38,
    difficulty: 'medio',
    subtopic: 'electricidad.magnetismo',
    question: r`Por un cable recto y largo circulan 10 A. ¿Cuánto vale el campo magnético a 5 cm del cable? ($\mu_0 = 4\pi \cdot 10^{-7}$ T·m/A)`,
    correct: r`$4 \cdot 10^{-5}$ T`,
    distractors: [r`$4 \cdot 10^{-7}$ T`, r`$2{,}51 \cdot 10^{-4}$ T`, r`$8 \cdot 10^{-5}$ T`],
    pos: 2,
    compute: () => (4 * Math.PI * 1e-7 * 10) / (2 * Math.PI * 0.05),
    steps: [
      r`El campo de un conductor recto largo es $B = \dfrac{\mu_0 I}{2\pi r}$, con r en metros: r = 0,05 m.`,
      r`$B = \dfrac{4\pi \cdot 10^{-7} \cdot 10}{2\pi \cdot 0{,}05} = \dfrac{2 \cdot 10^{-6}}{0{,}05} = 4 \cdot 10^{-5}$ T.`,
      r`$4 \cdot 10^{-7}$ T usa 5 m en lugar de 5 cm; $2{,}51 \cdot 10^{-4}$ T olvida dividir por $2\pi$; $8 \cdot 10^{-5}$ T divide por $\pi$ en lugar de $2\pi$.`,
    ],
    result: r`$B = 4 \cdot 10^{-5}$ T.`,
  }),
  mc({
    n: 39,
    difficulty: 'dificil',
    subtopic: 'electricidad.magnetismo',
    question:
      'Una esferita con una carga de 4 μC se mueve a 500 m/s dentro de un campo magnético uniforme de 0,2 T, perpendicular a las líneas del campo. ¿Qué fuerza magnética recibe?',
    correct: r`$4 \cdot 10^{-4}$ N`,
    distractors: [r`$1 \cdot 10^{-2}$ N`, r`$2 \cdot 10^{-3}$ N`, '0,4 N'],
    pos: 0,
    compute: () => 4e-6 * 500 * 0.2,
    steps: [
      r`Sobre una carga en movimiento, $F = q\,v\,B\,\text{sen}\,\theta$, con la carga en coulombs: $q = 4 \cdot 10^{-6}$ C. Con la velocidad perpendicular al campo, $\text{sen}\,90° = 1$.`,
      r`$F = 4 \cdot 10^{-6} \cdot 500 \cdot 0{,}2 = 4 \cdot 10^{-4}$ N. Esa fuerza es perpendicular a la velocidad: curva la trayectoria sin cambiar la rapidez.`,
      r`$1 \cdot 10^{-2}$ N divide por el campo; $2 \cdot 10^{-3}$ N olvida el campo; 0,4 N lee los microcoulombs como milicoulombs.`,
    ],
    result: r`$4 \cdot 10^{-4}$ N.`,
  }),
  vf({
    n: 40,
    difficulty: 'dificil',
    subtopic: 'electricidad.magnetismo',
    question:
      'Un cable con corriente colocado paralelo a las líneas de un campo magnético uniforme no recibe fuerza magnética.',
    answer: true,
    steps: [
      r`La fuerza es $F = B\,I\,L\,\text{sen}\,\theta$, donde θ es el ángulo entre el cable y el campo.`,
      r`Si son paralelos, θ = 0° y $\text{sen}\,0° = 0$: la fuerza es nula, por más corriente que circule.`,
    ],
    result: 'Verdadero.',
  }),
];
