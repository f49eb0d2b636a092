import { isCareerId } from '../../domain/regionals/careers.ts';
import { regionalPresetViewShape, regionalResultShape } from '../regional-preset-shape.ts';
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

/**
 * The simulacro's regional exam as it was set when the simulator was created (kept with it, so a later
 * change of the data does not change a finished simulacro): every figure with its origin, and each
 * question's points in order.
 */
export const regionalPresetViewSchema = regionalPresetViewShape();

/** What the real exam would say: the points, the grade on the pass mark's scale, approved or not, item by item. */
export const regionalResultSchema = regionalResultShape();
export type RegionalResult = z.output<typeof regionalResultSchema>;
