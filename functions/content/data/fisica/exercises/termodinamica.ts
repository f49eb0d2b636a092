import type { Exercise } from '../../../schema.ts';
import { itemBuilders, pasos } from '../helpers.ts';

const r = String.raw;

const { mc, vf } = itemBuilders('termodinamica');

export const exercises: Exercise[] = [
  // ---------- fácil ----------
  {
    id: 'fis-termodinamica-001',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.temperatura-escalas',
    kind: 'multiple-choice',
    question: '¿A cuántos kelvin equivale una temperatura de 25 °C?',
    options: ['248 K', '77 K', '298 K', '25 K'],
    correctAnswer: 2,
    check: { compute: () => 25 + 273 },
    explanation: pasos(
      [
        'Para pasar de Celsius a Kelvin sumás 273 (273,15 si querés más precisión): T(K) = T(°C) + 273.',
        'T = 25 + 273 = 298 K.',
        '248 K resta en lugar de sumar; 77 es el valor en grados Fahrenheit; 25 K confunde las escalas.',
      ],
      '298 K.',
    ),
  },
  {
    id: 'fis-termodinamica-002',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.temperatura-escalas',
    kind: 'multiple-choice',
    question:
      'Un pronóstico de Estados Unidos anuncia una máxima de 100 °F. ¿A cuántos grados Celsius equivale? Redondeá a una décima.',
    options: ['37,8 °C', '23,6 °C', '212 °C', '55,6 °C'],
    correctAnswer: 0,
    check: { compute: () => (100 - 32) / 1.8 },
    explanation: pasos(
      [
        'La relación es T(°C) = (T(°F) − 32) / 1,8. Primero restás 32 y después dividís.',
        'T = (100 − 32) / 1,8 = 68 / 1,8 ≈ 37,8 °C.',
        '23,6 divide antes de restar 32; 212 aplica la fórmula al revés (de °C a °F); 55,6 olvida restar 32.',
      ],
      '≈ 37,8 °C: un día muy caluroso.',
    ),
  },
  {
    id: 'fis-termodinamica-003',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.temperatura-escalas',
    kind: 'true-false',
    question: 'Una variación de temperatura de 10 °C equivale a una variación de 10 K.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Las escalas Celsius y Kelvin solo difieren en el cero: T(K) = T(°C) + 273. El tamaño del grado es el mismo.',
        'Al restar dos temperaturas, el 273 se cancela: ΔT(K) = ΔT(°C). Por ejemplo, de 20 °C a 30 °C (de 293 K a 303 K) la variación es de 10 en las dos escalas.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-termodinamica-004',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question:
      'Calculá el calor necesario para calentar 2 kg de agua desde 20 °C hasta 70 °C. (Calor específico del agua: 4186 J/(kg·°C).)',
    options: ['586.040 J', '418.600 J', '167.440 J', '209.300 J'],
    correctAnswer: 1,
    check: { compute: () => 2 * 4186 * (70 - 20) },
    explanation: pasos(
      [
        r`Sin cambio de estado, $Q = m \cdot c \cdot \Delta T$, con $\Delta T = 70 - 20 = 50$ °C.`,
        r`$Q = 2 \cdot 4186 \cdot 50 = 418.600$ J (unos 419 kJ).`,
        '586.040 J usa la temperatura final (70) en lugar de la variación; 167.440 J usa la inicial (20); 209.300 J olvida multiplicar por la masa.',
      ],
      '418.600 J.',
    ),
  },
  {
    id: 'fis-termodinamica-005',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question: '¿Cuántos joules son 500 calorías? (1 cal = 4,186 J)',
    options: ['119,4 J', '504,2 J', '2.093 J', '209,3 J'],
    correctAnswer: 2,
    check: { compute: () => 500 * 4.186 },
    explanation: pasos(
      [
        'Cada caloría equivale a 4,186 J, así que multiplicás la cantidad de calorías por 4,186.',
        '500 · 4,186 = 2093 J.',
        '119,4 J divide en lugar de multiplicar; 504,2 suma; 209,3 J corre mal la coma.',
      ],
      '2093 J.',
    ),
  },
  {
    id: 'fis-termodinamica-006',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.calorimetria',
    kind: 'true-false',
    question:
      'El calor es energía que se transfiere entre cuerpos a causa de una diferencia de temperatura: un cuerpo no "contiene" calor, sino energía interna.',
    correctAnswer: true,
    explanation: pasos(
      [
        'La energía interna es la energía de las partículas de un cuerpo (de su movimiento y de sus interacciones).',
        'El calor es la energía que pasa de un cuerpo a otro solo porque están a distinta temperatura. Es un intercambio, no algo que el cuerpo guarda: por eso no tiene sentido decir "este cuerpo tiene mucho calor".',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-termodinamica-007',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question:
      'Cuatro muestras de igual masa y de distintos materiales reciben la misma cantidad de calor, sin cambiar de estado. ¿Cuál aumenta más su temperatura?',
    options: [
      'Aluminio (c = 900 J/(kg·°C))',
      'Plomo (c = 128 J/(kg·°C))',
      'Agua (c = 4186 J/(kg·°C))',
      'Hierro (c = 450 J/(kg·°C))',
    ],
    correctAnswer: 1,
    check: { compute: () => Math.min(900, 128, 4186, 450) },
    explanation: pasos(
      [
        r`De $Q = m c \Delta T$ sale $\Delta T = \frac{Q}{m c}$: con Q y m iguales, el aumento de temperatura es inversamente proporcional al calor específico.`,
        'El menor calor específico es el del plomo (128 J/(kg·°C)), así que es el que más se calienta: su ΔT es unas 33 veces mayor que la del agua.',
        'El error típico es elegir el de mayor c: el agua es justamente la que menos se calienta.',
      ],
      'El plomo.',
    ),
  },
  {
    id: 'fis-termodinamica-008',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.temperatura-escalas',
    kind: 'true-false',
    question: 'En la escala Kelvin pueden existir temperaturas negativas, por ejemplo −10 K.',
    correctAnswer: false,
    explanation: pasos(
      [
        'El cero de la escala Kelvin es el cero absoluto (−273,15 °C), la temperatura más baja posible: en ese límite la agitación de las partículas es mínima.',
        'Como no hay nada por debajo, todas las temperaturas en kelvin son positivas (o cero en el límite).',
      ],
      'Falso.',
    ),
  },
  {
    id: 'fis-termodinamica-009',
    topic: 'termodinamica',
    difficulty: 'facil',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'multiple-choice',
    question:
      'Un gas ideal está encerrado en un recipiente rígido (su volumen no cambia). Si su temperatura absoluta se duplica, ¿qué le pasa a la presión?',
    options: ['Se reduce a la mitad', 'Se duplica', 'No cambia', 'Se cuadruplica'],
    correctAnswer: 1,
    explanation: pasos(
      [
        r`A volumen constante vale la ley de Gay-Lussac: $P_1 / T_1 = P_2 / T_2$, con T en kelvin.`,
        r`Si $T_2 = 2T_1$, entonces $P_2 = P_1 \cdot \frac{2T_1}{T_1} = 2P_1$.`,
        'Ojo: duplicar la temperatura absoluta no es lo mismo que pasar de 20 °C a 40 °C (eso es de 293 K a 313 K).',
      ],
      'La presión se duplica.',
    ),
  },
  // ---------- medio ----------
  {
    id: 'fis-termodinamica-010',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.dilatacion',
    kind: 'multiple-choice',
    question: r`Una barra de acero mide 10 m a 0 °C. ¿Cuánto se alarga si se calienta hasta 50 °C? ($\alpha = 1{,}2 \cdot 10^{-5}$ 1/°C)`,
    options: ['0,6 mm', '60 mm', '0,006 mm', '6 mm'],
    correctAnswer: 3,
    check: { compute: () => 1.2e-5 * 10 * 50 * 1000 },
    explanation: pasos(
      [
        r`Dilatación lineal: $\Delta L = \alpha \cdot L_0 \cdot \Delta T$.`,
        r`$\Delta L = 1{,}2 \cdot 10^{-5} \cdot 10 \cdot 50 = 6 \cdot 10^{-3}$ m.`,
        r`Pasá a milímetros: $6 \cdot 10^{-3}$ m = 6 mm.`,
        '0,6 mm y 60 mm salen de equivocarse en una potencia de 10; 0,006 mm deja el número en metros pero le pone la unidad mm.',
      ],
      '6 mm.',
    ),
  },
  {
    id: 'fis-termodinamica-011',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question:
      '¿Cuánto calor hay que entregar para fundir completamente 0,5 kg de hielo que ya está a 0 °C? (Calor latente de fusión: 334 kJ/kg.)',
    options: ['668 kJ', '167 kJ', '1.130 kJ', '334 kJ'],
    correctAnswer: 1,
    check: { compute: () => 0.5 * 334 },
    explanation: pasos(
      [
        r`El hielo ya está en su punto de fusión, así que todo el calor se usa para cambiar de estado y la temperatura no varía: $Q = m \cdot L_f$.`,
        r`$Q = 0{,}5 \cdot 334 = 167$ kJ.`,
        '668 kJ divide por la masa; 334 kJ olvida la masa; 1130 kJ usa el calor latente de vaporización (2260 kJ/kg).',
      ],
      '167 kJ.',
    ),
  },
  {
    id: 'fis-termodinamica-012',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question:
      'En un recipiente aislado se mezclan 1 kg de agua a 80 °C con 3 kg de agua a 20 °C. ¿Cuál es la temperatura de equilibrio?',
    options: ['50 °C', '35 °C', '65 °C', '140 °C'],
    correctAnswer: 1,
    check: { compute: () => (1 * 80 + 3 * 20) / (1 + 3) },
    explanation: pasos(
      [
        r`Calor cedido por el agua caliente = calor absorbido por la fría: $1 \cdot c \cdot (80 - T_e) = 3 \cdot c \cdot (T_e - 20)$.`,
        r`El calor específico se simplifica: $80 - T_e = 3T_e - 60 \Rightarrow 140 = 4T_e \Rightarrow T_e = 35$ °C.`,
        '50 °C es el promedio simple, que ignora las masas; 65 °C asigna las masas al revés; 140 olvida dividir por la masa total.',
      ],
      '35 °C.',
    ),
  },
  {
    id: 'fis-termodinamica-013',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'multiple-choice',
    question:
      '2 mol de un gas ideal a 27 °C ocupan un volumen de 50 L. ¿Cuál es su presión? (R = 8,31 J/(mol·K))',
    options: ['99,72 Pa', '99.720 Pa', '249,3 Pa', '8.974,8 Pa'],
    correctAnswer: 1,
    check: { compute: () => (2 * 8.31 * 300) / 0.05 },
    explanation: pasos(
      [
        r`Pasá todo al SI: T = 27 + 273 = 300 K y V = 50 L $= 50 \cdot 10^{-3}$ m³ = 0,05 m³.`,
        r`$P = \frac{nRT}{V} = \frac{2 \cdot 8{,}31 \cdot 300}{0{,}05} = 99.720$ Pa, casi 1 atm.`,
        '99,72 Pa deja el volumen en litros; 8974,8 Pa usa la temperatura en °C; 249,3 multiplica por el volumen en lugar de dividir.',
      ],
      '99.720 Pa.',
    ),
  },
  {
    id: 'fis-termodinamica-014',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'multiple-choice',
    question:
      'Un gas recibe 500 J de calor y, al expandirse, realiza un trabajo de 200 J sobre el entorno. ¿Cuánto varía su energía interna?',
    options: ['700 J', '−300 J', '300 J', '−700 J'],
    correctAnswer: 2,
    check: { compute: () => 500 - 200 },
    explanation: pasos(
      [
        r`Primer principio: $\Delta U = Q - W$, con Q > 0 si el gas recibe calor y W > 0 si el gas hace trabajo.`,
        r`$\Delta U = 500 - 200 = 300$ J. Parte de la energía recibida se va como trabajo y el resto queda como energía interna.`,
        '700 J suma el trabajo en lugar de restarlo; los valores negativos salen de invertir los signos de la convención.',
      ],
      '300 J (la energía interna aumenta).',
    ),
  },
  {
    id: 'fis-termodinamica-015',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question:
      'Un bloque metálico de 200 g absorbe 3600 J y su temperatura sube 40 °C, sin cambiar de estado. ¿Cuál es el calor específico del metal?',
    options: ['18 J/(kg·°C)', '0,45 J/(kg·°C)', '450 J/(kg·°C)', '90 J/(kg·°C)'],
    correctAnswer: 2,
    check: { compute: () => 3600 / (0.2 * 40) },
    explanation: pasos(
      [
        r`Despejá de $Q = m c \Delta T$: $c = \frac{Q}{m \cdot \Delta T}$, con la masa en kg: 200 g = 0,2 kg.`,
        r`$c = \frac{3600}{0{,}2 \cdot 40} = \frac{3600}{8} = 450$ J/(kg·°C), un valor típico del hierro.`,
        '0,45 usa la masa en gramos; 18 multiplica por la masa en lugar de dividir; 90 olvida la masa.',
      ],
      '450 J/(kg·°C).',
    ),
  },
  {
    id: 'fis-termodinamica-016',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.calorimetria',
    kind: 'true-false',
    question:
      'Mientras un cubo de hielo se derrite a presión atmosférica normal, su temperatura se mantiene en 0 °C aunque se le siga entregando calor.',
    correctAnswer: true,
    explanation: pasos(
      [
        'Durante un cambio de estado de una sustancia pura a presión constante, el calor recibido se usa para separar las partículas (calor latente), no para aumentar su agitación.',
        'Por eso la mezcla de hielo y agua se queda en 0 °C hasta que se funde todo el hielo; recién ahí la temperatura vuelve a subir.',
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-termodinamica-017',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'true-false',
    question:
      'Si un gas se expande sin intercambiar calor con el entorno (proceso adiabático), su energía interna aumenta.',
    correctAnswer: false,
    explanation: pasos(
      [
        r`En un proceso adiabático Q = 0, así que el primer principio queda $\Delta U = -W$.`,
        'Al expandirse, el gas hace trabajo positivo (W > 0), entonces ΔU < 0: la energía interna disminuye y el gas se enfría. Es lo que pasa con el gas que sale de un aerosol.',
      ],
      'Falso: la energía interna disminuye.',
    ),
  },
  {
    id: 'fis-termodinamica-018',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.dilatacion',
    kind: 'true-false',
    question: 'Las vías del tren tienen juntas de dilatación porque el acero se contrae cuando se calienta.',
    correctAnswer: false,
    explanation: pasos(
      [
        'El acero, como casi todos los materiales, se dilata al calentarse: sus partículas vibran más y se separan.',
        'Las juntas dejan un espacio para que los rieles puedan alargarse en los días de calor sin deformarse; en invierno, al enfriarse, se contraen y el espacio se agranda.',
      ],
      'Falso: se dilata cuando se calienta.',
    ),
  },
  {
    id: 'fis-termodinamica-019',
    topic: 'termodinamica',
    difficulty: 'medio',
    subtopic: 'termodinamica.temperatura-escalas',
    kind: 'multiple-choice',
    question: '¿Qué temperatura en grados Fahrenheit corresponde a −40 °C?',
    options: ['−72 °F', '9,8 °F', '−40 °F', '−104 °F'],
    correctAnswer: 2,
    check: { compute: () => 1.8 * -40 + 32 },
    explanation: pasos(
      [
        'Usá T(°F) = 1,8 · T(°C) + 32, respetando el signo.',
        '1,8 · (−40) + 32 = −72 + 32 = −40 °F. Es la única temperatura que se lee igual en las dos escalas.',
        '−72 olvida sumar 32; −104 resta 32 en lugar de sumarlo; 9,8 divide por 1,8 en lugar de multiplicar.',
      ],
      '−40 °F.',
    ),
  },
  // ---------- difícil ----------
  {
    id: 'fis-termodinamica-020',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question:
      'Calculá el calor necesario para transformar 200 g de hielo a −10 °C en agua líquida a 20 °C. Datos: c(hielo) = 2090 J/(kg·°C), calor latente de fusión = 334.000 J/kg, c(agua) = 4186 J/(kg·°C). Redondeá a una décima.',
    options: ['20,9 kJ', '87,7 kJ', '83,5 kJ', '71 kJ'],
    correctAnswer: 1,
    check: { compute: () => (0.2 * 2090 * 10 + 0.2 * 334_000 + 0.2 * 4186 * 20) / 1000 },
    explanation: pasos(
      [
        r`Tramo 1, calentar el hielo de −10 °C a 0 °C: $Q_1 = 0{,}2 \cdot 2090 \cdot 10 = 4180$ J.`,
        r`Tramo 2, fundir el hielo a 0 °C: $Q_2 = 0{,}2 \cdot 334.000 = 66.800$ J.`,
        r`Tramo 3, calentar el agua líquida de 0 °C a 20 °C: $Q_3 = 0{,}2 \cdot 4186 \cdot 20 = 16.744$ J.`,
        r`Total: $Q = 4180 + 66.800 + 16.744 = 87.724$ J $\approx 87{,}7$ kJ.`,
        '20,9 kJ olvida la fusión; 83,5 kJ olvida calentar el hielo; 71 kJ olvida calentar el agua líquida.',
      ],
      '≈ 87,7 kJ.',
    ),
  },
  {
    id: 'fis-termodinamica-021',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.calorimetria',
    kind: 'multiple-choice',
    question:
      'Un bloque de hierro de 0,5 kg a 200 °C se sumerge en 1 kg de agua a 20 °C dentro de un recipiente aislado. ¿Cuál es la temperatura final? (c(hierro) = 450 J/(kg·°C), c(agua) = 4186 J/(kg·°C)) Redondeá a una décima.',
    options: ['110 °C', '80 °C', '29,2 °C', '9,8 °C'],
    correctAnswer: 2,
    check: { compute: () => (0.5 * 450 * 200 + 1 * 4186 * 20) / (0.5 * 450 + 1 * 4186) },
    explanation: pasos(
      [
        r`Calor cedido por el hierro = calor absorbido por el agua: $m_h c_h (200 - T_e) = m_a c_a (T_e - 20)$. Capacidades caloríficas: $0{,}5 \cdot 450 = 225$ J/°C y $1 \cdot 4186 = 4186$ J/°C.`,
        r`$225\,(200 - T_e) = 4186\,(T_e - 20) \Rightarrow 45.000 + 83.720 = 4411\,T_e \Rightarrow T_e \approx 29{,}2$ °C.`,
        'El resultado queda cerca de 20 °C porque el agua tiene una capacidad calorífica casi 19 veces mayor que la del bloque.',
        '110 °C es el promedio simple; 80 °C ignora los calores específicos; 9,8 °C, menor que las dos temperaturas iniciales, aparece con un error de signo.',
      ],
      '≈ 29,2 °C.',
    ),
  },
  {
    id: 'fis-termodinamica-022',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'multiple-choice',
    question:
      'Un recipiente rígido contiene un gas a 27 °C y 2 atm. Si se lo calienta hasta 127 °C, ¿cuál será la presión? Redondeá a dos decimales.',
    options: ['9,41 atm', '1,5 atm', '2,67 atm', '0,43 atm'],
    correctAnswer: 2,
    check: { compute: () => (2 * (127 + 273)) / (27 + 273) },
    explanation: pasos(
      [
        r`Volumen constante: $\frac{P_1}{T_1} = \frac{P_2}{T_2}$, con temperaturas absolutas: $T_1 = 300$ K y $T_2 = 400$ K.`,
        r`$P_2 = P_1 \cdot \frac{T_2}{T_1} = 2 \cdot \frac{400}{300} \approx 2{,}67$ atm.`,
        '9,41 atm usa las temperaturas en °C (127/27); 1,5 atm y 0,43 atm invierten el cociente de temperaturas (en kelvin y en °C, respectivamente).',
      ],
      '≈ 2,67 atm.',
    ),
  },
  {
    id: 'fis-termodinamica-023',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'multiple-choice',
    question: r`Un gas encerrado en un cilindro con pistón se expande a una presión constante de $2 \cdot 10^{5}$ Pa, desde 0,010 m³ hasta 0,025 m³, mientras recibe 5000 J de calor. ¿Cuánto varía su energía interna?`,
    options: ['8.000 J', '2.000 J', '3.000 J', '−2.000 J'],
    correctAnswer: 1,
    check: { compute: () => 5000 - 2e5 * (0.025 - 0.01) },
    explanation: pasos(
      [
        r`Trabajo del gas a presión constante: $W = P \cdot \Delta V = 2 \cdot 10^{5} \cdot (0{,}025 - 0{,}010) = 2 \cdot 10^{5} \cdot 0{,}015 = 3000$ J.`,
        r`Primer principio: $\Delta U = Q - W = 5000 - 3000 = 2000$ J.`,
        '8000 J suma el trabajo en lugar de restarlo; 3000 J es solo el trabajo; −2000 J invierte los signos.',
      ],
      '2000 J: la energía interna aumenta.',
    ),
  },
  {
    id: 'fis-termodinamica-024',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.calorimetria',
    kind: 'true-false',
    question:
      'Si se mezclan masas iguales de agua y de aceite a distinta temperatura, la temperatura de equilibrio es exactamente el promedio de las dos temperaturas iniciales.',
    correctAnswer: false,
    explanation: pasos(
      [
        r`La temperatura de equilibrio es $T_e = \frac{m_1 c_1 T_1 + m_2 c_2 T_2}{m_1 c_1 + m_2 c_2}$: un promedio pesado por las capacidades caloríficas $m \cdot c$.`,
        'Con masas iguales, el peso de cada uno lo da su calor específico, y el del agua (4186 J/(kg·°C)) es más del doble que el de un aceite típico. La temperatura final queda más cerca de la del agua.',
      ],
      'Falso: solo sería el promedio si también los calores específicos fueran iguales.',
    ),
  },
  {
    id: 'fis-termodinamica-025',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.gases-primer-principio',
    kind: 'true-false',
    question:
      'En una compresión isotérmica de un gas ideal, el gas cede al entorno una cantidad de calor igual al trabajo que se realiza sobre él.',
    correctAnswer: true,
    explanation: pasos(
      [
        'En un gas ideal la energía interna depende solo de la temperatura. Si T es constante, ΔU = 0.',
        r`Por el primer principio, $0 = Q - W \Rightarrow Q = W$. En una compresión W < 0 (el entorno hace trabajo sobre el gas), así que Q < 0: el gas cede exactamente esa energía como calor.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'fis-termodinamica-026',
    topic: 'termodinamica',
    difficulty: 'dificil',
    subtopic: 'termodinamica.dilatacion',
    kind: 'true-false',
    question: 'Si se calienta una chapa metálica que tiene un agujero circular, el agujero se achica.',
    correctAnswer: false,
    explanation: pasos(
      [
        'Al calentarse, todas las distancias de la chapa crecen en la misma proporción, incluidas las que rodean al agujero.',
        r`El agujero se dilata como si estuviera lleno del mismo material: su diámetro aumenta según $\Delta D = \alpha D_0 \Delta T$. Por eso la tapa metálica trabada de un frasco de vidrio se afloja al ponerla bajo el chorro de agua caliente.`,
      ],
      'Falso: el agujero se agranda.',
    ),
  },
  // ---------- difícil (segunda tanda) ----------
  mc({
    n: 27,
    difficulty: 'dificil',
    subtopic: 'termodinamica.calorimetria',
    question:
      'En un recipiente aislado se mezclan 300 g de agua a 90 °C con 200 g de agua a 15 °C. ¿Cuál es la temperatura de equilibrio?',
    correct: '60 °C',
    distractors: ['52,5 °C', '45 °C', '75 °C'],
    pos: 0,
    compute: () => (300 * 90 + 200 * 15) / (300 + 200),
    steps: [
      r`El calor que cede el agua caliente lo gana la fría: $300 \cdot c \cdot (90 - T) = 200 \cdot c \cdot (T - 15)$. El calor específico es el mismo y se simplifica.`,
      r`$27.000 - 300T = 200T - 3000 \Rightarrow 500T = 30.000 \Rightarrow T = 60$ °C.`,
      '52,5 °C es el promedio simple, que solo vale con masas iguales; 45 °C intercambia las masas; 75 °C es la diferencia de temperaturas.',
    ],
    result: '60 °C.',
  }),
  mc({
    n: 28,
    difficulty: 'dificil',
    subtopic: 'termodinamica.calorimetria',
    question:
      '¿Qué masa de hielo a 0 °C hay que agregar a 1 kg de agua a 40 °C, en un recipiente aislado, para que al final todo quede como agua líquida a 0 °C? (c del agua = 4186 J/(kg·°C); calor latente de fusión = 334.000 J/kg; redondeá a dos decimales.)',
    correct: '0,5 kg',
    distractors: ['0,07 kg', '0,01 kg', '2 kg'],
    pos: 3,
    compute: () => (1 * 4186 * 40) / 334000,
    steps: [
      r`Calor que cede el agua al enfriarse hasta 0 °C: $Q = 1 \cdot 4186 \cdot 40 = 167.440$ J.`,
      r`Ese calor funde el hielo sin cambiar su temperatura: $m \cdot 334.000 = 167.440 \Rightarrow m \approx 0{,}50$ kg.`,
      '0,07 kg usa el calor latente de vaporización (2.260.000 J/kg); 0,01 kg olvida la variación de temperatura de 40 °C; 2 kg invierte el cociente.',
    ],
    result: '≈ 0,5 kg.',
  }),
  mc({
    n: 29,
    difficulty: 'dificil',
    subtopic: 'termodinamica.gases-primer-principio',
    question:
      'Un gas ideal ocupa 6 L a 2 atm y 27 °C. Se lo comprime hasta 3 L y, a la vez, se lo calienta hasta 127 °C. ¿Cuál es su presión final? (Redondeá a dos decimales.)',
    correct: '5,33 atm',
    distractors: ['4 atm', '18,81 atm', '3 atm'],
    pos: 0,
    compute: () => (2 * 6 * (127 + 273)) / ((27 + 273) * 3),
    steps: [
      r`Con la cantidad de gas fija: $\dfrac{p_1 V_1}{T_1} = \dfrac{p_2 V_2}{T_2}$, con las temperaturas en kelvin: $T_1 = 300$ K y $T_2 = 400$ K.`,
      r`$p_2 = p_1 \cdot \dfrac{V_1}{V_2} \cdot \dfrac{T_2}{T_1} = 2 \cdot \dfrac{6}{3} \cdot \dfrac{400}{300} \approx 5{,}33$ atm.`,
      '4 atm ignora el cambio de temperatura; 18,81 atm usa grados Celsius; 3 atm invierte el cociente de temperaturas.',
    ],
    result: '≈ 5,33 atm.',
  }),
  mc({
    n: 30,
    difficulty: 'dificil',
    subtopic: 'termodinamica.gases-primer-principio',
    question:
      'Durante un proceso, un gas cede 300 J de calor al entorno y, al mismo tiempo, el entorno realiza sobre él un trabajo de 500 J (lo comprime). ¿Cuánto varía su energía interna?',
    correct: 'ΔU = 200 J',
    distractors: ['ΔU = −800 J', 'ΔU = 800 J', 'ΔU = −200 J'],
    pos: 2,
    compute: () => -300 - -500,
    steps: [
      r`Primer principio: $\Delta U = Q - W$, con Q positivo si el gas recibe calor y W positivo si el gas realiza trabajo.`,
      r`El gas cede calor: $Q = -300$ J. Lo comprimen: el gas realiza un trabajo negativo, $W = -500$ J.`,
      r`$\Delta U = -300 - (-500) = 200$ J: la energía interna aumenta (y la temperatura del gas ideal sube).`,
      'Los otros valores salen de equivocar uno o los dos signos de la convención.',
    ],
    result: 'ΔU = +200 J.',
  }),
  mc({
    n: 31,
    difficulty: 'dificil',
    subtopic: 'termodinamica.dilatacion',
    question: r`Una chapa de aluminio tiene un agujero circular de 10 cm de diámetro a 20 °C. ¿Cuánto cambia el diámetro del agujero si la chapa se calienta hasta 220 °C? ($\alpha = 2{,}4 \cdot 10^{-5}$ 1/°C)`,
    correct: 'ΔD = 0,048 cm (el agujero se agranda)',
    distractors: [
      'ΔD = −0,048 cm (el agujero se achica)',
      'ΔD = 0,096 cm (el agujero se agranda)',
      'ΔD = 0,0528 cm (el agujero se agranda)',
    ],
    pos: 0,
    compute: () => 10 * 2.4e-5 * (220 - 20),
    steps: [
      'Al calentarse, toda la chapa se dilata como una ampliación fotográfica: el agujero se agranda como si estuviera lleno del mismo metal.',
      r`$\Delta D = D_0\,\alpha\,\Delta T = 10 \cdot 2{,}4 \cdot 10^{-5} \cdot 200 = 0{,}048$ cm.`,
      'El signo negativo corresponde a la idea errónea de que el metal "invade" el agujero; 0,096 cm usa 2α, que es el coeficiente de dilatación superficial y no el lineal; 0,0528 cm usa 220 °C como variación de temperatura.',
    ],
    result: 'Aumenta 0,048 cm.',
  }),
  mc({
    n: 32,
    difficulty: 'dificil',
    subtopic: 'termodinamica.calorimetria',
    question: r`¿Cuánto calor hace falta para llevar 0,5 kg de agua líquida a 20 °C hasta vapor a 100 °C? (c = 4186 J/(kg·°C); calor latente de vaporización = 2.260.000 J/kg; redondeá a tres cifras significativas.)`,
    correct: r`$1{,}30 \cdot 10^{6}$ J`,
    distractors: [r`$1{,}13 \cdot 10^{6}$ J`, r`$1{,}67 \cdot 10^{5}$ J`, r`$2{,}43 \cdot 10^{6}$ J`],
    pos: 3,
    compute: () => 0.5 * 4186 * 80 + 0.5 * 2_260_000,
    steps: [
      r`Calentar el líquido hasta 100 °C: $Q_1 = 0{,}5 \cdot 4186 \cdot 80 = 167.440$ J.`,
      r`Vaporizarlo a 100 °C: $Q_2 = 0{,}5 \cdot 2.260.000 = 1.130.000$ J.`,
      r`Total: $Q = 1.297.440\ \text{J} \approx 1{,}30 \cdot 10^{6}$ J. Casi todo se va en el cambio de estado.`,
      r`$1{,}13 \cdot 10^{6}$ J es solo el cambio de estado; $1{,}67 \cdot 10^{5}$ J, solo el calentamiento; $2{,}43 \cdot 10^{6}$ J olvida multiplicar el calor latente por la masa.`,
    ],
    result: r`$\approx 1{,}30 \cdot 10^{6}$ J.`,
  }),
  vf({
    n: 33,
    difficulty: 'dificil',
    subtopic: 'termodinamica.calorimetria',
    question: 'Dos cuerpos que están en equilibrio térmico tienen necesariamente la misma energía interna.',
    answer: false,
    steps: [
      'El equilibrio térmico significa igual temperatura: no hay flujo neto de calor entre los cuerpos.',
      'La energía interna depende además de la masa y del material. Una pileta y una taza de agua a 20 °C están en equilibrio, pero la pileta tiene muchísima más energía interna.',
    ],
    result: 'Falso: tienen la misma temperatura, no la misma energía interna.',
  }),
  vf({
    n: 34,
    difficulty: 'dificil',
    subtopic: 'termodinamica.gases-primer-principio',
    question:
      'En una expansión a presión constante de un gas ideal, el gas absorbe más calor que el trabajo que realiza.',
    answer: true,
    steps: [
      r`A presión constante, si el volumen aumenta, la temperatura aumenta ($V/T$ constante), así que la energía interna del gas ideal crece: $\Delta U > 0$.`,
      r`Del primer principio, $Q = \Delta U + W$ con $W > 0$: el calor absorbido es mayor que el trabajo realizado.`,
    ],
    result: 'Verdadero.',
  }),
];
