import { config } from '../config.ts';
import { probeTable } from '../data/health.ts';
import { ServiceUnavailableError } from '../errors.ts';

export async function checkHealth(probe: typeof probeTable = probeTable, now = () => new Date()) {
  try {
    const database = await probe();
    return {
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
