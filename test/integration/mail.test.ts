import { describe, expect, it } from 'vitest';
import { actingAs } from '../../functions/lib/data/least-privilege.ts';
import { lambdaContext as jobContext } from '../../infra/local/lambda-adapter.ts';
import { practiceRemindersJob } from '../../shared/api/jobs.ts';
import { routes } from '../../shared/api/routes.ts';
import { dayStart } from '../../shared/domain/calendar-days.ts';
import { SIGN_IN_LINK_PATH } from '../../shared/domain/sign-in-link.ts';
import { studyDay } from '../../shared/domain/study-days.ts';
import { SUPPORT_EMAIL } from '../../shared/site-settings.ts';
import { pointAtLocalServices } from './environment.ts';
import { headerOf, latestLinkToken, mailsTo } from './mailbox.ts';
import { loginSubscriber, newEmail } from './session.ts';

/**
 * Issue #23, "e-mail that reaches the inbox", through the local SES (which keeps each message's
 * headers): the code e-mail carries the code in its subject, a text part and one sign-in link; the daily
 * reminder carries List-Unsubscribe and List-Unsubscribe-Post, and the one-click POST (RFC 8058) to
 * its address turns the reminder off with no page and no session.
 */
const services = pointAtLocalServices();

const post = (url: string, body: string, contentType: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('the login code e-mail', () => {
  it('has the code in its subject, a plain-text part, one sign-in link to the site, and no List-Unsubscribe', async () => {
    const email = newEmail();
    const asked = await post(
      `${services.apiUrl}${routes.sendVerification.path}`,
      JSON.stringify({ email, purpose: 'checkout' }),
      'application/json',
    );
    expect(asked.status).toBe(200);

    const mail = (await mailsTo(services.sesEndpoint, email)).at(-1);
    const code = mail?.subject.match(/^(\d{6}) es tu código para ingresar a Ingresá$/)?.[1];
    expect(code).toBeDefined();
    expect(mail?.body.text).toMatch(new RegExp(`^\\s+${code}$`, 'm'));
    // #29 (ADR 0064): one link, the one-click sign-in to the site's own page, its token after "#".
    const link = `${services.apiUrl}${SIGN_IN_LINK_PATH}#${await latestLinkToken(services.sesEndpoint, email)}`;
    for (const part of [mail?.body.text, mail?.body.html]) {
      expect(part).toContain(link);
      expect(part?.replaceAll(link, '')).not.toMatch(/https?:|www\.|mailto:/i);
    }
    expect(mail?.body.html?.match(/<a\b/gi)).toHaveLength(1);
    expect(headerOf(mail!, 'Content-Type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(headerOf(mail!, 'List-Unsubscribe')).toBeUndefined();
  });
});

describe('the daily reminder e-mail', () => {
  const runJob = actingAs(practiceRemindersJob, async (now: Date) =>
    (await import('../../functions/practice-reminders/handler.ts')).handler(
      { now: now.toISOString() },
      jobContext(practiceRemindersJob.name, 60_000),
    ),
  );
  /** Today at 19 h in Argentina, or tomorrow when that has passed (the session must stay valid). */
  const evening = () => {
    const today = dayStart(studyDay(new Date())).getTime() + 19 * 3_600_000;
    return new Date(today > Date.now() ? today : today + 86_400_000);
  };

  it('carries List-Unsubscribe and List-Unsubscribe-Post; the one-click POST turns it off', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    const chosen = await fetch(`${services.apiUrl}${routes.goalUpdate.path}`, {
      method: 'POST',
      headers: { cookie: student.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ dailyGoal: 10, reminder: true }),
    });
    expect(chosen.status).toBe(200);

    expect((await runJob(evening())).sent).toBeGreaterThanOrEqual(1);
    const mail = (await mailsTo(services.sesEndpoint, student.session.email)).at(-1);
    expect(mail?.subject).toBe('Te faltan 10 ejercicios para tu meta de hoy');
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const [, oneClick = '', mailto] =
      headerOf(mail!, 'List-Unsubscribe')?.match(/^<(https?:\/\/[^>]+)>, <(mailto:[^>]+)>$/) ?? [];
    expect(oneClick).toMatch(
      new RegExp(`^${services.apiUrl}/api/practice/reminders/unsubscribe\\?token=[\\w-]+\\.[\\w-]+$`),
    );
    expect(mailto).toBe(`mailto:${SUPPORT_EMAIL}?subject=Baja%20del%20recordatorio%20diario`);

    // What a mail client posts: the form field alone, no cookie, to the header's address.
    const forged = await post(
      `${oneClick}x`,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(forged.status).toBe(400);
    const wrongField = await post(oneClick, 'List-Unsubscribe=Yes', 'application/x-www-form-urlencoded');
    expect(wrongField.status).toBe(400);
    const out = await post(oneClick, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(out.status).toBe(200);
    expect(((await out.json()) as { message: string }).message).toContain(
      'no te vamos a mandar más recordatorios',
    );

    const goal = await fetch(`${services.apiUrl}${routes.goal.path}`, {
      headers: { cookie: student.cookie },
    });
    expect(routes.goal.response.parse(await goal.json()).goal).toMatchObject({
      dailyGoal: 10,
      reminder: false,
    });
  });

  it('takes the one-click POST as multipart/form-data too', async () => {
    const student = await loginSubscriber(services.sesEndpoint);
    await fetch(`${services.apiUrl}${routes.goalUpdate.path}`, {
      method: 'POST',
      headers: { cookie: student.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ dailyGoal: 20, reminder: true }),
    });
    await runJob(evening());
    const mail = (await mailsTo(services.sesEndpoint, student.session.email)).at(-1);
    const oneClick = headerOf(mail!, 'List-Unsubscribe')?.match(/^<([^>]+)>/)?.[1] ?? '';
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');

    const out = await fetch(oneClick, { method: 'POST', body: form });

    expect(out.status).toBe(200);
    const goal = await fetch(`${services.apiUrl}${routes.goal.path}`, {
      headers: { cookie: student.cookie },
    });
    expect(routes.goal.response.parse(await goal.json()).goal.reminder).toBe(false);
  });
});
