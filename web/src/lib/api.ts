import type { RouteDefinition } from '../../../shared/api/route-definition.ts';
import type * as z from '../../../shared/api/zod.ts';
import { accessCheckInProgress } from './access-check.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

export type ApiResult<R extends RouteDefinition> =
  | { ok: true; data: z.output<R['response']> }
  /** status 0: the request never got an answer (network down, server unreachable). */
  | { ok: false; status: number; message: string | undefined };

/**
 * Calls one route of the route table from the browser: the path comes from the table, the request
 * body is parsed by the same contract the handler uses, and so is the answer. The session cookie
 * travels by itself; the browser never sends who it is. `signal` aborts the request (a page that left).
 */
export async function callApi<R extends RouteDefinition>(
  route: R,
  input: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: Input<R['request']['body']>;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<ApiResult<R>> {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(input.params?.[name] ?? ''),
  );
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  const gateChecking = accessCheckInProgress() !== null;
  let response: Response;
  try {
    response = await fetch(path + query, {
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
    });
  } catch {
    return { ok: false, status: 0, message: undefined };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = route.response.safeParse(payload);
    if (parsed.success) return { ok: true, data: parsed.data as z.output<R['response']> };
    return { ok: false, status: response.status, message: undefined };
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
  return { ok: false, status: response.status, message: ownErrorMessage(payload) };
}

/**
 * The server's Spanish message, from the product's own error shape only: a gateway in between
 * (API Gateway's throttle, CloudFront) answers `{"message":"Too Many Requests"}` in English.
 */
export function ownErrorMessage(payload: unknown): string | undefined {
  const { success, message } = (payload ?? {}) as { success?: unknown; message?: unknown };
  return success === false && typeof message === 'string' ? message : undefined;
}
