import { timingSafeEqual } from 'node:crypto';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../shared/api/origin.ts';
import type { RequestPart, RouteDefinition } from '../../shared/api/route-definition.ts';
import type * as z from '../../shared/api/zod.ts';
import type { FormulaSheet } from '../../shared/math/typeset.ts';
import { authorize, claimOwnInput, type RequestInput } from './access.ts';
import type { Session } from './auth/session.ts';
import { compressResult } from './compression.ts';
import { config } from './config.ts';
import { actingAs } from './data/least-privilege.ts';
import {
  BadRequestError,
  DEPENDENCY_DOWN_MESSAGE,
  DEPENDENCY_RETRY_AFTER_SECONDS,
  HttpError,
  isDependencyFailure,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors.ts';
import { createLogger, describeError, type Logger } from './logger.ts';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The fields of a request part that the route declares as naming the caller. */
type OwnedFields<R extends RouteDefinition, P extends RequestPart> =
  R['owner'] extends Record<P, infer F> ? keyof F : never;
type Without<T, K extends PropertyKey> = [K] extends [never] ? T : T extends object ? Omit<T, K> : T;
/** A parsed request part as the handler sees it: without the fields that name the caller. */
type Input<R extends RouteDefinition, P extends RequestPart> = Without<
  Parsed<R['request'][P]>,
  OwnedFields<R, P>
>;

export interface HandlerInput<R extends RouteDefinition> {
  /** The caller, from the session cookie; present on every route that is not public. */
  session: R['access'] extends 'public' ? undefined : Session;
  body: Input<R, 'body'>;
  params: Input<R, 'params'>;
  query: Input<R, 'query'>;
  event: Event;
  requestId: string;
  log: Logger;
  /** Milliseconds this invocation has left before the function times out. */
  remainingMs: number;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * What a route's use case answers: its response contract without the envelope (`success` and the
 * student-facing `message`), which the chain adds.
 */
export type Payload<R extends RouteDefinition> = DistributiveOmit<
  z.input<R['response']>,
  'success' | 'message'
>;

/** A payload with nothing in it may be left out: `{success: true}` is the whole answer. */
// biome-ignore lint/suspicious/noConfusingVoidType: a use case with nothing to answer returns Promise<void>.
type Output<R extends RouteDefinition> = keyof Payload<R> extends never ? Payload<R> | void : Payload<R>;

export interface Envelope<R extends RouteDefinition> {
  /** The Spanish sentence a success carries, fixed or chosen by what the use case answered. */
  message?: string | ((payload: Payload<R>) => string | undefined);
  /**
   * Sets the answer's formulas for its `formulas` (lib/formula-sheet.ts), on routes whose page shows
   * them at once: passed here, not imported by the chain, so only those functions ship KaTeX (#30).
   */
  typeset?: (answer: unknown) => Promise<FormulaSheet | undefined>;
}

/** A payload with a status other than 200, cookies or extra headers. */
export class HttpResponse<T> {
  constructor(
    readonly body: T,
    readonly init: { statusCode?: number; cookies?: string[]; headers?: Record<string, string> } = {},
  ) {}
}

interface Internal extends Record<string, unknown> {
  log: Logger;
  session: Session | undefined;
  startedAt: number;
  input: RequestInput;
}

/** What the chain hands the use case: the caller and the validated request, on middy's context. */
interface ChainContext extends Context {
  chain?: Pick<Internal, 'log' | 'session' | 'input'>;
}
type Request = middy.Request<Event, Result, Error, ChainContext, Internal>;
type Middleware = MiddlewareObj<Event, Result, Error, ChainContext, Internal>;

const MAX_BODY_BYTES = 64 * 1024;
const baseHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(statusCode: number, body: unknown, init: HttpResponse<unknown>['init'] = {}): Result {
  return {
    statusCode,
    headers: { ...baseHeaders, ...init.headers },
    ...(init.cookies?.length ? { cookies: init.cookies } : {}),
    body: JSON.stringify(body),
  };
}

function requestLogger(routeName: string): Middleware {
  return {
    name: 'request-logger',
    before: (request) => {
      const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
      request.internal.startedAt = Date.now();
      request.internal.input = { body: undefined, params: undefined, query: undefined };
      request.internal.session = undefined;
      request.internal.log = createLogger({
        requestId,
        awsRequestId: request.context.awsRequestId,
        route: routeName,
        method: request.event.requestContext?.http?.method,
        path: request.event.rawPath,
      });
    },
    after: (request) => logEnd(request),
    onError: (request) => logEnd(request),
  };
}

function logEnd(request: Request): void {
  const status = request.response?.statusCode ?? 500;
  const fields = { status, durationMs: Date.now() - request.internal.startedAt };
  if (status >= 500)
    request.internal.log.error('request failed', { ...fields, ...describeError(request.error) });
  else request.internal.log.info('request handled', fields);
}

/** Large answers travel compressed for a client that accepts it: CloudFront passes /api/* on untouched. */
function responseCompression(): Middleware {
  return {
    name: 'response-compression',
    after: (request) => {
      if (request.response)
        request.response = compressResult(request.response, request.event.headers?.['accept-encoding']);
    },
  };
}

function errorResponder(): Middleware {
  return {
    name: 'error-responder',
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        request.response = json(
          error.statusCode,
          { success: false, message: error.message },
          { headers: error.headers },
        );
      } else if (isDependencyFailure(error)) {
        request.response = json(
          503,
          { success: false, message: DEPENDENCY_DOWN_MESSAGE },
          { headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) } },
        );
      } else {
        request.response = json(500, { success: false, message: UNEXPECTED_ERROR_MESSAGE });
      }
    },
  };
}

export const DIRECT_ACCESS_MESSAGE = 'Usá el sitio para acceder a este servicio.';

function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * In AWS the API's own execute-api address is public too; only requests that came through CloudFront
 * carry its token, and only those carry a viewer address the per-address limits can trust.
 */
function originCheck(): Middleware {
  return {
    name: 'origin-check',
    before: (request) => {
      const expected = config().ORIGIN_VERIFY_TOKEN;
      if (expected && !sameToken(request.event.headers?.[ORIGIN_VERIFY_HEADER], expected))
        throw new HttpError(403, DIRECT_ACCESS_MESSAGE);
    },
  };
}

/**
 * A form body, for the routes that take one (`acceptsForm`); undefined when the body is not a form.
 * Node's own fetch implementation reads both encodings; parts that are files are left out.
 */
async function formFields(text: string, contentType: string): Promise<Record<string, string> | undefined> {
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) return undefined;
  let form: FormData;
  try {
    form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
  } catch (cause) {
    throw new BadRequestError('La solicitud no es válida.', { cause });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

function jsonBodyParser(route: RouteDefinition): Middleware {
  return {
    name: 'json-body-parser',
    before: async (request) => {
      const { body, isBase64Encoded } = request.event;
      if (body === undefined || body === null || body === '') return;
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      if (Buffer.byteLength(text) > MAX_BODY_BYTES)
        throw new HttpError(413, 'La solicitud es demasiado grande.');
      const contentType = request.event.headers?.['content-type'] ?? '';
      const form = route.acceptsForm ? await formFields(text, contentType) : undefined;
      if (form) {
        request.internal.input.body = form;
        return;
      }
      if (!/^application\/json\b/i.test(contentType)) {
        throw new HttpError(415, 'La solicitud tiene que enviarse en formato JSON.');
      }
      try {
        request.internal.input.body = JSON.parse(text);
      } catch (cause) {
        throw new BadRequestError('La solicitud no es un JSON válido.', { cause });
      }
    },
  };
}

function accessControl(route: RouteDefinition): Middleware {
  return {
    name: 'access-control',
    before: async (request) => {
      request.internal.session = await authorize(route.access, request.event.cookies);
    },
  };
}

function ownership(route: RouteDefinition): Middleware {
  return {
    name: 'ownership',
    before: (request) => {
      const { session, input } = request.internal;
      request.internal.input = claimOwnInput(route.owner, session, input);
    },
  };
}

function validator(route: RouteDefinition): Middleware {
  const parse = (schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new BadRequestError(issue?.message ?? 'La solicitud no es válida.', { cause: result.error });
    }
    return result.data;
  };
  return {
    name: 'zod-validator',
    before: (request) => {
      request.internal.input = {
        params: parse(route.request.params, request.event.pathParameters ?? {}),
        query: parse(route.request.query, request.event.queryStringParameters ?? {}),
        body: parse(route.request.body, request.internal.input.body),
      };
    },
  };
}

/**
 * The one middy chain every endpoint uses: request log with the request id, the answer compressed
 * when the client accepts it, errors as `{success:false, message}`, CloudFront origin check, session,
 * JSON body, zod validation of path, query and body, the route's ownership declaration, then the use
 * case; its payload is wrapped in the envelope (`success: true` and the route's message) and parsed by
 * the route's contract (unknown fields never leave the server).
 */
export function createHandler<R extends RouteDefinition>(
  route: R,
  run: (input: HandlerInput<R>) => Promise<Output<R> | HttpResponse<Output<R>>>,
  envelope: Envelope<R> = {},
) {
  const handler = middy<Event, Result, Error, ChainContext, Internal>()
    .use(requestLogger(route.name))
    .use(responseCompression())
    .use(errorResponder())
    .use(originCheck())
    .use(accessControl(route))
    .use(jsonBodyParser(route))
    .use(validator(route))
    .use(ownership(route))
    .use({
      // A context of this request's own, so that invocations sharing one Lambda context object
      // (local adapter, tests) never see each other's input.
      before: (request) => {
        const { log, session, input } = request.internal;
        request.context = Object.assign(Object.create(request.context) as ChainContext, {
          chain: { log, session, input },
        });
      },
    })
    .handler(async (event, context) => {
      const { chain } = context;
      if (!chain) throw new Error('middleware chain did not run');
      const output = await run({
        // The route's own schemas parsed these parts and its ownership declaration removed the
        // caller's fields, which is exactly what HandlerInput<R> describes.
        ...(chain.input as Pick<HandlerInput<R>, 'body' | 'params' | 'query'>),
        session: chain.session as HandlerInput<R>['session'],
        event,
        requestId: event.requestContext?.requestId ?? context.awsRequestId,
        log: chain.log,
        remainingMs: context.getRemainingTimeInMillis?.() ?? 10_000,
      });
      const response = output instanceof HttpResponse ? output : new HttpResponse(output);
      const payload = (response.body ?? {}) as Payload<R>;
      const message = typeof envelope.message === 'function' ? envelope.message(payload) : envelope.message;
      const checked = route.response.safeParse({
        success: true,
        ...(message === undefined ? {} : { message }),
        ...payload,
      });
      if (!checked.success) {
        throw new Error(`response of ${route.name} breaks its contract: ${checked.error.message}`);
      }
      // Typeset from what the contract let through, never from fields it removed (a key before the answer).
      const formulas = await envelope.typeset?.(checked.data);
      const body = formulas ? { ...(checked.data as object), formulas } : checked.data;
      return json(response.init.statusCode ?? 200, body, response.init);
    });
  return actingAs(route, handler);
}
