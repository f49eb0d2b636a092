import { beforeAll, describe, expect, it } from 'vitest';
import { getSimulator, listSimulators } from '../../functions/lib/data/simulators.ts';
import { routes } from '../../shared/api/routes.ts';
import { pointAtLocalServices } from './environment.ts';
import { loginSubscriber, type Student } from './session.ts';

/*
 * "Simulacro como el de tu facultad" (#31, ADR 0076) through the real handlers: created from a regional's
 * preset, answered in its three formats, completed, and read back as that exam would grade it.
 */

const services = pointAtLocalServices();

async function api(student: Student, path: string, body?: unknown) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: student.cookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type StoredQuestion = NonNullable<Awaited<ReturnType<typeof getSimulator>>>['questions'][number];
type Typed = { value: number; unit?: string | undefined; askUnit?: boolean | undefined };

const typedValue = (value: number) => value.toPrecision(10).replace('.', ',');
const typed = (key: Typed) => ({
  value: typedValue(key.value),
  ...(key.askUnit && key.unit ? { unit: key.unit } : {}),
});

/** The right answer to a stored question, as the browser sends it. */
function rightAnswer(question: StoredQuestion) {
  if (question.format === undefined) return question.correctAnswer;
  if (question.format === 'numeric') return typed(question.answer);
  return {
    parts: question.parts.map((part) => (part.kind === 'numeric' ? typed(part.answer) : part.correctAnswer)),
  };
}

/** Anything that would give an answer away before the simulacro is completed. */
const KEYS = /isCorrect|correctAnswer|"key"|"answer"|tolerance|explanation|PASO 1:/;

let student: Student;
beforeAll(async () => {
  student = await loginSubscriber(services.sesEndpoint);
});

async function createPreset(who: Student, body: Record<string, unknown>) {
  return api(who, '/api/simulators/create', { userId: who.userId, ...body });
}

describe('a regional’s simulacro', () => {
  it('FRC Matemática, on the general reference: 10 items in 120 minutes as an exam, graded at the end as that exam would', async () => {
    const created = await createPreset(student, { subject: 'matematicas', preset: { regional: 'frc' } });
    expect(created.status).toBe(200);
    const { simulator } = routes.createSimulator.response.parse(created.body);
    expect(simulator.mode).toBe('exam');

    const first = await api(student, `/api/simulators/${simulator.id}`);
    expect(JSON.stringify(first.body)).not.toMatch(KEYS);
    const view = routes.simulator.response.parse(first.body).simulator;
    expect(view.timeLimit).toBe(120);
    expect(Date.parse(view.deadline) - Date.parse(view.createdAt)).toBe(120 * 60_000);
    expect(view.preset?.regional).toEqual({ id: 'frc', code: 'FRC', name: 'Facultad Regional Córdoba' });
    for (const figure of Object.values(view.preset?.figures ?? {})) expect(figure.origin).toBe('referencia');
    expect(view.preset?.slots.map((slot) => slot.format)).toEqual([
      ...Array(7).fill('five-options'),
      'numeric',
      'multi-part',
      'multi-part',
    ]);
    expect(view.questions).toHaveLength(10);
    for (const question of view.questions.slice(0, 7)) {
      expect(question.options).toHaveLength(5);
      expect(question.options[4]).toBe('Ninguna respuesta anterior es correcta');
    }
    expect(view.questions[7]?.format).toBe('numeric');
    expect(view.questions[8]?.parts?.reduce((sum, part) => sum + part.points, 0)).toBe(10);
    expect(view.questions[9]?.parts?.reduce((sum, part) => sum + part.points, 0)).toBe(10);

    const questions = (await getSimulator(student.userId, simulator.id))?.questions ?? [];
    const last = questions[9];
    if (last?.format !== 'multi-part') throw new Error('the last item is a problem in parts');
    for (const [questionIndex, question] of questions.entries()) {
      let userAnswer: unknown = rightAnswer(question);
      // One choice wrong and the last problem's first part wrong.
      if (questionIndex === 3 && question.format === undefined) userAnswer = (question.correctAnswer + 1) % 5;
      if (questionIndex === 9) {
        const answer = rightAnswer(last) as { parts: unknown[] };
        const part = last.parts[0];
        answer.parts[0] =
          part?.kind === 'numeric'
            ? typed({ ...part.answer, value: part.answer.value + 7 })
            : ((part?.correctAnswer ?? 0) + 1) % (part?.options.length ?? 2);
        userAnswer = answer;
      }
      const reply = await api(student, `/api/simulators/${simulator.id}/answer`, {
        questionIndex,
        userAnswer,
        timeSpent: 20,
      });
      expect(reply.status, `pregunta ${questionIndex + 1}`).toBe(200);
      expect(JSON.stringify(reply.body)).not.toMatch(KEYS);
    }
    expect(JSON.stringify((await api(student, `/api/simulators/${simulator.id}`)).body)).not.toMatch(KEYS);

    const done = routes.completeSimulator.response.parse(
      (await api(student, `/api/simulators/${simulator.id}/complete`, {})).body,
    );
    const lostPart = last.parts[0]?.points ?? 0;
    const regional = done.results.regional;
    expect(regional?.items.map((item) => item.earned)).toEqual([
      10,
      10,
      10,
      0,
      10,
      10,
      10,
      10,
      10,
      10 - lostPart,
    ]);
    expect(regional?.items.map((item) => item.possible)).toEqual(Array(10).fill(10));
    expect(regional?.items[9]?.parts?.map((part) => part.earned)).toEqual(
      last.parts.map((part, index) => (index === 0 ? 0 : part.points)),
    );
    expect(regional).toMatchObject({
      earned: 90 - lostPart,
      possible: 100,
      grade: (90 - lostPart) / 10,
      passMark: { score: 4, outOf: 10, origin: 'referencia' },
      approved: true,
    });
    expect(done.results.points).toEqual({ earned: 90 - lostPart, possible: 100 });
    expect(done.results.correctAnswers).toBe(8);

    const after = routes.simulator.response.parse(
      (await api(student, `/api/simulators/${simulator.id}`)).body,
    );
    expect(after.results?.regional).toEqual(regional);
    expect(after.review?.[7]?.key?.value).toBe(
      questions[7]?.format === 'numeric' ? questions[7].answer.value : NaN,
    );
  });

  it('FRM Física, from its own exams: 8 items in 90 minutes, six choices of 10 and two problems in parts of 20', async () => {
    const created = await createPreset(student, { subject: 'fisica', preset: { regional: 'frm' } });
    const { simulator } = routes.createSimulator.response.parse(created.body);
    const view = routes.simulator.response.parse(
      (await api(student, `/api/simulators/${simulator.id}`)).body,
    ).simulator;
    expect(view.timeLimit).toBe(90);
    expect(view.questions).toHaveLength(8);
    expect(view.preset?.figures.durationMinutes).toMatchObject({ value: 90, origin: 'fuente' });
    expect(view.preset?.figures.passMark).toMatchObject({
      value: { score: 4, outOf: 10 },
      origin: 'referencia',
    });
    expect(view.preset?.slots.map((slot) => slot.points)).toEqual([10, 10, 10, 10, 10, 10, 20, 20]);
    expect(view.questions.every((question) => question.topic === 'mecanica')).toBe(true);

    // Nothing answered: the exam would say 0 of 100, not approved.
    const done = routes.completeSimulator.response.parse(
      (await api(student, `/api/simulators/${simulator.id}/complete`, {})).body,
    );
    expect(done.results.regional).toMatchObject({ earned: 0, possible: 100, grade: 0, approved: false });
    expect(done.results.regional?.items.every((item) => !item.answered)).toBe(true);
  });

  it('refuses an unknown regional, a subject the regional does not examine and fields the regional sets, writing nothing', async () => {
    const fresh = await loginSubscriber(services.sesEndpoint);
    const refused = [
      [
        { subject: 'matematicas', preset: { regional: 'frx' } },
        'No conocemos esa facultad regional: elegí una de la lista.',
      ],
      [
        { subject: 'matematicas', preset: { regional: 'Córdoba' } },
        'No conocemos esa facultad regional: elegí una de la lista.',
      ],
      [
        { subject: 'quimica', preset: { regional: 'frm' } },
        'FRM no toma Química en el ingreso: elegí Matemática o Física.',
      ],
      [
        { subject: 'fisica', preset: { regional: 'frc', career: 'medicina' } },
        'No conocemos esa carrera: elegí una de la lista.',
      ],
      [
        { subject: 'fisica', preset: { regional: 'frc' }, numQuestions: 10 },
        'Un simulacro de facultad ya trae su cantidad de preguntas, tiempo, temas, dificultad y formatos: no los elijas aparte.',
      ],
    ] as const;
    for (const [body, message] of refused) {
      expect(await createPreset(fresh, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
    expect(await listSimulators(fresh.userId)).toEqual([]);
  });
});
