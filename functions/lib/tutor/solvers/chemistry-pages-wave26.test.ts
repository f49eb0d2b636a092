import { describe, expect, it } from 'vitest';
import { solveProblem } from './solve-problem.ts';

/** The stated result of a reply: its bold line that is not the data. */
const stated = (reply: string) =>
  reply.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

const sure = (statement: string) => {
  const reply = solveProblem(statement);
  expect(reply.certain).toBe(true);
  return stated(reply.text);
};

describe('stoichiometry: atomic masses listed for the whole reaction', () => {
  it.each([
    // 200 g of CaCO₃ = 2 mol → 2 mol CO₂ = 44,8 L; the Cl's mass is for the CaCl₂.
    [
      'Se tratan 250 g de una piedra caliza que contiene 80 % de CaCO₃ con ácido clorhídrico en exceso, según CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. (Ca = 40; C = 12; O = 16; Cl = 35,5) Calcule el volumen de CO₂ desprendido, medido en CNPT.',
      '**Se forman 44,8 L de CO₂ (en CNPT).**',
    ],
    // 100 g of CaCO₃ = 1 mol → 1 mol CO₂ = 44 g; Cl and H are of the acid, the salt and the water.
    [
      'CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. (Ca = 40; C = 12; O = 16; Cl = 35,5; H = 1) ¿Cuántos gramos de CO₂ se forman con 100 g de CaCO₃?',
      '**Se forman 44 g de CO₂.**',
    ],
  ])('%s', (statement, result) => {
    expect(sure(statement)).toBe(result);
    expect(solveProblem(statement).text).toMatch(/no hace(?:n)? falta para lo que se pide/);
  });

  it('is not sure when a listed mass is of an element outside the reaction', () => {
    const statement =
      'CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. (Ca = 40; C = 12; O = 16; Na = 23) ¿Cuántos gramos de CO₂ se forman con 100 g de CaCO₃?';
    expect(solveProblem(statement).certain).toBe(false);
  });
});

describe('stoichiometry: a sample named in words with its purity, a gas «ese oxígeno» at a state', () => {
  const statement =
    'Se descomponen por calentamiento 61,25 g de clorato de potasio de 80 % de pureza: 2 KClO₃ → 2 KCl + 3 O₂. (K = 39; Cl = 35,5; O = 16)';
  it.each([
    // 49 g of KClO₃ = 0,4 mol → 0,6 mol O₂.
    ['Calcule los moles de oxígeno producidos.', '**Se forman 0,6 mol de O₂.**'],
    // 0,6 mol at 400 K and 2 atm: V = 0,6 · 0,082 · 400 / 2 = 9,84 L.
    [
      '¿Qué volumen ocupa ese oxígeno a 127 °C y 1520 mmHg?',
      '**Se forman 9,84 L de O₂ (a 127 °C (400 K) y 1.520 mmHg).**',
    ],
    // 0,4 mol KCl · 74,5 = 29,8 g.
    ['¿Qué masa de cloruro de potasio queda como residuo?', '**Se forman 29,8 g de KCl.**'],
  ])('%s', (question, result) => {
    expect(sure(`${statement}\n${question}`)).toBe(result);
  });

  it('reads «200 g de carbonato de calcio del 50 % de pureza» as 100 g of CaCO₃', () => {
    expect(
      sure(
        'Se calcinan 200 g de carbonato de calcio del 50 % de pureza: CaCO₃ → CaO + CO₂. (Ca = 40; C = 12; O = 16) ¿Cuántos gramos de CaO se obtienen?',
      ),
    ).toBe('**Se forman 56 g de CaO.**');
  });

  it('is not sure of a volume at a state with two temperatures', () => {
    expect(
      solveProblem(`${statement} Se calienta de 27 °C a 127 °C. ¿Qué volumen ocupa ese oxígeno a 1520 mmHg?`)
        .certain,
    ).toBe(false);
  });
});

describe('particles: the molar mass summed from the atomic masses given', () => {
  it.each([
    [
      'Calcule la masa, en gramos, de 3,01 · 10²⁴ moléculas de dióxido de carbono. (C = 12; O = 16)',
      '**m = 220 g de CO₂**',
    ],
    [
      '¿Cuántos átomos de oxígeno contienen 4,9 g de ácido sulfúrico (H₂SO₄)? Datos: H = 1; O = 16; S = 32; NA = 6,02 · 10²³.',
      '**1,204 · 10²³ átomos de O**',
    ],
    ['¿Cuántas moléculas hay en 9 g de agua? (H = 1; O = 16)', '**3,01 · 10²³ moléculas de H₂O**'],
  ])('%s', (statement, result) => {
    expect(sure(statement)).toBe(result);
  });

  it('is not sure with an atomic mass of an element the substance lacks', () => {
    expect(solveProblem('¿Cuántas moléculas hay en 9 g de agua? (H = 1; O = 16; C = 12)').certain).toBe(
      false,
    );
  });
});

describe('pH from the mass of a strong acid or base and the volume, with the atomic masses listed', () => {
  it.each([
    // 0,063 g / 63 = 0,001 mol in 0,1 L → 0,01 M → pH 2.
    [
      'Una solución contiene 0,063 g de ácido nítrico disueltos en 100 cm³. Determine su pH. (H = 1; N = 14; O = 16)',
      '**pH = 2**',
    ],
    // 0,4 g / 40 = 0,01 mol in 1 L → pOH 2 → pH 12.
    [
      'Se disuelven 0,4 g de hidróxido de sodio en agua y se lleva a 1 L de solución. ¿Cuál es el pH? (Na = 23; O = 16; H = 1)',
      '**pH = 12**',
    ],
    // 0,365 g / 36,5 = 0,01 mol in 0,5 L → 0,02 M → pH 1,7.
    [
      'Se burbujean 0,365 g de cloruro de hidrógeno gaseoso en agua y se completa a 500 mL de solución. (H = 1; Cl = 35,5) ¿Cuál es su pH?',
      '**pH = 1,7**',
    ],
  ])('%s', (statement, result) => {
    expect(sure(statement)).toBe(result);
  });

  it.each([
    // An atomic mass of an element the acid lacks.
    'Una solución contiene 0,063 g de ácido nítrico disueltos en 100 cm³. Determine su pH. (H = 1; N = 14; O = 16; Na = 23)',
    // A concentration given: the atomic masses are no datum of its pH.
    'Una solución de HCl 0,01 M. ¿Cuál es su pH? (H = 1; Cl = 35,5)',
  ])('is not sure: %s', (statement) => {
    expect(solveProblem(statement).certain).toBe(false);
  });
});

describe('molarity from % m/m and density with the atomic masses listed', () => {
  it('reads a commercial nitric acid', () => {
    expect(
      sure(
        'Un ácido nítrico comercial tiene una concentración de 63 % m/m y una densidad de 1,4 g/cm³. Calcule su molaridad. (H = 1; N = 14; O = 16)',
      ),
    ).toBe('**M = 14 M** (mol/L)');
  });
  it('is not sure with an atomic mass of another element', () => {
    expect(
      solveProblem(
        'Un ácido nítrico comercial tiene una concentración de 63 % m/m y una densidad de 1,4 g/cm³. Calcule su molaridad. (H = 1; N = 14; O = 16; Na = 23)',
      ).certain,
    ).toBe(false);
  });
});

describe('molality', () => {
  it.each([
    // 23,4 / 58,5 = 0,4 mol over 0,5 kg.
    [
      'Se disuelven 23,4 g de cloruro de sodio en 500 g de agua. Calcule la molalidad de la solución. (Na = 23; Cl = 35,5)',
      '**m = 0,8 molal** (mol de soluto por kg de agua)',
    ],
    // 9 g of glucose = 0,05 mol in 0,25 kg.
    [
      '¿Cuál es la molalidad de una solución de 9 g de glucosa en 250 g de agua?',
      '**m = 0,2 molal** (mol de soluto por kg de agua)',
    ],
    // 520 g of solution, 496 g of water: 0,6 / 0,496.
    [
      'Se prepara una solución disolviendo 24 g de NaOH en agua hasta completar 500 mL; su densidad es 1,04 g/mL. (Na = 23; O = 16; H = 1) Calcule la molalidad.',
      '**m ≈ 1,21 molal** (mol de soluto por kg de agua)',
    ],
  ])('%s', (statement, result) => {
    expect(sure(statement)).toBe(result);
  });

  it.each([
    'Se disuelven 23,4 g de cloruro de sodio en 500 g de agua. Calcule la molalidad de la solución. (Na = 23; Cl = 35,5; K = 39)',
    'Se disuelven 23,4 g de cloruro de sodio en 500 g de agua a 25 °C. Calcule la molalidad de la solución.',
    'Se disuelven 23,4 g de cloruro de sodio en 500 g de agua. Calcule la molaridad y la molalidad de la solución.',
    'Se disuelven 23,4 g de cloruro de sodio en agua. Calcule la molalidad de la solución.',
  ])('is not sure: %s', (statement) => {
    expect(solveProblem(statement).certain).toBe(false);
  });
});
