import { useState } from 'react';
import { PREDICTION_WINDOW_DAYS } from '../../../../shared/domain/pass-prediction.ts';
import { forStudent } from '../../lib/session-storage.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { fetchOutlook, type SubjectOutlook } from './api.ts';
import { MasteryChart, MasteryLegend } from './mastery-chart.tsx';
import { PassOutlook } from './pass-outlook.tsx';
import { PersonalBooklet } from './personal-booklet.tsx';

export const OUTLOOK_LOAD_ERROR = 'No pudimos cargar tu predicción ni tu dominio por subtema.';

/** The subject the mastery chart opens on: the one with most answers, or the first. */
const busiest = (subjects: readonly SubjectOutlook[]) =>
  [...subjects].sort(
    (a, b) =>
      b.subtopics.reduce((sum, s) => sum + s.answers, 0) - a.subtopics.reduce((sum, s) => sum + s.answers, 0),
  )[0]?.subject;

function MasterySection({ subjects }: { subjects: readonly SubjectOutlook[] }) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const current = subjects.find((s) => s.subject === (chosen ?? busiest(subjects))) ?? subjects[0];
  return (
    <>
      <fieldset className="stats-period mastery__subjects">
        <legend className="stats-period__legend">Materia</legend>
        <div className="stats-period__options mastery__subject-options">
          {subjects.map((subject) => (
            <label key={subject.subject} className="stats-period__option">
              <input
                type="radio"
                name="materia-dominio"
                value={subject.subject}
                checked={current?.subject === subject.subject}
                onChange={() => setChosen(subject.subject)}
              />
              <span>{subject.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <MasteryLegend />
      {current && <MasteryChart outlook={current} />}
    </>
  );
}

/**
 * The learning loop on the statistics page: the chance of passing each subject, mastery per subtopic and
 * the personal booklet of the weakest ones. Always the last 90 days, whatever the period chosen above.
 */
export function LearningLoop() {
  const { state } = useLoader(
    forStudent((userId, signal) => fetchOutlook(userId, signal)),
    [],
  );
  const subjects = 'data' in state ? state.data : undefined;
  const status =
    state.phase === 'error' ? (
      <div className="stats__error" role="alert">
        <p>{OUTLOOK_LOAD_ERROR}</p>
        <button type="button" className="button" onClick={state.retry}>
          Reintentar
        </button>
      </div>
    ) : (
      !subjects && (
        <p className="outlook__loading" role="status">
          Cargando…
        </p>
      )
    );
  return (
    <>
      <section className="card" aria-labelledby="stats-outlook-title" aria-busy={state.phase === 'loading'}>
        <h2 id="stats-outlook-title" className="stats__subtitle">
          ¿Aprobarías hoy?
        </h2>
        <p className="outlook__lead">
          Tu chance de aprobar cada materia, con tus simuladores y tu práctica de los últimos{' '}
          {PREDICTION_WINDOW_DAYS} días.
        </p>
        {status}
        {subjects && <PassOutlook subjects={subjects} />}
      </section>

      <section className="card" aria-labelledby="stats-mastery-title">
        <h2 id="stats-mastery-title" className="stats__subtitle">
          Dominio por subtema
        </h2>
        <p className="outlook__lead">
          Cada cuadrito es un subtema del programa: cuantas más barras, mejor lo dominás. Cuentan tus
          respuestas de los últimos {PREDICTION_WINDOW_DAYS} días, las más recientes un poco más.
        </p>
        {subjects && <MasterySection subjects={subjects} />}
      </section>

      <section className="card" aria-labelledby="stats-booklet-title">
        <h2 id="stats-booklet-title" className="stats__subtitle">
          Tu cuadernillo personal
        </h2>
        <PersonalBooklet />
      </section>
    </>
  );
}
