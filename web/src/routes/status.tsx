import { useCallback, useEffect, useState } from 'react';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { fetchHealth, type Health } from '../features/status/api.ts';

export default function StatusPage() {
  useDocumentTitle('Estado del servicio | Ingresá');
  const [health, setHealth] = useState<Health | 'loading'>('loading');

  const check = useCallback((signal?: AbortSignal) => {
    setHealth('loading');
    fetchHealth(signal).then(setHealth, () => undefined);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    check(controller.signal);
    return () => controller.abort();
  }, [check]);

  return (
    <main className="page page--center">
      <h1>Estado del servicio</h1>
      {health === 'loading' ? (
        <p className="status status--checking" role="status" data-testid="health">
          Comprobando…
        </p>
      ) : health.ok ? (
        <p className="status status--ok" role="status" data-testid="health">
          Todo funciona con normalidad. La base de datos respondió en {health.latencyMs} ms.
        </p>
      ) : (
        <div className="status status--error" role="alert" data-testid="health">
          <p>{health.message}</p>
          <button type="button" className="button" onClick={() => check()}>
            Reintentar
          </button>
        </div>
      )}
    </main>
  );
}
