import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../../functions/lib/test-events.ts';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface InProcessRequest {
  /** GET without a body, POST with one, unless given. */
  method?: string;
  /** `/api/<function name>` unless given. */
  path?: string;
  /** A `name=value` session cookie. */
  cookie?: string;
  body?: unknown;
  /** Sent as it is, for bodies that are not JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Record<string, string>;
}

/**
 * The named functions' handlers, imported into this test file's process once the environment points
 * at the local services, so a test can fake the clock or the Lambda context the real server cannot.
 * Returns the call: the handler's result as API Gateway would get it.
 */
export function inProcessHandlers(names: readonly string[]) {
  const handlers = new Map<string, Handler>();
  beforeAll(async () => {
    for (const name of names)
      handlers.set(name, (await import(`../../functions/${name}/handler.ts`)).handler as Handler);
  });

  return function invoke(
    name: string,
    request: InProcessRequest = {},
    context: Context = lambdaContext,
  ): Promise<APIGatewayProxyStructuredResultV2> {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`${name} is not among this file's in-process handlers`);
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    return handler(
      apiEvent({
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        path: request.path ?? `/api/${name}`,
        ...(request.headers ? { headers: { 'content-type': 'application/json', ...request.headers } } : {}),
        ...(request.cookie ? { cookies: [request.cookie] } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(request.query
          ? {
              queryStringParameters: request.query,
              rawQueryString: new URLSearchParams(request.query).toString(),
            }
          : {}),
        ...(request.params ? { pathParameters: request.params } : {}),
      }),
      context,
    );
  };
}

/** A handler's JSON answer (`{}` when it has no body). */
export const json = (result: APIGatewayProxyStructuredResultV2) => JSON.parse(result.body ?? '{}');

/** A Lambda context with this much time left, for requests that may wait on a lease. */
export const contextWithTime = (awsRequestId: string, remainingMs: number) =>
  ({ awsRequestId, getRemainingTimeInMillis: () => remainingMs }) as unknown as Context;

/** From the call on, the handlers of this process see `at` as the time (only Date is faked); every test ends on the real clock. */
export function fakeClock() {
  afterEach(() => {
    vi.useRealTimers();
  });
  return function clockAt(at: Date | number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };
}
