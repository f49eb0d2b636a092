import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Mercado Pago's API the product uses: /preapproval (create, get,
 * search, update), /authorized_payments/{id}, /v1/payments/{id}, a checkout page where the tester
 * approves, rejects or leaves a payment pending, the redirect to back_url, and signed webhooks.
 * `/__emulator/*` lets tests deliver webhooks on demand: duplicated, delayed, reordered or badly signed.
 */

type Decision = 'approve' | 'reject' | 'pending';
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
  status: 'processed' | 'recycling' | 'scheduled';
  transaction_amount: number;
  currency_id: string;
  debit_date: string;
  date_created: string;
  last_modified: string;
  payment: { id: number; status: string; status_detail: string };
}

interface Payment {
  id: number;
  status: 'approved' | 'rejected' | 'in_process';
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
  metadata: { preapproval_id: string };
  date_created: string;
  date_last_updated: string;
}

export interface Delivery {
  type: string;
  id: string;
  status: number;
  signature: Signature;
}

export interface MercadoPagoEmulatorOptions {
  port: number;
  accessToken: string;
  webhookSecret: string;
  /** Where signed webhook notifications go, e.g. http://localhost:3000/api/webhooks/mercadopago */
  webhookUrl: string;
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

export async function startMercadoPagoEmulator(
  options: MercadoPagoEmulatorOptions,
): Promise<MercadoPagoEmulator> {
  const preapprovals = new Map<string, Preapproval>();
  const authorizedPayments = new Map<number, AuthorizedPayment>();
  const payments = new Map<number, Payment>();
  const deliveries: Delivery[] = [];
  let nextNumericId = 7_000_000_000 + Math.floor(Math.random() * 1_000_000);
  let publicUrl = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    json(res, 404, { message: 'resource not found', error: 'not_found', status: 404 });

  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

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
          date_created: new Date().toISOString(),
          data: { id },
        }),
      });
      await response.arrayBuffer();
      deliveries.push({ type, id, status: response.status, signature });
    } catch {
      deliveries.push({ type, id, status: 0, signature });
    }
  }

  function decide(
    preapproval: Preapproval,
    decision: Decision,
  ): { resource: keyof typeof resourceTypes; id: string }[] {
    const now = new Date();
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
      currency_id: preapproval.auto_recurring.currency_id,
      external_reference: preapproval.external_reference,
      metadata: { preapproval_id: preapproval.id },
      date_created: now.toISOString(),
      date_last_updated: now.toISOString(),
    };
    payments.set(payment.id, payment);
    const invoice: AuthorizedPayment = {
      id: nextNumericId++,
      preapproval_id: preapproval.id,
      status: decision === 'approve' ? 'processed' : decision === 'reject' ? 'recycling' : 'scheduled',
      transaction_amount: amount,
      currency_id: preapproval.auto_recurring.currency_id,
      debit_date: now.toISOString(),
      date_created: now.toISOString(),
      last_modified: now.toISOString(),
      payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
    };
    authorizedPayments.set(invoice.id, invoice);
    if (decision === 'approve') {
      preapproval.status = 'authorized';
      preapproval.next_payment_date = addPeriod(now, preapproval.auto_recurring).toISOString();
      preapproval.summarized = {
        charged_quantity: 1,
        last_charged_date: now.toISOString(),
        last_charged_amount: amount,
      };
    }
    preapproval.last_modified = now.toISOString();
    const events: { resource: keyof typeof resourceTypes; id: string }[] = [
      { resource: 'authorized_payment', id: String(invoice.id) },
      { resource: 'payment', id: String(payment.id) },
    ];
    if (decision === 'approve') events.unshift({ resource: 'preapproval', id: preapproval.id });
    return events;
  }

  function checkoutPage(preapproval: Preapproval): string {
    const amount = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      maximumFractionDigits: 0,
    }).format(preapproval.auto_recurring.transaction_amount);
    const button = (decision: Decision, label: string, color: string) =>
      `<form method="post"><input type="hidden" name="decision" value="${decision}"><button style="width:100%;min-height:48px;margin:6px 0;border:0;border-radius:8px;font-size:16px;font-weight:bold;color:#fff;background:${color};cursor:pointer">${label}</button></form>`;
    return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mercado Pago (emulador local)</title><link rel="icon" href="data:,"></head>
<body style="margin:0;font-family:Arial,sans-serif;background:#eee;color:#222">
<p style="margin:0;padding:8px;background:#fff159;text-align:center;font-size:14px">Emulador local de Mercado Pago: ningún pago es real.</p>
<main style="max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">Suscribite</h1>
<p style="margin:0 0 4px">${escapeHtml(preapproval.reason)}</p>
<p style="font-size:28px;font-weight:bold;margin:8px 0">${escapeHtml(amount)}</p>
<p style="margin:0 0 16px;color:#555">Pagador: ${escapeHtml(preapproval.payer_email)}</p>
${button('approve', 'Aprobar pago', '#009ee3')}${button('reject', 'Rechazar pago', '#d9534f')}${button('pending', 'Dejar pendiente', '#777')}
</main></body></html>`;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const parts = url.pathname.split('/').filter(Boolean);

      if (parts[0] === 'checkout' && parts[1] === 'preapproval' && parts[2]) {
        const preapproval = preapprovals.get(parts[2]);
        if (!preapproval) return notFound(res);
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(preapproval));
          return;
        }
        const decision = new URLSearchParams(await readBody(req)).get('decision') as Decision | null;
        if (decision !== 'approve' && decision !== 'reject' && decision !== 'pending')
          return json(res, 400, { message: 'bad decision' });
        const events = decide(preapproval, decision);
        const back = new URL(preapproval.back_url);
        back.searchParams.set('preapproval_id', preapproval.id);
        res.writeHead(303, { location: back.toString() }).end();
        for (const event of events) await deliver(event.resource, event.id);
        return;
      }

      if (parts[0] === '__emulator') {
        if (parts[1] === 'notify' && req.method === 'POST') {
          const body = JSON.parse((await readBody(req)) || '{}') as {
            resource: keyof typeof resourceTypes;
            id: string;
            copies?: number;
            delayMs?: number;
            signature?: Signature;
          };
          const copies = Math.min(10, Math.max(1, body.copies ?? 1));
          await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, body.delayMs ?? 0)));
          for (let i = 0; i < copies; i++) await deliver(body.resource, body.id, body.signature);
          return json(res, 200, { deliveries: deliveries.slice(-copies) });
        }
        if (parts[1] === 'decide' && req.method === 'POST') {
          const body = JSON.parse((await readBody(req)) || '{}') as {
            preapprovalId: string;
            decision: Decision;
            deliver?: boolean;
          };
          const preapproval = preapprovals.get(body.preapprovalId);
          if (!preapproval) return notFound(res);
          const events = decide(preapproval, body.decision);
          if (body.deliver !== false) for (const event of events) await deliver(event.resource, event.id);
          return json(res, 200, { events });
        }
        if (parts[1] === 'state') {
          return json(res, 200, { preapprovals: [...preapprovals.values()], deliveries });
        }
        return notFound(res);
      }

      const isApi = parts[0] === 'preapproval' || parts[0] === 'authorized_payments' || parts[0] === 'v1';
      if (!isApi) return notFound(res);
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return json(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
      }

      if (parts[0] === 'preapproval') {
        if (req.method === 'POST' && parts.length === 1) {
          const body = JSON.parse(await readBody(req)) as Partial<Preapproval> & {
            auto_recurring?: Preapproval['auto_recurring'];
          };
          if (!body.payer_email || !body.back_url || !body.auto_recurring?.transaction_amount) {
            return json(res, 400, {
              message: 'payer_email, back_url and auto_recurring are required',
              status: 400,
            });
          }
          const id = randomBytes(16).toString('hex');
          const now = new Date().toISOString();
          const preapproval: Preapproval = {
            id,
            payer_email: body.payer_email,
            status: 'pending',
            reason: body.reason ?? '',
            external_reference: body.external_reference ?? '',
            date_created: now,
            last_modified: now,
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
        if (parts[1] === 'search' && req.method === 'GET') {
          const results = [...preapprovals.values()].filter(
            (p) =>
              (!url.searchParams.get('payer_email') ||
                p.payer_email === url.searchParams.get('payer_email')) &&
              (!url.searchParams.get('external_reference') ||
                p.external_reference === url.searchParams.get('external_reference')) &&
              (!url.searchParams.get('status') || p.status === url.searchParams.get('status')),
          );
          return json(res, 200, { paging: { total: results.length, limit: 100, offset: 0 }, results });
        }
        const preapproval = parts[1] ? preapprovals.get(parts[1]) : undefined;
        if (!preapproval) return notFound(res);
        if (req.method === 'GET') return json(res, 200, preapproval);
        if (req.method === 'PUT') {
          const body = JSON.parse(await readBody(req)) as { status?: Preapproval['status'] };
          if (body.status) preapproval.status = body.status;
          preapproval.last_modified = new Date().toISOString();
          return json(res, 200, preapproval);
        }
      }
      if (parts[0] === 'authorized_payments' && parts[1] && req.method === 'GET') {
        const invoice = authorizedPayments.get(Number(parts[1]));
        return invoice ? json(res, 200, invoice) : notFound(res);
      }
      if (parts[0] === 'v1' && parts[1] === 'payments' && parts[2] && req.method === 'GET') {
        const payment = payments.get(Number(parts[2]));
        return payment ? json(res, 200, payment) : notFound(res);
      }
      return notFound(res);
    } catch (error) {
      json(res, 500, { message: String(error) });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  publicUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url: publicUrl,
    deliveries,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
