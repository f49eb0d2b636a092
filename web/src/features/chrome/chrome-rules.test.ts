import { describe, expect, it } from 'vitest';
import { chromeFor } from './chrome-rules.ts';

describe('chromeFor', () => {
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
    ['/content', 'content', 'content'],
    ['/content/educational/fisica', 'content', 'content'],
  ] as const)('%s shows the %s header and the %s footer', (path, header, footer) => {
    expect(chromeFor(path)).toEqual({ header, footer, countdown: true });
  });

  it.each(['/arrepentimiento', '/baja', '/confirmar-solicitud'])(
    'shows the site header and footer but no countdown on the request page %s',
    (path) => {
      expect(chromeFor(path)).toEqual({ header: 'public', footer: 'site', countdown: false });
    },
  );

  it.each([
    '/login',
    '/email-verification',
    '/plans',
    '/subscription/success',
    '/subscription/failure',
    '/subscription/pending',
    '/cuenta-eliminada',
    '/recordatorios/baja',
  ])('hides header, footer and countdown on %s', (path) => {
    expect(chromeFor(path)).toEqual({ header: 'none', footer: 'none', countdown: false });
  });
});
