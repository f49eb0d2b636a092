import { describe, expect, it } from 'vitest';
import { atomicMasses } from '../../science/atomic-masses.ts';
import { solveEmpiricalFormula, wholeRatios } from './empirical-formula.ts';

const answer = (statement: string) =>
  solveEmpiricalFormula(statement)
    ?.text.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solveEmpiricalFormula', () => {
  it.each([
    [
      'Un compuesto contiene, en masa, 40 % de carbono, 6,67 % de hidrógeno y 53,33 % de oxígeno. Su fórmula empírica es:',
      '**Fórmula empírica: CH₂O**',
    ],
    [
      'Una muestra de 5,6 g de un óxido de hierro contiene 3,92 g de hierro. ¿Cuál es la fórmula mínima del óxido?',
      '**Fórmula empírica: Fe₂O₃**',
    ],
    [
      'Al analizar un compuesto se encuentran 2,4 g de carbono y 0,6 g de hidrógeno. ¿Cuál es su fórmula empírica?',
      '**Fórmula empírica: CH₃**',
    ],
    [
      'Un óxido de hierro contiene 70 % de hierro en masa. ¿Cuál es su fórmula empírica?',
      '**Fórmula empírica: Fe₂O₃**',
    ],
    [
      'Un hidrocarburo tiene 85,7 % de C y 14,3 % de H, y su masa molar es 42 g/mol. ¿Cuál es su fórmula molecular?',
      '**Fórmula molecular: C₃H₆**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it.each([
    [
      'percentages that do not add up to 100',
      'Un compuesto tiene 40 % de C y 6,7 % de H. ¿Cuál es su fórmula empírica?',
    ],
    [
      'a molecular formula without the molar mass',
      'Un compuesto tiene 80 % de C y 20 % de H. ¿Cuál es su fórmula molecular?',
    ],
    [
      'a sample that is not an oxide, with one mass',
      'Una muestra de 3 g de un compuesto contiene 2,4 g de carbono. ¿Cuál es su fórmula empírica?',
    ],
    [
      'one percentage of a compound that is not an oxide',
      'Un compuesto contiene 40 % de azufre. ¿Cuál es su fórmula empírica?',
    ],
    [
      'an oxide whose named element is another',
      'Un óxido de hierro contiene 40 % de azufre. ¿Cuál es su fórmula empírica?',
    ],
    [
      'ratios far from whole numbers',
      'Un compuesto tiene 45 % de C y 55 % de O. ¿Cuál es su fórmula empírica?',
    ],
    [
      'a count of atoms asked of the formula',
      'Un compuesto tiene 40 % de S y 60 % de O. ¿Cuántos átomos de oxígeno tiene su fórmula empírica?',
    ],
    [
      'the mass of the formula asked',
      'Un compuesto tiene 40 % de S y 60 % de O. ¿Cuál es la masa molar de su fórmula empírica?',
    ],
  ])('declines %s', (_kind, statement) => {
    expect(solveEmpiricalFormula(statement)).toBeUndefined();
  });

  it('finds the formula back from its own composition (property)', () => {
    for (const [formula, counts] of [
      ['C₂H₆O', { C: 2, H: 6, O: 1 }],
      ['Fe₃O₄', { Fe: 3, O: 4 }],
      ['Na₂SO₄', { Na: 2, S: 1, O: 4 }],
    ] as const) {
      const entries = Object.entries(counts) as [keyof typeof atomicMasses, number][];
      const total = entries.reduce((sum, [e, n]) => sum + atomicMasses[e] * n, 0);
      const shares = entries.map(
        ([e, n]) => `${((100 * atomicMasses[e] * n) / total).toFixed(2).replace('.', ',')} % de ${e}`,
      );
      const statement = `Un compuesto contiene ${shares.join(', ')}. ¿Cuál es su fórmula empírica?`;
      expect(answer(statement)).toBe(`**Fórmula empírica: ${formula}**`);
    }
    expect(wholeRatios([0.07, 0.105])).toEqual([2, 3]);
  });
});

describe('solveEmpiricalFormula: an element named as the rest', () => {
  const answer = (statement: string) => {
    const reply = solveEmpiricalFormula(statement);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*[^D]/.test(line)) : undefined;
  };

  it.each([
    // O = 4,6 − 3 = 1,6 g: C 0,2; H 0,6; O 0,1 → C₂H₆O
    [
      'Un compuesto de 4,6 g contiene 2,4 g de carbono, 0,6 g de hidrógeno y el resto de oxígeno. Determine su fórmula empírica.',
      '**Fórmula empírica: C₂H₆O**',
    ],
    // O = 10 − 5,2 = 4,8 g: Ca 0,1; C 0,1; O 0,3 → CaCO₃
    [
      'El análisis de 10 g de una sustancia da 4 g de calcio, 1,2 g de carbono y el resto es oxígeno. Hallar la fórmula mínima.',
      '**Fórmula empírica: CaCO₃**',
    ],
    // O = 53,33 %: CH₂O, 30 g/mol; 180 / 30 = 6
    [
      'Un compuesto tiene 40 % de carbono, 6,67 % de hidrógeno y el resto de oxígeno. Su masa molar es 180 g/mol. Determine la fórmula molecular.',
      '**Fórmula molecular: C₆H₁₂O₆**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines a sample whose elements do not add up and no rest is named, or a rest that is no element', () => {
    expect(
      answer(
        'Un compuesto de 4,6 g contiene 2,4 g de carbono y 0,6 g de hidrógeno. Determine su fórmula empírica.',
      ),
    ).toBeUndefined();
    expect(
      answer(
        'Un compuesto tiene 40 % de carbono, 6,67 % de hidrógeno y el resto son impurezas. Determine la fórmula empírica.',
      ),
    ).toBeUndefined();
  });
});

describe('the molecular formula from the minimal one and the molar mass', () => {
  const bold = (statement: string) =>
    solveEmpiricalFormula(statement)
      ?.text.split('\n')
      .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

  it('answers the formula, the times and one element’s atoms', () => {
    expect(
      bold(
        'La fórmula empírica de un compuesto es CH y su masa molar es 78 g/mol. ¿Cuál es su fórmula molecular?',
      ),
    ).toBe('**C₆H₆**');
    expect(
      bold(
        'La fórmula mínima de un óxido es NO₂ y su masa molar es de 92 g/mol. ¿Cuántas veces está contenida la mínima en la molecular?',
      ),
    ).toBe('**2 veces**');
    expect(
      bold(
        'La fórmula mínima de un ácido es CH₂O y su masa molar es 60 g/mol. ¿Cuántos átomos de carbono tiene una molécula? (C = 12; H = 1; O = 16)',
      ),
    ).toBe('**2 átomos de carbono por molécula (C₂H₄O₂)**');
  });

  it('declines a molar mass that is not a whole multiple, or atomic masses of its own', () => {
    expect(
      solveEmpiricalFormula(
        'La fórmula mínima de un compuesto es CH₂O y su masa molar es 100 g/mol. ¿Cuál es su fórmula molecular?',
      ),
    ).toBeUndefined();
    expect(
      solveEmpiricalFormula(
        'La fórmula mínima de un compuesto es CH₂O y su masa molar es 180 g/mol. ¿Cuál es su fórmula molecular? (C = 12,01)',
      ),
    ).toBeUndefined();
  });
});

describe('solveEmpiricalFormula: the molecular formula from the minimal one said plainly', () => {
  it.each([
    [
      'Un compuesto tiene fórmula empírica CH₂O y masa molar 180 g/mol. ¿Cuál es su fórmula molecular?',
      '**C₆H₁₂O₆**',
    ],
    [
      'Un hidrocarburo de fórmula mínima CH y masa molecular 78 g/mol (C = 12; H = 1). ¿Cuántos átomos tiene cada molécula?',
      '**12 átomos por molécula (C₆H₆)**',
    ],
    [
      'Un óxido tiene fórmula empírica NO₂ y su masa molar es 92 g/mol. ¿Cuántos átomos en total forman una molécula? Datos: N = 14; O = 16.',
      '**6 átomos por molécula (N₂O₄)**',
    ],
  ])('%s', (statement, expected) => {
    const reply = solveEmpiricalFormula(statement);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a molar mass that is no whole multiple', () => {
    expect(
      solveEmpiricalFormula(
        'Un compuesto tiene fórmula empírica CH₂O y masa molar 100 g/mol. ¿Cuál es su fórmula molecular?',
      )?.certain,
    ).not.toBe(true);
  });
});
