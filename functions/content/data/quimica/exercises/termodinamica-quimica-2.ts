import type { Exercise } from '../../../schema.ts';

/** Problemas integradores de termoquímica: calorimetría, Hess, energías de enlace y espontaneidad. */
export const exercises: Exercise[] = [
  {
    id: 'qui-termodinamica-quimica-027',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'multiple-choice',
    question:
      '¿Cuánto calor hay que entregar a 500 g de agua para calentarla de 20 °C a 80 °C? (Calor específico del agua: 4,18 J/(g·°C))',
    options: ['167,2 kJ', '30 kJ', '125,4 kJ', '41,8 kJ'],
    correctAnswer: 2,
    check: { compute: () => (500 * 4.18 * (80 - 20)) / 1000 },
    explanation: String.raw`PASO 1: $Q = m \cdot c \cdot \Delta T$, con $\Delta T = 80 - 20 = 60$ °C.
PASO 2: $Q = 500 \cdot 4{,}18 \cdot 60 = 125\,400$ J $= 125{,}4$ kJ.
PASO 3: 167,2 kJ usa la temperatura final (80 °C) en lugar de la variación; 41,8 kJ usa la inicial (20 °C); 30 kJ toma $c = 1$ (el valor en cal/(g·°C)) y mezcla unidades.
RESULTADO: 125,4 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-028',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question: String.raw`Con los datos: (1) $\mathrm{C(s) + O_2(g) \rightarrow CO_2(g)}$, $\Delta H_1 = -393{,}5$ kJ; (2) $\mathrm{H_2(g) + \tfrac{1}{2}\,O_2(g) \rightarrow H_2O(l)}$, $\Delta H_2 = -285{,}8$ kJ; (3) $\mathrm{CH_4(g) + 2\,O_2(g) \rightarrow CO_2(g) + 2\,H_2O(l)}$, $\Delta H_3 = -890{,}3$ kJ, calculá la entalpía de formación del metano: $\mathrm{C(s) + 2\,H_2(g) \rightarrow CH_4(g)}$.`,
    options: ['+74,8 kJ', '−74,8 kJ', '−1855,4 kJ', '+211 kJ'],
    correctAnswer: 1,
    check: { compute: () => -393.5 + 2 * -285.8 - -890.3 },
    explanation: String.raw`PASO 1: Necesitás C y 2 H₂ como reactivos y CH₄ como producto: usá (1) tal cual, (2) multiplicada por 2 y (3) invertida.
PASO 2: $\Delta H = \Delta H_1 + 2\,\Delta H_2 - \Delta H_3 = -393{,}5 + 2 \cdot (-285{,}8) + 890{,}3$.
PASO 3: $\Delta H = -393{,}5 - 571{,}6 + 890{,}3 = -74{,}8$ kJ.
PASO 4: +74,8 kJ sale de invertir mal los signos; −1855,4 kJ, de no invertir la (3); +211 kJ, de no multiplicar la (2) por 2.
RESULTADO: $\Delta H_f°(\mathrm{CH_4}) = -74{,}8$ kJ/mol.`,
  },
  {
    id: 'qui-termodinamica-quimica-029',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question:
      'Con las energías de enlace H–H = 436 kJ/mol, Cl–Cl = 243 kJ/mol y H–Cl = 432 kJ/mol, estimá el ΔH de la reacción H₂(g) + Cl₂(g) → 2 HCl(g).',
    options: ['+185 kJ', '+247 kJ', '−432 kJ', '−185 kJ'],
    correctAnswer: 3,
    check: { compute: () => 436 + 243 - 2 * 432 },
    explanation: String.raw`PASO 1: Romper enlaces cuesta energía (positivo) y formarlos la libera (negativo): $\Delta H = \sum E_{rotos} - \sum E_{formados}$.
PASO 2: Rotos: un H–H y un Cl–Cl: $436 + 243 = 679$ kJ. Formados: dos H–Cl: $2 \cdot 432 = 864$ kJ.
PASO 3: $\Delta H = 679 - 864 = -185$ kJ: la reacción es exotérmica.
PASO 4: +185 kJ invierte la resta; +247 kJ cuenta un solo H–Cl.
RESULTADO: −185 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-030',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question:
      'Para H₂(g) + ½ O₂(g) → H₂O(l), ΔH = −286 kJ y ΔS = −163 J/K. ¿Cuánto vale ΔG a 25 °C? (Redondeá a un decimal.)',
    options: ['−237,4 kJ', '−334,6 kJ', '−281,9 kJ', '+48.288 kJ'],
    correctAnswer: 0,
    check: { compute: () => -286 - (25 + 273) * (-163 / 1000) },
    explanation: String.raw`PASO 1: $\Delta G = \Delta H - T\,\Delta S$, con $T = 25 + 273 = 298$ K y $\Delta S$ en kJ/K: $-0{,}163$ kJ/K.
PASO 2: $T\,\Delta S = 298 \cdot (-0{,}163) = -48{,}6$ kJ.
PASO 3: $\Delta G = -286 - (-48{,}6) = -237{,}4$ kJ: la reacción es espontánea a 25 °C.
PASO 4: −334,6 kJ suma en lugar de restar; −281,9 kJ usa 25 en lugar de 298 K; +48.288 kJ no pasa los J a kJ.
RESULTADO: ΔG = −237,4 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-031',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'multiple-choice',
    question:
      'La combustión del propano, C₃H₈, libera 2220 kJ por mol. ¿Qué masa de propano hay que quemar para obtener 1000 kJ? (C = 12; H = 1; redondeá a dos decimales.)',
    options: ['0,45 g', '19,82 g', '97,68 g', '50,45 g'],
    correctAnswer: 1,
    check: { compute: () => (1000 / 2220) * 44 },
    explanation: String.raw`PASO 1: Masa molar: $M(\mathrm{C_3H_8}) = 3 \cdot 12 + 8 \cdot 1 = 44$ g/mol.
PASO 2: Moles necesarios: $n = 1000 / 2220 = 0{,}4505$ mol.
PASO 3: Masa: $m = 0{,}4505 \cdot 44 = 19{,}82$ g.
PASO 4: 0,45 g confunde moles con gramos; 97,68 g multiplica 2220 por 44 y divide por 1000; 50,45 g divide 2220 por 44.
RESULTADO: 19,82 g de propano.`,
  },
  {
    id: 'qui-termodinamica-quimica-032',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question:
      'Para la vaporización del agua, ΔH = 40,7 kJ/mol y ΔS = 109 J/(mol·K). Suponiendo que no varían con la temperatura, ¿a qué temperatura están en equilibrio el líquido y el vapor a 1 atm? (Redondeá a un decimal.)',
    options: ['0,4 K', '373,4 K', '100,4 K', '2,7 K'],
    correctAnswer: 1,
    check: { compute: () => (40.7 * 1000) / 109 },
    explanation: String.raw`PASO 1: En el equilibrio $\Delta G = 0$, así que $T = \dfrac{\Delta H}{\Delta S}$.
PASO 2: Unidades iguales: $\Delta H = 40\,700$ J/mol. $T = 40\,700 / 109 = 373{,}4$ K (unos 100 °C, como se espera).
PASO 3: 0,4 K sale de no pasar los kJ a J; 2,7 K, de dividir $\Delta S$ por $\Delta H$; 100,4 K confunde kelvin con grados Celsius.
RESULTADO: 373,4 K.`,
  },
  {
    id: 'qui-termodinamica-quimica-033',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question:
      'Con los datos S(s) + O₂(g) → SO₂(g), ΔH = −297 kJ y 2 SO₃(g) → 2 SO₂(g) + O₂(g), ΔH = +198 kJ, calculá el ΔH de S(s) + 3/2 O₂(g) → SO₃(g).',
    options: ['−396 kJ', '−198 kJ', '−495 kJ', '−99 kJ'],
    correctAnswer: 0,
    check: { compute: () => -297 + -198 / 2 },
    explanation: String.raw`PASO 1: La segunda ecuación tiene el SO₃ como reactivo y por 2: invertila y dividila por 2. Queda $\mathrm{SO_2 + \tfrac{1}{2}\,O_2 \rightarrow SO_3}$, con $\Delta H = -198/2 = -99$ kJ.
PASO 2: Sumale la primera: $\mathrm{S + O_2 \rightarrow SO_2}$, $-297$ kJ. El SO₂ se cancela.
PASO 3: $\Delta H = -297 + (-99) = -396$ kJ.
PASO 4: −495 kJ invierte la segunda pero no la divide por 2; −198 kJ y −99 kJ usan una sola de las dos ecuaciones.
RESULTADO: −396 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-034',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'true-false',
    question: 'Una reacción con ΔH < 0 y ΔS < 0 es espontánea sólo a temperaturas altas.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: $\Delta G = \Delta H - T\,\Delta S$. Con $\Delta S < 0$, el término $-T\,\Delta S$ es positivo y crece con la temperatura.
PASO 2: A temperatura baja domina $\Delta H < 0$ y $\Delta G$ es negativo; a temperatura alta el término entrópico lo vuelve positivo.
RESULTADO: Falso: es espontánea sólo a temperaturas bajas (como la síntesis del amoníaco).`,
  },
  {
    id: 'qui-termodinamica-quimica-035',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'true-false',
    question:
      'En las mismas condiciones, el calor liberado al formarse 2 mol de agua líquida a partir de sus elementos es el doble que el liberado al formarse 1 mol.',
    correctAnswer: true,
    explanation: `PASO 1: La entalpía es una propiedad extensiva: el calor de reacción es proporcional a la cantidad que reacciona.
PASO 2: Si para 1 mol se liberan 285,8 kJ, para 2 mol se liberan 571,6 kJ: al multiplicar la ecuación por 2 se multiplica su ΔH por 2.
RESULTADO: Verdadero.`,
  },
];
