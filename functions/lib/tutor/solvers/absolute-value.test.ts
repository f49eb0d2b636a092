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

  it('reads «al 3» and a distance compared with another distance, as the exams word them', () => {
    expect(
      solve(
        'Hallar todos los puntos de la recta real cuya distancia al 3 es menor o igual que 5. Expresar el resultado como intervalo.',
      ),
    ).toContain('S = [-2; 8]');
    const twice = solve(
      'Hallar todos los puntos de la recta real cuya distancia al −4 es mayor que el doble de su distancia al 1.',
    );
    expect(twice).toContain('$|x + 4| > |2x - 2|$');
    expect(twice).toContain('S = (-2/3; 6)');
    expect(solve('Los números reales cuya distancia a −1 es el triple de su distancia a 3 son:')).toContain(
      '**Soluciones: x = 2 y x = 5**',
    );
    expect(solve('Los x cuya distancia a 6 es menor o igual que la mitad de su distancia a 0')).toContain(
      'S = [4; 12]',
    );
  });

  it('reads two conditions on one distance at once, «al origen» as the distance to 0', () => {
    expect(
      solve(
        'Expresar como unión de intervalos el conjunto de los números reales cuya distancia al origen es mayor o igual que 2 y menor que 5.',
      ),
    ).toContain('S = (-5; -2] ∪ [2; 5)');
    expect(solve('Los x cuya distancia a 3 es mayor que 1 y menor o igual que 4')).toContain(
      'S = [-1; 2) ∪ (4; 7]',
    );
    // «o»: either condition; «pero»: both.
    expect(
      solve('Hallar los puntos de la recta real cuya distancia al 1 es mayor que 4 o menor que 2.'),
    ).toContain('S = (-∞; -3) ∪ (-1; 3) ∪ (5; +∞)');
    expect(solve('Los x cuya distancia a 1 es mayor que 2 pero menor que 5')).toContain(
      'S = (-4; -1) ∪ (3; 6)',
    );
    // Inconsistent conditions leave no number.
    expect(solve('Los x cuya distancia a 1 es mayor que 5 y menor que 2')).toContain('ningún número real');
  });

  it('reads a distance equal to another as the point halfway', () => {
    expect(solve('Los números reales cuya distancia al 2 es igual a su distancia al 8 son:')).toContain(
      '**Solución: x = 5**',
    );
  });

  it('declines two distances to a point with decimals: the rewriting keeps whole points', () => {
    expect(solveAbsoluteValue('Los x cuya distancia a 1 es el doble de su distancia a 2,5')).toBeUndefined();
  });

  it('solves |A| ≶ |B| where the moduli are equal and between', () => {
    expect(solve('|x - 1| <= |2x + 4|')).toContain('S = (-∞; -5] ∪ [-1; +∞)');
    expect(solve('|x| < |x - 1|')).toContain('S = (-∞; 1/2)');
  });

  it('solves |A| = |B| as A = B or A = -B', () => {
    expect(solve('|x-1| = |2x+3|')).toContain('**Soluciones: x = -4 y x = -2/3**');
  });

  it.each([
    ['no absolute value', '2x - 3 < 5'],
    ['a quadratic inside', '|x^2 - 1| < 3'],
    ['no unknown', '|3 - 5| = 2'],
    ['a quadratic inside one of two moduli', '|x| < |x^2 - 1|'],
    [
      'whole numbers with one more condition, not the interval',
      'La distancia de x a 4 es menor que 2. Hallar x sabiendo que x es un entero par.',
    ],
    ['a function defined, whose vertex is asked', '¿Cuál es el vértice de la gráfica de f(x) = |x + 2| − 1?'],
    ['a function defined, whose image is asked', 'Hallar la imagen de g(x) = −3|x − 1| + 5.'],
    ['a curve y = …, whose area is asked', 'Calcular el área entre y = −|x| + 4 y el eje x.'],
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

describe('solveAbsoluteValue, a distance against k times another, checked back', () => {
  it('states a set that holds exactly where |x − a| ≶ k·|x − b| does', () => {
    const next = random(91);
    const words: [string, number][] = [
      ['el doble de', 2],
      ['el triple de', 3],
      ['la mitad de', 0.5],
    ];
    const relations: [string, (d: number) => boolean][] = [
      ['mayor que', (d) => d > 0],
      ['menor que', (d) => d < 0],
      ['mayor o igual que', (d) => d >= 0],
      ['menor o igual que', (d) => d <= 0],
    ];
    for (let n = 0; n < 40; n++) {
      const a = Math.floor(next() * 13) - 6;
      const b = Math.floor(next() * 13) - 6;
      if (a === b) continue;
      const [word, k] = words[Math.floor(next() * words.length)] ?? ['el doble de', 2];
      const [said, holds] = relations[Math.floor(next() * relations.length)] ?? [
        'mayor que',
        (d: number) => d > 0,
      ];
      const reply = solve(`Los x cuya distancia a ${a} es ${said} ${word} su distancia a ${b}`);
      const set = /S = (.*)$/m.exec(reply)?.[1] ?? '';
      const pieces = [...set.matchAll(/([[(])(-?[\d/]+|-∞); (-?[\d/]+|\+∞)([\])])/g)].map((m) => {
        const value = (t = '') =>
          t.includes('∞')
            ? t.startsWith('-')
              ? -Infinity
              : Infinity
            : t
                .split('/')
                .map(Number)
                .reduce((p, q) => p / q);
        return { lo: value(m[2]), hi: value(m[3]), loClosed: m[1] === '[', hiClosed: m[4] === ']' };
      });
      expect(pieces.length, reply).toBeGreaterThan(0);
      for (let x = -15; x <= 15; x += 0.125) {
        const inSet = pieces.some(
          (p) => (x > p.lo || (p.loClosed && x === p.lo)) && (x < p.hi || (p.hiClosed && x === p.hi)),
        );
        expect(inSet, `${a} ${said} ${k} ${b} at ${x}`).toBe(holds(Math.abs(x - a) - k * Math.abs(x - b)));
      }
    }
  });
});

describe('solveAbsoluteValue: the integers at a bounded distance', () => {
  it.each([
    // |x − 3| ≤ 4 ⇒ −1 ≤ x ≤ 7: nine integers.
    [
      '¿Cuántos números enteros están a una distancia de 3 menor o igual que 4?',
      '**Son 9: -1, 0, 1, 2, 3, 4, 5, 6, 7**',
    ],
    // |x − 4| < 2 ⇒ 2 < x < 6.
    [
      'La distancia de x a 4 es menor que 2. Hallar x sabiendo que x es un número entero.',
      '**x = 3, x = 4 o x = 5**',
    ],
    // |x + 1| < 3 ⇒ −4 < x < 2.
    ['Hallar los x enteros que cumplen |x + 1| < 3.', '**x = -3, x = -2, x = -1, x = 0 o x = 1**'],
    // |x + 2| < 3 ⇒ −5 < x < 1: five integers.
    ['¿Cuántos números enteros tienen una distancia a −2 menor que 3?', '**Son 5: -4, -3, -2, -1, 0**'],
    // |x − 10| ≤ 1 ⇒ 9, 10, 11.
    ['¿Cuántos enteros cumplen |x − 10| ≤ 1?', '**Son 3: 9, 10, 11**'],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it.each([
    // Unbounded: infinitely many; a sum of them; another condition besides.
    '¿Cuántos números enteros están a una distancia de 3 mayor que 4?',
    '¿Cuánto suman los números enteros cuya distancia a 4 es menor que 2?',
    '¿Cuántos números enteros positivos están a una distancia de 3 menor que 5?',
  ])('leaves another question to others: %s', (message) => {
    expect(solve(message)).not.toContain('Enteros a una distancia acotada');
  });
});
