import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  InternalServerException,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUARDRAIL_REPLY } from '../../../../shared/api/contracts/chat.ts';
import {
  type Passage,
  TUTOR_FAILURE_MESSAGE,
  TUTOR_MAX_OUTPUT_TOKENS,
  TUTOR_SYSTEM_PROMPT,
  type TutorInput,
  TutorUnavailableError,
} from '../provider.ts';
import {
  BedrockTutorProvider,
  conversationTurns,
  converseInput,
  MAX_PASSAGE_CHARS,
  MAX_PASSAGES,
  MAX_TURN_CHARS,
  MODEL_HISTORY_TURNS,
  TRUNCATED_NOTE,
} from './bedrock-provider.ts';

const bedrock = mockClient(BedrockRuntimeClient);
const MODEL_ID = 'us.anthropic.claude-haiku-test';

const passage: Passage = {
  text: 'Ley de Ohm: V = I · R. R es la resistencia, en ohm (Ω).',
  source: {
    subject: 'fisica',
    topic: 'electricidad',
    kind: 'mini-clase',
    id: 'electricidad-circuitos',
    title: 'Corriente, ley de Ohm y resistencias en serie y en paralelo',
  },
  score: 10.5,
};

const input: TutorInput = {
  // A question no solver answers for sure, so that it goes to the model.
  message:
    'Si la tensión no cambia, ¿cómo cambia la corriente al duplicar la resistencia, según la ley de Ohm?',
  history: [
    { role: 'user', text: 'Hola' },
    { role: 'assistant', text: '¡Hola! ¿En qué te ayudo?' },
    { role: 'user', text: '¿Qué es la ley de Ohm?' },
    { role: 'assistant', text: 'Relaciona tensión, corriente y resistencia.' },
  ],
  passages: [passage],
};

const reply = (...texts: string[]) => ({
  output: { message: { role: 'assistant' as const, content: texts.map((text) => ({ text })) } },
  stopReason: 'end_turn' as const,
  usage: { inputTokens: 500, outputTokens: 80, totalTokens: 580 },
  metrics: { latencyMs: 900 },
  $metadata: {},
});

const signal = () => new AbortController().signal;
const provider = (timeoutMs?: number) =>
  new BedrockTutorProvider({ modelId: MODEL_ID, region: 'us-east-1', ...(timeoutMs ? { timeoutMs } : {}) });

async function failure(promise: Promise<unknown>): Promise<TutorUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TutorUnavailableError);
  return error as TutorUnavailableError;
}

beforeEach(() => {
  bedrock.reset();
});

describe('BedrockTutorProvider request', () => {
  it('sends the model id, the system prompt, a bounded answer and a low temperature', async () => {
    bedrock.on(ConverseCommand).resolves(reply('I = V / R = 3 A'));

    await provider().answer(input, { signal: signal() });

    const [call] = bedrock.commandCalls(ConverseCommand);
    const request = call?.args[0].input;
    expect(request?.modelId).toBe(MODEL_ID);
    expect(request?.system).toEqual([{ text: TUTOR_SYSTEM_PROMPT }]);
    expect(request?.inferenceConfig?.maxTokens).toBe(TUTOR_MAX_OUTPUT_TOKENS);
    expect(request?.inferenceConfig?.maxTokens).toBeLessThanOrEqual(600);
    expect(request?.inferenceConfig?.temperature).toBeLessThanOrEqual(0.5);
  });

  it('sends the history in order, alternating from the user, then the question with the passages', async () => {
    bedrock.on(ConverseCommand).resolves(reply('I = 3 A'));

    await provider().answer(input, { signal: signal() });

    const messages = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(messages.slice(0, 4).map((m) => m.content?.[0]?.text)).toEqual(input.history.map((t) => t.text));
    const last = messages.at(-1)?.content ?? [];
    expect(last[0]?.text).toContain(
      'mini clase «Corriente, ley de Ohm y resistencias en serie y en paralelo»',
    );
    expect(last[0]?.text).toContain('V = I · R');
    expect(last[1]?.text).toContain(input.message);
  });

  it('sends only the question when there are no passages', async () => {
    bedrock.on(ConverseCommand).resolves(reply('Dale.'));

    await provider().answer({ message: 'Hola', history: [], passages: [] }, { signal: signal() });

    const messages = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages;
    expect(messages).toEqual([{ role: 'user', content: [{ text: 'Hola' }] }]);
  });
});

describe('conversationTurns', () => {
  it('keeps the last turns, starts with the user, merges repeats and drops an unanswered question', () => {
    const turns = conversationTurns(
      [
        { role: 'assistant', text: 'Bienvenida' },
        { role: 'user', text: 'a' },
        { role: 'user', text: 'b' },
        { role: 'assistant', text: 'c' },
        { role: 'user', text: '   ' },
        { role: 'user', text: 'sin respuesta' },
      ],
      6,
    );

    expect(turns).toEqual([
      { role: 'user', content: [{ text: 'a\n\nb' }] },
      { role: 'assistant', content: [{ text: 'c' }] },
    ]);
  });

  it('sends no more than the configured number of turns', () => {
    const history = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      text: `turno ${i}`,
    }));

    const turns = conversationTurns(history);

    expect(turns.length).toBeLessThanOrEqual(MODEL_HISTORY_TURNS);
    expect(MODEL_HISTORY_TURNS).toBeLessThanOrEqual(4);
    expect(turns.at(-1)?.content?.[0]?.text).toBe('turno 19');
  });

  it("sends a long turn's opening only, marked as cut", () => {
    const long = `Datos: ${'m = 2 kg; '.repeat(200)}`;

    const [, assistant] = conversationTurns([
      { role: 'user', text: 'Resolvé el problema' },
      { role: 'assistant', text: long },
    ]);

    expect(assistant?.content?.[0]?.text).toBe(`${long.slice(0, MAX_TURN_CHARS)}…`);
  });
});

describe('BedrockTutorProvider reply', () => {
  it('joins the text blocks of the output message', async () => {
    bedrock.on(ConverseCommand).resolves(reply('Usá $I = \\frac{V}{R}$. ', '¿Cuánto da?'));

    const text = await provider().answer(input, { signal: signal() });

    expect(text).toBe('Usá $I = \\frac{V}{R}$. ¿Cuánto da?');
  });

  it("reports each call's token usage with the model it named, for the cost metrics", async () => {
    bedrock.on(ConverseCommand).resolves(reply('I = 3 A'));
    const usages: unknown[] = [];

    await provider().answer(input, { signal: signal(), onUsage: (usage) => usages.push(usage) });

    expect(usages).toEqual([
      {
        modelId: MODEL_ID,
        inputTokens: 500,
        outputTokens: 80,
        cacheReadInputTokens: 0,
        cacheWriteInputTokens: 0,
      },
    ]);
  });

  it('treats an empty answer as unavailable', async () => {
    bedrock.on(ConverseCommand).resolves(reply());

    const error = await failure(provider().answer(input, { signal: signal() }));

    expect(error.reason).toBe('unavailable');
  });
});

describe('BedrockTutorProvider errors', () => {
  it.each([
    ['throttled', new ThrottlingException({ message: 'Too many requests', $metadata: {} })],
    ['access-denied', new AccessDeniedException({ message: 'No access to the model', $metadata: {} })],
    ['invalid-request', new ValidationException({ message: 'Malformed input', $metadata: {} })],
    ['unavailable', new InternalServerException({ message: 'Boom', $metadata: {} })],
    ['unavailable', new Error('socket hang up')],
  ])('maps to %s', async (reason, cause) => {
    bedrock.on(ConverseCommand).rejects(cause);

    const error = await failure(provider().answer(input, { signal: signal() }));

    expect(error.reason).toBe(reason);
    expect(error.cause).toBe(cause);
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(TUTOR_FAILURE_MESSAGE);
  });

  it('gives up at its own deadline even if the call never ends', async () => {
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => {}));
    const start = performance.now();

    const error = await failure(provider(50).answer(input, { signal: signal() }));

    expect(error.reason).toBe('timeout');
    expect(performance.now() - start).toBeLessThan(2_000);
  });

  it('gives up when the caller aborts', async () => {
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => {}));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);

    const error = await failure(provider().answer(input, { signal: controller.signal }));

    expect(error.reason).toBe('timeout');
  });
});

describe('BedrockTutorProvider final replies', () => {
  const stopping = (stopReason: string, text = 'Para despejar x, restá 3 a ambos lados y') => ({
    ...reply(text),
    stopReason,
  });

  it('never shows a reply cut by the token limit as complete', async () => {
    bedrock.on(ConverseCommand).resolves(stopping('max_tokens') as never);
    const answer = await provider().answer(input, { signal: signal() });
    expect(answer).toBe(`Para despejar x, restá 3 a ambos lados y…\n\n${TRUNCATED_NOTE}`);
  });

  it('declines in voseo when the guardrail or the content filter stopped the reply', async () => {
    for (const stopReason of ['guardrail_intervened', 'content_filtered']) {
      bedrock.reset();
      bedrock.on(ConverseCommand).resolves(stopping(stopReason, 'Sorry, the model cannot answer.') as never);
      expect(await provider().answer(input, { signal: signal() })).toBe(GUARDRAIL_REPLY);
    }
  });

  it('sends the page the student asks from, and only its statement, before the question', async () => {
    bedrock.on(ConverseCommand).resolves(reply('Fijate primero qué te piden.'));
    const page: Passage = {
      text: 'Resolvé 2x + 3 = 11.\na) 4\nb) 7',
      source: {
        subject: 'matematicas',
        topic: 'ecuaciones',
        kind: 'ejercicio',
        id: 'mat-ecuaciones-001',
        title: 'mat-ecuaciones-001',
      },
      score: 0,
    };
    await provider().answer(
      { ...input, passages: [], page, message: '¿cómo arranco este ejercicio?' },
      { signal: signal() },
    );
    const content = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.at(-1)?.content ?? [];
    expect(content[0]?.text).toContain('ejercicio mat-ecuaciones-001');
    expect(content[0]?.text).toContain('Resolvé 2x + 3 = 11.');
    expect(content.at(-1)?.text).toBe('Consulta del estudiante:\n¿cómo arranco este ejercicio?');
  });

  it('marks tools and system prompt cacheable and applies the guardrail when the stage says so', async () => {
    bedrock.on(ConverseCommand).resolves(reply('Listo.'));
    await new BedrockTutorProvider({
      modelId: MODEL_ID,
      region: 'us-east-1',
      promptCaching: true,
      guardrail: { id: 'gr-123', version: '2' },
    }).answer(input, { signal: signal() });
    const request = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(request?.system).toEqual([{ text: TUTOR_SYSTEM_PROMPT }, { cachePoint: { type: 'default' } }]);
    expect(request?.guardrailConfig).toEqual({ guardrailIdentifier: 'gr-123', guardrailVersion: '2' });

    bedrock.reset();
    bedrock.on(ConverseCommand).resolves(reply('Listo.'));
    await provider().answer(input, { signal: signal() });
    const plain = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(plain?.system).toEqual([{ text: TUTOR_SYSTEM_PROMPT }]);
    expect(plain?.guardrailConfig).toBeUndefined();
  });
});

describe('BedrockTutorProvider course material', () => {
  it('sends the best passages only, each cut to a paragraph', async () => {
    bedrock.on(ConverseCommand).resolves(reply('I = 3 A'));
    const many = Array.from({ length: 5 }, (_, i) => ({
      ...passage,
      text: `Pasaje ${i}: ${'la corriente es carga por tiempo. '.repeat(60)}`,
    }));

    await provider().answer({ ...input, passages: many }, { signal: signal() });

    const context = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.at(-1)
      ?.content?.[0]?.text;
    expect(context).toContain(`[${MAX_PASSAGES}]`);
    expect(context).not.toContain(`[${MAX_PASSAGES + 1}]`);
    expect(context).toContain(`${(many[0]?.text ?? '').slice(0, MAX_PASSAGE_CHARS)}…`);
    expect(context).not.toContain((many[0]?.text ?? '').slice(0, MAX_PASSAGE_CHARS + 1));
  });

  it('sends the best passage only beside a certain resolution, and all of them beside an uncertain one', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...passage, text: `Pasaje ${i}: V = I · R.` }));
    const context = (certain: boolean) =>
      converseInput(
        MODEL_ID,
        { ...input, passages: many },
        {},
        { solution: { ok: true, certain, text: 'I = 3 A' } },
      ).messages?.at(-1)?.content?.[0]?.text ?? '';
    expect(context(true)).toContain('[1]');
    expect(context(true)).not.toContain('[2]');
    expect(context(false)).toContain(`[${MAX_PASSAGES}]`);
  });

  it('names each passage with the page it is read on, so the reply can point the student there', async () => {
    bedrock.on(ConverseCommand).resolves(reply('I = 3 A'));
    await provider().answer(input, { signal: signal() });
    const content = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.at(-1)?.content ?? [];
    expect(content[0]?.text).toContain(
      'página: /content/educational/fisica/mini-clase/electricidad-circuitos',
    );
  });
});
