import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ConsumerRequestKind } from '../../../../shared/api/contracts/consumer.ts';
import { consumerLinks } from '../../components/legal-links.tsx';
import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { CONNECTION_MESSAGE, type RequestAnswer, WITHDRAWAL_DAYS_TEXT } from './request-format.ts';
import { RequestResult } from './request-result.tsx';

type Phase =
  | { name: 'asking' }
  | { name: 'sending' }
  /** `field`: the problem is the address itself, so the field is marked and described by it. */
  | { name: 'failed'; message: string; field: boolean }
  /** The signed-in owner is about to withdraw: what they lose, asked once before it is done. */
  | { name: 'confirming'; address: string; loss: string }
  | { name: 'done'; answer: RequestAnswer; email: string };

const FAILED_MESSAGE = 'No pudimos registrar tu pedido. Probá de nuevo en un rato.';

const [withdrawalLink, cancellationLink] = consumerLinks;

interface PageCopy {
  title: string;
  lead: string;
  points: ReactNode[];
  submit: string;
}

const copy: Record<ConsumerRequestKind, PageCopy> = {
  arrepentimiento: {
    title: withdrawalLink.label,
    lead: `¿Compraste un plan hace ${WITHDRAWAL_DAYS_TEXT} o menos? Arrepentite sin dar explicaciones: te devolvemos todo lo que pagaste por Mercado Pago y tu acceso termina.`,
    points: [
      `Dentro de los ${WITHDRAWAL_DAYS_TEXT} desde tu compra: te devolvemos el total, cancelamos la renovación y tu acceso termina.`,
      <>
        Pasados esos días, lo tomamos como una baja: no te cobramos más y seguís estudiando hasta que termine
        el período que pagaste (como con el <Link to={cancellationLink.href}>botón de baja de servicio</Link>
        ).
      </>,
      'No hace falta iniciar sesión ni registrarte. Te damos un código de identificación al instante y también te lo mandamos por e-mail.',
    ],
    submit: 'Arrepentirme de la compra',
  },
  baja: {
    title: cancellationLink.label,
    lead: 'Das de baja tu suscripción cuando quieras: no te cobramos más y seguís estudiando hasta que termine el período que ya pagaste.',
    points: [
      'Cancelamos la renovación automática en Mercado Pago: no hay más cobros.',
      'Tu acceso sigue hasta el último día del período que pagaste.',
      <>
        Si compraste hace {WITHDRAWAL_DAYS_TEXT} o menos y querés que te devolvamos el dinero, usá el{' '}
        <Link to={withdrawalLink.href}>botón de arrepentimiento</Link>.
      </>,
      'No hace falta iniciar sesión ni registrarte. Te damos un código de identificación al instante y también te lo mandamos por e-mail.',
    ],
    submit: 'Dar de baja mi suscripción',
  },
};

/**
 * /arrepentimiento and /baja: the consumer-law buttons (ADR 0060), public and with no login. Anyone
 * asks with an e-mail; the server carries it out at once for that account's own session, and mails a
 * confirmation link otherwise. The code is shown either way.
 */
function ConsumerRequestPage({ kind }: { kind: ConsumerRequestKind }) {
  const page = copy[kind];
  useDocumentTitle(`${page.title} | Ingresá`);
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'asking' });
  const input = useRef<HTMLInputElement>(null);

  // The page is prerendered: keep what was typed before the JavaScript arrived, else offer the address
  // of the student signed in in this tab.
  useEffect(() => {
    const typed = input.current?.value;
    const own = readItem(storageKeys.userEmail);
    if (typed) setEmail(typed);
    else if (own) setEmail(own);
  }, []);

  const fail = (message: string, field: boolean) => {
    setPhase({ name: 'failed', message, field });
    if (field) input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.name === 'sending') return;
    const address = email.trim();
    // Carried out at once for the account signed in here: say what is lost first, one tap more.
    if (kind === 'arrepentimiento' && address.toLowerCase() === readItem(storageKeys.userEmail)) {
      setPhase({ name: 'sending' });
      setPhase({ name: 'confirming', address, loss: await withdrawalLoss() });
      return;
    }
    await send(address);
  };

  const send = async (address: string) => {
    if (address === '') {
      fail('Escribí el e-mail de tu cuenta.', true);
      return;
    }
    setPhase({ name: 'sending' });
    try {
      // The contracts (zod) load when the student sends the form, not with the page (ADR 0020).
      const api = await import('./api.ts');
      const problem = api.emailProblem(address);
      if (problem) {
        fail(problem, true);
        return;
      }
      const result = await api.sendConsumerRequest(kind, address);
      if (result.ok) setPhase({ name: 'done', answer: result.data, email: address.toLowerCase() });
      else fail(result.status === 0 ? CONNECTION_MESSAGE : (result.message ?? FAILED_MESSAGE), false);
    } catch {
      fail(CONNECTION_MESSAGE, false);
    }
  };

  const sending = phase.name === 'sending';
  const fieldError = phase.name === 'failed' && phase.field;
  return (
    <main className="consumer">
      <div className="consumer__inner">
        <h1>{page.title}</h1>
        <p className="lead consumer__lead">{page.lead}</p>
        {phase.name === 'done' ? (
          <RequestResult answer={phase.answer} email={phase.email} />
        ) : phase.name === 'confirming' ? (
          <section className="consumer-confirm" aria-labelledby="consumer-confirm-title">
            <h2 id="consumer-confirm-title">¿Te arrepentís de la compra?</h2>
            <p>{phase.loss}</p>
            <div className="consumer-confirm__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => void send(phase.address)}
                // biome-ignore lint/a11y/noAutofocus: the question just replaced the form the focus was in.
                autoFocus
              >
                Sí, arrepentirme
              </button>
              <button type="button" className="button" onClick={() => setPhase({ name: 'asking' })}>
                Volver
              </button>
            </div>
          </section>
        ) : (
          <>
            <form className="consumer-form" onSubmit={submit} noValidate>
              <div className="field">
                <label className="field__label" htmlFor="consumer-email">
                  El e-mail de tu cuenta
                </label>
                <input
                  ref={input}
                  id="consumer-email"
                  className="field__input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="tu@email.com"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={fieldError || undefined}
                  aria-describedby={
                    fieldError ? 'consumer-email-error consumer-email-hint' : 'consumer-email-hint'
                  }
                />
                <p id="consumer-email-hint" className="consumer-form__hint">
                  Si iniciaste sesión con ese e-mail, lo hacemos al instante. Si no, te mandamos un e-mail
                  para que lo confirmes.
                </p>
              </div>
              {phase.name === 'failed' && (
                <p id="consumer-email-error" className="form-error" role="alert">
                  {phase.message}
                </p>
              )}
              <button
                type="submit"
                className="button button--primary button--block"
                aria-disabled={sending || undefined}
              >
                {sending ? 'Enviando tu pedido…' : page.submit}
              </button>
            </form>
            <section className="consumer__how" aria-labelledby="consumer-how">
              <h2 id="consumer-how">Cómo funciona</h2>
              <ul className="consumer__points">
                {page.points.map((point, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed copy, never reordered.
                  <li key={index}>{point}</li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </main>
  );
}

/**
 * What a withdrawal gives back and takes away, from the student's own payments (signed in here):
 * every approved charge of the last ten days is refunded and access ends today.
 */
async function withdrawalLoss(): Promise<string> {
  try {
    const [{ refundableAmount }, { formatArs }] = await Promise.all([
      import('./api.ts'),
      import('../../../../shared/domain/subscription-plans.ts'),
    ]);
    const refunded = await refundableAmount();
    if (refunded !== null && refunded > 0)
      return `Se te devuelven ${formatArs(refunded)} y tu acceso termina hoy.`;
    if (refunded === 0)
      return `No encontramos un pago de los últimos ${WITHDRAWAL_DAYS_TEXT}: lo tomamos como una baja, no te cobramos más y seguís estudiando hasta que termine el período que pagaste.`;
  } catch {
    // Without the payments the question still says what happens.
  }
  return `Se te devuelve lo que pagaste en los últimos ${WITHDRAWAL_DAYS_TEXT} y tu acceso termina hoy.`;
}

export const WithdrawalPage = () => <ConsumerRequestPage kind="arrepentimiento" />;
export const CancellationPage = () => <ConsumerRequestPage kind="baja" />;
