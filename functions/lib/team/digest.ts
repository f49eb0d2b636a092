import { sendEmail } from '../adapters/ses.ts';
import { config } from '../config.ts';
import { escapeHtml, mailFrame } from '../mail/layout.ts';
import { type InboxLine, type TeamInboxKind, teamInbox, teamInboxKinds } from './inbox.ts';

const DIGEST_DAYS = 7;
/** Per kind: a week of a launched product's reports fits; more is read with `npm run ops`. */
const DIGEST_LIMIT = 200;

const titles: Record<TeamInboxKind, string> = {
  reports: 'Problemas reportados en ejercicios',
  feedback: 'Comentarios',
  waitlist: 'Lista de espera',
};

export interface DigestReport {
  sentTo?: string;
  counts: Record<TeamInboxKind, number>;
}

const dateTime = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** The e-mail of a week's inbox: one section per kind, newest first. */
export function digestEmail(
  sections: Record<TeamInboxKind, InboxLine[]>,
  { to, since, siteUrl }: { to: string; since: Date; siteUrl: string },
) {
  const total = teamInboxKinds.reduce((sum, kind) => sum + sections[kind].length, 0);
  const heading = `Lo que mandaron los alumnos desde el ${dateTime.format(since)}`;
  const block = (kind: TeamInboxKind) => {
    const lines = sections[kind];
    const more = lines.length >= DIGEST_LIMIT ? ' (los más nuevos; el resto con `npm run ops`)' : '';
    return { title: `${titles[kind]}: ${lines.length}${more}`, lines };
  };
  const blocks = teamInboxKinds.map(block);
  const text = [
    heading,
    '',
    ...blocks.flatMap(({ title, lines }) => [
      title,
      ...(lines.length
        ? lines.map(({ at, line }) => `- ${dateTime.format(new Date(at))} ${line}`)
        : ['- Nada.']),
      '',
    ]),
  ].join('\n');
  const html = mailFrame(
    heading,
    blocks
      .map(
        ({ title, lines }) =>
          `<h2 style="margin:16px 0 8px;font-size:16px">${escapeHtml(title)}</h2>` +
          (lines.length
            ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${lines
                .map(({ at, line }) => `<li>${escapeHtml(`${dateTime.format(new Date(at))} ${line}`)}</li>`)
                .join('')}</ul>`
            : '<p style="margin:0 0 16px">Nada.</p>'),
      )
      .join('\n'),
    siteUrl,
  );
  return { to, subject: `Ingresá: ${total} mensajes de alumnos esta semana`, html, text };
}

/** Sends the last week's reports, feedback and waitlist to the team's address (OPS_EMAIL). */
export async function sendWeeklyDigest(now = new Date()): Promise<DigestReport> {
  const since = new Date(now.getTime() - DIGEST_DAYS * 24 * 60 * 60 * 1000);
  const range = { since: since.toISOString(), limit: DIGEST_LIMIT };
  const [reports, feedback, waitlist] = await Promise.all(
    teamInboxKinds.map((kind) => teamInbox(kind, range)),
  );
  const sections = { reports: reports ?? [], feedback: feedback ?? [], waitlist: waitlist ?? [] };
  const counts = {
    reports: sections.reports.length,
    feedback: sections.feedback.length,
    waitlist: sections.waitlist.length,
  };
  const { OPS_EMAIL, SITE_URL } = config();
  if (!OPS_EMAIL) return { counts };
  await sendEmail(digestEmail(sections, { to: OPS_EMAIL, since, siteUrl: SITE_URL }));
  return { sentTo: OPS_EMAIL, counts };
}
