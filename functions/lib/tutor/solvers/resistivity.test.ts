import { describe, expect, it } from 'vitest';
import { solveResistivity } from './resistivity.ts';
import { answerLine } from './testing.ts';

describe('solveResistivity', () => {
  it.each([
    [
      '¿Qué resistencia tiene un alambre de aluminio de 200 m de largo y 2,5 mm² de sección? (ρ = 2,8 · 10⁻⁸ Ω·m)',
      'R = 2,24 Ω',
    ],
    [
      'Un conductor de cobre de 1 km y 4 mm² de sección tiene una resistividad de 0,017 Ω·mm²/m. Calcular su resistencia.',
      'R = 4,25 Ω',
    ],
    [
      'Un alambre de nicrom de 3 m de longitud y 0,4 mm de diámetro tiene una resistividad de 1,1 · 10⁻⁶ Ω·m. ¿Cuál es su resistencia?',
      'R ≈ 26,26 Ω',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveResistivity(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it('goes back to the resistivity from R·A/L, for any wire', () => {
    for (const [metres, mm2] of [
      [10, 1],
      [75, 2.5],
      [400, 6],
    ] as const) {
      const text =
        solveResistivity(
          `Calcular la resistencia de un cable de cobre de ${metres} m de largo y ${String(mm2).replace('.', ',')} mm² de sección (ρ = 1,7 · 10⁻⁸ Ω·m).`,
        )?.text ?? '';
      const R = Number(/R [=≈] ([\d,]+) Ω/.exec(answerLine(text))?.[1]?.replace(',', '.'));
      expect(Math.abs((R * mm2 * 1e-6) / metres - 1.7e-8)).toBeLessThan(1.7e-8 * 0.01);
    }
  });

  it('declines a wire without its section, or a circuit around it', () => {
    expect(
      solveResistivity('¿Qué resistencia tiene un alambre de cobre de 20 m? (ρ = 1,7 · 10⁻⁸ Ω·m)'),
    ).toBeUndefined();
    expect(
      solveResistivity(
        'Un alambre de 20 m y 1 mm² de sección (ρ = 1,7 · 10⁻⁸ Ω·m) se conecta en serie con otra resistencia de 5 Ω. ¿Cuál es la resistencia total?',
      ),
    ).toBeUndefined();
  });
});
