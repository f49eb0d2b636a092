import {
  BedrockRuntimeClient,
  type ContentBlock,
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { GUARDRAIL_REPLY } from '../../../../shared/api/contracts/chat.ts';
import { subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';
import { config } from '../../config.ts';
import type { TokenUsage } from '../../metrics-tutor.ts';
import {
  describeSource,
  type Passage,
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
import { loadAllSolvers, solveWithCuedFamilies } from '../solvers/load-solvers.ts';
import type { ProblemSolution } from '../solvers/solution.ts';
import { asksForResult } from './direct-answer.ts';
import { MAX_TOOL_ROUNDS, solutionText, toolConfig, toolResults } from './tool-use.ts';

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

/**
 * What the model reads besides the question, bounded because every call pays for it (ADR 0087): the
 * best passages, each cut to a paragraph, and the last turns, each cut to its opening (a worked reply's
 * data and plan).
 */
export const MAX_PASSAGES = 3;
export const MAX_PASSAGE_CHARS = 600;
export const MODEL_HISTORY_TURNS = 4;
export const MAX_TURN_CHARS = 600;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

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
export function conversationTurns(history: TutorTurn[], limit = MODEL_HISTORY_TURNS): Message[] {
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
  return merged.map((turn) => ({ role: turn.role, content: [{ text: cut(turn.text, MAX_TURN_CHARS) }] }));
}

function contextBlock(passages: Passage[]): string {
  const items = passages.slice(0, MAX_PASSAGES).map((passage, i) => {
    const { source } = passage;
    const where =
      source.kind === 'ingreso'
        ? 'Cómo es el ingreso'
        : `${subjectNames[source.subject]} · ${topicTitles[source.topic]}`;
    return `[${i + 1}] ${describeSource(source)} (${where}; página: ${sourcePath(source)}):\n${cut(passage.text, MAX_PASSAGE_CHARS)}`;
  });
  return `Material del curso sobre la consulta (si lo usás, nombrá la fuente como texto: «Fuente: mini clase «…» (/content/…)»):\n\n${items.join('\n\n')}`;
}

function pageBlock(page: Passage): string {
  return `El estudiante pregunta desde esta página (${describeSource(page.source)}); si dice «este ejercicio» o «esto», se refiere a ella. La respuesta correcta no está acá: no la adivines, resolvelo con solve_problem.\n\n${page.text}`;
}

function solutionBlock(solution: ProblemSolution): string {
  return `Resolución del solucionador exacto para esta consulta; no hace falta pedirla de nuevo:\n${solutionText(solution)}`;
}

/**
 * One Converse request: the tool and the system prompt (the same for every call, so the cache point
 * after them marks the whole stable prefix; Bedrock caches it only past the model's minimum, which
 * this prompt stays under: ADR 0087), the last turns, then the page, the passages, the solver's reply
 * when one took the message, and the question.
 */
export function converseInput(
  modelId: string,
  input: TutorInput,
  options: Pick<BedrockTutorOptions, 'promptCaching' | 'guardrail'>,
  solvers: { solution?: ProblemSolution },
): ConverseCommandInput {
  const solution = solvers.solution?.ok ? solvers.solution : undefined;
  // With a certain resolution the model explains its steps: the course's best passage is enough to
  // cite, and the other two would cost every such call about 350 tokens (ADR 0102).
  const passages = input.passages.slice(0, solution?.certain ? 1 : MAX_PASSAGES);
  const context = Boolean(input.page || passages.length || solution);
  const content: ContentBlock[] = [
    ...(input.page ? [{ text: pageBlock(input.page) }] : []),
    ...(passages.length ? [{ text: contextBlock(passages) }] : []),
    ...(solution ? [{ text: solutionBlock(solution) }] : []),
    { text: context ? `Consulta del estudiante:\n${input.message}` : input.message },
  ];
  const cachePoint = options.promptCaching ? [{ cachePoint: { type: 'default' as const } }] : [];
  return {
    modelId,
    system: [{ text: TUTOR_SYSTEM_PROMPT }, ...cachePoint],
    messages: [...conversationTurns(input.history), { role: 'user', content }],
    inferenceConfig: { maxTokens: TUTOR_MAX_OUTPUT_TOKENS, temperature: TUTOR_TEMPERATURE },
    toolConfig: toolConfig(),
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

const SOLVER_FAILED: ProblemSolution = {
  ok: false,
  certain: false,
  text: 'The solver failed on this problem: explain the method.',
};

/** A solver's bug must not cost the student the answer: the model then answers without its reply. */
function solvedSafely(solve: (problem: string) => ProblemSolution, problem: string): ProblemSolution {
  try {
    return solve(problem);
  } catch {
    return SOLVER_FAILED;
  }
}

async function solvedSafelyAsync(
  solve: (problem: string) => Promise<ProblemSolution>,
  problem: string,
): Promise<ProblemSolution> {
  try {
    return await solve(problem);
  } catch {
    return SOLVER_FAILED;
  }
}

/**
 * The tutor on Amazon Bedrock through the Converse API. The exact solvers read the message first: a
 * problem they are certain of, asked for its result, is answered from them without a model call;
 * otherwise the model answers with their reply beside the question, and may call them as its one tool
 * for what they could not read, for MAX_TOOL_ROUNDS rounds at most, all within one deadline.
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
      // A container's first message loads only the families its cues name; one that goes to the model
      // loads them all, since the model may hand its tool any problem (ADR 0095).
      const solution = await solvedSafelyAsync(solveWithCuedFamilies, input.message);
      if (solution.certain && asksForResult(input.message)) return solution.text;
      const { solve: solveProblem } = await loadAllSolvers();
      const request = converseInput(this.#modelId, input, this.#options, { solution });
      let messages = request.messages ?? [];
      for (let round = 0; ; round++) {
        const output = await this.#converse({ ...request, messages }, signal);
        if (output.usage) options.onUsage?.(usageOf(this.#modelId, output.usage));
        const reply = output.output?.message;
        if (output.stopReason !== 'tool_use' || !reply) return finalReply(output);
        if (round === MAX_TOOL_ROUNDS) throw new TutorUnavailableError('tool-limit');
        // A new array each round: the SDK (and a test's mock) keeps the request it was given.
        const results = toolResults(
          reply.content ?? [],
          (problem) => solvedSafely(solveProblem, problem),
          round === MAX_TOOL_ROUNDS - 1,
        );
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
