import { parseExplanation } from '../../../../shared/content/text-format.ts';
import { subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';

export const difficultyLabels = { facil: 'Fácil', medio: 'Media', dificil: 'Difícil' } as const;

export const modeLabels = { practice: 'Práctica', exam: 'Examen' } as const;

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export function subjectLabel(id: string): string {
  return subjectNames[id as keyof typeof subjectNames] ?? id;
}

export function topicLabel(id: string): string {
  return topicTitles[id as keyof typeof topicTitles] ?? id;
}

/** mm:ss, or h:mm:ss from an hour on. */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(hours ? 2 : 1, '0');
  return `${hours ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}

/** Time spent in minutes and seconds (#30): "12 min 05 s", "45 s", "1 h 02 min 05 s". */
export function duration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  if (hours) return `${hours} h ${String(minutes).padStart(2, '0')} min ${seconds} s`;
  if (minutes) return `${minutes} min ${seconds} s`;
  return `${s} s`;
}

/** "1 pregunta", "10 preguntas": a count with its noun in the number it takes. */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export { numericDateAr as dateAr } from '../../../../shared/domain/es-ar-format.ts';

/** The first question the student has not answered yet (or the last one when all are). */
export function firstUnanswered(total: number, answered: readonly number[]): number {
  for (let i = 0; i < total; i++) if (!answered.includes(i)) return i;
  return Math.max(0, total - 1);
}

/** An explanation's steps (without their step labels) and its final result line, if any. */
export const explanationParts = parseExplanation;
