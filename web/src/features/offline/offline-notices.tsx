import { useEffect, useState, useSyncExternalStore } from 'react';
import { isOffline, subscribeToConnection } from './connection.ts';
import './offline-notices.css';

/** Whether the student is offline; prerendering and the first render assume not. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOffline, () => false);
}

/**
 * The subscriber area's word on the connection and on updates (ADR 0094): a calm banner while
 * offline, and "Hay una versión nueva" when a new service worker waits. It also registers the worker,
 * from the area's code only: the public pages' first load never carries it.
 */
export function OfflineNotices() {
  const offline = useOffline();
  const [update, setUpdate] = useState<() => void>();
  useEffect(() => {
    if (import.meta.env.DEV) return;
    void import('./register-service-worker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker((apply) => setUpdate(() => apply)),
    );
  }, []);
  return (
    <>
      <div className="offline-banner" role="status" aria-live="polite">
        {offline && (
          <p className="offline-banner__text">
            <strong>Sin conexión — seguís practicando</strong>
            <span>
              Tu panel, tu plan, tus estadísticas y las mini clases que ya abriste siguen acá. Practicá con
              los paquetes que descargaste: tus respuestas se envían solas cuando vuelva la conexión.
            </span>
          </p>
        )}
      </div>
      {update && (
        <div className="update-notice" role="status">
          <span>Hay una versión nueva de Ingresá.</span>
          <button type="button" className="button button--primary" onClick={update}>
            Actualizar
          </button>
        </div>
      )}
    </>
  );
}
