import path from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { NOT_YOURS_MESSAGE } from '../../functions/lib/access.ts';
import {
  dailyBookletLimit,
  NO_WEAK_SPOTS_YET,
  PERSONAL_BOOKLETS_PER_DAY,
} from '../../functions/lib/booklets/personal.ts';
import { recordPractice } from '../../functions/lib/data/attempts.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { getSimulator } from '../../functions/lib/data/simulators.ts';
import { consumeLimits } from '../../functions/lib/rate-limit.ts';
import {
  answerQuestion,
  completeSimulatorFor,
  createSimulator,
} from '../../functions/lib/simulators/service.ts';
import { routes } from '../../shared/api/routes.ts';
import {
  PREDICTION_MIN_SIMULATOR_QUESTIONS,
  PREDICTION_MIN_SIMULATORS,
} from '../../shared/domain/pass-prediction.ts';
import { syllabusMap } from '../../shared/domain/syllabus-map/index.ts';
import { pointAtLocalServices } from './environment.ts';
import { login, loginSubscriber, type Student } from './session.ts';

const services = pointAtLocalServices();
// The test calls the simulator's use cases itself; they read the catalog the local stack exported.
process.env.CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'build', 'content');

const get = (pathname: string, cookie?: string) =>
  fetch(`${services.apiUrl}${pathname}`, { headers: cookie ? { cookie } : {} });

/** A completed simulator of `numQuestions`, the first `right` answered right and the rest wrong. */
async function simulator(
  student: Student,
  subject: 'fisica' | 'quimica',
  numQuestions: 15 | 20,
  right: number,
) {
  const { simulator: created } = await createSimulator(student.session, {
    subject,
    difficulty: 'medio',
    numQuestions,
    timeLimit: 30,
    selectedTopics: [],
  });
  const stored = await getSimulator(student.userId, created.id);
  for (const [index, question] of (stored?.questions ?? []).entries()) {
    const answer =
      index < right ? question.correctAnswer : (question.correctAnswer + 1) % question.options.length;
    await answerQuestion(student.session, created.id, {
      questionIndex: index,
      userAnswer: answer,
      timeSpent: 20,
    });
  }
  await completeSimulatorFor(student.session, created.id);
}

/** Practice answered as the verify endpoint records it: `wrong` wrong answers then `right` right ones. */
async function practise(
  student: Student,
  subject: 'matematicas' | 'quimica',
  subtopic: string,
  wrong: number,
  right: number,
) {
  const items = contentBank[subject].exercises.filter((e) => e.subtopic === subtopic).slice(0, wrong + right);
  if (items.length < wrong + right) throw new Error(`not enough exercises in ${subtopic}`);
  for (const [i, exercise] of items.entries()) {
    await recordPractice(student.userId, {
      exerciseId: exercise.id,
      subject,
      topic: exercise.topic,
      correct: i >= wrong,
      at: new Date(Date.now() - (items.length - i) * 60_000).toISOString(),
      source: 'practice',
      timeSpentSeconds: 40,
    });
  }
}

const titleOf = (subject: keyof typeof syllabusMap, id: string) =>
  syllabusMap[subject].flatMap((t) => t.subtopics).find((s) => s.id === id)?.title ?? id;

describe('GET /api/statistics/prediction/{user}', () => {
  let fresh: Student;
  let practised: Student;

  beforeAll(async () => {
    [fresh, practised] = await Promise.all([
      loginSubscriber(services.sesEndpoint),
      loginSubscriber(services.sesEndpoint),
    ]);
    await simulator(practised, 'fisica', 20, 11);
    await simulator(practised, 'fisica', 15, 9);
    await simulator(practised, 'quimica', 15, 7);
  }, 60_000);

  it('answers 401 without a session and 403 for another student, in Spanish', async () => {
    expect((await get(`/api/statistics/prediction/${fresh.userId}`)).status).toBe(401);
    const response = await get(`/api/statistics/prediction/${practised.userId}`, fresh.cookie);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(NOT_YOURS_MESSAGE);
  });

  it('says what is missing instead of a number while a subject lacks simulators, and shows no mastery as none', async () => {
    const response = await get(`/api/statistics/prediction/${fresh.userId}`, fresh.cookie);
    expect(response.status).toBe(200);
    const { subjects } = routes.statisticsPrediction.response.parse(await response.json());
    expect(subjects.map((s) => s.subject)).toEqual(['matematicas', 'fisica', 'quimica']);
    for (const subject of subjects) {
      expect(subject.prediction).toMatchObject({
        status: 'needs-evidence',
        missingSimulators: PREDICTION_MIN_SIMULATORS,
        missingQuestions: PREDICTION_MIN_SIMULATOR_QUESTIONS,
        basis: { simulators: 0, simulatorQuestions: 0, practiceAnswers: 0, windowDays: 90 },
      });
      expect(subject.subtopics.length).toBe(syllabusMap[subject.subject].flatMap((t) => t.subtopics).length);
      expect(subject.subtopics.every((s) => s.level === 'sin-practica' && s.estimate === null)).toBe(true);
    }
  });

  it('estimates the chance of passing with an interval and its basis once the simulators are enough', async () => {
    const response = await get(`/api/statistics/prediction/${practised.userId}`, practised.cookie);
    const { subjects } = routes.statisticsPrediction.response.parse(await response.json());
    const physics = subjects.find((s) => s.subject === 'fisica');
    expect(physics?.prediction.status).toBe('estimated');
    if (physics?.prediction.status !== 'estimated') return;
    const { probability, low, high, mark, basis } = physics.prediction;
    expect(basis).toMatchObject({ simulators: 2, simulatorQuestions: 35, practiceAnswers: 0 });
    // 20 right of 35 (57 %) against a pass mark of 40 %: likely, not certain.
    expect(probability).toBeGreaterThan(60);
    expect(probability).toBeLessThan(100);
    expect(low).toBeLessThanOrEqual(probability);
    expect(high).toBeGreaterThanOrEqual(probability);
    expect(mark.low).toBeLessThan(mark.expected);
    expect(mark.expected).toBeLessThan(mark.high);
    // Physics' answers are placed in its syllabus map.
    const answered = physics.subtopics.filter((s) => s.answers > 0);
    expect(answered.reduce((sum, s) => sum + s.answers, 0)).toBe(35);
    expect(answered.every((s) => s.estimate !== null && s.level !== 'sin-practica')).toBe(true);

    const chemistry = subjects.find((s) => s.subject === 'quimica');
    expect(chemistry?.prediction).toMatchObject({
      status: 'needs-evidence',
      missingSimulators: 1,
      missingQuestions: 15,
      basis: { simulators: 1, simulatorQuestions: 15 },
    });
  });
});

describe('GET /api/booklets/personal', () => {
  let student: Student;
  const weakest = 'estequiometria.gases';
  const weak = 'algebra-basica.factoreo';

  beforeAll(async () => {
    student = await loginSubscriber(services.sesEndpoint);
    await practise(student, 'quimica', weakest, 4, 0);
    await practise(student, 'matematicas', weak, 2, 1);
  }, 60_000);

  it('is for subscribers only', async () => {
    expect((await get('/api/booklets/personal')).status).toBe(401);
    const stranger = await login(services.sesEndpoint);
    expect((await get('/api/booklets/personal', stranger.cookiePair)).status).toBe(403);
  });

  it('says in Spanish that it needs answers first, without spending one of the day’s booklets', async () => {
    const fresh = await loginSubscriber(services.sesEndpoint);
    const response = await get('/api/booklets/personal', fresh.cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(NO_WEAK_SPOTS_YET);
    const limit = dailyBookletLimit(fresh.userId);
    const windowStart = Math.floor(Date.now() / (limit.seconds * 1000)) * limit.seconds * 1000;
    const { Item } = await db().send(
      new GetCommand({
        TableName: services.tableName,
        Key: keys.rateLimitWindow(limit.scope, limit.subject, windowStart),
      }),
    );
    expect(Item).toBeUndefined();
  });

  it('sends a PDF of the weakest subtopics, weakest first, with the answers at the end', async () => {
    const response = await get('/api/booklets/personal', student.cookie);
    expect(response.status).toBe(200);
    const body = routes.personalBooklet.response.parse(await response.json());
    expect(body.fileName).toMatch(/^ingresa-cuadernillo-personal-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(body.subtopics.map((s) => s.id)).toEqual([weakest, weak]);

    const pdf = await getDocument({ data: new Uint8Array(Buffer.from(body.pdf, 'base64')), verbosity: 0 })
      .promise;
    const outline = ((await pdf.getOutline()) ?? []).map((item) => item.title);
    expect(outline).toEqual([
      `1. ${titleOf('quimica', weakest)}`,
      `2. ${titleOf('matematicas', weak)}`,
      'Respuestas',
    ]);
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(pages[0]).toContain('Tu cuadernillo personal');
    expect(text).toContain('La idea clave');
    expect(text).toContain('0 de 4 respuestas correctas');
    expect(text).toContain('PASO 1:');
    expect(text.lastIndexOf('Respuestas')).toBeGreaterThan(text.lastIndexOf('Ejercicios para practicar'));
  }, 30_000);

  it(`allows ${PERSONAL_BOOKLETS_PER_DAY} a day and then answers 429 with a Spanish message and when to come back`, async () => {
    const other = await loginSubscriber(services.sesEndpoint);
    await practise(other, 'quimica', weakest, 3, 0);
    // The day's first booklets, taken as the route takes them.
    for (let i = 1; i < PERSONAL_BOOKLETS_PER_DAY; i++)
      await consumeLimits([dailyBookletLimit(other.userId)]);
    expect((await get('/api/booklets/personal', other.cookie)).status).toBe(200);
    const refused = await get('/api/booklets/personal', other.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(
      new RegExp(
        `^Ya armaste ${PERSONAL_BOOKLETS_PER_DAY} cuadernillos personales hoy.*Vas a poder armar otro en`,
      ),
    );
  }, 30_000);
});
