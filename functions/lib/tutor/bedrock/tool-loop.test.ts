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
import { familyNames, familyTopics } from '../solvers/families/names.ts';
import { solveProblem } from '../solvers/solve-problem.ts';
import { BedrockTutorProvider, TRUNCATED_NOTE } from './bedrock-provider.ts';
import { LAST_ROUND_NOTE, MAX_TOOL_ROUNDS, SOLVE_TOOL, TOOL_DESCRIPTION } from './tool-use.ts';

const bedrock = mockClient(BedrockRuntimeClient);

/** A follow-up no solver reads alone: the model answers it, and may ask the solver tool. */
const followUp: TutorInput = {
  message: '¿Y si en vez de 20 fuera 26?',
  history: [
    { role: 'user', text: 'Resolvé 3x + 5 = 20' },
    { role: 'assistant', text: 'Restá 5 y dividí por 3: $x = 5$.' },
  ],
  passages: [],
};

const reply = (stopReason: StopReason, ...content: ContentBlock[]): ConverseCommandOutput => ({
  output: { message: { role: 'assistant', content } },
  stopReason,
  usage: { inputTokens: 900, outputTokens: 60, totalTokens: 960 },
  metrics: { latencyMs: 700 },
  $metadata: {},
});

const toolUse = (toolUseId: string, problem: string, name = SOLVE_TOOL): ContentBlock => ({
  toolUse: { toolUseId, name, input: { problem } },
});

const provider = () =>
  new BedrockTutorProvider({ modelId: 'global.anthropic.claude-test', region: 'us-east-1' });
const answer = (input: TutorInput = followUp, onUsage?: () => void) =>
  provider().answer(input, { signal: new AbortController().signal, ...(onUsage ? { onUsage } : {}) });

/** The messages the loop sent on its nth Converse call. */
const sent = (call: number): Message[] =>
  bedrock.commandCalls(ConverseCommand)[call]?.args[0].input.messages ?? [];

/** The user turn that answered the model's tool requests before the nth call. */
const toolAnswer = (call: number): ContentBlock[] => sent(call).at(-1)?.content ?? [];

/** The text blocks of the question's own user turn, on the first call. */
const questionBlocks = () => (sent(0).at(-1)?.content ?? []).map((block) => block.text ?? '');

beforeEach(() => {
  bedrock.reset();
});

describe('BedrockTutorProvider and the exact solvers', () => {
  it('answers a problem the solvers are certain of from them, without calling the model', async () => {
    const message = 'Resolvé 2x + 3 = 11';
    const usages: unknown[] = [];

    const text = await answer({ message, history: [], passages: [] }, () => usages.push('call'));

    expect(solveProblem(message).certain).toBe(true);
    expect(text).toBe(solveProblem(message).text);
    expect(text).toContain('x = 4');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
    expect(usages).toEqual([]);
  });

  it('answers a problem in parts part by part, and names the option of a pasted multiple choice, without the model', async () => {
    const parts =
      'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. a) ¿Qué velocidad alcanza? b) ¿Qué distancia recorre?';
    const options =
      'La masa molar del H2SO4 es: A) 49 g/mol B) 98 g/mol C) 96 g/mol D) 100 g/mol E) Ninguna de las anteriores';

    const byParts = await answer({ message: parts, history: [], passages: [] });
    const named = await answer({ message: options, history: [], passages: [] });

    expect(byParts).toMatch(
      /## a\) ¿Qué velocidad alcanza\?[\s\S]*v = 10 m\/s[\s\S]*## b\) ¿Qué distancia recorre\?[\s\S]*d = 25 m/,
    );
    expect(named).toMatch(/^La correcta es la \*\*B\)\*\* 98 g\/mol/);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });

  it('sends a certain reply beside the question, in one call, when the student asks why', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(reply('end_turn', { text: 'Fijate: restás 3 en los dos miembros.' }));

    const text = await answer({
      message: 'No entiendo por qué 2x + 3 = 11 da x = 4',
      history: [],
      passages: [],
    });

    expect(text).toBe('Fijate: restás 3 en los dos miembros.');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    const [solution, question] = questionBlocks();
    expect(solution).toContain('certain: true');
    expect(solution).toContain('x = 4');
    expect(question).toBe('Consulta del estudiante:\nNo entiendo por qué 2x + 3 = 11 da x = 4');
  });

  it('never answers from an uncertain reply: the model gets it marked, under the rule to state no result', async () => {
    const message = '¿Cuántos moles hay en 36 g de agua si la temperatura es 25 °C?';
    expect(solveProblem(message)).toMatchObject({ ok: true, certain: false });
    bedrock
      .on(ConverseCommand)
      .resolves(reply('end_turn', { text: '¿La temperatura cambia algo? Contame.' }));

    const text = await answer({ message, history: [], passages: [] });

    expect(text).toBe('¿La temperatura cambia algo? Contame.');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    const request = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(questionBlocks()[0]).toContain('certain: false (state no result from it');
    expect(request?.system?.[0]?.text).toBe(TUTOR_SYSTEM_PROMPT);
    expect(TUTOR_SYSTEM_PROMPT).toContain('Solo de una certain: true das el resultado');
    expect(TUTOR_SYSTEM_PROMPT).toContain('Con certain: false, o sin resolución, no das ningún resultado');
  });

  it('offers the solvers as one tool whose description says what every family solves', async () => {
    bedrock.on(ConverseCommand).resolves(reply('end_turn', { text: '¿Qué cambia si el 20 es 26?' }));

    await answer();

    const specs = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.toolConfig?.tools;
    expect(specs?.map((tool) => tool.toolSpec?.name)).toEqual([SOLVE_TOOL]);
    const description = specs?.[0]?.toolSpec?.description ?? '';
    expect(description).toBe(TOOL_DESCRIPTION);
    for (const family of familyNames) expect(description).toContain(familyTopics[family]);
    expect(specs?.[0]?.toolSpec?.inputSchema?.json).toMatchObject({ required: ['problem'] });
  });
});

describe('BedrockTutorProvider tool loop', () => {
  it('runs the solvers on what the model asks and sends the result back, certain, under the same toolUseId', async () => {
    const asking = reply('tool_use', { text: 'Lo resuelvo.' }, toolUse('tooluse-1', '3x + 5 = 26'));
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(asking)
      .resolvesOnce(reply('end_turn', { text: 'Restá 5 y dividí por 3: $x = 7$.' }));

    const text = await answer();

    expect(text).toBe('Restá 5 y dividí por 3: $x = 7$.');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(sent(1).slice(0, -1)).toEqual([...sent(0), asking.output?.message]);
    const [result] = toolAnswer(1);
    expect(result?.toolResult?.toolUseId).toBe('tooluse-1');
    expect(result?.toolResult?.status).toBe('success');
    const resultText = result?.toolResult?.content?.[0]?.text ?? '';
    expect(resultText.startsWith('certain: true\n\n')).toBe(true);
    expect(resultText).toContain('x = 7');
  });

  it('marks an uncertain result as such, and answers every request of one turn in order', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(
        reply(
          'tool_use',
          toolUse('a', 'pasá 90 km/h a m/s'),
          toolUse('b', '¿Cuántos moles hay en 36 g de agua si la temperatura es 25 °C?'),
        ),
      )
      .resolvesOnce(reply('end_turn', { text: 'Listo.' }));

    await answer();

    const results = toolAnswer(1).map((block) => block.toolResult);
    expect(results.map((result) => result?.toolUseId)).toEqual(['a', 'b']);
    expect(results[0]?.content?.[0]?.text).toMatch(/^certain: true\n\n[\s\S]*25 m\/s/);
    expect(results[1]?.content?.[0]?.text).toMatch(/^certain: false \(state no result from it/);
    expect(results[1]?.status).toBe('success');
  });

  it.each([
    ['an unknown tool', toolUse('t', 'x^2', 'integrate'), 'There is no tool named "integrate"'],
    ['a problem no solver reads', toolUse('t', '¿qué es un mol?'), 'No solver reads this'],
    [
      'an input that is not a problem',
      { toolUse: { toolUseId: 't', name: SOLVE_TOOL, input: {} } },
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
    bedrock.on(ConverseCommand).resolves(reply('tool_use', toolUse('again', '2 + 2')));

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
      .resolves(reply('max_tokens', { text: 'Una respuesta larga' }, toolUse('cut', 'x')));

    const text = await answer();

    expect(text).toBe(`Una respuesta larga…\n\n${TRUNCATED_NOTE}`);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });
});
