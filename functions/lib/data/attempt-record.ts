import type * as z from '../../../shared/api/zod.ts';
import type { attemptItem } from '../../../shared/data/entities/attempt.ts';

/** One answer as it is stored (its schema is the attempt entity's). */
export type Attempt = z.infer<typeof attemptItem>;
