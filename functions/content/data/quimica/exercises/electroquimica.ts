import { FARADAY as F } from '../../../../lib/science/constants.ts';
import type { Exercise } from '../../../schema.ts';

export const exercises: Exercise[] = [
  // ── Fácil ──────────────────────────────────────────────────────────────
  {
    id: 'qui-electroquimica-001',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: '¿Cuál es el número de oxidación del azufre en el ácido sulfúrico, H₂SO₄?',
    options: ['+4', '+6', '−2', '+2'],
    correctAnswer: 1,
    check: { compute: () => 0 - 2 * 1 - 4 * -2 },
    explanation: String.raw`PASO 1: Asigná los valores conocidos: H es +1 y O es −2. Llamá $x$ al del azufre.
PASO 2: En un compuesto neutro la suma es 0: $2 \cdot (+1) + x + 4 \cdot (-2) = 0$.
PASO 3: $2 + x - 8 = 0$, entonces $x = +6$.
PASO 4: −2 es el número de oxidación del azufre en los sulfuros (como H₂S) y +4 corresponde al H₂SO₃.
RESULTADO: El azufre tiene número de oxidación +6.`,
  },
  {
    id: 'qui-electroquimica-002',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'true-false',
    question:
      'La oxidación es una pérdida de electrones, y en ella el número de oxidación de la especie aumenta.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Cuando una especie pierde electrones (que tienen carga negativa), su carga se vuelve más positiva.
PASO 2: Ejemplo: $\mathrm{Zn \rightarrow Zn^{2+} + 2\,e^{-}}$; el zinc pasa de 0 a +2.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-electroquimica-003',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: 'En la reacción Zn + Cu²⁺ → Zn²⁺ + Cu, ¿qué especie se oxida?',
    options: ['Cu²⁺', 'Zn', 'Cu', 'Zn²⁺'],
    correctAnswer: 1,
    explanation: `PASO 1: Mirá los números de oxidación: Zn pasa de 0 a +2 y Cu pasa de +2 a 0.
PASO 2: El que aumenta su número de oxidación pierde electrones, es decir, se oxida: el Zn.
PASO 3: El Cu²⁺ gana electrones y se reduce. Zn²⁺ y Cu son productos, no las especies que reaccionan.
RESULTADO: Se oxida el Zn.`,
  },
  {
    id: 'qui-electroquimica-004',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: '¿Cuál es el número de oxidación del oxígeno en la molécula de oxígeno gaseoso, O₂?',
    options: ['−2', '0', '+2', '−1'],
    correctAnswer: 1,
    check: { compute: () => 0 },
    explanation: `PASO 1: En una sustancia simple los átomos están unidos a átomos iguales: ninguno atrae más los electrones que el otro.
PASO 2: Por eso todo elemento sin combinar tiene número de oxidación 0.
PASO 3: −2 es el valor habitual del oxígeno en compuestos, como el agua, y −1 el de los peróxidos.
RESULTADO: 0.`,
  },
  {
    id: 'qui-electroquimica-005',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'true-false',
    question: 'En una pila galvánica, la reducción ocurre en el cátodo.',
    correctAnswer: true,
    explanation: `PASO 1: Por definición, el ánodo es el electrodo donde ocurre la oxidación y el cátodo, donde ocurre la reducción (en pilas y en celdas electrolíticas).
PASO 2: Regla práctica: ánodo y oxidación empiezan con vocal; cátodo y reducción, con consonante.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-electroquimica-006',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: '¿Cuál es el número de oxidación del cloro en el ion cloruro, Cl⁻?',
    options: ['+1', '0', '−1', '+7'],
    correctAnswer: 2,
    check: { compute: () => -1 },
    explanation: `PASO 1: En un ion monoatómico, el número de oxidación es igual a la carga del ion.
PASO 2: El Cl⁻ tiene carga 1−, así que su número de oxidación es −1.
PASO 3: 0 corresponde al Cl₂ sin combinar y +7 al cloro del ion perclorato.
RESULTADO: −1.`,
  },
  {
    id: 'qui-electroquimica-007',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question:
      '¿Qué carga eléctrica transporta, aproximadamente, 1 mol de electrones (la constante de Faraday)?',
    options: ['1 C', String.raw`$1{,}6 \cdot 10^{-19}$ C`, String.raw`$6{,}02 \cdot 10^{23}$ C`, '96.500 C'],
    correctAnswer: 3,
    check: { compute: () => 1.6e-19 * 6.02e23 },
    explanation: String.raw`PASO 1: Un electrón tiene una carga de $1{,}6 \cdot 10^{-19}$ C y un mol contiene $6{,}02 \cdot 10^{23}$ electrones.
PASO 2: $1{,}6 \cdot 10^{-19} \cdot 6{,}02 \cdot 10^{23} \approx 96\,500$ C.
PASO 3: $1{,}6 \cdot 10^{-19}$ C es la carga de un solo electrón y $6{,}02 \cdot 10^{23}$ es la cantidad de electrones, no su carga.
RESULTADO: 1 mol de electrones transporta 96.500 C.`,
  },
  {
    id: 'qui-electroquimica-008',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'true-false',
    question: 'El agente oxidante de una reacción redox es la especie que se oxida.',
    correctAnswer: false,
    explanation: `PASO 1: El agente oxidante es el que provoca la oxidación de otra especie: para eso le quita electrones.
PASO 2: Al ganar electrones, el agente oxidante se reduce. La especie que se oxida es el agente reductor.
RESULTADO: Falso: el agente oxidante se reduce.`,
  },
  {
    id: 'qui-electroquimica-009',
    topic: 'electroquimica',
    difficulty: 'facil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question: 'Por un circuito circula una corriente de 2 A durante 5 minutos. ¿Qué carga eléctrica pasó?',
    options: ['10 C', '600 C', '2,5 C', '150 C'],
    correctAnswer: 1,
    check: { compute: () => 2 * 5 * 60 },
    explanation: String.raw`PASO 1: Pasá el tiempo a segundos: $5\ \text{min} = 300$ s.
PASO 2: $Q = I \cdot t = 2\ \text{A} \cdot 300\ \text{s} = 600$ C.
PASO 3: 10 C usa los minutos sin convertir; 2,5 C y 150 C dividen en lugar de multiplicar.
RESULTADO: Pasaron 600 C.`,
  },
  // ── Medio ──────────────────────────────────────────────────────────────
  {
    id: 'qui-electroquimica-010',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: '¿Cuál es el número de oxidación del manganeso en el permanganato de potasio, KMnO₄?',
    options: ['+6', '+8', '+7', '+1'],
    correctAnswer: 2,
    check: { compute: () => 0 - 1 - 4 * -2 },
    explanation: String.raw`PASO 1: K es un metal alcalino (+1) y O es −2. Llamá $x$ al Mn.
PASO 2: Compuesto neutro: $+1 + x + 4 \cdot (-2) = 0$.
PASO 3: $x = 8 - 1 = +7$.
PASO 4: +8 olvida al potasio; +6 es el Mn en el ion manganato.
RESULTADO: El manganeso tiene número de oxidación +7.`,
  },
  {
    id: 'qui-electroquimica-011',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es el número de oxidación de cada átomo de cromo en el ion dicromato, $\mathrm{Cr_2O_7^{2-}}$?`,
    options: ['+12', '+7', '+3', '+6'],
    correctAnswer: 3,
    check: { compute: () => (-2 - 7 * -2) / 2 },
    explanation: String.raw`PASO 1: En un ion poliatómico la suma de los números de oxidación es igual a la carga: $2x + 7 \cdot (-2) = -2$.
PASO 2: $2x = -2 + 14 = 12$, entonces $x = +6$.
PASO 3: +12 es la suma de los dos cromos (falta dividir por 2); +7 sale de igualar la suma a 0 en lugar de −2; +3 es el cromo en el $\mathrm{Cr^{3+}}$, al que se reduce el dicromato.
RESULTADO: Cada cromo tiene número de oxidación +6.`,
  },
  {
    id: 'qui-electroquimica-012',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'multiple-choice',
    question:
      'Calculá la fem estándar de la pila de Daniell, Zn | Zn²⁺ || Cu²⁺ | Cu. Potenciales estándar de reducción: Zn²⁺/Zn = −0,76 V; Cu²⁺/Cu = +0,34 V.',
    options: ['−0,42 V', '0,42 V', '1,10 V', '−1,10 V'],
    correctAnswer: 2,
    check: { compute: () => 0.34 - -0.76 },
    explanation: String.raw`PASO 1: El cátodo es el de mayor potencial de reducción: el cobre (+0,34 V). El ánodo es el zinc.
PASO 2: $E^\circ_{\text{pila}} = E^\circ_{\text{cátodo}} - E^\circ_{\text{ánodo}} = 0{,}34 - (-0{,}76) = 1{,}10$ V.
PASO 3: −0,42 V suma los potenciales; 0,42 V resta los valores absolutos; −1,10 V invierte ánodo y cátodo.
RESULTADO: La fem es 1,10 V.`,
  },
  {
    id: 'qui-electroquimica-013',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: 'En la reacción 2 Al + 3 Cu²⁺ → 2 Al³⁺ + 3 Cu, ¿cuál es el agente oxidante?',
    options: [
      'El Al, porque pierde electrones',
      'El Cu²⁺, porque gana electrones y se reduce',
      'El Cu²⁺, porque pierde electrones y se oxida',
      'El Al³⁺, porque tiene carga positiva',
    ],
    correctAnswer: 1,
    explanation: `PASO 1: Números de oxidación: Al pasa de 0 a +3 (se oxida); Cu pasa de +2 a 0 (se reduce).
PASO 2: El agente oxidante es la especie que se reduce, porque le quita electrones a la otra: el Cu²⁺.
PASO 3: El Al, que pierde electrones, es el agente reductor. El Al³⁺ es un producto.
RESULTADO: El agente oxidante es el Cu²⁺.`,
  },
  {
    id: 'qui-electroquimica-014',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'multiple-choice',
    question:
      'En una pila de Daniell (ánodo de zinc, cátodo de cobre) que funciona durante un tiempo, ¿qué electrodo aumenta su masa?',
    options: [
      'El ánodo de zinc',
      'Ninguno: la masa de los electrodos no cambia',
      'Los dos por igual',
      'El cátodo de cobre',
    ],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: En el ánodo el zinc se oxida: $\mathrm{Zn \rightarrow Zn^{2+} + 2\,e^{-}}$. Los iones pasan a la solución y la lámina de zinc pierde masa.
PASO 2: En el cátodo los iones se reducen: $\mathrm{Cu^{2+} + 2\,e^{-} \rightarrow Cu}$. El cobre metálico se deposita sobre el electrodo.
RESULTADO: Aumenta la masa del cátodo de cobre.`,
  },
  {
    id: 'qui-electroquimica-015',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question:
      'Se electroliza una solución de sulfato cúprico con una corriente de 2 A durante 1 hora. ¿Qué masa de cobre se deposita en el cátodo? (Cu²⁺ + 2 e⁻ → Cu; Cu = 63,5; F = 96.500 C/mol; redondeá a dos decimales.)',
    options: ['4,74 g', '0,04 g', '2,37 g', '0,0373 g'],
    correctAnswer: 2,
    check: { compute: () => (2 * 3600 * 63.5) / (2 * F) },
    explanation: String.raw`PASO 1: Tiempo en segundos: 1 h = 3600 s. Carga: $Q = 2 \cdot 3600 = 7200$ C.
PASO 2: Moles de electrones: $7200 / 96\,500 = 0{,}0746$ mol.
PASO 3: Cada Cu²⁺ necesita 2 electrones: $n_{\mathrm{Cu}} = 0{,}0746 / 2 = 0{,}0373$ mol.
PASO 4: Masa: $0{,}0373 \cdot 63{,}5 = 2{,}37$ g.
PASO 5: 4,74 g olvida dividir por 2; 0,04 g usa el tiempo en minutos; 0,0373 g son los moles de cobre, no su masa.
RESULTADO: Se depositan 2,37 g de cobre.`,
  },
  {
    id: 'qui-electroquimica-016',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'multiple-choice',
    question:
      'Se sumergen una lámina de zinc y otra de plata en sendas soluciones de Cu²⁺. ¿Cuál de los metales reduce espontáneamente al Cu²⁺? (E°: Zn²⁺/Zn = −0,76 V; Cu²⁺/Cu = +0,34 V; Ag⁺/Ag = +0,80 V)',
    options: [
      'La plata, porque su potencial de reducción es mayor que el del cobre',
      'El zinc, porque su potencial de reducción es menor que el del cobre',
      'Los dos metales',
      'Ninguno de los dos',
    ],
    correctAnswer: 1,
    explanation: String.raw`PASO 1: Para reducir al Cu²⁺, el metal tiene que oxidarse. Armá la "pila" con el Cu²⁺ como cátodo y el metal como ánodo.
PASO 2: Con zinc: $E^\circ = 0{,}34 - (-0{,}76) = 1{,}10$ V, positiva: la reacción es espontánea (la lámina se cubre de cobre).
PASO 3: Con plata: $E^\circ = 0{,}34 - 0{,}80 = -0{,}46$ V, negativa: no ocurre. La plata es mejor oxidante que el cobre, no mejor reductor.
RESULTADO: Sólo el zinc reduce al Cu²⁺.`,
  },
  {
    id: 'qui-electroquimica-017',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'true-false',
    question: 'En el puente salino de una pila galvánica circulan electrones de una semicelda a la otra.',
    correctAnswer: false,
    explanation: `PASO 1: Los electrones viajan por el circuito externo (el cable), del ánodo al cátodo.
PASO 2: Por el puente salino se mueven iones: los aniones hacia el ánodo y los cationes hacia el cátodo. Así se cierra el circuito y las soluciones se mantienen eléctricamente neutras.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-electroquimica-018',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'true-false',
    question:
      'Si se multiplica por 2 una semirreacción para balancear los electrones, su potencial estándar de reducción también se multiplica por 2.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: El potencial es una propiedad intensiva: mide la tendencia a reducirse, no depende de cuánta sustancia reacciona.
PASO 2: $\mathrm{Ag^{+} + e^{-} \rightarrow Ag}$ y $\mathrm{2\,Ag^{+} + 2\,e^{-} \rightarrow 2\,Ag}$ tienen el mismo $E^\circ = 0{,}80$ V.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-electroquimica-019',
    topic: 'electroquimica',
    difficulty: 'medio',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'true-false',
    question: 'En la reacción 2 Na + Cl₂ → 2 NaCl, el sodio actúa como agente reductor.',
    correctAnswer: true,
    explanation: `PASO 1: El sodio pasa de 0 a +1: pierde un electrón, es decir, se oxida.
PASO 2: La especie que se oxida cede electrones y provoca la reducción de la otra (el Cl₂ pasa de 0 a −1): es el agente reductor.
RESULTADO: Verdadero.`,
  },
  // ── Difícil ────────────────────────────────────────────────────────────
  {
    id: 'qui-electroquimica-020',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'multiple-choice',
    question:
      'Se arma una pila con un electrodo de aluminio en solución de Al³⁺ y uno de plata en solución de Ag⁺. ¿Cuál es su fem estándar? (E°: Al³⁺/Al = −1,66 V; Ag⁺/Ag = +0,80 V)',
    options: ['4,06 V', '−0,86 V', '2,46 V', '−2,46 V'],
    correctAnswer: 2,
    check: { compute: () => 0.8 - -1.66 },
    explanation: String.raw`PASO 1: El cátodo es la plata, que tiene el mayor potencial de reducción. El aluminio es el ánodo.
PASO 2: Reacción global balanceada en electrones: $\mathrm{Al + 3\,Ag^{+} \rightarrow Al^{3+} + 3\,Ag}$.
PASO 3: $E^\circ = 0{,}80 - (-1{,}66) = 2{,}46$ V. Los potenciales no se multiplican por los coeficientes.
PASO 4: 4,06 V multiplica el potencial de la plata por 3; −0,86 V suma los potenciales; −2,46 V invierte ánodo y cátodo.
RESULTADO: La fem es 2,46 V.`,
  },
  {
    id: 'qui-electroquimica-021',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question:
      '¿Cuánto tiempo tiene que circular una corriente de 5 A para depositar 10,8 g de plata a partir de una solución de Ag⁺? (Ag⁺ + e⁻ → Ag; Ag = 108; F = 96.500 C/mol)',
    options: ['9.650 s', '1.930 s', '3.860 s', '965 s'],
    correctAnswer: 1,
    check: { compute: () => ((10.8 / 108) * 1 * F) / 5 },
    explanation: String.raw`PASO 1: Moles de plata: $10{,}8 / 108 = 0{,}1$ mol. Cada Ag⁺ necesita 1 electrón: 0,1 mol de electrones.
PASO 2: Carga necesaria: $Q = 0{,}1 \cdot 96\,500 = 9650$ C.
PASO 3: Tiempo: $t = Q / I = 9650 / 5 = 1930$ s (unos 32 minutos).
PASO 4: 9.650 s es la carga en coulombs tomada como tiempo; 3.860 s supone que el ion es Ag²⁺; 965 s divide por 2 sin motivo.
RESULTADO: Hacen falta 1.930 s.`,
  },
  {
    id: 'qui-electroquimica-022',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'multiple-choice',
    question:
      'En la electrólisis de agua acidulada (2 H₂O → 2 H₂ + O₂) se recogen 40 mL de gas en el cátodo. ¿Qué volumen de gas se recoge en el ánodo, medido en las mismas condiciones?',
    options: ['40 mL', '80 mL', '20 mL', '10 mL'],
    correctAnswer: 2,
    check: { compute: () => 40 * (1 / 2) },
    explanation: String.raw`PASO 1: En el cátodo ocurre la reducción: se forma H₂. En el ánodo ocurre la oxidación: se forma O₂.
PASO 2: Por la ecuación, se forman 2 mol de H₂ por cada mol de O₂; en las mismas condiciones, los volúmenes de gas guardan la misma relación.
PASO 3: $V_{\mathrm{O_2}} = 40 \cdot \dfrac{1}{2} = 20$ mL.
PASO 4: 80 mL invierte la relación (supone que en el cátodo se forma O₂) y 40 mL supone volúmenes iguales.
RESULTADO: Se recogen 20 mL de O₂.`,
  },
  {
    id: 'qui-electroquimica-023',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'multiple-choice',
    question: String.raw`En medio ácido, el permanganato oxida al ion ferroso: $\mathrm{MnO_4^{-} + Fe^{2+} + H^{+} \rightarrow Mn^{2+} + Fe^{3+} + H_2O}$ (sin balancear). En la ecuación balanceada, ¿cuántos iones Fe²⁺ reaccionan por cada ion MnO₄⁻?`,
    options: ['1', '8', '7', '5'],
    correctAnswer: 3,
    check: { compute: () => (7 - 2) / (3 - 2) },
    explanation: String.raw`PASO 1: El manganeso pasa de +7 a +2: cada MnO₄⁻ gana 5 electrones.
PASO 2: El hierro pasa de +2 a +3: cada Fe²⁺ pierde 1 electrón.
PASO 3: Para que los electrones ganados igualen a los perdidos hacen falta 5 Fe²⁺ por cada MnO₄⁻. La ecuación completa es $\mathrm{MnO_4^{-} + 5\,Fe^{2+} + 8\,H^{+} \rightarrow Mn^{2+} + 5\,Fe^{3+} + 4\,H_2O}$.
PASO 4: 8 es el coeficiente del H⁺ y 7 es el número de oxidación inicial del manganeso.
RESULTADO: Reaccionan 5 Fe²⁺ por cada MnO₄⁻.`,
  },
  {
    id: 'qui-electroquimica-024',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.electrolisis-faraday',
    kind: 'true-false',
    question:
      'En una celda electrolítica, el ánodo está conectado al polo positivo de la fuente y en él ocurre la oxidación.',
    correctAnswer: true,
    explanation: `PASO 1: La fuente saca electrones del electrodo conectado a su polo positivo: allí las especies pierden electrones, es decir, se oxidan. Ese electrodo es el ánodo.
PASO 2: En la pila galvánica el ánodo es negativo, pero en los dos dispositivos la oxidación ocurre en el ánodo; lo que cambia es el signo.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-electroquimica-025',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.pilas-potenciales',
    kind: 'true-false',
    question:
      'Una pila formada por las semiceldas Fe²⁺/Fe (E° = −0,44 V) y Ni²⁺/Ni (E° = −0,25 V) no puede funcionar, porque los dos potenciales estándar son negativos.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Lo que importa es cuál de los dos potenciales es mayor: el del níquel (−0,25 V) es mayor que el del hierro (−0,44 V), así que el níquel es el cátodo y el hierro, el ánodo.
PASO 2: $E^\circ = -0{,}25 - (-0{,}44) = 0{,}19$ V, positiva: la pila funciona.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-electroquimica-026',
    topic: 'electroquimica',
    difficulty: 'dificil',
    subtopic: 'electroquimica.numeros-oxidacion-redox',
    kind: 'true-false',
    question: 'En el peróxido de hidrógeno, H₂O₂, el oxígeno tiene número de oxidación −1.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: El hidrógeno unido a no metales es +1: los dos H suman +2.
PASO 2: La molécula es neutra: $2 \cdot (+1) + 2x = 0$, así que $x = -1$. Es la excepción de los peróxidos a la regla del −2.
RESULTADO: Verdadero.`,
  },
];
