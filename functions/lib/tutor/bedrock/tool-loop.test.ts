import {
  BedrockRuntimeClient,
  type ContentBlock,
  ConverseCommand,
  type ConverseCommandOutput,
  type Message,
  type StopReason,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { TUTOR_SYSTEM_PROMPT, type TutorInput, TutorUnavailableError } from '../provider.ts';
import { toolCatalog } from '../solvers/tool-catalog.ts';
import { toolsFrom } from '../solvers/tools.ts';

const solverTools = toolsFrom(toolCatalog);

import { BedrockTutorProvider, TRUNCATED_NOTE } from './bedrock-provider.ts';
import { LAST_ROUND_NOTE, MAX_TOOL_ROUNDS } from './tool-use.ts';

const bedrock = mockClient(BedrockRuntimeClient);

const input: TutorInput = { message: 'Resolvé 3x + 5 = 20', history: [], passages: [] };

const reply = (stopReason: StopReason, ...content: ContentBlock[]): ConverseCommandOutput => ({
  output: { message: { role: 'assistant', content } },
  stopReason,
  usage: { inputTokens: 900, outputTokens: 60, totalTokens: 960 },
  metrics: { latencyMs: 700 },
  $metadata: {},
});

const toolUse = (toolUseId: string, name: string, problem: string): ContentBlock => ({
  toolUse: { toolUseId, name, input: { problem } },
});

const answer = () =>
  new BedrockTutorProvider({ modelId: 'global.anthropic.claude-test', region: 'us-east-1' }).answer(input, {
    signal: new AbortController().signal,
  });

/** The messages the loop sent on its nth Converse call. */
const sent = (call: number): Message[] =>
  bedrock.commandCalls(ConverseCommand)[call]?.args[0].input.messages ?? [];

/** The user turn that answered the model's tool requests before the nth call. */
const toolAnswer = (call: number): ContentBlock[] => sent(call).at(-1)?.content ?? [];

beforeEach(() => {
  bedrock.reset();
});

describe('BedrockTutorProvider tool loop', () => {
  it('offers every solver as a tool and tells the model to compute with them', async () => {
    bedrock.on(ConverseCommand).resolves(reply('end_turn', { text: '¿Qué pasás primero al otro miembro?' }));

    await answer();

    const request = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    const specs = request?.toolConfig?.tools?.map((tool) => tool.toolSpec);
    expect(specs?.map((spec) => spec?.name)).toEqual(solverTools.map((tool) => tool.name));
    expect(specs?.[0]?.inputSchema?.json).toEqual(solverTools[0]?.inputSchema);
    expect(TUTOR_SYSTEM_PROMPT).toContain('Usalas para cada cuenta o resultado numérico que muestres');
  });

  it('runs the solver the model asks for and sends its result back under the same toolUseId', async () => {
    const asking = reply(
      'tool_use',
      { text: 'Lo resuelvo.' },
      toolUse('tooluse-1', 'solve_equations', '3x + 5 = 20'),
    );
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(asking)
      .resolvesOnce(reply('end_turn', { text: 'Restá 5 y dividí por 3: $x = 5$.' }));

    const text = await answer();

    expect(text).toBe('Restá 5 y dividí por 3: $x = 5$.');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(sent(1).slice(0, -1)).toEqual([...sent(0), asking.output?.message]);
    const [result] = toolAnswer(1);
    expect(result?.toolResult?.toolUseId).toBe('tooluse-1');
    expect(result?.toolResult?.status).toBe('success');
    expect(result?.toolResult?.content?.[0]?.text).toContain('x = 5');
    expect(result?.toolResult?.content?.[0]?.text).toContain('Verificación');
  });

  it('answers every tool request of one turn, in order', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(
        reply(
          'tool_use',
          toolUse('a', 'convert_units', 'pasá 90 km/h a m/s'),
          toolUse('b', 'molar_mass', 'masa molar del H2SO4'),
        ),
      )
      .resolvesOnce(reply('end_turn', { text: 'Listo.' }));

    await answer();

    const results = toolAnswer(1).map((block) => block.toolResult);
    expect(results.map((result) => result?.toolUseId)).toEqual(['a', 'b']);
    expect(results[0]?.content?.[0]?.text).toContain('90 km/h = 25 m/s');
    expect(results[1]?.content?.[0]?.text).toContain('98 g/mol');
  });

  it.each([
    ['an unknown tool', toolUse('t', 'integrate', 'x^2'), 'There is no tool named "integrate"'],
    [
      'a problem the solver cannot solve',
      toolUse('t', 'solve_kinematics', '¿qué es un mol?'),
      'cannot solve',
    ],
    [
      'an input that is not a problem',
      { toolUse: { toolUseId: 't', name: 'molar_mass', input: {} } },
      'Invalid input',
    ],
  ])('answers %s with an error result', async (_case, block, message) => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(reply('tool_use', block as ContentBlock))
      .resolvesOnce(reply('end_turn', { text: 'Te explico el método.' }));

    const text = await answer();

    expect(text).toBe('Te explico el método.');
    const [result] = toolAnswer(1);
    expect(result?.toolResult).toMatchObject({ toolUseId: 't', status: 'error' });
    expect(result?.toolResult?.content?.[0]?.text).toContain(message);
  });

  it(`stops after ${MAX_TOOL_ROUNDS} rounds of tools, warning the model on the last one`, async () => {
    bedrock.on(ConverseCommand).resolves(reply('tool_use', toolUse('again', 'compute_arithmetic', '2 + 2')));

    const error = await answer().then(
      () => undefined,
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(TutorUnavailableError);
    expect((error as TutorUnavailableError).reason).toBe('tool-limit');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(toolAnswer(MAX_TOOL_ROUNDS).at(-1)).toEqual({ text: LAST_ROUND_NOTE });
    expect(toolAnswer(MAX_TOOL_ROUNDS - 1).at(-1)?.toolResult).toBeDefined();
  });

  it('returns the text of a reply that ends for another reason than a tool request, marked when cut', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(reply('max_tokens', { text: 'Una respuesta larga' }, toolUse('cut', 'solve_equations', 'x')));

    const text = await answer();

    expect(text).toBe(`Una respuesta larga…\n\n${TRUNCATED_NOTE}`);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });
});
