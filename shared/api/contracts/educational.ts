import { problemReportReasons } from '../../domain/problem-reports.ts';
import { difficultySchema, formulaSheetSchema, subjectIdSchema, topicIdSchema } from '../common.ts';
import * as z from '../zod.ts';
import { checkTypedValues, respuestaTipeadaSchema } from './answers.ts';

/** Any short id: an unknown subject is a 404 'Materia no encontrada', not a 400. */
const subjectIdParam = z.string().min(1).max(40);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80);

export const subjectSummarySchema = z.object({
  id: subjectIdSchema,
  nombre: z.string(),
  descripcion: z.string(),
  totalTemas: z.number().int(),
  totalEjercicios: z.number().int(),
  /** False when the student's faculty does not examine it: listed last, still open to study. */
  examined: z.boolean(),
});
export const subjectListResponse = z.object({
  success: z.literal(true),
  data: z.array(subjectSummarySchema),
  /** The faculty that ordered the list, when the student chose one. */
  faculty: z.object({ id: z.string(), code: z.string() }).nullable(),
});

export const syllabusTopicSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descripcion: z.string().optional(),
  videoUrl: z.string().optional(),
  subtemas: z.array(z.string()),
});
export const miniClassSchema = z.object({
  id: z.string(),
  tema: z.string(),
  titulo: z.string(),
  contenido: z.string(),
  ejemplos: z.array(z.string()),
  /** Line drawings where a figure is how the idea is taught: an SVG document and its description. */
  figuras: z.array(z.object({ svg: z.string(), alt: z.string() })),
});
/** A drawing the statement refers to: an SVG document and its description. */
const figureSchema = z.object({ svg: z.string(), alt: z.string() });

/** How a typed answer is asked for: the unit shown beside the field, or a field for the student to write it. */
export const respuestaNumericaSchema = z
  .object({
    /** The unit shown beside the field; null when the student writes it or the value has none. */
    unidad: z.string().nullable(),
    pideUnidad: z.boolean(),
  })
  .strict();

/** One part of a problem in parts, as asked: never its key. */
export const publicPartSchema = z
  .object({
    letra: z.string(),
    consigna: z.string(),
    puntos: z.number().int(),
    tipo: z.enum(['numerica', 'opcion-multiple']),
    /** The options of a part answered by choosing; empty for a typed one. */
    opciones: z.array(z.string()),
    respuestaNumerica: respuestaNumericaSchema.nullable(),
  })
  .strict();

/** An exercise as the browser sees it before answering: never the answer, never the explanation. */
export const publicExerciseSchema = z
  .object({
    id: z.string(),
    tipo: z.enum(['opcion-multiple', 'verdadero-falso', 'numerica', 'multiparte']),
    pregunta: z.string(),
    tema: z.string(),
    dificultad: difficultySchema,
    /** The options to choose from; empty for a typed answer or a problem in parts. */
    opciones: z.array(z.string()),
    figura: figureSchema.optional(),
    /** A typed answer: how it is asked. */
    respuestaNumerica: respuestaNumericaSchema.optional(),
    /** A problem in parts: each part as asked. */
    partes: z.array(publicPartSchema).optional(),
  })
  .strict();

/** Where the student stands on an exercise: not tried yet, tried without getting it right, solved. */
export const practiceStateSchema = z.enum(['pendiente', 'intentado', 'resuelto']);
export type PracticeState = z.output<typeof practiceStateSchema>;
/** An exercise in a list, marked for the student who asks. */
export const listedExerciseSchema = publicExerciseSchema.extend({ estado: practiceStateSchema });

export const subjectParams = z.object({ subject: subjectIdParam });
/** A mini class in the subject's list: what its card shows, the start of its text as plain text. */
export const miniClassSummarySchema = miniClassSchema
  .pick({ id: true, tema: true, titulo: true })
  .extend({ resumen: z.string() })
  .strict();
/** An exercise in the subject's list: what its card shows, never its options, figure or parts. */
export const exerciseSummarySchema = listedExerciseSchema
  .pick({
    id: true,
    tipo: true,
    pregunta: true,
    tema: true,
    estado: true,
  })
  /** Its subtopic of the syllabus map (`<topic>.<slug>`): «Practicá» opens the list on one. */
  .extend({ subtema: z.string().nullable() });

/**
 * How the student is doing in one topic of the subject, from the answers of the mastery window
 * (shared/domain/mastery.ts), and the subtopic «Practicá» opens: the weakest with misses, else the
 * least practised.
 */
export const topicMasterySchema = z.object({
  tema: z.string(),
  /** Counted answers in the topic inside the window. */
  respuestas: z.number().int().nonnegative(),
  /** 0–100, recent answers weighing more; null until the topic has enough answers to say it. */
  dominio: z.number().int().min(0).max(100).nullable(),
  practicar: z.object({
    id: z.string(),
    titulo: z.string(),
    /** Why this one: it has misses, it has the fewest answers, or the topic has none yet. */
    motivo: z.enum(['reforzar', 'seguir', 'empezar']),
  }),
});

/**
 * A subject's page in one answer (#30): the syllabus whole, and the mini classes and exercises as
 * their cards show them; each opens with its own call.
 */
export const subjectDetailResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: subjectIdSchema,
    nombre: z.string(),
    descripcion: z.string(),
    temario: z.array(syllabusTopicSchema),
    miniClases: z.array(miniClassSummarySchema),
    ejercicios: z.array(exerciseSummarySchema),
    /** The student's mastery per topic, in the syllabus's order (#30). */
    dominio: z.array(topicMasterySchema),
  }),
});

export const miniClassParams = z.object({ subject: subjectIdParam, id: slug });
export const miniClassResponse = z.object({
  success: z.literal(true),
  data: miniClassSchema,
  formulas: formulaSheetSchema,
});

export const exerciseParams = z.object({ subject: subjectIdParam, exercise: z.string().min(3).max(120) });
export const exerciseResponse = z.object({
  success: z.literal(true),
  data: listedExerciseSchema.extend({
    anterior: z.string().nullable(),
    siguiente: z.string().nullable(),
    /** The first exercise of the topic after this one that the student has not solved. */
    siguientePendiente: z.string().nullable(),
  }),
  formulas: formulaSheetSchema,
});

export const exercisesByTopicQuery = z.object({ tema: topicIdSchema.optional() }).strict();
export const exercisesByTopicResponse = z.object({
  success: z.literal(true),
  data: z.array(listedExerciseSchema),
  formulas: formulaSheetSchema,
});

/** One part's answer: an option, a typed value, or nothing (left blank). */
const respuestaParteSchema = z.union([z.number().int().min(0).max(9), respuestaTipeadaSchema, z.null()]);

export const verifyAnswerRequest = z
  .object({
    /** An option index, true/false, a typed value, or one answer per part of a problem in parts. */
    respuesta: z.union(
      [
        z.number().int().min(0).max(9),
        z.boolean(),
        respuestaTipeadaSchema,
        z.object({ partes: z.array(respuestaParteSchema).min(1).max(4) }).strict(),
      ],
      { error: 'Elegí una respuesta.' },
    ),
    /** Seconds the student spent on the exercise before verifying; counts as time studied. */
    timeSpent: z.number().int().min(0).max(86_400).optional(),
  })
  .strict()
  .superRefine(({ respuesta }, ctx) => {
    if (typeof respuesta !== 'object') return;
    const typed =
      'valor' in respuesta
        ? [{ value: respuesta.valor, path: ['respuesta', 'valor'] }]
        : respuesta.partes.flatMap((parte, index) =>
            parte !== null && typeof parte === 'object'
              ? [{ value: parte.valor, path: ['respuesta', 'partes', index, 'valor'] }]
              : [],
          );
    checkTypedValues(typed, ctx);
  });

/** A typed key: the value, as a person writes it, and its unit. */
export const claveNumericaSchema = z.object({
  valor: z.number(),
  texto: z.string(),
  unidad: z.string().nullable(),
});

/** The key and the step-by-step explanation: only after a right answer or when the student asks. */
export const solutionSchema = z.object({
  /** An option index, true/false, a typed key, or each part's key (an option index or a typed key). */
  respuestaCorrecta: z.union([
    z.number().int(),
    z.boolean(),
    claveNumericaSchema,
    z.object({ partes: z.array(z.union([z.number().int(), claveNumericaSchema])) }),
  ]),
  explicacion: z.string(),
});

/** Why a typed value is wrong: the value, the unit, a unit missing where asked, or a part left blank. */
const motivoSchema = z.enum(['valor', 'unidad', 'falta-unidad', 'en-blanco']);

/** One part graded: whether it is right, why not, and its points. */
export const parteCorregidaSchema = z.object({
  letra: z.string(),
  esCorrecta: z.boolean(),
  motivo: motivoSchema.optional(),
  puntos: z.number().int(),
  puntosObtenidos: z.number().int(),
});

export const verifyAnswerResponse = z.object({
  success: z.literal(true),
  data: z.object({
    esCorrecta: z.boolean(),
    /** True when this was the day's first answer to the exercise, the one its statistics count. */
    primerIntento: z.boolean(),
    /** Null after a wrong answer to a multiple-choice exercise: the student may try again. */
    solucion: solutionSchema.nullable(),
    /** Why a wrong typed answer is wrong (the value, or only the unit). */
    motivo: motivoSchema.optional(),
    /** A problem in parts: each part's grade, and the points of the whole. */
    partes: z.array(parteCorregidaSchema).optional(),
    puntaje: z.object({ obtenidos: z.number().int(), total: z.number().int() }).optional(),
  }),
  formulas: formulaSheetSchema,
});

export const solutionResponse = z.object({
  success: z.literal(true),
  data: solutionSchema,
  formulas: formulaSheetSchema,
});

export const problemReportRequest = z
  .object({
    reason: z.enum(problemReportReasons),
    comment: z.string().trim().max(500).optional(),
  })
  .strict();
export const problemReportResponse = z.object({ success: z.literal(true), message: z.string() });
