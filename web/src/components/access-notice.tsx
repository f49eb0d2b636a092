import type { Subscription } from '../../../shared/api/contracts/subscriptions.ts';
import { formatDateAr } from '../../../shared/domain/subscription-plans.ts';
import { Link } from './link.tsx';
import './access-notice.css';

interface AccessNoticeProps {
  subscription: Subscription;
  /** `h1` where the notice is the page's main content (the login page), `h2` inside a page. */
  heading?: 'h1' | 'h2';
  /** Without access: also a button to the plans (pages that do not show them). */
  offerPlans?: boolean;
}

const planName = (subscription: Subscription) => subscription.planName ?? 'plan';
const date = (iso: string | null) => (iso ? formatDateAr(iso) : '');

/** What a signed-in student reads about their access, and the way on from there. */
function wording(subscription: Subscription): { title: string; text: string } | null {
  switch (subscription.state) {
    case 'active':
      return {
        title: 'Ya tenés acceso a Ingresá',
        text: `Tu ${planName(subscription)} está activo hasta el ${date(subscription.expirationDate)}.`,
      };
    case 'cancelled-with-time':
      return {
        title: 'Ya tenés acceso a Ingresá',
        text: `Cancelaste la renovación, pero seguís estudiando hasta el ${date(subscription.expirationDate)}.`,
      };
    case 'renewal-overdue':
      return {
        title: 'Ya tenés acceso a Ingresá',
        text: `Mercado Pago todavía está cobrando la renovación de tu ${planName(subscription)}. Mientras tanto, seguís estudiando hasta el ${date(subscription.accessUntil)}.`,
      };
    case 'ended':
      return {
        title: 'Tu plan terminó',
        text: `Tu ${planName(subscription)} terminó el ${date(subscription.expirationDate)}. Elegí un plan para volver a estudiar: tu progreso te espera.`,
      };
    case 'refunded':
      return {
        title: 'Te devolvimos el pago',
        text: 'Tu acceso terminó cuando te devolvimos el pago. Cuando quieras, elegí un plan y seguí desde donde quedaste.',
      };
    case 'payment-failed':
      return {
        title: 'No pudimos cobrar tu pago',
        text: 'Mercado Pago rechazó el pago. Probá de nuevo con otra tarjeta u otro medio de pago, o elegí otro plan.',
      };
    default:
      return null;
  }
}

/** "Ir a mi panel" for a student with access; why not, and what to do, for one whose plan ended. */
export default function AccessNotice({
  subscription,
  heading: Heading = 'h2',
  offerPlans = false,
}: AccessNoticeProps) {
  const words = wording(subscription);
  if (!words) return null;
  return (
    <section
      className={`access-notice access-notice--${subscription.hasAccess ? 'ok' : 'ended'}`}
      aria-labelledby="access-notice-title"
    >
      <Heading id="access-notice-title" className="access-notice__title">
        {words.title}
      </Heading>
      <p className="access-notice__text">{words.text}</p>
      {subscription.hasAccess ? (
        <div className="access-notice__actions">
          <Link className="button button--primary" to="/content/dashboard">
            Ir a mi panel
          </Link>
          <Link className="button" to="/content/suscripcion">
            Ver mi suscripción
          </Link>
        </div>
      ) : (
        <div className="access-notice__actions">
          {offerPlans && (
            <Link className="button button--primary" to="/plans">
              Elegí tu plan
            </Link>
          )}
          <Link className="button" to="/content/suscripcion">
            Ver mis pagos
          </Link>
        </div>
      )}
    </section>
  );
}
