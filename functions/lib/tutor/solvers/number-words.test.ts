import { describe, expect, it } from 'vitest';
import { numberWords, solveNumberWords } from './number-words.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveNumberWords(problem);

describe('solveNumberWords: a number said in words (#32)', () => {
  itSolvesCertainly(solve, [
    // 3x² + 2x = 16 ⇒ x = 2 or x = −8/3; positive: 2.
    [
      'El triple del cuadrado de un número, aumentado en el doble de ese número, es igual a 16. Si el número es positivo, ¿cuánto vale?',
      ['$3x^2 + 2x - 16 = 0$', '**El número es 2**'],
    ],
    ['La suma de un número y su consecutivo es 73. ¿Cuál es el número?', ['**El número es 36**']],
    ['La mitad de un número más su cuarta parte es 18. ¿Cuál es el número?', ['**El número es 24**']],
    // x(x + 1) = 90 ⇒ 9 or −10; natural: 9.
    [
      'El producto de un número por su consecutivo es 90. Si el número es natural, ¿cuál es el número?',
      ['**El número es 9**'],
    ],
    [
      'El cuádruple de un número, disminuido en 7, es igual al doble del número más 9. ¿Cuál es el número?',
      ['**El número es 8**'],
    ],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    // 3x + 5 or 3(x + 5)? Without a comma the words do not say.
    'El triple de un número aumentado en 5 es igual a 20. ¿Cuál es el número?',
    // A word it does not read.
    'El doble de un número elevado a la cuarta es 32. ¿Cuál es el número?',
    // Two numbers: another kind of problem.
    'La suma de dos números es 20 y su diferencia 4. ¿Cuáles son?',
  ]);

  it('states a number that gives the words back (seeded)', () => {
    const next = random(734);
    for (let n = 0; n < 30; n++) {
      const [a, b, x] = [2 + Math.floor(next() * 4), 1 + Math.floor(next() * 9), 1 + Math.floor(next() * 12)];
      const total = a * x * x - b * x;
      if (total <= 0 || a * x * x - b <= 0) continue;
      const names = ['', '', 'doble', 'triple', 'cuádruple', 'quíntuple'];
      const reply = solve(
        `El ${names[a]} del cuadrado de un número, disminuido en ${b} veces ese número, es igual a ${total}. Si el número es positivo, ¿cuánto vale?`,
      );
      // «b veces» is not read: nothing is said rather than something wrong.
      expect(reply).toBeUndefined();
      const read = solve(
        `El ${names[a]} del cuadrado de un número, disminuido en ${b}, es igual a ${a * x * x - b}. Si el número es positivo, ¿cuánto vale?`,
      );
      expect(read?.text).toContain(`**El número es ${x}**`);
    }
  });

  itSolvesItsExamples(numberWords);
});
