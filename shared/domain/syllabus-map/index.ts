import type { SubjectId } from '../subjects.ts';
import { fisicaMap } from './fisica.ts';
import { matematicasMap } from './matematicas.ts';
import { quimicaMap } from './quimica.ts';
import type { Subtopic, TopicMap } from './types.ts';

export type { Subtopic, TopicMap } from './types.ts';

/** For each subject, its six topics in the spec's order with their subtopics, units and target weights. */
export const syllabusMap: Record<SubjectId, TopicMap[]> = {
  matematicas: matematicasMap,
  fisica: fisicaMap,
  quimica: quimicaMap,
};

const _allSubtopics: readonly Subtopic[] = Object.values(syllabusMap).flatMap((topics) =>
  topics.flatMap((topic) => topic.subtopics),
);
