/**
 * Every solver, once, by family in the offline engine's order: chemistry (its names, its amounts, the gases), physics (modern physics, optics, circuits, fluids and
 * heat, then the mechanics: ropes and bodies, forces, statics, power, work and energy, turns, sound and units, meetings, throws, motion), measurement, math (figures, geometry, complex numbers, lines and vectors, functions, polynomials, exponential and logarithmic equations, word problems, and inequalities, then the base) (each family file says why its own order). The tool catalog, the named solvers, the engine's order
 * and the tests' lists are all computed from here; which families a message is tried with comes from
 * their cues (families/cues.ts).
 */
import type { SolverDeclaration } from './declaration.ts';
import { solvers as chemistrySolvers } from './families/chemistry.ts';
import { solvers as chemistryAmountsSolvers } from './families/chemistry-amounts.ts';
import { solvers as chemistryChainsSolvers } from './families/chemistry-chains.ts';
import { solvers as chemistryFormulasSolvers } from './families/chemistry-formulas.ts';
import { solvers as chemistryMolesSolvers } from './families/chemistry-moles.ts';
import { solvers as chemistryNamesSolvers } from './families/chemistry-names.ts';
import { solvers as complexNumbersSolvers } from './families/complex-numbers.ts';
import { type FamilyName, familiesFor } from './families/cues.ts';
import { solvers as electricitySolvers } from './families/electricity.ts';
import { solvers as energySolvers } from './families/energy.ts';
import { solvers as energyBalanceSolvers } from './families/energy-balance.ts';
import { solvers as exponentialLogSolvers } from './families/exponential-log.ts';
import { solvers as fallsSolvers } from './families/falls.ts';
import { solvers as figuresSolvers } from './families/figures.ts';
import { solvers as fluidsHeatSolvers } from './families/fluids-heat.ts';
import { solvers as forceSumSolvers } from './families/force-sum.ts';
import { solvers as forcesSolvers } from './families/forces.ts';
import { solvers as functionsSolvers } from './families/functions.ts';
import { solvers as gasesSolvers } from './families/gases.ts';
import { solvers as geometrySolvers } from './families/geometry.ts';
import { solvers as heatSolvers } from './families/heat.ts';
import { solvers as inclineSlideSolvers } from './families/incline-slide.ts';
import { solvers as inequalitiesSolvers } from './families/inequalities.ts';
import { solvers as linesVectorsSolvers } from './families/lines-vectors.ts';
import { solvers as mathSolvers } from './families/math.ts';
import { solvers as measurementSolvers } from './families/measurement.ts';
import { solvers as meetingsSolvers } from './families/meetings.ts';
import { solvers as modernPhysicsSolvers } from './families/modern-physics.ts';
import { solvers as motionSolvers } from './families/motion.ts';
import { solvers as motionStagesSolvers } from './families/motion-stages.ts';
import { solvers as numberWordsSolvers } from './families/number-words.ts';
import { solvers as opticsSolvers } from './families/optics.ts';
import { solvers as polynomialsSolvers } from './families/polynomials.ts';
import { solvers as powerSolvers } from './families/power.ts';
import { solvers as quadraticsSolvers } from './families/quadratics.ts';
import { solvers as ropesAndBodiesSolvers } from './families/ropes-and-bodies.ts';
import { solvers as solutionsSolvers } from './families/solutions.ts';
import { solvers as staticsSolvers } from './families/statics.ts';
import { solvers as throwsSolvers } from './families/throws.ts';
import { solvers as turnsSoundUnitsSolvers } from './families/turns-sound-units.ts';
import { solvers as verticalThrowsSolvers } from './families/vertical-throws.ts';
import { solvers as wordProblemsSolvers } from './families/word-problems.ts';

export const solverDeclarations = [
  ...chemistryNamesSolvers,
  ...chemistryFormulasSolvers,
  ...chemistrySolvers,
  ...chemistryAmountsSolvers,
  ...chemistryMolesSolvers,
  ...solutionsSolvers,
  ...gasesSolvers,
  ...chemistryChainsSolvers,
  ...modernPhysicsSolvers,
  ...opticsSolvers,
  ...electricitySolvers,
  ...fluidsHeatSolvers,
  ...heatSolvers,
  ...ropesAndBodiesSolvers,
  ...inclineSlideSolvers,
  ...forcesSolvers,
  ...staticsSolvers,
  ...forceSumSolvers,
  ...powerSolvers,
  ...energyBalanceSolvers,
  ...energySolvers,
  ...turnsSoundUnitsSolvers,
  ...meetingsSolvers,
  ...throwsSolvers,
  ...verticalThrowsSolvers,
  ...fallsSolvers,
  ...motionStagesSolvers,
  ...motionSolvers,
  ...measurementSolvers,
  ...figuresSolvers,
  ...geometrySolvers,
  ...complexNumbersSolvers,
  ...linesVectorsSolvers,
  ...functionsSolvers,
  ...quadraticsSolvers,
  ...polynomialsSolvers,
  ...exponentialLogSolvers,
  ...numberWordsSolvers,
  ...wordProblemsSolvers,
  ...inequalitiesSolvers,
  ...mathSolvers,
] as const;

export type SolverName = (typeof solverDeclarations)[number]['name'];

/** Each family's solvers, as its module exports them (one module per family in Lambda). */
export const solverFamilies: Readonly<Record<FamilyName, readonly SolverDeclaration<SolverName>[]>> = {
  'chemistry-names': chemistryNamesSolvers,
  'chemistry-formulas': chemistryFormulasSolvers,
  chemistry: chemistrySolvers,
  'chemistry-amounts': chemistryAmountsSolvers,
  'chemistry-moles': chemistryMolesSolvers,
  solutions: solutionsSolvers,
  gases: gasesSolvers,
  'chemistry-chains': chemistryChainsSolvers,
  'modern-physics': modernPhysicsSolvers,
  optics: opticsSolvers,
  electricity: electricitySolvers,
  'fluids-heat': fluidsHeatSolvers,
  heat: heatSolvers,
  'ropes-and-bodies': ropesAndBodiesSolvers,
  'incline-slide': inclineSlideSolvers,
  forces: forcesSolvers,
  statics: staticsSolvers,
  'force-sum': forceSumSolvers,
  power: powerSolvers,
  'energy-balance': energyBalanceSolvers,
  energy: energySolvers,
  'turns-sound-units': turnsSoundUnitsSolvers,
  meetings: meetingsSolvers,
  throws: throwsSolvers,
  'vertical-throws': verticalThrowsSolvers,
  falls: fallsSolvers,
  'motion-stages': motionStagesSolvers,
  motion: motionSolvers,
  measurement: measurementSolvers,
  figures: figuresSolvers,
  geometry: geometrySolvers,
  'complex-numbers': complexNumbersSolvers,
  'lines-vectors': linesVectorsSolvers,
  functions: functionsSolvers,
  quadratics: quadraticsSolvers,
  polynomials: polynomialsSolvers,
  'exponential-log': exponentialLogSolvers,
  'number-words': numberWordsSolvers,
  'word-problems': wordProblemsSolvers,
  inequalities: inequalitiesSolvers,
  math: mathSolvers,
};

/** The solvers a message is tried with: those of the families its cues name, in the engine's order. */
export function declarationsFor(message: string): readonly SolverDeclaration<SolverName>[] {
  return familiesFor(message).flatMap((family) => solverFamilies[family]);
}
