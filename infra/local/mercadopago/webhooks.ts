import { createHmac, randomUUID } from 'node:crypto';
import type { EmulatorState } from './state.ts';
import { type EmulatorEvent, type Resource, resourceTypes, type Signature } from './types.ts';

export interface WebhookTarget {
  /** Where signed notifications go, e.g. http://localhost:3000/api/webhooks/mercadopago */
  url: string;
  secret: string;
}

/** The x-signature header Mercado Pago would send, or a broken one when a test asks for it. */
function signatureHeaders(target: WebhookTarget, id: string, signature: Signature): Record<string, string> {
  const requestId = randomUUID();
  const ts = Math.floor((signature === 'stale' ? Date.now() - 3_600_000 : Date.now()) / 1000);
  const secret = signature === 'tampered' ? `${target.secret}-otro` : target.secret;
  const hash = createHmac('sha256', secret)
    .update(`id:${id};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
  if (signature !== 'missing') headers['x-signature'] = `ts=${ts},v1=${hash}`;
  return headers;
}

/** Posts one notification and records how the product answered it (status 0: it could not be reached). */
export async function deliver(
  state: EmulatorState,
  target: WebhookTarget,
  resource: Resource,
  id: string,
  signature: Signature = 'valid',
): Promise<void> {
  const type = resourceTypes[resource];
  const url = `${target.url}?${new URLSearchParams({ 'data.id': id, type })}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: signatureHeaders(target, id, signature),
      body: JSON.stringify({
        id: state.newId(),
        type,
        action: resource === 'preapproval' ? 'updated' : 'created',
        api_version: 'v1',
        live_mode: false,
        date_created: state.now().toISOString(),
        data: { id },
      }),
    });
    await response.arrayBuffer();
    state.deliveries.push({ type, id, status: response.status, signature });
  } catch {
    state.deliveries.push({ type, id, status: 0, signature });
  }
}

export async function deliverAll(state: EmulatorState, target: WebhookTarget, events: EmulatorEvent[]) {
  for (const event of events) await deliver(state, target, event.resource, event.id);
}
