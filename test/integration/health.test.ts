import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../../functions/lib/test-events.ts';
import { freePort } from '../../infra/local/ports.ts';
import { pointAtLocalServices } from './environment.ts';

describe('GET /api/health against DynamoDB Local', () => {
  const services = pointAtLocalServices();

  it('reads the table and reports it reachable', async () => {
    const { handler } = await import('../../functions/health/handler.ts');
    const result = await handler(apiEvent({ path: '/api/health' }), lambdaContext);

    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toMatchObject({
      success: true,
      status: 'ok',
      stage: 'test',
      database: { table: services.tableName, reachable: true },
    });
  });

  it('reads through the data module the same keys the rest of the code uses', async () => {
    const { db } = await import('../../functions/lib/data/client.ts');
    const { keys } = await import('../../functions/lib/data/keys.ts');
    await db().send(
      new PutCommand({ TableName: services.tableName, Item: { ...keys.health(), checkedAt: 'now' } }),
    );
    const { handler } = await import('../../functions/health/handler.ts');
    expect((await handler(apiEvent({ path: '/api/health' }), lambdaContext)).statusCode).toBe(200);
  });
});

describe('GET /api/health when the table does not answer', () => {
  let saved: string | undefined;
  beforeAll(async () => {
    pointAtLocalServices();
    saved = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    vi.resetModules();
  });
  afterAll(() => {
    process.env.DYNAMODB_ENDPOINT = saved;
    vi.resetModules();
  });

  it('answers 503 with a Spanish message', async () => {
    const { handler } = await import('../../functions/health/handler.ts');
    const result = await handler(apiEvent({ path: '/api/health' }), lambdaContext);
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? '')).toEqual({
      success: false,
      message: 'La base de datos no responde. Intentá de nuevo en unos minutos.',
    });
  });
});
