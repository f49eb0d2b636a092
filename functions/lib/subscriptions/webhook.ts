import { WebhookSignatureValidator } from 'mercadopago';
import { recordWebhookEvent, webhookEventSeen } from '../data/subscriptions.ts';
import { ServiceUnavailableError, UnauthorizedError } from '../errors.ts';
import { recordMetrics } from '../metrics.ts';
import { secrets } from '../secrets.ts';
import { processNotification } from './notification.ts';
import type { ProviderBudget } from './provider-calls.ts';

const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A delivery as it arrived: the signed parts exactly as sent, and the unsigned type. */
export interface WebhookDelivery {
  /** The query string exactly as sent: the signature covers `data.id`'s raw value. */
  rawQueryString: string;
  signature: string | undefined;
  requestId: string | undefined;
  /** From the query (`type` or `topic`) or the body; not signed, so it only says how to read the id. */
  type: string;
}

/** The data.id exactly as it arrived in the query string: the signature covers the raw value. */
function rawQueryValue(rawQueryString: string, name: string): string | undefined {
  for (const pair of rawQueryString.split('&')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === name) return pair.slice(separator + 1);
  }
  return undefined;
}

function signatureTimestamp(signature: string | undefined): string {
  return /(?:^|,)\s*ts=([^,]+)/.exec(signature ?? '')?.[1] ?? '';
}

/**
 * A Mercado Pago notification: its signature checked, deduplicated on what the signature covers, and
 * the resource it names read back from Mercado Pago and applied.
 */
export async function receiveNotification(delivery: WebhookDelivery, budget: ProviderBudget): Promise<void> {
  const { mercadoPagoWebhookSecret } = await secrets();
  if (!mercadoPagoWebhookSecret) throw new ServiceUnavailableError();
  const dataId = rawQueryValue(delivery.rawQueryString, 'data.id');
  try {
    WebhookSignatureValidator.validate({
      xSignature: delivery.signature,
      xRequestId: delivery.requestId,
      dataId,
      secret: mercadoPagoWebhookSecret,
      toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
    });
  } catch (error) {
    budget.log.warn('webhook signature rejected', { reason: (error as { reason?: string }).reason });
    recordMetrics({ WebhookSignatureRejected: 1 }, { type: delivery.type });
    throw new UnauthorizedError('La firma de la notificación no es válida.');
  }
  if (!dataId) return;
  const deliveryId = `${dataId}:${delivery.requestId ?? signatureTimestamp(delivery.signature)}`;
  if (await webhookEventSeen(deliveryId)) return;
  const outcome = await processNotification(delivery.type, decodeURIComponent(dataId), budget).catch(
    (error: unknown) => {
      recordMetrics({ WebhookFailures: 1 }, { type: delivery.type });
      throw error;
    },
  );
  // An ignored delivery is not remembered: a forged type must not hide the genuine one.
  if (outcome !== 'ignored') await recordWebhookEvent(deliveryId);
}
