import type { RouteDefinition } from '../../../shared/api/route-definition.ts';
import type * as z from '../../../shared/api/zod.ts';
import { connectionCheckUrl } from '../../../shared/domain/connection-check.ts';
import { accessCheckInProgress } from './access-check.ts';
import { takeEarlyResponse } from './early-requests.ts';
import { keepFormulas } from './formula-sheet.ts';
import { announceRetry } from './retry-notice.ts';

/**
 * What `callApi` reads of a route: a route of the table, or a light one that a public page calls before
 * it is interactive, its response contract as data instead of zod (light-contract.ts).
 */
export type CallableRoute = Pick<RouteDefinition, 'method' | 'path' | 'access' | 'request'> & {
  response: { safeParse: (value: unknown) => { success: true; data: unknown } | { success: false } };
};

/**
 * A route of the table whose zod contract is loaded with its first call, not with the page that may
 * make it (#30): building a module's schemas is tens of milliseconds of a phone's first screen.
 */
export interface LazyRoute<R extends CallableRoute> {
  readonly load: () => Promise<R>;
}

/** What `callApi` takes: a route, or one whose contract loads with its first call. */
export type ApiRoute = CallableRoute | LazyRoute<CallableRoute>;
type Resolved<R> = R extends LazyRoute<infer T> ? T : R;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<C> = C extends z.ZodType
  ? z.output<C>
  : C extends { safeParse: (value: unknown) => infer Result }
    ? Extract<Result, { success: true }> extends { data: infer Data }
      ? Data
      : never
    : never;

export type ApiResult<R extends ApiRoute> =
  | { ok: true; data: Output<Resolved<R>['response']> }
  /** status 0: the request never got an answer (network down, server unreachable). */
  | { ok: false; status: number; message: string | undefined };

/** While the browser goes to pass the edge's check. */
export const CONNECTION_CHECK_MESSAGE = 'Estamos verificando tu conexión. Enseguida seguís.';

/** Answers worth asking again: no answer at all, or a gateway or the server saying "busy, try again". */
const RETRYABLE = new Set([0, 502, 503, 504]);
const MAX_TRIES = 3;
/** A `Retry-After` longer than this is not waited for: the student is told instead. */
const MAX_WAIT_MS = 8_000;

/**
 * Calls one route of the route table from the browser: the path comes from the table, the request
 * body is parsed by the same contract the handler uses, and so is the answer. The session cookie
 * travels by itself; the browser never sends who it is. `signal` aborts the request (a page that left).
 *
 * A read (GET), or a write the server makes idempotent (`retry`: an answer), that meets the network
 * down or a busy server (503 with `Retry-After`) is sent again up to twice, after the wait the server
 * asks for or a growing pause, while a notice tells the student what is happening.
 */
export async function callApi<R extends ApiRoute>(
  lazyOrRoute: R,
  input: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: Input<Resolved<R>['request']['body']>;
    signal?: AbortSignal | undefined;
    retry?: boolean;
  } = {},
): Promise<ApiResult<R>> {
  for (let attempt = 1; ; attempt++) {
    const route = await loaded(lazyOrRoute);
    const { result, retryAfterMs } = route
      ? await callOnce<R>(route, input)
      : { result: { ok: false, status: 0, message: undefined } as const, retryAfterMs: undefined };
    // A route whose code did not arrive sent nothing: asking again is safe, even for a write.
    const retries = route ? (input.retry ?? route.method === 'GET') : true;
    if (
      result.ok ||
      !retries ||
      !RETRYABLE.has(result.status) ||
      attempt >= MAX_TRIES ||
      input.signal?.aborted
    )
      return result;
    const waitMs = retryAfterMs ?? 1_000 * 2 ** (attempt - 1) + Math.random() * 500;
    if (waitMs > MAX_WAIT_MS) return result;
    const done = announceRetry();
    try {
      await sleep(waitMs, input.signal);
    } finally {
      done();
    }
    if (input.signal?.aborted) return result;
  }
}

/** The route itself, or undefined when its code did not arrive (network down). */
async function loaded(route: ApiRoute): Promise<CallableRoute | undefined> {
  if (!('load' in route)) return route;
  try {
    return await route.load();
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 && response.headers.has('retry-after')
    ? seconds * 1000
    : undefined;
}

async function callOnce<R extends ApiRoute>(
  route: CallableRoute,
  input: Parameters<typeof callApi<R>>[1] & object,
): Promise<{ result: ApiResult<R>; retryAfterMs?: number | undefined }> {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(input.params?.[name] ?? ''),
  );
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  const gateChecking = accessCheckInProgress() !== null;
  // A read the area's document already started (early-requests.ts) is not asked twice.
  const early = route.method === 'GET' ? takeEarlyResponse(path + query) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path + query, {
        method: route.method,
        credentials: 'same-origin',
        ...(input.signal ? { signal: input.signal } : {}),
        headers: {
          accept: 'application/json',
          ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(input.body !== undefined
          ? { body: JSON.stringify(route.request.body?.parse(input.body) ?? input.body) }
          : {}),
      }));
  } catch {
    return { result: { ok: false, status: 0, message: undefined } };
  }
  if (response.headers.get('x-amzn-waf-action') === 'challenge' && typeof window !== 'undefined') {
    // The edge wants proof of a browser before more calls from this address (a school's shared one):
    // a page load passes it, and that page brings the student back here (connection-check.ts).
    window.location.assign(connectionCheckUrl(window.location.pathname + window.location.search));
    return { result: { ok: false, status: response.status, message: CONNECTION_CHECK_MESSAGE } };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = route.response.safeParse(payload);
    if (parsed.success) {
      keepFormulas(parsed.data);
      return { result: { ok: true, data: parsed.data as Output<Resolved<R>['response']> } };
    }
    return { result: { ok: false, status: response.status, message: undefined } };
  }
  if (
    response.status === 403 &&
    route.access === 'subscription' &&
    typeof window !== 'undefined' &&
    !gateChecking &&
    !input.signal?.aborted
  ) {
    // The server's own subscription guard: the content area is for active subscriptions only. While the
    // gate is still asking the session, the gate decides (access-check.ts).
    window.location.assign('/plans');
  }
  return {
    result: { ok: false, status: response.status, message: ownErrorMessage(payload) },
    retryAfterMs: retryAfter(response),
  };
}

/**
 * The server's Spanish message, from the product's own error shape only: a gateway in between
 * (API Gateway's throttle, CloudFront) answers `{"message":"Too Many Requests"}` in English.
 */
export function ownErrorMessage(payload: unknown): string | undefined {
  const { success, message } = (payload ?? {}) as { success?: unknown; message?: unknown };
  return success === false && typeof message === 'string' ? message : undefined;
}
