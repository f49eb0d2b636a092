import { useId, useState } from 'react';
import { examStartTime, type Intake, intakes } from '../../../../shared/domain/exam-calendar.ts';
import { Link } from '../../components/link.tsx';
import { days, exercises, longDate, reasonLabels, shortDate } from '../../lib/learning-format.ts';
import { practiceLink } from '../../lib/practice-link.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { subjectLabel, topicLabel } from './labels.ts';
import { fetchPlan, type StudyPlan } from './learning-api.ts';
import { REVIEW_PATH } from './review-card.tsx';

/** The intake the student prepares for, remembered on this device (the plan asks the server with it). */
const INTAKE_KEY = 'ingresa_plan_intake';
/** Weeks shown before "Ver el plan completo". */
const WEEKS_SHOWN = 3;
/** Answers to a subtopic in a week that count it as worked (functions/lib/practice/plan.ts). */
const WEEKLY_TARGET = 5;

function storedIntake(): string | null {
  try {
    return localStorage.getItem(INTAKE_KEY);
  } catch {
    return null;
  }
}

function storeIntake(id: string): void {
  try {
    localStorage.setItem(INTAKE_KEY, id);
  } catch {
    // Private mode: the plan aims at the next intake again next time.
  }
}

type Week = StudyPlan['weeks'][number];

/** "Anticipado 2027 (examen: 30/11)": short enough for a select on a phone. */
function intakeLabel(intake: Intake): string {
  const modality = intake.modality.replace(/^Seminario /, '').replace(/ \(.*\)$/, '');
  return `${modality.charAt(0).toUpperCase()}${modality.slice(1)} ${intake.entryYear} (examen: ${shortDate(intake.exams.start)})`;
}

function weekTitle(week: Week, index: number, total: number): string {
  if (week.kind === 'final')
    return total === 1 ? 'Tus últimos días: simulacros y repaso' : 'Última semana: simulacros y repaso';
  if (index === 0) return `Esta semana (hasta el ${shortDate(week.end)})`;
  return `Semana del ${shortDate(week.start)} al ${shortDate(week.end)}`;
}

/**
 * "Tu plan hasta el examen" (ADR 0053): the days left, what today asks for (the review and two
 * subtopics of this week) and the weeks ahead, each with the subtopics it works on and why.
 */
export function PlanCard() {
  const upcoming = intakes.filter((intake) => examStartTime(intake) > Date.now());
  const [intake, setIntake] = useState<string | null>(() => {
    const stored = storedIntake();
    return upcoming.some((candidate) => candidate.id === stored) ? stored : null;
  });
  const { state } = useLoader((signal) => fetchPlan(intake, signal), [intake]);
  const selectId = useId();
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
      {upcoming.length > 1 && (
        <p className="learn-plan__intake">
          <label htmlFor={selectId}>¿Para qué examen te preparás?</label>
          <select
            id={selectId}
            value={intake ?? plan?.intake?.id ?? upcoming[0]?.id}
            onChange={(event) => {
              storeIntake(event.target.value);
              setIntake(event.target.value);
            }}
          >
            {upcoming.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {intakeLabel(candidate)}
              </option>
            ))}
          </select>
        </p>
      )}
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

      {plan.weeks.length > 0 && (
        <>
          <h3 className="learn-plan__heading">Semana por semana</h3>
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
          Con el tiempo que queda, el plan deja afuera {plan.leftOut} subtemas que pesan menos en el examen o
          que ya te salen bien.
        </p>
      )}
      <p className="learn-card__note">
        El plan se acomoda solo a cómo te va: lo que te cuesta pasa adelante. {plan.note}
      </p>
    </>
  );
}
