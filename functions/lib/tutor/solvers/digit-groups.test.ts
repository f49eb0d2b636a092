import { describe, expect, it } from 'vitest';
import { unusedData } from './certainty.ts';
import { joinDigitGroups } from './numbers.ts';
import { solveProblem } from './solve-problem.ts';
import { expectCertain } from './testing.ts';

describe('joinDigitGroups', () => {
  it.each([
    ['un auto de 1 200 kg', 'un auto de 1200 kg'],
    ['una presión de 50 000 Pa', 'una presión de 50000 Pa'],
    ['a 2 500 000 m de altura', 'a 2500000 m de altura'],
    ['una masa de 1 200,5 kg', 'una masa de 1200,5 kg'],
    ['una densidad de 1 000 kg/m³', 'una densidad de 1000 kg/m³'],
  ])('joins «%s»', (text, joined) => {
    expect(joinDigitGroups(text)).toBe(joined);
  });

  it.each([
    // A list of small numbers, or of numbers that are not groups of three.
    'los números 2 3 4 kg',
    'pesa 12 3456 kg',
    // Nothing after it says it is a measure.
    'sumá 100 200',
    // A group that follows a lone digit belongs to a list.
    'los valores 1 2 300 kg',
  ])('leaves «%s» alone', (text) => {
    expect(joinDigitGroups(text)).toBe(text);
  });
});

describe('a number written in groups of three digits', () => {
  it.each([
    ['Un auto de 1 200 kg acelera a 2 m/s². ¿Qué fuerza neta actúa sobre él?', '**F = 2.400 N**'],
    ['Un auto de 1 200 kg va a 20 m/s. ¿Cuál es su energía cinética?', '**Ec = 240.000 J**'],
    [
      '¿Qué presión ejerce un líquido de densidad 1 000 kg/m³ a 5 m de profundidad? (g = 10 m/s²)',
      '**p = 50.000 Pa**',
    ],
  ])('is one datum: %s', (problem, answer) => {
    expectCertain(solveProblem(problem), answer);
  });

  it('counts as used when the reply writes it whole', () => {
    expect(unusedData('Un auto de 1 200 kg va a 20 m/s.', 'm = 1.200 kg; v = 20 m/s')).toEqual([]);
  });
});
