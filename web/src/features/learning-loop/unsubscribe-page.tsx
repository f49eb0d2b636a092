import { useState } from 'react';
import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

type Phase =
  | { name: 'asking' }
  | { name: 'sending' }
  | { name: 'done'; message: string }
  | { name: 'failed'; message: string };

/** The server's own words for a bad link (contracts/practice.ts), without loading the contracts. */
const BAD_LINK =
  'El enlace para dejar de recibir recordatorios no es válido. Podés apagarlos desde tu panel.';

/** The token of the reminder's link; read when the student confirms, so the page never renders it. */
function tokenOfLink(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

/**
 * /recordatorios/baja: the daily reminder's way out (ADR 0052), one click and no login. The link only
 * opens this page; the reminder stops when the student confirms, so a mail scanner that follows links
 * cannot turn it off for them.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Dejar de recibir recordatorios | Ingresá');
  const [phase, setPhase] = useState<Phase>({ name: 'asking' });

  const confirm = async () => {
    const token = tokenOfLink();
    if (!token) {
      setPhase({ name: 'failed', message: BAD_LINK });
      return;
    }
    setPhase({ name: 'sending' });
    // The contracts (zod) load when the student confirms, not with the page: it stays light (ADR 0020).
    const { unsubscribeReminder } = await import('./api.ts');
    const result = await unsubscribeReminder(token);
    setPhase(
      result.ok
        ? { name: 'done', message: result.data.message }
        : {
            name: 'failed',
            message: result.message ?? 'No pudimos apagar el recordatorio. Probá de nuevo en un rato.',
          },
    );
  };

  return (
    <main className="result">
      <div className="result__card">
        <Link to="/" className="brand result__brand">
          Ingresá
        </Link>
        <h1>Recordatorio diario</h1>
        {phase.name === 'done' ? (
          <p className="lead" role="status">
            <span aria-hidden="true">✓ </span>
            {phase.message}
          </p>
        ) : (
          <>
            <p className="lead">
              ¿Querés dejar de recibir el e-mail que te recuerda tu meta de ejercicios del día? Tu meta y tu
              racha siguen como están.
            </p>
            {phase.name === 'failed' && (
              <p className="form-error" role="alert">
                {phase.message}
              </p>
            )}
            <div className="actions">
              <button
                type="button"
                className="button button--primary"
                onClick={confirm}
                aria-disabled={phase.name === 'sending' || undefined}
              >
                {phase.name === 'sending' ? 'Apagando…' : 'Dejar de recibir recordatorios'}
              </button>
            </div>
          </>
        )}
        <p>
          <Link to="/content/dashboard">Ir a mi dashboard</Link>
        </p>
      </div>
    </main>
  );
}
