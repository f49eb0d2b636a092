import type { topicMasterySchema } from '../../../shared/api/contracts/educational.ts';
import type * as z from '../../../shared/api/zod.ts';
import {
  MASTERY_WINDOW_DAYS,
  masteryEstimate,
  recencyWeight,
  TOPIC_MIN_ANSWERS,
  weakestSubtopics,
} from '../../../shared/domain/mastery.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';
import type { SubjectCatalog } from '../../content/catalog.ts';
import { countedAttemptsSince } from '../data/attempt-history.ts';
import {
  type PlacedAnswer,
  type SubtopicMastery,
  subjectMastery,
  subtopicIndex,
  subtopicOf,
} from '../statistics/mastery.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type TopicMastery = z.input<typeof topicMasterySchema>;

/** The student's counted answers in this subject inside the mastery window, placed in its syllabus map. */
export async function subjectAnswers(
  userId: string,
  subject: SubjectId,
  catalog: SubjectCatalog,
  now: Date,
): Promise<PlacedAnswer[]> {
  const attempts = await countedAttemptsSince(
    userId,
    new Date(now.getTime() - MASTERY_WINDOW_DAYS * DAY_MS).toISOString(),
  );
  const index = subtopicIndex(catalog);
  return attempts.flatMap((attempt) => {
    const subtopic = attempt.subject === subject ? subtopicOf(index, attempt.exerciseId) : undefined;
    if (!subtopic) return [];
    const ageDays = Math.max(0, (now.getTime() - Date.parse(attempt.at)) / DAY_MS);
    return [{ subtopic, correct: attempt.correct, ageDays, source: attempt.source }];
  });
}

/**
 * The subtopic «Practicá» opens, among those the list can show (with exercises): the weakest one with
 * misses; else the one with the fewest answers, the map's order deciding among equals.
 */
function practiceTarget(subtopics: readonly SubtopicMastery[]): TopicMastery['practicar'] | null {
  const weakest = weakestSubtopics(subtopics, 1)[0];
  if (weakest) return { id: weakest.id, titulo: weakest.title, motivo: 'reforzar' };
  const least = subtopics.reduce<SubtopicMastery | undefined>(
    (best, s) => (!best || s.answers < best.answers ? s : best),
    undefined,
  );
  if (!least) return null;
  const started = subtopics.some((s) => s.answers > 0);
  return { id: least.id, titulo: least.title, motivo: started ? 'seguir' : 'empezar' };
}

/**
 * Each topic of the subject's syllabus with the student's mastery: the recency-weighted estimate over
 * all its answers, stated only from TOPIC_MIN_ANSWERS on, and the subtopic to practise next.
 */
export function topicMastery(
  subject: SubjectId,
  catalog: SubjectCatalog,
  answers: readonly PlacedAnswer[],
): TopicMastery[] {
  const subtopics = subjectMastery(subject, answers);
  const withExercises = new Set(catalog.exercises.map((e) => e.subtopic));
  const topicOf = new Map(subtopics.map((s) => [s.id, s.topic as string]));
  return catalog.syllabus.topics.flatMap((topic) => {
    const practicar = practiceTarget(
      subtopics.filter((s) => s.topic === topic.id && withExercises.has(s.id)),
    );
    if (!practicar) return [];
    let weighted = 0;
    let weightedRight = 0;
    let count = 0;
    for (const answer of answers) {
      if (topicOf.get(answer.subtopic) !== topic.id) continue;
      const w = recencyWeight(answer.ageDays);
      count += 1;
      weighted += w;
      weightedRight += answer.correct ? w : 0;
    }
    return [
      {
        tema: topic.id,
        respuestas: count,
        dominio: count >= TOPIC_MIN_ANSWERS ? Math.round(masteryEstimate(weightedRight, weighted)) : null,
        practicar,
      },
    ];
  });
}
