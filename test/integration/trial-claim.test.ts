import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { trialItems } from '../../functions/content/trial/index.ts';
import { sendVerification } from '../../functions/lib/auth/send-code.ts';
import { verifyCode } from '../../functions/lib/auth/verify-code.ts';
import { recordPractice } from '../../functions/lib/data/attempts.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { dayCounters } from '../../functions/lib/data/statistics-reads.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { claimTrial } from '../../functions/lib/trial/claim.ts';
import { routes } from '../../shared/api/routes.ts';
import { addDays } from '../../shared/domain/calendar-days.ts';
import { studyDay } from '../../shared/domain/study-days.ts';
import { topicTitles } from '../../shared/domain/subjects.ts';
import { pointAtLocalServices } from './environment.ts';
import { latestCode, latestLinkToken } from './mailbox.ts';
import { activateSubscription, newEmail, newIp } from './session.ts';

const services = pointAtLocalServices();

/** Calls the local API at `ip` (the address CloudFront would report), with a session cookie or not. */
async function call(path: string, options: { ip: string; body?: unknown; cookie?: string }) {
  const hasBody = options.body !== undefined;
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: hasBody ? 'POST' : 'GET',
    headers: {
      'cloudfront-viewer-address': `${options.ip}:51234`,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
  });
  return {
    status: response.status,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '',
    body: (await response.json()) as Record<string, unknown>,
  };
}

interface Question {
  sourceId: string;
  topic: string;
  correctAnswer: number;
}

/**
 * A visitor's maths trial through the API, answered right except the questions at `misses` (and none
 * after `answered`); the stored questions are read from the table only to know which option is right.
 */
async function takeTrial(misses: readonly number[], answered = 5) {
  const ip = newIp();
  const started = await call('/api/trial/start', { ip, body: { subject: 'matematicas' } });
  expect(started.status).toBe(200);
  const { id } = routes.startTrial.response.parse(started.body).trial;
  const { Item } = await db().send(new GetCommand({ TableName: services.tableName, Key: keys.trial(id) }));
  const questions = Item?.questions as Question[];
  for (const [index, question] of questions.slice(0, answered).entries()) {
    const userAnswer = misses.includes(index) ? (question.correctAnswer + 1) % 4 : question.correctAnswer;
    const answer = await call(`/api/trial/${id}/answer`, { ip, body: { questionIndex: index, userAnswer } });
    expect(answer.status).toBe(200);
  }
  return { id, questions: questions.slice(0, answered) };
}

const subtopicOf = (sourceId: string) =>
  trialItems.matematicas.find((item) => item.id === sourceId)?.subtopic as string;

/** A new e-mail's first sign-in through the API, offering `trial` as the browser does. */
async function signInOffering(trial: unknown, email = newEmail(), ip = newIp()) {
  const sent = await call('/api/auth/send-verification', { ip, body: { email, purpose: 'checkout' } });
  expect(sent.status).toBe(200);
  const code = await latestCode(services.sesEndpoint, email);
  const body = trial === undefined ? { email, code } : { email, code, trial };
  return { email, ip, code, verified: await call('/api/auth/verify-code', { ip, body }) };
}

/** Later sign-ins of the same e-mail, through the use cases, a minute apart (a new code each time). */
let clock = Date.now();
async function signInAgain(email: string, trial: string) {
  clock += 61_000;
  const now = new Date(clock);
  const ip = newIp();
  await sendVerification({ email, purpose: 'checkout' }, { ip, log: createLogger(), now });
  const code = await latestCode(services.sesEndpoint, email);
  return verifyCode({ email, code, trial }, { ip, now });
}

async function attemptsOf(userId: string) {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: services.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.attempts(userId).pk },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

async function totalsOf(userId: string, scope: string) {
  const { Item } = await db().send(
    new GetCommand({
      TableName: services.tableName,
      Key: keys.statTotals(userId, scope),
      ConsistentRead: true,
    }),
  );
  return Item ? { correct: Item.correct, total: Item.total } : undefined;
}

const userIdOf = (verified: { body: Record<string, unknown> }) =>
  routes.verifyCode.response.parse(verified.body).user.id;

/** What a claim could have moved for an account: its attempts and its totals. */
const footprint = async (userId: string) => ({
  attempts: (await attemptsOf(userId)).length,
  all: await totalsOf(userId, 'all'),
  maths: await totalsOf(userId, 'matematicas'),
});

describe('a free trial carried into the account that signs in from its browser', () => {
  it('becomes the account’s attempts and statistics once, and the plan starts from its weak topic', async () => {
    const { id, questions } = await takeTrial([2]);
    const missed = questions[2] as Question;

    const { verified, email } = await signInOffering(id);
    expect(verified.status).toBe(200);
    expect(verified.body.trialClaimed).toBe(true);
    const userId = userIdOf(verified);

    const attempts = await attemptsOf(userId);
    expect(attempts.map((a) => [a.exerciseId, a.topic, a.correct, a.source]).sort()).toEqual(
      questions.map((q, index) => [q.sourceId, q.topic, index !== 2, 'practice']).sort(),
    );
    expect(await totalsOf(userId, 'all')).toEqual({ correct: 4, total: 5 });
    expect(await totalsOf(userId, 'matematicas')).toEqual({ correct: 4, total: 5 });
    const today = studyDay(new Date());
    const counters = await dayCounters(userId, today, today);
    expect(counters.reduce((sum, counter) => sum + counter.total, 0)).toBe(5);
    expect(counters.find((counter) => counter.topic === missed.topic)).toMatchObject({
      total: 1,
      correct: 0,
    });

    await activateSubscription(userId);
    // An exam weeks away, so the plan has weeks whatever the calendar's next intake (it can be today).
    const examDate = addDays(studyDay(new Date()), 10 * 7);
    const chosen = await call(routes.examTarget.path, {
      ip: newIp(),
      cookie: verified.cookie,
      body: { examDate },
    });
    expect(chosen.status).toBe(200);
    const planned = await call('/api/practice/plan', { ip: newIp(), cookie: verified.cookie });
    expect(planned.status).toBe(200);
    const { plan } = routes.plan.response.parse(planned.body);
    expect(plan.today.items[0]).toMatchObject({ topic: missed.topic, subtopic: subtopicOf(missed.sourceId) });
    expect(plan.weeks[0]?.focus[0]?.subtopic).toBe(subtopicOf(missed.sourceId));
    expect(plan.fromTrial).toEqual({
      subject: 'matematicas',
      topic: missed.topic,
      topicTitle: topicTitles[missed.topic as keyof typeof topicTitles],
      subtopic: subtopicOf(missed.sourceId),
    });

    // A second sign-in offering it again, and the same request replayed: nothing moves.
    const before = await footprint(userId);
    expect((await signInAgain(email, id)).trialClaimed).toBe(true);
    expect(await claimTrial(userId, id)).toBe('already-claimed');
    expect(await footprint(userId)).toEqual(before);
  });

  it('is taken by one account only: a second account that offers it gets nothing', async () => {
    const { id } = await takeTrial([0, 1]);
    const first = await signInOffering(id);
    expect(first.verified.body.trialClaimed).toBe(true);

    const second = await signInOffering(id);
    expect(second.verified.status).toBe(200);
    expect(second.verified.body.trialClaimed).toBe(false);
    const secondId = userIdOf(second.verified);
    expect(await footprint(secondId)).toEqual({ attempts: 0, all: undefined, maths: undefined });
    expect(await footprint(userIdOf(first.verified))).toMatchObject({
      attempts: 5,
      all: { correct: 3, total: 5 },
    });
  });

  it('goes to exactly one of two accounts claiming it at the same moment', async () => {
    const { id } = await takeTrial([4]);
    const [a, b] = await Promise.all([signInOffering(undefined), signInOffering(undefined)]);
    const [idA, idB] = [userIdOf(a.verified), userIdOf(b.verified)];
    const outcomes = await Promise.all([claimTrial(idA, id), claimTrial(idB, id)]);
    expect(outcomes.filter((outcome) => outcome === 'claimed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(1);
    const footprints = await Promise.all([footprint(idA), footprint(idB)]);
    expect(footprints.map((f) => f.attempts).sort()).toEqual([0, 5]);
  });

  it('carries only the answers given when the trial is taken before it is finished', async () => {
    const { id, questions } = await takeTrial([1], 2);
    const { verified } = await signInOffering(id);
    expect(verified.body.trialClaimed).toBe(true);
    const userId = userIdOf(verified);
    expect((await attemptsOf(userId)).map((a) => a.exerciseId).sort()).toEqual(
      questions.map((q) => q.sourceId).sort(),
    );
    expect(await totalsOf(userId, 'all')).toEqual({ correct: 1, total: 2 });
  });

  it('carries nothing from a trial without answers, an unknown one, or into an account that has one', async () => {
    const unanswered = await takeTrial([], 0);
    const empty = await signInOffering(unanswered.id);
    expect(empty.verified.body.trialClaimed).toBe(false);
    expect(await footprint(userIdOf(empty.verified))).toEqual({
      attempts: 0,
      all: undefined,
      maths: undefined,
    });

    const unknown = await signInOffering('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.verified.status).toBe(200);
    expect(unknown.verified.body.trialClaimed).toBe(false);

    // An account that already took a trial, or has answers of its own, takes no other.
    const first = await takeTrial([0]);
    const owner = await signInOffering(first.id);
    const later = await takeTrial([1]);
    expect((await signInAgain(owner.email, later.id)).trialClaimed).toBe(false);
    expect(await claimTrial(userIdOf(owner.verified), later.id)).toBe('account-has-trial');
    expect((await footprint(userIdOf(owner.verified))).attempts).toBe(5);

    const practised = await signInOffering(undefined);
    const practisedId = userIdOf(practised.verified);
    await recordPractice(practisedId, {
      exerciseId: 'mat-funciones-001',
      subject: 'matematicas',
      topic: 'funciones',
      correct: true,
      at: new Date().toISOString(),
      source: 'practice',
    });
    expect(await claimTrial(practisedId, later.id)).toBe('account-not-new');
    expect(await footprint(practisedId)).toMatchObject({ attempts: 1, all: { correct: 1, total: 1 } });
  });

  it('answers a malformed trial id with a 400 in Spanish, signing nobody in and spending no code', async () => {
    const email = newEmail();
    const ip = newIp();
    await call('/api/auth/send-verification', { ip, body: { email, purpose: 'checkout' } });
    const code = await latestCode(services.sesEndpoint, email);
    for (const trial of ['nope', 42, 'A'.repeat(23), 'AAAAAAAAAAAAAAAAAAAAA=', null]) {
      const refused = await call('/api/auth/verify-code', { ip, body: { email, code, trial } });
      expect(refused.status, String(trial)).toBe(400);
      expect(refused.body.message).toBe('El identificador de la prueba no es válido.');
      expect(refused.cookie).toBe('');
    }
    // The code still works: the refused requests changed nothing.
    const { id } = await takeTrial([3]);
    const verified = await call('/api/auth/verify-code', { ip, body: { email, code, trial: id } });
    expect(verified.status).toBe(200);
    expect(verified.body.trialClaimed).toBe(true);
  });

  it('is carried by the sign-in link too, whose malformed trial gets a 400', async () => {
    const email = newEmail();
    const ip = newIp();
    await call('/api/auth/send-verification', { ip, body: { email, purpose: 'checkout' } });
    const token = await latestLinkToken(services.sesEndpoint, email);
    const refused = await call('/api/auth/verify-link', { ip, body: { token, trial: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El identificador de la prueba no es válido.');

    const { id } = await takeTrial([0]);
    const verified = await call('/api/auth/verify-link', { ip, body: { token, trial: id } });
    expect(verified.status).toBe(200);
    expect(verified.body.trialClaimed).toBe(true);
    expect((await footprint(routes.verifyLink.response.parse(verified.body).user.id)).attempts).toBe(5);
  });
});
