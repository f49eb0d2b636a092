import { useEffect, useState } from 'react';
import { ErrorIllustration } from '../../components/illustrations/index.tsx';
import { consumerLinks } from '../../components/legal-links.tsx';
import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { CONNECTION_MESSAGE, type RequestAnswer, WITHDRAWAL_DAYS_TEXT } from './request-format.ts';
import { RequestResult } from './request-result.tsx';

type Phase =
  | { name: 'asking' }
  | { name: 'sending' }
  /** The request can be sent again (the connection failed). */
  | { name: 'retry'; message: string }
  /** The link cannot work: missing, malformed, expired or refused. */
  | { name: 'invalid'; message: string }
  | { name: 'done'; answer: RequestAnswer };

/** The server's words for a bad link (BAD_LINK_MESSAGE), without loading the contracts. */
const BAD_LINK = 'El enlace de confirmación no es válido.';

const [withdrawalLink, cancellationLink] = consumerLinks;

/** The token of the mailed link; read when the student confirms, so the page never renders it. */
function tokenOfLink(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

/**
 * /confirmar-solicitud?token=…: the link mailed for an arrepentimiento or a baja asked without the
 * account's own session. Opening it changes nothing (mail scanners follow links); the request is carried
 * out when the student presses "Confirmar".
 */
export default function ConfirmRequestPage() {
  useDocumentTitle('Confirmá tu pedido | Ingresá');
  const [phase, setPhase] = useState<Phase>({ name: 'asking' });

  // A link without a token cannot work: say so before the student presses anything.
  useEffect(() => {
    if (!tokenOfLink()) setPhase({ name: 'invalid', message: BAD_LINK });
  }, []);

  const confirm = async () => {
    if (phase.name === 'sending') return;
    const token = tokenOfLink();
    if (!token) {
      setPhase({ name: 'invalid', message: BAD_LINK });
      return;
    }
    setPhase({ name: 'sending' });
    try {
      // The contracts (zod) load when the student confirms, not with the page (ADR 0020).
      const api = await import('./api.ts');
      if (!api.isTokenShaped(token)) {
        setPhase({ name: 'invalid', message: BAD_LINK });
        return;
      }
      const result = await api.confirmConsumerRequest(token);
      if (result.ok) setPhase({ name: 'done', answer: result.data });
      else if (result.status === 0) setPhase({ name: 'retry', message: CONNECTION_MESSAGE });
      else if (result.status === 429 || result.status >= 500)
        setPhase({
          name: 'retry',
          message: result.message ?? 'No pudimos confirmar tu pedido. Probá de nuevo en un rato.',
        });
      else setPhase({ name: 'invalid', message: result.message ?? BAD_LINK });
    } catch {
      setPhase({ name: 'retry', message: CONNECTION_MESSAGE });
    }
  };

  return (
    <main className="consumer">
      <div className="consumer__inner">
        {phase.name === 'invalid' ? (
          <section className="consumer-result" aria-labelledby="confirm-title">
            <ErrorIllustration width={180} className="page__art" />
            <h1 id="confirm-title">No pudimos confirmar tu pedido</h1>
            <p className="form-error" role="alert">
              {phase.message}
            </p>
            <p>
              Podés volver a hacerlo: con el <Link to={withdrawalLink.href}>botón de arrepentimiento</Link> o
              con el <Link to={cancellationLink.href}>botón de baja de servicio</Link>. Te damos un código
              nuevo y, si iniciaste sesión con el e-mail de tu cuenta, lo hacemos al instante.
            </p>
          </section>
        ) : (
          <>
            <h1>{phase.name === 'done' ? 'Confirmaste tu pedido' : 'Confirmá tu pedido'}</h1>
            {phase.name === 'done' ? (
              <RequestResult answer={phase.answer} />
            ) : (
              <>
                <p className="lead consumer__lead">
                  Pediste el arrepentimiento de tu compra o la baja de tu suscripción. Al confirmar, lo
                  hacemos ahora:
                </p>
                <ul className="consumer__points">
                  <li>
                    <strong>Arrepentimiento</strong>, dentro de los {WITHDRAWAL_DAYS_TEXT} de tu compra: te
                    devolvemos todo lo que pagaste por Mercado Pago y tu acceso termina. Pasado ese plazo, se
                    toma como una baja.
                  </li>
                  <li>
                    <strong>Baja</strong>: no te cobramos más y seguís estudiando hasta que termine el período
                    que pagaste.
                  </li>
                </ul>
                <p>Si no lo pediste vos, no hagas nada: sin tu confirmación no cambia nada.</p>
                {phase.name === 'retry' && (
                  <p className="form-error" role="alert">
                    {phase.message}
                  </p>
                )}
                <button
                  type="button"
                  className="button button--primary consumer__confirm"
                  onClick={confirm}
                  aria-disabled={phase.name === 'sending' || undefined}
                >
                  {phase.name === 'sending' ? 'Confirmando…' : 'Confirmar'}
                </button>
              </>
            )}
          </>
        )}
      </div>
    </main>
  );
}
