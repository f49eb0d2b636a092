import { describe, expect, it } from 'vitest';
import { workedReply } from '../solvers/reply.ts';
import {
  earlierFunction,
  inOtherAngleUnit,
  withEarlierComplex,
  withEarlierFunction,
  withEarlierParameters,
} from './earlier-function.ts';
import { answerOfflineDetailed } from './engine.ts';
import type { PartAnswer } from './part-chains.ts';

const found = (answer: string, certain = true): PartAnswer => ({
  label: 'a',
  question: 'Halle la expresión de f.',
  reply: {
    text: workedReply({
      title: 'Función cuadrática a partir de sus datos',
      data: 'raíces x = 1 y x = 3; pasa por (0; 6)',
      steps: ['Forma factorizada: $f(x) = a(x - 1)(x - 3)$, y con (0; 6), a = 2.'],
      answer,
      closing: '¿Y si abriera hacia abajo?',
    }),
    certain,
  },
});

describe('a later part that studies the function an earlier part found', () => {
  it('reads the one function an earlier sure reply states', () => {
    expect(earlierFunction(found('**Forma polinómica: f(x) = 2x² - 8x + 6**'))).toEqual({
      label: 'a',
      name: 'f',
      body: '2x² - 8x + 6',
    });
    expect(earlierFunction(found('**f(x) = 2x² - 8x + 6**', false))).toBeUndefined();
    expect(earlierFunction(found('**f(x) = 2x² - 8x + 6**\n\n**g(x) = x + 1**'))).toBeUndefined();
    // A value of the function is no function.
    expect(earlierFunction(found('**f(2) = -2**'))).toBeUndefined();
  });

  it('writes the part with the function in its place, only when the statement says nothing more', () => {
    const part = found('**f(x) = 2x² - 8x + 6**');
    const fn = earlierFunction(part);
    if (!fn) throw new Error('no function');
    const statement = 'La parábola de f corta al eje x en x = 1 y en x = 3, y corta al eje y en (0; 6).';
    const earlierReply = part.reply?.text ?? '';
    expect(withEarlierFunction('¿Para qué valores de x es f(x) > 0?', fn, statement, earlierReply)).toEqual([
      '¿Para qué valores de x es 2x² - 8x + 6 > 0?',
      'Dada f(x) = 2x² - 8x + 6.\n¿Para qué valores de x es f(x) > 0?',
    ]);
    // A datum the earlier part did not use (the line of another part), or no f named: left alone.
    expect(
      withEarlierFunction('Halle el vértice.', fn, `${statement} Sea g(x) = 4x − 7.`, earlierReply),
    ).toEqual([]);
    expect(
      withEarlierFunction('Halle el vértice.', fn, 'Una parábola corta al eje x en 1 y 3.', earlierReply),
    ).toEqual([]);
  });

  it('writes every letter found together into the statement’s formula', () => {
    const statement = 'Dado P(x) = x³ + ax² + bx − 6, se sabe que x = 1 es raíz de P y que P(−1) = −4.';
    const written = withEarlierParameters(
      'Halle el conjunto solución de P(x) ≥ 0.',
      [
        ['a', '−2'],
        ['b', '7'],
      ],
      statement,
    );
    expect(written?.statements).toContain('Dado P(x) = x³ − 2x² + 7x − 6.');
    // The part asks of a letter itself, or an unknown among the letters: not this reading.
    expect(
      withEarlierParameters(
        '¿Para qué valores de a …?',
        [
          ['a', '1'],
          ['b', '2'],
        ],
        statement,
      ),
    ).toBeUndefined();
    expect(
      withEarlierParameters(
        'Calcule P(2).',
        [
          ['x', '1'],
          ['y', '2'],
        ],
        statement,
      ),
    ).toBeUndefined();
  });

  it('answers the later parts of exam pages through the engine', () => {
    const parabola = answerOfflineDetailed({
      message:
        'La gráfica de una función cuadrática f corta al eje x en x = 1 y en x = 7, y pasa por el punto (4, 18).\na) Halle la expresión polinómica de f.\nb) Indique las coordenadas del vértice y el conjunto imagen.\nc) ¿Para qué valores de x es f(x) > 0? Exprese la respuesta como intervalo.',
      passages: [],
    });
    expect(parabola.certain).toBe(true);
    expect(parabola.text).toContain('Con la función de a), f(x) = -2x² + 16x - 14:');
    expect(parabola.text).toContain('S = (1; 7)');
    const cubic = answerOfflineDetailed({
      message:
        'Dado P(x) = x³ + ax² + bx + 6, se sabe que x = 1 es raíz de P y que el resto de dividir P(x) por (x − 2) es −4.\na) Determine a y b.\nb) Halle el conjunto solución de P(x) > 0 y expréselo con intervalos.',
      passages: [],
    });
    expect(cubic.certain).toBe(true);
    expect(cubic.text).toMatch(/Con el resultado de a\), a = −?-?\d+, b = −?-?\d+:/);
  });

  it('leaves a later part uncertain when the statement holds a datum no part used', () => {
    const reply = answerOfflineDetailed({
      message:
        'La gráfica de una función cuadrática f corta al eje x en x = 1 y en x = 7, y pasa por el punto (4, 18). Sea h la altura de 30 m.\na) Halle la expresión polinómica de f.\nb) ¿Para qué valores de x es f(x) > 0?',
      passages: [],
    });
    expect(reply.text).not.toContain('Con la función de a)');
  });

  it('finds every seeded parabola’s sign from its roots (property)', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let sure = 0;
    for (let round = 0; round < 8; round++) {
      const r1 = -5 + next(5);
      const r2 = r1 + 2 + next(6);
      const a = [1, 2, 3, -1, -2][next(5)] ?? 1;
      const px = r2 + 1;
      const py = a * (px - r1) * (px - r2);
      const reply = answerOfflineDetailed({
        message: `La gráfica de una función cuadrática f corta al eje x en x = ${r1} y en x = ${r2}, y pasa por el punto (${px}, ${py}).\na) Halle la expresión polinómica de f.\nb) ¿Para qué valores de x es f(x) < 0? Exprese la respuesta como intervalo.`,
        passages: [],
      });
      if (!reply.certain) continue;
      sure++;
      // A parabola opening up is negative between its roots; opening down, outside them.
      const between = `S = (${r1}; ${r2})`;
      if (a > 0) expect(reply.text).toContain(between);
      else expect(reply.text).not.toContain(between);
    }
    expect(sure).toBeGreaterThanOrEqual(6);
  });
});

describe('earlier solutions asked in the other unit of angle', () => {
  it('asks the earlier question again with the turn in the unit asked', () => {
    const earlier = ['Halle todas sus soluciones en el intervalo [0°, 360°).'];
    expect(inOtherAngleUnit('Exprese en radianes las soluciones halladas en a).', earlier)).toBe(
      'Halle todas sus soluciones en el intervalo [0, 2π).',
    );
    expect(inOtherAngleUnit('Pase a grados los ángulos obtenidos.', ['Resuelva en [0, 2π].'])).toBe(
      'Resuelva en [0°, 360°].',
    );
    // No earlier turn in the other unit, or another question.
    expect(inOtherAngleUnit('Exprese en radianes las soluciones halladas.', ['Resuelva.'])).toBeUndefined();
    expect(inOtherAngleUnit('¿Cuántas soluciones hay?', earlier)).toBeUndefined();
  });

  it('answers the page through the engine', () => {
    const reply = answerOfflineDetailed({
      message:
        'Considere la ecuación 2 sen² x = 1 − sen x.\na) Encuentre todas sus soluciones en el intervalo [0°, 360°).\nb) Exprese en radianes las soluciones halladas en a).',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('π/6');
    expect(reply.text).toContain('3π/2');
  });
});

describe('a complex number an earlier part found, named by its operation', () => {
  it('writes the number out for the later part, and leaves another part’s alone', () => {
    const reply = answerOfflineDetailed({
      message:
        'Dados los números complejos z₁ = 2 + i y z₂ = 1 − 3i, calcule:\na) z₁ · z₂\nb) El módulo del producto obtenido en a).',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('Con el resultado de a), 5 - 5i:');
    expect(reply.text).toContain('√50');
    const product: PartAnswer = {
      label: 'a',
      question: 'z₁ · z₂',
      reply: { text: '**z₁ · z₂ = 5 - 5i**', certain: true },
    };
    expect(withEarlierComplex('El módulo del producto obtenido en b).', product)).toBeUndefined();
    expect(
      withEarlierComplex('El módulo del producto obtenido en a).', { ...product, reply: undefined }),
    ).toBeUndefined();
  });
});

describe('an expression the statement names, ordered by a pronoun or named among words', () => {
  it('simplifies it, and gives the values where it is not defined', () => {
    const reply = answerOfflineDetailed({
      message:
        'Dada la expresión R(x) = (x² − 4x)/(x² − 16):\na) Simplificala.\nb) ¿Para qué valores de x R(x) no está definida?',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**Resultado: x/(x + 4), con x ≠ -4 y x ≠ 4**');
    expect(reply.text).toContain('**x ≠ -4 y x ≠ 4**');
  });
});
