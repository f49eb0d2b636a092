import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent, writeResult } from './lambda-adapter.ts';

function request(url: string, rawHeaders: string[], method = 'GET'): IncomingMessage {
  return { url, method, rawHeaders, httpVersion: '1.1', socket: new Socket() } as unknown as IncomingMessage;
}

describe('toApiGatewayEvent', () => {
  it('builds a payload-2.0 event: cookies apart, headers lowercased and comma-joined, query comma-joined', () => {
    const event = toApiGatewayEvent(
      request('/api/x/a%40b.com?tag=1&tag=2&data.id=ABC', [
        'Cookie',
        'sid=1; theme=dark',
        'X-Trace',
        'a',
        'x-trace',
        'b',
        'Host',
        'localhost:3000',
      ]),
      Buffer.alloc(0),
      { routeKey: 'GET /api/x/{email}', pathParameters: { email: 'a%40b.com' } },
    );
    expect(event.version).toBe('2.0');
    expect(event.cookies).toEqual(['sid=1', 'theme=dark']);
    expect(event.headers).toMatchObject({ 'x-trace': 'a,b', host: 'localhost:3000' });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.queryStringParameters).toEqual({ tag: '1,2', 'data.id': 'ABC' });
    expect(event.rawQueryString).toBe('tag=1&tag=2&data.id=ABC');
    expect(event.pathParameters).toEqual({ email: 'a@b.com' });
    expect(event.rawPath).toBe('/api/x/a@b.com');
    expect(event.requestContext.routeKey).toBe('GET /api/x/{email}');
    expect(event.body).toBeUndefined();
  });

  it('passes text bodies as text and binary bodies base64-encoded', () => {
    const json = toApiGatewayEvent(
      request('/api/x', ['Content-Type', 'application/json'], 'POST'),
      Buffer.from('{"a":1}'),
      {
        routeKey: 'POST /api/x',
        pathParameters: {},
      },
    );
    const binary = toApiGatewayEvent(
      request('/api/x', ['Content-Type', 'application/octet-stream'], 'POST'),
      Buffer.from([0, 255]),
      {
        routeKey: 'POST /api/x',
        pathParameters: {},
      },
    );
    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    expect(binary).toMatchObject({ body: 'AP8=', isBase64Encoded: true });
  });
});

/** What writeResult hands the response: status, headers and the bytes of the body. */
function written(result: Parameters<typeof writeResult>[1]) {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body: Buffer) {
      sent.body = body;
      return res;
    },
  };
  writeResult(res as unknown as ServerResponse, result);
  return sent;
}

describe('writeResult', () => {
  it('sends a text body with the Content-Length of its UTF-8 bytes', () => {
    const sent = written({
      statusCode: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":"ñ"}',
    });

    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({ 'content-type': 'application/json', 'content-length': '10' });
    expect(sent.body?.toString('utf8')).toBe('{"a":"ñ"}');
  });

  it('sends a base64 body, a compressed one among them, as its bytes with their length', () => {
    const gzipped = gzipSync('{"success":true}');
    const sent = written({
      statusCode: 200,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipped.toString('base64'),
      isBase64Encoded: true,
    });

    expect(sent.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-length': String(gzipped.length),
    });
    expect(sent.body?.equals(gzipped)).toBe(true);
  });

  it('sends one Set-Cookie per cookie and an empty body with length 0', () => {
    const sent = written({ statusCode: 204, cookies: ['a=1', 'b=2'] });

    expect(sent.headers).toMatchObject({ 'set-cookie': ['a=1', 'b=2'], 'content-length': '0' });
    expect(sent.body?.length).toBe(0);
  });
});
