import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { trialItems } from '../../functions/content/trial/index.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { answerTrial, startTrial, viewTrial } from '../../functions/lib/trial/service.ts';
import { TRIAL_TIME_LIMIT_SECONDS } from '../../shared/api/contracts/trial.ts';
import { routes } from '../../shared/api/routes.ts';
import { pointAtLocalServices } from './environment.ts';
import { newIp } from './session.ts';

const services = pointAtLocalServices();

/** Calls the local API as a visitor at `ip` (the address CloudFront would report). */
async function call(path: string, options: { ip: string; body?: unknown; raw?: string }) {
  const hasBody = options.body !== undefined || options.raw !== undefined;
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: hasBody ? 'POST' : 'GET',
    headers: {
      'cloudfront-viewer-address': `${options.ip}:51234`,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: options.raw ?? JSON.stringify(options.body) } : {}),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.clone().text(),
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function start(ip = newIp(), subject = 'fisica') {
  const result = await call('/api/trial/start', { ip, body: { subject } });
  expect(result.status).toBe(200);
  return { ip, trial: routes.startTrial.response.parse(result.body).trial, text: result.text };
}

const answer = (id: string, ip: string, questionIndex: number, userAnswer: number) =>
  call(`/api/trial/${id}/answer`, { ip, body: { questionIndex, userAnswer } });

const explanations = Object.values(trialItems).flatMap((items) => items.map((item) => item.explanation));

async function storedTrial(id: string) {
  const { Item } = await db().send(new GetCommand({ TableName: services.tableName, Key: keys.trial(id) }));
  return Item;
}

describe('starting a trial', () => {
  it('gives five questions of the chosen subject, ten minutes, and no answer or explanation', async () => {
    const before = Date.now();
    const { trial, text } = await start(newIp(), 'quimica');
    expect(trial.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trial.subject).toBe('quimica');
    expect(trial.questions).toHaveLength(5);
    expect(trial.finished).toBe(false);
    expect(trial.answers).toEqual([]);
    expect(trial.results).toBeNull();
    expect(trial.secondsLeft).toBeGreaterThan(TRIAL_TIME_LIMIT_SECONDS - 5);
    expect(Date.parse(trial.deadline) - before).toBeGreaterThanOrEqual(
      TRIAL_TIME_LIMIT_SECONDS * 1000 - 1000,
    );
    const statements = new Set(trialItems.quimica.map((item) => item.question));
    for (const question of trial.questions) {
      expect(statements.has(question.question)).toBe(true);
      expect(question.options).toHaveLength(4);
    }
    expect(text).not.toMatch(/correctAnswer|respuestaCorrecta|explanation|PASO 1:|RESULTADO:/);
    expect(explanations.filter((explanation) => text.includes(explanation))).toEqual([]);
  });

  it('keeps the trial server-side with a TTL, apart from any student', async () => {
    const { trial } = await start();
    const item = await storedTrial(trial.id);
    expect(item?.pk).toBe(`TRIAL#${trial.id}`);
    expect(item?.ttl).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(item?.questions).toHaveLength(5);
    expect(Object.keys(item ?? {})).not.toContain('userId');
  });

  it('refuses an unknown subject with a Spanish 400, and stores nothing', async () => {
    const bad = await call('/api/trial/start', { ip: newIp(), body: { subject: 'historia' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, message: 'Elegí una materia: Matemática, Física o Química.' },
    });
    const extra = await call('/api/trial/start', { ip: newIp(), body: { subject: 'fisica', userId: 'x' } });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/^La solicitud tiene campos que no corresponden/);
    const broken = await call('/api/trial/start', { ip: newIp(), raw: '{"subject":' });
    expect(broken).toMatchObject({ status: 400, body: { message: 'La solicitud no es un JSON válido.' } });
  });

  it('stops an address after 10 starts in an hour with a Spanish 429 and Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) await start(ip);
    const over = await call('/api/trial/start', { ip, body: { subject: 'matematicas' } });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^Ya hiciste varias pruebas gratis desde tu conexión\. Podés empezar otra en (\d+ minutos?|1 hora), o mirar los planes para practicar sin límites\.$/,
    );
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    // Another address is not affected.
    await start(newIp());
  });
});

describe('answering', () => {
  it('grades on the server and reveals the right option and explanation only for the answered question', async () => {
    const { ip, trial } = await start();
    const result = await answer(trial.id, ip, 2, 1);
    expect(result.status).toBe(200);
    const graded = routes.answerTrial.response.parse(result.body);
    const stored = await storedTrial(trial.id);
    const question = stored?.questions[2];
    expect(graded).toEqual({
      success: true,
      isCorrect: question.correctAnswer === 1,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      finished: false,
    });

    const view = await call(`/api/trial/${trial.id}`, { ip });
    const parsed = routes.trial.response.parse(view.body).trial;
    expect(parsed.answers).toEqual([
      {
        questionIndex: 2,
        userAnswer: 1,
        isCorrect: graded.isCorrect,
        correctAnswer: graded.correctAnswer,
        explanation: graded.explanation,
      },
    ]);
    const others = stored?.questions.filter((_: unknown, index: number) => index !== 2);
    for (const other of others) expect(view.text).not.toContain(other.explanation);
  });

  it('never changes an answer: the same one again is replayed, another one is a 409', async () => {
    const { ip, trial } = await start();
    const first = await answer(trial.id, ip, 0, 3);
    const again = await answer(trial.id, ip, 0, 3);
    expect(again).toMatchObject({ status: 200, body: first.body });
    const changed = await answer(trial.id, ip, 0, 2);
    expect(changed).toMatchObject({
      status: 409,
      body: { success: false, message: 'Ya respondiste esta pregunta: cuenta tu primera respuesta.' },
    });
    expect((await storedTrial(trial.id))?.answers['0']).toMatchObject({ userAnswer: 3 });
  });

  it('keeps exactly one answer when two different ones race', async () => {
    const { ip, trial } = await start();
    const results = await Promise.all([answer(trial.id, ip, 1, 0), answer(trial.id, ip, 1, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200);
    const stored = (await storedTrial(trial.id))?.answers['1'];
    expect(winner?.body.isCorrect).toBe(stored.isCorrect);
  });

  it('finishes after the fifth answer, with the score, the pass mark and every explanation', async () => {
    const { ip, trial } = await start();
    const correct = (await storedTrial(trial.id))?.questions.map(
      (q: { correctAnswer: number }) => q.correctAnswer,
    );
    const replies = [];
    for (let i = 0; i < 5; i++)
      replies.push(await answer(trial.id, ip, i, i < 3 ? correct[i] : (correct[i] + 1) % 4));
    expect(replies.map((r) => r.body.finished)).toEqual([false, false, false, false, true]);
    const view = routes.trial.response.parse((await call(`/api/trial/${trial.id}`, { ip })).body).trial;
    expect(view.finished).toBe(true);
    expect(view.results).toEqual({
      correctAnswers: 3,
      totalQuestions: 5,
      accuracy: 60,
      grade: 6,
      passes: true,
      marginToPass: 2,
    });
    expect(view.answers.map((a) => a.isCorrect)).toEqual([true, true, true, false, false]);
    expect(view.answers.every((a) => a.explanation.startsWith('PASO 1: '))).toBe(true);
  });

  it('refuses answers after the deadline, and shows every answer once the time is up', async () => {
    const { ip, trial } = await start();
    await answer(trial.id, ip, 0, 0);
    await db().send(
      new UpdateCommand({
        TableName: services.tableName,
        Key: keys.trial(trial.id),
        UpdateExpression: 'SET deadline = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const late = await answer(trial.id, ip, 1, 0);
    expect(late).toMatchObject({
      status: 409,
      body: { success: false, message: 'Se terminó el tiempo de la prueba. Mirá tus resultados.' },
    });
    const view = routes.trial.response.parse((await call(`/api/trial/${trial.id}`, { ip })).body).trial;
    expect(view).toMatchObject({ finished: true, secondsLeft: 0 });
    expect(view.answers).toHaveLength(5);
    expect(view.answers.filter((a) => a.userAnswer === null)).toHaveLength(4);
    expect(view.results?.totalQuestions).toBe(5);
    expect((await storedTrial(trial.id))?.answers['1']).toBeUndefined();
  });

  it('enforces the deadline in the use case with the server clock', async () => {
    const visitor = { address: newIp() };
    const { trial } = await startTrial('matematicas', visitor);
    const late = new Date(Date.parse(trial.deadline) + 1);
    await expect(
      answerTrial(trial.id, { questionIndex: 0, userAnswer: 0 }, visitor, late),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    const view = await viewTrial(trial.id, visitor, late);
    expect(view.trial.finished).toBe(true);
    expect(view.trial.results).toMatchObject({ correctAnswers: 0, passes: false, marginToPass: -4 });
  });

  it('answers bad input with a Spanish 400 and an unknown trial with a 404', async () => {
    const { ip, trial } = await start();
    const outOfRange = await answer(trial.id, ip, 5, 0);
    expect(outOfRange).toMatchObject({
      status: 400,
      body: { message: 'La pregunta debe ser como máximo 4.' },
    });
    const noOption = await answer(trial.id, ip, 0, 7);
    expect(noOption).toMatchObject({
      status: 400,
      body: { message: 'Elegí una de las opciones de la pregunta.' },
    });
    const missing = await call(`/api/trial/${trial.id}/answer`, { ip, body: { questionIndex: 0 } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Falta la respuesta.' } });
    const badId = await call('/api/trial/no-es-un-id/answer', {
      ip,
      body: { questionIndex: 0, userAnswer: 0 },
    });
    expect(badId).toMatchObject({
      status: 400,
      body: { message: 'El identificador de la prueba no es válido.' },
    });
    expect((await storedTrial(trial.id))?.answers).toEqual({});

    const unknown = 'A'.repeat(22);
    const notFound = {
      status: 404,
      body: {
        success: false,
        message: 'No encontramos esta prueba: puede que haya vencido. Empezá una nueva cuando quieras.',
      },
    };
    expect(await call(`/api/trial/${unknown}`, { ip })).toMatchObject(notFound);
    expect(await answer(unknown, ip, 0, 0)).toMatchObject(notFound);
  });

  it('limits the answers one trial takes, retries included', async () => {
    const { ip, trial } = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await answer(trial.id, ip, 0, 0)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('forgets a trial once its TTL passed, even before DynamoDB removes it', async () => {
    const { ip, trial } = await start();
    await db().send(
      new UpdateCommand({
        TableName: services.tableName,
        Key: keys.trial(trial.id),
        UpdateExpression: 'SET #ttl = :past',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await call(`/api/trial/${trial.id}`, { ip })).status).toBe(404);
  });
});
