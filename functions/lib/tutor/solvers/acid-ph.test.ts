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
    ['grams without the volume they are in', '¿Cuál es el pH de una solución con 4 g de NaOH?'],
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
  });

  it('reads the H⁺ of a base from its pH, whatever the solute', () => {
    expect(answer('Una solución de KOH tiene pH = 13. ¿Cuál es la concentración de H+?')).toBe(
      '**[H⁺] = 1 · 10⁻¹³ M**',
    );
  });
});

describe('solveStrongPh: the pH scale from one value, two pH compared, a log given', () => {
  it.each([
    ['A 25 °C, una solución tiene pH = 4. ¿Cuánto vale su pOH?', '**pOH = 10**'],
    ['El pH de una lavandina es 12. ¿Cuál es su pOH?', '**pOH = 2**'],
    ['Una solución tiene pH = 5. ¿Cuál es su concentración de iones H⁺?', '**[H⁺] = 1 · 10⁻⁵ M**'],
    // pOH 3 → pH 11 → [H⁺] = 10⁻¹¹ M.
    ['Si el pOH de una muestra es 3, ¿cuánto vale la concentración de H+?', '**[H⁺] = 1 · 10⁻¹¹ M**'],
    // pH 5 → pOH 9 → [OH⁻] = 10⁻⁹ M.
    ['Una solución tiene pH = 5. ¿Cuál es su concentración de iones OH⁻?', '**[OH⁻] = 1 · 10⁻⁹ M**'],
    [
      'El jugo de limón tiene pH ≈ 2 y el café, pH ≈ 5. ¿Cuántas veces mayor es la concentración de H⁺ en el jugo de limón?',
      '**La de pH 2 tiene 1.000 veces más H⁺**',
    ],
    // 10^(7 − 3) = 10 000.
    [
      'Un vinagre tiene pH 3 y el agua pura pH 7. ¿Cuántas veces mayor es la concentración de H+ del vinagre?',
      '**La de pH 3 tiene 10.000 veces más H⁺**',
    ],
    ['¿Cuál es el pH de una solución de HNO₃ 0,002 M? (Dato: log 2 ≈ 0,30)', '**pH = 2,7**'],
    // 3 − 0,7 = 2,3.
    ['Calculá el pH de una solución 0,005 M de HCl. Dato: log 5 = 0,7', '**pH = 2,3**'],
    // pOH = 2,7 → pH = 11,3.
    ['¿Cuál es el pH de una solución de NaOH 0,002 M? (log 2 ≈ 0,30)', '**pH = 11,3**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it.each([
    // Diluted: the pH changes first.
    'Una solución tiene pH = 5. ¿Cuál es su pH si se diluye 10 veces?',
    // Another datum the reading does not use.
    'Una solución tiene pH = 5 y 200 mL. ¿Cuál es su pOH?',
    // A log datum that is not the concentration's mantissa.
    '¿Cuál es el pH de una solución de HNO₃ 0,002 M? (Dato: log 3 ≈ 0,48)',
    // Two pH compared but nothing asked on them.
    'El jugo de limón tiene pH 2 y el café pH 5. ¿Cuál es el pOH del café?',
  ])('declines: %s', (statement) => {
    expect(solveStrongPh(statement)).toBeUndefined();
  });
});

describe('solveStrongPh: the molarity from the solute’s mass and the volume', () => {
  const answer = (statement: string) => {
    const reply = solveStrongPh(statement);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*[^D]/.test(line)) : undefined;
  };

  it.each([
    // 3,65 g of HCl = 0,1 mol in 1 L: pH 1
    ['Se disuelven 3,65 g de HCl en agua hasta obtener 1 L de solución. ¿Cuál es el pH?', '**pH = 1**'],
    // 0,56 g of KOH = 0,01 mol in 0,5 L: 0,02 M, pOH 1,7, pH 12,3
    ['Calcule el pH de una solución preparada disolviendo 0,56 g de KOH en 500 mL de agua.', '**pH = 12,3**'],
    // 0,4 g of NaOH = 0,01 mol in 1 L: pOH 2
    [
      'Se disuelven 0,4 g de hidróxido de sodio en agua hasta obtener 1 L de solución. Calculá el pOH.',
      '**pOH = 2**',
    ],
    // 4 g of NaOH = 0,1 mol in 1 L: pOH 1, pH 13 (this reading declined it before)
    ['¿Cuál es el pH de una solución con 4 g de NaOH en 1 L?', '**pH = 13**'],
    // 0,74 g of Ca(OH)₂ = 0,01 mol in 2 L: 0,005 M, two OH⁻: 0,01 M, pH 12
    ['Se disuelven 0,74 g de Ca(OH)₂ en 2 L de solución. ¿Cuál es el pH?', '**pH = 12**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines without the volume, or with a part taken from the solution', () => {
    expect(answer('Se disuelven 3,65 g de HCl en agua. ¿Cuál es el pH?')).toBeUndefined();
    expect(
      answer(
        'Se disuelven 3,65 g de HCl en agua hasta obtener 1 L de solución. Se toman 10 mL. ¿Cuál es el pH?',
      ),
    ).toBeUndefined();
  });
});

describe('solveStrongPh: the concentration of an ion asked from the solute’s', () => {
  it.each([
    // NaOH 0,01 M: [OH⁻] = 10⁻², pOH 2, pH 12, [H⁺] = 10⁻¹²
    ['La concentración de H⁺ en una solución 0,01 M de NaOH es:', '**[H⁺] = 1 · 10⁻¹² M**'],
    // HCl 0,001 M: pH 3, pOH 11, [OH⁻] = 10⁻¹¹
    ['¿Cuál es la concentración de iones OH⁻ en una solución de HCl 0,001 M?', '**[OH⁻] = 1 · 10⁻¹¹ M**'],
    // Ca(OH)₂ 0,05 M gives two OH⁻: [OH⁻] = 0,1 = 10⁻¹
    [
      '¿Qué concentración de oxhidrilos tiene una solución 0,05 M de hidróxido de calcio?',
      '**[OH⁻] = 1 · 10⁻¹ M**',
    ],
    // HNO₃ 0,002 M: [H⁺] = 0,002, not a whole power
    ['Calculá la concentración de H⁺ de una solución 0,002 M de ácido nítrico.', '**[H⁺] = 0,002 M**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it.each([
    ['a weak acid', '¿Cuál es la concentración de H⁺ en una solución 0,1 M de ácido acético?'],
    ['no concentration given', 'La concentración de H⁺ en una solución de NaOH es:'],
    ['two ions asked', '¿Cuáles son las concentraciones de H⁺ y de OH⁻ en una solución 0,01 M de HCl?'],
  ])('declines %s', (_kind, statement) => {
    expect(answer(statement)).toBeUndefined();
  });
});

describe('solveStrongPh: a part of the solution taken and diluted', () => {
  it.each([
    [
      'Se burbujean 0,365 g de cloruro de hidrógeno gaseoso en agua y se completa a 500 mL de solución. (H = 1; Cl = 35,5) Se toman 10 mL de esa solución y se diluyen con agua hasta 1 L. ¿Cuál es el pH de la solución diluida?',
      '**pH = 3,7**',
    ],
    [
      'Se disuelven 0,365 g de cloruro de hidrógeno (HCl) en agua hasta completar 1 L de solución. Se toman 100 mL de esa solución y se llevan a 1 L con agua. ¿Cuál es el pH de la solución diluida?',
      '**pH = 3**',
    ],
    // A base, its molarity given: 0,1 M NaOH taken 50 mL to 500 mL is 0,01 M, pOH 2, pH 12.
    [
      'Se prepara una solución de NaOH 0,1 M. Se toman 50 mL de esa solución y se diluyen con agua hasta 500 mL. ¿Cuál es el pH de la solución diluida?',
      '**pH = 12**',
    ],
    // The question said as an order: 25 mL of 0,4 M LiOH to 1 L is 0,01 M, pH 12.
    [
      'Se toman 25 mL de una solución de LiOH 0,4 M y se llevan con agua hasta 1 L. Calculá el pH de la solución diluida a 25 °C (base fuerte).',
      '**pH = 12**',
    ],
    [
      'Se toman 10 mL de ácido clorhídrico 0,5 M y se diluyen hasta 500 mL. Determinar el pH de la solución obtenida.',
      '**pH = 2**',
    ],
  ])('%s', (statement, expected) => {
    const reply = solveStrongPh(statement);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The pH asked is the first solution's, not the diluted one's: the dilution is not read as asked.
    'Se prepara una solución de NaOH 0,1 M. Se toman 50 mL de esa solución y se diluyen con agua hasta 500 mL. ¿Cuál era el pH antes de diluir?',
    // A final volume smaller than the part taken is no dilution.
    'Se prepara una solución de HCl 0,1 M. Se toman 500 mL de esa solución y se llevan a 50 mL con agua. ¿Cuál es el pH de la solución diluida?',
    // Two things asked in one order.
    'Se toman 10 mL de ácido clorhídrico 0,5 M y se diluyen hasta 500 mL. Determinar el pH de la solución obtenida y su pOH.',
  ])('states no result for %s', (statement) => {
    expect(solveStrongPh(statement)?.certain ?? false).toBe(false);
  });
});

describe('solveStrongPh from an ion concentration given', () => {
  it.each([
    ['En un limpiador se mide [OH⁻] = 4 × 10⁻³ M a 25 °C. ¿Cuál es su pH?', 14 + Math.log10(4e-3), 'pH'],
    ['La concentración de iones H⁺ de un jugo es 2 · 10⁻⁴ M. Calcule su pH.', -Math.log10(2e-4), 'pH'],
    ['Una muestra tiene [H⁺] = 0,005 M. ¿Cuál es su pOH?', 14 + Math.log10(0.005), 'pOH'],
  ])('%s', (statement, expected, scale) => {
    const reply = solveStrongPh(statement);
    expect(reply?.certain).toBe(true);
    const stated = /\*\*(pH|pOH) ≈ (\S+)\*\*/.exec(reply?.text ?? '');
    expect(stated?.[1]).toBe(scale);
    // Checked back: 10^(−pH) gives the [H⁺] of the statement to the two decimals shown.
    expect(Number(stated?.[2]?.replace(',', '.'))).toBeCloseTo(expected, 1);
  });

  it('reads the other ion from Kw, and declines a dilution or a second number', () => {
    expect(answer('Una solución tiene [H⁺] = 0,004 M. ¿Cuál es la concentración de OH⁻?')).toBe(
      '**[OH⁻] = 2,5 · 10⁻¹² M**',
    );
    expect(
      solveStrongPh('Una solución con [OH⁻] = 0,01 M se diluye al doble. ¿Cuál es su pH?'),
    ).toBeUndefined();
    expect(
      solveStrongPh('Se tienen 250 mL de una solución con [OH⁻] = 0,01 M. ¿Cuál es su pH?'),
    ).toBeUndefined();
  });

  it('reads a dilution whose question ends with «(ácido fuerte)»', () => {
    expect(
      answer(
        'Se toman 20 mL de HCl 0,1 M y se diluyen con agua hasta 200 mL. ¿Cuál es el pH de la solución diluida? (ácido fuerte)',
      ),
    ).toBe('**pH = 2**');
  });
});

describe('solveStrongPh: the ion left over after a strong acid and a strong base are mixed', () => {
  it.each([
    [
      'Se mezclan 50 mL de KOH 0,4 M con 50 mL de HCl 0,2 M (volúmenes aditivos). ¿Cuántos milimoles de OH⁻ quedan en exceso?',
      '**10 mmol de OH⁻**',
    ],
    [
      'Se mezclan 200 mL de HNO₃ 0,1 M con 100 mL de NaOH 0,1 M. ¿Cuántos moles de H⁺ sobran?',
      '**0,01 mol de H⁺**',
    ],
  ])('%s', (statement, expected) => {
    const reply = solveStrongPh(statement);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states nothing of the ion that is not left', () => {
    expect(
      solveStrongPh(
        'Se mezclan 50 mL de KOH 0,4 M con 50 mL de HCl 0,2 M (volúmenes aditivos). ¿Cuántos moles de H⁺ quedan en exceso?',
      )?.certain ?? false,
    ).toBe(false);
  });
});
