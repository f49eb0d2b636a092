import { describe, expect, it } from 'vitest';
import { solveKite } from './trig-kite.ts';

const KITE =
  'Un chico remonta un barrilete con un hilo tenso de 60 m que forma un ángulo de 52° con la horizontal. La mano que sostiene el hilo está a 1,2 m del suelo.';

describe('solveKite', () => {
  it.each([
    [`${KITE} ¿A qué altura del suelo se encuentra el barrilete?`, '**Altura ≈ 48,48 m**'],
    [
      `${KITE} ¿Cuál es la distancia horizontal entre la mano del chico y el punto del suelo que está justo debajo del barrilete?`,
      '**Distancia horizontal ≈ 36,94 m**',
    ],
    // No hand height: the height the string rises.
    [
      'Una cometa está sujeta por una cuerda de 50 m que forma 30° con el suelo. ¿A qué altura está la cometa?',
      '**Altura = 25 m**',
    ],
    [
      'Un globo está atado con un cable tenso de 80 m que forma un ángulo de 60° con la horizontal; la mano que lo sostiene está a 1,5 m del suelo. ¿A qué altura está el globo?',
      '**Altura ≈ 70,78 m**',
    ],
  ])('%s', (message, expected) => {
    const reply = solveKite(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Both asked in one question.
    `${KITE} ¿A qué altura está el barrilete y cuál es la distancia horizontal hasta él?`,
    // An extra number the reading does not use.
    `${KITE} El chico mide 1,6 m. ¿A qué altura del suelo se encuentra el barrilete?`,
    // The angle missing.
    'Un chico remonta un barrilete con un hilo de 60 m; su mano está a 1,2 m del suelo. ¿A qué altura está el barrilete?',
    // The string's length asked: not this reading.
    'Un barrilete vuela a 40 m de altura y el hilo forma 30° con la horizontal. ¿Cuánto mide el hilo?',
  ])('leaves alone: %s', (message) => {
    expect(solveKite(message)?.certain ?? false).toBe(false);
  });
});
