import type { examTargetSchema, examTargetUpdateRequest } from '../../../shared/api/contracts/account.ts';
import type * as z from '../../../shared/api/zod.ts';
import { callApi } from './api.ts';
import type { CachedExamTarget } from './exam-target-cache.ts';
import { cacheTarget } from './exam-target-store.ts';
import { regionalCodes } from './regional-codes.prebuilt.ts';
import { examTargetRoute, examTargetUpdateRoute } from './routes/account.ts';
import type { LoadResult } from './use-loader.ts';

/** The student's exam as the server keeps it (GET/POST /api/account/exam, #31). */
export type ExamTarget = z.output<typeof examTargetSchema>;
export type ExamTargetChange = z.input<typeof examTargetUpdateRequest>;

/** The account's exam as the browser keeps it, with the code the countdown names. */
export function accountCopy(target: ExamTarget): CachedExamTarget {
  return {
    ...target,
    code: target.regional ? (regionalCodes[target.regional] ?? null) : null,
    owner: 'account',
  };
}

export async function fetchExamTarget(signal?: AbortSignal): Promise<LoadResult<ExamTarget>> {
  const result = await callApi(examTargetRoute, { query: {}, signal });
  return result.ok ? { ok: true, data: result.data.target } : result;
}

export type SaveResult = { ok: true; message: string; target: ExamTarget } | { ok: false; message: string };

/** Saves what changed; the browser's copy follows the server's answer, so every page agrees at once. */
export async function saveExamTarget(change: ExamTargetChange): Promise<SaveResult> {
  const result = await callApi(examTargetUpdateRoute, { body: change });
  if (!result.ok)
    return {
      ok: false,
      message:
        result.message ??
        (result.status === 0
          ? 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo.'
          : 'No pudimos guardar tu examen. Probá de nuevo en un rato.'),
    };
  cacheTarget(accountCopy(result.data.target));
  return { ok: true, message: result.data.message, target: result.data.target };
}
