import { describe, expect, it } from 'vitest';
import { solvePump } from './energy-pump.ts';
import { expectCertain } from './testing.ts';

const well =
  'Una bomba de 2 HP, cuyo rendimiento es del 75 %, eleva agua desde un pozo hasta un tanque ubicado 18 m más arriba. Datos: 1 HP = 746 W; g = 9,8 m/s²; densidad del agua 1 kg/L.';
const terrace =
  'Para llenar un tanque de 1200 litros ubicado en una terraza, 12 m por encima de la cisterna, se usa una bomba de 0,5 HP que tarda 10 minutos en llenarlo. Datos: 1 HP = 746 W; g = 9,8 m/s².';

describe('solvePump', () => {
  it.each([
    [`${well} Determine la potencia útil de la bomba.`, '**P_útil = 1.119 W**'],
    [`${well} ¿Cuántos litros de agua eleva por minuto?`, '**Q ≈ 380,61 L/min**'],
    [`${well} ¿Cuánto tarda en llenar un tanque de 5 m³?`, '**t ≈ 788,2 s**'],
    [`${terrace} Determine el trabajo útil realizado por la bomba.`, '**W = 141.120 J**'],
    [`${terrace} Determine la potencia útil.`, '**P_útil = 235,2 W**'],
    [`${terrace} Determine el rendimiento de la bomba.`, '**η ≈ 63,06 %**'],
    // Variants: a power in watts, a tank in m³ filled in minutes and the power drawn at an efficiency.
    [
      'Una bomba de 1500 W con un rendimiento del 80 % sube agua a un tanque ubicado a una altura de 10 m (g = 10 m/s²). ¿Cuántos litros de agua eleva por minuto?',
      '**Q = 720 L/min**',
    ],
    [
      'Una bomba de agua llena en 20 minutos un tanque elevado de 3 m³ de capacidad, ubicado 12 m por encima de la cisterna (g = 10 m/s²). ¿Qué potencia eléctrica consume, si su rendimiento es del 80 %?',
      '**P = 375 W**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solvePump(problem), answer);
  });

  it('leaves alone a missing g, an unread number, another liquid and a question it does not read', () => {
    expect(
      solvePump(
        'Una bomba de 2 HP, cuyo rendimiento es del 75 %, eleva agua a un tanque ubicado 18 m más arriba (1 HP = 746 W). Determine la potencia útil.',
      ),
    ).toBeUndefined();
    expect(solvePump(`${terrace} El caño mide 25 m. Determine la potencia útil.`)).toBeUndefined();
    expect(
      solvePump(
        'Una bomba de 1500 W con un rendimiento del 80 % sube aceite a un tanque ubicado a una altura de 10 m (g = 10 m/s²). ¿Cuántos litros eleva por minuto?',
      ),
    ).toBeUndefined();
    // The HP's watts not given: the reading does not take one of its own.
    expect(
      solvePump(
        'Una bomba de 2 HP, cuyo rendimiento es del 75 %, eleva agua a un tanque ubicado 18 m más arriba (g = 9,8 m/s²). Determine la potencia útil.',
      ),
    ).toBeUndefined();
    // The efficiency asked when it is given.
    expect(solvePump(`${well} ¿Cuál es el rendimiento de la bomba?`)).toBeUndefined();
    expect(solvePump(`${well} ¿Qué velocidad tiene el agua al salir?`)).toBeUndefined();
  });
});
