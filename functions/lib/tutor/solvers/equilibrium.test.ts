import { describe, expect, it } from 'vitest';
import { equilibriumSolver, solveEquilibrium } from './equilibrium.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const statement =
  'Un bloque de 5 kg es arrastrado sobre un piso horizontal por una fuerza horizontal de 30 N y se mueve con velocidad constante (g = 10 m/s²).';

describe('solveEquilibrium', () => {
  itSolvesItsExamples(equilibriumSolver);

  itSolvesCertainly(solveEquilibrium, [
    [`${statement} ¿Cuánto vale la fuerza normal?`, ['**N = 50 N**']],
    [`${statement} ¿Cuánto vale la fuerza de rozamiento?`, ['**F_r = 30 N, en contra del movimiento**']],
    [`${statement} ¿Cuál es el coeficiente de rozamiento cinético?`, ['**μ = 0,6**']],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveEquilibrium, [
    // It accelerates: Newton's.
    'Un bloque de 5 kg es arrastrado sobre un piso horizontal por una fuerza horizontal de 30 N con una aceleración de 2 m/s². ¿Cuánto vale la fuerza de rozamiento?',
    // At an angle: the normal is not the weight.
    'Un bloque de 5 kg es arrastrado por una cuerda que forma 30° con la horizontal con una fuerza de 30 N, con velocidad constante. ¿Cuánto vale la normal?',
  ]);

  it('gives a coefficient whose friction balances the pull back (seeded)', () => {
    const next = random(663);
    for (let i = 0; i < 100; i++) {
      const m = 1 + Math.round(next() * 50);
      const F = 1 + Math.round(next() * m * 5);
      const problem = `Un cajón de ${m} kg es arrastrado sobre un piso horizontal por una fuerza horizontal de ${F} N con velocidad constante (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento?`;
      const reply = solveEquilibrium(problem);
      expect(reply?.certain, problem).toBe(true);
      const [mu = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(mu * m * 10 - F), problem).toBeLessThan(0.0006 * m * 10 + 0.01);
    }
  });
});
