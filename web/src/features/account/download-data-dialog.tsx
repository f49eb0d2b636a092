import { useCallback, useEffect, useRef, useState } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { exportAccount } from './api.ts';
import { downloadJson, exportErrorMessage, exportFileName } from './download.ts';
import './account.css';

type Export =
  | { step: 'working' }
  | { step: 'done'; fileName: string; data: unknown }
  | { step: 'error'; message: string };

/**
 * "Descargar mis datos" (Ley 25.326, right of access): asks the server for everything it keeps about
 * the student and saves it as a JSON file at once; the file can be saved again from here.
 */
export default function DownloadDataDialog({ onClose }: { onClose: () => void }) {
  const { initialFocus, dialogProps } = useModalDialog<HTMLHeadingElement>(onClose);
  const [state, setState] = useState<Export>({ step: 'working' });
  const run = useRef(0);

  const start = useCallback(async () => {
    const current = ++run.current;
    setState({ step: 'working' });
    const result = await exportAccount();
    if (current !== run.current) return;
    if (!result.ok) {
      setState({ step: 'error', message: exportErrorMessage(result) });
      return;
    }
    const fileName = exportFileName(new Date());
    downloadJson(result.data.data, fileName);
    setState({ step: 'done', fileName, data: result.data.data });
  }, []);

  useEffect(() => {
    start();
    return () => {
      run.current++;
    };
  }, [start]);

  return (
    <dialog {...dialogProps} className="modal account-modal" aria-labelledby="download-title">
      <div className="modal__body">
        <h2 id="download-title" ref={initialFocus} tabIndex={-1} className="modal__title">
          Descargar mis datos
        </h2>
        <p className="modal__lead">
          Armamos un archivo con todo lo que guardamos sobre vos: tu email, tu suscripción y tus pagos, tus
          respuestas, estadísticas y simuladores, tus opiniones y tu charla con el tutor.
        </p>
        <div role="status" className="account-modal__status">
          {state.step === 'working' && (
            <p className="account-modal__progress">
              <span className="spinner__circle" aria-hidden="true" />
              Preparando tu archivo…
            </p>
          )}
          {state.step === 'done' && (
            <p className="form-notice">
              Listo: descargamos <strong>{state.fileName}</strong>. Si no lo ves, buscalo en la carpeta de
              descargas.
            </p>
          )}
        </div>
        {state.step === 'error' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        <p className="account-modal__note">
          Es un archivo JSON: lo podés abrir con cualquier editor de texto o con tu navegador.
        </p>
        <div className="modal__actions">
          {state.step === 'done' && (
            <button type="button" className="button" onClick={() => downloadJson(state.data, state.fileName)}>
              Descargar de nuevo
            </button>
          )}
          {state.step === 'error' && (
            <button type="button" className="button" onClick={start}>
              Reintentar
            </button>
          )}
          <button type="button" className="button button--primary" onClick={onClose}>
            Cerrar
          </button>
        </div>
      </div>
    </dialog>
  );
}
