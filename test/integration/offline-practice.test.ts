import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { allGenerators } from '../../functions/content/generators.ts';
import { recordPractice } from '../../functions/lib/data/attempts.ts';
import { putGoalChoice } from '../../functions/lib/data/goals.ts';
import { dayCounters, readTotals, TOTAL_SCOPE_ALL } from '../../functions/lib/data/statistics-reads.ts';
import { messages } from '../../functions/lib/offline-practice/offline-practice.ts';
import {
  type OfflineItem,
  PACK_MAX_BYTES,
  PACK_SIZE,
  PACKS_PER_DAY,
} from '../../shared/api/contracts/offline-practice.ts';
import { routes } from '../../shared/api/routes.ts';
import { addDays, dayStart } from '../../shared/domain/calendar-days.ts';
import { studyDay } from '../../shared/domain/study-days.ts';
import { subjectIds } from '../../shared/domain/subjects.ts';
import { at as itemAt } from '../../shared/lib/must.ts';
import { typedNumberMessages } from '../../shared/math/typed-number.ts';
import { pointAtLocalServices } from './environment.ts';
import { fakeClock, inProcessHandlers, json } from './in-process.ts';
import { login, loginSubscriber, type Student } from './session.ts';

/**
 * Offline practice (#34, ADR 0097) against DynamoDB Local: through the local server on the real clock,
 * and through the same handlers in this process, with only Date faked, where a night must pass.
 */
const services = pointAtLocalServices();
process.env.CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'build', 'content');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const invoke = inProcessHandlers([
  'practice-offline-pack',
  'practice-offline-answers',
  'practice-goal',
  'practice-review',
]);
const clockAt = fakeClock();

interface Answer {
  status: number;
  body: Record<string, unknown>;
  bytes: number;
}

/** A request through the local server, on the real clock. */
async function api(student: Student | null, url: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${services.apiUrl}${url}`, {
    method: 'POST',
    headers: { ...(student ? { cookie: student.cookie } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as Record<string, unknown>,
    bytes: Buffer.byteLength(text),
  };
}

/** The same request to the route's handler in this process, at the faked time. */
async function call(name: string, student: Student, url: string, body?: unknown): Promise<Answer> {
  const result = await invoke(name, { path: url, cookie: student.cookie, body });
  return { status: result.statusCode ?? 0, body: json(result), bytes: 0 };
}

type Through = (student: Student, url: string, body?: unknown) => Promise<Answer>;
const inProcess =
  (name: string): Through =>
  (student, url, body) =>
    call(name, student, url, body);

const download = async (student: Student, subject = 'fisica', through: Through = api) => {
  const answer = await through(student, '/api/practice/packs', { subject });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...routes.offlinePack.response.parse(answer.body), bytes: answer.bytes };
};

const sync = async (student: Student, answers: unknown[], through: Through = api) => {
  const answer = await through(student, '/api/practice/offline-answers', { answers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return routes.offlineAnswers.response.parse(answer.body).results;
};

const typed = (value: number) => ({
  value: new Intl.NumberFormat('es-AR', { maximumSignificantDigits: 10, useGrouping: false }).format(value),
});

/** The answer the device would send, right or wrong, graded by the pack's own key. */
function answerTo(item: OfflineItem, right: boolean) {
  const { key } = item;
  if (key.kind === 'option')
    return right ? key.correctAnswer : (key.correctAnswer + 1) % (item.options?.length ?? 2);
  if (key.kind === 'true-false') return right ? key.correctAnswer : !key.correctAnswer;
  return typed(right ? key.value : key.value * 3 + 7);
}

const offlineAnswer = (item: OfflineItem, right: boolean, answeredAt: Date, answerId = randomUUID()) => ({
  answerId,
  itemId: item.id,
  answer: answerTo(item, right),
  answeredAt: answeredAt.toISOString(),
  timeSpent: 30,
});

const totalsOf = async (student: Student) =>
  (await readTotals(student.userId, [TOTAL_SCOPE_ALL])).get(TOTAL_SCOPE_ALL) ?? {
    correct: 0,
    total: 0,
    seconds: 0,
  };

describe('who may use offline practice', () => {
  it('answers 401 without a session and 403 without a subscription, and 400 in Spanish for a bad body', async () => {
    expect((await api(null, '/api/practice/packs', { subject: 'fisica' })).status).toBe(401);
    expect((await api(null, '/api/practice/offline-answers', { answers: [] })).status).toBe(401);

    const unsubscribed = await login(services.sesEndpoint);
    const visitor = { cookie: unsubscribed.cookiePair } as Student;
    expect((await api(visitor, '/api/practice/packs', { subject: 'fisica' })).status).toBe(403);
    expect((await api(visitor, '/api/practice/offline-answers', { answers: [] })).status).toBe(403);

    const student = await loginSubscriber(services.sesEndpoint);
    const badSubject = await api(student, '/api/practice/packs', { subject: 'historia' });
    expect(badSubject.status).toBe(400);
    expect(badSubject.body.message).toMatch(/materia/i);
    const empty = await api(student, '/api/practice/offline-answers', { answers: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('No hay respuestas para sincronizar.');
    const badId = await api(student, '/api/practice/offline-answers', {
      answers: [{ answerId: 'uno', itemId: 'x', answer: 0, answeredAt: new Date().toISOString() }],
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/UUID|paquete/);
    const tooMany = await api(student, '/api/practice/offline-answers', {
      answers: Array.from({ length: 201 }, () => ({
        answerId: randomUUID(),
        itemId: `${'a'.repeat(20)}:fis-mru#1`,
        answer: 0,
        answeredAt: new Date().toISOString(),
      })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('Mandá hasta 200 respuestas por vez');
  });
});

describe('POST /api/practice/packs', () => {
  it('hands out generated items only, with their keys, under 1 MB, and at most five a day', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const first = await download(student, 'fisica');
    expect(first.packsLeftToday).toBe(PACKS_PER_DAY - 1);
    expect(first.bytes).toBeLessThanOrEqual(PACK_MAX_BYTES);
    expect(first.pack.items).toHaveLength(PACK_SIZE);
    expect(first.pack.title).toContain('Física');

    const bankStatements = new Set(
      Object.values(contentBank).flatMap((subject) => subject.exercises.map((e) => e.question)),
    );
    const bankIds = new Set(
      Object.values(contentBank).flatMap((subject) => subject.exercises.map((e) => e.id)),
    );
    const generatorIds = new Set(allGenerators.map((g) => g.id));
    for (const item of first.pack.items) {
      const [packId, variant = ''] = item.id.split(':');
      expect(packId).toBe(first.pack.id);
      const generatorId = variant.slice(0, variant.indexOf('#'));
      expect(generatorIds.has(generatorId), item.id).toBe(true);
      expect(bankIds.has(generatorId)).toBe(false);
      expect(bankStatements.has(item.statement), item.statement).toBe(false);
      expect(item.subject).toBe('fisica');
      expect(item.explanation).toMatch(/PASO 1: /);
    }
    expect(new Set(first.pack.items.map((item) => item.statement)).size).toBe(PACK_SIZE);
    // Several topics, and both kinds a pack asks.
    expect(new Set(first.pack.items.map((item) => item.topic)).size).toBeGreaterThan(1);

    for (let left = PACKS_PER_DAY - 2; left >= 0; left--)
      expect((await download(student, 'matematicas')).packsLeftToday).toBe(left);
    const refused = await api(student, '/api/practice/packs', { subject: 'quimica' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(`Ya descargaste ${PACKS_PER_DAY} paquetes hoy. Probá de nuevo mañana.`);
  });
});

describe("a pack of the plan's week", () => {
  it('draws only from the subtopics the study plan gives this week in the subject', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const planAnswer = await fetch(`${services.apiUrl}/api/practice/plan`, {
      headers: { cookie: student.cookie },
    });
    expect(planAnswer.status).toBe(200);
    const plan = routes.plan.response.parse(await planAnswer.json()).plan;
    const focus = plan.weeks[0]?.focus ?? [];
    const subject = focus[0]?.subject ?? 'matematicas';
    const week = new Set(focus.filter((f) => f.subject === subject).map((f) => f.subtopic));
    const answer = await api(student, '/api/practice/packs', { subject, planWeek: true });
    const withGenerators = allGenerators.filter((g) => g.subtopic && week.has(g.subtopic));
    if (withGenerators.length === 0) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(messages.nothingThisWeek);
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { pack } = routes.offlinePack.response.parse(answer.body);
    expect(pack.title).toContain('tu semana del plan');
    // A subject the week does not touch has no pack of its own week.
    const untouched = subjectIds.find((id) => !focus.some((f) => f.subject === id));
    if (untouched) {
      const none = await api(student, '/api/practice/packs', { subject: untouched, planWeek: true });
      expect(none.status).toBe(404);
      expect(none.body.message).toBe(messages.nothingThisWeek);
    }
    for (const item of pack.items) {
      const generatorId = item.id.slice(item.id.indexOf(':') + 1, item.id.lastIndexOf('#'));
      const subtopic = allGenerators.find((g) => g.id === generatorId)?.subtopic;
      expect(subtopic && week.has(subtopic), item.id).toBe(true);
    }
  });
});

describe('POST /api/practice/offline-answers', () => {
  it('grades on the server, takes each answer once, and a second sync changes nothing', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const { pack } = await download(student, 'quimica');
    const [a, b, c] = pack.items;
    if (!a || !b || !c) throw new Error('pack too short');
    const now = Date.now();
    const answers = [
      offlineAnswer(a, true, new Date(now - 3 * MINUTE)),
      offlineAnswer(b, true, new Date(now - 2 * MINUTE)),
      offlineAnswer(c, false, new Date(now - MINUTE)),
    ];
    const before = await totalsOf(student);

    const results = await sync(student, answers);
    expect(results).toEqual([
      { answerId: answers[0]?.answerId, status: 'accepted', correct: true },
      { answerId: answers[1]?.answerId, status: 'accepted', correct: true },
      { answerId: answers[2]?.answerId, status: 'accepted', correct: false },
    ]);
    const after = await totalsOf(student);
    expect(after.total - before.total).toBe(3);
    expect(after.correct - before.correct).toBe(2);

    const again = await sync(student, answers);
    expect(again.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(again.map((r) => r.correct)).toEqual([true, true, false]);
    expect(await totalsOf(student)).toEqual(after);

    // The same answer id twice in one queue: taken once.
    const twice = offlineAnswer(itemAt(pack.items, 3), true, new Date(now - 30_000));
    expect((await sync(student, [twice, twice])).map((r) => r.status)).toEqual(['accepted', 'duplicate']);
    expect((await totalsOf(student)).total).toBe(after.total + 1);
  });

  it('counts one item once a day, the earliest answer; every answer is kept and graded', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const { pack } = await download(student, 'matematicas');
    const item = itemAt(pack.items, 0);
    const now = Date.now();
    const before = await totalsOf(student);
    // Sent newest first: the earlier (wrong) one is taken first and is the one counted.
    const later = offlineAnswer(item, true, new Date(now - MINUTE));
    const earlier = offlineAnswer(item, false, new Date(now - 2 * MINUTE));
    const results = await sync(student, [later, earlier]);
    expect(results).toEqual([
      { answerId: later.answerId, status: 'accepted', correct: true },
      { answerId: earlier.answerId, status: 'accepted', correct: false },
    ]);
    const after = await totalsOf(student);
    expect(after.total - before.total).toBe(1);
    expect(after.correct - before.correct).toBe(0);
  });

  it('never trusts the device: a forged, foreign or unfitting item is rejected, never a 500', async () => {
    const [student, other] = await Promise.all([
      loginSubscriber(services.sesEndpoint),
      loginSubscriber(services.sesEndpoint),
    ]);
    const { pack } = await download(student, 'fisica');
    const { pack: othersPack } = await download(other, 'fisica');
    const item = itemAt(pack.items, 0);
    const [, variant = ''] = item.id.split(':');
    const generatorId = variant.slice(0, variant.indexOf('#'));
    const when = new Date(Date.now() - MINUTE);
    const forged = [
      { ...offlineAnswer(item, true, when), itemId: `${'z'.repeat(20)}:${variant}` },
      { ...offlineAnswer(item, true, when), itemId: `${pack.id}:${generatorId}#999999` },
      { ...offlineAnswer(item, true, when), itemId: `${pack.id}:fis-no-existe#1` },
      offlineAnswer(itemAt(othersPack.items, 0), true, when),
      {
        ...offlineAnswer(item, true, when),
        answer: item.key.kind === 'numeric' ? 0 : { value: '3' },
      },
      { ...offlineAnswer(item, true, when), answer: { value: '1.234' } },
    ];
    const before = await totalsOf(student);
    const results = await sync(student, forged);
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('rejected'));
    expect(results.slice(0, 4).map((r) => r.message)).toEqual(Array(4).fill(messages.notYours));
    expect(results[4]?.message).toBe(messages.doesNotFit);
    // A value that cannot be read holds back only its own answer, with the words the exercise page uses.
    expect(results[5]?.message).toBe(typedNumberMessages.ambiguous);
    expect(await totalsOf(student)).toEqual(before);
  });

  it('refuses a time in the future or before the pack, and takes a little clock skew', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const { pack } = await download(student, 'quimica');
    const [a, b, c] = [0, 1, 2].map((i) => itemAt(pack.items, i)) as [OfflineItem, OfflineItem, OfflineItem];
    const issued = Date.parse(pack.issuedAt);
    const results = await sync(student, [
      offlineAnswer(a, true, new Date(Date.now() + HOUR)),
      offlineAnswer(b, true, new Date(issued - HOUR)),
      offlineAnswer(c, true, new Date(Date.now() + MINUTE)),
    ]);
    expect(results.map((r) => r.message ?? r.status)).toEqual([
      messages.future,
      messages.beforePack,
      'accepted',
    ]);
  });
});

describe('the Argentine day an answer was given', () => {
  it('counts an answer given at 23:30 for that day when synced the next morning, streak included', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    // Day 1 offline, day 2 online, the sync on the morning of day 3 (all ahead of the real clock).
    const day1 = addDays(studyDay(new Date()), 1);
    const day2 = addDays(day1, 1);
    const day3 = addDays(day2, 1);
    const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * HOUR);
    await putGoalChoice(
      student.userId,
      { dailyGoal: 10, history: [{ from: day1, goal: 10 }], reminder: false },
      at(day1, 9),
    );

    clockAt(at(day1, 22));
    const { pack } = await download(student, 'fisica', inProcess('practice-offline-pack'));
    const offline = pack.items
      .slice(0, 10)
      .map((item, i) => offlineAnswer(item, i % 2 === 0, new Date(at(day1, 23.5).getTime() + i * 20_000)));

    // Day 2, online: the goal met by ten practice answers.
    for (const [i, exercise] of contentBank.matematicas.exercises.slice(0, 10).entries())
      await recordPractice(student.userId, {
        exerciseId: exercise.id,
        subject: 'matematicas',
        topic: exercise.topic,
        correct: true,
        at: new Date(at(day2, 12).getTime() + i * MINUTE).toISOString(),
        source: 'practice',
        timeSpentSeconds: 20,
      });

    // Day 3 early: a look at the goal stores day 2 as the streak's anchor, day 1 not yet met.
    clockAt(at(day3, 7));
    const goalAt = async () => {
      const answer = await call('practice-goal', student, '/api/practice/goal');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return routes.goal.response.parse(answer.body).goal;
    };
    expect((await goalAt()).streak).toBe(1);

    clockAt(at(day3, 8));
    const results = await sync(student, offline, inProcess('practice-offline-answers'));
    expect(results.filter((r) => r.status !== 'accepted')).toEqual([]);

    const counters = await dayCounters(student.userId, day1, day3);
    const totalOn = (day: string) =>
      counters.filter((c) => c.day === day).reduce((sum, c) => sum + c.total, 0);
    expect(totalOn(day1)).toBe(10);
    expect(totalOn(day2)).toBe(10);
    expect(totalOn(day3)).toBe(0);

    clockAt(at(day3, 9));
    const goal = await goalAt();
    expect(goal.week.slice(-3)).toEqual([
      { day: day1, done: 10, met: true },
      { day: day2, done: 10, met: true },
      { day: day3, done: 0, met: false },
    ]);
    expect(goal.streak).toBe(2);
  });
});

describe('the review schedule and the plan', () => {
  it('find answers given offline hours before their last look', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const now = Date.now();
    clockAt(now - 5 * HOUR);
    const { pack } = await download(student, 'matematicas', inProcess('practice-offline-pack'));
    vi.useRealTimers();
    const exercise = contentBank.matematicas.exercises[0];
    if (!exercise) throw new Error('no exercise');
    await recordPractice(student.userId, {
      exerciseId: exercise.id,
      subject: 'matematicas',
      topic: exercise.topic,
      correct: true,
      at: new Date(now - MINUTE).toISOString(),
      source: 'practice',
      timeSpentSeconds: 20,
    });
    const review = async () => {
      const answer = await call('practice-review', student, '/api/practice/review');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return routes.review.response.parse(answer.body).review;
    };
    // This look reads up to the answer a minute ago: the schedule's cursor is past the offline answers.
    const first = await review();

    const missed = pack.items.slice(0, 2);
    const results = await sync(
      student,
      missed.map((item, i) => offlineAnswer(item, false, new Date(now - 4 * HOUR + i * MINUTE))),
    );
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    const after = await review();
    expect(after.scheduled).toBe(first.scheduled + 2);
  });
});
