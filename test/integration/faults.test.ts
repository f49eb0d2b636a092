import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStack, startStackOnFreePorts } from '../../infra/local/stack.ts';
import { writeTestSite } from '../test-site.ts';
import { latestCode } from './mailbox.ts';
import { activateSubscription } from './session.ts';

/**
 * Dependencies going down under a running server: a stack of this file's own (its DynamoDB Local keeps
 * its data on disk, so it can be stopped and started again), driven over HTTP as the browser would.
 */
let stack: RunningStack;

beforeAll(async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ingresa-faults-')), 'dynamodb');
  stack = await startStackOnFreePorts({
    staticDir: writeTestSite({ 'index.html': '<h1>inicio</h1>', '404.html': '<h1>no está</h1>' }),
    dataDir,
    logLevel: 'silent',
  });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

let addresses = 0;
async function call(route: string, init: { body?: unknown; cookie?: string } = {}) {
  addresses += 1;
  const response = await fetch(`${stack.url}${route}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'cloudfront-viewer-address': `10.9.${addresses >> 8}.${addresses & 255}:443`,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '',
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function subscriber() {
  const email = `caida-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@ingresa.test`;
  await call('/api/auth/send-verification', { body: { email, purpose: 'checkout' } });
  const verified = await call('/api/auth/verify-code', {
    body: { email, code: await latestCode(stack.sesEndpoint, email) },
  });
  const userId = (verified.body.user as { id: string }).id;
  await activateSubscription(userId);
  return { email, userId, cookie: verified.cookie };
}

describe('DynamoDB down mid-traffic', () => {
  it('answers 503 with Retry-After while it is down, recovers without a server restart, and loses or doubles no answer', async () => {
    const student = await subscriber();
    const created = await call('/api/simulators/create', {
      cookie: student.cookie,
      body: {
        subject: 'matematicas',
        difficulty: 'medio',
        numQuestions: 20,
        timeLimit: 60,
        userId: student.userId,
      },
    });
    const id = (created.body.simulator as { id: string }).id;
    const answer = (questionIndex: number) =>
      call(`/api/simulators/${id}/answer`, {
        cookie: student.cookie,
        body: { questionIndex, userAnswer: questionIndex % 2, timeSpent: 1 },
      });

    const before = await Promise.all([0, 1, 2, 3, 4].map(answer));
    const stopping = stack.dynamoDb.stop();
    const during = await Promise.all([5, 6, 7, 8, 9, 10, 11, 12].map(answer));
    await stopping;
    const whileDown = await Promise.all([13, 14, 15].map(answer));
    await stack.dynamoDb.start();
    const after = await Promise.all([16, 17, 18, 19].map(answer));

    for (const reply of [...before, ...after]) expect(reply.status).toBe(200);
    for (const reply of [...during, ...whileDown]) expect([200, 503]).toContain(reply.status);
    for (const reply of whileDown) {
      expect(reply.status).toBe(503);
      expect(Number(reply.retryAfter)).toBeGreaterThan(0);
      expect(reply.body).toEqual({ success: false, message: expect.stringMatching(/Probá de nuevo/) });
    }
    // The browser sends again what was not saved (callApi); a question already saved stays as it was.
    const refused = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].filter(
      (_, i) => [...during, ...whileDown][i]?.status !== 200,
    );
    for (const questionIndex of refused) expect((await answer(questionIndex)).status).toBe(200);
    for (const questionIndex of [0, 5, 13]) expect((await answer(questionIndex)).status).toBe(200);

    const view = await call(`/api/simulators/${id}`, { cookie: student.cookie });
    const answers = (view.body.simulator as { answers: { questionIndex: number; userAnswer: number }[] })
      .answers;
    expect(answers.map((a) => a.questionIndex)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    for (const saved of answers) expect(saved.userAnswer).toBe(saved.questionIndex % 2);
    const completed = await call(`/api/simulators/${id}/complete`, { cookie: student.cookie, body: {} });
    expect(completed.status).toBe(200);
    const results = completed.body.results as { correctAnswers: number; incorrectAnswers: number };
    expect(results.correctAnswers + results.incorrectAnswers).toBe(20);
  }, 120_000);
});

describe('SES down during a login', () => {
  it('says in Spanish that the code could not be sent (503 with Retry-After), and sends it once SES is back', async () => {
    const email = `sin-correo-${Date.now()}@ingresa.test`;
    await stack.sesService.stop();
    try {
      const refused = await call('/api/auth/send-verification', { body: { email, purpose: 'checkout' } });
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body).toEqual({
        success: false,
        message: 'No se pudo enviar el código de verificación',
      });
    } finally {
      await stack.sesService.start();
    }
    // The failed send started no 60 s cooldown: asking again at once works.
    const sent = await call('/api/auth/send-verification', { body: { email, purpose: 'checkout' } });
    expect(sent.status).toBe(200);
    const verified = await call('/api/auth/verify-code', {
      body: { email, code: await latestCode(stack.sesEndpoint, email) },
    });
    expect(verified.status).toBe(200);
  }, 60_000);
});
