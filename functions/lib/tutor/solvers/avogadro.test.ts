import { describe, expect, it } from 'vitest';
import { solveAvogadro } from './avogadro.ts';
import { solveProblem } from './solve-problem.ts';

const solve = (message: string) => solveAvogadro(message) ?? '';

describe('solveAvogadro', () => {
  it.each([
    ['cuantas moleculas hay en 2 moles de agua', '**1,204 · 10²⁴ moléculas de H₂O**'],
    ['cuantas moleculas hay en 36 g de agua', '**1,204 · 10²⁴ moléculas de H₂O**'],
    ['cuantos atomos hay en 10 g de Ca', '**1,505 · 10²³ átomos de Ca**'],
    ['cuantos atomos de H hay en 2 moles de H2O', '**2,408 · 10²⁴ átomos de H**'],
    ['cuantos atomos de oxigeno hay en 88 g de CO2', '**2,408 · 10²⁴ átomos de O**'],
    ['cuantos atomos hay en 1 mol de CH4', '**6,02 · 10²³ moléculas, que suman 3,01 · 10²⁴ átomos**'],
    ['cuantos gramos son 3,01·10^23 moleculas de CO2', '**m = 22 g de CO₂**'],
    ['cuantos moles son 1,204 x 10^24 atomos de Fe', '**n = 2 mol de Fe**'],
    ['cuantos gramos pesan 6,02·10^23 atomos de Na', '**m = 23 g de Na**'],
    ['cuántos moles hay en 3.01e23 moléculas de agua', '**n = 0,5 mol de H₂O**'],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it.each([
    ['no substance', '¿cuántas moléculas hay en 2 moles?'],
    ['two data', '¿cuántas moléculas hay en 2 moles y 36 g de agua?'],
    ['a gas volume', '¿cuántas moléculas hay en 22,4 litros de O2 en CNPT?'],
    ['the subatomic particles', 'Un átomo tiene Z = 17 y A = 35, ¿cuántos neutrones tiene?'],
    ['a reaction', 'En la reacción NH3 + H2O ⇌ NH4+ + OH-, ¿qué especie actúa como ácido?'],
  ])('declines %s', (_kind, message) => {
    expect(solveAvogadro(message)).toBeUndefined();
  });
});

describe('solveAvogadro: one particle, with the atomic masses listed as data', () => {
  it('reads «Dato: Na = 23» as the course’s mass, and declines another one', () => {
    expect(solveAvogadro('Calcular la masa, en gramos, de un átomo de sodio. Dato: Na = 23.')).toContain(
      '**m = 3,82 · 10⁻²³ g de Na**',
    );
    expect(solveAvogadro('¿Cuál es la masa de una molécula de agua? (H = 1; O = 16)')).toContain(
      '2,99 · 10⁻²³ g',
    );
    expect(
      solveAvogadro('Calcular la masa, en gramos, de un átomo de sodio. Dato: Na = 24.'),
    ).toBeUndefined();
  });

  it('gives back the molar mass: one particle times Avogadro’s number', () => {
    for (const [element, mass] of [
      ['carbono', 12],
      ['hierro', 56],
      ['calcio', 40],
    ] as const) {
      const reply = solveAvogadro(`Determinar la masa de un átomo de ${element}.`) ?? '';
      const [, mantissa, exponent] = /\*\*m = ([\d,]+) · 10⁻(²³|²²) g/.exec(reply) ?? [];
      const grams = Number(mantissa?.replace(',', '.')) * 10 ** (exponent === '²³' ? -23 : -22);
      expect(Math.abs(grams * 6.02e23 - mass)).toBeLessThan(0.01 * mass);
    }
  });
});

describe('solveAvogadro: significant figures asked, a salt named with its formula', () => {
  it.each([
    // 36/18 = 2 mol · 6,02·10²³ · 2 = 2,408·10²⁴ → 2,41·10²⁴.
    [
      '¿Cuántos átomos de hidrógeno hay en 36 g de agua, H₂O? (N_A = 6,02 · 10²³; expresá el resultado con tres cifras significativas.)',
      '**2,41 · 10²⁴ átomos de H**',
    ],
    // 0,5 · 6,02·10²³ · 6 = 1,806·10²⁴ → 1,81·10²⁴.
    [
      '¿Cuántos átomos de oxígeno hay en 0,5 mol de nitrato de calcio, Ca(NO₃)₂? (N_A = 6,02 · 10²³; expresá el resultado con tres cifras significativas.)',
      '**1,81 · 10²⁴ átomos de O**',
    ],
    // 10/44 · 6,02·10²³ = 1,368·10²³ → 1,4·10²³.
    [
      '¿Cuántas moléculas hay en 10 g de CO2? Expresá el resultado con dos cifras significativas.',
      '**1,4 · 10²³ moléculas de CO₂**',
    ],
    // 2 · 4 · 6,02·10²³ = 4,816·10²⁴.
    ['¿Cuántos átomos de oxígeno hay en 2 mol de sulfato de sodio, Na2SO4?', '**4,816 · 10²⁴ átomos de O**'],
  ])('%s', (message, expected) => {
    const { text, certain } = solveProblem(message);

    expect(certain).toBe(true);
    expect(text).toContain(expected);
  });

  it('declines a rounding in decimals of a count', () => {
    expect(solveProblem('¿Cuántas moléculas hay en 10 g de CO2? Redondeá a dos decimales.').certain).toBe(
      false,
    );
  });
});

describe('solveAvogadro: molecules given, the atoms of one element asked', () => {
  const answer = (statement: string) =>
    solveAvogadro(statement)
      ?.split('\n')
      .find((line) => /^\*\*[^D]/.test(line));

  it.each([
    // 3,01·10²³ molecules of CH₄ · 4 H = 1,204·10²⁴
    ['¿Cuántos átomos de hidrógeno hay en 3,01·10²³ moléculas de CH₄?', '**1,204 · 10²⁴ átomos de H**'],
    [
      'Una muestra de metano (CH₄) contiene 3,01·10²³ moléculas. Determinar el número de átomos de hidrógeno.',
      '**1,204 · 10²⁴ átomos de H**',
    ],
    // 1,204·10²⁴ molecules of O₂ · 2 = 2,408·10²⁴
    [
      'Un recipiente contiene 1,204·10²⁴ moléculas de O₂. ¿Cuántos átomos de oxígeno hay?',
      '**2,408 · 10²⁴ átomos de O**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines an element the compound lacks, and molecules asked of molecules', () => {
    expect(solveAvogadro('¿Cuántos átomos de nitrógeno hay en 3,01·10²³ moléculas de CH₄?')).toBeUndefined();
    expect(solveAvogadro('¿Cuántas moléculas de CH₄ hay en 3,01·10²³ moléculas de CH₄?')).toBeUndefined();
  });
});

describe('solveAvogadro: a few particles counted one by one', () => {
  it.each([
    // 10 · 18 / 6,02·10²³ = 2,99·10⁻²² g
    ['¿Cuántos gramos pesan 10 moléculas de agua?', '**m = 2,99 · 10⁻²² g de H₂O**'],
    // 1000 · 56 / 6,02·10²³ = 9,30·10⁻²⁰ g
    ['¿Cuál es la masa de 1000 átomos de hierro?', '**m = 9,3 · 10⁻²⁰ g de Fe**'],
    // 500 / 6,02·10²³ = 8,31·10⁻²² mol
    ['¿Cuántos moles son 500 moléculas de CO2?', '**n = 8,31 · 10⁻²² mol de CO₂**'],
  ])('%s', (statement, expected) => {
    expect(solve(statement)).toContain(expected);
  });

  it('declines a count of atoms per molecule beside the amount', () => {
    expect(
      solveAvogadro(
        'La molécula de agua tiene 2 átomos de hidrógeno. ¿Cuántos átomos de H hay en 3 moles de agua?',
      ),
    ).toBeUndefined();
  });
});

describe('solveAvogadro: the constant given as a datum, and one particle', () => {
  it('reads «NA = 6,02 × 10²³» as the constant, not as sodium nor as a count', () => {
    expect(
      solveAvogadro(
        'Hallar la masa, en gramos, de 6,02 × 10²² átomos de calcio. (Ca = 40; NA = 6,02 × 10²³)',
      ),
    ).toContain('**m = 4 g de Ca**');
    expect(
      solveAvogadro('¿Cuántos moles son 3,01 × 10²⁴ moléculas de CO₂? (número de Avogadro: 6,02 · 10^23)'),
    ).toContain('**n = 5 mol de CO₂**');
  });

  it('takes «una sola molécula» as a count of one', () => {
    expect(
      solveAvogadro('La masa de una sola molécula de agua es: (H = 1; O = 16; NA = 6,02 × 10²³)'),
    ).toContain('**m = 2,99 · 10⁻²³ g de H₂O**');
  });

  it('still reads a sodium sample named Na', () => {
    expect(solveAvogadro('¿Cuántos átomos hay en 46 g de Na?')).toContain('1,204 · 10²⁴');
  });
});

describe('solveAvogadro: the atoms of one molecule, and moles of atoms', () => {
  it.each([
    ['¿Cuántos átomos tiene una molécula de C₃H₈?', '**11 átomos por molécula de C₃H₈**'],
    ['¿Cuántos átomos de hidrógeno hay en cada molécula de NH₃?', '**3 átomos de H por molécula de NH₃**'],
    [
      '¿Cuántos átomos forman una molécula de sacarosa, C₁₂H₂₂O₁₁?',
      '**45 átomos por molécula de C₁₂H₂₂O₁₁**',
    ],
    ['¿Cuántos moles de átomos de hidrógeno hay en 0,5 mol de CH₄?', '**n = 2 mol de átomos de H**'],
    ['¿Cuántos moles de átomos hay en 3 mol de CO₂?', '**n = 9 mol de átomos**'],
  ])('%s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it('leaves an element the formula does not hold', () => {
    expect(solve('¿Cuántos átomos de nitrógeno hay en una molécula de C₃H₈?')).not.toContain('**');
  });
});

describe('solveAvogadro: gold named in words', () => {
  it('reads «oro» as Au, in a sample and in the atoms asked', () => {
    expect(solve('Una pepita de oro pesa 9,85 g. ¿Cuántos átomos de oro contiene? (Au = 197)')).toContain(
      '**3,01 · 10²² átomos de Au**',
    );
    expect(solve('¿Cuál es la masa de 3,01 · 10^23 átomos de oro?')).toContain('98,5 g');
  });
});
