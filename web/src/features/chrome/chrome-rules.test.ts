import { describe, expect, it } from 'vitest';
import { pageTable } from '../../app/page-table.ts';
import { chromeFor } from './chrome-rules.ts';

const chromeAt = (path: string) => chromeFor(path, pageTable);

describe('chromeFor, over the declared pages', () => {
  it.each([
    ['/', 'public', 'site'],
    ['/estado', 'public', 'site'],
    ['/privacidad', 'public', 'site'],
    ['/probar', 'public', 'site'],
    ['/terminos', 'public', 'site'],
    ['/no/existe', 'public', 'site'],
    ['/utn-matematica', 'landing', 'site'],
    ['/simulador-utn/', 'landing', 'site'],
    ['/palabra-desconocida', 'landing', 'site'],
    ['/ingreso', 'landing', 'site'],
    ['/ingreso/ingenieria-civil', 'landing', 'site'],
    ['/ingreso/a/b', 'public', 'site'],
    ['/como-es-el-ingreso', 'landing', 'site'],
    ['/como-es-el-ingreso/frba', 'public', 'site'],
    ['/content', 'content', 'content'],
    ['/content/educational/fisica', 'content', 'content'],
  ] as const)('%s shows the %s header and the %s footer', (path, header, footer) => {
    expect(chromeAt(path)).toEqual({ header, footer, countdown: true });
  });

  it.each(['/arrepentimiento', '/baja', '/confirmar-solicitud'])(
    'shows the site header and footer but no countdown on the request page %s',
    (path) => {
      expect(chromeAt(path)).toEqual({ header: 'public', footer: 'site', countdown: false });
    },
  );

  it.each([
    '/login',
    '/login/enlace',
    '/email-verification',
    '/plans',
    '/subscription/success',
    '/subscription/failure',
    '/subscription/pending',
    '/cuenta-eliminada',
    '/recordatorios/baja',
  ])('hides header, footer and countdown on %s', (path) => {
    expect(chromeAt(path)).toEqual({ header: 'none', footer: 'none', countdown: false });
  });

  it('follows the route the router would pick, not the first declared that matches', () => {
    const pages = [
      { path: '/:keyword', chrome: 'landing' },
      { path: '/login', chrome: 'focused' },
    ] as const;
    expect(chromeFor('/login', pages).header).toBe('none');
    expect(chromeFor('/otra', pages).header).toBe('landing');
    expect(chromeFor('/otra/mas', pages).header).toBe('public');
  });
});
