/**
 * Measurement's solvers: significant figures and prefixes, unit conversions and packing counts. After
 * physics, whose statements also hold quantities to convert, and before math, whose arithmetic would take
 * "90 / 3,6" from a conversion.
 * Packing goes first: its statements hold several lengths, which the conversion never takes.
 */

import { solveConversionEach } from '../conversion-targets.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { solveFillCount } from '../fill-count.ts';
import { solveFillTime } from '../fill-time.ts';
import { solveFlow } from '../flow.ts';
import { solveMeasurementErrors } from '../measurement-errors.ts';
import { withMeasurementParts } from '../measurement-parts.ts';
import { withUnitWords } from '../measurement-units-words.ts';
import { solvePacking } from '../packing.ts';
import { solvePeriodicArithmetic } from '../periodic-decimals.ts';
import {
  prefixedValue,
  roundFigures,
  scientificNotation,
  significantFigures,
} from '../significant-figures.ts';
import { withScientificNotation } from '../units.ts';

export const solvers = [
  declareSolver({
    name: 'measurement_errors',
    offer: 'errores de medición: valor más probable, error absoluto, relativo y porcentual',
    summary:
      "Errors of a measurement as the course defines them: the most probable value (the mean of a series, listed or in a table), the absolute error by the convention the statement states (the largest deviation, the mean deviation, half the range, the instrument's appreciation), the relative error ΔZ/Z and the percent error, the result written Z ± ΔZ, a percent error given back to the absolute one, two results added when the statement gives the rule, and which of two results has the smaller relative error. Declines an error whose convention the statement leaves open. Errores absoluto, relativo y porcentual de una medición.",
    examples: [
      'Se midió cinco veces un largo: 1,52 m; 1,50 m; 1,53 m; 1,51 m; 1,49 m. Determinar el valor más probable.',
      'El resultado de una medición es L = (25,0 ± 0,5) cm. ¿Cuál es su error relativo porcentual?',
      'Con una regla cuya menor división es de 1 mm se mide 14,5 cm. Tomando como error absoluto la apreciación, calcular el error relativo porcentual.',
    ],
    // A page's questions on one of its readings first (measurement-parts.ts).
    solve: withMeasurementParts(solveMeasurementErrors),
  }),
  roundFigures,
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
    name: 'count_containers',
    offer: 'cuántos envases de una capacidad se llenan con un volumen',
    summary:
      'How many bottles, jars, syringes or cans of one capacity a volume fills, with the volumes in any unit (L, mL, cm³, dm³, m³). Certain when it divides evenly, or when the statement says whether it wants the ones filled completely (down) or the least that hold it all (up). Cuántos envases se llenan.',
    examples: [
      '¿Cuántos envases de 250 cm³ se llenan con 15 L de jugo?',
      'Con un bidón de 5 L, ¿cuántas botellas de 750 mL se pueden llenar completamente?',
    ],
    solve: solveFillCount,
  }),
  declareSolver({
    name: 'fill_time_or_trips',
    offer: 'cuánto tarda en llenarse un tanque o cuántos viajes hacen falta',
    summary:
      'A tank, pool or trench measured as a box, cylinder or other solid: how long a flow (20 litros por minuto, 2 m³/h) takes to fill it, in the time unit asked, or how many trips of a given load carry what it holds (rounded up). Cuánto tarda en llenarse o cuántos viajes.',
    examples: [
      'Una pileta de 8 m × 4 m × 1,5 m se llena con una manguera que arroja 20 litros por minuto. ¿Cuántas horas tarda en llenarse?',
      'Un camión lleva 8 m³ de tierra por viaje. ¿Cuántos viajes hacen falta para sacar la tierra de una zanja de 20 m de largo, 60 cm de ancho y 1,5 m de profundidad?',
    ],
    // A hose or a pipe by its section and speed: the flow, the time to fill, or the speed where it narrows.
    solve: (problem) => solveFlow(problem) ?? solveFillTime(problem),
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
    // «150 millones de km», «¿cuántos segundos tiene un día?» first (measurement-units-words.ts).
    // «(0,1666… + 2,333…) · 4», «Expresá 0,1666… como fracción»: periodic decimals, before any conversion.
    solve: (problem) =>
      fromText(solvePeriodicArithmetic)(problem) ??
      withUnitWords((text) => withScientificNotation(text, fromText(solveConversionEach)(text)))(problem),
  }),
] as const;
