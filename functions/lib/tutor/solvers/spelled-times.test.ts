import { describe, expect, it } from 'vitest';
import { spelledTimes, spellOutTimes } from './spelled-times.ts';

describe('spellOutTimes', () => {
  it.each([
    ['durante medio minuto acelera', 'durante 30 s acelera'],
    ['media hora despues sale', '30 min despues sale'],
    ['veinte minutos despues', '20 minutos despues'],
    ['tarda un segundo en', 'tarda 1 segundo en'],
    // The fraction after «y» belongs to the time: «una hora» alone read 90 km in it as 90 km/h.
    ['recorre 90 km en una hora y cuarto', 'recorre 90 km en 1,25 h'],
    ['viaja durante 2 horas y media', 'viaja durante 2,5 h'],
    ['tres horas y tres cuartos', '3,75 h'],
    ['un minuto y medio despues', '1,5 min despues'],
    ['una hora y media', '1,5 h'],
  ])('writes «%s» as «%s»', (text, expected) => {
    expect(spellOutTimes(text)).toBe(expected);
  });

  it('leaves the ordinal «un segundo tren» alone: it is the second train, not a time', () => {
    expect(spellOutTimes('de la otra sale un segundo tren hacia la primera')).toBe(
      'de la otra sale un segundo tren hacia la primera',
    );
  });

  it('says each time spelled out beside the number it was read as', () => {
    expect(
      spelledTimes('marcha a 18 km/h durante media hora y luego a 24 km/h durante tres cuartos de hora'),
    ).toEqual(['media hora = 30 min', 'tres cuartos de hora = 45 min']);
    expect(spelledTimes('viaja durante 2 horas y media')).toEqual(['2 horas y media = 2,5 h']);
    expect(spelledTimes('recorre 90 km en 2 h')).toEqual([]);
  });
});
