import { describe, expect, it } from 'vitest';
import { solveDimensional, unitDim } from './dimensional.ts';

describe('solveDimensional', () => {
  it.each([
    [
      'En F = k·x, F es una fuerza y x un estiramiento. ¿Cuáles son las unidades de k en el SI?',
      '[k] = kg/s² = N/m',
    ],
    ['La velocidad responde a v = b·t², con v en m/s y t en s. ¿Cuál es la unidad de b?', '[b] = m/s³'],
    [
      'En la expresión x = A·t³ + B·t, x es una posición en metros y t un tiempo en segundos. ¿Cuál es la unidad de A en el SI?',
      '[A] = m/s³',
    ],
    [
      'Si m es una masa, g la aceleración de la gravedad, h una altura y t un tiempo, la magnitud m·g·h/t se expresa en:',
      '= W',
    ],
    ['Si m es una masa, v una velocidad y r una distancia, la magnitud m·v²/r se mide en el SI en:', '= N'],
    [
      'La posición de un cuerpo está dada por x = C·t² + D, donde x se mide en metros y t en segundos. ¿En qué unidades del SI debe expresarse C?',
      '[C] = m/s²',
    ],
    ['Si F es una fuerza y v una velocidad, ¿en qué unidad del SI se mide el producto F·v?', '= W'],
    ['Siendo m una masa, g una aceleración y h una altura, ¿en qué unidad se expresa m·g·h?', '= J'],
  ])('%s', (problem, expected) => {
    const reply = solveDimensional(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone a problem with data, and a formula whose letters it does not know', () => {
    expect(
      solveDimensional('Un resorte de k = 200 N/m se estira 0,1 m. ¿Cuál es la unidad de la fuerza?'),
    ).toBeUndefined();
    expect(solveDimensional('En la expresión y = q·z, ¿cuál es la unidad de q?')).toBeUndefined();
  });

  it('finds back the unit of a constant from the formula it was put in (seeded)', () => {
    let seed = 32;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const letters = [
      ['una masa', 'kg', [1, 0, 0]],
      ['una velocidad', 'm/s', [0, 1, -1]],
      ['un tiempo', 's', [0, 0, 1]],
      ['una fuerza', 'kg·m/s²', [1, 1, -2]],
    ] as const;
    for (let i = 0; i < 30; i++) {
      const [lhs, rhs] = [letters[Math.floor(next() * 4)], letters[Math.floor(next() * 4)]] as const;
      const p = 1 + Math.floor(next() * 2);
      const problem = `En la expresión E = c·q${p === 2 ? '²' : ''}, E es ${lhs?.[0]} y q es ${rhs?.[0]}. ¿Cuál es la unidad de c?`;
      const reply = solveDimensional(problem);
      const unit = /\*\*\[c\] = ([^ *]+)/.exec(reply?.text ?? '')?.[1] ?? '';
      const got = unit === '1' ? [0, 0, 0] : unitDim(unit);
      expect(got, problem).toEqual(lhs?.[2].map((k, j) => k - p * (rhs?.[2][j] as number)));
    }
  });

  it('answers both symbols asked together («las unidades de a y de b»), or neither', () => {
    const reply = solveDimensional(
      'En la expresión v = a·t + b·t², v es una velocidad en m/s y t un tiempo en s. ¿Cuáles son las unidades de a y de b en el SI?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('[a] = m/s²');
    expect(reply?.text).toContain('[b] = m/s³');
  });
});
