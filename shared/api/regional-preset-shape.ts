import { type CareerId, careerIds } from '../domain/regionals/careers.ts';
import * as z from './zod.ts';

/*
 * A regional simulacro's exam and result (ADR 0076) as functions that build their schemas: the
 * regional preset contract answers with them and the simulator entity stores them, inside
 * `itemSchema(() => …)`, so a bundle that never reads a simulator leaves them out (ADR 0093).
 */

const sourceLink = () => z.object({ url: z.string(), title: z.string() });
const figure = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('origin', [
    z.object({
      value,
      origin: z.literal('fuente'),
      sources: z.array(sourceLink()),
      range: z.object({ min: z.number(), max: z.number() }).optional(),
      note: z.string().optional(),
    }),
    z.object({ value, origin: z.literal('referencia'), why: z.string() }),
  ]);

const passMark = () => z.object({ score: z.number(), outOf: z.number() });
const answerFormat = () => z.enum(['multiple-choice', 'five-options', 'numeric', 'multi-part']);
const regional = () => z.object({ id: z.string(), code: z.string(), name: z.string() });

/**
 * The simulacro's regional exam as it was set when the simulator was created (kept with it, so a later
 * change of the data does not change a finished simulacro): every figure with its origin, and each
 * question's points in order.
 */
export const regionalPresetViewShape = () =>
  z.object({
    regional: regional(),
    career: z.enum(careerIds as [CareerId, ...CareerId[]]).optional(),
    figures: z.object({
      items: figure(z.number()),
      optionsPerItem: figure(z.number()),
      noneOfTheAbove: figure(z.boolean()),
      openItems: figure(z.number()),
      workingGraded: figure(z.boolean().nullable()),
      durationMinutes: figure(z.number()),
      totalPoints: figure(z.number()),
      passMark: figure(passMark()),
      recovery: figure(z.string().nullable()),
    }),
    topics: z.enum(['regional', 'mapa-nacional']),
    /** Per question, in order: how it is answered and its points. */
    slots: z.array(z.object({ format: answerFormat(), points: z.number().int() })),
  });

/** What the real exam would say: the points, the grade on the pass mark's scale, approved or not, item by item. */
export const regionalResultShape = () =>
  z.object({
    regional: regional(),
    earned: z.number(),
    possible: z.number(),
    /** On the pass mark's scale, to hundredths. */
    grade: z.number(),
    passMark: passMark().extend({ origin: z.enum(['fuente', 'referencia']) }),
    approved: z.boolean(),
    items: z.array(
      z.object({
        questionIndex: z.number().int(),
        format: answerFormat(),
        answered: z.boolean(),
        earned: z.number(),
        possible: z.number(),
        parts: z.array(z.object({ label: z.string(), earned: z.number(), possible: z.number() })).optional(),
      }),
    ),
  });
