import { describe, expect, it } from 'vitest';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';
import { solveTrigIdentity, trigIdentity } from './trig-identity.ts';

const solve = (problem: string) => solveTrigIdentity(problem);

describe('solveTrigIdentity', () => {
  itSolvesCertainly(solve, [
    ['Simplificá (1 − cos²x)/sen x.', ['**Resultado: sen x**']],
    ['La expresión (sen x + cos x)² − 2 sen x cos x es igual a:', ['**Resultado: 1**']],
    ['Simplificá (1 − cos²x)/(sen x · cos x).', ['**Resultado: tg x**']],
    ['Simplificá tg x · cos x.', ['**Resultado: sen x**']],
    [
      'Verificá la identidad (sen x + cos x)² = 1 + 2 sen x cos x.',
      ['**Es una identidad: vale para todo x donde los dos miembros están definidos.**'],
    ],
    ['Verificá la identidad sen x · tg x = cos x.', ['**No es una identidad.**']],
    // The reciprocal ratios of x, read as quotients.
    ['Simplificá sec x · cos x.', ['**Resultado: 1**']],
    ['Simplificar sec x − cos x. Se obtiene:', ['**Resultado: sen x · tg x**']],
    ['Verificá la identidad 1 + tg² x = sec² x.', ['**Es una identidad']],
    ['Verificá la identidad 1 + cotg² x = cosec² x.', ['**Es una identidad']],
  ]);

  itDeclines('leaves alone what is not its kind or not read whole: %s', solve, [
    'Resolvé sen x = 1/2 en [0; 2π).',
    'Simplificá sec 2x · cos x.',
    'Simplificá sen x + cos x.',
    // A proof asked is the course's to show.
    'Demostrá que sen² x + cos² x = 1.',
    // The values that «verifican» an equation are its solutions: the equations' solver's.
    'Hallar los valores de x ∈ [0°; 360°) que verifican 2 cos x + √3 = 0.',
    'Determinar los x que verifican sen x = cos x en [0; 2π).',
    'Un triángulo rectángulo tiene un ángulo de 30° y la hipotenusa de 10 cm.',
  ]);

  itSolvesItsExamples(trigIdentity);
});

describe('solveTrigIdentity, checked back', () => {
  it('finds k for k·sen² x + k·cos² x written at random, and refutes a wrong constant', () => {
    const next = random(631);
    for (let n = 0; n < 20; n++) {
      const k = 2 + Math.floor(next() * 8);
      expect(solve(`Simplificá ${k} sen²x + ${k} cos²x − ${k - 1}.`)?.text).toContain('**Resultado: 1**');
      expect(solve(`Verificá la identidad ${k} sen²x + ${k} cos²x = ${k + 1}.`)?.text).toContain(
        '**No es una identidad.**',
      );
    }
  });
});
