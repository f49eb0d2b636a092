import type { Limit } from '../rate-limit.ts';

/**
 * How much one address (an IPv4 address or an IPv6 /64, functions/lib/client-ip.ts) may use the free
 * trial. Generous enough for a school lab behind one address to try each subject, tight enough that
 * nobody farms trials instead of subscribing.
 */
const trialLimits = {
  startsPerHour: 10,
  startsPerDay: 30,
  /** Five answers, plus retries of the same answer when a connection drops. */
  answersPerTrial: 20,
  answersPerHourPerAddress: 150,
  viewsPerHourPerAddress: 150,
} as const;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export function startLimits(address: string): Limit[] {
  const message = (wait: string) =>
    `Ya hiciste varias pruebas gratis desde tu conexión. Podés empezar otra en ${wait}, o mirar los planes para practicar sin límites.`;
  return [
    {
      kind: 'window',
      scope: 'trial-start-hour',
      subject: address,
      max: trialLimits.startsPerHour,
      seconds: HOUR,
      message,
    },
    {
      kind: 'window',
      scope: 'trial-start-day',
      subject: address,
      max: trialLimits.startsPerDay,
      seconds: DAY,
      message,
    },
  ];
}

export function answerLimits(address: string, trialId: string): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'trial-answer',
      subject: trialId,
      max: trialLimits.answersPerTrial,
      seconds: HOUR,
      message: (wait) => `Recibimos demasiadas respuestas para esta prueba. Probá de nuevo en ${wait}.`,
    },
    {
      kind: 'window',
      scope: 'trial-answer-address',
      subject: address,
      max: trialLimits.answersPerHourPerAddress,
      seconds: HOUR,
      message: (wait) => `Recibimos muchas respuestas desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}

export function viewLimits(address: string): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'trial-view',
      subject: address,
      max: trialLimits.viewsPerHourPerAddress,
      seconds: HOUR,
      message: (wait) => `Recibimos muchos pedidos desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}
