import { bohrAtom, energyLevels } from '../atom.ts';
import { galvanicCell } from '../cells.ts';
import { enthalpyDiagram } from '../energy-diagram.ts';
import { lewisOf } from '../lewis.ts';
import { numberLine } from '../number-line.ts';
import { plot } from '../plot.ts';
import type { ItemFigures } from './item-figures.ts';

/*
 * Química: the diagram each statement's data describe (ΔH as given, the half-cells as named), never a
 * structure or a value the question asks for.
 */

const exercises: ItemFigures['exercises'] = {
  'qui-termodinamica-quimica-004': enthalpyDiagram({
    reactants: 'CH₄ + 2 O₂',
    products: 'CO₂ + 2 H₂O',
    deltaH: -890,
    alt: 'Diagrama de entalpía de la combustión del metano: los productos, CO₂ + 2 H₂O, quedan 890 kJ por debajo de los reactivos, CH₄ + 2 O₂ (ΔH = −890 kJ, reacción exotérmica).',
  }),
  'qui-termodinamica-quimica-009': enthalpyDiagram({
    reactants: 'N₂ + 3 H₂',
    products: '2 NH₃',
    deltaH: -92,
    alt: 'Diagrama de entalpía de N₂ + 3 H₂ → 2 NH₃: los productos quedan 92 kJ por debajo de los reactivos (ΔH = −92 kJ, reacción exotérmica).',
  }),
  'qui-termodinamica-quimica-010': enthalpyDiagram({
    reactants: 'CH₄ y O₂',
    products: 'productos',
    deltaH: -890,
    unit: 'kJ/mol',
    alt: 'Diagrama de entalpía de la combustión del metano: los productos quedan 890 kJ por debajo de los reactivos por cada mol de CH₄ quemado (reacción exotérmica).',
  }),
  'qui-termodinamica-quimica-013': enthalpyDiagram({
    reactants: 'reactivos',
    products: 'productos',
    deltaH: -100,
    alt: 'Diagrama de entalpía de una reacción con ΔH = −100 kJ: los productos quedan 100 kJ por debajo de los reactivos.',
  }),
  'qui-termodinamica-quimica-015': enthalpyDiagram({
    reactants: 'CaCO₃',
    products: 'CaO + CO₂',
    deltaH: 178,
    alt: 'Diagrama de entalpía de la descomposición del CaCO₃: los productos, CaO + CO₂, quedan 178 kJ por encima del reactivo (ΔH = +178 kJ, reacción endotérmica).',
  }),
  'qui-termodinamica-quimica-021': enthalpyDiagram({
    reactants: 'N₂ + 3 H₂',
    products: '2 NH₃',
    deltaH: -92,
    alt: 'Diagrama de entalpía de la síntesis del amoníaco, N₂ + 3 H₂ → 2 NH₃: los productos quedan 92 kJ por debajo de los reactivos (ΔH = −92 kJ).',
  }),
  'qui-termodinamica-quimica-022': enthalpyDiagram({
    reactants: '2 H₂ + O₂',
    products: '2 H₂O',
    deltaH: -571.6,
    alt: 'Diagrama de entalpía de 2 H₂ + O₂ → 2 H₂O: los productos quedan 571,6 kJ por debajo de los reactivos (ΔH = −571,6 kJ).',
  }),
  'qui-termodinamica-quimica-023': enthalpyDiagram({
    reactants: 'CaCO₃',
    products: 'CaO + CO₂',
    deltaH: 178,
    alt: 'Diagrama de entalpía de la descomposición del CaCO₃: los productos, CaO + CO₂, quedan 178 kJ por encima del reactivo (ΔH = +178 kJ, reacción endotérmica).',
  }),
  'qui-termodinamica-quimica-030': enthalpyDiagram({
    reactants: 'H₂ + ½ O₂',
    products: 'H₂O',
    deltaH: -286,
    alt: 'Diagrama de entalpía de H₂ + ½ O₂ → H₂O: el producto queda 286 kJ por debajo de los reactivos (ΔH = −286 kJ).',
  }),
  'qui-electroquimica-012': galvanicCell({
    left: { metal: 'Zn', ion: 'Zn²⁺' },
    right: { metal: 'Cu', ion: 'Cu²⁺' },
    title: 'Pila de Daniell',
    alt: 'Pila de Daniell: un electrodo de zinc en una solución de Zn²⁺ y uno de cobre en una solución de Cu²⁺, unidos por un puente salino y, por fuera, por un cable con un voltímetro.',
  }),
  'qui-electroquimica-014': galvanicCell({
    left: { metal: 'Zn', ion: 'Zn²⁺', role: 'ánodo' },
    right: { metal: 'Cu', ion: 'Cu²⁺', role: 'cátodo' },
    title: 'Pila de Daniell',
    alt: 'Pila de Daniell: el ánodo de zinc en una solución de Zn²⁺ y el cátodo de cobre en una solución de Cu²⁺, unidos por un puente salino y por un cable con un voltímetro.',
  }),
  'qui-electroquimica-020': galvanicCell({
    left: { metal: 'Al', ion: 'Al³⁺' },
    right: { metal: 'Ag', ion: 'Ag⁺' },
    alt: 'Una pila con un electrodo de aluminio en una solución de Al³⁺ y uno de plata en una solución de Ag⁺, unidos por un puente salino y por un cable con un voltímetro.',
  }),
  'qui-electroquimica-030': galvanicCell({
    left: { metal: 'Mg', ion: 'Mg²⁺' },
    right: { metal: 'Cu', ion: 'Cu²⁺' },
    alt: 'Una pila con un electrodo de magnesio en una solución de Mg²⁺ y uno de cobre en una solución de Cu²⁺, unidos por un puente salino y por un cable con un voltímetro.',
  }),
  'qui-estructura-atomica-096': energyLevels({
    levels: [1, 2, 3].map((n) => -13.6 / n ** 2),
    jump: { from: 3, to: 2 },
    showEnergies: false,
    title: 'Órbitas de Bohr del hidrógeno',
    alt: 'Niveles de energía del electrón del hidrógeno en el modelo de Bohr, n = 1 a 3; una flecha marca el salto de la órbita n = 3 a la n = 2, en el que se emite un fotón.',
  }),
};

const miniClasses: ItemFigures['miniClasses'] = {
  'estructura-atomica-particulas': [
    bohrAtom({
      protons: 6,
      neutrons: 6,
      shells: [2, 4],
      symbol: 'C',
      alt: 'Un átomo de carbono-12 dibujado con el modelo de Bohr: en el núcleo, 6 protones y 6 neutrones (Z = 6, A = 12); alrededor, 6 electrones, 2 en el primer nivel y 4 en el segundo.',
    }),
  ],
  'estructura-atomica-configuracion': [
    bohrAtom({
      protons: 11,
      neutrons: 12,
      shells: [2, 8, 1],
      symbol: 'Na',
      alt: 'Un átomo de sodio (Z = 11) con sus electrones por nivel: 2 en el primero, 8 en el segundo y 1 en el tercero, como indica su configuración 1s² 2s² 2p⁶ 3s¹. Ese electrón solo del tercer nivel lo ubica en el período 3 y el grupo 1.',
    }),
  ],
  'estructura-atomica-propiedades-enlaces': [lewisOf('NaCl'), lewisOf('Cl2')],
  'acidos-bases-definiciones': [lewisOf('H3O'), lewisOf('NH4')],
  'acidos-bases-ph': [
    numberLine({
      min: 0,
      max: 14,
      intervals: [{ from: 0, to: 7, closedFrom: true }],
      points: [{ x: 7 }],
      ticks: [0, 7, 14],
      caption: 'ácido · neutro (pH 7) · básico',
      title: 'La escala de pH',
      alt: 'La escala de pH de 0 a 14 a 25 °C: el tramo marcado de 0 a 7 es la zona ácida, el 7 es el punto neutro y de 7 a 14 está la zona básica.',
    }),
  ],
  'acidos-bases-neutralizacion': [
    plot({
      title: 'Curva de titulación',
      x: { label: 'V base (mL)', min: 0, max: 50, ticks: [25, 50] },
      y: { label: 'pH', min: 0, max: 14, ticks: [7, 14] },
      curves: [{ f: (v) => 7 + 5.8 * Math.tanh((v - 25) / 2.2) }],
      marks: [{ at: [25, 7], label: 'punto de equivalencia', guides: true, towards: [1, 0.6] }],
      alt: 'Curva de titulación de un ácido fuerte con una base fuerte: el pH sube despacio, salta bruscamente cerca de los 25 mL de base agregada y sigue subiendo despacio. El punto de equivalencia, en el medio del salto, está en pH 7.',
    }),
  ],
  'termodinamica-quimica-entalpia': [
    enthalpyDiagram({
      reactants: 'reactivos',
      products: 'productos',
      deltaH: -100,
      title: 'Reacción exotérmica',
      alt: 'Diagrama de entalpía de una reacción exotérmica: los productos quedan por debajo de los reactivos, así que ΔH es negativo y el sistema libera calor; la curva pasa antes por la barrera de la energía de activación.',
    }),
    enthalpyDiagram({
      reactants: 'reactivos',
      products: 'productos',
      deltaH: 60,
      title: 'Reacción endotérmica',
      alt: 'Diagrama de entalpía de una reacción endotérmica: los productos quedan por encima de los reactivos, así que ΔH es positivo y el sistema absorbe calor.',
    }),
  ],
  'electroquimica-pilas': [
    galvanicCell({
      left: { metal: 'Zn', ion: 'Zn²⁺', role: 'ánodo (−)' },
      right: { metal: 'Cu', ion: 'Cu²⁺', role: 'cátodo (+)' },
      title: 'Pila de Daniell',
      alt: 'La pila de Daniell: el ánodo de zinc en solución de Zn²⁺, donde el zinc se oxida, y el cátodo de cobre en solución de Cu²⁺, donde el cobre se deposita; los une un puente salino y, por fuera, un cable con un voltímetro que marca 1,10 V en condiciones estándar.',
    }),
  ],
  'estructura-atomica-lewis-polaridad': [lewisOf('CO2'), lewisOf('NH3')],
};

export const figures: ItemFigures = {
  miniClasses,
  exercises,
};
