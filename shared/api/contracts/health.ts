import * as z from '../zod.ts';

export const healthResponse = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  stage: z.string(),
  database: z.object({ table: z.string(), reachable: z.literal(true), latencyMs: z.number() }),
  time: z.string(),
});
