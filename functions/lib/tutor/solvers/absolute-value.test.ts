import { describe, expect, it } from 'vitest';
import { solveAbsoluteValue } from './absolute-value.ts';

const solve = (message: string) => solveAbsoluteValue(message) ?? '';

describe('solveAbsoluteValue', () => {
  it.each([
    ['|2x−3| < 5', ['$-5 < 2x - 3 < 5$', '**Solución: -1 < x < 4**', 'S = (-1; 4)']],
    ['resolve |2x-3|<=5', ['**Solución: -1 ≤ x ≤ 4**']],
    ['|3 - x| <= 2', ['se invierten', '**Solución: 1 ≤ x ≤ 5**']],
    ['3|x+1| - 2 >= 4', ['Despejá el módulo', '**Solución: x ≤ -3 o x ≥ 1**', '(-∞; -3] ∪ [1; +∞)']],
    ['|x| > 2', ['**Solución: x < -2 o x > 2**']],
    ['|x| > -1', ['**Solución: cualquier número real**']],
    ['|2x + 1| < -3', ['**Solución: ningún número real**']],
    ['|x+4| > 0', ['**Solución: x ≠ -4**']],
    ['|x - 1| <= 0', ['**Solución: x = 1**']],
  ])('inequality: %s', (message, expected) => {
    const reply = solve(message);

    expect(reply).toContain('## Inecuación con módulo');
    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    [
      'resolve |2x-3| = 5',
      [
        '$2x - 3 = 5 \\Rightarrow x = 4$',
        '$2x - 3 = -5 \\Rightarrow x = -1$',
        '**Soluciones: x = -1 y x = 4**',
      ],
    ],
    ['|x - 2| = 2x + 1', ['**se descarta**', '**Solución: x = 1/3**']],
    ['|2x+1| = -3', ['**La ecuación no tiene solución.**']],
    ['|x + 3| = 0', ['**Solución: x = -3**']],
    ['cuanto vale x si |x/2 - 1| = 3', ['**Soluciones: x = -4 y x = 8**']],
  ])('equation: %s', (message, expected) => {
    const reply = solve(message);

    expect(reply).toContain('## Ecuación con módulo');
    for (const text of expected) expect(reply).toContain(text);
  });

  it('reads a distance on the line as an absolute value', () => {
    const reply = solve(
      'Hallá todos los números reales cuya distancia a 4 es menor que 2. Expresá el resultado como intervalo.',
    );
    expect(reply).toContain('$|x - 4| < 2$');
    expect(reply).toContain('S = (2; 6)');
    expect(solve('Los números cuya distancia a −1 es mayor o igual que 3')).toContain(
      '**Solución: x ≤ -4 o x ≥ 2**',
    );
  });

  it('solves |A| = |B| as A = B or A = -B', () => {
    expect(solve('|x-1| = |2x+3|')).toContain('**Soluciones: x = -4 y x = -2/3**');
  });

  it.each([
    ['no absolute value', '2x - 3 < 5'],
    ['a quadratic inside', '|x^2 - 1| < 3'],
    ['x on both sides of an inequality', '|x - 1| < x'],
    ['no unknown', '|3 - 5| = 2'],
    ['two absolute values in an inequality', '|x| < |x - 1|'],
  ])('declines %s', (_kind, message) => {
    expect(solveAbsoluteValue(message)).toBeUndefined();
  });
});
