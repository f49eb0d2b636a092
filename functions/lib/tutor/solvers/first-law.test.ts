import { describe, expect, it } from 'vitest';
import { firstLawSolver, solveFirstLaw } from './first-law.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveFirstLaw', () => {
  itSolvesItsExamples(firstLawSolver);

  itSolvesCertainly(solveFirstLaw, [
    // The course's bank: work at constant pressure; heat given off while the surroundings compress it.
    [
      'Un gas encerrado en un cilindro con pistón se expande a una presión constante de 2 · 10⁵ Pa, desde 0,010 m³ hasta 0,025 m³, mientras recibe 5000 J de calor. ¿Cuánto varía su energía interna?',
      ['W = p \\cdot \\Delta V', '**ΔU = 2.000 J (la energía interna aumenta)**'],
    ],
    [
      'Durante un proceso, un gas cede 300 J de calor al entorno y, al mismo tiempo, el entorno realiza sobre él un trabajo de 500 J (lo comprime). ¿Cuánto varía su energía interna?',
      ['**ΔU = 200 J (la energía interna aumenta)**'],
    ],
    // Other words and orders.
    [
      'Sobre un gas se realiza un trabajo de 400 J y el gas libera 150 J de calor. ¿Cuál es la variación de su energía interna?',
      ['**ΔU = 250 J'],
    ],
    [
      'Un gas absorbe 600 J de calor y realiza un trabajo de 250 J sobre el entorno. ¿Cuánto varía su energía interna?',
      ['**ΔU = 350 J'],
    ],
    [
      'Un sistema absorbe 2 kJ de calor mientras se realizan sobre él 500 J de trabajo. Calculá la variación de energía interna.',
      ['**ΔU = 2.500 J'],
    ],
    [
      'Un gas se expande a presión constante de 1 atm desde 2 L hasta 12 L y recibe 2000 J de calor. ¿Cuánto varía su energía interna?',
      // W = 101325 Pa · 0,01 m³ = 1013,25 J.
      ['**ΔU = 986,75 J'],
    ],
    [
      'Un gas realiza un trabajo de 300 J y su energía interna aumenta en 200 J. ¿Cuánto calor recibió?',
      ['**Q = 500 J (el gas recibe calor)**'],
    ],
  ]);

  it('states no result with a datum it does not use', () => {
    const reply = solveFirstLaw(
      'Un gas de 3 kg recibe 800 J de calor y realiza un trabajo de 300 J. ¿Cuánto varía su energía interna?',
    );
    expect(reply?.certain ?? false).toBe(false);
  });

  itDeclines('leaves alone what it cannot read whole: %s', solveFirstLaw, [
    // The heat is missing.
    'Un gas realiza un trabajo de 300 J. ¿Cuánto varía su energía interna?',
    // A heat without its direction.
    'En un proceso hay 300 J de calor y un trabajo de 100 J sobre el gas. ¿Cuánto varía la energía interna?',
    // Another unknown asked: the work.
    'Un gas absorbe 500 J de calor y su energía interna aumenta 300 J. ¿Cuánto trabajo realiza?',
    // Expands, but the volumes go down.
    'Un gas se expande a presión constante de 2 · 10⁵ Pa desde 0,025 m³ hasta 0,010 m³ mientras recibe 5000 J de calor. ¿Cuánto varía su energía interna?',
  ]);

  it('balances Q = ΔU + W on drawn processes', () => {
    const next = random(5150);
    for (let round = 0; round < 100; round++) {
      const q = 100 * (1 + Math.floor(next() * 20));
      const w = 50 * (1 + Math.floor(next() * 20));
      const gives = next() < 0.5;
      const onGas = next() < 0.5;
      const reply = solveFirstLaw(
        `Un gas ${gives ? 'cede' : 'recibe'} ${q} J de calor y ${onGas ? 'se realiza sobre él' : 'realiza'} un trabajo de ${w} J. ¿Cuánto varía su energía interna?`,
      );
      expect(reply?.certain).toBe(true);
      const [dU] = answerNumbers(reply?.text ?? '');
      expect(dU).toBeCloseTo((gives ? -q : q) - (onGas ? -w : w), 6);
    }
  });
});
