import { describe, expect, it } from 'vitest';
import { getSubscription, hasAccess } from '../../functions/lib/data/subscriptions.ts';
import { pointAtLocalServices } from './environment.ts';
import { inProcessHandlers, json } from './in-process.ts';
import { login } from './session.ts';

const services = pointAtLocalServices();

const invoke = inProcessHandlers([
  'subscriptions-create',
  'subscriptions-update-status',
  'subscriptions-check-status',
  'subscriptions-status-by-email',
  'subscriptions-cancel',
]);

const call = (
  name: string,
  cookie: string,
  options: {
    method?: string;
    path?: string;
    body?: unknown;
    query?: Record<string, string>;
    params?: Record<string, string>;
  },
) => invoke(name, { method: 'POST', ...options, cookie });

async function emulator(path: string, body: unknown) {
  const response = await fetch(`${services.mercadoPagoUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<{
    events?: { resource: string; id: string }[];
    deliveries?: { status: number }[];
  }>;
}

async function preapprovals(): Promise<
  {
    id: string;
    payer_email: string;
    external_reference: string;
    back_url: string;
    auto_recurring: Record<string, unknown>;
    status: string;
  }[]
> {
  const response = await fetch(`${services.mercadoPagoUrl}/__emulator/state`);
  return ((await response.json()) as { preapprovals: [] }).preapprovals;
}

/** A logged-in student who has started checkout for a plan. */
async function checkout(planId: 'annual' | 'weekly' = 'annual') {
  const student = await login(services.sesEndpoint);
  const created = await call('subscriptions-create', student.cookiePair, {
    body: { planId, email: student.email },
  });
  expect(created.statusCode).toBe(200);
  const { initPoint } = json(created) as { initPoint: string };
  const preapprovalId = initPoint.split('/').at(-1) as string;
  return { ...student, initPoint, preapprovalId };
}

describe('POST /api/subscriptions/create', () => {
  it('creates a pending Mercado Pago preapproval without a plan and returns its init point', async () => {
    const student = await checkout('weekly');
    expect(student.initPoint).toMatch(new RegExp(`^${services.mercadoPagoUrl}/checkout/preapproval/`));
    const stored = await getSubscription(student.user.id);
    expect(stored).toMatchObject({ planId: 'weekly', status: 'pending', providerId: student.preapprovalId });
    const preapproval = (await preapprovals()).find((p) => p.id === student.preapprovalId);
    expect(preapproval).toMatchObject({
      payer_email: student.email,
      external_reference: stored?.subscriptionId,
      back_url: `${services.apiUrl}/subscription/success`,
      status: 'pending',
      auto_recurring: { frequency: 7, frequency_type: 'days', transaction_amount: 6050, currency_id: 'ARS' },
    });
  });

  it('bills the annual plan every 12 months', async () => {
    const student = await checkout('annual');
    const preapproval = (await preapprovals()).find((p) => p.id === student.preapprovalId);
    expect(preapproval?.auto_recurring).toMatchObject({
      frequency: 12,
      frequency_type: 'months',
      transaction_amount: 42440,
    });
  });

  it('needs a session for that very e-mail', async () => {
    const student = await login(services.sesEndpoint);
    const other = await call('subscriptions-create', student.cookiePair, {
      body: { planId: 'annual', email: 'otra@ejemplo.com' },
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await invoke('subscriptions-create', {
      path: '/api/subscriptions/create',
      body: { planId: 'annual', email: student.email },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await getSubscription(student.user.id)).toBeUndefined();
  });

  it('refuses an unknown plan with a Spanish 400', async () => {
    const student = await login(services.sesEndpoint);
    const result = await call('subscriptions-create', student.cookiePair, {
      body: { planId: 'monthly', email: student.email },
    });
    expect(result.statusCode).toBe(400);
    expect(json(result).message).toMatch(/^El plan no es válido/);
  });
});

describe('payment outcomes through signed webhooks', () => {
  it('create → approve → webhook → active until the paid period ends', async () => {
    const student = await checkout('annual');
    const { deliveries } = await emulator('/__emulator/decide', {
      preapprovalId: student.preapprovalId,
      decision: 'approve',
    });
    void deliveries;
    const stored = await getSubscription(student.user.id);
    expect(stored?.status).toBe('active');
    expect(hasAccess(stored)).toBe(true);
    const status = json(
      await call('subscriptions-check-status', student.cookiePair, {
        method: 'GET',
        query: { email: student.email },
      }),
    );
    expect(status.subscription).toMatchObject({ planName: 'Plan Premium', status: 'active' });
    expect(status.subscription.daysRemaining).toBeGreaterThanOrEqual(364);
  });

  it('reject → failed, with no access', async () => {
    const student = await checkout();
    await emulator('/__emulator/decide', { preapprovalId: student.preapprovalId, decision: 'reject' });
    const stored = await getSubscription(student.user.id);
    expect(stored?.status).toBe('failed');
    expect(hasAccess(stored)).toBe(false);
  });

  it('pending payment → still pending', async () => {
    const student = await checkout();
    await emulator('/__emulator/decide', { preapprovalId: student.preapprovalId, decision: 'pending' });
    expect((await getSubscription(student.user.id))?.status).toBe('pending');
  });

  it('ignores a forged update-status: posting "active" for an unpaid subscription changes nothing', async () => {
    const student = await checkout();
    const result = await call('subscriptions-update-status', student.cookiePair, {
      body: { email: student.email, status: 'active' },
    });
    expect(result.statusCode).toBe(200);
    expect(json(result)).toMatchObject({
      success: true,
      subscription: { status: 'pending' },
      userId: student.user.id,
      email: student.email,
    });
    expect((await getSubscription(student.user.id))?.status).toBe('pending');
  });

  it('update-status records what Mercado Pago confirms when the webhook has not arrived yet', async () => {
    const student = await checkout();
    await emulator('/__emulator/decide', {
      preapprovalId: student.preapprovalId,
      decision: 'approve',
      deliver: false,
    });
    expect((await getSubscription(student.user.id))?.status).toBe('pending');
    const result = await call('subscriptions-update-status', student.cookiePair, {
      body: { email: student.email, status: 'active' },
    });
    expect(json(result).subscription).toMatchObject({ status: 'active', planName: 'Plan Premium' });
  });

  it.each(['tampered', 'missing', 'stale'] as const)(
    'answers a %s signature with 401 and writes nothing',
    async (signature) => {
      const student = await checkout();
      await emulator('/__emulator/decide', {
        preapprovalId: student.preapprovalId,
        decision: 'approve',
        deliver: false,
      });
      const before = await getSubscription(student.user.id);
      const { deliveries } = await emulator('/__emulator/notify', {
        resource: 'preapproval',
        id: student.preapprovalId,
        signature,
      });
      expect(deliveries?.[0]?.status).toBe(401);
      expect(await getSubscription(student.user.id)).toEqual(before);
    },
  );

  it('stays correct under duplicated and out-of-order deliveries', async () => {
    const student = await checkout();
    const { events } = await emulator('/__emulator/decide', {
      preapprovalId: student.preapprovalId,
      decision: 'approve',
      deliver: false,
    });
    for (const event of [...(events ?? [])].reverse()) {
      const { deliveries } = await emulator('/__emulator/notify', {
        resource: event.resource,
        id: event.id,
        copies: 3,
      });
      expect(deliveries?.every((d) => d.status === 200)).toBe(true);
    }
    const stored = await getSubscription(student.user.id);
    expect(stored?.status).toBe('active');
    const version = stored?.version;
    await emulator('/__emulator/notify', { resource: 'preapproval', id: student.preapprovalId, copies: 2 });
    expect((await getSubscription(student.user.id))?.version).toBe(version);
  });

  it('a late rejected-payment notification does not undo an approval', async () => {
    const student = await checkout();
    const rejected = await emulator('/__emulator/decide', {
      preapprovalId: student.preapprovalId,
      decision: 'reject',
      deliver: false,
    });
    await emulator('/__emulator/decide', { preapprovalId: student.preapprovalId, decision: 'approve' });
    const late = rejected.events?.find((e) => e.resource === 'payment');
    await emulator('/__emulator/notify', { resource: 'payment', id: late?.id });
    expect((await getSubscription(student.user.id))?.status).toBe('active');
  });
});

describe('status and cancellation', () => {
  it('answers the status only for the session’s own e-mail', async () => {
    const student = await checkout();
    const own = await call('subscriptions-status-by-email', student.cookiePair, {
      method: 'GET',
      params: { email: student.email },
    });
    const other = await call('subscriptions-status-by-email', student.cookiePair, {
      method: 'GET',
      params: { email: 'otra@ejemplo.com' },
    });
    const otherQuery = await call('subscriptions-check-status', student.cookiePair, {
      method: 'GET',
      query: { email: 'otra@ejemplo.com' },
    });
    expect(own.statusCode).toBe(200);
    expect(other.statusCode).toBe(403);
    expect(otherQuery.statusCode).toBe(403);
  });

  it('cancels at Mercado Pago and keeps access until the paid period ends', async () => {
    const student = await checkout('weekly');
    await emulator('/__emulator/decide', { preapprovalId: student.preapprovalId, decision: 'approve' });
    const result = await call('subscriptions-cancel', student.cookiePair, { body: {} });
    expect(result.statusCode).toBe(200);
    expect(json(result).message).toMatch(
      /^Cancelaste tu suscripción\. No se te va a cobrar de nuevo y podés seguir estudiando hasta el /,
    );
    const preapproval = (await preapprovals()).find((p) => p.id === student.preapprovalId);
    expect(preapproval?.status).toBe('cancelled');
    const stored = await getSubscription(student.user.id);
    expect(stored).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(hasAccess(stored)).toBe(true);
    expect(hasAccess(stored, new Date(Date.now() + 8 * 86_400_000))).toBe(false);
  });
});
