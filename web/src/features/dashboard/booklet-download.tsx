import { useEffect, useState } from 'react';
import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { callApi } from '../../lib/api.ts';
import { bookletLinkRoute } from '../../lib/routes/booklets.ts';
import { keepBooklet, keptBooklet, savePdf } from './kept-booklets.ts';
import { subjectLabel } from './labels.ts';

const failed = 'No pudimos preparar la descarga. Probá de nuevo en unos segundos.';
const offline =
  'Sin conexión. Los cuadernillos que ya descargaste en la app se abren con «Abrir guardado»; para bajar uno nuevo, esperá a que vuelva la conexión.';

/**
 * The booklet has every answer, so it is never a public file: the button asks the API for a link that
 * works for a few minutes, fetches the PDF, keeps a copy on this device for reading without a
 * connection (#34) and hands it to the browser as a download. Where the file cannot be fetched from
 * the page (a storage that refuses the page's origin), the link is followed as before and no copy is kept.
 */
export function BookletDownload({ subject }: { subject: SubjectId }) {
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [kept, setKept] = useState(false);
  const name = subjectLabel(subject);

  useEffect(() => {
    let current = true;
    void keptBooklet(subject).then((copy) => {
      if (current) setKept(copy !== undefined);
    });
    return () => {
      current = false;
    };
  }, [subject]);

  const download = async () => {
    setState('loading');
    const result = await callApi(bookletLinkRoute, { params: { subject } });
    if (!result.ok) {
      setMessage(result.status === 0 ? offline : (result.message ?? failed));
      setState('error');
      return;
    }
    const { url, fileName } = result.data;
    const pdf = await fetch(url)
      .then((response) => (response.ok ? response.blob() : undefined))
      .catch(() => undefined);
    if (!pdf) {
      window.location.assign(url);
      setState('idle');
      return;
    }
    if (await keepBooklet(subject, pdf, fileName)) setKept(true);
    savePdf(pdf, fileName);
    setState('idle');
  };

  const openKept = async () => {
    const copy = await keptBooklet(subject);
    if (copy) savePdf(copy.pdf, copy.fileName);
    else setKept(false);
  };

  return (
    <>
      <div className="dash-booklet__actions">
        <button
          type="button"
          className="button"
          onClick={download}
          disabled={state === 'loading'}
          aria-busy={state === 'loading'}
        >
          {state === 'loading' ? 'Preparando…' : 'Descargar'}
          <span className="visually-hidden"> el cuadernillo de {name}</span>
        </button>
        {kept && (
          <button type="button" className="button" onClick={openKept}>
            Abrir guardado
            <span className="visually-hidden"> el cuadernillo de {name}, sin conexión</span>
          </button>
        )}
      </div>
      {state === 'error' && (
        <p className="dash-booklet__error" role="alert">
          {message}
        </p>
      )}
    </>
  );
}
