import { describe, expect, it } from 'vitest';
import { asksForResult } from './direct-answer.ts';

describe('asksForResult', () => {
  it.each([
    'Resolvé 2x + 3 = 11',
    'como resuelvo 3x+5=20',
    'cuántos moles hay en 36 g de agua?',
    'y si fuera 3x + 3 = 11?',
    'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. ¿Qué distancia recorre?',
  ])('takes %j as asking for the result', (message) => {
    expect(asksForResult(message)).toBe(true);
  });

  it.each([
    'No entiendo por qué 2x + 3 = 11 da x = 4',
    'explicame como se hace 2x + 3 = 11',
    'x² - 4x + 4 = 0 me dio raiz doble, ¿está bien?',
    'dame una pista para 3x + 5 = 20, sin darme el resultado',
    '(x-1)/(x+2) >= 0 no me sale la tabla de signos',
    '¿En qué me equivoqué? Hice 2x = 11 + 3',
  ])('takes %j as asking for more than the result', (message) => {
    expect(asksForResult(message)).toBe(false);
  });
});
