import {
  BedrockRuntimeClient,
  type ContentBlock,
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';
import { config } from '../../config.ts';
import type { TokenUsage } from '../../metrics-tutor.ts';
import {
  describeSource,
  type Passage,
  TUTOR_HISTORY_TURNS,
  TUTOR_MAX_OUTPUT_TOKENS,
  TUTOR_SYSTEM_PROMPT,
  TUTOR_TEMPERATURE,
  TUTOR_TIMEOUT_MS,
  type TutorAnswerOptions,
  type TutorInput,
  type TutorProvider,
  type TutorTurn,
  TutorUnavailableError,
  type TutorUnavailableReason,
} from '../provider.ts';
import { sourcePath } from '../retrieval.ts';
import { loadSolverTools, type SolverTool } from '../solvers/tools.ts';
import { MAX_TOOL_ROUNDS, toolConfig, toolResults } from './tool-use.ts';

export interface BedrockTutorOptions {
  /** Model or inference profile id, from the configuration. */
  modelId: string;
  /** Marks the fixed prefix (tools and system prompt) as cacheable, on models that cache prompts. */
  promptCaching?: boolean;
  /** The stage's Bedrock guardrail, applied to every call. */
  guardrail?: { id: string; version: string };
  /** Defaults to the configured AWS region. */
  region?: string;
  /** A local Bedrock stub; unset in AWS. */
  endpoint?: string;
  /** The whole call, retries included; defaults to TUTOR_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Passage text sent per passage: enough for a paragraph, bounded so input tokens stay cheap. */
const MAX_PASSAGE_CHARS = 1_200;

let client: BedrockRuntimeClient | undefined;

function bedrock(region: string, endpoint: string | undefined): BedrockRuntimeClient {
  client ??= new BedrockRuntimeClient({
    region,
    ...(endpoint ? { endpoint } : {}),
    // One retry at most: a second attempt still has to fit in the chat's time budget.
    maxAttempts: 2,
    // HTTP/1.1: the default HTTP/2 handler cannot talk to a local stub (docs: TOOLCHAIN.md).
    requestHandler: new NodeHttpHandler({ connectionTimeout: 2_000, requestTimeout: TUTOR_TIMEOUT_MS }),
  });
  return client;
}

/** Bedrock wants strictly alternating turns that start with the user and end before the new question. */
export function conversationTurns(history: TutorTurn[], limit = TUTOR_HISTORY_TURNS): Message[] {
  const merged: TutorTurn[] = [];
  for (const turn of history.slice(-limit)) {
    const text = turn.text.trim();
    if (!text) continue;
    const last = merged.at(-1);
    if (last && last.role === turn.role) last.text = `${last.text}\n\n${text}`;
    else merged.push({ role: turn.role, text });
  }
  while (merged[0]?.role === 'assistant') merged.shift();
  // A user turn left unanswered (a failed call) would put two user turns in a row.
  while (merged.at(-1)?.role === 'user') merged.pop();
  return merged.map((turn) => ({ role: turn.role, content: [{ text: turn.text }] }));
}

function contextBlock(passages: Passage[]): string {
  const items = passages.map((passage, i) => {
    const { source } = passage;
    const where =
      source.kind === 'ingreso'
        ? 'Cómo es el ingreso'
        : `${subjectNames[source.subject]} · ${topicTitles[source.topic]}`;
    const text =
      passage.text.length > MAX_PASSAGE_CHARS ? `${passage.text.slice(0, MAX_PASSAGE_CHARS)}…` : passage.text;
    return `[${i + 1}] ${describeSource(source)} (${where}; página: ${sourcePath(source)}):\n${text}`;
  });
  return `Material del curso relacionado con la consulta (usalo como base y, si lo usás, nombrá la fuente con su página, como texto: «Fuente: mini clase «…» (/content/…)»):\n\n${items.join('\n\n')}`;
}

function pageBlock(page: Passage): string {
  return `El estudiante pregunta desde esta página (${describeSource(page.source)}); si dice «este ejercicio» o «esto», se refiere a ella. La respuesta correcta no está acá: no la adivines ni la des por cierta, resolvelo con las herramientas.\n\n${page.text}`;
}

export function converseInput(
  modelId: string,
  input: TutorInput,
  options: Pick<BedrockTutorOptions, 'promptCaching' | 'guardrail'>,
  tools: readonly SolverTool[],
): ConverseCommandInput {
  const content: ContentBlock[] = [
    ...(input.page ? [{ text: pageBlock(input.page) }] : []),
    ...(input.passages.length ? [{ text: contextBlock(input.passages) }] : []),
    {
      text:
        input.page || input.passages.length ? `Consulta del estudiante:\n${input.message}` : input.message,
    },
  ];
  // Tools, then the system prompt: the same for every call, so one cache point after them covers both.
  const cachePoint = options.promptCaching ? [{ cachePoint: { type: 'default' as const } }] : [];
  return {
    modelId,
    system: [{ text: TUTOR_SYSTEM_PROMPT }, ...cachePoint],
    messages: [...conversationTurns(input.history), { role: 'user', content }],
    inferenceConfig: { maxTokens: TUTOR_MAX_OUTPUT_TOKENS, temperature: TUTOR_TEMPERATURE },
    toolConfig: toolConfig(tools),
    ...(options.guardrail
      ? {
          guardrailConfig: {
            guardrailIdentifier: options.guardrail.id,
            guardrailVersion: options.guardrail.version,
          },
        }
      : {}),
  };
}

/** A reply the token limit cut: shown as cut, with the way to get the rest. */
export const TRUNCATED_NOTE =
  '_(La respuesta quedó cortada por su largo. Escribí «seguí» y la continúo desde ahí.)_';

/** What the student reads when the guardrail or the model's own filter stopped the reply. */
export const GUARDRAIL_REPLY =
  'Eso no lo puedo responder. Estoy para ayudarte con matemática, física y química del ingreso a la UTN: ¿en qué tema te doy una mano?';

/** The student's reply for a final (non-tool) stop: complete, visibly cut, or declined. */
export function finalReply(output: ConverseCommandOutput): string {
  if (output.stopReason === 'guardrail_intervened' || output.stopReason === 'content_filtered') {
    return GUARDRAIL_REPLY;
  }
  const text = replyText(output);
  if (!text) throw new TutorUnavailableError('unavailable');
  if (output.stopReason === 'max_tokens' || output.stopReason === 'model_context_window_exceeded') {
    return `${text}…\n\n${TRUNCATED_NOTE}`;
  }
  return text;
}

function replyText(output: ConverseCommandOutput): string {
  const blocks = output.output?.message?.content ?? [];
  return blocks
    .flatMap((block) => (typeof block.text === 'string' ? [block.text] : []))
    .join('')
    .trim();
}

function usageOf(modelId: string, usage: NonNullable<ConverseCommandOutput['usage']>): TokenUsage {
  return {
    modelId,
    inputTokens: usage.inputTokens ?? 0,
    outputTokens: usage.outputTokens ?? 0,
    cacheReadInputTokens: usage.cacheReadInputTokens ?? 0,
    cacheWriteInputTokens: usage.cacheWriteInputTokens ?? 0,
  };
}

const reasons: Record<string, TutorUnavailableReason> = {
  ThrottlingException: 'throttled',
  ServiceQuotaExceededException: 'throttled',
  TooManyRequestsException: 'throttled',
  ModelNotReadyException: 'throttled',
  AccessDeniedException: 'access-denied',
  UnrecognizedClientException: 'access-denied',
  ExpiredTokenException: 'access-denied',
  CredentialsProviderError: 'access-denied',
  ValidationException: 'invalid-request',
  ModelTimeoutException: 'timeout',
  AbortError: 'timeout',
  TimeoutError: 'timeout',
  RequestTimeout: 'timeout',
};

function toTutorError(error: unknown, signal?: AbortSignal): TutorUnavailableError {
  if (error instanceof TutorUnavailableError) return error;
  const name = error instanceof Error ? error.name : '';
  const reason = signal?.aborted ? 'timeout' : (reasons[name] ?? 'unavailable');
  return new TutorUnavailableError(reason, { cause: error });
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The tutor on Amazon Bedrock through the Converse API, with the exact solvers as tools: while the model
 * stops to ask for one, the loop runs it and answers with its result, for MAX_TOOL_ROUNDS rounds at
 * most, all within one deadline.
 */
export class BedrockTutorProvider implements TutorProvider {
  readonly #modelId: string;
  readonly #options: Pick<BedrockTutorOptions, 'promptCaching' | 'guardrail'>;
  readonly #timeoutMs: number;
  readonly #client: BedrockRuntimeClient;

  constructor(options: BedrockTutorOptions) {
    this.#modelId = options.modelId;
    this.#options = { promptCaching: options.promptCaching, guardrail: options.guardrail };
    this.#timeoutMs = options.timeoutMs ?? TUTOR_TIMEOUT_MS;
    this.#client = bedrock(options.region ?? config().AWS_REGION, options.endpoint);
  }

  async answer(input: TutorInput, options: TutorAnswerOptions): Promise<string> {
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(this.#timeoutMs)]);
    try {
      const tools = await loadSolverTools();
      const request = converseInput(this.#modelId, input, this.#options, tools);
      let messages = request.messages ?? [];
      for (let round = 0; ; round++) {
        const output = await this.#converse({ ...request, messages }, signal);
        if (output.usage) options.onUsage?.(usageOf(this.#modelId, output.usage));
        const reply = output.output?.message;
        if (output.stopReason !== 'tool_use' || !reply) return finalReply(output);
        if (round === MAX_TOOL_ROUNDS) throw new TutorUnavailableError('tool-limit');
        // A new array each round: the SDK (and a test's mock) keeps the request it was given.
        const results = await toolResults(reply.content ?? [], tools, round === MAX_TOOL_ROUNDS - 1);
        messages = [...messages, reply, { role: 'user', content: results }];
      }
    } catch (error) {
      throw toTutorError(error, signal);
    }
  }

  #converse(request: ConverseCommandInput, signal: AbortSignal): Promise<ConverseCommandOutput> {
    // The race makes the deadline hold even if a handler in the chain ignores the abort signal.
    return Promise.race([
      this.#client.send(new ConverseCommand(request), { abortSignal: signal }),
      rejectOnAbort(signal),
    ]);
  }
}
