import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { routes } from '../../shared/api/routes.ts';
import { TOPIC_MIN_ANSWERS } from '../../shared/domain/mastery.ts';
import { syllabusMap } from '../../shared/domain/syllabus-map/index.ts';
import { pointAtLocalServices } from './environment.ts';
import { loginSubscriber, type Student } from './session.ts';

const services = pointAtLocalServices();
let student: Student;

beforeAll(async () => {
  student = await loginSubscriber(services.sesEndpoint);
});

async function subjectPage(subject: string) {
  const response = await fetch(`${services.apiUrl}/api/educational/${subject}`, {
    headers: { cookie: student.cookie },
  });
  expect(response.status).toBe(200);
  return routes.subjectDetail.response.parse(await response.json()).data;
}

const multipleChoice = contentBank.fisica.exercises.filter((e) => e.kind === 'multiple-choice');

/** Answers a physics exercise through the verify endpoint, right or wrong. */
async function answer(exerciseId: string, right: boolean) {
  const exercise = multipleChoice.find((e) => e.id === exerciseId);
  if (exercise?.kind !== 'multiple-choice') throw new Error(`${exerciseId} is not multiple choice`);
  const key = exercise.correctAnswer as number;
  const response = await fetch(
    `${services.apiUrl}/api/educational/fisica/ejercicios/${exerciseId}/verificar`,
    {
      method: 'POST',
      headers: { cookie: student.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ respuesta: right ? key : (key + 1) % exercise.options.length }),
    },
  );
  expect(response.status).toBe(200);
}

/** Two subtopics of mechanics with at least two multiple-choice exercises each. */
function twoSubtopics() {
  const bySubtopic = new Map<string, string[]>();
  for (const e of multipleChoice.filter((e) => e.topic === 'mecanica' && e.subtopic))
    bySubtopic.set(e.subtopic as string, [...(bySubtopic.get(e.subtopic as string) ?? []), e.id]);
  const [first, second] = [...bySubtopic.entries()].filter(([, ids]) => ids.length >= 2);
  if (!first || !second) throw new Error('mechanics needs two subtopics with two exercises');
  return { missed: first, other: second };
}

describe('mastery per topic on the subject page (#30)', () => {
  it('sends each topic without a figure before there are answers, and «Practicá» on its first subtopic', async () => {
    const page = await subjectPage('quimica');
    expect(page.dominio.map((t) => t.tema)).toEqual(page.temario.map((t) => t.id));
    for (const topic of page.dominio) {
      const withExercises = syllabusMap.quimica
        .find((t) => t.topic === topic.tema)
        ?.subtopics.find((s) => page.ejercicios.some((e) => e.subtema === s.id));
      expect(topic).toEqual({
        tema: topic.tema,
        respuestas: 0,
        dominio: null,
        practicar: { id: withExercises?.id, titulo: withExercises?.title, motivo: 'empezar' },
      });
    }
    expect(page.ejercicios.every((e) => e.subtema?.startsWith(`${e.tema}.`))).toBe(true);
  });

  it('states no figure below enough answers, then the weighted mastery, and sends «Practicá» to the subtopic with a miss', async () => {
    const { missed, other } = twoSubtopics();
    await answer(missed[1][0] as string, false);
    await answer(other[1][0] as string, true);

    const early = (await subjectPage('fisica')).dominio.find((t) => t.tema === 'mecanica');
    expect(TOPIC_MIN_ANSWERS).toBe(3);
    // Two answers: not enough to say anything, and one miss is not a weak spot yet.
    expect(early).toMatchObject({ respuestas: 2, dominio: null, practicar: { motivo: 'seguir' } });
    expect(early?.practicar.id).not.toBe(missed[0]);
    expect(early?.practicar.id).not.toBe(other[0]);

    await answer(missed[1][1] as string, true);
    const page = await subjectPage('fisica');
    const mechanics = page.dominio.find((t) => t.tema === 'mecanica');
    // Two right of three, each weighing about 1 today, pulled towards one half: (2 + 1) / (3 + 2).
    expect(mechanics).toMatchObject({
      respuestas: 3,
      dominio: 60,
      practicar: { id: missed[0], motivo: 'reforzar' },
    });
    expect(page.dominio.filter((t) => t.tema !== 'mecanica').every((t) => t.respuestas === 0)).toBe(true);
    // Another subject's page is not moved by physics answers.
    expect((await subjectPage('quimica')).dominio.every((t) => t.respuestas === 0)).toBe(true);
  });

  it('is closed without a session', async () => {
    const response = await fetch(`${services.apiUrl}/api/educational/fisica`);
    expect(response.status).toBe(401);
  });
});
