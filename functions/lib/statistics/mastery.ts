import {
  type MasteryLevel,
  masteryEstimate,
  masteryLevel,
  recencyWeight,
} from '../../../shared/domain/mastery.ts';
import type { SubjectId, TopicId } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import type { SubjectCatalog } from '../../content/catalog.ts';

/** One answer of the student placed in the syllabus map. */
export interface PlacedAnswer {
  subtopic: string;
  correct: boolean;
  ageDays: number;
  source: 'practice' | 'simulator';
}

export interface SubtopicMastery {
  id: string;
  title: string;
  topic: TopicId;
  /** Target weight in the exam, percent of the subject. */
  weight: number;
  /** Answers in the window, as they are (not weighted). */
  answers: number;
  correct: number;
  /** The recency-weighted estimate, 0–100; null without answers. */
  estimate: number | null;
  level: MasteryLevel;
}

/** Item id → subtopic, for the subject's authored exercises and generators. */
export function subtopicIndex(
  catalog: Pick<SubjectCatalog, 'exercises' | 'generators'>,
): Map<string, string> {
  const index = new Map<string, string>();
  for (const exercise of catalog.exercises) if (exercise.subtopic) index.set(exercise.id, exercise.subtopic);
  for (const generator of catalog.generators ?? [])
    if (generator.subtopic) index.set(generator.id, generator.subtopic);
  return index;
}

/** The subtopic of an answered item: an authored exercise's id, or a generated question's `<generator>#<seed>`. */
export function subtopicOf(index: ReadonlyMap<string, string>, exerciseId: string): string | undefined {
  return index.get(exerciseId) ?? index.get(exerciseId.replace(/#.*/s, ''));
}

/** Every subtopic of the subject's syllabus map, in its order, with the student's mastery. */
export function subjectMastery(subject: SubjectId, answers: readonly PlacedAnswer[]): SubtopicMastery[] {
  const tallies = new Map<
    string,
    { answers: number; correct: number; weighted: number; weightedRight: number }
  >();
  for (const answer of answers) {
    const tally = tallies.get(answer.subtopic) ?? { answers: 0, correct: 0, weighted: 0, weightedRight: 0 };
    const w = recencyWeight(answer.ageDays);
    tally.answers += 1;
    tally.correct += answer.correct ? 1 : 0;
    tally.weighted += w;
    tally.weightedRight += answer.correct ? w : 0;
    tallies.set(answer.subtopic, tally);
  }
  return syllabusMap[subject].flatMap(({ topic, subtopics }) =>
    subtopics.map((subtopic) => {
      const tally = tallies.get(subtopic.id);
      // The level follows the percent the student reads, so "50 %" is never called below 50.
      const estimate = tally ? Math.round(masteryEstimate(tally.weightedRight, tally.weighted)) : null;
      return {
        id: subtopic.id,
        title: subtopic.title,
        topic,
        weight: subtopic.weight,
        answers: tally?.answers ?? 0,
        correct: tally?.correct ?? 0,
        estimate,
        level: masteryLevel(estimate ?? 0, tally?.answers ?? 0),
      };
    }),
  );
}

export { WEAK_MIN_ANSWERS, weakestSubtopics } from '../../../shared/domain/mastery.ts';
