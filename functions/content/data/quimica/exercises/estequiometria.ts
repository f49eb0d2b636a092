import { AVOGADRO as NA } from '../../../../lib/science/constants.ts';
import type { Exercise } from '../../../schema.ts';

export const exercises: Exercise[] = [
  // ── Fácil ──────────────────────────────────────────────────────────────
  {
    id: 'qui-estequiometria-001',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'multiple-choice',
    question: '¿Cuál es la masa molar del ácido sulfúrico, H₂SO₄? (H = 1; S = 32; O = 16)',
    options: ['49 g/mol', '82 g/mol', '98 g/mol', '97 g/mol'],
    correctAnswer: 2,
    check: { compute: () => 2 * 1 + 32 + 4 * 16 },
    explanation: String.raw`PASO 1: Contá los átomos de la fórmula: 2 H, 1 S y 4 O.
PASO 2: Multiplicá cada masa atómica por su subíndice y sumá: $2 \cdot 1 + 1 \cdot 32 + 4 \cdot 16 = 2 + 32 + 64 = 98$.
PASO 3: Si ignorás los subíndices obtenés $1 + 32 + 16 = 49$; si olvidás el subíndice del H, 97; si contás sólo 3 O, 82.
RESULTADO: $M(\mathrm{H_2SO_4}) = 98$ g/mol.`,
  },
  {
    id: 'qui-estequiometria-002',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'multiple-choice',
    question: '¿Cuántos moles hay en 88 g de dióxido de carbono, CO₂? (C = 12; O = 16)',
    options: ['3.872 mol', '2 mol', '0,5 mol', '3,14 mol'],
    correctAnswer: 1,
    check: { compute: () => 88 / (12 + 2 * 16) },
    explanation: String.raw`PASO 1: Calculá la masa molar: $M(\mathrm{CO_2}) = 12 + 2 \cdot 16 = 44$ g/mol.
PASO 2: Dividí la masa por la masa molar: $n = \dfrac{m}{M} = \dfrac{88\ \text{g}}{44\ \text{g/mol}} = 2$ mol.
PASO 3: 3.872 mol sale de multiplicar en lugar de dividir; 0,5 mol, de dividir al revés; 3,14 mol, de usar la masa molar del CO (28 g/mol).
RESULTADO: Hay 2 mol de CO₂.`,
  },
  {
    id: 'qui-estequiometria-003',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'multiple-choice',
    question: String.raw`¿Cuántas moléculas hay en 0,5 mol de agua? ($N_A = 6{,}02 \cdot 10^{23}$)`,
    options: [
      String.raw`$6{,}02 \cdot 10^{23}$ moléculas`,
      String.raw`$1{,}2 \cdot 10^{24}$ moléculas`,
      String.raw`$3{,}01 \cdot 10^{23}$ moléculas`,
      String.raw`$9{,}03 \cdot 10^{23}$ moléculas`,
    ],
    correctAnswer: 2,
    check: { compute: () => 0.5 * NA },
    explanation: String.raw`PASO 1: Un mol contiene $6{,}02 \cdot 10^{23}$ entidades, así que multiplicá los moles por $N_A$.
PASO 2: $N = 0{,}5 \cdot 6{,}02 \cdot 10^{23} = 3{,}01 \cdot 10^{23}$ moléculas.
PASO 3: $1{,}2 \cdot 10^{24}$ sale de dividir por 0,5 en lugar de multiplicar, y $9{,}03 \cdot 10^{23}$ cuenta átomos (3 por molécula), no moléculas.
RESULTADO: $3{,}01 \cdot 10^{23}$ moléculas.`,
  },
  {
    id: 'qui-estequiometria-004',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'true-false',
    question: String.raw`Un mol de cualquier sustancia contiene $6{,}02 \cdot 10^{23}$ entidades elementales (átomos, moléculas, iones o unidades fórmula).`,
    correctAnswer: true,
    explanation: String.raw`PASO 1: El mol es una unidad de cantidad de sustancia, igual que la docena es una unidad para contar.
PASO 2: Por definición, un mol tiene $N_A = 6{,}02 \cdot 10^{23}$ entidades, sin importar de qué sustancia se trate. Lo que cambia de una sustancia a otra es la masa de ese mol.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estequiometria-005',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question:
      '¿Qué volumen ocupan 2 mol de nitrógeno gaseoso, N₂, en condiciones normales de presión y temperatura (CNPT)?',
    options: ['22,4 L', '44,8 L', '11,2 L', '56 L'],
    correctAnswer: 1,
    check: { compute: () => 2 * 22.4 },
    explanation: String.raw`PASO 1: En CNPT (0 °C y 1 atm) un mol de cualquier gas ocupa 22,4 L.
PASO 2: $V = n \cdot 22{,}4\ \text{L/mol} = 2 \cdot 22{,}4 = 44{,}8$ L.
PASO 3: 22,4 L es el volumen de un solo mol, 11,2 L sale de dividir por 2 y 56 L es la masa de 2 mol de N₂ expresada en gramos, no un volumen.
RESULTADO: Ocupan 44,8 L.`,
  },
  {
    id: 'qui-estequiometria-006',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'true-false',
    question: 'Para balancear una ecuación química se pueden modificar los subíndices de las fórmulas.',
    correctAnswer: false,
    explanation: `PASO 1: Los subíndices forman parte de la identidad de la sustancia: H₂O es agua y H₂O₂ es agua oxigenada.
PASO 2: Si cambiás un subíndice, estás escribiendo otra sustancia. Para balancear sólo se ajustan los coeficientes, los números que van delante de cada fórmula.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-estequiometria-007',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'multiple-choice',
    question:
      'Balanceá la ecuación H₂ + O₂ → H₂O con los menores coeficientes enteros. ¿Qué coeficientes corresponden, en orden, al H₂, al O₂ y al H₂O?',
    options: ['1, 1, 1', '4, 2, 4', '1, 2, 1', '2, 1, 2'],
    correctAnswer: 3,
    check: { compute: () => [2, 1, 2] },
    explanation: `PASO 1: El oxígeno tiene 2 átomos a la izquierda y 1 a la derecha: poné un 2 delante del H₂O.
PASO 2: Ahora hay 4 átomos de H a la derecha: poné un 2 delante del H₂. Queda 2 H₂ + O₂ → 2 H₂O.
PASO 3: Control: 4 H y 2 O de cada lado. La opción 4, 2, 4 también está balanceada, pero no usa los menores enteros.
RESULTADO: 2, 1, 2.`,
  },
  {
    id: 'qui-estequiometria-008',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'multiple-choice',
    question:
      'En la reacción N₂ + 3 H₂ → 2 NH₃, ¿cuántos moles de amoníaco se forman a partir de 3 mol de N₂ con suficiente H₂?',
    options: ['2 mol', '6 mol', '3 mol', '9 mol'],
    correctAnswer: 1,
    check: { compute: () => 3 * (2 / 1) },
    explanation: String.raw`PASO 1: La ecuación está balanceada: 1 mol de N₂ forma 2 mol de NH₃.
PASO 2: Aplicá la relación: $3\ \text{mol N}_2 \cdot \dfrac{2\ \text{mol NH}_3}{1\ \text{mol N}_2} = 6$ mol de NH₃.
PASO 3: 2 mol es sólo el coeficiente, 3 mol supone una relación 1 : 1 y 9 mol usa el coeficiente del H₂ en lugar del del NH₃.
RESULTADO: Se forman 6 mol de NH₃.`,
  },
  {
    id: 'qui-estequiometria-009',
    topic: 'estequiometria',
    difficulty: 'facil',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'true-false',
    question:
      'En una reacción química, la masa total de los reactivos que reaccionan es igual a la masa total de los productos que se forman.',
    correctAnswer: true,
    explanation: `PASO 1: En una reacción química los átomos se reacomodan, pero no se crean ni se destruyen.
PASO 2: Como los mismos átomos están antes y después, la masa se conserva (ley de Lavoisier). Por ejemplo, 4 g de H₂ y 32 g de O₂ forman 36 g de H₂O.
RESULTADO: Verdadero.`,
  },
  // ── Medio ──────────────────────────────────────────────────────────────
  {
    id: 'qui-estequiometria-010',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'multiple-choice',
    question: String.raw`¿Cuántos átomos de hidrógeno hay en 36 g de agua, H₂O? ($N_A = 6{,}02 \cdot 10^{23}$; expresá el resultado con tres cifras significativas.)`,
    options: [
      String.raw`$1{,}2 \cdot 10^{24}$`,
      String.raw`$2{,}41 \cdot 10^{24}$`,
      String.raw`$3{,}61 \cdot 10^{24}$`,
      String.raw`$2{,}17 \cdot 10^{25}$`,
    ],
    correctAnswer: 1,
    check: { compute: () => (36 / 18) * 2 * NA },
    explanation: String.raw`PASO 1: Pasá la masa a moles: $M(\mathrm{H_2O}) = 18$ g/mol, así que $n = 36 / 18 = 2$ mol de agua.
PASO 2: Cada molécula de agua tiene 2 átomos de H: $2 \cdot 2 = 4$ mol de átomos de H.
PASO 3: Pasá a cantidad de átomos: $4 \cdot 6{,}02 \cdot 10^{23} = 2{,}41 \cdot 10^{24}$.
PASO 4: $1{,}2 \cdot 10^{24}$ son las moléculas, $3{,}61 \cdot 10^{24}$ son todos los átomos (H y O) y $2{,}17 \cdot 10^{25}$ sale de multiplicar los gramos por $N_A$ sin pasar a moles.
RESULTADO: Hay $2{,}41 \cdot 10^{24}$ átomos de hidrógeno.`,
  },
  {
    id: 'qui-estequiometria-011',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'multiple-choice',
    question:
      'Al balancear la combustión del propano, C₃H₈ + O₂ → CO₂ + H₂O, con los menores coeficientes enteros, ¿qué coeficiente lleva el O₂?',
    options: ['3', '4', '10', '5'],
    correctAnswer: 3,
    check: { compute: () => (3 * 2 + 4 * 1) / 2 },
    explanation: String.raw`PASO 1: Carbono: hay 3 a la izquierda, entonces 3 CO₂.
PASO 2: Hidrógeno: hay 8 a la izquierda, entonces 4 H₂O (cada una tiene 2 H).
PASO 3: Oxígeno a la derecha: $3 \cdot 2 + 4 \cdot 1 = 10$ átomos. Como cada O₂ aporta 2, hacen falta $10 / 2 = 5$ O₂.
PASO 4: 10 es la cantidad de átomos de O, no de moléculas; 3 considera sólo el oxígeno del CO₂; 4 es el coeficiente del agua.
RESULTADO: C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O; el coeficiente del O₂ es 5.`,
  },
  {
    id: 'qui-estequiometria-012',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'multiple-choice',
    question:
      '¿Qué masa de CO₂ se produce al quemar completamente 32 g de metano? CH₄ + 2 O₂ → CO₂ + 2 H₂O (C = 12; H = 1; O = 16)',
    options: ['32 g', '44 g', '176 g', '88 g'],
    correctAnswer: 3,
    check: { compute: () => (32 / 16) * 1 * 44 },
    explanation: String.raw`PASO 1: Moles de metano: $M(\mathrm{CH_4}) = 12 + 4 = 16$ g/mol, así que $n = 32 / 16 = 2$ mol.
PASO 2: Relación CH₄ : CO₂ = 1 : 1, entonces se forman 2 mol de CO₂.
PASO 3: Masa: $M(\mathrm{CO_2}) = 44$ g/mol, así que $m = 2 \cdot 44 = 88$ g.
PASO 4: 32 g supone que la masa pasa igual de un compuesto a otro, 44 g corresponde a 1 mol y 176 g usa el coeficiente 2 del agua o del O₂.
RESULTADO: Se producen 88 g de CO₂.`,
  },
  {
    id: 'qui-estequiometria-013',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'multiple-choice',
    question:
      'El aluminio se oxida según 4 Al + 3 O₂ → 2 Al₂O₃. ¿Cuántos moles de O₂ se necesitan para que reaccionen 8 mol de Al?',
    options: ['8 mol', '6 mol', '10,67 mol', '4 mol'],
    correctAnswer: 1,
    check: { compute: () => 8 * (3 / 4) },
    explanation: String.raw`PASO 1: De la ecuación balanceada: 4 mol de Al reaccionan con 3 mol de O₂.
PASO 2: $8\ \text{mol Al} \cdot \dfrac{3\ \text{mol O}_2}{4\ \text{mol Al}} = 6$ mol de O₂.
PASO 3: 8 mol supone una relación 1 : 1; 10,67 mol invierte el factor ($8 \cdot 4/3$); 4 mol son los moles de Al₂O₃ que se forman, no los de O₂.
RESULTADO: Se necesitan 6 mol de O₂.`,
  },
  {
    id: 'qui-estequiometria-014',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multiple-choice',
    question:
      'El zinc reacciona con ácido clorhídrico: Zn + 2 HCl → ZnCl₂ + H₂. ¿Qué volumen de H₂, medido en CNPT, se obtiene con 13,08 g de Zn y exceso de ácido? (Zn = 65,4)',
    options: ['4,48 L', '8,96 L', '2,24 L', '293 L'],
    correctAnswer: 0,
    check: { compute: () => (13.08 / 65.4) * 22.4 },
    explanation: String.raw`PASO 1: Moles de zinc: $n = 13{,}08 / 65{,}4 = 0{,}2$ mol.
PASO 2: Relación Zn : H₂ = 1 : 1, entonces se forman 0,2 mol de H₂. El coeficiente 2 es del HCl, no del H₂.
PASO 3: Volumen en CNPT: $V = 0{,}2 \cdot 22{,}4 = 4{,}48$ L.
PASO 4: 8,96 L aplica el coeficiente del HCl, 2,24 L divide por 2 y 293 L multiplica los gramos por 22,4 sin pasar a moles.
RESULTADO: Se obtienen 4,48 L de H₂.`,
  },
  {
    id: 'qui-estequiometria-015',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'multiple-choice',
    question:
      'Se mezclan 4 g de H₂ con 48 g de O₂ y reaccionan según 2 H₂ + O₂ → 2 H₂O. ¿Cuál es el reactivo limitante y qué masa de agua se forma? (H = 1; O = 16)',
    options: [
      'O₂; se forman 54 g de agua',
      'H₂; se forman 36 g de agua',
      'H₂; se forman 52 g de agua',
      'O₂; se forman 27 g de agua',
    ],
    correctAnswer: 1,
    check: { compute: () => Math.min(4 / 2 / 2, 48 / 32 / 1) * 2 * 18 },
    explanation: String.raw`PASO 1: Pasá a moles: $n(\mathrm{H_2}) = 4 / 2 = 2$ mol y $n(\mathrm{O_2}) = 48 / 32 = 1{,}5$ mol.
PASO 2: Dividí por los coeficientes: H₂: $2 / 2 = 1$; O₂: $1{,}5 / 1 = 1{,}5$. El menor es el del H₂: es el limitante.
PASO 3: Con el limitante: 2 mol de H₂ forman 2 mol de H₂O, es decir, $2 \cdot 18 = 36$ g.
PASO 4: Elegir el O₂ por tener menos moles (sin dividir por el coeficiente) lleva a 54 g; 52 g suma las masas como si todo reaccionara. Sobran $1{,}5 - 1 = 0{,}5$ mol de O₂.
RESULTADO: El H₂ es el limitante y se forman 36 g de agua.`,
  },
  {
    id: 'qui-estequiometria-016',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'multiple-choice',
    question:
      'Al calentar 100 g de CaCO₃ se descompone según CaCO₃ → CaO + CO₂ y se obtienen 50,4 g de CaO. ¿Cuál es el rendimiento de la reacción? (Ca = 40; C = 12; O = 16)',
    options: ['50,4 %', '9 %', '90 %', '56 %'],
    correctAnswer: 2,
    check: { compute: () => (50.4 / ((100 / 100) * 56)) * 100 },
    explanation: String.raw`PASO 1: Masas molares: $M(\mathrm{CaCO_3}) = 40 + 12 + 48 = 100$ g/mol y $M(\mathrm{CaO}) = 56$ g/mol.
PASO 2: Rendimiento teórico: 100 g de CaCO₃ son 1 mol y forman 1 mol de CaO, es decir, 56 g.
PASO 3: Rendimiento porcentual: $\dfrac{50{,}4}{56} \cdot 100 = 90$ %.
PASO 4: 50,4 % compara con la masa de reactivo en lugar del producto teórico y 9 % corre la coma al pasar a porcentaje (0,9 es el 90 %, no el 9 %).
RESULTADO: El rendimiento es del 90 %.`,
  },
  {
    id: 'qui-estequiometria-017',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'true-false',
    question:
      'En la ecuación 2 H₂ + O₂ → 2 H₂O, los coeficientes indican que 2 g de hidrógeno reaccionan con 1 g de oxígeno para formar 2 g de agua.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Los coeficientes expresan relaciones entre moles (o moléculas), no entre gramos.
PASO 2: La lectura correcta es: 2 mol de H₂ (4 g) reaccionan con 1 mol de O₂ (32 g) y forman 2 mol de H₂O (36 g). Fijate que la masa se conserva: $4 + 32 = 36$.
PASO 3: La afirmación ni siquiera conserva la masa ($2 + 1 \neq 2$).
RESULTADO: Falso.`,
  },
  {
    id: 'qui-estequiometria-018',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'true-false',
    question:
      'En CNPT, 1 mol de O₂ y 1 mol de CO₂ ocupan aproximadamente el mismo volumen, 22,4 L, aunque tengan distinta masa.',
    correctAnswer: true,
    explanation: `PASO 1: En los gases las moléculas están muy separadas y el volumen depende de la cantidad de moléculas, no de su tamaño ni de su masa (hipótesis de Avogadro).
PASO 2: Por eso, en CNPT, un mol de cualquier gas ocupa 22,4 L: 32 g de O₂ y 44 g de CO₂ ocupan el mismo volumen.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estequiometria-019',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'true-false',
    question:
      '1 mol de hierro tiene más masa que 1 mol de aluminio, aunque ambos contienen la misma cantidad de átomos. (Fe = 56; Al = 27)',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Un mol de cualquier elemento tiene $6{,}02 \cdot 10^{23}$ átomos: la cantidad de átomos es la misma.
PASO 2: La masa de un mol es la masa molar: 56 g para el hierro y 27 g para el aluminio, porque cada átomo de hierro es más pesado.
RESULTADO: Verdadero.`,
  },
  // ── Difícil ────────────────────────────────────────────────────────────
  {
    id: 'qui-estequiometria-020',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'multiple-choice',
    question:
      'Se calcinan 250 g de piedra caliza que contiene 80 % de CaCO₃; el carbonato se descompone según CaCO₃ → CaO + CO₂. ¿Qué masa de CaO se obtiene como máximo? (Ca = 40; C = 12; O = 16)',
    options: ['140 g', '112 g', '89,6 g', '88 g'],
    correctAnswer: 1,
    check: { compute: () => ((250 * 0.8) / 100) * 56 },
    explanation: String.raw`PASO 1: Corregí por pureza: sólo reacciona el CaCO₃, $250 \cdot 0{,}80 = 200$ g.
PASO 2: Pasá a moles: $n(\mathrm{CaCO_3}) = 200 / 100 = 2$ mol.
PASO 3: Relación CaCO₃ : CaO = 1 : 1, entonces se forman 2 mol de CaO: $2 \cdot 56 = 112$ g.
PASO 4: 140 g ignora la pureza, 89,6 g aplica el 80 % dos veces y 88 g es la masa del CO₂ formado, no la del CaO.
RESULTADO: Se obtienen 112 g de CaO.`,
  },
  {
    id: 'qui-estequiometria-021',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'multiple-choice',
    question:
      'Se hacen reaccionar 69 g de sodio con 71 g de cloro según 2 Na + Cl₂ → 2 NaCl. ¿Qué masa del reactivo en exceso queda sin reaccionar? (Na = 23; Cl = 35,5)',
    options: ['46 g de Na', '57,5 g de Na', '23 g de Na', '0 g: no sobra ningún reactivo'],
    correctAnswer: 2,
    check: { compute: () => (69 / 23 - 2 * (71 / 71)) * 23 },
    explanation: String.raw`PASO 1: Moles: $n(\mathrm{Na}) = 69 / 23 = 3$ mol y $n(\mathrm{Cl_2}) = 71 / 71 = 1$ mol.
PASO 2: Cocientes con los coeficientes: Na: $3 / 2 = 1{,}5$; Cl₂: $1 / 1 = 1$. El Cl₂ es el limitante y el Na está en exceso.
PASO 3: Na consumido: $1\ \text{mol Cl}_2 \cdot \dfrac{2\ \text{mol Na}}{1\ \text{mol Cl}_2} = 2$ mol. Sobra $3 - 2 = 1$ mol de Na, es decir, 23 g.
PASO 4: 46 g supone una relación 1 : 1 y 57,5 g invierte el factor (consume sólo 0,5 mol de Na).
RESULTADO: Quedan sin reaccionar 23 g de sodio.`,
  },
  {
    id: 'qui-estequiometria-022',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'multiple-choice',
    question:
      'En un alto horno ocurre Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂. Se tratan 400 g de un mineral con 80 % de Fe₂O₃ y el rendimiento es del 75 %. ¿Qué masa de hierro se obtiene? (Fe = 56; O = 16)',
    options: ['224 g', '168 g', '210 g', '84 g'],
    correctAnswer: 1,
    check: { compute: () => ((400 * 0.8) / 160) * 2 * 56 * 0.75 },
    explanation: String.raw`PASO 1: Pureza: $400 \cdot 0{,}80 = 320$ g de Fe₂O₃.
PASO 2: Moles: $M(\mathrm{Fe_2O_3}) = 2 \cdot 56 + 3 \cdot 16 = 160$ g/mol, así que $n = 320 / 160 = 2$ mol.
PASO 3: Relación Fe₂O₃ : Fe = 1 : 2, entonces se forman 4 mol de Fe en teoría: $4 \cdot 56 = 224$ g.
PASO 4: Rendimiento: $224 \cdot 0{,}75 = 168$ g.
PASO 5: 224 g olvida el rendimiento, 210 g olvida la pureza y 84 g usa una relación 1 : 1 entre Fe₂O₃ y Fe.
RESULTADO: Se obtienen 168 g de hierro.`,
  },
  {
    id: 'qui-estequiometria-023',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'multiple-choice',
    question:
      '¿Qué masa de O₂ se necesita para quemar completamente 46 g de etanol? C₂H₅OH + 3 O₂ → 2 CO₂ + 3 H₂O (C = 12; H = 1; O = 16)',
    options: ['32 g', '48 g', '96 g', '138 g'],
    correctAnswer: 2,
    check: { compute: () => (46 / (2 * 12 + 6 * 1 + 16)) * 3 * 32 },
    explanation: String.raw`PASO 1: Masa molar del etanol: $2 \cdot 12 + 6 \cdot 1 + 16 = 46$ g/mol (contá los 6 H: 5 del C₂H₅ y 1 del OH). Entonces hay 1 mol.
PASO 2: Relación etanol : O₂ = 1 : 3, así que se necesitan 3 mol de O₂.
PASO 3: Masa: $3 \cdot 32 = 96$ g.
PASO 4: 32 g supone 1 : 1, 48 g usa la masa de 3 mol de átomos de O (16 g/mol) en lugar de O₂ y 138 g multiplica directamente los gramos de etanol por 3.
RESULTADO: Se necesitan 96 g de O₂.`,
  },
  {
    id: 'qui-estequiometria-024',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'true-false',
    question:
      'Si se mezclan 1 mol de N₂ y 1 mol de H₂ para formar amoníaco (N₂ + 3 H₂ → 2 NH₃), el reactivo limitante es el N₂.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Dividí los moles de cada reactivo por su coeficiente: N₂: $1 / 1 = 1$; H₂: $1 / 3 \approx 0{,}33$.
PASO 2: El menor cociente es el del H₂: es el limitante. Para consumir 1 mol de N₂ harían falta 3 mol de H₂ y sólo hay 1.
PASO 3: Con 1 mol de H₂ reaccionan apenas 0,33 mol de N₂ y se forman 0,67 mol de NH₃; sobran 0,67 mol de N₂.
RESULTADO: Falso: el limitante es el H₂.`,
  },
  {
    id: 'qui-estequiometria-025',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'true-false',
    question:
      'El rendimiento porcentual se calcula dividiendo la masa de producto realmente obtenida por la masa teórica y multiplicando por 100, y no puede superar el 100 %.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: La masa teórica es el máximo que permite la estequiometría a partir del reactivo limitante.
PASO 2: $\%\ R = \dfrac{m_{\text{real}}}{m_{\text{teórica}}} \cdot 100$. Como lo obtenido no puede superar el máximo posible, $\%\ R \le 100$.
PASO 3: Si en un laboratorio da más de 100 %, es señal de un error: producto húmedo, impurezas o una cuenta mal hecha.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estequiometria-026',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.mol-masa-molar',
    kind: 'true-false',
    question: 'En 2 mol de H₂SO₄ hay 8 mol de átomos de oxígeno y 14 mol de átomos en total.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Cada unidad de H₂SO₄ tiene 2 H, 1 S y 4 O: 7 átomos.
PASO 2: Átomos de O: $2\ \text{mol} \cdot 4 = 8$ mol.
PASO 3: Átomos totales: $2\ \text{mol} \cdot 7 = 14$ mol.
RESULTADO: Verdadero.`,
  },
];
