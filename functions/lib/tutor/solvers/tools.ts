/**
 * The exact solvers as named tools for the model: what each solves, how to call it (a JSON schema from
 * the zod schema `run` parses with) and examples that the tests run. The production tutor passes them to
 * Bedrock (../bedrock/tool-use.ts); the offline engine calls the same solver functions directly.
 */
import * as z from '../../../../shared/api/zod.ts';
import { runSolver, type SolverName, type SolverResult } from './named-solvers.ts';
import type { ToolEntry } from './tool-catalog.ts';

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
    return {
      ok: false,
      certain: false,
      text: `Invalid input for ${name}: send {"problem": "<the problem as text>"}.`,
    };
  }
  return runSolver(name, parsed.data.problem);
}

function solverTool(name: SolverName, summary: string, examples: readonly string[]): SolverTool {
  const description = `${summary} Returns a worked step-by-step solution in Spanish (markdown, LaTeX between $...$) and whether it is certain: quote its results only when it is; otherwise it states no result and says what is missing. Examples of problems: ${examples.map((example) => JSON.stringify(example)).join('; ')}.`;
  return { name, description, inputSchema, examples, run: (input) => run(name, input) };
}

/** The tools of a catalog, each running its solver from the solvers module. */
export function toolsFrom(catalog: readonly ToolEntry[]): SolverTool[] {
  return catalog.map(({ name, summary, examples }) => solverTool(name, summary, examples));
}
