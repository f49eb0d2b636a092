import { useEffect, useState } from 'react';
import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { Link } from '../../components/link.tsx';
import { downloadPack } from './api.ts';
import { dropPack, type KeptPack, keepPack, keptPacks, subscribeToOfflinePractice } from './offline-store.ts';
import './offline-practice.css';

export const offlinePlayerPath = (packId: string) => `/content/practica-sin-conexion/${packId}`;

const day = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Argentina/Buenos_Aires',
});

const exercises = (count: number) => (count === 1 ? '1 ejercicio' : `${count} ejercicios`);

type Notice = { tone: 'done' | 'problem'; text: string };

/** The packs of one subject kept on this device, read again whenever the stores change. */
function useKeptPacks(subject: string): KeptPack[] | undefined {
  const [packs, setPacks] = useState<KeptPack[]>();
  useEffect(() => {
    let live = true;
    const read = () =>
      keptPacks()
        .catch(() => [])
        .then((all) => {
          if (live) setPacks(all.filter((pack) => pack.subject === subject));
        });
    void read();
    const stop = subscribeToOfflinePractice(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, [subject]);
  return packs;
}

/**
 * «Descargar para practicar sin conexión» on a subject's page: a pack of exercises kept on this device,
 * the packs kept, and the way to open or delete each.
 */
export default function PackPanel({ subjectId, subjectName }: { subjectId: SubjectId; subjectName: string }) {
  const packs = useKeptPacks(subjectId);
  const [downloading, setDownloading] = useState<'subject' | 'week' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const download = async (scope: 'subject' | 'week') => {
    if (downloading) return;
    setDownloading(scope);
    setNotice(null);
    const response = await downloadPack(subjectId, scope === 'week');
    if (!response.ok) {
      setDownloading(null);
      setNotice({
        tone: 'problem',
        text:
          response.status === 0
            ? 'Para descargar un paquete necesitás conexión. Probá de nuevo cuando vuelva.'
            : (response.message ?? 'No pudimos descargar el paquete. Probá de nuevo en un rato.'),
      });
      return;
    }
    const { pack, packsLeftToday } = response.data;
    try {
      await keepPack(pack);
    } catch {
      setDownloading(null);
      setNotice({
        tone: 'problem',
        text: 'Tu dispositivo no tiene lugar para guardar el paquete. Borrá alguno y probá de nuevo.',
      });
      return;
    }
    setDownloading(null);
    const left =
      packsLeftToday === 0
        ? 'Por hoy no quedan más descargas.'
        : `Te ${packsLeftToday === 1 ? 'queda 1 descarga' : `quedan ${packsLeftToday} descargas`} hoy.`;
    setNotice({
      tone: 'done',
      text: `Listo: ${exercises(pack.items.length)} guardados en este dispositivo. ${left}`,
    });
  };

  return (
    <section className="pack-panel card" aria-labelledby="pack-panel-title">
      <h2 id="pack-panel-title" className="pack-panel__title">
        Practicá sin conexión
      </h2>
      <p className="pack-panel__text">
        Guardá ejercicios de {subjectName} en este dispositivo y resolvelos donde no haya señal. Tus
        respuestas se envían cuando vuelva la conexión.
      </p>
      <div className="pack-panel__actions">
        <button
          type="button"
          className="button"
          onClick={() => void download('subject')}
          aria-disabled={downloading !== null || undefined}
        >
          {downloading === 'subject' ? 'Descargando ejercicios…' : 'Descargar para practicar sin conexión'}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void download('week')}
          aria-disabled={downloading !== null || undefined}
        >
          {downloading === 'week' ? 'Descargando tu semana…' : 'Descargar tu semana del plan'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {notice && <p className={notice.tone === 'problem' ? 'form-error' : 'form-notice'}>{notice.text}</p>}
      </div>
      {packs && packs.length > 0 && (
        <>
          <h3 className="pack-panel__title">Guardados en este dispositivo</h3>
          <ul className="pack-panel__list">
            {packs.map((pack) => (
              <KeptPackRow key={pack.id} pack={pack} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function KeptPackRow({ pack }: { pack: KeptPack }) {
  const answered = Object.keys(pack.answered ?? {}).length;
  const count = pack.items.length;
  const expired = Date.parse(pack.expiresAt) < Date.now();
  return (
    <li className="pack-panel__pack">
      <div>
        <p>
          <strong>{pack.title}</strong>
        </p>
        <p className="pack-panel__text">
          {answered === 0 ? exercises(count) : `${answered} de ${exercises(count)} respondidos`} ·{' '}
          {expired ? 'venció' : `vale hasta el ${day.format(new Date(pack.expiresAt))}`}
        </p>
      </div>
      <div className="pack-panel__actions">
        {!expired && answered < count && (
          <Link className="button button--primary" to={offlinePlayerPath(pack.id)}>
            {answered === 0 ? 'Practicar' : 'Seguir'}
            <span className="visually-hidden">: {pack.title}</span>
          </Link>
        )}
        <button type="button" className="button" onClick={() => void dropPack(pack.id)}>
          Borrar<span className="visually-hidden"> {pack.title}</span>
        </button>
      </div>
    </li>
  );
}
