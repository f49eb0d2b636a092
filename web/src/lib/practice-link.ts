/** The exercises tab of a subject, filtered to one topic: where a weak topic sends the student. */
export function practiceLink(subject: string, topic: string): string {
  const query = new URLSearchParams({ tab: 'ejercicios', tema: topic });
  return `/content/educational/${encodeURIComponent(subject)}?${query}`;
}

/** The exercises tab of a subject, every topic: where a subject not practised yet sends the student. */
export function subjectPracticeLink(subject: string): string {
  return `/content/educational/${encodeURIComponent(subject)}?tab=ejercicios`;
}
