import { WebhookSignatureValidator } from 'mercadopago';
import { mercadoPagoWebhookRoute } from '../../shared/api/routes/subscriptions.ts';
import { config } from '../lib/config.ts';
import { recordWebhookEvent, webhookEventSeen } from '../lib/data/subscriptions.ts';
import { ServiceUnavailableError, UnauthorizedError } from '../lib/errors.ts';
import { createHandler } from '../lib/http.ts';
import { secrets } from '../lib/secrets.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import { processNotification } from './notification.ts';

config();

/** The data.id exactly as it arrived in the query string: the signature covers the raw value. */
export function rawQueryValue(rawQueryString: string, name: string): string | undefined {
  for (const pair of rawQueryString.split('&')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === name) return pair.slice(separator + 1);
  }
  return undefined;
}

const SIGNATURE_TOLERANCE_SECONDS = 300;

function signatureTimestamp(signature: string | undefined): string {
  return /(?:^|,)\s*ts=([^,]+)/.exec(signature ?? '')?.[1] ?? '';
}

export const handler = createHandler(
  mercadoPagoWebhookRoute,
  async ({ event, query, body, log, remainingMs }) => {
    const { mercadoPagoWebhookSecret } = await secrets();
    if (!mercadoPagoWebhookSecret) throw new ServiceUnavailableError();
    const dataId = rawQueryValue(event.rawQueryString ?? '', 'data.id');
    const requestId = event.headers?.['x-request-id'];
    try {
      WebhookSignatureValidator.validate({
        xSignature: event.headers?.['x-signature'],
        xRequestId: requestId,
        dataId,
        secret: mercadoPagoWebhookSecret,
        toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
      });
    } catch (error) {
      log.warn('webhook signature rejected', { reason: (error as { reason?: string }).reason });
      throw new UnauthorizedError('La firma de la notificación no es válida.');
    }
    if (!dataId) return { success: true as const };
    // Deduplicated on what the signature covers; `type` is not signed, so it only says how to read the id.
    const deliveryId = `${dataId}:${requestId ?? signatureTimestamp(event.headers?.['x-signature'])}`;
    if (await webhookEventSeen(deliveryId)) return { success: true as const };
    const type = query.type ?? query.topic ?? body.type ?? '';
    const outcome = await processNotification(type, decodeURIComponent(dataId), budgetFrom(remainingMs, log));
    // An ignored delivery is not remembered: a forged type must not hide the genuine one.
    if (outcome !== 'ignored') await recordWebhookEvent(deliveryId);
    return { success: true as const };
  },
);
