import { describe, expect, it } from 'vitest';
import { solveStoichiometry } from './chemistry.ts';

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
      'a volume outside CNPT',
      'Zn + 2 HCl → ZnCl2 + H2. ¿Qué volumen de H2 a 27 °C y 2 atm se obtiene con 13,08 g de Zn?',
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
