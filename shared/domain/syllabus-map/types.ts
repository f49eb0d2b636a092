import type { TopicId } from '../subjects.ts';

/**
 * A part of one of the spec's topics that the entrance exam asks about, with the unit of the UTN
 * entrance course (Seminario Universitario) it serves and its target weight.
 */
export interface Subtopic {
  /** `<topic>.<slug>`, e.g. `mecanica.cinematica-mru`; exercises and generators name it. */
  id: string;
  title: string;
  /** The entrance-course unit it serves, hedged where regional faculties differ. */
  unit: string;
  /** Target share of the subject's items, in percent; a subject's subtopics add up to 100. */
  weight: number;
}

export interface TopicMap {
  topic: TopicId;
  subtopics: Subtopic[];
}
