import type { PlanId } from '../../../shared/api/contracts/subscriptions.ts';
import { SUPPORT_EMAIL } from '../../../shared/domain/contact.ts';
import { formatArs, formatDateAr, plans } from '../../../shared/domain/subscription-plans.ts';
import { brandedEmail } from '../mail/layout.ts';

/** Where a student sees their plan, payments and cancellation. */
const MY_SUBSCRIPTION_PATH = '/content/suscripcion';

interface MailContext {
  to: string;
  siteUrl: string;
  planId: PlanId;
}

export function accessActivatedEmail(
  context: MailContext & { expirationDate: string; renews: boolean; amount: number },
) {
  const plan = plans[context.planId];
  return brandedEmail({
    to: context.to,
    siteUrl: context.siteUrl,
    subject: '¡Tu suscripción a Ingresá está activa!',
    heading: '¡Ya podés empezar a prepararte!',
    paragraphs: [
      `Tu ${plan.name} está activo: tenés acceso a todos los ejercicios, simuladores, mini clases, el tutor y tus estadísticas.`,
      context.renews
        ? `Tu período pago termina el ${formatDateAr(context.expirationDate)} y se renueva solo por ${formatArs(context.amount)}. Podés cancelar cuando quieras.`
        : `Tu acceso dura hasta el ${formatDateAr(context.expirationDate)}.`,
    ],
    action: { label: 'Empezar a estudiar', url: `${context.siteUrl}/content/dashboard` },
    footnote: `Tu plan, tus pagos y la cancelación están en Mi suscripción: ${context.siteUrl}${MY_SUBSCRIPTION_PATH}`,
  });
}

export function renewalReminderEmail(context: MailContext & { chargeDate: string; amount: number }) {
  const plan = plans[context.planId];
  const date = formatDateAr(context.chargeDate);
  return brandedEmail({
    to: context.to,
    siteUrl: context.siteUrl,
    subject: `Tu ${plan.name} se renueva el ${date}`,
    heading: `Tu ${plan.name} se renueva el ${date}`,
    paragraphs: [
      `Ese día Mercado Pago te va a cobrar ${formatArs(context.amount)} y vas a seguir estudiando sin cortes. No tenés que hacer nada.`,
      'Si no querés renovar, cancelá antes de esa fecha desde Mi suscripción: no se te cobra más y mantenés el acceso hasta que termine el período que ya pagaste.',
    ],
    action: { label: 'Ver mi suscripción', url: `${context.siteUrl}${MY_SUBSCRIPTION_PATH}` },
  });
}

/**
 * Before a period that does not renew ends. `cancelledByStudent` is false for a plan paid through a link
 * the product had already cancelled (ADR 0065): it does not renew, but the student cancelled nothing.
 */
export function accessEndingEmail(
  context: MailContext & { expirationDate: string; cancelledByStudent?: boolean },
) {
  const plan = plans[context.planId];
  const date = formatDateAr(context.expirationDate);
  const why =
    context.cancelledByStudent === false
      ? `Tu ${plan.name} no se renueva`
      : `Cancelaste la renovación de tu ${plan.name}`;
  return brandedEmail({
    to: context.to,
    siteUrl: context.siteUrl,
    subject: `Tu acceso a Ingresá termina el ${date}`,
    heading: `Tu acceso termina el ${date}`,
    paragraphs: [
      `${why}, así que no se te va a cobrar de nuevo y podés seguir estudiando hasta el ${date}.`,
      'Si querés seguir preparándote para el ingreso después de esa fecha, elegí un plan cuando quieras.',
    ],
    action: { label: 'Ver los planes', url: `${context.siteUrl}/plans` },
  });
}

export function paymentFailedEmail(
  context: MailContext & { amount: number; firstPayment: boolean; retryUrl?: string },
) {
  const plan = plans[context.planId];
  return brandedEmail({
    to: context.to,
    siteUrl: context.siteUrl,
    subject: `No pudimos cobrar tu ${plan.name}`,
    heading: 'Tu pago no se aprobó',
    paragraphs: [
      context.firstPayment
        ? `Mercado Pago no aprobó el pago de ${formatArs(context.amount)} de tu ${plan.name}, así que todavía no se te cobró nada.`
        : `Mercado Pago no pudo cobrar ${formatArs(context.amount)} para renovar tu ${plan.name}. Va a volver a intentarlo en los próximos días.`,
      'Esto es lo que podés hacer:',
    ],
    steps: [
      'Revisá que tu tarjeta o cuenta tenga fondos y esté habilitada para compras online.',
      context.firstPayment
        ? 'Volvé a intentar el pago con el mismo enlace, con otra tarjeta u otro medio.'
        : 'Si cambiaste de tarjeta, actualizala en tu cuenta de Mercado Pago (Suscripciones).',
      `Si el problema sigue, escribinos a ${SUPPORT_EMAIL} y te ayudamos.`,
    ],
    action: context.firstPayment
      ? { label: 'Intentar de nuevo', url: context.retryUrl ?? `${context.siteUrl}/plans` }
      : { label: 'Ver mi suscripción', url: `${context.siteUrl}${MY_SUBSCRIPTION_PATH}` },
  });
}
