import type { AnyLimit, Limit } from '../rate-limit.ts';

export const CODE_VALIDITY_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Waits between two codes for one e-mail asked by one requester (a browser the owner logged in from,
 * else a network): 1 minute after the first code, then 2, 5 and 15 minutes, 1 hour, and 4 hours after
 * every later one. Quiet for a day, a requester starts again from 1 minute (ADR 0040).
 */
export const SEND_COOLDOWN_STEPS = [60, 120, 300, 900, 3600, 14_400] as const;
export const SEND_COOLDOWN_FORGET_SECONDS = 86_400;
/** Codes a day to one e-mail asked by requesters that are not recognised as its owner, all together. */
export const STRANGER_CODES_PER_EMAIL_DAY = 10;
/**
 * Per network an hour: high enough for a school whose hundreds of students share one address (each
 * asks once or twice, mistypes a code now and then); the edge's WAF challenge is the brake on abuse.
 */
export const SENDS_PER_NETWORK_HOUR = 600;
export const LOOKUPS_PER_NETWORK_HOUR = 1200;
export const VERIFICATIONS_PER_NETWORK_HOUR = 2000;

/** Who is asking for a code: their network, and the browser when it proved it is the owner's. */
export interface Requester {
  network: string;
  /** The id of a browser that logged in to this e-mail before (its signed device cookie). */
  device?: string | undefined;
  /** The owner, as far as the server can tell: a known browser, or a network they logged in from. */
  recognised: boolean;
}

const strangerCapMessage = (wait: string) =>
  `Ya enviamos muchos códigos a este email hoy. Si es tu email, pedí el código desde un dispositivo o una conexión donde ya hayas ingresado, o probá de nuevo en ${wait}.`;

/**
 * Limits on sending a code. The cooldown is the requester's, never the e-mail's: asking again and
 * again only lengthens the asker's own wait. A daily cap per e-mail stops strangers filling an inbox;
 * the owner, recognised, is not held by it.
 */
export function sendLimits(email: string, requester: Requester): AnyLimit[] {
  const asker = requester.device ? `device:${requester.device}` : `network:${requester.network}`;
  return [
    {
      kind: 'escalating',
      scope: 'send-requester',
      subject: `${email}#${asker}`,
      steps: SEND_COOLDOWN_STEPS,
      forgetSeconds: SEND_COOLDOWN_FORGET_SECONDS,
      message: (wait, hits) =>
        hits <= 1
          ? `Acabamos de enviarte un código. Esperá ${wait} antes de pedir otro.`
          : `Ya te enviamos varios códigos. Esperá ${wait} antes de pedir otro.`,
    },
    ...(requester.recognised
      ? []
      : [
          {
            kind: 'window',
            scope: 'send-stranger-day',
            subject: email,
            max: STRANGER_CODES_PER_EMAIL_DAY,
            seconds: 86_400,
            message: strangerCapMessage,
          } satisfies Limit,
        ]),
    {
      kind: 'window',
      scope: 'send-ip-hour',
      subject: requester.network,
      max: SENDS_PER_NETWORK_HOUR,
      seconds: 3600,
      message: (wait) => `Se pidieron demasiados códigos desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}

/** Asking about an e-mail (a login looks it up; any request may meet a suppressed address) also counts. */
export function lookupLimits(ip: string): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'lookup-ip-hour',
      subject: ip,
      max: LOOKUPS_PER_NETWORK_HOUR,
      seconds: 3600,
      message: (wait) => `Se hicieron demasiadas consultas desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}

export function verifyLimits(ip: string): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'verify-ip-hour',
      subject: ip,
      max: VERIFICATIONS_PER_NETWORK_HOUR,
      seconds: 3600,
      message: (wait) => `Se intentaron demasiados códigos desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}
