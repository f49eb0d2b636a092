import {
  type ConsumerOutcome,
  type ConsumerRequestKind,
  type ConsumerRequestResponse,
  WITHDRAWAL_DAYS,
} from '../../../shared/api/contracts/consumer.ts';
import { argentineLongDate } from '../../../shared/domain/study-days.ts';
import { formatArs } from '../../../shared/domain/subscription-plans.ts';

/** What each button asks for, as the student reads it. */
export const kindLabel: Record<ConsumerRequestKind, string> = {
  arrepentimiento: 'arrepentimiento',
  baja: 'baja de servicio',
};

/** "3 de marzo de 2026", in Argentina. */
export const longDateAr = (iso: string): string => argentineLongDate(iso);

/** "3/3/2026, 14:05", in Argentina: when a request was received. */
export function dateTimeAr(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(new Date(iso));
}

export const REFUND_TIMING =
  'La devolución puede tardar unos días hábiles en verse en tu tarjeta o tu cuenta, según el medio con el que pagaste.';

/** What was done, in one or two sentences for the student (the page and the e-mail say the same). */
export function outcomeSentence(kind: ConsumerRequestKind, outcome: ConsumerOutcome): string {
  if (outcome.applied === 'arrepentimiento') {
    const { earlierRefund } = outcome;
    const earlier = earlierRefund
      ? `${formatArs(earlierRefund.amount)} por Mercado Pago${earlierRefund.refundedAt ? ` el ${longDateAr(earlierRefund.refundedAt)}` : ''}`
      : undefined;
    if (outcome.refundedAmount === null && earlier)
      return `Ya te devolvimos ${earlier} y tu suscripción ya estaba cancelada, así que tu acceso ya había terminado: esta vez no había nada más para devolver.`;
    const refunded = `Te devolvimos ${formatArs(outcome.refundedAmount ?? 0)} por Mercado Pago y cancelamos tu suscripción, así que tu acceso terminó.`;
    return earlier ? `${refunded} Antes ya te habíamos devuelto ${earlier}.` : refunded;
  }
  if (outcome.applied === 'none') {
    return 'No encontramos una suscripción para dar de baja con ese e-mail, así que no hubo nada que cancelar.';
  }
  const baja = outcome.accessUntil
    ? `dimos de baja tu suscripción: no se te va a cobrar de nuevo y podés seguir estudiando hasta el ${longDateAr(outcome.accessUntil)}.`
    : 'dimos de baja tu suscripción: no se te va a cobrar de nuevo.';
  return kind === 'arrepentimiento'
    ? `No encontramos un pago de los últimos ${WITHDRAWAL_DAYS} días para devolver, así que ${baja}`
    : `D${baja.slice(1)}`;
}

/** The sentence both routes answer with: the code first, then what happens next or what was done. */
export function requestMessage(
  response: Pick<ConsumerRequestResponse, 'code' | 'kind' | 'status' | 'outcome'>,
) {
  if (response.status === 'awaiting-confirmation' || !response.outcome) {
    return `Recibimos tu pedido. Tu código es ${response.code}. Si hay una cuenta de Ingresá con ese e-mail, te mandamos un enlace para confirmarlo: revisá tu correo.`;
  }
  const sentence = outcomeSentence(response.kind, response.outcome);
  const refund = response.outcome.applied === 'arrepentimiento' ? ` ${REFUND_TIMING}` : '';
  return `Listo. Tu código es ${response.code}. ${sentence}${refund}`;
}
