import { numberFormat } from '../../../../shared/domain/es-ar-format.ts';
import { type MasteryLevel, masteryLabels, masteryLevels } from '../../../../shared/domain/mastery.ts';
import {
  PREDICTION_MIN_SIMULATOR_QUESTIONS,
  PREDICTION_MIN_SIMULATORS,
} from '../../../../shared/domain/pass-prediction.ts';
import type { PassPrediction, SubjectOutlook, SubtopicMastery } from './api.ts';

type Basis = PassPrediction['basis'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "72 %", with the ends said in words: a rounded 0 or 100 would claim a certainty the model does not have. */
export function chanceText(percent: number): string {
  if (percent <= 0) return 'menos de 1 %';
  if (percent >= 100) return 'más de 99 %';
  return `${percent} %`;
}

/** A mark out of 10 as written in Argentina: "5,4". */
const oneDecimal = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const markText = (mark: number): string => oneDecimal().format(mark);

/** "Se basa en 3 simuladores (55 preguntas) y 120 respuestas de práctica de los últimos 90 días." */
export function basisText(basis: Basis): string {
  const simulators = `${plural(basis.simulators, 'simulador', 'simuladores')} (${plural(basis.simulatorQuestions, 'pregunta', 'preguntas')})`;
  const practice =
    basis.practiceAnswers > 0
      ? ` y ${plural(basis.practiceAnswers, 'respuesta', 'respuestas')} de práctica`
      : '';
  return `Se basa en ${simulators}${practice} de los últimos ${basis.windowDays} días.`;
}

/**
 * "Sobre el examen de FRC: 10 ítems, se aprueba con 6/10." The reference exam says it is one, and a
 * faculty whose figures are not all sourced says where they come from.
 */
export function examText(exam: SubjectOutlook['exam']): string {
  const mark = `${markText(exam.passMark.score).replace(/,0$/, '')}/${exam.passMark.outOf}`;
  const shape = `${plural(exam.questions, 'ítem', 'ítems')}, se aprueba con ${mark}`;
  if (!exam.faculty) return `Sobre nuestro examen de referencia: ${shape}.`;
  const origin = exam.sourced ? '' : ' (lo que la facultad no publica lo completamos con nuestra referencia)';
  return `Sobre el examen de ${exam.faculty}: ${shape}${origin}.`;
}

/** What a subject needs before its chance can be said, in voseo. */
export function neededText(subject: string, windowDays: number): string {
  return `Para estimar tu chance de aprobar ${subject} necesitamos al menos ${PREDICTION_MIN_SIMULATORS} simuladores, con ${PREDICTION_MIN_SIMULATOR_QUESTIONS} preguntas entre todos, de los últimos ${windowDays} días.`;
}

/** "Te falta 1 simulador." / "Te faltan 2 simuladores." / "Te faltan 10 preguntas: hacé uno más." */
export function missingText(missingSimulators: number, missingQuestions: number): string {
  if (missingSimulators > 0)
    return `Te ${missingSimulators === 1 ? 'falta' : 'faltan'} ${plural(missingSimulators, 'simulador', 'simuladores')}.`;
  return `Te ${missingQuestions === 1 ? 'falta' : 'faltan'} ${plural(missingQuestions, 'pregunta', 'preguntas')} de simulador: hacé uno más.`;
}

/** How many subtopics sit at each level, in the order of the levels. */
export function levelCounts(subtopics: readonly SubtopicMastery[]): Record<MasteryLevel, number> {
  const counts = Object.fromEntries(masteryLevels.map((level) => [level, 0])) as Record<MasteryLevel, number>;
  for (const s of subtopics) counts[s.level] += 1;
  return counts;
}

/** A level after a count of subtopics: "2 dominados", "1 para reforzar". */
const levelWords: Record<MasteryLevel, [string, string]> = {
  dominado: ['dominado', 'dominados'],
  bien: ['bien', 'bien'],
  'en-camino': ['en camino', 'en camino'],
  'para-reforzar': ['para reforzar', 'para reforzar'],
  'sin-practica': ['sin práctica', 'sin práctica'],
};

/** "Física: 2 dominados, 3 bien, 1 en camino, 1 para reforzar y 21 sin práctica, de 28 subtemas." */
export function masterySummary(subject: string, subtopics: readonly SubtopicMastery[]): string {
  const counts = levelCounts(subtopics);
  const parts = [...masteryLevels]
    .reverse()
    .filter((level) => counts[level] > 0)
    .map((level) => {
      const [one, many] = levelWords[level];
      return `${counts[level]} ${counts[level] === 1 ? one : many}`;
    });
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
  return `${subject}: ${list}, de ${plural(subtopics.length, 'subtema', 'subtemas')}.`;
}

/** One subtopic for a tooltip or a table cell: "Para reforzar · 35 % (4 de 11)". */
export function subtopicText(subtopic: SubtopicMastery): string {
  const label = masteryLabels[subtopic.level];
  return subtopic.estimate === null
    ? label
    : `${label} · ${subtopic.estimate} % (${subtopic.correct} de ${subtopic.answers})`;
}
