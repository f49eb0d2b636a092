import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from './lambda-adapter.ts';

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
