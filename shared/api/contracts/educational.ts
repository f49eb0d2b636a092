import { difficultySchema, subjectIdSchema, topicIdSchema } from '../common.ts';
import * as z from '../zod.ts';

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
});
export const subjectListResponse = z.object({
  success: z.literal(true),
  data: z.array(subjectSummarySchema),
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
/** An exercise as the browser sees it before answering: never the answer, never the explanation. */
export const publicExerciseSchema = z
  .object({
    id: z.string(),
    tipo: z.enum(['opcion-multiple', 'verdadero-falso']),
    pregunta: z.string(),
    tema: z.string(),
    dificultad: difficultySchema,
    opciones: z.array(z.string()),
  })
  .strict();

/** Where the student stands on an exercise: not tried yet, tried without getting it right, solved. */
export const practiceStateSchema = z.enum(['pendiente', 'intentado', 'resuelto']);
/** An exercise in a list, marked for the student who asks. */
export const listedExerciseSchema = publicExerciseSchema.extend({ estado: practiceStateSchema });

export const subjectParams = z.object({ subject: subjectIdParam });
export const subjectDetailResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: subjectIdSchema,
    nombre: z.string(),
    descripcion: z.string(),
    temario: z.array(syllabusTopicSchema),
    miniClases: z.array(miniClassSchema),
    ejercicios: z.array(listedExerciseSchema),
  }),
});

export const miniClassParams = z.object({ subject: subjectIdParam, id: slug });
export const miniClassResponse = z.object({ success: z.literal(true), data: miniClassSchema });

export const exerciseParams = z.object({ subject: subjectIdParam, exercise: z.string().min(3).max(120) });
export const exerciseResponse = z.object({
  success: z.literal(true),
  data: listedExerciseSchema.extend({
    anterior: z.string().nullable(),
    siguiente: z.string().nullable(),
    /** The first exercise of the topic after this one that the student has not solved. */
    siguientePendiente: z.string().nullable(),
  }),
});

export const exercisesByTopicQuery = z.object({ tema: topicIdSchema.optional() }).strict();
export const exercisesByTopicResponse = z.object({
  success: z.literal(true),
  data: z.array(listedExerciseSchema),
});

export const verifyAnswerRequest = z
  .object({
    respuesta: z.union([z.number().int().min(0).max(9), z.boolean()], { error: 'Elegí una respuesta.' }),
    /** Seconds the student spent on the exercise before verifying; counts as time studied. */
    timeSpent: z.number().int().min(0).max(86_400).optional(),
  })
  .strict();
/** The key and the step-by-step explanation: only after a right answer or when the student asks. */
export const solutionSchema = z.object({
  respuestaCorrecta: z.union([z.number().int(), z.boolean()]),
  explicacion: z.string(),
});
export const verifyAnswerResponse = z.object({
  success: z.literal(true),
  data: z.object({
    esCorrecta: z.boolean(),
    /** True when this was the day's first answer to the exercise, the one its statistics count. */
    primerIntento: z.boolean(),
    /** Null after a wrong answer to a multiple-choice exercise: the student may try again. */
    solucion: solutionSchema.nullable(),
  }),
});

export const solutionResponse = z.object({ success: z.literal(true), data: solutionSchema });

export const problemReportRequest = z
  .object({
    reason: z.enum(['respuesta-incorrecta', 'ambiguo', 'error-de-tipeo', 'otro']),
    comment: z.string().trim().max(500).optional(),
  })
  .strict();
export const problemReportResponse = z.object({ success: z.literal(true), message: z.string() });
