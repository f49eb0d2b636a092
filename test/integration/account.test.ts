import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { partitionItems, studentPartitions } from '../../functions/lib/data/account.ts';
import { findUserByProviderRef, getSubscription } from '../../functions/lib/data/subscriptions.ts';
import { findUserByEmail } from '../../functions/lib/data/users.ts';
import { apiEvent, lambdaContext } from '../../functions/lib/test-events.ts';
import { pointAtLocalServices } from './environment.ts';
import { login } from './session.ts';

const services = pointAtLocalServices();

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
const handlers: Record<string, Handler> = {};

beforeAll(async () => {
  for (const name of ['account-export', 'account-delete', 'subscriptions-create', 'auth-session']) {
    handlers[name] = (await import(`../../functions/${name}/handler.ts`)).handler as Handler;
  }
});

const json = (result: APIGatewayProxyStructuredResultV2) => JSON.parse(result.body ?? '{}');
const call = (name: string, cookie: string, method = 'GET', body?: unknown) =>
  (handlers[name] as Handler)(
    apiEvent({
      method,
      path: `/api/${name}`,
      cookies: [cookie],
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
    lambdaContext,
  );

async function emulator<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${services.mercadoPagoUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as T;
}

/** A student with a paid, live weekly subscription. */
async function subscriber() {
  const student = await login(services.sesEndpoint);
  const created = json(
    await call('subscriptions-create', student.cookiePair, 'POST', {
      planId: 'weekly',
      email: student.email,
    }),
  ) as { initPoint: string };
  const preapprovalId = created.initPoint.split('/').at(-1) as string;
  await emulator('/__emulator/decide', { preapprovalId, decision: 'approve' });
  return { ...student, preapprovalId };
}

describe('the student’s own data (Ley 25.326)', () => {
  it('exports what the product keeps about the session’s own student, without table internals', async () => {
    const student = await subscriber();
    const result = await call('account-export', student.cookiePair);
    expect(result.statusCode).toBe(200);
    const { data } = json(result);
    expect(data.user).toMatchObject({ id: student.user.id, email: student.email });
    expect(data.subscription).toMatchObject({ status: 'active', planId: 'weekly', email: student.email });
    expect(data.agreements).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/"pk"|"sk"|"openPk"/);
  });

  it('refuses a delete without the typed confirmation, with a Spanish 400, and deletes nothing', async () => {
    const student = await subscriber();
    const result = await call('account-delete', student.cookiePair, 'POST', { confirmation: 'eliminar' });
    expect(result.statusCode).toBe(400);
    expect(json(result).message).toBe('Escribí ELIMINAR para confirmar que querés eliminar tu cuenta.');
    expect(await getSubscription(student.user.id)).toBeDefined();
  });

  it('deletes nothing when Mercado Pago cannot cancel the live subscription', async () => {
    const student = await subscriber();
    await emulator('/__emulator/faults', {
      method: 'PUT',
      path: `/preapproval/${student.preapprovalId}`,
      status: 500,
      times: 5,
    });
    const result = await call('account-delete', student.cookiePair, 'POST', { confirmation: 'ELIMINAR' });
    expect(result.statusCode).toBe(503);
    expect(json(result).message).toMatch(/^No pudimos cancelar tu suscripción en Mercado Pago/);
    expect(await getSubscription(student.user.id)).toMatchObject({ status: 'active' });
    expect(await findUserByEmail(student.email)).toBeDefined();
  });

  it('cancels the live subscription at Mercado Pago, then removes every item and ends every session', async () => {
    const student = await subscriber();
    const otherDevice = await login(services.sesEndpoint, student.email);
    const result = await call('account-delete', student.cookiePair, 'POST', { confirmation: 'ELIMINAR' });
    expect(result.statusCode).toBe(200);
    expect(json(result).message).toMatch(/^Eliminamos tu cuenta/);
    expect(result.cookies?.[0]).toMatch(/Max-Age=0/);

    const { preapprovals } = await emulator<{ preapprovals: { id: string; status: string }[] }>(
      '/__emulator/state',
    );
    expect(preapprovals.find((p) => p.id === student.preapprovalId)?.status).toBe('cancelled');
    for (const pk of Object.values(studentPartitions(student.user.id)))
      expect(await partitionItems(pk), pk).toEqual([]);
    expect(await findUserByEmail(student.email)).toBeUndefined();
    expect(await findUserByProviderRef(student.preapprovalId)).toBeUndefined();
    expect((await call('auth-session', student.cookiePair)).statusCode).toBe(401);
    expect((await call('auth-session', otherDevice.cookiePair)).statusCode).toBe(401);
  });
});
