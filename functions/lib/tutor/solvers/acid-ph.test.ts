import { describe, expect, it } from 'vitest';
import { solveStrongPh } from './acid-ph.ts';

const answer = (statement: string) =>
  solveStrongPh(statement)
    ?.text.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solveStrongPh', () => {
  it.each([
    ['¿Cuál es el pH de una solución 0,001 M de ácido clorhídrico?', '**pH = 3**'],
    ['Calculá: ¿qué pH tiene una solución de NaOH 0,01 M a 25 °C?', '**pH = 12**'],
    ['¿Cuál es el pOH de una solución 0,1 M de HNO3?', '**pOH = 13**'],
    ['Una solución de KOH tiene una concentración 10^-3 mol/L. ¿Cuál es su pH?', '**pH = 11**'],
    ['¿Cuál es el pH de una solución de HCl 2·10⁻³ M?', '**pH = 2,7**'],
    ['¿Cuál es el pH de una solución 0,05 M de hidróxido de bario?', '**pH = 13**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it.each([
    ['a weak acid', '¿Cuál es el pH de una solución 0,1 M de ácido acético?'],
    ['sulfuric acid, whose second H is not complete', '¿Cuál es el pH de una solución 0,01 M de H2SO4?'],
    ['a dilution it does not read', '¿Cuál es el pH de 50 mL de HCl 0,1 M diluidos a 500 mL?'],
    ['grams instead of a molarity', '¿Cuál es el pH de una solución con 4 g de NaOH en 1 L?'],
    ['a dilution said in words', '¿Cuál es el pH de una solución 0,5 M de HCl diluida al doble?'],
    ['two solutes', '¿Cuál es el pH de una mezcla de HCl 0,1 M y NaOH 0,05 M?'],
    ['an acid so dilute that water counts', '¿Cuál es el pH de una solución 10⁻⁸ M de HCl?'],
    ['two things asked', '¿Cuál es el pH de una solución 0,01 M de HCl? ¿Y el pOH?'],
  ])('declines %s', (_kind, statement) => {
    expect(solveStrongPh(statement)).toBeUndefined();
  });

  it('gives back the concentration: 10^(−pH) for an acid, 10^(pH − 14) for a base (property)', () => {
    for (const c of [0.1, 0.02, 0.005, 0.0003]) {
      const acid = solveStrongPh(`¿Cuál es el pH de una solución ${String(c).replace('.', ',')} M de HBr?`);
      const base = solveStrongPh(`¿Cuál es el pH de una solución ${String(c).replace('.', ',')} M de KOH?`);
      const read = (text = '') => Number((/\*\*pH = ([\d,]+)\*\*/.exec(text)?.[1] ?? '').replace(',', '.'));
      expect(10 ** -read(acid?.text)).toBeCloseTo(c, 2);
      expect(10 ** (read(base?.text) - 14)).toBeCloseTo(c, 2);
    }
  });
});

describe('solveStrongPh: the concentration from the pH', () => {
  it.each([
    ['Una solución de HCl tiene pH = 1. ¿Cuál es su concentración molar?', '**0,1 M**'],
    ['Una solución de NaOH tiene pH = 12. ¿Cuál es su concentración molar?', '**0,01 M**'],
    ['Una solución de hidróxido de calcio tiene pOH = 2. ¿Cuál es su concentración?', '**0,005 M**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines a weak acid and a second number', () => {
    expect(
      solveStrongPh('Una solución de ácido acético tiene pH = 3. ¿Cuál es su concentración?'),
    ).toBeUndefined();
    expect(
      solveStrongPh('500 mL de una solución de HCl tienen pH = 2. ¿Cuál es su concentración?'),
    ).toBeUndefined();
    expect(
      solveStrongPh('Una solución de KOH tiene pH = 13. ¿Cuál es la concentración de H+?'),
    ).toBeUndefined();
  });
});
