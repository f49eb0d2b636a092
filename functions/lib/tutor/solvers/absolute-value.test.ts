import { describe, expect, it } from 'vitest';
import { solveAbsoluteValue } from './absolute-value.ts';
import { random } from './testing.ts';

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
    ['no unknown', '|3 - 5| = 2'],
    ['two absolute values in an inequality', '|x| < |x - 1|'],
  ])('declines %s', (_kind, message) => {
    expect(solveAbsoluteValue(message)).toBeUndefined();
  });
});

describe('solveAbsoluteValue, |A| against a line', () => {
  it.each([
    ['Resolvé |2x − 1| < x + 2', '**Solución: -1/3 < x < 3**'],
    ['|x - 1| < x', '**Solución: x > 1/2**'],
    ['Resolvé |x − 3| ≥ 2x', '**Solución: x ≤ 1**'],
    ['Resolvé |x + 1| ≤ −x − 5', '**Solución: ningún número real**'],
    ['Resolvé |2x + 4| ≤ x + 2', '**Solución: x = -2**'],
  ])('%s', (message, answer) => {
    expect(solve(message)).toContain(answer);
  });

  it('states the set the inequality holds in, checked by brute force (seeded)', () => {
    const next = random(77);
    const int = () => Math.floor(next() * 9) - 4;
    for (let n = 0; n < 60; n++) {
      const [a, b, m, q] = [int() || 1, int(), int(), int()];
      const relation = ['<', '≤', '>', '≥'][Math.floor(next() * 4)] ?? '<';
      const reply = solve(`Resolvé |${a}x + ${b}| ${relation} ${m}x + ${q}`.replace(/\+ -/g, '- '));
      const set = /S = (.+)$/m.exec(reply)?.[1] ?? (reply.includes('ningún número real') ? '∅' : '');
      expect(set, `${a} ${b} ${m} ${q} ${relation}`).not.toBe('');
      for (let k = -60; k <= 60; k++) {
        const x = k / 4 + 0.01;
        const left = Math.abs(a * x + b);
        const right = m * x + q;
        const holds =
          relation === '<'
            ? left < right
            : relation === '≤'
              ? left <= right
              : relation === '>'
                ? left > right
                : left >= right;
        expect(inSet(set, x), `${a}x + ${b} ${relation} ${m}x + ${q} at ${x}`).toBe(holds);
      }
    }
  });
});

/** Whether x is in a set written as the replies write it: «(-1/3; 3)», «(-∞; 1] ∪ [2; +∞)», «ℝ», «∅», «{-2}». */
function inSet(text: string, x: number): boolean {
  if (text.startsWith('∅')) return false;
  if (text.startsWith('ℝ')) return true;
  const value = (raw: string) => {
    const t = raw.trim().replace(',', '.');
    if (t.endsWith('∞')) return t.startsWith('-') ? -Infinity : Infinity;
    const [n, d] = t.split('/').map(Number);
    return (n ?? 0) / (d ?? 1);
  };
  return text.split(' ∪ ').some((piece) => {
    const point = /^\{(.+)\}$/.exec(piece.trim());
    if (point?.[1]) return Math.abs(value(point[1]) - x) < 1e-9;
    const m = /^([[(])(.+); (.+)([\])])$/.exec(piece.trim());
    if (!m) return false;
    const [lo, hi] = [value(m[2] ?? ''), value(m[3] ?? '')];
    return (m[1] === '[' ? x >= lo : x > lo) && (m[4] === ']' ? x <= hi : x < hi);
  });
}
