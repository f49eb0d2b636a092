import type { Limit } from '../rate-limit.ts';

export const CODE_VALIDITY_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const sendMessage = (wait: string) => `Ya te enviamos varios códigos. Esperá ${wait} antes de pedir otro.`;

/** Limits on sending codes: per e-mail and per visitor address. */
export function sendLimits(email: string, ip: string): Limit[] {
  return [
    {
      kind: 'cooldown',
      scope: 'send-email-gap',
      subject: email,
      seconds: 60,
      message: (wait) => `Acabamos de enviarte un código. Esperá ${wait} antes de pedir otro.`,
    },
    { kind: 'window', scope: 'send-email-hour', subject: email, max: 5, seconds: 3600, message: sendMessage },
    {
      kind: 'window',
      scope: 'send-email-day',
      subject: email,
      max: 20,
      seconds: 86_400,
      message: sendMessage,
    },
    {
      kind: 'window',
      scope: 'send-ip-hour',
      subject: ip,
      max: 30,
      seconds: 3600,
      message: (wait) => `Se pidieron demasiados códigos desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}

/** Looking an e-mail up without sending also counts, so addresses cannot be probed in bulk. */
export function lookupLimits(ip: string): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'lookup-ip-hour',
      subject: ip,
      max: 60,
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
      max: 100,
      seconds: 3600,
      message: (wait) => `Se intentaron demasiados códigos desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}
