import { describe, expect, it } from 'vitest';
import { passVerdict, scoreLine } from './pass-bar.ts';

describe('scoreLine', () => {
  it('says the mark out of 10 and the answers it comes from', () => {
    expect(scoreLine(30, 6, 20)).toBe('Tu nota: 3/10 (6 de 20 correctas)');
    expect(scoreLine(65, 13, 20)).toBe('Tu nota: 6,5/10 (13 de 20 correctas)');
    expect(scoreLine(100, 1, 1)).toBe('Tu nota: 10/10 (1 de 1 correcta)');
  });
});

describe('passVerdict', () => {
  it('says by how much a passing mark clears the 4', () => {
    expect(passVerdict(65)).toEqual({ passes: true, text: 'Aprobarías: 2,5 puntos sobre el 4.' });
    expect(passVerdict(100)).toEqual({ passes: true, text: 'Aprobarías: 6 puntos sobre el 4.' });
    expect(passVerdict(50).text).toBe('Aprobarías: 1 punto sobre el 4.');
  });

  it('counts exactly 4 as a pass', () => {
    expect(passVerdict(40)).toEqual({ passes: true, text: 'Aprobarías: justo el 4 que pide el ingreso.' });
  });

  it('says how much a failing mark is missing', () => {
    expect(passVerdict(25)).toEqual({ passes: false, text: 'Te faltan 1,5 puntos para el 4.' });
    expect(passVerdict(30).text).toBe('Te falta 1 punto para el 4.');
    expect(passVerdict(0).text).toBe('Te faltan 4 puntos para el 4.');
    expect(passVerdict(39).text).toBe('Te faltan 0,1 puntos para el 4.');
  });
});
