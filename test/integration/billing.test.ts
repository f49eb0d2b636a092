import { createHmac, randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { actingAs } from '../../functions/lib/data/least-privilege.ts';
import {
  getSubscription,
  hasAccess,
  listCheckouts,
  openSubscriptions,
  webhookEventSeen,
} from '../../functions/lib/data/subscriptions.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { budgetFrom } from '../../functions/lib/subscriptions/provider-calls.ts';
import {
  reconcileSubscriptions as reconcileAll,
  reconcileStudent as reconcileOne,
} from '../../functions/lib/subscriptions/reconcile.ts';
import { lambdaContext } from '../../functions/lib/test-events.ts';
import { reconcileSubscriptionsJob } from '../../shared/api/jobs.ts';
import { pointAtLocalServices } from './environment.ts';
import { type InProcessRequest, inProcessHandlers, json } from './in-process.ts';
import { mailsTo } from './mailbox.ts';
import { login } from './session.ts';

const services = pointAtLocalServices();
/** The job's use cases, run as the job so its declared data is checked. */
const reconcileSubscriptions = actingAs(reconcileSubscriptionsJob, reconcileAll);
const reconcileStudent = actingAs(reconcileSubscriptionsJob, reconcileOne);

const invoke = inProcessHandlers([
  'subscriptions-create',
  'subscriptions-update-status',
  'subscriptions-check-status',
  'subscriptions-payments',
  'subscriptions-cancel',
  'auth-session',
  'webhooks-mercadopago',
]);

const call = (
  name: string,
  cookie: string | undefined,
  options: { method?: string; body?: unknown; query?: Record<string, string> } = {},
) => invoke(name, { method: options.method ?? 'POST', ...options, ...(cookie ? { cookie } : {}) });

interface EmulatedPreapproval {
  id: string;
  payer_email: string;
  status: string;
  summarized: { charged_quantity: number };
  next_payment_date?: string;
}
interface EmulatorState {
  preapprovals: EmulatedPreapproval[];
  payments: { id: number; status: string; metadata: { preapproval_id: string } }[];
  refunds: { payment_id: number }[];
}

async function emulator<T = { events?: { resource: string; id: string }[] }>(path: string, body?: unknown) {
  const response = await fetch(`${services.mercadoPagoUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as T;
}

const state = () => emulator<EmulatorState>('/__emulator/state');
const preapprovalsOf = async (email: string) =>
  (await state()).preapprovals.filter((preapproval) => preapproval.payer_email === email);
const live = (preapprovals: EmulatedPreapproval[]) => preapprovals.filter((p) => p.status !== 'cancelled');
const pay = (preapprovalId: string, decision = 'approve', deliver = true) =>
  emulator('/__emulator/decide', { preapprovalId, decision, deliver });

async function create(student: { cookiePair: string; email: string }, planId: 'annual' | 'weekly') {
  const result = await call('subscriptions-create', student.cookiePair, {
    body: { planId, email: student.email },
  });
  return { status: result.statusCode, body: json(result) as { initPoint?: string; message?: string } };
}

const idOf = (initPoint: string | undefined) => initPoint?.split('/').at(-1) as string;
/** A preapproval for the student created straight at Mercado Pago, as a lost write would leave it. */
async function strayPreapproval(email: string): Promise<string> {
  const { MercadoPagoConfig, PreApproval } = await import('mercadopago');
  const { Agent } = await import('undici');
  const target = new URL(services.mercadoPagoUrl);
  const dispatcher = new Agent().compose(
    (dispatch) => (options, handler) => dispatch({ ...options, origin: target.origin }, handler),
  );
  const created = await new PreApproval(
    new MercadoPagoConfig({
      accessToken: process.env.MERCADOPAGO_ACCESS_TOKEN as string,
      options: { maxRetries: 0, dispatcher } as object,
    }),
  ).create({
    body: {
      reason: 'Ingresá: Plan Premium',
      payer_email: email,
      back_url: `${services.apiUrl}/subscription/success`,
      status: 'pending',
      auto_recurring: {
        frequency: 12,
        frequency_type: 'months',
        transaction_amount: 42440,
        currency_id: 'ARS',
      },
    },
  });
  await dispatcher.close();
  return created.id as string;
}

const budget = () => budgetFrom(60_000, createLogger());
const subjects = async (email: string) => (await mailsTo(services.sesEndpoint, email)).map((m) => m.subject);

describe('one live agreement per student', () => {
  it('ten parallel creates make one preapproval and give every student the same link', async () => {
    const student = await login(services.sesEndpoint);
    const results = await Promise.all(Array.from({ length: 10 }, () => create(student, 'annual')));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(new Set(results.map((result) => result.body.initPoint)).size).toBe(1);
    expect(await preapprovalsOf(student.email)).toHaveLength(1);
  });

  it('choosing the same plan again reuses the pending link; another plan cancels it first', async () => {
    const student = await login(services.sesEndpoint);
    const first = await create(student, 'weekly');
    const again = await create(student, 'weekly');
    expect(again.body.initPoint).toBe(first.body.initPoint);
    const other = await create(student, 'annual');
    expect(other.body.initPoint).not.toBe(first.body.initPoint);
    const preapprovals = await preapprovalsOf(student.email);
    expect(preapprovals).toHaveLength(2);
    expect(live(preapprovals).map((p) => p.id)).toEqual([idOf(other.body.initPoint)]);
    const stored = await getSubscription(student.user.id);
    expect(stored).toMatchObject({ planId: 'annual', providerId: idOf(other.body.initPoint) });
  });

  it('does not start a second agreement when Mercado Pago cannot cancel the first', async () => {
    const student = await login(services.sesEndpoint);
    const first = await create(student, 'weekly');
    await emulator('/__emulator/faults', {
      method: 'PUT',
      path: `/preapproval/${idOf(first.body.initPoint)}`,
      status: 500,
      times: 5,
    });
    const other = await create(student, 'annual');
    expect(other.status).toBe(503);
    expect(other.body.message).toBe('Error al procesar el pago. Intentá nuevamente.');
    expect(live(await preapprovalsOf(student.email))).toHaveLength(1);
  });

  it('a payment on an old link still grants access, and the newer link is cancelled', async () => {
    const student = await login(services.sesEndpoint);
    const old = await create(student, 'weekly');
    const newer = await create(student, 'annual');
    await pay(idOf(old.body.initPoint));
    const stored = await getSubscription(student.user.id);
    expect(hasAccess(stored)).toBe(true);
    expect(stored).toMatchObject({ planId: 'weekly', providerId: idOf(old.body.initPoint) });
    const newerAtProvider = (await preapprovalsOf(student.email)).find(
      (p) => p.id === idOf(newer.body.initPoint),
    );
    expect(newerAtProvider?.status).toBe('cancelled');
  });

  it('when both links are paid, one agreement stays live, the other is cancelled and its charge refunded', async () => {
    const student = await login(services.sesEndpoint);
    const weekly = await create(student, 'weekly');
    const annual = await create(student, 'annual');
    await pay(idOf(annual.body.initPoint));
    await pay(idOf(weekly.body.initPoint));
    const preapprovals = await preapprovalsOf(student.email);
    expect(live(preapprovals).map((p) => p.id)).toEqual([idOf(annual.body.initPoint)]);
    const stored = await getSubscription(student.user.id);
    expect(stored).toMatchObject({ status: 'active', planId: 'annual' });
    const { payments, refunds } = await state();
    const duplicate = payments.find((p) => p.metadata.preapproval_id === idOf(weekly.body.initPoint));
    expect(duplicate?.status).toBe('refunded');
    expect(refunds.filter((r) => r.payment_id === duplicate?.id)).toHaveLength(1);
  });

  it('a second live agreement paid at the provider is found by its payer, cancelled and refunded', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    await pay(idOf(checkout.body.initPoint));
    const stray = await strayPreapproval(student.email);
    await pay(stray);
    const preapprovals = await preapprovalsOf(student.email);
    expect(live(preapprovals).map((p) => p.id)).toEqual([idOf(checkout.body.initPoint)]);
    const { payments } = await state();
    expect(payments.find((p) => p.metadata.preapproval_id === stray)?.status).toBe('refunded');
    expect(await getSubscription(student.user.id)).toMatchObject({
      status: 'active',
      providerId: idOf(checkout.body.initPoint),
    });
    expect((await subjects(student.email)).filter((s) => s.includes('está activa'))).toHaveLength(1);
  });

  it('an active subscriber cannot start another checkout', async () => {
    const student = await login(services.sesEndpoint);
    const first = await create(student, 'weekly');
    await pay(idOf(first.body.initPoint));
    const again = await create(student, 'annual');
    expect(again.status).toBe(409);
    expect(await preapprovalsOf(student.email)).toHaveLength(1);
  });
});

/** Waits until the emulator holds the delayed request to `path` (its fault is used up on arrival). */
async function untilArrived(path: string) {
  for (let tries = 0; tries < 200; tries++) {
    const { faults } = await emulator<{ faults: { path: string }[] }>('/__emulator/faults');
    if (!faults.some((fault) => fault.path === path)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no request to ${path} arrived`);
}

describe('a plan paid through the older link during a switch', () => {
  async function expectActiveWithoutRenewal(
    student: { user: { id: string }; cookiePair: string },
    paidId: string,
  ) {
    const stored = await getSubscription(student.user.id);
    expect(stored).toMatchObject({
      status: 'active',
      planId: 'weekly',
      providerId: paidId,
      providerStatus: 'cancelled',
      cancelAtPeriodEnd: true,
    });
    expect(hasAccess(stored)).toBe(true);
    const { subscription } = json(await call('auth-session', student.cookiePair, { method: 'GET' })).user;
    expect(subscription).toMatchObject({
      status: 'active',
      state: 'active',
      hasAccess: true,
      nextChargeDate: null,
      pendingCheckout: null,
    });
  }

  it('shows as active (it does not renew), not cancelled, and the newer unpaid link is cancelled', async () => {
    const student = await login(services.sesEndpoint);
    const weekly = await create(student, 'weekly');
    const annual = await create(student, 'annual');
    const weeklyId = idOf(weekly.body.initPoint);
    expect((await preapprovalsOf(student.email)).find((p) => p.id === weeklyId)?.status).toBe('cancelled');

    // The older tab is paid anyway: Mercado Pago lets the payment land on the agreement it cancelled.
    await pay(weeklyId);
    await expectActiveWithoutRenewal(student, weeklyId);
    expect(live(await preapprovalsOf(student.email))).toEqual([]);
    expect(
      (await preapprovalsOf(student.email)).find((p) => p.id === idOf(annual.body.initPoint))?.status,
    ).toBe('cancelled');
    const activated = (await mailsTo(services.sesEndpoint, student.email)).filter((m) =>
      m.subject.includes('está activa'),
    );
    expect(activated).toHaveLength(1);
    expect(activated[0]?.body.text).toMatch(/Tu acceso dura hasta el/);

    // Later syncs keep it so: reconciliation and its reminder say nothing the student did not do.
    await reconcileStudent(student.user.id, budget());
    await expectActiveWithoutRenewal(student, weeklyId);
    const end = Date.parse((await getSubscription(student.user.id))?.expirationDate as string);
    await reconcileStudent(student.user.id, budget(), new Date(end - 12 * 3_600_000));
    const ending = (await mailsTo(services.sesEndpoint, student.email)).filter((m) =>
      m.subject.startsWith('Tu acceso a Ingresá termina'),
    );
    expect(ending).toHaveLength(1);
    expect(ending[0]?.body.text).not.toMatch(/Cancelaste/);
    expect(ending[0]?.body.text).toMatch(/no se renueva/);
  });

  it('shows as active when the payment lands while the switch is cancelling that link', async () => {
    const student = await login(services.sesEndpoint);
    const weeklyId = idOf((await create(student, 'weekly')).body.initPoint);
    await emulator('/__emulator/faults', {
      method: 'PUT',
      path: `/preapproval/${weeklyId}`,
      delayMs: 1500,
      times: 1,
    });
    const switching = create(student, 'annual');
    // The switch has read the link unpaid and its cancellation is on the way: now the payment lands.
    await untilArrived(`/preapproval/${weeklyId}`);
    await pay(weeklyId);
    // The switch reads the cancelled link back, finds the payment and applies it: no new link.
    const switched = await switching;
    expect(switched.status).toBe(409);
    await expectActiveWithoutRenewal(student, weeklyId);
    expect((await preapprovalsOf(student.email)).map((p) => p.id)).toEqual([weeklyId]);
    await reconcileStudent(student.user.id, budget());
    await expectActiveWithoutRenewal(student, weeklyId);
    expect(live(await preapprovalsOf(student.email))).toEqual([]);
  });
});

describe('under concurrency', () => {
  it('twenty students choosing, switching and paying at once each end with one live agreement and one e-mail', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => login(services.sesEndpoint)));
    await Promise.all(
      students.map(async (student) => {
        const [first] = await Promise.all([create(student, 'weekly'), create(student, 'weekly')]);
        const switched = await create(student, 'annual');
        const { events } = await pay(idOf(switched.body.initPoint), 'approve', false);
        await Promise.all([
          ...(events ?? []).map((event) => emulator('/__emulator/notify', { ...event, copies: 2 })),
          pay(idOf(first.body.initPoint)),
        ]);
      }),
    );
    for (const student of students) {
      expect(live(await preapprovalsOf(student.email)), student.email).toHaveLength(1);
      expect(hasAccess(await getSubscription(student.user.id))).toBe(true);
      expect((await subjects(student.email)).filter((s) => s.includes('está activa'))).toHaveLength(1);
    }
  }, 60_000);
});

describe('reconciliation', () => {
  it('repairs a dropped webhook, logs it, and a second run changes nothing', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    await pay(idOf(checkout.body.initPoint), 'approve', false);
    expect((await getSubscription(student.user.id))?.status).toBe('pending');
    const first = await reconcileSubscriptions(budget());
    expect(first.failed).toBe(0);
    expect((await getSubscription(student.user.id))?.status).toBe('active');
    const version = (await getSubscription(student.user.id))?.version;
    await reconcileSubscriptions(budget());
    expect((await getSubscription(student.user.id))?.version).toBe(version);
    expect((await subjects(student.email)).filter((s) => s.includes('está activa'))).toHaveLength(1);
  });

  it('finds by payer e-mail a live preapproval the product lost and cancels it', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    await pay(idOf(checkout.body.initPoint));
    const strayId = await strayPreapproval(student.email);
    await reconcileSubscriptions(budget());
    const strayNow = (await preapprovalsOf(student.email)).find((p) => p.id === strayId);
    expect(strayNow?.status).toBe('cancelled');
    expect((await listCheckouts(student.user.id)).map((c) => c.providerId)).toContain(strayId);
    expect((await getSubscription(student.user.id))?.providerId).toBe(idOf(checkout.body.initPoint));
  });

  it('cancels a checkout nobody paid for a week and leaves it final', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    await reconcileStudent(student.user.id, budget(), new Date(Date.now() + 8 * 86_400_000));
    const atProvider = (await preapprovalsOf(student.email))[0];
    expect(atProvider?.id).toBe(idOf(checkout.body.initPoint));
    expect(atProvider?.status).toBe('cancelled');
    expect((await getSubscription(student.user.id))?.status).toBe('cancelled');
  });
});

async function isOpen(userId: string): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await openSubscriptions(startKey);
    if (page.userIds.includes(userId)) return true;
    startKey = page.next;
  } while (startKey);
  return false;
}

describe('the open index', () => {
  it('lists a subscription while it is not final and drops it once the paid period of a cancelled one ends', async () => {
    const student = await login(services.sesEndpoint);
    await pay(idOf((await create(student, 'weekly')).body.initPoint));
    expect(await isOpen(student.user.id)).toBe(true);
    await call('subscriptions-cancel', student.cookiePair, { body: {} });
    expect(await isOpen(student.user.id)).toBe(true);
    const end = Date.parse((await getSubscription(student.user.id))?.expirationDate as string);
    await reconcileStudent(student.user.id, budget(), new Date(end + 3_600_000));
    expect(await isOpen(student.user.id)).toBe(false);
    expect(hasAccess(await getSubscription(student.user.id), new Date(end + 3_600_000))).toBe(false);
  });
});

describe('lifecycle e-mails', () => {
  it('sends "access activated" once under duplicated deliveries, with a text part', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'annual');
    const { events } = await pay(idOf(checkout.body.initPoint), 'approve', false);
    await Promise.all((events ?? []).map((event) => emulator('/__emulator/notify', { ...event, copies: 3 })));
    const mails = (await mailsTo(services.sesEndpoint, student.email)).filter((m) =>
      m.subject.includes('está activa'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toMatch(/Plan Premium/);
    expect(mails[0]?.body.text).toMatch(/se renueva solo por \$ 42\.440/);
  });

  it('e-mails when a pending payment turns into access', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    await pay(idOf(checkout.body.initPoint), 'pending');
    expect(await subjects(student.email)).not.toContainEqual(expect.stringContaining('está activa'));
    await pay(idOf(checkout.body.initPoint), 'approve');
    expect((await subjects(student.email)).filter((s) => s.includes('está activa'))).toHaveLength(1);
  });

  it('sends "payment failed" once, with what to do', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    const { events } = await pay(idOf(checkout.body.initPoint), 'reject', false);
    for (const event of events ?? []) await emulator('/__emulator/notify', { ...event, copies: 2 });
    const mails = (await mailsTo(services.sesEndpoint, student.email)).filter((m) =>
      m.subject.startsWith('No pudimos cobrar'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toMatch(/Revisá que tu tarjeta/);
    expect(mails[0]?.body.text).toContain(checkout.body.initPoint);
  });

  it('a failed renewal e-mails once and a renewal moves the paid period', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    const id = idOf(checkout.body.initPoint);
    await pay(id);
    const firstEnd = (await getSubscription(student.user.id))?.expirationDate as string;
    await emulator('/__emulator/renew', { preapprovalId: id });
    const renewed = await getSubscription(student.user.id);
    expect(Date.parse(renewed?.expirationDate as string) - Date.parse(firstEnd)).toBe(7 * 86_400_000);
    await emulator('/__emulator/outcome', { preapprovalId: id, decision: 'reject' });
    await emulator('/__emulator/renew', { preapprovalId: id });
    const all = await subjects(student.email);
    expect(all.filter((s) => s.startsWith('No pudimos cobrar'))).toHaveLength(1);
    expect(all.filter((s) => s.includes('está activa'))).toHaveLength(1);
  });

  it('reminds a weekly subscriber the day before the renewal, once', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    await pay(idOf(checkout.body.initPoint));
    const end = Date.parse((await getSubscription(student.user.id))?.expirationDate as string);
    await reconcileStudent(student.user.id, budget(), new Date(end - 2 * 86_400_000));
    expect((await subjects(student.email)).filter((s) => s.includes('se renueva'))).toHaveLength(0);
    await reconcileStudent(student.user.id, budget(), new Date(end - 12 * 3_600_000));
    await reconcileStudent(student.user.id, budget(), new Date(end - 6 * 3_600_000));
    const reminders = (await mailsTo(services.sesEndpoint, student.email)).filter((m) =>
      m.subject.includes('se renueva'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body.text).toMatch(/\$ 6\.050/);
  });

  it('reminds an annual subscriber seven days before, and a cancelled one that access ends', async () => {
    const annual = await login(services.sesEndpoint);
    await pay(idOf((await create(annual, 'annual')).body.initPoint));
    const annualEnd = Date.parse((await getSubscription(annual.user.id))?.expirationDate as string);
    await reconcileStudent(annual.user.id, budget(), new Date(annualEnd - 6 * 86_400_000));
    expect((await subjects(annual.email)).filter((s) => s.includes('se renueva'))).toHaveLength(1);

    const leaving = await login(services.sesEndpoint);
    await pay(idOf((await create(leaving, 'annual')).body.initPoint));
    expect((await call('subscriptions-cancel', leaving.cookiePair, { body: {} })).statusCode).toBe(200);
    const end = Date.parse((await getSubscription(leaving.user.id))?.expirationDate as string);
    await reconcileStudent(leaving.user.id, budget(), new Date(end - 6 * 86_400_000));
    expect(
      (await subjects(leaving.email)).filter((s) => s.startsWith('Tu acceso a Ingresá termina')),
    ).toHaveLength(0);
    await reconcileStudent(leaving.user.id, budget(), new Date(end - 12 * 3_600_000));
    expect(
      (await subjects(leaving.email)).filter((s) => s.startsWith('Tu acceso a Ingresá termina')),
    ).toHaveLength(1);
  });
});

describe('webhook hardening', () => {
  const secret = () => process.env.MERCADOPAGO_WEBHOOK_SECRET as string;

  function signedDelivery(dataId: string, type: string, requestId = randomUUID()): InProcessRequest {
    const ts = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', secret())
      .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    return {
      path: '/api/webhooks/mercadopago',
      query: { 'data.id': dataId, type },
      headers: {
        'x-request-id': requestId,
        'x-signature': `ts=${ts},v1=${v1}`,
      },
      body: { type, data: { id: dataId } },
    };
  }

  it('acknowledges a resource Mercado Pago does not know, and does not remember it', async () => {
    const requestId = randomUUID();
    const result = await invoke(
      'webhooks-mercadopago',
      signedDelivery('no-existe-123', 'subscription_preapproval', requestId),
      lambdaContext,
    );
    expect(result.statusCode).toBe(200);
    expect(await webhookEventSeen(`no-existe-123:${requestId}`)).toBe(false);
  });

  it('deduplicates on the signed resource id and request id, whatever the unsigned type says', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    const id = idOf(checkout.body.initPoint);
    await pay(id, 'approve', false);
    const requestId = randomUUID();
    const first = await invoke(
      'webhooks-mercadopago',
      signedDelivery(id, 'subscription_preapproval', requestId),
      lambdaContext,
    );
    expect(first.statusCode).toBe(200);
    expect(await webhookEventSeen(`${id}:${requestId}`)).toBe(true);
    const version = (await getSubscription(student.user.id))?.version;
    const replay = await invoke(
      'webhooks-mercadopago',
      signedDelivery(id, 'payment', requestId),
      lambdaContext,
    );
    expect(replay.statusCode).toBe(200);
    expect((await getSubscription(student.user.id))?.version).toBe(version);
  });

  it('answers 503 within the function’s time when Mercado Pago hangs', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    const id = idOf(checkout.body.initPoint);
    await emulator('/__emulator/faults', {
      method: 'GET',
      path: `/preapproval/${id}`,
      delayMs: 20_000,
      times: 5,
    });
    const started = Date.now();
    const result = await invoke('webhooks-mercadopago', signedDelivery(id, 'subscription_preapproval'), {
      ...lambdaContext,
      getRemainingTimeInMillis: () => 5000 - (Date.now() - started),
    } as Context);
    expect(result.statusCode).toBe(503);
    expect(Number(result.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('limits, payments and the session', () => {
  it('stops a student who starts too many checkouts with a Spanish 429', async () => {
    const student = await login(services.sesEndpoint);
    const plansInTurn = Array.from({ length: 12 }, (_, i): 'annual' | 'weekly' =>
      i % 2 ? 'annual' : 'weekly',
    );
    for (const planId of plansInTurn) expect((await create(student, planId)).status).toBe(200);
    const over = await call('subscriptions-create', student.cookiePair, {
      body: { planId: 'weekly', email: student.email },
    });
    expect(over.statusCode).toBe(429);
    // The wait left depends on how long the twelve took (a loaded machine is slower): minutes or seconds.
    expect(json(over).message).toMatch(
      /^Iniciaste demasiados pagos seguidos\. Esperá \d+ (minutos?|segundos?)/,
    );
    expect(over.headers?.['retry-after']).toBeDefined();
    expect(live(await preapprovalsOf(student.email))).toHaveLength(1);
  });

  it('limits how often a student makes the server read Mercado Pago back', async () => {
    const student = await login(services.sesEndpoint);
    await create(student, 'weekly');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const result = await call('subscriptions-update-status', student.cookiePair, {
        body: { email: student.email, status: 'active' },
      });
      statuses.push(result.statusCode ?? 0);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lists the session’s own payments from Mercado Pago', async () => {
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'weekly');
    await pay(idOf(checkout.body.initPoint), 'reject');
    await pay(idOf(checkout.body.initPoint), 'approve');
    const result = await call('subscriptions-payments', student.cookiePair, { method: 'GET' });
    expect(result.statusCode).toBe(200);
    const { payments } = json(result) as { payments: { status: string; amount: number; planName: string }[] };
    expect(payments.map((p) => p.status).sort()).toEqual(['approved', 'rejected']);
    expect(payments.every((p) => p.amount === 6050 && p.planName === 'Plan Semanal')).toBe(true);
    const other = await login(services.sesEndpoint);
    expect(json(await call('subscriptions-payments', other.cookiePair, { method: 'GET' })).payments).toEqual(
      [],
    );
  });

  it('GET /api/auth/session answers from the cookie, with the checkout that can still be paid', async () => {
    expect((await call('auth-session', undefined, { method: 'GET' })).statusCode).toBe(401);
    const student = await login(services.sesEndpoint);
    const checkout = await create(student, 'annual');
    const result = await call('auth-session', student.cookiePair, { method: 'GET' });
    expect(json(result).user).toMatchObject({
      id: student.user.id,
      email: student.email,
      subscription: {
        status: 'pending',
        pendingCheckout: { planId: 'annual', planName: 'Plan Premium', initPoint: checkout.body.initPoint },
      },
    });
    await pay(idOf(checkout.body.initPoint));
    const active = json(await call('auth-session', student.cookiePair, { method: 'GET' }));
    expect(active.user.subscription).toMatchObject({
      status: 'active',
      pendingCheckout: null,
      nextChargeAmount: 42440,
    });
    expect(active.user.subscription.nextChargeDate).toBe(active.user.subscription.expirationDate);
  });
});
