import { RANKING_MIN_QUESTIONS } from './levels.ts';

/**
 * A percentile is shown once the student has this many answers in its scope (overall, or the subject):
 * below it one answer moves the accuracy by several points and the place in the ranking is noise.
 */
export const PERCENTILE_MIN_QUESTIONS = 30;

/** …and once the ranking holds this many other students, so one student is at most 5 points of it. */
export const PERCENTILE_MIN_OTHERS = 20;

/** Where a student stands in a ranking, or why that cannot honestly be said yet. */
export type RankingStanding =
  | { status: 'ranked'; percentile: number }
  | { status: 'needs-answers'; missingAnswers: number }
  | { status: 'few-students' };

/**
 * The standing from the student's answers in the scope, the other ranked students there and the
 * percentile among them (null when the ranking cannot compute one).
 */
export function rankingStanding(
  answered: number,
  others: number,
  percentile: number | null,
): RankingStanding {
  const needed = Math.max(PERCENTILE_MIN_QUESTIONS, RANKING_MIN_QUESTIONS);
  if (answered < needed) return { status: 'needs-answers', missingAnswers: needed - answered };
  if (others < PERCENTILE_MIN_OTHERS || percentile === null) return { status: 'few-students' };
  return { status: 'ranked', percentile };
}

export const percentileOf = (standing: RankingStanding): number | null =>
  standing.status === 'ranked' ? standing.percentile : null;
