import { NOT_EXAMINED_LABEL } from '../../../../shared/domain/subjects.ts';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { MY_ACCOUNT_PATH } from '../../lib/account-paths.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { fetchSubjects, type SubjectSummary } from './api.ts';
import { countLabel } from './labels.ts';
import { educationalMessages } from './messages.ts';
import { ErrorState, subjectsPath } from './page-state.tsx';
import './educational.css';

const steps = [
  { title: 'Elegí la materia', text: 'Matemática, Física o Química: empezá por la que más te cuesta.' },
  { title: 'Estudiá el temario', text: 'Cada tema tiene mini clases cortas con ejemplos resueltos.' },
  { title: 'Practicá', text: 'Resolvé ejercicios y mirá la explicación paso a paso de cada uno.' },
];

/** /content/educational: the subjects to study and how the educational system works. */
export function SubjectListPage() {
  useDocumentTitle('Sistema Educativo | Ingresá');
  const { state } = useLoader(fetchSubjects, []);

  return (
    <div className="edu">
      <header className="edu-header">
        <h1 className="edu-header__title">Sistema Educativo</h1>
        <p className="lead">
          Elegí una materia y estudiá a tu ritmo: temario completo, mini clases y ejercicios resueltos paso a
          paso para el ingreso a la UTN.
        </p>
      </header>

      {state.phase === 'loading' && <Spinner label="Cargando materias…" />}
      {state.phase === 'error' && (
        <ErrorState
          message={state.status === 0 ? educationalMessages.connection : educationalMessages.subjectsFailed}
          onRetry={state.retry}
          back={null}
        />
      )}
      {state.phase === 'ready' && (
        <section aria-labelledby="edu-subjects-title">
          <h2 id="edu-subjects-title" className="visually-hidden">
            Materias
          </h2>
          {state.data.faculty && (
            <p className="edu-faculty">
              Ordenado según lo que toma <strong>{state.data.faculty.code}</strong> ·{' '}
              <Link to={MY_ACCOUNT_PATH}>
                Cambiar<span className="visually-hidden"> tu facultad</span>
              </Link>
            </p>
          )}
          <ul className="edu-subjects">
            {state.data.data.map((subject) => (
              <SubjectCard key={subject.id} subject={subject} />
            ))}
          </ul>
        </section>
      )}

      <section className="edu-steps" aria-labelledby="edu-steps-title">
        <h2 id="edu-steps-title" className="edu-section-title">
          ¿Cómo funciona?
        </h2>
        <ol className="edu-steps__list">
          {steps.map((step, index) => (
            <li key={step.title} className="edu-steps__item">
              <span className="edu-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="edu-steps__title">{step.title}</h3>
                <p className="edu-steps__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function SubjectCard({ subject }: { subject: SubjectSummary }) {
  return (
    <li className={`edu-subject edu-subject--${subject.id}`}>
      <h3 className="edu-subject__name">{subject.nombre}</h3>
      {!subject.examined && <p className="edu-subject__not-examined">{NOT_EXAMINED_LABEL}</p>}
      <p className="edu-subject__description">{subject.descripcion}</p>
      <ul className="edu-subject__stats" aria-label={`${subject.nombre} en números`}>
        <li>{countLabel(subject.totalTemas, 'tema', 'temas')}</li>
        <li>{countLabel(subject.totalEjercicios, 'ejercicio', 'ejercicios')}</li>
      </ul>
      <Link className="button button--primary edu-subject__link" to={`${subjectsPath}/${subject.id}`}>
        Estudiar {subject.nombre}
      </Link>
    </li>
  );
}
