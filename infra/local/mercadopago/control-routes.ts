import type { IncomingMessage, ServerResponse } from 'node:http';
import { chargeDue, decide, renew } from './billing.ts';
import type { EmulatorContext } from './context.ts';
import { json, notFound, readJson, sleep } from './http.ts';
import type { Decision, Fault, Outcome, Resource, Signature } from './types.ts';
import { deliver, deliverAll } from './webhooks.ts';

/**
 * `/__emulator/*`: what tests use to deliver webhooks on demand (duplicated, delayed, reordered or
 * badly signed), force decisions, move the clock, choose renewal outcomes and inject faults.
 */
type ControlRoute = (context: EmulatorContext, req: IncomingMessage, res: ServerResponse) => Promise<void>;

const notify: ControlRoute = async ({ state, webhooks }, req, res) => {
  const body = await readJson<{
    resource: Resource;
    id: string;
    copies?: number;
    delayMs?: number;
    signature?: Signature;
  }>(req);
  const copies = Math.min(10, Math.max(1, body.copies ?? 1));
  await sleep(Math.min(10_000, body.delayMs ?? 0));
  for (let i = 0; i < copies; i++) await deliver(state, webhooks, body.resource, body.id, body.signature);
  json(res, 200, { deliveries: state.deliveries.slice(-copies) });
};

const forceDecision: ControlRoute = async ({ state, webhooks }, req, res) => {
  const body = await readJson<{ preapprovalId: string; decision: Decision; deliver?: boolean }>(req);
  const preapproval = state.preapprovals.get(body.preapprovalId);
  if (!preapproval) return notFound(res);
  const events = decide(state, preapproval, body.decision);
  if (body.deliver !== false) await deliverAll(state, webhooks, events);
  json(res, 200, { events });
};

const showState: ControlRoute = async ({ state }, _req, res) =>
  json(res, 200, {
    now: state.now().toISOString(),
    preapprovals: [...state.preapprovals.values()],
    authorizedPayments: [...state.authorizedPayments.values()],
    payments: [...state.payments.values()],
    refunds: [...state.refunds.values()],
    deliveries: state.deliveries,
  });

const showClock: ControlRoute = async ({ state }, _req, res) =>
  json(res, 200, { now: state.now().toISOString() });

const moveClock: ControlRoute = async ({ state, webhooks }, req, res) => {
  const body = await readJson<{ advanceMs?: number; to?: string; deliver?: boolean }>(req);
  const current = state.now().getTime();
  const target = body.to !== undefined ? Date.parse(body.to) : current + Number(body.advanceMs ?? 0);
  if (!Number.isFinite(target))
    return json(res, 400, { message: 'to must be an ISO date, advanceMs a number' });
  state.clockOffsetMs += Math.max(0, target - current);
  const events = chargeDue(state);
  if (body.deliver !== false) await deliverAll(state, webhooks, events);
  json(res, 200, { now: state.now().toISOString(), events });
};

// One preapproval's next instalment as if its due date had come, without moving the shared clock
// (tests running side by side keep their own preapprovals untouched).
const renewOne: ControlRoute = async ({ state, webhooks }, req, res) => {
  const body = await readJson<{ preapprovalId: string; deliver?: boolean }>(req);
  const preapproval = state.preapprovals.get(body.preapprovalId);
  if (!preapproval) return notFound(res);
  if (preapproval.status !== 'authorized' || !preapproval.next_payment_date)
    return json(res, 409, { message: 'only an authorized preapproval with a next payment renews' });
  const at = new Date(Math.max(state.now().getTime(), Date.parse(preapproval.next_payment_date)));
  const events = renew(state, preapproval, at);
  if (body.deliver !== false) await deliverAll(state, webhooks, events);
  json(res, 200, { events });
};

const chooseOutcome: ControlRoute = async ({ state }, req, res) => {
  const body = await readJson<{ preapprovalId: string; decision: Outcome }>(req);
  if (!state.preapprovals.has(body.preapprovalId)) return notFound(res);
  if (body.decision !== 'approve' && body.decision !== 'reject') {
    return json(res, 400, { message: 'decision must be approve or reject' });
  }
  state.outcomes.set(body.preapprovalId, body.decision);
  json(res, 200, { preapprovalId: body.preapprovalId, decision: body.decision });
};

/** A fault from a test's request body, or the reason it is not one. */
function parseFault(body: Partial<Fault>): Fault | string {
  const status = body.status === undefined ? undefined : Number(body.status);
  const delayMs =
    body.delayMs === undefined ? undefined : Math.min(60_000, Math.max(0, Number(body.delayMs)));
  if (typeof body.path !== 'string' || !body.path.startsWith('/')) {
    return 'path must be a prefix such as /preapproval/';
  }
  if (status === undefined && delayMs === undefined) return 'give a status or a delayMs';
  if (status !== undefined && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
    return 'status must be between 400 and 599';
  }
  return {
    ...(body.method ? { method: body.method.toUpperCase() } : {}),
    path: body.path,
    ...(status !== undefined ? { status } : {}),
    ...(delayMs !== undefined ? { delayMs } : {}),
    times: Math.max(1, Math.trunc(Number(body.times ?? 1)) || 1),
  };
}

const addFault: ControlRoute = async ({ state }, req, res) => {
  const fault = parseFault(await readJson<Partial<Fault>>(req));
  if (typeof fault === 'string') return json(res, 400, { message: fault });
  state.faults.push(fault);
  json(res, 200, { faults: state.faults });
};

// The faults still waiting for their request: a test sees a delayed call arrive before racing it.
const listFaults: ControlRoute = async ({ state }, _req, res) => json(res, 200, { faults: state.faults });

const clearFaults: ControlRoute = async ({ state }, _req, res) => {
  state.faults.length = 0;
  json(res, 200, { faults: state.faults });
};

/** `METHOD name` → route; `* name` answers any method. */
const controlRoutes: Record<string, ControlRoute> = {
  'POST notify': notify,
  'POST decide': forceDecision,
  '* state': showState,
  'GET clock': showClock,
  'POST clock': moveClock,
  'POST renew': renewOne,
  'POST outcome': chooseOutcome,
  'POST faults': addFault,
  'GET faults': listFaults,
  'DELETE faults': clearFaults,
};

export async function controlRoute(
  context: EmulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  name: string | undefined,
): Promise<void> {
  const route = controlRoutes[`${req.method} ${name}`] ?? controlRoutes[`* ${name}`];
  return route ? route(context, req, res) : notFound(res);
}
