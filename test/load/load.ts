/**
 * `npm run load`: the exam-season load against the local stack (ADR 0033).
 *
 * Starts the stack in a process of its own, signs in students through the real login (code mailed to
 * the local SES), gives them a subscription and simulators, then runs two phases with autocannon:
 *
 * 1. `verify`: exercise verifies alone at 50 connections, against the target (≥ 200 requests/s,
 *    p99 ≤ 250 ms on a 2-core machine);
 * 2. `mix`: the exam-season mix of the capacity model (logins, the gate's calls, exercises and
 *    verifies, simulator create/answer/complete, dashboard, the review queue and the daily goal, tutor),
 *    each route at its share.
 *
 * Prints requests/s, p50/p95/p99 and errors per route and writes a JSON report. Exits non-zero when a
 * request failed (5xx, timeout, connection error); `--strict` also fails on a missed target.
 *   --duration=<s> per phase (10)   --connections=<n> (50)   --rate=<total requests/s of the mix> (250)
 *   --report=<file> (build/load/report.json)   --strict
 *   --profile (CPU profiles in build/load: the server's .cpuprofile and DynamoDB Local's dynamodb.jfr)
 *   --only=verify (skip the mix)   --students=<n> (40)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { contentBank } from '../../functions/content/bank.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { routeFigures } from '../../infra/capacity/model.ts';
import { repoRoot } from '../../infra/handlers.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { DAILY_GOAL_OPTIONS } from '../../shared/domain/daily-goal.ts';
import { at, must } from '../../shared/lib/must.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [name, value] as const;
  }),
);
const duration = Number(args.get('duration') ?? 10);
const connections = Number(args.get('connections') ?? 50);
const mixRate = Number(args.get('rate') ?? 250);
const reportFile = path.resolve(repoRoot, args.get('report') ?? 'build/load/report.json');
const strict = args.has('strict');
const STUDENTS = Number(args.get('students') ?? 40);

const targets = { verify: { rps: 200, p99Ms: 250 } };

interface Stack {
  url: string;
  dynamoDbEndpoint: string;
  sesEndpoint: string;
  tableName: string;
}

async function startStack(): Promise<{ stack: Stack; child: ChildProcess }> {
  await mkdir(path.join(repoRoot, 'build', 'load'), { recursive: true });
  // --profile: a CPU profile of the server process, to look at before guessing what is slow.
  const profile = args.has('profile')
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'build', 'load')}`]
    : [];
  const javaOptions = args.has('profile')
    ? `-Xmx512m -XX:StartFlightRecording=filename=${path.join(repoRoot, 'build', 'load', 'dynamodb.jfr')},settings=profile,dumponexit=true`
    : process.env.DYNAMODB_LOCAL_JAVA_OPTS;
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(import.meta.dirname, 'stack.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...(javaOptions ? { DYNAMODB_LOCAL_JAVA_OPTS: javaOptions } : {}) },
    },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ stack: JSON.parse(line.slice(6)) as Stack, child });
    });
    child.on('exit', (code) => reject(new Error(`the local stack exited (${code}) before it was ready`)));
  });
}

/** A distinct viewer address per simulated device, as CloudFront would pass it on. */
let nextAddress = 0;
const viewer = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}:443`;
};

/**
 * CPU seconds used so far by the stack's server process and by DynamoDB Local (its child), read from
 * /proc; undefined where there is no /proc.
 */
function cpuByProcess(pid: number | undefined): { server: number; dynamoDb: number } | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const ticksPerSecond = 100;
  const cpuOf = (id: string) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  };
  const children = (id: string) =>
    readdirSync(`/proc/${id}/task`).flatMap((task) =>
      readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
  const java = children(String(pid)).find((id) =>
    readFileSync(`/proc/${id}/comm`, 'utf8').startsWith('java'),
  );
  return { server: cpuOf(String(pid)), dynamoDb: java ? cpuOf(java) : 0 };
}

/** Where a phase's CPU went: milliseconds per request and cores in use, per process. */
function cpuPerRequest(
  before: ReturnType<typeof cpuByProcess>,
  after: ReturnType<typeof cpuByProcess>,
  requests: number,
  seconds: number,
) {
  if (!before || !after || requests === 0) return undefined;
  const figures = (used: number) => ({
    msPerRequest: Math.round((used * 1000 * 10) / requests) / 10,
    cores: Math.round((used / seconds) * 100) / 100,
  });
  return {
    server: figures(after.server - before.server),
    dynamoDb: figures(after.dynamoDb - before.dynamoDb),
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': viewer(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

async function codesFor(sesEndpoint: string, emails: readonly string[]): Promise<Map<string, string>> {
  const { emails: mails } = (await (await fetch(`${sesEndpoint}/store`)).json()) as {
    emails: { destination: { to: string[] }; body: { text?: string } }[];
  };
  const wanted = new Set(emails);
  const codes = new Map<string, string>();
  for (const mail of mails) {
    const to = mail.destination.to.find((address) => wanted.has(address));
    const code = mail.body.text?.match(/^\s+(\d{6})$/m)?.[1];
    if (to && code) codes.set(to, code);
  }
  return codes;
}

interface Student {
  email: string;
  userId: string;
  cookie: string;
  simulators: string[];
  toComplete: string[];
}

/** Runs `work` over `items` ten at a time, in order. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 10)
    results.push(...(await Promise.all(items.slice(i, i + 10).map(work))));
  return results;
}

async function seed(stack: Stack): Promise<{ students: Student[]; loginCodes: [string, string][] }> {
  const run = Date.now().toString(36);
  const emails = Array.from({ length: STUDENTS }, (_, i) => `carga-${run}-${i}@ingresa.test`);
  // Enough fresh codes for the mix's logins: about 2 % of its requests, with room.
  const loginEmails = Array.from(
    { length: Math.ceil(mixRate * duration * 0.05) + 20 },
    (_, i) => `ingreso-${run}-${i}@ingresa.test`,
  );
  await inBatches([...emails, ...loginEmails], (email) =>
    post(`${stack.url}/api/auth/send-verification`, { email, purpose: 'checkout' }),
  );
  const codes = await codesFor(stack.sesEndpoint, [...emails, ...loginEmails]);
  const db = DynamoDBDocumentClient.from(localDynamoClient(stack.dynamoDbEndpoint));
  const students = await inBatches(emails, async (email): Promise<Student> => {
    const verified = await post(`${stack.url}/api/auth/verify-code`, { email, code: codes.get(email) });
    const userId = (verified.body.user as { id: string }).id;
    const cookie = verified.response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...keys.subscription(userId),
          subscriptionId: `load-${userId}`,
          planId: 'annual',
          status: 'active',
          expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    const simulators: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await post(
        `${stack.url}/api/simulators/create`,
        {
          subject: 'matematicas',
          difficulty: 'medio',
          numQuestions: 30,
          timeLimit: 120,
          selectedTopics: [],
          userId,
        },
        { cookie },
      );
      simulators.push((created.body.simulator as { id: string }).id);
    }
    return { email, userId, cookie, simulators: simulators.slice(0, 2), toComplete: simulators.slice(2) };
  });
  db.destroy();
  const loginCodes = loginEmails.flatMap((email) => {
    const code = codes.get(email);
    return code ? [[email, code] as [string, string]] : [];
  });
  return { students, loginCodes };
}

const pick = <T>(list: readonly T[]): T => at(list, Math.floor(Math.random() * list.length), 'pick');

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** One request of a route, made fresh for every call. */
type Maker = () => Request;

function makers(students: Student[], loginCodes: [string, string][]): Record<string, Maker> {
  const exercises = contentBank.matematicas.exercises.map((exercise) => exercise.id);
  const trueFalse = new Set(
    contentBank.matematicas.exercises.filter((exercise) => exercise.kind === 'true-false').map((e) => e.id),
  );
  const json = { 'content-type': 'application/json' };
  const as = (student: Student) => ({ cookie: student.cookie, 'cloudfront-viewer-address': viewer() });
  let login = 0;
  let sent = 0;
  return {
    'auth-send-verification': () => {
      sent += 1;
      return {
        method: 'POST',
        path: '/api/auth/send-verification',
        headers: { ...json, 'cloudfront-viewer-address': viewer() },
        body: JSON.stringify({ email: `nuevo-${Date.now()}-${sent}@ingresa.test`, purpose: 'checkout' }),
      };
    },
    'auth-verify-code': () => {
      const [email, code] = loginCodes[login++ % loginCodes.length] ?? ['', ''];
      return {
        method: 'POST',
        path: '/api/auth/verify-code',
        headers: { ...json, 'cloudfront-viewer-address': viewer() },
        body: JSON.stringify({ email, code }),
      };
    },
    'auth-session': () => ({ method: 'GET', path: '/api/auth/session', headers: as(pick(students)) }),
    'subscriptions-check-status': () => {
      const student = pick(students);
      return {
        method: 'GET',
        path: `/api/subscriptions/check-status?email=${encodeURIComponent(student.email)}`,
        headers: as(student),
      };
    },
    'educational-exercise': () => ({
      method: 'GET',
      path: `/api/educational/matematicas/ejercicios/${pick(exercises)}`,
      headers: as(pick(students)),
    }),
    'educational-verify': () => {
      const exercise = pick(exercises);
      const choice = Math.floor(Math.random() * 2);
      return {
        method: 'POST',
        path: `/api/educational/matematicas/ejercicios/${exercise}/verificar`,
        headers: { ...json, ...as(pick(students)) },
        body: JSON.stringify({ respuesta: trueFalse.has(exercise) ? choice === 1 : choice, timeSpent: 20 }),
      };
    },
    'simulators-create': () => {
      const student = pick(students);
      return {
        method: 'POST',
        path: '/api/simulators/create',
        headers: { ...json, ...as(student) },
        body: JSON.stringify({
          subject: 'fisica',
          difficulty: 'medio',
          numQuestions: 10,
          timeLimit: 30,
          selectedTopics: [],
          userId: student.userId,
        }),
      };
    },
    'simulators-get': () => {
      const student = pick(students);
      return { method: 'GET', path: `/api/simulators/${pick(student.simulators)}`, headers: as(student) };
    },
    'simulators-answer': () => {
      const student = pick(students);
      return {
        method: 'POST',
        path: `/api/simulators/${pick(student.simulators)}/answer`,
        headers: { ...json, ...as(student) },
        body: JSON.stringify({ questionIndex: Math.floor(Math.random() * 30), userAnswer: 0, timeSpent: 30 }),
      };
    },
    'simulators-complete': () => {
      const student = pick(students);
      return {
        method: 'POST',
        path: `/api/simulators/${pick(student.toComplete)}/complete`,
        headers: { ...json, ...as(student) },
        body: '{}',
      };
    },
    'statistics-dashboard': () => {
      const student = pick(students);
      return { method: 'GET', path: `/api/statistics/dashboard/${student.userId}`, headers: as(student) };
    },
    'practice-review': () => ({ method: 'GET', path: '/api/practice/review', headers: as(pick(students)) }),
    'practice-goal': () => ({ method: 'GET', path: '/api/practice/goal', headers: as(pick(students)) }),
    'practice-goal-update': () => ({
      method: 'POST',
      path: '/api/practice/goal',
      headers: { ...json, ...as(pick(students)) },
      body: JSON.stringify({ dailyGoal: pick(DAILY_GOAL_OPTIONS), reminder: Math.random() < 0.5 }),
    }),
    'chat-tutor': () => ({
      method: 'POST',
      path: '/api/chat/tutor',
      headers: { ...json, 'cloudfront-viewer-address': viewer() },
      body: JSON.stringify({
        message: pick(['resolvé 3x + 5 = 20', '¿cuánto es 15% de 240?', 'pasá 72 km/h a m/s']),
      }),
    }),
  };
}

interface RouteReport {
  route: string;
  connections: number;
  targetRps?: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and 5xx answers: requests that failed. */
  errors: number;
  statuses: Record<string, number>;
}

async function hit(
  stack: Stack,
  route: string,
  make: Maker,
  options: { connections: number; seconds: number; rate?: number },
): Promise<RouteReport> {
  const result = await autocannon({
    url: stack.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [{ setupRequest: (request) => ({ ...request, ...make() }) }],
  });
  const statuses: Record<string, number> = {};
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count;
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    route,
    connections: options.connections,
    ...(options.rate ? { targetRps: options.rate } : {}),
    requests,
    rps: Math.round((requests / options.seconds) * 10) / 10,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p99,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + serverErrors,
    statuses,
  };
}

function print(title: string, rows: RouteReport[]) {
  console.log(`\n${title}`);
  console.log(
    [
      'route'.padEnd(28),
      'conn',
      'target/s',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'errors',
      'statuses',
    ].join('  '),
  );
  for (const row of rows) {
    console.log(
      [
        row.route.padEnd(28),
        String(row.connections).padStart(4),
        String(row.targetRps ?? '').padStart(8),
        String(row.rps).padStart(5),
        String(row.p50).padStart(6),
        String(row.p95).padStart(6),
        String(row.p99).padStart(6),
        String(row.errors).padStart(6),
        JSON.stringify(row.statuses),
      ].join('  '),
    );
  }
}

const mixRoutes = [
  'auth-send-verification',
  'auth-verify-code',
  'auth-session',
  'subscriptions-check-status',
  'educational-exercise',
  'educational-verify',
  'simulators-create',
  'simulators-get',
  'simulators-answer',
  'simulators-complete',
  'statistics-dashboard',
  'practice-review',
  'practice-goal',
  'practice-goal-update',
  'chat-tutor',
];

async function main() {
  const startedAt = Date.now();
  console.log('Starting the local stack…');
  const { stack, child } = await startStack();
  try {
    console.log(`Signing in ${STUDENTS} students and preparing simulators and login codes…`);
    const { students, loginCodes } = await seed(stack);
    const make = makers(students, loginCodes);

    const before = cpuByProcess(child.pid);
    const verify = await hit(
      stack,
      'educational-verify',
      must(make['educational-verify'], 'the verify maker'),
      {
        connections,
        seconds: duration,
      },
    );
    const cpu = cpuPerRequest(before, cpuByProcess(child.pid), verify.requests, duration);
    print(`Phase 1: exercise verifies alone, ${connections} connections, ${duration} s`, [verify]);
    if (cpu)
      console.log(
        `  CPU per verify: server ${cpu.server.msPerRequest} ms (${cpu.server.cores} cores), ` +
          `DynamoDB Local ${cpu.dynamoDb.msPerRequest} ms (${cpu.dynamoDb.cores} cores)`,
      );
    const verifyMet = verify.rps >= targets.verify.rps && verify.p99 <= targets.verify.p99Ms;
    console.log(
      `  target ≥ ${targets.verify.rps} req/s with p99 ≤ ${targets.verify.p99Ms} ms: ${verifyMet ? 'met' : 'NOT met'}`,
    );

    if (args.get('only') === 'verify') return;
    const figures = routeFigures(100_000).filter((figure) => mixRoutes.includes(figure.route));
    const total = figures.reduce((sum, figure) => sum + figure.burstRps, 0);
    const mix = await Promise.all(
      figures.map((figure) => {
        const share = figure.burstRps / total;
        return hit(stack, figure.route, must(make[figure.route], `the ${figure.route} maker`), {
          connections: Math.max(1, Math.round(connections * share)),
          seconds: duration,
          rate: Math.max(1, Math.round(mixRate * share)),
        });
      }),
    );
    print(`Phase 2: the exam-season mix at ${mixRate} req/s in all, ${duration} s`, mix);
    const mixRps = mix.reduce((sum, row) => sum + row.rps, 0);
    console.log(`  ${Math.round(mixRps)} req/s in all`);

    const failed = [verify, ...mix].reduce((sum, row) => sum + row.errors, 0);
    const report = {
      at: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      settings: { duration, connections, mixRate, students: STUDENTS },
      verify: { ...verify, target: targets.verify, met: verifyMet, cpu },
      mix,
      failed,
      seconds: Math.round((Date.now() - startedAt) / 1000),
    };
    await mkdir(path.dirname(reportFile), { recursive: true });
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nReport: ${path.relative(repoRoot, reportFile)}; ${failed} failed request(s).`);
    if (failed > 0 || (strict && !verifyMet)) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
  }
}

await main();
