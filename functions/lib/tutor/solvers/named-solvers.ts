/**
 * The exact solvers by tool name, and the one way to run one for the model. The offline engine imports
 * the same solver functions directly; in Lambda this module ships beside the chat's bundle and is
 * loaded on the model's first tool call (load-solvers.ts).
 */
import { solveAbsoluteValue } from './absolute-value.ts';
import { solveAlgebra } from './algebra.ts';
import { solveArithmetic } from './arithmetic.ts';
import { solveAvogadro } from './avogadro.ts';
import { solveMolarMass, solveMoleConversion, solveStoichiometry } from './chemistry.ts';
import { solveAtwood, solveInclinedPlane, solveNewton } from './dynamics.ts';
import { solveWorkEnergy } from './energy.ts';
import { solveExponentialLog } from './exponential.ts';
import { solveAlgebraicFraction, solveFactoring } from './factoring.ts';
import { solveIdealGas } from './gases.ts';
import { solveInequality } from './inequalities.ts';
import { solveKinematics } from './kinematics.ts';
import { solveMeeting } from './meeting.ts';
import { solveNomenclature } from './nomenclature.ts';
import { unreadableNumber } from './numbers.ts';
import { solveSolution } from './solutions.ts';
import { solveRightTriangle, solveTrigEquation } from './trigonometry.ts';
import { solveConversion } from './units.ts';

/** A problem as the student wrote it in, a worked step-by-step reply in Spanish out; undefined when it is not one it solves. */
export type Solver = (problem: string) => string | undefined;

export interface SolverResult {
  /** False when the solver could not solve it: the text then says why, for the model. */
  ok: boolean;
  text: string;
}

export const namedSolvers = {
  solve_equations: solveAlgebra,
  compute_arithmetic: solveArithmetic,
  solve_kinematics: solveKinematics,
  convert_units: solveConversion,
  molar_mass: solveMolarMass,
  convert_mass_moles: solveMoleConversion,
  solve_stoichiometry: solveStoichiometry,
  solve_inequality: solveInequality,
  solve_absolute_value: solveAbsoluteValue,
  solve_exponential_log: solveExponentialLog,
  solve_trig_equation: solveTrigEquation,
  solve_right_triangle: solveRightTriangle,
  factor_polynomial: solveFactoring,
  simplify_algebraic_fraction: solveAlgebraicFraction,
  solve_newton: solveNewton,
  solve_inclined_plane: solveInclinedPlane,
  solve_pulley: solveAtwood,
  solve_work_energy: solveWorkEnergy,
  solve_meeting: solveMeeting,
  solve_solution: solveSolution,
  convert_particles: solveAvogadro,
  solve_ideal_gas: solveIdealGas,
  name_inorganic_compound: solveNomenclature,
} as const satisfies Record<string, Solver>;

export type SolverName = keyof typeof namedSolvers;

export function runSolver(name: SolverName, problem: string): SolverResult {
  // As in the offline engine: no solver computes with a number it would have to guess.
  const unreadable = unreadableNumber(problem);
  if (unreadable) {
    return {
      ok: false,
      text:
        unreadable.reason === 'digits'
          ? `"${unreadable.raw}" has more than 15 significant digits and cannot be computed exactly: ask the student for a rounded value.`
          : `"${unreadable.raw}" cannot be read without guessing (comma is the decimal separator, point the thousands one): ask the student to write it again.`,
    };
  }
  let reply: string | undefined;
  try {
    reply = namedSolvers[name](problem);
  } catch {
    // A solver bug must not cost the student the whole answer: the model explains without the result.
    reply = undefined;
  }
  return reply
    ? { ok: true, text: reply }
    : {
        ok: false,
        text: `${name} cannot solve this problem. Rewrite it like the examples in the tool description, try another tool, or explain the method without stating computed results.`,
      };
}

export { toolCatalog } from './tool-catalog.ts';
