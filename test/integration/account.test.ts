import { describe, expect, it } from 'vitest';
import { partitionItems, studentPartitions } from '../../functions/lib/data/account.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { actingAs } from '../../functions/lib/data/least-privilege.ts';
import { challengeKeysOf } from '../../functions/lib/data/login-challenges.ts';
import { findUserByProviderRef, getSubscription } from '../../functions/lib/data/subscriptions.ts';
import { findUserByEmail } from '../../functions/lib/data/users.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { budgetFrom } from '../../functions/lib/subscriptions/provider-calls.ts';
import { reconcileStudent as reconcileOne } from '../../functions/lib/subscriptions/reconcile.ts';
import { reconcileSubscriptionsJob } from '../../shared/api/jobs.ts';
import { pointAtLocalServices } from './environment.ts';
import { inProcessHandlers, json } from './in-process.ts';
import { mailsTo } from './mailbox.ts';
import { login } from './session.ts';

const services = pointAtLocalServices();
const reconcileStudent = actingAs(reconcileSubscriptionsJob, reconcileOne);

const invoke = inProcessHandlers([
  'account-export',
  'account-delete',
  'subscriptions-create',
  'auth-session',
]);
const call = (name: string, cookie: string, method = 'GET', body?: unknown) =>
  invoke(name, { method, cookie, body });

async function emulator<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${services.mercadoPagoUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as T;
}

/** A student with a paid, live weekly subscription. */
async function subscriber() {
  const student = await login(services.sesEndpoint);
  const created = json(
    await call('subscriptions-create', student.cookiePair, 'POST', {
      planId: 'weekly',
      email: student.email,
    }),
  ) as { initPoint: string };
  const preapprovalId = created.initPoint.split('/').at(-1) as string;
  await emulator('/__emulator/decide', { preapprovalId, decision: 'approve' });
  return { ...student, preapprovalId };
}

describe('the student’s own data (Ley 25.326)', () => {
  it('exports what the product keeps about the session’s own student, without table internals', async () => {
    const student = await subscriber();
    const result = await call('account-export', student.cookiePair);
    expect(result.statusCode).toBe(200);
    const { data } = json(result);
    expect(data.user).toMatchObject({ id: student.user.id, email: student.email });
    expect(data.subscription).toMatchObject({ status: 'active', planId: 'weekly', email: student.email });
    expect(data.agreements).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/"pk"|"sk"|"openPk"/);
  });

  it('refuses a delete without the typed confirmation, with a Spanish 400, and deletes nothing', async () => {
    const student = await subscriber();
    const result = await call('account-delete', student.cookiePair, 'POST', { confirmation: 'eliminar' });
    expect(result.statusCode).toBe(400);
    expect(json(result).message).toBe('Escribí ELIMINAR para confirmar que querés eliminar tu cuenta.');
    expect(await getSubscription(student.user.id)).toBeDefined();
  });

  it('deletes nothing when Mercado Pago cannot cancel the live subscription', async () => {
    const student = await subscriber();
    await emulator('/__emulator/faults', {
      method: 'PUT',
      path: `/preapproval/${student.preapprovalId}`,
      status: 500,
      times: 5,
    });
    const result = await call('account-delete', student.cookiePair, 'POST', { confirmation: 'ELIMINAR' });
    expect(result.statusCode).toBe(503);
    expect(json(result).message).toMatch(/^No pudimos cancelar tu suscripción en Mercado Pago/);
    expect(await getSubscription(student.user.id)).toMatchObject({ status: 'active' });
    expect(await findUserByEmail(student.email)).toBeDefined();
  });

  it('cancels the live subscription at Mercado Pago, then removes every item and ends every session', async () => {
    const student = await subscriber();
    const otherDevice = await login(services.sesEndpoint, student.email);
    // Each device that asked for a code holds a login challenge with the e-mail in its key (ADR 0064).
    expect(await challengeKeysOf(student.email)).toHaveLength(2);
    const result = await call('account-delete', student.cookiePair, 'POST', { confirmation: 'ELIMINAR' });
    expect(result.statusCode).toBe(200);
    expect(json(result).message).toMatch(/^Eliminamos tu cuenta/);
    expect(result.cookies?.[0]).toMatch(/Max-Age=0/);

    const { preapprovals } = await emulator<{ preapprovals: { id: string; status: string }[] }>(
      '/__emulator/state',
    );
    expect(preapprovals.find((p) => p.id === student.preapprovalId)?.status).toBe('cancelled');
    for (const pk of Object.values(studentPartitions(student.user.id)))
      expect(await partitionItems(pk), pk).toEqual([]);
    expect(await findUserByEmail(student.email)).toBeUndefined();
    expect(await challengeKeysOf(student.email)).toEqual([]);
    expect(await findUserByProviderRef(student.preapprovalId)).toBeUndefined();
    expect((await call('auth-session', student.cookiePair)).statusCode).toBe(401);
    expect((await call('auth-session', otherDevice.cookiePair)).statusCode).toBe(401);
  });
});

interface ProviderState {
  preapprovals: { id: string; status: string }[];
  payments: { id: number; status: string; metadata: { preapproval_id: string } }[];
  refunds: { payment_id: number; amount: number }[];
}

/** What Mercado Pago holds for one agreement: its status, its payments and their refunds. */
async function atProvider(preapprovalId: string) {
  const { preapprovals, payments, refunds } = await emulator<ProviderState>('/__emulator/state');
  const own = payments.filter((payment) => payment.metadata.preapproval_id === preapprovalId);
  return {
    status: preapprovals.find((preapproval) => preapproval.id === preapprovalId)?.status,
    payments: own.map((payment) => payment.status),
    refunds: refunds.filter((refund) => own.some((payment) => payment.id === refund.payment_id)),
  };
}

/** A student who chose a plan and has not paid yet. */
async function checkoutStarted() {
  const student = await login(services.sesEndpoint);
  const created = json(
    await call('subscriptions-create', student.cookiePair, 'POST', {
      planId: 'weekly',
      email: student.email,
    }),
  ) as { initPoint: string };
  return { ...student, preapprovalId: created.initPoint.split('/').at(-1) as string };
}

async function expectNothingLeftOf(userId: string) {
  for (const pk of Object.values(studentPartitions(userId))) expect(await partitionItems(pk), pk).toEqual([]);
}

/**
 * The same, once a notice still in flight has let go of the billing lease it waited for: on a loaded
 * host the notice can take the lease after the deletion released it and hold it a moment longer. A
 * lease that is never released, or any other item, still fails.
 */
async function expectNothingLeftOfOnceSettled(userId: string) {
  const lease = keys.billingLock(userId);
  for (let tries = 0; tries < 50; tries++) {
    const left = await partitionItems(lease.pk);
    if (!left.some((item) => item.sk === lease.sk)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await expectNothingLeftOf(userId);
}

const deleteAccount = (cookie: string) =>
  call('account-delete', cookie, 'POST', { confirmation: 'ELIMINAR' });

describe('a payment that races the account’s deletion', () => {
  it('keeps a period paid before the deletion: nothing is refunded, also when notices come late', async () => {
    const student = await subscriber();
    expect((await deleteAccount(student.cookiePair)).statusCode).toBe(200);
    await emulator('/__emulator/notify', { resource: 'preapproval', id: student.preapprovalId });
    const { payments } = await atProvider(student.preapprovalId);
    expect(payments).toEqual(['approved']);
    const [paymentId] = (await emulator<ProviderState>('/__emulator/state')).payments
      .filter((payment) => payment.metadata.preapproval_id === student.preapprovalId)
      .map((payment) => payment.id);
    await emulator('/__emulator/notify', { resource: 'payment', id: String(paymentId), copies: 2 });
    expect(await atProvider(student.preapprovalId)).toMatchObject({ payments: ['approved'], refunds: [] });
  });

  it('is refunded in full, once, when it lands after the deletion, and nothing of the student comes back', async () => {
    const student = await checkoutStarted();
    expect((await deleteAccount(student.cookiePair)).statusCode).toBe(200);
    expect((await atProvider(student.preapprovalId)).status).toBe('cancelled');

    // The student had the old link open and paid it: Mercado Pago lets the payment land and notifies.
    await emulator('/__emulator/decide', { preapprovalId: student.preapprovalId, decision: 'approve' });
    const [paymentId] = (await emulator<ProviderState>('/__emulator/state')).payments
      .filter((payment) => payment.metadata.preapproval_id === student.preapprovalId)
      .map((payment) => payment.id);
    await emulator('/__emulator/notify', { resource: 'payment', id: String(paymentId), copies: 3 });

    const provider = await atProvider(student.preapprovalId);
    expect(provider.status).toBe('cancelled');
    expect(provider.payments).toEqual(['refunded']);
    expect(provider.refunds).toEqual([expect.objectContaining({ amount: 6050 })]);
    await expectNothingLeftOf(student.user.id);
    expect(await findUserByProviderRef(student.preapprovalId)).toBeUndefined();
    expect(
      (await mailsTo(services.sesEndpoint, student.email)).map((mail) => mail.subject),
    ).not.toContainEqual(expect.stringContaining('está activa'));
  });

  it('is refunded when it lands while the deletion is cancelling the agreement', async () => {
    const student = await checkoutStarted();
    await emulator('/__emulator/faults', {
      method: 'PUT',
      path: `/preapproval/${student.preapprovalId}`,
      delayMs: 1500,
      times: 1,
    });
    const deletion = deleteAccount(student.cookiePair);
    // The deletion has read the checkout unpaid and is cancelling it: now the payment lands.
    for (let tries = 0; tries < 200; tries++) {
      const { faults } = await emulator<{ faults: { path: string }[] }>('/__emulator/faults');
      if (!faults.some((fault) => fault.path === `/preapproval/${student.preapprovalId}`)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await emulator('/__emulator/decide', { preapprovalId: student.preapprovalId, decision: 'approve' });
    expect((await deletion).statusCode).toBe(200);

    const provider = await atProvider(student.preapprovalId);
    expect(provider.status).toBe('cancelled');
    expect(provider.payments).toEqual(['refunded']);
    expect(provider.refunds).toHaveLength(1);
    await expectNothingLeftOfOnceSettled(student.user.id);
    expect(await findUserByEmail(student.email)).toBeUndefined();
  });

  it('is refunded when reconciliation meets it again under a new account of the same e-mail, which gets no access from it', async () => {
    const student = await checkoutStarted();
    expect((await deleteAccount(student.cookiePair)).statusCode).toBe(200);
    // The payment lands and its notices are lost.
    await emulator('/__emulator/decide', {
      preapprovalId: student.preapprovalId,
      decision: 'approve',
      deliver: false,
    });

    const again = await login(services.sesEndpoint, student.email);
    expect(again.user.id).not.toBe(student.user.id);
    await call('subscriptions-create', again.cookiePair, 'POST', { planId: 'annual', email: again.email });
    await reconcileStudent(again.user.id, budgetFrom(20_000, createLogger()));

    const provider = await atProvider(student.preapprovalId);
    expect(provider.payments).toEqual(['refunded']);
    expect(provider.refunds).toHaveLength(1);
    const stored = await getSubscription(again.user.id);
    expect(stored).toMatchObject({ status: 'pending', planId: 'annual' });
    expect(stored?.providerId).not.toBe(student.preapprovalId);
  });
});
