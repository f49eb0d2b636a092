import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type RouteDefinition, routeList } from '../../shared/api/routes.ts';
import { describeFile, readSiteManifestIfBuilt } from '../../web/site-manifest.ts';
import { handlerEntry } from '../handlers.ts';
import { loadPathRewrite, pathRewriteFor } from '../site/path-rewrite.ts';
import { lambdaContext, toApiGatewayEvent, writeResult } from './lambda-adapter.ts';
import { createRouter } from './router.ts';
import { LOCAL_S3_PATH } from './s3.ts';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const MAX_REQUEST_BYTES = 1024 * 1024;

/** The headers CloudFront's response-headers policy adds in production. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
};

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
}

/** One HTTP server: /api/* through API-Gateway-v2 events into the handlers, everything else the site. */
export function createLocalServer(options: LocalServerOptions): http.Server {
  const router = createRouter(routeList);
  const rewrite = options.staticDir ? loadPathRewrite(pathRewriteFor(options.staticDir)) : undefined;
  // Content type and caching as the deployment sets them on each object (infra/site.ts).
  const siteFiles = readSiteManifestIfBuilt(options.staticDir)?.files ?? {};

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const serveApi = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const match = router.match(req.method ?? 'GET', pathname);
    if (!match)
      return sendJson(res, 404, { success: false, message: 'No encontramos esa dirección de la API.' });
    if ('methodNotAllowed' in match)
      return sendJson(res, 405, { success: false, message: 'Método no permitido.' });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_REQUEST_BYTES)
        return sendJson(res, 413, { success: false, message: 'La solicitud es demasiado grande.' });
      chunks.push(chunk as Buffer);
    }
    const handler = options.handlers.get(match.route.name);
    if (!handler)
      return sendJson(res, 501, { success: false, message: 'Esta función todavía no está disponible.' });
    const event = toApiGatewayEvent(req, Buffer.concat(chunks), match);
    const result = await handler(
      event,
      lambdaContext(match.route.name, (match.route.timeoutSeconds ?? 10) * 1000),
    );
    writeResult(res, result);
  };

  const serveStatic = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const root = options.staticDir as string;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
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
    const work =
      pathname === '/api' || pathname.startsWith('/api/')
        ? serveApi(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)
        : options.s3 && pathname.startsWith(`${LOCAL_S3_PATH}/`)
          ? options.s3(req, res)
          : options.fallback
            ? Promise.resolve(options.fallback(req, res))
            : serveStatic(req, res, pathname);
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
