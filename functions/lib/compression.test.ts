import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResult, MIN_COMPRESSED_BYTES, preferredEncoding } from './compression.ts';

const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const large = JSON.stringify({ success: true, items: Array.from({ length: 200 }, (_, i) => ({ id: i })) });

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.3, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressResult', () => {
  it('compresses a large JSON answer with brotli when accepted, as base64 API Gateway decodes', () => {
    const result = compressResult({ statusCode: 200, headers: json, body: large }, 'gzip, br');

    expect(result.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(result.isBase64Encoded).toBe(true);
    const bytes = Buffer.from(result.body ?? '', 'base64');
    expect(bytes.length).toBeLessThan(large.length / 4);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(large);
  });

  it('falls back to gzip for a client without brotli', () => {
    const result = compressResult({ statusCode: 200, headers: json, body: large }, 'gzip, deflate');

    expect(result.headers?.['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(result.body ?? '', 'base64')).toString('utf8')).toBe(large);
  });

  it('sends the answer plain, saying it varies, to a client that accepts no compression', () => {
    const result = compressResult({ statusCode: 200, headers: json, body: large }, undefined);

    expect(result.body).toBe(large);
    expect(result.isBase64Encoded).toBeUndefined();
    expect(result.headers?.['content-encoding']).toBeUndefined();
    expect(result.headers?.vary).toBe('accept-encoding');
  });

  it('leaves small, binary and already encoded answers as they are', () => {
    const small = { statusCode: 400, headers: json, body: '{"success":false,"message":"No."}' };
    const binary = {
      statusCode: 200,
      headers: { 'content-type': 'application/pdf' },
      body: 'JVBER',
      isBase64Encoded: true,
    };
    const encoded = { statusCode: 200, headers: { ...json, 'content-encoding': 'gzip' }, body: large };
    const pdf = { statusCode: 200, headers: { 'content-type': 'application/pdf' }, body: large };

    expect(small.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    for (const result of [small, binary, encoded, pdf]) expect(compressResult(result, 'br')).toBe(result);
  });
});
