import { describe, expect, it } from 'vitest';
import { partitionItems, studentPartitions } from '../../functions/lib/data/account.ts';
import { routes } from '../../shared/api/routes.ts';
import { addDays } from '../../shared/domain/calendar-days.ts';
import { subjectsFor } from '../../shared/domain/exam-target.ts';
import { planRegionalExam } from '../../shared/domain/regional-exam.ts';
import { examinedSubjects, regionalById, subtopicWeights } from '../../shared/domain/regionals/index.ts';
import { studyDay } from '../../shared/domain/study-days.ts';
import { pointAtLocalServices } from './environment.ts';
import { login, loginSubscriber } from './session.ts';

/** The student's exam (#31): chosen, changed, refused when it cannot be, and what it changes. */
const services = pointAtLocalServices();

async function api(student: { cookie: string } | null, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await fetch(`${services.apiUrl}${url}`, {
    method,
    headers: {
      ...(student ? { cookie: student.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const today = studyDay(new Date());
const inWeeks = (weeks: number) => addDays(today, weeks * 7);

describe('the student’s exam', () => {
  it('starts unchosen, is chosen in parts and kept, for any signed-in student', async () => {
    const student = await login(services.sesEndpoint);
    const first = await api(student, 'GET', routes.examTarget.path);
    expect(first).toEqual({
      status: 200,
      body: { success: true, target: { regional: null, career: null, examDate: null } },
    });

    const chosen = await api(student, 'POST', routes.examTarget.path, {
      regional: 'frc',
      career: 'sistemas',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      message: 'Listo: preparamos tu ingreso a FRC.',
      target: { regional: 'frc', career: 'sistemas', examDate: null },
    });
    const dated = await api(student, 'POST', routes.examTarget.path, { examDate: inWeeks(10) });
    expect(dated.body.target).toEqual({ regional: 'frc', career: 'sistemas', examDate: inWeeks(10) });
    expect((await api(student, 'GET', routes.examTarget.path)).body.target).toEqual(dated.body.target);
  });

  it('refuses what cannot be an exam, in Spanish, and changes nothing', async () => {
    const student = await login(services.sesEndpoint);
    await api(student, 'POST', routes.examTarget.path, { regional: 'frba', examDate: inWeeks(6) });
    const before = await partitionItems(studentPartitions(student.user.id).user);
    expect(before.find((item) => item.sk === 'PROFILE')).toMatchObject({ examTarget: { regional: 'frba' } });
    const bad: [unknown, string][] = [
      [{ regional: 'frxx' }, 'Elegí una de las facultades regionales de la lista.'],
      [{ regional: 'FRBA; drop' }, 'Elegí una de las facultades regionales de la lista.'],
      [{ career: 'medicina' }, 'Elegí una de las carreras de la lista.'],
      [{ examDate: '2027-02-30' }, 'Escribí la fecha del examen como día/mes/año.'],
      [{ examDate: '30/11/2027' }, 'Escribí la fecha del examen como día/mes/año.'],
      [{ examDate: addDays(today, -1) }, 'Elegí una fecha de examen que todavía no haya pasado.'],
      [{ examDate: addDays(today, 900) }, 'Elegí una fecha dentro de los próximos dos años.'],
      [{ regional: 'frba', userId: 'someone-else' }, expect.any(String)],
      ['{"regional":', expect.any(String)],
    ];
    for (const [body, message] of bad) {
      const answer = await api(student, 'POST', routes.examTarget.path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toEqual(message);
    }
    expect(await partitionItems(studentPartitions(student.user.id).user)).toEqual(before);
  });

  it('refuses a career the faculty does not offer, and drops a kept one when the faculty changes', async () => {
    const student = await login(services.sesEndpoint);
    const offering = (id: string) => regionalById(id)?.careers.value ?? [];
    // A regional that offers a career another does not: the data decides which pair to use.
    const withCareer = ['frba', 'frc', 'frm', 'frlp', 'frr', 'frsn', 'frt', 'frh', 'frgp', 'frd']
      .flatMap((a) =>
        offering(a).map((career) => ({
          a,
          career,
          b: ['frba', 'frc', 'frm', 'frlp', 'frr', 'frsn', 'frt', 'frh', 'frgp', 'frd'].find(
            (b) => offering(b).length > 0 && !offering(b).includes(career),
          ),
        })),
      )
      .find((pair) => pair.b !== undefined);
    if (!withCareer?.b) throw new Error('no pair of regionals with different careers in the data');
    await api(student, 'POST', routes.examTarget.path, { regional: withCareer.a, career: withCareer.career });
    const refused = await api(student, 'POST', routes.examTarget.path, {
      regional: withCareer.b,
      career: withCareer.career,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/no dicta .*: elegí otra carrera\.$/);
    const moved = await api(student, 'POST', routes.examTarget.path, { regional: withCareer.b });
    expect(moved.body.target).toMatchObject({ regional: withCareer.b, career: null });
  });

  it('asks for a session', async () => {
    expect((await api(null, 'GET', routes.examTarget.path)).status).toBe(401);
    expect((await api(null, 'POST', routes.examTarget.path, { regional: 'frc' })).status).toBe(401);
  });
});

describe('what the exam changes', () => {
  it('lists the subjects the faculty examines first and marks the others', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const before = routes.subjectList.response.parse(
      (await api(student, 'GET', routes.subjectList.path)).body,
    );
    expect(before.faculty).toBeNull();
    expect(before.data.map((s) => [s.id, s.examined])).toEqual([
      ['matematicas', true],
      ['fisica', true],
      ['quimica', true],
    ]);
    const regional = regionalById('frba');
    if (!regional) throw new Error('frba missing');
    await api(student, 'POST', routes.examTarget.path, { regional: 'frba' });
    const after = routes.subjectList.response.parse(
      (await api(student, 'GET', routes.subjectList.path)).body,
    );
    expect(after.faculty).toEqual({ id: 'frba', code: 'FRBA' });
    expect(after.data.map((s) => [s.id, s.examined])).toEqual(
      subjectsFor({ regional: 'frba', career: null }).map((s) => [s.subject, s.examined]),
    );
    expect(examinedSubjects(regional)).not.toContain('quimica');
    expect(after.data.at(-1)).toMatchObject({ id: 'quimica', examined: false });
  });

  it('aims the plan at the chosen day and weighs it with the faculty’s programme', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const examDate = inWeeks(8);
    await api(student, 'POST', routes.examTarget.path, { regional: 'frba', examDate });
    const { plan } = routes.plan.response.parse((await api(student, 'GET', '/api/practice/plan')).body);
    expect(plan.intake).toMatchObject({ examStart: examDate, modality: 'Tu examen en FRBA' });
    expect(plan.faculty).toEqual({ id: 'frba', code: 'FRBA' });
    expect(plan.daysLeft).toBe(56);
    expect(plan.note).toContain('Es la fecha que elegiste');
    const planned = plan.weeks.flatMap((week) => week.focus);
    expect(planned.length).toBeGreaterThan(0);
    // Nothing of a subject the faculty does not examine, nor a subtopic its programme leaves out.
    expect(planned.some((focus) => focus.subject === 'quimica')).toBe(false);
    const regional = regionalById('frba');
    if (!regional) throw new Error('frba missing');
    for (const focus of planned) {
      const weights = subtopicWeights(regional, focus.subject, undefined).weights;
      expect(weights[focus.subtopic], focus.subtopic).toBeGreaterThan(0);
    }

    // An intake asked for by id still wins over the chosen day.
    const national = await api(student, 'GET', '/api/practice/plan?intake=1999-verano');
    expect(national.status).toBe(400);
  });

  it('predicts about the faculty’s exam: its subjects first, its items and its pass mark', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const path = `/api/statistics/prediction/${student.userId}`;
    const before = routes.statisticsPrediction.response.parse((await api(student, 'GET', path)).body);
    expect(before.subjects.map((s) => [s.subject, s.examined, s.exam.faculty])).toEqual([
      ['matematicas', true, null],
      ['fisica', true, null],
      ['quimica', true, null],
    ]);
    await api(student, 'POST', routes.examTarget.path, { regional: 'frc' });
    const after = routes.statisticsPrediction.response.parse((await api(student, 'GET', path)).body);
    const frc = regionalById('frc');
    if (!frc) throw new Error('frc missing');
    expect(after.subjects.map((s) => [s.subject, s.examined])).toEqual(
      subjectsFor({ regional: 'frc', career: null }).map((s) => [s.subject, s.examined]),
    );
    for (const outlook of after.subjects.filter((s) => s.examined)) {
      const exam = planRegionalExam(frc, outlook.subject);
      expect(outlook.exam).toMatchObject({
        faculty: 'FRC',
        questions: exam?.figures.items.value,
        passMark: exam?.figures.passMark.value,
      });
    }
  });
});
