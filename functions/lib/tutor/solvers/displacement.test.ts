import { describe, expect, it } from 'vitest';
import { solveDisplacement } from './displacement.ts';
import { parseNumber } from './numbers.ts';

describe('solveDisplacement', () => {
  it.each([
    [
      'Una persona camina 300 m hacia el este y después 400 m hacia el norte. ¿Cuál es el módulo de su desplazamiento?',
      '**|Δr| = 500 m; a 53,13° al norte del este**',
    ],
    [
      'Una persona camina 300 m hacia el este y después 400 m hacia el norte. ¿Qué ángulo forma el desplazamiento con la dirección este?',
      '**a 53,13° al norte del este; |Δr| = 500 m**',
    ],
    [
      'Un auto recorre 5 km al norte, 2 km al oeste y 1 km al sur. ¿A qué distancia quedó del punto de partida?',
      '**|Δr| ≈ 4,47 km; a 63,43° al norte del oeste**',
    ],
    [
      'Un ciclista recorre 5 km hacia el norte y luego 12 km hacia el oeste. ¿Qué ángulo forma el desplazamiento con la dirección norte?',
      '**a 67,38° al oeste del norte; |Δr| = 13 km**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveDisplacement(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('adds the legs when the question asks for the distance travelled, not the displacement', () => {
    const reply = solveDisplacement(
      'Un avión vuela 200 km hacia el oeste y luego 150 km hacia el sur. ¿Qué distancia recorrió?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**d = 350 km**');
    expect(
      solveDisplacement(
        'Un avión vuela 200 km hacia el oeste y luego 150 km hacia el sur. ¿A qué distancia en línea recta quedó del punto de partida?',
      )?.text,
    ).toContain('|Δr| = 250 km');
  });

  it('declines directions between the cardinal ones', () => {
    expect(solveDisplacement('Camina 3 km al noreste y 2 km al sur. ¿A qué distancia está?')).toBeUndefined();
  });

  it('gives a magnitude whose square is the sum of the legs squared (seeded)', () => {
    let seed = 71;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const east = 10 + Math.round(next() * 900);
      const north = 10 + Math.round(next() * 900);
      const reply = solveDisplacement(
        `Un ciclista recorre ${east} m hacia el este y luego ${north} m hacia el norte. ¿Cuál es el módulo del desplazamiento?`,
      );
      const size = parseNumber(/\|Δr\| [=≈] ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? 'x');

      expect(Math.abs(size - Math.hypot(east, north))).toBeLessThan(0.006);
    }
  });
});
