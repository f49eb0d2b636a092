import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, tableName } from '../../functions/lib/data/client.ts';
import { feedbackOf, saveFeedback } from '../../functions/lib/data/feedback.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { createHandler } from '../../functions/lib/http.ts';
import { apiEvent, lambdaContext } from '../../functions/lib/test-events.ts';
import type { RouteDefinition } from '../../shared/api/route-definition.ts';
import * as z from '../../shared/api/zod.ts';
import type { Entity } from '../../shared/data/table.ts';
import { pointAtLocalServices } from './environment.ts';
import { login } from './session.ts';

const services = pointAtLocalServices();

/** A signed-in route that files feedback and reads the caller's profile, declaring only `writes`. */
function feedbackRoute(writes: Entity[]) {
  const route = {
    name: 'least-privilege-probe',
    method: 'POST',
    path: '/api/probe',
    access: 'session',
    owner: 'none',
    request: { body: z.object({ readProfile: z.boolean() }) },
    response: z.object({ success: z.literal(true) }),
    data: { reads: [], writes },
  } satisfies RouteDefinition;
  return createHandler(route, async ({ session, body }) => {
    if (body.readProfile)
      await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(session.userId) }));
    await saveFeedback({
      id: randomUUID(),
      userId: session.userId,
      userEmail: session.email,
      message: 'Probando los permisos.',
      rating: 5,
      category: 'general',
      createdAt: new Date().toISOString(),
    });
  });
}

describe('the least-privilege check on a handler against DynamoDB Local', () => {
  afterEach(() => vi.restoreAllMocks());

  const call = async (writes: Entity[], readProfile: boolean) => {
    const student = await login(services.sesEndpoint);
    const result = await feedbackRoute(writes)(
      apiEvent({
        method: 'POST',
        path: '/api/probe',
        cookies: [student.cookiePair],
        body: JSON.stringify({ readProfile }),
      }),
      lambdaContext,
    );
    return { status: result.statusCode, saved: await feedbackOf(student.user.id) };
  };

  it('lets a handler write what its route declares', async () => {
    const { status, saved } = await call(['feedback'], false);
    expect(status).toBe(200);
    expect(saved).toHaveLength(1);
  });

  it('refuses an undeclared write before it reaches the table, naming the route and the entity', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, saved } = await call([], false);
    expect(status).toBe(500);
    expect(saved).toEqual([]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('least-privilege-probe writes feedback (PutItem) without declaring it'),
    );
  });

  it('refuses reading the user profile when the route does not declare it, though it is signed in', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, saved } = await call(['feedback'], true);
    expect(status).toBe(500);
    expect(saved).toEqual([]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('least-privilege-probe reads user (GetItem) without declaring it'),
    );
  });
});
