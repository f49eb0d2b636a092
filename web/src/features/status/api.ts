import { checkLight } from '../../lib/light-contract.ts';
import type { LoadResult } from '../../lib/use-loader.ts';
import { healthRoute } from './health-route.prebuilt.ts';

export type Health = { latencyMs: number; stage: string };

/** Asks the API for its health; the health route's own contract, as data (no zod), checks the answer. */
export async function fetchHealth(signal?: AbortSignal): Promise<LoadResult<Health>> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(healthRoute.path, { signal, headers: { accept: 'application/json' } });
    body = await response.json();
  } catch {
    return { ok: false, status: 0, message: 'No pudimos conectarnos con el servidor.' };
  }
  const parsed = checkLight(healthRoute.response, body);
  if (response.ok && parsed.success) {
    return { ok: true, data: { latencyMs: parsed.data.database.latencyMs, stage: parsed.data.stage } };
  }
  const message = (body as { message?: unknown })?.message;
  return {
    ok: false,
    status: response.status,
    message: typeof message === 'string' ? message : 'El servicio no respondió como esperábamos.',
  };
}
