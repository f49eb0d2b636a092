import { useState } from 'react';
import { SUGGESTED_DAILY_GOAL } from '../../../../shared/domain/daily-goal.ts';
import { sessionMinutes, sessionSize } from '../../../../shared/domain/daily-session.ts';
import { Link } from '../../components/link.tsx';
import { storedSessionProgress } from '../../lib/daily-session-store.ts';
import { exercises } from '../../lib/learning-format.ts';
import type { LoadState } from '../../lib/use-loader.ts';
import type { ReviewSummary } from './home-api.ts';
import type { GoalStatus, StudyPlan } from './learning-api.ts';

/** Where the day's session runs (features/session). */
export const SESSION_PATH = '/content/sesion';

const readyData = <T,>(state: LoadState<T>): T | undefined =>
  state.phase === 'ready' ? state.data : undefined;

/** How many exercises the session holds, by the same rule the session page follows. */
function sizeOf(review: ReviewSummary, goal: GoalStatus, plan: StudyPlan | undefined): number {
  return sessionSize({
    reviewDue: review.dueNow,
    suggested: plan?.today.items.map((item) => item.suggested) ?? [],
    goalLeft: Math.max((goal.dailyGoal ?? SUGGESTED_DAILY_GOAL) - goal.doneToday, 0),
  });
}

/** "12 ejercicios · unos 15 min", or where today's session in this tab stands. */
function contents(size: number, kept: { answered: number; total: number } | null): string {
  const length = `${exercises(size)} · unos ${sessionMinutes(size)} min`;
  if (kept) return size === 0 ? 'Hecha ✓ · ¡estás al día!' : `Hecha ✓ · otra tanda: ${length}`;
  return size === 0 ? 'Nada pendiente · practicá lo que quieras' : length;
}

/**
 * «Tu sesión de hoy», first on the dashboard (#30): one button to today's review, the plan's exercises
 * and the goal in a single run, saying what it holds. While the counts arrive it keeps its size.
 */
export function SessionStart({
  review,
  goal,
  plan,
}: {
  review: LoadState<ReviewSummary>;
  goal: LoadState<GoalStatus>;
  plan: LoadState<StudyPlan>;
}) {
  const reviewData = readyData(review);
  const goalData = readyData(goal);
  // Without the plan (it failed) the review and the goal still say enough.
  const planData = plan.phase === 'error' ? undefined : readyData(plan);
  const known = reviewData && goalData && (planData || plan.phase === 'error');
  // A session this tab already began today: the button says where it stands.
  const [kept] = useState(storedSessionProgress);
  return (
    <div className="dash-session">
      <Link className="dash-session__start" to={SESSION_PATH}>
        <span className="dash-session__title">Tu sesión de hoy</span>
        <span className="dash-session__contents">
          {kept && kept.answered < kept.total
            ? `Seguí: ${kept.answered} de ${kept.total} · unos ${sessionMinutes(kept.total - kept.answered)} min más`
            : known
              ? contents(sizeOf(reviewData, goalData, planData), kept)
              : 'Armando tu sesión…'}
        </span>
        <span className="dash-session__go">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12h13M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </Link>
      <p className="dash-session__hint">Tu repaso, tu plan y tu meta, en una sola tanda.</p>
    </div>
  );
}
