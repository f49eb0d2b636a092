import { describe, expect, it } from 'vitest';
import { solveProblem } from './solve-problem.ts';

const stated = (reply: string) =>
  reply.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('the average atomic mass from the isotopes', () => {
  it.each([
    // 35 · 0,758 + 37 · 0,242 = 35,484.
    [
      'El cloro natural es una mezcla de ³⁵Cl (abundancia 75,8 %) y ³⁷Cl (abundancia 24,2 %). Tomando la masa de cada isótopo igual a su número másico, ¿cuál es la masa atómica relativa promedio del cloro?',
      '**Masa atómica promedio ≈ 35,48 u**',
    ],
    // The third abundance is the rest, 11,01 %: 23,985 · 0,7899 + 24,986 · 0,1 + 25,983 · 0,1101 ≈ 24,31.
    [
      'El magnesio natural tiene tres isótopos: ²⁴Mg (78,99 %, 23,985 u), ²⁵Mg (10,00 %, 24,986 u) y ²⁶Mg (25,983 u), que completa el resto. Calcule la masa atómica promedio del magnesio.',
      '**Masa atómica promedio ≈ 24,31 u**',
    ],
    // 63 · 0,7 + 65 · 0,3 = 63,6.
    [
      'El cobre tiene dos isótopos, cobre-63 (70 %) y cobre-65 (30 %). Tomando la masa de cada isótopo igual a su número másico, calculá la masa atómica promedio del cobre.',
      '**Masa atómica promedio = 63,6 u**',
    ],
  ])('%s', (statement, result) => {
    const reply = solveProblem(statement);
    expect(reply.certain).toBe(true);
    expect(stated(reply.text)).toBe(result);
  });

  it.each([
    // The abundances do not add up to 100 %.
    'El cloro natural es una mezcla de ³⁵Cl (abundancia 75,8 %) y ³⁷Cl (abundancia 20,2 %). Tomando la masa de cada isótopo igual a su número másico, ¿cuál es la masa atómica relativa promedio del cloro?',
    // No mass for the isotopes, and no word that takes the mass number as the mass.
    'El cloro natural es una mezcla de ³⁵Cl (abundancia 75,8 %) y ³⁷Cl (abundancia 24,2 %). ¿Cuál es la masa atómica relativa promedio del cloro?',
    // Another question: the abundance.
    'El cloro natural es una mezcla de ³⁵Cl y ³⁷Cl, y su masa atómica promedio es 35,5. ¿Cuál es la abundancia del ³⁷Cl?',
  ])('is not sure: %s', (statement) => {
    expect(solveProblem(statement).certain).toBe(false);
  });
});

describe('an ion said in words', () => {
  it('counts the electrons of «el anión divalente que forma»', () => {
    const reply = solveProblem(
      'Un átomo tiene número atómico 16 y número másico 32. ¿Cuántos electrones tiene el anión divalente que forma?',
    );
    expect(reply.certain).toBe(true);
    expect(stated(reply.text)).toBe('**18 electrones**');
  });
  it('counts the electrons of a trivalent cation', () => {
    const reply = solveProblem(
      'Un átomo tiene Z = 13 y A = 27. ¿Cuántos electrones tiene su catión trivalente?',
    );
    expect(reply.certain).toBe(true);
    expect(stated(reply.text)).toBe('**10 electrones**');
  });
});
