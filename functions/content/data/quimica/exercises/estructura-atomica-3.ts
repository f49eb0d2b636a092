import type { Exercise } from '../../../schema.ts';

/** Chemistry basics (#31): more material systems and separation methods, and the atomic models. */
export const exercises: Exercise[] = [
  // ── Sistemas materiales ───────────────────────────────────────────────
  {
    id: 'qui-estructura-atomica-080',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question: '¿Cuál de estos materiales es un sistema heterogéneo?',
    options: [
      'Agua con azúcar totalmente disuelta',
      'Aire filtrado',
      'Alcohol medicinal',
      'Un trozo de granito',
    ],
    correctAnswer: 3,
    explanation: `PASO 1: Un sistema es heterogéneo cuando tiene más de una fase: porciones con propiedades distintas separadas por superficies que se ven, a simple vista o con una lupa.
PASO 2: En el granito se distinguen granos de distintos minerales (cuarzo, feldespato, mica): tiene varias fases.
PASO 3: El agua azucarada, el aire filtrado y el alcohol medicinal (alcohol y agua) son soluciones: una sola fase aunque tengan varios componentes.
RESULTADO: El granito es un sistema heterogéneo.`,
  },
  {
    id: 'qui-estructura-atomica-081',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question: 'La filtración permite separar la sal que está disuelta en agua.',
    correctAnswer: false,
    explanation: `PASO 1: La filtración separa un sólido que no está disuelto (una fase sólida) de un líquido: el papel de filtro retiene las partículas grandes.
PASO 2: La sal disuelta forma con el agua una sola fase; sus partículas atraviesan el filtro. Para recuperarla hay que evaporar el agua (o cristalizar).
RESULTADO: Falso: la sal disuelta pasa por el filtro; se separa por evaporación.`,
  },
  {
    id: 'qui-estructura-atomica-082',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question: '¿Qué método permite separar los distintos colorantes que forman la tinta de un marcador?',
    options: ['Tamización', 'Cromatografía', 'Decantación', 'Imantación'],
    correctAnswer: 1,
    explanation: `PASO 1: La tinta es una solución: los colorantes están mezclados en una sola fase, así que hace falta un método de fraccionamiento.
PASO 2: En la cromatografía (por ejemplo, en papel) el solvente arrastra cada colorante a una velocidad distinta y quedan separados en manchas.
PASO 3: Tamización, decantación e imantación separan fases de un sistema heterogéneo, no componentes de una solución.
RESULTADO: Cromatografía.`,
  },
  {
    id: 'qui-estructura-atomica-083',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Un recipiente cerrado, sin aire, contiene agua líquida, cubos de hielo flotando y vapor de agua. ¿Cuántas fases y cuántos componentes tiene el sistema?',
    options: [
      '3 fases y 3 componentes',
      '2 fases y 1 componente',
      '3 fases y 1 componente',
      '2 fases y 2 componentes',
    ],
    correctAnswer: 2,
    check: { compute: () => [3, 1] },
    explanation: `PASO 1: Fases: el hielo, el agua líquida y el vapor tienen propiedades distintas y superficies de separación entre ellos: 3 fases.
PASO 2: Componentes: las tres fases son la misma sustancia, H₂O. Hay un solo componente.
PASO 3: Contar un componente por fase confunde fases con sustancias; contar 2 fases olvida el vapor.
RESULTADO: 3 fases y 1 componente.`,
  },
  {
    id: 'qui-estructura-atomica-084',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question: 'Un sistema formado por agua y alcohol completamente mezclados tiene dos fases.',
    correctAnswer: false,
    explanation: `PASO 1: El agua y el alcohol son miscibles: forman una solución con las mismas propiedades en todos sus puntos, sin superficies de separación.
PASO 2: Es un sistema homogéneo de una fase y dos componentes. Se separan por destilación, no por decantación.
RESULTADO: Falso: tiene una sola fase (y dos componentes).`,
  },
  {
    id: 'qui-estructura-atomica-085',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Un sistema contiene 45 g de agua, 5 g de sal totalmente disuelta en ella y 25 g de limaduras de hierro en el fondo. ¿Qué porcentaje en masa del sistema representa la fase líquida? (Redondeá a dos decimales.)',
    options: ['66,67 %', '60 %', '33,33 %', '90 %'],
    correctAnswer: 0,
    check: { compute: () => ((45 + 5) / (45 + 5 + 25)) * 100 },
    explanation: `PASO 1: La fase líquida es la solución: agua más sal disuelta, 45 g + 5 g = 50 g. Las limaduras son otra fase.
PASO 2: Masa total: 45 + 5 + 25 = 75 g.
PASO 3: Porcentaje: 50 / 75 · 100 ≈ 66,67 %.
PASO 4: 60 % cuenta solo el agua y olvida que la sal disuelta forma parte de la fase líquida; 33,33 % es el porcentaje del hierro; 90 % es el del agua dentro de la solución.
RESULTADO: ≈ 66,67 %.`,
  },
  {
    id: 'qui-estructura-atomica-086',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'multiple-choice',
    question:
      'Tenés una mezcla de arena, limaduras de hierro y agua salada (con la sal totalmente disuelta). ¿Qué secuencia te permite recuperar por separado el hierro, la arena y la sal?',
    options: [
      'Destilar toda la mezcla y tamizar el residuo',
      'Decantar el líquido, filtrarlo y separar la sal con un imán',
      'Evaporar el agua y después filtrar la sal',
      'Filtrar; secar el sólido retenido y separar el hierro con un imán; evaporar el líquido filtrado',
    ],
    correctAnswer: 3,
    explanation: `PASO 1: La filtración separa los sólidos no disueltos (arena y hierro) de la solución de agua y sal.
PASO 2: En el sólido retenido, ya seco, un imán se lleva las limaduras de hierro y queda la arena.
PASO 3: Al evaporar el líquido filtrado, el agua se va y queda la sal.
PASO 4: Un imán no atrae la sal; después de evaporar no queda líquido que filtrar; destilar todo no separa el hierro de la arena.
RESULTADO: Filtrar, separar el hierro con un imán y evaporar el filtrado.`,
  },
  {
    id: 'qui-estructura-atomica-087',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.sistemas-materiales',
    kind: 'true-false',
    question:
      'Si a una solución saturada de sal en agua le agregás más sal y queda sal sin disolver en el fondo, el sistema pasa a ser heterogéneo, con dos fases.',
    correctAnswer: true,
    explanation: `PASO 1: Una solución saturada ya tiene disuelta toda la sal que admite a esa temperatura: la sal que agregás no se disuelve.
PASO 2: Quedan la solución (una fase líquida) y los cristales de sal en el fondo (una fase sólida), con una superficie de separación visible.
RESULTADO: Verdadero: dos fases (solución saturada y sal sólida) y dos componentes.`,
  },

  // ── Modelos atómicos ──────────────────────────────────────────────────
  {
    id: 'qui-estructura-atomica-088',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question:
      '¿Qué modelo describe al átomo como una esfera de carga positiva con los electrones incrustados, como las pasas en un budín?',
    options: ['Dalton', 'Thomson', 'Rutherford', 'Bohr'],
    correctAnswer: 1,
    explanation: `PASO 1: Thomson descubrió el electrón (1897) y propuso que el átomo era una masa de carga positiva repartida en todo su volumen, con los electrones incrustados para que el conjunto fuera neutro.
PASO 2: Dalton no conocía partículas dentro del átomo; Rutherford concentró la carga positiva en un núcleo; Bohr puso los electrones en órbitas de energía fija.
RESULTADO: El modelo de Thomson, el «budín de pasas».`,
  },
  {
    id: 'qui-estructura-atomica-089',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question: '¿Qué experimento llevó a Rutherford a proponer que el átomo tiene un núcleo?',
    options: [
      'La descomposición del agua por electrólisis',
      'La medición de la carga del electrón con gotas de aceite',
      'El bombardeo de una lámina delgada de oro con partículas alfa',
      'El análisis de la luz emitida por el hidrógeno',
    ],
    correctAnswer: 2,
    explanation: `PASO 1: Rutherford (con Geiger y Marsden) lanzó partículas alfa, con carga positiva, contra una lámina de oro muy delgada y observó cuánto se desviaban.
PASO 2: Casi todas pasaron derecho, pero unas pocas se desviaron mucho o rebotaron: tenían que chocar con algo muy pequeño, pesado y positivo, el núcleo.
PASO 3: Las gotas de aceite son el experimento de Millikan; los espectros del hidrógeno son la base del modelo de Bohr.
RESULTADO: El bombardeo de la lámina de oro con partículas alfa.`,
  },
  {
    id: 'qui-estructura-atomica-090',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'true-false',
    question:
      'Según la teoría atómica de Dalton, los átomos de un mismo elemento son iguales entre sí y no se pueden dividir.',
    correctAnswer: true,
    explanation: `PASO 1: Dalton (1808) postuló que la materia está formada por átomos indivisibles, que los de un mismo elemento son idénticos (en masa y propiedades) y que los compuestos se forman por combinación de átomos en proporciones fijas.
PASO 2: Hoy sabemos que el átomo sí tiene partes y que hay isótopos, pero eso es lo que afirmaba su modelo.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-091',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'true-false',
    question: 'El modelo de Rutherford explica por qué los electrones no caen sobre el núcleo.',
    correctAnswer: false,
    explanation: `PASO 1: En el modelo de Rutherford los electrones giran alrededor del núcleo como planetas. Pero una carga que gira, según la física clásica, irradia energía: el electrón debería perderla y caer en espiral sobre el núcleo.
PASO 2: Esa fue su gran falla. La resolvió Bohr al postular órbitas permitidas en las que el electrón no irradia.
RESULTADO: Falso: es justamente lo que el modelo de Rutherford no podía explicar.`,
  },
  {
    id: 'qui-estructura-atomica-092',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question:
      'En el experimento de la lámina de oro, ¿qué observación mostró que la carga positiva del átomo está concentrada en un volumen muy pequeño?',
    options: [
      'La mayoría de las partículas alfa atravesó la lámina sin desviarse',
      'La lámina se calentó durante el bombardeo',
      'Las partículas alfa tienen carga positiva',
      'Unas pocas partículas alfa se desviaron mucho o rebotaron hacia atrás',
    ],
    correctAnswer: 3,
    explanation: `PASO 1: Que casi todas atravesaran sin desviarse mostró que el átomo es mayormente espacio vacío.
PASO 2: Que unas pocas rebotaran exige una fuerza de repulsión enorme, que solo puede hacer una carga positiva grande concentrada en un punto muy chico: el núcleo. Con la carga repartida, como en el modelo de Thomson, ninguna habría rebotado.
RESULTADO: El rebote o la gran desviación de unas pocas partículas alfa.`,
  },
  {
    id: 'qui-estructura-atomica-093',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question:
      'Según el modelo de Bohr, ¿qué pasa cuando un electrón salta de una órbita de mayor energía a otra de menor energía?',
    options: [
      'El átomo emite un fotón con energía igual a la diferencia entre las dos órbitas',
      'El átomo absorbe un fotón con energía igual a la diferencia entre las dos órbitas',
      'El electrón pierde energía de a poco, en espiral, hasta llegar a la órbita menor',
      'El átomo pierde un protón para compensar la carga',
    ],
    correctAnswer: 0,
    explanation: `PASO 1: En el modelo de Bohr el electrón solo puede estar en ciertas órbitas, cada una con una energía fija, y mientras está en una no emite.
PASO 2: Al pasar a una órbita de menor energía, la diferencia sale de una sola vez como un fotón: $E_{fotón} = E_{inicial} - E_{final}$. Por eso los espectros de emisión tienen líneas definidas.
PASO 3: Absorber un fotón hace subir al electrón, no bajar; la caída en espiral es lo que predecía la física clásica y Bohr descartó.
RESULTADO: Emite un fotón con la diferencia de energía.`,
  },
  {
    id: 'qui-estructura-atomica-094',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'true-false',
    question:
      'En el modelo de Bohr, un electrón puede tener cualquier valor de energía mientras gire alrededor del núcleo.',
    correctAnswer: false,
    explanation: `PASO 1: La idea central de Bohr es que la energía del electrón está cuantizada: solo son posibles ciertas órbitas (n = 1, 2, 3…), cada una con su energía.
PASO 2: Los valores intermedios no están permitidos. Por eso el hidrógeno emite luz solo de ciertas longitudes de onda.
RESULTADO: Falso: solo puede tener los valores de energía de las órbitas permitidas.`,
  },
  {
    id: 'qui-estructura-atomica-095',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question: '¿Qué descubrimiento mostró que el átomo de Dalton no era indivisible?',
    options: [
      'La ley de conservación de la masa',
      'La ley de las proporciones definidas',
      'El descubrimiento del electrón en los rayos catódicos',
      'La existencia de elementos distintos',
    ],
    correctAnswer: 2,
    explanation: `PASO 1: Thomson mostró que los rayos catódicos están formados por partículas con carga negativa, mucho más livianas que cualquier átomo y iguales sea cual sea el metal del cátodo: los electrones.
PASO 2: Si todos los átomos contienen electrones, el átomo tiene partes: no es indivisible.
PASO 3: Las leyes de conservación de la masa y de las proporciones definidas son justamente las que la teoría de Dalton explicaba; no la contradicen.
RESULTADO: El descubrimiento del electrón.`,
  },
  {
    id: 'qui-estructura-atomica-096',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question:
      'En el modelo de Bohr, la energía del electrón del hidrógeno en la órbita n es $E_n = -13{,}6\\ \\text{eV}/n^2$. ¿Qué energía tiene el fotón emitido cuando el electrón pasa de la órbita n = 3 a la n = 2? (Redondeá a dos decimales.)',
    options: ['12,09 eV', '1,89 eV', '1,51 eV', '3,4 eV'],
    correctAnswer: 1,
    check: { compute: () => 13.6 * (1 / 2 ** 2 - 1 / 3 ** 2) },
    explanation: `PASO 1: $E_3 = -13{,}6 / 9 \\approx -1{,}51$ eV y $E_2 = -13{,}6 / 4 = -3{,}4$ eV.
PASO 2: El fotón se lleva la diferencia: $E = E_3 - E_2 \\approx -1{,}51 - (-3{,}4) = 1{,}89$ eV (luz roja).
PASO 3: 12,09 eV corresponde al salto de n = 3 a n = 1; 1,51 eV y 3,4 eV son las energías de un solo nivel, sin restar.
RESULTADO: ≈ 1,89 eV.`,
  },
  {
    id: 'qui-estructura-atomica-097',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question:
      'El radio de un átomo es del orden de 10⁻¹⁰ m y el de su núcleo, del orden de 10⁻¹⁵ m. ¿Cuántas veces más grande es el radio del átomo que el del núcleo?',
    options: ['5 veces', '1000 veces', '10.000 veces', '100.000 veces'],
    correctAnswer: 3,
    check: { compute: () => 1e-10 / 1e-15 },
    explanation: `PASO 1: Dividí: $\\dfrac{10^{-10}}{10^{-15}} = 10^{-10 - (-15)} = 10^{5} = 100.000$.
PASO 2: Si el núcleo fuera una bolita de 1 cm, el átomo tendría 1 km de radio: por eso casi todas las partículas alfa atravesaban la lámina de oro.
PASO 3: 5 veces es la diferencia de exponentes tomada como resultado; 1000 y 10.000 restan mal los exponentes.
RESULTADO: 100.000 veces.`,
  },
  {
    id: 'qui-estructura-atomica-098',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'true-false',
    question:
      'Con el modelo de Thomson se esperaba que todas las partículas alfa atravesaran la lámina de oro con desviaciones pequeñas; por eso el rebote de unas pocas obligó a abandonarlo.',
    correctAnswer: true,
    explanation: `PASO 1: En el modelo de Thomson la carga positiva está repartida en todo el átomo: ninguna zona concentra fuerza suficiente para frenar y devolver una partícula alfa rápida y pesada.
PASO 2: La predicción era que todas pasaran con desvíos mínimos. Los rebotes observados solo se explican con la carga positiva concentrada en un núcleo diminuto, el modelo de Rutherford.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-099',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question: '¿Qué pudo explicar el modelo de Bohr que el modelo de Rutherford no explicaba?',
    options: [
      'La existencia del núcleo atómico',
      'La existencia de los neutrones',
      'Las líneas del espectro de emisión del hidrógeno',
      'La conservación de la masa en las reacciones químicas',
    ],
    correctAnswer: 2,
    explanation: `PASO 1: Con órbitas de energía fija, Bohr explicó por qué el hidrógeno emite solo ciertas longitudes de onda: cada línea del espectro es un salto entre dos órbitas. También explicó la estabilidad del átomo.
PASO 2: El núcleo ya estaba en el modelo de Rutherford; el neutrón se descubrió después (1932); la conservación de la masa la explicaba ya la teoría de Dalton.
RESULTADO: Las líneas del espectro del hidrógeno.`,
  },
  {
    id: 'qui-estructura-atomica-100',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'multiple-choice',
    question: '¿Cuál es el orden cronológico en que se propusieron estos modelos atómicos?',
    options: [
      'Dalton, Thomson, Rutherford, Bohr',
      'Thomson, Dalton, Bohr, Rutherford',
      'Dalton, Rutherford, Thomson, Bohr',
      'Bohr, Rutherford, Thomson, Dalton',
    ],
    correctAnswer: 0,
    explanation: `PASO 1: Dalton propuso su teoría atómica a comienzos del siglo XIX (1808). Thomson, al descubrir el electrón, propuso su modelo hacia 1904.
PASO 2: Rutherford presentó el modelo nuclear en 1911, a partir del experimento de la lámina de oro, y Bohr lo corrigió en 1913 con las órbitas de energía fija.
PASO 3: Cada modelo corrige al anterior: primero el átomo indivisible, después con electrones, después con núcleo y por último con niveles de energía.
RESULTADO: Dalton, Thomson, Rutherford, Bohr.`,
  },
  {
    id: 'qui-estructura-atomica-101',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.modelos-atomicos',
    kind: 'true-false',
    question:
      'El modelo atómico que Rutherford propuso en 1911 ya incluía a los neutrones dentro del núcleo.',
    correctAnswer: false,
    explanation: `PASO 1: El modelo de 1911 tenía un núcleo positivo y electrones alrededor; no distinguía partículas dentro del núcleo.
PASO 2: El neutrón, sin carga, lo descubrió Chadwick en 1932. Hasta entonces no se explicaba del todo por qué la masa de los núcleos era mayor que la de sus protones.
RESULTADO: Falso: los neutrones se descubrieron más de veinte años después.`,
  },
];
