import type { Exercise } from '../../../schema.ts';

/** Gases (Boyle, Charles, Gay-Lussac, ecuación general, PV = nRT, volumen molar) y más estequiometría. */
export const exercises: Exercise[] = [
  {
    id: 'qui-estequiometria-027',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question:
      'Un gas ocupa 2 L a 1 atm. Sin cambiar la temperatura, se lo comprime hasta 0,5 L. ¿Cuál es su nueva presión?',
    options: ['0,25 atm', '4 atm', '1 atm', '2,5 atm'],
    correctAnswer: 1,
    check: { compute: () => (1 * 2) / 0.5 },
    explanation: String.raw`PASO 1: A temperatura constante vale la ley de Boyle: $P_1 V_1 = P_2 V_2$.
PASO 2: Despejá: $P_2 = \dfrac{P_1 V_1}{V_2} = \dfrac{1 \cdot 2}{0{,}5} = 4$ atm.
PASO 3: Controlá: el volumen bajó a la cuarta parte, así que la presión se multiplica por 4. 0,25 atm sale de invertir la proporción.
RESULTADO: La presión pasa a ser 4 atm.`,
  },
  {
    id: 'qui-estequiometria-028',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.gases',
    kind: 'true-false',
    question:
      'A temperatura constante, si se duplica la presión sobre una masa de gas, su volumen también se duplica.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Ley de Boyle: a $T$ constante, $P \cdot V$ es constante; presión y volumen son inversamente proporcionales.
PASO 2: Si $P_2 = 2P_1$, entonces $V_2 = \dfrac{P_1 V_1}{2 P_1} = \dfrac{V_1}{2}$: el volumen se reduce a la mitad.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-estequiometria-029',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: '¿Cuántos moles de oxígeno, O₂, hay en 11,2 L de ese gas medidos en CNPT?',
    options: ['2 mol', '0,25 mol', '1 mol', '0,5 mol'],
    correctAnswer: 3,
    check: { compute: () => 11.2 / 22.4 },
    explanation: String.raw`PASO 1: En CNPT (0 °C y 1 atm) un mol de cualquier gas ocupa 22,4 L.
PASO 2: $n = \dfrac{V}{22{,}4\ \text{L/mol}} = \dfrac{11{,}2}{22{,}4} = 0{,}5$ mol.
PASO 3: 2 mol sale de dividir al revés ($22{,}4 / 11{,}2$); 0,25 mol, de usar el volumen de un mol de átomos de O como si fuera de moléculas.
RESULTADO: 0,5 mol de O₂.`,
  },
  {
    id: 'qui-estequiometria-030',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.gases',
    kind: 'true-false',
    question:
      'Según la ley de Charles, a presión constante el volumen de un gas es directamente proporcional a su temperatura medida en grados Celsius.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: La proporcionalidad directa $V/T = \text{constante}$ vale sólo con la temperatura absoluta, en kelvin: $T(\text{K}) = t(°\text{C}) + 273$.
PASO 2: Con grados Celsius no funciona: a 0 °C el volumen no es cero, y pasar de 10 °C a 20 °C no duplica el volumen (de 283 K a 293 K sube sólo un 3,5 %).
RESULTADO: Falso: es proporcional a la temperatura en kelvin.`,
  },
  {
    id: 'qui-estequiometria-031',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: '¿Qué volumen ocupan 3 mol de dióxido de carbono, CO₂, en CNPT?',
    options: ['22,4 L', '67,2 L', '7,47 L', '132 L'],
    correctAnswer: 1,
    check: { compute: () => 3 * 22.4 },
    explanation: String.raw`PASO 1: En CNPT cada mol de gas ocupa 22,4 L, sea cual sea el gas.
PASO 2: $V = n \cdot 22{,}4 = 3 \cdot 22{,}4 = 67{,}2$ L.
PASO 3: 22,4 L es el volumen de un solo mol; 7,47 L sale de dividir 22,4 por 3 y 132 L de usar la masa de 3 mol de CO₂ (132 g) como si fuera un volumen.
RESULTADO: 67,2 L.`,
  },
  {
    id: 'qui-estequiometria-032',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question:
      'Un gas ocupa 3 L a una presión de 760 mmHg. Si se expande a temperatura constante hasta que la presión baja a 380 mmHg, ¿qué volumen ocupa?',
    options: ['1,5 L', '3 L', '9 L', '6 L'],
    correctAnswer: 3,
    check: { compute: () => (760 * 3) / 380 },
    explanation: String.raw`PASO 1: Temperatura constante: ley de Boyle, $P_1 V_1 = P_2 V_2$. Las dos presiones están en la misma unidad, así que no hace falta convertirlas.
PASO 2: $V_2 = \dfrac{760 \cdot 3}{380} = 6$ L.
PASO 3: La presión se redujo a la mitad, así que el volumen se duplica. 1,5 L sale de tomar la relación como directa.
RESULTADO: 6 L.`,
  },
  {
    id: 'qui-estequiometria-033',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question:
      'Un globo contiene 10 L de aire a 27 °C. Si se lo calienta a presión constante hasta 127 °C, ¿qué volumen ocupa? (Redondeá a dos decimales.)',
    options: ['47,04 L', '7,5 L', '13,33 L', '10 L'],
    correctAnswer: 2,
    check: { compute: () => (10 * (127 + 273)) / (27 + 273) },
    explanation: String.raw`PASO 1: A presión constante vale la ley de Charles con temperaturas absolutas: $\dfrac{V_1}{T_1} = \dfrac{V_2}{T_2}$.
PASO 2: Pasá a kelvin: $T_1 = 27 + 273 = 300$ K y $T_2 = 127 + 273 = 400$ K.
PASO 3: $V_2 = V_1 \cdot \dfrac{T_2}{T_1} = 10 \cdot \dfrac{400}{300} = 13{,}33$ L.
PASO 4: 47,04 L sale de usar los grados Celsius ($10 \cdot 127 / 27$) y 7,5 L de invertir el cociente de temperaturas.
RESULTADO: 13,33 L.`,
  },
  {
    id: 'qui-estequiometria-034',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question:
      'Un recipiente rígido contiene un gas a 2 atm y 17 °C. Se lo calienta hasta 47 °C. ¿Cuál es la nueva presión? (Redondeá a dos decimales.)',
    options: ['2,21 atm', '5,53 atm', '1,81 atm', '2 atm'],
    correctAnswer: 0,
    check: { compute: () => (2 * (47 + 273)) / (17 + 273) },
    explanation: String.raw`PASO 1: Recipiente rígido significa volumen constante: ley de Gay-Lussac, $\dfrac{P_1}{T_1} = \dfrac{P_2}{T_2}$, con $T$ en kelvin.
PASO 2: $T_1 = 17 + 273 = 290$ K y $T_2 = 47 + 273 = 320$ K.
PASO 3: $P_2 = 2 \cdot \dfrac{320}{290} = 2{,}21$ atm.
PASO 4: 5,53 atm sale de usar grados Celsius ($2 \cdot 47/17$); 1,81 atm, de invertir el cociente.
RESULTADO: 2,21 atm.`,
  },
  {
    id: 'qui-estequiometria-035',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: String.raw`¿Qué presión ejercen 2 mol de un gas encerrados en un recipiente de 10 L a 27 °C? ($R = 0{,}082$ atm·L/(mol·K))`,
    options: ['0,44 atm', '12,3 atm', '2,46 atm', '4,92 atm'],
    correctAnswer: 3,
    check: { compute: () => (2 * 0.082 * (27 + 273)) / 10 },
    explanation: String.raw`PASO 1: Ecuación de estado de los gases ideales: $PV = nRT$, con $T$ en kelvin: $T = 27 + 273 = 300$ K.
PASO 2: $P = \dfrac{nRT}{V} = \dfrac{2 \cdot 0{,}082 \cdot 300}{10} = 4{,}92$ atm.
PASO 3: 0,44 atm sale de usar 27 en lugar de 300 K y 2,46 atm, de tomar 1 mol.
RESULTADO: 4,92 atm.`,
  },
  {
    id: 'qui-estequiometria-036',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: 'Un gas ocupa 5 L a 1 atm y 27 °C. ¿Qué volumen ocupará a 2 atm y 327 °C?',
    options: ['5 L', '2,5 L', '30,28 L', '10 L'],
    correctAnswer: 0,
    check: { compute: () => (1 * 5 * (327 + 273)) / ((27 + 273) * 2) },
    explanation: String.raw`PASO 1: Cambian presión y temperatura: usá la ecuación general, $\dfrac{P_1 V_1}{T_1} = \dfrac{P_2 V_2}{T_2}$, con $T$ en kelvin.
PASO 2: $T_1 = 300$ K y $T_2 = 600$ K.
PASO 3: $V_2 = \dfrac{P_1 V_1 T_2}{T_1 P_2} = \dfrac{1 \cdot 5 \cdot 600}{300 \cdot 2} = 5$ L.
PASO 4: Duplicar la presión reduce el volumen a la mitad y duplicar la temperatura absoluta lo duplica: los efectos se compensan. 2,5 L sale de ignorar el calentamiento y 30,28 L de usar grados Celsius.
RESULTADO: 5 L (el mismo volumen inicial).`,
  },
  {
    id: 'qui-estequiometria-037',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: '¿Qué masa de CO₂ hay en 5,6 L de ese gas medidos en CNPT? (C = 12; O = 16)',
    options: ['11 g', '44 g', '5,6 g', '246,4 g'],
    correctAnswer: 0,
    check: { compute: () => (5.6 / 22.4) * 44 },
    explanation: String.raw`PASO 1: Moles en CNPT: $n = \dfrac{5{,}6}{22{,}4} = 0{,}25$ mol.
PASO 2: Masa molar: $M(\mathrm{CO_2}) = 12 + 2 \cdot 16 = 44$ g/mol.
PASO 3: $m = n \cdot M = 0{,}25 \cdot 44 = 11$ g.
PASO 4: 246,4 g sale de multiplicar el volumen por la masa molar sin pasar por moles; 44 g es la masa de un mol.
RESULTADO: 11 g de CO₂.`,
  },
  {
    id: 'qui-estequiometria-038',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: '¿Cuál es la densidad del oxígeno gaseoso, O₂, en CNPT? (O = 16; redondeá a dos decimales.)',
    options: ['1,43 g/L', '1,31 g/L', '0,71 g/L', '32 g/L'],
    correctAnswer: 0,
    check: { compute: () => 32 / 22.4 },
    explanation: String.raw`PASO 1: Tomá 1 mol: su masa es $M = 32$ g y en CNPT ocupa 22,4 L.
PASO 2: $\delta = \dfrac{m}{V} = \dfrac{32\ \text{g}}{22{,}4\ \text{L}} = 1{,}43$ g/L.
PASO 3: 0,71 g/L sale de usar la masa molar del átomo de O (16 g/mol); 1,31 g/L, de usar el volumen molar a 25 °C (24,5 L) en lugar del de CNPT; 32 g/L supone que un mol ocupa 1 L.
RESULTADO: 1,43 g/L.`,
  },
  {
    id: 'qui-estequiometria-039',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'true-false',
    question:
      'Si un gas se calienta de 100 °C a 200 °C manteniendo constante la presión, su volumen se duplica.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Charles se aplica con temperaturas absolutas: $T_1 = 373$ K y $T_2 = 473$ K.
PASO 2: $\dfrac{V_2}{V_1} = \dfrac{473}{373} \approx 1{,}27$: el volumen aumenta un 27 %, no se duplica.
RESULTADO: Falso: para duplicar el volumen habría que duplicar la temperatura en kelvin (de 373 K a 746 K).`,
  },
  {
    id: 'qui-estequiometria-040',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: String.raw`¿Qué presión ejercen 16 g de oxígeno, O₂, en un recipiente de 6,15 L a 27 °C? (O = 16; $R = 0{,}082$ atm·L/(mol·K))`,
    options: ['4 atm', '0,18 atm', '12,3 atm', '2 atm'],
    correctAnswer: 3,
    check: { compute: () => ((16 / 32) * 0.082 * 300) / 6.15 },
    explanation: String.raw`PASO 1: Moles de O₂: $M = 32$ g/mol, así que $n = 16/32 = 0{,}5$ mol.
PASO 2: Temperatura absoluta: $T = 27 + 273 = 300$ K.
PASO 3: $P = \dfrac{nRT}{V} = \dfrac{0{,}5 \cdot 0{,}082 \cdot 300}{6{,}15} = \dfrac{12{,}3}{6{,}15} = 2$ atm.
PASO 4: 4 atm sale de usar 16 g/mol (la masa del átomo de O) como masa molar del O₂; 0,18 atm, de usar 27 en lugar de 300 K; 12,3 atm, de olvidar dividir por el volumen.
RESULTADO: 2 atm.`,
  },
  {
    id: 'qui-estequiometria-041',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: 'Una muestra de 1,6 g de un gas desconocido ocupa 1,12 L en CNPT. ¿Cuál es su masa molar?',
    options: ['32 g/mol', '64 g/mol', '1,43 g/mol', '0,05 g/mol'],
    correctAnswer: 0,
    check: { compute: () => 1.6 / (1.12 / 22.4) },
    explanation: String.raw`PASO 1: Moles en CNPT: $n = \dfrac{1{,}12}{22{,}4} = 0{,}05$ mol.
PASO 2: $M = \dfrac{m}{n} = \dfrac{1{,}6\ \text{g}}{0{,}05\ \text{mol}} = 32$ g/mol (podría ser O₂).
PASO 3: 1,43 sale de dividir masa por volumen (es la densidad en g/L, no la masa molar) y 0,05 es la cantidad de moles.
RESULTADO: 32 g/mol.`,
  },
  {
    id: 'qui-estequiometria-042',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question:
      'Un gas ocupa 4 L a 2 atm y 27 °C. ¿A qué temperatura, en grados Celsius, ocupará 6 L a 1,5 atm? (Redondeá a un decimal.)',
    options: ['64,5 °C', '337,5 °C', '30,4 °C', '−6,3 °C'],
    correctAnswer: 0,
    check: { compute: () => ((27 + 273) * (1.5 * 6)) / (2 * 4) - 273 },
    explanation: String.raw`PASO 1: Ecuación general: $\dfrac{P_1 V_1}{T_1} = \dfrac{P_2 V_2}{T_2}$, con $T_1 = 27 + 273 = 300$ K.
PASO 2: Despejá: $T_2 = T_1 \cdot \dfrac{P_2 V_2}{P_1 V_1} = 300 \cdot \dfrac{1{,}5 \cdot 6}{2 \cdot 4} = 300 \cdot \dfrac{9}{8} = 337{,}5$ K.
PASO 3: Volvé a grados Celsius: $337{,}5 - 273 = 64{,}5$ °C.
PASO 4: 337,5 °C olvida la última conversión; 30,4 °C sale de trabajar en Celsius ($27 \cdot 9/8$) y −6,3 °C de invertir el cociente.
RESULTADO: 64,5 °C.`,
  },
  {
    id: 'qui-estequiometria-043',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: String.raw`Se hacen reaccionar 6,54 g de zinc con exceso de ácido clorhídrico: Zn + 2 HCl → ZnCl₂ + H₂. ¿Qué volumen de H₂ se obtiene, medido a 27 °C y 1 atm? (Zn = 65,4; $R = 0{,}082$ atm·L/(mol·K))`,
    options: ['2,46 L', '0,22 L', '2,24 L', '4,92 L'],
    correctAnswer: 0,
    check: { compute: () => ((6.54 / 65.4) * 0.082 * 300) / 1 },
    explanation: String.raw`PASO 1: Moles de Zn: $n = 6{,}54 / 65{,}4 = 0{,}1$ mol. La ecuación indica 1 mol de H₂ por mol de Zn: se forman 0,1 mol de H₂.
PASO 2: El gas no está en CNPT, así que no sirve 22,4 L/mol: usá $PV = nRT$ con $T = 300$ K.
PASO 3: $V = \dfrac{nRT}{P} = \dfrac{0{,}1 \cdot 0{,}082 \cdot 300}{1} = 2{,}46$ L.
PASO 4: 2,24 L sale de usar el volumen molar en CNPT; 0,22 L, de usar 27 K; 4,92 L, de tomar 2 mol de H₂ por mol de Zn (confundir con el coeficiente del HCl).
RESULTADO: 2,46 L de H₂.`,
  },
  {
    id: 'qui-estequiometria-044',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question: String.raw`Un tubo rígido de 20 L contiene oxígeno, O₂, a 10 atm y 27 °C. ¿Qué masa de oxígeno contiene? (O = 16; $R = 0{,}082$ atm·L/(mol·K); redondeá al gramo.)`,
    options: ['130 g', '8 g', '2891 g', '260 g'],
    correctAnswer: 3,
    check: { compute: () => ((10 * 20) / (0.082 * 300)) * 32 },
    explanation: String.raw`PASO 1: Moles: $n = \dfrac{PV}{RT} = \dfrac{10 \cdot 20}{0{,}082 \cdot 300} = \dfrac{200}{24{,}6} \approx 8{,}13$ mol.
PASO 2: Masa: $m = n \cdot M = 8{,}13 \cdot 32 \approx 260$ g.
PASO 3: 130 g sale de usar 16 g/mol; 2891 g, de usar 27 en lugar de 300 K; 8 g confunde los moles con la masa.
RESULTADO: Unos 260 g de O₂.`,
  },
  {
    id: 'qui-estequiometria-045',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.gases',
    kind: 'true-false',
    question:
      'En un recipiente rígido, si la temperatura absoluta de un gas se reduce a la mitad, su presión también se reduce a la mitad.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Volumen constante: ley de Gay-Lussac, $P/T$ constante con $T$ en kelvin.
PASO 2: Si $T_2 = T_1/2$, entonces $P_2 = P_1 \cdot \dfrac{T_2}{T_1} = \dfrac{P_1}{2}$. Ojo: vale con kelvin, no con grados Celsius.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estequiometria-046',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.gases',
    kind: 'true-false',
    question:
      'Un globo con 4 g de helio (He = 4) y otro con 4 g de hidrógeno, H₂ (H = 1), ocupan el mismo volumen en CNPT.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: En CNPT el volumen depende de la cantidad de moles, no de la masa.
PASO 2: Helio: $4/4 = 1$ mol, ocupa 22,4 L. Hidrógeno: $M(\mathrm{H_2}) = 2$ g/mol, así que $4/2 = 2$ mol, que ocupan 44,8 L.
RESULTADO: Falso: el globo de hidrógeno ocupa el doble.`,
  },
  // ── Mol, relaciones y rendimiento ─────────────────────────────────────
  {
    id: 'qui-estequiometria-047',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'multiple-choice',
    question:
      'Se mezclan 28 g de N₂ con 9 g de H₂ y reaccionan según N₂ + 3 H₂ → 2 NH₃ con un rendimiento del 80 %. ¿Qué masa de NH₃ se obtiene? (N = 14; H = 1)',
    options: ['34 g', '40,8 g', '42,5 g', '27,2 g'],
    correctAnswer: 3,
    check: {
      compute: () => {
        const nN2 = 28 / 28;
        const nH2 = 9 / 2;
        const nNH3 = Math.min(2 * nN2, (2 / 3) * nH2);
        return nNH3 * 17 * 0.8;
      },
    },
    explanation: String.raw`PASO 1: Moles: $n(\mathrm{N_2}) = 28/28 = 1$ mol y $n(\mathrm{H_2}) = 9/2 = 4{,}5$ mol.
PASO 2: Reactivo limitante: 1 mol de N₂ necesita 3 mol de H₂ y hay 4,5: sobra H₂, así que el limitante es el N₂.
PASO 3: Producto teórico: 1 mol de N₂ da 2 mol de NH₃, es decir, $2 \cdot 17 = 34$ g. Con 80 % de rendimiento: $0{,}80 \cdot 34 = 27{,}2$ g.
PASO 4: 34 g olvida el rendimiento; 40,8 g toma al H₂ como limitante ($4{,}5 \cdot \tfrac{2}{3} \cdot 17 \cdot 0{,}8$); 42,5 g divide por 0,8 en lugar de multiplicar.
RESULTADO: 27,2 g de NH₃.`,
  },
  {
    id: 'qui-estequiometria-048',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'multiple-choice',
    question: String.raw`¿Cuántos átomos de oxígeno hay en 0,5 mol de nitrato de calcio, Ca(NO₃)₂? ($N_A = 6{,}02 \cdot 10^{23}$; expresá el resultado con tres cifras significativas.)`,
    options: ['1,81 · 10²⁴', '3,01 · 10²³', '9,03 · 10²³', '3,61 · 10²⁴'],
    correctAnswer: 0,
    check: { compute: () => 0.5 * (3 * 2) * 6.02e23 },
    explanation: String.raw`PASO 1: En Ca(NO₃)₂ el subíndice 2 afecta a todo el paréntesis: hay $3 \cdot 2 = 6$ átomos de O por unidad fórmula.
PASO 2: Moles de átomos de O: $0{,}5 \cdot 6 = 3$ mol.
PASO 3: Átomos: $3 \cdot 6{,}02 \cdot 10^{23} = 1{,}81 \cdot 10^{24}$.
PASO 4: $9{,}03 \cdot 10^{23}$ sale de contar sólo 3 oxígenos (olvidar el 2 del paréntesis); $3{,}01 \cdot 10^{23}$ es la cantidad de unidades fórmula; $3{,}61 \cdot 10^{24}$ usa 1 mol de sal.
RESULTADO: $1{,}81 \cdot 10^{24}$ átomos de oxígeno.`,
  },
  {
    id: 'qui-estequiometria-049',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'multiple-choice',
    question:
      '¿Cuál es el porcentaje en masa de nitrógeno en el nitrato de amonio, NH₄NO₃? (N = 14; H = 1; O = 16)',
    options: ['35 %', '17,5 %', '60 %', '22,22 %'],
    correctAnswer: 0,
    check: { compute: () => ((2 * 14) / (2 * 14 + 4 * 1 + 3 * 16)) * 100 },
    explanation: String.raw`PASO 1: Masa molar: $M = 2 \cdot 14 + 4 \cdot 1 + 3 \cdot 16 = 80$ g/mol. La fórmula tiene dos átomos de N, uno en el $\mathrm{NH_4^{+}}$ y otro en el $\mathrm{NO_3^{-}}$.
PASO 2: $\%\mathrm{N} = \dfrac{28}{80} \cdot 100 = 35$ %.
PASO 3: 17,5 % cuenta un solo nitrógeno; 60 % es el porcentaje de oxígeno; 22,22 % sale de contar átomos (2 de los 9 átomos son N) en lugar de masas.
RESULTADO: 35 % de nitrógeno.`,
  },
  {
    id: 'qui-estequiometria-050',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'true-false',
    question: 'La ecuación Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂ está correctamente balanceada.',
    correctAnswer: true,
    explanation: `PASO 1: Hierro: 2 a la izquierda y 2 a la derecha. Carbono: 3 y 3.
PASO 2: Oxígeno: a la izquierda 3 (del Fe₂O₃) + 3 (de los 3 CO) = 6; a la derecha 3 · 2 = 6.
RESULTADO: Verdadero: todos los elementos tienen la misma cantidad de átomos en los dos miembros.`,
  },
];
