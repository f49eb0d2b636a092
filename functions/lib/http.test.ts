import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formulaSheetSchema } from '../../shared/api/common.ts';
import type { RouteDefinition } from '../../shared/api/routes.ts';
import * as z from '../../shared/api/zod.ts';
import { NOT_YOURS_MESSAGE } from './access.ts';
import type { Session } from './auth/session.ts';
import { ForbiddenError, ServiceUnavailableError, TooManyRequestsError } from './errors.ts';
import { formulaSheet } from './formula-sheet.ts';
import { createHandler, DIRECT_ACCESS_MESSAGE, type HandlerInput, HttpResponse } from './http.ts';
import { apiEvent, lambdaContext } from './test-events.ts';

const caller: Session = { userId: 'student-0001', email: 'ana@mail.com', tokenHash: 'hash' };
vi.mock('./auth/session.ts', async (original) => ({
  ...(await original<typeof import('./auth/session.ts')>()),
  resolveSession: async (cookies: readonly string[] | undefined) => (cookies?.length ? caller : undefined),
}));

const route = {
  name: 'test-route',
  method: 'POST',
  path: '/api/things/{id}',
  access: 'public',
  request: {
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    body: z
      .object({ email: z.email({ error: 'Ingresá un email válido.' }), count: z.number().int().max(5) })
      .strict(),
  },
  owner: 'none',
  response: z.object({ success: z.literal(true), id: z.string(), page: z.number() }),
  data: { reads: [], writes: [] },
} satisfies RouteDefinition;

const body = (result: APIGatewayProxyStructuredResultV2) => JSON.parse(result.body ?? '{}');

function post(payload: unknown, extra: Parameters<typeof apiEvent>[0] = {}) {
  return apiEvent({
    method: 'POST',
    path: '/api/things/7',
    pathParameters: { id: '7' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...extra,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('createHandler', () => {
  it('hands the use case the parsed params, query and body, and answers its result as JSON', async () => {
    const run = vi.fn(async ({ params, query }) => ({
      id: params.id,
      page: query.page,
    }));
    const handler = createHandler(route, run);

    const result = await handler(
      post({ email: 'a@b.com', count: 2 }, { queryStringParameters: { page: '3' } }),
      lambdaContext,
    );

    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toMatch(/application\/json/);
    expect(body(result)).toEqual({ success: true, id: '7', page: 3 });
    expect(run.mock.calls[0]?.[0].body).toEqual({ email: 'a@b.com', count: 2 });
  });

  it('answers 400 with a Spanish message and never calls the use case when the body breaks the contract', async () => {
    const run = vi.fn();
    const handler = createHandler(route, run);

    const result = await handler(post({ email: 'no-es-un-email', count: 2 }), lambdaContext);

    expect(result.statusCode).toBe(400);
    expect(body(result)).toEqual({ success: false, message: 'Ingresá un email válido.' });
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing field', { email: 'a@b.com' }, 'Falta el campo "count".'],
    [
      'an unknown field',
      { email: 'a@b.com', count: 1, admin: true },
      'La solicitud tiene campos que no corresponden: admin.',
    ],
    ['a number too big', { email: 'a@b.com', count: 50 }, 'El campo "count" debe ser como máximo 5.'],
  ])('explains %s in Spanish', async (_case, payload, message) => {
    const result = await createHandler(route, vi.fn())(post(payload), lambdaContext);
    expect(result.statusCode).toBe(400);
    expect(body(result).message).toBe(message);
  });

  it('rejects a path parameter that breaks the contract', async () => {
    const result = await createHandler(route, vi.fn())(
      post({ email: 'a@b.com', count: 1 }, { pathParameters: { id: 'abc' } }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(400);
  });

  it('answers 400 for a body that is not JSON and 415 for another content type', async () => {
    const handler = createHandler(route, vi.fn());
    const broken = await handler(post('{"email":'), lambdaContext);
    const form = await handler(
      post('email=a', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      lambdaContext,
    );

    expect(broken.statusCode).toBe(400);
    expect(body(broken)).toEqual({ success: false, message: 'La solicitud no es un JSON válido.' });
    expect(form.statusCode).toBe(415);
  });

  it('reads a form body, urlencoded or multipart, only on a route that accepts forms', async () => {
    const formRoute = {
      ...route,
      request: { ...route.request, body: z.object({ email: z.string(), count: z.coerce.number() }).strict() },
      acceptsForm: true,
    } satisfies RouteDefinition;
    const run = vi.fn(async (_input: HandlerInput<typeof formRoute>) => ({ id: '7', page: 1 }));
    const handler = createHandler(formRoute, run);
    const boundary = '----form7';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      '',
      'a@b.com',
      `--${boundary}`,
      'Content-Disposition: form-data; name="count"',
      '',
      '2',
      `--${boundary}--`,
      '',
    ].join('\r\n');

    const urlencoded = await handler(
      post('email=a%40b.com&count=2', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      lambdaContext,
    );
    const fromMultipart = await handler(
      post(multipart, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      lambdaContext,
    );

    expect([urlencoded.statusCode, fromMultipart.statusCode]).toEqual([200, 200]);
    expect(run.mock.calls.map(([input]) => input.body)).toEqual([
      { email: 'a@b.com', count: 2 },
      { email: 'a@b.com', count: 2 },
    ]);
  });

  it('answers a broken multipart form with a 400 and never runs the use case', async () => {
    const formRoute = { ...route, acceptsForm: true } satisfies RouteDefinition;
    const run = vi.fn(async () => ({ id: '7', page: 1 }));
    const result = await createHandler(formRoute, run)(
      post('--x\r\nsin encabezados', { headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(400);
    expect(body(result).message).toBe('La solicitud no es válida.');
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps the input of each invocation its own when calls share one Lambda context', async () => {
    const handler = createHandler(route, async ({ params, query }) => {
      await new Promise((resolve) => setTimeout(resolve, query.page === 1 ? 20 : 0));
      return { id: params.id, page: query.page };
    });
    const results = await Promise.all(
      [1, 2, 3].map((page) =>
        handler(
          post({ email: 'a@b.com', count: 1 }, { queryStringParameters: { page: String(page) } }),
          lambdaContext,
        ),
      ),
    );
    expect(results.map((result) => body(result).page)).toEqual([1, 2, 3]);
    expect('chain' in lambdaContext).toBe(false);
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const run = vi.fn(async () => ({ id: '7', page: 1 }));
    const encoded = Buffer.from(JSON.stringify({ email: 'a@b.com', count: 1 })).toString('base64');
    const result = await createHandler(route, run)(post(encoded, { isBase64Encoded: true }), lambdaContext);
    expect(result.statusCode).toBe(200);
  });

  it('turns typed errors into their status, message and headers', async () => {
    const forbidden = await createHandler(route, async () => {
      throw new ForbiddenError();
    })(post({ email: 'a@b.com', count: 1 }), lambdaContext);
    const limited = await createHandler(route, async () => {
      throw new TooManyRequestsError('Esperá un minuto.', 60);
    })(post({ email: 'a@b.com', count: 1 }), lambdaContext);

    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden)).toEqual({
      success: false,
      message: 'No tenés permiso para acceder a este recurso.',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers?.['retry-after']).toBe('60');
  });

  it('answers 500 with a generic Spanish message and no stack when something unexpected fails', async () => {
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const result = await createHandler(route, async () => {
      throw new Error('secret internals at /var/task/index.mjs');
    })(post({ email: 'a@b.com', count: 1 }), lambdaContext);

    expect(result.statusCode).toBe(500);
    expect(result.body).not.toMatch(/secret internals|at \/|Error/);
    expect(body(result).message).toBe('Ocurrió un error inesperado. Intentá de nuevo en unos minutos.');
    void errors;
  });

  it('answers 503 with Retry-After when a dependency is throttling, down or unreachable', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const failures = [
      Object.assign(new Error('Throughput exceeds the current capacity'), {
        name: 'ProvisionedThroughputExceededException',
        $fault: 'client',
      }),
      Object.assign(new Error('We encountered an internal error'), {
        name: 'InternalServerError',
        $fault: 'server',
      }),
      new Error('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
      new ServiceUnavailableError('No se pudo enviar el código de verificación'),
    ];
    for (const failure of failures) {
      const result = await createHandler(route, async () => {
        throw failure;
      })(post({ email: 'a@b.com', count: 1 }), lambdaContext);

      expect(result.statusCode).toBe(503);
      expect(result.headers?.['retry-after']).toMatch(/^\d+$/);
      expect(body(result).success).toBe(false);
      expect(body(result).message).not.toBe('Ocurrió un error inesperado. Intentá de nuevo en unos minutos.');
    }
  });

  it('sends only what the response contract declares', async () => {
    const result = await createHandler(route, async () => ({
      id: '7',
      page: 1,
      respuestaCorrecta: 2,
    }))(post({ email: 'a@b.com', count: 1 }), lambdaContext);

    expect(body(result)).toEqual({ success: true, id: '7', page: 1 });
  });

  it("sends a typesetting route's formulas set, from what the contract keeps and nothing it removed", async () => {
    const typesetting = {
      ...route,
      response: z.object({ success: z.literal(true), question: z.string(), formulas: formulaSheetSchema }),
    } satisfies RouteDefinition;
    const result = await createHandler(
      typesetting,
      async () => ({ question: 'Resolvé $x^2 = 9$.', explanation: 'Queda $x = 3$.' }),
      { typeset: formulaSheet },
    )(post({ email: 'a@b.com', count: 1 }), lambdaContext);

    const { question, formulas } = body(result);
    expect(question).toBe('Resolvé $x^2 = 9$.');
    expect(Object.keys(formulas)).toEqual(['Ix^2 = 9']);
    expect(formulas['Ix^2 = 9']).toContain('class="katex"');
  });

  it('fails closed with 500 when the use case breaks its own response contract', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const result = await createHandler(route, async () => ({
      id: 7 as unknown as string,
      page: 1,
    }))(post({ email: 'a@b.com', count: 1 }), lambdaContext);
    expect(result.statusCode).toBe(500);
  });

  it("wraps the use case's payload in the envelope: success and the route's fixed message", async () => {
    const messaged = {
      ...route,
      response: z.object({ success: z.literal(true), message: z.string(), id: z.string() }),
    } satisfies RouteDefinition;
    const result = await createHandler(messaged, async () => ({ id: '7' }), { message: 'Listo.' })(
      post({ email: 'a@b.com', count: 1 }),
      lambdaContext,
    );

    expect(body(result)).toEqual({ success: true, message: 'Listo.', id: '7' });
  });

  it('chooses the message from what the use case answered, and answers {success:true} for no payload', async () => {
    const flagged = {
      ...route,
      response: z.object({ success: z.literal(true), message: z.string(), late: z.boolean().optional() }),
    } satisfies RouteDefinition;
    const empty = { ...route, response: z.object({ success: z.literal(true) }) } satisfies RouteDefinition;
    const message = ({ late }: { late?: boolean | undefined }) => (late ? 'Tarde.' : 'A tiempo.');

    const late = await createHandler(flagged, async () => ({ late: true }), { message })(
      post({ email: 'a@b.com', count: 1 }),
      lambdaContext,
    );
    const onTime = await createHandler(flagged, async () => ({}), { message })(
      post({ email: 'a@b.com', count: 1 }),
      lambdaContext,
    );
    const nothing = await createHandler(empty, async () => {})(
      post({ email: 'a@b.com', count: 1 }),
      lambdaContext,
    );

    expect(body(late)).toEqual({ success: true, message: 'Tarde.', late: true });
    expect(body(onTime)).toEqual({ success: true, message: 'A tiempo.' });
    expect(body(nothing)).toEqual({ success: true });
  });

  it('sets status and cookies from an HttpResponse', async () => {
    const result = await createHandler(
      route,
      async () => new HttpResponse({ id: '7', page: 1 }, { statusCode: 201, cookies: ['sid=x; HttpOnly'] }),
    )(post({ email: 'a@b.com', count: 1 }), lambdaContext);

    expect(result.statusCode).toBe(201);
    expect(result.cookies).toEqual(['sid=x; HttpOnly']);
  });

  it('writes one structured JSON log line per request with the request id', async () => {
    process.env.LOG_LEVEL = 'info';
    const { resetConfigForTests } = await import('./config.ts');
    resetConfigForTests();
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((line: string | Uint8Array) => {
      lines.push(String(line));
      return true;
    });
    try {
      await createHandler(route, async () => ({ id: '7', page: 1 }))(
        post({ email: 'a@b.com', count: 1 }),
        lambdaContext,
      );
    } finally {
      process.env.LOG_LEVEL = 'silent';
      resetConfigForTests();
    }
    const entries = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 'info', requestId: 'req-123', route: 'test-route', status: 200 }),
    );
  });
});

describe('the origin check', () => {
  const token = 'x'.repeat(40);
  const handler = () => createHandler(route, async () => ({ id: '7', page: 1 }));
  const withHeaders = (headers: Record<string, string>) =>
    post({ email: 'a@b.com', count: 1 }, { headers: { 'content-type': 'application/json', ...headers } });

  afterEach(async () => {
    delete process.env.ORIGIN_VERIFY_TOKEN;
    (await import('./config.ts')).resetConfigForTests();
  });

  it('refuses, in Spanish, a request that skipped CloudFront when a token is configured', async () => {
    process.env.ORIGIN_VERIFY_TOKEN = token;
    (await import('./config.ts')).resetConfigForTests();
    const attempts: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'y'.repeat(40) },
      { 'x-origin-verify': 'short' },
    ];
    for (const headers of attempts) {
      const result = await handler()(withHeaders(headers), lambdaContext);
      expect(result.statusCode).toBe(403);
      expect(body(result)).toEqual({ success: false, message: DIRECT_ACCESS_MESSAGE });
    }
    const through = await handler()(withHeaders({ 'x-origin-verify': token }), lambdaContext);
    expect(through.statusCode).toBe(200);
  });

  it('lets everything through where no token is configured (the local server is the only way in)', async () => {
    const result = await handler()(withHeaders({}), lambdaContext);
    expect(result.statusCode).toBe(200);
  });
});

describe('the ownership declaration', () => {
  const owned = {
    name: 'owned-route',
    method: 'POST',
    path: '/api/owned/{user}',
    access: 'session',
    request: {
      params: z.object({ user: z.string() }),
      body: z.object({ email: z.string().optional(), note: z.string() }).strict(),
    },
    owner: { params: { user: 'userId' }, body: { email: 'email' } },
    response: z.object({ success: z.literal(true) }),
    data: { reads: [], writes: [] },
  } satisfies RouteDefinition;

  type Run = (input: HandlerInput<typeof owned>) => Promise<void>;
  const call = (user: string, payload: unknown, run: Run) =>
    createHandler(owned, run)(
      apiEvent({
        method: 'POST',
        path: `/api/owned/${user}`,
        pathParameters: { user },
        body: JSON.stringify(payload),
        cookies: ['ingresa_session=x'],
      }),
      lambdaContext,
    );

  it.each([
    ['a path user', 'student-0002', { note: 'hola' }],
    ['a body e-mail', caller.userId, { email: 'otra@mail.com', note: 'hola' }],
  ])('answers 403 and runs nothing when %s is not the caller', async (_case, user, payload) => {
    const run = vi.fn<Run>();
    const result = await call(user, payload, run);

    expect(result.statusCode).toBe(403);
    expect(body(result)).toEqual({ success: false, message: NOT_YOURS_MESSAGE });
    expect(run).not.toHaveBeenCalled();
  });

  it('hands the handler the session and the request without the fields that named the caller', async () => {
    const run = vi.fn<Run>(async () => {});
    const withEmail = await call(caller.userId, { email: caller.email, note: 'hola' }, run);
    const withoutEmail = await call(caller.userId, { note: 'chau' }, run);

    expect([withEmail.statusCode, withoutEmail.statusCode]).toEqual([200, 200]);
    expect(run.mock.calls.map(([input]) => [input.session, input.params, input.body])).toEqual([
      [caller, {}, { note: 'hola' }],
      [caller, {}, { note: 'chau' }],
    ]);
  });
});
