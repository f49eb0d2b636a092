import { describe, expect, it } from 'vitest';
import { solveElevatorSpring } from './elevator-spring.ts';
import { itDeclines, itSolvesCertainly } from './testing.ts';

describe('solveElevatorSpring', () => {
  const lab =
    'En un laboratorio instalado dentro de un ascensor, un bloque de 2 kg cuelga de un resorte de constante 400 N/m sujeto al techo (g = 10 m/s²). Calcule el alargamiento del resorte, en cm:';
  const roof =
    'Del techo de un ascensor cuelga un resorte de constante 400 N/m, y de él un cuerpo de 2 kg (g = 10 m/s²).';
  itSolvesCertainly(solveElevatorSpring, [
    // k·x = m·(g ± a): 20 N → 5 cm; 24 N → 6 cm; 16 N → 4 cm.
    [`${lab} con el ascensor en reposo`, ['**x = 5 cm**']],
    [`${lab} cuando sube acelerando a 2 m/s²`, ['**x = 6 cm**']],
    [`${lab} cuando baja acelerando a 2 m/s²`, ['**x = 4 cm**']],
    [`${lab} cuando baja frenando a 2 m/s²`, ['**x = 6 cm**']],
    [
      `${roof}\nHalle el alargamiento, en cm, cuando el ascensor sube acelerando a 3 m/s².`,
      ['**x = 6,5 cm**'],
    ],
    // Given the stretch: 400 · 0,04 = 16 N < 20 N, so a = −2 m/s², downwards.
    [
      `${roof}\nEn otro momento el alargamiento es de 4 cm. Halle el módulo de la aceleración del ascensor.`,
      ['**a = 2 m/s² (hacia abajo)**'],
    ],
    [
      'Un cuerpo de 5 kg cuelga de un resorte de constante 1000 N/m fijo al techo de un montacargas que sube frenando con una aceleración de 2 m/s². Con g = 10 m/s², ¿cuál es el alargamiento del resorte en cm?',
      ['**x = 4 cm**'],
    ],
  ]);

  itDeclines('leaves alone what it cannot read whole: %s', solveElevatorSpring, [
    // How it moves is not told: up or down?
    `${roof}\nHalle el alargamiento, en cm, cuando el ascensor acelera a 3 m/s².`,
    // Two masses.
    'Del techo de un ascensor cuelga un resorte de constante 400 N/m con dos cuerpos de 2 kg y 3 kg. Con g = 10 m/s², ¿cuál es el alargamiento cuando sube acelerando a 2 m/s²?',
    // No spring: the elevator's own readings.
    'Una persona de 70 kg está en un ascensor que sube acelerando a 2 m/s². ¿Cuánto marca la balanza?',
    // Another question: the energy stored.
    `${roof}\n¿Qué energía almacena el resorte cuando el ascensor sube acelerando a 3 m/s²?`,
    // A number it does not use: a time.
    `${roof}\nSi durante 4 s el ascensor sube acelerando a 3 m/s², ¿cuál es el alargamiento en cm?`,
  ]);

  it('does not answer sure a stretch and an acceleration both given', () => {
    const reply = solveElevatorSpring(
      `${roof}\nCuando sube acelerando a 3 m/s² el alargamiento es de 4 cm. Halle la aceleración del ascensor.`,
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});
