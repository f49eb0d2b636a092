import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { routes } from '../../shared/api/routes.ts';
import { pointAtLocalServices } from './environment.ts';
import { activateSubscription, login } from './session.ts';

const services = pointAtLocalServices();
let cookie: string;
let userId: string;

beforeAll(async () => {
  const student = await login(services.sesEndpoint);
  await activateSubscription(student.user.id);
  cookie = student.cookiePair;
  userId = student.user.id;
});

async function api(path: string, init: { method?: string; body?: unknown; cookie?: string | null } = {}) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.cookie === null ? {} : { cookie: init.cookie ?? cookie }),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const math = contentBank.matematicas;
const firstExercise = math.exercises[0]!;
const trueFalse = math.exercises.find((e) => e.kind === 'true-false')!;
const multipleChoice = math.exercises.find((e) => e.kind === 'multiple-choice')!;

describe('educational API contracts', () => {
  it('GET /api/educational lists the three subjects with topic and exercise counts', async () => {
    const { status, body } = await api('/api/educational');
    expect(status).toBe(200);
    const parsed = routes.subjectList.response.parse(body);
    expect(parsed.data.map((s) => s.id)).toEqual(['matematicas', 'fisica', 'quimica']);
    expect(parsed.data[0]).toMatchObject({
      nombre: math.syllabus.name,
      totalTemas: 6,
      totalEjercicios: math.exercises.length,
    });
  });

  it('GET /api/educational/{subject} returns syllabus, mini classes and exercises without answers', async () => {
    const { status, body } = await api('/api/educational/fisica');
    expect(status).toBe(200);
    const parsed = routes.subjectDetail.response.parse(body);
    expect(parsed.data.temario).toHaveLength(6);
    expect(parsed.data.miniClases.length).toBe(contentBank.fisica.miniClasses.length);
    expect(parsed.data.ejercicios.length).toBe(contentBank.fisica.exercises.length);
  });

  it('GET /api/educational/{subject}/mini-clases/{id}', async () => {
    const mini = math.miniClasses[0]!;
    const { status, body } = await api(`/api/educational/matematicas/mini-clases/${mini.id}`);
    expect(status).toBe(200);
    expect(routes.miniClass.response.parse(body).data).toMatchObject({
      id: mini.id,
      tema: mini.topic,
      titulo: mini.title,
    });
  });

  it('GET /api/educational/{subject}/ejercicios/{exercise} gives the exercise with its neighbours in the topic', async () => {
    const second = math.exercises.filter((e) => e.topic === firstExercise.topic)[1]!;
    const { status, body } = await api(`/api/educational/matematicas/ejercicios/${second.id}`);
    expect(status).toBe(200);
    expect(routes.exercise.response.parse(body).data).toMatchObject({
      id: second.id,
      anterior: firstExercise.id,
    });
  });

  it('GET /api/educational/{subject}/ejercicios?tema= filters by topic', async () => {
    const { status, body } = await api('/api/educational/quimica/ejercicios?tema=soluciones');
    expect(status).toBe(200);
    const parsed = routes.exercisesByTopic.response.parse(body);
    expect(parsed.data.length).toBe(
      contentBank.quimica.exercises.filter((e) => e.topic === 'soluciones').length,
    );
    expect(new Set(parsed.data.map((e) => e.tema))).toEqual(new Set(['soluciones']));
    expect((await api('/api/educational/quimica/ejercicios?tema=no-existe')).status).toBe(400);
  });

  it('POST …/verificar grades an option index or a boolean and stores the attempt', async () => {
    const wrongIndex = (multipleChoice.correctAnswer as number) === 0 ? 1 : 0;
    const wrong = await api(`/api/educational/matematicas/ejercicios/${multipleChoice.id}/verificar`, {
      method: 'POST',
      body: { respuesta: wrongIndex },
    });
    expect(wrong.status).toBe(200);
    expect(routes.verifyExercise.response.parse(wrong.body).data).toEqual({
      esCorrecta: false,
      primerIntento: true,
      solucion: null,
    });
    const right = await api(`/api/educational/matematicas/ejercicios/${trueFalse.id}/verificar`, {
      method: 'POST',
      body: { respuesta: trueFalse.correctAnswer },
    });
    expect(routes.verifyExercise.response.parse(right.body).data).toEqual({
      esCorrecta: true,
      primerIntento: true,
      solucion: { respuestaCorrecta: trueFalse.correctAnswer, explicacion: trueFalse.explanation },
    });

    const { Items } = await db().send(
      new QueryCommand({
        TableName: services.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.attempts(userId).pk },
      }),
    );
    expect(Items?.map((item) => [item.exerciseId, item.correct, item.topic])).toEqual(
      expect.arrayContaining([
        [multipleChoice.id, false, multipleChoice.topic],
        [trueFalse.id, true, trueFalse.topic],
      ]),
    );
  });

  it('refuses an answer of the wrong kind with a Spanish 400', async () => {
    const result = await api(`/api/educational/matematicas/ejercicios/${trueFalse.id}/verificar`, {
      method: 'POST',
      body: { respuesta: 2 },
    });
    expect(result).toEqual({
      status: 400,
      body: { success: false, message: 'Elegí una de las opciones del ejercicio.' },
    });
    const missing = await api(`/api/educational/matematicas/ejercicios/${trueFalse.id}/verificar`, {
      method: 'POST',
      body: {},
    });
    expect(missing.status).toBe(400);
  });

  it('POST …/reportar stores a problem report', async () => {
    const { status, body } = await api(
      `/api/educational/matematicas/ejercicios/${firstExercise.id}/reportar`,
      {
        method: 'POST',
        body: { reason: 'ambiguo', comment: 'No queda claro si la raíz es positiva.' },
      },
    );
    expect(status).toBe(200);
    expect(routes.reportExercise.response.parse(body).success).toBe(true);
  });

  it.each([
    ['/api/educational/historia', 'Materia no encontrada'],
    ['/api/educational/fisica/mini-clases/no-existe', 'Mini clase no encontrada'],
    ['/api/educational/fisica/ejercicios/fis-mecanica-999', 'Ejercicio no encontrado'],
  ])('answers %s with 404 %s', async (path, message) => {
    expect(await api(path)).toEqual({ status: 404, body: { success: false, message } });
  });

  it('is closed without a session (401) and without an active subscription (403)', async () => {
    expect((await api('/api/educational', { cookie: null })).status).toBe(401);
    const unpaid = await login(services.sesEndpoint);
    const result = await api('/api/educational', { cookie: unpaid.cookiePair });
    expect(result).toEqual({
      status: 403,
      body: { success: false, message: 'Necesitás una suscripción activa para acceder a este contenido.' },
    });
  });
});

describe('answers never leave the server before the student answers', () => {
  it('no response but verify carries respuestaCorrecta, explicacion or an explanation text', async () => {
    const responses = [
      await api('/api/educational'),
      ...(await Promise.all(['matematicas', 'fisica', 'quimica'].map((s) => api(`/api/educational/${s}`)))),
      ...(await Promise.all(
        ['matematicas', 'fisica', 'quimica'].map((s) => api(`/api/educational/${s}/ejercicios`)),
      )),
      ...(await Promise.all(
        Object.entries(contentBank).flatMap(([s, content]) =>
          content.exercises.slice(0, 10).map((e) => api(`/api/educational/${s}/ejercicios/${e.id}`)),
        ),
      )),
    ];
    for (const { status, body } of responses) {
      expect(status).toBe(200);
      const found = keysOf(body);
      expect(found).not.toContain('respuestaCorrecta');
      expect(found).not.toContain('explicacion');
      expect(JSON.stringify(body)).not.toMatch(/PASO 1:|RESULTADO:/);
    }
  });
});
