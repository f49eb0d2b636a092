/** The three tabs of a subject, in the order they are shown; the query value is the id. */
export const subjectTabs = [
  { id: 'temario', label: 'Temario' },
  { id: 'mini-clases', label: 'Mini clases' },
  { id: 'ejercicios', label: 'Ejercicios' },
] as const;

export type SubjectTab = (typeof subjectTabs)[number]['id'];

/** The `tab` query parameter: only the three known values count; anything else is the syllabus. */
export function parseTab(value: string | null | undefined): SubjectTab {
  return subjectTabs.find((tab) => tab.id === value)?.id ?? 'temario';
}

/** The tab a key moves to in a tablist (arrows wrap around, Home and End jump), or null. */
export function tabIndexAfterKey(
  current: number,
  key: string,
  count: number = subjectTabs.length,
): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
