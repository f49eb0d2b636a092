import { describe, expect, it } from 'vitest';
import { writeTestSite } from '../../test/test-site.ts';
import { readSiteManifest } from '../../web/site-manifest.ts';
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
    keywords: ['ingreso', 'simulador-utn', 'utn-matematica'],
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

  it.each([
    ['/simulador-utn', '/simulador-utn/index.html'],
    ['/simulador-utn/', '/simulador-utn/index.html'],
    ['/ingreso', '/ingreso/index.html'],
    ['/ingreso/', '/ingreso/index.html'],
  ])('serves the keyword page %s', (uri, expected) => {
    expect(rewrite(uri)).toEqual({ kind: 'file', uri: expected });
  });

  it('serves a keyword with a page of its own under /ingreso/ too, from that page', () => {
    expect(rewrite('/ingreso/utn-matematica')).toEqual({ kind: 'file', uri: '/utn-matematica/index.html' });
  });

  it.each(['/palabra-sin-pagina', '/utn-frba', '/ingreso/ingenieria-aeroespacial', '/404'])(
    'serves the generic SEO page for the keyword %s, which has no page',
    (uri) => {
      expect(rewrite(uri)).toEqual({ kind: 'file', uri: '/keyword.html' });
    },
  );

  it('reads the page list whole: no run of two pages joined by "|" is a page', () => {
    expect(rewrite('/estado|/login')).toMatchObject({ kind: 'response', status: 404 });
  });

  it('does not take a login or status page for a keyword under /ingreso/', () => {
    expect(rewrite('/ingreso/login')).toEqual({ kind: 'file', uri: '/keyword.html' });
  });

  it.each([
    ['/Simulador-UTN', '/simulador-utn'],
    ['/INGRESO/Otra-Palabra/', '/ingreso/otra-palabra'],
  ])('sends %s to its lower-case address for good', (uri, location) => {
    expect(rewrite(uri)).toEqual({ kind: 'response', status: 301, headers: { location }, body: '' });
  });

  it('keeps the query string when it redirects', () => {
    const source = renderPathRewrite({ pages: ['/'], notFoundHtml: '' });
    const run = new Function(`${source}\nreturn handler;`)() as (event: unknown) => {
      headers: { location: { value: string } };
    };
    const result = run({
      request: { uri: '/UTN-Fisica', querystring: { utm_source: { value: 'google' }, a: { value: '' } } },
    });
    expect(result.headers.location.value).toBe('/utn-fisica?utm_source=google&a');
  });

  it.each(['/utn_matematica', '/ingreso/Palabra_Rara', '/ingreso/a/b', `/${'a'.repeat(81)}`])(
    'answers %s, which is not a keyword, with the 404 page',
    (uri) => {
      expect(rewrite(uri)).toMatchObject({ kind: 'response', status: 404 });
    },
  );

  it('answers an unknown page itself with the 404 page and status 404', () => {
    expect(rewrite('/no-existe/para-nada')).toEqual({
      kind: 'response',
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      body: '<h1>No encontramos esta página</h1>',
    });
  });

  it('lists the pages of a built site and stays within CloudFront’s size limit', () => {
    const dir = writeTestSite({
      'index.html': '<p>x</p>',
      'login/index.html': '<p>x</p>',
      'ingreso/utn-frba/index.html': '<p>x</p>',
      'content/index.html': '<p>x</p>',
      '404.html': '<p>404</p>',
      'keyword.html': '<p>x</p>',
    });
    expect(builtPages(readSiteManifest(dir))).toEqual(['/', '/ingreso/utn-frba', '/login']);
    expect(Buffer.byteLength(pathRewriteFor(dir))).toBeLessThan(MAX_FUNCTION_BYTES);
    expect(loadPathRewrite(pathRewriteFor(dir))('/no-existe/para-nada')).toMatchObject({
      body: '<p>404</p>',
    });
  });

  it('tells keyword pages, which embed their copy, from the app’s own pages', () => {
    const dir = writeTestSite(
      {
        'index.html': '<p>x</p>',
        'login/index.html': '<p>x</p>',
        'utn-fisica/index.html': '<p>x</p>',
        'ingreso/index.html': '<p>x</p>',
        'ingreso/ingenieria-civil/index.html': '<p>x</p>',
      },
      { seo: ['/utn-fisica', '/ingreso', '/ingreso/ingenieria-civil'] },
    );
    const run = loadPathRewrite(pathRewriteFor(dir));
    expect(run('/ingreso/utn-fisica')).toEqual({ kind: 'file', uri: '/utn-fisica/index.html' });
    expect(run('/ingreso/ingenieria-civil')).toEqual({
      kind: 'file',
      uri: '/ingreso/ingenieria-civil/index.html',
    });
    expect(run('/ingreso/login')).toEqual({ kind: 'file', uri: '/keyword.html' });
  });

  describe('on a stage with its own domain', () => {
    const apex = 'ejemplo.test';
    const onDomain = loadPathRewrite(renderPathRewrite({ pages: ['/', '/login'], notFoundHtml: '', apex }));

    it('sends www to the apex for good, with the path and the query string', () => {
      const source = renderPathRewrite({ pages: ['/'], notFoundHtml: '', apex });
      const run = new Function(`${source}\nreturn handler;`)() as (event: unknown) => {
        statusCode: number;
        headers: { location: { value: string } };
      };
      const result = run({
        request: {
          uri: '/login',
          headers: { host: { value: `www.${apex}` } },
          querystring: { utm_source: { value: 'google' } },
        },
      });
      expect(result.statusCode).toBe(301);
      expect(result.headers.location.value).toBe(`https://${apex}/login?utm_source=google`);
    });

    it('redirects www before anything else, even a file or a page that does not exist', () => {
      expect(onDomain('/favicon.svg', `www.${apex}`)).toMatchObject({
        status: 301,
        headers: { location: `https://${apex}/favicon.svg` },
      });
      expect(onDomain('/no-existe', `www.${apex}`)).toMatchObject({
        status: 301,
        headers: { location: `https://${apex}/no-existe` },
      });
    });

    it('serves the apex (and any other host CloudFront lets through) as before', () => {
      expect(onDomain('/login', apex)).toEqual({ kind: 'file', uri: '/login/index.html' });
      expect(onDomain('/login')).toEqual({ kind: 'file', uri: '/login/index.html' });
    });

    it('redirects nothing without a domain', () => {
      expect(rewrite('/login', 'www.d111111abcdef8.cloudfront.net')).toEqual({
        kind: 'file',
        uri: '/login/index.html',
      });
    });
  });

  it('refuses to build a function over CloudFront’s size limit', () => {
    expect(() =>
      renderPathRewrite({ pages: ['/'], notFoundHtml: `<p>${'x'.repeat(MAX_FUNCTION_BYTES)}</p>` }),
    ).toThrow(/over the 10240-byte limit/);
  });
});
