import { type SubjectId, subjectIds } from '../../../shared/domain/subjects.ts';
import { type CatalogExercise, loadCatalog, type SubjectCatalog } from '../../content/catalog.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { miniClassView, subjectSummaryView } from './api-view.ts';

const messages = {
  subjectNotFound: 'Materia no encontrada',
  miniClassNotFound: 'Mini clase no encontrada',
  exerciseNotFound: 'Ejercicio no encontrado',
  answerMismatch: 'Elegí una de las opciones del ejercicio.',
} as const;

export function subject(id: string): { id: SubjectId; content: SubjectCatalog } {
  if (!(subjectIds as readonly string[]).includes(id)) throw new NotFoundError(messages.subjectNotFound);
  return { id: id as SubjectId, content: loadCatalog(id as SubjectId) };
}

export function subjectSummaries() {
  return subjectIds.map((id) => {
    const { syllabus, exercises } = loadCatalog(id);
    return subjectSummaryView(id, syllabus, exercises.length);
  });
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

/** Whether an answer is right: an option index for multiple choice, a boolean for true/false. */
export function isRightAnswer(exercise: CatalogExercise, answer: number | boolean): boolean {
  if (exercise.kind === 'multiple-choice') {
    if (typeof answer !== 'number' || answer < 0 || answer >= exercise.options.length) {
      throw new BadRequestError(messages.answerMismatch);
    }
  } else if (typeof answer !== 'boolean') {
    throw new BadRequestError(messages.answerMismatch);
  }
  return answer === exercise.correctAnswer;
}
