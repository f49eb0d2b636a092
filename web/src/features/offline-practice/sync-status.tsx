import { useState } from 'react';
import { dismissSyncNotes, type SyncedRun, useSyncState } from './sync.ts';
import './offline-practice.css';

/** «1 respuesta pendiente de sincronizar», «3 respuestas pendientes de sincronizar». */
export function pendingText(count: number): string {
  return count === 1
    ? '1 respuesta pendiente de sincronizar'
    : `${count.toLocaleString('es-AR')} respuestas pendientes de sincronizar`;
}

const answers = (count: number) =>
  count === 1 ? '1 respuesta' : `${count.toLocaleString('es-AR')} respuestas`;

/**
 * What the run that emptied the queue came to, in the student's words; undefined when the server refused
 * every answer, which is no «Sincronizado» (the refused answers' card says what happened).
 */
export function syncedText({ counted, refused }: SyncedRun): { title: string; detail: string } | undefined {
  if (counted === 0) return undefined;
  if (refused === 0) {
    return {
      title: 'Sincronizado',
      detail: 'Tus respuestas sin conexión ya cuentan en tus estadísticas y tu racha.',
    };
  }
  return {
    title: `Sincronizado · ${answers(refused)} no se ${refused === 1 ? 'pudo' : 'pudieron'} contar`,
    detail:
      counted === 1
        ? 'La otra ya cuenta en tus estadísticas y tu racha.'
        : `Las otras ${counted.toLocaleString('es-AR')} ya cuentan en tus estadísticas y tu racha.`,
  };
}

/**
 * Beside the area's offline banner: how many answers given offline wait on this device, then
 * «Sincronizado» once the server has them all, and a word on any the server refused.
 */
export function SyncStatus({ offline }: { offline: boolean }) {
  const { pending, synced, notes } = useSyncState(offline);
  const [closing, setClosing] = useState(false);
  const waiting = pending !== null && pending > 0;
  const done = synced && syncedText(synced);
  return (
    <div className="sync-status" role="status" aria-live="polite">
      {waiting && (
        <p className="sync-status__card">
          <strong>{pendingText(pending)}</strong>
          <span>Quedan guardadas en este dispositivo y se envían solas cuando haya conexión.</span>
        </p>
      )}
      {!waiting && done && (
        <p className="sync-status__card sync-status__card--done">
          <strong>
            <span aria-hidden="true">✓ </span>
            {done.title}
          </strong>
          <span>{done.detail}</span>
        </p>
      )}
      {notes.length > 0 && (
        <div className="sync-status__card sync-status__card--refused">
          <p>
            <strong>
              {notes.length === 1
                ? 'Una respuesta no se pudo contar'
                : `${notes.length} respuestas no se pudieron contar`}
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
