import { useDocumentTitle } from '../components/use-document-title.ts';
import { fetchHealth } from '../features/status/api.ts';
import { useLoader } from '../lib/use-loader.ts';

export default function StatusPage() {
  useDocumentTitle('Estado del servicio | Ingresá');
  const { state: health } = useLoader(fetchHealth, []);

  return (
    <main className="page page--center">
      <h1>Estado del servicio</h1>
      {health.phase === 'loading' ? (
        <p className="status status--checking" role="status" data-testid="health">
          Comprobando…
        </p>
      ) : health.phase === 'ready' ? (
        <p className="status status--ok" role="status" data-testid="health">
          Todo funciona con normalidad. La base de datos respondió en {health.data.latencyMs} ms.
        </p>
      ) : (
        <div className="status status--error" role="alert" data-testid="health">
          <p>{health.message}</p>
          <button type="button" className="button" onClick={health.retry}>
            Reintentar
          </button>
        </div>
      )}
    </main>
  );
}
