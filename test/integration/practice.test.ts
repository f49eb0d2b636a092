import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { loadGenerators } from '../../functions/content/load-generators.ts';
import { answeredByChoosing } from '../../functions/content/schema.ts';
import { partitionItems } from '../../functions/lib/data/account.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { actingAs } from '../../functions/lib/data/least-privilege.ts';
import { reviewKeys } from '../../functions/lib/data/review-keys.ts';
import { getSimulator } from '../../functions/lib/data/simulators.ts';
import { fromGenerator } from '../../functions/lib/simulators/questions.ts';
import { lambdaContext as jobContext } from '../../infra/local/lambda-adapter.ts';
import { practiceRemindersJob } from '../../shared/api/jobs.ts';
import { routes } from '../../shared/api/routes.ts';
import { addDays, dayStart } from '../../shared/domain/calendar-days.ts';
import { examStartTime, intakes, nextIntake } from '../../shared/domain/exam-calendar.ts';
import { studyDay } from '../../shared/domain/study-days.ts';
import { syllabusMap } from '../../shared/domain/syllabus-map/index.ts';
import { pointAtLocalServices } from './environment.ts';
import { fakeClock, inProcessHandlers, json } from './in-process.ts';
import { mailsTo } from './mailbox.ts';
import { loginSubscriber, type Student } from './session.ts';

/**
 * The learning loop (#21, ADRs 0051–0053) against DynamoDB Local and the local SES: through the local
 * server where the real clock will do, and through the same handlers in this process, with only Date
 * faked, where the test needs minutes, days or an Argentine midnight to pass.
 */
const services = pointAtLocalServices();
// The catalog the local stack exported for its server, read by the handlers run in this process.
process.env.CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'build', 'content');

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const invoke = inProcessHandlers([
  'practice-review',
  'practice-review-answer',
  'practice-goal',
  'practice-goal-update',
  'practice-plan',
  'educational-verify',
]);
const clockAt = fakeClock();

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A request through the local server, on the real clock. */
async function api(
  student: Student | null,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${services.apiUrl}${url}`, {
    method,
    headers: {
      ...(student ? { cookie: student.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The same request to the route's handler in this process, at the faked time. */
async function call(
  name: string,
  student: Student,
  request: {
    method?: 'GET' | 'POST';
    path: string;
    body?: unknown;
    pathParameters?: Record<string, string>;
  },
): Promise<Answer> {
  const { pathParameters, ...rest } = request;
  const result = await invoke(name, {
    ...rest,
    cookie: student.cookie,
    ...(pathParameters ? { params: pathParameters } : {}),
  });
  return { status: result.statusCode ?? 0, body: json(result) };
}

const reviewAt = async (student: Student) => {
  const answer = await call('practice-review', student, { path: '/api/practice/review' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return routes.review.response.parse(answer.body).review;
};

const answerReviewAt = (student: Student, item: string, body: unknown) =>
  call('practice-review-answer', student, {
    path: `/api/practice/review/${item}/answer`,
    body,
    pathParameters: { item },
  });

// Answered by choosing: the typed and multi-part items (#31) take another kind of answer.
const math = contentBank.matematicas.exercises.filter(answeredByChoosing);
type Exercise = (typeof math)[number];
const rightAnswer = (exercise: Exercise) => exercise.correctAnswer;
const wrongAnswer = (exercise: Exercise) =>
  exercise.kind === 'true-false'
    ? !exercise.correctAnswer
    : (exercise.correctAnswer + 1) % exercise.options.length;
/** The option index a review item takes for an authored exercise: true/false is Verdadero (0), Falso (1). */
const reviewIndex = (exercise: Exercise, right: boolean) =>
  exercise.kind === 'true-false'
    ? right === exercise.correctAnswer
      ? 0
      : 1
    : right
      ? exercise.correctAnswer
      : (exercise.correctAnswer + 1) % exercise.options.length;
const verifyPath = (exercise: Exercise) => `/api/educational/matematicas/ejercicios/${exercise.id}/verificar`;

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('the review schedule', () => {
  const choices = math.filter((e) => e.kind === 'multiple-choice' && e.topic === 'funciones');

  it('brings a wrong practice answer back the next day, without its key', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const exercise = choices[0] as Exercise;
    const missedAt = Date.now();
    expect(
      (await api(student, 'POST', verifyPath(exercise), { respuesta: wrongAnswer(exercise), timeSpent: 40 }))
        .status,
    ).toBe(200);

    const now = await api(student, 'GET', '/api/practice/review');
    expect(now.status).toBe(200);
    const soon = routes.review.response.parse(now.body).review;
    expect(soon).toMatchObject({ items: [], dueNow: 0, scheduled: 1 });
    expect(Date.parse(soon.nextDue ?? '') - missedAt).toBeGreaterThanOrEqual(DAY - MINUTE);

    clockAt(missedAt + DAY + MINUTE);
    const review = await reviewAt(student);
    expect(review.dueNow).toBe(1);
    expect(review.items).toEqual([
      expect.objectContaining({
        id: exercise.id,
        subject: 'matematicas',
        topic: 'funciones',
        kind: 'multiple-choice',
        generated: false,
        question: exercise.question,
        lapses: 0,
      }),
    ]);
    expect(keysOf(review)).not.toContain('correctAnswer');
    expect(JSON.stringify(review)).not.toContain(exercise.explanation.slice(0, 40));
  });

  // The rule of ADR 0078: a written exercise can only come back with the statement whose key the student
  // has just read, so it never returns the same session; a generated one returns with other numbers.
  it('never asks a written exercise missed again within the same twenty minutes, on its page or in the review', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const [onPage, inReview] = [choices[4] as Exercise, choices[5] as Exercise];
    const missedAt = Date.now();
    await api(student, 'POST', verifyPath(onPage), { respuesta: wrongAnswer(onPage), timeSpent: 40 });
    await api(student, 'POST', verifyPath(inReview), { respuesta: wrongAnswer(inReview), timeSpent: 40 });

    const statements = async () => (await reviewAt(student)).items.map((item) => item.question);
    for (const after of [1, 10, 11, 15, 20]) {
      clockAt(missedAt + after * MINUTE);
      expect(await statements(), `${after} minutes after the miss`).toEqual([]);
    }

    // A day on, both are due; the one missed again in the review waits another real interval.
    clockAt(missedAt + DAY + MINUTE);
    const due = await reviewAt(student);
    const item = due.items.find((candidate) => candidate.id === inReview.id);
    expect(item?.question).toBe(inReview.question);
    const missedAgainAt = Date.now();
    const wrong = await answerReviewAt(student, inReview.id, {
      answer: reviewIndex(inReview, false),
      variant: item?.variant,
      timeSpent: 30,
    });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(200);
    expect(
      Date.parse(routes.reviewAnswer.response.parse(wrong.body).result.nextDue) - missedAgainAt,
    ).toBeGreaterThanOrEqual(DAY);
    for (const after of [10, 11, 20]) {
      clockAt(missedAgainAt + after * MINUTE);
      expect(await statements(), `${after} minutes after missing it again`).not.toContain(inReview.question);
    }
  });

  it('moves a right review answer days later, and brings a wrong one back again', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const exercise = choices[1] as Exercise;
    const missedAt = Date.now();
    await api(student, 'POST', verifyPath(exercise), { respuesta: wrongAnswer(exercise) });

    clockAt(missedAt + DAY + MINUTE);
    const [item] = (await reviewAt(student)).items;
    expect(item?.id).toBe(exercise.id);
    const right = await answerReviewAt(student, exercise.id, {
      answer: reviewIndex(exercise, true),
      variant: item?.variant,
      timeSpent: 60,
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const graded = routes.reviewAnswer.response.parse(right.body).result;
    // The item's first answer of the day: it counts for the statistics and the goal (the sheet's "+1").
    expect(graded).toMatchObject({
      correct: true,
      rating: 'good',
      explanation: exercise.explanation,
      counted: true,
    });
    expect(Date.parse(graded.nextDue) - Date.now()).toBeGreaterThanOrEqual(DAY);
    expect(await reviewAt(student)).toMatchObject({ items: [], dueNow: 0, laterToday: 0, scheduled: 1 });

    // The same variant cannot be answered twice (another tab): the card has moved on.
    const stale = await answerReviewAt(student, exercise.id, { answer: 0, variant: item?.variant });
    expect(stale.status).toBe(409);

    clockAt(Date.parse(graded.nextDue) + MINUTE);
    const due = await reviewAt(student);
    expect(due.items.map((i) => i.id)).toEqual([exercise.id]);
    const wrong = await answerReviewAt(student, exercise.id, {
      answer: reviewIndex(exercise, false),
      variant: due.items[0]?.variant,
    });
    const missedAgain = routes.reviewAnswer.response.parse(wrong.body).result;
    expect(missedAgain).toMatchObject({
      correct: false,
      rating: 'again',
      correctAnswer: exercise.correctAnswer,
    });
    expect(Date.parse(missedAgain.nextDue) - Date.now()).toBe(DAY);

    clockAt(Date.now() + DAY + MINUTE);
    const back = await reviewAt(student);
    expect(back.items).toEqual([expect.objectContaining({ id: exercise.id, lapses: 1 })]);
  });

  it('takes a slow right answer in (Hard) and leaves a quick one out', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const [slow, quick] = [choices[2] as Exercise, choices[3] as Exercise];
    const answeredAt = Date.now();
    await api(student, 'POST', verifyPath(slow), { respuesta: rightAnswer(slow), timeSpent: 600 });
    await api(student, 'POST', verifyPath(quick), { respuesta: rightAnswer(quick), timeSpent: 60 });

    clockAt(answeredAt + 20 * MINUTE);
    expect(await reviewAt(student)).toMatchObject({ items: [], scheduled: 1 });
    clockAt(answeredAt + 3 * DAY);
    const review = await reviewAt(student);
    expect(review.items.map((item) => item.id)).toEqual([slow.id]);
  });

  it('brings a generated simulator question answered wrong back as a new variant of its template', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const generators = await loadGenerators('matematicas');
    const topic = generators.find((g) => g.difficulty === 'medio')?.topic;
    const created = await api(student, 'POST', '/api/simulators/create', {
      subject: 'matematicas',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [topic],
      userId: student.userId,
    });
    const id = routes.createSimulator.response.parse(created.body).simulator.id;
    const stored = await getSimulator(student.userId, id);
    const questions = stored?.questions ?? [];
    const generated = questions.filter((q) => q.sourceId.includes('#'));
    expect(generated.length).toBeGreaterThan(0);
    // Every question answered wrong, on purpose.
    for (const [index, question] of questions.entries()) {
      const answer = await api(student, 'POST', `/api/simulators/${id}/answer`, {
        questionIndex: index,
        userAnswer: (question.correctAnswer + 1) % question.options.length,
        timeSpent: 30,
      });
      expect(answer.status).toBe(200);
    }
    expect(
      (await api(student, 'POST', `/api/simulators/${id}/complete`, { userId: student.userId })).status,
    ).toBe(200);

    clockAt(Date.now() + 11 * MINUTE);
    const review = await reviewAt(student);
    const templates = new Set(generated.map((q) => q.sourceId.split('#')[0]));
    const missed = generated[0]!;
    const [templateId, seed] = missed.sourceId.split('#') as [string, string];
    const item = review.items.find((candidate) => candidate.id === templateId);
    expect(item).toMatchObject({ generated: true, kind: 'multiple-choice', subject: 'matematicas' });
    expect(item?.variant).not.toBe(Number(seed));
    const missedStatements = generated
      .filter((q) => q.sourceId.startsWith(`${templateId}#`))
      .map((q) => q.question);
    expect(missedStatements).not.toContain(item?.question);
    // One card per template, and every question of the simulator in the schedule.
    expect(review.scheduled).toBe(new Set(questions.map((q) => q.sourceId.split('#')[0])).size);
    expect(
      review.items
        .filter((candidate) => candidate.generated)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...templates].sort());

    const generator = generators.find((g) => g.id === templateId)!;
    const variant = fromGenerator(generator, item!.variant);
    expect(variant.question).toBe(item?.question);
    const right = await answerReviewAt(student, templateId, {
      answer: variant.correctAnswer,
      variant: item?.variant,
      timeSpent: 90,
    });
    expect(routes.reviewAnswer.response.parse(right.body).result).toMatchObject({
      correct: true,
      explanation: variant.explanation,
    });
    clockAt(Date.now() + 3 * DAY);
    const next = (await reviewAt(student)).items.find((candidate) => candidate.id === templateId);
    expect(next?.variant).not.toBe(item?.variant);
    expect(next?.question).not.toBe(item?.question);
  });

  it('answers 400 in Spanish for a bad answer, 404 for an item not in the schedule, 401 without a session', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const bad = await api(student, 'POST', '/api/practice/review/mat-funciones-001/answer', {
      answer: 'A',
      variant: 0,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, message: 'Elegí una de las opciones.' },
    });
    const unknown = await api(student, 'POST', '/api/practice/review/mat-funciones-001/answer', {
      answer: 0,
      variant: 0,
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { success: false, message: 'Ese ejercicio de repaso no existe.' },
    });
    expect((await api(null, 'GET', '/api/practice/review')).status).toBe(401);
    expect((await api(null, 'GET', '/api/practice/plan')).status).toBe(401);
  });

  it('leaves out a card and an answer about a topic the product no longer has, instead of failing', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const at = new Date(Date.now() - DAY).toISOString();
    const put = (item: Record<string, unknown>) =>
      db().send(new PutCommand({ TableName: services.tableName, Item: item }));
    const retired = { subject: 'matematicas', topic: 'tema-retirado' };
    await put({
      ...keys.attempt(student.userId, at, 'mat-retirado-001'),
      ...retired,
      exerciseId: 'mat-retirado-001',
      correct: false,
      at,
      source: 'practice',
    });
    const fsrs = { due: at, stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1 };
    await put({
      ...reviewKeys.card(student.userId, 'mat-retirado-002'),
      ...retired,
      itemId: 'mat-retirado-002',
      generated: false,
      variant: 0,
      version: 1,
      lastAnswerAt: at,
      addedAt: at,
      fsrs: { ...fsrs, learning_steps: 0, reps: 1, lapses: 0, state: 2 },
    });
    await put({ ...reviewKeys.due(student.userId, at, 'mat-retirado-002'), itemId: 'mat-retirado-002' });

    const review = await api(student, 'GET', '/api/practice/review');
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect(routes.review.response.parse(review.body).review.items).toEqual([]);
    const answer = await api(student, 'POST', '/api/practice/review/mat-retirado-002/answer', {
      answer: 0,
      variant: 0,
    });
    expect(answer).toMatchObject({ status: 404, body: { message: 'Ese ejercicio de repaso no existe.' } });
  });
});

describe('the daily goal and the streak, in Argentine days', () => {
  /** Tomorrow in Argentina at `hour`:`minute` (UTC−3), so the session and the subscription are still valid. */
  const tomorrow = addDays(studyDay(new Date()), 1);
  const tomorrowAt = (hour: number, minute: number) =>
    dayStart(tomorrow).getTime() + (hour * 60 + minute) * MINUTE;
  const exercises = math.filter((e) => e.topic === 'algebra-basica');

  const goal = async (student: Student) => {
    const answer = await call('practice-goal', student, { path: '/api/practice/goal' });
    expect(answer.status).toBe(200);
    return routes.goal.response.parse(answer.body).goal;
  };
  let next = 0;
  async function practise(student: Student, count: number, startAt: number) {
    for (let i = 0; i < count; i++) {
      clockAt(startAt + i * 20_000);
      const exercise = exercises[next++] as Exercise;
      const answer = await call('educational-verify', student, {
        path: verifyPath(exercise),
        body: { respuesta: rightAnswer(exercise), timeSpent: 30 },
        pathParameters: { subject: 'matematicas', exercise: exercise.id },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  }

  it('counts the day up to midnight in Argentina, keeps the streak overnight and loses it after a day missed', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const dayOne = tomorrowAt(23, 40);
    clockAt(dayOne);
    const first = await goal(student);
    expect(first).toMatchObject({ dailyGoal: null, doneToday: 0, streak: 0, reminder: false });

    const chosen = await call('practice-goal-update', student, {
      path: '/api/practice/goal',
      body: { dailyGoal: 10, reminder: false },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.message).toBe('¡Listo! Tu meta es de 10 ejercicios por día.');

    // Ten answers from 23:41 to 23:44 in Argentina (02:41 UTC of the next day): all of day one.
    await practise(student, 10, dayOne + MINUTE);
    const dayOneDate = studyDay(new Date(dayOne));
    expect(await goal(student)).toMatchObject({
      today: dayOneDate,
      doneToday: 10,
      metToday: true,
      streak: 1,
      bestStreak: 1,
    });

    // 00:05 in Argentina: a new day, nothing done yet, and the streak still alive.
    clockAt(tomorrowAt(24, 5));
    const overnight = await goal(student);
    expect(overnight).toMatchObject({
      today: addDays(dayOneDate, 1),
      doneToday: 0,
      metToday: false,
      streak: 1,
    });
    expect(overnight.week.slice(-2)).toEqual([
      { day: dayOneDate, done: 10, met: true },
      { day: addDays(dayOneDate, 1), done: 0, met: false },
    ]);

    await practise(student, 10, tomorrowAt(24, 6));
    expect(await goal(student)).toMatchObject({ doneToday: 10, metToday: true, streak: 2, bestStreak: 2 });

    // The next day goes by without practice: two days later the streak starts over, the best stays.
    clockAt(tomorrowAt(72, 10));
    expect(await goal(student)).toMatchObject({ doneToday: 0, streak: 0, bestStreak: 2 });
  });

  it('refuses a goal that is not one of the options, in Spanish, and changes nothing', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const refused = await api(student, 'POST', '/api/practice/goal', { dailyGoal: 15 });
    expect(refused).toMatchObject({
      status: 400,
      body: { success: false, message: 'La meta diaria debe ser de 10, 20, 30 ejercicios.' },
    });
    const status = await api(student, 'GET', '/api/practice/goal');
    expect(routes.goal.response.parse(status.body).goal.dailyGoal).toBeNull();
  });
});

describe('the reminder e-mail', () => {
  const runJob = actingAs(practiceRemindersJob, async (now: Date) =>
    (await import('../../functions/practice-reminders/handler.ts')).handler(
      { now: now.toISOString() },
      jobContext(practiceRemindersJob.name, 60_000),
    ),
  );
  /** Today at `hour` in Argentina, or tomorrow when that hour has passed (the session must stay valid). */
  const eveningAt = (hour: number) => {
    const today = dayStart(studyDay(new Date())).getTime() + hour * 60 * MINUTE;
    return new Date(today > Date.now() ? today : today + DAY);
  };

  it('mails a student short of the goal once in the evening, and stops after the one-click link', async () => {
    const subscriber = await loginSubscriber(services.sesEndpoint);
    const student = { email: subscriber.session.email };
    const chosen = await api(subscriber, 'POST', '/api/practice/goal', { dailyGoal: 20, reminder: true });
    expect(chosen.body.message).toBe(
      '¡Listo! Tu meta es de 20 ejercicios por día. Si a las 19 todavía te falta, te mandamos un recordatorio.',
    );
    const before = (await mailsTo(services.sesEndpoint, student.email)).length;

    expect(await runJob(eveningAt(15))).toMatchObject({ skipped: 'outside-hours', sent: 0 });
    const evening = eveningAt(19);
    const report = await runJob(evening);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(services.sesEndpoint, student.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Te faltan 20 ejercicios para tu meta de hoy');
    expect(mail.body.text).toContain('Tu meta es de 20 ejercicios por día y hoy llevás 0.');
    const link = mail.body.text?.match(/(https?:\/\/\S+\/recordatorios\/baja\?token=(\S+))/);
    expect(link?.[1]).toBeDefined();

    // A later run the same evening sends nothing more.
    await runJob(new Date(evening.getTime() + 60 * MINUTE));
    expect(await mailsTo(services.sesEndpoint, student.email)).toHaveLength(before + 1);

    const forged = await api(null, 'POST', '/api/practice/reminders/unsubscribe', { token: `${link?.[2]}x` });
    expect(forged.status).toBe(400);
    const out = await api(null, 'POST', '/api/practice/reminders/unsubscribe', { token: link?.[2] });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect(String(out.body.message)).toContain('no te vamos a mandar más recordatorios');
    const status = routes.goal.response.parse((await api(subscriber, 'GET', '/api/practice/goal')).body).goal;
    expect(status).toMatchObject({ dailyGoal: 20, reminder: false });

    await runJob(new Date(evening.getTime() + DAY));
    expect(await mailsTo(services.sesEndpoint, student.email)).toHaveLength(before + 1);
  });
});

describe('the study plan', () => {
  /** An intake at least five weeks ahead, so the plan has study weeks; the next one otherwise. */
  const now = Date.now();
  const intake = intakes.find((candidate) => examStartTime(candidate) - now > 5 * 7 * DAY) ?? nextIntake(now);
  const query = intake ? `?intake=${intake.id}` : '';
  const plan = async (student: Student) => {
    const answer = await api(student, 'GET', `/api/practice/plan${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return routes.plan.response.parse(answer.body).plan;
  };
  const weekOf = (p: Awaited<ReturnType<typeof plan>>, subtopic: string) =>
    p.weeks.findIndex((week) => week.kind === 'study' && week.focus.some((f) => f.subtopic === subtopic));

  it('runs week by week to the exam and moves a subtopic the student misses forward', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const first = await plan(student);
    expect(first.intake?.id).toBe(intake?.id);
    expect(first.weeks[0]?.start).toBe(studyDay(new Date()));
    expect(first.weeks.at(-1)?.kind).toBe('final');
    expect(first.today.items.length).toBeGreaterThan(0);
    expect(first.today.reviewsDue).toBe(0);
    const study = first.weeks.filter((week) => week.kind === 'study');
    if (study.length < 3) return; // Too close to the exam for weeks to move between.

    // The math subtopic planned latest that has at least six authored exercises.
    const candidates = syllabusMap.matematicas
      .flatMap((topic) => topic.subtopics)
      .filter((subtopic) => math.filter((e) => e.subtopic === subtopic.id).length >= 6)
      .sort((a, b) => weekOf(first, b.id) - weekOf(first, a.id) || b.weight - a.weight);
    const target = candidates[0]!;
    expect(weekOf(first, target.id)).toBeGreaterThan(0);

    for (const exercise of math.filter((e) => e.subtopic === target.id).slice(0, 6)) {
      const answer = await api(student, 'POST', verifyPath(exercise), {
        respuesta: wrongAnswer(exercise),
        timeSpent: 50,
      });
      expect(answer.status).toBe(200);
    }
    const after = await plan(student);
    expect(weekOf(after, target.id)).toBeLessThan(weekOf(first, target.id));
    const focus = after.weeks.flatMap((week) => week.focus).find((f) => f.subtopic === target.id);
    expect(focus).toMatchObject({ reason: 'debil', thisWeek: { answered: 6, correct: 0 } });
    // Practised today already: today's suggestions move on to others.
    expect(after.today.items.map((item) => item.subtopic)).not.toContain(target.id);
  });

  it('refuses an intake that is not ahead in the calendar', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const answer = await api(student, 'GET', '/api/practice/plan?intake=1999-verano');
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Esa convocatoria no está en el calendario.' },
    });
  });
});

describe("the learning loop in the student's own data (Ley 25.326)", () => {
  it('exports the schedule, the goal and the streak, and deletes them with the account, the reminder too', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const exercise = math.find(
      (e) => e.kind === 'multiple-choice' && e.topic === 'trigonometria',
    ) as Exercise;
    await api(student, 'POST', verifyPath(exercise), { respuesta: wrongAnswer(exercise) });
    expect((await api(student, 'GET', '/api/practice/review')).status).toBe(200);
    expect((await api(student, 'POST', '/api/practice/goal', { dailyGoal: 30, reminder: true })).status).toBe(
      200,
    );

    const exported = await api(student, 'GET', '/api/account/export');
    expect(exported.status).toBe(200);
    const learning = routes.exportAccount.response.parse(exported.body).data.learning;
    expect(learning.map((item) => String(item.kind).split('#')[0]).sort()).toEqual([
      'CARD',
      'DUE',
      'GOAL',
      'SYNC',
    ]);
    expect(learning.find((item) => item.kind === 'GOAL')).toMatchObject({ dailyGoal: 30, reminder: true });
    expect(JSON.stringify(learning)).not.toMatch(/"pk"|"sk"/);

    const deleted = await api(student, 'POST', '/api/account/delete', { confirmation: 'ELIMINAR' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await partitionItems(reviewKeys.reviewSchedule(student.userId).pk)).toEqual([]);
    expect(await partitionItems(reviewKeys.goal(student.userId).pk)).toEqual([]);
    const shard = await partitionItems(reviewKeys.reminder(student.userId).pk);
    expect(shard.map((item) => item.sk)).not.toContain(student.userId);
  });
});
