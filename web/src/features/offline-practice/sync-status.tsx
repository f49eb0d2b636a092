import { useState } from 'react';
import { dismissSyncNotes, useSyncState } from './sync.ts';
import './offline-practice.css';

/** «1 respuesta pendiente de sincronizar», «3 respuestas pendientes de sincronizar». */
export function pendingText(count: number): string {
  return count === 1
    ? '1 respuesta pendiente de sincronizar'
    : `${count.toLocaleString('es-AR')} respuestas pendientes de sincronizar`;
}

/**
 * Beside the area's offline banner: how many answers given offline wait on this device, then
 * «Sincronizado» once the server has them all, and a word on any the server refused.
 */
export function SyncStatus({ offline }: { offline: boolean }) {
  const { pending, synced, notes } = useSyncState(offline);
  const [closing, setClosing] = useState(false);
  const waiting = pending !== null && pending > 0;
  return (
    <div className="sync-status" role="status" aria-live="polite">
      {waiting && (
        <p className="sync-status__card">
          <strong>{pendingText(pending)}</strong>
          <span>Quedan guardadas en este dispositivo y se envían solas cuando haya conexión.</span>
        </p>
      )}
      {!waiting && synced && (
        <p className="sync-status__card sync-status__card--done">
          <strong>
            <span aria-hidden="true">✓ </span>Sincronizado
          </strong>
          <span>Tus respuestas sin conexión ya cuentan en tus estadísticas y tu racha.</span>
        </p>
      )}
      {notes.length > 0 && (
        <div className="sync-status__card sync-status__card--refused">
          <p>
            <strong>
              {notes.length === 1
                ? 'Una respuesta no se pudo guardar'
                : `${notes.length} respuestas no se pudieron guardar`}
            </strong>
          </p>
          <ul>
            {[...new Set(notes.map((note) => note.message))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            disabled={closing}
            onClick={() => {
              setClosing(true);
              void dismissSyncNotes().finally(() => setClosing(false));
            }}
          >
            Entendido
          </button>
        </div>
      )}
    </div>
  );
}
