import { describe, expect, it } from 'vitest';
import { solveEcho } from './echo.ts';
import { random } from './testing.ts';

describe('solveEcho', () => {
  it.each([
    [
      'Una persona grita frente a una pared y escucha el eco 1,5 s después. Si el sonido viaja a 340 m/s, ¿a qué distancia está la pared?',
      '**d = 255 m**',
    ],
    [
      'Un barco emite un sonido hacia el fondo y recibe el eco. El fondo está a 150 m y el sonido viaja en el agua a 1500 m/s. ¿Cuánto tarda en volver el eco?',
      '**t = 0,2 s**',
    ],
    [
      'Un barco emite un sonido y recibe el eco del fondo del mar 2 s después. Si el sonido viaja en el agua a 1500 m/s, ¿cuál es la profundidad?',
      '**d = 1.500 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEcho(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('is not certain without the speed of sound', () => {
    const reply = solveEcho('Escucho el eco de mi grito 2 s después. ¿A qué distancia está la montaña?');

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toContain('**d');
  });
});

describe('solveEcho: the unit asked', () => {
  it('gives a distance asked in km in km too', () => {
    const reply = solveEcho(
      'Un cazador oye el eco de su disparo 4 s después de disparar frente a una montaña. Si el sonido va a 340 m/s, ¿a qué distancia está la montaña, en km?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**d = 680 m (= 0,68 km)**');
  });
});

describe('solveEcho: a stone into a well, the splash heard after', () => {
  const answerOf = (problem: string) => {
    const reply = solveEcho(problem);
    return reply?.certain ? reply.text.split('\n').find((line) => line.startsWith('**h')) : undefined;
  };

  it('finds the depth from the fall and the sound coming back up', () => {
    // (10/680)·t₁² + t₁ − 2 = 0 → t₁ ≈ 1,9444 s; h = 5 · t₁² ≈ 18,9 m.
    expect(
      answerOf(
        'Se deja caer una piedra en un pozo y el ruido del golpe contra el agua se oye 2 s después. Si el sonido viaja a 340 m/s, ¿qué profundidad tiene el pozo? (g = 10 m/s²)',
      ),
    ).toBe('**h ≈ 18,9 m**');
  });

  it('declines without g, and with a number it does not read', () => {
    expect(
      answerOf(
        'Se deja caer una piedra en un pozo y el ruido del golpe contra el agua se oye 2 s después. Si el sonido viaja a 340 m/s, ¿qué profundidad tiene el pozo?',
      ),
    ).toBeUndefined();
    expect(
      answerOf(
        'Se deja caer una piedra de 3 kg en un pozo y el ruido del golpe se oye 2 s después. Si el sonido viaja a 340 m/s, ¿qué profundidad tiene el pozo? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('gives back the time heard as t₁ + h/v (seeded)', () => {
    const next = random(3323);
    for (let round = 0; round < 30; round++) {
      const total = 1 + Math.floor(next() * 60) / 10;
      const reply = solveEcho(
        `Se suelta una piedra en un pozo y se oye el ruido del impacto ${String(total).replace('.', ',')} s después. El sonido viaja a 340 m/s. ¿A qué profundidad está el agua? (g = 9,8 m/s²)`,
      );
      expect(reply?.certain).toBe(true);
      const h = Number(
        (/\*\*h [=≈] ([\d.,]+) m/.exec(reply?.text ?? '')?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.'),
      );
      const fall = Math.sqrt((2 * h) / 9.8);
      expect(Math.abs(fall + h / 340 - total)).toBeLessThanOrEqual(0.01);
    }
  });
});
