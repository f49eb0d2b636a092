import type {
  exerciseResponse,
  listedExerciseSchema,
  miniClassSchema,
  publicExerciseSchema,
  solutionSchema,
  subjectDetailResponse,
  subjectSummarySchema,
  syllabusTopicSchema,
  verifyAnswerResponse,
} from '../../../shared/api/contracts/educational.ts';
import type * as z from '../../../shared/api/zod.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';
import type { CatalogExercise, SubjectCatalog } from '../../content/catalog.ts';
import type { MiniClass, SubjectSyllabus, SyllabusTopic } from '../../content/schema.ts';
import type { PracticeState } from './practice.ts';

/*
 * The one place where the content model (English, functions/content/schema.ts) becomes the API's
 * contract, which keeps the spec's Spanish field names (shared/api/contracts/educational.ts). Every
 * route that serves study content builds its reply here; no other module writes these names.
 */

type Api<T extends z.ZodType> = z.input<T>;

const kindNames = {
  'multiple-choice': 'opcion-multiple',
  'true-false': 'verdadero-falso',
} as const satisfies Record<CatalogExercise['kind'], Api<typeof publicExerciseSchema>['tipo']>;

/** What a true/false exercise offers to choose from, in the order the answer `true`/`false` maps to. */
const trueFalseOptions = ['Verdadero', 'Falso'];

export function subjectSummaryView(
  id: SubjectId,
  syllabus: SubjectSyllabus,
  exerciseCount: number,
): Api<typeof subjectSummarySchema> {
  return {
    id,
    nombre: syllabus.name,
    descripcion: syllabus.description,
    totalTemas: syllabus.topics.length,
    totalEjercicios: exerciseCount,
  };
}

function syllabusTopicView(topic: SyllabusTopic): Api<typeof syllabusTopicSchema> {
  return {
    id: topic.id,
    titulo: topic.title,
    descripcion: topic.description,
    ...(topic.videoUrl ? { videoUrl: topic.videoUrl } : {}),
    subtemas: [...topic.outline],
  };
}

export function miniClassView(miniClass: MiniClass): Api<typeof miniClassSchema> {
  return {
    id: miniClass.id,
    tema: miniClass.topic,
    titulo: miniClass.title,
    contenido: miniClass.body,
    ejemplos: [...miniClass.examples],
    figuras: (miniClass.figures ?? []).map(({ svg, alt }) => ({ svg, alt })),
  };
}

/** What the browser may see of an exercise before answering: never the key, never the explanation. */
export function publicExerciseView(exercise: CatalogExercise): Api<typeof publicExerciseSchema> {
  return {
    id: exercise.id,
    tipo: kindNames[exercise.kind],
    pregunta: exercise.question,
    tema: exercise.topic,
    dificultad: exercise.difficulty,
    opciones: exercise.kind === 'multiple-choice' ? [...exercise.options] : [...trueFalseOptions],
  };
}

/** An exercise in a list, marked for the student who asks. */
export function listedExerciseView(
  exercise: CatalogExercise,
  state: PracticeState,
): Api<typeof listedExerciseSchema> {
  return { ...publicExerciseView(exercise), estado: state };
}

/** One exercise, where the student stands on it and the ways on through its topic. */
export function exerciseDetailView(
  exercise: CatalogExercise,
  state: PracticeState,
  around: { previous: string | null; next: string | null; nextUnsolved: string | null },
): Api<typeof exerciseResponse>['data'] {
  return {
    ...listedExerciseView(exercise, state),
    anterior: around.previous,
    siguiente: around.next,
    siguientePendiente: around.nextUnsolved,
  };
}

/** A subject's syllabus, mini classes and exercises, each exercise marked for the student. */
export function subjectDetailView(
  id: SubjectId,
  catalog: SubjectCatalog,
  stateOf: (exerciseId: string) => PracticeState,
): Api<typeof subjectDetailResponse>['data'] {
  return {
    id,
    nombre: catalog.syllabus.name,
    descripcion: catalog.syllabus.description,
    temario: catalog.syllabus.topics.map(syllabusTopicView),
    miniClases: catalog.miniClasses.map(miniClassView),
    ejercicios: catalog.exercises.map((exercise) => listedExerciseView(exercise, stateOf(exercise.id))),
  };
}

/** The key and the step-by-step explanation. */
export function solutionView(exercise: CatalogExercise): Api<typeof solutionSchema> {
  return { respuestaCorrecta: exercise.correctAnswer, explicacion: exercise.explanation };
}

/** A graded answer: the solution goes along only when `revealed`. */
export function verificationView(
  exercise: CatalogExercise,
  grade: { correct: boolean; firstAttempt: boolean; revealed: boolean },
): Api<typeof verifyAnswerResponse>['data'] {
  return {
    esCorrecta: grade.correct,
    primerIntento: grade.firstAttempt,
    solucion: grade.revealed ? solutionView(exercise) : null,
  };
}
