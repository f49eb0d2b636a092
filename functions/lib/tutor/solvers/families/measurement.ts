/**
 * Measurement's solvers: significant figures and prefixes, unit conversions and packing counts. After
 * physics, whose statements also hold quantities to convert, and before math, whose arithmetic would take
 * "90 / 3,6" from a conversion.
 * Packing goes first: its statements hold several lengths, which the conversion never takes.
 */
import { declareSolver, fromText } from '../declaration.ts';
import { solvePacking } from '../packing.ts';
import { prefixedValue, scientificNotation, significantFigures } from '../significant-figures.ts';
import { solveConversion } from '../units.ts';

export const solvers = [
  significantFigures,
  prefixedValue,
  scientificNotation,
  declareSolver({
    name: 'count_packing',
    offer: 'cuántas piezas entran en un recipiente o cubren un piso',
    summary:
      'How many boxes, cubes or tiles of given measures fit in a container or cover a floor, with measures in any metric multiple (mm to km, dm, dam, hm), inches or feet. Certain only when the pieces fill it exactly; otherwise it asks whether the count is of whole pieces or by volume.',
    examples: [
      '¿Cuántas cajas de 20 cm × 30 cm × 40 cm entran en un contenedor de 2 m × 3 m × 4 m?',
      '¿Cuántos cubitos de 5 cm de arista caben en una caja de 0,5 m × 0,4 m × 0,3 m?',
      '¿Cuántas baldosas de 20 cm × 30 cm hacen falta para cubrir un piso de 4 m × 3 m?',
    ],
    solve: solvePacking,
  }),
  declareSolver({
    name: 'convert_units',
    offer: 'pasajes de unidades (también pulgadas, pies y millas)',
    summary:
      'Converts one quantity to another unit of the same kind: length (mm to km with dm, dam, hm; inch, foot, yard, mile), area (m², ha…), volume (m³, dm³, L, mL…), flow (L/min, m³/h), time, speed, acceleration, mass, temperature (°C, K), pressure or energy. Reads powers of ten (3,6 · 10⁵ mm) and uses an equivalence the statement gives (1 milla = 1609,344 m). Pass one quantity and the target unit.',
    examples: [
      'pasá 90 km/h a m/s',
      '250 cm³ en litros',
      '¿cuántas atm son 380 mmHg?',
      '25 °C a K',
      'pasá 5 pulgadas a cm',
      'Convertí 2,5 hm a dm',
      'Expresá 3,6 · 10⁵ mm en kilómetros.',
    ],
    solve: fromText(solveConversion),
  }),
] as const;
