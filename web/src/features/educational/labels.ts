import { subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';
import type { PublicExercise } from './api.ts';

/** "1 tema", "6 temas"; numbers in es-AR ("1.250 ejercicios"). */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('es-AR')} ${count === 1 ? singular : plural}`;
}

export const exerciseTypeLabels: Record<PublicExercise['tipo'], string> = {
  'opcion-multiple': 'Opción múltiple',
  'verdadero-falso': 'Verdadero o falso',
  numerica: 'Respuesta numérica',
  multiparte: 'Problema por partes',
};

/** A topic id as the student reads it; an unknown id is shown as it comes. */
export function topicTitle(topic: string): string {
  return (topicTitles as Record<string, string>)[topic] ?? topic;
}

/** A subject id as the student reads it, or null when the id is not one of ours. */
export function subjectName(subject: string): string | null {
  return (subjectNames as Record<string, string>)[subject] ?? null;
}

/** "A", "B", "C"… for multiple-choice options. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** How a list marks an exercise the student has worked on: an icon and a word, never colour alone. */
export const practiceStateLabels = {
  resuelto: { icon: '✓', text: 'Resuelto' },
  intentado: { icon: '↻', text: 'Intentado' },
} as const;
