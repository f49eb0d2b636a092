import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import type { RouteDefinition } from '../../shared/api/route-definition.ts';
import { routes } from '../../shared/api/routes.ts';
import { checkLight, type LightRoute } from '../../web/src/lib/light-contract.ts';
import * as account from '../../web/src/lib/routes/account.prebuilt.ts';
import * as dashboard from '../../web/src/lib/routes/dashboard.prebuilt.ts';
import * as educational from '../../web/src/lib/routes/educational.prebuilt.ts';
import * as practice from '../../web/src/lib/routes/practice.prebuilt.ts';
import * as simulators from '../../web/src/lib/routes/simulators.prebuilt.ts';
import * as statistics from '../../web/src/lib/routes/statistics.prebuilt.ts';
import { pointAtLocalServices } from './environment.ts';
import { loginSubscriber, type Student } from './session.ts';

/*
 * The area's first screens read their answers with light contracts (ADR 0084): here every one of them
 * reads the real handlers' answers for a student with work behind them exactly as the zod contract does.
 */

const services = pointAtLocalServices();

async function call(path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

let student: Student;
let simulatorId: string;
const exercise = contentBank.matematicas.exercises.find((item) => item.kind === 'multiple-choice');

beforeAll(async () => {
  student = await loginSubscriber(services.sesEndpoint);
  // Answers right and wrong, a goal, and a simulator with a typed answer and a completed one.
  for (const [index, item] of contentBank.matematicas.exercises.slice(0, 6).entries()) {
    if (item.kind !== 'multiple-choice') continue;
    const respuesta = index % 2 ? item.correctAnswer : (item.correctAnswer + 1) % item.options.length;
    await call(`/api/educational/matematicas/ejercicios/${item.id}/verificar`, student.cookie, {
      respuesta,
      timeSpent: 20,
    });
  }
  await call('/api/practice/goal', student.cookie, { dailyGoal: 10, reminder: true });
  const examDate = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
  const exam = await call('/api/account/exam', student.cookie, {
    regional: 'frc',
    career: 'sistemas',
    examDate,
  });
  expect(exam.status).toBe(200);
  const simulator = async () => {
    const created = await call('/api/simulators/create', student.cookie, {
      subject: 'fisica',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [],
      userId: student.userId,
    });
    return routes.createSimulator.response.parse(created.body).simulator;
  };
  const done = await simulator();
  await call(`/api/simulators/${done.id}/answer`, student.cookie, {
    questionIndex: 0,
    userAnswer: 0,
    timeSpent: 5,
  });
  await call(`/api/simulators/${done.id}/complete`, student.cookie, { userId: student.userId });
  simulatorId = (await simulator()).id;
  const view = routes.simulator.response.parse(
    (await call(`/api/simulators/${simulatorId}`, student.cookie)).body,
  );
  const typed = view.simulator.questions.findIndex((question) => question.typed !== undefined);
  await call(`/api/simulators/${simulatorId}/answer`, student.cookie, {
    questionIndex: Math.max(typed, 0),
    userAnswer: typed >= 0 ? { value: '12,5', unit: ' m/s ' } : 1,
    timeSpent: 8,
  });
});

function readsAsZod(light: LightRoute, route: RouteDefinition, body: unknown) {
  const zod = route.response.safeParse(body);
  expect(zod.success).toBe(true);
  expect(checkLight(light.response, body)).toEqual({ success: true, data: zod.data });
  expect(light).toMatchObject({ method: route.method, path: route.path, access: route.access });
}

describe('the area’s light contracts read the real answers as zod does', () => {
  const pages: [string, () => [LightRoute, RouteDefinition, string]][] = [
    ['the dashboard', () => [dashboard.dashboardHomeRoute, routes.dashboardHome, '/api/dashboard']],
    ['the exam', () => [account.examTargetRoute, routes.examTarget, '/api/account/exam']],
    ['the plan', () => [practice.planRoute, routes.plan, '/api/practice/plan']],
    ['the goal', () => [practice.goalRoute, routes.goal, '/api/practice/goal']],
    ['the subjects', () => [educational.subjectListRoute, routes.subjectList, '/api/educational']],
    [
      'a subject',
      () => [educational.subjectDetailRoute, routes.subjectDetail, '/api/educational/matematicas'],
    ],
    [
      'an exercise',
      () => [
        educational.exerciseRoute,
        routes.exercise,
        `/api/educational/matematicas/ejercicios/${exercise?.id}`,
      ],
    ],
    [
      'a mini class',
      () => [
        educational.miniClassRoute,
        routes.miniClass,
        `/api/educational/matematicas/mini-clases/${contentBank.matematicas.miniClasses[0]?.id}`,
      ],
    ],
    ['a simulator', () => [simulators.simulatorRoute, routes.simulator, `/api/simulators/${simulatorId}`]],
    ['the simulators', () => [simulators.simulatorListRoute, routes.simulatorList, '/api/simulators']],
    [
      'the simulators’ history',
      () => [
        simulators.simulatorHistoryRoute,
        routes.simulatorHistory,
        `/api/simulators/history/${student.userId}`,
      ],
    ],
    [
      'the statistics',
      () => [statistics.statisticsPageRoute, routes.statisticsPage, '/api/statistics?timeframe=30d'],
    ],
    [
      'the pass prediction',
      () => [
        statistics.statisticsPredictionRoute,
        routes.statisticsPrediction,
        `/api/statistics/prediction/${student.userId}`,
      ],
    ],
  ];

  it.each(pages)('%s', async (_page, which) => {
    const [light, route, path] = which();
    const answer = await call(path, student.cookie);

    expect(answer.status).toBe(200);
    readsAsZod(light, route, answer.body);
  });

  it('refuse an answer the zod contract refuses', async () => {
    const answer = (await call('/api/dashboard', student.cookie)).body as Record<string, object>;
    const malformed = [
      { ...answer, goal: { ...answer.goal, week: [] } },
      { ...answer, statistics: { ...answer.statistics, totalQuestions: '6' } },
      { ...answer, review: undefined },
    ];
    for (const body of malformed) {
      expect(routes.dashboardHome.response.safeParse(body).success).toBe(false);
      expect(checkLight(dashboard.dashboardHomeRoute.response, body)).toEqual({ success: false });
    }
  });
});
