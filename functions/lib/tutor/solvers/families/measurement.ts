/**
 * Measurement's solvers: unit conversions. After physics, whose statements also hold quantities to
 * convert, and before math, whose arithmetic would take "90 / 3,6" from a conversion.
 */
import { declareSolver, fromText } from '../declaration.ts';
import { solveConversion } from '../units.ts';

export const measurementSolvers = [
  declareSolver({
    name: 'convert_units',
    summary:
      'Converts one quantity to another unit of the same kind: length, time, speed, acceleration, mass, volume, temperature (°C, K), pressure or energy. Pass one quantity and the target unit.',
    examples: ['pasá 90 km/h a m/s', '250 cm³ en litros', '¿cuántas atm son 380 mmHg?', '25 °C a K'],
    solve: fromText(solveConversion),
  }),
] as const;
