import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Invoice, MercadoPagoConfig, Payment, PaymentRefund, PreApproval } from 'mercadopago';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MercadoPagoEmulator,
  type MercadoPagoEmulatorOptions,
  startMercadoPagoEmulator,
} from './mercadopago-emulator.ts';

const ACCESS_TOKEN = 'TEST-unit-token';
const WEBHOOK_SECRET = 'unit-webhook-secret';
const DAY = 86_400_000;

interface Hook {
  type: string;
  id: string;
  validSignature: boolean;
}

let hooks: Hook[] = [];
let hookServer: http.Server;
let hookUrl = '';
let emulator: MercadoPagoEmulator;

beforeAll(async () => {
  hookServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const id = url.searchParams.get('data.id') ?? '';
    const [ts, v1] = (req.headers['x-signature'] as string | undefined)?.split(',') ?? [];
    const expected = createHmac('sha256', WEBHOOK_SECRET)
      .update(`id:${id};request-id:${req.headers['x-request-id']};ts:${ts?.slice(3)};`)
      .digest('hex');
    hooks.push({ type: url.searchParams.get('type') ?? '', id, validSignature: v1 === `v1=${expected}` });
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise<void>((resolve) => hookServer.close(() => resolve())));

const start = (extra: Partial<MercadoPagoEmulatorOptions> = {}) =>
  startMercadoPagoEmulator({
    port: 0,
    accessToken: ACCESS_TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: hookUrl,
    ...extra,
  });

beforeEach(async () => {
  hooks = [];
  emulator = await start();
});

afterEach(() => emulator.stop());

/** Fresh SDK clients per call: request options such as idempotencyKey stick to the config they were given. */
function sdk() {
  const origin = emulator.url;
  const dispatcher = new Agent().compose(
    (dispatch) => (options, handler) => dispatch({ ...options, origin }, handler),
  );
  const config = new MercadoPagoConfig({
    accessToken: ACCESS_TOKEN,
    options: { maxRetries: 0, timeout: 2000, ...({ dispatcher } as object) },
  });
  return {
    preApproval: new PreApproval(config),
    invoice: new Invoice(config),
    payment: new Payment(config),
    refund: new PaymentRefund(config),
  };
}

async function control<T = Record<string, unknown>>(
  route: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
) {
  const response = await fetch(`${emulator.url}/__emulator/${route}`, {
    method,
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  return (await response.json()) as T;
}

type Events = { events: { resource: string; id: string }[] };

const subscribe = (payer_email = 'ana@ejemplo.com', external_reference = 'sub-1') =>
  sdk().preApproval.create({
    body: {
      payer_email,
      external_reference,
      reason: 'Plan semanal',
      back_url: 'http://app.local:3000/subscription/success',
      auto_recurring: { frequency: 7, frequency_type: 'days', transaction_amount: 6050, currency_id: 'ARS' },
    },
  });

async function authorized(email?: string) {
  const created = await subscribe(email);
  const { events } = await control<Events>('decide', {
    preapprovalId: created.id,
    decision: 'approve',
    deliver: false,
  });
  return { id: created.id as string, events };
}

describe('preapproval search', () => {
  it('filters by payer_email, status and external_reference, newest first, with paging', async () => {
    const ids: string[] = [];
    for (const ref of ['a', 'b', 'c']) ids.push((await subscribe('ana@ejemplo.com', ref)).id as string);
    await subscribe('beto@ejemplo.com', 'd');
    await sdk().preApproval.update({ id: ids[0] as string, body: { status: 'cancelled' } });

    const first = await sdk().preApproval.search({ options: { payer_email: 'ana@ejemplo.com', limit: 2 } });
    expect(first.paging).toEqual({ total: 3, limit: 2, offset: 0 });
    expect(first.results?.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    const second = await sdk().preApproval.search({
      options: { payer_email: 'ana@ejemplo.com', limit: 2, offset: 2 },
    });
    expect(second.results?.map((p) => p.id)).toEqual([ids[0]]);

    const cancelled = await sdk().preApproval.search({ options: { status: 'cancelled' } });
    expect(cancelled.results?.map((p) => p.id)).toEqual([ids[0]]);
    const byReference = await sdk().preApproval.search({ options: { external_reference: 'b' } });
    expect(byReference.results?.map((p) => p.id)).toEqual([ids[1]]);
    const byId = await fetch(`${emulator.url}/preapproval/search?id=${ids[1]}`, {
      headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
    });
    expect(((await byId.json()) as { results: { id: string }[] }).results.map((p) => p.id)).toEqual([ids[1]]);
    expect((await sdk().preApproval.search()).paging).toEqual({ total: 4, limit: 30, offset: 0 });

    expect((await fetch(`${emulator.url}/preapproval/search`)).status).toBe(401);
  });
});

describe('preapproval lifecycle', () => {
  it('keeps a cancellation final and the checkout refuses the cancelled link', async () => {
    const created = await subscribe();
    await sdk().preApproval.update({ id: created.id as string, body: { status: 'cancelled' } });
    await expect(
      sdk().preApproval.update({ id: created.id as string, body: { status: 'authorized' } }),
    ).rejects.toMatchObject({ status: 400, message: 'cannot modify a cancelled preapproval' });

    const page = await fetch(created.init_point as string);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('Esta suscripción fue cancelada');
    expect(text).toContain('href="http://app.local:3000"');
    const post = await fetch(created.init_point as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(post.status).toBe(410);

    await control('decide', { preapprovalId: created.id, decision: 'approve', deliver: false });
    const raced = await sdk().preApproval.get({ id: created.id as string });
    expect(raced.status).toBe('cancelled');
    expect(raced.summarized?.charged_quantity).toBe(1);
    expect(raced.next_payment_date).toBeTruthy();
  });

  it('pauses and resumes, refuses to pay an active link twice', async () => {
    const { id } = await authorized();
    const client = sdk().preApproval;
    expect((await client.update({ id, body: { status: 'paused' } })).status).toBe('paused');
    expect((await client.update({ id, body: { status: 'authorized' } })).status).toBe('authorized');
    const page = await fetch(`${emulator.url}/checkout/preapproval/${id}`);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Esta suscripción ya está activa');
    const pending = await subscribe();
    await expect(
      client.update({ id: pending.id as string, body: { status: 'authorized' } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('clock and renewals', () => {
  it('charges an authorized preapproval when its next_payment_date passes and delivers signed webhooks', async () => {
    const { id } = await authorized();
    const pending = await subscribe('beto@ejemplo.com');
    const before = await sdk().preApproval.get({ id });
    const realNow = Date.now();

    const { now, events } = await control<Events & { now: string }>('clock', { advanceMs: 8 * DAY });
    expect(Date.parse(now) - realNow).toBeGreaterThanOrEqual(8 * DAY);
    expect(events.map((e) => e.resource)).toEqual(['preapproval', 'authorized_payment', 'payment']);
    expect(hooks.map((h) => [h.type, h.id])).toEqual([
      ['subscription_preapproval', id],
      ['subscription_authorized_payment', events[1]?.id],
      ['payment', events[2]?.id],
    ]);
    expect(hooks.every((h) => h.validSignature)).toBe(true);

    const after = await sdk().preApproval.get({ id });
    expect(after.summarized?.charged_quantity).toBe(2);
    expect(Date.parse(after.next_payment_date as string)).toBe(
      Date.parse(before.next_payment_date as string) + 7 * DAY,
    );
    expect(Date.parse(after.last_modified as string)).toBeGreaterThanOrEqual(realNow + 8 * DAY);
    const invoices = await sdk().invoice.search({ options: { preapproval_id: id } });
    expect(invoices.paging).toEqual({ total: 2, limit: 30, offset: 0 });
    expect(invoices.results?.[0]).toMatchObject({ id: Number(events[1]?.id), status: 'processed' });
    const payment = await sdk().payment.get({ id: events[2]?.id as string });
    expect(payment.status).toBe('approved');
    expect((await sdk().preApproval.get({ id: pending.id as string })).summarized?.charged_quantity).toBe(0);

    const jump = await control<Events & { now: string }>('clock', { advanceMs: 30 * DAY, deliver: false });
    expect(jump.events).toHaveLength(3);
    const later = await sdk().preApproval.get({ id });
    expect(later.summarized?.charged_quantity).toBe(3);
    expect(Date.parse(later.next_payment_date as string)).toBeGreaterThan(Date.parse(jump.now));
    expect(hooks).toHaveLength(3);
    expect((await control<{ now: string }>('clock')).now >= jump.now).toBe(true);
  });

  it('retries a rejected renewal a day later and cancels after three rejections', async () => {
    const { id } = await authorized();
    const due = (await sdk().preApproval.get({ id })).next_payment_date;
    await control('outcome', { preapprovalId: id, decision: 'reject' });

    const first = await control<Events>('clock', { advanceMs: 8 * DAY });
    expect(first.events.map((e) => e.resource)).toEqual(['authorized_payment', 'payment']);
    const invoiceId = first.events[0]?.id as string;
    expect(await sdk().invoice.get({ id: invoiceId })).toMatchObject({
      status: 'recycling',
      payment: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
    });
    expect((await sdk().preApproval.get({ id })).next_payment_date).toBe(due);

    expect((await control<Events>('clock', { advanceMs: DAY / 2 })).events).toEqual([]);
    const second = await control<Events>('clock', { advanceMs: DAY });
    expect(second.events[0]).toEqual({ resource: 'authorized_payment', id: invoiceId });
    expect((await sdk().preApproval.get({ id })).status).toBe('authorized');

    const third = await control<Events>('clock', { advanceMs: DAY });
    expect(third.events.map((e) => e.resource)).toEqual(['preapproval', 'authorized_payment', 'payment']);
    const cancelled = await sdk().preApproval.get({ id });
    expect(cancelled).toMatchObject({ status: 'cancelled', next_payment_date: due });
    expect(cancelled.summarized?.charged_quantity).toBe(1);
    expect(await sdk().invoice.get({ id: invoiceId })).toMatchObject({
      status: 'cancelled',
      retry_attempt: 2,
    });
    expect((await control<Events>('clock', { advanceMs: 10 * DAY })).events).toEqual([]);
    const state = await control<{ payments: { status: string }[] }>('state');
    expect(state.payments.filter((p) => p.status === 'rejected')).toHaveLength(3);
  });
});

describe('refunds', () => {
  it('refunds once per idempotency key and marks the payment refunded', async () => {
    const { events } = await authorized();
    const paymentId = events.find((e) => e.resource === 'payment')?.id as string;
    const invoiceId = events.find((e) => e.resource === 'authorized_payment')?.id as string;

    const first = await sdk().refund.total({
      payment_id: paymentId,
      requestOptions: { idempotencyKey: 'k-1' },
    });
    const again = await sdk().refund.total({
      payment_id: paymentId,
      requestOptions: { idempotencyKey: 'k-1' },
    });
    expect(first.api_response.status).toBe(201);
    expect(again.api_response.status).toBe(200);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ payment_id: Number(paymentId), amount: 6050, status: 'approved' });
    expect(await sdk().refund.list({ payment_id: paymentId })).toHaveLength(1);
    expect(await sdk().payment.get({ id: paymentId })).toMatchObject({
      status: 'refunded',
      status_detail: 'refunded',
    });
    expect((await sdk().invoice.get({ id: invoiceId })).payment?.status).toBe('refunded');
    await expect(
      sdk().refund.total({ payment_id: paymentId, requestOptions: { idempotencyKey: 'k-2' } }),
    ).rejects.toMatchObject({ status: 400 });

    const bare = await fetch(`${emulator.url}/v1/payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
    });
    expect(bare.status).toBe(400);
  });

  it('notifies the payment once per refund, never for a replayed key, and knows no other payment', async () => {
    const { events } = await authorized();
    const paymentId = events.find((e) => e.resource === 'payment')?.id as string;
    hooks = [];
    await sdk().refund.total({ payment_id: paymentId, requestOptions: { idempotencyKey: 'refund-a' } });
    await sdk().refund.total({ payment_id: paymentId, requestOptions: { idempotencyKey: 'refund-a' } });
    expect(hooks).toEqual([{ type: 'payment', id: paymentId, validSignature: true }]);
    await expect(
      sdk().refund.total({ payment_id: '999', requestOptions: { idempotencyKey: 'refund-999' } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('leaves a partly refunded payment approved', async () => {
    const { events } = await authorized();
    const paymentId = events.find((e) => e.resource === 'payment')?.id as string;
    await sdk().refund.create({ payment_id: paymentId, body: { amount: 50 } });
    expect(await sdk().payment.get({ id: paymentId })).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
    });
  });
});

describe('faults', () => {
  it('answers the next matching requests with an error or a delay', async () => {
    const { id } = await authorized();
    await control('faults', { path: '/preapproval/', status: 500, times: 1 });
    await expect(sdk().preApproval.get({ id })).rejects.toMatchObject({ status: 500 });
    expect((await sdk().preApproval.get({ id })).id).toBe(id);

    await control('faults', { method: 'put', path: '/preapproval/', status: 404, times: 2 });
    expect((await sdk().preApproval.get({ id })).id).toBe(id);
    await expect(sdk().preApproval.update({ id, body: { status: 'paused' } })).rejects.toMatchObject({
      status: 404,
    });

    await control('faults', undefined, 'DELETE');
    expect((await sdk().preApproval.update({ id, body: { status: 'paused' } })).status).toBe('paused');

    await control('faults', { path: '/preapproval/search', delayMs: 300, times: 1 });
    const startedAt = Date.now();
    await sdk().preApproval.search();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
  });
});

describe('state file', () => {
  it('keeps preapprovals, payments, refunds and the clock across a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mp-emulator-'));
    const stateFile = path.join(dir, 'nested', 'mercadopago.json');
    try {
      await emulator.stop();
      emulator = await start({ stateFile });
      const { id, events } = await authorized();
      const paymentId = events.find((e) => e.resource === 'payment')?.id as string;
      const refund = await sdk().refund.create({
        payment_id: paymentId,
        body: { amount: 100 },
        requestOptions: { idempotencyKey: 'persisted' },
      });
      await control('outcome', { preapprovalId: id, decision: 'reject' });
      const { now } = await control<{ now: string }>('clock', { advanceMs: 2 * DAY, deliver: false });
      await emulator.stop();
      expect(existsSync(stateFile)).toBe(true);
      expect(await readdir(path.dirname(stateFile))).toEqual(['mercadopago.json']);
      // Owner only, like the rest of the local data.
      expect((await stat(stateFile)).mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(stateFile))).mode & 0o777).toBe(0o700);

      emulator = await start({ stateFile });
      const restored = await sdk().preApproval.get({ id });
      expect(restored).toMatchObject({
        status: 'authorized',
        init_point: `${emulator.url}/checkout/preapproval/${id}`,
      });
      expect((await control<{ now: string }>('clock')).now >= now).toBe(true);
      const replay = await sdk().refund.create({
        payment_id: paymentId,
        body: { amount: 100 },
        requestOptions: { idempotencyKey: 'persisted' },
      });
      expect(replay.id).toBe(refund.id);
      const renewal = await control<Events>('clock', { advanceMs: 6 * DAY, deliver: false });
      expect(renewal.events.map((e) => e.resource)).toEqual(['authorized_payment', 'payment']);
    } finally {
      await emulator.stop();
      emulator = await start();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
