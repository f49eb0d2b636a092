import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ONBOARDING_PATH } from '../../lib/account-paths.ts';
import { accountCopy, type ExamTarget, fetchExamTarget } from '../../lib/exam-target-api.ts';
import { cacheTarget } from '../../lib/exam-target-store.ts';
import { type LoadResult, useLoader } from '../../lib/use-loader.ts';
import { ExamTargetForm } from './exam-target-form.tsx';
import './exam-target.css';

/** What the account holds, which also becomes the browser's copy (the countdown reads it). */
async function loadTarget(signal: AbortSignal): Promise<LoadResult<ExamTarget>> {
  const result = await fetchExamTarget(signal);
  if (result.ok) cacheTarget(accountCopy(result.data));
  return result;
}

/** /content/cuenta: the student's faculty, career and exam day, changeable any time (#31). */
export default function MyAccountPage() {
  useDocumentTitle('Mi cuenta | Ingresá');
  const { state } = useLoader(loadTarget, []);
  return (
    <div className="my-account">
      <header>
        <h1 className="my-account__title">Mi cuenta</h1>
        <p className="lead my-account__lead">
          Contanos dónde y cuándo rendís: tu plan, tu cuenta regresiva y las materias se acomodan a tu examen.
        </p>
      </header>
      <section className="card" aria-labelledby="my-account-exam" aria-busy={state.phase === 'loading'}>
        <h2 id="my-account-exam" className="my-account__subtitle">
          Tu facultad y tu examen
        </h2>
        {state.phase === 'error' ? (
          <div className="my-account__error" role="alert">
            <p>{state.message}</p>
            <button type="button" className="button" onClick={state.retry}>
              Reintentar
            </button>
          </div>
        ) : state.phase === 'ready' ? (
          <ExamTargetForm initial={state.data} submitLabel="Guardar cambios" />
        ) : (
          <Spinner label="Cargando tu examen…" />
        )}
      </section>
      <section className="card" aria-labelledby="my-account-more">
        <h2 id="my-account-more" className="my-account__subtitle">
          Lo demás de tu cuenta
        </h2>
        <ul className="my-account__links">
          <li>
            <Link to="/content/suscripcion">Mi suscripción</Link>: tu plan, tus pagos y cómo cancelar.
          </li>
          <li>
            <Link to={ONBOARDING_PATH}>Volver a los primeros pasos</Link>: tu meta diaria y el recordatorio.
          </li>
        </ul>
      </section>
    </div>
  );
}
