import type { ContentBlock, ToolConfiguration, ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import { familyNames, familyTopics } from '../solvers/families/names.ts';
import type { ProblemSolution } from '../solvers/solution.ts';

/**
 * Rounds of tool calls in one answer. The solver's reply for the message already comes with the
 * question, so a round is for what it could not read (a follow-up said in context, a second part);
 * each round is one more model call.
 */
export const MAX_TOOL_ROUNDS = 2;

/** Sent with the last round's results, so the model writes its answer instead of asking again. */
export const LAST_ROUND_NOTE =
  'No more tool calls are available for this answer: write it now with the results above.';

/** The one tool: every solver behind one router (ADR 0087). */
export const SOLVE_TOOL = 'solve_problem';

/** The chat contract's bound on a message (shared/api/contracts/chat.ts): a problem is never longer. */
const MAX_PROBLEM_CHARS = 2_000;

// Written out rather than derived from a zod schema: zod's JSON-schema writer would ride in the chat's bundle.
const inputSchema = {
  type: 'object',
  properties: {
    problem: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_PROBLEM_CHARS,
      description:
        'One self-contained problem as plain Spanish text, with its numbers and units (decimal comma).',
    },
  },
  required: ['problem'],
  additionalProperties: false,
};

/** The tool's description: what it returns and, a line a family, what it solves (ADR 0103). */
export const TOOL_DESCRIPTION = `Exact solver for the entrance exam's problems. It returns a worked solution in Spanish and "certain: true" when its result can be stated, or "certain: false" with what is missing. It solves ${familyNames.map((family) => familyTopics[family]).join('; ')}.`;

export function toolConfig(): ToolConfiguration {
  return {
    tools: [
      {
        toolSpec: {
          name: SOLVE_TOOL,
          description: TOOL_DESCRIPTION,
          inputSchema: { json: inputSchema } as ToolInputSchema,
        },
      },
    ],
  };
}

/**
 * A solution as the model reads it, with the solver's certainty first: a text the model is told to
 * quote only when it is certain (the system prompt's rule).
 */
export function solutionText({ ok, certain, text }: ProblemSolution): string {
  if (!ok) return text;
  return certain
    ? `certain: true\n\n${text}`
    : `certain: false (state no result from it: explain the method and ask for what is missing)\n\n${text}`;
}

function problemOf(input: unknown): string | undefined {
  const problem = (input as { problem?: unknown } | undefined)?.problem;
  if (typeof problem !== 'string') return undefined;
  const trimmed = problem.trim();
  return trimmed && trimmed.length <= MAX_PROBLEM_CHARS ? trimmed : undefined;
}

function runTool(name: string | undefined, input: unknown, solve: (problem: string) => ProblemSolution) {
  if (name !== SOLVE_TOOL) {
    return { ok: false, certain: false, text: `There is no tool named "${name}": use ${SOLVE_TOOL}.` };
  }
  const problem = problemOf(input);
  if (!problem) {
    return {
      ok: false,
      certain: false,
      text: `Invalid input for ${SOLVE_TOOL}: send {"problem": "<the problem as text>"}.`,
    };
  }
  return solve(problem);
}

/**
 * The user turn that answers the model's tool requests: one toolResult per toolUse block, in order,
 * with status error when the tool is unknown or no solver took the problem.
 */
export function toolResults(
  content: readonly ContentBlock[],
  solve: (problem: string) => ProblemSolution,
  lastRound = false,
): ContentBlock[] {
  const results = content.flatMap((block): ContentBlock[] => {
    if (!block.toolUse) return [];
    const solution = runTool(block.toolUse.name, block.toolUse.input, solve);
    return [
      {
        toolResult: {
          toolUseId: block.toolUse.toolUseId,
          content: [{ text: solutionText(solution) }],
          status: solution.ok ? 'success' : 'error',
        },
      },
    ];
  });
  return lastRound ? [...results, { text: LAST_ROUND_NOTE }] : results;
}
