import http, { type IncomingMessage, type ServerResponse } from 'node:http';

export const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};

export const notFound = (res: ServerResponse) =>
  json(res, 404, { message: 'resource not found', error: 'not_found', status: 404 });

export const html = (res: ServerResponse, status: number, page: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const readJson = async <T>(req: IncomingMessage): Promise<T> =>
  JSON.parse((await readBody(req)) || '{}') as T;

/** Mercado Pago's error body. */
export function apiError(status: number, message?: string) {
  const error = (http.STATUS_CODES[status] ?? 'error').toLowerCase().replace(/[^a-z]+/g, '_');
  return { message: message ?? error, error, status, cause: [] };
}

/** Newest `date_created` first; among equal dates the one created later comes first. */
export function newestFirst<T extends { date_created: string }>(items: Iterable<T>): T[] {
  return [...items].reverse().sort((a, b) => Date.parse(b.date_created) - Date.parse(a.date_created));
}

/** A search answer's page, with Mercado Pago's `limit` (1–100, 30 by default) and `offset`. */
export function paginate<T>(items: T[], params: URLSearchParams) {
  const limit = Math.min(100, Math.max(1, Math.trunc(Number(params.get('limit') ?? 30)) || 30));
  const offset = Math.max(0, Math.trunc(Number(params.get('offset') ?? 0)) || 0);
  return { paging: { total: items.length, limit, offset }, results: items.slice(offset, offset + limit) };
}
