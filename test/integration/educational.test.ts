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

/** A value as a student may type it: decimal comma, no more digits than a double keeps. */
const typedValue = (value: number) => value.toPrecision(10).replace('.', ',');

describe('the exam formats (#31): five options, typed answers, problems in parts', () => {
  const physics = contentBank.fisica.exercises;
  const typedWithUnit = physics.find((e) => e.kind === 'numeric' && e.answer.askUnit)!;
  const inParts = physics.find((e) => e.id === 'fis-optica-901')!;
  const closingKey = math.exercises.find((e) => e.kind === 'multiple-choice' && e.correctAnswer === 4)!;
  const verify = (subject: string, id: string, respuesta: unknown) =>
    api(`/api/educational/${subject}/ejercicios/${id}/verificar`, { method: 'POST', body: { respuesta } });

  it('asks a typed answer without its key, and grades it with a decimal comma and its unit', async () => {
    if (typedWithUnit.kind !== 'numeric') throw new Error('no typed item');
    const shown = await api(`/api/educational/fisica/ejercicios/${typedWithUnit.id}`);
    const exercise = routes.exercise.response.parse(shown.body).data;
    expect(exercise).toMatchObject({
      tipo: 'numerica',
      opciones: [],
      respuestaNumerica: { unidad: null, pideUnidad: true },
    });
    expect(keysOf(shown.body)).not.toEqual(expect.arrayContaining(['valor']));
    expect(JSON.stringify(shown.body)).not.toMatch(/tolerance|respuestaCorrecta|"texto"/);

    const value = typedValue(typedWithUnit.answer.value);
    const noUnit = await verify('fisica', typedWithUnit.id, { valor: value });
    expect(routes.verifyExercise.response.parse(noUnit.body).data).toEqual({
      esCorrecta: false,
      primerIntento: true,
      solucion: null,
      motivo: 'falta-unidad',
    });
    const otherUnit = await verify('fisica', typedWithUnit.id, { valor: value, unidad: 'km/h' });
    expect(routes.verifyExercise.response.parse(otherUnit.body).data).toMatchObject({
      esCorrecta: false,
      motivo: 'unidad',
    });
    const right = await verify('fisica', typedWithUnit.id, {
      valor: value,
      unidad: typedWithUnit.answer.unit,
    });
    const graded = routes.verifyExercise.response.parse(right.body).data;
    expect(graded).toMatchObject({ esCorrecta: true, primerIntento: false });
    expect(graded.solucion?.respuestaCorrecta).toEqual({
      valor: typedWithUnit.answer.value,
      texto: expect.any(String),
      unidad: typedWithUnit.answer.unit,
    });
  });

  it('refuses a value it cannot read with a 400 that says how to write it, and counts nothing', async () => {
    const fresh = await login(services.sesEndpoint);
    await activateSubscription(fresh.user.id);
    const path = `/api/educational/fisica/ejercicios/${typedWithUnit.id}/verificar`;
    const send = (respuesta: unknown) =>
      api(path, { method: 'POST', body: { respuesta }, cookie: fresh.cookiePair });
    expect(await send({ valor: 'tres' })).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'No entendimos ese número. Escribilo con cifras, por ejemplo 3,5 o -0,25 o 2/3.',
      },
    });
    expect((await send({ valor: '1.500' })).body.message).toMatch(
      /^No sabemos si ese punto separa miles o decimales/,
    );
    expect((await send({ valor: '' })).body.message).toBe('Escribí tu respuesta.');
    expect((await send(2)).body).toEqual({ success: false, message: 'Escribí el valor de tu respuesta.' });
    // None of them was an answer: the first real one is still the day's first.
    const first = await send({ valor: '0', unidad: 'm' });
    expect(routes.verifyExercise.response.parse(first.body).data.primerIntento).toBe(true);
  });

  it('grades the closing option of five as the key when none of the four is right', async () => {
    if (closingKey.kind !== 'multiple-choice') throw new Error('no five-option item');
    const shown = routes.exercise.response.parse(
      (await api(`/api/educational/matematicas/ejercicios/${closingKey.id}`)).body,
    );
    expect(shown.data.opciones).toHaveLength(5);
    expect(shown.data.opciones[4]).toBe('Ninguna respuesta anterior es correcta');
    const wrong = await verify('matematicas', closingKey.id, 0);
    expect(routes.verifyExercise.response.parse(wrong.body).data.esCorrecta).toBe(false);
    const right = await verify('matematicas', closingKey.id, 4);
    expect(routes.verifyExercise.response.parse(right.body).data).toMatchObject({
      esCorrecta: true,
      solucion: { respuestaCorrecta: 4 },
    });
  });

  it('grades a problem in parts part by part, with its points, and shows each key only when it is right', async () => {
    if (inParts.kind !== 'multi-part') throw new Error('no problem in parts');
    const shown = await api(`/api/educational/fisica/ejercicios/${inParts.id}`);
    const exercise = routes.exercise.response.parse(shown.body).data;
    expect(exercise.tipo).toBe('multiparte');
    expect(exercise.figura?.svg).toMatch(/^<svg/);
    expect(exercise.partes?.map((p) => [p.letra, p.tipo, p.puntos])).toEqual(
      inParts.parts.map((part, i) => [
        String.fromCharCode(97 + i),
        part.kind === 'numeric' ? 'numerica' : 'opcion-multiple',
        part.points,
      ]),
    );
    expect(JSON.stringify(shown.body)).not.toMatch(/respuestaCorrecta|tolerance|"valor"|correctAnswer/);

    const answers = (rightParts: boolean[]) =>
      inParts.parts.map((part, i) => {
        if (part.kind === 'multiple-choice')
          return rightParts[i] ? part.correctAnswer : (part.correctAnswer + 1) % part.options.length;
        const value = rightParts[i] ? part.answer.value : part.answer.value + 5;
        return { valor: typedValue(value), ...(part.answer.unit ? { unidad: part.answer.unit } : {}) };
      });
    const half = routes.verifyExercise.response.parse(
      (await verify('fisica', inParts.id, { partes: answers([true, false, true]) })).body,
    ).data;
    const points = inParts.parts.map((p) => p.points);
    expect(half).toMatchObject({
      esCorrecta: false,
      solucion: null,
      puntaje: { obtenidos: (points[0] ?? 0) + (points[2] ?? 0), total: points.reduce((a, b) => a + b, 0) },
    });
    expect(half.partes?.map((p) => [p.letra, p.esCorrecta])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);

    const all = routes.verifyExercise.response.parse(
      (await verify('fisica', inParts.id, { partes: answers([true, true, true]) })).body,
    ).data;
    expect(all.esCorrecta).toBe(true);
    expect(all.solucion?.respuestaCorrecta).toEqual({
      partes: inParts.parts.map((part) =>
        part.kind === 'numeric'
          ? { valor: part.answer.value, texto: expect.any(String), unidad: part.answer.unit ?? null }
          : part.correctAnswer,
      ),
    });
    const missingPart = await verify('fisica', inParts.id, {
      partes: answers([true, true, true]).slice(0, 2),
    });
    expect(missingPart).toEqual({
      status: 400,
      body: { success: false, message: 'Respondé cada parte del ejercicio.' },
    });
  });

  it('sends no key of a typed item or a problem in parts with any page before the answer', async () => {
    const ids = Object.entries(contentBank).flatMap(([subject, content]) =>
      content.exercises
        .filter((e) => e.kind === 'numeric' || e.kind === 'multi-part')
        .slice(0, 6)
        .map((e) => [subject, e.id] as const),
    );
    const responses = [
      ...(await Promise.all(ids.map(([subject, id]) => api(`/api/educational/${subject}/ejercicios/${id}`)))),
      ...(await Promise.all(['matematicas', 'fisica', 'quimica'].map((s) => api(`/api/educational/${s}`)))),
    ];
    for (const { status, body } of responses) {
      expect(status).toBe(200);
      const found = keysOf(body);
      for (const key of [
        'respuestaCorrecta',
        'explicacion',
        'valor',
        'texto',
        'tolerance',
        'answer',
        'correctAnswer',
      ])
        expect(found).not.toContain(key);
    }
  });
});
