import { randomUUID } from 'node:crypto';
import { sendVerification } from '../../functions/lib/auth/send-code.ts';
import type { Session } from '../../functions/lib/auth/session.ts';
import { verifyCode } from '../../functions/lib/auth/verify-code.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { latestCode } from './mailbox.ts';

let clock = Date.now();

export const newEmail = () => `alumna-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
export const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Logs a student in through the real use cases; each call moves the clock past the 60 s between codes. */
export async function login(sesEndpoint: string, email = newEmail(), ip = newIp()) {
  clock += 61_000;
  const now = new Date(clock);
  await sendVerification({ email, purpose: 'checkout' }, { ip, log: createLogger(), now });
  const code = await latestCode(sesEndpoint, email);
  const verified = await verifyCode({ email, code }, { ip, now });
  const cookie = verified.cookie;
  return {
    email,
    user: verified.user,
    cookie,
    cookiePair: cookie.replace(/;.*/s, ''),
    token: cookie.split(';')[0]?.split('=')[1] ?? '',
  };
}

/** Gives a student an active, paid subscription, as a confirmed Mercado Pago payment would. */
export async function activateSubscription(userId: string, days = 30): Promise<void> {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../../functions/lib/data/client.ts');
  const { keys } = await import('../../functions/lib/data/keys.ts');
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.subscription(userId),
        subscriptionId: `sub-${userId}`,
        planId: 'annual',
        status: 'active',
        expirationDate: new Date(Date.now() + days * 86_400_000).toISOString(),
        updatedAt: new Date().toISOString(),
      },
    }),
  );
}

export interface Student {
  cookie: string;
  userId: string;
  /** For calling use cases directly, as the handler would after reading the cookie. */
  session: Session;
}

/** A logged-in student with an active subscription. */
export async function loginSubscriber(sesEndpoint: string): Promise<Student> {
  const student = await login(sesEndpoint);
  await activateSubscription(student.user.id);
  return {
    cookie: student.cookiePair,
    userId: student.user.id,
    session: { userId: student.user.id, email: student.email, tokenHash: '' },
  };
}
