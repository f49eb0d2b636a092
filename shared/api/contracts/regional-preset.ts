import { type CareerId, careerIds, isCareerId } from '../../domain/regionals/careers.ts';
import * as z from '../zod.ts';

/*
 * "Simulacro como el de tu facultad" (#31, ADR 0076): a simulator set like one regional's exam. The
 * request names the regional (and, optionally, the career); the regional fixes everything else. The
 * contract knows the shape only, so the regionals' data stays out of the browser: the use case says
 * when a regional is unknown or does not examine the subject, with a 400 like these.
 */

export const UNKNOWN_REGIONAL = 'No conocemos esa facultad regional: elegí una de la lista.';

export const regionalPresetSchema = z
  .object({
    regional: z.string().regex(/^fr[a-z]{1,8}$/, { error: UNKNOWN_REGIONAL }),
    career: z
      .string()
      .max(32)
      .refine(isCareerId, { error: 'No conocemos esa carrera: elegí una de la lista.' })
      .optional(),
  })
  .strict();
export type RegionalPreset = z.output<typeof regionalPresetSchema>;

const sourceLinkSchema = z.object({ url: z.string(), title: z.string() });
const figureSchema = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('origin', [
    z.object({
      value,
      origin: z.literal('fuente'),
      sources: z.array(sourceLinkSchema),
      range: z.object({ min: z.number(), max: z.number() }).optional(),
      note: z.string().optional(),
    }),
    z.object({ value, origin: z.literal('referencia'), why: z.string() }),
  ]);

const passMarkSchema = z.object({ score: z.number(), outOf: z.number() });
const answerFormatSchema = z.enum(['multiple-choice', 'five-options', 'numeric', 'multi-part']);

/**
 * The simulacro's regional exam as it was set when the simulator was created (kept with it, so a later
 * change of the data does not change a finished simulacro): every figure with its origin, and each
 * question's points in order.
 */
export const regionalPresetViewSchema = z.object({
  regional: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  career: z.enum(careerIds as [CareerId, ...CareerId[]]).optional(),
  figures: z.object({
    items: figureSchema(z.number()),
    optionsPerItem: figureSchema(z.number()),
    noneOfTheAbove: figureSchema(z.boolean()),
    openItems: figureSchema(z.number()),
    workingGraded: figureSchema(z.boolean().nullable()),
    durationMinutes: figureSchema(z.number()),
    totalPoints: figureSchema(z.number()),
    passMark: figureSchema(passMarkSchema),
    recovery: figureSchema(z.string().nullable()),
  }),
  topics: z.enum(['regional', 'mapa-nacional']),
  /** Per question, in order: how it is answered and its points. */
  slots: z.array(z.object({ format: answerFormatSchema, points: z.number().int() })),
});

/** What the real exam would say: the points, the grade on the pass mark's scale, approved or not, item by item. */
export const regionalResultSchema = z.object({
  regional: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  earned: z.number(),
  possible: z.number(),
  /** On the pass mark's scale, to hundredths. */
  grade: z.number(),
  passMark: passMarkSchema.extend({ origin: z.enum(['fuente', 'referencia']) }),
  approved: z.boolean(),
  items: z.array(
    z.object({
      questionIndex: z.number().int(),
      format: answerFormatSchema,
      answered: z.boolean(),
      earned: z.number(),
      possible: z.number(),
      parts: z.array(z.object({ label: z.string(), earned: z.number(), possible: z.number() })).optional(),
    }),
  ),
});
export type RegionalResult = z.output<typeof regionalResultSchema>;
