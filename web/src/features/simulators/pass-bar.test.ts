import { describe, expect, it } from 'vitest';
import { passVerdict } from './pass-bar.ts';

describe('passVerdict', () => {
  it('says by how much a passing score clears the 4', () => {
    expect(passVerdict(65)).toEqual({ passes: true, text: 'Aprobarías: 6,5 de 10, 2,5 puntos sobre el 4.' });
    expect(passVerdict(100)).toEqual({ passes: true, text: 'Aprobarías: 10 de 10, 6 puntos sobre el 4.' });
    expect(passVerdict(50).text).toBe('Aprobarías: 5 de 10, 1 punto sobre el 4.');
  });

  it('counts exactly 4 as a pass', () => {
    expect(passVerdict(40)).toEqual({
      passes: true,
      text: 'Aprobarías: 4 de 10, justo el 4 que pide el ingreso.',
    });
  });

  it('says how much a failing score is missing', () => {
    expect(passVerdict(25)).toEqual({
      passes: false,
      text: 'Te faltan 1,5 puntos para el 4: sacaste 2,5 de 10.',
    });
    expect(passVerdict(30).text).toBe('Te falta 1 punto para el 4: sacaste 3 de 10.');
    expect(passVerdict(0).text).toBe('Te faltan 4 puntos para el 4: sacaste 0 de 10.');
    expect(passVerdict(39).text).toBe('Te faltan 0,1 puntos para el 4: sacaste 3,9 de 10.');
  });
});
