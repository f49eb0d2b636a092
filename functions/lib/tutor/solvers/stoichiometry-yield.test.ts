import { describe, expect, it } from 'vitest';
import { solveStoichiometry } from './chemistry.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (statement: string) =>
  solveStoichiometry(statement)
    ?.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solveStoichiometry: a yield, a volume in CNPT, the reactant in excess', () => {
  it.each([
    [
      'Según Fe2O3 + 3 CO → 2 Fe + 3 CO2, ¿cuántos gramos de hierro se obtienen a partir de 320 g de Fe2O3 si el rendimiento es del 75 %?',
      '**Se forman 168 g de Fe.**',
    ],
    [
      'Zn + 2 HCl → ZnCl2 + H2. ¿Qué volumen de hidrógeno, medido en CNPT, se obtiene con 13,08 g de cinc y ácido en exceso?',
      '**Se forman 4,48 L de H₂ (en CNPT).**',
    ],
    [
      'CaCO3 → CaO + CO2. ¿Cuántos litros de CO2 en condiciones normales de presión y temperatura se liberan al descomponer 50 g de CaCO3?',
      '**Se forman 11,2 L de CO₂ (en CNPT).**',
    ],
    [
      'Según Zn + 2 HCl → ZnCl₂ + H₂, ¿qué volumen de H₂, en mL, medido en CNPT, se obtiene con 13,08 g de Zn?',
      '**Se forman 4.480 mL de H₂ (en CNPT).**',
    ],
    [
      'CaCO3 → CaO + CO2. ¿Qué volumen de CO2 en cm³, medido en CNPT, se libera al descomponer 5 g de CaCO3?',
      '**Se forman 1.120 mL de CO₂ (en CNPT).**',
    ],
    [
      'Zn + 2 HCl → ZnCl2 + H2. Con 32,7 g de Zn y ácido en exceso, el volumen de H2 en CNPT es:',
      '**Se forman 11,2 L de H₂ (en CNPT).**',
    ],
    // An exam's order instead of a question.
    [
      'Se hacen reaccionar 65,4 g de cinc con ácido en exceso según Zn + 2 HCl → ZnCl₂ + H₂. Calcular el volumen de H₂ que se desprende, medido en CNPT.',
      '**Se forman 22,4 L de H₂ (en CNPT).**',
    ],
    [
      'CaCO3 → CaO + CO2. Determinar el volumen de CO2 liberado en CNPT al descomponer 25 g de CaCO3.',
      '**Se forman 5,6 L de CO₂ (en CNPT).**',
    ],
    [
      'Se hacen reaccionar 10 g de hidrógeno con 64 g de oxígeno según 2 H2 + O2 → 2 H2O. ¿Cuántos gramos del reactivo en exceso quedan sin reaccionar?',
      '**Quedan sin reaccionar 2 g de H₂.**',
    ],
    [
      'N2 + 3 H2 → 2 NH3. Se mezclan 28 g de N2 con 9 g de H2. ¿Cuántos moles del reactivo en exceso sobran?',
      '**Quedan sin reaccionar 1,5 mol de H₂.**',
    ],
    [
      'N2 + 3 H2 → 2 NH3. Se mezclan 56 g de N2 con 6 g de H2. ¿Cuál es el reactivo limitante?',
      '**El reactivo limitante es H₂.**',
    ],
    [
      'N2 + 3 H2 → 2 NH3. Se mezclan 28 g de N2 con 9 g de H2. El reactivo limitante y la masa de amoníaco que se forma son:',
      '**Reactivo limitante: N₂; se forman 34 g de NH₃.**',
    ],
    [
      'Calculá la masa de agua que se forma con 4 g de H2 según 2 H2 + O2 → 2 H2O.',
      '**Se forman 36 g de H₂O.**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it.each([
    [
      'a volume outside CNPT at no one pressure (at 27 °C and 2 atm it is nRT/P, chemistry-pages.test)',
      'Zn + 2 HCl → ZnCl2 + H2. ¿Qué volumen de H2 a 27 °C se obtiene con 13,08 g de Zn?',
    ],
    [
      'what is left of the substance asked, whose amount is given',
      'Según CH₄ + 2 O₂ → CO₂ + 2 H₂O, ¿cuántos gramos de CH₄ quedan al quemar 16 g de CH₄ con 80 g de O₂?',
    ],
    [
      'two substances asked',
      'Según 2 H₂ + O₂ → 2 H₂O, con 4 g de H₂, ¿cuántos gramos de agua y de O₂ intervienen?',
    ],
    [
      'a volume asked in m³',
      'Zn + 2 HCl → ZnCl2 + H2. ¿Qué volumen de H2, en m³, medido en CNPT, se obtiene con 13,08 g de Zn?',
    ],
    [
      'the limiting reactant with one reactant given',
      'N2 + 3 H2 → 2 NH3. Con 28 g de N2, ¿cuál es el reactivo limitante?',
    ],
    [
      'the limiting reactant when both run out together',
      'N2 + 3 H2 → 2 NH3. Se mezclan 28 g de N2 con 6 g de H2. ¿Cuál es el reactivo limitante?',
    ],
    [
      'a yield on a product already obtained',
      'CaCO3 → CaO + CO2. Si se obtienen 28 g de CaO a partir de 100 g de CaCO3, ¿cuántos gramos de CO2 se forman si el rendimiento es del 50 %?',
    ],
    [
      'the excess with a product given too',
      'N2 + 3 H2 → 2 NH3. Se mezclan 28 g de N2, 9 g de H2 y 10 g de NH3. ¿Cuántos moles del reactivo en exceso sobran?',
    ],
    [
      'a volume of water, which is not a gas in CNPT',
      '2 H2 + O2 → 2 H2O. Con 4 g de H2, ¿qué volumen de agua se forma en CNPT?',
    ],
    [
      'a yield asked for a reactant',
      'N2 + 3 H2 → 2 NH3. ¿Cuántos gramos de H2 se necesitan para 34 g de NH3 si el rendimiento es del 80 %?',
    ],
    [
      'a purity',
      'CaCO3 → CaO + CO2. ¿Cuántos gramos de CaO se obtienen con 200 g de caliza de 80 % de pureza?',
    ],
    [
      'the excess with one reactant given',
      '2 H2 + O2 → 2 H2O. ¿Cuántos gramos del reactivo en exceso quedan sin reaccionar con 10 g de H2?',
    ],
  ])('declines %s', (_kind, statement) => {
    expect(answer(statement)).toBeUndefined();
  });

  it('conserves mass: the excess left plus what reacted is what was given (property)', () => {
    for (const [h2, o2] of [
      [10, 64],
      [4, 64],
      [6, 16],
    ] as const) {
      const line = answer(
        `2 H2 + O2 → 2 H2O. Se mezclan ${h2} g de H2 con ${o2} g de O2. ¿Cuántos gramos del reactivo en exceso quedan sin reaccionar?`,
      );
      const left = Number((/([\d,]+) g de (H₂|O₂)/.exec(line ?? '')?.[1] ?? '').replace(',', '.'));
      const limitingO2 = o2 / 32 < h2 / 2 / 2 + 1e-12 && o2 / 32 < h2 / 4;
      const expected = limitingO2 ? h2 - (o2 / 32) * 2 * 2 : o2 - (h2 / 2 / 2) * 32;
      expect(left).toBeCloseTo(expected, 2);
    }
  });
});

describe('solveStoichiometry: a sample of known purity', () => {
  it('reacts only with its pure part, said of the sample or of the substance', () => {
    expect(
      solveStoichiometry(
        'Se calcinan 250 g de una piedra caliza que contiene 80 % de CaCO₃, según CaCO₃ → CaO + CO₂. Calcular la masa de óxido de calcio obtenida.',
      ),
    ).toContain('**Se forman 112 g de CaO.**');
    expect(
      solveStoichiometry(
        'Se calcinan 500 g de CaCO₃ del 80 % de pureza según CaCO₃ → CaO + CO₂. ¿Cuántos gramos de CaO se obtienen?',
      ),
    ).toContain('**Se forman 224 g de CaO.**');
  });

  it('scales the product with the purity', () => {
    for (const purity of [50, 75, 90, 100]) {
      const reply =
        solveStoichiometry(
          `Según CaCO₃ → CaO + CO₂, ¿cuántos gramos de CaO se obtienen con 200 g de una muestra que contiene ${purity} % de CaCO₃?`,
        ) ?? '';
      const grams = Number(/\*\*Se forman ([\d,]+) g de CaO/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs(grams - (200 * purity * 56) / (100 * 100))).toBeLessThan(0.01);
    }
  });

  it('declines a purity above 100 %', () => {
    expect(
      solveStoichiometry(
        'Según CaCO₃ → CaO + CO₂, ¿cuántos gramos de CaO se obtienen con 200 g de CaCO₃ del 120 % de pureza?',
      ),
    ).toBeUndefined();
  });
});

describe('solveStoichiometry: the mass asked with a participle', () => {
  it('«la masa de CO₂ formada» asks that mass, beside the limiting reactant', () => {
    for (const statement of [
      'Se queman 24 g de carbono con 48 g de oxígeno para dar dióxido de carbono. Indicar el reactivo limitante y la masa de CO₂ formada.',
      'Según C + O₂ → CO₂, se queman 24 g de carbono con 48 g de oxígeno. Indicar el reactivo limitante y la masa de CO₂ formada.',
    ])
      expect(solveStoichiometry(statement)).toContain('**Reactivo limitante: O₂; se forman 66 g de CO₂.**');
  });
});

describe('solveStoichiometry: the yield asked', () => {
  it('is what was obtained over what the reactant given could form', () => {
    expect(
      solveStoichiometry(
        'La reacción N₂ + 3 H₂ → 2 NH₃ se realiza con 56 g de nitrógeno y exceso de hidrógeno, y se obtienen 51 g de amoníaco. Calcular el rendimiento de la reacción.',
      ),
    ).toContain('**El rendimiento es 75 %');
  });

  it('gives back the mass obtained: yield times the theoretical mass', () => {
    for (const obtained of [17, 34, 51, 68]) {
      const reply =
        solveStoichiometry(
          `Según N₂ + 3 H₂ → 2 NH₃, con 56 g de N₂ y exceso de H₂ se obtienen ${obtained} g de NH₃. ¿Cuál es el rendimiento?`,
        ) ?? '';
      const percent = Number(/\*\*El rendimiento es ([\d,]+) %/.exec(reply)?.[1]?.replace(',', '.'));
      expect(Math.abs((percent / 100) * 68 - obtained)).toBeLessThan(0.01);
    }
  });

  it('declines more than could form; with two reactants given, the limiting one gives the theoretical amount', () => {
    expect(
      solveStoichiometry(
        'Según N₂ + 3 H₂ → 2 NH₃, con 56 g de N₂ y exceso de H₂ se obtienen 80 g de NH₃. ¿Cuál es el rendimiento?',
      ),
    ).toBeUndefined();
    // 6 g of H₂ (3 mol) limit: 2 mol of NH₃, 34 g possible; 30 g obtained.
    expect(
      solveStoichiometry(
        'Según N₂ + 3 H₂ → 2 NH₃, con 56 g de N₂ y 6 g de H₂ se obtienen 30 g de NH₃. ¿Cuál es el rendimiento?',
      ),
    ).toContain('**El rendimiento es 88,24 %.**');
  });
});

describe('solveStoichiometry: a sample «de X con un p % de pureza», the reaction written or named', () => {
  it('reacts with the pure part, and «la masa de hidrógeno desprendida» is the mass asked', () => {
    for (const statement of [
      'Se tratan 300 g de una muestra de cinc con un 65,4 % de pureza con exceso de ácido clorhídrico. Calcular la masa de hidrógeno desprendida.',
      'Según Zn + 2 HCl → ZnCl₂ + H₂, se tratan 300 g de una muestra de cinc con un 65,4 % de pureza. ¿Cuántos gramos de H₂ se obtienen?',
    ])
      expect(solveStoichiometry(statement)).toContain('**Se forman 6 g de H₂.**');
  });
});

describe('solveStoichiometry: the yield with another thing asked', () => {
  it('declines «¿Cuánto NH₃ se forma en teoría y cuál es el rendimiento?»', () => {
    expect(
      solveStoichiometry(
        'Según N₂ + 3 H₂ → 2 NH₃, con 56 g de N₂ se obtienen 51 g de NH₃. ¿Cuánto NH₃ se forma en teoría y cuál es el rendimiento?',
      ),
    ).toBeUndefined();
  });
});

describe('stoichiometry with the atomic masses listed, a purity, a yield given or asked', () => {
  it.each([
    [
      '¿Qué masa de CO₂ se produce al quemar completamente 32 g de metano? CH₄ + 2 O₂ → CO₂ + 2 H₂O (C = 12; H = 1; O = 16)',
      ['12 + 4 · 1 = 16 g/mol', '**Se forman 88 g de CO₂.**'],
    ],
    [
      '¿Qué masa de O₂ se necesita para quemar completamente 46 g de etanol? C₂H₅OH + 3 O₂ → 2 CO₂ + 3 H₂O (C = 12; H = 1; O = 16)',
      ['**Se necesitan 96 g de O₂.**'],
    ],
    [
      'Se hacen reaccionar 69 g de sodio con 71 g de cloro según 2 Na + Cl₂ → 2 NaCl. ¿Qué masa del reactivo en exceso queda sin reaccionar? (Na = 23; Cl = 35,5)',
      ['2 · 35,5 = 71 g/mol', '**Quedan sin reaccionar 23 g de Na.**'],
    ],
    [
      'Se mezclan 28 g de N₂ con 9 g de H₂ y reaccionan según N₂ + 3 H₂ → 2 NH₃ con un rendimiento del 80 %. ¿Qué masa de NH₃ se obtiene? (N = 14; H = 1)',
      ['El menor es el limitante: **N₂**', '**Se forman 27,2 g de NH₃.**'],
    ],
    // Own variant: 10 g H₂ (5 mol, /3 = 1,67) and 56 g N₂ (2 mol, /1 = 2): H₂ limits, 5 · 2/3 = 3,33 mol NH₃,
    // half of it 1,667 mol · 17 = 28,33 g.
    [
      'Reaccionan 56 g de nitrógeno y 10 g de hidrógeno, N2 + 3 H2 → 2 NH3; el rendimiento es del 50 %. ¿Cuántos gramos de NH3 se forman?',
      ['El menor es el limitante: **H₂**', '**Se forman 28,33 g de NH₃.**'],
    ],
    [
      'Al calentar 100 g de CaCO₃ se descompone según CaCO₃ → CaO + CO₂ y se obtienen 50,4 g de CaO. ¿Cuál es el rendimiento de la reacción? (Ca = 40; C = 12; O = 16)',
      ['**El rendimiento es 90 %.**'],
    ],
    // 50 g CaCO₃ = 0,5 mol → 28 g CaO possible; 22,4 / 28 = 80 %.
    [
      'Se calientan 50 g de CaCO3, que se descompone según CaCO3 → CaO + CO2; se recogen 22,4 g de CaO. ¿Qué rendimiento tuvo la reacción? (Ca = 40, C = 12, O = 16)',
      ['**El rendimiento es 80 %.**'],
    ],
    [
      'Se calcinan 250 g de piedra caliza que contiene 80 % de CaCO₃; el carbonato se descompone según CaCO₃ → CaO + CO₂. ¿Qué masa de CaO se obtiene como máximo? (Ca = 40; C = 12; O = 16)',
      ['250 \\cdot \\frac{80}{100} = 200', '**Se forman 112 g de CaO.**'],
    ],
    [
      'En un alto horno ocurre Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂. Se tratan 400 g de un mineral con 80 % de Fe₂O₃ y el rendimiento es del 75 %. ¿Qué masa de hierro se obtiene? (Fe = 56; O = 16)',
      ['**Se forman 168 g de Fe.**'],
    ],
    // 64 g S = 2 mol → 2 mol SO₂, half of it: 1 mol · 64 = 64 g.
    [
      'Se queman 64 g de azufre según S + O2 → SO2; el rendimiento fue del 50 %. ¿Cuántos gramos de SO2 se obtienen? (S = 32; O = 16)',
      ['**Se forman 64 g de SO₂.**'],
    ],
  ])('%s', (message, expected) => {
    const { text, certain } = solveProblem(message);

    expect(certain).toBe(true);
    for (const part of expected) expect(text).toContain(part);
  });

  it.each([
    // An atomic mass other than the table's.
    'Al calentar 100 g de CaCO₃ se descompone según CaCO₃ → CaO + CO₂ y se obtienen 50,4 g de CaO. ¿Cuál es el rendimiento de la reacción? (Ca = 40; C = 12; O = 15)',
    // A yield given and a reactant asked: what is consumed is not the yield's.
    'En un alto horno ocurre Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂. Se tratan 400 g de un mineral con 80 % de Fe₂O₃ y el rendimiento es del 75 %. ¿Qué masa de CO se consume? (Fe = 56; O = 16; C = 12)',
  ])('declines: %s', (message) => {
    expect(solveProblem(message).certain).toBe(false);
  });
});
