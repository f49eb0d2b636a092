import type { Exercise } from '../../../schema.ts';

export const exercises: Exercise[] = [
  // ── Fácil ──────────────────────────────────────────────────────────────
  {
    id: 'qui-acidos-bases-001',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: '¿Cuál es el pH de una solución de HCl 0,01 M? (El HCl es un ácido fuerte.)',
    options: ['pH = −2', 'pH = 2', 'pH = 12', 'pH = 0,01'],
    correctAnswer: 1,
    check: { compute: () => -Math.log10(0.01) },
    explanation: String.raw`PASO 1: El HCl es un ácido fuerte y monoprótico: se ioniza por completo, así que $[\mathrm{H^{+}}] = 0{,}01 = 10^{-2}$ M.
PASO 2: $\mathrm{pH} = -\log 10^{-2} = 2$.
PASO 3: −2 olvida el signo menos de la definición; 12 es el pOH; 0,01 es la concentración, no el pH.
RESULTADO: pH = 2.`,
  },
  {
    id: 'qui-acidos-bases-002',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question:
      'Según Arrhenius, una base es una sustancia que, disuelta en agua, libera iones hidróxido (OH⁻).',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Arrhenius define los ácidos como sustancias que en agua liberan $\mathrm{H^{+}}$ y las bases como sustancias que liberan $\mathrm{OH^{-}}$.
PASO 2: Ejemplo: $\mathrm{NaOH \rightarrow Na^{+} + OH^{-}}$.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-003',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: 'A 25 °C, una solución tiene pH = 3. ¿Cómo es la solución?',
    options: ['Básica', 'Neutra', 'Ácida', 'No se puede saber sin el pOH'],
    correctAnswer: 2,
    explanation: `PASO 1: A 25 °C la escala de pH tiene el 7 como valor neutro.
PASO 2: Valores menores que 7 indican solución ácida; mayores que 7, básica.
PASO 3: Como 3 < 7, la solución es ácida. El pOH no hace falta: vale $14 - 3 = 11$ y dice lo mismo.
RESULTADO: La solución es ácida.`,
  },
  {
    id: 'qui-acidos-bases-004',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: 'A 25 °C, una solución tiene pH = 4. ¿Cuánto vale su pOH?',
    options: ['4', '−4', '14', '10'],
    correctAnswer: 3,
    check: { compute: () => 14 - 4 },
    explanation: String.raw`PASO 1: A 25 °C, $\mathrm{pH} + \mathrm{pOH} = 14$.
PASO 2: $\mathrm{pOH} = 14 - 4 = 10$.
PASO 3: pH y pOH sólo coinciden en una solución neutra (los dos valen 7).
RESULTADO: pOH = 10.`,
  },
  {
    id: 'qui-acidos-bases-005',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question: 'El agua pura a 25 °C tiene pH 7.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: En agua pura, por autoionización, $[\mathrm{H^{+}}] = [\mathrm{OH^{-}}]$ y su producto es $K_w = 10^{-14}$.
PASO 2: Entonces $[\mathrm{H^{+}}] = 10^{-7}$ M y $\mathrm{pH} = 7$.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-006',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.neutralizacion-indicadores',
    kind: 'multiple-choice',
    question:
      'Se agregan unas gotas de fenolftaleína a una solución de hidróxido de sodio. ¿Qué color se observa?',
    options: ['Incolora', 'Amarillo', 'Rosa intenso', 'Azul'],
    correctAnswer: 2,
    explanation: `PASO 1: El NaOH es una base fuerte: la solución tiene pH bastante mayor que 7.
PASO 2: La fenolftaleína es incolora en medio ácido o neutro y se vuelve rosa intenso a partir de pH 8,2 aproximadamente.
PASO 3: El amarillo y el azul corresponden a otros indicadores, como el anaranjado de metilo o el azul de bromotimol.
RESULTADO: Se observa un color rosa intenso.`,
  },
  {
    id: 'qui-acidos-bases-007',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: '¿Cuál de estas sustancias es una base fuerte?',
    options: [
      String.raw`$\mathrm{HCl}$`,
      String.raw`$\mathrm{NH_3}$`,
      String.raw`$\mathrm{CH_3COOH}$`,
      String.raw`$\mathrm{NaOH}$`,
    ],
    correctAnswer: 3,
    explanation: `PASO 1: Las bases fuertes se disocian por completo en agua. Las más comunes son los hidróxidos de los metales alcalinos, como el NaOH.
PASO 2: El HCl es un ácido fuerte y el CH₃COOH (ácido acético) es un ácido débil.
PASO 3: El NH₃ es una base, pero débil: sólo una pequeña parte acepta protones del agua.
RESULTADO: El NaOH es una base fuerte.`,
  },
  {
    id: 'qui-acidos-bases-008',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question: 'Una solución de pH 2 tiene una concentración de H⁺ 10 veces mayor que una de pH 4.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: $[\mathrm{H^{+}}] = 10^{-\mathrm{pH}}$: para pH 2 es $10^{-2}$ M y para pH 4 es $10^{-4}$ M.
PASO 2: El cociente es $10^{-2} / 10^{-4} = 100$. Cada unidad de pH es un factor 10, así que dos unidades son un factor 100.
RESULTADO: Falso: es 100 veces mayor.`,
  },
  {
    id: 'qui-acidos-bases-009',
    topic: 'acidos-bases',
    difficulty: 'facil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: 'Una solución tiene pH = 5. ¿Cuál es su concentración de iones H⁺?',
    options: [
      String.raw`$1 \cdot 10^{5}$ M`,
      String.raw`$1 \cdot 10^{-9}$ M`,
      String.raw`$1 \cdot 10^{-7}$ M`,
      String.raw`$1 \cdot 10^{-5}$ M`,
    ],
    correctAnswer: 3,
    check: { compute: () => 10 ** -5 },
    explanation: String.raw`PASO 1: De la definición de pH: $[\mathrm{H^{+}}] = 10^{-\mathrm{pH}}$.
PASO 2: $[\mathrm{H^{+}}] = 10^{-5}$ M.
PASO 3: $10^{-9}$ M es la concentración de $\mathrm{OH^{-}}$ (pOH = 9); $10^{5}$ M olvida el signo y $10^{-7}$ M es la del agua neutra.
RESULTADO: $[\mathrm{H^{+}}] = 1 \cdot 10^{-5}$ M.`,
  },
  // ── Medio ──────────────────────────────────────────────────────────────
  {
    id: 'qui-acidos-bases-010',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: '¿Cuál es el pH de una solución de NaOH 0,001 M a 25 °C?',
    options: ['pH = 3', 'pH = 11', 'pH = −3', 'pH = 17'],
    correctAnswer: 1,
    check: { compute: () => 14 + Math.log10(0.001) },
    explanation: String.raw`PASO 1: El NaOH es una base fuerte con un OH: $[\mathrm{OH^{-}}] = 10^{-3}$ M.
PASO 2: $\mathrm{pOH} = -\log 10^{-3} = 3$.
PASO 3: $\mathrm{pH} = 14 - 3 = 11$.
PASO 4: pH = 3 confunde pH con pOH (daría una solución ácida para una base); −3 y 17 salen de errores de signo.
RESULTADO: pH = 11.`,
  },
  {
    id: 'qui-acidos-bases-011',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: '¿Cuál es el pH de una solución de Ca(OH)₂ 0,005 M a 25 °C? (Considerala una base fuerte.)',
    options: ['pH = 11,7', 'pH = 2', 'pH = 12', 'pH = 2,3'],
    correctAnswer: 2,
    check: { compute: () => 14 + Math.log10(2 * 0.005) },
    explanation: String.raw`PASO 1: Cada fórmula de Ca(OH)₂ libera 2 OH⁻: $[\mathrm{OH^{-}}] = 2 \cdot 0{,}005 = 0{,}01$ M.
PASO 2: $\mathrm{pOH} = -\log 0{,}01 = 2$.
PASO 3: $\mathrm{pH} = 14 - 2 = 12$.
PASO 4: 11,7 olvida el factor 2 ($\mathrm{pOH} = -\log 0{,}005 = 2{,}3$); 2 y 2,3 son valores de pOH, no de pH.
RESULTADO: pH = 12.`,
  },
  {
    id: 'qui-acidos-bases-012',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: String.raw`¿Cuál es el pH de una solución de HNO₃ 0,002 M? (Dato: $\log 2 \approx 0{,}30$)`,
    options: ['pH = 3,3', 'pH = 2,7', 'pH = 11,3', 'pH = −2,7'],
    correctAnswer: 1,
    check: { compute: () => -Math.log10(0.002) },
    explanation: String.raw`PASO 1: El HNO₃ es un ácido fuerte monoprótico: $[\mathrm{H^{+}}] = 2 \cdot 10^{-3}$ M.
PASO 2: $\mathrm{pH} = -\log (2 \cdot 10^{-3}) = 3 - \log 2 = 3 - 0{,}30 = 2{,}70$.
PASO 3: 3,3 suma $\log 2$ en lugar de restarlo (el pH tiene que ser menor que 3 porque la concentración es mayor que $10^{-3}$); 11,3 es el pOH; −2,7 olvida el signo.
RESULTADO: pH ≈ 2,7.`,
  },
  {
    id: 'qui-acidos-bases-013',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: 'Según Brønsted-Lowry, ¿cuál es la base conjugada del ácido sulfúrico, H₂SO₄?',
    options: [
      String.raw`$\mathrm{SO_4^{2-}}$`,
      String.raw`$\mathrm{HSO_4^{-}}$`,
      String.raw`$\mathrm{H_3SO_4^{+}}$`,
      String.raw`$\mathrm{OH^{-}}$`,
    ],
    correctAnswer: 1,
    explanation: String.raw`PASO 1: La base conjugada se obtiene quitándole al ácido un solo protón ($\mathrm{H^{+}}$): la fórmula pierde un H y la carga baja en 1.
PASO 2: $\mathrm{H_2SO_4 - H^{+} = HSO_4^{-}}$.
PASO 3: El $\mathrm{SO_4^{2-}}$ difiere en dos protones (es la base conjugada del $\mathrm{HSO_4^{-}}$); el $\mathrm{H_3SO_4^{+}}$ tendría un protón de más, y el $\mathrm{OH^{-}}$ no tiene relación con este par.
RESULTADO: La base conjugada es $\mathrm{HSO_4^{-}}$.`,
  },
  {
    id: 'qui-acidos-bases-014',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question: String.raw`En la reacción $\mathrm{NH_3 + H_2O \rightleftharpoons NH_4^{+} + OH^{-}}$, según Brønsted-Lowry, ¿qué especie actúa como ácido?`,
    options: [
      'El NH₃, porque gana un hidrógeno',
      'El H₂O, porque cede un protón al NH₃',
      'El OH⁻, porque tiene carga negativa',
      'Ninguna: la reacción no es ácido-base porque no hay ácido de Arrhenius',
    ],
    correctAnswer: 1,
    explanation: String.raw`PASO 1: Un ácido de Brønsted-Lowry es el que dona un protón ($\mathrm{H^{+}}$).
PASO 2: El agua pasa a $\mathrm{OH^{-}}$: perdió un $\mathrm{H^{+}}$, así que actuó como ácido. El $\mathrm{NH_3}$ pasa a $\mathrm{NH_4^{+}}$: aceptó el protón, así que es la base.
PASO 3: Es justamente un caso que la teoría de Arrhenius no explica y la de Brønsted-Lowry sí.
RESULTADO: El agua actúa como ácido.`,
  },
  {
    id: 'qui-acidos-bases-015',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.neutralizacion-indicadores',
    kind: 'multiple-choice',
    question: '¿Qué volumen de HCl 0,1 M se necesita para neutralizar exactamente 25 mL de NaOH 0,2 M?',
    options: ['12,5 mL', '25 mL', '50 mL', '0,5 mL'],
    correctAnswer: 2,
    check: { compute: () => (0.2 * 25) / 0.1 },
    explanation: String.raw`PASO 1: Moles de OH⁻: $0{,}2\ \text{mol/L} \cdot 0{,}025\ \text{L} = 0{,}005$ mol.
PASO 2: La relación HCl : NaOH es 1 : 1, así que hacen falta 0,005 mol de HCl.
PASO 3: Volumen: $V = \dfrac{0{,}005}{0{,}1} = 0{,}05$ L $= 50$ mL.
PASO 4: 25 mL supone que se neutraliza con volúmenes iguales; 12,5 mL invierte la proporción de concentraciones.
RESULTADO: Se necesitan 50 mL de HCl 0,1 M.`,
  },
  {
    id: 'qui-acidos-bases-016',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question:
      'El jugo de limón tiene pH ≈ 2 y el café, pH ≈ 5. ¿Cuántas veces mayor es la concentración de H⁺ en el jugo de limón?',
    options: ['3 veces', '2,5 veces', '100 veces', '1.000 veces'],
    correctAnswer: 3,
    check: { compute: () => 10 ** -2 / 10 ** -5 },
    explanation: String.raw`PASO 1: $[\mathrm{H^{+}}]_{\text{limón}} = 10^{-2}$ M y $[\mathrm{H^{+}}]_{\text{café}} = 10^{-5}$ M.
PASO 2: Cociente: $\dfrac{10^{-2}}{10^{-5}} = 10^{3} = 1000$.
PASO 3: 3 veces resta los pH como si la escala fuera lineal y 2,5 veces divide los pH; cada unidad de pH es un factor 10.
RESULTADO: La concentración de H⁺ es 1000 veces mayor en el limón.`,
  },
  {
    id: 'qui-acidos-bases-017',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question: 'Las dos especies de un par conjugado ácido-base de Brønsted-Lowry difieren en un protón (H⁺).',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Cuando un ácido dona un $\mathrm{H^{+}}$ se convierte en su base conjugada; cuando una base acepta un $\mathrm{H^{+}}$ se convierte en su ácido conjugado.
PASO 2: Por eso las dos especies del par difieren exactamente en un protón: $\mathrm{NH_4^{+} / NH_3}$, $\mathrm{HCl / Cl^{-}}$, $\mathrm{H_2O / OH^{-}}$.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-018',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question: 'Un ácido fuerte es lo mismo que un ácido concentrado.',
    correctAnswer: false,
    explanation: `PASO 1: "Fuerte" se refiere a cuánto se ioniza: un ácido fuerte se ioniza por completo en agua.
PASO 2: "Concentrado" se refiere a cuánto soluto hay por litro de solución.
PASO 3: Son ideas independientes: HCl 0,0001 M es un ácido fuerte pero muy diluido, y el ácido acético glacial es un ácido débil muy concentrado.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-acidos-bases-019',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question: String.raw`En cualquier solución acuosa a 25 °C se cumple $[\mathrm{H^{+}}] \cdot [\mathrm{OH^{-}}] = 1{,}0 \cdot 10^{-14}$, sea ácida, básica o neutra.`,
    correctAnswer: true,
    explanation: String.raw`PASO 1: La autoionización del agua es un equilibrio que está presente en toda solución acuosa, con constante $K_w = 1{,}0 \cdot 10^{-14}$ a 25 °C.
PASO 2: Si agregás un ácido, sube $[\mathrm{H^{+}}]$ y baja $[\mathrm{OH^{-}}]$ de manera que el producto se mantiene; con una base ocurre lo inverso.
RESULTADO: Verdadero.`,
  },
  // ── Difícil ────────────────────────────────────────────────────────────
  {
    id: 'qui-acidos-bases-020',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.neutralizacion-indicadores',
    kind: 'multiple-choice',
    question: String.raw`Se mezclan 50 mL de HCl 0,1 M con 30 mL de NaOH 0,1 M. ¿Cuál es el pH de la mezcla? (Dato: $\log 2{,}5 \approx 0{,}40$)`,
    options: ['pH = 7', 'pH = 2,7', 'pH = 1,6', 'pH = 1,4'],
    correctAnswer: 2,
    check: { compute: () => -Math.log10((0.05 * 0.1 - 0.03 * 0.1) / 0.08) },
    explanation: String.raw`PASO 1: Moles de H⁺: $0{,}1 \cdot 0{,}050 = 0{,}005$ mol. Moles de OH⁻: $0{,}1 \cdot 0{,}030 = 0{,}003$ mol.
PASO 2: Se neutralizan 0,003 mol y sobran $0{,}005 - 0{,}003 = 0{,}002$ mol de H⁺.
PASO 3: El exceso queda en el volumen total: $50 + 30 = 80$ mL. $[\mathrm{H^{+}}] = \dfrac{0{,}002}{0{,}080} = 0{,}025$ M.
PASO 4: $\mathrm{pH} = -\log 0{,}025 = 2 - \log 2{,}5 = 2 - 0{,}40 = 1{,}6$.
PASO 5: pH 7 supone neutralización completa; 2,7 toma 0,002 mol como si fuera la concentración; 1,4 divide por los 50 mL del ácido en lugar del volumen total.
RESULTADO: pH ≈ 1,6.`,
  },
  {
    id: 'qui-acidos-bases-021',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.neutralizacion-indicadores',
    kind: 'multiple-choice',
    question:
      'Se titulan 20 mL de H₂SO₄ 0,1 M con NaOH 0,1 M. ¿Qué volumen de NaOH se gasta hasta la neutralización completa?',
    options: ['20 mL', '10 mL', '40 mL', '80 mL'],
    correctAnswer: 2,
    check: { compute: () => (2 * 0.1 * 20) / (1 * 0.1) },
    explanation: String.raw`PASO 1: Reacción: $\mathrm{H_2SO_4 + 2\,NaOH \rightarrow Na_2SO_4 + 2\,H_2O}$. Cada H₂SO₄ aporta 2 H⁺.
PASO 2: Moles de H⁺: $2 \cdot 0{,}1 \cdot 0{,}020 = 0{,}004$ mol.
PASO 3: Hacen falta 0,004 mol de OH⁻: $V = \dfrac{0{,}004}{0{,}1} = 0{,}04$ L $= 40$ mL.
PASO 4: 20 mL olvida que el ácido es diprótico; 10 mL aplica el factor 2 al revés.
RESULTADO: Se gastan 40 mL de NaOH.`,
  },
  {
    id: 'qui-acidos-bases-022',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'multiple-choice',
    question:
      'Se toman 10 mL de una solución de HCl de pH 1 y se diluyen con agua hasta 1 L. ¿Cuál es el pH final?',
    options: ['pH = 1', 'pH = 0,01', 'pH = 3', 'pH = 2'],
    correctAnswer: 2,
    check: { compute: () => -Math.log10((0.1 * 10) / 1000) },
    explanation: String.raw`PASO 1: pH 1 significa $[\mathrm{H^{+}}] = 0{,}1$ M (ácido fuerte).
PASO 2: Dilución: $C_2 = \dfrac{0{,}1 \cdot 10}{1000} = 0{,}001$ M. El volumen aumentó 100 veces.
PASO 3: $\mathrm{pH} = -\log 0{,}001 = 3$. Diluir 100 veces sube el pH en 2 unidades.
PASO 4: pH = 0,01 divide el pH por 100 (el pH no se diluye, se diluye la concentración); pH = 1 supone que no cambia.
RESULTADO: pH = 3.`,
  },
  {
    id: 'qui-acidos-bases-023',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.neutralizacion-indicadores',
    kind: 'multiple-choice',
    question:
      'Una solución queda incolora con fenolftaleína (vira de incolora a rosa entre pH 8,2 y 10) y amarilla con anaranjado de metilo (rojo por debajo de pH 3,1, amarillo por encima de 4,4). ¿Entre qué valores está su pH?',
    options: ['Entre 3,1 y 4,4', 'Menor que 3,1', 'Entre 4,4 y 8,2', 'Mayor que 10'],
    correctAnswer: 2,
    check: { compute: () => [4.4, 8.2] },
    explanation: String.raw`PASO 1: Fenolftaleína incolora: el pH está por debajo de 8,2.
PASO 2: Anaranjado de metilo amarillo: el pH está por encima de 4,4.
PASO 3: Las dos condiciones juntas: $4{,}4 < \mathrm{pH} < 8{,}2$.
PASO 4: Con pH menor que 3,1 el anaranjado de metilo se vería rojo; entre 3,1 y 4,4, anaranjado; con pH mayor que 10 la fenolftaleína estaría rosa.
RESULTADO: El pH está entre 4,4 y 8,2.`,
  },
  {
    id: 'qui-acidos-bases-024',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.neutralizacion-indicadores',
    kind: 'true-false',
    question:
      'Si se mezclan 1 mol de HCl y 1 mol de NaOH en agua, la solución resultante tiene pH 7 a 25 °C.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: $\mathrm{HCl + NaOH \rightarrow NaCl + H_2O}$: 1 mol de H⁺ reacciona exactamente con 1 mol de OH⁻ y no sobra ninguno.
PASO 2: La sal formada, NaCl, proviene de un ácido fuerte y una base fuerte, así que no modifica el pH del agua.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-acidos-bases-025',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question:
      'Si se diluye suficientemente con agua una solución de HCl de pH 5, se puede llegar a una solución de pH 8.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Al diluir, la concentración de H⁺ aportada por el ácido baja y el pH sube, acercándose a 7.
PASO 2: Pero el agua siempre aporta $10^{-7}$ M de H⁺ y el ácido suma más: la solución nunca puede quedar con menos H⁺ que el agua pura. Por eso el pH tiende a 7 sin superarlo.
PASO 3: Aplicar $-\log$ a una concentración muy diluida, como $10^{-8}$ M, y obtener pH 8 es un error: ignora el aporte del agua.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-acidos-bases-026',
    topic: 'acidos-bases',
    difficulty: 'dificil',
    subtopic: 'acidos-bases.teorias-ph',
    kind: 'true-false',
    question: 'El amoníaco, NH₃, es una base según Brønsted-Lowry aunque su fórmula no contenga grupos OH.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Para Brønsted-Lowry una base es un aceptor de protones; no hace falta que tenga OH.
PASO 2: El NH₃ acepta un protón del agua: $\mathrm{NH_3 + H_2O \rightleftharpoons NH_4^{+} + OH^{-}}$. Los OH⁻ que aparecen vienen del agua.
RESULTADO: Verdadero.`,
  },
];
