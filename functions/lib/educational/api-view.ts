import type {
  claveNumericaSchema,
  exerciseResponse,
  exerciseSummarySchema,
  listedExerciseSchema,
  miniClassSchema,
  miniClassSummarySchema,
  PracticeState,
  parteCorregidaSchema,
  publicExerciseSchema,
  publicPartSchema,
  respuestaNumericaSchema,
  solutionSchema,
  subjectDetailResponse,
  subjectSummarySchema,
  syllabusTopicSchema,
  verifyAnswerRequest,
  verifyAnswerResponse,
} from '../../../shared/api/contracts/educational.ts';
import type * as z from '../../../shared/api/zod.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';
import { textPreview } from '../../../shared/math/text-preview.ts';
import type { CatalogExercise, SubjectCatalog } from '../../content/catalog.ts';
import {
  type ExercisePart,
  type MiniClass,
  type NumericKey,
  partLabel,
  type SubjectSyllabus,
  type SyllabusTopic,
} from '../../content/schema.ts';
import { type GivenAnswer, type Grade, keyText, type MissReason } from './grading.ts';

/*
 * The one place where the content model (English, functions/content/schema.ts) becomes the API's
 * contract, which keeps the spec's Spanish field names (shared/api/contracts/educational.ts). Every
 * route that serves study content builds its reply here; no other module writes these names.
 */

type Api<T extends z.ZodType> = z.input<T>;

const kindNames = {
  'multiple-choice': 'opcion-multiple',
  'true-false': 'verdadero-falso',
  numeric: 'numerica',
  'multi-part': 'multiparte',
} as const satisfies Record<CatalogExercise['kind'], Api<typeof publicExerciseSchema>['tipo']>;

const missReasons = {
  value: 'valor',
  unit: 'unidad',
  'missing-unit': 'falta-unidad',
  blank: 'en-blanco',
  // The contract refuses a value it cannot read before grading: never sent, but named.
  unreadable: 'valor',
} as const satisfies Record<MissReason, NonNullable<Api<typeof parteCorregidaSchema>['motivo']>>;

/** How a typed answer is asked: the unit beside the field, unless the student writes it. */
function typedAnswerView(key: NumericKey): Api<typeof respuestaNumericaSchema> {
  return { unidad: key.askUnit ? null : key.unit || null, pideUnidad: Boolean(key.askUnit) };
}

function partView(part: ExercisePart, index: number): Api<typeof publicPartSchema> {
  return {
    letra: partLabel(index),
    consigna: part.prompt,
    puntos: part.points,
    tipo: part.kind === 'numeric' ? 'numerica' : 'opcion-multiple',
    opciones: part.kind === 'multiple-choice' ? [...part.options] : [],
    respuestaNumerica: part.kind === 'numeric' ? typedAnswerView(part.answer) : null,
  };
}

/** A typed key as the solution shows it. */
function typedKeyView(key: NumericKey): Api<typeof claveNumericaSchema> {
  return { valor: key.value, texto: keyText(key), unidad: key.unit || null };
}

/** An answer in the API's words as the grader reads it. */
export function givenAnswer(respuesta: z.output<typeof verifyAnswerRequest>['respuesta']): GivenAnswer {
  if (typeof respuesta !== 'object') return respuesta;
  const typed = (answer: { valor: string; unidad?: string | undefined }) => ({
    value: answer.valor,
    unit: answer.unidad,
  });
  if ('valor' in respuesta) return typed(respuesta);
  return {
    parts: respuesta.partes.map((parte) =>
      parte !== null && typeof parte === 'object' ? typed(parte) : parte,
    ),
  };
}

/** What a true/false exercise offers to choose from, in the order the answer `true`/`false` maps to. */
const trueFalseOptions = ['Verdadero', 'Falso'];

export function subjectSummaryView(
  id: SubjectId,
  syllabus: SubjectSyllabus,
  exerciseCount: number,
  examined = true,
): Api<typeof subjectSummarySchema> {
  return {
    id,
    nombre: syllabus.name,
    descripcion: syllabus.description,
    totalTemas: syllabus.topics.length,
    totalEjercicios: exerciseCount,
    examined,
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

/** A mini class's card in the subject's list: its title and the start of its text. */
function miniClassSummaryView(miniClass: MiniClass): Api<typeof miniClassSummarySchema> {
  return {
    id: miniClass.id,
    tema: miniClass.topic,
    titulo: miniClass.title,
    resumen: textPreview(miniClass.body),
  };
}

/** An exercise's card in the subject's list: its statement and where the student stands on it. */
function exerciseSummaryView(
  exercise: CatalogExercise,
  state: PracticeState,
): Api<typeof exerciseSummarySchema> {
  return {
    id: exercise.id,
    tipo: kindNames[exercise.kind],
    pregunta: exercise.question,
    tema: exercise.topic,
    subtema: exercise.subtopic ?? null,
    estado: state,
  };
}

/** What the browser may see of an exercise before answering: never the key, never the explanation. */
export function publicExerciseView(exercise: CatalogExercise): Api<typeof publicExerciseSchema> {
  const common = {
    id: exercise.id,
    tipo: kindNames[exercise.kind],
    pregunta: exercise.question,
    tema: exercise.topic,
    dificultad: exercise.difficulty,
    ...(exercise.figure ? { figura: { svg: exercise.figure.svg, alt: exercise.figure.alt } } : {}),
  };
  switch (exercise.kind) {
    case 'multiple-choice':
      return { ...common, opciones: [...exercise.options] };
    case 'true-false':
      return { ...common, opciones: [...trueFalseOptions] };
    case 'numeric':
      return { ...common, opciones: [], respuestaNumerica: typedAnswerView(exercise.answer) };
    case 'multi-part':
      return { ...common, opciones: [], partes: exercise.parts.map(partView) };
  }
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

/** A subject's syllabus, and its mini classes and exercises as their cards show them (#30). */
export function subjectDetailView(
  id: SubjectId,
  catalog: SubjectCatalog,
  stateOf: (exerciseId: string) => PracticeState,
  mastery: Api<typeof subjectDetailResponse>['data']['dominio'],
): Api<typeof subjectDetailResponse>['data'] {
  return {
    id,
    nombre: catalog.syllabus.name,
    descripcion: catalog.syllabus.description,
    temario: catalog.syllabus.topics.map(syllabusTopicView),
    miniClases: catalog.miniClasses.map(miniClassSummaryView),
    ejercicios: catalog.exercises.map((exercise) => exerciseSummaryView(exercise, stateOf(exercise.id))),
    dominio: mastery,
  };
}

/** The key and the step-by-step explanation. */
export function solutionView(exercise: CatalogExercise): Api<typeof solutionSchema> {
  const key = (): Api<typeof solutionSchema>['respuestaCorrecta'] => {
    switch (exercise.kind) {
      case 'multiple-choice':
      case 'true-false':
        return exercise.correctAnswer;
      case 'numeric':
        return typedKeyView(exercise.answer);
      case 'multi-part':
        return {
          partes: exercise.parts.map((part) =>
            part.kind === 'numeric' ? typedKeyView(part.answer) : part.correctAnswer,
          ),
        };
    }
  };
  return { respuestaCorrecta: key(), explicacion: exercise.explanation };
}

/** A graded answer: the solution goes along only when `revealed`; a typed answer says why it is wrong. */
export function verificationView(
  exercise: CatalogExercise,
  grade: { correct: boolean; firstAttempt: boolean; revealed: boolean; details?: Grade },
): Api<typeof verifyAnswerResponse>['data'] {
  const details = grade.details;
  const typed = exercise.kind === 'numeric' || exercise.kind === 'multi-part';
  return {
    esCorrecta: grade.correct,
    primerIntento: grade.firstAttempt,
    solucion: grade.revealed ? solutionView(exercise) : null,
    ...(typed && details?.reason && !details.parts ? { motivo: missReasons[details.reason] } : {}),
    ...(details?.parts
      ? {
          partes: details.parts.map((part, index) => ({
            letra: partLabel(index),
            esCorrecta: part.correct,
            ...(part.reason ? { motivo: missReasons[part.reason] } : {}),
            puntos: part.possible,
            puntosObtenidos: part.earned,
          })),
          puntaje: { obtenidos: details.points.earned, total: details.points.possible },
        }
      : {}),
  };
}
