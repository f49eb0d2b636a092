import { describe, expect, it } from 'vitest';
import { solvePositionEquation } from './position-equation.ts';
import { solveProblem } from './solve-problem.ts';

describe('solvePositionEquation: a motion given by x(t) or v(t)', () => {
  it.each([
    // x = 10 + 4t − t²: v₀ = 4 m/s, ½a = −1 ⇒ a = −2 m/s².
    [
      'La posición de un móvil que se desplaza sobre una recta está dada por x(t) = 10 + 4t − t², con x en metros y t en segundos. Indique su velocidad inicial y su aceleración.',
      '**v₀ = 4 m/s; a = -2 m/s²**',
    ],
    // v = 4 − 2t = 0 ⇒ t = 2 s; x(2) = 10 + 8 − 4 = 14 m.
    [
      'La posición de un móvil que se desplaza sobre una recta está dada por x(t) = 10 + 4t − t², con x en metros y t en segundos. ¿En qué instante se detiene?',
      '**t = 2 s**',
    ],
    [
      'La posición de un móvil está dada por x(t) = 10 + 4t − t² (x en metros, t en segundos). ¿Cuál es su posición cuando se detiene?',
      '**x = 14 m**',
    ],
    // Other words and order: v = −6 + 6t, v(3) = 12 m/s.
    [
      'La posición de un cuerpo que se mueve en línea recta está dada por x = 4 − 6t + 3t² (unidades del SI). Su velocidad a los 3 s es:',
      '**v = 12 m/s**',
    ],
    // −20 + 5t = 0 ⇒ t = 4 s.
    [
      'Un móvil se desplaza según la ecuación x(t) = −20 + 5t, con x en metros y t en segundos. ¿En qué instante pasa por el origen de coordenadas?',
      '**t = 4 s**',
    ],
    // v = 20 − 4t from the origin: stops at 5 s after 20 · 5 − 2 · 25 = 50 m.
    [
      'La velocidad de un cuerpo que se mueve en línea recta responde a la ecuación v(t) = 20 − 4t, con v en m/s y t en s. En t = 0 el cuerpo está en el origen. ¿Qué distancia recorrió hasta detenerse?',
      '**d = 50 m**',
    ],
    [
      'La velocidad de un cuerpo responde a la ecuación v(t) = 20 − 4t (SI). ¿Cuál es su aceleración?',
      '**a = -4 m/s²**',
    ],
    // x = 2t² − 8t + 6: turns at 2 s (x = −2 m), at 3 s back in 0: 8 + 2 = 10 m run.
    [
      'Un cuerpo se mueve según x = 2t² − 8t + 6 (SI). ¿Qué distancia recorre en los primeros 3 s?',
      '**d = 10 m**',
    ],
    // Without «¿»: the clause with the equation is no question; 8 − 4t = 0 ⇒ t = 2 s (was read as its
    // position, 14 m).
    ['la posicion de un movil es x = 6 + 8t - 2t^2 (en el SI), en que instante se detiene?', '**t = 2 s**'],
    // «¿Cuándo…?» opens the question: 4 − 2t = 0 ⇒ t = 2 s.
    ['x(t) = 10 + 4t − t² (SI). ¿Cuándo se detiene?', '**t = 2 s**'],
  ])('%s', (problem, expected) => {
    const reply = solvePositionEquation(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
    expect(solveProblem(problem).text).toContain(expected);
  });

  it.each([
    // No initial position: a position from v(t) is not to be guessed.
    'La velocidad de un cuerpo responde a la ecuación v(t) = 20 − 4t, con v en m/s y t en s. ¿Cuál es su posición a los 2 s?',
    // It passes through the origin twice (1 s and 3 s): no one instant to state.
    'Un cuerpo se mueve según x = 2t² − 8t + 6 (SI). ¿Cuándo pasa por el origen?',
    // A datum the equation does not use.
    'Un cuerpo de 3 kg se mueve según x = 2t² − 8t + 6 (SI). ¿Cuál es su velocidad a los 5 s?',
    // A third degree is no uniformly accelerated motion.
    'Un cuerpo se mueve según x = t^3 − 2t (SI). ¿Cuál es su velocidad a los 2 s?',
  ])('does not answer sure: %s', (problem) => {
    expect(solvePositionEquation(problem)?.certain ?? false).toBe(false);
  });
});

describe('solvePositionEquation: the same motion told in words', () => {
  const told =
    'En t = 0 un móvil se encuentra 5 m a la derecha del origen, moviéndose hacia la derecha a 3 m/s, con una aceleración constante de 2 m/s² en el mismo sentido.';
  it.each([
    // x = 5 + 3 · 4 + ½ · 2 · 16 = 33 m; v = 3 + 2 · 4 = 11 m/s; run 33 − 5 = 28 m.
    [`${told} Determine su posición a los 4 s.`, '**x = 33 m**'],
    [`${told} Determine su velocidad en 4 s.`, '**v = 11 m/s**'],
    [`${told} Determine la distancia que recorrió en esos 4 s.`, '**d = 28 m**'],
    // 5 + 3t + t² = 45 ⇒ t = 5 s.
    [`${told} ¿En qué instante pasa por la posición 45 m?`, '**t = 5 s**'],
    // Other words, braking: 10 + 6 · 2 − ½ · 2 · 4 = 18 m.
    [
      'Un carrito está en x = 10 m y se mueve a 6 m/s, frenando con una aceleración de 2 m/s² en sentido contrario. ¿Cuál es su posición a los 2 s?',
      '**x = 18 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePositionEquation(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The acceleration's sense is not said: speeding up or braking?
    'Un carrito está en x = 10 m y se mueve a 6 m/s con una aceleración de 2 m/s². ¿Cuál es su posición a los 2 s?',
    // No starting position: a position is not to be guessed.
    'Un carrito se mueve a 6 m/s, frenando con una aceleración de 2 m/s² en sentido contrario. ¿Cuál es su posición a los 2 s?',
    // A datum no reading takes.
    'Un carrito de 3 kg está en x = 10 m y se mueve a 6 m/s, frenando con una aceleración de 2 m/s² en sentido contrario. ¿Cuál es su posición a los 2 s?',
  ])('does not answer sure: %s', (problem) => {
    expect(solvePositionEquation(problem)?.certain ?? false).toBe(false);
  });
});
