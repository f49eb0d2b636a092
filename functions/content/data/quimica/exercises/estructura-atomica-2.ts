import type { Exercise } from '../../../schema.ts';

/** Sistemas materiales, números cuánticos, estructuras de Lewis, geometría y polaridad. */
export const exercises: Exercise[] = [
  // ── Sistemas materiales ───────────────────────────────────────────────
  {
    id: 'qui-estructura-atomica-027',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'En un vaso hay agua, un poco de aceite que flota encima y arena en el fondo. ¿Cuántas fases tiene el sistema?',
    options: ['1 fase', '2 fases', '3 fases', '4 fases'],
    correctAnswer: 2,
    check: { compute: () => 3 },
    explanation: `PASO 1: Una fase es cada porción del sistema con propiedades intensivas uniformes, separada de las demás por una superficie de separación visible.
PASO 2: El agua y el aceite no se mezclan: forman dos capas líquidas distintas. La arena es una tercera porción, sólida, en el fondo.
PASO 3: Contar 2 fases sale de mirar sólo los líquidos; contar 4 sale de confundir fases con "cosas que se ven", como si el fondo del vaso fuera otra fase.
RESULTADO: El sistema tiene 3 fases: agua, aceite y arena.`,
  },
  {
    id: 'qui-estructura-atomica-028',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question: 'Una solución de sal de mesa completamente disuelta en agua es un sistema homogéneo.',
    correctAnswer: true,
    explanation: `PASO 1: Un sistema es homogéneo cuando tiene las mismas propiedades intensivas en todos sus puntos y no muestra superficies de separación, ni siquiera con un microscopio común.
PASO 2: Si la sal está completamente disuelta no quedan cristales: hay una sola fase líquida con dos componentes (agua y sal).
RESULTADO: Verdadero: es un sistema homogéneo de una fase y dos componentes (una solución).`,
  },
  {
    id: 'qui-estructura-atomica-029',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question: '¿Qué método conviene usar para separar limaduras de hierro mezcladas con arena seca?',
    options: ['Destilación', 'Imantación', 'Evaporación', 'Cristalización'],
    correctAnswer: 1,
    explanation: `PASO 1: El sistema es heterogéneo: dos fases sólidas (hierro y arena).
PASO 2: El hierro es atraído por un imán y la arena no, así que al pasar un imán se llevan las limaduras y queda la arena.
PASO 3: Destilación, evaporación y cristalización sirven para separar componentes de una solución (un sistema homogéneo), no dos sólidos mezclados.
RESULTADO: Imantación.`,
  },
  {
    id: 'qui-estructura-atomica-030',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question: '¿Cuál de estos materiales es una sustancia pura?',
    options: ['Aire', 'Agua de mar', 'Oxígeno gaseoso, O₂', 'Bronce'],
    correctAnswer: 2,
    explanation: `PASO 1: Una sustancia pura tiene composición fija y propiedades intensivas constantes (por ejemplo, un punto de ebullición definido). No se puede separar por métodos físicos.
PASO 2: El aire es una mezcla de gases (N₂, O₂, Ar…); el agua de mar es una solución de sales en agua; el bronce es una aleación de cobre y estaño. Los tres son mezclas homogéneas.
PASO 3: El oxígeno O₂ está formado por una sola clase de moléculas: es una sustancia pura (simple, porque tiene un solo elemento).
RESULTADO: El oxígeno gaseoso es una sustancia pura.`,
  },
  {
    id: 'qui-estructura-atomica-031',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question:
      'Un vaso con agua líquida y cubos de hielo es un sistema homogéneo, porque tiene un solo componente.',
    correctAnswer: false,
    explanation: `PASO 1: El hielo y el agua líquida tienen distinta densidad y distinto estado: hay una superficie de separación, así que son dos fases y el sistema es heterogéneo.
PASO 2: Es cierto que hay un solo componente (H₂O), pero homogéneo o heterogéneo depende de la cantidad de fases, no de la de componentes.
RESULTADO: Falso: es un sistema heterogéneo de dos fases y un componente.`,
  },
  {
    id: 'qui-estructura-atomica-032',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question: 'La densidad de un trozo de hierro depende del tamaño del trozo.',
    correctAnswer: false,
    explanation: `PASO 1: Las propiedades extensivas dependen de la cantidad de materia (masa, volumen, peso); las intensivas no (densidad, temperatura de fusión, color).
PASO 2: Si duplicás el trozo, se duplican la masa y el volumen, y su cociente, la densidad, no cambia: para el hierro vale unos 7,9 g/cm³ en cualquier muestra.
RESULTADO: Falso: la densidad es una propiedad intensiva.`,
  },
  {
    id: 'qui-estructura-atomica-033',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Un sistema contiene agua con sal completamente disuelta, cubos de hielo y arena en el fondo. Considerando la arena como un solo componente, ¿cuántas fases y cuántos componentes tiene?',
    options: [
      '4 fases y 3 componentes',
      '3 fases y 3 componentes',
      '2 fases y 3 componentes',
      '3 fases y 4 componentes',
    ],
    correctAnswer: 1,
    check: { compute: () => [3, 3] },
    explanation: `PASO 1: Fases: la solución de agua y sal (una sola fase, porque la sal está disuelta), el hielo y la arena. Son 3.
PASO 2: Componentes: las sustancias distintas que forman el sistema: agua, sal y arena. El hielo es agua, así que no suma un componente nuevo. Son 3.
PASO 3: Contar 4 fases sale de tomar la sal disuelta como una fase aparte; contar 4 componentes, de tomar el hielo como otra sustancia.
RESULTADO: 3 fases y 3 componentes.`,
  },
  {
    id: 'qui-estructura-atomica-034',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question: '¿Qué método permite separar el etanol del agua en una mezcla de ambos líquidos?',
    options: ['Decantación con ampolla', 'Filtración', 'Destilación fraccionada', 'Tamización'],
    correctAnswer: 2,
    explanation: `PASO 1: El agua y el etanol son miscibles: forman una solución, un sistema homogéneo de una sola fase.
PASO 2: Decantación, filtración y tamización separan fases distintas de un sistema heterogéneo; acá no hay fases que separar.
PASO 3: Los dos líquidos tienen distinto punto de ebullición (78 °C el etanol, 100 °C el agua): al calentar en una columna de fraccionamiento, el vapor se enriquece en etanol y se condensa aparte.
RESULTADO: Destilación fraccionada.`,
  },
  {
    id: 'qui-estructura-atomica-035',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Tenés una mezcla de arena, sal y agua, con la sal totalmente disuelta. ¿Qué secuencia de métodos te permite recuperar por separado la arena y la sal?',
    options: [
      'Evaporación y después filtración',
      'Imantación y después decantación',
      'Tamización y después destilación',
      'Filtración y después evaporación',
    ],
    correctAnswer: 3,
    explanation: `PASO 1: Primero separás las fases: la arena es sólida y no se disuelve, así que queda retenida en el papel de filtro, mientras la solución pasa.
PASO 2: Después fraccionás la solución: al evaporar el agua (o destilarla), la sal queda como residuo sólido.
PASO 3: Si evaporás primero, la sal queda mezclada con la arena y ya no la separás por filtración. La arena no es magnética y no se tamiza una suspensión húmeda.
RESULTADO: Filtración y después evaporación.`,
  },
  {
    id: 'qui-estructura-atomica-036',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question: '¿Cuál de estas es una propiedad intensiva de una muestra de agua?',
    options: [
      'Su temperatura de ebullición',
      'Su volumen',
      'Su masa',
      'El calor que absorbe al calentarse 10 °C',
    ],
    correctAnswer: 0,
    explanation: `PASO 1: Una propiedad intensiva no depende de la cantidad de materia; una extensiva sí.
PASO 2: Masa y volumen se duplican si duplicás la muestra. El calor necesario para calentarla 10 °C también se duplica (depende de la masa).
PASO 3: La temperatura de ebullición (100 °C a 1 atm) es la misma para una gota que para un balde: es intensiva y sirve para identificar la sustancia.
RESULTADO: La temperatura de ebullición.`,
  },
  {
    id: 'qui-estructura-atomica-037',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question: 'Todo sistema homogéneo es una sustancia pura.',
    correctAnswer: false,
    explanation: `PASO 1: Homogéneo describe el aspecto (una sola fase); sustancia pura describe la composición (un solo componente).
PASO 2: Una solución, como el agua con azúcar o el aire, es homogénea pero tiene varios componentes que se pueden fraccionar, por ejemplo por destilación.
RESULTADO: Falso: los sistemas homogéneos pueden ser sustancias puras o soluciones.`,
  },
  {
    id: 'qui-estructura-atomica-038',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question: 'Un recipiente cerrado que contiene sólo nitrógeno y oxígeno gaseosos es un sistema homogéneo.',
    correctAnswer: true,
    explanation: `PASO 1: Los gases se mezclan entre sí en cualquier proporción: no forman capas ni superficies de separación.
PASO 2: Por eso una mezcla de gases es siempre una sola fase: un sistema homogéneo de dos componentes (es una solución gaseosa, como el aire).
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-039',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Un sistema está formado por 20 g de sal disuelta en 180 g de agua y 30 g de arena depositada en el fondo. ¿Cuál es el porcentaje en masa de la arena en el sistema? (Redondeá a dos decimales.)',
    options: ['13,04 %', '15 %', '16,67 %', '11,54 %'],
    correctAnswer: 0,
    check: { compute: () => (30 / (20 + 180 + 30)) * 100 },
    explanation: String.raw`PASO 1: La composición centesimal de un sistema se calcula sobre la masa total: $m_{total} = 20 + 180 + 30 = 230$ g.
PASO 2: Porcentaje de arena: $\dfrac{30}{230} \cdot 100 = 13{,}04$ %.
PASO 3: 16,67 % sale de dividir por la masa de agua (180 g) y 15 % de dividir por la masa de la solución (200 g): en los dos casos falta parte del sistema en el denominador.
RESULTADO: La arena es el 13,04 % de la masa del sistema.`,
  },
  {
    id: 'qui-estructura-atomica-040',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Un recipiente contiene agua con sal disuelta, hielo, dos clavos de hierro y una capa de aceite. ¿Cuántas fases y cuántos componentes tiene el sistema?',
    options: [
      '5 fases y 4 componentes',
      '4 fases y 5 componentes',
      '3 fases y 4 componentes',
      '4 fases y 4 componentes',
    ],
    correctAnswer: 3,
    check: { compute: () => [4, 4] },
    explanation: `PASO 1: Fases: solución de agua y sal, hielo, hierro y aceite. Los dos clavos son del mismo material, con las mismas propiedades intensivas: forman una sola fase aunque estén separados. Son 4 fases.
PASO 2: Componentes: agua (líquida y sólida cuentan una vez), sal, hierro y aceite. Son 4.
PASO 3: 5 fases sale de contar cada clavo por separado; 5 componentes, de contar el hielo como una sustancia distinta del agua.
RESULTADO: 4 fases y 4 componentes.`,
  },
  {
    id: 'qui-estructura-atomica-041',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      '¿Cuál de estos es un método de fraccionamiento, es decir, que separa los componentes de una fase homogénea?',
    options: ['Cristalización', 'Filtración', 'Decantación', 'Centrifugación'],
    correctAnswer: 0,
    explanation: `PASO 1: Los métodos de separación de fases (filtración, decantación, centrifugación, tamización, imantación) actúan sobre sistemas heterogéneos: aprovechan que las fases ya están separadas por superficies.
PASO 2: Los métodos de fraccionamiento (destilación, cristalización, cromatografía) separan los componentes de una solución, aprovechando diferencias de solubilidad o de punto de ebullición.
PASO 3: La cristalización enfría o concentra una solución hasta que el soluto forma cristales: separa componentes de una fase homogénea.
RESULTADO: La cristalización.`,
  },
  {
    id: 'qui-estructura-atomica-042',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Un sistema de 500 g tiene 40 % en masa de arena; el resto es una solución acuosa de sal al 10 % m/m. ¿Qué masa de sal contiene el sistema?',
    options: ['30 g', '50 g', '20 g', '270 g'],
    correctAnswer: 0,
    check: { compute: () => 500 * (1 - 0.4) * 0.1 },
    explanation: String.raw`PASO 1: Masa de arena: $0{,}40 \cdot 500 = 200$ g. Masa de solución: $500 - 200 = 300$ g.
PASO 2: La sal es el 10 % de la solución, no del sistema: $m_{sal} = 0{,}10 \cdot 300 = 30$ g.
PASO 3: 50 g sale de tomar el 10 % de todo el sistema; 20 g, del 10 % de la arena; 270 g es la masa de agua.
RESULTADO: El sistema contiene 30 g de sal.`,
  },
  {
    id: 'qui-estructura-atomica-043',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question:
      'Si en un vaso con agua y hielo se funde todo el hielo, el sistema pasa a ser homogéneo pero sigue teniendo un solo componente.',
    correctAnswer: true,
    explanation: `PASO 1: Antes de fundirse hay dos fases (hielo y agua líquida) de la misma sustancia: sistema heterogéneo de un componente.
PASO 2: La fusión es un cambio de estado, un cambio físico: el H₂O sigue siendo H₂O. Al desaparecer el hielo queda una sola fase líquida.
RESULTADO: Verdadero: pasa a ser homogéneo (una fase) y el componente sigue siendo uno, el agua.`,
  },
  // ── Números cuánticos y configuración ─────────────────────────────────
  {
    id: 'qui-estructura-atomica-044',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question: '¿Cuántos electrones puede alojar, como máximo, un orbital atómico?',
    options: ['1', '6', '8', '2'],
    correctAnswer: 3,
    check: { compute: () => 2 },
    explanation: `PASO 1: Según el principio de exclusión de Pauli, dos electrones de un mismo átomo no pueden tener los cuatro números cuánticos iguales.
PASO 2: En un orbital, $n$, $l$ y $m_l$ ya están fijos; sólo puede cambiar el espín, que tiene dos valores ($+\\tfrac{1}{2}$ y $-\\tfrac{1}{2}$).
PASO 3: 6 es la capacidad de un subnivel p (tres orbitales) y 8, la de un nivel 2 completo.
RESULTADO: Un orbital aloja como máximo 2 electrones, con espines opuestos.`,
  },
  {
    id: 'qui-estructura-atomica-045',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'true-false',
    question: 'Para el nivel n = 2, los valores posibles del número cuántico secundario l son 0 y 1.',
    correctAnswer: true,
    explanation: `PASO 1: El número cuántico secundario (o azimutal) toma los valores enteros de 0 a n − 1.
PASO 2: Con n = 2: l = 0 (subnivel 2s) y l = 1 (subnivel 2p). No existe el 2d.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-046',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question: '¿Cuántos electrones caben, como máximo, en el nivel de energía n = 3?',
    options: ['18', '9', '8', '6'],
    correctAnswer: 0,
    check: { compute: () => 2 * 3 ** 2 },
    explanation: String.raw`PASO 1: La capacidad máxima de un nivel es $2n^2$: hay $n^2$ orbitales y cada uno aloja 2 electrones.
PASO 2: Con $n = 3$: $2 \cdot 3^2 = 18$ (3s², 3p⁶ y 3d¹⁰: $2 + 6 + 10 = 18$).
PASO 3: 9 es la cantidad de orbitales ($n^2$), 8 es lo que llega a tener el tercer nivel en el argón (sin los 3d) y 6 es la capacidad de un subnivel p.
RESULTADO: 18 electrones.`,
  },
  {
    id: 'qui-estructura-atomica-047',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question: '¿Cuántos orbitales tiene un subnivel con número cuántico secundario l = 2?',
    options: ['5', '10', '2', '3'],
    correctAnswer: 0,
    check: { compute: () => 2 * 2 + 1 },
    explanation: String.raw`PASO 1: Para cada $l$, el número cuántico magnético $m_l$ toma los valores enteros de $-l$ a $+l$: hay $2l + 1$ valores, uno por orbital.
PASO 2: Con $l = 2$: $m_l = -2, -1, 0, 1, 2$, es decir, 5 orbitales (es un subnivel d).
PASO 3: 10 es la cantidad de electrones que caben en esos 5 orbitales; 3 es la cantidad de orbitales de un subnivel p.
RESULTADO: 5 orbitales.`,
  },
  {
    id: 'qui-estructura-atomica-048',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question:
      'Uno de estos conjuntos de números cuánticos (n, l, m_l, m_s) no puede describir a un electrón. ¿Cuál?',
    options: ['(3, 2, −2, +½)', '(4, 1, 0, −½)', '(1, 0, 0, +½)', '(2, 0, 1, +½)'],
    correctAnswer: 3,
    check: {
      compute: () =>
        (
          [
            [3, 2, -2],
            [4, 1, 0],
            [1, 0, 0],
            [2, 0, 1],
          ] as const
        ).find(([n, l, m]) => !(l >= 0 && l < n && Math.abs(m) <= l)) as unknown as number[],
    },
    explanation: String.raw`PASO 1: Reglas: $l$ va de 0 a $n - 1$; $m_l$ va de $-l$ a $+l$; $m_s$ vale $+\tfrac{1}{2}$ o $-\tfrac{1}{2}$.
PASO 2: (3, 2, −2, +½): $l = 2 < 3$ y $|m_l| = 2 \le 2$, válido. (4, 1, 0, −½): válido. (1, 0, 0, +½): es el electrón del hidrógeno, válido.
PASO 3: (2, 0, 1, +½): con $l = 0$ el único valor posible de $m_l$ es 0, así que $m_l = 1$ es imposible.
RESULTADO: El conjunto (2, 0, 1, +½) no es posible.`,
  },
  {
    id: 'qui-estructura-atomica-049',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question: '¿Qué valores de n y de l corresponden a los electrones de un subnivel 3p?',
    options: ['n = 3, l = 1', 'n = 3, l = 0', 'n = 2, l = 1', 'n = 3, l = 3'],
    correctAnswer: 0,
    check: { compute: () => [3, ['s', 'p', 'd', 'f'].indexOf('p')] },
    explanation: String.raw`PASO 1: El número delante de la letra es el nivel: $n = 3$.
PASO 2: La letra indica $l$: s corresponde a $l = 0$, p a $l = 1$, d a $l = 2$ y f a $l = 3$. Entonces p es $l = 1$.
PASO 3: $l = 3$ es imposible con $n = 3$ (debería ser menor que $n$); $l = 0$ sería el 3s.
RESULTADO: $n = 3$ y $l = 1$.`,
  },
  {
    id: 'qui-estructura-atomica-050',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'true-false',
    question:
      'En el carbono (1s² 2s² 2p²), los dos electrones 2p ocupan orbitales p distintos y tienen espines paralelos.',
    correctAnswer: true,
    explanation: `PASO 1: La regla de Hund dice que, en orbitales de igual energía, los electrones se ubican primero de a uno en cada orbital, con el mismo espín, antes de aparearse.
PASO 2: Los tres orbitales 2p tienen la misma energía; los dos electrones van a dos de ellos, desapareados y con espines paralelos.
RESULTADO: Verdadero: por eso el carbono tiene 2 electrones desapareados en su estado fundamental.`,
  },
  {
    id: 'qui-estructura-atomica-051',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question: '¿Cuántos electrones desapareados tiene un átomo de hierro (Z = 26) en su estado fundamental?',
    options: ['4', '2', '6', '0'],
    correctAnswer: 0,
    check: { compute: () => 5 - (6 - 5) },
    explanation: `PASO 1: Configuración: [Ar] 4s² 3d⁶. El 4s está completo; los electrones desapareados, si los hay, están en el 3d.
PASO 2: El subnivel d tiene 5 orbitales. Por la regla de Hund, los primeros 5 electrones van de a uno en cada orbital y el sexto se aparea con uno de ellos.
PASO 3: Quedan 4 orbitales con un solo electrón. 6 sale de creer que todos los electrones d están solos; 2 sale de aparearlos de a dos desde el principio (sin Hund).
RESULTADO: El hierro tiene 4 electrones desapareados.`,
  },
  {
    id: 'qui-estructura-atomica-052',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question:
      'En un átomo de calcio (Z = 20) en estado fundamental, ¿cuántos electrones tienen número cuántico l = 1?',
    options: ['6', '8', '2', '12'],
    correctAnswer: 3,
    check: { compute: () => 6 + 6 },
    explanation: `PASO 1: Configuración del calcio: 1s² 2s² 2p⁶ 3s² 3p⁶ 4s².
PASO 2: l = 1 corresponde a los subniveles p. Hay dos subniveles p ocupados: 2p⁶ y 3p⁶.
PASO 3: Sumá: 6 + 6 = 12. Contar sólo un subnivel p da 6; contar los electrones s (l = 0) da 8; los de valencia son 2.
RESULTADO: 12 electrones tienen l = 1.`,
  },
  {
    id: 'qui-estructura-atomica-053',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question:
      'En un átomo de hierro (Z = 26) en estado fundamental, ¿cuántos electrones tienen número cuántico principal n = 3?',
    options: ['14', '16', '8', '18'],
    correctAnswer: 0,
    check: { compute: () => 2 + 6 + 6 },
    explanation: `PASO 1: Configuración: 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d⁶.
PASO 2: Con n = 3 están el 3s², el 3p⁶ y el 3d⁶ (el 3d se llena después del 4s, pero pertenece al nivel 3).
PASO 3: Sumá: 2 + 6 + 6 = 14. 8 sale de olvidar el 3d; 18 es la capacidad máxima del nivel 3; 16 sale de sumar también los 4s², que son del nivel 4.
RESULTADO: 14 electrones tienen n = 3.`,
  },
  {
    id: 'qui-estructura-atomica-054',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'true-false',
    question:
      'Dos electrones de un mismo átomo pueden tener sus cuatro números cuánticos iguales si están en niveles distintos.',
    correctAnswer: false,
    explanation: `PASO 1: Si dos electrones están en niveles distintos, ya tienen distinto n: no tienen los cuatro números iguales. La afirmación se contradice.
PASO 2: El principio de exclusión de Pauli prohíbe, sin excepciones, que dos electrones de un átomo compartan los cuatro números cuánticos (n, l, m_l, m_s).
RESULTADO: Falso.`,
  },
  {
    id: 'qui-estructura-atomica-055',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'multiple-choice',
    question:
      'Un elemento está en el período 4 y en el grupo 15 de la tabla periódica. ¿Cuál es su número atómico?',
    options: ['33', '23', '15', '51'],
    correctAnswer: 0,
    check: { compute: () => 18 + 2 + 10 + 3 },
    explanation: `PASO 1: Período 4 significa que el último nivel es n = 4; grupo 15 significa 5 electrones de valencia en ese nivel: 4s² 4p³.
PASO 2: Antes del 4p se completa el 3d, porque el elemento está después de los metales de transición: [Ar] 4s² 3d¹⁰ 4p³.
PASO 3: Contá: 18 + 2 + 10 + 3 = 33 (es el arsénico). 23 sale de olvidar los 10 electrones d; 15 es el número del grupo y 51 es el del período 5.
RESULTADO: Z = 33.`,
  },
  {
    id: 'qui-estructura-atomica-056',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'multiple-choice',
    question: 'Ordená carbono, nitrógeno, oxígeno y flúor de menor a mayor electronegatividad.',
    options: ['C < N < O < F', 'F < O < N < C', 'N < C < F < O', 'C < O < N < F'],
    correctAnswer: 0,
    explanation: `PASO 1: Los cuatro están en el período 2, en los grupos 14, 15, 16 y 17.
PASO 2: En un período la electronegatividad aumenta hacia la derecha, porque crece la carga nuclear y el radio disminuye.
PASO 3: Valores de Pauling: C 2,5; N 3,0; O 3,5; F 4,0.
RESULTADO: C < N < O < F.`,
  },
  // ── Enlaces y estructuras de Lewis ────────────────────────────────────
  {
    id: 'qui-estructura-atomica-057',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question:
      'Para dibujar la estructura de Lewis del CO₂, ¿cuántos electrones de valencia tenés que repartir en total?',
    options: ['16', '12', '22', '8'],
    correctAnswer: 0,
    check: { compute: () => 4 + 2 * 6 },
    explanation: `PASO 1: Electrones de valencia: C (grupo 14) aporta 4 y cada O (grupo 16) aporta 6.
PASO 2: Total: 4 + 2 · 6 = 16.
PASO 3: 22 es la cantidad total de electrones de la molécula (6 + 8 + 8), incluidos los internos; 12 sale de contar un solo oxígeno y 8 de sumar sólo los electrones que faltan para el octeto.
RESULTADO: 16 electrones de valencia.`,
  },
  {
    id: 'qui-estructura-atomica-058',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'true-false',
    question:
      'En la estructura de Lewis del agua, el oxígeno forma dos enlaces simples y no le queda ningún par de electrones sin compartir.',
    correctAnswer: false,
    explanation: `PASO 1: El oxígeno tiene 6 electrones de valencia y cada hidrógeno, 1: en total 8.
PASO 2: Dos pares forman los enlaces O–H; los otros 4 electrones quedan sobre el oxígeno como dos pares libres. Así el O completa su octeto y cada H tiene 2 electrones.
RESULTADO: Falso: el oxígeno conserva dos pares libres (por eso la molécula es angular).`,
  },
  {
    id: 'qui-estructura-atomica-059',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question: 'Al formarse el cloruro de magnesio, MgCl₂, ¿cuántos electrones cede cada átomo de magnesio?',
    options: ['2', '7', '1', '8'],
    correctAnswer: 0,
    check: { compute: () => 2 },
    explanation: String.raw`PASO 1: El magnesio está en el grupo 2: tiene 2 electrones de valencia (3s²) y al perderlos queda con la configuración del neón.
PASO 2: Cada cloro (grupo 17) necesita 1 electrón para completar el octeto; por eso hacen falta dos cloros por cada magnesio.
PASO 3: Se forman $\mathrm{Mg^{2+}}$ y dos $\mathrm{Cl^{-}}$. 1 sale de pensar en un solo cloro; 7 y 8 mezclan los electrones del cloro.
RESULTADO: Cada magnesio cede 2 electrones.`,
  },
  {
    id: 'qui-estructura-atomica-060',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question: '¿Qué enlace une a los dos átomos en la molécula de nitrógeno, N₂?',
    options: ['Un enlace triple', 'Un enlace simple', 'Un enlace doble', 'Un enlace iónico'],
    correctAnswer: 0,
    explanation: `PASO 1: Cada N tiene 5 electrones de valencia: en total 10.
PASO 2: Para que cada nitrógeno complete el octeto tienen que compartir 3 pares (6 electrones); a cada átomo le queda además un par libre: 6 + 2 + 2 = 10.
PASO 3: Con un enlace simple o doble no llegan al octeto. No es iónico porque los dos átomos son iguales (diferencia de electronegatividad 0).
RESULTADO: Un enlace covalente triple, N≡N.`,
  },
  {
    id: 'qui-estructura-atomica-061',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question: '¿En cuál de estas especies hay un enlace covalente dativo (o coordinado)?',
    options: ['CH₄', 'H₂O', 'NaCl', 'NH₄⁺'],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: En un enlace dativo, los dos electrones del par compartido los aporta un mismo átomo.
PASO 2: El ion amonio se forma cuando el par libre del nitrógeno del NH₃ se une a un $\mathrm{H^{+}}$, que no trae electrones: $\mathrm{NH_3 + H^{+} \rightarrow NH_4^{+}}$.
PASO 3: En CH₄ y H₂O cada enlace se forma con un electrón de cada átomo; el NaCl es iónico.
RESULTADO: El $\mathrm{NH_4^{+}}$ tiene un enlace dativo (una vez formado, los cuatro N–H son equivalentes).`,
  },
  {
    id: 'qui-estructura-atomica-062',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question:
      '¿Cuál es la fórmula del compuesto iónico que forman el aluminio (grupo 13) y el oxígeno (grupo 16)?',
    options: ['Al₂O₃', 'AlO', 'Al₃O₂', 'AlO₃'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: El aluminio pierde sus 3 electrones de valencia: $\mathrm{Al^{3+}}$. El oxígeno gana 2 para completar el octeto: $\mathrm{O^{2-}}$.
PASO 2: La fórmula tiene que ser neutra: con 2 aluminios ($+6$) y 3 oxígenos ($-6$) las cargas se compensan.
PASO 3: Al₃O₂ cruza mal las cargas (daría $+9 - 4$); AlO y AlO₃ tampoco son neutros.
RESULTADO: Al₂O₃.`,
  },
  {
    id: 'qui-estructura-atomica-063',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'true-false',
    question:
      'En la molécula de ácido cianhídrico, H–C≡N, hay un enlace triple entre el carbono y el nitrógeno.',
    correctAnswer: true,
    explanation: `PASO 1: Electrones de valencia: H 1 + C 4 + N 5 = 10.
PASO 2: Con H–C≡N se usan 2 + 6 = 8 electrones en enlaces y queda un par libre en el N. El C tiene 8 electrones (un enlace simple y uno triple) y el N también (triple y un par libre).
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-064',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question:
      'En la estructura de Lewis del CO₂ (O=C=O), ¿cuántos pares de electrones no compartidos hay en toda la molécula?',
    options: ['4', '0', '2', '8'],
    correctAnswer: 0,
    check: { compute: () => (4 + 2 * 6 - 2 * 4) / 2 },
    explanation: `PASO 1: Electrones de valencia: 4 + 2 · 6 = 16.
PASO 2: Los dos enlaces dobles usan 2 · 4 = 8 electrones. Quedan 16 − 8 = 8 electrones, es decir, 4 pares.
PASO 3: Esos 4 pares se ubican 2 en cada oxígeno, y así cada O completa su octeto (4 compartidos + 4 propios). 8 es la cantidad de electrones, no de pares.
RESULTADO: Hay 4 pares no compartidos.`,
  },
  {
    id: 'qui-estructura-atomica-065',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question:
      '¿Cuántos electrones de valencia hay que repartir para dibujar la estructura de Lewis del ion carbonato, CO₃²⁻?',
    options: ['24', '22', '20', '32'],
    correctAnswer: 0,
    check: { compute: () => 4 + 3 * 6 + 2 },
    explanation: `PASO 1: Átomos: C aporta 4 y cada O aporta 6: 4 + 3 · 6 = 22.
PASO 2: La carga 2− significa 2 electrones extra: 22 + 2 = 24.
PASO 3: 22 sale de olvidar la carga, 20 de restarla como si fuera un catión y 32 de contar todos los electrones, también los internos.
RESULTADO: 24 electrones de valencia.`,
  },
  {
    id: 'qui-estructura-atomica-066',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question: 'En la molécula de eteno, C₂H₄ (H₂C=CH₂), ¿cuántos electrones están compartidos en enlaces?',
    options: ['12', '6', '10', '8'],
    correctAnswer: 0,
    check: { compute: () => 2 * (4 + 2) },
    explanation: `PASO 1: Hay 4 enlaces C–H simples y un enlace doble C=C: en total 4 + 2 = 6 pares compartidos.
PASO 2: Cada par son 2 electrones: 6 · 2 = 12 electrones compartidos.
PASO 3: Control: electrones de valencia 2 · 4 + 4 · 1 = 12, así que no queda ningún par libre. 6 es la cantidad de pares, no de electrones; 10 sale de tomar el C=C como simple.
RESULTADO: 12 electrones compartidos.`,
  },
  {
    id: 'qui-estructura-atomica-067',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'true-false',
    question: 'En el ion amonio, NH₄⁺, el átomo de nitrógeno conserva un par de electrones no compartido.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Electrones de valencia: 5 (N) + 4 · 1 (H) − 1 (carga +) = 8, es decir, 4 pares.
PASO 2: Los 4 pares forman los 4 enlaces N–H; el par libre que tenía el NH₃ es justamente el que se usó para unir el $\mathrm{H^{+}}$.
RESULTADO: Falso: en el $\mathrm{NH_4^{+}}$ el nitrógeno no tiene pares libres.`,
  },
  {
    id: 'qui-estructura-atomica-068',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'true-false',
    question:
      'En el trifluoruro de boro, BF₃, el boro queda con sólo 6 electrones a su alrededor: es una excepción a la regla del octeto.',
    correctAnswer: true,
    explanation: `PASO 1: El boro tiene 3 electrones de valencia y forma 3 enlaces simples B–F.
PASO 2: Alrededor del boro hay 3 pares compartidos, 6 electrones. Cada flúor sí completa su octeto con 3 pares libres.
RESULTADO: Verdadero: el BF₃ es un ejemplo clásico de octeto incompleto.`,
  },
  // ── Geometría molecular y polaridad ───────────────────────────────────
  {
    id: 'qui-estructura-atomica-069',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question: '¿Qué geometría tiene la molécula de metano, CH₄?',
    options: ['Tetraédrica', 'Lineal', 'Plana cuadrada', 'Piramidal'],
    correctAnswer: 0,
    explanation: `PASO 1: El carbono tiene 4 pares de electrones, todos enlazantes (4 enlaces C–H) y ningún par libre.
PASO 2: Según la TRePEV, 4 pares se alejan lo más posible apuntando a los vértices de un tetraedro, con ángulos de 109,5°.
PASO 3: La forma plana cuadrada (90°) los dejaría más cerca entre sí; la piramidal aparece cuando uno de los 4 pares es libre, como en el NH₃.
RESULTADO: Tetraédrica.`,
  },
  {
    id: 'qui-estructura-atomica-070',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'true-false',
    question: 'La molécula de CO₂ tiene enlaces polares, pero es una molécula no polar.',
    correctAnswer: true,
    explanation: `PASO 1: Cada enlace C=O es polar: el oxígeno (3,5) es más electronegativo que el carbono (2,5).
PASO 2: La molécula es lineal (O=C=O, 180°): los dos dipolos tienen igual valor y sentidos opuestos, así que se anulan.
RESULTADO: Verdadero: el momento dipolar total es cero.`,
  },
  {
    id: 'qui-estructura-atomica-071',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question: '¿Qué geometría molecular tiene el amoníaco, NH₃?',
    options: ['Piramidal trigonal', 'Plana trigonal', 'Tetraédrica', 'Angular'],
    correctAnswer: 0,
    explanation: `PASO 1: El nitrógeno tiene 4 pares de electrones alrededor: 3 enlazantes (N–H) y 1 libre.
PASO 2: Los 4 pares se orientan hacia los vértices de un tetraedro (geometría electrónica tetraédrica).
PASO 3: La geometría molecular describe sólo la posición de los átomos: con el par libre en un vértice, los tres H y el N forman una pirámide. Decir "tetraédrica" confunde geometría electrónica con molecular; "plana trigonal" ignora el par libre.
RESULTADO: Piramidal trigonal, con ángulos de unos 107°.`,
  },
  {
    id: 'qui-estructura-atomica-072',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question: '¿Cuál de estas moléculas es polar?',
    options: ['NH₃', 'CH₄', 'CO₂', 'BF₃'],
    correctAnswer: 0,
    explanation: `PASO 1: Una molécula es polar si tiene enlaces polares y una geometría que no permite que los dipolos se anulen.
PASO 2: CO₂ es lineal, CH₄ es tetraédrica con cuatro enlaces iguales y BF₃ es plana trigonal con tres enlaces iguales: en las tres los dipolos se cancelan.
PASO 3: NH₃ es piramidal: los tres dipolos N–H apuntan hacia el mismo lado y el par libre refuerza la asimetría.
RESULTADO: El NH₃ es polar.`,
  },
  {
    id: 'qui-estructura-atomica-073',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'true-false',
    question: 'El tetracloruro de carbono, CCl₄, es una molécula polar porque sus enlaces C–Cl son polares.',
    correctAnswer: false,
    explanation: `PASO 1: Los enlaces C–Cl sí son polares (Cl 3,0 y C 2,5).
PASO 2: Pero la molécula es tetraédrica y los cuatro enlaces son iguales: los cuatro dipolos se anulan por simetría.
RESULTADO: Falso: el CCl₄ es no polar. Tener enlaces polares no alcanza; importa la geometría.`,
  },
  {
    id: 'qui-estructura-atomica-074',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question: '¿Cuál de estas moléculas es lineal?',
    options: ['H₂O', 'SO₂', 'NH₃', 'CO₂'],
    correctAnswer: 3,
    explanation: `PASO 1: En el CO₂ el carbono no tiene pares libres y forma dos enlaces dobles: hay dos zonas de electrones, que se ubican a 180°.
PASO 2: En el H₂O el oxígeno tiene dos pares libres y en el SO₂ el azufre tiene uno: en los dos casos la molécula queda angular.
PASO 3: El NH₃ es piramidal por su par libre.
RESULTADO: El CO₂ es lineal.`,
  },
  {
    id: 'qui-estructura-atomica-075',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question: '¿Cuál es, aproximadamente, el ángulo H–O–H en la molécula de agua?',
    options: ['180°', '120°', '109,5°', '104,5°'],
    correctAnswer: 3,
    check: { compute: () => 104.5 },
    explanation: `PASO 1: El oxígeno tiene 4 pares de electrones (2 enlazantes y 2 libres): la geometría electrónica es tetraédrica, de 109,5° ideales.
PASO 2: Los pares libres ocupan más espacio que los enlazantes y empujan a los enlaces O–H, que se cierran hasta unos 104,5°.
PASO 3: 180° sería una molécula lineal (sin pares libres en el O), 120° una plana trigonal y 109,5° el tetraedro perfecto, como en el CH₄.
RESULTADO: Unos 104,5°: la molécula es angular.`,
  },
  {
    id: 'qui-estructura-atomica-076',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question: '¿En cuál de estas sustancias hay puentes de hidrógeno entre sus moléculas?',
    options: ['HF', 'HCl', 'CH₄', 'H₂S'],
    correctAnswer: 0,
    explanation: `PASO 1: Un puente de hidrógeno se forma cuando un H está unido a un átomo muy electronegativo y pequeño (F, O o N) y es atraído por un par libre de otra molécula.
PASO 2: En el HF el hidrógeno está unido al flúor, el más electronegativo: hay puentes de hidrógeno.
PASO 3: En el HCl y el H₂S el H está unido a átomos más grandes y menos electronegativos (Cl, S): sólo hay fuerzas dipolo-dipolo y de London. En el CH₄ los enlaces C–H son casi no polares.
RESULTADO: El HF.`,
  },
  {
    id: 'qui-estructura-atomica-077',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question:
      'El agua (M = 18 g/mol) hierve a 100 °C y el sulfuro de hidrógeno, H₂S (M = 34 g/mol), a unos −60 °C. ¿Qué explica esta diferencia?',
    options: [
      'Entre las moléculas de agua hay puentes de hidrógeno',
      'El H₂S tiene mayor masa molar, y eso baja su punto de ebullición',
      'El agua es una molécula lineal y el H₂S es angular',
      'Los enlaces O–H se rompen al hervir el agua y los S–H no',
    ],
    correctAnswer: 0,
    explanation: `PASO 1: Al hervir se separan moléculas enteras: se vencen fuerzas intermoleculares, no se rompen enlaces dentro de las moléculas.
PASO 2: El O es muy electronegativo y pequeño: entre moléculas de agua se forman puentes de hidrógeno, mucho más fuertes que las fuerzas entre moléculas de H₂S.
PASO 3: A mayor masa molar las fuerzas de London suelen aumentar el punto de ebullición, no bajarlo. Las dos moléculas son angulares.
RESULTADO: Los puentes de hidrógeno entre las moléculas de agua.`,
  },
  {
    id: 'qui-estructura-atomica-078',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'multiple-choice',
    question: '¿Qué geometría y qué polaridad tiene la molécula de trifluoruro de boro, BF₃?',
    options: [
      'Piramidal trigonal y polar',
      'Plana trigonal y polar',
      'Piramidal trigonal y no polar',
      'Plana trigonal y no polar',
    ],
    correctAnswer: 3,
    explanation: `PASO 1: El boro tiene 3 pares enlazantes y ningún par libre: los tres enlaces se ubican en un plano, a 120°. Es plana trigonal.
PASO 2: Cada enlace B–F es muy polar (F 4,0; B 2,0), pero los tres dipolos son iguales y están a 120°: su suma es cero.
PASO 3: La forma piramidal aparece cuando el átomo central tiene un par libre, como el N en el NH₃.
RESULTADO: Plana trigonal y no polar.`,
  },
  {
    id: 'qui-estructura-atomica-079',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.geometria-polaridad',
    kind: 'true-false',
    question:
      'El cloroformo, CHCl₃, es una molécula polar aunque su geometría sea tetraédrica, como la del CCl₄.',
    correctAnswer: true,
    explanation: `PASO 1: En el CCl₄ los cuatro enlaces son iguales y sus dipolos se anulan por simetría.
PASO 2: En el CHCl₃ uno de los cuatro enlaces es C–H, menos polar que los C–Cl: los dipolos ya no se compensan y queda un momento dipolar neto.
RESULTADO: Verdadero.`,
  },
];
