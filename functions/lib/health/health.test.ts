import { describe, expect, it } from 'vitest';
import { checkHealth } from './health.ts';

describe('checkHealth', () => {
  it('reports the table and how long it took to answer', async () => {
    const result = await checkHealth(
      async () => ({ table: 't', latencyMs: 3 }),
      () => new Date('2026-01-01T00:00:00Z'),
    );
    expect(result).toEqual({
      status: 'ok',
      stage: 'local',
      database: { table: 't', latencyMs: 3, reachable: true },
      time: '2026-01-01T00:00:00.000Z',
    });
  });

  it('answers 503 in Spanish when the table does not answer', async () => {
    await expect(
      checkHealth(async () => {
        throw new Error('ECONNREFUSED');
      }),
    ).rejects.toMatchObject({ statusCode: 503, message: expect.stringMatching(/base de datos no responde/) });
  });
});
