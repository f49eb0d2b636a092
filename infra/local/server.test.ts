import { createHash } from 'node:crypto';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestSite } from '../../test/test-site.ts';
import { readSiteManifest } from '../../web/site-manifest.ts';
import { securityHeadersFor } from '../site/security-headers.ts';
import { createLocalServer, MAX_REQUEST_BYTES } from './server.ts';

const css = 'h1{color:navy}';
const SEND_PATH = '/api/auth/send-verification';

/** Stand-ins for two routes' handlers: one echoes the size of what it got, one sets headers of its own. */
const handlers = new Map([
  [
    'auth-send-verification',
    async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ received: event.body?.length ?? 0 }),
    }),
  ],
  [
    'health',
    async (): Promise<APIGatewayProxyStructuredResultV2> => ({
      statusCode: 200,
      headers: { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN' },
      body: '{"success":true}',
    }),
  ],
]);

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface RawExchange {
  /** What the server answered, as text. */
  response: string;
  /** Body bytes written before the server closed the connection. */
  sent: number;
  closedByServer: boolean;
}

/**
 * Sends a body of up to `bodyBytes` in 64 KB pieces, a little at a time, over a plain socket, and
 * stops when the server closes the connection (or it is all sent and 2 s pass).
 */
async function sendSlowly(
  port: number,
  bodyBytes: number,
  framing: 'declared' | 'chunked',
): Promise<RawExchange> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const exchange: RawExchange = { response: '', sent: 0, closedByServer: false };
  socket.on('data', (chunk) => {
    exchange.response += chunk;
  });
  // Writing into a connection the server has closed fails: that is the point.
  socket.on('error', () => undefined);
  // The server ended the connection: its FIN arrived, or it was gone before the body was all sent.
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      if (exchange.sent < bodyBytes) exchange.closedByServer = true;
      resolve();
    }),
  );
  socket.once('end', () => {
    exchange.closedByServer = true;
  });
  const length = framing === 'declared' ? `content-length: ${bodyBytes}` : 'transfer-encoding: chunked';
  socket.write(
    `POST ${SEND_PATH} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n${length}\r\n\r\n`,
  );
  const piece = Buffer.alloc(64 * 1024, 'a');
  while (!socket.destroyed && !exchange.closedByServer && exchange.sent < bodyBytes) {
    if (framing === 'chunked') socket.write(`${piece.length.toString(16)}\r\n`);
    socket.write(piece);
    if (framing === 'chunked') socket.write('\r\n');
    exchange.sent += piece.length;
    await sleep(5);
  }
  if (framing === 'chunked' && !socket.destroyed) socket.write('0\r\n\r\n');
  await Promise.race([closed, sleep(2000)]);
  socket.destroy();
  return exchange;
}

describe('the local server', () => {
  const staticDir = writeTestSite({
    'index.html': `<!doctype html><style>${css}</style><h1>inicio</h1>`,
    '404.html': '<h1>no está</h1>',
    'assets/app-abc123.js': 'console.log(1);',
  });
  const expected = securityHeadersFor(readSiteManifest(staticDir));
  const server = createLocalServer({ handlers, staticDir });
  let base = '';
  let port = 0;

  beforeAll(async () => {
    port = await listen(server);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the security headers, with the hash of the built pages’ <style>, on every page and API response', async () => {
    const responses = await Promise.all(
      ['/', '/assets/app-abc123.js', '/no/existe', '/api/health', '/api/no-existe'].map((path) =>
        fetch(`${base}${path}`),
      ),
    );
    responses.push(await fetch(`${base}${SEND_PATH}`, { method: 'POST', body: '{}' }));
    responses.push(await fetch(`${base}/`, { method: 'POST', body: 'x' }));
    for (const response of responses) {
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${response.url} ${name}`).toBe(value);
    }
    const hash = createHash('sha256').update(css).digest('base64');
    expect(expected['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('lets the security headers win over a handler’s own, as CloudFront’s policy does', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('passes a body of the largest size it reads to the handler', async () => {
    const body = 'a'.repeat(MAX_REQUEST_BYTES);
    const response = await fetch(`${base}${SEND_PATH}`, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: MAX_REQUEST_BYTES });
  });

  it('answers a declared body over the limit with 413 and closes without reading it', async () => {
    const exchange = await sendSlowly(port, 8 * MAX_REQUEST_BYTES, 'declared');
    expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(exchange.response).toContain('La solicitud es demasiado grande.');
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.sent).toBeLessThan(MAX_REQUEST_BYTES);
  });

  it('stops reading a streamed body once it passes the limit: 413, and the connection closes', async () => {
    const exchange = await sendSlowly(port, 8 * MAX_REQUEST_BYTES, 'chunked');
    expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.sent).toBeLessThan(4 * MAX_REQUEST_BYTES);
  });

  it('keeps serving other requests after refusing one', async () => {
    await sendSlowly(port, 2 * MAX_REQUEST_BYTES, 'chunked');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe('the local server in --dev', () => {
  it('sends the security headers but the Content-Security-Policy on the pages Vite serves', async () => {
    const server = createLocalServer({
      handlers,
      fallback: (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>vite</p>'),
    });
    const port = await listen(server);
    try {
      const page = await fetch(`http://127.0.0.1:${port}/`);
      const api = await fetch(`http://127.0.0.1:${port}/api/health`);
      const { 'content-security-policy': policy, ...others } = securityHeadersFor(undefined);
      for (const [name, value] of Object.entries(others)) expect(page.headers.get(name), name).toBe(value);
      expect(page.headers.get('content-security-policy')).toBeNull();
      expect(api.headers.get('content-security-policy')).toBe(policy);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
