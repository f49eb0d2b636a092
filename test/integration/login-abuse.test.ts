import type { APIGatewayProxyStructuredResultV2, SNSEvent } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NEWEST_LINK_AFTER_CAP_MESSAGE,
  SEND_COOLDOWN_FORGET_SECONDS,
  SEND_COOLDOWN_STEPS,
  STRANGER_CODES_PER_EMAIL_DAY,
  sendLimits,
} from '../../functions/lib/auth/limits.ts';
import { SUPPRESSED_MESSAGE } from '../../functions/lib/auth/send-code.ts';
import { actingAs } from '../../functions/lib/data/least-privilege.ts';
import { findSuppression } from '../../functions/lib/data/mail-suppressions.ts';
import { consumeLimits, refundLimits } from '../../functions/lib/rate-limit.ts';
import { apiEvent, lambdaContext } from '../../functions/lib/test-events.ts';
import { mailEventsFunction } from '../../shared/api/mail-events.ts';
import { sendVerificationRoute, verifyCodeRoute } from '../../shared/api/routes/auth.ts';
import { SUPPORT_EMAIL } from '../../shared/site-settings.ts';
import { pointAtLocalServices } from './environment.ts';
import { latestCode, mailsTo } from './mailbox.ts';
import { activateSubscription, newEmail, newIp } from './session.ts';

/**
 * "Login that a stranger cannot break" (#19, ADR 0040), through the real handlers against DynamoDB
 * Local and the local SES. Only Date is faked, so the suite moves through hours and days while
 * every request still goes over the network.
 */
const services = pointAtLocalServices();

type Handler = typeof import('../../functions/auth-send-verification/handler.ts')['handler'];
let sendHandler: Handler;
let verifyHandler: Handler;
let mailEventsHandler: typeof import('../../functions/mail-events/handler.ts')['handler'];

beforeAll(async () => {
  sendHandler = (await import('../../functions/auth-send-verification/handler.ts')).handler;
  verifyHandler = (await import('../../functions/auth-verify-code/handler.ts')).handler;
  // Run as its own definition, as in AWS, so the local least-privilege check applies its grants.
  mailEventsHandler = actingAs(
    mailEventsFunction,
    (await import('../../functions/mail-events/handler.ts')).handler,
  );
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

const browserAt = (ip = newIp(), port = 443): Browser => ({
  viewer: ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`,
  cookies: new Map(),
});

/**
 * Another browser on the same network, without the login cookie: the browser that asked is led back to
 * the code it was just sent instead of meeting the wait (see "a second Acceder").
 */
const besides = (browser: Browser): Browser => ({ viewer: browser.viewer, cookies: new Map() });

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

async function logIn(email: string, browser: Browser): Promise<Answer> {
  const code = await latestCode(services.sesEndpoint, email);
  return post(verifyHandler, verifyCodeRoute.path, { email, code }, browser);
}

const delivered = async (email: string) => (await mailsTo(services.sesEndpoint, email)).length;

/** A student with an account and an active subscription, who logged in once from `browser`. */
async function student(browser: Browser): Promise<{ email: string; userId: string }> {
  const email = newEmail();
  expect((await askCode(email, browser, 'checkout')).status).toBe(200);
  const verified = await logIn(email, browser);
  expect(verified.status).toBe(200);
  const userId = (verified.body.user as { id: string }).id;
  await activateSubscription(userId);
  // A day later: the student's own cooldown is forgotten and the daily counts start afresh.
  advance(SEND_COOLDOWN_FORGET_SECONDS);
  return { email, userId };
}

const ipOf = (browser: Browser) => browser.viewer.replace(/^\[/, '').replace(/\]?:\d+$/, '');

describe('a stranger asking for codes for someone else’s e-mail', () => {
  it('after 20 requests from one network, the owner, from their own address, still gets a code and logs in', async () => {
    const home = browserAt();
    const { email } = await student(home);
    const stranger = browserAt();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await askCode(email, stranger)).status);
      advance(61);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(10);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);

    // A new browser at home: no device cookie, only the network the account logged in from.
    const owner = browserAt(ipOf(home), 50_123);
    const asked = await askCode(email, owner);
    expect(asked).toMatchObject({ status: 200, message: 'Te enviamos un código de 6 dígitos a tu email.' });
    const verified = await logIn(email, owner);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, subscription: { status: 'active' } });
  });

  it('after 20 requests from one network, a first-time student on their own network still gets a code', async () => {
    const email = newEmail();
    const stranger = browserAt();
    for (let i = 0; i < 20; i++) {
      await askCode(email, stranger, 'checkout');
      advance(61);
    }
    const newcomer = browserAt();
    expect((await askCode(email, newcomer, 'checkout')).status).toBe(200);
    expect((await logIn(email, newcomer)).status).toBe(200);
  });

  it('cannot use up the tries of the browser that asked for the code by guessing wrong', async () => {
    const email = newEmail();
    const owner = browserAt();
    expect((await askCode(email, owner, 'checkout')).status).toBe(200);
    const code = await latestCode(services.sesEndpoint, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = browserAt();
    const guesses: string[] = [];
    for (let i = 0; i < 7; i++)
      guesses.push(
        (await post(verifyHandler, verifyCodeRoute.path, { email, code: wrong }, stranger)).message,
      );
    expect(guesses[4]).toBe('Ingresaste mal el código demasiadas veces. Pedí uno nuevo.');
    expect(guesses[6]).toBe('Ingresaste mal el código demasiadas veces. Pedí uno nuevo.');

    const verified = await post(verifyHandler, verifyCodeRoute.path, { email, code }, owner);
    expect(verified.status).toBe(200);
  });
  it('still gives the browser that asked only its own 5 tries', async () => {
    const email = newEmail();
    const owner = browserAt();
    expect((await askCode(email, owner, 'checkout')).status).toBe(200);
    const code = await latestCode(services.sesEndpoint, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await post(verifyHandler, verifyCodeRoute.path, { email, code: wrong }, owner)).message);
    expect(messages).toEqual([
      'El código no es correcto. Te quedan 4 intentos.',
      'El código no es correcto. Te quedan 3 intentos.',
      'El código no es correcto. Te quedan 2 intentos.',
      'El código no es correcto. Te queda 1 intento.',
      'Ingresaste mal el código demasiadas veces. Pedí uno nuevo.',
    ]);
    expect((await post(verifyHandler, verifyCodeRoute.path, { email, code }, owner)).status).toBe(400);
    expect((await post(verifyHandler, verifyCodeRoute.path, { email, code }, browserAt())).status).toBe(400);
  });
});

describe('the daily cap per e-mail', () => {
  it('stops mail-bombing: strangers on 30 networks get 10 codes delivered, the rest refused in Spanish', async () => {
    const email = newEmail();
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(await askCode(email, browserAt(), 'checkout'));
      advance(30);
    }
    expect(await delivered(email)).toBe(STRANGER_CODES_PER_EMAIL_DAY);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(STRANGER_CODES_PER_EMAIL_DAY);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(30 - STRANGER_CODES_PER_EMAIL_DAY);
    // #29 (ADR 0064): past the cap, the answer points to the newest mail, whose link works 10 more minutes.
    expect(refused[0]?.message).toBe(NEWEST_LINK_AFTER_CAP_MESSAGE);
    expect(refused[0]?.retryAfter).toBeGreaterThan(3600);
  });

  it('does not hold the owner: their browser (device cookie) and their network still get codes past it', async () => {
    const laptop = browserAt();
    const homeIp = ipOf(laptop);
    const { email } = await student(laptop);
    for (let i = 0; i < STRANGER_CODES_PER_EMAIL_DAY + 5; i++) {
      await askCode(email, browserAt());
      advance(30);
    }
    const before = await delivered(email);
    expect((await askCode(email, browserAt())).status).toBe(429);

    // The laptop that logged in, now on another network (a phone hotspot): its device cookie says it is theirs.
    laptop.viewer = browserAt().viewer;
    expect((await askCode(email, laptop)).status).toBe(200);
    expect((await logIn(email, laptop)).status).toBe(200);
    // A friend's computer at the owner's home (their network, no cookie).
    const homeComputer = browserAt(homeIp, 40_000);
    expect((await askCode(email, homeComputer)).status).toBe(200);
    expect(await delivered(email)).toBe(before + 2);
  });
});

describe('the requester’s own cooldown', () => {
  // #29: the wait is the browser's own (its login cookie), so it is read from the browser that asked; a
  // browser beside it without the cookie no longer shares it (login-lockout.test.ts).
  it('grows with every code they ask for — 1, 2, 5, 15 minutes, 1 hour, then 4 hours — and is forgotten after a quiet day', async () => {
    const email = newEmail();
    const asker = browserAt();
    const waits: number[] = [];
    for (const step of SEND_COOLDOWN_STEPS) {
      const sent = await askCode(email, asker, 'checkout');
      expect(sent.status).toBe(200);
      waits.push((Date.parse(String(sent.body.resendAvailableAt)) - clock) / 1000);
      if (step > 61) {
        // Past the minute in which asking again leads back to the code just sent.
        advance(61);
        expect(await askCode(email, asker, 'checkout')).toMatchObject({ status: 429, retryAfter: step - 61 });
        advance(step - 61);
      } else advance(step);
    }
    expect(waits).toEqual([...SEND_COOLDOWN_STEPS]);

    // The seventh code still waits the longest step.
    expect((await askCode(email, asker, 'checkout')).status).toBe(200);
    advance(61);
    const seventh = await askCode(email, asker, 'checkout');
    expect(seventh.message).toBe('Ya te enviamos varios códigos. Esperá 4 horas antes de pedir otro.');

    advance(86_400);
    expect((await askCode(email, asker, 'checkout')).status).toBe(200);
    advance(1);
    const fresh = await askCode(email, besides(asker), 'checkout');
    expect(fresh).toMatchObject({
      status: 429,
      message: 'Acabamos de enviarte un código. Esperá 59 segundos antes de pedir otro.',
      retryAfter: 59,
    });
  });

  it('is the requester’s alone: another network asking for the same e-mail is not held by it', async () => {
    const email = newEmail();
    const first = browserAt();
    expect((await askCode(email, first, 'checkout')).status).toBe(200);
    expect((await askCode(email, besides(first), 'checkout')).status).toBe(429);
    expect((await askCode(email, browserAt(), 'checkout')).status).toBe(200);
  });

  it('is given back when the code could not be mailed, so asking again works at once', async () => {
    const email = newEmail();
    const limits = sendLimits(email, { network: newIp(), recognised: false });
    const at = new Date(clock);
    await consumeLimits(limits, at);
    await refundLimits(limits, at);
    await expect(consumeLimits(limits, new Date(clock + 1000))).resolves.toEqual({
      'send-requester': clock + 61_000,
    });
    await expect(consumeLimits(limits, new Date(clock + 2000))).rejects.toMatchObject({
      statusCode: 429,
      message: 'Acabamos de enviarte un código. Esperá 59 segundos antes de pedir otro.',
    });
  });
});

function snsEvent(...messages: unknown[]): SNSEvent {
  return {
    Records: messages.map((message, index) => ({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: 'arn:aws:sns:us-east-1:111111111111:ingresa-dev-mail-events:sub',
      Sns: {
        Type: 'Notification',
        MessageId: `message-${index}`,
        TopicArn: 'arn:aws:sns:us-east-1:111111111111:ingresa-dev-mail-events',
        Subject: null as unknown as string,
        Message: typeof message === 'string' ? message : JSON.stringify(message),
        Timestamp: new Date(clock).toISOString(),
        SignatureVersion: '1',
        Signature: 'test',
        SigningCertUrl: 'https://sns.us-east-1.amazonaws.com/cert.pem',
        UnsubscribeUrl: 'https://sns.us-east-1.amazonaws.com/unsubscribe',
        MessageAttributes: {},
      },
    })),
  };
}

const sesBounce = (email: string, bounceType: 'Permanent' | 'Transient') => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
    bouncedRecipients: [{ emailAddress: email, action: 'failed', status: '5.1.1' }],
    timestamp: new Date(clock).toISOString(),
    feedbackId: 'feedback-1',
  },
  mail: { messageId: 'm-1', destination: [email] },
});

const sesComplaint = (email: string) => ({
  notificationType: 'Complaint',
  complaint: {
    complainedRecipients: [{ emailAddress: email }],
    complaintFeedbackType: 'abuse',
    timestamp: new Date(clock).toISOString(),
    feedbackId: 'feedback-2',
  },
  mail: { messageId: 'm-2', destination: [email] },
});

describe('suppressed addresses', () => {
  it('the SES notification handler stores a suppression for a permanent bounce and a complaint, not for a transient bounce', async () => {
    const bounced = newEmail();
    const complained = newEmail();
    const full = newEmail();
    const report = await mailEventsHandler(
      snsEvent(
        sesBounce(bounced, 'Permanent'),
        sesComplaint(complained),
        sesBounce(full, 'Transient'),
        'no-json',
      ),
      lambdaContext,
    );
    expect(report).toEqual({ records: 4, suppressed: 2, unreadable: 1 });
    expect(await findSuppression(bounced)).toMatchObject({ reason: 'bounce', detail: 'General' });
    expect(await findSuppression(complained)).toMatchObject({ reason: 'complaint', detail: 'abuse' });
    expect(await findSuppression(full)).toBeUndefined();

    // SNS may deliver twice: the same suppression, still first suppressed at the first time.
    const first = await findSuppression(bounced);
    advance(60);
    await mailEventsHandler(snsEvent(sesBounce(bounced, 'Permanent')), lambdaContext);
    expect((await findSuppression(bounced))?.suppressedAt).toBe(first?.suppressedAt);
  });

  it('stops sending: the same Spanish answer for any purpose, account or not, and nothing mailed', async () => {
    const owner = browserAt();
    const { email: member } = await student(owner);
    const stranger = newEmail();
    const mailedBefore = await delivered(member);
    await mailEventsHandler(snsEvent(sesComplaint(member), sesBounce(stranger, 'Permanent')), lambdaContext);

    const answers = [
      await askCode(member, owner),
      await askCode(member, owner, 'checkout'),
      await askCode(stranger, browserAt()),
      await askCode(stranger, browserAt(), 'checkout'),
    ];
    for (const answer of answers)
      expect(answer).toEqual({
        status: 422,
        message: SUPPRESSED_MESSAGE,
        retryAfter: undefined,
        body: { success: false, message: SUPPRESSED_MESSAGE },
      });
    expect(SUPPRESSED_MESSAGE).toBe(
      `No podemos enviar correos a este email. Revisá que esté bien escrito o escribinos a ${SUPPORT_EMAIL}.`,
    );
    expect(await delivered(member)).toBe(mailedBefore);
    expect(await delivered(stranger)).toBe(0);
  });
});

describe('the viewer address CloudFront forwards', () => {
  it('counts every IPv6 address of one /64 as one requester, bracketed or not', async () => {
    const email = newEmail();
    const first = { viewer: '[2001:db8:77:1::a]:443', cookies: new Map<string, string>() };
    const sameNetwork = { viewer: '2001:db8:77:1:ffff::b:51234', cookies: new Map<string, string>() };
    const otherNetwork = { viewer: '[2001:db8:77:2::a]:443', cookies: new Map<string, string>() };
    expect((await askCode(email, first, 'checkout')).status).toBe(200);
    expect((await askCode(email, sameNetwork, 'checkout')).status).toBe(429);
    expect((await askCode(email, otherNetwork, 'checkout')).status).toBe(200);
  });

  it('ignores a header that is not an address: garbage cannot make every request a new requester', async () => {
    const email = newEmail();
    const sourceIp = newIp();
    const ask = async (viewer: string) => {
      const event = apiEvent({
        method: 'POST',
        path: sendVerificationRoute.path,
        body: JSON.stringify({ email, purpose: 'checkout' }),
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': viewer },
      });
      event.requestContext.http.sourceIp = sourceIp;
      return (await sendHandler(event, lambdaContext)).statusCode;
    };
    expect(await ask('garbage-1')).toBe(200);
    expect(await ask('garbage-2')).toBe(429);
    expect(await ask('198.51.100.7:99999')).toBe(429);
    expect(await ask('<script>:443')).toBe(429);
  });
});

describe('a second "Acceder" within a minute (#23)', () => {
  const clockText = (at: number) =>
    new Intl.DateTimeFormat('es-AR', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date(at));

  it('leads the browser that asked to the code just sent: when it went, when another can be asked, nothing new mailed', async () => {
    const email = newEmail();
    const browser = browserAt();
    const sentAt = clock;
    const first = await askCode(email, browser, 'checkout');
    expect(first.body).toMatchObject({
      sentAt: new Date(sentAt).toISOString(),
      resendAvailableAt: new Date(sentAt + 60_000).toISOString(),
    });
    expect(first.body.codeAlreadySent).toBeUndefined();
    advance(20);
    const again = await askCode(email, browser, 'checkout');
    expect(again).toMatchObject({
      status: 200,
      message: `Ya te enviamos un código a las ${clockText(sentAt)}: usá ese, vale por 10 minutos. Podés pedir otro en 40 segundos.`,
      body: {
        codeAlreadySent: true,
        sentAt: new Date(sentAt).toISOString(),
        resendAvailableAt: new Date(sentAt + 60_000).toISOString(),
      },
    });
    expect(await delivered(email)).toBe(1);
    // The code that was sent is the one that logs in.
    expect((await logIn(email, browser)).status).toBe(200);
  });

  it("works for a subscriber's login and after a checkout sent the code; past the minute a new code goes out with the longer wait", async () => {
    const laptop = browserAt();
    const { email } = await student(laptop);
    const before = await delivered(email);
    const sentAt = clock;
    expect((await askCode(email, laptop)).message).toBe('Te enviamos un código de 6 dígitos a tu email.');
    advance(30);
    // Back from the code page: "Acceder" again, first as a login, then the checkout's e-mail step.
    expect((await askCode(email, laptop)).body).toMatchObject({ codeAlreadySent: true });
    expect((await askCode(email, laptop, 'checkout')).body).toMatchObject({
      codeAlreadySent: true,
      sentAt: new Date(sentAt).toISOString(),
    });
    expect(await delivered(email)).toBe(before + 1);

    advance(31);
    const second = await askCode(email, laptop);
    expect(second.body).toMatchObject({ resendAvailableAt: new Date(clock + 120_000).toISOString() });
    expect(second.body.codeAlreadySent).toBeUndefined();
    advance(5);
    // The second code's wait (2 minutes) is what the countdown shows.
    expect((await askCode(email, laptop)).body).toMatchObject({
      codeAlreadySent: true,
      resendAvailableAt: new Date(clock - 5_000 + 120_000).toISOString(),
    });
    expect(await delivered(email)).toBe(before + 2);
  });

  it('keeps the limits as strict: another browser is refused, a code whose tries are used up is not offered again', async () => {
    const email = newEmail();
    const browser = browserAt();
    expect((await askCode(email, browser, 'checkout')).status).toBe(200);
    advance(5);
    expect((await askCode(email, besides(browser), 'checkout')).status).toBe(429);
    for (let i = 0; i < 5; i++)
      await post(verifyHandler, verifyCodeRoute.path, { email, code: '000000' }, browser);
    const afterTries = await askCode(email, browser, 'checkout');
    expect(afterTries.status).toBe(429);
    expect(afterTries.message).toMatch(
      /^Acabamos de enviarte un código\. Esperá \d+ segundos antes de pedir otro\.$/,
    );
    expect(await delivered(email)).toBe(1);
  });
});
