import type {
  ConsumerRequestKind,
  ConsumerRequestResponse,
} from '../../../../shared/api/contracts/consumer.ts';
import { formatArs } from '../../../../shared/domain/subscription-plans.ts';

/** What the page shows of an answer: the contract's fields, without the envelope. */
export type RequestAnswer = Pick<
  ConsumerRequestResponse,
  'code' | 'kind' | 'receivedAt' | 'status' | 'outcome'
>;

/** Days after a purchase within which it is refunded in full (WITHDRAWAL_DAYS in the contract, Ley 24.240 art. 34). */
export const WITHDRAWAL_DAYS_TEXT = '10 días corridos';

export const CONNECTION_MESSAGE = 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo.';

const ARGENTINA = 'America/Argentina/Buenos_Aires';

/** "27/11/2026 a las 15:54", in Argentina: when the request was received. */
export function receivedAtText(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: ARGENTINA,
  }).format(at);
  const time = new Intl.DateTimeFormat('es-AR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ARGENTINA,
  }).format(at);
  return `${day} a las ${time}`;
}

/** "27 de noviembre de 2026", in Argentina: until when the student keeps studying. */
export function longDateText(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', { dateStyle: 'long', timeZone: ARGENTINA }).format(new Date(iso));
}

const requestName: Record<ConsumerRequestKind, string> = {
  arrepentimiento: 'arrepentimiento',
  baja: 'baja de servicio',
};

export interface AnswerView {
  /** The result's heading. */
  title: string;
  /** What was done or what happens next, one sentence a line. */
  lines: string[];
  done: boolean;
}

/**
 * The answer in the student's words: waiting for the mailed link, or what was done (the refund and its
 * amount, the date access lasts until, or nothing to end). Says what the server's e-mail says.
 */
export function answerView(answer: RequestAnswer, email?: string): AnswerView {
  const name = requestName[answer.kind];
  const { outcome } = answer;
  if (answer.status === 'awaiting-confirmation' || !outcome) {
    return {
      title: `Recibimos tu pedido de ${name}`,
      done: false,
      lines: [
        `Si hay una cuenta de Ingresá con ${email ? `el e-mail ${email}` : 'ese e-mail'}, le mandamos este código y un enlace para confirmar el pedido.`,
        'Revisá tu e-mail para confirmarlo (mirá también en spam o promociones).',
      ],
    };
  }
  if (outcome.applied === 'arrepentimiento') {
    const timing =
      'La devolución puede tardar unos días hábiles en verse en tu tarjeta o tu cuenta, según cómo pagaste.';
    const { earlierRefund } = outcome;
    const earlier = earlierRefund
      ? `${formatArs(earlierRefund.amount)} por Mercado Pago${earlierRefund.refundedAt ? ` el ${longDateText(earlierRefund.refundedAt)}` : ''}`
      : undefined;
    if (outcome.refundedAmount === null && earlier) {
      return {
        title: 'Ya te habíamos devuelto tu dinero',
        done: true,
        lines: [
          `Ya te devolvimos ${earlier} y tu suscripción ya estaba cancelada, así que tu acceso ya había terminado: esta vez no había nada más para devolver.`,
          timing,
          'También te mandamos el código por e-mail.',
        ],
      };
    }
    const amount = outcome.refundedAmount === null ? 'lo que pagaste' : formatArs(outcome.refundedAmount);
    return {
      title: 'Listo: te devolvemos tu dinero',
      done: true,
      lines: [
        `Te devolvimos ${amount} por Mercado Pago y cancelamos tu suscripción, así que tu acceso terminó.`,
        ...(earlier ? [`Antes ya te habíamos devuelto ${earlier}.`] : []),
        timing,
        'También te mandamos el código por e-mail.',
      ],
    };
  }
  if (outcome.applied === 'none') {
    return {
      title: `Recibimos tu pedido de ${name}`,
      done: true,
      lines: [
        'No encontramos una suscripción para dar de baja con ese e-mail, así que no hubo nada que cancelar.',
      ],
    };
  }
  const keep = outcome.accessUntil
    ? `No te vamos a cobrar más y seguís estudiando hasta el ${longDateText(outcome.accessUntil)}.`
    : 'No te vamos a cobrar más.';
  return {
    title: 'Listo: diste de baja tu suscripción',
    done: true,
    lines: [
      ...(answer.kind === 'arrepentimiento'
        ? [
            `No encontramos un pago de los últimos ${WITHDRAWAL_DAYS_TEXT} para devolver, así que lo tomamos como una baja.`,
          ]
        : []),
      keep,
      'También te mandamos el código por e-mail.',
    ],
  };
}
