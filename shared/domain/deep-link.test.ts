import { describe, expect, it } from 'vitest';
import { contentReturnPath, returnReason } from './deep-link.ts';

describe('the page a login leads back to', () => {
  it('keeps a page of the subscriber area, with its query', () => {
    expect(contentReturnPath('/content/educational/matematicas/ejercicio/mat-algebra-basica-001')).toBe(
      '/content/educational/matematicas/ejercicio/mat-algebra-basica-001',
    );
    expect(contentReturnPath('/content/repaso?desde=correo')).toBe('/content/repaso?desde=correo');
  });

  it.each([
    ['another site', '//evil.example/content/x'],
    ['a backslash', '/\\evil.example/content/x'],
    ['a public page', '/plans'],
    ['nothing', null],
    ['a broken escape', '/content/%E0%A4%A'],
    ['a scheme', 'javascript:alert(1)'],
  ])('ignores %s', (_name, value) => {
    expect(contentReturnPath(value)).toBeNull();
  });

  it('says why /login asks, by the kind of page', () => {
    expect(returnReason('/content/educational/fisica/ejercicio/fis-mecanica-001')).toBe(
      'Ingresá para abrir ese ejercicio.',
    );
    expect(returnReason('/content/simulador/abc')).toBe('Ingresá para seguir con ese simulador.');
    expect(returnReason('/content/repaso')).toBe('Ingresá para hacer tu repaso.');
    expect(returnReason('/content/sesion')).toBe('Ingresá para hacer tu sesión de hoy.');
    expect(returnReason('/content/educational/quimica')).toBe('Ingresá para ver esa página.');
  });
});
