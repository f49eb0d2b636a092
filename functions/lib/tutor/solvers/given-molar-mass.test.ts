import { describe, expect, it } from 'vitest';
import { solveMolarMass, solveMoleConversion } from './chemistry.ts';
import { solveIdealGas } from './gases.ts';
import { solveSolution } from './solutions.ts';
import { givenMolarMasses } from './substances.ts';

/** The bold result line of a worked reply, as a number. */
function result(reply: string | undefined): number {
  const line = reply?.split('\n').find((l) => l.startsWith('**') && !l.startsWith('**Datos')) ?? '';
  const match = /(\d+(?:\.\d{3})*(?:,\d+)?)\s*(?:mol\/L|g de|mol de|g\.)/.exec(line);
  return match ? Number((match[1] as string).replace(/\./g, '').replace(',', '.')) : Number.NaN;
}

describe('a molar mass the statement gives', () => {
  it.each([
    ['(M(NaOH) = 40 g/mol)', 40, 'NaOH'],
    ['Mr = 98', 98, undefined],
    ['PM: 58,5', 58.5, undefined],
    ['masa molar del NaCl = 58,5 g/mol', 58.5, 'NaCl'],
    ['(M(Ca(OH)2) = 74 g/mol)', 74, 'Ca(OH)2'],
    ['(Masa molar: 180 g/mol)', 180, undefined],
    ['Un gas de masa molar 32 g/mol', 32, undefined],
  ])('reads %s', (text, value, formula) => {
    const [given] = givenMolarMasses(text);
    expect(given?.value).toBe(value);
    expect(given?.formula).toBe(formula);
  });

  it('is not a molarity, a length or a question', () => {
    expect(givenMolarMasses('solución 2 M = 3')).toEqual([]);
    expect(givenMolarMasses('pasá 250 mm = ? cm')).toEqual([]);
    expect(givenMolarMasses('¿cuál es la masa molar del H2SO4?')).toEqual([]);
  });

  it('is a datum, not a molar mass to compute', () => {
    expect(
      solveMolarMass('Se disuelven 20 g de NaOH hasta 500 mL. ¿Cuál es la molaridad? (M(NaOH) = 40 g/mol)'),
    ).toBeUndefined();
  });
});

describe('molarity from grams with the molar mass given', () => {
  it('reads the exam statement whole: grams, volume and the given M', () => {
    const reply = solveSolution(
      'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución. ¿Cuál es la molaridad? (M(NaOH) = 40 g/mol)',
    );
    expect(reply).toContain('40 g/mol (la da el enunciado)');
    expect(reply).toContain('**M = 1 mol/L (1 M)**');
  });

  it('finds the grams to weigh for a volume and a molarity', () => {
    const reply = solveSolution(
      '¿Cuántos gramos de KCl necesitás para preparar 2 L de solución 0,15 M? (M(KCl) = 74,5 g/mol)',
    );
    expect(reply).toContain('**Hacen falta 22,35 g de KCl**');
  });

  it('uses the statement’s molar mass over the table’s', () => {
    const reply = solveSolution(
      'Se disuelven 49 g de H2SO4 en agua hasta 500 mL de solución. Calculá la molaridad. (Mr = 100)',
    );
    expect(reply).toContain('**M = 0,98 mol/L (0,98 M)**');
  });

  it('works for a solute the statement only calls «soluto»', () => {
    const reply = solveSolution(
      'Se disuelven 90 g de soluto en 250 mL de solución. ¿Cuál es la molaridad? (Masa molar: 180 g/mol)',
    );
    expect(reply).toContain('**M = 2 mol/L (2 M)**');
  });

  it('declines when the molar mass is given for another substance', () => {
    expect(
      solveSolution(
        'Se disuelven 20 g de NaOH en 500 mL de solución. ¿Cuál es la molaridad? (M(KCl) = 74,5 g/mol)',
      ),
    ).toBeUndefined();
  });

  it('comes back to the grams it started from (seeded)', () => {
    let seed = 20_261_129;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let draw = 0; draw < 100; draw++) {
      const grams = 1 + Math.round(next() * 990) / 10;
      const mL = 100 + Math.round(next() * 18) * 50;
      const molar = 20 + Math.round(next() * 2000) / 10;
      const text = (n: number) => String(n).replace('.', ',');
      const forward = solveSolution(
        `Se disuelven ${text(grams)} g de soluto en ${mL} mL de solución. ¿Cuál es la molaridad? (M = ${text(molar)} g/mol)`,
      );
      const exact = grams / molar / (mL / 1000);
      const read = result(forward);
      expect(Math.abs(read - exact)).toBeLessThanOrEqual(0.006 + 1e-9);
    }
  });
});

describe('mass and moles with the molar mass given', () => {
  it.each([
    ['¿Cuántos moles hay en 80 g de NaOH? (M = 40 g/mol)', '**En 80 g de NaOH hay 2 mol de NaOH.**'],
    ['¿Cuántos gramos son 0,5 moles de H2SO4? (Mr = 98)', '**0,5 mol de H₂SO₄ pesan 49 g.**'],
  ])('%s', (message, expected) => {
    const reply = solveMoleConversion(message);
    expect(reply).toContain('que da el enunciado');
    expect(reply).toContain(expected);
  });
});

describe('ideal gases with the molar mass given', () => {
  it('uses it for the named gas and for a gas it does not name', () => {
    expect(solveIdealGas('¿Qué volumen ocupan 88 g de CO2 a 2 atm y 27 °C? (M(CO2) = 44 g/mol)')).toContain(
      '**V = 24,6 L**',
    );
    expect(
      solveIdealGas(
        'Un gas de masa molar 32 g/mol: ¿qué presión ejercen 64 g en un recipiente de 10 L a 300 K?',
      ),
    ).toContain('**P = 4,92 atm');
  });
});
