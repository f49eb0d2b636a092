import { regionals } from '../../../shared/domain/regionals/index.ts';

/**
 * Each regional's code by its id (`frsfco` → `FRSFco`), for the countdown's label when the account's
 * exam is read. Only this map reaches the browser, not the regionals' data (web/prebuilt.ts).
 */
export const regionalCodes: Record<string, string> = Object.fromEntries(
  regionals.map((regional) => [regional.id, regional.code]),
);
