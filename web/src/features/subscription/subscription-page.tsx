import { useRef, useState } from 'react';
import type { Subscription, SubscriptionPayment } from '../../../../shared/api/contracts/subscriptions.ts';
import { formatArs, formatDateAr } from '../../../../shared/domain/subscription-plans.ts';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { readSession } from '../../lib/session-api.ts';
import { type LoadResult, type LoadState, useLoader } from '../../lib/use-loader.ts';
import { fetchPayments } from './api.ts';
import { CancelSubscriptionDialog } from './cancel-dialog.tsx';
import { StatusIcon } from './status-icon.tsx';
import {
  canCancel,
  hasAccess,
  isCancelled,
  nextChargeText,
  otherPlan,
  paidUntilText,
  paymentStatusInWords,
  statusInWords,
} from './subscription-format.ts';
import './subscription.css';

async function loadSubscription(signal: AbortSignal): Promise<LoadResult<Subscription>> {
  const result = await readSession(signal);
  return result.ok ? { ok: true, data: result.data.user.subscription } : result;
}

async function loadPayments(signal: AbortSignal): Promise<LoadResult<SubscriptionPayment[]>> {
  const result = await fetchPayments(signal);
  return result.ok ? { ok: true, data: result.data.payments } : result;
}

/** /content/suscripcion: the plan, its state, the charges, cancelling and how to switch plans. */
export default function SubscriptionPage() {
  useDocumentTitle('Mi suscripción | Ingresá');
  // After a cancellation both are read again; what is on screen stays until the new answers arrive.
  const { state: account, reload: reloadAccount } = useLoader(loadSubscription, []);
  const { state: payments, reload: reloadPayments } = useLoader(loadPayments, []);

  return (
    <div className="account">
      <header>
        <h1 className="account__title">Mi suscripción</h1>
        <p className="lead account__lead">Tu plan, tus pagos y cómo cancelar o cambiar de plan.</p>
      </header>
      {account.phase === 'error' ? (
        <AccountError status={account.status} onRetry={account.retry} />
      ) : account.data ? (
        <AccountView
          subscription={account.data}
          payments={payments}
          onCancelled={() => {
            reloadAccount();
            reloadPayments();
          }}
        />
      ) : (
        <Spinner label="Cargando tu suscripción…" />
      )}
    </div>
  );
}

function AccountError({ status, onRetry }: { status: number; onRetry: () => void }) {
  if (status === 401) {
    return (
      <section className="card account__state" role="alert">
        <h2 className="account__subtitle">Tu sesión terminó</h2>
        <p>Iniciá sesión de nuevo para ver tu suscripción.</p>
        <Link className="button button--primary" to="/login">
          Iniciar sesión
        </Link>
      </section>
    );
  }
  return (
    <div className="account__error" role="alert">
      <p>No pudimos cargar tu suscripción. Revisá tu conexión e intentá de nuevo.</p>
      <button type="button" className="button" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}

interface AccountViewProps {
  subscription: Subscription;
  payments: LoadState<SubscriptionPayment[]>;
  onCancelled: () => void;
}

function AccountView({ subscription, payments, onCancelled }: AccountViewProps) {
  const [cancelling, setCancelling] = useState(false);
  const planTitle = useRef<HTMLHeadingElement>(null);
  const status = statusInWords(subscription);
  const pending = subscription.pendingCheckout;

  const cancelled = useRef(false);

  const closeDialog = () => {
    setCancelling(false);
    // Once cancelled the button goes away (when the reload arrives): focus goes to the plan, which
    // stays, instead of falling to the page's top. Otherwise the dialog gives it back to the button.
    if (cancelled.current) setTimeout(() => planTitle.current?.focus());
  };

  return (
    <>
      <section className="card account-plan" aria-labelledby="account-plan-title">
        <h2 id="account-plan-title" className="account__subtitle" ref={planTitle} tabIndex={-1}>
          Tu plan
        </h2>
        <dl className="account-details">
          <div>
            <dt>Plan</dt>
            <dd>{subscription.planName ?? 'Ninguno'}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd className={`tone tone--${status.tone}`}>
              <StatusIcon tone={status.tone} />
              <span>{status.text}</span>
            </dd>
          </div>
          <div>
            <dt>Pagado hasta</dt>
            <dd>{paidUntilText(subscription)}</dd>
          </div>
          <div>
            <dt>Próximo cobro</dt>
            <dd>{nextChargeText(subscription)}</dd>
          </div>
        </dl>
        {pending && (
          <div className="account-pending">
            <p>
              <strong>Tenés un pago pendiente del {pending.planName}.</strong> Podés terminarlo en Mercado
              Pago con el mismo enlace.
            </p>
            <a className="button button--primary" href={pending.initPoint}>
              Continuar con el pago
            </a>
          </div>
        )}
        {canCancel(subscription) && (
          <div className="account__actions">
            <button type="button" className="button account__cancel" onClick={() => setCancelling(true)}>
              Cancelar suscripción
            </button>
            <p className="account__note">
              No se te cobra más y seguís estudiando hasta el final del período pago.
            </p>
          </div>
        )}
      </section>

      <PaymentsSection payments={payments} />
      <SwitchPlanSection subscription={subscription} />

      {cancelling && (
        <CancelSubscriptionDialog
          onClose={closeDialog}
          onCancelled={() => {
            cancelled.current = true;
            onCancelled();
          }}
        />
      )}
    </>
  );
}

function PaymentsSection({ payments }: { payments: LoadState<SubscriptionPayment[]> }) {
  const list = 'data' in payments ? payments.data : undefined;
  return (
    <section
      className="card account-payments"
      aria-labelledby="account-payments-title"
      aria-busy={payments.phase === 'loading'}
    >
      <h2 id="account-payments-title" className="account__subtitle">
        Tus pagos
      </h2>
      {payments.phase === 'error' ? (
        <div className="account__error" role="alert">
          <p>No pudimos traer tus pagos de Mercado Pago.</p>
          <button type="button" className="button" onClick={payments.retry}>
            Reintentar
          </button>
        </div>
      ) : !list ? (
        <p className="account-payments__state" role="status">
          <span className="spinner__circle" aria-hidden="true" />
          Cargando tus pagos…
        </p>
      ) : list.length === 0 ? (
        <p className="account-payments__state">Todavía no hay pagos registrados.</p>
      ) : (
        <table className="account-payments__table">
          <caption className="visually-hidden">Tus pagos, del más reciente al más antiguo</caption>
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Plan</th>
              <th scope="col" className="account-payments__amount">
                Monto
              </th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {list.map((payment) => {
              const state = paymentStatusInWords[payment.status];
              return (
                <tr key={payment.id}>
                  <th scope="row" className="account-payments__date">
                    {formatDateAr(payment.date)}
                  </th>
                  <td className="account-payments__plan">{payment.planName}</td>
                  <td className="account-payments__amount">{formatArs(payment.amount)}</td>
                  <td className="account-payments__status">
                    <span className={`tone tone--${state.tone}`}>
                      <StatusIcon tone={state.tone} />
                      <span>{state.text}</span>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function SwitchPlanSection({ subscription }: { subscription: Subscription }) {
  const other = otherPlan(subscription);
  const until = paidUntilText(subscription);
  return (
    <section className="card account-switch" aria-labelledby="account-switch-title">
      <h2 id="account-switch-title" className="account__subtitle">
        Cómo cambiar de plan
      </h2>
      {hasAccess(subscription) ? (
        <ol className="account-switch__steps">
          <li>
            {subscription.status === 'cancelled'
              ? `Ya cancelaste tu suscripción: no se te cobra más y seguís estudiando hasta el ${until}.`
              : isCancelled(subscription)
                ? `Tu plan no se renueva: no se te cobra más y seguís estudiando hasta el ${until}.`
                : `Cancelá tu suscripción actual: no se te cobra más y seguís estudiando hasta el ${until}.`}
          </li>
          <li>
            Cuando termine ese período, elegí el {other?.name ?? 'otro plan'} en{' '}
            <Link to="/plans">la página de planes</Link>.
          </li>
        </ol>
      ) : (
        <>
          <p className="account-switch__text">
            Ahora no tenés acceso con ningún plan: elegí el que prefieras y empezá a estudiar.
          </p>
          <Link className="button button--primary" to="/plans">
            Elegir un plan
          </Link>
        </>
      )}
    </section>
  );
}
