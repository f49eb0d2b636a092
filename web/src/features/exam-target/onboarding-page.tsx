import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { goalUpdateRoute, planRoute } from '../../../../shared/api/routes/practice.ts';
import {
  DAILY_GOAL_OPTIONS,
  REMINDER_FROM_HOUR,
  SUGGESTED_DAILY_GOAL,
} from '../../../../shared/domain/daily-goal.ts';
import {
  ChemistryIllustration,
  MathsIllustration,
  PhysicsIllustration,
} from '../../components/illustrations/index.tsx';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { callApi } from '../../lib/api.ts';
import { accountCopy, type ExamTarget, fetchExamTarget } from '../../lib/exam-target-api.ts';
import { cacheTarget } from '../../lib/exam-target-store.ts';
import { practiceLink } from '../../lib/practice-link.ts';
import { type LoadResult, useLoader } from '../../lib/use-loader.ts';
import { ExamTargetForm } from './exam-target-form.tsx';
import './exam-target.css';

const DASHBOARD = '/content/dashboard';
/** Where the first questions are when the plan cannot say: the maths exercises, every topic. */
const FIRST_PRACTICE = '/content/educational/matematicas?tab=ejercicios';

const steps = [
  { title: 'Tu facultad y tu carrera', lead: 'Así te mostramos primero lo que toma tu facultad.' },
  {
    title: '¿Cuándo rendís?',
    lead: 'Tu cuenta regresiva y tu plan se arman hasta ese día.',
  },
  {
    title: 'Tu meta diaria',
    lead: 'Un poco todos los días rinde más que mucho el último fin de semana.',
  },
  { title: 'Hacé tus primeras cinco preguntas', lead: 'Tu plan ya eligió por dónde empezar.' },
] as const;

/** `?paso=2` → 1 (zero-based); anything else is the first step. */
export function stepFrom(param: string | null): number {
  const step = Number(param);
  return Number.isInteger(step) && step >= 1 && step <= steps.length ? step - 1 : 0;
}

async function loadTarget(signal: AbortSignal): Promise<LoadResult<ExamTarget>> {
  const result = await fetchExamTarget(signal);
  if (result.ok) cacheTarget(accountCopy(result.data));
  return result;
}

/**
 * /content/bienvenida, right after paying (#30, #31): faculty and career, the exam day, the daily goal
 * with its reminder, then the first questions. Each step saves as it goes; any can be left for later,
 * and the step is in the address, so the browser's back button and a reload keep the place.
 */
export default function OnboardingPage() {
  useDocumentTitle('Tus primeros pasos | Ingresá');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const step = stepFrom(params.get('paso'));
  const { state } = useLoader(loadTarget, []);
  // What the last save answered: the next step starts from it without asking again.
  const [saved, setSaved] = useState<ExamTarget | null>(null);
  const target = saved ?? (state.phase === 'ready' ? state.data : null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new step, not on other renders.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new step: its heading takes the focus, so a screen reader starts there.
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const goTo = (next: number) => {
    if (next >= steps.length) navigate(DASHBOARD);
    else setParams({ paso: String(next + 1) });
  };
  const later = (
    <button type="button" className="button onboarding__skip" onClick={() => goTo(step + 1)}>
      Lo hago después
    </button>
  );
  const current = steps[step] ?? steps[0];

  return (
    <div className="onboarding">
      <div className="onboarding__top">
        {step > 0 && (
          <button type="button" className="link-button link-button--tap" onClick={() => goTo(step - 1)}>
            ← Volver
          </button>
        )}
        <p className="onboarding__step">
          Paso {step + 1} de {steps.length}
        </p>
        <Link className="onboarding__exit" to={DASHBOARD}>
          Ir a mi panel
        </Link>
      </div>
      <ol className="onboarding__progress" aria-hidden="true">
        {steps.map((item, index) => (
          <li key={item.title} data-done={index <= step} />
        ))}
      </ol>
      <section className="card onboarding__card" aria-labelledby="onboarding-title">
        {step === 0 && (
          <p className="onboarding__welcome">¡Te damos la bienvenida! Armemos tu preparación.</p>
        )}
        <h1 id="onboarding-title" className="onboarding__title" ref={heading} tabIndex={-1}>
          {current.title}
        </h1>
        <p className="onboarding__lead">{current.lead}</p>
        {step <= 1 &&
          (state.phase === 'error' && !target ? (
            <div className="my-account__error" role="alert">
              <p>{state.message}</p>
              <button type="button" className="button" onClick={state.retry}>
                Reintentar
              </button>
            </div>
          ) : !target ? (
            <Spinner label="Cargando tu examen…" />
          ) : (
            <ExamTargetForm
              key={step}
              initial={target}
              parts={step === 0 ? ['faculty'] : ['date']}
              submitLabel="Guardar y seguir"
              onSaved={(next) => {
                setSaved(next);
                goTo(step + 1);
              }}
              extraActions={later}
            />
          ))}
        {step === 2 && <GoalStep onDone={() => goTo(3)} later={later} />}
        {step === 3 && <FirstQuestionsStep />}
      </section>
    </div>
  );
}

function GoalStep({ onDone, later }: { onDone: () => void; later: ReactNode }) {
  const [choice, setChoice] = useState<number>(SUGGESTED_DAILY_GOAL);
  const [reminder, setReminder] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await callApi(goalUpdateRoute, { body: { dailyGoal: choice, reminder } });
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? 'No pudimos guardar tu meta. Probá de nuevo.');
      return;
    }
    onDone();
  };

  return (
    <form className="exam-form" onSubmit={submit}>
      <fieldset className="exam-form__group">
        <legend className="field__label">¿Cuántos ejercicios por día?</legend>
        <ul className="exam-form__choices">
          {DAILY_GOAL_OPTIONS.map((option) => (
            <li key={option}>
              <label className="exam-form__choice">
                <input
                  type="radio"
                  name={`${id}-goal`}
                  value={option}
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                />
                <span>
                  <strong>{option} ejercicios</strong>
                  {option === SUGGESTED_DAILY_GOAL && ' (recomendada: unos 40 minutos)'}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <label className="exam-form__choice">
        <input type="checkbox" checked={reminder} onChange={(event) => setReminder(event.target.checked)} />
        <span>
          Mandame un recordatorio por e-mail a las {REMINDER_FROM_HOUR} si todavía me falta para llegar. Lo
          podés apagar cuando quieras.
        </span>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions exam-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? 'Guardando…' : 'Guardar y seguir'}
        </button>
        {later}
      </div>
    </form>
  );
}

const drawings = {
  matematicas: MathsIllustration,
  fisica: PhysicsIllustration,
  quimica: ChemistryIllustration,
} as const;

interface FirstPractice {
  href: string;
  title: string | null;
  subject: keyof typeof drawings;
  /** The topic the free trial went worst in, when the plan starts there (ADR 0082). */
  trialTopic?: string;
}

/** The plan's first item for today: where five questions help most. */
async function loadFirstPractice(signal: AbortSignal): Promise<LoadResult<FirstPractice>> {
  const result = await callApi(planRoute, { query: {}, signal });
  if (!result.ok) return result;
  const { today, fromTrial } = result.data.plan;
  const first = today.items[0];
  return {
    ok: true,
    data: first
      ? {
          title: first.title,
          subject: first.subject,
          // Where the trial went worst, straight to that subtopic's exercises.
          ...(fromTrial?.subtopic === first.subtopic
            ? {
                href: practiceLink(first.subject, first.topic, first.subtopic),
                trialTopic: fromTrial.topicTitle,
              }
            : { href: practiceLink(first.subject, first.topic) }),
        }
      : { href: FIRST_PRACTICE, title: null, subject: 'matematicas' },
  };
}

function FirstQuestionsStep() {
  const { state } = useLoader(loadFirstPractice, []);
  const first: FirstPractice =
    state.phase === 'ready' ? state.data : { href: FIRST_PRACTICE, title: null, subject: 'matematicas' };
  const Drawing = drawings[first.subject];
  return (
    <div className="onboarding__first">
      <Drawing width={160} className="onboarding__drawing" />
      <p aria-live="polite">
        {first.trialTopic
          ? `Tu plan arranca por ${first.trialTopic}, donde más te costó la prueba gratis. Empezá por ${first.title}: resolvé cinco ejercicios y mirá la explicación de cada uno.`
          : first.title
            ? `Tu plan empieza por ${first.title}. Resolvé cinco ejercicios y mirá la explicación de cada uno.`
            : 'Resolvé cinco ejercicios y mirá la explicación paso a paso de cada uno.'}
      </p>
      <div className="actions exam-form__actions">
        <Link className="button button--primary" to={first.href}>
          Empezar
        </Link>
        <Link className="button" to={DASHBOARD}>
          Ir a mi panel
        </Link>
      </div>
    </div>
  );
}
