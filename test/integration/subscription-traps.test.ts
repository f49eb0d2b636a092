import { describe, expect, it } from 'vitest';
import { getSubscription, subscriptionView } from '../../functions/lib/data/subscriptions.ts';
import { RENEWAL_GRACE_DAYS } from '../../shared/domain/subscription-state.ts';
import { pointAtLocalServices } from './environment.ts';
import { contextWithTime, inProcessHandlers, json } from './in-process.ts';
import { mailsTo } from './mailbox.ts';
import { login, newIp } from './session.ts';

/**
 * The subscription states where a correct state machine still trapped a real person (#29): a
 * cancelled student with paid time sent to buy again, a withdrawn one refused a new purchase, a
 * renewal being collected locking the student out. Real handlers, DynamoDB Local, the emulator.
 */
const services = pointAtLocalServices();

const invoke = inProcessHandlers([
  'subscriptions-create',
  'subscriptions-cancel',
  'consumer-request',
  'consumer-request-confirm',
  'educational-subjects',
  'auth-session',
]);

const context = contextWithTime('traps', 20_000);

async function call(
  name: string,
  options: { body?: unknown; cookie?: string; method?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const result = await invoke(
    name,
    { method: 'POST', ...options, headers: { 'cloudfront-viewer-address': `${newIp()}:443` } },
    context,
  );
  return { status: result.statusCode ?? 0, body: json(result) };
}

async function emulator(path: string, body: unknown) {
  const response = await fetch(`${services.mercadoPagoUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, unknown>>;
}

type Student = Awaited<ReturnType<typeof login>>;

/** Chooses a plan as the plans page does and approves the payment at the emulator's checkout. */
async function buy(student: Student, planId: 'annual' | 'weekly') {
  const created = await call('subscriptions-create', {
    cookie: student.cookiePair,
    body: { planId, email: student.email },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const preapprovalId = String(created.body.initPoint).split('/').at(-1) as string;
  await emulator('/__emulator/decide', { preapprovalId, decision: 'approve' });
  return preapprovalId;
}

const contentStatus = async (student: Student) =>
  (await call('educational-subjects', { method: 'GET', cookie: student.cookiePair })).status;

const sessionSubscription = async (student: Student) =>
  (await call('auth-session', { method: 'GET', cookie: student.cookiePair })).body.user as {
    subscription: { hasAccess: boolean; state: string; status: string };
  };

/** The confirmation link mailed for a consumer request, as the student would click it. */
async function mailedToken(email: string, code: string): Promise<string> {
  const mail = (await mailsTo(services.sesEndpoint, email)).find(
    (candidate) => candidate.subject.includes(code) && candidate.subject.startsWith('Confirmá'),
  );
  const token = mail?.body.text?.match(/confirmar-solicitud\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email} for ${code}`);
  return decodeURIComponent(token);
}

describe('a cancelled student with paid time left', () => {
  it('logs in again straight to the content, and is never offered a purchase that fails', async () => {
    const student = await login(services.sesEndpoint);
    await buy(student, 'annual');
    const cancelled = await call('subscriptions-cancel', { cookie: student.cookiePair, body: {} });
    expect(cancelled.status).toBe(200);

    // Logs out and in again, from another network.
    const again = await login(services.sesEndpoint, student.email);
    expect(again.user.subscription).toMatchObject({
      status: 'cancelled',
      hasAccess: true,
      state: 'cancelled-with-time',
    });
    expect(await contentStatus(again)).toBe(200);
    expect((await sessionSubscription(again)).subscription).toMatchObject({
      hasAccess: true,
      state: 'cancelled-with-time',
    });
  });
});

describe('after an arrepentimiento the student can buy again', () => {
  it.each([
    ['annual', 'by session'],
    ['weekly', 'by session'],
    ['annual', 'by the mailed link'],
    ['weekly', 'by the mailed link'],
  ] as const)('the %s plan, withdrawn %s', async (planId, how) => {
    const student = await login(services.sesEndpoint);
    await buy(student, planId);
    expect(await contentStatus(student)).toBe(200);

    if (how === 'by session') {
      const done = await call('consumer-request', {
        cookie: student.cookiePair,
        body: { kind: 'arrepentimiento', email: student.email },
      });
      expect(done.body.outcome).toMatchObject({ applied: 'arrepentimiento', accessUntil: null });
    } else {
      const asked = await call('consumer-request', {
        body: { kind: 'arrepentimiento', email: student.email },
      });
      const token = await mailedToken(student.email, String(asked.body.code));
      const confirmed = await call('consumer-request-confirm', { body: { token } });
      expect(confirmed.body.outcome).toMatchObject({ applied: 'arrepentimiento', accessUntil: null });
    }
    expect(await contentStatus(student)).toBe(403);
    expect((await sessionSubscription(student)).subscription).toMatchObject({
      hasAccess: false,
      state: 'refunded',
    });

    // The "done" e-mail promised "elegí un plan cuando quieras": both plans can be bought again.
    await buy(student, planId === 'annual' ? 'weekly' : 'annual');
    expect(await contentStatus(student)).toBe(200);
    expect((await sessionSubscription(student)).subscription).toMatchObject({
      hasAccess: true,
      state: 'active',
    });
  });
});

describe('a renewal Mercado Pago is still collecting', () => {
  it('keeps the student studying through the grace, then ends', async () => {
    const student = await login(services.sesEndpoint);
    const preapprovalId = await buy(student, 'weekly');
    await emulator('/__emulator/outcome', { preapprovalId, decision: 'reject' });
    await emulator('/__emulator/renew', { preapprovalId });
    const stored = await getSubscription(student.user.id);
    expect(stored).toMatchObject({ status: 'active', providerStatus: 'authorized' });
    const due = Date.parse(stored?.expirationDate as string);

    const dayAfter = subscriptionView(stored, new Date(due + 86_400_000));
    expect(dayAfter).toMatchObject({ hasAccess: true, state: 'renewal-overdue' });
    const pastGrace = subscriptionView(stored, new Date(due + (RENEWAL_GRACE_DAYS + 1) * 86_400_000));
    expect(pastGrace).toMatchObject({ hasAccess: false, state: 'ended' });
  });

  it('the content gate lets a student in whose renewal is a day late, and not one past the grace', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../functions/lib/data/client.ts');
    const { keys } = await import('../../functions/lib/data/keys.ts');
    const put = (userId: string, daysAgo: number) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.subscription(userId),
            subscriptionId: `sub-${userId}`,
            planId: 'weekly',
            status: 'active',
            providerStatus: 'authorized',
            expirationDate: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
            updatedAt: new Date().toISOString(),
          },
        }),
      );
    const late = await login(services.sesEndpoint);
    await put(late.user.id, 1);
    expect(await contentStatus(late)).toBe(200);
    const gone = await login(services.sesEndpoint);
    await put(gone.user.id, RENEWAL_GRACE_DAYS + 1);
    expect(await contentStatus(gone)).toBe(403);
    expect((await sessionSubscription(gone)).subscription).toMatchObject({
      hasAccess: false,
      state: 'ended',
    });
  });
});
