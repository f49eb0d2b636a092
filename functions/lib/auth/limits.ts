import type { AnyLimit, Limit } from '../rate-limit.ts';

/** How long a mailed code, and the sign-in link beside it, can be used. */
export const CODE_VALIDITY_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Waits between two codes for one e-mail asked by one requester (a browser the owner logged in from,
 * else the browser that asked before, else a network): 1 minute after the first code, then 2, 5 and 15
 * minutes, 1 hour, and 4 hours after every later one. Quiet for a day, a requester starts again from
 * 1 minute (ADRs 0040, 0064).
 */
export const SEND_COOLDOWN_STEPS = [60, 120, 300, 900, 3600, 14_400] as const;
export const SEND_COOLDOWN_FORGET_SECONDS = 86_400;
/** Codes a day to one e-mail asked by requesters that are not recognised as its owner, all together. */
export const STRANGER_CODES_PER_EMAIL_DAY = 10;
/**
 * Codes a day to one e-mail from anyone but the owner's own browsers: bounds what a stranger on the
 * owner's network (recognised) can mail, now that each browser there has a cooldown of its own.
 */
export const CODES_PER_EMAIL_DAY = 20;
/**
 * Per network an hour: high enough for a school whose hundreds of students share one address (each
 * asks once or twice, mistypes a code now and then); the edge's WAF challenge is the brake on abuse.
 */
export const SENDS_PER_NETWORK_HOUR = 600;
export const LOOKUPS_PER_NETWORK_HOUR = 1200;
export const VERIFICATIONS_PER_NETWORK_HOUR = 2000;

/** Who is asking for a code: their network, their browser, and whether it proved it is the owner's. */
export interface Requester {
  network: string;
  /** The id of a browser that logged in to this e-mail before (its signed device cookie). */
  device?: string | undefined;
  /**
   * The hash of the browser's login cookie; `known` when that browser already holds a challenge for
   * this e-mail (it asked before), so its waits are its own and nobody else's asking lengthens them.
   */
  holder?: { hash: string; known: boolean } | undefined;
  /** The owner, as far as the server can tell: a known browser, or a network they logged in from. */
  recognised: boolean;
}

/** The limits on an e-mail (its requesters' cooldowns, its daily caps), as opposed to a network's. */
export const EMAIL_LIMIT_SCOPES: ReadonlySet<string> = new Set([
  'send-requester',
  'send-holder',
  'send-stranger-day',
  'send-email-day',
]);
/** The limits that pace one requester, as opposed to the e-mail's daily caps. */
export const COOLDOWN_SCOPES: ReadonlySet<string> = new Set(['send-requester', 'send-holder']);

const strangerCapMessage = (wait: string) =>
  `Ya enviamos muchos códigos a este email hoy. Si es tu email, pedí el código desde un dispositivo o una conexión donde ya hayas ingresado, o probá de nuevo en ${wait}.`;

const cooldown = (scope: string, subject: string): AnyLimit => ({
  kind: 'escalating',
  scope,
  subject,
  steps: SEND_COOLDOWN_STEPS,
  forgetSeconds: SEND_COOLDOWN_FORGET_SECONDS,
  message: (wait, hits) =>
    hits <= 1
      ? `Acabamos de enviarte un código. Esperá ${wait} antes de pedir otro.`
      : `Ya te enviamos varios códigos. Esperá ${wait} antes de pedir otro.`,
});

/**
 * Limits on sending a code. The cooldown is the requester's, never the e-mail's: asking again and
 * again only lengthens the asker's own wait. The requester is the owner's browser when it proves it;
 * else a browser that asked for this e-mail before, by its login cookie; else the network, and the
 * browser's own cooldown starts beside it, so that its next request waits only for itself. Daily caps
 * per e-mail stop an inbox being filled: one that strangers share, and a wider one for everyone but the
 * owner's own browsers.
 */
export function sendLimits(email: string, requester: Requester): AnyLimit[] {
  const { device, holder } = requester;
  const asker = device
    ? [cooldown('send-requester', `${email}#device:${device}`)]
    : holder?.known
      ? [cooldown('send-holder', `${email}#${holder.hash}`)]
      : [
          cooldown('send-requester', `${email}#network:${requester.network}`),
          ...(holder ? [cooldown('send-holder', `${email}#${holder.hash}`)] : []),
        ];
  return [
    ...asker,
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
    ...(device
      ? []
      : [
          {
            kind: 'window',
            scope: 'send-email-day',
            subject: email,
            max: CODES_PER_EMAIL_DAY,
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

/** A send the e-mail's daily cap refused: the newest mail's link was made to work again instead. */
export const NEWEST_LINK_AFTER_CAP_MESSAGE = `Ya enviamos muchos correos a este email hoy, así que no mandamos otro. Si es tu email, abrí el último que te llegó de Ingresá y tocá «Ingresar»: ese enlace funciona durante los próximos ${CODE_VALIDITY_MINUTES} minutos.`;

/** A send a cooldown refused after the newest mail's link had expired: it was made to work again. */
export const newestLinkAfterCooldownMessage = (wait: string) =>
  `Ya te enviamos un código hace un rato. Para entrar ahora, abrí el último correo que te llegó de Ingresá y tocá «Ingresar»: ese enlace funciona durante los próximos ${CODE_VALIDITY_MINUTES} minutos. Podés pedir otro código en ${wait}.`;
