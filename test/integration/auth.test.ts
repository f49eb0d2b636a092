import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../functions/lib/auth/crypto.ts';
import { SENDS_PER_NETWORK_HOUR, VERIFICATIONS_PER_NETWORK_HOUR } from '../../functions/lib/auth/limits.ts';
import { sendVerification } from '../../functions/lib/auth/send-code.ts';
import { resolveSession } from '../../functions/lib/auth/session.ts';
import { verifyCode } from '../../functions/lib/auth/verify-code.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { challengesOf } from '../../functions/lib/data/login-challenges.ts';
import { createHandler } from '../../functions/lib/http.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { apiEvent, lambdaContext } from '../../functions/lib/test-events.ts';
import type { RouteDefinition } from '../../shared/api/route-definition.ts';
import * as z from '../../shared/api/zod.ts';
import { pointAtLocalServices } from './environment.ts';
import { latestCode, latestLinkToken, mailsTo } from './mailbox.ts';
import { login as loginAs, newEmail, newIp } from './session.ts';

const services = pointAtLocalServices();
const log = createLogger();

type Handler = typeof import('../../functions/auth-send-verification/handler.ts')['handler'];
let sendHandler: Handler;
let verifyHandler: Handler;
let logoutHandler: Handler;

beforeAll(async () => {
  sendHandler = (await import('../../functions/auth-send-verification/handler.ts')).handler;
  verifyHandler = (await import('../../functions/auth-verify-code/handler.ts')).handler;
  logoutHandler = (await import('../../functions/auth-logout/handler.ts')).handler;
});

const json = (result: APIGatewayProxyStructuredResultV2) => JSON.parse(result.body ?? '{}');

function post(path: string, body: unknown, options: { ip?: string; cookies?: string[] } = {}) {
  const event = apiEvent({
    method: 'POST',
    path,
    body: JSON.stringify(body),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
  event.requestContext.http.sourceIp = options.ip ?? '127.0.0.1';
  return event;
}

/** A per-network window already at `count`, so a ceiling in the hundreds is tested without hundreds of calls. */
async function seedWindow(scope: string, subject: string, seconds: number, now: Date, count: number) {
  const size = seconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  await db().send(
    new PutCommand({
      TableName: services.tableName,
      Item: {
        ...keys.rateLimitWindow(scope, subject, start),
        count,
        ttl: Math.floor((start + size) / 1000) + 60,
      },
    }),
  );
}

/** Logs in through the real use cases (see session.ts). */
const login = (email: string, ip = newIp()) => loginAs(services.sesEndpoint, email, ip);

async function loginThroughHandlers(email: string, ip = newIp()) {
  const sent = await sendHandler(
    post('/api/auth/send-verification', { email, purpose: 'checkout' }, { ip }),
    lambdaContext,
  );
  expect(sent.statusCode).toBe(200);
  const code = await latestCode(services.sesEndpoint, email);
  const verified = await verifyHandler(post('/api/auth/verify-code', { email, code }, { ip }), lambdaContext);
  expect(verified.statusCode).toBe(200);
  const cookie = verified.cookies?.[0] ?? '';
  return { body: json(verified), cookie, token: cookie.split(';')[0]?.split('=')[1] ?? '' };
}

describe('POST /api/auth/send-verification', () => {
  it('tells the page an unknown e-mail has no account, without sending anything', async () => {
    const email = newEmail();
    const result = await sendHandler(post('/api/auth/send-verification', { email }), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(json(result)).toMatchObject({ success: true, userNotFound: true });
    expect(await mailsTo(services.sesEndpoint, email)).toEqual([]);
  });

  it('sends a Spanish code e-mail in HTML and plain text for checkout, trimming and lowercasing the address', async () => {
    const email = newEmail();
    const result = await sendHandler(
      post('/api/auth/send-verification', { email: `  ${email.toUpperCase()} `, purpose: 'checkout' }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(200);
    const [mail] = await mailsTo(services.sesEndpoint, email);
    const code = await latestCode(services.sesEndpoint, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toContain('Ingresá');
    expect(mail?.body.text).toContain('Si no fuiste vos, ignorá este mensaje');
    expect(mail?.body.text).toContain('10 minutos');
    expect(mail?.body.html).toContain(`>${code}</p>`);
  });

  it('asks an existing account without an active subscription to go through checkout', async () => {
    const email = newEmail();
    await login(email);
    const result = await sendHandler(post('/api/auth/send-verification', { email }), lambdaContext);
    expect(json(result)).toMatchObject({ success: true, requiresSubscription: true });
  });

  it('answers 400 for a malformed e-mail and writes nothing', async () => {
    const result = await sendHandler(
      post('/api/auth/send-verification', { email: 'no-es-un-mail', purpose: 'checkout' }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(400);
    expect(json(result)).toEqual({ success: false, message: 'Ingresá un email válido.' });
    expect(await challengesOf('no-es-un-mail', new Date())).toEqual([]);
  });

  it("stores only an HMAC of the code and a hash of the link's secret, never either", async () => {
    const email = newEmail();
    await sendVerification({ email, purpose: 'checkout' }, { ip: newIp(), log });
    const code = await latestCode(services.sesEndpoint, email);
    const secret = (await latestLinkToken(services.sesEndpoint, email)).split('.')[1] ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { Items } = await db().send(
      new QueryCommand({
        TableName: services.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.loginChallenges(email).pk },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(JSON.stringify(Items)).not.toContain(code);
    expect(JSON.stringify(Items)).not.toContain(secret);
    expect(Items?.[0]?.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Items?.[0]?.linkHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('rate limits on sending codes', () => {
  it('wants 60 s between two codes to one e-mail asked from one network, and holds no other network to it', async () => {
    const email = newEmail();
    const ip = newIp();
    const now = new Date('2030-01-01T10:00:00Z');
    await sendVerification({ email, purpose: 'checkout' }, { ip, log, now });
    const again = sendVerification(
      { email, purpose: 'checkout' },
      { ip, log, now: new Date(now.getTime() + 30_000) },
    );
    await expect(again).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/Esperá 30 segundos/),
    });
    await expect(
      sendVerification(
        { email, purpose: 'checkout' },
        { ip: newIp(), log, now: new Date(now.getTime() + 30_000) },
      ),
    ).resolves.toMatchObject({ outcome: 'sent' });
    await expect(
      sendVerification({ email, purpose: 'checkout' }, { ip, log, now: new Date(now.getTime() + 61_000) }),
    ).resolves.toMatchObject({ outcome: 'sent' });
  });

  it('sends at most 600 codes an hour from one network (a school shares one address)', async () => {
    const ip = newIp();
    const now = new Date('2030-01-04T10:00:00Z');
    await seedWindow('send-ip-hour', ip, 3600, now, SENDS_PER_NETWORK_HOUR - 1);
    await sendVerification({ email: newEmail(), purpose: 'checkout' }, { ip, log, now });
    await expect(
      sendVerification({ email: newEmail(), purpose: 'checkout' }, { ip, log, now }),
    ).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/desde tu conexión/),
    });
  });

  it('answers a limited request with 429, a Spanish message and Retry-After through the handler', async () => {
    const email = newEmail();
    const ip = newIp();
    await sendHandler(
      post('/api/auth/send-verification', { email, purpose: 'checkout' }, { ip }),
      lambdaContext,
    );
    const second = await sendHandler(
      post('/api/auth/send-verification', { email, purpose: 'checkout' }, { ip }),
      lambdaContext,
    );
    expect(second.statusCode).toBe(429);
    expect(json(second).message).toMatch(
      /^Acabamos de enviarte un código\. Esperá (\d+ segundos|1 minuto) antes de pedir otro\.$/,
    );
    expect(Number(second.headers?.['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/verify-code', () => {
  it('creates the user on first success and sets a hardened session cookie whose token is stored only hashed', async () => {
    const email = newEmail();
    const { body, cookie, token } = await loginThroughHandlers(email);
    expect(body).toMatchObject({
      success: true,
      user: {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
        email,
        subscription: { status: 'none', expirationDate: null },
      },
    });
    expect(cookie).toMatch(
      /^ingresa_session=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=2592000$/,
    );
    const { Item } = await db().send(
      new GetCommand({ TableName: services.tableName, Key: keys.session(hashSessionToken(token)) }),
    );
    expect(Item).toMatchObject({ userId: body.user.id, email });
    expect(JSON.stringify(Item)).not.toContain(token);
  });

  it('keeps the same user id and issues a new token at every login', async () => {
    const email = newEmail();
    const first = await login(email);
    const second = await login(email);
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
  });

  it('accepts a code only once', async () => {
    const email = newEmail();
    const ip = newIp();
    await sendVerification({ email, purpose: 'checkout' }, { ip, log });
    const code = await latestCode(services.sesEndpoint, email);
    await verifyCode({ email, code }, { ip });
    await expect(verifyCode({ email, code }, { ip })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('fails a sixth try even with the right code', async () => {
    const email = newEmail();
    const ip = newIp();
    await sendVerification({ email, purpose: 'checkout' }, { ip, log });
    const code = await latestCode(services.sesEndpoint, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      await verifyCode({ email, code: wrong }, { ip }).catch((error: Error) => messages.push(error.message));
    }
    expect(messages[0]).toBe('El código no es correcto. Te quedan 4 intentos.');
    expect(messages[4]).toBe('Ingresaste mal el código demasiadas veces. Pedí uno nuevo.');
    await expect(verifyCode({ email, code }, { ip })).rejects.toMatchObject({ statusCode: 400 });
  });

  // #29: only the browser that asked replaces its own code; another browser's request leaves it working.
  it('invalidates the old code when the same browser asks for a new one', async () => {
    const email = newEmail();
    const ip = newIp();
    const now = Date.now();
    const first = await sendVerification(
      { email, purpose: 'checkout' },
      { ip, log, now: new Date(now - 120_000) },
    );
    const cookies = first.cookies.map((cookie) => cookie.split(';')[0] as string);
    const oldCode = await latestCode(services.sesEndpoint, email);
    await sendVerification({ email, purpose: 'checkout' }, { ip, cookies, log, now: new Date(now) });
    const newCode = await latestCode(services.sesEndpoint, email);
    if (oldCode !== newCode) {
      await expect(verifyCode({ email, code: oldCode }, { ip, cookies })).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    await expect(verifyCode({ email, code: newCode }, { ip, cookies })).resolves.toBeDefined();
  });

  it('rejects an expired code', async () => {
    const email = newEmail();
    const ip = newIp();
    const sentAt = new Date('2030-02-01T10:00:00Z');
    await sendVerification({ email, purpose: 'checkout' }, { ip, log, now: sentAt });
    const code = await latestCode(services.sesEndpoint, email);
    await expect(
      verifyCode({ email, code }, { ip, now: new Date(sentAt.getTime() + 10 * 60_000 + 1) }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'El código venció. Pedí uno nuevo.',
    });
  });

  it('allows at most 2000 verifications an hour from one network (a school shares one address)', async () => {
    const ip = newIp();
    const now = new Date('2030-03-01T10:00:00Z');
    await seedWindow('verify-ip-hour', ip, 3600, now, VERIFICATIONS_PER_NETWORK_HOUR - 1);
    await expect(verifyCode({ email: newEmail(), code: '123456' }, { ip, now })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(verifyCode({ email: newEmail(), code: '123456' }, { ip, now })).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});

describe('sessions', () => {
  it('logs out by revoking the session: the cookie stops working', async () => {
    const { cookie } = await loginThroughHandlers(newEmail());
    const pair = cookie.split(';')[0] as string;
    const first = await logoutHandler(post('/api/auth/logout', {}, { cookies: [pair] }), lambdaContext);
    expect(first.statusCode).toBe(200);
    expect(first.cookies?.[0]).toMatch(/^ingresa_session=; .*Max-Age=0$/);
    expect(await resolveSession([pair])).toBeUndefined();
    const again = await logoutHandler(post('/api/auth/logout', {}, { cookies: [pair] }), lambdaContext);
    expect(again.statusCode).toBe(200);
    expect(again.cookies?.[0]).toMatch(/Max-Age=0$/);
  });

  it('expires after 7 idle days and after 30 days in any case', async () => {
    const email = newEmail();
    const { token } = await login(email);
    const cookies = [`ingresa_session=${token}`];
    const day = 24 * 60 * 60 * 1000;
    expect(await resolveSession(cookies, new Date(Date.now() + 6 * day))).toBeDefined();
    expect(await resolveSession(cookies, new Date(Date.now() + 12 * day))).toBeDefined();
    expect(await resolveSession(cookies, new Date(Date.now() + 20 * day))).toBeUndefined();

    const other = await login(newEmail());
    const otherCookies = [`ingresa_session=${other.token}`];
    for (let days = 6; days < 30; days += 6)
      await resolveSession(otherCookies, new Date(Date.now() + days * day));
    expect(await resolveSession(otherCookies, new Date(Date.now() + 29 * day))).toBeDefined();
    expect(await resolveSession(otherCookies, new Date(Date.now() + 31 * day))).toBeUndefined();
  });

  it('gives 403 when a declared path or body field names another user, 401 without a session', async () => {
    const route = {
      name: 'own-data',
      method: 'POST',
      path: '/api/own/{user}',
      access: 'session',
      request: { params: z.object({ user: z.string() }), body: z.object({ email: z.string().optional() }) },
      owner: { params: { user: 'userId' }, body: { email: 'email' } },
      response: z.object({ success: z.literal(true), user: z.string() }),
      data: { reads: [], writes: [] },
    } satisfies RouteDefinition;
    const handler = createHandler(route, async ({ session }) => ({ user: session.userId }));
    const me = await login(newEmail());
    const cookies = [me.cookie.split(';')[0] as string];
    const call = (user: string, body: unknown, withCookie = true) =>
      handler(
        apiEvent({
          method: 'POST',
          path: `/api/own/${user}`,
          pathParameters: { user },
          body: JSON.stringify(body),
          ...(withCookie ? { cookies } : {}),
        }),
        lambdaContext,
      );

    expect((await call(me.user.id, {})).statusCode).toBe(200);
    expect((await call('someone-else-1234', {})).statusCode).toBe(403);
    expect((await call(me.user.id, { email: 'otra@ejemplo.com' })).statusCode).toBe(403);
    expect((await call(me.user.id, {}, false)).statusCode).toBe(401);
  });

  it('keeps one session item per login', async () => {
    const email = newEmail();
    await login(email);
    await login(email);
    const { Items } = await db().send(
      new QueryCommand({
        TableName: services.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userByEmail(email).pk },
      }),
    );
    expect(Items).toHaveLength(1);
  });
});
