/**
 * Mastery of a subtopic of the syllabus map, from the student's recent answers there (ADR 0056). The
 * estimate is the share of right answers pulled towards one half by one right and one wrong answer of
 * prior (Laplace), older answers weighing less; a level needs both accuracy and enough answers, so two
 * lucky answers never read as "Dominado".
 */
export const masteryLevels = ['sin-practica', 'para-reforzar', 'en-camino', 'bien', 'dominado'] as const;
export type MasteryLevel = (typeof masteryLevels)[number];

export const masteryLabels: Record<MasteryLevel, string> = {
  'sin-practica': 'Sin práctica',
  'para-reforzar': 'Para reforzar',
  'en-camino': 'En camino',
  bien: 'Bien',
  dominado: 'Dominado',
};

/** How many of the four cells of the mastery chart a level fills: the shape says it, not only the colour. */
export const masteryCells: Record<MasteryLevel, number> = {
  'sin-practica': 0,
  'para-reforzar': 1,
  'en-camino': 2,
  bien: 3,
  dominado: 4,
};

/** Answers older than this do not count: the picture is of how the student is doing now. */
export const MASTERY_WINDOW_DAYS = 90;
/** An answer this many days old weighs half as much as one of today. */
export const MASTERY_HALF_LIFE_DAYS = 21;

const REINFORCE_BELOW = 50;
const GOOD_FROM = 70;
const GOOD_MIN_ANSWERS = 3;
const MASTERED_FROM = 85;
const MASTERED_MIN_ANSWERS = 6;

/** The weight of an answer `ageDays` old. */
export const recencyWeight = (ageDays: number, halfLifeDays = MASTERY_HALF_LIFE_DAYS): number =>
  0.5 ** (Math.max(0, ageDays) / halfLifeDays);

/** The estimate in percent from recency-weighted right answers and answers (Laplace: +1 right, +1 wrong). */
export const masteryEstimate = (weightedCorrect: number, weightedTotal: number): number =>
  (100 * (weightedCorrect + 1)) / (weightedTotal + 2);

/** The level of an estimate resting on `answers` answers. */
export function masteryLevel(estimate: number, answers: number): MasteryLevel {
  if (answers === 0) return 'sin-practica';
  if (estimate < REINFORCE_BELOW) return 'para-reforzar';
  if (estimate >= MASTERED_FROM && answers >= MASTERED_MIN_ANSWERS) return 'dominado';
  if (estimate >= GOOD_FROM && answers >= GOOD_MIN_ANSWERS) return 'bien';
  return 'en-camino';
}

/** A topic's accuracy or mastery is stated only on this many answers (statistics' judged topics, subject pages). */
export const TOPIC_MIN_ANSWERS = 3;

/** A subtopic is called weak only on this many answers: one wrong answer is not a weakness. */
export const WEAK_MIN_ANSWERS = 2;

/** What ranking the weak spots reads of a subtopic's mastery. */
interface WeakCandidate {
  answers: number;
  correct: number;
  estimate: number | null;
  weight: number;
  level: MasteryLevel;
}

/**
 * The subtopics to reinforce, lowest estimate first (among equals, the one that weighs more in the exam):
 * only with enough answers, at least one of them wrong, and not yet mastered. A subtopic answered 2 of 2
 * is never a weak spot, however low two answers leave its estimate.
 */
export function weakestSubtopics<T extends WeakCandidate>(masteries: readonly T[], limit: number): T[] {
  return masteries
    .filter(
      (m) =>
        m.answers >= WEAK_MIN_ANSWERS &&
        m.correct < m.answers &&
        m.estimate !== null &&
        m.level !== 'dominado',
    )
    .sort((a, b) => (a.estimate ?? 0) - (b.estimate ?? 0) || b.weight - a.weight)
    .slice(0, limit);
}
