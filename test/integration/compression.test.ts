import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtLocalServices } from './environment.ts';
import { activateSubscription, login } from './session.ts';

const services = pointAtLocalServices();
let cookie: string;

beforeAll(async () => {
  const student = await login(services.sesEndpoint);
  await activateSubscription(student.user.id);
  cookie = student.cookiePair;
});

/** One GET as the bytes came over the wire (fetch would decode them): status, headers, body. */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${services.apiUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers through the local stack', () => {
  it('sends a large answer with brotli to a browser that accepts it, with the length of the bytes sent', async () => {
    const plain = await get('/api/educational/quimica', { cookie });
    const compressed = await get('/api/educational/quimica', {
      cookie,
      'accept-encoding': 'gzip, deflate, br, zstd',
    });

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.headers['content-length']).toBe(String(compressed.body.length));
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('falls back to gzip for a client without brotli', async () => {
    const answer = await get('/api/educational/quimica', { cookie, 'accept-encoding': 'gzip' });

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toMatchObject({ success: true });
  });

  it('leaves a small answer, such as a refusal, plain', async () => {
    const refused = await get('/api/educational/quimica', { 'accept-encoding': 'br' });

    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ success: false });
  });

  it('reads the same through fetch, which decodes what it accepted', async () => {
    const response = await fetch(`${services.apiUrl}/api/educational/quimica`, { headers: { cookie } });

    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await response.json()).toMatchObject({ success: true, data: { id: 'quimica' } });
  });
});
