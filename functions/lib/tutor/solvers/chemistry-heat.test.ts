import { describe, expect, it } from 'vitest';
import { solveReactionHeat } from './chemistry-heat.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (statement: string) =>
  solveReactionHeat(statement)
    ?.text.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solveReactionHeat: the heat of an amount of a substance', () => {
  it.each([
    // 32 g of CH₄ = 2 mol; 2 · 890 = 1780 kJ
    [
      'La combustión de 1 mol de metano (CH₄) libera 890 kJ. ¿Cuánto calor se libera al quemar 32 g de metano?',
      '**Se liberan 1.780 kJ.**',
    ],
    // 1 g of glucose (180 g/mol): 2800 / 180 = 15,56 kJ
    [
      'La combustión de la glucosa (C₆H₁₂O₆) libera 2800 kJ por mol. ¿Cuántos kJ se liberan al quemar 1 g de glucosa?',
      '**Se liberan 15,56 kJ.**',
    ],
    // 22 g of propane = 0,5 mol; the equation's coefficients are no data: 1110 kJ
    [
      'Una garrafa quema 22 g de propano según C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. La combustión de un mol de propano libera 2220 kJ. Calcular el calor liberado.',
      '**Se liberan 1.110 kJ.**',
    ],
    // ΔH of the equation for 2 mol of ethane: 1560 kJ a mole; 90 g = 3 mol: 4680 kJ
    [
      '2 C₂H₆ + 7 O₂ → 4 CO₂ + 6 H₂O; ΔH = −3120 kJ. ¿Cuánto calor se libera al quemar 90 g de etano?',
      '**Se liberan 4.680 kJ.**',
    ],
    // 11,2 L in CNPT = 0,5 mol: 445 kJ
    [
      'Se queman 11,2 L de metano medidos en CNPT. Si la combustión libera 890 kJ/mol, ¿cuánto calor se desprende?',
      '**Se liberan 445 kJ.**',
    ],
    // per gram, absorbed: 2,5 kg · 1,8 kJ/g = 4500 kJ
    [
      'La descomposición de la caliza absorbe 1,8 kJ por gramo. ¿Cuánto calor absorben 2,5 kg de CaCO3?',
      '**Se absorben 4.500 kJ.**',
    ],
    // kcal, «cuántas kcal»: 36 g of C = 3 mol · 94 = 282 kcal
    [
      'El calor de combustión del carbono es 94 kcal/mol. ¿Cuántas kcal se liberan al quemar 36 g de carbono?',
      '**Se liberan 282 kcal.**',
    ],
    // the mass for a heat: 7000 / 2800 = 2,5 mol · 180 = 450 g
    [
      'La glucosa libera 2800 kJ por mol al oxidarse. ¿Qué masa de glucosa hay que quemar para obtener 7000 kJ?',
      '**Hacen falta 450 g de C₆H₁₂O₆.**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines a datum it does not use, a heat it cannot place, a volume outside CNPT', () => {
    // the 20 % excess of oxygen is a datum the heat does not use
    expect(
      solveReactionHeat(
        'La combustión de 1 mol de metano libera 890 kJ. ¿Cuánto calor se libera al quemar 32 g de metano con 20 % de exceso de oxígeno?',
      ),
    ).toBeUndefined();
    // no heat per mole or per gram given
    expect(
      solveReactionHeat('Se queman 32 g de metano y se liberan 1780 kJ. ¿Cuánto calor se libera por mol?'),
    ).toBeUndefined();
    // a gas volume at 25 °C is not 22,4 L a mole
    expect(
      solveReactionHeat(
        'Se queman 11,2 L de metano a 25 °C. Si la combustión libera 890 kJ/mol, ¿cuánto calor se desprende?',
      ),
    ).toBeUndefined();
    // the substance is not in the equation's ΔH
    expect(
      solveReactionHeat(
        'CH₄ + 2 O₂ → CO₂ + 2 H₂O; ΔH = −890 kJ. ¿Cuánto calor se libera al quemar 44 g de propano?',
      ),
    ).toBeUndefined();
  });

  it('a calorimetry problem is not its kind', () => {
    expect(
      solveReactionHeat('¿Cuánto calor absorben 200 g de agua al calentarse de 20 °C a 50 °C?'),
    ).toBeUndefined();
  });

  it('the engine answers it sure', () => {
    expect(
      solveProblem(
        'La combustión de 1 mol de metano libera 890 kJ. ¿Cuánto calor se libera al quemar 8 g de metano?',
      ).certain,
    ).toBe(true);
  });
});
