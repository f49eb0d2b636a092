import type { MultipleChoiceExercise } from '../schema.ts';
import { pasos } from './steps.ts';

const r = String.raw;

export const quimica: MultipleChoiceExercise[] = [
  {
    id: 'qui-prueba-001',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      'Un átomo neutro de sodio tiene número atómico $Z = 11$ y número másico $A = 23$. ¿Cuántos neutrones tiene?',
    options: ['12 neutrones', '11 neutrones', '23 neutrones', '34 neutrones'],
    correctAnswer: 0,
    check: { compute: () => 23 - 11 },
    explanation: pasos(
      [
        '$Z$ cuenta los protones y $A$ cuenta protones más neutrones (las partículas del núcleo).',
        'Neutrones $= A - Z = 23 - 11 = 12$.',
        'El 11 son los protones (y, en el átomo neutro, también los electrones); 34 sale de sumar en lugar de restar.',
      ],
      'El sodio-23 tiene 12 neutrones.',
    ),
  },
  {
    id: 'qui-prueba-002',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`¿Cuántos electrones tiene el ion magnesio $\mathrm{Mg^{2+}}$? (Z = 12)`,
    options: ['10 electrones', '12 electrones', '14 electrones', '2 electrones'],
    correctAnswer: 0,
    check: { compute: () => 12 - 2 },
    explanation: pasos(
      [
        'El átomo neutro de magnesio tiene 12 protones y 12 electrones.',
        'La carga 2+ indica que perdió 2 electrones: los protones no cambian.',
        'Le quedan $12 - 2 = 10$ electrones. Sumar los 2 (14) correspondería a un ion negativo, con carga 2−.',
      ],
      r`$\mathrm{Mg^{2+}}$ tiene 10 electrones.`,
    ),
  },
  {
    id: 'qui-prueba-003',
    topic: 'estequiometria',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: '¿Cuál es la masa molar del carbonato de calcio, CaCO₃? (Ca = 40; C = 12; O = 16)',
    options: ['100 g/mol', '68 g/mol', '84 g/mol', '116 g/mol'],
    correctAnswer: 0,
    check: { compute: () => 40 + 12 + 3 * 16 },
    explanation: pasos(
      [
        'Contá los átomos de la fórmula: 1 Ca, 1 C y 3 O (el subíndice 3 afecta solo al oxígeno).',
        r`Sumá las masas: $40 + 12 + 3 \cdot 16 = 40 + 12 + 48 = 100$.`,
        'Si ignorabas el subíndice llegabas a 68 g/mol; con 4 oxígenos, a 116 g/mol.',
      ],
      r`$M(\mathrm{CaCO_3}) = 100$ g/mol.`,
    ),
  },
  {
    id: 'qui-prueba-004',
    topic: 'estequiometria',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`Según la reacción $\mathrm{2\,H_2 + O_2 \rightarrow 2\,H_2O}$, ¿cuántos gramos de agua se forman con 4 g de hidrógeno y oxígeno de sobra? (H = 1; O = 16)`,
    options: ['36 g', '18 g', '72 g', '32 g'],
    correctAnswer: 0,
    check: { compute: () => (4 / 2) * 18 },
    explanation: pasos(
      [
        r`Pasá los gramos a moles: $M(\mathrm{H_2}) = 2$ g/mol, así que 4 g son $\frac{4}{2} = 2$ mol de $\mathrm{H_2}$.`,
        r`Según la ecuación, 2 mol de $\mathrm{H_2}$ forman 2 mol de agua.`,
        r`$M(\mathrm{H_2O}) = 2 + 16 = 18$ g/mol, y $2 \cdot 18 = 36$ g. Si tomabas los 4 g como 4 mol llegabas a 72 g.`,
      ],
      'Se forman 36 g de agua.',
    ),
  },
  {
    id: 'qui-prueba-005',
    topic: 'soluciones',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      'Se disuelven 20 g de sal en agua hasta obtener 500 mL de solución. ¿Cuál es la concentración en gramos por litro?',
    options: ['40 g/L', '0,04 g/L', '10 g/L', '25 g/L'],
    correctAnswer: 0,
    check: { compute: () => 20 / 0.5 },
    explanation: pasos(
      [
        'Pasá el volumen a litros: 500 mL = 0,5 L.',
        r`$C = \frac{m}{V} = \frac{20\ \text{g}}{0{,}5\ \text{L}} = 40$ g/L.`,
        'Dividir por 500 sin convertir da 0,04 (eso serían gramos por mililitro) y dividir al revés, 25.',
      ],
      'La concentración es 40 g/L.',
    ),
  },
  {
    id: 'qui-prueba-006',
    topic: 'soluciones',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: '¿Cuál es la molaridad de una solución que contiene 0,5 mol de NaCl en 250 mL de solución?',
    options: ['2 mol/L', '0,125 mol/L', '0,002 mol/L', '0,5 mol/L'],
    correctAnswer: 0,
    check: { compute: () => 0.5 / 0.25 },
    explanation: pasos(
      [
        'La molaridad son los moles de soluto por litro de solución. Pasá el volumen: 250 mL = 0,25 L.',
        r`$M = \frac{0{,}5\ \text{mol}}{0{,}25\ \text{L}} = 2$ mol/L.`,
        'Multiplicar da 0,125 y dividir por 250 sin convertir, 0,002.',
      ],
      'La solución es 2 M (2 mol/L).',
    ),
  },
  {
    id: 'qui-prueba-007',
    topic: 'acidos-bases',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: r`Una solución tiene $[\mathrm{H^+}] = 10^{-3}$ mol/L. ¿Cuál es su pH?`,
    options: ['3', '$-3$', '11', '7'],
    correctAnswer: 0,
    check: { compute: () => -Math.log10(1e-3) },
    explanation: pasos(
      [
        r`Por definición $\mathrm{pH} = -\log [\mathrm{H^+}]$.`,
        r`$\log 10^{-3} = -3$, así que $\mathrm{pH} = -(-3) = 3$: una solución ácida.`,
        'Olvidar el signo menos de la definición da −3; 11 es el pOH, no el pH.',
      ],
      'pH = 3.',
    ),
  },
  {
    id: 'qui-prueba-008',
    topic: 'acidos-bases',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: '¿Cuál es el pH de una solución 0,01 mol/L de NaOH, una base fuerte, a 25 °C?',
    options: ['12', '2', '$-2$', '16'],
    correctAnswer: 0,
    check: { compute: () => 14 - -Math.log10(0.01) },
    explanation: pasos(
      [
        r`El NaOH se disocia por completo, así que $[\mathrm{OH^-}] = 0{,}01 = 10^{-2}$ mol/L y el $\mathrm{pOH} = 2$.`,
        r`A 25 °C, $\mathrm{pH} + \mathrm{pOH} = 14$, entonces $\mathrm{pH} = 14 - 2 = 12$.`,
        'Quedarse con 2 es confundir pOH con pH, y 16 sale de sumar el pOH en lugar de restarlo: una base siempre tiene pH entre 7 y 14.',
      ],
      'pH = 12.',
    ),
  },
  {
    id: 'qui-prueba-009',
    topic: 'electroquimica',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: 'En una pila, ¿en qué electrodo ocurre la oxidación?',
    options: ['En el ánodo.', 'En el cátodo.', 'En el puente salino.', 'En los dos electrodos por igual.'],
    correctAnswer: 0,
    explanation: pasos(
      [
        'Oxidarse es perder electrones; reducirse es ganarlos.',
        'Por definición, el ánodo es el electrodo donde ocurre la oxidación y el cátodo, donde ocurre la reducción. Una regla para recordarlo: ánodo y oxidación empiezan con vocal; cátodo y reducción, con consonante.',
        'El puente salino no reacciona: mantiene neutras las soluciones dejando pasar iones.',
      ],
      'La oxidación ocurre en el ánodo.',
    ),
  },
  {
    id: 'qui-prueba-010',
    topic: 'electroquimica',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`¿Cuál es el número de oxidación del nitrógeno en el ácido nítrico, $\mathrm{HNO_3}$?`,
    options: ['$+5$', '$+6$', '$+3$', '$-5$'],
    correctAnswer: 0,
    check: { compute: () => 3 * 2 - 1 },
    explanation: pasos(
      [
        'En el compuesto neutro la suma de los números de oxidación es cero. El H vale +1 y cada O vale −2.',
        r`Planteá: $(+1) + x + 3 \cdot (-2) = 0$, o sea $1 + x - 6 = 0$.`,
        r`$x = +5$. Si te olvidabas del hidrógeno llegabas a $+6$; $+3$ es el nitrógeno del ácido nitroso, $\mathrm{HNO_2}$.`,
      ],
      'El nitrógeno tiene número de oxidación +5.',
    ),
  },
  {
    id: 'qui-prueba-011',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`La combustión $\mathrm{CH_4 + 2\,O_2 \rightarrow CO_2 + 2\,H_2O}$ libera 890 kJ por cada mol de metano. ¿Cuánto calor se libera al quemar 32 g de metano? (C = 12; H = 1)`,
    options: ['1780 kJ', '890 kJ', '445 kJ', '28.480 kJ'],
    correctAnswer: 0,
    check: { compute: () => (32 / (12 + 4 * 1)) * 890 },
    explanation: pasos(
      [
        r`Calculá la masa molar del metano: $M(\mathrm{CH_4}) = 12 + 4 \cdot 1 = 16$ g/mol.`,
        r`32 g son $\frac{32}{16} = 2$ mol de metano.`,
        r`Cada mol libera 890 kJ: $2 \cdot 890 = 1780$ kJ. Multiplicar 890 por los gramos (28.480 kJ) mezcla unidades: el dato es por mol.`,
      ],
      'Se liberan 1780 kJ.',
    ),
  },
];
