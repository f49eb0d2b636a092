import { describe, expect, it } from 'vitest';
import { fromText } from './declaration.ts';
import { withUnitWords } from './measurement-units-words.ts';
import { itSolvesCertainly } from './testing.ts';
import { solveConversion, withScientificNotation } from './units.ts';

const solve = withUnitWords((problem) => withScientificNotation(problem, fromText(solveConversion)(problem)));

describe('withUnitWords', () => {
  itSolvesCertainly(solve, [
    [
      'Calcular cuántos segundos tiene un día y expresar el resultado en notación científica.',
      ['**1 día = 86.400 s = 8,64 · 10⁴ s**'],
    ],
    ['¿Cuántos minutos hay en 3 días?', ['**3 días = 4.320 min**']],
    ['Expresar 2 días en horas.', ['**2 días = 48 h**']],
    [
      'La distancia media entre la Tierra y el Sol es de unos 150 millones de kilómetros. Expresada en metros y en notación científica, esa distancia es:',
      ['1,5 · 10¹¹ m'],
    ],
    ['Expresar 384 mil millones de metros en kilómetros.', ['384.000.000 km']],
  ]);

  it.each([
    // A day and a half: not one day.
    '¿Cuántos segundos tiene un día y medio?',
    // A year: not this reading's.
    '¿Cuántos segundos tiene un año?',
    // Another number beside the days.
    '¿Cuántos segundos hay en 3 días si el reloj atrasa 2 minutos?',
  ])('answers nothing sure: %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });
});
