/**
 * The exercises tab of a subject, filtered to one topic, or to one of its subtopics (`<topic>.<slug>`):
 * where a weak topic, or a subject page's «Practicá», sends the student.
 */
export function practiceLink(subject: string, topic: string, subtopic?: string): string {
  const query = new URLSearchParams({
    tab: 'ejercicios',
    tema: topic,
    ...(subtopic ? { subtema: subtopic } : {}),
  });
  return `/content/educational/${encodeURIComponent(subject)}?${query}`;
}

/** The exercises tab of a subject, every topic: where a subject not practised yet sends the student. */
export function subjectPracticeLink(subject: string): string {
  return `/content/educational/${encodeURIComponent(subject)}?tab=ejercicios`;
}
