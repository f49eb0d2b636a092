import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../shared/api/origin.ts';
import { type RouteDefinition, routeList } from '../../shared/api/routes.ts';
import { describeFile, readSiteManifestIfBuilt } from '../../web/site-manifest.ts';
import { handlerEntry } from '../handlers.ts';
import { loadPathRewrite, pathRewriteFor } from '../site/path-rewrite.ts';
import { securityHeadersFor } from '../site/security-headers.ts';
import { lambdaContext, toApiGatewayEvent, writeResult } from './lambda-adapter.ts';
import { createRouter } from './router.ts';
import { LOCAL_S3_PATH } from './s3.ts';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The largest request body the local server reads; a larger one gets 413 and the connection closes. */
export const MAX_REQUEST_BYTES = 1024 * 1024;

/**
 * The body of a request, or undefined as soon as it is larger than `limit`: a declared length over
 * it is refused before a byte is read, and a streamed body is no longer read once it passes it.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done();
      req.pause();
      resolve(undefined);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    req.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

/** Imports every route's handler: the module that deploys to that route's Lambda. */
export async function loadHandlers(
  routes: readonly RouteDefinition[] = routeList,
): Promise<Map<string, LambdaHandler>> {
  const handlers = new Map<string, LambdaHandler>();
  for (const route of routes) {
    const module = (await import(pathToFileURL(handlerEntry(route)).href)) as { handler: LambdaHandler };
    handlers.set(route.name, module.handler);
  }
  return handlers;
}

export interface LocalServerOptions {
  handlers: Map<string, LambdaHandler>;
  /** Built site to serve; omitted in dev, where `fallback` (Vite) answers instead. */
  staticDir?: string;
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
  /** The stand-in for S3's presigned links (infra/local/s3.ts), at LOCAL_S3_PATH. */
  s3?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /**
   * The token CloudFront adds to every /api/* request it forwards (x-origin-verify), replacing any the
   * client sent. Omitted on the stand-in for the API's own execute-api address, which adds none.
   */
  originToken?: string;
}

/** One HTTP server: /api/* through API-Gateway-v2 events into the handlers, everything else the site. */
export function createLocalServer(options: LocalServerOptions): http.Server {
  const router = createRouter(routeList);
  const rewrite = options.staticDir ? loadPathRewrite(pathRewriteFor(options.staticDir)) : undefined;
  const manifest = readSiteManifestIfBuilt(options.staticDir);
  // Content type and caching as the deployment sets them on each object (infra/site.ts).
  const siteFiles = manifest?.files ?? {};
  // What CloudFront's response-headers policy adds to every page and API response (ADR 0045).
  const securityHeaders = securityHeadersFor(manifest);

  const sendJson = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
      ...securityHeaders,
    });
    res.end(JSON.stringify(body));
  };

  /** 413, and the connection closes once it is sent: the rest of the body is never read. */
  const refuseTooLarge = (req: IncomingMessage, res: ServerResponse) => {
    req.pause();
    sendJson(
      res,
      413,
      { success: false, message: 'La solicitud es demasiado grande.' },
      { connection: 'close' },
    );
  };

  const serveApi = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const match = router.match(req.method ?? 'GET', pathname);
    if (!match)
      return sendJson(res, 404, { success: false, message: 'No encontramos esa dirección de la API.' });
    if ('methodNotAllowed' in match)
      return sendJson(res, 405, { success: false, message: 'Método no permitido.' });
    const body = await readBody(req, MAX_REQUEST_BYTES);
    if (!body) return refuseTooLarge(req, res);
    const handler = options.handlers.get(match.route.name);
    if (!handler)
      return sendJson(res, 501, { success: false, message: 'Esta función todavía no está disponible.' });
    const event = toApiGatewayEvent(req, body, match);
    if (options.originToken) event.headers[ORIGIN_VERIFY_HEADER] = options.originToken;
    const result = await handler(
      event,
      lambdaContext(match.route.name, (match.route.timeoutSeconds ?? 10) * 1000),
    );
    // As CloudFront's policy (override: true), the security headers win over a handler's own.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    writeResult(
      res,
      typeof result === 'string' ? result : withoutHeaders(result, Object.keys(securityHeaders)),
    );
  };

  /**
   * Vite's pages in --dev carry the same headers but the Content-Security-Policy: its client runs
   * inline scripts and injects <style> elements for hot reload (ADR 0045).
   */
  const serveDev = (
    req: IncomingMessage,
    res: ServerResponse,
    vite: (req: IncomingMessage, res: ServerResponse) => void,
  ) => {
    for (const [name, value] of Object.entries(securityHeaders))
      if (name !== 'content-security-policy') res.setHeader(name, value);
    vite(req, res);
  };

  const serveStatic = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const root = options.staticDir as string;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Whatever body came with it is not read: the connection closes instead of draining it.
      res.writeHead(405, { allow: 'GET, HEAD', connection: 'close', ...securityHeaders }).end();
      return;
    }
    const decision = (rewrite as NonNullable<typeof rewrite>)(pathname);
    if (decision.kind === 'response') {
      res.writeHead(decision.status, { ...decision.headers, ...securityHeaders });
      res.end(req.method === 'HEAD' ? undefined : decision.body);
      return;
    }
    const file = path.join(root, path.normalize(decision.uri));
    const found = file.startsWith(root) ? await stat(file).catch(() => undefined) : undefined;
    if (!found?.isFile()) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders })
        .end('Not found');
      return;
    }
    const status = 200;
    const described = siteFiles[path.relative(root, file).split(path.sep).join('/')];
    const immutable = described?.hashed ?? false;
    const contentType = described?.contentType ?? describeFile(file).contentType;
    // As CloudFront does (compress: true), so page weights and Lighthouse figures match production.
    const gzip =
      /^(text\/|application\/(json|xml)|image\/svg)/.test(contentType) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'content-type': contentType,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      ...securityHeaders,
    });
    if (req.method === 'HEAD') return res.end();
    if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
    else createReadStream(file).pipe(res);
  };

  return http.createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return sendJson(res, 400, { success: false, message: 'La dirección no es válida.' });
    }
    if (Number(req.headers['content-length']) > MAX_REQUEST_BYTES) return refuseTooLarge(req, res);
    const work =
      pathname === '/api' || pathname.startsWith('/api/')
        ? serveApi(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)
        : options.s3 && pathname.startsWith(`${LOCAL_S3_PATH}/`)
          ? options.s3(req, res)
          : options.fallback
            ? Promise.resolve(serveDev(req, res, options.fallback))
            : options.staticDir
              ? serveStatic(req, res, pathname)
              : // An API alone (the execute-api stand-in) answers other paths as API Gateway does.
                Promise.resolve(sendJson(res, 404, { message: 'Not Found' }));
    work.catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'local server failure',
          error: String((error as Error)?.stack ?? error),
        }),
      );
      if (!res.headersSent)
        sendJson(res, 500, {
          success: false,
          message: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.',
        });
      else res.end();
    });
  });
}

/** A handler's result without the headers named (any case), which the server sets itself. */
function withoutHeaders(
  result: APIGatewayProxyStructuredResultV2,
  names: readonly string[],
): APIGatewayProxyStructuredResultV2 {
  if (!result.headers) return result;
  const dropped = new Set(names.map((name) => name.toLowerCase()));
  return {
    ...result,
    headers: Object.fromEntries(
      Object.entries(result.headers).filter(([name]) => !dropped.has(name.toLowerCase())),
    ),
  };
}
