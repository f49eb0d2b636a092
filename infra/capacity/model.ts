/**
 * The capacity model: from how an active student uses the product in exam season, the load each route
 * puts on API Gateway, Lambda, DynamoDB, SES and Bedrock at 1,000, 100,000 and 1,000,000 students, the
 * monthly cost per student, and the throttles and concurrency the stack is deployed with (ADR 0033).
 * Every figure is an assumption written down to be argued with; `npm run capacity` prints the tables.
 */

import { must } from '../../shared/lib/must.ts';

/** What one route costs per request, and how often an active student calls it. */
export interface RouteLoad {
  /** Requests per active student on an exam-season day. */
  perStudentDay: number;
  /** Part of the exam-morning login burst: everyone opens the site at once. */
  loginBurst?: boolean;
  /** DynamoDB read request units per request (strong reads of ≤ 4 KB count 1, transactions 2 per item). */
  readUnits: number;
  /** DynamoDB write request units per request (≤ 1 KB counts 1, transactions 2 per item). */
  writeUnits: number;
  /** Warm duration of the Lambda, milliseconds (a provider call dominates where there is one). */
  durationMs: number;
  /** E-mails sent per request. */
  emails?: number;
  /** Bedrock calls per request (the tutor's: tutorMessage().calls). */
  bedrockCalls?: number;
}

/**
 * One tutor message as the Bedrock provider handles it (ADR 0087). The exact solvers read the message
 * first: a problem they are certain of, asked for its result, is answered from them with no model call;
 * any other message is one model call, with the solvers' reply beside the question when they had one,
 * and a second call when the model asks the solver tool for what they could not read.
 */
export const tutorAssumptions = {
  /**
   * Messages answered from the solvers alone. About half of what students send the tutor are problems
   * to solve: 111 of the prompt table's 209, written the way applicants write (the rest are concepts,
   * study advice, follow-ups, small talk and what it declines). The router is certain of 109 of those
   * 111, but the table was tuned on; of the exam-style tuning half's statements, long and formal, it is
   * certain of 31 of 86 (before #32's new solvers). A student's own problems lie between the two: at
   * about 60 % certain, 0.53 × 0.6 ≈ 0.3. Below 0.25 the tutor passes US$ 0.10 a month; the
   * `modelCalls` of the chat's "tutor answered" log measures it in production.
   */
  directShare: 0.3,
  /**
   * Of the messages the model answers, those where it asks the solver tool (a second call): a
   * follow-up said in context ("¿y si fuera 5 kg?"), a second part, a problem the router missed. The
   * solvers' reply for the message itself already comes with the first call.
   */
  toolRoundShare: 0.25,
  /**
   * Input tokens of the first call: system prompt, the one tool, up to four turns of history, three
   * passages and the question (and the solvers' reply when there is one). model.test.ts counts them
   * from the real request builder, `converseInput`, on representative messages.
   */
  callInputTokens: 2_215,
  /** The second call: the first one's input, the model's tool request and the solver's worked reply. */
  toolRoundInputTokens: 2_510,
  /** A reply: the prompt asks for about 200 words, with formulas (the output cap is 500). */
  outputTokens: 400,
  /** The model's tool request, when it makes one: a sentence and the problem it passes. */
  toolRequestOutputTokens: 90,
  /**
   * Nothing is read from Bedrock's prompt cache: it caches a prefix only from 4,096 tokens on Claude
   * Haiku 4.5, and the tool and system prompt are far fewer (model.test.ts holds it).
   */
  cachedInputTokens: 0,
  /**
   * How the tests count tokens from text, there being no Claude tokenizer to run here: ~3.2 characters
   * a token for Spanish prose with LaTeX and markdown (English runs ~3.5–4; JSON and formulas fewer).
   */
  charsPerToken: 3.2,
  /** The tool-use instructions Anthropic adds to the system prompt when tools are offered (Haiku 4.5). */
  toolUseSystemTokens: 346,
  /** The smallest prefix Bedrock caches for Claude Haiku 4.5. */
  cacheMinimumTokens: 4_096,
  /**
   * Bedrock's quota counts each output token of Claude 3.7 and later models as five (its "burndown
   * rate"), so the tokens-per-minute quota to ask for is larger than the tokens the model reads and writes.
   */
  outputQuotaBurndown: 5,
} as const;

/** What one tutor message costs on average, in model calls and tokens. */
export function tutorMessage() {
  const t = tutorAssumptions;
  const modelShare = 1 - t.directShare;
  return {
    calls: modelShare * (1 + t.toolRoundShare),
    inputTokens: modelShare * (t.callInputTokens + t.toolRoundShare * t.toolRoundInputTokens),
    cachedInputTokens: modelShare * t.cachedInputTokens * (1 + t.toolRoundShare),
    outputTokens: modelShare * (t.outputTokens + t.toolRoundShare * t.toolRequestOutputTokens),
  };
}

/**
 * An active student in exam season studies most days: about 1.3 sessions a day of ~40 minutes. The
 * content gate asks for the session and the subscription on every entry; practice is ~10 verified
 * exercises a session; one simulator of 20 questions every two days; ~40 tutor messages a month.
 */
export const routeLoads: Record<string, RouteLoad> = {
  'auth-send-verification': {
    perStudentDay: 0.15,
    loginBurst: true,
    readUnits: 2,
    writeUnits: 9,
    durationMs: 120,
    emails: 1,
  },
  'auth-verify-code': { perStudentDay: 0.15, loginBurst: true, readUnits: 3, writeUnits: 8, durationMs: 60 },
  // The mail's one-click link: the same work as a code. Counted beside the codes, not instead of them,
  // so the code's throttle still fits every login.
  'auth-verify-link': { perStudentDay: 0.05, loginBurst: true, readUnits: 3, writeUnits: 8, durationMs: 60 },
  'auth-session': { perStudentDay: 2, loginBurst: true, readUnits: 2, writeUnits: 0.1, durationMs: 25 },
  'auth-logout': { perStudentDay: 0.02, readUnits: 1, writeUnits: 1, durationMs: 20 },
  'subscriptions-check-status': {
    perStudentDay: 2,
    loginBurst: true,
    readUnits: 2,
    writeUnits: 2,
    durationMs: 30,
  },
  'subscriptions-status-by-email': { perStudentDay: 0.05, readUnits: 2, writeUnits: 2, durationMs: 30 },
  'subscriptions-update-status': { perStudentDay: 0.01, readUnits: 4, writeUnits: 8, durationMs: 600 },
  'subscriptions-create': { perStudentDay: 0.01, readUnits: 4, writeUnits: 10, durationMs: 800 },
  'subscriptions-cancel': { perStudentDay: 0.002, readUnits: 4, writeUnits: 8, durationMs: 800 },
  'subscriptions-payments': { perStudentDay: 0.02, readUnits: 3, writeUnits: 2, durationMs: 700 },
  // The consumer-law buttons (ADR 0060): rare; a request stores itself and mails a link, a carried-out
  // one reads Mercado Pago back, cancels and may refund.
  'consumer-request': { perStudentDay: 0.001, readUnits: 6, writeUnits: 10, durationMs: 900, emails: 1 },
  'consumer-request-confirm': {
    perStudentDay: 0.001,
    readUnits: 6,
    writeUnits: 10,
    durationMs: 1500,
    emails: 1,
  },
  'webhooks-mercadopago': { perStudentDay: 0.01, readUnits: 4, writeUnits: 6, durationMs: 600, emails: 0.2 },
  'educational-subjects': { perStudentDay: 0.5, readUnits: 2, writeUnits: 0, durationMs: 20 },
  'educational-subject': { perStudentDay: 1.5, readUnits: 4, writeUnits: 0, durationMs: 40 },
  'educational-mini-class': { perStudentDay: 1, readUnits: 2, writeUnits: 0, durationMs: 20 },
  'educational-exercises': { perStudentDay: 1, readUnits: 4, writeUnits: 0, durationMs: 35 },
  'educational-exercise': { perStudentDay: 12, readUnits: 4, writeUnits: 0, durationMs: 30 },
  'educational-verify': { perStudentDay: 13, readUnits: 2, writeUnits: 10, durationMs: 60 },
  'educational-solution': { perStudentDay: 2.5, readUnits: 3, writeUnits: 1, durationMs: 30 },
  'educational-report': { perStudentDay: 0.01, readUnits: 2, writeUnits: 1, durationMs: 25 },
  'simulators-create': { perStudentDay: 0.5, readUnits: 3, writeUnits: 16, durationMs: 90 },
  'simulators-get': { perStudentDay: 1.5, readUnits: 6, writeUnits: 0, durationMs: 40 },
  'simulators-answer': { perStudentDay: 10, readUnits: 6, writeUnits: 4, durationMs: 60 },
  'simulators-complete': { perStudentDay: 0.5, readUnits: 8, writeUnits: 54, durationMs: 120 },
  'simulators-list': { perStudentDay: 0.7, readUnits: 4, writeUnits: 0, durationMs: 30 },
  'simulators-history': { perStudentDay: 0.4, readUnits: 4, writeUnits: 0, durationMs: 30 },
  // The dashboard reads its numbers through dashboard-home; this call stays for the spec's API.
  'statistics-dashboard': { perStudentDay: 0.05, readUnits: 15, writeUnits: 0, durationMs: 60 },
  // The statistics page reads these four through statistics-page; they stay for the spec's API.
  'statistics-overview': { perStudentDay: 0.01, readUnits: 10, writeUnits: 0, durationMs: 50 },
  'statistics-subjects': { perStudentDay: 0.01, readUnits: 8, writeUnits: 0, durationMs: 45 },
  'statistics-topics': { perStudentDay: 0.01, readUnits: 10, writeUnits: 0, durationMs: 45 },
  'statistics-progress': { perStudentDay: 0.01, readUnits: 10, writeUnits: 0, durationMs: 45 },
  // The statistics page's first screen in one request (#30): the four reads above, in parallel.
  'statistics-page': { perStudentDay: 0.3, readUnits: 38, writeUnits: 0, durationMs: 60 },
  'chat-tutor': {
    perStudentDay: 1.3,
    readUnits: 4,
    writeUnits: 6,
    durationMs: 4000,
    bedrockCalls: tutorMessage().calls,
  },
  'booklets-link': { perStudentDay: 0.05, readUnits: 2, writeUnits: 0, durationMs: 25 },
  // The statistics page's mastery and pass prediction (ADR 0055): one query over 90 days of attempts
  // (~300 answers, eventually consistent) and the simulators' summaries.
  'statistics-prediction': { perStudentDay: 0.3, readUnits: 20, writeUnits: 0, durationMs: 80 },
  // A personal booklet (ADR 0057): the same query, a rate-limit transaction, a PDF written with pdfkit.
  'booklets-personal': { perStudentDay: 0.03, readUnits: 18, writeUnits: 2, durationMs: 1200 },
  'feedback-submit': { perStudentDay: 0.02, readUnits: 2, writeUnits: 3, durationMs: 25 },
  'feedback-user': { perStudentDay: 0.01, readUnits: 3, writeUnits: 0, durationMs: 25 },
  'account-export': { perStudentDay: 0.001, readUnits: 50, writeUnits: 2, durationMs: 200 },
  'account-delete': { perStudentDay: 0.0005, readUnits: 50, writeUnits: 200, durationMs: 1500 },
  // The student's exam: read with the plan's card and "Mi cuenta", changed a few times a year.
  'account-exam': { perStudentDay: 0.3, readUnits: 1, writeUnits: 0, durationMs: 20 },
  'account-exam-update': { perStudentDay: 0.02, readUnits: 1, writeUnits: 1, durationMs: 25 },
  'waitlist-join': { perStudentDay: 0.005, readUnits: 0, writeUnits: 3, durationMs: 25 },
  // Visitors trying the free mini simulacro, counted per active student (about one visitor for every two).
  'trial-start': { perStudentDay: 0.5, readUnits: 0, writeUnits: 8, durationMs: 40 },
  'trial-get': { perStudentDay: 0.5, readUnits: 1, writeUnits: 2, durationMs: 25 },
  'trial-answer': { perStudentDay: 2.5, readUnits: 1, writeUnits: 4, durationMs: 30 },
  health: { perStudentDay: 0, readUnits: 1, writeUnits: 0, durationMs: 15 },
  // The learning loop (#21, ADRs 0051–0053): the dashboard reads the review and the goal through
  // dashboard-home and asks for the plan; the review page asks for the review again. A look brings the
  // schedule up to date (a few cards moved, the sync state rewritten); ~6 reviews a day.
  'practice-review': { perStudentDay: 0.5, readUnits: 25, writeUnits: 12, durationMs: 90 },
  'practice-review-answer': { perStudentDay: 6, readUnits: 2, writeUnits: 16, durationMs: 70 },
  'practice-goal': { perStudentDay: 0.05, readUnits: 3, writeUnits: 0.2, durationMs: 30 },
  'practice-goal-update': { perStudentDay: 0.05, readUnits: 3, writeUnits: 3, durationMs: 35 },
  'practice-reminder-unsubscribe': { perStudentDay: 0.002, readUnits: 0, writeUnits: 2, durationMs: 25 },
  'practice-plan': { perStudentDay: 1.5, readUnits: 12, writeUnits: 2, durationMs: 80 },
  // Offline practice (ADR 0097): a pack now and then (the day count and the pack, one transaction), and
  // a sync of ~15 answers, each written like a practice answer with its receipt.
  'practice-offline-pack': { perStudentDay: 0.1, readUnits: 1, writeUnits: 6, durationMs: 120 },
  'practice-offline-answers': { perStudentDay: 0.1, readUnits: 40, writeUnits: 260, durationMs: 600 },
  // The dashboard's first screen in one request (#30): the numbers, the review and the goal, read in
  // parallel; the review's sync dominates.
  'dashboard-home': { perStudentDay: 1.5, readUnits: 43, writeUnits: 12.2, durationMs: 100 },
};

export const assumptions = {
  /** The busiest hour of an exam-season evening carries this many times the day's average hourly load. */
  eveningPeak: 3,
  /** On an exam morning, logins (and the gate's first calls) arrive this many times faster than at the evening peak. */
  loginBurst: 10,
  /** Route throttles leave this much room above the modelled peak of the stage's design size. */
  throttleHeadroom: 2,
  /**
   * No route throttle below this: per-client limits are the WAF's job (#19); a route-wide throttle only
   * guards the account, so a handful of clients must not be able to exhaust it.
   */
  minThrottleRps: 100,
  lambdaMemoryMb: 512,
  /** Days in the month a subscriber is active (exam season: most of them). */
  activeDaysPerMonth: 22,
} as const;

/**
 * List prices in US dollars (us-east-1, read from AWS's and Anthropic's price pages in 2026; sa-east-1
 * runs about 1.3–1.6× for Lambda, API Gateway and DynamoDB — `regionFactor` applies it).
 */
const prices = {
  regionFactor: 1.5,
  apiPerMillion: 1.0,
  lambdaRequestPerMillion: 0.2,
  lambdaArmGbSecond: 0.0000133334,
  dynamoWritePerMillion: 0.625,
  dynamoReadPerMillion: 0.125,
  sesPerThousand: 0.1,
  bedrockInputPerMillion: 1.0,
  bedrockCachedInputPerMillion: 0.1,
  bedrockOutputPerMillion: 5.0,
} as const;

export const studentCounts = [1_000, 100_000, 1_000_000] as const;

const SECONDS_PER_DAY = 86_400;

export interface RouteFigures {
  route: string;
  averageRps: number;
  peakRps: number;
  /** At the exam-morning burst for the routes it applies to, the evening peak otherwise. */
  burstRps: number;
  peakWriteUnitsPerSecond: number;
  peakReadUnitsPerSecond: number;
  peakConcurrency: number;
}

/** Each route's load for `students` active students. */
export function routeFigures(students: number): RouteFigures[] {
  return Object.entries(routeLoads).map(([route, load]) => {
    const averageRps = (load.perStudentDay * students) / SECONDS_PER_DAY;
    const peakRps = averageRps * assumptions.eveningPeak;
    const burstRps = load.loginBurst ? peakRps * assumptions.loginBurst : peakRps;
    return {
      route,
      averageRps,
      peakRps,
      burstRps,
      peakWriteUnitsPerSecond: burstRps * load.writeUnits,
      peakReadUnitsPerSecond: burstRps * load.readUnits,
      peakConcurrency: burstRps * (load.durationMs / 1000),
    };
  });
}

export interface Totals {
  students: number;
  peakRps: number;
  peakWriteUnitsPerSecond: number;
  peakReadUnitsPerSecond: number;
  peakLambdaConcurrency: number;
  peakBedrockCallsPerSecond: number;
  bedrockTokensPerMinute: number;
  /** The same tokens as Bedrock's quota counts them (output tokens ×5). */
  bedrockQuotaTokensPerMinute: number;
  peakEmailsPerSecond: number;
  monthlyCostPerStudent: {
    api: number;
    lambda: number;
    dynamodb: number;
    ses: number;
    bedrock: number;
    total: number;
  };
}

export function totals(students: number): Totals {
  const figures = routeFigures(students);
  const sum = (pick: (f: RouteFigures) => number) => figures.reduce((total, f) => total + pick(f), 0);
  const loadOf = (route: string) => must(routeLoads[route], `the load of ${route}`);
  const peakBedrockCallsPerSecond = sum((f) => f.peakRps * (loadOf(f.route).bedrockCalls ?? 0));
  const tutor = tutorMessage();
  const peakTutorMessagesPerSecond = figures.find((f) => f.route === 'chat-tutor')?.peakRps ?? 0;
  const perStudentMonth = (pick: (load: RouteLoad) => number) =>
    Object.values(routeLoads).reduce((total, load) => total + load.perStudentDay * pick(load), 0) *
    assumptions.activeDaysPerMonth;
  const requests = perStudentMonth(() => 1);
  const api = (requests / 1e6) * prices.apiPerMillion * prices.regionFactor;
  const gbSeconds = perStudentMonth((load) => (load.durationMs / 1000) * (assumptions.lambdaMemoryMb / 1024));
  const lambda =
    ((requests / 1e6) * prices.lambdaRequestPerMillion + gbSeconds * prices.lambdaArmGbSecond) *
    prices.regionFactor;
  const dynamodb =
    ((perStudentMonth((load) => load.writeUnits) / 1e6) * prices.dynamoWritePerMillion +
      (perStudentMonth((load) => load.readUnits) / 1e6) * prices.dynamoReadPerMillion) *
    prices.regionFactor;
  const ses = (perStudentMonth((load) => load.emails ?? 0) / 1000) * prices.sesPerThousand;
  const tutorMessages = (routeLoads['chat-tutor']?.perStudentDay ?? 0) * assumptions.activeDaysPerMonth;
  const bedrock =
    (tutorMessages / 1e6) *
    ((tutor.inputTokens - tutor.cachedInputTokens) * prices.bedrockInputPerMillion +
      tutor.cachedInputTokens * prices.bedrockCachedInputPerMillion +
      tutor.outputTokens * prices.bedrockOutputPerMillion);
  return {
    students,
    peakRps: sum((f) => f.burstRps),
    peakWriteUnitsPerSecond: sum((f) => f.peakWriteUnitsPerSecond),
    peakReadUnitsPerSecond: sum((f) => f.peakReadUnitsPerSecond),
    peakLambdaConcurrency: sum((f) => f.peakConcurrency),
    peakBedrockCallsPerSecond,
    bedrockTokensPerMinute: peakTutorMessagesPerSecond * 60 * (tutor.inputTokens + tutor.outputTokens),
    bedrockQuotaTokensPerMinute:
      peakTutorMessagesPerSecond *
      60 *
      (tutor.inputTokens + tutor.outputTokens * tutorAssumptions.outputQuotaBurndown),
    peakEmailsPerSecond: sum((f) => f.burstRps * (loadOf(f.route).emails ?? 0)),
    monthlyCostPerStudent: {
      api,
      lambda,
      dynamodb,
      ses,
      bedrock,
      total: api + lambda + dynamodb + ses + bedrock,
    },
  };
}

export interface Throttle {
  rate: number;
  burst: number;
}

/** The API Gateway throttle of a route for a stage designed for `students`: the modelled burst with room. */
export function routeThrottle(route: string, students: number): Throttle {
  const figures = routeFigures(students).find((f) => f.route === route);
  if (!figures) throw new Error(`The capacity model has no load for route ${route}: add it to routeLoads.`);
  const rate = Math.max(
    assumptions.minThrottleRps,
    Math.ceil(figures.burstRps * assumptions.throttleHeadroom),
  );
  return { rate, burst: rate * 2 };
}

/** The whole API's throttle (the stage default, which bounds the sum of every route). */
export function apiThrottle(students: number): Throttle {
  const rate = Math.max(500, Math.ceil(totals(students).peakRps * assumptions.throttleHeadroom));
  return { rate, burst: rate * 2 };
}

/**
 * The tutor's reserved concurrency: the modelled peak with room, so a flood of questions can neither
 * run up Bedrock without bound nor take the account's concurrency from the rest of the product.
 */
export function tutorConcurrency(students: number): number {
  const figures = routeFigures(students).find((f) => f.route === 'chat-tutor');
  return Math.max(5, Math.ceil((figures?.peakConcurrency ?? 0) * assumptions.throttleHeadroom));
}

/**
 * Reserved concurrency is set only on stages of this size and up: a new AWS account may have a
 * concurrency quota of 10, and AWS refuses a reservation that leaves fewer than 10 unreserved.
 */
const RESERVE_CONCURRENCY_FROM_STUDENTS = 10_000;

/** The tutor's reserved concurrency for a stage of this size, if it gets one. */
export function tutorReservedConcurrency(students: number): number | undefined {
  return students >= RESERVE_CONCURRENCY_FROM_STUDENTS ? tutorConcurrency(students) : undefined;
}

/** Account quotas to request before a stage of this size opens (AWS defaults in the comments). */
export function quotas(students: number) {
  const t = totals(students);
  const withRoom = (value: number) => Math.ceil(value * assumptions.throttleHeadroom);
  return {
    /** Lambda concurrent executions: 1,000 by default, as low as 10 on a new account. */
    lambdaConcurrentExecutions: Math.max(1000, withRoom(t.peakLambdaConcurrency)),
    /** API Gateway account-level throttle: 10,000 rps by default. */
    apiGatewayRps: Math.max(10_000, withRoom(t.peakRps)),
    /** DynamoDB on-demand table throughput: 40,000 read and 40,000 write units per second by default. */
    dynamoWriteUnitsPerSecond: Math.max(40_000, withRoom(t.peakWriteUnitsPerSecond)),
    dynamoReadUnitsPerSecond: Math.max(40_000, withRoom(t.peakReadUnitsPerSecond)),
    /** SES sending rate: 1/s in the sandbox, ~14/s once out of it. */
    sesEmailsPerSecond: Math.max(14, withRoom(t.peakEmailsPerSecond)),
    /** Bedrock tokens per minute for the tutor's model through its inference profile, as the quota counts them. */
    bedrockTokensPerMinute: withRoom(t.bedrockQuotaTokensPerMinute),
  };
}
