import { isSubjectId, type SubjectId } from '../../../shared/domain/subjects.ts';
import { type CatalogExercise, loadCatalog, type SubjectCatalog } from '../../content/catalog.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { miniClassView } from './api-view.ts';
import { type AnswerKey, type GivenAnswer, type Grade, gradeAnswer } from './grading.ts';

const messages = {
  subjectNotFound: 'Materia no encontrada',
  miniClassNotFound: 'Mini clase no encontrada',
  exerciseNotFound: 'Ejercicio no encontrado',
} as const;

/** What a 400 says when the answer does not fit the exercise. */
const mismatchMessages: Record<CatalogExercise['kind'], string> = {
  'multiple-choice': 'Elegí una de las opciones del ejercicio.',
  'true-false': 'Elegí una de las opciones del ejercicio.',
  numeric: 'Escribí el valor de tu respuesta.',
  'multi-part': 'Respondé cada parte del ejercicio.',
};

export function subject(id: string): { id: SubjectId; content: SubjectCatalog } {
  if (!isSubjectId(id)) throw new NotFoundError(messages.subjectNotFound);
  return { id, content: loadCatalog(id) };
}

export function miniClass(subjectId: string, miniClassId: string) {
  const found = subject(subjectId).content.miniClasses.find((m) => m.id === miniClassId);
  if (!found) throw new NotFoundError(messages.miniClassNotFound);
  return miniClassView(found);
}

export function findExercise(
  subjectId: string,
  exerciseId: string,
): { subjectId: SubjectId; exercise: CatalogExercise } {
  const { id, content } = subject(subjectId);
  const exercise = content.exercises.find((e) => e.id === exerciseId);
  if (!exercise) throw new NotFoundError(messages.exerciseNotFound);
  return { subjectId: id, exercise };
}

/** A subject's exercises, or one topic's. */
export function exercisesOf(subjectId: string, topic?: string): CatalogExercise[] {
  return subject(subjectId).content.exercises.filter((e) => topic === undefined || e.topic === topic);
}

/** The key an exercise is graded against. */
export function answerKeyOf(exercise: CatalogExercise): AnswerKey {
  switch (exercise.kind) {
    case 'multiple-choice':
      return { kind: 'option', correctAnswer: exercise.correctAnswer, optionCount: exercise.options.length };
    case 'true-false':
      return { kind: 'true-false', correctAnswer: exercise.correctAnswer };
    case 'numeric':
      return { kind: 'numeric', answer: exercise.answer };
    case 'multi-part':
      return { kind: 'multi-part', parts: exercise.parts };
  }
}

/**
 * Grades an answer: an option index for multiple choice, a boolean for true/false, a typed value, one
 * answer per part. An answer that does not fit the exercise is a 400.
 */
export function gradeExercise(exercise: CatalogExercise, answer: GivenAnswer): Grade {
  const grade = gradeAnswer(answerKeyOf(exercise), answer);
  if (!grade) throw new BadRequestError(mismatchMessages[exercise.kind]);
  return grade;
}
