import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { routes } from '../../shared/api/routes.ts';
import { pointAtLocalServices } from './environment.ts';
import { login, loginSubscriber, type Student } from './session.ts';

const services = pointAtLocalServices();

async function call(path: string, cookie: string | undefined, body?: unknown) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let student: Student;

beforeAll(async () => {
  student = await loginSubscriber(services.sesEndpoint);
  // Four exercises missed and two right: the misses enter the review, six answers count for the goal.
  const exercises = contentBank.matematicas.exercises
    .filter((exercise) => exercise.kind === 'multiple-choice')
    .slice(0, 6);
  for (const [index, exercise] of exercises.entries()) {
    if (exercise.kind !== 'multiple-choice') continue;
    const wrong = (exercise.correctAnswer + 1) % exercise.options.length;
    const answered = await call(
      `/api/educational/matematicas/ejercicios/${exercise.id}/verificar`,
      student.cookie,
      { respuesta: index < 4 ? wrong : exercise.correctAnswer, timeSpent: 30 },
    );
    expect(answered.status).toBe(200);
  }
  expect((await call('/api/practice/goal', student.cookie, { dailyGoal: 10, reminder: false })).status).toBe(
    200,
  );
});

describe('GET /api/dashboard: the first screen of the dashboard in one request', () => {
  it('answers the numbers, the review summary and the goal, as the separate routes do', async () => {
    const home = await call('/api/dashboard', student.cookie);
    const statistics = await call(`/api/statistics/dashboard/${student.userId}`, student.cookie);
    const review = await call('/api/practice/review', student.cookie);
    const goal = await call('/api/practice/goal', student.cookie);

    expect(home.status).toBe(200);
    const parsed = routes.dashboardHome.response.parse(home.body);
    expect(parsed.statistics).toEqual(routes.dashboard.response.parse(statistics.body).dashboard);
    expect(parsed.goal).toEqual(routes.goal.response.parse(goal.body).goal);
    const { items, ...counts } = routes.review.response.parse(review.body).review;
    expect(parsed.review).toMatchObject(counts);
    expect(parsed.statistics.totalQuestions).toBe(6);
    expect(parsed.goal).toMatchObject({ dailyGoal: 10, doneToday: 6 });
    // The four misses are written exercises: they return the next day (ADR 0078), not today.
    expect(parsed.review).toMatchObject({ scheduled: 4, dueNow: 0, laterToday: 0 });
    expect(parsed.review.topics).toEqual(
      [...new Set(items.map((item) => `${item.subject}/${item.topic}`))]
        .slice(0, 3)
        .map((key) => ({ subject: key.split('/')[0], topic: key.split('/')[1] })),
    );
  });

  it('never carries a review question: the card names topics only', async () => {
    const home = await call('/api/dashboard', student.cookie);

    expect(JSON.stringify(home.body.review)).not.toMatch(/"question"|"options"/);
  });

  it('answers 401 without a session and 403 without a subscription', async () => {
    const noSubscription = await login(services.sesEndpoint);

    expect((await call('/api/dashboard', undefined)).status).toBe(401);
    expect((await call('/api/dashboard', noSubscription.cookiePair)).status).toBe(403);
  });

  it('answers 400 in Spanish for a query it does not take', async () => {
    const answer = await call('/api/dashboard?user=otro', student.cookie);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });
});
