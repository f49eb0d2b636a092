import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoute, checkoutUrl, isApiPath } from './mercadopago/api-routes.ts';
import { decide } from './mercadopago/billing.ts';
import type { EmulatorContext } from './mercadopago/context.ts';
import { controlRoute } from './mercadopago/control-routes.ts';
import { html, json, notFound, readBody } from './mercadopago/http.ts';
import { backUrl, checkoutPage, refusal } from './mercadopago/pages.ts';
import { EmulatorState } from './mercadopago/state.ts';
import type { Decision } from './mercadopago/types.ts';
import { deliverAll } from './mercadopago/webhooks.ts';

/**
 * A local stand-in for the part of Mercado Pago's API the product uses: /preapproval (create, get,
 * search, update), /authorized_payments (get, search), /v1/payments/{id} and its refunds, a checkout
 * page where the tester approves, rejects or leaves a payment pending, the redirect to back_url, and
 * signed webhooks. It keeps its own clock so tests can make recurring charges come due.
 * `/__emulator/*` lets tests deliver webhooks on demand (duplicated, delayed, reordered or badly
 * signed), force decisions, move the clock, choose renewal outcomes and inject faults.
 *
 * The parts live in ./mercadopago/: state.ts (what it knows, saved to a file), billing.ts (charges,
 * renewals, refunds), webhooks.ts, pages.ts (the checkout), api-routes.ts and control-routes.ts.
 */

export type { Delivery } from './mercadopago/types.ts';

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
  deliveries: EmulatorState['deliveries'];
  stop(): Promise<void>;
}

/** The checkout page: GET shows it, POST records the tester's decision and goes back to the product. */
async function checkoutRoute(
  context: EmulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const preapproval = context.state.preapprovals.get(id);
  if (!preapproval) return notFound(res);
  const refused = refusal(preapproval);
  if (refused) return html(res, refused.status, refused.page);
  if (req.method === 'GET') return html(res, 200, checkoutPage(preapproval));
  const decision = new URLSearchParams(await readBody(req)).get('decision') as Decision | null;
  if (decision !== 'approve' && decision !== 'reject' && decision !== 'pending')
    return json(res, 400, { message: 'bad decision' });
  const events = decide(context.state, preapproval, decision);
  res.writeHead(303, { location: backUrl(preapproval) }).end();
  await deliverAll(context.state, context.webhooks, events);
}

async function route(context: EmulatorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'checkout' && parts[1] === 'preapproval' && parts[2]) {
    return checkoutRoute(context, req, res, parts[2]);
  }
  if (parts[0] === '__emulator') return controlRoute(context, req, res, parts[1]);
  if (isApiPath(parts)) return apiRoute(context, req, res, url);
  notFound(res);
}

export async function startMercadoPagoEmulator(
  options: MercadoPagoEmulatorOptions,
): Promise<MercadoPagoEmulator> {
  const state = await EmulatorState.open(options.stateFile);
  const context: EmulatorContext = {
    state,
    webhooks: { url: options.webhookUrl, secret: options.webhookSecret },
    accessToken: options.accessToken,
    publicUrl: '',
  };
  const server = http.createServer(async (req, res) => {
    try {
      await route(context, req, res);
    } catch (error) {
      if (!res.headersSent) json(res, 500, { message: String(error) });
    } finally {
      if (req.method !== 'GET') state.changed();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  context.publicUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  for (const preapproval of state.preapprovals.values()) {
    preapproval.init_point = checkoutUrl(context.publicUrl, preapproval.id);
  }
  return {
    url: context.publicUrl,
    deliveries: state.deliveries,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await state.close();
    },
  };
}
