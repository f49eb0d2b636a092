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
  // Five answers in two topics, two of them wrong.
  const exercises = contentBank.matematicas.exercises
    .filter((exercise) => exercise.kind === 'multiple-choice')
    .slice(0, 5);
  for (const [index, exercise] of exercises.entries()) {
    if (exercise.kind !== 'multiple-choice') continue;
    const wrong = (exercise.correctAnswer + 1) % exercise.options.length;
    const answered = await call(
      `/api/educational/matematicas/ejercicios/${exercise.id}/verificar`,
      student.cookie,
      { respuesta: index < 2 ? wrong : exercise.correctAnswer, timeSpent: 25 },
    );
    expect(answered.status).toBe(200);
  }
});

describe('GET /api/statistics: the statistics page in one request', () => {
  it.each(['7d', '30d', 'all'] as const)(
    'answers what the four separate routes answer, for the period %s',
    async (timeframe) => {
      const at = (route: string) => `/api/statistics/${route}/${student.userId}?timeframe=${timeframe}`;
      const page = await call(`/api/statistics?timeframe=${timeframe}`, student.cookie);
      const [overview, subjects, topics, progress] = await Promise.all(
        ['overview', 'subjects', 'topics', 'progress'].map((route) => call(at(route), student.cookie)),
      );

      expect(page.status).toBe(200);
      const parsed = routes.statisticsPage.response.parse(page.body);
      expect(parsed.statistics).toEqual(routes.statisticsOverview.response.parse(overview?.body).statistics);
      expect(parsed.subjects).toEqual(routes.statisticsSubjects.response.parse(subjects?.body).progress);
      const { success: _, ...judged } = routes.statisticsTopics.response.parse(topics?.body);
      expect(parsed).toMatchObject(judged);
      expect(parsed.daily).toEqual(routes.statisticsProgress.response.parse(progress?.body).progress);
      expect(parsed.statistics.totalQuestions).toBe(5);
    },
  );

  it('takes the last 30 days when no period is given', async () => {
    const plain = await call('/api/statistics', student.cookie);
    const month = await call('/api/statistics?timeframe=30d', student.cookie);

    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(month.body);
  });

  it('answers 400 in Spanish for a period it does not know or a user in the query, 401 and 403 without access', async () => {
    const noSubscription = await login(services.sesEndpoint);

    for (const query of ['timeframe=1y', `user=${student.userId}`]) {
      const answer = await call(`/api/statistics?${query}`, student.cookie);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await call('/api/statistics', undefined)).status).toBe(401);
    expect((await call('/api/statistics', noSubscription.cookiePair)).status).toBe(403);
  });
});
