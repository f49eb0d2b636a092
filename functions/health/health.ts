import { config } from '../lib/config.ts';
import { probeTable } from '../lib/data/health.ts';
import { ServiceUnavailableError } from '../lib/errors.ts';

export async function checkHealth(probe: typeof probeTable = probeTable, now = () => new Date()) {
  try {
    const database = await probe();
    return {
      success: true as const,
      status: 'ok' as const,
      stage: config().STAGE,
      database: { ...database, reachable: true as const },
      time: now().toISOString(),
    };
  } catch (cause) {
    throw new ServiceUnavailableError('La base de datos no responde. Intentá de nuevo en unos minutos.', {
      cause,
    });
  }
}
