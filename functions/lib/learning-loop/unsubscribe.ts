import { createHmac } from 'node:crypto';
import { BAD_UNSUBSCRIBE_LINK } from '../../../shared/api/contracts/practice.ts';
import { sameDigest } from '../auth/crypto.ts';
import { turnReminderOff } from '../data/goals.ts';
import { deleteReminder } from '../data/goals-reminders.ts';
import { BadRequestError } from '../errors.ts';
import { secrets } from '../secrets.ts';

/**
 * The daily reminder's way out (ADR 0052): a link with a token only the server can make, naming the
 * student, that turns the reminder off without logging in. Apart from the job's module so the public
 * route that reads it carries no mail client.
 */

/** The web page that asks for the reminder to stop, with the token from the e-mail. */
export const UNSUBSCRIBE_PATH = '/recordatorios/baja';

export const UNSUBSCRIBED_MESSAGE =
  'Listo: no te vamos a mandar más recordatorios. Podés volver a activarlos desde tu dashboard.';

function signature(key: string, userId: string): string {
  return createHmac('sha256', key).update(`practice-reminder-unsubscribe\n${userId}`).digest('base64url');
}

/** `<user id>.<HMAC of it>`: names the student, and only the server can have made it. */
export function unsubscribeToken(key: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(key, userId)}`;
}

/** The student a token names, when its signature holds; undefined otherwise. */
export function userOfToken(key: string, token: string): string | undefined {
  const [encoded = '', signed = ''] = token.split('.');
  const userId = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(userId)) return undefined;
  return sameDigest(signature(key, userId), signed) ? userId : undefined;
}

/** Turns the reminder off for the student the token names; a bad token changes nothing. */
export async function unsubscribe(token: string, now = new Date()): Promise<void> {
  const { sessionKey } = await secrets();
  const userId = userOfToken(sessionKey, token);
  if (!userId) throw new BadRequestError(BAD_UNSUBSCRIBE_LINK);
  await deleteReminder(userId);
  await turnReminderOff(userId, now);
}
