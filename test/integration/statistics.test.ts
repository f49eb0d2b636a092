import { randomUUID } from 'node:crypto';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { answeredByChoosing } from '../../functions/content/schema.ts';
import type { Attempt } from '../../functions/lib/data/attempt-record.ts';
import { recordPractice } from '../../functions/lib/data/attempts.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { getSimulator } from '../../functions/lib/data/simulators.ts';
import {
  answerQuestion,
  completeSimulatorFor,
  createSimulator,
} from '../../functions/lib/simulators/service.ts';
import { routes } from '../../shared/api/routes.ts';
import { PERCENTILE_MIN_OTHERS, PERCENTILE_MIN_QUESTIONS } from '../../shared/domain/ranking.ts';
import { accuracyOf, bucketOf, RANKING_MIN_QUESTIONS } from '../../shared/domain/ranking-histogram.ts';
import { studyDay } from '../../shared/domain/study-days.ts';
import { formatStudyTime } from '../../shared/domain/study-time.ts';
import { pointAtLocalServices } from './environment.ts';
import { loginSubscriber, type Student } from './session.ts';

const services = pointAtLocalServices();
const DAY_MS = 24 * 60 * 60 * 1000;

const subscriber = () => loginSubscriber(services.sesEndpoint);

async function get(student: Student, path: string) {
  const response = await fetch(`${services.apiUrl}${path}`, { headers: { cookie: student.cookie } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function queryAll(pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: services.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The attempts that moved the statistics (a practice exercise answered again the same day does not). */
const countedOnly = (attempts: Record<string, unknown>[]) => attempts.filter((a) => a.counted !== false);

/** The per-day counters recomputed from the raw attempts, keyed like the stored ones. */
function recompute(attempts: Record<string, unknown>[]) {
  const days = new Map<string, { correct: number; total: number; seconds: number }>();
  for (const a of countedOnly(attempts)) {
    const key = `DAY#${studyDay(String(a.at))}#${a.subject}#${a.topic}`;
    const before = days.get(key) ?? { correct: 0, total: 0, seconds: 0 };
    days.set(key, {
      correct: before.correct + (a.correct ? 1 : 0),
      total: before.total + 1,
      seconds: before.seconds + Number(a.timeSpentSeconds ?? 0),
    });
  }
  return days;
}

// Answered by choosing: the typed and multi-part items (#31) take another kind of answer.
const mathExercises = contentBank.matematicas.exercises.filter(answeredByChoosing);
const physicsExercises = contentBank.fisica.exercises.filter(answeredByChoosing);
type Exercise = (typeof mathExercises)[number];

/** Practice recorded the way the verify endpoint records it. */
async function practise(userId: string, exercise: Exercise, correct: boolean, at: Date) {
  const attempt: Attempt = {
    exerciseId: exercise.id,
    subject: physicsExercises.includes(exercise) ? 'fisica' : 'matematicas',
    topic: exercise.topic,
    correct,
    at: at.toISOString(),
    source: 'practice',
    timeSpentSeconds: 45,
  };
  await recordPractice(userId, attempt);
}

describe('statistics after a scripted week of activity', () => {
  let student: Student;
  const now = new Date();
  beforeAll(async () => {
    student = await subscriber();
    // Six days of practice, two to five answers a day, over two subjects, right and wrong mixed.
    for (let day = 6; day >= 1; day--) {
      const at = (minute: number) => new Date(now.getTime() - day * DAY_MS + minute * 60_000);
      for (let i = 0; i < 2 + (day % 4); i++) {
        const exercise = (i % 2 ? physicsExercises : mathExercises)[(day * 7 + i) % 40] as Exercise;
        await practise(student.userId, exercise, (day + i) % 3 !== 0, at(i));
      }
    }
    // Today: a 10-question simulator, answered fully through the service, then completed.
    const { simulator } = await createSimulator(student.session, {
      subject: 'matematicas',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: ['ecuaciones', 'funciones'],
    });
    const stored = await getSimulator(student.userId, simulator.id);
    for (const [index, question] of (stored?.questions ?? []).entries()) {
      const answer =
        index < 7 ? question.correctAnswer : (question.correctAnswer + 1) % question.options.length;
      await answerQuestion(student.session, simulator.id, {
        questionIndex: index,
        userAnswer: answer,
        timeSpent: 30,
      });
    }
    await completeSimulatorFor(student.session, simulator.id);
    // Completing twice must not count twice.
    await completeSimulatorFor(student.session, simulator.id);
    // The same exercise verified again today, with the key already known, is kept but not counted.
    const repeated = mathExercises[0] as Exercise;
    await practise(student.userId, repeated, false, new Date(now.getTime() - 60_000));
    await practise(student.userId, repeated, true, now);
  });

  it('keeps per-day counters equal to a recomputation from the raw attempts', async () => {
    const attempts = await queryAll(keys.attempts(student.userId).pk);
    expect(attempts.length).toBeGreaterThan(20);
    const stored = (await queryAll(keys.statCounters(student.userId).pk)).filter((item) =>
      String(item.sk).startsWith('DAY#'),
    );
    const expected = recompute(attempts);
    expect(stored.length).toBe(expected.size);
    for (const item of stored) {
      expect({ correct: item.correct, total: item.total, seconds: item.seconds }, String(item.sk)).toEqual(
        expected.get(String(item.sk)),
      );
    }
    const totals = stored.reduce((sum, item) => sum + Number(item.total), 0);
    const everything = await queryAll(keys.statCounters(student.userId).pk);
    const all = everything.find((item) => item.sk === 'TOTAL#all');
    expect(all?.total).toBe(totals);
    expect(all?.total).toBe(countedOnly(attempts).length);
    for (const subject of ['matematicas', 'fisica']) {
      const own = countedOnly(attempts).filter((a) => a.subject === subject);
      expect(
        everything.find((item) => item.sk === `TOTAL#${subject}`),
        subject,
      ).toMatchObject({
        total: own.length,
        correct: own.filter((a) => a.correct).length,
        seconds: own.reduce((sum, a) => sum + Number(a.timeSpentSeconds ?? 0), 0),
      });
    }
  });

  it('counts a practice exercise once a study day: answering it again with the key known moves nothing', async () => {
    const attempts = await queryAll(keys.attempts(student.userId).pk);
    const repeated = attempts.filter((a) => a.exerciseId === mathExercises[0]?.id && a.source === 'practice');
    const today = repeated.filter((a) => studyDay(String(a.at)) === studyDay(now));
    expect(today.map((a) => [a.correct, a.counted])).toEqual([
      [false, undefined],
      [true, false],
    ]);
  });

  it('counts the same exercise verified through the API once today', async () => {
    const fresh = await subscriber();
    const exercise = mathExercises[1] as Exercise;
    const path = `/api/educational/matematicas/ejercicios/${exercise.id}/verificar`;
    const answers = [exercise.correctAnswer, exercise.correctAnswer, exercise.correctAnswer];
    for (const respuesta of answers) {
      const response = await fetch(`${services.apiUrl}${path}`, {
        method: 'POST',
        headers: { cookie: fresh.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ respuesta, timeSpent: 60 }),
      });
      expect(response.status).toBe(200);
    }
    expect(await queryAll(keys.attempts(fresh.userId).pk)).toHaveLength(3);
    const totals = (await queryAll(keys.statCounters(fresh.userId).pk)).find((i) => i.sk === 'TOTAL#all');
    expect(totals).toMatchObject({ total: 1, correct: 1, seconds: 60 });
  });

  it('serves the overview, subjects, topics, progress and dashboard from those counters', async () => {
    const attempts = countedOnly(await queryAll(keys.attempts(student.userId).pk));
    const correct = attempts.filter((a) => a.correct).length;
    const seconds = attempts.reduce((sum, a) => sum + Number(a.timeSpentSeconds ?? 0), 0);
    const user = student.userId;

    const overview = routes.statisticsOverview.response.parse(
      (await get(student, `/api/statistics/overview/${user}?timeframe=7d`)).body,
    );
    expect(overview.statistics).toMatchObject({
      totalQuestions: attempts.length,
      accuracy: accuracyOf({ correct, total: attempts.length }),
      timeStudied: formatStudyTime(seconds),
      totalSimulators: 1,
      averageScore: 70,
      bestScore: 70,
    });
    // Enough answers for a percentile; whether there are enough other students depends on the
    // students the other test files rank at the same time, so only the agreement is checked here.
    expect(attempts.length).toBeGreaterThanOrEqual(PERCENTILE_MIN_QUESTIONS);
    const { ranking, percentile } = overview.statistics;
    expect(['ranked', 'few-students']).toContain(ranking.status);
    expect(percentile).toBe(ranking.status === 'ranked' ? ranking.percentile : null);

    const subjects = routes.statisticsSubjects.response.parse(
      (await get(student, `/api/statistics/subjects/${user}`)).body,
    );
    expect(subjects.progress.map((s) => s.subject)).toEqual(['matematicas', 'fisica', 'quimica']);
    const math = attempts.filter((a) => a.subject === 'matematicas');
    expect(subjects.progress[0]).toMatchObject({ name: 'Matemática', totalQuestions: math.length });
    expect(subjects.progress[2]).toMatchObject({
      totalQuestions: 0,
      accuracy: 0,
      percentile: null,
      ranking: { status: 'needs-answers', missingAnswers: PERCENTILE_MIN_QUESTIONS },
    });

    const topics = routes.statisticsTopics.response.parse(
      (await get(student, `/api/statistics/topics/${user}?timeframe=all`)).body,
    );
    for (const topic of [...topics.weakTopics, ...topics.strongTopics]) {
      const own = attempts.filter((a) => a.subject === topic.subject && a.topic === topic.topic);
      expect(topic.totalQuestions).toBe(own.length);
      expect(topic.correctAnswers).toBe(own.filter((a) => a.correct).length);
    }
    expect(topics.weakTopics.every((t) => t.accuracy < 60 && t.totalQuestions >= 3)).toBe(true);
    expect(topics.strongTopics.every((t) => t.accuracy >= 75 && t.totalQuestions >= 3)).toBe(true);

    const progress = routes.statisticsProgress.response.parse(
      (await get(student, `/api/statistics/progress/${user}?timeframe=30d`)).body,
    );
    expect(progress.progress.map((d) => d.date)).toEqual(
      [4, 3, 2, 1, 0].map((back) => studyDay(new Date(Date.now() - back * DAY_MS))),
    );
    for (const day of progress.progress) {
      expect(day.totalQuestions).toBe(attempts.filter((a) => studyDay(String(a.at)) === day.date).length);
    }

    const { dashboard } = routes.dashboard.response.parse(
      (await get(student, `/api/statistics/dashboard/${user}`)).body,
    );
    expect(dashboard).toMatchObject({
      totalQuestions: attempts.length,
      correctAnswers: correct,
      timeSpent: formatStudyTime(seconds),
    });
    expect(dashboard.ranking).toEqual(overview.statistics.ranking);
    for (const row of dashboard.subjects) {
      const own = attempts.filter((a) => a.subject === row.subject);
      const right = own.filter((a) => a.correct).length;
      expect(row, row.subject).toMatchObject({
        totalQuestions: own.length,
        correctAnswers: right,
        accuracy: accuracyOf({ correct: right, total: own.length }),
      });
    }
    expect(dashboard.daily).toEqual(progress.progress);
    expect(dashboard.recentSimulators).toHaveLength(1);
    expect(dashboard.recentSimulators[0]?.results?.accuracy).toBe(70);
    expect(dashboard.level).toBe('Principiante');
  });

  it('narrows to the timeframe', async () => {
    const week = routes.statisticsOverview.response.parse(
      (await get(student, `/api/statistics/overview/${student.userId}?timeframe=7d`)).body,
    );
    const attemptsToday = countedOnly(await queryAll(keys.attempts(student.userId).pk)).filter(
      (a) => studyDay(String(a.at)) === studyDay(new Date()),
    );
    expect(week.statistics.totalQuestions).toBeGreaterThan(attemptsToday.length);
  });

  it('gives a student with a few answers and a few seconds no percentile and no zero time', async () => {
    const fresh = await subscriber();
    const exercises = mathExercises.slice(10, 21);
    for (const exercise of exercises) {
      const response = await fetch(
        `${services.apiUrl}/api/educational/matematicas/ejercicios/${exercise.id}/verificar`,
        {
          method: 'POST',
          headers: { cookie: fresh.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ respuesta: exercise.correctAnswer, timeSpent: 4 }),
        },
      );
      expect(response.status).toBe(200);
    }
    const missing = PERCENTILE_MIN_QUESTIONS - exercises.length;

    const { dashboard } = routes.dashboard.response.parse(
      (await get(fresh, `/api/statistics/dashboard/${fresh.userId}`)).body,
    );
    expect(dashboard).toMatchObject({
      totalQuestions: 11,
      accuracy: 100,
      timeSpent: 'menos de 1 min',
      percentile: null,
      ranking: { status: 'needs-answers', missingAnswers: missing },
    });
    expect(dashboard.subjects.map((row) => [row.subject, row.ranking])).toEqual([
      ['matematicas', { status: 'needs-answers', missingAnswers: missing }],
      ['fisica', { status: 'needs-answers', missingAnswers: PERCENTILE_MIN_QUESTIONS }],
      ['quimica', { status: 'needs-answers', missingAnswers: PERCENTILE_MIN_QUESTIONS }],
    ]);
    const overview = routes.statisticsOverview.response.parse(
      (await get(fresh, `/api/statistics/overview/${fresh.userId}?timeframe=all`)).body,
    );
    expect(overview.statistics).toMatchObject({ timeStudied: 'menos de 1 min', percentile: null });
  });

  it('refuses a bad timeframe and another student’s id without reading anything', async () => {
    const bad = await get(student, `/api/statistics/overview/${student.userId}?timeframe=1y`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    const other = await get(student, `/api/statistics/dashboard/${randomUUID()}`);
    expect(other.status).toBe(403);
  });
});

/** Buckets where the live histogram and a full recount of every student's totals disagree. */
async function rankingMismatch(): Promise<string[]> {
  // A scan reads at most 1 MB a page: the whole suite's table takes several.
  const Items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: services.tableName,
        FilterExpression: 'sk = :sk AND begins_with(pk, :stat)',
        ExpressionAttributeValues: { ':sk': 'TOTAL#all', ':stat': 'STAT#' },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    Items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const recount = new Map<number, number>();
  for (const item of Items) {
    const bucket = bucketOf({ correct: Number(item.correct), total: Number(item.total) });
    if (bucket !== undefined) recount.set(bucket, (recount.get(bucket) ?? 0) + 1);
  }
  const shards = await Promise.all(keys.rankingHistogramShards('all').map(({ pk }) => queryAll(pk)));
  const histogram: Record<string, number> = {};
  for (const item of shards.flat())
    for (const [name, value] of Object.entries(item))
      if (/^b\d+$/.test(name)) histogram[name] = (histogram[name] ?? 0) + Number(value);
  const mismatches: string[] = [];
  for (let bucket = 0; bucket <= 100; bucket++) {
    const live = Number(histogram[`b${bucket}`] ?? 0);
    const counted = recount.get(bucket) ?? 0;
    if (live !== counted) mismatches.push(`b${bucket}: ${live} live, ${counted} counted`);
  }
  return mismatches;
}

describe('the national ranking', () => {
  it('counts every ranked student once, in the bucket their totals say', async () => {
    // A synthetic population: 20 students with known accuracies, answered concurrently.
    const population = Array.from({ length: 20 }, (_, i) => ({
      userId: `synthetic-${randomUUID()}`,
      correct: i % 11,
      total: 10 + (i % 3),
    }));
    await Promise.all(
      population.map(async (student) => {
        for (let i = 0; i < student.total; i++) {
          await practise(student.userId, mathExercises[i] as Exercise, i < student.correct, new Date());
        }
      }),
    );
    // Other test files answer at the same time; compare a snapshot that both reads agree on.
    await expect.poll(rankingMismatch, { timeout: 20_000, interval: 500 }).toEqual([]);
    expect(population.every((s) => s.total >= RANKING_MIN_QUESTIONS)).toBe(true);
  }, 90_000);

  it(`shows a percentile from ${PERCENTILE_MIN_QUESTIONS} answers once ${PERCENTILE_MIN_OTHERS} others are ranked`, async () => {
    // The synthetic population above is ranked overall and in mathematics: more than enough others.
    const ranked = await subscriber();
    for (let i = 0; i < PERCENTILE_MIN_QUESTIONS; i++) {
      await practise(ranked.userId, mathExercises[i] as Exercise, i % 3 !== 0, new Date());
    }
    const { dashboard } = routes.dashboard.response.parse(
      (await get(ranked, `/api/statistics/dashboard/${ranked.userId}`)).body,
    );
    expect(dashboard.ranking).toEqual({ status: 'ranked', percentile: expect.any(Number) });
    expect(dashboard.percentile).toBe(
      dashboard.ranking.status === 'ranked' ? dashboard.ranking.percentile : -1,
    );
    expect(dashboard.subjects[0]?.ranking.status).toBe('ranked');
    expect(dashboard.subjects[1]?.ranking).toEqual({
      status: 'needs-answers',
      missingAnswers: PERCENTILE_MIN_QUESTIONS,
    });
  }, 60_000);

  it('takes a deleted account out of the bucket it counted in, whatever it held', async () => {
    const leaving = await subscriber();
    for (let i = 0; i < RANKING_MIN_QUESTIONS; i++) {
      await practise(leaving.userId, mathExercises[i] as Exercise, i % 4 !== 0, new Date());
    }
    const deleted = await fetch(`${services.apiUrl}${routes.deleteAccount.path}`, {
      method: 'POST',
      headers: { cookie: leaving.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'ELIMINAR' }),
    });
    expect(deleted.status).toBe(200);
    expect(await queryAll(keys.statCounters(leaving.userId).pk)).toEqual([]);
    await expect.poll(rankingMismatch, { timeout: 20_000, interval: 500 }).toEqual([]);
  }, 60_000);

  it('keeps a student’s totals exact under concurrent answers', async () => {
    const userId = `synthetic-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        practise(userId, mathExercises[i] as Exercise, i % 2 === 0, new Date(Date.now() + i)),
      ),
    );
    const items = await queryAll(keys.statCounters(userId).pk);
    expect(items.find((item) => item.sk === 'TOTAL#all')).toMatchObject({ total: 12, correct: 6 });
  });
});
