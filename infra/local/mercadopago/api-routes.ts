import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refund } from './billing.ts';
import type { EmulatorContext } from './context.ts';
import { apiError, json, newestFirst, notFound, paginate, readJson, sleep } from './http.ts';
import type { Preapproval } from './types.ts';
import { deliverAll } from './webhooks.ts';

/** Mercado Pago's API as the product calls it: /preapproval, /authorized_payments, /v1/payments. */
interface ApiRequest {
  req: IncomingMessage;
  res: ServerResponse;
  query: URLSearchParams;
  /** The path's segments, e.g. ['v1', 'payments', '123', 'refunds']. */
  parts: string[];
}

const allowedTransitions: Record<Preapproval['status'], Preapproval['status'][]> = {
  pending: ['cancelled'],
  authorized: ['paused', 'cancelled'],
  paused: ['authorized', 'cancelled'],
  cancelled: [],
};

/** Spends a fault a test injected for this request; true when it answered in the API's place. */
async function injectedFault(
  { state }: EmulatorContext,
  { req, res }: ApiRequest,
  url: URL,
): Promise<boolean> {
  const fault = state.faults.find(
    (f) => (!f.method || f.method === req.method) && url.pathname.startsWith(f.path),
  );
  if (!fault) return false;
  fault.times--;
  if (fault.times <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
  if (fault.delayMs) await sleep(fault.delayMs);
  if (!fault.status) return false;
  json(res, fault.status, apiError(fault.status), fault.status === 429 ? { 'retry-after': '1' } : {});
  return true;
}

async function createPreapproval({ state, publicUrl }: EmulatorContext, { req, res }: ApiRequest) {
  const body = await readJson<Partial<Preapproval>>(req);
  if (!body.payer_email || !body.back_url || !body.auto_recurring?.transaction_amount) {
    return json(res, 400, { message: 'payer_email, back_url and auto_recurring are required', status: 400 });
  }
  const id = randomBytes(16).toString('hex');
  const at = state.now().toISOString();
  const preapproval: Preapproval = {
    id,
    payer_email: body.payer_email,
    status: 'pending',
    reason: body.reason ?? '',
    external_reference: body.external_reference ?? '',
    date_created: at,
    last_modified: at,
    init_point: checkoutUrl(publicUrl, id),
    back_url: body.back_url,
    auto_recurring: { ...body.auto_recurring },
    summarized: { charged_quantity: 0, last_charged_date: null, last_charged_amount: null },
    application_id: 1234,
    collector_id: 5678,
  };
  state.preapprovals.set(id, preapproval);
  json(res, 201, preapproval);
}

function searchPreapprovals({ state }: EmulatorContext, { res, query }: ApiRequest) {
  const filters = (['id', 'payer_email', 'status', 'external_reference'] as const).flatMap((field) => {
    const value = query.get(field);
    return value ? [[field, value] as const] : [];
  });
  const results = newestFirst(state.preapprovals.values()).filter((p) =>
    filters.every(([field, value]) => p[field] === value),
  );
  json(res, 200, paginate(results, query));
}

async function updatePreapproval(
  { state }: EmulatorContext,
  { req, res }: ApiRequest,
  preapproval: Preapproval,
) {
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
  preapproval.last_modified = state.now().toISOString();
  json(res, 200, preapproval);
}

async function preapprovalRoute(context: EmulatorContext, request: ApiRequest) {
  const { req, res, parts } = request;
  if (req.method === 'POST' && parts.length === 1) return createPreapproval(context, request);
  if (parts[1] === 'search' && parts.length === 2 && req.method === 'GET') {
    return searchPreapprovals(context, request);
  }
  const preapproval = parts[1] && parts.length === 2 ? context.state.preapprovals.get(parts[1]) : undefined;
  if (!preapproval) return notFound(res);
  if (req.method === 'GET') return json(res, 200, preapproval);
  if (req.method === 'PUT') return updatePreapproval(context, request, preapproval);
  notFound(res);
}

function authorizedPaymentRoute({ state }: EmulatorContext, { req, res, parts, query }: ApiRequest) {
  if (req.method !== 'GET') return notFound(res);
  if (parts[1] === 'search' && parts.length === 2) {
    const preapprovalId = query.get('preapproval_id');
    const results = newestFirst(state.authorizedPayments.values()).filter(
      (invoice) => !preapprovalId || invoice.preapproval_id === preapprovalId,
    );
    return json(res, 200, paginate(results, query));
  }
  const invoice = parts.length === 2 ? state.authorizedPayments.get(Number(parts[1])) : undefined;
  invoice ? json(res, 200, invoice) : notFound(res);
}

async function paymentRoute(context: EmulatorContext, { req, res, parts }: ApiRequest) {
  const { state, webhooks } = context;
  const payment = parts[1] === 'payments' && parts[2] ? state.payments.get(Number(parts[2])) : undefined;
  if (!payment) return notFound(res);
  if (parts.length === 3 && req.method === 'GET') return json(res, 200, payment);
  if (parts[3] !== 'refunds') return notFound(res);
  if (parts.length === 4 && req.method === 'GET') {
    return json(
      res,
      200,
      [...state.refunds.values()].filter((r) => r.payment_id === payment.id),
    );
  }
  if (parts.length === 5 && req.method === 'GET') {
    const found = state.refunds.get(Number(parts[4]));
    return found?.payment_id === payment.id ? json(res, 200, found) : notFound(res);
  }
  if (parts.length !== 4 || req.method !== 'POST') return notFound(res);
  const key = req.headers['x-idempotency-key'];
  if (typeof key !== 'string' || !key) {
    return json(res, 400, apiError(400, 'the X-Idempotency-Key header is required'));
  }
  const body = await readJson<{ amount?: number }>(req);
  const result = refund(state, payment, key, body.amount ?? undefined);
  if ('problem' in result) return json(res, 400, apiError(400, result.problem));
  json(res, result.created ? 201 : 200, result.refund);
  await deliverAll(state, webhooks, result.events);
}

export const checkoutUrl = (publicUrl: string, preapprovalId: string) =>
  `${publicUrl}/checkout/preapproval/${preapprovalId}`;

const resources: Record<string, (context: EmulatorContext, request: ApiRequest) => unknown> = {
  preapproval: preapprovalRoute,
  authorized_payments: authorizedPaymentRoute,
  v1: paymentRoute,
};

export const isApiPath = (parts: string[]) => parts[0] !== undefined && Object.hasOwn(resources, parts[0]);

export async function apiRoute(
  context: EmulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const parts = url.pathname.split('/').filter(Boolean);
  const request: ApiRequest = { req, res, parts, query: url.searchParams };
  if (await injectedFault(context, request, url)) return;
  if (req.headers.authorization !== `Bearer ${context.accessToken}`) {
    return json(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
  }
  const [resource] = parts;
  const route = resource === undefined ? undefined : resources[resource];
  if (route) await route(context, request);
  else notFound(res);
}
