import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sameDigest } from './crypto.ts';

/**
 * Who asks for a login code, beyond the e-mail they type (ADR 0040). Two cookies, both HttpOnly and
 * sent only to /api/auth:
 * - `ingresa_login` marks a browser that asked for a code: it holds a challenge of its own per e-mail,
 *   which nobody else's request replaces and whose tries nobody else's guesses use up (ADR 0064);
 * - `ingresa_device` is set when a code is verified and signed for that e-mail; a browser that shows it
 *   is the owner's, gets its own cooldowns and is never stopped by the daily cap strangers share.
 */
const LOGIN_COOKIE = 'ingresa_login';
const DEVICE_COOKIE = 'ingresa_device';
/** A day, as long as the browser's challenge is kept: its own cooldown is known by it meanwhile. */
const LOGIN_COOKIE_SECONDS = 86_400;
const DEVICE_DAYS = 365;
/** Accounts one browser is remembered for (a family computer); the oldest falls off. */
const MAX_DEVICE_ACCOUNTS = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const DEVICE_ENTRY = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

function cookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; HttpOnly; Secure; SameSite=Strict; Path=/api/auth; Max-Age=${maxAgeSeconds}`;
}

function cookieValue(cookies: readonly string[] | undefined, name: string): string | undefined {
  for (const entry of cookies ?? []) {
    const separator = entry.indexOf('=');
    if (separator > 0 && entry.slice(0, separator).trim() === name) return entry.slice(separator + 1).trim();
  }
  return undefined;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The login cookie of the browser asking for a code, renewed, or a fresh one; and the hash its
 * challenge keeps. A browser keeps one token, so its new code replaces only its own earlier one.
 */
export function loginHolder(cookies: readonly string[] | undefined): { holderHash: string; cookie: string } {
  const held = cookieValue(cookies, LOGIN_COOKIE);
  const token = held && TOKEN.test(held) ? held : randomBytes(32).toString('base64url');
  return { holderHash: sha256(token), cookie: cookie(LOGIN_COOKIE, token, LOGIN_COOKIE_SECONDS) };
}

/** The hash of this browser's login cookie, when it sends a well-formed one. */
export function loginHolderHash(cookies: readonly string[] | undefined): string | undefined {
  const token = cookieValue(cookies, LOGIN_COOKIE);
  return token && TOKEN.test(token) ? sha256(token) : undefined;
}

function deviceMac(key: string, deviceId: string, email: string, issuedAt: number): string {
  return createHmac('sha256', key)
    .update(`known-device\n${deviceId}\n${email}\n${issuedAt}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

interface DeviceCookie {
  deviceId: string;
  entries: { issuedAt: number; mac: string }[];
}

/** `deviceId~issuedAt.mac~…`: one random id per browser, one signed entry per account it logged in to. */
function parseDeviceCookie(cookies: readonly string[] | undefined): DeviceCookie | undefined {
  const [deviceId, ...rest] = (cookieValue(cookies, DEVICE_COOKIE) ?? '').split('~');
  if (!deviceId || !DEVICE_ID.test(deviceId)) return undefined;
  const entries = rest.slice(0, MAX_DEVICE_ACCOUNTS).flatMap((entry) => {
    const [, issuedAt, mac] = DEVICE_ENTRY.exec(entry) ?? [];
    return mac === undefined ? [] : [{ issuedAt: Number(issuedAt), mac }];
  });
  return { deviceId, entries };
}

const isFresh = (issuedAt: number, now: Date) =>
  issuedAt * 1000 <= now.getTime() + 60_000 && now.getTime() - issuedAt * 1000 < DEVICE_DAYS * 86_400_000;

/** The browser's id when its device cookie carries a valid, unexpired entry for this e-mail. */
export function knownDevice(
  key: string,
  email: string,
  cookies: readonly string[] | undefined,
  now: Date,
): string | undefined {
  const parsed = parseDeviceCookie(cookies);
  if (!parsed) return undefined;
  const valid = parsed.entries.some(
    (entry) =>
      isFresh(entry.issuedAt, now) &&
      sameDigest(entry.mac, deviceMac(key, parsed.deviceId, email, entry.issuedAt)),
  );
  return valid ? parsed.deviceId : undefined;
}

/** The device cookie after a verified login: this e-mail's entry renewed, first; the others kept. */
export function deviceCookieAfterLogin(
  key: string,
  email: string,
  cookies: readonly string[] | undefined,
  now: Date,
): string {
  const parsed = parseDeviceCookie(cookies);
  const deviceId = parsed?.deviceId ?? randomBytes(16).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const others = (parsed?.entries ?? []).filter(
    (entry) =>
      isFresh(entry.issuedAt, now) && !sameDigest(entry.mac, deviceMac(key, deviceId, email, entry.issuedAt)),
  );
  const entries = [{ issuedAt, mac: deviceMac(key, deviceId, email, issuedAt) }, ...others]
    .slice(0, MAX_DEVICE_ACCOUNTS)
    .map((entry) => `${entry.issuedAt}.${entry.mac}`);
  return cookie(DEVICE_COOKIE, [deviceId, ...entries].join('~'), DEVICE_DAYS * 86_400);
}

/** A network as stored with the account: a keyed hash, so the table holds no visitor addresses. */
export function networkTag(key: string, network: string): string {
  return createHmac('sha256', key)
    .update(`known-network\n${network}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}
