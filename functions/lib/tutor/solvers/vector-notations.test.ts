import { describe, expect, it } from 'vitest';
import { findVectors, solveVectors } from './vectors.ts';

const components = (text: string) =>
  findVectors(text).map((vector) => [vector.name, vector.v.map((r) => r.n / r.d)]);

describe('vectors in the notations exams use', () => {
  it('reads (2; −1; 3), (2, −1, 3), ⟨2, −1, 3⟩ and 2i − j + 3k as the same vector', () => {
    for (const written of ['(2; −1; 3)', '(2, −1, 3)', '⟨2, −1, 3⟩', '2i − j + 3k', '2î − ĵ + 3k̂']) {
      expect(components(`Sea A = ${written} y B = (1; 0; 0).`)[0], written).toEqual(['A', [2, -1, 3]]);
    }
  });

  it('puts a missing unit vector as a 0 component, in space when another vector has a k', () => {
    expect(components('¿Qué ángulo forman A = i + j y B = j + k?')).toEqual([
      ['A', [1, 1, 0]],
      ['B', [0, 1, 1]],
    ]);
    expect(components('Dado u = 3i + 4j, hallá su módulo.')).toEqual([['u', [3, 4]]]);
  });

  it('solves the cross product of vectors written with i, j, k, checked perpendicular to both', () => {
    const reply = solveVectors(
      'Dados A = 2i − j + 3k y B = i + 4j − 2k, calculá el producto vectorial A × B.',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**A × B = (-10; 7; 9)**');
  });

  it('answers the modulus of the cross product, and the angle asked «¿qué ángulo forman?»', () => {
    const modulus = solveVectors(
      'Con A = (2; −1; 3) y B = (1; 4; −2), calculá el módulo del producto vectorial A × B.',
    );
    expect(modulus?.text).toMatch(/\*\*\|A × B\| = √230 ≈ 15,17\*\*/);
    const angle = solveVectors('Dados A = (1, 2, 2) y B = (2, −2, 1), ¿qué ángulo forman los vectores?');
    expect(angle?.text).toContain('**θ = 90°**');
  });

  it('leaves a sum with a repeated unit vector alone', () => {
    expect(findVectors('Sea A = 2i + 3i − k y B = (1; 0; 0).').map((vector) => vector.name)).toEqual(['B']);
  });

  it('finds |A + B| back for random vectors written with i, j, k (property)', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return Math.floor((seed / 2147483647) * 11) - 5;
    };
    const term = (c: number, unit: string, first: boolean) => {
      if (c === 0) return '';
      const sign = c < 0 ? (first ? '−' : ' − ') : first ? '' : ' + ';
      return `${sign}${Math.abs(c) === 1 ? '' : Math.abs(c)}${unit}`;
    };
    const written = (v: number[]) =>
      ['i', 'j', 'k']
        .map((unit, k) =>
          term(
            v[k] ?? 0,
            unit,
            v.slice(0, k).every((c) => c === 0),
          ),
        )
        .join('');
    for (let i = 0; i < 30; i++) {
      const a = [next(), next(), next() || 1];
      const b = [next(), next(), next() || 2];
      const reply = solveVectors(`Dados A = ${written(a)} y B = ${written(b)}, calculá |A + B|.`);
      const sum = a.map((x, k) => x + (b[k] ?? 0));
      const expected = Math.hypot(...sum);
      const stated = /\*\*\|A \+ B\| = [^*]*?(\d+(?:,\d+)?)\*\*/.exec(reply?.text ?? '')?.[1];
      expect(Number(stated?.replace(',', '.')), `${written(a)} | ${written(b)}`).toBeCloseTo(expected, 1);
    }
  });
});

describe('the modulus of one of two vectors', () => {
  it('answers the vector the question names, and nothing when it names none', () => {
    const reply = solveVectors('Dados los vectores A = (1; −2; 3) y B = (2; 0; −1): Calculá el módulo de A.');
    expect(reply?.text).toContain('**|A| = √14 ≈ 3,74**');
    expect(
      solveVectors('Dados los vectores A = (1; −2; 3) y B = (2; 0; −1), calculá el módulo.'),
    ).toBeUndefined();
    expect(
      solveVectors('Dados los vectores A = (1; −2; 3) y B = (2; 0; −1), calculá el módulo de A y de B.'),
    ).toBeUndefined();
  });
});
