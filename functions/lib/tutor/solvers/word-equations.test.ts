import { describe, expect, it } from 'vitest';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';
import { solveWordEquation, wordEquations } from './word-equations.ts';

const solve = (problem: string) => solveWordEquation(problem);

describe('solveWordEquation', () => {
  itSolvesCertainly(solve, [
    [
      'En un corral hay gallinas y conejos. En total se cuentan 30 cabezas y 84 patas. ¿Cuántos conejos hay?',
      ['$4c + 2g = 84$', '**12 conejos**'],
    ],
    [
      'Para una función de teatro se vendieron 200 entradas: las de adulto a $ 500 y las de menor a $ 300. Si se recaudaron $ 84 000, ¿cuántas entradas de adulto se vendieron?',
      ['**120 entradas de adulto**'],
    ],
    [
      'La suma de dos números es 10 y su diferencia es 4. ¿Cuáles son los números?',
      ['**Los números son 7 y 3**'],
    ],
    [
      'La suma de tres números enteros consecutivos es 84. ¿Cuál es el mayor de ellos?',
      ['**El mayor es 29**'],
    ],
    [
      'Un padre tiene el triple de la edad de su hijo y dentro de 10 años tendrá el doble. ¿Qué edad tiene hoy el hijo?',
      ['**10 años**'],
    ],
    [
      'El largo de un rectángulo supera en 3 cm a su ancho y su área es de 40 cm². Hallá sus dimensiones.',
      ['**Ancho 5 cm y largo 8 cm**'],
    ],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    'En un corral hay gallinas y conejos, 30 cabezas y 84 patas, y 3 perros. ¿Cuántos conejos hay?',
    'La suma de tres números consecutivos es 85. ¿Cuál es el mayor?',
    'Un padre tiene el doble de la edad de su hijo y dentro de 10 años tendrá el triple. ¿Qué edad tiene el hijo?',
    'En un corral hay gallinas y conejos: 30 cabezas y 85 patas.',
  ]);

  itSolvesItsExamples(wordEquations);
});

describe('solveWordEquation, checked back', () => {
  it('gives back the hens and rabbits a random corral was built from', () => {
    const next = random(624);
    for (let n = 0; n < 30; n++) {
      const [rabbits, hens] = [1 + Math.floor(next() * 40), 1 + Math.floor(next() * 40)];
      const reply = solve(
        `En un corral hay gallinas y conejos. Se cuentan ${rabbits + hens} cabezas y ${4 * rabbits + 2 * hens} patas. ¿Cuántos conejos hay?`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**${rabbits} conejos**`);
    }
  });
});
