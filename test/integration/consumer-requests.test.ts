import { describe, expect, it } from 'vitest';
import { confirmationToken } from '../../functions/lib/consumer/codes.ts';
import {
  confirmConsumerRequest as confirmDirectly,
  REQUESTS_PER_NETWORK_HOUR,
  receiveConsumerRequest as receiveDirectly,
  STRANGER_REQUESTS_PER_EMAIL_DAY,
} from '../../functions/lib/consumer/requests.ts';
import { getConsumerRequest } from '../../functions/lib/data/consumer-requests.ts';
import { actingAs } from '../../functions/lib/data/least-privilege.ts';
import { getSubscription, hasAccess } from '../../functions/lib/data/subscriptions.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { budgetFrom } from '../../functions/lib/subscriptions/provider-calls.ts';
import { reconcileStudent as reconcileOne } from '../../functions/lib/subscriptions/reconcile.ts';
import { reconcileSubscriptionsJob } from '../../shared/api/jobs.ts';
import { confirmConsumerRequestRoute, createConsumerRequestRoute } from '../../shared/api/routes/consumer.ts';
import { pointAtLocalServices } from './environment.ts';
import { contextWithTime, inProcessHandlers, json } from './in-process.ts';
import { mailsTo } from './mailbox.ts';
import { login, newEmail, newIp } from './session.ts';

const services = pointAtLocalServices();
/** The use cases run as their routes, so the data they touch is checked against the declarations. */
const receive = actingAs(createConsumerRequestRoute, receiveDirectly);
const confirmAt = actingAs(confirmConsumerRequestRoute, confirmDirectly);
const reconcileStudent = actingAs(reconcileSubscriptionsJob, reconcileOne);

const invoke = inProcessHandlers([
  'consumer-request',
  'consumer-request-confirm',
  'subscriptions-create',
  'educational-subjects',
]);

/** Time enough for a request that waits on another one's billing lease. */
const context = contextWithTime('consumer', 20_000);
const budget = () => budgetFrom(20_000, createLogger());

async function call(
  name: string,
  options: { body?: unknown; cookie?: string; ip?: string; method?: string; rawBody?: string } = {},
) {
  const { ip, ...request } = options;
  const result = await invoke(
    name,
    {
      method: 'POST',
      ...request,
      headers: { 'cloudfront-viewer-address': `${ip ?? newIp()}:443` },
    },
    context,
  );
  return { status: result.statusCode, body: json(result) };
}

const request = (body: unknown, options: { cookie?: string; ip?: string } = {}) =>
  call('consumer-request', { body, ...options });
const confirm = (token: string) => call('consumer-request-confirm', { body: { token } });

interface EmulatorState {
  preapprovals: { id: string; status: string; next_payment_date?: string }[];
  payments: {
    id: number;
    status: string;
    transaction_amount: number;
    metadata: { preapproval_id: string };
  }[];
  refunds: { payment_id: number; amount: number }[];
}

async function emulator<T = unknown>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${services.mercadoPagoUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const state = async () => (await emulator<EmulatorState>('/__emulator/state')).body;

/** What Mercado Pago holds for one agreement: the agreement, its payments and their refunds. */
async function atProvider(preapprovalId: string) {
  const { preapprovals, payments, refunds } = await state();
  const own = payments.filter((payment) => payment.metadata.preapproval_id === preapprovalId);
  return {
    preapproval: preapprovals.find((preapproval) => preapproval.id === preapprovalId),
    payments: own,
    refunds: refunds.filter((refund) => own.some((payment) => payment.id === refund.payment_id)),
  };
}

/** A student who logged in, chose a plan and paid it at the emulator's checkout. */
async function subscriber(planId: 'annual' | 'weekly' = 'annual') {
  const student = await login(services.sesEndpoint);
  const created = await call('subscriptions-create', {
    cookie: student.cookiePair,
    body: { planId, email: student.email },
  });
  const preapprovalId = (created.body.initPoint as string).split('/').at(-1) as string;
  await emulator('/__emulator/decide', { preapprovalId, decision: 'approve' });
  expect(hasAccess(await getSubscription(student.user.id))).toBe(true);
  return { ...student, preapprovalId };
}

/** The confirmation link mailed for a request, read from the mail as the student would. */
async function mailedToken(email: string, code: string): Promise<string> {
  const mail = (await mailsTo(services.sesEndpoint, email)).find(
    (candidate) => candidate.subject.includes(code) && candidate.subject.startsWith('Confirmá'),
  );
  const link = mail?.body.text?.match(/confirmar-solicitud\?token=(\S+)/)?.[1];
  if (!link) throw new Error(`no confirmation link mailed to ${email} for ${code}`);
  return decodeURIComponent(link);
}

const subjectsTo = async (email: string) =>
  (await mailsTo(services.sesEndpoint, email)).map((m) => m.subject);
/** A subscription-only route, as the student's browser calls it. */
const contentStatus = async (cookie: string) =>
  (await call('educational-subjects', { method: 'GET', cookie })).status;

describe('a request from a visitor', () => {
  it('is registered with a code at once and waits for the mailed link; nothing changes until then', async () => {
    const student = await subscriber();
    const result = await request({ kind: 'arrepentimiento', email: student.email.toUpperCase() });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      kind: 'arrepentimiento',
      status: 'awaiting-confirmation',
      outcome: null,
    });
    expect(result.body.code).toMatch(/^ARR-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(result.body.message).toBe(
      `Recibimos tu pedido. Tu código es ${result.body.code}. Si hay una cuenta de Ingresá con ese e-mail, te mandamos un enlace para confirmarlo: revisá tu correo.`,
    );
    expect(await getConsumerRequest(result.body.code)).toMatchObject({ status: 'awaiting-confirmation' });
    const provider = await atProvider(student.preapprovalId);
    expect(provider.preapproval?.status).toBe('authorized');
    expect(provider.refunds).toHaveLength(0);
    expect(hasAccess(await getSubscription(student.user.id))).toBe(true);
    expect(await contentStatus(student.cookiePair)).toBe(200);
    const mail = (await mailsTo(services.sesEndpoint, student.email)).at(-1);
    expect(mail?.subject).toBe(`Confirmá tu pedido de arrepentimiento (${result.body.code})`);
    expect(mail?.body.text).toMatch(/Si no lo pediste vos, ignorá este e-mail/);
  });

  it('answers the same for an address with no account, and mails nobody', async () => {
    const email = newEmail();
    const result = await request({ kind: 'baja', email });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ kind: 'baja', status: 'awaiting-confirmation', outcome: null });
    expect(result.body.code).toMatch(/^BAJ-/);
    expect(result.body.message).toContain('Si hay una cuenta de Ingresá con ese e-mail');
    expect(Object.keys(result.body).sort()).toEqual(
      ['code', 'kind', 'message', 'outcome', 'receivedAt', 'status', 'success'].sort(),
    );
    expect(await mailsTo(services.sesEndpoint, email)).toHaveLength(0);
  });
});

describe('arrepentimiento confirmed by the mailed link', () => {
  it('refunds the purchase in full once, cancels the agreement, ends access and mails the outcome', async () => {
    const student = await subscriber();
    expect(await contentStatus(student.cookiePair)).toBe(200);
    const { body } = await request({ kind: 'arrepentimiento', email: student.email });
    const token = await mailedToken(student.email, body.code);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      code: body.code,
      status: 'done',
      outcome: { applied: 'arrepentimiento', refundedAmount: 42440, accessUntil: null },
    });
    expect(confirmed.body.message).toMatch(
      new RegExp(`^Listo\\. Tu código es ${body.code}\\. Te devolvimos \\$ 42\\.440 por Mercado Pago`),
    );

    const provider = await atProvider(student.preapprovalId);
    expect(provider.preapproval?.status).toBe('cancelled');
    expect(provider.payments.map((payment) => payment.status)).toEqual(['refunded']);
    expect(provider.refunds).toEqual([expect.objectContaining({ amount: 42440 })]);
    const stored = await getSubscription(student.user.id);
    expect(hasAccess(stored)).toBe(false);
    expect(stored).toMatchObject({ status: 'cancelled' });
    expect(stored?.expirationDate).toBeUndefined();
    expect(await contentStatus(student.cookiePair)).toBe(403);

    const done = (await mailsTo(services.sesEndpoint, student.email)).filter((mail) =>
      mail.subject.startsWith('Tu pedido de arrepentimiento está hecho'),
    );
    expect(done).toHaveLength(1);
    expect(done[0]?.subject).toContain(body.code);
    expect(done[0]?.body.text).toMatch(/Te devolvimos \$ 42\.440/);
  });

  it('refunds once under duplicate requests, repeated clicks and replayed webhooks', async () => {
    const student = await subscriber();
    const requests = await Promise.all(
      Array.from({ length: 3 }, () => request({ kind: 'arrepentimiento', email: student.email })),
    );
    const tokens = await Promise.all(requests.map(({ body }) => mailedToken(student.email, body.code)));
    const [paymentId] = (await atProvider(student.preapprovalId)).payments.map((payment) => payment.id);

    const results = await Promise.all([
      ...tokens.flatMap((token) => [confirm(token), confirm(token)]),
      request({ kind: 'arrepentimiento', email: student.email }, { cookie: student.cookiePair }),
      emulator('/__emulator/notify', { resource: 'payment', id: String(paymentId), copies: 3 }),
      emulator('/__emulator/notify', { resource: 'preapproval', id: student.preapprovalId, copies: 2 }),
    ]);
    const answers = results.slice(0, 7) as {
      status: number;
      body: { code: string; outcome: { refundedAmount: number | null } };
    }[];
    for (const result of answers) {
      expect(result.status).toBe(200);
      expect(result.body.outcome).toMatchObject({ applied: 'arrepentimiento' });
    }
    // One request made the refund; the others say it was already made, and both clicks of a link agree.
    const byRequest = new Map(answers.map(({ body }) => [body.code, body.outcome]));
    expect(byRequest.size).toBe(4);
    const outcomes = [...byRequest.values()];
    expect(outcomes.filter((outcome) => outcome.refundedAmount === 42440)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.refundedAmount === null)).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ earlierRefund: expect.objectContaining({ amount: 42440 }) }),
      ),
    );
    for (const { body } of answers) expect(body.outcome).toEqual(byRequest.get(body.code));
    await emulator('/__emulator/notify', { resource: 'payment', id: String(paymentId), copies: 3 });

    const provider = await atProvider(student.preapprovalId);
    expect(provider.refunds).toHaveLength(1);
    expect(provider.payments.map((payment) => payment.status)).toEqual(['refunded']);
    expect(hasAccess(await getSubscription(student.user.id))).toBe(false);
    await reconcileStudent(student.user.id, budget());
    expect(hasAccess(await getSubscription(student.user.id))).toBe(false);
    expect(await contentStatus(student.cookiePair)).toBe(403);
    // One outcome e-mail per request carried out, never one per click.
    const done = (await subjectsTo(student.email)).filter((subject) => subject.includes('está hecho'));
    expect(done).toHaveLength(4);
  }, 60_000);
});

describe('a repeated arrepentimiento', () => {
  /** The outcome e-mail of one request, read as the student would. */
  const doneMail = async (email: string, code: string) =>
    (await mailsTo(services.sesEndpoint, email)).find((mail) =>
      mail.subject.startsWith(`Tu pedido de arrepentimiento está hecho (${code})`),
    );

  it('says the refund already made and its date, by session and by the mailed link, and refunds nothing new', async () => {
    const student = await subscriber();
    const first = await request(
      { kind: 'arrepentimiento', email: student.email },
      { cookie: student.cookiePair },
    );
    expect(first.body.outcome).toMatchObject({ applied: 'arrepentimiento', refundedAmount: 42440 });
    const refundDay = new Intl.DateTimeFormat('es-AR', {
      dateStyle: 'long',
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date());
    const already = `Ya te devolvimos $ 42.440 por Mercado Pago el ${refundDay}`;

    const bySession = await request(
      { kind: 'arrepentimiento', email: student.email },
      { cookie: student.cookiePair },
    );
    const byLink = await confirm(
      await mailedToken(
        student.email,
        (await request({ kind: 'arrepentimiento', email: student.email })).body.code,
      ),
    );
    for (const answer of [bySession, byLink]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'done',
        outcome: {
          applied: 'arrepentimiento',
          refundedAmount: null,
          accessUntil: null,
          earlierRefund: { amount: 42440 },
        },
      });
      expect(answer.body.message).toContain(already);
      expect(answer.body.message).not.toMatch(/\. Te devolvimos/);
      const mail = await doneMail(student.email, answer.body.code);
      expect(mail?.body.text).toContain(already);
      expect(mail?.body.text).not.toMatch(/(^|\s)Te devolvimos/);
    }
    expect((await atProvider(student.preapprovalId)).refunds).toHaveLength(1);
    expect(await contentStatus(student.cookiePair)).toBe(403);
  });

  it('still says so once the ten days are over, instead of "nothing to cancel"', async () => {
    const student = await subscriber();
    await request({ kind: 'arrepentimiento', email: student.email }, { cookie: student.cookiePair });
    const later = new Date(Date.now() + 11 * 86_400_000);
    const received = await receive(
      { kind: 'arrepentimiento', email: student.email },
      { network: newIp(), budget: budget(), now: later },
    );
    const done = await confirmAt(await mailedToken(student.email, received.code), {
      network: newIp(),
      budget: budget(),
      now: new Date(later.getTime() + 60_000),
    });
    expect(done.outcome).toMatchObject({
      applied: 'arrepentimiento',
      refundedAmount: null,
      earlierRefund: { amount: 42440 },
    });
    expect((await doneMail(student.email, received.code))?.body.text).toMatch(
      /Ya te devolvimos \$ 42\.440 por Mercado Pago el /,
    );
    expect((await atProvider(student.preapprovalId)).refunds).toHaveLength(1);
  });
});

describe('a request from the signed-in owner', () => {
  it('is carried out at once and the code is mailed to the account', async () => {
    const student = await subscriber();
    const result = await request(
      { kind: 'arrepentimiento', email: student.email },
      { cookie: student.cookiePair },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'done',
      outcome: { applied: 'arrepentimiento', refundedAmount: 42440, accessUntil: null },
    });
    expect((await atProvider(student.preapprovalId)).refunds).toHaveLength(1);
    expect(await contentStatus(student.cookiePair)).toBe(403);
    const subjects = await subjectsTo(student.email);
    expect(subjects).toContain(`Tu pedido de arrepentimiento está hecho (${result.body.code})`);
    expect(subjects.filter((subject) => subject.startsWith('Confirmá'))).toHaveLength(0);
  });

  it('waits for the link like anyone else when the session is another account', async () => {
    const owner = await subscriber();
    const other = await login(services.sesEndpoint);
    const result = await request({ kind: 'baja', email: owner.email }, { cookie: other.cookiePair });
    expect(result.body.status).toBe('awaiting-confirmation');
    expect((await atProvider(owner.preapprovalId)).preapproval?.status).toBe('authorized');
  });
});

describe('arrepentimiento after ten days', () => {
  it('applies a baja instead, keeps the paid period and says so', async () => {
    const student = await subscriber();
    const later = new Date(Date.now() + 11 * 86_400_000);
    const received = await receive(
      { kind: 'arrepentimiento', email: student.email },
      { network: newIp(), budget: budget(), now: later },
    );
    const token = await mailedToken(student.email, received.code);
    const done = await confirmAt(token, {
      network: newIp(),
      budget: budget(),
      now: new Date(later.getTime() + 60_000),
    });
    const expiration = (await getSubscription(student.user.id))?.expirationDate as string;
    expect(done).toMatchObject({
      status: 'done',
      outcome: { applied: 'baja', refundedAmount: null, accessUntil: expiration },
    });
    const provider = await atProvider(student.preapprovalId);
    expect(provider.preapproval?.status).toBe('cancelled');
    expect(provider.refunds).toHaveLength(0);
    expect(hasAccess(await getSubscription(student.user.id), later)).toBe(true);
    const mail = (await mailsTo(services.sesEndpoint, student.email)).at(-1);
    expect(mail?.body.text).toMatch(/No encontramos un pago de los últimos 10 días para devolver/);
  });
});

describe('baja', () => {
  it('cancels the agreement: no further charge, access until the paid period ends', async () => {
    const student = await subscriber('weekly');
    const { body } = await request({ kind: 'baja', email: student.email });
    const confirmed = await confirm(await mailedToken(student.email, body.code));
    const stored = await getSubscription(student.user.id);
    expect(confirmed.body).toMatchObject({
      status: 'done',
      outcome: { applied: 'baja', refundedAmount: null, accessUntil: stored?.expirationDate },
    });
    expect(confirmed.body.message).toMatch(
      /no se te va a cobrar de nuevo y podés seguir estudiando hasta el/,
    );
    expect(stored).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(await contentStatus(student.cookiePair)).toBe(200);

    // The renewal date comes: a cancelled agreement is not charged.
    const renewal = await emulator('/__emulator/renew', { preapprovalId: student.preapprovalId });
    expect(renewal.status).toBe(409);
    const provider = await atProvider(student.preapprovalId);
    expect(provider.payments).toHaveLength(1);
    expect(provider.refunds).toHaveLength(0);
    const end = Date.parse(stored?.expirationDate as string);
    await reconcileStudent(student.user.id, budget(), new Date(end + 3_600_000));
    expect(hasAccess(await getSubscription(student.user.id), new Date(end + 3_600_000))).toBe(false);
    expect((await atProvider(student.preapprovalId)).payments).toHaveLength(1);
  });

  it('says there was nothing to end for an account without a subscription', async () => {
    const student = await login(services.sesEndpoint);
    const { body } = await request({ kind: 'baja', email: student.email });
    const confirmed = await confirm(await mailedToken(student.email, body.code));
    expect(confirmed.body).toMatchObject({ status: 'done', outcome: { applied: 'none' } });
    expect(confirmed.body.message).toContain('no hubo nada que cancelar');
  });
});

describe('the confirmation link', () => {
  it('answers a second click with what was done', async () => {
    const student = await subscriber('weekly');
    const { body } = await request({ kind: 'baja', email: student.email });
    const token = await mailedToken(student.email, body.code);
    const first = await confirm(token);
    const second = await confirm(token);
    expect(second.body).toEqual(first.body);
  });

  it('refuses a forged or expired link in Spanish and changes nothing', async () => {
    const student = await subscriber();
    const { body } = await request({ kind: 'arrepentimiento', email: student.email });
    const forged = confirmationToken('x'.repeat(40), body.code, new Date(Date.now() + 3_600_000));
    expect(await confirm(forged)).toMatchObject({
      status: 400,
      body: { success: false, message: 'El enlace de confirmación no es válido.' },
    });
    const expired = confirmationToken(
      process.env.SESSION_KEY as string,
      body.code,
      new Date(Date.now() - 1000),
    );
    expect((await confirm(expired)).body.message).toMatch(/^El enlace de confirmación venció/);
    expect((await atProvider(student.preapprovalId)).preapproval?.status).toBe('authorized');
    expect((await getConsumerRequest(body.code))?.status).toBe('awaiting-confirmation');
  });
});

describe('bad requests', () => {
  it.each([
    [{ kind: 'otra', email: 'a@ejemplo.com' }, 'Elegí arrepentimiento o baja.'],
    [{ kind: 'baja', email: 'no-es-un-email' }, 'Ingresá un email válido.'],
    [{ kind: 'baja' }, undefined],
  ])('%j answers 400 in Spanish', async (payload, message) => {
    const result = await request(payload);
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    if (message) expect(result.body.message).toBe(message);
    else expect(result.body.message).toMatch(/[a-záéíóúñ]/);
  });

  it('answers 400 to a body that is not JSON and to a malformed token', async () => {
    expect((await call('consumer-request', { rawBody: '{kind' })).status).toBe(400);
    expect(await confirm('corto')).toMatchObject({
      status: 400,
      body: { message: 'El enlace de confirmación no es válido.' },
    });
  });
});

describe('rate limits', () => {
  it('lets a stranger mail one address only a few times a day, for every address alike', async () => {
    const student = await login(services.sesEndpoint);
    const unknown = newEmail();
    for (const email of [student.email, unknown]) {
      for (let i = 0; i < STRANGER_REQUESTS_PER_EMAIL_DAY; i++)
        expect((await request({ kind: 'baja', email })).status).toBe(200);
      const refused = await request({ kind: 'baja', email });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Ya recibimos varios pedidos para este e-mail hoy/);
    }
    expect(
      (await subjectsTo(student.email)).filter((subject) => subject.startsWith('Confirmá')),
    ).toHaveLength(STRANGER_REQUESTS_PER_EMAIL_DAY);
    // The owner, signed in, is not held by what strangers used up.
    const own = await request({ kind: 'baja', email: student.email }, { cookie: student.cookiePair });
    expect(own.status).toBe(200);
  });

  it('limits requests from one network', async () => {
    const ip = newIp();
    for (let i = 0; i < REQUESTS_PER_NETWORK_HOUR; i++)
      expect((await request({ kind: 'baja', email: newEmail() }, { ip })).status).toBe(200);
    const refused = await request({ kind: 'baja', email: newEmail() }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Se hicieron demasiados pedidos desde tu conexión/);
  });
});
