import { describe, expect, it } from 'vitest';
import { isKeyword, MAX_KEYWORD_LENGTH } from './keyword.ts';

describe('isKeyword', () => {
  it.each(['utn', 'utn-matematica', 'preparacion-fisica-utn', 'ingreso-2025-utn'])('accepts %s', (value) => {
    expect(isKeyword(value)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'UTN-Matematica',
    'utn_matematica',
    'utn--fisica',
    '-utn',
    'utn-',
    'física-utn',
    'utn matematica',
    'a'.repeat(MAX_KEYWORD_LENGTH + 1),
  ])('refuses %j', (value) => {
    expect(isKeyword(value)).toBe(false);
  });
});
