import type {
  ContentBlock,
  ToolConfiguration,
  ToolInputSchema,
  ToolUseBlock,
} from '@aws-sdk/client-bedrock-runtime';
import type { SolverResult } from '../solvers/named-solvers.ts';
import type { SolverTool } from '../solvers/tools.ts';

/** Rounds of tool calls in one answer: a problem needs one or two; each costs a model call and time. */
export const MAX_TOOL_ROUNDS = 3;

/** Sent with the last round's results, so the model writes its answer instead of asking again. */
export const LAST_ROUND_NOTE =
  'No more tool calls are available for this answer: write it now with the results above.';

export function toolConfig(tools: readonly SolverTool[]): ToolConfiguration {
  return {
    tools: tools.map((tool) => ({
      toolSpec: {
        name: tool.name,
        description: tool.description,
        // The schema is plain JSON (z.toJSONSchema), which is what the SDK's document type describes.
        inputSchema: { json: tool.inputSchema } as ToolInputSchema,
      },
    })),
  };
}

async function runTool({ name, input }: ToolUseBlock, tools: readonly SolverTool[]): Promise<SolverResult> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (tool) return tool.run(input);
  return {
    ok: false,
    certain: false,
    text: `There is no tool named "${name}". Available: ${tools.map((candidate) => candidate.name).join(', ')}.`,
  };
}

/**
 * The user turn that answers the model's tool requests: one toolResult per toolUse block, in order,
 * with status error when the tool is unknown or could not solve the problem.
 */
export async function toolResults(
  content: readonly ContentBlock[],
  tools: readonly SolverTool[],
  lastRound = false,
): Promise<ContentBlock[]> {
  const uses = content.flatMap((block) => (block.toolUse ? [block.toolUse] : []));
  const results = await Promise.all(
    uses.map(async (use): Promise<ContentBlock> => {
      const { ok, text } = await runTool(use, tools);
      return {
        toolResult: { toolUseId: use.toolUseId, content: [{ text }], status: ok ? 'success' : 'error' },
      };
    }),
  );
  return lastRound ? [...results, { text: LAST_ROUND_NOTE }] : results;
}
