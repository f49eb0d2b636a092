import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  NOT_EXAMINED_LABEL,
  type SubjectId,
  subjectIds,
  subjectNames,
} from '../../../../shared/domain/subjects.ts';
import { FacultyPick } from '../../components/faculty-pick.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { trialPageMeta } from './trial-meta.ts';
import { readCurrentTrial, rememberCurrentTrial } from './trial-storage.ts';

// The questions, the grading replies and the results load only once the visitor starts: the page
// itself stays light.
const loadRun = () => import('./trial-run.tsx');
const TrialRun = lazy(loadRun);

const hints: Record<SubjectId, string> = {
  matematicas: 'Álgebra, ecuaciones, funciones, geometría y más.',
  fisica: 'Movimiento, fuerzas, energía, circuitos y más.',
  quimica: 'Átomos, moles, soluciones, pH y más.',
};

/** Checked in the page as served, so "Empezar la prueba" works at once; the faculty's pick may move it. */
const PRESELECTED: SubjectId = 'matematicas';

const isSubject = (value: string | null): value is SubjectId =>
  (subjectIds as readonly string[]).includes(value ?? '');

type Phase = { kind: 'choose' } | { kind: 'run'; subject: SubjectId } | { kind: 'resume'; id: string };

export default function TrialPage() {
  useDocumentTitle(trialPageMeta.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const form = useRef<HTMLFormElement>(null);

  // After hydration: a trial this tab was running comes back. A subject in the address is preselected,
  // and started when the form itself sent it (chosen and sent before the JavaScript arrived).
  const arrived = useRef(false);
  const chosen = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const running = readCurrentTrial();
    const fromAddress = params.get('materia');
    if (running) setPhase({ kind: 'resume', id: running });
    else if (isSubject(fromAddress) && params.get('empezar') === '1') {
      setPhase({ kind: 'run', subject: fromAddress });
      navigate('/probar', { replace: true });
    } else if (isSubject(fromAddress)) {
      chosen.current = true;
      const radio = form.current?.elements.namedItem(fromAddress);
      if (radio instanceof HTMLInputElement) radio.checked = true;
    }
  }, [params, navigate]);

  // The radios are left to the browser, so a choice made before hydration is kept.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subject = new FormData(event.currentTarget).get('materia');
    if (typeof subject === 'string' && isSubject(subject)) setPhase({ kind: 'run', subject });
  };

  // A faculty picked here or on an SEO page: what it does not examine is said, and not preselected
  // (a subject the visitor chose, or the address named, stays chosen).
  const [notExamined, setNotExamined] = useState<readonly string[]>([]);
  const onNotExamined = useCallback((subjects: readonly string[]) => {
    setNotExamined(subjects);
    if (chosen.current) return;
    const checked = form.current?.querySelector<HTMLInputElement>('input[name="materia"]:checked');
    const examined = subjectIds.find((id) => !subjects.includes(id));
    if (checked && subjects.includes(checked.value) && examined) {
      const radio = form.current?.elements.namedItem(examined);
      if (radio instanceof HTMLInputElement) radio.checked = true;
    }
  }, []);

  const restart = () => {
    rememberCurrentTrial(null);
    setPhase({ kind: 'choose' });
    window.scrollTo({ top: 0 });
  };

  if (phase.kind !== 'choose') {
    return (
      <main className="trial">
        <Suspense fallback={<Spinner label="Preparando tu prueba…" />}>
          <TrialRun
            start={phase.kind === 'run' ? { subject: phase.subject } : { id: phase.id }}
            onRestart={restart}
          />
        </Suspense>
      </main>
    );
  }

  return (
    <main className="trial">
      <section className="trial-intro" aria-labelledby="trial-title">
        <p className="trial-intro__eyebrow">Gratis y sin registrarte</p>
        <h1 id="trial-title">Probá un mini simulacro del ingreso a la UTN</h1>
        <p className="lead">
          Cinco preguntas de la materia que elijas, diez minutos y, después de cada respuesta, la explicación
          paso a paso. Así vas a saber cómo venís antes del examen.
        </p>
        <form ref={form} className="trial-intro__form" onSubmit={submit}>
          <fieldset className="trial-subjects">
            <legend className="trial-subjects__legend">Elegí la materia</legend>
            {subjectIds.map((id) => (
              <label key={id} className="trial-subject">
                <input
                  type="radio"
                  name="materia"
                  id={id}
                  value={id}
                  required
                  defaultChecked={id === PRESELECTED}
                  onChange={() => {
                    chosen.current = true;
                    void loadRun();
                  }}
                />
                <span className="trial-subject__name">{subjectNames[id]}</span>
                <span className="trial-subject__hint">{hints[id]}</span>
                {notExamined.includes(id) && (
                  <span className="trial-subject__not-examined">{NOT_EXAMINED_LABEL}</span>
                )}
              </label>
            ))}
          </fieldset>
          <input type="hidden" name="empezar" value="1" />
          <button type="submit" className="button button--primary trial-intro__start">
            Empezar la prueba
          </button>
        </form>
        <ul className="trial-facts">
          <li>5 preguntas de opción múltiple, como en el examen</li>
          <li>10 minutos en total, con el tiempo a la vista</li>
          <li>Corrección al instante y tu nota sobre 10</li>
        </ul>
        <FacultyPick onNotExamined={onNotExamined} />
      </section>
    </main>
  );
}
