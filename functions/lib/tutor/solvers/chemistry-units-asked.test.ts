import { describe, expect, it } from 'vitest';
import { solveAvogadro } from './avogadro.ts';
import { solveMoleConversion, solveStoichiometry } from './chemistry.ts';
import { solveSolution } from './solutions.ts';

describe('what the question asks, not what the solver usually gives', () => {
  it('«moles de átomos de O» in a compound: its moles times its atoms of O', () => {
    expect(solveAvogadro('¿Cuántos moles de átomos de oxígeno hay en 88 g de CO₂?')).toContain(
      '**n = 4 mol de átomos de O**',
    );
    expect(solveAvogadro('¿Cuántos moles de átomos de hidrógeno hay en 9 g de agua?')).toContain(
      '**n = 1 mol de átomos de H**',
    );
  });

  it('«Calcular la cantidad de moles…», «Determinar el número de moles…» ask moles, not grams', () => {
    expect(
      solveMoleConversion(
        'Calcular la cantidad de moles contenidos en 196 g de ácido sulfúrico (H₂SO₄). Datos: H = 1; S = 32; O = 16.',
      ),
    ).toContain('**En 196 g de H₂SO₄ hay 2 mol de H₂SO₄.**');
    expect(solveMoleConversion('Determinar el número de moles presentes en 90 g de agua.')).toContain(
      'hay 5 mol de H₂O',
    );
  });

  it('«Determine los moles de X…» asks moles, and a colon after the equation closes it', () => {
    expect(
      solveStoichiometry(
        'Zn + 2 HCl → ZnCl₂ + H₂. Se hacen reaccionar 32,7 g de Zn con suficiente ácido. Determine los moles de HCl que se consumen.',
      ),
    ).toContain('1 mol de HCl');
    expect(
      solveStoichiometry(
        'Para la reacción N₂ + 3 H₂ → 2 NH₃, calcular los moles de NH₃ que se forman a partir de 6 mol de H₂.',
      ),
    ).toContain('**Se forman 4 mol de NH₃.**');
    expect(
      solveStoichiometry(
        'Dada la reacción sin balancear Al + O₂ → Al₂O₃:\n¿Cuántos moles de O₂ reaccionan con 4 mol de aluminio?',
      ),
    ).toContain('3 mol de O₂');
  });

  it('a mass back from its moles gives the moles it came from (n = m/M both ways)', () => {
    for (const grams of [18, 45, 117, 250]) {
      const reply =
        solveMoleConversion(`Calcular la cantidad de moles contenidos en ${grams} g de agua.`) ?? '';
      const moles = Number(/hay (?:aproximadamente )?([\d,]+) mol/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs(moles * 18 - grams)).toBeLessThan(0.01 * grams);
    }
  });

  it('leaves a question asked through a written reaction to the stoichiometry', () => {
    expect(
      solveMoleConversion(
        'Según CH₄ + 2 O₂ → CO₂ + 2 H₂O, ¿cuántos mol de átomos de oxígeno hay en el CO₂ formado con 16 g de CH₄?',
      ),
    ).toBeUndefined();
  });

  it('declines moles of atoms of an element the compound lacks', () => {
    expect(solveAvogadro('¿Cuántos moles de átomos de nitrógeno hay en 88 g de CO₂?')).toBeUndefined();
  });

  it('leaves a concentration asked in g/L or in % to another reading, not the molarity', () => {
    expect(
      solveSolution(
        'Se disuelven 2 moles de NaCl en agua hasta obtener 4 L de solución. ¿Cuál es la concentración en g/L?',
      ),
    ).toBeUndefined();
    expect(
      solveSolution('Se disuelven 0,5 moles de NaOH en 2 L de solución. ¿Cuál es su concentración en % m/v?'),
    ).toBeUndefined();
  });

  it('declines a mass or a concentration asked in a unit the reply does not give', () => {
    expect(
      solveSolution('Se disuelven 4 g de NaOH en 250 mL de solución. ¿Cuál es la concentración en mg/mL?'),
    ).toBeUndefined();
    expect(
      solveSolution('¿Cuántos gramos de soluto hay en 2 L de una solución 0,5 M de H2SO4, en kg?'),
    ).toBeUndefined();
    expect(solveAvogadro('¿Cuál es la masa en mg de 3,01·10²⁰ moléculas de agua?')).toBeUndefined();
  });

  it('declines a datum in moles of atoms, which the element’s name would read as moles of O₂', () => {
    expect(solveAvogadro('¿Cuál es la masa de 2 moles de átomos de oxígeno?')).toBeUndefined();
  });
});

describe('solveMoleConversion: the question as an order', () => {
  it.each([
    ['Calcular la masa de 3 moles de H₂SO₄.', '**3 mol de H₂SO₄ pesan 294 g.**'],
    ['Calcular la masa de 0,5 mol de NaOH.', '**0,5 mol de NaOH pesan 20 g.**'],
  ])('%s', (statement, expected) => {
    expect(solveMoleConversion(statement)).toContain(expected);
  });
});

describe('solveStoichiometry: an equation asked to be balanced', () => {
  it.each([
    ['Balancear la ecuación: H₂ + O₂ → H₂O', '**2H₂ + O₂ → 2H₂O** (coeficientes 2, 1, 2)'],
    ['Igualar la siguiente ecuación: C₃H₈ + O₂ → CO₂ + H₂O', '**C₃H₈ + 5O₂ → 3CO₂ + 4H₂O**'],
  ])('%s', (statement, expected) => {
    expect(solveStoichiometry(statement)).toContain(expected);
  });
});

describe('solveStoichiometry: a gas volume in CNPT with no equation written', () => {
  it.each([
    [
      '¿Qué volumen de CO₂, medido en CNPT, se obtiene al quemar 24 g de carbono?',
      '**Se forman 44,8 L de CO₂ (en CNPT).**',
    ],
    [
      '¿Qué volumen de CO₂, medido en CNPT, se obtiene al quemar 16 g de CH₄?',
      '**Se forman 22,4 L de CO₂ (en CNPT).**',
    ],
  ])('%s', (statement, expected) => {
    expect(solveStoichiometry(statement)).toContain(expected);
  });

  it('leaves alone water, which is no gas at 0 °C', () => {
    expect(
      solveStoichiometry('¿Qué volumen de H₂O en CNPT se obtiene al quemar 16 g de CH₄?'),
    ).toBeUndefined();
  });
});

describe('solveAvogadro: the mass of one particle', () => {
  it.each([
    ['¿Cuántos gramos pesa una molécula de agua?', '**m = 2,99 · 10⁻²³ g de H₂O**'],
    ['¿Cuál es la masa de un átomo de carbono?', '**m = 1,99 · 10⁻²³ g de C**'],
  ])('%s', (statement, expected) => {
    expect(solveAvogadro(statement)).toContain(expected);
  });
});

describe('the moles asked after the data, as a part of an exam writes them', () => {
  it('«…88 g de dióxido de carbono. Calcular: el número de moles»', () => {
    expect(
      solveMoleConversion('Se dispone de 88 g de dióxido de carbono. Calcular: el número de moles'),
    ).toContain('**En 88 g de CO₂ hay 2 mol de CO₂.**');
    expect(solveMoleConversion('Se tienen 3 mol de agua. Calcular la masa.')).toContain('54 g');
  });
});

describe('the names of the course’s acids and salts', () => {
  it('reads «ácido fosfórico, H₃PO₄» and «sulfato de sodio» as their formulas', () => {
    expect(
      solveMoleConversion('Determinar la cantidad de moles presentes en 4,9 g de ácido fosfórico, H₃PO₄.'),
    ).toContain('0,05 mol de H₃PO₄');
    expect(solveMoleConversion('¿Cuántos moles hay en 284 g de sulfato de sodio?')).toContain(
      '2 mol de Na₂SO₄',
    );
  });
});

describe('the moles asked with the molecules beside them', () => {
  it('leaves «el número de moles y de moléculas» to a reading that states both', () => {
    expect(
      solveMoleConversion('Calcular el número de moles y de moléculas presentes en 88 g de CO₂.'),
    ).toBeUndefined();
  });
});

describe('moles and particles asked together, or moles of atoms', () => {
  it('leaves «el número de moles y de moléculas» to a reply that states both', () => {
    expect(
      solveAvogadro('Calcular el número de moles y de moléculas presentes en 88 g de CO₂.'),
    ).toBeUndefined();
  });

  it('counts the moles of one element’s atoms, which the mass-to-moles reading leaves', () => {
    expect(solveAvogadro('¿Cuántos moles de átomos de oxígeno hay en 88 g de CO₂?')).toContain(
      '**n = 4 mol de átomos de O**',
    );
    expect(solveMoleConversion('¿Cuántos moles de átomos de oxígeno hay en 88 g de CO₂?')).toBeUndefined();
  });
});
