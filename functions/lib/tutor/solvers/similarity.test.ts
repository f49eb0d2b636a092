import { describe, expect, it } from 'vitest';
import { similarity, solveSimilarity } from './similarity.ts';

describe('solveSimilarity', () => {
  it.each([
    // «el otro» segment of the first transversal's pair, and «la longitud de DE» asked (#32).
    [
      'Tres rectas paralelas cortan a dos rectas transversales. Sobre la primera transversal determinan dos segmentos consecutivos de 4 cm y 6 cm; sobre la segunda, el segmento que corresponde al de 4 cm mide 5 cm. ¿Cuánto mide el otro segmento de la segunda transversal?',
      '**x = 7,5 cm**',
    ],
    [
      'En un triángulo ABC, el segmento DE es paralelo al lado BC, con D sobre AB y E sobre AC. Si AD = 3 cm, DB = 5 cm y BC = 12 cm, calcular la longitud de DE.',
      '**DE = 4,5 cm**',
    ],
    [
      "Las rectas a, b y c son paralelas y cortan a r en AB = 2,5 cm y BC = 4 cm, y a s en A'B' = 3 cm. Por Thales, hallá B'C'.",
      "**B'C' = 4,8 cm**",
    ],
    [
      'Tres rectas paralelas cortan a dos transversales. En la primera determinan segmentos de 4 cm y 6 cm; en la segunda, el segmento que corresponde al de 4 cm mide 5 cm. ¿Cuánto mide el que corresponde al de 6 cm?',
      '**x = 7,5 cm**',
    ],
    [
      'Un poste de 3 m de altura proyecta una sombra de 2 m. A la misma hora, un edificio proyecta una sombra de 18 m. ¿Cuál es la altura del edificio?',
      '**h = 27 m**',
    ],
    // A triangle cut by a segment parallel to a side.
    // Orders in the infinitive («calcular EC»), primes written ′.
    [
      'En un triángulo ABC se traza DE paralelo a BC, con D en AB y E en AC. Si AD = 4 cm, DB = 6 cm y AE = 5 cm, calcular EC.',
      '**EC = 7,5 cm**',
    ],
    [
      'Tres rectas paralelas cortan a dos transversales en A, B, C y en A′, B′, C′. Si AB = 3 cm, BC = 5 cm y A′B′ = 4,5 cm, calcular B′C′.',
      "**B'C' = 7,5 cm**",
    ],
    [
      'En un triángulo ABC, el segmento DE es paralelo a BC, con D en AB y E en AC. Si AD = 4 cm, DB = 6 cm y AE = 5 cm, ¿cuánto mide EC?',
      '**EC = 7,5 cm**',
    ],
    [
      'En el triángulo ABC, MN es paralelo a BC, con M en AB y N en AC. Si AM = 3 cm, AB = 9 cm y BC = 12 cm, calculá MN.',
      '**MN = 4 cm**',
    ],
    [
      'En el triángulo ABC, DE es paralelo a BC, con D en AB y E en AC. Si AD = 2 cm, AB = 8 cm y AE = 3 cm, calculá EC.',
      '**EC = 9 cm**',
    ],
    // Similar triangles: the perimeters keep the ratio of the homologous sides.
    [
      'Los triángulos ABC y DEF son semejantes. Los lados de ABC miden 4 cm, 6 cm y 8 cm, y el lado de DEF homólogo al de 4 cm mide 10 cm. ¿Cuál es el perímetro de DEF?',
      '**P = 45 cm**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveSimilarity(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone lengths with no parallels, shadows or named segments', () => {
    expect(solveSimilarity('Un rectángulo mide 4 cm por 6 cm. ¿Cuánto mide su diagonal?')).toBeUndefined();
    // Two data on the asked line and one elsewhere: t is not known, the asked piece cannot follow.
    expect(
      solveSimilarity(
        'En el triángulo ABC, DE es paralelo a BC, con D en AB y E en AC. Si AD = 2 cm, AE = 3 cm y EC = 4 cm, calculá DB y BC.',
      ),
    ).toBeUndefined();
  });

  it('answers its examples with certainty', () => {
    for (const example of similarity.examples) expect(similarity.solve(example)?.certain).toBe(true);
  });

  it('keeps height over shadow for random posts and trees (seeded)', () => {
    let seed = 3;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return 1 + (seed % 30);
    };
    for (let trial = 0; trial < 40; trial++) {
      const [h, s, t] = [next(), next(), next()];
      const text =
        solveSimilarity(
          `Un poste de ${h} m proyecta una sombra de ${s} m y, a la misma hora, un árbol proyecta una sombra de ${t} m. ¿Cuál es la altura del árbol?`,
        )?.text ?? '';
      const stated = Number(
        (/\*\*h [=≈] ([\d.,]+) m\*\*/.exec(text)?.[1] ?? '').replace(/\./g, '').replace(',', '.'),
      );
      expect(Math.abs(stated / t - h / s)).toBeLessThan(0.01);
    }
  });
});

describe('solveSimilarity, an unknown in a segment', () => {
  it.each([
    [
      'Tres rectas paralelas cortan a dos transversales. En la primera determinan AB = x + 1 y BC = 6 cm; en la segunda, A′B′ = 4 cm y B′C′ = 8 cm. Hallar x.',
      '**Resultado: x = 2**',
    ],
    [
      "Por Thales, con rectas paralelas: AB = 2x − 1, BC = 10 cm, A'B' = 3 cm y B'C' = 6 cm. Calcular x.",
      '**Resultado: x = 3**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveSimilarity(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone an x that makes a segment negative', () => {
    expect(
      solveSimilarity(
        "Por Thales, con rectas paralelas: AB = x, BC = x − 4, A'B' = 1 cm y B'C' = 2 cm. Calcular x.",
      ),
    ).toBeUndefined();
  });

  it('gives back the x a proportion was built with', () => {
    for (const [x, k, c] of [
      [1, 2, 3],
      [4, 3, 5],
      [2.5, 2, 8],
    ] as const) {
      // AB = x + 2, BC = k·(x + 2), A′B′ = c, B′C′ = k·c.
      const problem = `Tres paralelas cortan a dos transversales: AB = x + 2 y BC = ${k * (x + 2)} cm; A'B' = ${c} cm y B'C' = ${k * c} cm. Hallar x.`;
      const reply = solveSimilarity(problem.replace(/(\d)\.(\d)/g, '$1,$2'));
      expect(reply?.certain, problem).toBe(true);
    }
  });
});
