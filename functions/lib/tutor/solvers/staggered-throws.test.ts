import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers.ts';
import { solveStaggeredThrows } from './staggered-throws.ts';
import { answerLine, random } from './testing.ts';

describe('solveStaggeredThrows', () => {
  it.each([
    [
      'Desde lo alto de un acantilado se suelta una piedra y, 2 s después, se suelta otra. ¿Qué distancia hay entre las piedras 5 s después de soltar la primera? (g = 10 m/s²)',
      'Las separa d = 80 m',
    ],
    [
      'Se suelta una bolita desde un puente y 0,5 s más tarde se deja caer otra desde el mismo lugar. ¿Qué distancia las separa 2 s después de soltar la segunda? (g = 9,8 m/s²)',
      'Las separa d ≈ 11,02 m',
    ],
    [
      'Se lanza una pelota hacia arriba a 20 m/s y 1 s después se lanza otra desde el mismo punto, también hacia arriba, con la misma velocidad. ¿A qué altura se encuentran? (g = 10 m/s²)',
      'Se cruzan a h = 18,75 m',
    ],
    [
      'Una piedra se arroja verticalmente hacia arriba a 40 m/s; 3 s más tarde se arroja otra hacia arriba a 35 m/s desde el mismo punto. ¿Cuándo se cruzan? (g = 10 m/s²)',
      'Se cruzan t = 6 s después de salir la primera',
    ],
    [
      'Desde un balcón a 45 m del suelo se deja caer una maceta y, 1 s después, se arroja otra verticalmente hacia abajo. Si las dos tocan el suelo al mismo tiempo, ¿con qué velocidad se arrojó la segunda? (g = 10 m/s²)',
      'La segunda se arroja a v = 12,5 m/s hacia abajo',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveStaggeredThrows(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it('crosses where both positions agree, for any two upward throws', () => {
    const next = random(31);
    for (let i = 0; i < 40; i++) {
      const v1 = 10 + Math.round(next() * 30);
      const v2 = 10 + Math.round(next() * 30);
      const td = 1 + Math.round(next() * 3);
      const problem = `Se lanza una piedra hacia arriba a ${v1} m/s y, ${td} s después, se lanza otra hacia arriba a ${v2} m/s desde el mismo punto. ¿Cuándo se cruzan? (g = 10 m/s²)`;
      const reply = solveStaggeredThrows(problem);
      if (!reply) continue;
      const t = parseNumber(/t [=≈] ([\d,.]+) s/.exec(answerLine(reply.text))?.[1] ?? 'x');
      const y1 = v1 * t - 5 * t * t;
      const y2 = v2 * (t - td) - 5 * (t - td) ** 2;
      expect(Math.abs(y1 - y2)).toBeLessThan(0.2);
      expect(t).toBeGreaterThan(td);
    }
  });

  it('declines a second body from another height, a mass, or an instant it cannot place', () => {
    expect(
      solveStaggeredThrows(
        'Se suelta una piedra y, 1 s después, se suelta otra. ¿Qué distancia las separa 3 s después? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
    expect(
      solveStaggeredThrows(
        'Se suelta una piedra de 2 kg y, 1 s después, se suelta otra. ¿Qué distancia las separa 3 s después de soltar la primera?',
      ),
    ).toBeUndefined();
    expect(
      solveStaggeredThrows('Se lanza una piedra hacia arriba a 20 m/s. ¿A qué altura llega? (g = 10 m/s²)'),
    ).toBeUndefined();
  });
});
