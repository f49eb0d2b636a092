export type Health = { ok: true; latencyMs: number; stage: string } | { ok: false; message: string };

/** Asks the API for its health; the health route's own contract checks the answer. */
export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  // The route table (and zod with it) loads only where it is used, not with every page.
  const { healthRoute } = await import('../../../../shared/api/routes/health.ts');
  try {
    const response = await fetch(healthRoute.path, { signal, headers: { accept: 'application/json' } });
    const body: unknown = await response.json();
    const parsed = healthRoute.response.safeParse(body);
    if (response.ok && parsed.success) {
      return { ok: true, latencyMs: parsed.data.database.latencyMs, stage: parsed.data.stage };
    }
    const message = (body as { message?: unknown })?.message;
    return {
      ok: false,
      message: typeof message === 'string' ? message : 'El servicio no respondió como esperábamos.',
    };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, message: 'No pudimos conectarnos con el servidor.' };
  }
}
