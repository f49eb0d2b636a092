import { subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';

export const subjectLabel = (id: string): string => subjectNames[id as keyof typeof subjectNames] ?? id;
export const topicLabel = (id: string): string => topicTitles[id as keyof typeof topicTitles] ?? id;

export { numericDateAr as dateAr } from '../../../../shared/domain/es-ar-format.ts';
