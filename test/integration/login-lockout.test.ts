import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_VALIDITY_MINUTES,
  NEWEST_LINK_AFTER_CAP_MESSAGE,
  newestLinkAfterCooldownMessage,
  SEND_COOLDOWN_FORGET_SECONDS,
  SEND_COOLDOWN_STEPS,
  STRANGER_CODES_PER_EMAIL_DAY,
} from '../../functions/lib/auth/limits.ts';
import { resolveSession } from '../../functions/lib/auth/session.ts';
import { linkMessages } from '../../functions/lib/auth/verify-link.ts';
import { challengesOf } from '../../functions/lib/data/login-challenges.ts';
import { apiEvent, lambdaContext } from '../../functions/lib/test-events.ts';
import { sendVerificationRoute, verifyCodeRoute, verifyLinkRoute } from '../../shared/api/routes/auth.ts';
import { pointAtLocalServices } from './environment.ts';
import { latestLinkToken, mailsTo, type StoredMail } from './mailbox.ts';
import { activateSubscription, newEmail, newIp } from './session.ts';

/**
 * "Strangers can still keep people out of login" (#29, ADR 0064), through the real handlers against
 * DynamoDB Local and the local SES. Each attack ends with the owner logged in within a minute of
 * starting to log in. Only Date is faked, so the suite moves through hours while every request still
 * goes over the network.
 */
const services = pointAtLocalServices();

type Handler = typeof import('../../functions/auth-send-verification/handler.ts')['handler'];
let sendHandler: Handler;
let verifyHandler: Handler;
let linkHandler: Handler;

beforeAll(async () => {
  sendHandler = (await import('../../functions/auth-send-verification/handler.ts')).handler;
  verifyHandler = (await import('../../functions/auth-verify-code/handler.ts')).handler;
  linkHandler = (await import('../../functions/auth-verify-link/handler.ts')).handler;
});

let clock = 0;
beforeEach(() => {
  // An hour into the next UTC day: each test's daily windows start fresh and do not roll over.
  clock = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000 + 3_600_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(seconds: number) {
  clock += seconds * 1000;
  vi.setSystemTime(clock);
}

/** A browser: the address CloudFront sees it at, and its cookie jar. */
interface Browser {
  viewer: string;
  cookies: Map<string, string>;
}

const browserAt = (ip = newIp()): Browser => ({ viewer: `${ip}:443`, cookies: new Map() });

interface Answer {
  status: number;
  message: string;
  retryAfter: number | undefined;
  body: Record<string, unknown>;
}

function keepCookies(browser: Browser, result: APIGatewayProxyStructuredResultV2) {
  for (const cookie of result.cookies ?? []) {
    const [pair = '', ...attributes] = cookie.split(';');
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) browser.cookies.delete(name);
    else browser.cookies.set(name, value);
  }
}

async function post(handler: Handler, path: string, body: unknown, browser: Browser): Promise<Answer> {
  const event = apiEvent({
    method: 'POST',
    path,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': browser.viewer },
    ...(browser.cookies.size > 0
      ? { cookies: [...browser.cookies].map(([name, value]) => `${name}=${value}`) }
      : {}),
  });
  const result = await handler(event, lambdaContext);
  keepCookies(browser, result);
  const parsed = JSON.parse(result.body ?? '{}') as Record<string, unknown>;
  const retryAfter = result.headers?.['retry-after'];
  return {
    status: result.statusCode ?? 0,
    message: String(parsed.message ?? ''),
    retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
    body: parsed,
  };
}

const askCode = (email: string, browser: Browser, purpose?: 'checkout') =>
  post(sendHandler, sendVerificationRoute.path, { email, ...(purpose ? { purpose } : {}) }, browser);

const enterCode = (email: string, code: string, browser: Browser) =>
  post(verifyHandler, verifyCodeRoute.path, { email, code }, browser);

const openLink = (token: string, browser: Browser) =>
  post(linkHandler, verifyLinkRoute.path, { token }, browser);

const mails = (email: string) => mailsTo(services.sesEndpoint, email);
const codeOf = (mail: StoredMail | undefined) => mail?.body.text?.match(/^\s+(\d{6})$/m)?.[1] ?? '';
const newestLink = (email: string) => latestLinkToken(services.sesEndpoint, email);

/** Who a browser's session cookie belongs to, as every page asks the server. */
async function signedInAs(browser: Browser): Promise<string | undefined> {
  const session = browser.cookies.get('ingresa_session');
  return session ? (await resolveSession([`ingresa_session=${session}`]))?.email : undefined;
}

/** A student with an active subscription who logged in once from `browser`, a day ago. */
async function subscriber(browser: Browser): Promise<string> {
  const email = newEmail();
  expect((await askCode(email, browser, 'checkout')).status).toBe(200);
  const verified = await enterCode(email, codeOf((await mails(email)).at(-1)), browser);
  expect(verified.status).toBe(200);
  await activateSubscription((verified.body.user as { id: string }).id);
  advance(SEND_COOLDOWN_FORGET_SECONDS);
  return email;
}

/** Ten strangers, each on a network of their own, ask for a code for `email`. */
async function tenStrangersAsk(email: string, purpose?: 'checkout') {
  for (let i = 0; i < STRANGER_CODES_PER_EMAIL_DAY; i++) {
    expect((await askCode(email, browserAt(), purpose)).status).toBe(200);
    advance(30);
  }
}

describe('ten code requests from ten addresses (#29)', () => {
  it('the owner, on a new browser and a new network, logs in within a minute with the newest mail’s link; nothing more is mailed', async () => {
    const email = await subscriber(browserAt());
    await tenStrangersAsk(email);
    const inbox = (await mails(email)).length;

    const phone = browserAt();
    const started = clock;
    const asked = await askCode(email, phone);
    expect(asked).toMatchObject({ status: 429, message: NEWEST_LINK_AFTER_CAP_MESSAGE });
    expect(await mails(email)).toHaveLength(inbox);
    advance(20);
    const opened = await openLink(await newestLink(email), phone);
    expect(opened).toMatchObject({ status: 200, message: '¡Listo! Ingresaste a tu cuenta.' });
    expect(opened.body.user).toMatchObject({ email, subscription: { status: 'active', hasAccess: true } });
    expect(await signedInAs(phone)).toBe(email);
    expect(clock - started).toBeLessThan(60_000);
  });

  it('hours later, when every stranger’s link has expired, the newest one works again for 10 minutes', async () => {
    const email = await subscriber(browserAt());
    await tenStrangersAsk(email);
    const oldest = await challengesOf(email, new Date(clock));
    advance(5 * 3600);

    const schoolComputer = browserAt();
    const started = clock;
    expect(await askCode(email, schoolComputer)).toMatchObject({
      status: 429,
      message: NEWEST_LINK_AFTER_CAP_MESSAGE,
    });
    advance(30);
    expect((await openLink(await newestLink(email), schoolComputer)).status).toBe(200);
    expect(await signedInAs(schoolComputer)).toBe(email);
    expect(clock - started).toBeLessThan(60_000);
    // Only the newest mail was renewed, and it is now used: every other stranger's link stayed expired.
    const stored = await challengesOf(email, new Date(clock));
    expect(stored).toHaveLength(STRANGER_CODES_PER_EMAIL_DAY);
    expect(stored.filter((challenge) => challenge.linkExpiresAt > clock)).toEqual([
      expect.objectContaining({ challengeId: oldest[0]?.challengeId, usedAt: expect.any(Number) }),
    ]);
  });

  it('a buyer without an account, at checkout from a new network, gets in within a minute and lands without a subscription', async () => {
    const email = newEmail();
    await tenStrangersAsk(email, 'checkout');
    const buyer = browserAt();
    const started = clock;
    expect(await askCode(email, buyer, 'checkout')).toMatchObject({
      status: 429,
      message: NEWEST_LINK_AFTER_CAP_MESSAGE,
    });
    advance(15);
    const opened = await openLink(await newestLink(email), buyer);
    expect(opened.status).toBe(200);
    expect(opened.body.user).toMatchObject({ email, subscription: { status: 'none', hasAccess: false } });
    expect(await signedInAs(buyer)).toBe(email);
    expect(clock - started).toBeLessThan(60_000);
  });

  it('once the newest mail was used, the owner on yet another network gets a new mail; strangers get one more per mail the owner used', async () => {
    const email = await subscriber(browserAt());
    await tenStrangersAsk(email);
    expect((await askCode(email, browserAt())).status).toBe(429);
    expect((await openLink(await newestLink(email), browserAt())).status).toBe(200);
    const inbox = (await mails(email)).length;
    advance(3600);

    const library = browserAt();
    const started = clock;
    expect(await askCode(email, library)).toMatchObject({
      status: 200,
      message: 'Te enviamos un código de 6 dígitos a tu email.',
    });
    advance(40);
    expect((await enterCode(email, codeOf((await mails(email)).at(-1)), library)).status).toBe(200);
    expect(await signedInAs(library)).toBe(email);
    expect(clock - started).toBeLessThan(60_000);

    // Only the mailbox can use a mail, and each use lets one more go out; strangers alone get no more.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await askCode(email, browserAt())).status);
      advance(60);
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect(await mails(email)).toHaveLength(inbox + 2);
  });
});

describe('a stranger asking for a code while the owner logs in (#29)', () => {
  it('neither replaces nor burns the owner’s code: after the stranger’s code and five wrong tries with and without its cookie, the owner’s code works', async () => {
    const email = await subscriber(browserAt());
    const owner = browserAt();
    const started = clock;
    expect((await askCode(email, owner)).status).toBe(200);
    const ownCode = codeOf((await mails(email)).at(-1));
    advance(10);

    const stranger = browserAt();
    expect((await askCode(email, stranger)).status).toBe(200);
    const strangersMail = (await mails(email)).at(-1);
    const wrong = ['000000', '111111', '222222'].find(
      (guess) => guess !== ownCode && guess !== codeOf(strangersMail),
    ) as string;
    const guesses: string[] = [];
    for (let i = 0; i < 5; i++) guesses.push((await enterCode(email, wrong, stranger)).message);
    const cookieless = { viewer: stranger.viewer, cookies: new Map<string, string>() };
    for (let i = 0; i < 5; i++) guesses.push((await enterCode(email, wrong, cookieless)).message);
    expect(guesses[4]).toBe('Ingresaste mal el código demasiadas veces. Pedí uno nuevo.');
    expect(guesses[9]).toBe('Ingresaste mal el código demasiadas veces. Pedí uno nuevo.');
    advance(20);

    const verified = await enterCode(email, ownCode, owner);
    expect(verified).toMatchObject({ status: 200, message: '¡Listo! Ingresaste a tu cuenta.' });
    expect(await signedInAs(owner)).toBe(email);
    expect(clock - started).toBeLessThan(60_000);
  });

  it('the code in the newest mail works too, whoever asked for it, and leaves the other code as it was', async () => {
    const email = newEmail();
    const owner = browserAt();
    expect((await askCode(email, owner, 'checkout')).status).toBe(200);
    advance(5);
    expect((await askCode(email, browserAt(), 'checkout')).status).toBe(200);
    const [ownMail, strangersMail] = await mails(email);
    advance(5);
    // The owner types the code of the mail on top of the inbox, the one the stranger made us send.
    expect((await enterCode(email, codeOf(strangersMail), owner)).status).toBe(200);
    const stored = await challengesOf(email, new Date(clock));
    expect(stored.filter((challenge) => challenge.usedAt === undefined)).toHaveLength(1);
    // The owner's own code is still the owner's: it signs in (again) from the owner's browser.
    expect((await enterCode(email, codeOf(ownMail), owner)).status).toBe(200);
  });
});

describe('a stranger asking again and again (#29)', () => {
  it('does not lengthen the owner’s wait, from another network or from the owner’s own; the owner logs in within a minute', async () => {
    const email = await subscriber(browserAt());
    const sharedAddress = newIp();
    const owner = browserAt(sharedAddress);
    const started = clock;
    const first = await askCode(email, owner);
    expect(first.body).toMatchObject({ resendAvailableAt: new Date(clock + 60_000).toISOString() });
    const ownCode = codeOf((await mails(email)).at(-1));

    // A stranger on another network who keeps its cookie, and strangers on the owner's own address (a
    // carrier's shared one) with a fresh browser each time, ask whenever they may.
    const elsewhere = browserAt();
    for (let second = 1; second <= 50; second += 7) {
      advance(7);
      await askCode(email, elsewhere);
      await askCode(email, browserAt(sharedAddress));
    }
    // "Acceder" again from the owner's browser: the same code, the same wait as before.
    expect((await askCode(email, owner)).body).toMatchObject({
      codeAlreadySent: true,
      resendAvailableAt: new Date(started + 60_000).toISOString(),
    });
    expect((await enterCode(email, ownCode, owner)).status).toBe(200);
    expect(await signedInAs(owner)).toBe(email);
    expect(clock - started).toBeLessThan(60_000);
  });

  it('the owner’s own "Reenviar código" waits follow only the owner’s own requests, even with a stranger on the same address', async () => {
    const email = newEmail();
    const sharedAddress = newIp();
    const owner = browserAt(sharedAddress);
    const stranger = browserAt(sharedAddress);
    const waits: number[] = [];
    for (const _step of SEND_COOLDOWN_STEPS.slice(0, 3)) {
      const sent = await askCode(email, owner, 'checkout');
      expect(sent.status).toBe(200);
      waits.push((Date.parse(String(sent.body.resendAvailableAt)) - clock) / 1000);
      // Between two of the owner's codes, strangers on the same address ask as often as they may: one
      // browser that keeps its cookie, and a fresh browser each time.
      for (let i = 0; i < 3; i++) {
        await askCode(email, stranger, 'checkout');
        await askCode(email, browserAt(sharedAddress), 'checkout');
        advance(waits.at(-1) ?? 0);
      }
      advance(1);
    }
    expect(waits).toEqual(SEND_COOLDOWN_STEPS.slice(0, 3));
  });

  it('hours of a stranger’s requests from the owner’s shared address: the owner’s first request points to the newest mail, whose link logs them in', async () => {
    const email = await subscriber(browserAt());
    const sharedAddress = newIp();
    // Six codes, each as soon as that address may ask, from a fresh browser each time: the address's
    // wait is now 4 hours, and the newest mail's link expired 10 minutes ago.
    for (const [index, step] of SEND_COOLDOWN_STEPS.entries()) {
      expect((await askCode(email, browserAt(sharedAddress))).status).toBe(200);
      advance(index < SEND_COOLDOWN_STEPS.length - 1 ? step : 20 * 60);
    }

    const owner = browserAt(sharedAddress);
    const started = clock;
    const asked = await askCode(email, owner);
    expect(asked.status).toBe(429);
    expect(asked.message).toBe(newestLinkAfterCooldownMessage('4 horas'));
    advance(25);
    expect((await openLink(await newestLink(email), owner)).status).toBe(200);
    expect(await signedInAs(owner)).toBe(email);
    expect(clock - started).toBeLessThan(60_000);
  });
});

describe('POST /api/auth/verify-link', () => {
  it('signs in once, with the session and known-device cookies verify-code sets; a second use is refused in Spanish', async () => {
    const email = newEmail();
    expect((await askCode(email, browserAt(), 'checkout')).status).toBe(200);
    const token = await newestLink(email);
    const result = await linkHandler(
      apiEvent({
        method: 'POST',
        path: verifyLinkRoute.path,
        body: JSON.stringify({ token }),
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${newIp()}:443` },
      }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(200);
    expect(result.cookies?.[0]).toMatch(
      /^ingresa_session=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=2592000$/,
    );
    expect(result.cookies?.[1]).toMatch(
      /^ingresa_device=[^;]+; HttpOnly; Secure; SameSite=Strict; Path=\/api\/auth;/,
    );

    const again = browserAt();
    expect(await openLink(token, again)).toMatchObject({ status: 410, message: linkMessages.used });
    expect(await signedInAs(again)).toBeUndefined();
  });

  it('expires after 10 minutes', async () => {
    const email = newEmail();
    expect((await askCode(email, browserAt(), 'checkout')).status).toBe(200);
    const token = await newestLink(email);
    advance(CODE_VALIDITY_MINUTES * 60);
    const late = browserAt();
    expect(await openLink(token, late)).toMatchObject({ status: 410, message: linkMessages.expired });
    expect(await signedInAs(late)).toBeUndefined();

    const other = newEmail();
    expect((await askCode(other, browserAt(), 'checkout')).status).toBe(200);
    const fresh = await newestLink(other);
    advance(CODE_VALIDITY_MINUTES * 60 - 1);
    expect((await openLink(fresh, browserAt())).status).toBe(200);
  });

  it('is spent by the code beside it, and spends that code', async () => {
    const email = newEmail();
    const asker = browserAt();
    expect((await askCode(email, asker, 'checkout')).status).toBe(200);
    const token = await newestLink(email);
    expect((await enterCode(email, codeOf((await mails(email)).at(-1)), asker)).status).toBe(200);
    expect(await openLink(token, browserAt())).toMatchObject({ status: 410, message: linkMessages.used });

    const other = newEmail();
    const second = browserAt();
    expect((await askCode(other, second, 'checkout')).status).toBe(200);
    expect((await openLink(await newestLink(other), browserAt())).status).toBe(200);
    expect((await enterCode(other, codeOf((await mails(other)).at(-1)), second)).status).toBe(400);
  });

  it('refuses a malformed, unknown or tampered token with 400 and a Spanish message, and changes nothing', async () => {
    const email = newEmail();
    expect((await askCode(email, browserAt(), 'checkout')).status).toBe(200);
    const token = await newestLink(email);
    const [encoded = '', secret = ''] = token.split('.');
    const visitor = browserAt();
    const bad = [
      '',
      'no-es-un-token',
      `${encoded}.${secret}.extra`,
      `${encoded}.${secret.slice(0, -1)}%`,
      // Well formed, but no mail carried it.
      `${encoded}.${'A'.repeat(43)}`,
      `${Buffer.from('otra@ejemplo.com.ar').toString('base64url')}.${secret}`,
      `${Buffer.from('no-es-un-mail').toString('base64url')}.${secret}`,
    ];
    for (const candidate of bad) {
      const answer = await openLink(candidate, visitor);
      expect(answer.status, candidate).toBe(400);
      expect(answer.message).toBe(linkMessages.invalid);
    }
    const extra = await post(linkHandler, verifyLinkRoute.path, { token, email }, visitor);
    expect(extra.status).toBe(400);
    expect(visitor.cookies.size).toBe(0);
    expect((await challengesOf(email, new Date(clock)))[0]).toMatchObject({
      attempts: 0,
      foreignAttempts: 0,
    });
    expect((await challengesOf(email, new Date(clock)))[0]?.usedAt).toBeUndefined();
    // The real link still works.
    expect((await openLink(token, visitor)).status).toBe(200);
  });
});
