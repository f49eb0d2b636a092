import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from '../../components/link.tsx';
import { MY_ACCOUNT_PATH } from '../../lib/account-paths.ts';
import { days, exercises, longDate, reasonLabels, shortDate } from '../../lib/learning-format.ts';
import { practiceLink } from '../../lib/practice-link.ts';
import { useCachedTarget } from '../../lib/use-cached-target.ts';
import { type LoadState, useLoader } from '../../lib/use-loader.ts';
import { Fold } from './fold.tsx';
import { subjectLabel, topicLabel } from './labels.ts';
import { fetchPlan, type StudyPlan } from './learning-api.ts';
import { REVIEW_PATH } from './review-card.tsx';
import './plan-exam.css';

// The exam day's suggestions come from the regionals' list: a chunk of its own, off the first load.
const ExamDateSelect = lazy(() => import('./exam-date-select.tsx'));

/** Weeks shown before "Ver el plan completo". */
const WEEKS_SHOWN = 3;
/** Answers to a subtopic in a week that count it as worked (functions/lib/learning-loop/study-plan.ts). */
const WEEKLY_TARGET = 5;

type Week = StudyPlan['weeks'][number];

/** Holds the selector's place, the same height, until its chunk arrives: nothing below moves. */
function ExamDatePlace() {
  return (
    <p className="learn-plan__intake" aria-hidden="true">
      <span className="plan-exam__label">¿Para qué examen te preparás?</span>
      <select disabled tabIndex={-1}>
        <option>…</option>
      </select>
    </p>
  );
}

function weekTitle(week: Week, index: number, total: number): string {
  if (week.kind === 'final')
    return total === 1 ? 'Tus últimos días: simulacros y repaso' : 'Última semana: simulacros y repaso';
  if (index === 0) return `Esta semana (hasta el ${shortDate(week.end)})`;
  return `Semana del ${shortDate(week.start)} al ${shortDate(week.end)}`;
}

/**
 * The plan, loaded once for the plan card and the session's button: it aims at the exam the student
 * chose (#31), the day set here, in Mi cuenta or in onboarding, and their faculty's programme; the
 * browser's copy of that choice says when to ask again.
 */
export function useStudyPlan(): LoadState<StudyPlan> {
  const own = useCachedTarget();
  const aim = own?.owner === 'account' ? `${own.regional}|${own.career}|${own.examDate}` : '';
  // A browser that held no copy gets the account's own on opening the area: the plan already aimed
  // at it, so only a later change asks again (a visitor's pick joining the account is a change).
  const caughtUp = useRef<string | null>(own === null ? null : '');
  if (caughtUp.current === null && aim !== '') caughtUp.current = aim;
  return useLoader((signal) => fetchPlan(null, signal), [aim === caughtUp.current ? '' : aim]).state;
}

/**
 * "Tu plan hasta el examen" (ADR 0053): the days left, what today asks for (the review and two
 * subtopics of this week) and the weeks ahead, each with the subtopics it works on and why; on a phone
 * the weeks fold away under the day's items (#30).
 */
export function StudyPlanCard({ state }: { state: LoadState<StudyPlan> }) {
  const plan = state.phase === 'ready' ? state.data : state.phase === 'loading' ? state.data : undefined;

  return (
    <section
      className="card learn-card learn-plan"
      aria-labelledby="learn-plan-title"
      aria-busy={state.phase === 'loading'}
    >
      <h2 id="learn-plan-title" className="dash__subtitle">
        Tu plan hasta el examen
      </h2>
      <Suspense fallback={<ExamDatePlace />}>
        <ExamDateSelect faculty={plan?.faculty?.id ?? null} aimed={plan?.intake?.examStart ?? null} />
      </Suspense>
      <p className="plan-exam__faculty">
        {plan?.faculty ? (
          <>
            Con el programa de <strong>{plan.faculty.code}</strong> ·{' '}
            <Link to={MY_ACCOUNT_PATH}>
              Cambiar<span className="visually-hidden"> tu facultad</span>
            </Link>
          </>
        ) : (
          <>
            <Link to={MY_ACCOUNT_PATH}>Elegí tu facultad</Link> y el plan sigue su programa.
          </>
        )}
      </p>
      {state.phase === 'loading' && !plan && (
        <p className="learn-card__status" role="status">
          Armando tu plan…
        </p>
      )}
      {state.phase === 'error' && (
        <p className="learn-card__status">
          No pudimos armar tu plan.{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            Volver a intentar
          </button>
        </p>
      )}
      {plan && <PlanView plan={plan} />}
    </section>
  );
}

function PlanView({ plan }: { plan: StudyPlan }) {
  const [expanded, setExpanded] = useState(false);
  const weeksId = useId();
  const shown = expanded ? plan.weeks : plan.weeks.slice(0, WEEKS_SHOWN);
  const { today } = plan;
  return (
    <>
      {plan.intake && plan.daysLeft !== null ? (
        <p className="learn-plan__countdown">
          <strong>{plan.daysLeft === 0 ? '¡Hoy es el examen!' : `Faltan ${days(plan.daysLeft)}`}</strong>
          {plan.daysLeft > 0 && <> para el examen: empieza el {longDate(plan.intake.examStart)}.</>}
        </p>
      ) : (
        <p className="learn-card__text">
          Todavía no tenemos las fechas del próximo examen; mientras tanto, esto es lo que más te conviene.
        </p>
      )}

      <h3 className="learn-plan__heading">Hoy toca</h3>
      {plan.fromTrial && today.items[0]?.subtopic === plan.fromTrial.subtopic && (
        <p className="learn-card__text">
          Tu plan arranca por {plan.fromTrial.topicTitle}, donde más te costó la prueba gratis.
        </p>
      )}
      <ul className="learn-today">
        {today.reviewsDue > 0 && (
          <li className="learn-today__item">
            <span className="learn-today__text">
              <strong>Repasar {exercises(today.reviewsDue)}</strong>
              <span className="learn-today__meta">Los que te costaron, antes de que se te olviden</span>
            </span>
            <Link to={REVIEW_PATH}>Ir al repaso</Link>
          </li>
        )}
        {today.items.map((item) => (
          <li key={item.subtopic} className="learn-today__item">
            <span className="learn-today__text">
              <strong>{item.title}</strong>
              <span className="learn-today__meta">
                {subjectLabel(item.subject)} · {topicLabel(item.topic)} · {reasonLabels[item.reason]} ·{' '}
                {exercises(item.suggested)}
              </span>
            </span>
            <Link to={practiceLink(item.subject, item.topic)}>
              Practicá<span className="visually-hidden"> {item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {today.dailyGoal !== null && today.doneToday >= today.dailyGoal && (
        <p className="learn-card__text">Ya cumpliste tu meta de hoy: lo que sumes ahora es un extra.</p>
      )}

      <Fold summary="Semana por semana" className="learn-plan__fold">
        {plan.weeks.length > 0 && (
          <>
            <ol className="learn-weeks" id={weeksId}>
              {shown.map((week, index) => (
                <li key={week.start} className={`learn-weeks__week learn-weeks__week--${week.kind}`}>
                  <h4 className="learn-weeks__title">{weekTitle(week, index, plan.weeks.length)}</h4>
                  <ul className="learn-weeks__focus">
                    {week.focus.map((focus) => (
                      <li key={focus.subtopic} className={`learn-chip learn-chip--${focus.reason}`}>
                        <span className="learn-chip__title">{focus.title}</span>
                        <span className="learn-chip__meta">
                          {subjectLabel(focus.subject)} · {reasonLabels[focus.reason]}
                          {index === 0 &&
                            ` · ${Math.min(focus.thisWeek.answered, WEEKLY_TARGET)} de ${WEEKLY_TARGET} esta semana`}
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            {plan.weeks.length > WEEKS_SHOWN && (
              <button
                type="button"
                className="link-button link-button--tap"
                aria-expanded={expanded}
                aria-controls={weeksId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? 'Ver menos semanas' : `Ver el plan completo (${plan.weeks.length} semanas)`}
              </button>
            )}
          </>
        )}
        {plan.leftOut > 0 && (
          <p className="learn-card__text">
            Con el tiempo que queda, el plan deja afuera {plan.leftOut} subtemas que pesan menos en el examen
            o que ya te salen bien.
          </p>
        )}
        <p className="learn-card__note">
          El plan se acomoda solo a cómo te va: lo que te cuesta pasa adelante. {plan.note}
        </p>
      </Fold>
    </>
  );
}
