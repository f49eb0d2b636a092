import { useState } from 'react';
import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { callApi } from '../../lib/api.ts';
import { bookletLinkRoute } from '../../lib/routes/booklets.ts';
import { subjectLabel } from './labels.ts';

const failed = 'No pudimos preparar la descarga. Probá de nuevo en unos segundos.';
const offline =
  'Sin conexión. Los cuadernillos que ya descargaste siguen en las descargas de tu dispositivo; para bajar uno nuevo, esperá a que vuelva la conexión.';

/**
 * The booklet has every answer, so it is never a public file: the button asks the API for a link that
 * works for a few minutes and follows it (the file comes as a download, the page stays).
 */
export function BookletDownload({ subject }: { subject: SubjectId }) {
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const name = subjectLabel(subject);

  const download = async () => {
    setState('loading');
    const result = await callApi(bookletLinkRoute, { params: { subject } });
    if (!result.ok) {
      setMessage(result.status === 0 ? offline : (result.message ?? failed));
      setState('error');
      return;
    }
    window.location.assign(result.data.url);
    setState('idle');
  };

  return (
    <>
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
      {state === 'error' && (
        <p className="dash-booklet__error" role="alert">
          {message}
        </p>
      )}
    </>
  );
}
