import type { Exercise } from '../../../schema.ts';

export const exercises: Exercise[] = [
  // ── Fácil ──────────────────────────────────────────────────────────────
  {
    id: 'qui-soluciones-001',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.concentraciones-porcentuales',
    kind: 'multiple-choice',
    question:
      'Se disuelven 20 g de cloruro de sodio en 180 g de agua. ¿Cuál es la concentración de la solución en % m/m?',
    options: ['11,11 % m/m', '10 % m/m', '20 % m/m', '90 % m/m'],
    correctAnswer: 1,
    check: { compute: () => (20 / (20 + 180)) * 100 },
    explanation: String.raw`PASO 1: La masa de la solución es soluto más solvente: $20 + 180 = 200$ g.
PASO 2: $\%\,m/m = \dfrac{20}{200} \cdot 100 = 10$ %.
PASO 3: 11,11 % sale de dividir por la masa de agua (180 g) en lugar de la de solución; 90 % es el porcentaje de agua.
RESULTADO: La solución es 10 % m/m.`,
  },
  {
    id: 'qui-soluciones-002',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.concentraciones-porcentuales',
    kind: 'multiple-choice',
    question:
      'El suero fisiológico es una solución de NaCl al 0,9 % m/v. ¿Cuántos gramos de NaCl hay en una bolsa de 500 mL?',
    options: ['0,45 g', '450 g', '4,5 g', '45 g'],
    correctAnswer: 2,
    check: { compute: () => (0.9 / 100) * 500 },
    explanation: String.raw`PASO 1: 0,9 % m/v significa 0,9 g de soluto cada 100 mL de solución.
PASO 2: Para 500 mL: $\dfrac{0{,}9\ \text{g}}{100\ \text{mL}} \cdot 500\ \text{mL} = 4{,}5$ g.
PASO 3: 450 g sale de multiplicar 0,9 por 500 sin dividir por 100; 0,45 g, de dividir por 1000 como si el porcentaje fuera por litro.
RESULTADO: Hay 4,5 g de NaCl.`,
  },
  {
    id: 'qui-soluciones-003',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'true-false',
    question: 'En una solución de azúcar en agua, el agua es el solvente y el azúcar es el soluto.',
    correctAnswer: true,
    explanation: `PASO 1: El solvente es el componente que está en mayor proporción y dispersa al otro; el soluto es el que está en menor proporción.
PASO 2: En el agua azucarada el agua es mayoritaria y disuelve al azúcar.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-soluciones-004',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question: 'Se disuelven 2 mol de soluto en agua hasta obtener 500 mL de solución. ¿Cuál es la molaridad?',
    options: ['1 M', '0,004 M', '4 M', '0,25 M'],
    correctAnswer: 2,
    check: { compute: () => 2 / 0.5 },
    explanation: String.raw`PASO 1: Pasá el volumen a litros: $500\ \text{mL} = 0{,}5$ L.
PASO 2: $M = \dfrac{n}{V} = \dfrac{2\ \text{mol}}{0{,}5\ \text{L}} = 4$ M.
PASO 3: 0,004 M sale de dividir por 500 sin pasar a litros; 1 M, de multiplicar en lugar de dividir; 0,25 M, de invertir el cociente.
RESULTADO: La solución es 4 M.`,
  },
  {
    id: 'qui-soluciones-005',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'true-false',
    question: 'Una solución saturada es la que, a esa temperatura, ya no puede disolver más soluto.',
    correctAnswer: true,
    explanation: `PASO 1: La solubilidad es la máxima cantidad de soluto que se disuelve en una cantidad de solvente a una temperatura dada.
PASO 2: Cuando la solución llega a ese máximo está saturada: si agregás más soluto, queda sin disolver.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-soluciones-006',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.concentraciones-porcentuales',
    kind: 'multiple-choice',
    question:
      'Un vino tiene una graduación alcohólica de 12 % v/v. ¿Cuántos mililitros de etanol hay en una botella de 750 mL?',
    options: ['9 mL', '62,5 mL', '660 mL', '90 mL'],
    correctAnswer: 3,
    check: { compute: () => (750 * 12) / 100 },
    explanation: String.raw`PASO 1: 12 % v/v significa 12 mL de etanol cada 100 mL de vino.
PASO 2: $750 \cdot \dfrac{12}{100} = 90$ mL de etanol.
PASO 3: 62,5 mL sale de dividir 750 por 12; 660 mL es aproximadamente el resto del líquido, no el alcohol; 9 mL corre la coma un lugar.
RESULTADO: La botella contiene 90 mL de etanol.`,
  },
  {
    id: 'qui-soluciones-007',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'multiple-choice',
    question: '¿Cuál de estas mezclas es una solución?',
    options: [
      'Arena mezclada con agua',
      'Aceite y agua agitados',
      'Sal de mesa totalmente disuelta en agua',
      'Un trozo de granito',
    ],
    correctAnswer: 2,
    explanation: `PASO 1: Una solución es una mezcla homogénea: presenta una sola fase y no se distinguen sus componentes.
PASO 2: La arena no se disuelve y sedimenta; el aceite y el agua forman dos capas; en el granito se distinguen granos de distintos minerales. Las tres son mezclas heterogéneas.
PASO 3: La sal disuelta se reparte de manera uniforme en el agua: hay una sola fase.
RESULTADO: La sal totalmente disuelta en agua es una solución.`,
  },
  {
    id: 'qui-soluciones-008',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'true-false',
    question: 'Al aumentar la temperatura, aumenta la cantidad de gas que puede disolverse en agua.',
    correctAnswer: false,
    explanation: `PASO 1: Para la mayoría de los sólidos la solubilidad aumenta con la temperatura, pero los gases se comportan al revés.
PASO 2: Al calentar, las moléculas de gas tienen más energía y escapan de la solución: por eso una gaseosa tibia pierde el gas y los peces sufren en aguas calientes, con menos oxígeno disuelto.
RESULTADO: Falso: la solubilidad de los gases disminuye al aumentar la temperatura.`,
  },
  {
    id: 'qui-soluciones-009',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'Una muestra de 2 L de agua contiene 0,002 g de ion fluoruro. ¿Cuál es la concentración de fluoruro en ppm? (Tomá 1 L de agua ≈ 1 kg.)',
    options: ['0,001 ppm', '1 ppm', '1.000 ppm', '4 ppm'],
    correctAnswer: 1,
    check: { compute: () => (0.002 * 1000) / 2 },
    explanation: String.raw`PASO 1: Pasá la masa a miligramos: $0{,}002\ \text{g} = 2$ mg.
PASO 2: En soluciones acuosas diluidas, 1 ppm equivale a 1 mg por litro: $\dfrac{2\ \text{mg}}{2\ \text{L}} = 1$ mg/L.
PASO 3: 0,001 ppm deja la masa en gramos (eso son g/L) y 4 ppm multiplica en lugar de dividir.
RESULTADO: La concentración es 1 ppm.`,
  },
  // ── Medio ──────────────────────────────────────────────────────────────
  {
    id: 'qui-soluciones-010',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      '¿Qué masa de NaOH hay que pesar para preparar 250 mL de solución 0,2 M? (Na = 23; O = 16; H = 1)',
    options: ['2 g', '2.000 g', '8 g', '0,05 g'],
    correctAnswer: 0,
    check: { compute: () => 0.2 * 0.25 * 40 },
    explanation: String.raw`PASO 1: Moles necesarios: $n = M \cdot V = 0{,}2\ \text{mol/L} \cdot 0{,}25\ \text{L} = 0{,}05$ mol.
PASO 2: Masa molar: $M(\mathrm{NaOH}) = 23 + 16 + 1 = 40$ g/mol.
PASO 3: Masa: $m = 0{,}05 \cdot 40 = 2$ g.
PASO 4: 2.000 g sale de usar 250 en lugar de 0,25 L; 8 g, de olvidar el volumen; 0,05 g confunde moles con gramos.
RESULTADO: Hay que pesar 2 g de NaOH.`,
  },
  {
    id: 'qui-soluciones-011',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'multiple-choice',
    question:
      'Se toman 50 mL de una solución 2 M de KCl y se diluyen con agua hasta un volumen final de 250 mL. ¿Cuál es la nueva concentración?',
    options: ['10 M', '0,4 M', '0,33 M', '2 M'],
    correctAnswer: 1,
    check: { compute: () => (2 * 50) / 250 },
    explanation: String.raw`PASO 1: Al diluir, los moles de soluto no cambian: $C_1 V_1 = C_2 V_2$.
PASO 2: $C_2 = \dfrac{2 \cdot 50}{250} = 0{,}4$ M.
PASO 3: 10 M invierte la proporción (diluir nunca aumenta la concentración); 0,33 M toma 250 mL como agua agregada (volumen final 300 mL); 2 M supone que la concentración no cambia.
RESULTADO: La nueva concentración es 0,4 M.`,
  },
  {
    id: 'qui-soluciones-012',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'multiple-choice',
    question:
      '¿Qué volumen de agua hay que agregar a 100 mL de HCl 6 M para obtener una solución 1,5 M? (Suponé volúmenes aditivos.)',
    options: ['400 mL', '25 mL', '300 mL', '75 mL'],
    correctAnswer: 2,
    check: { compute: () => (6 * 100) / 1.5 - 100 },
    explanation: String.raw`PASO 1: Calculá el volumen final con $C_1 V_1 = C_2 V_2$: $V_2 = \dfrac{6 \cdot 100}{1{,}5} = 400$ mL.
PASO 2: El agua a agregar es la diferencia entre el volumen final y el inicial: $400 - 100 = 300$ mL.
PASO 3: 400 mL es el volumen final, no el agua agregada; 25 mL y 75 mL salen de invertir la proporción.
RESULTADO: Hay que agregar 300 mL de agua.`,
  },
  {
    id: 'qui-soluciones-013',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.concentraciones-porcentuales',
    kind: 'multiple-choice',
    question: '¿Qué masas de azúcar y de agua necesitás para preparar 250 g de una solución al 8 % m/m?',
    options: [
      '20 g de azúcar y 250 g de agua',
      '20 g de azúcar y 230 g de agua',
      '8 g de azúcar y 242 g de agua',
      '31,25 g de azúcar y 218,75 g de agua',
    ],
    correctAnswer: 1,
    check: { compute: () => [250 * 0.08, 250 - 250 * 0.08] },
    explanation: String.raw`PASO 1: 8 % m/m significa 8 g de soluto cada 100 g de solución: $m_{\text{azúcar}} = 250 \cdot 0{,}08 = 20$ g.
PASO 2: El resto de la solución es agua: $250 - 20 = 230$ g.
PASO 3: Agregar 250 g de agua daría 270 g de solución, con menos del 8 %; 8 g toma el porcentaje como si fuera una masa; 31,25 g sale de dividir 250 por 8.
RESULTADO: 20 g de azúcar y 230 g de agua.`,
  },
  {
    id: 'qui-soluciones-014',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'Se disuelven 11,7 g de NaCl en agua y se completa hasta 500 mL de solución. ¿Cuál es la molaridad? (Na = 23; Cl = 35,5)',
    options: ['0,1 M', '0,2 M', '0,0004 M', '0,4 M'],
    correctAnswer: 3,
    check: { compute: () => 11.7 / 58.5 / 0.5 },
    explanation: String.raw`PASO 1: Masa molar: $M(\mathrm{NaCl}) = 23 + 35{,}5 = 58{,}5$ g/mol, así que $n = 11{,}7 / 58{,}5 = 0{,}2$ mol.
PASO 2: Volumen en litros: $0{,}5$ L.
PASO 3: $M = \dfrac{0{,}2}{0{,}5} = 0{,}4$ M.
PASO 4: 0,2 M son los moles, sin dividir por el volumen; 0,1 M multiplica por el volumen; 0,0004 M usa 500 mL sin pasar a litros.
RESULTADO: La solución es 0,4 M.`,
  },
  {
    id: 'qui-soluciones-015',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'Una solución de NaOH tiene una concentración de 4 % m/v. ¿Cuál es su molaridad? (M(NaOH) = 40 g/mol)',
    options: ['0,1 M', '1 M', '0,04 M', '10 M'],
    correctAnswer: 1,
    check: { compute: () => (4 * 10) / 40 },
    explanation: String.raw`PASO 1: 4 % m/v significa 4 g cada 100 mL, es decir, 40 g por litro de solución.
PASO 2: Pasá a moles: $\dfrac{40\ \text{g}}{40\ \text{g/mol}} = 1$ mol en 1 L.
PASO 3: $M = 1$ M. El 0,1 M sale de quedarse con los moles de 100 mL sin pasar a litro; 0,04 M toma el porcentaje como tanto por uno; 10 M invierte la relación.
RESULTADO: La solución es 1 M.`,
  },
  {
    id: 'qui-soluciones-016',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'El límite de arsénico en agua potable es 0,01 mg/L. Una muestra de 500 mL contiene 0,008 mg de arsénico. ¿Cuál es su concentración y qué conclusión sacás?',
    options: [
      '0,008 ppm; no supera el límite',
      '0,016 ppm; supera el límite',
      '0,004 ppm; no supera el límite',
      '16 ppm; supera el límite',
    ],
    correctAnswer: 1,
    check: { compute: () => 0.008 / 0.5 },
    explanation: String.raw`PASO 1: Pasá el volumen a litros: 500 mL = 0,5 L.
PASO 2: Concentración: $\dfrac{0{,}008\ \text{mg}}{0{,}5\ \text{L}} = 0{,}016$ mg/L, que en agua equivale a 0,016 ppm.
PASO 3: Compará: $0{,}016 > 0{,}01$, así que la muestra supera el límite.
PASO 4: 0,008 ppm olvida dividir por el volumen, 0,004 ppm multiplica por 0,5 y 16 ppm mezcla mg con g.
RESULTADO: 0,016 ppm: el agua supera el límite de arsénico.`,
  },
  {
    id: 'qui-soluciones-017',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'true-false',
    question: 'Cuando se diluye una solución agregando agua, la cantidad de moles de soluto no cambia.',
    correctAnswer: true,
    explanation: `PASO 1: Diluir es agregar solvente: no se agrega ni se quita soluto.
PASO 2: Lo que cambia es el volumen, y por eso baja la concentración. Esa conservación es la que da $C_1 V_1 = C_2 V_2$.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-soluciones-018',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'true-false',
    question:
      'Una solución 2 M de glucosa contiene 2 mol de glucosa por cada litro de agua usada como solvente.',
    correctAnswer: false,
    explanation: `PASO 1: La molaridad se define por litro de solución, no por litro de solvente.
PASO 2: Para preparar 1 L de glucosa 2 M se disuelven 2 mol de glucosa y se completa con agua hasta 1 L de solución; el agua usada es menos de 1 L.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-soluciones-019',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.concentraciones-porcentuales',
    kind: 'true-false',
    question:
      'Para calcular el % m/m de una solución se divide la masa de soluto por la masa de solvente y se multiplica por 100.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: El % m/m relaciona el soluto con la solución completa: $\%\,m/m = \dfrac{m_{\text{soluto}}}{m_{\text{soluto}} + m_{\text{solvente}}} \cdot 100$.
PASO 2: Dividir por la masa de solvente da un valor mayor al correcto. Con 20 g de sal en 180 g de agua se obtiene 11,1 % en lugar de 10 %.
RESULTADO: Falso.`,
  },
  // ── Difícil ────────────────────────────────────────────────────────────
  {
    id: 'qui-soluciones-020',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'Un ácido clorhídrico comercial tiene 36,5 % m/m de HCl y una densidad de 1,18 g/mL. ¿Cuál es su molaridad? (M(HCl) = 36,5 g/mol)',
    options: ['10 M', '8,47 M', '1 M', '11,8 M'],
    correctAnswer: 3,
    check: { compute: () => (1000 * 1.18 * 0.365) / 36.5 },
    explanation: String.raw`PASO 1: Tomá 1 L de solución como base. Su masa es $1000\ \text{mL} \cdot 1{,}18\ \text{g/mL} = 1180$ g.
PASO 2: Masa de HCl: $1180 \cdot 0{,}365 = 430{,}7$ g.
PASO 3: Moles: $430{,}7 / 36{,}5 = 11{,}8$ mol en 1 L, así que la solución es 11,8 M.
PASO 4: 10 M ignora la densidad (supone que 1 L pesa 1000 g); 8,47 M divide por la densidad en lugar de multiplicar; 1 M trabaja con 100 g de solución como si fueran 1 L.
RESULTADO: El ácido es 11,8 M.`,
  },
  {
    id: 'qui-soluciones-021',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'multiple-choice',
    question:
      'Se mezclan 100 mL de NaCl 1 M con 300 mL de NaCl 0,2 M. Suponiendo volúmenes aditivos, ¿cuál es la concentración de la mezcla?',
    options: ['0,6 M', '1,2 M', '0,16 M', '0,4 M'],
    correctAnswer: 3,
    check: { compute: () => (0.1 * 1 + 0.3 * 0.2) / 0.4 },
    explanation: String.raw`PASO 1: Moles de cada solución: $0{,}1 \cdot 1 = 0{,}1$ mol y $0{,}3 \cdot 0{,}2 = 0{,}06$ mol. Total: 0,16 mol.
PASO 2: Volumen total: $100 + 300 = 400$ mL = 0,4 L.
PASO 3: $C_f = \dfrac{0{,}16}{0{,}4} = 0{,}4$ M.
PASO 4: 0,6 M es el promedio simple (no pesa los volúmenes); 1,2 M suma las concentraciones; 0,16 M son los moles, sin dividir por el volumen.
RESULTADO: La mezcla es 0,4 M.`,
  },
  {
    id: 'qui-soluciones-022',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'multiple-choice',
    question:
      '¿Qué volumen de ácido sulfúrico concentrado 18 M se necesita para preparar 2 L de solución 0,45 M?',
    options: ['80 L', '50 mL', '1.950 mL', '5 mL'],
    correctAnswer: 1,
    check: { compute: () => ((0.45 * 2) / 18) * 1000 },
    explanation: String.raw`PASO 1: Planteá $C_1 V_1 = C_2 V_2$ con la solución concentrada como 1: $18 \cdot V_1 = 0{,}45 \cdot 2$.
PASO 2: $V_1 = \dfrac{0{,}9}{18} = 0{,}05$ L $= 50$ mL.
PASO 3: 80 L invierte la proporción; 1.950 mL es el agua que se agrega, no el ácido; 5 mL corre mal la coma al pasar a mililitros.
RESULTADO: Se necesitan 50 mL de H₂SO₄ 18 M (agregados sobre el agua, nunca al revés).`,
  },
  {
    id: 'qui-soluciones-023',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'multiple-choice',
    question:
      'La solubilidad del KNO₃ a 20 °C es de 32 g cada 100 g de agua. A 20 °C se agregan 50 g de KNO₃ a 125 g de agua y se agita hasta que no se disuelve más. ¿Qué masa de sal queda sin disolver?',
    options: ['18 g', '10 g', '40 g', '0 g: se disuelve todo'],
    correctAnswer: 1,
    check: { compute: () => 50 - (32 * 125) / 100 },
    explanation: String.raw`PASO 1: Calculá cuánto se disuelve como máximo en 125 g de agua: $32 \cdot \dfrac{125}{100} = 40$ g.
PASO 2: Lo que excede ese máximo queda sin disolver: $50 - 40 = 10$ g. La solución queda saturada.
PASO 3: 18 g usa la solubilidad como si fuera para 125 g de agua; 40 g es lo que se disuelve, no lo que sobra.
RESULTADO: Quedan 10 g de KNO₃ sin disolver.`,
  },
  {
    id: 'qui-soluciones-024',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'true-false',
    question:
      'Si a 200 mL de una solución 0,5 M se le agregan 300 mL de agua (volúmenes aditivos), la concentración final es 0,2 M.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: El volumen final es $200 + 300 = 500$ mL: el dato de 300 mL es agua agregada, no volumen final.
PASO 2: $C_2 = \dfrac{0{,}5 \cdot 200}{500} = 0{,}2$ M.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-soluciones-025',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.concentraciones-porcentuales',
    kind: 'true-false',
    question: 'Una solución acuosa de NaCl al 10 % m/v es, necesariamente, también una solución al 10 % m/m.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: 10 % m/v son 10 g de soluto cada 100 mL de solución; 10 % m/m son 10 g cada 100 g de solución.
PASO 2: Sólo coinciden si 100 mL de solución pesan 100 g, es decir, si la densidad es 1 g/mL. Una solución de NaCl es más densa que el agua (por ejemplo, 1,07 g/mL), así que 100 mL pesan 107 g y la concentración es $\dfrac{10}{107} \cdot 100 \approx 9{,}3$ % m/m.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-soluciones-026',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'true-false',
    question:
      'Una solución acuosa de NaOH 0,5 M contiene 20 g de NaOH por cada litro de solución. (M(NaOH) = 40 g/mol)',
    correctAnswer: true,
    explanation: String.raw`PASO 1: 0,5 M significa 0,5 mol de NaOH por litro de solución.
PASO 2: En masa: $0{,}5 \cdot 40 = 20$ g por litro.
RESULTADO: Verdadero.`,
  },
];
