import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SubjectId, subjectNames } from '../../../../shared/domain/subjects.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { createSimulator } from './api.ts';
import { Origin } from './regional-origin.tsx';
import { type PresetPlan, type RegionalPresetChoice, regionalPresets } from './regional-presets.prebuilt.ts';
import { allReference, fromReference, summaryLines, unknown } from './regional-text.ts';
import './regional-preset.css';

const NO_USER_MESSAGE = 'No se encontró información del usuario. Por favor, iniciá sesión nuevamente.';
const CREATE_FAILED_MESSAGE = 'No pudimos armar el simulacro. Intentá nuevamente.';

/** The regional's plans for that career, or for every career where the career changes nothing. */
function plansOf(regional: RegionalPresetChoice, career: string | null) {
  return (career && regional.careers?.[career as keyof typeof regional.careers]) || regional.plans;
}

const subjectsOf = (regional: RegionalPresetChoice | undefined, career: string | null) =>
  regional ? (Object.keys(plansOf(regional, career)) as SubjectId[]) : [];

/**
 * "Simulacro como el de tu facultad" (#31, ADR 0076): the student picks a regional and a subject it
 * examines, reads that exam figure by figure (each with its source, or marked as the general reference)
 * and starts it. `defaultRegional` and `defaultCareer` preselect the student's own exam where known.
 */
export function RegionalPresetSection({
  defaultRegional = null,
  defaultCareer = null,
}: {
  defaultRegional?: string | null;
  defaultCareer?: string | null;
}) {
  const navigate = useNavigate();
  const known = regionalPresets.some((regional) => regional.id === defaultRegional);
  const [regionalId, setRegionalId] = useState(known ? (defaultRegional as string) : '');
  const regional = regionalPresets.find((choice) => choice.id === regionalId);
  const subjects = subjectsOf(regional, defaultCareer);
  const [chosenSubject, setSubject] = useState<SubjectId>('matematicas');
  const subject = subjects.includes(chosenSubject) ? chosenSubject : subjects[0];
  const plan = regional && subject ? plansOf(regional, defaultCareer)[subject] : undefined;
  const [state, setState] = useState<{ step: 'idle' | 'creating' } | { step: 'error'; message: string }>({
    step: 'idle',
  });

  const start = async () => {
    if (!regional || !subject) return;
    const userId = readItem(storageKeys.userId);
    if (!userId) {
      setState({ step: 'error', message: NO_USER_MESSAGE });
      return;
    }
    setState({ step: 'creating' });
    const result = await createSimulator({
      subject,
      preset: { regional: regional.id, ...(defaultCareer ? { career: defaultCareer } : {}) },
      userId,
    });
    if (result.ok) navigate(`/content/simulador/${result.data.simulator.id}`);
    else setState({ step: 'error', message: result.message ?? CREATE_FAILED_MESSAGE });
  };

  return (
    <section className="card regional-preset" aria-labelledby="regional-preset-title">
      <h2 id="regional-preset-title">Simulacro como el de tu facultad</h2>
      <p className="muted">
        Elegí tu facultad regional y la materia: armamos el examen con su cantidad de ítems, su tiempo, sus
        formatos y su nota para aprobar, y te decimos de dónde sale cada dato.
      </p>
      <div className="simulators__fields">
        <label className="field">
          <span className="field__label">Facultad regional</span>
          <select
            className="field__input"
            value={regionalId}
            onChange={(event) => {
              setRegionalId(event.target.value);
              setState({ step: 'idle' });
            }}
          >
            <option value="">Elegí tu facultad</option>
            {regionalPresets.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.code} · {choice.city}
              </option>
            ))}
          </select>
        </label>
        {regional && subject && (
          <fieldset className="regional-preset__subjects">
            <legend className="field__label">Qué rendís</legend>
            {subjects.map((id) => (
              <label key={id} className="chip-check">
                <input
                  type="radio"
                  name="regional-subject"
                  value={id}
                  checked={subject === id}
                  onChange={() => setSubject(id)}
                />
                <span>{subjectNames[id]}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {regional && subject && plan && (
        <>
          <h3 className="regional-preset__title">
            {subjectNames[subject]} en {regional.code} ({regional.name})
          </h3>
          <FormatSummary code={regional.code} plan={plan} />
          {state.step === 'error' && (
            <p className="form-error" role="alert">
              {state.message}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={state.step === 'creating'}
            onClick={start}
          >
            {state.step === 'creating' ? 'Armando tu simulacro…' : `Empezar el simulacro de ${regional.code}`}
          </button>
        </>
      )}
    </section>
  );
}

function FormatSummary({ code, plan }: { code: string; plan: PresetPlan }) {
  const lines = summaryLines(plan);
  const reference = allReference(plan);
  const filled = lines.filter((line) => fromReference(line.figure));
  const missing = lines.filter((line) => unknown(line.figure));
  const working = plan.figures.workingGraded;
  return (
    <>
      <dl className="regional-preset__summary">
        {lines.map((line) => (
          <div key={line.term}>
            <dt>{line.term}</dt>
            <dd>
              {line.text} <Origin figure={line.figure} />
            </dd>
          </div>
        ))}
      </dl>
      <ul className="regional-preset__notes">
        {reference ? (
          <li>
            No encontramos una fuente pública sobre el examen de {code}: este simulacro sigue nuestra
            referencia general (la forma de los exámenes de la UTN que sí están publicados), no el examen de{' '}
            {code}.
          </li>
        ) : (
          <>
            {filled.map((line) => (
              <li key={line.term}>
                <strong>{line.term}</strong>: sin fuente de {code}, usamos la referencia general.{' '}
                {line.figure.origin === 'referencia' && line.figure.why}
              </li>
            ))}
            {missing.map((line) => (
              <li key={line.term}>
                <strong>{line.term}</strong>: {line.figure.origin === 'referencia' && line.figure.why}
              </li>
            ))}
          </>
        )}
        {working.origin === 'fuente' && working.value === true && (
          <li>
            En {code} se entrega el desarrollo y también se corrige; acá se corrige el resultado de cada ítem.
          </li>
        )}
        <li>
          {plan.topics === 'regional'
            ? `Los temas siguen el programa de ${code}.`
            : `Los temas siguen el programa nacional del Seminario: no encontramos uno completo de ${code}.`}{' '}
          Como en el examen, ves tus respuestas y tu nota recién al terminar.
        </li>
      </ul>
    </>
  );
}
