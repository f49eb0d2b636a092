import { describe, expect, it } from 'vitest';
import { relativeVelocitySolver, solveRelativeVelocity } from './relative-velocity.ts';

describe('solveRelativeVelocity', () => {
  it.each([
    // The bank's: √(200² + 50²) = √42 500 ≈ 206,155.
    [
      'Un avión vuela hacia el norte a 200 m/s respecto del aire, y el viento sopla hacia el este a 50 m/s. ¿Cuál es el módulo de la velocidad del avión respecto del suelo? (Redondeá a dos decimales.)',
      '**|v| ≈ 206,16 m/s**',
    ],
    // √(8² + 6²) = 10.
    [
      'Una lancha navega hacia el este a 8 m/s respecto del agua y la corriente del río la arrastra hacia el sur a 6 m/s. ¿Qué rapidez tiene respecto de la orilla?',
      '**|v| = 10 m/s**',
    ],
    // A wind from the west blows toward the east, against a plane going west: 300 − 60 = 240.
    [
      'Un avión vuela a 300 km/h hacia el oeste respecto del aire; el viento sopla del oeste a 60 km/h. ¿Cuál es su velocidad respecto de tierra?',
      '**|v| = 240 km/h**',
    ],
    // The bank's: (0; 15) − (20; 0) = (−20; 15), modulus 25.
    [
      'Un auto va a 20 m/s hacia el este y, después de doblar en una esquina, a 15 m/s hacia el norte. ¿Cuál es el módulo del cambio de su velocidad?',
      '**|Δv| = 25 m/s**',
    ],
    // (−54; 0) − (0; 72): √(54² + 72²) = 90.
    [
      'Un auto que iba hacia el norte a 72 km/h dobla y sigue hacia el oeste a 54 km/h. ¿Cuánto vale el cambio de velocidad?',
      '**|Δv| = 90 km/h**',
    ],
    // A rebound: −8 − 12 = −20 along the north.
    [
      'Una pelota viaja a 12 m/s hacia el norte y rebota a 8 m/s hacia el sur. ¿Cuál es la variación de su velocidad?',
      '**|Δv| = 20 m/s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveRelativeVelocity(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The direction of the first velocity is not said.
    'Un auto va a 20 m/s y, después de doblar en una esquina, a 15 m/s hacia el norte. ¿Cuál es el módulo del cambio de su velocidad?',
    // The angle is asked, not the modulus.
    'Un avión vuela hacia el norte a 200 m/s respecto del aire, y el viento sopla hacia el este a 50 m/s. ¿Qué ángulo forma su velocidad respecto del suelo con el norte?',
    // A time it does not use.
    'Un avión vuela hacia el norte a 200 m/s respecto del aire, y el viento sopla hacia el este a 50 m/s durante 2 h. ¿Cuál es el módulo de la velocidad respecto del suelo?',
    // An acceleration in one line: no turn.
    'Un auto viaja hacia el norte y pasa de 10 m/s a 20 m/s. ¿Cuál es el cambio de velocidad?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveRelativeVelocity(problem)?.certain ?? false).toBe(false);
  });

  it('solves its own examples', () => {
    for (const example of relativeVelocitySolver.examples)
      expect(solveRelativeVelocity(example)?.certain).toBe(true);
  });
});
