import { describe, expect, it } from 'vitest';
import { solveStoichiometry } from './chemistry.ts';
import { formulaNamedAt } from './nomenclature.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (statement: string) =>
  solveStoichiometry(statement)
    ?.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solveStoichiometry: substances named in words, the equation in brackets', () => {
  it.each([
    // the equation written in the sentence's brackets, the reactants by their element names
    [
      'Se mezclan 4 g de hidrógeno con 16 g de oxígeno y reaccionan para formar agua (2 H₂ + O₂ → 2 H₂O). Determine la masa de agua obtenida.',
      '**Se forman 18 g de H₂O.**', // O₂ 0,5 mol limits: 1 mol of water, 18 g
    ],
    // a product named in a nomenclature: Stock, traditional
    [
      'Se hacen reaccionar 5,4 g de aluminio con ácido clorhídrico en exceso: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. Hallar la masa de cloruro de aluminio obtenida.',
      '**Se forman 26,7 g de AlCl₃.**', // 0,2 mol Al → 0,2 mol AlCl₃ · 133,5
    ],
    [
      'Con 11,2 g de hierro y azufre suficiente (Fe + S → FeS), ¿qué masa de sulfuro de hierro (II) se forma?',
      '**Se forman 17,6 g de FeS.**', // 0,2 mol · 88
    ],
    // a limestone («caliza») of a purity, the equation after the question: 400 g = 4 mol → 224 g of CaO
    [
      '¿Qué masa de CaO se obtiene al calcinar 500 g de caliza con 80 % de CaCO₃? CaCO₃ → CaO + CO₂',
      '**Se forman 224 g de CaO.**',
    ],
    // «masa máxima», the limiting reactant by element names
    [
      'Se calientan 28 g de hierro con 24 g de azufre y se forma sulfuro ferroso (Fe + S → FeS). ¿Qué masa máxima de FeS puede obtenerse?',
      '**Se forman 44 g de FeS.**',
    ],
    // a yield asked, the reactant and the product named in words
    [
      'Al hacer reaccionar 46 g de sodio con agua en exceso (2 Na + 2 H₂O → 2 NaOH + H₂) se obtuvieron 64 g de hidróxido de sodio. Determine el rendimiento porcentual de la reacción.',
      '**El rendimiento es 80 %.**', // 2 mol Na → 80 g NaOH; 64/80
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('the other reactant limits when it is the scarcer: H₂', () => {
    // 6 g H₂ = 3 mol (ratio 1,5); 64 g O₂ = 2 mol (ratio 2): H₂ limits, 3 mol of water.
    expect(
      answer(
        'Reaccionan 6 g de hidrógeno y 64 g de oxígeno (2 H2 + O2 → 2 H2O). ¿Cuántos moles de agua se forman?',
      ),
    ).toBe('**Se forman 3 mol de H₂O.**');
  });

  it('a compound named that is not in the equation is no species of it', () => {
    // sulfuro férrico is Fe₂S₃: the equation forms FeS
    expect(
      solveProblem(
        'Se calientan 28 g de hierro con 24 g de azufre: Fe + S → FeS. ¿Qué masa de sulfuro férrico se obtiene?',
      ).certain,
    ).toBe(false);
  });

  it('reads a name in any nomenclature at the start of a text, and only there', () => {
    expect(formulaNamedAt('cloruro de aluminio obtenida')).toBe('AlCl3');
    expect(formulaNamedAt('óxido de hierro (III) que se forma')).toBe('Fe2O3');
    expect(formulaNamedAt('sulfato cúprico.')).toBe('CuSO4');
    expect(formulaNamedAt('la masa de cloruro de aluminio')).toBeUndefined();
    expect(formulaNamedAt('cloruros varios')).toBeUndefined();
  });
});

describe('solveStoichiometry: a neutralization with no equation given', () => {
  it.each([
    // H₂SO₄ + 2 NaOH: 49 g = 0,5 mol of acid, 1 mol of NaOH = 40 g
    [
      '¿Qué masa de hidróxido de sodio se necesita para neutralizar 49 g de ácido sulfúrico?',
      '**Se necesitan 40 g de NaOH.**',
    ],
    // Ca(OH)₂ + 2 HCl: 7,3 g = 0,2 mol of HCl, 0,1 mol of Ca(OH)₂ = 7,4 g
    [
      '¿Cuántos gramos de Ca(OH)₂ se necesitan para neutralizar 7,3 g de HCl?',
      '**Se necesitan 7,4 g de Ca(OH)₂.**',
    ],
    // H₃PO₄ + 3 KOH
    ['¿Cuántos moles de KOH neutralizan 0,3 mol de H₃PO₄?', '**Se necesitan 0,9 mol de KOH.**'],
    // 2 Al(OH)₃ + 3 H₂SO₄: 0,3 mol of acid, 0,2 mol of base = 15,6 g
    ['¿Qué masa de Al(OH)₃ neutraliza 29,4 g de H₂SO₄?', '**Se necesitan 15,6 g de Al(OH)₃.**'],
    // the usual HCl + NaOH still gives its salt
    [
      '¿Cuántos gramos de NaCl se forman al neutralizar 4 g de NaOH con HCl?',
      '**Se forman 5,85 g de NaCl.**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines without the word, or two bases', () => {
    // no «neutraliza»: an acid and a hydroxide are not read as reacting
    expect(answer('¿Qué masa de NaOH hay junto a 49 g de H₂SO₄?')).toBeUndefined();
    expect(answer('¿Qué masa de NaOH y de KOH neutralizan 49 g de H₂SO₄?')).toBeUndefined();
  });
});
