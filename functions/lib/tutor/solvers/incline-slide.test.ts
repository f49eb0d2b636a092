import { describe, expect, it } from 'vitest';
import { solveInclinedPlane } from './dynamics.ts';
import { inclineSlideSolver, solveInclineSlide } from './incline-slide.ts';
import { fmt } from './numbers.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveInclineSlide', () => {
  itSolvesItsExamples(inclineSlideSolver);

  itSolvesCertainly(solveInclineSlide, [
    [
      'Un bloque de 10 kg está en reposo sobre un plano inclinado 30°. ¿Cuánto vale la fuerza de rozamiento que lo sostiene? (g = 10 m/s²)',
      ['**F_r = 50 N, plano arriba**'],
    ],
    [
      'Una caja de 20 kg permanece quieta sobre una rampa de 37°. ¿Cuánto valen la fuerza de rozamiento y la normal? (g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8)',
      ['F_r = 120 N', 'N = 160 N'],
    ],
    [
      'Una caja de 30 kg se suelta desde el reposo en lo alto de un plano inclinado de 5 m de largo y 37° sin rozamiento. ¿Con qué velocidad llega al pie del plano? (g = 10 m/s², sen 37° = 0,6)',
      ['**v ≈ 7,75 m/s**'],
    ],
    [
      'Un bloque se suelta desde el reposo en lo alto de un plano inclinado de 8 m de longitud y 30°, con coeficiente de rozamiento 0,2. ¿Cuánto tarda en llegar abajo? (g = 10 m/s²)',
      ['**t ≈ 2,21 s**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveInclineSlide, [
    // Thrown up the plane: the incline solver's.
    'Un cuerpo se lanza hacia arriba por un plano inclinado de 30° y 5 m de largo con 10 m/s. ¿Hasta dónde llega?',
    // Given μ at rest: whether it slides is another question.
    'Un bloque de 10 kg está en reposo sobre un plano inclinado 30° con coeficiente de rozamiento 0,7. ¿Cuánto vale la fuerza de rozamiento?',
    // The friction of a sliding body is not said.
    'Un bloque se suelta desde el reposo en lo alto de un plano inclinado de 8 m de longitud y 30°. ¿Cuánto tarda en llegar abajo?',
  ]);

  it('leaves a body at rest to it, never an acceleration from the incline solver', () => {
    expect(
      solveInclinedPlane(
        'Un bloque de 10 kg está en reposo sobre un plano inclinado 30°. ¿Cuánto vale la fuerza de rozamiento que lo sostiene? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('gives speeds at the bottom that match the energy the plane gives back (seeded)', () => {
    const next = random(622);
    for (let i = 0; i < 100; i++) {
      const L = 1 + Math.round(next() * 20);
      const theta = 20 + Math.round(next() * 45);
      const mu = Math.round(next() * 20) / 100;
      const friction = mu > 0 ? `con coeficiente de rozamiento ${fmt(mu)}` : 'sin rozamiento';
      const problem = `Un bloque se suelta desde el reposo en lo alto de un plano inclinado de ${L} m de largo y ${theta}°, ${friction}. ¿Con qué velocidad llega abajo? (g = 10 m/s²)`;
      const reply = solveInclineSlide(problem);
      const rad = (theta * Math.PI) / 180;
      const a = 10 * (Math.sin(rad) - mu * Math.cos(rad));
      if (!(a > 0)) continue;
      expect(reply?.certain, problem).toBe(true);
      const [v = Number.NaN] = answerNumbers(reply?.text ?? '');
      // ½v² = g·h − μ·g·cos θ·L, per unit of mass.
      expect(
        Math.abs(0.5 * v * v - 10 * L * Math.sin(rad) + mu * 10 * Math.cos(rad) * L),
        problem,
      ).toBeLessThan(0.01 * 10 * L + 0.05);
    }
  });
});
