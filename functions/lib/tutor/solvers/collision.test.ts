import { describe, expect, it } from 'vitest';
import { collisionSolver, solveCollision } from './collision.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveCollision', () => {
  itSolvesItsExamples(collisionSolver);

  itSolvesCertainly(solveCollision, [
    [
      'Un vagón de 2000 kg que se mueve a 3 m/s choca con otro de 1000 kg que está en reposo y quedan enganchados. ¿Con qué velocidad se mueven juntos después del choque?',
      ['**v = 2 m/s, en el sentido en que iba el primero**'],
    ],
    [
      'Un carrito de 2 kg que va a 6 m/s choca de frente con otro de 4 kg que va a 3 m/s en sentido contrario, y quedan pegados. ¿Con qué velocidad se mueven después del choque?',
      ['**v = 0 m/s**'],
    ],
    [
      'Una bala de 0,02 kg que va a 400 m/s choca con un bloque de 2 kg que está en reposo y se incrusta en él. ¿Cuánta energía cinética se pierde en el choque?',
      ['**energía perdida ≈ 1.584,16 J**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveCollision, [
    // An elastic collision: they do not stay together.
    'Una bola de 2 kg a 3 m/s choca con otra de 1 kg en reposo y rebota. ¿Qué velocidad tiene cada una?',
    // Which body moves and which is at rest is not said in order.
    'Dos vagones de 2000 kg y 1000 kg chocan y quedan enganchados; uno iba a 3 m/s. ¿Con qué velocidad siguen?',
  ]);

  it('gives a common speed that keeps the momentum (seeded)', () => {
    const next = random(628);
    for (let i = 0; i < 100; i++) {
      const m1 = 1 + Math.round(next() * 50);
      const m2 = 1 + Math.round(next() * 50);
      const v1 = 1 + Math.round(next() * 20);
      const problem = `Un carro de ${m1} kg que se mueve a ${v1} m/s choca con otro de ${m2} kg que está en reposo y quedan unidos. ¿Con qué velocidad se mueven juntos?`;
      const reply = solveCollision(problem);
      expect(reply?.certain, problem).toBe(true);
      const [v = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs((m1 + m2) * v - m1 * v1), problem).toBeLessThan(0.01 * m1 * v1);
    }
  });

  it('reads the masses and then their speeds «respectivamente», and «quedan unidas»', () => {
    const reply = solveCollision(
      'Dos esferas de 2 kg y 3 kg se mueven una hacia la otra a 4 m/s y 2 m/s respectivamente, chocan de frente y quedan unidas. ¿Cuál es la velocidad después del choque?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 0,4 m/s, en el sentido en que iba el primero**');
  });
});

describe('after a plastic collision: the slide until the pair stops, or a ballistic pendulum’s rise', () => {
  it.each([
    [
      'Una bala de 20 g que viaja horizontalmente a 300 m/s se incrusta en un bloque de madera de 980 g que está en reposo sobre una superficie horizontal. El coeficiente de rozamiento entre el bloque y la superficie es 0,3 (g = 10 m/s²). Hallar la distancia que recorre el bloque hasta detenerse.',
      '**d = 6 m**',
    ],
    [
      'Un proyectil de 10 g se incrusta a 400 m/s en un bloque de 1,99 kg que cuelga en reposo de un hilo (péndulo balístico). ¿Hasta qué altura sube el bloque? Usá g = 10 m/s².',
      '**h = 0,2 m**',
    ],
    [
      'Un vagón de 4.000 kg que se mueve a 3 m/s choca con otro de 2.000 kg que está en reposo y quedan enganchados. El coeficiente de rozamiento con las vías es 0,05. ¿Qué distancia recorren juntos hasta detenerse? (g = 10 m/s²)',
      '**d = 4 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveCollision(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states no distance without a coefficient of friction', () => {
    expect(
      solveCollision(
        'Una bala de 20 g que viaja horizontalmente a 300 m/s se incrusta en un bloque de madera de 980 g que está en reposo sobre una superficie horizontal. Hallar la distancia que recorre el bloque hasta detenerse.',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('a coefficient for the slide afterwards does not enter what happens in the collision', () => {
  it.each([
    [
      'Una bala de 20 g que viaja horizontalmente a 300 m/s se incrusta en un bloque de madera de 980 g que está en reposo sobre una superficie horizontal. El coeficiente de rozamiento entre el bloque y la superficie es 0,3 (g = 10 m/s²). Hallar la energía cinética que se pierde en el choque.',
      '**energía perdida = 882 J**',
    ],
    [
      'Una bala de 20 g que viaja horizontalmente a 300 m/s se incrusta en un bloque de madera de 980 g que está en reposo sobre una superficie horizontal. El coeficiente de rozamiento entre el bloque y la superficie es 0,3 (g = 10 m/s²). Hallar la velocidad del bloque con la bala inmediatamente después del impacto.',
      '**v = 6 m/s',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveCollision(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states no speed at a later moment of the slide', () => {
    expect(
      solveCollision(
        'Una bala de 20 g que viaja horizontalmente a 300 m/s se incrusta en un bloque de madera de 980 g que está en reposo sobre una superficie horizontal. El coeficiente de rozamiento entre el bloque y la superficie es 0,3 (g = 10 m/s²). ¿Con qué velocidad se mueve el bloque después de recorrer 2 m?',
      )?.certain ?? false,
    ).toBe(false);
  });
});
