import type { Exercise } from '../../../schema.ts';

/** Nomenclatura de compuestos inorgánicos: óxidos, hidruros, hidróxidos, ácidos y sales. */
export const exercises: Exercise[] = [
  // ── Óxidos, hidruros e hidróxidos ─────────────────────────────────────
  {
    id: 'qui-acidos-bases-027',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál es el nombre del Fe₂O₃ según la nomenclatura de Stock?',
    options: [
      'Óxido de hierro (II)',
      'Óxido de hierro (III)',
      'Trióxido de hierro',
      'Óxido de dihierro (II)',
    ],
    correctAnswer: 1,
    explanation: String.raw`PASO 1: En Stock se indica el número de oxidación del metal en números romanos, entre paréntesis.
PASO 2: El oxígeno tiene −2: tres oxígenos suman −6. Los dos hierros tienen que sumar +6, así que cada uno tiene +3.
PASO 3: "Óxido de hierro (II)" es el FeO; "trióxido de hierro" mezcla la nomenclatura por atomicidad y olvida los dos hierros.
RESULTADO: Óxido de hierro (III) (en la tradicional, óxido férrico).`,
  },
  {
    id: 'qui-acidos-bases-028',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál es la fórmula del óxido de calcio?',
    options: ['Ca₂O', 'CaO₂', 'CaO', 'Ca₂O₃'],
    correctAnswer: 2,
    explanation: String.raw`PASO 1: El calcio está en el grupo 2: actúa con +2. El oxígeno en los óxidos actúa con −2.
PASO 2: Las cargas se compensan con un átomo de cada uno: $+2 - 2 = 0$. La fórmula es CaO.
PASO 3: Ca₂O supone calcio +1; CaO₂ es un peróxido (el oxígeno con −1), no el óxido.
RESULTADO: CaO.`,
  },
  {
    id: 'qui-acidos-bases-029',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'true-false',
    question: 'Un óxido básico se forma por la combinación de un metal con oxígeno.',
    correctAnswer: true,
    explanation: `PASO 1: Metal + oxígeno → óxido básico (por ejemplo, 2 Mg + O₂ → 2 MgO). No metal + oxígeno → óxido ácido (por ejemplo, C + O₂ → CO₂).
PASO 2: Se llaman básicos porque con agua forman hidróxidos: MgO + H₂O → Mg(OH)₂.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-030',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cómo se llama el compuesto NaOH?',
    options: ['Óxido de sodio', 'Hidruro de sodio', 'Peróxido de sodio', 'Hidróxido de sodio'],
    correctAnswer: 3,
    explanation: `PASO 1: El grupo OH⁻ (oxhidrilo o hidróxido) unido a un metal forma un hidróxido.
PASO 2: El sodio actúa sólo con +1, así que no hace falta indicar el número de oxidación: hidróxido de sodio (soda cáustica).
PASO 3: El óxido de sodio es Na₂O, el hidruro es NaH y el peróxido es Na₂O₂.
RESULTADO: Hidróxido de sodio.`,
  },
  {
    id: 'qui-acidos-bases-031',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál es el nombre tradicional del FeO? (El hierro actúa con +2 o +3.)',
    options: ['Óxido férrico', 'Óxido hipoferroso', 'Óxido ferroso', 'Óxido perférrico'],
    correctAnswer: 2,
    explanation: `PASO 1: En FeO el oxígeno tiene −2, así que el hierro tiene +2.
PASO 2: En la nomenclatura tradicional, si el metal tiene dos números de oxidación, el menor lleva la terminación -oso y el mayor, -ico.
PASO 3: +2 es el menor de los dos: óxido ferroso. El óxido férrico es el Fe₂O₃. Los prefijos hipo- y per- se usan sólo cuando hay cuatro números de oxidación (como en los halógenos).
RESULTADO: Óxido ferroso (en Stock, óxido de hierro (II)).`,
  },
  {
    id: 'qui-acidos-bases-032',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál es la fórmula del hidróxido de hierro (III)?',
    options: ['Fe₃OH', 'Fe(OH)₂', 'FeOH', 'Fe(OH)₃'],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: El (III) indica que el hierro actúa con +3. Cada grupo hidróxido tiene carga −1.
PASO 2: Hacen falta tres $\mathrm{OH^{-}}$ para compensar el +3, y el paréntesis indica que el subíndice afecta al grupo entero: Fe(OH)₃.
PASO 3: Fe(OH)₂ es el hidróxido de hierro (II); Fe₃OH pone el 3 en el hierro, que es el error de "copiar el romano" como subíndice del metal.
RESULTADO: Fe(OH)₃.`,
  },
  {
    id: 'qui-acidos-bases-033',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál es el nombre del N₂O₅ en la nomenclatura sistemática (por atomicidad)?',
    options: [
      'Dióxido de pentanitrógeno',
      'Pentóxido de dinitrógeno',
      'Trióxido de dinitrógeno',
      'Óxido de nitrógeno (II)',
    ],
    correctAnswer: 1,
    explanation: `PASO 1: La nomenclatura por atomicidad indica con prefijos cuántos átomos hay de cada elemento: mono-, di-, tri-, tetra-, penta-…
PASO 2: Se nombra primero el oxígeno con su prefijo y después el otro elemento con el suyo: 5 oxígenos → pentóxido; 2 nitrógenos → de dinitrógeno.
PASO 3: "Dióxido de pentanitrógeno" invierte los prefijos; el trióxido de dinitrógeno es el N₂O₃.
RESULTADO: Pentóxido de dinitrógeno (en Stock, óxido de nitrógeno (V)).`,
  },
  {
    id: 'qui-acidos-bases-034',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Qué número de oxidación tiene el cromo en el óxido Cr₂O₃?',
    options: ['+3', '+6', '+2', '+1,5'],
    correctAnswer: 0,
    check: { compute: () => (3 * 2) / 2 },
    explanation: String.raw`PASO 1: La suma de los números de oxidación en un compuesto neutro es cero. El oxígeno tiene −2.
PASO 2: $2x + 3 \cdot (-2) = 0$, entonces $2x = 6$ y $x = +3$.
PASO 3: +6 es la suma de los dos cromos (olvida dividir por 2); +1,5 sale de dividir 3 por 2 (los subíndices, no las cargas).
RESULTADO: +3 (es el óxido de cromo (III)).`,
  },
  {
    id: 'qui-acidos-bases-035',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'true-false',
    question: 'El CO₂ es un óxido ácido: al reaccionar con agua forma ácido carbónico.',
    correctAnswer: true,
    explanation: `PASO 1: El carbono es un no metal; su óxido es un óxido ácido (en la nomenclatura tradicional, anhídrido carbónico).
PASO 2: Con agua da un oxoácido: CO₂ + H₂O → H₂CO₃, el ácido carbónico (por eso el agua con gas es levemente ácida).
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-036',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál de estos compuestos es un hidruro metálico?',
    options: ['NaH', 'NaOH', 'Na₂O', 'NaCl'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Un hidruro metálico es la combinación binaria de un metal con hidrógeno; ahí el hidrógeno actúa con −1.
PASO 2: NaH: sodio (+1) e hidrógeno (−1). Es el hidruro de sodio.
PASO 3: NaOH es un hidróxido (ternario), Na₂O un óxido y NaCl una sal binaria.
RESULTADO: NaH.`,
  },
  {
    id: 'qui-acidos-bases-037',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question:
      'Un metal M forma un óxido de fórmula M₂O₃. ¿Cuál es la fórmula del hidróxido en el que M tiene el mismo número de oxidación?',
    options: ['M₂(OH)₃', 'M(OH)₂', 'M₃OH', 'M(OH)₃'],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: En M₂O₃: $2x + 3 \cdot (-2) = 0$, así que $x = +3$.
PASO 2: Un catión $\mathrm{M^{3+}}$ necesita tres grupos $\mathrm{OH^{-}}$: M(OH)₃.
PASO 3: M₂(OH)₃ copia el subíndice del metal del óxido (las cargas no cierran: $+6 - 3 \neq 0$); M(OH)₂ corresponde a +2.
RESULTADO: M(OH)₃.`,
  },
  {
    id: 'qui-acidos-bases-038',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál de estos pares nombre–fórmula es incorrecto?',
    options: [
      'Óxido ferroso: Fe₂O₃',
      'Óxido de plomo (IV): PbO₂',
      'Óxido cúprico: CuO',
      'Hidróxido de aluminio: Al(OH)₃',
    ],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Óxido cúprico: cobre con su mayor número de oxidación (+2), CuO. Correcto.
PASO 2: Óxido de plomo (IV): $\mathrm{Pb^{4+}}$ con dos $\mathrm{O^{2-}}$, PbO₂. Correcto. Hidróxido de aluminio: $\mathrm{Al^{3+}}$ con tres $\mathrm{OH^{-}}$. Correcto.
PASO 3: En Fe₂O₃ el hierro tiene +3, su mayor número de oxidación: es el óxido férrico. El ferroso (+2) es FeO.
RESULTADO: El par incorrecto es "óxido ferroso: Fe₂O₃".`,
  },
  {
    id: 'qui-acidos-bases-039',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál es la masa molar del hidróxido de hierro (III)? (Fe = 56; O = 16; H = 1)',
    options: ['107 g/mol', '75 g/mol', '90 g/mol', '214 g/mol'],
    correctAnswer: 0,
    check: { compute: () => 56 + 3 * (16 + 1) },
    explanation: String.raw`PASO 1: Fórmula: el hierro actúa con +3, así que lleva tres hidróxidos: Fe(OH)₃.
PASO 2: $M = 56 + 3 \cdot (16 + 1) = 56 + 51 = 107$ g/mol.
PASO 3: 90 g/mol corresponde al Fe(OH)₂ (hierro (II)); 75 g/mol sale de leer "FeOH₃", aplicando el 3 sólo al H; 214 g/mol duplica la fórmula.
RESULTADO: 107 g/mol.`,
  },
  {
    id: 'qui-acidos-bases-040',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'true-false',
    question: 'El óxido de hierro (III) y el óxido férrico son dos compuestos distintos.',
    correctAnswer: false,
    explanation: `PASO 1: "Óxido de hierro (III)" es el nombre de Stock y "óxido férrico" el tradicional; los dos indican hierro con +3.
PASO 2: Corresponden a la misma fórmula, Fe₂O₃, que en la nomenclatura por atomicidad se llama trióxido de dihierro.
RESULTADO: Falso: son tres nombres de un mismo compuesto.`,
  },
  {
    id: 'qui-acidos-bases-041',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
    kind: 'multiple-choice',
    question: '¿Cuál es el nombre tradicional del Cl₂O₇? (El cloro actúa en los óxidos con +1, +3, +5 o +7.)',
    options: ['Anhídrido perclórico', 'Anhídrido clórico', 'Anhídrido cloroso', 'Anhídrido hipocloroso'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Número de oxidación del cloro: $2x + 7 \cdot (-2) = 0$, así que $x = +7$.
PASO 2: Con cuatro números de oxidación se usan: hipo-…-oso (+1), -oso (+3), -ico (+5) y per-…-ico (+7).
PASO 3: +7 es el mayor: anhídrido (u óxido) perclórico. El clórico es el Cl₂O₅, el cloroso el Cl₂O₃ y el hipocloroso el Cl₂O.
RESULTADO: Anhídrido perclórico (en Stock, óxido de cloro (VII)).`,
  },
  // ── Ácidos y sales ─────────────────────────────────────────────────────
  {
    id: 'qui-acidos-bases-042',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cómo se llama el ácido HNO₃?',
    options: ['Ácido nitroso', 'Ácido hiponitroso', 'Ácido pernítrico', 'Ácido nítrico'],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: Número de oxidación del N: $1 + x + 3 \cdot (-2) = 0$, así que $x = +5$.
PASO 2: El nitrógeno forma oxoácidos con +3 (terminación -oso) y +5 (terminación -ico).
PASO 3: +5 es el mayor: ácido nítrico. El ácido nitroso es el HNO₂.
RESULTADO: Ácido nítrico.`,
  },
  {
    id: 'qui-acidos-bases-043',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es la fórmula del ácido clorhídrico?',
    options: ['HCl', 'HClO', 'HClO₃', 'HClO₄'],
    correctAnswer: 0,
    explanation: `PASO 1: La terminación -hídrico indica un hidrácido: hidrógeno y un no metal, sin oxígeno.
PASO 2: El cloro actúa con −1 y el hidrógeno con +1: HCl (en solución acuosa, ácido clorhídrico; como gas, cloruro de hidrógeno).
PASO 3: HClO, HClO₃ y HClO₄ son oxoácidos: hipocloroso, clórico y perclórico.
RESULTADO: HCl.`,
  },
  {
    id: 'qui-acidos-bases-044',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'true-false',
    question: 'Los hidrácidos, como el HCl o el H₂S, no tienen oxígeno en su fórmula.',
    correctAnswer: true,
    explanation: `PASO 1: Hidrácido = hidrógeno + no metal (de los grupos 16 o 17), disuelto en agua.
PASO 2: Los que tienen oxígeno son los oxoácidos (H₂SO₄, HNO₃…), que salen de un óxido ácido y agua.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-045',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cómo se llama la sal CaCO₃, componente principal del mármol?',
    options: ['Carbonato de calcio', 'Carburo de calcio', 'Carbonito de calcio', 'Bicarbonato de calcio'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: El anión es $\mathrm{CO_3^{2-}}$, que viene del ácido carbónico, H₂CO₃.
PASO 2: En las oxosales, -ico del ácido pasa a -ato y -oso pasa a -ito: carbónico → carbonato.
PASO 3: El carburo de calcio es CaC₂ (sin oxígeno); el bicarbonato (hidrogenocarbonato) lleva H: Ca(HCO₃)₂.
RESULTADO: Carbonato de calcio.`,
  },
  {
    id: 'qui-acidos-bases-046',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cómo se llama la sal Na₂SO₃?',
    options: ['Sulfito de sodio', 'Sulfato de sodio', 'Sulfuro de sodio', 'Hiposulfito de sodio'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Número de oxidación del S en el anión $\mathrm{SO_3^{2-}}$: $x + 3 \cdot (-2) = -2$, así que $x = +4$.
PASO 2: El azufre forma oxoácidos con +4 (sulfuroso, H₂SO₃) y +6 (sulfúrico, H₂SO₄). +4 es -oso, y en la sal -oso pasa a -ito.
PASO 3: El sulfato es Na₂SO₄ y el sulfuro es Na₂S (sal de un hidrácido, sin oxígeno).
RESULTADO: Sulfito de sodio.`,
  },
  {
    id: 'qui-acidos-bases-047',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es la fórmula del ácido sulfuroso?',
    options: ['H₂SO₃', 'H₂S', 'H₂SO₄', 'HSO₃'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Sulfuroso indica el menor número de oxidación del azufre en sus oxoácidos: +4.
PASO 2: Sale del óxido ácido SO₂ más agua: $\mathrm{SO_2 + H_2O \rightarrow H_2SO_3}$. Control: $2 \cdot (+1) + 4 + 3 \cdot (-2) = 0$.
PASO 3: H₂SO₄ es el sulfúrico (+6), H₂S el sulfhídrico (hidrácido) y HSO₃ no es neutro.
RESULTADO: H₂SO₃.`,
  },
  {
    id: 'qui-acidos-bases-048',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question:
      '¿Cómo se llama la sal KClO? (Su análoga de sodio, NaClO, es el componente activo de la lavandina.)',
    options: ['Hipoclorito de potasio', 'Clorato de potasio', 'Clorito de potasio', 'Perclorato de potasio'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: En el anión $\mathrm{ClO^{-}}$: $x - 2 = -1$, así que el cloro tiene +1.
PASO 2: +1 es el menor número de oxidación del cloro: el ácido es el hipocloroso (HClO) y su sal, hipoclorito.
PASO 3: Clorito corresponde a +3 ($\mathrm{ClO_2^{-}}$), clorato a +5 ($\mathrm{ClO_3^{-}}$) y perclorato a +7 ($\mathrm{ClO_4^{-}}$).
RESULTADO: Hipoclorito de potasio.`,
  },
  {
    id: 'qui-acidos-bases-049',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es la fórmula del sulfato de aluminio?',
    options: ['Al₂(SO₄)₃', 'Al₂SO₄', 'Al(SO₄)₃', 'Al₃(SO₄)₂'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Iones: $\mathrm{Al^{3+}}$ y sulfato $\mathrm{SO_4^{2-}}$.
PASO 2: Para que la carga total sea cero: 2 aluminios ($+6$) y 3 sulfatos ($-6$). El paréntesis indica que el 3 afecta a todo el anión: Al₂(SO₄)₃.
PASO 3: Al₃(SO₄)₂ cruza mal las cargas ($+9 - 4$); Al₂SO₄ y Al(SO₄)₃ tampoco son neutros.
RESULTADO: Al₂(SO₄)₃.`,
  },
  {
    id: 'qui-acidos-bases-050',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'true-false',
    question: 'Una oxosal cuyo nombre termina en -ito proviene de un ácido cuyo nombre termina en -oso.',
    correctAnswer: true,
    explanation: `PASO 1: Regla de las oxosales: -oso → -ito y -ico → -ato. Ejemplos: ácido nitroso → nitrito; ácido nítrico → nitrato.
PASO 2: Para las sales de hidrácidos, -hídrico → -uro: ácido clorhídrico → cloruro.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-051',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es el nombre tradicional del FeCl₃? (El hierro actúa con +2 o +3.)',
    options: ['Cloruro ferroso', 'Clorato férrico', 'Clorito ferroso', 'Cloruro férrico'],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: Es una sal binaria (sin oxígeno): viene del ácido clorhídrico, y -hídrico pasa a -uro: cloruro.
PASO 2: Tres $\mathrm{Cl^{-}}$ compensan un hierro +3, el mayor de sus números de oxidación: férrico.
PASO 3: Clorato y clorito son aniones con oxígeno; cloruro ferroso es FeCl₂.
RESULTADO: Cloruro férrico (en Stock, cloruro de hierro (III)).`,
  },
  {
    id: 'qui-acidos-bases-052',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es la fórmula del ácido hipobromoso? (El bromo forma oxoácidos con +1, +3, +5 y +7.)',
    options: ['HBrO', 'HBrO₂', 'HBrO₃', 'HBr'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Hipo-…-oso corresponde al menor número de oxidación: +1.
PASO 2: Con un H (+1) y el Br (+1) hace falta un solo O (−2) para que sume cero: HBrO.
PASO 3: HBrO₂ es el bromoso (+3), HBrO₃ el brómico (+5) y HBr el hidrácido (ácido bromhídrico).
RESULTADO: HBrO.`,
  },
  {
    id: 'qui-acidos-bases-053',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cómo se llama la sal NaHCO₃, que se usa en polvo para hornear?',
    options: [
      'Carbonato de sodio',
      'Hidrogenocarbonito de sodio',
      'Hidrógeno carburo de sodio',
      'Hidrogenocarbonato de sodio',
    ],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: Es una sal ácida: el ácido carbónico, H₂CO₃, reemplazó sólo uno de sus dos hidrógenos por sodio. El anión es $\mathrm{HCO_3^{-}}$.
PASO 2: Se nombra anteponiendo "hidrógeno" al nombre del anión: hidrogenocarbonato de sodio (en la tradicional, bicarbonato de sodio).
PASO 3: El carbonato de sodio es Na₂CO₃; "carbonito" correspondería a un ácido -oso que no se usa para el carbono en este curso; el carburo no tiene oxígeno.
RESULTADO: Hidrogenocarbonato de sodio.`,
  },
  {
    id: 'qui-acidos-bases-054',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es el número de oxidación del fósforo en el ácido fosfórico, H₃PO₄?',
    options: ['+5', '+8', '+3', '−5'],
    correctAnswer: 0,
    check: { compute: () => 4 * 2 - 3 * 1 },
    explanation: String.raw`PASO 1: Suma de números de oxidación igual a cero: $3 \cdot (+1) + x + 4 \cdot (-2) = 0$.
PASO 2: $3 + x - 8 = 0$, entonces $x = +5$. Por eso es el ácido fosfórico (-ico, el mayor); el fosforoso, H₃PO₃, tiene +3.
PASO 3: +8 sale de ignorar los hidrógenos; −5, de un error de signo; +3, de mirar sólo la cantidad de hidrógenos.
RESULTADO: +5.`,
  },
  {
    id: 'qui-acidos-bases-055',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es la fórmula del nitrito de calcio?',
    options: ['Ca(NO₂)₂', 'CaNO₂', 'Ca(NO₃)₂', 'Ca₂NO₂'],
    correctAnswer: 0,
    explanation: String.raw`PASO 1: Nitrito viene del ácido nitroso, HNO₂: el anión es $\mathrm{NO_2^{-}}$ (nitrógeno +3).
PASO 2: El calcio es $\mathrm{Ca^{2+}}$: hacen falta dos nitritos, Ca(NO₂)₂.
PASO 3: Ca(NO₃)₂ es el nitrato de calcio (del ácido nítrico); CaNO₂ y Ca₂NO₂ no son neutros.
RESULTADO: Ca(NO₂)₂.`,
  },
  {
    id: 'qui-acidos-bases-056',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuál es la masa molar del sulfato de hierro (III)? (Fe = 56; S = 32; O = 16)',
    options: ['400 g/mol', '152 g/mol', '208 g/mol', '360 g/mol'],
    correctAnswer: 0,
    check: { compute: () => 2 * 56 + 3 * (32 + 4 * 16) },
    explanation: String.raw`PASO 1: Fórmula: $\mathrm{Fe^{3+}}$ y $\mathrm{SO_4^{2-}}$ se combinan como Fe₂(SO₄)₃.
PASO 2: $M = 2 \cdot 56 + 3 \cdot (32 + 4 \cdot 16) = 112 + 3 \cdot 96 = 112 + 288 = 400$ g/mol.
PASO 3: 152 g/mol es el FeSO₄ (sulfato de hierro (II)); 208 g/mol sale de escribir Fe₂SO₄; 360 g/mol, de cruzar mal las cargas (Fe₃(SO₄)₂).
RESULTADO: 400 g/mol.`,
  },
  {
    id: 'qui-acidos-bases-057',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Qué sal se forma al neutralizar completamente ácido sulfúrico con hidróxido de potasio?',
    options: [
      'K₂SO₃, sulfito de potasio',
      'K₂S, sulfuro de potasio',
      'KSO₄, sulfato de potasio',
      'K₂SO₄, sulfato de potasio',
    ],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: Ecuación: $\mathrm{H_2SO_4 + 2\,KOH \rightarrow K_2SO_4 + 2\,H_2O}$. Los dos H del ácido se reemplazan por K.
PASO 2: El anión conserva el azufre +6 del ácido sulfúrico: sulfato ($\mathrm{SO_4^{2-}}$). Con $\mathrm{K^{+}}$ hacen falta dos potasios: K₂SO₄.
PASO 3: El sulfito viene del ácido sulfuroso y el sulfuro del sulfhídrico; KSO₄ no es neutro.
RESULTADO: K₂SO₄, sulfato de potasio.`,
  },
  {
    id: 'qui-acidos-bases-058',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'true-false',
    question: 'El ácido clórico es el HClO₃, y su sal de sodio se llama clorito de sodio.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: En HClO₃ el cloro tiene $1 + x - 6 = 0$, $x = +5$: es el ácido clórico. Esa parte es correcta.
PASO 2: Pero -ico pasa a -ato en la sal: NaClO₃ es clorato de sodio. El clorito de sodio, NaClO₂, viene del ácido cloroso.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-acidos-bases-059',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'multiple-choice',
    question: '¿Cuántos átomos de oxígeno hay en una unidad fórmula de sulfato de hierro (III)?',
    options: ['12', '7', '4', '3'],
    correctAnswer: 0,
    check: { compute: () => 3 * 4 },
    explanation: String.raw`PASO 1: La fórmula es Fe₂(SO₄)₃: dos $\mathrm{Fe^{3+}}$ y tres $\mathrm{SO_4^{2-}}$.
PASO 2: Cada sulfato tiene 4 oxígenos y hay 3 sulfatos: $3 \cdot 4 = 12$.
PASO 3: 4 sale de olvidar el subíndice del paréntesis; 7, de sumarlo ($4 + 3$); 3 es la cantidad de sulfatos.
RESULTADO: 12 átomos de oxígeno.`,
  },
  {
    id: 'qui-acidos-bases-060',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.nomenclatura-acidos-sales',
    kind: 'true-false',
    question:
      'El H₂S disuelto en agua se llama ácido sulfhídrico, y su sal de sodio, Na₂S, se llama sulfato de sodio.',
    correctAnswer: false,
    explanation: `PASO 1: El H₂S es un hidrácido: en solución acuosa es el ácido sulfhídrico. Esa parte es correcta.
PASO 2: Las sales de los hidrácidos terminan en -uro: Na₂S es sulfuro de sodio. El sulfato de sodio es Na₂SO₄, que viene del ácido sulfúrico.
RESULTADO: Falso.`,
  },
];
