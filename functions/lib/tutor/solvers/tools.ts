/**
 * The exact solvers as named tools for the model: what each solves, how to call it (a JSON schema from
 * the zod schema `run` parses with) and examples that the tests run. The production tutor passes them to
 * Bedrock (../bedrock/tool-use.ts); the offline engine calls the same solver functions directly.
 */
import * as z from '../../../../shared/api/zod.ts';
import { loadSolvers } from './load-solvers.ts';
import type { SolverName, SolverResult } from './named-solvers.ts';

export interface SolverTool {
  /** The name the model calls it by (Converse allows [a-zA-Z0-9_-]{1,64}). */
  name: SolverName;
  /** What the tool does and what to pass it, in English, for the model. */
  description: string;
  /** JSON schema of the input. */
  inputSchema: Record<string, unknown>;
  /** Problems it solves, written as the model should pass them: part of the description, and tested. */
  examples: readonly string[];
  run(input: unknown): Promise<SolverResult>;
}

/** The chat contract's bound on a message (shared/api/contracts/chat.ts): a problem is never longer. */
const MAX_PROBLEM_CHARS = 2_000;

const solverInput = z.object({
  problem: z
    .string()
    .trim()
    .min(1)
    .max(MAX_PROBLEM_CHARS)
    .describe('The problem as plain text, in Spanish, with its numbers and units (decimal comma).'),
});

// The model needs the shape, not the draft it is written in.
const { $schema: _draft, ...inputSchema } = z.toJSONSchema(solverInput);

async function run(name: SolverName, input: unknown): Promise<SolverResult> {
  const parsed = solverInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, text: `Invalid input for ${name}: send {"problem": "<the problem as text>"}.` };
  }
  const { runSolver } = await loadSolvers();
  return runSolver(name, parsed.data.problem);
}

function solverTool(name: SolverName, summary: string, examples: readonly string[]): SolverTool {
  const description = `${summary} Returns a worked step-by-step solution in Spanish (markdown, LaTeX between $...$) whose results you can quote. Examples of problems: ${examples.map((example) => JSON.stringify(example)).join('; ')}.`;
  return { name, description, inputSchema, examples, run: (input) => run(name, input) };
}

export const solverTools: readonly SolverTool[] = [
  solverTool(
    'solve_equations',
    'Solves a linear or quadratic equation in one unknown (also with the unknown in a denominator), or a system of two linear equations in two unknowns, exactly.',
    ['3(x + 2) - 4 = 2x + 7', 'x^2 - 5x + 6 = 0', '(x+1)/(x-1) = 2', '2x + y = 7 y x - y = 2'],
  ),
  solverTool(
    'compute_arithmetic',
    'Evaluates a bare arithmetic expression (+, -, *, /, :, ^, √, parentheses, decimal comma) in order of precedence, or a percentage of a number. Pass only the expression.',
    ['3 + 4 * 2', '(2,5 - 1)^2 : 3', '√49 + 2^10', '15% de 200'],
  ),
  solverTool(
    'solve_kinematics',
    'Solves a one-dimensional motion word problem: uniform motion (MRU), uniformly accelerated motion (MRUV), free fall or a vertical throw (g = 9,8 m/s²). Pass the whole statement with its data and what is asked.',
    [
      'un auto recorre 150 km en 2 h, ¿cuál es su velocidad?',
      'un auto pasa de 10 m/s a 30 m/s en 4 s, ¿cuál es su aceleración?',
      '¿cuánto tarda en caer una pelota que se deja caer desde 45 m?',
    ],
  ),
  solverTool(
    'convert_units',
    'Converts one quantity to another unit of the same kind: length, time, speed, acceleration, mass, volume, temperature (°C, K), pressure or energy. Pass one quantity and the target unit.',
    ['pasá 90 km/h a m/s', '250 cm³ en litros', '¿cuántas atm son 380 mmHg?', '25 °C a K'],
  ),
  solverTool(
    'molar_mass',
    "Computes the molar mass of a chemical formula or a common substance's name with the course's rounded atomic masses.",
    ['masa molar del H2SO4', 'masa molar de Ca(OH)2', 'masa molar del agua'],
  ),
  solverTool(
    'convert_mass_moles',
    'Converts between the mass and the amount of substance (moles) of one substance (n = m/M, m = n·M).',
    ['¿cuántos moles hay en 36 g de agua?', '¿cuántos gramos son 2 moles de CO2?'],
  ),
  solverTool(
    'solve_stoichiometry',
    'Balances a reaction when needed and relates the moles or masses of two of its substances. Pass the reaction with an arrow, what is given and what is asked.',
    ['2H2 + O2 -> 2H2O, ¿cuántos moles de agua se forman con 3 moles de O2?'],
  ),
];
