import { describe, expect, it } from 'vitest';
import { spellOutTimes } from './spelled-times.ts';

describe('spellOutTimes', () => {
  it.each([
    ['durante medio minuto acelera', 'durante 30 s acelera'],
    ['media hora despues sale', '30 min despues sale'],
    ['veinte minutos despues', '20 minutos despues'],
    ['tarda un segundo en', 'tarda 1 segundo en'],
  ])('writes «%s» as «%s»', (text, expected) => {
    expect(spellOutTimes(text)).toBe(expected);
  });

  it('leaves the ordinal «un segundo tren» alone: it is the second train, not a time', () => {
    expect(spellOutTimes('de la otra sale un segundo tren hacia la primera')).toBe(
      'de la otra sale un segundo tren hacia la primera',
    );
  });
});
