import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/lib/data/client.ts';
import { feedbackOf } from '../../functions/lib/data/feedback.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { pointAtLocalServices } from './environment.ts';
import { login, newEmail } from './session.ts';

const services = pointAtLocalServices();

async function call(path: string, init: { body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('feedback', () => {
  let student: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    student = await login(services.sesEndpoint);
  });

  it('stores a comment under the session’s user, trimmed, with general as the default category', async () => {
    const sent = await call('/api/feedback/submit', {
      cookie: student.cookiePair,
      body: {
        userId: student.user.id,
        userEmail: student.email,
        message: '  Me encantan los simuladores  ',
        rating: 5,
      },
    });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const [stored] = await feedbackOf(student.user.id);
    expect(stored).toMatchObject({
      userId: student.user.id,
      userEmail: student.email,
      message: 'Me encantan los simuladores',
      rating: 5,
      category: 'general',
    });
    const listed = await call(`/api/feedback/user/${student.user.id}`, { cookie: student.cookiePair });
    expect(listed.status).toBe(200);
    expect(listed.body.feedback).toEqual([
      expect.objectContaining({ message: 'Me encantan los simuladores', rating: 5 }),
    ]);
  });

  it.each([
    [{ message: '   ', rating: 3 }, 'Escribí tu comentario.'],
    [{ message: 'a'.repeat(1001), rating: 3 }, 'El comentario admite hasta 1000 caracteres.'],
    [{ message: 'Hola', rating: 0 }, 'Elegí una calificación de 1 a 5.'],
    [{ message: 'Hola', rating: 6 }, undefined],
    [{ message: 'Hola', rating: 3, category: 'otra' }, undefined],
    [{ message: 'Hola' }, undefined],
  ])('rejects %j with a Spanish 400 and stores nothing', async (body, message) => {
    const fresh = await login(services.sesEndpoint);
    const result = await call('/api/feedback/submit', { cookie: fresh.cookiePair, body });
    expect(result.status).toBe(400);
    if (message) expect(result.body.message).toBe(message);
    expect(await feedbackOf(fresh.user.id)).toEqual([]);
  });

  it('accepts exactly 1000 characters', async () => {
    const result = await call('/api/feedback/submit', {
      cookie: student.cookiePair,
      body: { message: 'b'.repeat(1000), rating: 4, category: 'content' },
    });
    expect(result.status).toBe(200);
  });

  it('needs a session and refuses someone else’s id, in the body or the path', async () => {
    expect((await call('/api/feedback/submit', { body: { message: 'Hola', rating: 4 } })).status).toBe(401);
    const other = randomUUID();
    const forged = await call('/api/feedback/submit', {
      cookie: student.cookiePair,
      body: { userId: other, message: 'Hola', rating: 4 },
    });
    expect(forged.status).toBe(403);
    expect((await call(`/api/feedback/user/${other}`, { cookie: student.cookiePair })).status).toBe(403);
  });
});

describe('waitlist', () => {
  it('adds an e-mail once: joining again answers the same and keeps the first date', async () => {
    const email = newEmail();
    const first = await call('/api/waitlist', { body: { email: `  ${email.toUpperCase()} ` } });
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    const { Item: stored } = await db().send(
      new GetCommand({ TableName: services.tableName, Key: keys.waitlist(email) }),
    );
    expect(stored?.email).toBe(email);
    const again = await call('/api/waitlist', { body: { email } });
    expect(again).toEqual(first);
    const { Item: after } = await db().send(
      new GetCommand({ TableName: services.tableName, Key: keys.waitlist(email) }),
    );
    expect(after?.joinedAt).toBe(stored?.joinedAt);
  });

  it('refuses a malformed e-mail with a Spanish 400', async () => {
    const result = await call('/api/waitlist', { body: { email: 'no-es-un-email' } });
    expect(result).toMatchObject({
      status: 400,
      body: { success: false, message: 'Ingresá un email válido.' },
    });
  });
});
