import type { Exercise } from '../../../schema.ts';

/** Problemas integradores de soluciones: reactivos comerciales, solubilidad y cambios de unidad. */
export const exercises: Exercise[] = [
  {
    id: 'qui-soluciones-027',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'El ácido sulfúrico comercial tiene 95 % m/m de H₂SO₄ y una densidad de 1,83 g/mL. ¿Cuál es su molaridad? (M(H₂SO₄) = 98 g/mol; redondeá a dos decimales.)',
    options: ['9,69 M', '1,83 M', '17,74 M', '8,87 M'],
    correctAnswer: 2,
    check: { compute: () => (1000 * 1.83 * 0.95) / 98 },
    explanation: String.raw`PASO 1: Tomá 1 L de solución (1000 mL). Su masa es $1000 \cdot 1{,}83 = 1830$ g.
PASO 2: El 95 % de esa masa es ácido: $0{,}95 \cdot 1830 = 1738{,}5$ g de H₂SO₄.
PASO 3: Moles: $1738{,}5 / 98 = 17{,}74$ mol en 1 L, es decir, 17,74 M.
PASO 4: 9,69 M sale de tomar 95 g por cada 100 mL de solución (olvida la densidad); 1,83 M confunde la densidad con la concentración; 8,87 M divide por el doble de la masa molar.
RESULTADO: 17,74 M.`,
  },
  {
    id: 'qui-soluciones-028',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'multiple-choice',
    question:
      'Se quiere preparar 500 mL de HNO₃ 0,2 M a partir de ácido nítrico comercial de 63 % m/m y densidad 1,4 g/mL. ¿Qué volumen del ácido comercial hay que medir? (M(HNO₃) = 63 g/mol; redondeá a dos decimales.)',
    options: ['4,5 mL', '10 mL', '7,14 mL', '14 mL'],
    correctAnswer: 2,
    check: { compute: () => (0.5 * 0.2 * 63) / 0.63 / 1.4 },
    explanation: String.raw`PASO 1: Moles que necesitás: $n = 0{,}2\ \text{M} \cdot 0{,}5\ \text{L} = 0{,}1$ mol, es decir, $0{,}1 \cdot 63 = 6{,}3$ g de HNO₃ puro.
PASO 2: El comercial tiene 63 g de HNO₃ cada 100 g: la masa de solución comercial es $6{,}3 / 0{,}63 = 10$ g.
PASO 3: Volumen: $V = m/\delta = 10 / 1{,}4 = 7{,}14$ mL.
PASO 4: 10 mL toma la masa de solución como si fuera volumen; 4,5 mL sale de dividir 6,3 g por la densidad sin tener en cuenta el 63 %; 14 mL multiplica por la densidad en lugar de dividir.
RESULTADO: Hay que medir 7,14 mL del ácido comercial y llevar a 500 mL con agua.`,
  },
  {
    id: 'qui-soluciones-029',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'multiple-choice',
    question:
      'La solubilidad del KNO₃ a 20 °C es de 32 g cada 100 g de agua. ¿Qué masa de KNO₃ hay disuelta en 660 g de solución saturada a esa temperatura?',
    options: ['211,2 g', '160 g', '500 g', '32 g'],
    correctAnswer: 1,
    check: { compute: () => (660 * 32) / (100 + 32) },
    explanation: String.raw`PASO 1: La solubilidad está dada por 100 g de agua, no de solución. Una solución saturada con 100 g de agua pesa $100 + 32 = 132$ g y tiene 32 g de sal.
PASO 2: Proporción: $m = 660 \cdot \dfrac{32}{132} = 160$ g de KNO₃ (y 500 g de agua).
PASO 3: 211,2 g sale de tomar el 32 % de la solución; 32 g es la solubilidad sin escalar a la masa del problema; 500 g es la masa de agua.
RESULTADO: 160 g de KNO₃.`,
  },
  {
    id: 'qui-soluciones-030',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'multiple-choice',
    question:
      'La solubilidad del KNO₃ es de 64 g cada 100 g de agua a 40 °C y de 32 g cada 100 g de agua a 20 °C. Una solución saturada preparada con 250 g de agua a 40 °C se enfría hasta 20 °C. ¿Qué masa de KNO₃ cristaliza?',
    options: ['32 g', '80 g', '160 g', '64 g'],
    correctAnswer: 1,
    check: { compute: () => (250 / 100) * (64 - 32) },
    explanation: String.raw`PASO 1: A 40 °C, 250 g de agua disuelven $2{,}5 \cdot 64 = 160$ g de KNO₃.
PASO 2: A 20 °C esa misma agua sólo puede retener $2{,}5 \cdot 32 = 80$ g.
PASO 3: El exceso cristaliza: $160 - 80 = 80$ g.
PASO 4: 32 g sale de usar la diferencia por 100 g de agua sin escalar a 250 g; 160 g es todo lo que estaba disuelto.
RESULTADO: Cristalizan 80 g de KNO₃.`,
  },
  {
    id: 'qui-soluciones-031',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'multiple-choice',
    question:
      'Se mezclan 200 mL de NaOH 0,5 M con 300 mL de NaOH al 2 % m/v. Suponiendo volúmenes aditivos, ¿cuál es la molaridad de la mezcla? (M(NaOH) = 40 g/mol)',
    options: ['0,25 M', '1,25 M', '0,2 M', '0,5 M'],
    correctAnswer: 3,
    check: { compute: () => (0.2 * 0.5 + (300 * 0.02) / 40) / 0.5 },
    explanation: String.raw`PASO 1: Moles de la primera: $0{,}5 \cdot 0{,}2 = 0{,}1$ mol.
PASO 2: La segunda tiene 2 g cada 100 mL: en 300 mL hay 6 g, es decir, $6/40 = 0{,}15$ mol.
PASO 3: Total: $0{,}25$ mol en $0{,}5$ L: $M = 0{,}25/0{,}5 = 0{,}5$ M.
PASO 4: 0,25 M confunde los moles totales con la molaridad; 1,25 M promedia 0,5 y 2 como si las dos fueran molaridades; 0,2 M usa sólo los moles de la primera.
RESULTADO: 0,5 M.`,
  },
  {
    id: 'qui-soluciones-032',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'Un agua dura contiene 250 ppm de CaCO₃ (250 mg por litro). ¿Cuál es la molaridad del CaCO₃? (M(CaCO₃) = 100 g/mol)',
    options: ['2,5 · 10⁻³ M', '2,5 M', '2,5 · 10⁻⁶ M', '0,25 M'],
    correctAnswer: 0,
    check: { compute: () => 250e-3 / 100 },
    explanation: String.raw`PASO 1: 250 ppm en agua equivale a 250 mg por litro: $0{,}25$ g/L.
PASO 2: Moles por litro: $0{,}25 / 100 = 0{,}0025 = 2{,}5 \cdot 10^{-3}$ M.
PASO 3: 2,5 M sale de no pasar los miligramos a gramos; $2{,}5 \cdot 10^{-6}$ M, de pasarlos dos veces; 0,25 M confunde gramos con moles.
RESULTADO: $2{,}5 \cdot 10^{-3}$ M.`,
  },
  {
    id: 'qui-soluciones-033',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multiple-choice',
    question:
      'Una solución acuosa de NaCl 2 M tiene una densidad de 1,08 g/mL. ¿Cuál es su concentración en % m/m? (M(NaCl) = 58,5 g/mol; redondeá a dos decimales.)',
    options: ['11,7 %', '12,15 %', '2 %', '10,83 %'],
    correctAnswer: 3,
    check: { compute: () => ((2 * 58.5) / (1000 * 1.08)) * 100 },
    explanation: String.raw`PASO 1: Tomá 1 L: tiene $2 \cdot 58{,}5 = 117$ g de NaCl y pesa $1000 \cdot 1{,}08 = 1080$ g.
PASO 2: $\%\,m/m = \dfrac{117}{1080} \cdot 100 = 10{,}83$ %.
PASO 3: 11,7 % es el % m/v (117 g en 1000 mL); 12,15 % divide por la masa de agua ($1080 - 117 = 963$ g) en lugar de la de solución.
RESULTADO: 10,83 % m/m.`,
  },
  {
    id: 'qui-soluciones-034',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'true-false',
    question:
      'Al diluir diez veces una solución de NaCl 0,5 M, la masa de NaCl disuelta se reduce a la décima parte.',
    correctAnswer: false,
    explanation: `PASO 1: Diluir es agregar solvente: el soluto que había sigue estando, sólo se reparte en más volumen.
PASO 2: Lo que baja a la décima parte es la concentración (de 0,5 M a 0,05 M); la masa y los moles de NaCl no cambian (C₁V₁ = C₂V₂).
RESULTADO: Falso.`,
  },
  {
    id: 'qui-soluciones-035',
    topic: 'soluciones',
    difficulty: 'dificil',
    subtopic: 'soluciones.conceptos-solubilidad',
    kind: 'true-false',
    question:
      'Si la solubilidad del NaCl a 20 °C es de 36 g cada 100 g de agua, una solución con 30 g de NaCl disueltos en 100 g de agua a 20 °C está no saturada.',
    correctAnswer: true,
    explanation: `PASO 1: A 20 °C, 100 g de agua pueden disolver hasta 36 g de NaCl.
PASO 2: Hay 30 g disueltos, menos que el máximo: todavía se pueden disolver 6 g más.
RESULTADO: Verdadero: está no saturada.`,
  },
];
