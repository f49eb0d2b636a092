import { unsubscribeReminderRoute } from '../../../shared/api/routes/practice.ts';
import { addDays, argentineHour } from '../../../shared/domain/calendar-days.ts';
import { SUPPORT_EMAIL } from '../../../shared/domain/contact.ts';
import { REMINDER_FROM_HOUR, REMINDER_UNTIL_HOUR } from '../../../shared/domain/daily-goal.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import { sendEmail } from '../adapters/ses.ts';
import { config } from '../config.ts';
import { getGoal } from '../data/goals.ts';
import {
  claimReminderDay,
  type ReminderEntry,
  releaseReminderDay,
  remindersIn,
} from '../data/goals-reminders.ts';
import { findSuppression } from '../data/mail-suppressions.ts';
import { duePointers } from '../data/review-cards.ts';
import { REMINDER_SHARDS } from '../data/review-keys.ts';
import { dayCounters } from '../data/statistics-reads.ts';
import type { Logger } from '../logger.ts';
import { brandedEmail, escapeHtml } from '../mail/layout.ts';
import { secrets } from '../secrets.ts';
import { goalOn, STREAK_WINDOW_DAYS, streakOf } from './goal.ts';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe.ts';

/**
 * The daily reminder (ADR 0052): an opt-in e-mail, from 19 h (Argentina) on, to a student still short of
 * the day's goal, at most once a day, with a link that turns it off in one click without logging in.
 */

export interface ReminderFacts {
  to: string;
  siteUrl: string;
  /** The page that turns the reminder off, linked in the body. */
  unsubscribeUrl: string;
  /** The API address a mail client POSTs to for RFC 8058's one-click unsubscribe (no page). */
  oneClickUrl: string;
  goal: number;
  done: number;
  streak: number;
  reviewsDue: number;
}

/**
 * The headers that let the mail client offer its own "unsubscribe" (RFC 2369, RFC 8058): the reminder is
 * not transactional, so bulk senders' rules ask for them. The https address is the one-click POST; the
 * mailto, for clients without it, reaches support, who turn it off by hand.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Baja del recordatorio diario')}`;
  return {
    'List-Unsubscribe': `<${oneClickUrl}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The reminder itself: what is missing today, the streak at stake, the review waiting. */
export function reminderEmail(facts: ReminderFacts) {
  const missing = facts.goal - facts.done;
  const exercises = (count: number) => (count === 1 ? '1 ejercicio' : `${count} ejercicios`);
  const mail = brandedEmail({
    to: facts.to,
    siteUrl: facts.siteUrl,
    subject:
      facts.streak > 0
        ? `Te faltan ${exercises(missing)} para no cortar tu racha de ${facts.streak} ${facts.streak === 1 ? 'día' : 'días'}`
        : `Te faltan ${exercises(missing)} para tu meta de hoy`,
    heading:
      facts.done > 0
        ? '¡Ya casi llegás a tu meta de hoy!'
        : 'Todavía estás a tiempo de cumplir tu meta de hoy',
    paragraphs: [
      `Tu meta es de ${exercises(facts.goal)} por día y hoy llevás ${facts.done}. Te faltan ${exercises(missing)}: con un rato alcanza.`,
      ...(facts.streak > 0
        ? [
            `Venís ${facts.streak === 1 ? 'de cumplirla ayer' : `cumpliéndola ${facts.streak} días seguidos`}: si llegás hoy, la racha sigue.`,
          ]
        : []),
      ...(facts.reviewsDue > 0
        ? [
            `Además tenés ${exercises(facts.reviewsDue)} para repasar: son los que te costaron, y vuelven justo cuando conviene.`,
          ]
        : []),
    ],
    action: { label: 'Seguir estudiando', url: `${facts.siteUrl}/content/dashboard` },
    footnote: `Te escribimos porque activaste el recordatorio diario. Para no recibirlo más: ${facts.unsubscribeUrl}`,
  });
  // In the HTML part the way out is a link with words; the text part keeps the bare address.
  const url = escapeHtml(facts.unsubscribeUrl);
  return {
    ...mail,
    headers: listUnsubscribeHeaders(facts.oneClickUrl),
    html: mail.html.replace(
      url,
      `<a href="${url}" style="color:#0842b8">dejar de recibir el recordatorio</a>`,
    ),
  };
}

export interface RemindersReport {
  skipped?: 'outside-hours';
  students: number;
  sent: number;
  /** Already at the goal today, without a goal, already mailed today, or an address that bounced. */
  notNeeded: number;
  failed: number;
}

/** One student's reminder, if today still needs it. */
async function remind(entry: ReminderEntry, now: Date, key: string): Promise<'sent' | 'not-needed'> {
  const today = studyDay(now);
  if (entry.lastSentDay === today) return 'not-needed';
  const windowStart = addDays(today, -(STREAK_WINDOW_DAYS - 1));
  const [goal, counters, suppressed] = await Promise.all([
    getGoal(entry.userId),
    dayCounters(entry.userId, windowStart, today),
    findSuppression(entry.email),
  ]);
  const dailyGoal = goal && goalOn(goal.history, today);
  if (!goal?.reminder || dailyGoal === undefined || suppressed) return 'not-needed';
  const done = new Map<string, number>();
  for (const counter of counters) done.set(counter.day, (done.get(counter.day) ?? 0) + counter.total);
  const doneToday = done.get(today) ?? 0;
  if (doneToday >= dailyGoal) return 'not-needed';
  if (!(await claimReminderDay(entry.userId, today))) return 'not-needed';
  const { streak } = streakOf({ today, done, history: goal.history, anchor: goal.streakAnchor, windowStart });
  const nowIso = now.toISOString();
  const reviewsDue = (await duePointers(entry.userId)).filter((pointer) => pointer.due <= nowIso).length;
  const { SITE_URL } = config();
  const token = unsubscribeToken(key, entry.userId);
  try {
    await sendEmail(
      reminderEmail({
        to: entry.email,
        siteUrl: SITE_URL,
        unsubscribeUrl: `${SITE_URL}${UNSUBSCRIBE_PATH}?token=${token}`,
        oneClickUrl: `${SITE_URL}${unsubscribeReminderRoute.path}?token=${token}`,
        goal: dailyGoal,
        done: doneToday,
        streak,
        reviewsDue,
      }),
    );
  } catch (error) {
    await releaseReminderDay(entry.userId, today);
    throw error;
  }
  return 'sent';
}

/**
 * The hourly job: between 19 and 22 h (Argentina), every student who asked for the reminder and is
 * short of today's goal gets one, once. One student's failure does not stop the others.
 */
export async function sendReminders(now: Date, log: Logger): Promise<RemindersReport> {
  const report: RemindersReport = { students: 0, sent: 0, notNeeded: 0, failed: 0 };
  const hour = argentineHour(now);
  if (hour < REMINDER_FROM_HOUR || hour > REMINDER_UNTIL_HOUR) return { ...report, skipped: 'outside-hours' };
  const { sessionKey } = await secrets();
  for (let shard = 0; shard < REMINDER_SHARDS; shard++) {
    for (const entry of await remindersIn(shard)) {
      report.students += 1;
      try {
        const outcome = await remind(entry, now, sessionKey);
        if (outcome === 'sent') report.sent += 1;
        else report.notNeeded += 1;
      } catch (error) {
        report.failed += 1;
        log.warn('reminder not sent', { userId: entry.userId, error: String(error) });
      }
    }
  }
  return report;
}
