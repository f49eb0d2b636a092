import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtPages,
  loadPathRewrite,
  MAX_FUNCTION_BYTES,
  pathRewriteFor,
  renderPathRewrite,
} from './path-rewrite.ts';

const rewrite = loadPathRewrite(
  renderPathRewrite({
    pages: ['/', '/estado', '/login', '/ingreso/utn-frba'],
    notFoundHtml: '<h1>No encontramos esta página</h1>',
  }),
);

describe('site path rewrite (CloudFront Function)', () => {
  it.each([
    ['/', '/index.html'],
    ['/estado', '/estado/index.html'],
    ['/estado/', '/estado/index.html'],
    ['/ingreso/utn-frba', '/ingreso/utn-frba/index.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/favicon.svg', '/favicon.svg'],
    ['/content', '/content/index.html'],
    ['/content/educational/fisica/ejercicio/fis-1', '/content/index.html'],
  ])('%s → %s', (uri, expected) => {
    expect(rewrite(uri)).toEqual({ kind: 'file', uri: expected });
  });

  it('answers an unknown page itself with the 404 page and status 404', () => {
    expect(rewrite('/no-existe/para-nada')).toEqual({
      kind: 'response',
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      body: '<h1>No encontramos esta página</h1>',
    });
  });

  it('lists the pages of a built site and stays within CloudFront’s size limit', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
    for (const page of ['', 'login', 'ingreso/utn-frba', 'content']) {
      mkdirSync(path.join(dir, page), { recursive: true });
      writeFileSync(path.join(dir, page, 'index.html'), '<p>x</p>');
    }
    writeFileSync(path.join(dir, '404.html'), '<p>404</p>');
    expect(builtPages(dir)).toEqual(['/', '/ingreso/utn-frba', '/login']);
    expect(Buffer.byteLength(pathRewriteFor(dir))).toBeLessThan(MAX_FUNCTION_BYTES);
  });
});
