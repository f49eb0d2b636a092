import { describe, expect, it } from 'vitest';
import { solveRestrictions } from './algebraic-fraction-restrictions.ts';

describe('solveRestrictions', () => {
  it('reads the values x cannot take in an equation, asked alone', () => {
    const reply = solveRestrictions(
      'Se da la ecuación 3/(x − 1) − 2/(x + 1) = 10/(x² − 1). Indique qué valores no puede tomar x.',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**x ≠ -1 y x ≠ 1**');
  });

  it('reads an expression and other wordings', () => {
    expect(
      solveRestrictions('Indicá los valores de x para los cuales (x + 1)/(x² − 4) no está definida.')?.text,
    ).toContain('**x ≠ -2 y x ≠ 2**');
    expect(
      solveRestrictions('¿Para qué valores de x no está definida la expresión (x + 3)/(x² − 5x + 6)?')?.text,
    ).toContain('**x ≠ 2 y x ≠ 3**');
    const reply = solveRestrictions(
      'Establezca las restricciones de la ecuación 2/(x + 4) + 1/x = 3/(x² + 1).',
    );
    expect(reply?.text).toContain('**x ≠ -4 y x ≠ 0**');
    expect(reply?.text).toContain('no se anula para ningún x real');
  });

  it('leaves alone another question, no denominator, a parameter or a root', () => {
    // Solving asked besides: the equation's solver answers both.
    expect(
      solveRestrictions('Resuelva 1/(x − 2) = 3 e indique qué valores no puede tomar x.'),
    ).toBeUndefined();
    expect(solveRestrictions('Indique qué valores no puede tomar x en 2x + 3 = 7.')).toBeUndefined();
    expect(solveRestrictions('Indique qué valores no puede tomar x en a/(x − a) = 2.')).toBeUndefined();
    expect(solveRestrictions('Indique qué valores no puede tomar x en 1/√(x − 2) = 3.')).toBeUndefined();
    // Two expressions: which one is asked is not said.
    expect(
      solveRestrictions('Sean A(x) = 1/(x − 1) y B(x) = 2/(x + 3). ¿Para qué valores de x no está definida?'),
    ).toBeUndefined();
  });
});
