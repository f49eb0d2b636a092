import { describe, expect, it } from 'vitest';
import { solveNamedRightTriangle } from './named-right-triangle.ts';
import { random } from './testing.ts';

const solve = (message: string) => solveNamedRightTriangle(message) ?? '';

describe('solveNamedRightTriangle', () => {
  it.each([
    [
      'En un triángulo rectángulo ABC, rectángulo en B, AB = 6 cm y BC = 8 cm. Calcular sen A.',
      '**sen A = 4/5 ≈ 0,8**',
    ],
    [
      'En un triángulo rectángulo ABC, recto en C, el cateto AC mide 12 cm y el ángulo A mide 30°. Hallar BC.',
      '**BC ≈ 6,93 cm**',
    ],
    ['En el triángulo rectángulo PQR, recto en Q, PQ = 5 y PR = 13. Hallar tg P.', '**tg P = 12/5 ≈ 2,4**'],
    ['En el triángulo ABC, rectángulo en A, AB = 3 cm y AC = 4 cm. Calcular su área.', '**Área = 6 cm²**'],
    [
      'En el triángulo ABC, rectángulo en C, AC = 1 y BC = 1. ¿Cuánto mide el ángulo A?',
      '**Ángulo A = 45°**',
    ],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it.each([
    // A side given twice, or three data: not read whole.
    'En el triángulo ABC, rectángulo en B, AB = 6, BC = 8 y AC = 10. Calcular sen A.',
    // A unit asked other than the data's.
    'En el triángulo ABC, rectángulo en A, AB = 5 cm y AC = 12 cm. Calcular el área en mm².',
    // The right angle at no vertex of the triangle.
    'En el triángulo ABC, rectángulo en D, AB = 6 y BC = 8. Calcular sen A.',
    // A height asked, or a side already given.
    'En el triángulo ABC, rectángulo en B, AB = 6 y BC = 8. Calcular la altura relativa a AC.',
    'En el triángulo ABC, rectángulo en B, AB = 6 y BC = 8. Hallar AB.',
    // Ratios combined in a computation.
    'En el triángulo ABC, rectángulo en B, AB = 6 cm y BC = 8 cm. Calcular sen A + cos A.',
    'En el triángulo ABC, rectángulo en B, AB = 6 cm y BC = 8 cm. Calcular 2 sen A.',
    // The ratio of the right angle's vertex.
    'En el triángulo ABC, rectángulo en B, AB = 6 y BC = 8. Calcular sen B.',
  ])('declines: %s', (message) => {
    expect(solveNamedRightTriangle(message)).toBeUndefined();
  });
});

describe('solveNamedRightTriangle, checked back', () => {
  it("gives sen, cos and tg of an acute angle that square back, tg the legs' ratio", () => {
    const next = random(90);
    for (let k = 0; k < 30; k++) {
      const [a, b] = [1 + Math.floor(next() * 20), 1 + Math.floor(next() * 20)];
      const read = (fn: string) => {
        const text = solve(`En el triángulo ABC, rectángulo en C, AC = ${a} y BC = ${b}. Calcular ${fn} A.`);
        const [, n, d] = new RegExp(`\\*\\*${fn} A = (?:≈ )?([\\d,]+)(?:/(\\d+))?`).exec(text) ?? [];
        return Number((n ?? 'NaN').replace(',', '.')) / Number(d ?? 1);
      };
      const [sen, cos, tg] = [read('sen'), read('cos'), read('tg')];
      expect(sen).toBeCloseTo(b / Math.hypot(a, b), 3);
      expect(sen ** 2 + cos ** 2).toBeCloseTo(1, 3);
      expect(tg).toBeCloseTo(b / a, 3);
    }
  });
});

describe('the height on the hypotenuse (#32)', () => {
  it.each([
    [
      'En el triángulo ABC, rectángulo en A, AB = 5 cm y AC = 12 cm. ¿Cuánto mide la altura relativa a la hipotenusa?',
      '**Altura sobre la hipotenusa ≈ 4,62 cm**',
    ],
    [
      'En el triángulo PQR, rectángulo en Q, PQ = 6 cm y QR = 8 cm. Calcular la altura trazada desde Q.',
      '**Altura sobre la hipotenusa ≈ 4,8 cm**',
    ],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it.each([
    // The height from an acute vertex is a leg, named otherwise; projections asked too.
    'En el triángulo ABC, rectángulo en A, AB = 5 cm y AC = 12 cm. ¿Cuánto mide la altura desde B?',
    'En el triángulo ABC, rectángulo en A, AB = 5 cm y AC = 12 cm. Calcular la altura relativa a la hipotenusa y la proyección de AB.',
  ])('declines: %s', (message) => {
    expect(solveNamedRightTriangle(message)).toBeUndefined();
  });
});
