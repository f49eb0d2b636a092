/**
 * What the code page is told by the page that asked for the code, in the router's state (it survives a
 * reload, and stays out of the address): when the code went out, whether it was one sent a moment
 * before (nothing new was sent), and when another may be asked for.
 */
export interface CodeSent {
  sentAt: string;
  resendAt: string | null;
  alreadySent: boolean;
}

export interface SendAnswer {
  codeAlreadySent?: boolean | undefined;
  sentAt?: string | undefined;
  resendAvailableAt?: string | undefined;
}

export function codeSentFrom(answer: SendAnswer): CodeSent | null {
  if (!answer.sentAt) return null;
  return {
    sentAt: answer.sentAt,
    resendAt: answer.resendAvailableAt ?? null,
    alreadySent: answer.codeAlreadySent === true,
  };
}

/** The router state as the code page reads it: anything else (a reload of an old entry…) is ignored. */
export function readCodeSent(state: unknown): CodeSent | null {
  if (!state || typeof state !== 'object' || !('codeSent' in state)) return null;
  const value = (state as { codeSent: unknown }).codeSent;
  if (!value || typeof value !== 'object') return null;
  const { sentAt, resendAt, alreadySent } = value as Record<string, unknown>;
  if (typeof sentAt !== 'string' || Number.isNaN(Date.parse(sentAt))) return null;
  return {
    sentAt,
    resendAt: typeof resendAt === 'string' && !Number.isNaN(Date.parse(resendAt)) ? resendAt : null,
    alreadySent: alreadySent === true,
  };
}

// Made on first use: the first date format a page makes loads the locale's data, which every page of
// the subscriber area (it imports this module to log out) would otherwise pay while it loads.
let clock: Intl.DateTimeFormat | undefined;

/** "15:47", the Argentine wall-clock time a code was sent. */
export function sentClock(sentAt: string): string {
  clock ??= new Intl.DateTimeFormat('es-AR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Argentina/Buenos_Aires',
  });
  return clock.format(new Date(sentAt));
}

/** "0:42": minutes and seconds left. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  if (minutes >= 60) {
    const hours = Math.floor(minutes / 60);
    return `${hours}:${String(minutes % 60).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  }
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
