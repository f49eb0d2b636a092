/** The exercises tab of a subject, filtered to one topic: where a weak topic sends the student. */
export function practiceLink(subject: string, topic: string): string {
  const query = new URLSearchParams({ tab: 'ejercicios', tema: topic });
  return `/content/educational/${encodeURIComponent(subject)}?${query}`;
}
