import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../../../../shared/domain/return-path.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/**
 * Reached when the edge asked this browser to prove it is one (many requests from one address, as
 * in a school): by the time this page loads, the check has passed, so it goes straight back.
 */
export default function ConnectionCheckPage() {
  useDocumentTitle('Verificando tu conexión | Ingresá');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = safeReturnPath(params.get('volver'));

  useEffect(() => {
    navigate(back, { replace: true });
  }, [back, navigate]);

  return (
    <main className="result">
      <div className="result__card">
        <h1>Verificando tu conexión…</h1>
        <Spinner label="Volviendo a donde estabas…" />
        <p className="lead">
          Desde tu red llegan muchas consultas juntas, así que confirmamos que sos vos. Enseguida volvés a
          donde estabas.
        </p>
        <p>
          <a href={back}>Volver ahora</a>
        </p>
      </div>
    </main>
  );
}
