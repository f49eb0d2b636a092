import { SUGGESTED_DAILY_GOAL } from '../../../../shared/domain/daily-goal.ts';
import {
  buildSessionQueue,
  type MasteryPoint,
  SESSION_CAPACITY,
  type SessionStep,
} from '../../../../shared/domain/daily-session.ts';
import type { TopicId } from '../../../../shared/domain/subjects.ts';
import { readStoredSession, type StoredSession, saveStoredSession } from '../../lib/daily-session-store.ts';
import type { LoadResult } from '../../lib/use-loader.ts';
import {
  fetchGoal,
  fetchMastery,
  fetchPlanToday,
  fetchReviewItems,
  fetchTopicExercises,
  type Goal,
  type ListedExercise,
  type ReviewItem,
  type SubjectOutlook,
} from './api.ts';

/** An exercise of the plan, with what the session says of it. */
export interface PlanExercise {
  subject: string;
  /** The plan's subtopic it practises. */
  subtopic: string;
  exercise: ListedExercise;
}

export type Step = SessionStep<ReviewItem, PlanExercise>;

/** How an answered step went. */
export interface Outcome {
  correct: boolean;
  /** Whether it counted for today's goal (its first answer of the day). */
  counted: boolean;
  /** Left without an answer (it could not be sent). */
  skipped?: true;
}

/** A day's session as this tab keeps it: the queue, what was answered, and where the student stood. */
export interface DailySession extends StoredSession {
  steps: Step[];
  /** One per step, null until answered. */
  outcomes: (Outcome | null)[];
  /** Mastery per subtopic when the session was put together; null when it could not be read. */
  before: MasteryPoint[] | null;
  /** The goal as it stood then. */
  goal: Pick<Goal, 'dailyGoal' | 'doneToday' | 'streak'>;
}

/** Exercises answered by choosing (the session's card); those not solved yet first. */
const stateOrder = { pendiente: 0, intentado: 1, resuelto: 2 } as const;
function sessionPool(exercises: readonly ListedExercise[]): ListedExercise[] {
  return exercises
    .filter((exercise) => exercise.tipo === 'opcion-multiple' || exercise.tipo === 'verdadero-falso')
    .sort((a, b) => stateOrder[a.estado] - stateOrder[b.estado]);
}

export const masteryPoints = (subjects: readonly SubjectOutlook[]): MasteryPoint[] =>
  subjects.flatMap((subject) =>
    subject.subtopics.map(({ id, title, answers, estimate, level }) => ({
      id,
      title,
      answers,
      estimate,
      level,
    })),
  );

export const readSession = () => readStoredSession<DailySession>();
export const saveSession = (session: DailySession) => saveStoredSession(session);

const goalLeft = (goal: Goal) => Math.max((goal.dailyGoal ?? SUGGESTED_DAILY_GOAL) - goal.doneToday, 0);

/** Today's session: the one this tab already started, or a new one from the review, the plan and the goal. */
export async function loadSession(signal: AbortSignal): Promise<LoadResult<DailySession>> {
  const kept = readSession();
  if (kept) return { ok: true, data: kept };
  const [review, plan, goal, mastery] = await Promise.all([
    fetchReviewItems(signal),
    fetchPlanToday(signal),
    fetchGoal(signal),
    fetchMastery(signal),
  ]);
  if (!review.ok) return review;
  if (!plan.ok) return plan;
  if (!goal.ok) return goal;
  const topics = [...new Set(plan.data.items.map((item) => `${item.subject}/${item.topic}`))];
  const lists = await Promise.all(
    topics.map((pair) => {
      const [subject, topic] = pair.split('/') as [string, TopicId];
      return fetchTopicExercises(subject, topic, signal);
    }),
  );
  const failed = lists.find((list) => !list.ok);
  if (failed && !failed.ok) return failed;
  const byTopic = new Map(topics.map((pair, index) => [pair, lists[index]?.ok ? lists[index].data : []]));
  const steps = buildSessionQueue<ReviewItem, PlanExercise>(
    {
      review: review.data,
      plan: plan.data.items.map((item) => ({
        suggested: item.suggested,
        exercises: sessionPool(byTopic.get(`${item.subject}/${item.topic}`) ?? []).map((exercise) => ({
          subject: item.subject,
          subtopic: item.title,
          exercise,
        })),
      })),
      goalLeft: goalLeft(goal.data),
    },
    (item) => ('exercise' in item ? item.exercise.id : item.id),
    SESSION_CAPACITY,
  );
  const session: DailySession = {
    version: 1,
    day: goal.data.today,
    steps,
    outcomes: steps.map(() => null),
    before: mastery ? masteryPoints(mastery) : null,
    goal: { dailyGoal: goal.data.dailyGoal, doneToday: goal.data.doneToday, streak: goal.data.streak },
  };
  if (steps.length > 0) saveSession(session);
  return { ok: true, data: session };
}

/** The server's word, or the count itself: a goal reached in this very session reads as reached. */
export function goalMet(goal: Pick<Goal, 'metToday' | 'dailyGoal' | 'doneToday'>): boolean {
  return goal.metToday || (goal.dailyGoal !== null && goal.doneToday >= goal.dailyGoal);
}
