import { type ReactNode, useEffect, useRef } from 'react';
import { improvedSubtopics } from '../../../../shared/domain/daily-session.ts';
import { masteryLabels } from '../../../../shared/domain/mastery.ts';
import { Link } from '../../components/link.tsx';
import { exercises, streakText } from '../../lib/learning-format.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { fetchGoal, fetchMastery, type Goal } from './api.ts';
import { type DailySession, goalMet, masteryPoints } from './session-data.ts';

const DASHBOARD_PATH = '/content/dashboard';
const PRACTICE_PATH = '/content/educational';

/**
 * A line on graph paper that climbs to a star, and a pennant: the product's line drawing for a finished
 * day (VISUAL.md). Decorative; the line draws itself once, unless the student asks for less motion.
 */
function ClimbDrawing({ done }: { done: boolean }) {
  return (
    <svg
      className={`session-drawing${done ? ' session-drawing--done' : ''}`}
      viewBox="0 0 200 150"
      width="200"
      height="150"
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path
        d="M20 30h160M20 55h160M20 80h160M20 105h160M45 12v118M80 12v118M115 12v118M150 12v118"
        stroke="#dbe5f6"
        strokeWidth="1.5"
      />
      <path d="M20 12v118h164" stroke="#14213d" strokeWidth="3" />
      <path
        className="session-drawing__line"
        d="M24 118l26-18 22 8 26-30 24 10 30-42"
        stroke="#0b5cff"
        strokeWidth="4"
        pathLength="1"
      />
      <path
        className="session-drawing__star"
        d="M152 20l4.7 9.6 10.6 1.5-7.7 7.5 1.8 10.5-9.4-5-9.4 5 1.8-10.5-7.7-7.5 10.6-1.5z"
        fill="#ffb703"
        stroke="#14213d"
        strokeWidth="2.5"
      />
      <path d="M178 130V74" stroke="#14213d" strokeWidth="2.5" />
      <path d="M178 74l-20 8 20 8z" fill={done ? '#0f7b3f' : '#ffb703'} stroke="#14213d" strokeWidth="2.5" />
    </svg>
  );
}

interface Ending {
  goal: Goal | null;
  improved: ReturnType<typeof improvedSubtopics> | null;
}

async function loadEnding(session: DailySession, signal: AbortSignal) {
  const [goal, mastery] = await Promise.all([fetchGoal(signal), fetchMastery(signal)]);
  const improved =
    session.before && mastery ? improvedSubtopics(session.before, masteryPoints(mastery)) : null;
  return { ok: true as const, data: { goal: goal.ok ? goal.data : null, improved } satisfies Ending };
}

/**
 * The end of the day's session (#30): how it went, the streak, the goal and what improved; then `calm`,
 * what the area offers at a calm moment (#34).
 */
export function SessionEnd({
  session,
  calm,
  onAnother,
}: {
  session: DailySession;
  calm?: ReactNode;
  onAnother: () => void;
}) {
  const { state } = useLoader((signal) => loadEnding(session, signal), []);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const answered = session.outcomes.filter((outcome) => outcome && !outcome.skipped).length;
  const right = session.outcomes.filter((outcome) => outcome?.correct).length;
  const ending = state.phase === 'ready' ? state.data : null;
  const goal = ending?.goal ?? null;

  return (
    <div className="session session--end">
      <ClimbDrawing done={goal ? goalMet(goal) : false} />
      <h1 className="session__title" ref={title} tabIndex={-1}>
        ¡Terminaste tu sesión de hoy!
      </h1>
      <p className="session__lead">
        Respondiste bien <strong>{right}</strong> de {exercises(answered)}.
      </p>
      <section className="session-summary" aria-labelledby="session-summary-title" aria-busy={!ending}>
        <h2 id="session-summary-title" className="visually-hidden">
          Cómo te fue hoy
        </h2>
        {!ending ? (
          <p className="session-summary__status" role="status">
            Sumando tu día…
          </p>
        ) : (
          <ul className="session-summary__list">
            {goal && (
              <li className="session-summary__item session-summary__item--streak">
                <span className="session-summary__figure">{goal.streak}</span>
                <span>
                  <strong>{goal.streak === 1 ? 'día de racha' : 'días de racha'}</strong>
                  <span className="session-summary__text">{streakText(goal.streak, goalMet(goal))}</span>
                </span>
              </li>
            )}
            {goal && (
              <li className="session-summary__item">
                <span className="session-summary__figure">
                  {goal.doneToday}
                  {goal.dailyGoal !== null && <small>/{goal.dailyGoal}</small>}
                </span>
                <span>
                  <strong>{goalMet(goal) ? '¡Cumpliste tu meta de hoy!' : 'Tu meta de hoy'}</strong>
                  <span className="session-summary__text">
                    {goal.dailyGoal === null
                      ? `Llevás ${exercises(goal.doneToday)} hoy. Elegí una meta diaria en tu panel.`
                      : goalMet(goal)
                        ? 'Lo que sumes ahora es un extra.'
                        : `Te ${goal.dailyGoal - goal.doneToday === 1 ? 'falta' : 'faltan'} ${exercises(goal.dailyGoal - goal.doneToday)} para cumplirla.`}
                  </span>
                </span>
              </li>
            )}
            <li className="session-summary__item">
              <span className="session-summary__figure" aria-hidden="true">
                ↑
              </span>
              <span>
                <strong>Lo que mejoraste hoy</strong>
                {ending.improved && ending.improved.length > 0 ? (
                  <ul className="session-summary__improved">
                    {ending.improved.map((item) => (
                      <li key={item.id}>
                        <span className="session-summary__subtopic">{item.title}</span>
                        <span className="session-summary__change">
                          {item.from !== item.to
                            ? `${masteryLabels[item.from]} → ${masteryLabels[item.to]}`
                            : `Subió ${item.rise} ${item.rise === 1 ? 'punto' : 'puntos'}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="session-summary__text">
                    Todavía no tenemos suficientes respuestas para decir qué mejoró. Con unos días más de
                    práctica lo vas a ver acá.
                  </span>
                )}
              </span>
            </li>
          </ul>
        )}
      </section>
      {goal && !goalMet(goal) && goal.dailyGoal !== null && (
        <p className="session__lead">¿Te quedan ganas? Practicá un poco más y cumplí tu meta.</p>
      )}
      <div className="actions">
        <Link className="button button--primary" to={DASHBOARD_PATH}>
          Volver a tu panel
        </Link>
        <button type="button" className="button" onClick={onAnother}>
          Hacer otra tanda
        </button>
      </div>
      {calm}
    </div>
  );
}

/** Nothing due and nothing planned: a kind word and the way to practise anyway. */
export function EmptySession() {
  return (
    <div className="session session--end">
      <ClimbDrawing done />
      <h1 className="session__title">¡Estás al día!</h1>
      <p className="session__lead">
        No tenés repasos pendientes ni ejercicios del plan para hoy. Si te quedan ganas, elegí un tema y
        practicá lo que quieras.
      </p>
      <div className="actions">
        <Link className="button button--primary" to={PRACTICE_PATH}>
          Ir a practicar
        </Link>
        <Link className="button" to={DASHBOARD_PATH}>
          Volver a tu panel
        </Link>
      </div>
    </div>
  );
}
