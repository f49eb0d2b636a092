import type { publicExerciseSchema } from '../../../shared/api/contracts/educational.ts';
import type * as z from '../../../shared/api/zod.ts';
import { type SubjectId, subjectIds } from '../../../shared/domain/subjects.ts';
import { type CatalogExercise, loadCatalog, type SubjectCatalog } from '../../content/catalog.ts';
import type { MiniClass } from '../../content/schema.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';

export const messages = {
  subjectNotFound: 'Materia no encontrada',
  miniClassNotFound: 'Mini clase no encontrada',
  exerciseNotFound: 'Ejercicio no encontrado',
  answerMismatch: 'Elegí una de las opciones del ejercicio.',
} as const;

export function subject(id: string): { id: SubjectId; content: SubjectCatalog } {
  if (!(subjectIds as readonly string[]).includes(id)) throw new NotFoundError(messages.subjectNotFound);
  return { id: id as SubjectId, content: loadCatalog(id as SubjectId) };
}

/** What the browser may see of an exercise before answering: never the key, never the explanation. */
export function publicExercise(exercise: CatalogExercise): z.input<typeof publicExerciseSchema> {
  return {
    id: exercise.id,
    tipo: exercise.tipo,
    pregunta: exercise.pregunta,
    tema: exercise.topic,
    dificultad: exercise.difficulty,
    opciones: exercise.tipo === 'opcion-multiple' ? [...exercise.opciones] : ['Verdadero', 'Falso'],
  };
}

export function subjectSummaries() {
  return subjectIds.map((id) => {
    const { syllabus, exercises } = loadCatalog(id);
    return {
      id,
      nombre: syllabus.nombre,
      descripcion: syllabus.descripcion,
      totalTemas: syllabus.temario.length,
      totalEjercicios: exercises.length,
    };
  });
}

export function subjectDetail(subjectId: string) {
  const { id, content } = subject(subjectId);
  return {
    id,
    nombre: content.syllabus.nombre,
    descripcion: content.syllabus.descripcion,
    temario: content.syllabus.temario.map((topic) => ({ ...topic, subtemas: [...topic.subtemas] })),
    miniClases: content.miniClasses.map(publicMiniClass),
    ejercicios: content.exercises.map(publicExercise),
  };
}

export function miniClass(subjectId: string, miniClassId: string) {
  const found = subject(subjectId).content.miniClasses.find((m) => m.id === miniClassId);
  if (!found) throw new NotFoundError(messages.miniClassNotFound);
  return publicMiniClass(found);
}

function publicMiniClass(miniClass: MiniClass) {
  return {
    id: miniClass.id,
    tema: miniClass.topic,
    titulo: miniClass.titulo,
    contenido: miniClass.contenido,
    ejemplos: [...miniClass.ejemplos],
    figuras: (miniClass.figuras ?? []).map(({ svg, alt }) => ({ svg, alt })),
  };
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

export function exercisesOf(subjectId: string, topic?: string) {
  return subject(subjectId)
    .content.exercises.filter((e) => topic === undefined || e.topic === topic)
    .map(publicExercise);
}

/** Whether an answer is right: an option index for multiple choice, a boolean for true/false. */
export function isRightAnswer(exercise: CatalogExercise, answer: number | boolean): boolean {
  if (exercise.tipo === 'opcion-multiple') {
    if (typeof answer !== 'number' || answer < 0 || answer >= exercise.opciones.length) {
      throw new BadRequestError(messages.answerMismatch);
    }
  } else if (typeof answer !== 'boolean') {
    throw new BadRequestError(messages.answerMismatch);
  }
  return answer === exercise.respuestaCorrecta;
}
