import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  DAILY_GOAL_OPTIONS,
  REMINDER_FROM_HOUR,
  SUGGESTED_DAILY_GOAL,
} from '../../../../shared/domain/daily-goal.ts';
import { days, exercises, goalShare, shortDate, streakText, weekday } from '../../lib/learning-format.ts';
import type { LoadState } from '../../lib/use-loader.ts';
import { type GoalStatus, saveGoal } from './learning-api.ts';

/** The day whose met goal was already celebrated on this device: the burst plays once a day. */
const CELEBRATED_KEY = 'ingresa_goal_celebrated';

function celebratedToday(today: string): boolean {
  try {
    return localStorage.getItem(CELEBRATED_KEY) === today;
  } catch {
    return false;
  }
}

function rememberCelebration(today: string): void {
  try {
    localStorage.setItem(CELEBRATED_KEY, today);
  } catch {
    // Private mode: the burst may play again, which is harmless.
  }
}

/** A flame for the streak (Lucide's "flame", ISC License), drawn here: only this card uses it. */
function FlameIcon() {
  return (
    <svg
      className="learn-goal__flame"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />
    </svg>
  );
}

/**
 * "Tu meta diaria" (ADR 0052): the goal picked, today's progress toward it, the streak in Argentine
 * days and the last week; a short celebration the first time the goal is met each day (none with
 * reduced motion). Without a goal yet, the card asks for one. Its data comes with the dashboard's first
 * answer.
 */
export function GoalCard({ state }: { state: LoadState<GoalStatus> }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  // What the last save answered: the card shows it at once, without asking again.
  const [latest, setLatest] = useState<GoalStatus | null>(null);
  const goal = latest ?? (state.phase === 'error' ? undefined : state.data);
  return (
    <section
      className="card learn-card learn-goal"
      aria-labelledby="learn-goal-title"
      aria-busy={state.phase === 'loading'}
    >
      <h2 id="learn-goal-title" className="dash__subtitle">
        Tu meta diaria
      </h2>
      {state.phase === 'loading' && !goal && (
        <p className="learn-card__status" role="status">
          Cargando tu meta…
        </p>
      )}
      {state.phase === 'error' && !goal && (
        <p className="learn-card__status">
          No pudimos cargar tu meta.{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            Volver a intentar
          </button>
        </p>
      )}
      {goal && (
        <GoalBody
          goal={goal}
          editing={editing}
          onEdit={setEditing}
          onSaved={(message, next) => {
            setSaved(message);
            setLatest(next);
            setEditing(false);
          }}
        />
      )}
      <p className="learn-goal__saved" role="status">
        {saved && !editing ? saved : ''}
      </p>
    </section>
  );
}

function GoalBody({
  goal,
  editing,
  onEdit,
  onSaved,
}: {
  goal: GoalStatus;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onSaved: (message: string, goal: GoalStatus) => void;
}) {
  if (goal.dailyGoal === null || editing)
    return (
      <GoalForm
        goal={goal}
        onCancel={goal.dailyGoal === null ? undefined : () => onEdit(false)}
        onSaved={onSaved}
      />
    );
  return <GoalProgress goal={goal} dailyGoal={goal.dailyGoal} onChange={() => onEdit(true)} />;
}

function GoalProgress({
  goal,
  dailyGoal,
  onChange,
}: {
  goal: GoalStatus;
  dailyGoal: number;
  onChange: () => void;
}) {
  const [burst] = useState(() => goal.metToday && !celebratedToday(goal.today));
  useEffect(() => {
    if (goal.metToday) rememberCelebration(goal.today);
  }, [goal.metToday, goal.today]);
  return (
    <>
      <p className="learn-goal__numbers">
        <strong>{goal.doneToday}</strong> de {exercises(dailyGoal)} hoy
      </p>
      <div
        className="learn-goal__bar"
        role="progressbar"
        aria-label="Tu meta de hoy"
        aria-valuemin={0}
        aria-valuemax={dailyGoal}
        aria-valuenow={Math.min(goal.doneToday, dailyGoal)}
        aria-valuetext={`${goal.doneToday} de ${exercises(dailyGoal)}`}
      >
        <span className="learn-goal__fill" style={{ width: `${goalShare(goal.doneToday, dailyGoal)}%` }} />
      </div>
      {goal.metToday && (
        <p className={`learn-goal__met${burst ? ' learn-goal__met--burst' : ''}`}>
          <span className="learn-goal__confetti" aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
            <span />
            <span />
          </span>
          ¡Cumpliste tu meta de hoy!
        </p>
      )}
      <p className="learn-goal__streak">
        <FlameIcon />
        <span>
          <strong>Racha: {days(goal.streak)}</strong>
          {goal.bestStreak > goal.streak && <> · tu mejor racha: {days(goal.bestStreak)}</>}
        </span>
      </p>
      <p className="learn-card__text">{streakText(goal.streak, goal.metToday)}</p>
      <ol className="learn-week" aria-label="Tus últimos 7 días">
        {goal.week.map((day) => (
          <li key={day.day} className={`learn-week__day${day.met ? ' learn-week__day--met' : ''}`}>
            <span className="learn-week__mark" aria-hidden="true">
              {day.met ? '✓' : day.done > 0 ? '·' : ''}
            </span>
            <span aria-hidden="true">{weekday(day.day)}</span>
            <span className="visually-hidden">
              {`${weekday(day.day)} ${shortDate(day.day)}: ${exercises(day.done)}${day.met ? ', meta cumplida' : ''}`}
            </span>
          </li>
        ))}
      </ol>
      <p className="learn-card__text learn-goal__meta">
        Meta: {exercises(dailyGoal)} por día ·{' '}
        {goal.reminder ? `recordatorio por e-mail a las ${REMINDER_FROM_HOUR}` : 'sin recordatorio'}
        {' · '}
        <button type="button" className="link-button" onClick={onChange}>
          Cambiar mi meta
        </button>
      </p>
    </>
  );
}

function GoalForm({
  goal,
  onSaved,
  onCancel,
}: {
  goal: GoalStatus;
  onSaved: (message: string, goal: GoalStatus) => void;
  onCancel: (() => void) | undefined;
}) {
  const [choice, setChoice] = useState<number>(goal.dailyGoal ?? SUGGESTED_DAILY_GOAL);
  const [reminder, setReminder] = useState(goal.reminder);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await saveGoal(choice, reminder);
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? 'No pudimos guardar tu meta. Probá de nuevo.');
      return;
    }
    onSaved(result.data.message, result.data.goal);
  };

  return (
    <form className="learn-goal__form" onSubmit={submit}>
      {goal.dailyGoal === null && (
        <p className="learn-card__text">
          Elegí cuántos ejercicios querés hacer por día. Cumplirla todos los días arma tu racha.
        </p>
      )}
      <fieldset className="learn-goal__options">
        <legend className="learn-goal__legend">¿Cuántos ejercicios por día?</legend>
        {DAILY_GOAL_OPTIONS.map((option) => (
          <label key={option} className="learn-goal__option">
            <input
              type="radio"
              name={`${id}-goal`}
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            <span className="learn-goal__option-text">
              <strong>{option}</strong>
              {option === SUGGESTED_DAILY_GOAL && <span className="visually-hidden"> (recomendada)</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="learn-goal__hint">
        Te recomendamos {SUGGESTED_DAILY_GOAL}: alcanza con unos 40 minutos por día y llegás al examen con
        todo practicado.
      </p>
      <label className="learn-goal__reminder">
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
      <div className="actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? 'Guardando…' : 'Guardar mi meta'}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}
