import { describe, expect, it } from 'vitest';
import { motionStagesSolver, solveMotionStages } from './motion-stages.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveMotionStages', () => {
  itSolvesItsExamples(motionStagesSolver);

  itSolvesCertainly(solveMotionStages, [
    [
      'Un tren parte de una estación con aceleración constante de 0,5 m/s² durante 40 s y luego sigue con velocidad constante durante 2 minutos. ¿Qué distancia total recorre?',
      ['**d total = 2.800 m**'],
    ],
    [
      'Un auto parte del reposo y acelera a 2 m/s² durante 10 s; luego mantiene la velocidad constante durante 30 s y después frena con una desaceleración de 4 m/s² hasta detenerse. ¿Qué distancia recorre en total?',
      ['**d total = 750 m**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveMotionStages, [
    // One stage: kinematics answers it.
    'Un auto parte del reposo y acelera a 2 m/s² durante 10 s. ¿Qué distancia recorre?',
    // The total is not asked.
    'Un tren parte del reposo con aceleración de 0,5 m/s² durante 40 s y luego sigue con velocidad constante durante 2 minutos. ¿Qué velocidad alcanza?',
  ]);

  it('gives totals that are the area under v(t) (seeded)', () => {
    const next = random(637);
    for (let i = 0; i < 100; i++) {
      const a = 1 + Math.round(next() * 4);
      const t1 = 2 + Math.round(next() * 20);
      const t2 = 5 + Math.round(next() * 60);
      const problem = `Un móvil parte del reposo con aceleración constante de ${a} m/s² durante ${t1} s y luego sigue con velocidad constante durante ${t2} s. ¿Qué distancia total recorre?`;
      const reply = solveMotionStages(problem);
      expect(reply?.certain, problem).toBe(true);
      const [total = Number.NaN] = answerNumbers(reply?.text ?? '');
      const area = 0.5 * t1 * (a * t1) + a * t1 * t2;
      expect(Math.abs(total - area), problem).toBeLessThan(0.01 * area);
    }
  });

  it('gives the mean speed of a way in two halves, 2·v₁·v₂/(v₁ + v₂)', () => {
    const reply = solveMotionStages(
      'Un móvil recorre la mitad de un trayecto a 40 km/h y la otra mitad a 60 km/h. ¿Cuál es su velocidad media?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v_m = 48 km/h**');
  });
});

describe('solveMotionStages: halves of the time', () => {
  it('gives the mean of the speeds for halves of the time, not the harmonic mean of halves of the way', () => {
    const reply = solveMotionStages(
      'Un tren recorre la mitad del tiempo a 60 km/h y la otra mitad a 90 km/h. ¿Cuál es su velocidad media?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v_m = 75 km/h**');
  });
});

describe('solveMotionStages: a reaction time, then braking to a stop', () => {
  it.each([
    // The bank's: 30 m/s · 0,8 s = 24 m, 30² / (2 · 6) = 75 m: 99 m.
    [
      'Un auto viaja a 108 km/h y el conductor ve un obstáculo. Tarda 0,8 s en reaccionar (durante ese tiempo sigue a velocidad constante) y después frena con una desaceleración constante de 6 m/s². ¿Qué distancia recorre desde que ve el obstáculo hasta detenerse?',
      '**d total = 99 m**',
    ],
    // 20 · 0,5 = 10 m, 20² / 10 = 40 m: 50 m.
    [
      'Un conductor que va a 72 km/h ve un semáforo en rojo; su tiempo de reacción es de 0,5 s y luego frena con una aceleración de 5 m/s². ¿Cuántos metros recorre en total hasta detenerse?',
      '**d total = 50 m**',
    ],
    // Only the braking: 25² / 10 = 62,5 m.
    [
      'Una moto circula a 25 m/s. El conductor tarda 1 s en reaccionar y después frena a razón de 5 m/s². ¿Qué distancia recorre durante el frenado?',
      '**d de frenado = 62,5 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveMotionStages(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A time asked, not a distance.
    'Un auto viaja a 108 km/h; el conductor tarda 0,8 s en reaccionar y frena con 6 m/s². ¿Cuánto tarda en detenerse desde que ve el obstáculo?',
    // The obstacle's distance is a datum this reading does not use (does it crash?).
    'Un auto viaja a 108 km/h y el conductor ve un obstáculo a 90 m. Tarda 0,8 s en reaccionar y frena con 6 m/s². ¿Qué distancia recorre desde que ve el obstáculo hasta detenerse?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveMotionStages(problem)?.certain ?? false).toBe(false);
  });
});
