import { describe, expect, it } from 'vitest';
import { solveSolution } from './solutions.ts';
import { solveProblem } from './solve-problem.ts';

const solve = (message: string) => solveSolution(message) ?? '';

describe('solveSolution: molarity', () => {
  it.each([
    [
      'cual es la molaridad de una solucion con 20 g de NaOH en 500 mL',
      ['masa molar de NaOH = 23 + 16 + 1 = 40 g/mol', '**M = 1 mol/L (1 M)**'],
    ],
    ['se disuelven 2 moles de soluto en 4 L, molaridad?', ['**M = 0,5 mol/L (0,5 M)**']],
    ['que concentracion tiene una solucion de 10 g de glucosa en 200 ml', ['180 g/mol', '**M ≈ 0,28 mol/L']],
    [
      'cuantos gramos de NaCl hay que pesar para preparar 250 mL de solucion 0,5 M',
      ['58,5 g/mol', '7,31 g de NaCl**'],
    ],
    ['cuantos moles hay en 300 ml de solucion 0,2 M', ['**n = 0,06 mol**']],
    ['que volumen de solucion 0,5 mol/L contiene 0,1 moles de soluto', ['**V = 0,2 L (200 mL)**']],
    ['molaridad de 4,9 g de h2so4 en 250 cm3 de solucion', ['98 g/mol', '**M = 0,2 mol/L']],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    expect(reply).toContain('## Molaridad');
    for (const text of expected) expect(reply).toContain(text);
  });
});

describe('solveSolution: dilution', () => {
  it('leaves the pH or pOH of the diluted solution to the pH reading', () => {
    expect(
      solveSolution('Se toman 5 mL de HNO₃ 0,2 M y se diluyen con agua hasta 100 mL. Determinar su pOH.'),
    ).toBeUndefined();
  });

  it('gives the moles of the solution taken before it is diluted, not a concentration', () => {
    const reply = solve(
      'Se toman 200 mL de una solución de HCl 0,5 M y se diluyen con agua. ¿Cuántos moles de HCl hay en los 200 mL tomados?',
    );
    expect(reply).toContain('**n = 0,1 mol**');
    expect(reply).not.toContain('C₁');
    // Two volumes: which solution the moles are of is not read, so nothing is stated.
    expect(
      solveSolution(
        'Se toman 200 mL de HCl 0,5 M y se diluyen con agua hasta 1 L. ¿Cuántos moles de HCl hay en la solución final?',
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      'se toman 50 mL de una solucion 2 M y se diluyen hasta 200 mL, cual es la concentracion final',
      ['C_1 V_1 = C_2 V_2', '**C₂ = 0,5 M**'],
    ],
    ['que volumen de solucion 6 M se necesita para preparar 500 mL de solucion 1,5 M', ['**V₁ = 125 mL**']],
    [
      'se tienen 100 mL de HCl 12 M, hasta que volumen hay que diluir para que quede 3 M?',
      ['**V₂ = 400 mL**', '300 mL de agua'],
    ],
    [
      'A 20 mL de una solucion 0,5 M se le agrega agua hasta 100 mL. ¿Cuál es la nueva concentración?',
      ['**C₂ = 0,1 M**'],
    ],
    [
      'se diluyen 10 mL de una solucion 1 M hasta 1 L, cual es la concentracion final?',
      ['1 L = 1.000 mL', '**C₂ = 0,01 M**'],
    ],
    // Water added is not the final volume: V₂ = V₁ + V(agua).
    [
      'Se diluyen 100 mL de HCl 1 M con 400 mL de agua. ¿Cuál es la concentración final?',
      ['V_2 = 100 + 400 = 500', '**C₂ = 0,2 M**'],
    ],
    [
      'A 50 mL de HCl 2 M se les agregan 150 mL de agua. ¿Cuál es la molaridad de la solución resultante?',
      ['**C₂ = 0,5 M**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    expect(reply).toContain('## Dilución');
    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    ['a mass without its substance', 'molaridad de 20 g de soluto en 500 mL'],
    ['two solutes', '¿cuántos gramos de NaOH neutralizan 50 mL de HCl 0,1 M?'],
    ['a percent concentration', 'una solucion al 5 % m/v, cuantos gramos hay en 200 mL'],
    ['a distance in metres', 'un auto recorre 5 m'],
    [
      'a dilution with one datum missing twice',
      'se diluye una solucion 2 M, cual es la concentracion final?',
    ],
    ['a mole conversion', '¿cuántos moles hay en 36 g de agua?'],
    [
      'a concentration asked in g/L',
      'Se diluyen 50 mL de HCl 2 M hasta 250 mL. ¿Cuál es la concentración en g/L?',
    ],
    [
      'the water asked with both volumes given',
      'Se diluyen 50 mL de HCl 2 M hasta 250 mL. ¿Cuántos mL de agua se agregaron?',
    ],
    [
      'only water given as a volume',
      'A una solución 2 M se le agregan 150 mL de agua. ¿Cuál es la concentración final?',
    ],
  ])('declines %s', (_kind, message) => {
    expect(solveSolution(message)).toBeUndefined();
  });
});

describe('solveSolution: the volume a verb of taking and one of preparing both precede', () => {
  it('belongs to the nearer verb: «hay que tomar para preparar 600 mL» prepares the 600 mL', () => {
    expect(
      solve('¿Qué volumen de una solución 12 M de HCl hay que tomar para preparar 600 mL de solución 0,5 M?'),
    ).toContain('**V₁ = 25 mL**');
    expect(
      solve(
        'Para preparar una solución 0,5 M se toman 50 mL de una solución 2 M. ¿Qué volumen final se obtiene?',
      ),
    ).toContain('200 mL');
  });

  it('keeps C₁V₁ = C₂V₂ for any volume prepared', () => {
    for (const final of [100, 250, 600, 1000]) {
      const reply = solve(
        `¿Qué volumen de una solución 10 M hay que tomar para preparar ${final} mL de solución 0,5 M?`,
      );
      const taken = Number(/\*\*V₁ = ([\d,]+) mL\*\*/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs(10 * taken - 0.5 * final)).toBeLessThan(1e-6);
    }
  });
});

describe('solveSolution: two solutions of one solute mixed', () => {
  it('adds the moles and the volumes', () => {
    expect(
      solve(
        'Se mezclan 200 mL de una solución 0,5 M de NaCl con 300 mL de otra solución 1,5 M del mismo soluto. Calcular la molaridad de la mezcla, considerando volúmenes aditivos.',
      ),
    ).toContain('**C = 1,1 M**');
    expect(
      solve('Se mezclan 1 L de KOH 0,2 M con 250 mL de KOH 1 M. ¿Cuál es la molaridad de la mezcla?'),
    ).toContain('**C = 0,36 M**');
  });

  it('lands between the two concentrations, weighted by the volumes', () => {
    for (const [va, ca, vb, cb] of [
      [100, 1, 300, 0.2],
      [50, 6, 450, 0.5],
      [250, 0.1, 250, 0.3],
    ] as const) {
      const reply = solve(
        `Se mezclan ${va} mL de NaCl ${String(ca).replace('.', ',')} M con ${vb} mL de NaCl ${String(cb).replace('.', ',')} M. ¿Cuál es la concentración de la mezcla?`,
      );
      const c = Number(/\*\*C [=≈] ([\d,]+) M\*\*/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs(c * (va + vb) - (ca * va + cb * vb))).toBeLessThan(0.001 * (va + vb));
      expect(c).toBeGreaterThanOrEqual(Math.min(ca, cb));
    }
  });

  it('declines two different solutes, water added, or a volume asked', () => {
    expect(
      solveSolution(
        'Se mezclan 1 L de HCl 2 M con 500 mL de NaOH 1 M. ¿Cuál es la concentración de la mezcla?',
      ),
    ).toBeUndefined();
    expect(
      solveSolution(
        'Se mezclan 100 mL de NaCl 1 M con 300 mL de NaCl 0,2 M. ¿Qué volumen de la mezcla hay que tomar?',
      ),
    ).toBeUndefined();
  });
});

describe('solveSolution: the molarity of a solution given by its % m/m and its density', () => {
  it('weighs a litre, takes its share of solute and passes it to moles', () => {
    expect(
      solve(
        'Un ácido sulfúrico comercial tiene una concentración de 98 % m/m y una densidad de 1,84 g/mL. Calcular su molaridad.',
      ),
    ).toContain('**M = 18,4 M**');
    expect(
      solve('Una solución de HCl al 36,5 % m/m tiene densidad 1,18 g/cm³. ¿Cuál es su molaridad?'),
    ).toContain('**M = 11,8 M**');
  });

  it('gives back the percentage: M · molar mass / (10 · d)', () => {
    for (const [w, d] of [
      [20, 1.2],
      [37, 1.19],
      [65, 1.4],
    ] as const) {
      const reply = solve(
        `Una solución de HNO3 al ${w} % m/m tiene una densidad de ${String(d).replace('.', ',')} g/mL. Calcular su molaridad.`,
      );
      const m = Number(/\*\*M [=≈] ([\d,]+) M\*\*/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs((m * 63) / (10 * d) - w)).toBeLessThan(0.01 * w);
    }
  });

  it('declines another concentration asked, a % m/v, or a number it does not read', () => {
    expect(
      solveSolution(
        'Una solución de NaOH al 20 % m/m tiene densidad 1,2 g/mL. ¿Cuál es su concentración en g/L?',
      ),
    ).toBeUndefined();
    expect(
      solveSolution('Una solución de NaOH al 20 % m/v tiene densidad 1,2 g/mL. ¿Cuál es su molaridad?'),
    ).toBeUndefined();
    expect(
      solveSolution('Se toman 50 mL de HCl al 36,5 % m/m y densidad 1,18 g/mL. ¿Cuál es su molaridad?'),
    ).toBeUndefined();
  });
});

describe('solveSolution: the concentration in g/L', () => {
  it('is the grams of solute over the litres of solution', () => {
    expect(
      solve('Una solución contiene 7,3 g de HCl en 400 cm³ de solución. Calcular: su concentración en g/L'),
    ).toContain('**C = 18,25 g/L**');
  });

  it('gives back the mass: C · V', () => {
    for (const [grams, ml] of [
      [20, 500],
      [3, 250],
      [45, 1500],
    ] as const) {
      const reply = solve(
        `Se disuelven ${grams} g de NaCl en agua hasta ${ml} mL de solución. ¿Cuál es la concentración en g/L?`,
      );
      const c = Number(/\*\*C [=≈] ([\d,]+) g\/L\*\*/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs((c * ml) / 1000 - grams)).toBeLessThan(0.01 * grams);
    }
  });

  it('leaves moles given in g/L to another reading', () => {
    expect(
      solveSolution(
        'Se disuelven 2 moles de NaCl en agua hasta obtener 4 L de solución. ¿Cuál es la concentración en g/L?',
      ),
    ).toBeUndefined();
  });
});

describe('solveSolution: the new readings leave a second thing asked, or the water’s volume', () => {
  it.each([
    [
      'g/L with the volume of water',
      'Se disuelven 20 g de NaCl en 500 mL de agua. ¿Cuál es la concentración en g/L?',
    ],
    [
      'a molarity and a mole fraction',
      'Una solución de HCl al 36,5 % m/m tiene densidad 1,18 g/mL. Calcular su molaridad y su fracción molar.',
    ],
    [
      'a mixture’s molarity and its g/L',
      'Se mezclan 100 mL de NaCl 1 M con 300 mL de NaCl 0,2 M. ¿Cuál es la molaridad de la mezcla y su concentración en g/L?',
    ],
  ])('declines %s', (_kind, message) => {
    expect(solveSolution(message)).toBeUndefined();
  });
});

describe('molarity with the atomic masses the statement lists', () => {
  it.each([
    [
      '¿Qué masa de NaOH hay que pesar para preparar 250 mL de solución 0,2 M? (Na = 23; O = 16; H = 1)',
      ['23 + 16 + 1 = 40 g/mol', '**Hacen falta 2 g de NaOH**'],
    ],
    [
      'Se disuelven 11,7 g de NaCl en agua y se completa hasta 500 mL de solución. ¿Cuál es la molaridad? (Na = 23; Cl = 35,5)',
      ['23 + 35,5 = 58,5 g/mol', '**M = 0,4 mol/L (0,4 M)**'],
    ],
    [
      'Disolvés 4,9 g de H2SO4 en agua hasta tener 250 mL de solución. ¿Qué molaridad tiene? Datos: H = 1, S = 32, O = 16',
      ['2 · 1 + 32 + 4 · 16 = 98 g/mol', '**M = 0,2 mol/L (0,2 M)**'],
    ],
    [
      '¿Cuántos gramos de KOH necesito para 2 L de solución 0,1 M? (K = 39; O = 16; H = 1)',
      ['39 + 16 + 1 = 56 g/mol', '**Hacen falta 11,2 g de KOH**'],
    ],
  ])('%s', (message, expected) => {
    const { text, certain } = solveProblem(message);

    expect(certain).toBe(true);
    for (const part of expected) expect(text).toContain(part);
  });

  it.each([
    // An atomic mass other than the table's: the key would be computed with it.
    'Se disuelven 11,7 g de NaCl en agua y se completa hasta 500 mL de solución. ¿Cuál es la molaridad? (Na = 23; Cl = 35)',
    // A mass of an element the solute does not hold.
    'Se disuelven 11,7 g de NaCl en agua y se completa hasta 500 mL de solución. ¿Cuál es la molaridad? (Na = 23; Cl = 35,5; K = 39)',
  ])('declines: %s', (message) => {
    expect(solveProblem(message).certain).toBe(false);
  });
});

describe('molarity from a % m/v', () => {
  it.each([
    [
      'Una solución de NaOH tiene una concentración de 4 % m/v. ¿Cuál es su molaridad? (M(NaOH) = 40 g/mol)',
      '**M = 1 M** (mol/L)',
    ],
    // 117 g/L over 58,5 g/mol = 2 M.
    ['¿Qué molaridad tiene una solución de NaCl al 11,7 % m/v? (Na = 23; Cl = 35,5)', '**M = 2 M** (mol/L)'],
    // 90 g/L over 180 g/mol = 0,5 M.
    [
      'Calculá la concentración molar de una solución acuosa de glucosa, C6H12O6, al 9 % m/v.',
      '**M = 0,5 M** (mol/L)',
    ],
  ])('%s', (message, expected) => {
    const { text, certain } = solveProblem(message);

    expect(certain).toBe(true);
    expect(text).toContain(expected);
  });

  it.each([
    // A volume the reading does not use.
    'Una solución de NaOH tiene una concentración de 4 % m/v y 200 mL. ¿Cuál es su molaridad?',
    // An atomic mass other than the table's.
    'Una solución de NaOH tiene una concentración de 4 % m/v. ¿Cuál es su molaridad? (Na = 23; O = 16; H = 2)',
    // Another unit asked.
    'Una solución de NaOH tiene una concentración de 4 % m/v. ¿Cuál es su concentración en g/L?',
  ])('declines: %s', (message) => {
    expect(solveProblem(message).certain).toBe(false);
  });
});

describe('solveSolution: the molarity of a commercial acid asked before its data', () => {
  const answer = (statement: string) =>
    solveSolution(statement)
      ?.split('\n')
      .find((line) => /^\*\*[^D]/.test(line));

  it.each([
    // 1000 · 1,84 · 0,98 = 1803,2 g / 98 = 18,4 M
    [
      'Determinar la molaridad de una solución de ácido sulfúrico al 98 % m/m y densidad 1,84 g/mL.',
      '**M = 18,4 M** (mol/L)',
    ],
    // 1000 · 1,4 · 0,63 = 882 g / 63 = 14 M
    [
      'Calcule la molaridad de un ácido nítrico comercial al 63 % m/m de densidad 1,4 g/mL.',
      '**M = 14 M** (mol/L)',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines a second quantity asked beside the molarity', () => {
    expect(
      answer(
        'Determinar la molaridad y el % m/v de una solución de ácido sulfúrico al 98 % m/m y densidad 1,84 g/mL.',
      ),
    ).toBeUndefined();
  });
});

describe('solveSolution: a dilution’s volume asked in another unit than the data’s', () => {
  const answer = (statement: string) =>
    solveSolution(statement)
      ?.split('\n')
      .find((line) => /^\*\*[^D]/.test(line));

  it('says V₁ in the unit asked', () => {
    // 0,6 · 1 / 12 = 0,05 L = 50 mL
    expect(
      answer('¿Cuántos mL de solución de HCl 12 M se necesitan para preparar 1 L de solución 0,6 M?'),
    ).toContain('**V₁ = 50 mL**');
    // read before as declines: 0,5 · 500 / 2 = 125 mL = 0,125 L; 0,1 · 2 / 10 = 0,02 L = 20 mL
    expect(answer('¿Qué volumen de HCl 2 M hace falta para preparar 500 mL de HCl 0,5 M, en L?')).toContain(
      '**V₁ = 0,125 L**',
    );
    expect(
      answer('Se quiere preparar 2 L de HCl 0,1 M. ¿Cuántos mL de solución 10 M hay que tomar?'),
    ).toContain('**V₁ = 20 mL**');
    // 0,2 · 500 / 5 = 20 mL = 0,02 L
    expect(
      answer('¿Cuántos litros de solución 5 M hacen falta para preparar 500 mL de solución 0,2 M?'),
    ).toContain('**V₁ = 0,02 L**');
  });

  it('declines a final volume asked in another unit (not converted)', () => {
    expect(
      answer('Se diluyen 0,5 L de solución 2 M hasta 0,5 M. ¿Cuántos mL de solución se obtienen?'),
    ).toBeUndefined();
  });
});

describe('solveSolution: an ion’s concentration with the atomic masses listed after the question', () => {
  it('reads «… de iones cloruro. Datos: Mg = 24; Cl = 35,5.» and sums the molar mass from them', () => {
    // MgCl₂: 24 + 71 = 95 g/mol; 4,75 g = 0,05 mol in 0,25 L = 0,2 M; [Cl⁻] = 0,4 M.
    const reply = solveProblem(
      'Se disuelven 4,75 g de MgCl₂ en agua hasta 250 mL de solución. Calcular la concentración molar de los iones cloruro. Datos: Mg = 24; Cl = 35,5.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('24 + 2 · 35,5 = 95');
    expect(reply.text).toContain('**[Cl⁻] = 0,4 M');
  });

  it('declines when a mass listed there is not the table’s', () => {
    expect(
      solveSolution(
        'Se disuelven 4,75 g de MgCl₂ en agua hasta 250 mL de solución. Calcular la concentración molar de los iones cloruro. Datos: Mg = 24; Cl = 36.',
      ),
    ).toBeUndefined();
  });
});
