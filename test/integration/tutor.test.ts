import { randomInt } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { getSimulator } from '../../functions/lib/data/simulators.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import {
  askTutor,
  BANK_QUESTION_REPLY,
  RUNNING_SIMULATOR_QUESTION_REPLY,
  SIMULATOR_IN_PROGRESS_REPLY,
  STUDENT_DAILY_MESSAGES,
  VISITOR_DAILY_MESSAGES,
} from '../../functions/lib/tutor/ask-tutor.ts';
import { TUTOR_FAILURE_MESSAGE, TutorUnavailableError } from '../../functions/lib/tutor/provider.ts';
import { plainText } from '../../shared/math/formulas.ts';
import { pointAtLocalServices } from './environment.ts';
import { login, loginSubscriber, type Student } from './session.ts';

const services = pointAtLocalServices();
const log = createLogger();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh address per test, so the visitor quota of one test never spills into another. */
function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

async function ask(message: unknown, init: { cookie?: string; ip?: string } = {}) {
  const response = await fetch(`${services.apiUrl}/api/chat/tutor`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cloudfront-viewer-address': `${init.ip ?? randomIp()}:443`,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: JSON.stringify(message),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function storedTurns(userId: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: services.tableName, Key: keys.chatHistory(userId) }),
  );
  return (Item?.turns ?? []) as { role: string; text: string }[];
}

describe('POST /api/chat/tutor', () => {
  let student: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    student = await login(services.sesEndpoint);
  });

  it('answers a visitor with the offline engine, solving the equation step by step', async () => {
    const { status, body } = await ask({ message: 'Resolvé 2x + 3 = 11', context: 'ingreso-utn' });
    expect(status).toBe(200);
    expect(body.response).toMatch(/x = 4/);
    expect(body.response).toMatch(/paso a paso/);
  });

  it.each([
    [{ message: '' }, 'Escribí tu consulta.'],
    [{ message: '   ' }, 'Escribí tu consulta.'],
    [{ message: 'a'.repeat(2001) }, 'Tu consulta admite hasta 2000 caracteres.'],
    [{ message: 'hola', extra: 1 }, undefined],
    [{ context: 'ingreso-utn' }, undefined],
  ])('rejects %j with a Spanish 400', async (payload, message) => {
    const { status, body } = await ask(payload);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toEqual(expect.any(String));
  });

  it('accepts a message of exactly 2000 characters', async () => {
    const { status } = await ask({ message: `¿Qué es un mol? ${'a'.repeat(1984)}` });
    expect(status).toBe(200);
  });

  it('keeps a student’s last turns on the server, never more than six', async () => {
    for (const message of [
      '¿Qué es un mol?',
      'Resolvé x^2 - 5x + 6 = 0',
      'Convertí 72 km/h a m/s',
      'Gracias',
    ]) {
      const { status } = await ask({ message }, { cookie: student.cookiePair });
      expect(status).toBe(200);
    }
    const turns = await storedTurns(student.user.id);
    expect(turns).toHaveLength(6);
    expect(turns.map((turn) => turn.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(turns[0]?.text).toBe('Resolvé x^2 - 5x + 6 = 0');
    expect(turns[1]?.text).toMatch(/x₁ = 2 y x₂ = 3/);
  });

  it('keeps no history for visitors', async () => {
    const { status } = await ask({ message: '¿Qué es la estequiometría?' });
    expect(status).toBe(200);
    const { Item } = await db().send(
      new GetCommand({ TableName: services.tableName, Key: keys.chatHistory('undefined') }),
    );
    expect(Item).toBeUndefined();
  });

  it(`gives a visitor ${VISITOR_DAILY_MESSAGES} messages a day per address, then a friendly 429`, async () => {
    const ip = randomIp();
    for (let i = 0; i < VISITOR_DAILY_MESSAGES; i++) {
      expect((await ask({ message: 'Convertí 5 km a m' }, { ip })).status).toBe(200);
    }
    const refused = await ask({ message: 'Convertí 5 km a m' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Suscribite para seguir preguntando/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask({ message: 'Convertí 5 km a m' }, { ip: randomIp() })).status).toBe(200);
  });

  it(`gives a subscribed student ${STUDENT_DAILY_MESSAGES} messages a day, whatever the address`, async () => {
    const other = await loginSubscriber(services.sesEndpoint);
    const now = Date.now();
    const windowStart = Math.floor(now / DAY_MS) * DAY_MS;
    await db().send(
      new PutCommand({
        TableName: services.tableName,
        Item: {
          ...keys.rateLimitWindow('tutor-student', other.userId, windowStart),
          count: STUDENT_DAILY_MESSAGES - 1,
        },
      }),
    );
    expect((await ask({ message: 'Convertí 5 km a m' }, { cookie: other.cookie })).status).toBe(200);
    const refused = await ask({ message: 'Convertí 5 km a m' }, { cookie: other.cookie, ip: randomIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Llegaste a las 40 consultas al tutor de hoy/);
    expect(refused.body.message).toMatch(/\d+ (horas?|minutos?)/);
  });

  it('gives a signed-in account without a subscription the visitor quota of its address', async () => {
    const ip = randomIp();
    for (let i = 0; i < VISITOR_DAILY_MESSAGES; i++) {
      expect((await ask({ message: 'Convertí 5 km a m' }, { cookie: student.cookiePair, ip })).status).toBe(
        200,
      );
    }
    const refused = await ask({ message: 'Convertí 5 km a m' }, { cookie: student.cookiePair, ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Suscribite para seguir preguntando/);
  });
});

/** The visitor's message count in today's window. */
async function visitorCount(ip: string): Promise<number> {
  const windowStart = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const { Item } = await db().send(
    new GetCommand({
      TableName: services.tableName,
      Key: keys.rateLimitWindow('tutor-visitor', ip, windowStart),
    }),
  );
  return Number(Item?.count ?? 0);
}

describe('askTutor when something fails', () => {
  const search = () => [];

  it('gives the message back to the quota when the provider fails', async () => {
    const ip = randomIp();
    const provider = {
      answer: async () => {
        throw new TutorUnavailableError('throttled');
      },
    };
    await expect(askTutor({ message: 'Hola', ip }, { provider, search, log })).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(await visitorCount(ip)).toBe(0);
    await askTutor(
      { message: 'Hola', ip },
      { provider: { answer: async () => 'Hola, ¿qué repasamos?' }, search, log },
    );
    expect(await visitorCount(ip)).toBe(1);
  });

  it('still answers when the course search fails', async () => {
    const failingSearch = () => {
      throw new Error('index unavailable');
    };
    const reply = await askTutor(
      { message: 'Hola', ip: randomIp() },
      {
        provider: { answer: async ({ passages }) => `pasajes: ${passages.length}` },
        search: failingSearch,
        log,
      },
    );
    expect(reply).toEqual({ response: 'pasajes: 0' });
  });

  it('answers a provider error with the spec’s failure reply and a 503', async () => {
    const provider = {
      answer: async () => {
        throw new TutorUnavailableError('throttled');
      },
    };
    const failure = askTutor({ message: 'Hola', ip: randomIp() }, { provider, search, log });
    await expect(failure).rejects.toMatchObject({ statusCode: 503, message: TUTOR_FAILURE_MESSAGE });
  });

  it('maps an unexpected error to the same reply', async () => {
    const provider = {
      answer: async () => {
        throw new Error('socket hang up');
      },
    };
    const failure = askTutor({ message: 'Hola', ip: randomIp() }, { provider, search, log });
    await expect(failure).rejects.toMatchObject({ statusCode: 503, message: TUTOR_FAILURE_MESSAGE });
  });

  it('gives up at the deadline even if the provider never answers, and keeps no turn', async () => {
    const student = await login(services.sesEndpoint);
    const provider = { answer: () => new Promise<string>(() => {}) };
    const started = Date.now();
    const failure = askTutor(
      { message: 'Hola', userId: student.user.id, ip: randomIp() },
      { provider, search, log, timeoutMs: 100 },
    );
    await expect(failure).rejects.toMatchObject({ reason: 'timeout', message: TUTOR_FAILURE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await storedTurns(student.user.id)).toEqual([]);
  });

  it('does not solve while the student has a simulator running, and does again once it is completed', async () => {
    const subscriber = await loginSubscriber(services.sesEndpoint);
    const create = await fetch(`${services.apiUrl}/api/simulators/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: subscriber.cookie },
      body: JSON.stringify({
        subject: 'matematicas',
        difficulty: 'medio',
        numQuestions: 10,
        timeLimit: 30,
        selectedTopics: [],
        userId: subscriber.userId,
      }),
    });
    expect(create.status).toBe(200);
    const { simulator } = (await create.json()) as { simulator: { id: string } };

    const during = await ask(
      { message: 'Resolvé 2x + 3 = 11', context: `simulador:${simulator.id}` },
      { cookie: subscriber.cookie },
    );
    expect(during).toMatchObject({ status: 200, body: { response: SIMULATOR_IN_PROGRESS_REPLY } });
    // Asked from another tab, without the player's tag: the server still knows.
    const elsewhere = await ask(
      { message: 'Resolvé 2x + 3 = 11', context: 'ingreso-utn' },
      { cookie: subscriber.cookie },
    );
    expect(elsewhere.body.response).toBe(SIMULATOR_IN_PROGRESS_REPLY);
    expect(await storedTurns(subscriber.userId)).toEqual([]);

    const complete = await fetch(`${services.apiUrl}/api/simulators/${simulator.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: subscriber.cookie },
      body: JSON.stringify({}),
    });
    expect(complete.status).toBe(200);
    const after = await ask(
      { message: 'Resolvé 2x + 3 = 11', context: 'ingreso-utn' },
      { cookie: subscriber.cookie },
    );
    expect(after.body.response).toMatch(/x = 4/);
  });

  it('gives the provider the exercise on screen, statement and options only, never its key', async () => {
    const search = () => [];
    const exercise = contentBank.matematicas.exercises.find((e) => e.kind === 'multiple-choice');
    if (exercise?.kind !== 'multiple-choice') throw new Error('no multiple-choice exercise');
    let seen: unknown;
    await askTutor(
      {
        message: '¿cómo arranco este ejercicio?',
        context: `ejercicio:matematicas:${exercise.id}`,
        userId: `subscriber-${randomInt(1e9)}`,
        subscriber: true,
        ip: randomIp(),
      },
      {
        provider: {
          answer: async (input) => {
            seen = input.page;
            return 'Fijate qué te piden.';
          },
        },
        search,
        log,
      },
    );
    expect(seen).toMatchObject({ source: { kind: 'ejercicio', id: exercise.id, subject: 'matematicas' } });
    const text = (seen as { text: string }).text;
    expect(text).toContain('a) ');
    expect(text).not.toMatch(/PASO 1|RESULTADO/);
  });

  it('refuses a malformed context with a Spanish 400 and ignores an unknown page', async () => {
    const bad = await ask({ message: 'Hola', context: 'ejercicio:<script>' });
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, message: 'El contexto de la consulta no es válido.' },
    });
    const unknown = await ask({
      message: 'Resolvé 2x + 3 = 11',
      context: 'ejercicio:matematicas:mat-no-existe-999',
    });
    expect(unknown.status).toBe(200);
  });
});

/** The longest statement among these questions: long enough to be told apart from an ordinary question. */
function longest(questions: readonly { question: string }[]): string {
  const [first] = [...questions].sort((a, b) => b.question.length - a.question.length);
  if (!first) throw new Error('no question to quote');
  return first.question;
}

describe('the tutor and the questions of the simulators, whoever asks', () => {
  let runner: Student;
  let simulatorId: string;
  /** A question written for this simulator by a generator (its numbers are this simulator's own). */
  let generated: string;
  /** A question of the bank that this simulator also holds. */
  let authored: string;

  beforeAll(async () => {
    runner = await loginSubscriber(services.sesEndpoint);
    const create = await fetch(`${services.apiUrl}/api/simulators/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: runner.cookie },
      body: JSON.stringify({
        subject: 'fisica',
        difficulty: 'medio',
        numQuestions: 10,
        timeLimit: 30,
        selectedTopics: [],
        userId: runner.userId,
      }),
    });
    expect(create.status).toBe(200);
    simulatorId = ((await create.json()) as { simulator: { id: string } }).simulator.id;
    const stored = await getSimulator(runner.userId, simulatorId);
    const questions = stored?.questions ?? [];
    generated = longest(questions.filter((q) => q.sourceId.includes('#')));
    authored = longest(questions.filter((q) => !q.sourceId.includes('#')));
  });

  it('refuses a visitor who quotes a question of a running simulator, as it refuses the student', async () => {
    // As copied from the page (formulas as text) and as typed with the LaTeX of the statement.
    for (const message of [`Ayudame con este: ${plainText(generated)}`, generated]) {
      const { status, body } = await ask({ message });
      expect(status).toBe(200);
      expect(body.response).toBe(RUNNING_SIMULATOR_QUESTION_REPLY);
    }
  });

  it('refuses a signed-in student who quotes a question of someone else’s running simulator', async () => {
    const friend = await loginSubscriber(services.sesEndpoint);
    const { body } = await ask(
      { message: `¿Cómo se resuelve? ${plainText(generated)}` },
      { cookie: friend.cookie },
    );
    expect(body.response).toBe(RUNNING_SIMULATOR_QUESTION_REPLY);
    expect(await storedTurns(friend.userId)).toEqual([]);
  });

  it('gives a visitor no solution of a bank item: quoted, held by a simulator or not, or named as the page', async () => {
    const bankItem = contentBank.quimica.exercises
      .filter((exercise) => exercise.difficulty === 'dificil')
      .sort((a, b) => b.question.length - a.question.length)[0];
    if (!bankItem) throw new Error('no bank item');
    for (const message of [plainText(authored), `Resolvelo paso a paso: ${plainText(bankItem.question)}`]) {
      expect((await ask({ message })).body.response).toBe(BANK_QUESTION_REPLY);
    }
    const onItsPage = await ask({
      message: '¿Cómo lo resuelvo?',
      context: `ejercicio:quimica:${bankItem.id}`,
    });
    expect(onItsPage.body.response).toBe(BANK_QUESTION_REPLY);
    // A signed-in account without a subscription is a visitor of the bank too.
    const unsubscribed = await login(services.sesEndpoint);
    expect(
      (await ask({ message: plainText(bankItem.question) }, { cookie: unsubscribed.cookiePair })).body
        .response,
    ).toBe(BANK_QUESTION_REPLY);
  });

  it('lets a subscriber study a bank item, even one that someone’s simulator holds', async () => {
    const friend = await loginSubscriber(services.sesEndpoint);
    const { status, body } = await ask({ message: plainText(authored) }, { cookie: friend.cookie });
    expect(status).toBe(200);
    expect(body.response).not.toBe(RUNNING_SIMULATOR_QUESTION_REPLY);
    expect(body.response).not.toBe(BANK_QUESTION_REPLY);
  });

  it('goes over the simulator’s questions with the student who completed it', async () => {
    const complete = await fetch(`${services.apiUrl}/api/simulators/${simulatorId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: runner.cookie },
      body: JSON.stringify({}),
    });
    expect(complete.status).toBe(200);
    const { body } = await ask({ message: plainText(generated) }, { cookie: runner.cookie });
    expect(body.response).not.toBe(RUNNING_SIMULATOR_QUESTION_REPLY);
    expect(body.response).not.toBe(SIMULATOR_IN_PROGRESS_REPLY);
  });
});
