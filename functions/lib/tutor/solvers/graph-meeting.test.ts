import { describe, expect, it } from 'vitest';
import { meetingReply } from './meeting.ts';
import { parseNumber } from './numbers.ts';
import { random } from './testing.ts';

describe('a meeting read from two lines of a position-time graph', () => {
  it.each([
    [
      'En un gráfico x-t, la recta del móvil A pasa por (0 s; 0 m) y (10 s; 150 m); la del móvil B, por (0 s; 600 m) y (10 s; 450 m). ¿En qué instante se encuentran?',
      '**Se encuentran: t = 20 s**',
    ],
    [
      'En un mismo gráfico x(t) hay dos rectas. La del móvil A empieza en x = 0 y pasa por (4 s; 20 m). La del móvil B empieza en x = 60 m y pasa por (4 s; 40 m). ¿En qué instante y en qué posición se encuentran?',
      '**Se encuentran: t = 6 s; x = 30 m**',
    ],
  ])('%s → %s', (problem, expected) => {
    const reply = meetingReply(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves another question, or a number it did not read, without a sure result', () => {
    const graph =
      'En un gráfico x-t, la recta del móvil A pasa por (0 s; 0 m) y (10 s; 150 m); la del móvil B, por (0 s; 600 m) y (10 s; 450 m).';

    expect(meetingReply(`${graph} ¿Qué velocidad tiene A?`)?.certain ?? false).toBe(false);
    expect(meetingReply(`${graph} A los 30 s, ¿dónde se encuentran?`)?.certain ?? false).toBe(false);
  });

  it('puts both bodies at one place at the instant it gives (seeded)', () => {
    const next = random(32_1137);
    for (let i = 0; i < 30; i++) {
      const xA = Math.floor(next() * 50);
      const vA = 5 + Math.floor(next() * 10);
      const xB = 300 + Math.floor(next() * 300);
      const vB = -Math.floor(next() * 10);
      const reply = meetingReply(
        `En un gráfico x-t, la recta del móvil A pasa por (0 s; ${xA} m) y (10 s; ${xA + 10 * vA} m); la del móvil B, por (0 s; ${xB} m) y (10 s; ${xB + 10 * vB} m). ¿En qué instante se encuentran?`,
      );
      const t = parseNumber(/t [=≈] ([\d.,]+) s/.exec(reply?.text ?? '')?.[1] ?? 'NaN');

      expect(reply?.certain).toBe(true);
      expect(Math.abs(xA + vA * t - (xB + vB * t))).toBeLessThan(0.05 * Math.max(vA, 1));
    }
  });
});
