import type { Exercise } from '../../../schema.ts';

/** Problemas integradores de electroquímica: balanceo redox, pilas y electrólisis. */
export const exercises: Exercise[] = [
  {
    id: 'qui-electroquimica-027',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question:
      'Al balancear la reacción Cu + HNO₃ → Cu(NO₃)₂ + NO + H₂O con los menores coeficientes enteros, ¿qué coeficiente lleva el HNO₃?',
    options: ['4', '2', '8', '6'],
    correctAnswer: 2,
    check: {
      compute: () => {
        const cobre = 3; // 3 Cu ceden 6 e⁻
        const no = (cobre * 2) / 3; // cada N que pasa de +5 a +2 gana 3 e⁻
        return no + cobre * 2; // N que se reducen + N que quedan como nitrato
      },
    },
    explanation: String.raw`PASO 1: Números de oxidación: el Cu pasa de 0 a +2 (cede 2 e⁻) y el N pasa de +5 (en el HNO₃) a +2 (en el NO): gana 3 e⁻.
PASO 2: Igualá electrones: 3 Cu ceden 6 e⁻ y 2 N los ganan. Entonces 3 Cu y 2 NO.
PASO 3: Además, los 3 Cu(NO₃)₂ llevan 6 nitratos que no se reducen. Nitrógenos totales: $2 + 6 = 8$ HNO₃. Con 8 H se forman 4 H₂O.
PASO 4: Ecuación: 3 Cu + 8 HNO₃ → 3 Cu(NO₃)₂ + 2 NO + 4 H₂O. El 2 es sólo la parte del ácido que se reduce; el 6, sólo la que forma la sal.
RESULTADO: El HNO₃ lleva coeficiente 8.`,
  },
  {
    id: 'qui-electroquimica-028',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question:
      'En la reacción balanceada 2 KMnO₄ + 16 HCl → 2 KCl + 2 MnCl₂ + 5 Cl₂ + 8 H₂O, ¿cuántos electrones se transfieren en total?',
    options: ['5', '10', '16', '2'],
    correctAnswer: 1,
    check: { compute: () => 2 * (7 - 2) },
    explanation: String.raw`PASO 1: El Mn pasa de +7 (KMnO₄) a +2 (MnCl₂): cada Mn gana 5 e⁻. Hay 2 Mn: $2 \cdot 5 = 10$ e⁻.
PASO 2: Control con el cloro: forman Cl₂ 10 átomos de Cl que pasan de −1 a 0, cediendo 1 e⁻ cada uno: 10 e⁻. Coincide.
PASO 3: 5 son los electrones de un solo Mn; 16 es el coeficiente del HCl (no todo el cloro se oxida: 6 Cl quedan como cloruro).
RESULTADO: Se transfieren 10 electrones.`,
  },
  {
    id: 'qui-electroquimica-029',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: '¿Cuál es el número de oxidación promedio del azufre en el tiosulfato de sodio, Na₂S₂O₃?',
    options: ['+4', '+2', '+6', '+3'],
    correctAnswer: 1,
    check: { compute: () => (3 * 2 - 2 * 1) / 2 },
    explanation: String.raw`PASO 1: Suma igual a cero: $2 \cdot (+1) + 2x + 3 \cdot (-2) = 0$.
PASO 2: $2 + 2x - 6 = 0$, entonces $2x = 4$ y $x = +2$.
PASO 3: +4 es la suma de los dos azufres (olvida dividir por 2); +6 corresponde al sulfato; +3 sale de olvidar uno de los sodios.
RESULTADO: +2.`,
  },
  {
    id: 'qui-electroquimica-030',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'multiple-choice',
    question:
      'Se arma una pila con un electrodo de magnesio en Mg²⁺ y uno de cobre en Cu²⁺. ¿Cuál es su fem estándar? (E°: Mg²⁺/Mg = −2,37 V; Cu²⁺/Cu = +0,34 V)',
    options: ['2,03 V', '3,05 V', '2,71 V', '0,34 V'],
    correctAnswer: 2,
    check: { compute: () => 0.34 - -2.37 },
    explanation: String.raw`PASO 1: El cátodo es el de mayor potencial de reducción (Cu²⁺/Cu) y el ánodo, el de menor (Mg²⁺/Mg).
PASO 2: $\varepsilon° = E°_{cátodo} - E°_{ánodo} = 0{,}34 - (-2{,}37) = 2{,}71$ V.
PASO 3: 2,03 V sale de restar los valores sin el signo; 3,05 V, de multiplicar por 2 el potencial del cobre (los potenciales no se multiplican al balancear).
RESULTADO: 2,71 V.`,
  },
  {
    id: 'qui-electroquimica-031',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question:
      'En la obtención electrolítica del aluminio (Al³⁺ + 3 e⁻ → Al) circulan 9650 C. ¿Qué masa de aluminio se deposita? (Al = 27; F = 96.500 C/mol)',
    options: ['2,7 g', '0,9 g', '8,1 g', '0,3 g'],
    correctAnswer: 1,
    check: { compute: () => (9650 / 96500 / 3) * 27 },
    explanation: String.raw`PASO 1: Moles de electrones: $9650 / 96\,500 = 0{,}1$ mol de e⁻.
PASO 2: Cada Al necesita 3 e⁻: $n(\mathrm{Al}) = 0{,}1 / 3 = 0{,}0333$ mol.
PASO 3: $m = 0{,}0333 \cdot 27 = 0{,}9$ g.
PASO 4: 2,7 g sale de tomar 1 e⁻ por átomo; 8,1 g, de multiplicar por 3 en lugar de dividir; 0,3 g, de dividir por 3 dos veces.
RESULTADO: 0,9 g de aluminio.`,
  },
  {
    id: 'qui-electroquimica-032',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question:
      'En la electrólisis de agua acidulada se quiere obtener 1,12 L de H₂, medidos en CNPT, con una corriente de 2 A (2 H⁺ + 2 e⁻ → H₂). ¿Cuánto tiempo tiene que circular la corriente? (F = 96.500 C/mol)',
    options: ['2412,5 s', '9650 s', '4825 s', '80,4 s'],
    correctAnswer: 2,
    check: { compute: () => ((1.12 / 22.4) * 2 * 96500) / 2 },
    explanation: String.raw`PASO 1: Moles de H₂: $1{,}12 / 22{,}4 = 0{,}05$ mol. Cada H₂ necesita 2 e⁻: $0{,}1$ mol de e⁻.
PASO 2: Carga: $Q = 0{,}1 \cdot 96\,500 = 9650$ C.
PASO 3: Tiempo: $t = Q/I = 9650 / 2 = 4825$ s (unos 80 minutos).
PASO 4: 2412,5 s toma 1 e⁻ por H₂; 9650 s es la carga, no el tiempo; 80,4 son minutos, no segundos.
RESULTADO: 4825 s.`,
  },
  {
    id: 'qui-electroquimica-033',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question: 'En la electrólisis del cloruro de sodio fundido (sin agua), ¿qué se obtiene en el cátodo?',
    options: ['Cloro gaseoso', 'Hidrógeno gaseoso', 'Sodio metálico', 'Oxígeno gaseoso'],
    correctAnswer: 2,
    explanation: String.raw`PASO 1: En el cátodo ocurre la reducción. En el NaCl fundido sólo hay iones $\mathrm{Na^{+}}$ y $\mathrm{Cl^{-}}$.
PASO 2: El único que puede reducirse es el $\mathrm{Na^{+}}$: $\mathrm{Na^{+} + e^{-} \rightarrow Na}$. En el ánodo se oxida el cloruro a Cl₂.
PASO 3: El hidrógeno aparece en el cátodo cuando se electroliza una solución acuosa, porque ahí se reduce el agua; el oxígeno, en el ánodo.
RESULTADO: Sodio metálico.`,
  },
  {
    id: 'qui-electroquimica-034',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'true-false',
    question:
      'En la electrólisis de una solución acuosa de sulfato cúprico, el cobre metálico se deposita en el ánodo.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Para depositar cobre metálico el $\mathrm{Cu^{2+}}$ tiene que reducirse: $\mathrm{Cu^{2+} + 2\,e^{-} \rightarrow Cu}$.
PASO 2: La reducción ocurre siempre en el cátodo (en una celda electrolítica, el conectado al polo negativo).
RESULTADO: Falso: el cobre se deposita en el cátodo.`,
  },
  {
    id: 'qui-electroquimica-035',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'true-false',
    question:
      'Un clavo de hierro sumergido en una solución de CuSO₄ se recubre de cobre, porque el hierro (E° Fe²⁺/Fe = −0,44 V) reduce espontáneamente al Cu²⁺ (E° Cu²⁺/Cu = +0,34 V).',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Reacción: $\mathrm{Fe + Cu^{2+} \rightarrow Fe^{2+} + Cu}$. El Cu²⁺ se reduce (cátodo) y el Fe se oxida (ánodo).
PASO 2: $\varepsilon° = 0{,}34 - (-0{,}44) = 0{,}78$ V, positivo: la reacción es espontánea y el cobre se deposita sobre el clavo.
RESULTADO: Verdadero.`,
  },
];
