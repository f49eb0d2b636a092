import { describe, expect, it } from 'vitest';
import { isSimulatorContext, tutorContextFor } from './page-context.ts';

describe('tutorContextFor', () => {
  it.each([
    [
      '/content/educational/matematicas/ejercicio/mat-ecuaciones-004',
      'ejercicio:matematicas:mat-ecuaciones-004',
    ],
    ['/content/educational/fisica/mini-clase/cinematica', 'mini-clase:fisica:cinematica'],
    ['/content/simulador/abc-123', 'simulador:abc-123'],
    ['/content/simulador', 'simulador:actual'],
    ['/content/dashboard', 'ingreso-utn'],
    ['/', 'ingreso-utn'],
    ['/content/educational/matematicas', 'ingreso-utn'],
  ])('tags %s as %s', (path, tag) => {
    expect(tutorContextFor(path)).toBe(tag);
  });

  it('falls back to the course for a tag the server would refuse as too long', () => {
    expect(tutorContextFor(`/content/simulador/${'x'.repeat(80)}`)).toBe('ingreso-utn');
  });

  it('knows the simulator player', () => {
    expect(isSimulatorContext(tutorContextFor('/content/simulador/abc'))).toBe(true);
    expect(isSimulatorContext('ingreso-utn')).toBe(false);
  });
});
