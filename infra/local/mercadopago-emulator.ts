import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for the part of Mercado Pago's API the product uses: /preapproval (create, get,
 * search, update), /authorized_payments (get, search), /v1/payments/{id} and its refunds, a checkout
 * page where the tester approves, rejects or leaves a payment pending, the redirect to back_url, and
 * signed webhooks. It keeps its own clock so tests can make recurring charges come due.
 * `/__emulator/*` lets tests deliver webhooks on demand (duplicated, delayed, reordered or badly
 * signed), force decisions, move the clock, choose renewal outcomes and inject faults.
 */

type Decision = 'approve' | 'reject' | 'pending';
type Outcome = 'approve' | 'reject';
type Signature = 'valid' | 'tampered' | 'missing' | 'stale';

interface Preapproval {
  id: string;
  payer_email: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  reason: string;
  external_reference: string;
  date_created: string;
  last_modified: string;
  init_point: string;
  back_url: string;
  next_payment_date?: string;
  auto_recurring: {
    frequency: number;
    frequency_type: 'days' | 'months';
    transaction_amount: number;
    currency_id: string;
  };
  summarized: {
    charged_quantity: number;
    last_charged_date: string | null;
    last_charged_amount: number | null;
  };
  application_id: number;
  collector_id: number;
}

interface AuthorizedPayment {
  id: number;
  preapproval_id: string;
  type: 'recurring';
  status: 'processed' | 'recycling' | 'scheduled' | 'cancelled';
  reason: string;
  external_reference: string;
  transaction_amount: number;
  currency_id: string;
  debit_date: string;
  date_created: string;
  last_modified: string;
  retry_attempt: number;
  next_retry_date?: string;
  payment: { id: number; status: string; status_detail: string };
}

interface Payment {
  id: number;
  status: 'approved' | 'rejected' | 'in_process' | 'refunded';
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string;
  metadata: { preapproval_id: string };
  date_created: string;
  date_last_updated: string;
}

interface Refund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
}

/** A renewal that was rejected and will be tried again on the same authorized payment. */
interface Retry {
  rejected_attempts: number;
  last_attempt: string;
  authorized_payment_id: number;
}

interface Fault {
  method?: string;
  path: string;
  status?: number;
  delayMs?: number;
  times: number;
}

interface EmulatorEvent {
  resource: keyof typeof resourceTypes;
  id: string;
}

interface StoredState {
  clockOffsetMs: number;
  nextNumericId: number;
  preapprovals: Preapproval[];
  authorizedPayments: AuthorizedPayment[];
  payments: Payment[];
  refunds: Refund[];
  refundKeys: [string, number][];
  outcomes: [string, Outcome][];
  retries: [string, Retry][];
}

export interface Delivery {
  type: string;
  id: string;
  status: number;
  signature: Signature;
}

export interface MercadoPagoEmulatorOptions {
  /** 0 picks a free port; the chosen one is in `url`. */
  port: number;
  accessToken: string;
  webhookSecret: string;
  /** Where signed webhook notifications go, e.g. http://localhost:3000/api/webhooks/mercadopago */
  webhookUrl: string;
  /** JSON file the state is loaded from at start and saved to after each change; omitted → in memory. */
  stateFile?: string;
}

export interface MercadoPagoEmulator {
  url: string;
  deliveries: Delivery[];
  stop(): Promise<void>;
}

const resourceTypes = {
  preapproval: 'subscription_preapproval',
  authorized_payment: 'subscription_authorized_payment',
  payment: 'payment',
} as const;

const DAY_MS = 86_400_000;
/** Mercado Pago cancels a subscription after this many rejected attempts in a row to charge one instalment. */
const MAX_REJECTED_ATTEMPTS = 3;
const SAVE_DEBOUNCE_MS = 50;

const allowedTransitions: Record<Preapproval['status'], Preapproval['status'][]> = {
  pending: ['cancelled'],
  authorized: ['paused', 'cancelled'],
  paused: ['authorized', 'cancelled'],
  cancelled: [],
};

function addPeriod(from: Date, recurring: Preapproval['auto_recurring']): Date {
  const next = new Date(from);
  if (recurring.frequency_type === 'months') next.setUTCMonth(next.getUTCMonth() + recurring.frequency);
  else next.setUTCDate(next.getUTCDate() + recurring.frequency);
  return next;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Newest `date_created` first; among equal dates the one created later comes first. */
function newestFirst<T extends { date_created: string }>(items: Iterable<T>): T[] {
  return [...items].reverse().sort((a, b) => Date.parse(b.date_created) - Date.parse(a.date_created));
}

function paginate<T>(items: T[], params: URLSearchParams) {
  const limit = Math.min(100, Math.max(1, Math.trunc(Number(params.get('limit') ?? 30)) || 30));
  const offset = Math.max(0, Math.trunc(Number(params.get('offset') ?? 0)) || 0);
  return { paging: { total: items.length, limit, offset }, results: items.slice(offset, offset + limit) };
}

function apiError(status: number, message?: string) {
  const error = (http.STATUS_CODES[status] ?? 'error').toLowerCase().replace(/[^a-z]+/g, '_');
  return { message: message ?? error, error, status, cause: [] };
}

async function loadState(file: string): Promise<StoredState | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as StoredState;
  } catch (error) {
    throw new Error(`Mercado Pago emulator state file ${file} is not valid JSON`, { cause: error });
  }
}

export async function startMercadoPagoEmulator(
  options: MercadoPagoEmulatorOptions,
): Promise<MercadoPagoEmulator> {
  const stored = options.stateFile ? await loadState(options.stateFile) : undefined;
  const preapprovals = new Map((stored?.preapprovals ?? []).map((p) => [p.id, p]));
  const authorizedPayments = new Map((stored?.authorizedPayments ?? []).map((a) => [a.id, a]));
  const payments = new Map((stored?.payments ?? []).map((p) => [p.id, p]));
  const refunds = new Map((stored?.refunds ?? []).map((r) => [r.id, r]));
  /** `${paymentId} ${idempotency key}` → refund id */
  const refundKeys = new Map(stored?.refundKeys ?? []);
  const outcomes = new Map(stored?.outcomes ?? []);
  const retries = new Map(stored?.retries ?? []);
  const faults: Fault[] = [];
  const deliveries: Delivery[] = [];
  let clockOffsetMs = stored?.clockOffsetMs ?? 0;
  let nextNumericId = stored?.nextNumericId ?? 7_000_000_000 + Math.floor(Math.random() * 1_000_000);
  let publicUrl = '';

  const now = () => new Date(Date.now() + clockOffsetMs);

  let saveTimer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();
  const snapshot = (): StoredState => ({
    clockOffsetMs,
    nextNumericId,
    preapprovals: [...preapprovals.values()],
    authorizedPayments: [...authorizedPayments.values()],
    payments: [...payments.values()],
    refunds: [...refunds.values()],
    refundKeys: [...refundKeys],
    outcomes: [...outcomes],
    retries: [...retries],
  });
  let dirty = false;
  let stopped = false;
  const flush = (): Promise<void> => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    const file = options.stateFile;
    if (!file || !dirty) return saving;
    dirty = false;
    const text = JSON.stringify(snapshot(), null, 1);
    saving = saving
      .then(async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        // Owner only, like the rest of the local data (infra/local/private-data.ts).
        await writeFile(temporary, text, { mode: 0o600 });
        await chmod(temporary, 0o600);
        await rename(temporary, file);
      })
      .catch((error: unknown) => console.error('Mercado Pago emulator could not save its state', error));
    return saving;
  };
  const changed = () => {
    if (!options.stateFile || stopped) return;
    dirty = true;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
  };
  if (options.stateFile) await mkdir(path.dirname(options.stateFile), { recursive: true, mode: 0o700 });

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    json(res, 404, { message: 'resource not found', error: 'not_found', status: 404 });
  const html = (res: ServerResponse, status: number, page: string) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);

  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const readJson = async <T>(req: IncomingMessage): Promise<T> =>
    JSON.parse((await readBody(req)) || '{}') as T;

  async function deliver(
    resource: keyof typeof resourceTypes,
    id: string,
    signature: Signature = 'valid',
  ): Promise<void> {
    const type = resourceTypes[resource];
    const requestId = randomUUID();
    const ts = Math.floor((signature === 'stale' ? Date.now() - 3_600_000 : Date.now()) / 1000);
    const secret = signature === 'tampered' ? `${options.webhookSecret}-otro` : options.webhookSecret;
    const hash = createHmac('sha256', secret)
      .update(`id:${id};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
    if (signature !== 'missing') headers['x-signature'] = `ts=${ts},v1=${hash}`;
    const url = `${options.webhookUrl}?${new URLSearchParams({ 'data.id': id, type })}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          id: nextNumericId++,
          type,
          action: resource === 'preapproval' ? 'updated' : 'created',
          api_version: 'v1',
          live_mode: false,
          date_created: now().toISOString(),
          data: { id },
        }),
      });
      await response.arrayBuffer();
      deliveries.push({ type, id, status: response.status, signature });
    } catch {
      deliveries.push({ type, id, status: 0, signature });
    }
  }

  const deliverAll = async (events: EmulatorEvent[]) => {
    for (const event of events) await deliver(event.resource, event.id);
  };

  /** One attempt to collect: a new payment, on a new authorized payment or on the one being retried. */
  function attempt(
    preapproval: Preapproval,
    decision: Decision,
    at: Date,
    debitDate: string,
    invoice?: AuthorizedPayment,
  ): AuthorizedPayment {
    const amount = preapproval.auto_recurring.transaction_amount;
    const payment: Payment = {
      id: nextNumericId++,
      status: decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'in_process',
      status_detail:
        decision === 'approve'
          ? 'accredited'
          : decision === 'reject'
            ? 'cc_rejected_insufficient_amount'
            : 'pending_review_manual',
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      currency_id: preapproval.auto_recurring.currency_id,
      external_reference: preapproval.external_reference,
      metadata: { preapproval_id: preapproval.id },
      date_created: at.toISOString(),
      date_last_updated: at.toISOString(),
    };
    payments.set(payment.id, payment);
    const status = decision === 'approve' ? 'processed' : decision === 'reject' ? 'recycling' : 'scheduled';
    const paymentSummary = { id: payment.id, status: payment.status, status_detail: payment.status_detail };
    if (invoice) {
      invoice.status = status;
      invoice.retry_attempt++;
      invoice.payment = paymentSummary;
      invoice.last_modified = at.toISOString();
      return invoice;
    }
    const created: AuthorizedPayment = {
      id: nextNumericId++,
      preapproval_id: preapproval.id,
      type: 'recurring',
      status,
      reason: preapproval.reason,
      external_reference: preapproval.external_reference,
      transaction_amount: amount,
      currency_id: preapproval.auto_recurring.currency_id,
      debit_date: debitDate,
      date_created: at.toISOString(),
      last_modified: at.toISOString(),
      retry_attempt: 0,
      payment: paymentSummary,
    };
    authorizedPayments.set(created.id, created);
    return created;
  }

  /**
   * What the checkout would do, forced: works on any status. Approving a cancelled preapproval keeps it
   * cancelled but records the charge, as when a payment races a cancellation.
   */
  function decide(preapproval: Preapproval, decision: Decision): EmulatorEvent[] {
    const at = now();
    const invoice = attempt(preapproval, decision, at, at.toISOString());
    if (decision === 'approve') {
      if (preapproval.status !== 'cancelled') preapproval.status = 'authorized';
      preapproval.next_payment_date = addPeriod(at, preapproval.auto_recurring).toISOString();
      preapproval.summarized = {
        charged_quantity: 1,
        last_charged_date: at.toISOString(),
        last_charged_amount: preapproval.auto_recurring.transaction_amount,
      };
      retries.delete(preapproval.id);
    }
    preapproval.last_modified = at.toISOString();
    const events: EmulatorEvent[] = [
      { resource: 'authorized_payment', id: String(invoice.id) },
      { resource: 'payment', id: invoice.payment.id.toString() },
    ];
    if (decision === 'approve') events.unshift({ resource: 'preapproval', id: preapproval.id });
    return events;
  }

  /** Charges one instalment of an authorized preapproval whose next_payment_date has passed. */
  function renew(preapproval: Preapproval, at: Date): EmulatorEvent[] {
    const retry = retries.get(preapproval.id);
    const outcome = outcomes.get(preapproval.id) ?? 'approve';
    const invoice = attempt(
      preapproval,
      outcome,
      at,
      preapproval.next_payment_date as string,
      retry ? authorizedPayments.get(retry.authorized_payment_id) : undefined,
    );
    const events: EmulatorEvent[] = [
      { resource: 'authorized_payment', id: String(invoice.id) },
      { resource: 'payment', id: String(invoice.payment.id) },
    ];
    preapproval.last_modified = at.toISOString();
    if (outcome === 'approve') {
      let next = new Date(preapproval.next_payment_date as string);
      do next = addPeriod(next, preapproval.auto_recurring);
      while (next.getTime() <= at.getTime());
      preapproval.next_payment_date = next.toISOString();
      preapproval.summarized = {
        charged_quantity: preapproval.summarized.charged_quantity + 1,
        last_charged_date: at.toISOString(),
        last_charged_amount: preapproval.auto_recurring.transaction_amount,
      };
      invoice.next_retry_date = undefined;
      retries.delete(preapproval.id);
      events.unshift({ resource: 'preapproval', id: preapproval.id });
      return events;
    }
    const rejectedAttempts = (retry?.rejected_attempts ?? 0) + 1;
    retries.set(preapproval.id, {
      rejected_attempts: rejectedAttempts,
      last_attempt: at.toISOString(),
      authorized_payment_id: invoice.id,
    });
    if (rejectedAttempts >= MAX_REJECTED_ATTEMPTS) {
      preapproval.status = 'cancelled';
      invoice.status = 'cancelled';
      invoice.next_retry_date = undefined;
      events.unshift({ resource: 'preapproval', id: preapproval.id });
    } else {
      invoice.next_retry_date = new Date(at.getTime() + DAY_MS).toISOString();
    }
    return events;
  }

  function chargeDue(): EmulatorEvent[] {
    const at = now();
    const events: EmulatorEvent[] = [];
    for (const preapproval of preapprovals.values()) {
      if (preapproval.status !== 'authorized' || !preapproval.next_payment_date) continue;
      if (Date.parse(preapproval.next_payment_date) > at.getTime()) continue;
      const retry = retries.get(preapproval.id);
      if (retry && at.getTime() - Date.parse(retry.last_attempt) < DAY_MS) continue;
      events.push(...renew(preapproval, at));
    }
    return events;
  }

  function refund(
    payment: Payment,
    key: string,
    requested: number | undefined,
  ): { status: number; body: unknown; events: EmulatorEvent[] } {
    const known = refundKeys.get(`${payment.id} ${key}`);
    if (known !== undefined) return { status: 200, body: refunds.get(known), events: [] };
    if (payment.status !== 'approved') {
      return { status: 400, body: apiError(400, `payment ${payment.id} is ${payment.status}`), events: [] };
    }
    const remaining = cents(payment.transaction_amount - payment.transaction_amount_refunded);
    const amount = requested === undefined ? remaining : cents(requested);
    if (!(amount > 0) || amount > remaining) {
      return { status: 400, body: apiError(400, `amount must be between 0 and ${remaining}`), events: [] };
    }
    const at = now().toISOString();
    const created: Refund = {
      id: nextNumericId++,
      payment_id: payment.id,
      amount,
      status: 'approved',
      date_created: at,
    };
    refunds.set(created.id, created);
    refundKeys.set(`${payment.id} ${key}`, created.id);
    payment.transaction_amount_refunded = cents(payment.transaction_amount_refunded + amount);
    payment.date_last_updated = at;
    if (payment.transaction_amount_refunded >= payment.transaction_amount) {
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
      for (const invoice of authorizedPayments.values()) {
        if (invoice.payment.id !== payment.id) continue;
        invoice.payment = { ...invoice.payment, status: 'refunded', status_detail: 'refunded' };
        invoice.last_modified = at;
      }
    } else {
      payment.status_detail = 'partially_refunded';
    }
    return { status: 201, body: created, events: [{ resource: 'payment', id: String(payment.id) }] };
  }

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="icon" href="data:,"></head>
<body style="margin:0;font-family:Arial,sans-serif;background:#eee;color:#222">
<p style="margin:0;padding:8px;background:#fff159;text-align:center;font-size:14px">Emulador local de Mercado Pago: ningún pago es real.</p>
<main style="max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px">
${body}
</main></body></html>`;

  function checkoutPage(preapproval: Preapproval): string {
    const amount = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      maximumFractionDigits: 0,
    }).format(preapproval.auto_recurring.transaction_amount);
    const button = (decision: Decision, label: string, color: string) =>
      `<form method="post"><input type="hidden" name="decision" value="${decision}"><button style="width:100%;min-height:48px;margin:6px 0;border:0;border-radius:8px;font-size:16px;font-weight:bold;color:#fff;background:${color};cursor:pointer">${label}</button></form>`;
    return page(
      'Mercado Pago (emulador local)',
      `<h1 style="font-size:20px;margin:0 0 12px">Suscribite</h1>
<p style="margin:0 0 4px">${escapeHtml(preapproval.reason)}</p>
<p style="font-size:28px;font-weight:bold;margin:8px 0">${escapeHtml(amount)}</p>
<p style="margin:0 0 16px;color:#555">Pagador: ${escapeHtml(preapproval.payer_email)}</p>
${button('approve', 'Aprobar pago', '#009ee3')}${button('reject', 'Rechazar pago', '#d9534f')}${button('pending', 'Dejar pendiente', '#777')}`,
    );
  }

  const noticePage = (title: string, text: string, href: string, label: string) =>
    page(
      `${title} · Mercado Pago (emulador local)`,
      `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
<p style="margin:0 0 16px">${escapeHtml(text)}</p>
<p style="margin:0"><a href="${escapeHtml(href)}" style="color:#009ee3;font-weight:bold">${escapeHtml(label)}</a></p>`,
    );

  const backUrl = (preapproval: Preapproval) => {
    const back = new URL(preapproval.back_url);
    back.searchParams.set('preapproval_id', preapproval.id);
    return back.toString();
  };

  /** The checkout of a link that can no longer be paid, or undefined when it can. */
  function refusal(preapproval: Preapproval): { status: number; page: string } | undefined {
    if (preapproval.status === 'cancelled') {
      return {
        status: 410,
        page: noticePage(
          'Esta suscripción fue cancelada',
          'Este enlace de pago ya no sirve. Si querés suscribirte, empezá de nuevo desde el sitio.',
          new URL(preapproval.back_url).origin,
          'Volver al sitio',
        ),
      };
    }
    if (preapproval.status === 'authorized') {
      return {
        status: 409,
        page: noticePage(
          'Esta suscripción ya está activa',
          'El pago de esta suscripción ya fue aprobado; no hace falta pagar de nuevo.',
          backUrl(preapproval),
          'Volver al sitio',
        ),
      };
    }
    return undefined;
  }

  async function emulatorRoute(
    req: IncomingMessage,
    res: ServerResponse,
    route: string | undefined,
  ): Promise<void> {
    if (route === 'notify' && req.method === 'POST') {
      const body = await readJson<{
        resource: keyof typeof resourceTypes;
        id: string;
        copies?: number;
        delayMs?: number;
        signature?: Signature;
      }>(req);
      const copies = Math.min(10, Math.max(1, body.copies ?? 1));
      await sleep(Math.min(10_000, body.delayMs ?? 0));
      for (let i = 0; i < copies; i++) await deliver(body.resource, body.id, body.signature);
      return json(res, 200, { deliveries: deliveries.slice(-copies) });
    }
    if (route === 'decide' && req.method === 'POST') {
      const body = await readJson<{ preapprovalId: string; decision: Decision; deliver?: boolean }>(req);
      const preapproval = preapprovals.get(body.preapprovalId);
      if (!preapproval) return notFound(res);
      const events = decide(preapproval, body.decision);
      if (body.deliver !== false) await deliverAll(events);
      return json(res, 200, { events });
    }
    if (route === 'state') {
      return json(res, 200, {
        now: now().toISOString(),
        preapprovals: [...preapprovals.values()],
        authorizedPayments: [...authorizedPayments.values()],
        payments: [...payments.values()],
        refunds: [...refunds.values()],
        deliveries,
      });
    }
    if (route === 'clock' && req.method === 'GET') return json(res, 200, { now: now().toISOString() });
    if (route === 'clock' && req.method === 'POST') {
      const body = await readJson<{ advanceMs?: number; to?: string; deliver?: boolean }>(req);
      const current = now().getTime();
      const target = body.to !== undefined ? Date.parse(body.to) : current + Number(body.advanceMs ?? 0);
      if (!Number.isFinite(target))
        return json(res, 400, { message: 'to must be an ISO date, advanceMs a number' });
      clockOffsetMs += Math.max(0, target - current);
      const events = chargeDue();
      if (body.deliver !== false) await deliverAll(events);
      return json(res, 200, { now: now().toISOString(), events });
    }
    if (route === 'renew' && req.method === 'POST') {
      // One preapproval's next instalment as if its due date had come, without moving the shared clock
      // (tests running side by side keep their own preapprovals untouched).
      const body = await readJson<{ preapprovalId: string; deliver?: boolean }>(req);
      const preapproval = preapprovals.get(body.preapprovalId);
      if (!preapproval) return notFound(res);
      if (preapproval.status !== 'authorized' || !preapproval.next_payment_date)
        return json(res, 409, { message: 'only an authorized preapproval with a next payment renews' });
      const at = new Date(Math.max(now().getTime(), Date.parse(preapproval.next_payment_date)));
      const events = renew(preapproval, at);
      if (body.deliver !== false) await deliverAll(events);
      return json(res, 200, { events });
    }
    if (route === 'outcome' && req.method === 'POST') {
      const body = await readJson<{ preapprovalId: string; decision: Outcome }>(req);
      if (!preapprovals.has(body.preapprovalId)) return notFound(res);
      if (body.decision !== 'approve' && body.decision !== 'reject') {
        return json(res, 400, { message: 'decision must be approve or reject' });
      }
      outcomes.set(body.preapprovalId, body.decision);
      return json(res, 200, { preapprovalId: body.preapprovalId, decision: body.decision });
    }
    if (route === 'faults' && req.method === 'POST') {
      const body = await readJson<Partial<Fault>>(req);
      const status = body.status === undefined ? undefined : Number(body.status);
      const delayMs =
        body.delayMs === undefined ? undefined : Math.min(60_000, Math.max(0, Number(body.delayMs)));
      if (typeof body.path !== 'string' || !body.path.startsWith('/')) {
        return json(res, 400, { message: 'path must be a prefix such as /preapproval/' });
      }
      if (status === undefined && delayMs === undefined) {
        return json(res, 400, { message: 'give a status or a delayMs' });
      }
      if (status !== undefined && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
        return json(res, 400, { message: 'status must be between 400 and 599' });
      }
      faults.push({
        ...(body.method ? { method: body.method.toUpperCase() } : {}),
        path: body.path,
        ...(status !== undefined ? { status } : {}),
        ...(delayMs !== undefined ? { delayMs } : {}),
        times: Math.max(1, Math.trunc(Number(body.times ?? 1)) || 1),
      });
      return json(res, 200, { faults });
    }
    // The faults still waiting for their request: a test sees a delayed call arrive before racing it.
    if (route === 'faults' && req.method === 'GET') return json(res, 200, { faults });
    if (route === 'faults' && req.method === 'DELETE') {
      faults.length = 0;
      return json(res, 200, { faults });
    }
    return notFound(res);
  }

  async function apiRoute(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    parts: string[],
  ): Promise<void> {
    const fault = faults.find(
      (f) => (!f.method || f.method === req.method) && url.pathname.startsWith(f.path),
    );
    if (fault) {
      fault.times--;
      if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.status) {
        return json(
          res,
          fault.status,
          apiError(fault.status),
          fault.status === 429 ? { 'retry-after': '1' } : {},
        );
      }
    }
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      return json(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
    }
    const query = url.searchParams;

    if (parts[0] === 'preapproval') {
      if (req.method === 'POST' && parts.length === 1) {
        const body = await readJson<
          Partial<Preapproval> & {
            auto_recurring?: Preapproval['auto_recurring'];
          }
        >(req);
        if (!body.payer_email || !body.back_url || !body.auto_recurring?.transaction_amount) {
          return json(res, 400, {
            message: 'payer_email, back_url and auto_recurring are required',
            status: 400,
          });
        }
        const id = randomBytes(16).toString('hex');
        const at = now().toISOString();
        const preapproval: Preapproval = {
          id,
          payer_email: body.payer_email,
          status: 'pending',
          reason: body.reason ?? '',
          external_reference: body.external_reference ?? '',
          date_created: at,
          last_modified: at,
          init_point: `${publicUrl}/checkout/preapproval/${id}`,
          back_url: body.back_url,
          auto_recurring: { ...body.auto_recurring },
          summarized: { charged_quantity: 0, last_charged_date: null, last_charged_amount: null },
          application_id: 1234,
          collector_id: 5678,
        };
        preapprovals.set(id, preapproval);
        return json(res, 201, preapproval);
      }
      if (parts[1] === 'search' && parts.length === 2 && req.method === 'GET') {
        const filters = (['id', 'payer_email', 'status', 'external_reference'] as const).flatMap((field) => {
          const value = query.get(field);
          return value ? [[field, value] as const] : [];
        });
        const results = newestFirst(preapprovals.values()).filter((p) =>
          filters.every(([field, value]) => p[field] === value),
        );
        return json(res, 200, paginate(results, query));
      }
      const preapproval = parts[1] && parts.length === 2 ? preapprovals.get(parts[1]) : undefined;
      if (!preapproval) return notFound(res);
      if (req.method === 'GET') return json(res, 200, preapproval);
      if (req.method === 'PUT') {
        const body = await readJson<{ status?: Preapproval['status'] }>(req);
        if (preapproval.status === 'cancelled') {
          return json(res, 400, { message: 'cannot modify a cancelled preapproval', status: 400 });
        }
        if (body.status && body.status !== preapproval.status) {
          if (!allowedTransitions[preapproval.status].includes(body.status)) {
            return json(res, 400, {
              message: `cannot change a ${preapproval.status} preapproval to ${body.status}`,
              status: 400,
            });
          }
          preapproval.status = body.status;
        }
        preapproval.last_modified = now().toISOString();
        return json(res, 200, preapproval);
      }
      return notFound(res);
    }

    if (parts[0] === 'authorized_payments' && req.method === 'GET') {
      if (parts[1] === 'search' && parts.length === 2) {
        const preapprovalId = query.get('preapproval_id');
        const results = newestFirst(authorizedPayments.values()).filter(
          (invoice) => !preapprovalId || invoice.preapproval_id === preapprovalId,
        );
        return json(res, 200, paginate(results, query));
      }
      const invoice = parts.length === 2 ? authorizedPayments.get(Number(parts[1])) : undefined;
      return invoice ? json(res, 200, invoice) : notFound(res);
    }

    if (parts[0] === 'v1' && parts[1] === 'payments' && parts[2]) {
      const payment = payments.get(Number(parts[2]));
      if (!payment) return notFound(res);
      if (parts.length === 3 && req.method === 'GET') return json(res, 200, payment);
      if (parts[3] !== 'refunds') return notFound(res);
      if (parts.length === 4 && req.method === 'GET') {
        return json(
          res,
          200,
          [...refunds.values()].filter((r) => r.payment_id === payment.id),
        );
      }
      if (parts.length === 5 && req.method === 'GET') {
        const found = refunds.get(Number(parts[4]));
        return found?.payment_id === payment.id ? json(res, 200, found) : notFound(res);
      }
      if (parts.length === 4 && req.method === 'POST') {
        const key = req.headers['x-idempotency-key'];
        if (typeof key !== 'string' || !key) {
          return json(res, 400, apiError(400, 'the X-Idempotency-Key header is required'));
        }
        const body = await readJson<{ amount?: number }>(req);
        const result = refund(payment, key, body.amount ?? undefined);
        json(res, result.status, result.body);
        await deliverAll(result.events);
        return;
      }
    }
    return notFound(res);
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const parts = url.pathname.split('/').filter(Boolean);

      if (parts[0] === 'checkout' && parts[1] === 'preapproval' && parts[2]) {
        const preapproval = preapprovals.get(parts[2]);
        if (!preapproval) return notFound(res);
        const refused = refusal(preapproval);
        if (refused) return html(res, refused.status, refused.page);
        if (req.method === 'GET') return html(res, 200, checkoutPage(preapproval));
        const decision = new URLSearchParams(await readBody(req)).get('decision') as Decision | null;
        if (decision !== 'approve' && decision !== 'reject' && decision !== 'pending')
          return json(res, 400, { message: 'bad decision' });
        const events = decide(preapproval, decision);
        res.writeHead(303, { location: backUrl(preapproval) }).end();
        await deliverAll(events);
        return;
      }

      if (parts[0] === '__emulator') return await emulatorRoute(req, res, parts[1]);
      if (parts[0] === 'preapproval' || parts[0] === 'authorized_payments' || parts[0] === 'v1') {
        return await apiRoute(req, res, url, parts);
      }
      return notFound(res);
    } catch (error) {
      if (!res.headersSent) json(res, 500, { message: String(error) });
    } finally {
      if (req.method !== 'GET') changed();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  publicUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  for (const preapproval of preapprovals.values()) {
    preapproval.init_point = `${publicUrl}/checkout/preapproval/${preapproval.id}`;
  }
  return {
    url: publicUrl,
    deliveries,
    stop: async () => {
      stopped = true;
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await flush();
    },
  };
}
