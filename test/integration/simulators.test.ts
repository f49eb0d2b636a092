import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { getSimulator } from '../../functions/lib/data/simulators.ts';
import {
  answerQuestion,
  completeSimulatorFor,
  getSimulatorView,
} from '../../functions/lib/simulators/service.ts';
import { routes } from '../../shared/api/routes.ts';
import { pointAtLocalServices } from './environment.ts';
import { loginSubscriber, type Student } from './session.ts';

const services = pointAtLocalServices();

const subscriber = () => loginSubscriber(services.sesEndpoint);

async function api(student: Student, path: string, body?: unknown) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: student.cookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function create(student: Student, overrides: Record<string, unknown> = {}) {
  const result = await api(student, '/api/simulators/create', {
    subject: 'matematicas',
    difficulty: 'medio',
    numQuestions: 10,
    timeLimit: 30,
    selectedTopics: [],
    userId: student.userId,
    ...overrides,
  });
  expect(result.status).toBe(200);
  return routes.createSimulator.response.parse(result.body).simulator.id;
}

const authored = new Map(
  Object.values(contentBank).flatMap((s) => s.exercises.map((e) => [e.id, e] as const)),
);
const generatorDifficulty = new Map(
  Object.values(contentBank).flatMap((s) => s.generators.map((g) => [g.id, g.difficulty] as const)),
);

let student: Student;
beforeAll(async () => {
  student = await subscriber();
});

describe('creating a simulator', () => {
  it('picks distinct questions balanced across the chosen topics, of the chosen difficulty, without answers', async () => {
    const id = await create(student, { selectedTopics: ['ecuaciones', 'funciones'], difficulty: 'dificil' });
    const { body } = await api(student, `/api/simulators/${id}`);
    const view = routes.simulator.response.parse(body);
    expect(view.isCompleted).toBe(false);
    expect(view.simulator.questions).toHaveLength(10);
    expect(JSON.stringify(body)).not.toMatch(/correctAnswer|explanation|PASO 1:/);
    const topics = view.simulator.questions.map((q) => q.topic);
    expect(topics.filter((t) => t === 'ecuaciones')).toHaveLength(5);
    expect(topics.filter((t) => t === 'funciones')).toHaveLength(5);
    expect(new Set(view.simulator.questions.map((q) => q.question)).size).toBe(10);

    const stored = await getSimulator(student.userId, id);
    for (const question of stored?.questions ?? []) {
      const [generatorId] = question.sourceId.split('#');
      const difficulty =
        authored.get(question.sourceId)?.difficulty ?? generatorDifficulty.get(generatorId as string);
      expect(difficulty, question.sourceId).toBe('dificil');
    }
  });

  it('mixes authored items and generated variants, and shuffles option order', async () => {
    const id = await create(student, { numQuestions: 30, selectedTopics: [] });
    const stored = await getSimulator(student.userId, id);
    const sources = stored?.questions.map((q) => q.sourceId) ?? [];
    expect(sources.some((s) => s.includes('#'))).toBe(true);
    expect(sources.some((s) => authored.has(s))).toBe(true);
    expect(new Set(stored?.questions.map((q) => q.topic)).size).toBe(6);
    expect(new Set(stored?.questions.map((q) => q.correctAnswer)).size).toBeGreaterThan(1);
  });

  it('avoids authored questions the student saw in recent simulators while the bank allows', async () => {
    const fresh = await subscriber();
    const first = await getSimulator(
      fresh.userId,
      await create(fresh, { selectedTopics: ['geometria'], difficulty: 'facil' }),
    );
    const second = await getSimulator(
      fresh.userId,
      await create(fresh, { selectedTopics: ['geometria'], difficulty: 'facil' }),
    );
    const firstAuthored = new Set(first?.questions.map((q) => q.sourceId).filter((s) => authored.has(s)));
    const repeated = second?.questions.filter((q) => firstAuthored.has(q.sourceId)) ?? [];
    expect(firstAuthored.size).toBeGreaterThan(0);
    expect(repeated).toEqual([]);
  });

  it('refuses options outside the §9 sets, another user id and topics of another subject, writing nothing', async () => {
    const before = (await api(student, '/api/simulators')).body;
    for (const bad of [
      { numQuestions: 12 },
      { timeLimit: 50 },
      { difficulty: 'extremo' },
      { subject: 'historia' },
      { selectedTopics: ['optica'] },
    ]) {
      const result = await api(student, '/api/simulators/create', {
        subject: 'matematicas',
        difficulty: 'medio',
        numQuestions: 10,
        timeLimit: 30,
        selectedTopics: [],
        userId: student.userId,
        ...bad,
      });
      expect(result.status, JSON.stringify(bad)).toBe(400);
      expect(typeof result.body.message).toBe('string');
    }
    const other = await api(student, '/api/simulators/create', {
      subject: 'matematicas',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [],
      userId: 'otro-usuario-123',
    });
    expect(other.status).toBe(403);
    expect((await api(student, '/api/simulators')).body).toEqual(before);
  });
});

describe('answering', () => {
  it('stores an answer at once, once per question, and reveals the key only for answered questions', async () => {
    const id = await create(student);
    const first = await api(student, `/api/simulators/${id}/answer`, {
      questionIndex: 0,
      userAnswer: 1,
      timeSpent: 1,
    });
    expect(first.status).toBe(200);
    const parsed = routes.answerSimulator.response.parse(first.body);
    if (parsed.mode !== 'practice') throw new Error('a simulator created without a mode is practice');
    const again = await api(student, `/api/simulators/${id}/answer`, {
      questionIndex: 0,
      userAnswer: 1,
      timeSpent: 1,
    });
    // Option 0 exists on every question, true/false ones included (two options).
    const changed = await api(student, `/api/simulators/${id}/answer`, {
      questionIndex: 0,
      userAnswer: 0,
      timeSpent: 3,
    });
    expect(again.body).toEqual(first.body);
    expect(changed.body).toEqual(first.body);

    const view = routes.simulator.response.parse((await api(student, `/api/simulators/${id}`)).body);
    expect(view.simulator.mode).toBe('practice');
    expect(view.review).toBeNull();
    expect(view.simulator.answers).toEqual([
      {
        questionIndex: 0,
        userAnswer: 1,
        isCorrect: parsed.isCorrect,
        correctAnswer: parsed.correctAnswer,
        explanation: parsed.explanation,
        timeSpent: 1,
      },
    ]);
  });

  it('refuses answers after the deadline and completes the simulator', async () => {
    const id = await create(student, { timeLimit: 30 });
    await answerQuestion(student.session, id, { questionIndex: 0, userAnswer: 0, timeSpent: 5 });
    const late = new Date(Date.now() + 31 * 60_000);
    await expect(
      answerQuestion(student.session, id, { questionIndex: 1, userAnswer: 0, timeSpent: 5 }, late),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    const view = await getSimulatorView(student.session, id, late);
    expect(view.isCompleted).toBe(true);
    expect(view.results?.correctAnswers ?? 0).toBeLessThanOrEqual(1);
    expect(view.results?.incorrectAnswers).toBeGreaterThanOrEqual(9);
  });

  it('answers a bad index or option with a Spanish 400', async () => {
    const id = await create(student);
    expect(
      (await api(student, `/api/simulators/${id}/answer`, { questionIndex: 25, userAnswer: 0, timeSpent: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await api(student, `/api/simulators/${id}/answer`, { questionIndex: 0, userAnswer: 7, timeSpent: 1 }))
        .body,
    ).toEqual({
      success: false,
      message: 'Elegí una de las opciones de la pregunta.',
    });
  });
});

describe('time per question', () => {
  it('keeps no more time for a question than has passed since the start or the previous answer', async () => {
    const id = await create(student);
    const createdAt = Date.parse((await getSimulator(student.userId, id))?.createdAt ?? '');
    const at = (seconds: number) => new Date(createdAt + seconds * 1000);
    await answerQuestion(student.session, id, { questionIndex: 0, userAnswer: 0, timeSpent: 7200 }, at(40));
    await answerQuestion(student.session, id, { questionIndex: 1, userAnswer: 0, timeSpent: 25 }, at(70));
    await answerQuestion(student.session, id, { questionIndex: 2, userAnswer: 0, timeSpent: 600 }, at(75));
    const stored = await getSimulator(student.userId, id);
    expect(Object.values(stored?.answers ?? {}).map((answer) => answer.timeSpent)).toEqual([42, 25, 7]);
  });
});

describe('completing', () => {
  it('computes results with unanswered questions as incorrect, is idempotent and feeds attempts exactly once', async () => {
    const fresh = await subscriber();
    const id = await create(fresh, { selectedTopics: ['estadistica'] });
    const stored = await getSimulator(fresh.userId, id);
    const createdAt = Date.parse(stored?.createdAt ?? '');
    const correct = stored?.questions[0]?.correctAnswer ?? 0;
    await answerQuestion(
      fresh.session,
      id,
      { questionIndex: 0, userAnswer: correct, timeSpent: 30 },
      new Date(createdAt + 35_000),
    );
    await answerQuestion(
      fresh.session,
      id,
      { questionIndex: 1, userAnswer: ((stored?.questions[1]?.correctAnswer ?? 0) + 1) % 2, timeSpent: 20 },
      new Date(createdAt + 60_000),
    );

    const first = routes.completeSimulator.response.parse(
      (await api(fresh, `/api/simulators/${id}/complete`, {})).body,
    );
    const second = routes.completeSimulator.response.parse(
      (await api(fresh, `/api/simulators/${id}/complete`, {})).body,
    );
    await completeSimulatorFor(fresh.session, id);
    expect(second).toEqual(first);
    expect(first.results).toMatchObject({
      accuracy: 10,
      correctAnswers: 1,
      incorrectAnswers: 9,
      totalTimeSpent: 50,
    });
    expect(first.results.topicStats).toEqual({ estadistica: { correct: 1, total: 10, accuracy: 10 } });

    const { Items } = await db().send(
      new QueryCommand({
        TableName: services.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.attempts(fresh.userId).pk },
      }),
    );
    const attempts = Items?.filter((item) => item.source === 'simulator') ?? [];
    expect(attempts).toHaveLength(10);
    const unanswered = attempts.filter((item) => item.unanswered);
    expect(unanswered).toHaveLength(8);
    expect(unanswered.every((item) => item.correct === false && item.timeSpentSeconds === 0)).toBe(true);

    const view = routes.simulator.response.parse((await api(fresh, `/api/simulators/${id}`)).body);
    expect(view.isCompleted).toBe(true);
    expect(view.results).toEqual(first.results);
    expect(
      (await api(fresh, `/api/simulators/${id}/answer`, { questionIndex: 2, userAnswer: 0, timeSpent: 1 }))
        .status,
    ).toBe(409);
  });

  it('keeps a history of the last 10 with the rounded average and the best score, and lists the ones to resume', async () => {
    const fresh = await subscriber();
    const scores: number[] = [];
    for (let i = 0; i < 11; i++) {
      const id = await create(fresh);
      const stored = await getSimulator(fresh.userId, id);
      const right = i % 3;
      for (let q = 0; q < right; q++) {
        await api(fresh, `/api/simulators/${id}/answer`, {
          questionIndex: q,
          userAnswer: stored?.questions[q]?.correctAnswer ?? 0,
          timeSpent: 5,
        });
      }
      await api(fresh, `/api/simulators/${id}/complete`, {});
      scores.push(right * 10);
    }
    const running = await create(fresh);
    const history = routes.simulatorHistory.response.parse(
      (await api(fresh, `/api/simulators/history/${fresh.userId}`)).body,
    );
    const last10 = scores.slice(1).reverse();
    expect(history.simulators).toHaveLength(10);
    expect(history.simulators.map((s) => s.results?.accuracy)).toEqual(last10);
    expect(history.averageScore).toBe(Math.round(last10.reduce((a, b) => a + b, 0) / 10));
    expect(history.bestScore).toBe(20);
    expect(history.totalSimulators).toBe(11);
    expect((await api(fresh, `/api/simulators/history/${student.userId}`)).status).toBe(403);

    const inProgress = routes.simulatorList.response.parse((await api(fresh, '/api/simulators')).body);
    expect(inProgress.simulators.map((s) => s.id)).toEqual([running]);
  });
});

/** The simulator's attempts in the student's statistics, as the completion wrote them. */
async function simulatorAttempts(userId: string) {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: services.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.attempts(userId).pk },
    }),
  );
  return Items?.filter((item) => item.source === 'simulator') ?? [];
}

const wrongOption = (correct: number) => (correct + 1) % 2;

describe('reviewing a completed simulator', () => {
  it('shows every question with the answer given or none, the right option and the explanation, only after completion', async () => {
    const id = await create(student);
    const stored = await getSimulator(student.userId, id);
    const questions = stored?.questions ?? [];
    await answerQuestion(student.session, id, {
      questionIndex: 0,
      userAnswer: questions[0]?.correctAnswer ?? 0,
      timeSpent: 1,
    });
    await answerQuestion(student.session, id, {
      questionIndex: 3,
      userAnswer: wrongOption(questions[3]?.correctAnswer ?? 0),
      timeSpent: 1,
    });

    const before = await api(student, `/api/simulators/${id}`);
    expect(routes.simulator.response.parse(before.body).review).toBeNull();
    // Only the two answered questions carry their key and explanation before completion.
    for (const question of questions.filter((_, index) => index !== 0 && index !== 3)) {
      expect(JSON.stringify(before.body)).not.toContain(JSON.stringify(question.explanation));
    }

    await api(student, `/api/simulators/${id}/complete`, {});
    const view = routes.simulator.response.parse((await api(student, `/api/simulators/${id}`)).body);
    expect(view.review).toEqual(
      questions.map((question, index) => ({
        questionIndex: index,
        userAnswer:
          index === 0 ? question.correctAnswer : index === 3 ? wrongOption(question.correctAnswer) : null,
        correctAnswer: question.correctAnswer,
        isCorrect: index === 0,
        explanation: question.explanation,
      })),
    );
    expect(view.review?.every((item) => item.explanation.length > 0)).toBe(true);
  });
});

describe('exam mode', () => {
  it('refuses an unknown mode with a Spanish 400 and creates nothing', async () => {
    const fresh = await subscriber();
    for (const mode of ['examen', 'EXAM', 1, null]) {
      const result = await api(fresh, '/api/simulators/create', {
        subject: 'matematicas',
        difficulty: 'medio',
        numQuestions: 10,
        timeLimit: 30,
        selectedTopics: [],
        userId: fresh.userId,
        mode,
      });
      expect(result.status, String(mode)).toBe(400);
      expect(result.body).toEqual({
        success: false,
        message: 'El modo del simulador debe ser "practice" (práctica) o "exam" (examen).',
      });
    }
    expect((await api(fresh, '/api/simulators')).body).toEqual({ success: true, simulators: [] });
  });

  it('records answers without grading them and reveals nothing before completion', async () => {
    const fresh = await subscriber();
    const created = await api(fresh, '/api/simulators/create', {
      subject: 'quimica',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [],
      userId: fresh.userId,
      mode: 'exam',
    });
    const { simulator } = routes.createSimulator.response.parse(created.body);
    expect(simulator.mode).toBe('exam');
    const id = simulator.id;
    const stored = await getSimulator(fresh.userId, id);
    const correct = stored?.questions[2]?.correctAnswer ?? 0;

    const reply = await api(fresh, `/api/simulators/${id}/answer`, {
      questionIndex: 2,
      userAnswer: correct,
      timeSpent: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, mode: 'exam', questionIndex: 2, userAnswer: correct });

    const view = await api(fresh, `/api/simulators/${id}`);
    const parsed = routes.simulator.response.parse(view.body);
    expect(parsed.simulator.mode).toBe('exam');
    expect(parsed.review).toBeNull();
    expect(parsed.simulator.answers).toEqual([{ questionIndex: 2, userAnswer: correct, timeSpent: 1 }]);
    expect(JSON.stringify(view.body)).not.toMatch(/isCorrect|correctAnswer|explanation|PASO 1:/);

    const inProgress = routes.simulatorList.response.parse((await api(fresh, '/api/simulators')).body);
    expect(inProgress.simulators.map((s) => [s.id, s.mode])).toEqual([[id, 'exam']]);
  });

  it('lets the student change an answer until completion, and grades the last one with the statistics', async () => {
    const fresh = await subscriber();
    const id = await create(fresh, { mode: 'exam', selectedTopics: ['estadistica'] });
    const stored = await getSimulator(fresh.userId, id);
    const questions = stored?.questions ?? [];
    const createdAt = Date.parse(stored?.createdAt ?? '');
    const at = (seconds: number) => new Date(createdAt + seconds * 1000);
    const right = (index: number) => questions[index]?.correctAnswer ?? 0;

    // Question 0: wrong first, then right. Question 1: right first, then wrong. Question 2: right.
    await answerQuestion(
      fresh.session,
      id,
      { questionIndex: 0, userAnswer: wrongOption(right(0)), timeSpent: 20 },
      at(20),
    );
    await answerQuestion(
      fresh.session,
      id,
      { questionIndex: 1, userAnswer: right(1), timeSpent: 30 },
      at(50),
    );
    await answerQuestion(
      fresh.session,
      id,
      { questionIndex: 2, userAnswer: right(2), timeSpent: 10 },
      at(60),
    );
    await answerQuestion(
      fresh.session,
      id,
      { questionIndex: 0, userAnswer: right(0), timeSpent: 45 },
      at(85),
    );
    await answerQuestion(
      fresh.session,
      id,
      { questionIndex: 1, userAnswer: wrongOption(right(1)), timeSpent: 40 },
      at(95),
    );

    const before = routes.simulator.response.parse((await api(fresh, `/api/simulators/${id}`)).body);
    expect(before.simulator.answers.map((a) => [a.questionIndex, a.userAnswer])).toEqual([
      [0, right(0)],
      [1, wrongOption(right(1))],
      [2, right(2)],
    ]);

    const completed = routes.completeSimulator.response.parse(
      (await api(fresh, `/api/simulators/${id}/complete`, {})).body,
    );
    expect(completed.results).toMatchObject({
      accuracy: 20,
      correctAnswers: 2,
      incorrectAnswers: 8,
      totalTimeSpent: 95,
    });
    expect(completed.results.topicStats).toEqual({ estadistica: { correct: 2, total: 10, accuracy: 20 } });

    const attempts = await simulatorAttempts(fresh.userId);
    expect(attempts).toHaveLength(10);
    expect(attempts.filter((item) => item.correct)).toHaveLength(2);
    expect(attempts.filter((item) => item.unanswered)).toHaveLength(7);

    const view = routes.simulator.response.parse((await api(fresh, `/api/simulators/${id}`)).body);
    expect(view.review?.slice(0, 4)).toEqual([
      {
        questionIndex: 0,
        userAnswer: right(0),
        correctAnswer: right(0),
        isCorrect: true,
        explanation: questions[0]?.explanation,
      },
      {
        questionIndex: 1,
        userAnswer: wrongOption(right(1)),
        correctAnswer: right(1),
        isCorrect: false,
        explanation: questions[1]?.explanation,
      },
      {
        questionIndex: 2,
        userAnswer: right(2),
        correctAnswer: right(2),
        isCorrect: true,
        explanation: questions[2]?.explanation,
      },
      {
        questionIndex: 3,
        userAnswer: null,
        correctAnswer: right(3),
        isCorrect: false,
        explanation: questions[3]?.explanation,
      },
    ]);
    // Once completed, the answers carry their grade too.
    expect(view.simulator.answers[0]).toMatchObject({ isCorrect: true, correctAnswer: right(0) });

    const late = await api(fresh, `/api/simulators/${id}/answer`, {
      questionIndex: 0,
      userAnswer: wrongOption(right(0)),
      timeSpent: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, message: 'Este simulador ya terminó.' });
    expect((await getSimulator(fresh.userId, id))?.answers['0']?.userAnswer).toBe(right(0));

    const history = routes.simulatorHistory.response.parse(
      (await api(fresh, `/api/simulators/history/${fresh.userId}`)).body,
    );
    expect(history.simulators.map((s) => [s.id, s.mode])).toEqual([[id, 'exam']]);
  });

  it('keeps no more time in total than has passed since the start', async () => {
    const id = await create(student, { mode: 'exam' });
    const stored = await getSimulator(student.userId, id);
    const at = (seconds: number) => new Date(Date.parse(stored?.createdAt ?? '') + seconds * 1000);
    await answerQuestion(student.session, id, { questionIndex: 0, userAnswer: 0, timeSpent: 30 }, at(30));
    await answerQuestion(student.session, id, { questionIndex: 1, userAnswer: 0, timeSpent: 900 }, at(50));
    await answerQuestion(student.session, id, { questionIndex: 0, userAnswer: 1, timeSpent: 50 }, at(60));
    const answers = (await getSimulator(student.userId, id))?.answers ?? {};
    expect([answers['0']?.timeSpent, answers['1']?.timeSpent]).toEqual([40, 22]);
  });

  it('refuses answers once time is up and completes the exam', async () => {
    const id = await create(student, { mode: 'exam', timeLimit: 30 });
    await answerQuestion(student.session, id, { questionIndex: 0, userAnswer: 0, timeSpent: 5 });
    const late = new Date(Date.now() + 31 * 60_000);
    await expect(
      answerQuestion(student.session, id, { questionIndex: 0, userAnswer: 1, timeSpent: 5 }, late),
    ).rejects.toMatchObject({ statusCode: 409 });
    const stored = await getSimulator(student.userId, id);
    expect(stored?.completedAt).toBeDefined();
    expect(stored?.answers['0']?.userAnswer).toBe(0);
  });
});

describe('answers under concurrency', () => {
  it('keeps each answer as a small item of its own and never rewrites the simulator', async () => {
    const fresh = await subscriber();
    const id = await create(fresh, { numQuestions: 20 });

    expect(
      (await api(fresh, `/api/simulators/${id}/answer`, { questionIndex: 3, userAnswer: 0, timeSpent: 4 }))
        .status,
    ).toBe(200);

    const { Item } = await db().send(
      new GetCommand({ TableName: services.tableName, Key: keys.simulator(fresh.userId, id) }),
    );
    expect(Item?.answers).toBeUndefined();
    const { Item: answer } = await db().send(
      new GetCommand({ TableName: services.tableName, Key: keys.simulatorAnswer(fresh.userId, id, 3) }),
    );
    expect(answer).toMatchObject({ userAnswer: 0, timeSpent: expect.any(Number) });
    expect(JSON.stringify(answer).length).toBeLessThan(300);
  });

  it('grades every answer it accepted, even those sent while the simulator was being completed', async () => {
    for (let round = 0; round < 3; round++) {
      const fresh = await subscriber();
      const id = await create(fresh, { numQuestions: 20 });
      const answers = Array.from({ length: 20 }, (_, questionIndex) =>
        api(fresh, `/api/simulators/${id}/answer`, { questionIndex, userAnswer: 0, timeSpent: 1 }),
      );
      const completion = api(fresh, `/api/simulators/${id}/complete`, {});
      const replies = await Promise.all(answers);
      expect((await completion).status).toBe(200);

      const accepted = replies.flatMap((reply, index) => (reply.status === 200 ? [index] : []));
      for (const reply of replies) expect([200, 409]).toContain(reply.status);
      const view = routes.simulator.response.parse((await api(fresh, `/api/simulators/${id}`)).body);
      const answered = (view.review ?? [])
        .filter((item) => item.userAnswer !== null)
        .map((item) => item.questionIndex);
      expect(answered.sort((a, b) => a - b)).toEqual(accepted);
      const results = view.results;
      expect((results?.correctAnswers ?? 0) + (results?.incorrectAnswers ?? 0)).toBe(20);
      expect(await simulatorAttempts(fresh.userId)).toHaveLength(20);
    }
  });
});

/** A typed value as a student may type it: decimal comma, no more digits than a double keeps. */
const typedValue = (value: number) => value.toPrecision(10).replace('.', ',');

describe('the exam formats (#31)', () => {
  type StoredQuestion = NonNullable<Awaited<ReturnType<typeof getSimulator>>>['questions'][number];
  /** The right answer to a stored question, as the browser sends it. */
  const rightAnswer = (question: StoredQuestion) => {
    if (question.format === undefined) return question.correctAnswer;
    const typed = (key: { value: number; unit?: string | undefined; askUnit?: boolean | undefined }) => ({
      value: typedValue(key.value),
      ...(key.askUnit && key.unit ? { unit: key.unit } : {}),
    });
    if (question.format === 'numeric') return typed(question.answer);
    return {
      parts: question.parts.map((part) =>
        part.kind === 'numeric' ? typed(part.answer) : part.correctAnswer,
      ),
    };
  };

  it.each([
    [
      'five-options',
      (q: { options: string[] }) =>
        q.options.length === 5 && q.options[4] === 'Ninguna respuesta anterior es correcta',
    ],
    ['numeric', (q: { format?: string; typed?: unknown }) => q.format === 'numeric' && q.typed !== undefined],
    [
      'multi-part',
      (q: { format?: string; parts?: unknown[] }) => q.format === 'multi-part' && (q.parts?.length ?? 0) >= 2,
    ],
  ] as const)(
    'draws only %s questions when asked for them, and shows no key before the answer',
    async (format, isOfFormat) => {
      const id = await create(student, {
        subject: 'fisica',
        selectedTopics: ['mecanica'],
        formats: [format],
      });
      const { body } = await api(student, `/api/simulators/${id}`);
      const view = routes.simulator.response.parse(body);
      expect(view.simulator.questions.length).toBeGreaterThanOrEqual(8);
      for (const question of view.simulator.questions)
        expect(isOfFormat(question as never), question.question).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/correctAnswer|explanation|"key"|"answer"|tolerance|PASO 1:/);
    },
  );

  it('grades a typed answer with a decimal comma and a problem in parts part by part in practice, and refuses what does not fit', async () => {
    const fresh = await subscriber();
    const typedId = await create(fresh, {
      subject: 'fisica',
      selectedTopics: ['mecanica'],
      formats: ['numeric'],
    });
    const partsId = await create(fresh, {
      subject: 'fisica',
      selectedTopics: ['mecanica'],
      formats: ['multi-part'],
    });
    const typedQuestions = (await getSimulator(fresh.userId, typedId))?.questions ?? [];
    const questions = (await getSimulator(fresh.userId, partsId))?.questions ?? [];
    const typedIndex = 0;
    const partsIndex = 0;
    const id = typedId;

    expect(
      await api(fresh, `/api/simulators/${id}/answer`, {
        questionIndex: typedIndex,
        userAnswer: 1,
        timeSpent: 3,
      }),
    ).toEqual({
      status: 400,
      body: { success: false, message: 'Escribí el valor de tu respuesta.' },
    });
    const unreadable = await api(fresh, `/api/simulators/${id}/answer`, {
      questionIndex: typedIndex,
      userAnswer: { value: '3,,5' },
      timeSpent: 3,
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toMatch(/^No entendimos ese número/);

    const typedQuestion = typedQuestions[typedIndex] as StoredQuestion;
    const typed = await api(fresh, `/api/simulators/${id}/answer`, {
      questionIndex: typedIndex,
      userAnswer: rightAnswer(typedQuestion),
      timeSpent: 5,
    });
    const typedReply = routes.answerSimulator.response.parse(typed.body);
    expect(typedReply).toMatchObject({ mode: 'practice', isCorrect: true, correctAnswer: -1 });
    if (typedReply.mode !== 'practice' || typedQuestion.format !== 'numeric') throw new Error('not graded');
    expect(typedReply.key?.value).toBe(typedQuestion.answer.value);

    const partsQuestion = questions[partsIndex] as StoredQuestion;
    if (partsQuestion.format !== 'multi-part') throw new Error('not in parts');
    const answer = rightAnswer(partsQuestion) as { parts: unknown[] };
    // The first part wrong, the others right.
    const first = partsQuestion.parts[0];
    answer.parts[0] =
      first?.kind === 'numeric'
        ? { value: typedValue(first.answer.value + 7), unit: first.answer.unit }
        : ((first?.correctAnswer ?? 0) + 1) % (first?.options.length ?? 2);
    const parts = routes.answerSimulator.response.parse(
      (
        await api(fresh, `/api/simulators/${partsId}/answer`, {
          questionIndex: partsIndex,
          userAnswer: answer,
          timeSpent: 9,
        })
      ).body,
    );
    if (parts.mode !== 'practice') throw new Error('not graded');
    const possible = partsQuestion.parts.reduce((sum, part) => sum + part.points, 0);
    expect(parts.isCorrect).toBe(false);
    expect(parts.points).toEqual({ earned: possible - (first?.points ?? 0), possible });
    expect(parts.parts?.map((p) => p.isCorrect)).toEqual(partsQuestion.parts.map((_, i) => i !== 0));
  });

  it('records exam answers of every format without grading them, and grades them part by part at the end', async () => {
    const fresh = await subscriber();
    const id = await create(fresh, {
      subject: 'matematicas',
      formats: ['five-options', 'numeric', 'multi-part'],
      mode: 'exam',
    });
    const stored = await getSimulator(fresh.userId, id);
    const questions = stored?.questions ?? [];
    for (const [questionIndex, question] of questions.entries()) {
      const reply = await api(fresh, `/api/simulators/${id}/answer`, {
        questionIndex,
        userAnswer: rightAnswer(question),
        timeSpent: 4,
      });
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).not.toMatch(/isCorrect|correctAnswer|"key"|explanation/);
    }
    const before = await api(fresh, `/api/simulators/${id}`);
    expect(JSON.stringify(before.body)).not.toMatch(/isCorrect|correctAnswer|"key"|explanation/);

    const done = routes.completeSimulator.response.parse(
      (await api(fresh, `/api/simulators/${id}/complete`, {})).body,
    );
    expect(done.results.correctAnswers).toBe(questions.length);
    const view = routes.simulator.response.parse((await api(fresh, `/api/simulators/${id}`)).body);
    expect(view.review?.every((item) => item.isCorrect)).toBe(true);
    for (const [index, question] of questions.entries()) {
      const item = view.review?.[index];
      if (question.format === 'numeric') expect(item?.key?.value).toBe(question.answer.value);
      if (question.format === 'multi-part') {
        const possible = question.parts.reduce((sum, part) => sum + part.points, 0);
        expect(item?.points).toEqual({ earned: possible, possible });
      }
    }
    const hasParts = questions.some((q) => q.format === 'multi-part');
    if (hasParts) expect(done.results.points?.earned).toBe(done.results.points?.possible);
  });
});
