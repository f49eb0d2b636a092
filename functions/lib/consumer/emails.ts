import { type ConsumerOutcome, WITHDRAWAL_DAYS } from '../../../shared/api/contracts/consumer.ts';
import { SUPPORT_EMAIL } from '../../../shared/domain/contact.ts';
import type { StoredConsumerRequest } from '../data/consumer-requests.ts';
import { brandedEmail } from '../mail/layout.ts';
import { dateTimeAr, kindLabel, outcomeSentence, REFUND_TIMING } from './wording.ts';

/** The web page that posts a confirmation link's token (a POST, so a mail scanner's prefetch does nothing). */
export const CONFIRM_PATH = '/confirmar-solicitud';

type RequestMail = Pick<StoredConsumerRequest, 'code' | 'kind' | 'email' | 'receivedAt'>;

const whatItDoes = {
  arrepentimiento: `Si lo confirmás y tu compra tiene ${WITHDRAWAL_DAYS} días o menos (contados hasta que recibimos el pedido), te devolvemos por Mercado Pago todo lo que pagaste en esos días, cancelamos tu suscripción y tu acceso termina en ese momento. Si pasaron más días, damos de baja tu suscripción: no se te cobra más y seguís estudiando hasta que termine el período que ya pagaste.`,
  baja: 'Si lo confirmás, damos de baja tu suscripción: no se te va a cobrar de nuevo y seguís estudiando hasta que termine el período que ya pagaste.',
} as const;

/** To the account's address: the request's code and the one-click link that carries it out. */
export function confirmationEmail(
  request: RequestMail,
  context: { siteUrl: string; token: string; validHours: number },
) {
  const label = kindLabel[request.kind];
  return brandedEmail({
    to: request.email,
    siteUrl: context.siteUrl,
    subject: `Confirmá tu pedido de ${label} (${request.code})`,
    heading: `Confirmá tu pedido de ${label}`,
    paragraphs: [
      `El ${dateTimeAr(request.receivedAt)} recibimos un pedido de ${label} para la cuenta de Ingresá de este e-mail. Su código de identificación es ${request.code}.`,
      whatItDoes[request.kind],
      `El enlace vale por ${context.validHours} horas. Si no lo pediste vos, ignorá este e-mail: sin tu confirmación no cambia nada.`,
    ],
    action: {
      label: 'Confirmar',
      url: `${context.siteUrl}${CONFIRM_PATH}?token=${encodeURIComponent(context.token)}`,
    },
    footnote: `¿Dudas? Escribinos a ${SUPPORT_EMAIL} con tu código.`,
  });
}

/** To the account's address once the request is carried out: its code and what was done. */
export function requestDoneEmail(
  request: RequestMail,
  outcome: ConsumerOutcome,
  context: { siteUrl: string },
) {
  const label = kindLabel[request.kind];
  return brandedEmail({
    to: request.email,
    siteUrl: context.siteUrl,
    subject: `Tu pedido de ${label} está hecho (${request.code})`,
    heading: `Tu pedido de ${label} está hecho`,
    paragraphs: [
      `Código de identificación: ${request.code} (pedido recibido el ${dateTimeAr(request.receivedAt)}).`,
      outcomeSentence(request.kind, outcome),
      ...(outcome.applied === 'arrepentimiento' ? [REFUND_TIMING] : []),
    ],
    ...(outcome.accessUntil
      ? { action: { label: 'Seguir estudiando', url: `${context.siteUrl}/content/dashboard` } }
      : {}),
    footnote: `¿Dudas? Escribinos a ${SUPPORT_EMAIL} con tu código. Si querés volver, elegí un plan cuando quieras en ${context.siteUrl}/plans.`,
  });
}
