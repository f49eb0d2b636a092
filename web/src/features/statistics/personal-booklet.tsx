import { useEffect, useRef, useState } from 'react';
import { fetchPersonalBooklet } from './api.ts';

type Step =
  | { phase: 'idle' }
  | { phase: 'working' }
  | { phase: 'ready'; url: string; fileName: string; topics: string[] }
  | { phase: 'failed'; message: string };

export const BOOKLET_FAILED = 'No pudimos armar tu cuadernillo. Probá de nuevo en un rato.';

/** Hands the file to the browser as a download, as a click on its link would. */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The button that makes the personal booklet: while the server writes it the button waits and a bar
 * says so, then the PDF downloads by itself and stays at hand as a link. A refusal (no weak spots
 * yet, the day's booklets used up) is the server's own sentence.
 */
export function PersonalBooklet() {
  const [step, setStep] = useState<Step>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const url = step.phase === 'ready' ? step.url : null;

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const make = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStep({ phase: 'working' });
    const result = await fetchPersonalBooklet(current.signal);
    if (current.signal.aborted) return;
    if (!result.ok) {
      setStep({ phase: 'failed', message: result.message ?? BOOKLET_FAILED });
      return;
    }
    const objectUrl = URL.createObjectURL(result.data.file);
    setStep({
      phase: 'ready',
      url: objectUrl,
      fileName: result.data.fileName,
      topics: result.data.subtopics.map((s) => s.title),
    });
    download(objectUrl, result.data.fileName);
  };

  const working = step.phase === 'working';
  return (
    <div className="personal-booklet">
      <p>
        Un PDF con tus subtemas más flojos: la idea clave de cada uno, ejemplos resueltos y ejercicios nuevos,
        con las respuestas paso a paso al final. Podés armar hasta 3 por día.
      </p>
      <button
        type="button"
        className="button button--primary personal-booklet__button"
        onClick={make}
        disabled={working}
        aria-describedby="personal-booklet-status"
      >
        {working ? 'Armando tu cuadernillo…' : 'Descargar mi cuadernillo'}
      </button>
      <div id="personal-booklet-status" className="personal-booklet__status" role="status" aria-live="polite">
        {working && (
          <>
            <progress className="personal-booklet__progress" aria-label="Armando tu cuadernillo" />
            <span>Buscamos tus temas más flojos y escribimos ejercicios nuevos: tarda unos segundos.</span>
          </>
        )}
        {step.phase === 'ready' && (
          <span>
            Listo: tu cuadernillo repasa {step.topics.join(', ')}. Si no se descargó,{' '}
            <a href={step.url} download={step.fileName}>
              descargalo acá
            </a>
            .
          </span>
        )}
      </div>
      {step.phase === 'failed' && (
        <p className="personal-booklet__error" role="alert">
          {step.message}
        </p>
      )}
    </div>
  );
}
