import type { LoadResult } from '../../lib/use-loader.ts';

export type Health = { latencyMs: number; stage: string };

/** Asks the API for its health; the health route's own contract checks the answer. */
export async function fetchHealth(signal?: AbortSignal): Promise<LoadResult<Health>> {
  // The route table (and zod with it) loads only where it is used, not with every page.
  const { healthRoute } = await import('../../../../shared/api/routes/health.ts');
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(healthRoute.path, { signal, headers: { accept: 'application/json' } });
    body = await response.json();
  } catch {
    return { ok: false, status: 0, message: 'No pudimos conectarnos con el servidor.' };
  }
  const parsed = healthRoute.response.safeParse(body);
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
