import { describe, expect, it } from 'vitest';
import { solveBrakingLoad } from './braking-load.ts';
import { answerLine } from './testing.ts';

describe('solveBrakingLoad', () => {
  it.each([
    [
      'Un camión de 4000 kg que va a 54 km/h se detiene en 30 m. Si lleva además 1000 kg de carga y frena desde la misma velocidad con la misma fuerza, ¿en qué distancia se detiene?',
      "Se detiene en d' = 37,5 m",
    ],
    [
      'Una moto de 200 kg frena desde 20 m/s y se detiene en 5 s. Si lleva además un acompañante de 80 kg y frena desde la misma velocidad con la misma fuerza, ¿cuánto tiempo tarda en detenerse?',
      "Se detiene en t' = 7 s",
    ],
    [
      'Un auto de 800 kg se detiene en 25 m al frenar. Si su masa fuera de 1200 kg y frenara con la misma fuerza desde la misma velocidad, ¿qué distancia recorrería hasta detenerse?',
      "Se detiene en d' = 37,5 m",
    ],
  ])('%s', (problem, expected) => {
    const reply = solveBrakingLoad(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it('declines another force or another speed, and a mass it cannot tell added or whole', () => {
    expect(
      solveBrakingLoad(
        'Un auto de 1000 kg que va a 72 km/h se detiene en 40 m. Con 300 kg más y frenando desde 90 km/h, ¿en qué distancia se detiene?',
      ),
    ).toBeUndefined();
    expect(
      solveBrakingLoad(
        'Un auto de 1000 kg se detiene en 40 m. Otro de 1300 kg frena con la misma fuerza. ¿En qué distancia se detiene?',
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      'Un colectivo que va a 36 km/h frena con una fuerza constante y se detiene en 20 m. Si fuera a 54 km/h y frenara con la misma fuerza, ¿en qué distancia se detendría?',
      "Se detiene en d' = 45 m",
    ],
    [
      'Una moto de 150 kg a 10 m/s frena y se detiene en 4 s. Si en cambio fuera a 25 m/s y frenara con la misma fuerza, ¿cuánto tiempo tardaría en detenerse?',
      "Se detiene en t' = 10 s",
    ],
  ])('the same force from another speed: %s', (problem, expected) => {
    const reply = solveBrakingLoad(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });
});
