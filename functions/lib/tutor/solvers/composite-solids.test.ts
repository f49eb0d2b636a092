import { describe, expect, it } from 'vitest';
import { compositeSolids, solveCompositeSolid } from './composite-solids.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveCompositeSolid(problem);

describe('solveCompositeSolid', () => {
  itSolvesCertainly(solve, [
    // π · 2² · 5 = 20π ≈ 62,83 m³; the cone π · 2² · 3 / 3 = 4π ≈ 12,57 m³.
    [
      'Un depósito está formado por un cilindro de 2 m de radio y 5 m de altura, con un cono de la misma base y 3 m de altura debajo. Calculá el volumen de la parte cilíndrica, en m³.',
      ['**V del cilindro ≈ 62,83 m³**'],
    ],
    [
      'Un depósito está formado por un cilindro de 2 m de radio y 5 m de altura, con un cono de la misma base y 3 m de altura debajo. ¿Cuántos litros caben en total?',
      ['62,83 + 12,57 ≈ 75,4 m³', '**V total ≈ 75.398,22 L**'],
    ],
    // A capsule: 2/3 · π · 0,5³ ≈ 0,26 m³ of half-sphere, in dm³.
    [
      'Un tanque es un cilindro de 1 m de diámetro y 2 m de altura terminado en una semiesfera del mismo radio. Calculá el volumen de la semiesfera, en dm³.',
      ['**V de la semiesfera ≈ 261,8 dm³**'],
    ],
  ]);

  itDeclines('declines what it cannot read whole: %s', solve, [
    // The cone's base is not said to be the cylinder's.
    'Un silo es un cilindro de 2 m de radio y 5 m de altura con un cono de 3 m de altura arriba. Calculá su volumen total, en m³.',
    // Both parts asked at once, or neither named.
    'Un silo es un cilindro de 2 m de radio y 5 m de altura con un cono de la misma base y 3 m de altura. Calculá el volumen del cilindro y del cono, en m³.',
    // A datum the reading does not use.
    'Un silo es un cilindro de 2 m de radio y 5 m de altura con un cono de la misma base y 3 m de altura; se llena al 80 %. Calculá el volumen total, en m³.',
  ]);

  itSolvesItsExamples(compositeSolids);
});

describe('solveCompositeSolid, checked back', () => {
  it('the cylinder and the cone it states add up to the total it states', () => {
    const next = random(907);
    const stated = (text: string | undefined) =>
      Number(
        /≈ ([\d.,]+) m³\*\*/
          .exec(text ?? '')?.[1]
          ?.replace(/\./g, '')
          .replace(',', '.'),
      );
    for (let k = 0; k < 20; k++) {
      const [r, h, t] = [1 + Math.floor(next() * 5), 2 + Math.floor(next() * 8), 1 + Math.floor(next() * 4)];
      const statement = `Un silo está formado por un cilindro de ${r} m de radio y ${h} m de altura, coronado por un cono de la misma base y ${t} m de altura.`;
      const [cylinder, cone, total] = [
        'el volumen de la parte cilíndrica',
        'el volumen del cono',
        'el volumen total',
      ].map((asked) => stated(solve(`${statement} Calcular ${asked}, en m³.`)?.text));
      expect(Math.abs((cylinder ?? 0) + (cone ?? 0) - (total ?? 0))).toBeLessThan(0.011);
      expect(Math.abs((total ?? 0) - Math.PI * r * r * (h + t / 3))).toBeLessThan(0.006);
    }
  });
});
