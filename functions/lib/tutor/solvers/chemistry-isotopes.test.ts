import { describe, expect, it } from 'vitest';
import { solveIsotopeAverage } from './chemistry-isotopes.ts';
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

describe('the abundance of one of two isotopes from the average', () => {
  it.each([
    // (10,81 − 11,01) / (10,01 − 11,01) = 0,2.
    [
      'El boro natural es una mezcla de dos isótopos, uno de masa 10,01 u y otro de 11,01 u. Si la masa atómica promedio del boro es 10,81 u, el porcentaje (abundancia) del isótopo más liviano es:\nA) 80 %\nB) 20 %\nC) 19 %\nD) 81 %\nE) Ninguna respuesta anterior es correcta',
      '**Abundancia del isótopo de 10,01 u = 20 %**',
    ],
    // Mass numbers as masses: (10,81 − 11) / (10 − 11) = 0,19.
    [
      'El boro natural es una mezcla de ¹⁰B y ¹¹B y su masa atómica promedio es 10,81. Si se toma la masa de cada isótopo igual a su número másico, el porcentaje de átomos de ¹⁰B es:',
      '**Abundancia de ¹⁰B = 19 %**',
    ],
    // The heavier one: (35,45 − 34,97) / 2 = 0,24.
    [
      'Un elemento tiene dos isótopos naturales, de masas 34,97 u y 36,97 u. Su masa atómica promedio es 35,45 u. ¿Cuál es la abundancia del isótopo más pesado?',
      '**Abundancia del isótopo de 36,97 u = 24 %**',
    ],
    [
      'El cobre tiene dos isótopos, ⁶³Cu (62,93 u) y ⁶⁵Cu (64,93 u). Si la masa atómica del cobre es 63,55 u, calcule el porcentaje de abundancia del ⁶⁵Cu.',
      '**Abundancia de ⁶⁵Cu = 31 %**',
    ],
  ])('%s', (statement, result) => {
    const reply = solveProblem(statement);
    expect(reply.certain).toBe(true);
    expect(stated(reply.text)).toBe(result);
  });

  it.each([
    // No masses and no word that takes the mass numbers as masses.
    'El cobre tiene dos isótopos, ⁶³Cu y ⁶⁵Cu, y su masa atómica promedio es 63,55 u. ¿Cuál es la abundancia del ⁶³Cu?',
    // Both abundances asked, no single isotope named.
    'Un elemento tiene dos isótopos, uno de masa 10,01 u y otro de 11,01 u. Su masa atómica promedio es 10,81 u. ¿Cuál es la abundancia de cada isótopo?',
    // The average outside the two masses.
    'Un elemento tiene dos isótopos, uno de masa 10,01 u y otro de 11,01 u. Su masa atómica promedio es 11,2 u. ¿Cuál es la abundancia del isótopo más liviano?',
  ])('is not sure: %s', (statement) => {
    expect(solveProblem(statement).certain).toBe(false);
  });

  it('puts every seeded abundance back into the average', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let k = 0; k < 30; k++) {
      const m1 = 10 + Math.round(next() * 60);
      const m2 = m1 + 1 + Math.round(next() * 2);
      const p = 5 + Math.round(next() * 90);
      const average = (m1 * p + m2 * (100 - p)) / 100;
      const reply = solveProblem(
        `Un elemento tiene dos isótopos, uno de masa ${m1} u y otro de ${m2} u. Su masa atómica promedio es ${String(average).replace('.', ',')} u. ¿Cuál es el porcentaje del isótopo más liviano?`,
      );
      expect(reply.certain).toBe(true);
      expect(stated(reply.text)).toBe(`**Abundancia del isótopo de ${m1} u = ${p} %**`);
    }
  });
});

describe('solveIsotopeAverage: an element said to be just two isotopes, one abundance given (#32)', () => {
  it('takes the other abundance as the rest', () => {
    const reply = solveIsotopeAverage(
      'El boro natural es una mezcla de dos isótopos: ¹⁰B (masa 10,01 u; abundancia 19,9 %) y ¹¹B (masa 11,01 u). ¿Cuál es la masa atómica promedio del boro?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('100 % − 19,9 % = 80,1 %');
    expect(reply?.text).toMatch(/10,81/);
  });

  it('leaves an abundance missing when the statement does not say the two are all', () => {
    expect(
      solveIsotopeAverage(
        'El boro tiene los isótopos ¹⁰B (masa 10,01 u; abundancia 19,9 %) y ¹¹B (masa 11,01 u). ¿Cuál es la masa atómica promedio del boro?',
      ),
    ).toBeUndefined();
  });
});
