import { describe, expect, it } from 'vitest';
import { loadPathRewrite } from './path-rewrite.ts';

const rewrite = loadPathRewrite();

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
    expect(rewrite(uri)).toBe(expected);
  });
});
