import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers.ts';
import { solvePlaneFigure } from './plane-figures.ts';
import { expectCertain, random } from './testing.ts';

describe('solvePlaneFigure: the result in the unit the question asks', () => {
  it('takes an area in cm² to m² and to mm²', () => {
    expectCertain(
      solvePlaneFigure('Un rectángulo mide 30 cm de largo y 20 cm de ancho. ¿Cuál es su área en m²?'),
      ['1 cm² = 0,0001 m²', '**Área = 0,06 m²**'],
    );
    expectCertain(
      solvePlaneFigure('Calculá el área de un círculo de 5 cm de radio, expresada en mm².'),
      '**Área = 2.500π ≈ 7.853,98 mm²**',
    );
  });

  it('takes a perimeter to the length unit asked', () => {
    expectCertain(
      solvePlaneFigure('Un cuadrado tiene 25 cm de lado. ¿Cuál es su perímetro en m?'),
      '**Perímetro = 1 m**',
    );
  });

  it('declines two units asked', () => {
    expect(
      solvePlaneFigure('Un cuadrado tiene 25 cm de lado. Calculá su área en m² y su perímetro en mm.'),
    ).toBeUndefined();
  });

  it('comes back to the area in the data’s unit for random rectangles (seeded)', () => {
    const next = random(41);
    for (let trial = 0; trial < 30; trial++) {
      const [a, b] = [1 + Math.floor(next() * 90), 1 + Math.floor(next() * 90)];
      const reply = solvePlaneFigure(
        `Un rectángulo mide ${a} cm de largo y ${b} cm de ancho. ¿Cuál es su área en mm²?`,
      );
      const shown = /\*\*Área [=≈] ([\d.,]+) mm²\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(parseNumber(shown) / 100).toBeCloseTo(a * b, 6);
    }
  });
});
