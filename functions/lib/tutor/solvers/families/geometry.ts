/**
 * Geometry and trigonometry's solvers, tried on their cue before the mathematics base (ADR 0095):
 * angles of elevation, degrees to radians and back, a ratio from its quadrant, identities and exact values (of logarithms too),
 * oblique and leaning triangles, Thales and similar figures, right
 * triangles and trigonometric equations. Their order is the one they had within math.
 */
import { angleUnits } from '../angle-units.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { elevation } from '../elevation.ts';
import { exactValue } from '../exact-value.ts';
import { leaning } from '../leaning.ts';
import { obliqueTriangle } from '../oblique-triangle.ts';
import { quadrantRatios } from '../quadrant.ts';
import { similarity } from '../similarity.ts';
import { trigArc } from '../trig-arc.ts';
import { trigIdentity } from '../trig-identity.ts';
import { solveKite } from '../trig-kite.ts';
import { solveMixedUnits } from '../trig-mixed-units.ts';
import { solveShadows } from '../trig-shadows.ts';
import { solveRightTriangle, solveTrigEquation } from '../trigonometry.ts';
import { withCombination } from './with-combination.ts';

export const solvers = [
  // Before the angles of elevation: triangles whose lengths come in different units, passed to one
  // (solved by the readings below), shadows cast at the same moment and a kite's string; all only answer sure.
  {
    ...elevation,
    solve: (problem: string) =>
      solveMixedUnits(problem) ?? solveShadows(problem) ?? solveKite(problem) ?? elevation.solve(problem),
  },
  angleUnits,
  quadrantRatios,
  trigIdentity,
  exactValue,
  obliqueTriangle,
  leaning,
  trigArc,
  similarity,
  declareSolver({
    name: 'solve_right_triangle',
    offer: 'triángulos rectángulos',
    summary:
      'Solves a right triangle given two sides, or a side and an acute angle (say whether the leg is opposite or adjacent to it): the other sides and angles, with Pythagoras and SOH-CAH-TOA, exact for 30°, 45° and 60°.',
    examples: [
      'triángulo rectángulo con catetos de 3 cm y 4 cm',
      'la hipotenusa mide 10 y un cateto 6',
      'triángulo rectángulo con hipotenusa 12 m y un ángulo de 30°',
    ],
    solve: fromText(solveRightTriangle),
  }),
  declareSolver({
    name: 'solve_trig_equation',
    offer: 'ecuaciones trigonométricas',
    summary:
      'Solves a trigonometric equation in one function (sen, cos, tg) of a linear angle, also quadratic in the function, over [0, 2π) or the interval given (radians, or degrees when the problem uses °), exactly for the notable angles.',
    examples: ['sen x = 1/2', 'cos x = -√2/2', 'tg x = 1 en [0°, 360°)', '2 sen^2 x - 1 = 0'],
    solve: fromText(withCombination(solveTrigEquation)),
  }),
] as const;
