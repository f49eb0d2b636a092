import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { actingAs } from '../../functions/lib/data/least-privilege.ts';
import { teamInbox } from '../../functions/lib/team/inbox.ts';
import { lambdaContext } from '../../infra/local/lambda-adapter.ts';
import { teamDigestJob } from '../../shared/api/jobs.ts';
import { pointAtLocalServices } from './environment.ts';
import { mailsTo } from './mailbox.ts';
import { loginSubscriber, newEmail } from './session.ts';

const services = pointAtLocalServices();
const opsEmail = `equipo-${randomUUID().slice(0, 8)}@ingresa.test`;
// Before the first read of the configuration, which the digest handler makes when it is imported.
process.env.OPS_EMAIL = opsEmail;

async function post(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${services.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe("the team's inbox: reports, feedback and the waitlist", () => {
  const marker = randomUUID().slice(0, 8);
  const exercise = contentBank.matematicas.exercises[0];
  const waitlisted = [newEmail(), newEmail()];

  let student: Awaited<ReturnType<typeof loginSubscriber>>;

  beforeAll(async () => {
    student = await loginSubscriber(services.sesEndpoint);
    await post(
      `/api/educational/matematicas/ejercicios/${exercise?.id}/reportar`,
      { reason: 'ambiguo', comment: `No se entiende ${marker}` },
      student.cookie,
    );
    await post(
      '/api/feedback/submit',
      { userId: student.userId, message: `Primero ${marker}`, rating: 4, category: 'content' },
      student.cookie,
    );
    await post(
      '/api/feedback/submit',
      { userId: student.userId, message: `Después ${marker}`, rating: 2, category: 'bug' },
      student.cookie,
    );
    for (const email of waitlisted) await post('/api/waitlist', { email });
  });

  it('lists each kind newest first, as `npm run ops` prints it', async () => {
    const reports = await teamInbox('reports', { limit: 50 });
    expect(reports.find(({ line }) => line.includes(marker))?.line).toBe(
      `matematicas/${exercise?.id}: enunciado ambiguo — «No se entiende ${marker}» (alumno ${student.userId})`,
    );
    const feedback = (await teamInbox('feedback', { limit: 50 })).filter(({ line }) => line.includes(marker));
    expect(feedback.map(({ line }) => line.replace(/ \(.*\)$/, ''))).toEqual([
      `★★☆☆☆ [bug] Después ${marker}`,
      `★★★★☆ [content] Primero ${marker}`,
    ]);
    const waitlist = await teamInbox('waitlist', { limit: 50 });
    expect(waitlist.slice(0, 2).map(({ line }) => line)).toEqual([...waitlisted].reverse());
    const dates = waitlist.map(({ at }) => at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('prints what a student wrote without the control characters a terminal would obey', async () => {
    const tag = randomUUID().slice(0, 8);
    await post(
      '/api/feedback/submit',
      {
        userId: student.userId,
        message: `Hola ${tag}\u001b[2J\u001b]0;hackeado\u0007 rojo \u001b[31mfin\u001b[0m\notra línea\u0008\u009b1A\u202e`,
        rating: 3,
        category: 'general',
      },
      student.cookie,
    );
    const [entry] = (await teamInbox('feedback', { limit: 50 })).filter(({ line }) => line.includes(tag));
    expect(entry?.line).toMatch(new RegExp(`^★★★☆☆ \\[general\\] Hola ${tag} rojo fin ⏎ otra línea \\(`));
    expect(entry?.line).not.toMatch(/[\p{Cc}\p{Bidi_Control}]/u);
  });

  it('keeps to the range asked for', async () => {
    expect(await teamInbox('feedback', { limit: 1 })).toHaveLength(1);
    expect(
      await teamInbox('waitlist', { since: new Date(Date.now() + 60_000).toISOString(), limit: 50 }),
    ).toEqual([]);
  });

  it("mails the week's digest to the team, through the job's own grants", async () => {
    const { handler } = await import('../../functions/team-digest/handler.ts');
    const report = await actingAs(teamDigestJob, handler)({}, lambdaContext(teamDigestJob.name, 60_000));
    expect(report.sentTo).toBe(opsEmail);
    expect(report.counts.feedback).toBeGreaterThanOrEqual(2);
    const [mail] = await mailsTo(services.sesEndpoint, opsEmail);
    expect(mail?.subject).toMatch(/^Ingresá: \d+ mensajes de alumnos esta semana$/);
    const text = mail?.body.text ?? '';
    expect(text).toContain('Problemas reportados en ejercicios:');
    expect(text).toContain(`No se entiende ${marker}`);
    expect(text).toContain(`[bug] Después ${marker}`);
    expect(text).toContain(waitlisted[0]);
    expect(text.indexOf(`Después ${marker}`)).toBeLessThan(text.indexOf(`Primero ${marker}`));
  });
});
