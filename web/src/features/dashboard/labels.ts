import { subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';

export const subjectLabel = (id: string): string => subjectNames[id as keyof typeof subjectNames] ?? id;
export const topicLabel = (id: string): string => topicTitles[id as keyof typeof topicTitles] ?? id;

export function dateAr(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
}
