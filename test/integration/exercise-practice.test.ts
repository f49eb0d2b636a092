import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { db } from '../../functions/lib/data/client.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { routes } from '../../shared/api/routes.ts';
import { pointAtLocalServices } from './environment.ts';
import { loginSubscriber, type Student } from './session.ts';

const services = pointAtLocalServices();

async function api(student: Student | null, path: string, body?: unknown) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(student ? { cookie: student.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function partition(pk: string) {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: services.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return Items ?? [];
}

async function totals(student: Student) {
  const items = await partition(keys.statCounters(student.userId).pk);
  const all = items.find((item) => item.sk === 'TOTAL#all');
  return { total: Number(all?.total ?? 0), correct: Number(all?.correct ?? 0) };
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const math = contentBank.matematicas;
const topic = 'funciones';
const topicExercises = math.exercises.filter((e) => e.topic === topic);
const choices = topicExercises.filter((e) => e.kind === 'multiple-choice');
const trueFalse = topicExercises.find((e) => e.kind === 'true-false')!;
// Answered by choosing: the typed and multi-part items (#31) take another kind of answer.
type Exercise = Extract<(typeof math.exercises)[number], { kind: 'multiple-choice' | 'true-false' }>;

const rightAnswer = (exercise: Exercise) => exercise.correctAnswer;
const wrongAnswer = (exercise: Exercise) =>
  exercise.kind === 'true-false'
    ? !exercise.correctAnswer
    : (exercise.correctAnswer + 1) % exercise.options.length;

const verifyPath = (exercise: Exercise) => `/api/educational/matematicas/ejercicios/${exercise.id}/verificar`;
const solutionPath = (exercise: Exercise) =>
  `/api/educational/matematicas/ejercicios/${exercise.id}/solucion`;

const subscriber = () => loginSubscriber(services.sesEndpoint);

describe('retrying an exercise', () => {
  it('keeps the key and the explanation on the server after a wrong multiple-choice answer', async () => {
    const student = await subscriber();
    const exercise = choices[0]!;
    const wrong = await api(student, verifyPath(exercise), {
      respuesta: wrongAnswer(exercise),
      timeSpent: 40,
    });
    expect(wrong.status).toBe(200);
    expect(routes.verifyExercise.response.parse(wrong.body).data).toEqual({
      esCorrecta: false,
      primerIntento: true,
      solucion: null,
    });
    expect(keysOf(wrong.body)).not.toContain('respuestaCorrecta');
    expect(keysOf(wrong.body)).not.toContain('explicacion');
    expect(JSON.stringify(wrong.body)).not.toContain(exercise.explanation.slice(0, 40));
  });

  it('grades a retry but counts only the first try: wrong, then right, stays one wrong answer', async () => {
    const student = await subscriber();
    const exercise = choices[1]!;
    await api(student, verifyPath(exercise), { respuesta: wrongAnswer(exercise), timeSpent: 30 });
    const retry = await api(student, verifyPath(exercise), {
      respuesta: rightAnswer(exercise),
      timeSpent: 50,
    });

    expect(routes.verifyExercise.response.parse(retry.body).data).toEqual({
      esCorrecta: true,
      primerIntento: false,
      solucion: { respuestaCorrecta: exercise.correctAnswer, explicacion: exercise.explanation },
    });
    expect(await totals(student)).toEqual({ total: 1, correct: 0 });
    const attempts = await partition(keys.attempts(student.userId).pk);
    expect(attempts.map((a) => [a.correct, a.counted])).toEqual([
      [false, undefined],
      [true, false],
    ]);
  });

  it('does not let a second tab or a reload turn a wrong first try into a right one', async () => {
    const student = await subscriber();
    const exercise = choices[2]!;
    // Two tabs answer at once, one wrong and one right: exactly one of them is the counted first try.
    const [a, b] = await Promise.all([
      api(student, verifyPath(exercise), { respuesta: wrongAnswer(exercise) }),
      api(student, verifyPath(exercise), { respuesta: rightAnswer(exercise) }),
    ]);
    const first = [a, b].map((r) => routes.verifyExercise.response.parse(r.body).data.primerIntento);
    expect(first.filter(Boolean)).toHaveLength(1);
    const counted = await totals(student);
    expect(counted.total).toBe(1);
    // The same cookie after a reload: still not the first try.
    const again = await api(student, verifyPath(exercise), { respuesta: rightAnswer(exercise) });
    expect(routes.verifyExercise.response.parse(again.body).data.primerIntento).toBe(false);
    expect(await totals(student)).toEqual(counted);
  });

  it('gives the key with a wrong true/false answer: the other option is the key anyway', async () => {
    const student = await subscriber();
    const wrong = await api(student, verifyPath(trueFalse), { respuesta: wrongAnswer(trueFalse) });
    expect(routes.verifyExercise.response.parse(wrong.body).data).toEqual({
      esCorrecta: false,
      primerIntento: true,
      solucion: { respuestaCorrecta: trueFalse.correctAnswer, explicacion: trueFalse.explanation },
    });
  });
});

describe('"Ver solución"', () => {
  it('shows the key and the explanation after a wrong try, and the wrong try stays counted', async () => {
    const student = await subscriber();
    const exercise = choices[3]!;
    await api(student, verifyPath(exercise), { respuesta: wrongAnswer(exercise) });
    const shown = await api(student, solutionPath(exercise), {});
    expect(shown.status).toBe(200);
    expect(routes.exerciseSolution.response.parse(shown.body).data).toEqual({
      respuestaCorrecta: exercise.correctAnswer,
      explicacion: exercise.explanation,
    });
    expect(await totals(student)).toEqual({ total: 1, correct: 0 });
  });

  it('asked for before answering, takes the day’s counted try: the right answer after it counts nothing', async () => {
    const student = await subscriber();
    const exercise = choices[4]!;
    // Without a body too, as the site sends it.
    const shown = await fetch(`${services.apiUrl}${solutionPath(exercise)}`, {
      method: 'POST',
      headers: { cookie: student.cookie },
    });
    expect(shown.status).toBe(200);
    const after = await api(student, verifyPath(exercise), { respuesta: rightAnswer(exercise) });
    expect(routes.verifyExercise.response.parse(after.body).data).toMatchObject({
      esCorrecta: true,
      primerIntento: false,
    });
    expect(await totals(student)).toEqual({ total: 0, correct: 0 });
  });

  it('answers bad input with a Spanish 400 or 404 and writes nothing', async () => {
    const student = await subscriber();
    const exercise = choices[5]!;
    expect(await api(student, solutionPath(exercise), { revelar: true })).toEqual({
      status: 400,
      body: { success: false, message: 'La solicitud tiene campos que no corresponden: revelar.' },
    });
    expect(
      await api(student, '/api/educational/matematicas/ejercicios/mat-funciones-999/solucion', {}),
    ).toEqual({ status: 404, body: { success: false, message: 'Ejercicio no encontrado' } });
    expect(await api(student, verifyPath(exercise), { respuesta: 'B' })).toEqual({
      status: 400,
      body: { success: false, message: 'Elegí una respuesta.' },
    });
    expect(await api(student, verifyPath(exercise), { respuesta: 7 })).toEqual({
      status: 400,
      body: { success: false, message: 'Elegí una de las opciones del ejercicio.' },
    });
    expect(await partition(keys.statCounters(student.userId).pk)).toEqual([]);
    expect(await partition(keys.attempts(student.userId).pk)).toEqual([]);
  });

  it('is closed without a session', async () => {
    expect((await api(null, solutionPath(choices[0]!), {})).status).toBe(401);
  });
});

describe('the exercise lists mark what the student has done', () => {
  it('marks solved and tried exercises in the subject, the topic list and the exercise, for this student only', async () => {
    const student = await subscriber();
    const [solvedFirst, solvedLater, wrongOnly, revealedOnly] = choices;
    await api(student, verifyPath(solvedFirst!), { respuesta: rightAnswer(solvedFirst!) });
    await api(student, verifyPath(solvedLater!), { respuesta: wrongAnswer(solvedLater!) });
    await api(student, verifyPath(solvedLater!), { respuesta: rightAnswer(solvedLater!) });
    await api(student, verifyPath(wrongOnly!), { respuesta: wrongAnswer(wrongOnly!) });
    await api(student, solutionPath(revealedOnly!), {});
    const expected = new Map([
      [solvedFirst!.id, 'resuelto'],
      [solvedLater!.id, 'resuelto'],
      [wrongOnly!.id, 'intentado'],
      [revealedOnly!.id, 'intentado'],
    ]);
    const stateOf = (id: string) => expected.get(id) ?? 'pendiente';

    const subject = routes.subjectDetail.response.parse(
      (await api(student, '/api/educational/matematicas')).body,
    );
    expect(subject.data.ejercicios.map((e) => [e.id, e.estado])).toEqual(
      math.exercises.map((e) => [e.id, stateOf(e.id)]),
    );
    const list = routes.exercisesByTopic.response.parse(
      (await api(student, `/api/educational/matematicas/ejercicios?tema=${topic}`)).body,
    );
    expect(list.data.map((e) => [e.id, e.estado])).toEqual(topicExercises.map((e) => [e.id, stateOf(e.id)]));

    const exercise = routes.exercise.response.parse(
      (await api(student, `/api/educational/matematicas/ejercicios/${topicExercises[0]!.id}`)).body,
    ).data;
    const firstUnsolved = topicExercises.slice(1).find((e) => stateOf(e.id) !== 'resuelto');
    expect(exercise).toMatchObject({
      estado: stateOf(topicExercises[0]!.id),
      siguientePendiente: firstUnsolved?.id,
    });

    const stranger = await subscriber();
    const theirs = routes.subjectDetail.response.parse(
      (await api(stranger, '/api/educational/matematicas')).body,
    );
    expect(new Set(theirs.data.ejercicios.map((e) => e.estado))).toEqual(new Set(['pendiente']));
  });

  it('offers next the first exercise of the topic the student has not solved', async () => {
    const student = await subscriber();
    const [current, next, afterNext] = topicExercises;
    await api(student, verifyPath(next as Exercise), { respuesta: rightAnswer(next as Exercise) });
    const exercise = routes.exercise.response.parse(
      (await api(student, `/api/educational/matematicas/ejercicios/${current!.id}`)).body,
    ).data;
    expect(exercise).toMatchObject({
      siguiente: next!.id,
      siguientePendiente: afterNext!.id,
      estado: 'pendiente',
    });
  });
});
