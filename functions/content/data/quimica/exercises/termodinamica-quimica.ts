import type { Exercise } from '../../../schema.ts';

export const exercises: Exercise[] = [
  // ── Fácil ──────────────────────────────────────────────────────────────
  {
    id: 'qui-termodinamica-quimica-001',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'multiple-choice',
    question:
      'Un termo ideal, bien cerrado, no intercambia materia ni energía con el exterior. ¿Qué tipo de sistema es?',
    options: ['Abierto', 'Cerrado', 'Aislado', 'Homogéneo'],
    correctAnswer: 2,
    explanation: `PASO 1: Un sistema abierto intercambia materia y energía; uno cerrado, sólo energía; uno aislado, ninguna de las dos.
PASO 2: Si no intercambia ni materia ni energía, es aislado. "Homogéneo" describe cuántas fases tiene, no sus intercambios.
RESULTADO: Es un sistema aislado.`,
  },
  {
    id: 'qui-termodinamica-quimica-002',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'true-false',
    question: 'Una reacción exotérmica tiene un ΔH negativo.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: En una reacción exotérmica el sistema libera calor al entorno.
PASO 2: Los signos se miran desde el sistema: la energía que sale es negativa, y los productos quedan con menos entalpía que los reactivos. Por eso $\Delta H < 0$.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-termodinamica-quimica-003',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'multiple-choice',
    question: '¿Cuál de estos procesos es endotérmico?',
    options: [
      'La combustión del gas natural',
      'La condensación del vapor de agua',
      'La neutralización de HCl con NaOH',
      'La fusión del hielo',
    ],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: Un proceso endotérmico absorbe calor del entorno ($\Delta H > 0$).
PASO 2: Para fundir el hielo hay que entregarle calor y romper parte de las uniones entre moléculas: es endotérmico.
PASO 3: La combustión y la neutralización liberan calor, y la condensación es el proceso inverso a la evaporación, así que también libera calor.
RESULTADO: La fusión del hielo es endotérmica.`,
  },
  {
    id: 'qui-termodinamica-quimica-004',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'multiple-choice',
    question:
      'Para la reacción CH₄ + 2 O₂ → CO₂ + 2 H₂O, ΔH = −890 kJ. ¿Cuánto calor se libera al quemar 2 mol de metano?',
    options: ['890 kJ', '445 kJ', '1.780 kJ', '3.560 kJ'],
    correctAnswer: 2,
    check: { compute: () => 2 * 890 },
    explanation: String.raw`PASO 1: La ecuación dice que 1 mol de CH₄ libera 890 kJ.
PASO 2: El calor es proporcional a la cantidad: $2 \cdot 890 = 1780$ kJ.
PASO 3: 445 kJ divide por 2 en lugar de multiplicar y 3.560 kJ multiplica también por el coeficiente del O₂ o del agua.
RESULTADO: Se liberan 1.780 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-005',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'true-false',
    question: 'Si una reacción tiene ΔH = −100 kJ, la reacción inversa tiene ΔH = +100 kJ.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: La entalpía es una función de estado: al invertir la reacción, los estados inicial y final se intercambian.
PASO 2: Entonces el $\Delta H$ tiene el mismo valor con el signo cambiado: si la reacción directa libera 100 kJ, la inversa los absorbe.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-termodinamica-quimica-006',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question: '¿Cuánto vale la entalpía estándar de formación del oxígeno gaseoso, O₂(g)?',
    options: ['−393,5 kJ/mol', '0 kJ/mol', '+249 kJ/mol', '−285,8 kJ/mol'],
    correctAnswer: 1,
    check: { compute: () => 0 },
    explanation: String.raw`PASO 1: La entalpía de formación mide el calor para formar 1 mol de sustancia a partir de sus elementos en estado estándar.
PASO 2: El O₂(g) ya es el elemento en su estado estándar: "formarlo" no requiere ningún cambio, así que $\Delta H^\circ_f = 0$.
PASO 3: −393,5 kJ/mol es el valor del CO₂ y −285,8 kJ/mol el del agua líquida; +249 kJ/mol corresponde al oxígeno atómico, O(g), que no es el estado estándar.
RESULTADO: 0 kJ/mol.`,
  },
  {
    id: 'qui-termodinamica-quimica-007',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'true-false',
    question: 'Un proceso espontáneo siempre ocurre rápidamente.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Espontáneo significa que el proceso puede ocurrir por sí solo ($\Delta G < 0$); la termodinámica no dice nada sobre la velocidad.
PASO 2: La oxidación del hierro o la transformación del diamante en grafito son espontáneas y tardan años o incluso millones de años.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-termodinamica-quimica-008',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question: '¿En cuál de estos procesos aumenta la entropía del sistema?',
    options: [
      'La congelación del agua',
      'La evaporación del agua',
      'La condensación del vapor de agua',
      'La cristalización de azúcar a partir de un almíbar',
    ],
    correctAnswer: 1,
    explanation: `PASO 1: La entropía crece cuando las partículas tienen más libertad de movimiento: sólido < líquido < gas.
PASO 2: Al evaporarse, el agua pasa de líquido a gas: la entropía aumenta mucho.
PASO 3: La congelación, la condensación y la cristalización ordenan las partículas: la entropía del sistema disminuye.
RESULTADO: Aumenta en la evaporación del agua.`,
  },
  {
    id: 'qui-termodinamica-quimica-009',
    topic: 'termodinamica-quimica',
    difficulty: 'facil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question:
      'La reacción N₂ + 3 H₂ → 2 NH₃ tiene ΔH = −92 kJ. ¿Cuánto vale ΔH para formar 1 mol de amoníaco, es decir, para ½ N₂ + 3/2 H₂ → NH₃?',
    options: ['−92 kJ', '−46 kJ', '−184 kJ', '+46 kJ'],
    correctAnswer: 1,
    check: { compute: () => -92 / 2 },
    explanation: String.raw`PASO 1: La nueva ecuación es la original dividida por 2.
PASO 2: El $\Delta H$ es proporcional a las cantidades: $-92 / 2 = -46$ kJ. El signo no cambia porque la reacción no se invirtió.
PASO 3: −184 kJ multiplica en lugar de dividir y +46 kJ cambia el signo sin motivo.
RESULTADO: ΔH = −46 kJ.`,
  },
  // ── Medio ──────────────────────────────────────────────────────────────
  {
    id: 'qui-termodinamica-quimica-010',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'multiple-choice',
    question:
      '¿Cuánto calor se libera al quemar 8 g de metano, CH₄? (ΔH de combustión = −890 kJ por mol de CH₄; C = 12; H = 1)',
    options: ['7.120 kJ', '445 kJ', '111,25 kJ', '890 kJ'],
    correctAnswer: 1,
    check: { compute: () => (8 / 16) * 890 },
    explanation: String.raw`PASO 1: Pasá la masa a moles: $M(\mathrm{CH_4}) = 16$ g/mol, así que $n = 8 / 16 = 0{,}5$ mol.
PASO 2: Calor: $q = 0{,}5\ \text{mol} \cdot 890\ \text{kJ/mol} = 445$ kJ liberados.
PASO 3: 7.120 kJ multiplica los gramos por 890 sin pasar a moles; 111,25 kJ divide 890 por los gramos; 890 kJ corresponde a 1 mol.
RESULTADO: Se liberan 445 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-011',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question: String.raw`Con los datos (1) $\mathrm{C(s) + O_2(g) \rightarrow CO_2(g)}$, $\Delta H_1 = -393{,}5$ kJ y (2) $\mathrm{CO(g) + \tfrac{1}{2}\,O_2(g) \rightarrow CO_2(g)}$, $\Delta H_2 = -283{,}0$ kJ, calculá el $\Delta H$ de $\mathrm{C(s) + \tfrac{1}{2}\,O_2(g) \rightarrow CO(g)}$.`,
    options: ['−676,5 kJ', '+110,5 kJ', '−110,5 kJ', '−283 kJ'],
    correctAnswer: 2,
    check: { compute: () => -393.5 - -283.0 },
    explanation: String.raw`PASO 1: En la reacción buscada el CO es producto, pero en (2) es reactivo: invertí (2), lo que cambia el signo: $\mathrm{CO_2 \rightarrow CO + \tfrac{1}{2}\,O_2}$, $\Delta H = +283{,}0$ kJ.
PASO 2: Sumá (1) y (2) invertida: el CO₂ se cancela y medio O₂ también, y queda $\mathrm{C + \tfrac{1}{2}\,O_2 \rightarrow CO}$.
PASO 3: $\Delta H = -393{,}5 + 283{,}0 = -110{,}5$ kJ.
PASO 4: −676,5 kJ suma los datos sin invertir (2); +110,5 kJ invierte la ecuación equivocada.
RESULTADO: ΔH = −110,5 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-012',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question:
      'Calculá el ΔH° de la combustión del metano, CH₄(g) + 2 O₂(g) → CO₂(g) + 2 H₂O(l), con las entalpías de formación (kJ/mol): CH₄(g) −74,8; CO₂(g) −393,5; H₂O(l) −285,8.',
    options: ['−604,5 kJ', '−890,3 kJ', '+890,3 kJ', '−1.039,9 kJ'],
    correctAnswer: 1,
    check: { compute: () => -393.5 + 2 * -285.8 - (-74.8 + 2 * 0) },
    explanation: String.raw`PASO 1: $\Delta H^\circ_r = \sum n\,\Delta H^\circ_f(\text{productos}) - \sum n\,\Delta H^\circ_f(\text{reactivos})$. El O₂ es un elemento en estado estándar: vale 0.
PASO 2: Productos: $-393{,}5 + 2 \cdot (-285{,}8) = -965{,}1$ kJ. Reactivos: $-74{,}8$ kJ.
PASO 3: $\Delta H^\circ = -965{,}1 - (-74{,}8) = -890{,}3$ kJ.
PASO 4: −604,5 kJ olvida el coeficiente 2 del agua; +890,3 kJ resta reactivos menos productos; −1.039,9 kJ suma el término del metano en lugar de restarlo.
RESULTADO: ΔH° = −890,3 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-013',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question: 'Una reacción tiene ΔH = −100 kJ y ΔS = −200 J/K. ¿Cuánto vale ΔG a 298 K?',
    options: ['+40,4 kJ', '−159,6 kJ', '59.500 kJ', '−40,4 kJ'],
    correctAnswer: 3,
    check: { compute: () => -100 - 298 * (-200 / 1000) },
    explanation: String.raw`PASO 1: Pasá la entropía a kJ/K: $-200\ \text{J/K} = -0{,}200$ kJ/K.
PASO 2: $\Delta G = \Delta H - T\,\Delta S = -100 - 298 \cdot (-0{,}200) = -100 + 59{,}6 = -40{,}4$ kJ.
PASO 3: 59.500 kJ mezcla kJ con J sin convertir; −159,6 kJ se equivoca con el signo de $-T\,\Delta S$ (menos por menos es más).
RESULTADO: ΔG = −40,4 kJ: a 298 K la reacción es espontánea.`,
  },
  {
    id: 'qui-termodinamica-quimica-014',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question: '¿Qué combinación de signos hace que una reacción sea espontánea a cualquier temperatura?',
    options: [
      'ΔH positivo y ΔS negativo',
      'ΔH negativo y ΔS negativo',
      'ΔH negativo y ΔS positivo',
      'ΔH positivo y ΔS positivo',
    ],
    correctAnswer: 2,
    explanation: String.raw`PASO 1: La espontaneidad la decide el signo de $\Delta G = \Delta H - T\,\Delta S$, con $T$ siempre positiva.
PASO 2: Si $\Delta H < 0$ y $\Delta S > 0$, los dos términos son negativos ($-T\,\Delta S < 0$): $\Delta G$ es negativo a cualquier temperatura.
PASO 3: Con $\Delta H > 0$ y $\Delta S < 0$ nunca es espontánea; en los otros dos casos depende de la temperatura.
RESULTADO: ΔH negativo y ΔS positivo.`,
  },
  {
    id: 'qui-termodinamica-quimica-015',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question:
      'La descomposición CaCO₃(s) → CaO(s) + CO₂(g) tiene ΔH = +178 kJ y ΔS = +161 J/K. ¿A partir de qué temperatura es espontánea? (Redondeá al kelvin.)',
    options: ['1,11 K', '833 K', '1.106 K', '0,9 K'],
    correctAnswer: 2,
    check: { compute: () => 178 / (161 / 1000) },
    explanation: String.raw`PASO 1: Como $\Delta H > 0$ y $\Delta S > 0$, la reacción es espontánea a temperaturas altas. El límite es donde $\Delta G = 0$: $T = \dfrac{\Delta H}{\Delta S}$.
PASO 2: Unificá unidades: $\Delta S = 0{,}161$ kJ/K.
PASO 3: $T = \dfrac{178}{0{,}161} \approx 1106$ K (unos 833 °C).
PASO 4: 1,11 K divide kJ por J sin convertir; 0,9 K invierte el cociente; 833 es la temperatura en °C, no en kelvin.
RESULTADO: Es espontánea por encima de unos 1.106 K.`,
  },
  {
    id: 'qui-termodinamica-quimica-016',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question: String.raw`Con los datos $\mathrm{2\,H_2(g) + O_2(g) \rightarrow 2\,H_2O(l)}$, $\Delta H = -571{,}6$ kJ y $\mathrm{H_2O(l) \rightarrow H_2O(g)}$, $\Delta H = +44{,}0$ kJ, calculá el $\Delta H$ de $\mathrm{H_2(g) + \tfrac{1}{2}\,O_2(g) \rightarrow H_2O(g)}$.`,
    options: ['−527,6 kJ', '−329,8 kJ', '−615,6 kJ', '−241,8 kJ'],
    correctAnswer: 3,
    check: { compute: () => -571.6 / 2 + 44.0 },
    explanation: String.raw`PASO 1: La reacción buscada forma 1 mol de agua: dividí la primera ecuación por 2, y con ella su $\Delta H$: $-571{,}6 / 2 = -285{,}8$ kJ.
PASO 2: Sumale la evaporación de 1 mol de agua: $-285{,}8 + 44{,}0 = -241{,}8$ kJ. El H₂O(l) se cancela.
PASO 3: −527,6 kJ olvida dividir por 2; −329,8 kJ resta la evaporación en lugar de sumarla; −615,6 kJ comete los dos errores.
RESULTADO: ΔH = −241,8 kJ (que es justamente la entalpía de formación del vapor de agua).`,
  },
  {
    id: 'qui-termodinamica-quimica-017',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'true-false',
    question:
      'Las entalpías estándar de formación de los elementos en su estado estándar, como el H₂(g) o el C(grafito), valen cero.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: La entalpía de formación se refiere a formar una sustancia a partir de sus elementos en estado estándar.
PASO 2: Si la sustancia ya es el elemento en ese estado, no hay ninguna transformación: por convención, su $\Delta H^\circ_f$ es 0. Sirve de referencia para toda la tabla.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-termodinamica-quimica-018',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'true-false',
    question: 'Toda reacción exotérmica es espontánea a cualquier temperatura.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: La espontaneidad depende de $\Delta G = \Delta H - T\,\Delta S$, no sólo de $\Delta H$.
PASO 2: Si una reacción exotérmica tiene $\Delta S < 0$, a temperaturas altas el término $-T\,\Delta S$ (positivo) puede superar al $\Delta H$ y hacer $\Delta G > 0$. Por ejemplo, la síntesis del amoníaco deja de ser espontánea por encima de unos 460 K.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-termodinamica-quimica-019',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'true-false',
    question: 'En la reacción N₂(g) + 3 H₂(g) → 2 NH₃(g), la entropía del sistema disminuye.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Los gases son los que más aportan a la entropía. Contá los moles de gas: 4 a la izquierda (1 + 3) y 2 a la derecha.
PASO 2: Menos moles de gas significa menos formas de distribuir la energía: $\Delta S < 0$.
RESULTADO: Verdadero.`,
  },
  // ── Difícil ────────────────────────────────────────────────────────────
  {
    id: 'qui-termodinamica-quimica-020',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multiple-choice',
    question:
      'Calculá el ΔH° de combustión del etanol, C₂H₅OH(l) + 3 O₂(g) → 2 CO₂(g) + 3 H₂O(l), con las entalpías de formación (kJ/mol): C₂H₅OH(l) −277,7; CO₂(g) −393,5; H₂O(l) −285,8.',
    options: ['−401,6 kJ', '+1.366,7 kJ', '−1.922,1 kJ', '−1.366,7 kJ'],
    correctAnswer: 3,
    check: { compute: () => 2 * -393.5 + 3 * -285.8 - -277.7 },
    explanation: String.raw`PASO 1: Productos: $2 \cdot (-393{,}5) + 3 \cdot (-285{,}8) = -787{,}0 - 857{,}4 = -1644{,}4$ kJ.
PASO 2: Reactivos: $-277{,}7 + 3 \cdot 0 = -277{,}7$ kJ (el O₂ vale 0).
PASO 3: $\Delta H^\circ = -1644{,}4 - (-277{,}7) = -1366{,}7$ kJ.
PASO 4: −401,6 kJ olvida los coeficientes; +1.366,7 kJ resta al revés; −1.922,1 kJ suma el término del etanol en lugar de restarlo.
RESULTADO: ΔH° = −1.366,7 kJ por mol de etanol.`,
  },
  {
    id: 'qui-termodinamica-quimica-021',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question:
      'La síntesis del amoníaco, N₂(g) + 3 H₂(g) → 2 NH₃(g), tiene ΔH = −92 kJ y ΔS = −199 J/K. ¿En qué rango de temperaturas es espontánea?',
    options: [
      'Por encima de 462 K',
      'A cualquier temperatura',
      'Por debajo de 462 K',
      'Por debajo de 0,46 K',
    ],
    correctAnswer: 2,
    explanation: String.raw`PASO 1: $\Delta H < 0$ favorece la espontaneidad y $\Delta S < 0$ la desfavorece: el término $-T\,\Delta S$ es positivo y crece con la temperatura. Es espontánea a temperaturas bajas.
PASO 2: Temperatura límite ($\Delta G = 0$): $T = \dfrac{\Delta H}{\Delta S} = \dfrac{-92}{-0{,}199} \approx 462$ K.
PASO 3: Por debajo de 462 K, $\Delta G < 0$. "Por debajo de 0,46 K" sale de no convertir J a kJ.
RESULTADO: Es espontánea por debajo de unos 462 K.`,
  },
  {
    id: 'qui-termodinamica-quimica-022',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.sistemas-calor',
    kind: 'multiple-choice',
    question:
      'Para 2 H₂(g) + O₂(g) → 2 H₂O(l), ΔH = −571,6 kJ. ¿Cuánto calor se libera al formarse 9 g de agua? (H = 1; O = 16)',
    options: ['285,8 kJ', '142,9 kJ', '2.572,2 kJ', '71,45 kJ'],
    correctAnswer: 1,
    check: { compute: () => (9 / 18) * (571.6 / 2) },
    explanation: String.raw`PASO 1: Moles de agua: $9 / 18 = 0{,}5$ mol.
PASO 2: La ecuación libera 571,6 kJ por cada 2 mol de agua, es decir, 285,8 kJ por mol.
PASO 3: $q = 0{,}5 \cdot 285{,}8 = 142{,}9$ kJ.
PASO 4: 285,8 kJ usa los 571,6 kJ como si fueran por mol de agua; 2.572,2 kJ multiplica los gramos sin pasar a moles; 71,45 kJ divide por 2 dos veces.
RESULTADO: Se liberan 142,9 kJ.`,
  },
  {
    id: 'qui-termodinamica-quimica-023',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'multiple-choice',
    question:
      'La descomposición CaCO₃(s) → CaO(s) + CO₂(g) tiene ΔH = +178 kJ y ΔS = +161 J/K. ¿Cuánto vale ΔG a 1200 K y qué se concluye?',
    options: [
      '+15,2 kJ; no es espontánea',
      '−193.022 kJ; es espontánea',
      '−15,2 kJ; es espontánea',
      '+130 kJ; no es espontánea',
    ],
    correctAnswer: 2,
    check: { compute: () => 178 - 1200 * (161 / 1000) },
    explanation: String.raw`PASO 1: Convertí la entropía: $\Delta S = 0{,}161$ kJ/K.
PASO 2: $\Delta G = 178 - 1200 \cdot 0{,}161 = 178 - 193{,}2 = -15{,}2$ kJ.
PASO 3: Como $\Delta G < 0$, a 1200 K la descomposición es espontánea: la temperatura supera el límite de unos 1106 K.
PASO 4: −193.022 kJ no convierte J a kJ; +130 kJ es el valor a 298 K; +15,2 kJ invierte el signo.
RESULTADO: ΔG = −15,2 kJ: la reacción es espontánea a 1200 K.`,
  },
  {
    id: 'qui-termodinamica-quimica-024',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'true-false',
    question:
      'Según la ley de Hess, el ΔH de una reacción depende del camino (de las etapas intermedias) por el que se lleva a cabo.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: La entalpía es una función de estado: su variación depende sólo del estado inicial y del final.
PASO 2: Justamente por eso la ley de Hess permite sumar etapas: cualquier camino entre los mismos reactivos y productos da el mismo $\Delta H$.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-termodinamica-quimica-025',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'true-false',
    question: 'Una reacción con ΔH > 0 y ΔS > 0 se vuelve espontánea a temperaturas suficientemente altas.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: En $\Delta G = \Delta H - T\,\Delta S$, el $\Delta H$ positivo desfavorece y el término $-T\,\Delta S$ (negativo) favorece.
PASO 2: A medida que sube $T$, el término entrópico crece; por encima de $T = \Delta H / \Delta S$ supera al $\Delta H$ y $\Delta G$ se vuelve negativo. Es el caso de la fusión del hielo o de la descomposición del CaCO₃.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-termodinamica-quimica-026',
    topic: 'termodinamica-quimica',
    difficulty: 'dificil',
    subtopic: 'termodinamica-quimica.entropia-gibbs',
    kind: 'true-false',
    question:
      'La disolución del nitrato de amonio en agua, que se usa en las compresas frías, es endotérmica y aun así ocurre espontáneamente; por lo tanto, tiene que estar acompañada de un aumento de entropía.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Si es espontánea, $\Delta G < 0$. Como es endotérmica, $\Delta H > 0$.
PASO 2: Para que $\Delta H - T\,\Delta S$ sea negativo con $\Delta H$ positivo, el término $T\,\Delta S$ tiene que ser positivo y mayor que $\Delta H$: $\Delta S > 0$. Tiene sentido: el sólido cristalino se dispersa en iones dentro del agua.
RESULTADO: Verdadero.`,
  },
];
