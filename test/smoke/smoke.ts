import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { healthResponse } from '../../shared/api/contracts/health.ts';
import { ORIGIN_VERIFY_HEADER } from '../../shared/api/origin.ts';
import { routes } from '../../shared/api/routes.ts';
import { SIGN_IN_LINK_PATH } from '../../shared/domain/sign-in-link.ts';
import { PRODUCTION_SITE_URL } from '../../shared/site-settings.ts';
import { type Inbox, inboxFor, type ReceivedMail } from './inbox.ts';

/**
 * `npm run smoke -- <site URL>`: walks a running site with fetch alone, as a visitor and as a student,
 * one line per step with its time, and exits 1 on any failure. Runs after every deploy (docs/deploy.md)
 * and, in the test suite, against the local stack (test/integration/smoke.test.ts).
 */

export const USAGE = `Usage: npm run smoke -- <site URL> [options]

Walks a running Ingresá site as a visitor and as a student; one line per step, exit code 1 on any failure.

  <site URL>             e.g. ${PRODUCTION_SITE_URL}, or http://localhost:3000 for npm start
  --api-url=<url>        the API's own execute-api address (stack output ApiUrl): a request there must be
                         refused (403), as only CloudFront carries the origin token. Locally, the
                         stack's direct API port (DIRECT_API_PORT=3001 npm start → http://127.0.0.1:3001).
                         Without it the step is skipped.
  --inbox=<inbox>        where the login code e-mail arrives; with it the student logs in end to end:
                           local                     the local SES of npm start (port $SES_PORT, 8005)
                           http(s)://host[:port]     a mailbox answering /store like the local SES
                           s3://bucket/prefix        SES receiving into S3 (default AWS credentials,
                                                     AWS_REGION); needs --email at the receiving domain
                         Without it the login steps are skipped. One code is asked per run.
  --email=<address>      the test address for the login (default with --inbox=local: a new random
                         address at ejemplo.com.ar). A '*' in it becomes a random tag, e.g.
                         smoke+*@inbox.example.com, so runs close together meet no wait between codes.
  --seo-path=<path>      a prerendered SEO page to check (default /ingreso)
  --timeout=<seconds>    per request, and the wait for the e-mail is four times it (default 15)
  --help                 this text
`;

export interface SmokeOptions {
  siteUrl: string;
  apiUrl?: string;
  inbox?: Inbox;
  email?: string;
  seoPath: string;
  timeoutMs: number;
}

export interface StepResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  detail: string;
}

class StepFailure extends Error {}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new StepFailure(message);
}

// --- HTML, read loosely: the checks must survive markup changes that keep what a visitor sees. ---

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** The combining mark of a named accented-letter entity (&oacute;, &ntilde;, …). */
const MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  tilde: '\u0303',
  uml: '\u0308',
  circ: '\u0302',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
      );
    const [, letter, mark] = /^([a-z])(acute|grave|tilde|uml|circ)$/i.exec(entity) ?? [];
    return (
      ENTITIES[entity.toLowerCase()] ?? (letter && mark ? `${letter}${MARKS[mark]}`.normalize('NFC') : whole)
    );
  });
}

/** Lower case, without accents, tags or extra spaces: "Botón&nbsp;de <b>baja</b>" → "boton de baja". */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What each link or button says: its text, aria-label and title, as plain text. */
function controlTexts(html: string): string[] {
  const controls = html.matchAll(/<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/gi);
  return [...controls].map(([, , attributes = '', inner = '']) => {
    const labels = [...attributes.matchAll(/\b(?:aria-label|title)\s*=\s*"([^"]*)"/gi)].map((m) => m[1]);
    return plainText([inner, ...labels].join(' '));
  });
}

/** Res. SCI 424/2020 and Disp. 954/2025: both in plain sight on the landing page, as a link or a button. */
const CONSUMER_LAW_CONTROLS = ['Botón de arrepentimiento', 'Botón de baja de servicio'];
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
] as const;

// --- A visitor's browser, reduced to what the steps need: a cookie jar and a deadline. ---

class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly options: SmokeOptions) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  page = (pathname: string) => this.fetch(new URL(pathname, this.options.siteUrl).href);

  api(pathname: string, body?: unknown): Promise<Response> {
    return this.fetch(new URL(pathname, this.options.siteUrl).href, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  }
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new StepFailure(`answered ${response.status} with no JSON: ${text.slice(0, 80)}`);
  }
}

async function htmlPage(visitor: Visitor, pathname: string): Promise<{ response: Response; html: string }> {
  const response = await visitor.page(pathname);
  check(response.status === 200, `${pathname} answered ${response.status}`);
  check(
    /^text\/html/i.test(response.headers.get('content-type') ?? ''),
    `${pathname} is ${response.headers.get('content-type')}, not HTML`,
  );
  return { response, html: await response.text() };
}

/** A prerendered page: its own title, description, canonical address and a heading in the HTML itself. */
function prerendered(html: string, pathname: string): string {
  const title = decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  check(title, `${pathname} has no <title>`);
  check(/<meta\s[^>]*name="description"[^>]*content="[^"]{20,}"/i.test(html), `${pathname}: no description`);
  check(/<link\s[^>]*rel="canonical"/i.test(html), `${pathname} has no canonical link`);
  check(/<h1\b/i.test(html), `${pathname} has no <h1> in its HTML (not prerendered?)`);
  return title;
}

/** The step list; the student's login needs an inbox and asks for exactly one code. */
function steps(options: SmokeOptions) {
  const visitor = new Visitor(options);
  const https = new URL(options.siteUrl).protocol === 'https:';
  const student = { email: '', code: '', mail: undefined as ReceivedMail | undefined };

  const securityHeaders = (response: Response, what: string) => {
    const missing = SECURITY_HEADERS.filter((name) => !response.headers.get(name));
    check(missing.length === 0, `${what} lacks ${missing.join(', ')}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    check(/default-src 'self'/.test(csp) && /frame-ancestors 'none'/.test(csp), `${what}: weak CSP ${csp}`);
    check(response.headers.get('x-content-type-options') === 'nosniff', `${what}: X-Content-Type-Options`);
    check(
      /^(deny|sameorigin)$/i.test(response.headers.get('x-frame-options') ?? ''),
      `${what}: X-Frame-Options`,
    );
    const hsts = response.headers.get('strict-transport-security');
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0);
    if (https) check(maxAge >= 31_536_000, `${what}: HSTS ${hsts ?? 'missing'} (a year at least)`);
  };

  return [
    {
      name: 'landing page',
      run: async () => {
        const { html } = await htmlPage(visitor, '/');
        const text = plainText(html);
        check(text.includes('ingresa'), 'the landing page does not name Ingresá');
        const controls = controlTexts(html);
        const missing = CONSUMER_LAW_CONTROLS.filter(
          (label) => !controls.some((control) => control.includes(plainText(label))),
        );
        check(missing.length === 0, `no link or button "${missing.join('", "')}" on the landing page`);
        return `200, names Ingresá, links "Botón de arrepentimiento" and "Botón de baja de servicio"`;
      },
    },
    {
      name: `SEO page ${options.seoPath}`,
      run: async () => {
        const { html } = await htmlPage(visitor, options.seoPath);
        return `200, prerendered: "${prerendered(html, options.seoPath)}"`;
      },
    },
    {
      name: 'plans page',
      run: async () => {
        const { html } = await htmlPage(visitor, '/plans');
        const title = prerendered(html, '/plans');
        check(/\bplan/.test(plainText(html)), '/plans does not mention a plan');
        return `200, prerendered: "${title}"`;
      },
    },
    {
      name: 'API health',
      run: async () => {
        const response = await visitor.api(routes.health.path);
        const body = await json(response);
        check(response.status === 200, `answered ${response.status}: ${JSON.stringify(body)}`);
        const health = healthResponse.safeParse(body);
        check(health.success, `unexpected answer ${JSON.stringify(body)}`);
        return `ok, stage ${health.data.stage}, table ${health.data.database.table} in ${health.data.database.latencyMs} ms`;
      },
    },
    {
      name: 'security headers',
      run: async () => {
        securityHeaders(await visitor.page('/'), 'the landing page');
        const api = await visitor.api(routes.health.path);
        await api.body?.cancel();
        securityHeaders(api, 'the API');
        return `CSP, nosniff, frame DENY, referrer and permissions policies on a page and the API; ${
          https ? 'HSTS ≥ 1 year' : 'HSTS not checked over http'
        }`;
      },
    },
    {
      name: 'API refuses a request that skips CloudFront',
      skip: options.apiUrl ? undefined : 'no --api-url given (the stack output ApiUrl)',
      run: async () => {
        const url = new URL(routes.health.path, options.apiUrl).href;
        const bare = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        const forged = await fetch(url, {
          headers: { [ORIGIN_VERIFY_HEADER]: randomBytes(32).toString('base64url') },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        await Promise.all([bare.body?.cancel(), forged.body?.cancel()]);
        check(bare.status === 403, `${url} without the origin header answered ${bare.status}, not 403`);
        check(forged.status === 403, `${url} with a made-up origin token answered ${forged.status}, not 403`);
        return `403 at ${new URL(url).host}, without the origin header and with a made-up one`;
      },
    },
    {
      name: 'student is signed out',
      run: async () => {
        const response = await visitor.api(routes.session.path);
        const body = await json(response);
        check(response.status === 401, `the session check answered ${response.status} without a cookie`);
        check(body.success === false && typeof body.message === 'string', 'the 401 has no Spanish message');
        return `401 "${body.message}"`;
      },
    },
    {
      name: 'login code e-mail',
      skip: options.inbox ? undefined : 'no --inbox given',
      run: async () => {
        const inbox = options.inbox as Inbox;
        student.email = options.email as string;
        const asked = new Date();
        const response = await visitor.api(routes.sendVerification.path, {
          email: student.email,
          purpose: 'checkout',
        });
        const body = await json(response);
        check(response.status === 200, `asking for a code answered ${response.status}: ${body.message}`);
        // A code sent a moment ago is still the one to use; nothing new is sent then.
        const sentAt = typeof body.sentAt === 'string' ? new Date(Date.parse(body.sentAt) - 1000) : asked;
        const mail = await inbox.waitFor(student.email, sentAt, options.timeoutMs * 4);
        const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
        check(code, `the subject "${mail.subject}" carries no code`);
        check(mail.text?.includes(code), 'the mail has no plain-text part with the code');
        // One link, the one-click sign-in (ADR 0064), to this site's page, its token after "#".
        const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
        const [only] = links;
        check(
          links.length === 1 && only !== undefined,
          `the text part carries ${links.length} addresses, not one sign-in link`,
        );
        const link = new URL(only);
        check(
          link.origin === new URL(options.siteUrl).origin &&
            link.pathname === SIGN_IN_LINK_PATH &&
            link.hash.length > 1,
          `the link ${link.origin}${link.pathname} is not this site's sign-in page with a token`,
        );
        const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]*)"/gi)].map(([, href = '']) =>
          decodeEntities(href),
        );
        check(
          hrefs.every((href) => href === link.href) && !/www\./i.test(mail.html ?? ''),
          'the HTML part links somewhere else than the sign-in link',
        );
        // What a mail client's preview fetches: the page alone; the token never leaves the browser.
        await htmlPage(visitor, SIGN_IN_LINK_PATH);
        student.code = code;
        student.mail = mail;
        return `"${mail.subject}" in ${inbox.describe}, text part${mail.html ? ' and HTML' : ''}, one sign-in link`;
      },
    },
    {
      name: 'student logs in with the code',
      skip: options.inbox ? undefined : 'no --inbox given',
      run: async () => {
        check(student.code, 'no code to use (the e-mail step failed)');
        const response = await visitor.api(routes.verifyCode.path, {
          email: student.email,
          code: student.code,
        });
        const body = await json(response);
        check(response.status === 200, `verifying the code answered ${response.status}: ${body.message}`);
        const session = await visitor.api(routes.session.path);
        const signedIn = await json(session);
        check(session.status === 200, `the session check answered ${session.status} after logging in`);
        const user = routes.session.response.safeParse(signedIn);
        check(user.success && user.data.user.email === student.email, 'the session names someone else');
        return `session cookie set; /api/auth/session says signed in as ${student.email}`;
      },
    },
    {
      name: 'student logs out',
      skip: options.inbox ? undefined : 'no --inbox given',
      run: async () => {
        check(student.code, 'not logged in (an earlier step failed)');
        const response = await visitor.api(routes.logout.path, {});
        await response.body?.cancel();
        check(response.status === 200, `logging out answered ${response.status}`);
        const after = await visitor.api(routes.session.path);
        await after.body?.cancel();
        check(after.status === 401, `the session check answered ${after.status} after logging out`);
        return 'signed out; the session check answers 401 again';
      },
    },
  ];
}

/** Runs every step in order, writing one line per step and a summary; a failed step does not stop the rest. */
export async function runSmoke(
  options: SmokeOptions,
  write: (line: string) => void = console.log,
): Promise<{ ok: boolean; steps: StepResult[] }> {
  write(`Smoke test of ${options.siteUrl}`);
  const results: StepResult[] = [];
  const started = Date.now();
  for (const step of steps(options)) {
    const at = Date.now();
    let result: StepResult;
    if (step.skip) result = { name: step.name, status: 'skipped', ms: 0, detail: step.skip };
    else {
      try {
        result = { name: step.name, status: 'passed', ms: 0, detail: await step.run() };
      } catch (error) {
        const detail =
          error instanceof StepFailure
            ? error.message
            : `${(error as Error)?.name}: ${(error as Error)?.message}`;
        result = { name: step.name, status: 'failed', ms: 0, detail };
      }
      result.ms = Date.now() - at;
    }
    results.push(result);
    const mark = { passed: '✓', failed: '✗', skipped: '–' }[result.status];
    write(`${mark} ${result.name.padEnd(46)} ${String(result.ms).padStart(6)} ms  ${result.detail}`);
  }
  const count = (status: StepResult['status']) => results.filter((r) => r.status === status).length;
  const ok = count('failed') === 0;
  write(
    `${ok ? 'PASSED' : 'FAILED'}: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped in ${Date.now() - started} ms`,
  );
  return { ok, steps: results };
}

/** Reads the command line; undefined and the usage text when it does not hold together. */
export function parseArguments(argv: readonly string[]): SmokeOptions | { help: string; error?: string } {
  if (argv.includes('--help') || argv.includes('-h')) return { help: USAGE };
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (const argument of argv) {
    const [, name, value] = /^--([a-z-]+)=(.*)$/.exec(argument) ?? [];
    if (name !== undefined && value !== undefined) flags.set(name, value);
    else positional.push(argument);
  }
  const known = new Set(['api-url', 'inbox', 'email', 'seo-path', 'timeout']);
  const unknown = [...flags.keys()].filter((name) => !known.has(name));
  const [site, ...extra] = positional;
  const fail = (error: string) => ({ help: USAGE, error });
  if (unknown.length || extra.length) return fail(`unknown argument: ${[...unknown, ...extra].join(' ')}`);
  if (!site || !/^https?:\/\/[^/]+/.test(site)) return fail(`give the site URL, e.g. ${PRODUCTION_SITE_URL}`);
  const apiUrl = flags.get('api-url');
  if (apiUrl !== undefined && !/^https?:\/\/[^/]+/.test(apiUrl))
    return fail(`--api-url is not a URL: ${apiUrl}`);
  const timeout = Number(flags.get('timeout') ?? 15);
  if (!(timeout > 0)) return fail('--timeout is a number of seconds');
  let inbox: Inbox | undefined;
  try {
    inbox = flags.has('inbox') ? inboxFor(flags.get('inbox') as string) : undefined;
  } catch (error) {
    return fail((error as Error).message);
  }
  let email = flags.get('email');
  if (inbox && !email) {
    if (flags.get('inbox') !== 'local' && !flags.get('inbox')?.startsWith('http'))
      return fail('--email is needed with an s3 inbox: an address its receipt rule takes');
    email = 'smoke-*@ejemplo.com.ar';
  }
  email = email?.replace('*', randomBytes(4).toString('hex'));
  if (email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    return fail(`not an e-mail: ${email}`);
  return {
    siteUrl: site.replace(/\/+$/, ''),
    ...(apiUrl ? { apiUrl: apiUrl.replace(/\/+$/, '') } : {}),
    ...(inbox ? { inbox } : {}),
    ...(email ? { email } : {}),
    seoPath: flags.get('seo-path') ?? '/ingreso',
    timeoutMs: timeout * 1000,
  };
}

/** The command: 0 when every step passed (or was skipped), 1 on any failure, 2 on a bad command line. */
export async function main(
  argv: readonly string[],
  write: (line: string) => void = console.log,
): Promise<number> {
  const parsed = parseArguments(argv);
  if ('help' in parsed) {
    if (parsed.error) write(`smoke: ${parsed.error}\n`);
    write(parsed.help);
    return parsed.error ? 2 : 0;
  }
  const { ok } = await runSmoke(parsed, write);
  return ok ? 0 : 1;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  process.exitCode = await main(process.argv.slice(2));
}
