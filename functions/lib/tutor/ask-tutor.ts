import { resolveSession } from '../auth/session.ts';
import { getChatHistory, saveChatHistory } from '../data/chat-history.ts';
import { runningQuestionsUnder } from '../data/running-questions.ts';
import { newestSimulatorDeadlines, type SimulatorDeadline } from '../data/simulator-deadlines.ts';
import { getSubscription, hasAccess } from '../data/subscriptions.ts';
import { describeError, type Logger } from '../logger.ts';
import { recordMetrics } from '../metrics.ts';
import { type TokenUsage, tutorUsageMetrics } from '../metrics-tutor.ts';
import { consumeLimits, type Limit, refundLimits } from '../rate-limit.ts';
import { messageFingerprint, quotes } from '../simulators/statement-fingerprint.ts';
import { bankQuestions } from './bank-questions.ts';
import { pagePassage, readPageContext } from './page-context.ts';
import {
  type Passage,
  TUTOR_HISTORY_TURNS,
  TUTOR_TIMEOUT_MS,
  type TutorProvider,
  TutorUnavailableError,
} from './provider.ts';

/** While a simulator runs, the tutor does not solve: the result must be the student's own (it feeds the ranking). */
export const SIMULATOR_IN_PROGRESS_REPLY =
  'Tenés un simulador en curso, así que por ahora no resuelvo ejercicios: el resultado tiene que ser tuyo, y cuenta para el ranking. Terminalo y después lo repasamos juntos, paso a paso.';

/**
 * A question of a simulator someone is running, quoted by anyone else (ADR 0066): refused the same
 * way, whoever asks and whether or not they are signed in.
 */
export const RUNNING_SIMULATOR_QUESTION_REPLY =
  'Esa pregunta es de un simulador que se está rindiendo ahora, así que no la resuelvo: el resultado tiene que ser de quien lo rinde, y cuenta para el ranking. Cuando termine, la repasamos juntos, paso a paso.';

/** A question of the exercise bank, quoted or on screen, asked without a subscription (ADR 0066). */
export const BANK_QUESTION_REPLY =
  'Ese ejercicio es del banco de Ingresá, con el que se arman los simuladores, así que su resolución paso a paso es parte de la suscripción. Si querés, contame qué tema te cuesta y te lo explico con otro ejemplo, o probá gratis el mini simulacro en /probar.';

/** A simulator lasts at most a few hours: one still running is among the student's newest ones. */
const RECENT_SIMULATORS = 5;

const isRunning = (simulator: SimulatorDeadline, now: Date) =>
  !simulator.completedAt && Date.parse(simulator.deadline) > now.getTime();

const quotedQuestionReplies = {
  bank: BANK_QUESTION_REPLY,
  'running-simulator': RUNNING_SIMULATOR_QUESTION_REPLY,
} as const;

/**
 * Which question the tutor declines to solve, if the message quotes one: a bank exercise
 * for anyone without a subscription (also when its page is the one on screen), and a question of a
 * simulator someone else is running for everyone. A subscriber studies the bank's exercises (their
 * worked solutions are in the exercises section and the booklets), so for them only a question of a
 * running simulator that is not a bank exercise (a generated one, with that simulator's own numbers)
 * is declined; the student's own completed simulators are theirs to go over.
 */
async function declinedQuestion(
  request: Asker & { message: string },
  onScreen: 'bank-exercise' | undefined,
  ownSimulatorIds: ReadonlySet<string>,
  now: Date,
): Promise<keyof typeof quotedQuestionReplies | undefined> {
  const message = messageFingerprint(request.message);
  if (!request.subscriber && (onScreen === 'bank-exercise' || bankQuestions().quotedBy(message))) {
    return 'bank';
  }
  const running = await runningQuestionsUnder(message.shingles, now);
  // The bank's index is built only when it is needed: a subscriber's message rarely quotes anything.
  const quoted = running.some(
    (question) =>
      !ownSimulatorIds.has(question.simulatorId) &&
      quotes(message, question) &&
      !(request.subscriber && bankQuestions().has(question.id)),
  );
  return quoted ? 'running-simulator' : undefined;
}

/** Messages a student may send the tutor per day: generous for study, a ceiling on the model bill. */
export const STUDENT_DAILY_MESSAGES = 40;
/** Visitors try the tutor from the landing page; one shared school network still gets a taste. */
export const VISITOR_DAILY_MESSAGES = 8;
const DAY_SECONDS = 24 * 60 * 60;

/** Who asks: a subscriber studies with the tutor; anyone else (visitor or not subscribed) tries it. */
export interface Asker {
  userId?: string;
  subscriber?: boolean;
  ip: string;
}

/**
 * The tutor is open to visitors: a session cookie, when there is one, keeps the conversation's history,
 * and an active subscription raises the quota from a visitor's to a student's.
 */
export async function askerFrom(cookies: readonly string[] | undefined, ip: string): Promise<Asker> {
  const session = await resolveSession(cookies);
  if (!session) return { ip };
  return { userId: session.userId, subscriber: hasAccess(await getSubscription(session.userId)), ip };
}

function tutorLimits(asker: Asker): Limit[] {
  if (asker.userId && asker.subscriber) {
    return [
      {
        kind: 'window',
        scope: 'tutor-student',
        subject: asker.userId,
        max: STUDENT_DAILY_MESSAGES,
        seconds: DAY_SECONDS,
        message: (wait) =>
          `Llegaste a las ${STUDENT_DAILY_MESSAGES} consultas al tutor de hoy. Mientras tanto, repasá las mini clases y los ejercicios; el tutor vuelve a estar disponible en ${wait}.`,
      },
    ];
  }
  return [
    {
      kind: 'window',
      scope: 'tutor-visitor',
      subject: asker.ip,
      max: VISITOR_DAILY_MESSAGES,
      seconds: DAY_SECONDS,
      message: (wait) =>
        `Ya usaste las ${VISITOR_DAILY_MESSAGES} consultas de prueba al tutor. Suscribite para seguir preguntando todo lo que necesites, o volvé a probar en ${wait}.`,
    },
  ];
}

export interface AskTutorDependencies {
  provider: TutorProvider;
  search: (query: string) => Passage[];
  log: Logger;
  timeoutMs?: number;
}

/**
 * One chat message: count it against the asker's quota, answer it with the course's own passages
 * and, for a signed-in student, the last turns of the conversation, which stay on the server. Only the
 * provider's failure fails the request (and gives the message back to the quota); history and search
 * are helpers, and the answer is not lost when one of them fails.
 */
export async function askTutor(
  request: Asker & { message: string; context?: string },
  deps: AskTutorDependencies,
): Promise<{ response: string }> {
  const countedAt = new Date();
  const ownSimulators = request.userId
    ? await newestSimulatorDeadlines(request.userId, RECENT_SIMULATORS)
    : [];
  if (ownSimulators.some((simulator) => isRunning(simulator, countedAt))) {
    deps.log.info('tutor declined: simulator in progress');
    return { response: SIMULATOR_IN_PROGRESS_REPLY };
  }
  const page = pagePassage(readPageContext(request.context));
  const declined = await declinedQuestion(
    request,
    page?.source.kind === 'ejercicio' ? 'bank-exercise' : undefined,
    new Set(ownSimulators.map((simulator) => simulator.id)),
    countedAt,
  );
  if (declined) {
    deps.log.info('tutor declined: quoted question', { question: declined });
    return { response: quotedQuestionReplies[declined] };
  }
  const limits = tutorLimits(request);
  await consumeLimits(limits, countedAt);
  const [history, passages] = await Promise.all([
    request.userId
      ? getChatHistory(request.userId).catch((error: unknown) => {
          deps.log.warn('tutor history unavailable', describeError(error));
          return [];
        })
      : [],
    Promise.resolve()
      .then(() => deps.search(request.message))
      .catch((error: unknown) => {
        deps.log.warn('tutor search failed', describeError(error));
        return [];
      }),
  ]);
  const started = Date.now();
  const signal = AbortSignal.timeout(deps.timeoutMs ?? TUTOR_TIMEOUT_MS);
  const calls: TokenUsage[] = [];
  const asker = request.subscriber ? 'student' : request.userId ? 'not-subscribed' : 'visitor';
  let response: string;
  try {
    // The race holds the deadline even for a provider that ignores the signal.
    response = await Promise.race([
      deps.provider.answer(
        { message: request.message, history, passages, ...(page ? { page } : {}) },
        { signal, onUsage: (usage) => calls.push(usage) },
      ),
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new TutorUnavailableError('timeout')), { once: true }),
      ),
    ]);
  } catch (error) {
    const reason = error instanceof TutorUnavailableError ? error.reason : 'unavailable';
    deps.log.warn('tutor unavailable', { reason, ms: Date.now() - started });
    recordMetrics({ TutorFailures: 1, ...tutorUsageMetrics(calls) }, { reason, asker });
    await refundLimits(limits, countedAt).catch((refundError: unknown) =>
      deps.log.warn('tutor quota not refunded', describeError(refundError)),
    );
    throw error instanceof TutorUnavailableError
      ? error
      : new TutorUnavailableError('unavailable', { cause: error });
  }
  deps.log.info('tutor answered', {
    ms: Date.now() - started,
    passages: passages.length,
    historyTurns: history.length,
    // 0 when the solvers answered alone (ADR 0087): the capacity model's direct share, measured.
    modelCalls: calls.length,
    asker,
  });
  recordMetrics(
    { TutorMessages: 1, ...tutorUsageMetrics(calls) },
    { asker, ...(request.userId ? { userId: request.userId } : {}) },
  );
  if (request.userId) {
    await saveChatHistory(
      request.userId,
      [...history, { role: 'user', text: request.message }, { role: 'assistant', text: response }],
      TUTOR_HISTORY_TURNS,
    ).catch((error: unknown) => deps.log.warn('tutor history not saved', describeError(error)));
  }
  return { response };
}
