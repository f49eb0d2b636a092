import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solvers/solve-problem.ts';
import {
  complexValue,
  expressionValue,
  optionValues,
  statedValues,
  statesValues,
  surdValue,
  valuesUndecided,
  weighedByValue,
} from './surd-options.ts';

const NONE = 'E) Ninguna respuesta anterior es correcta';

describe('options written with square roots', () => {
  it('reads an option with roots as one value', () => {
    expect(surdValue('6√2')).toBeCloseTo(6 * Math.SQRT2, 12);
    expect(surdValue('2(√3 − √2)')).toBeCloseTo(2 * (Math.sqrt(3) - Math.SQRT2), 12);
    expect(surdValue('(6 + 3√3)/7')).toBeCloseTo((6 + 3 * Math.sqrt(3)) / 7, 12);
    expect(surdValue('√(2)/2')).toBeCloseTo(Math.SQRT2 / 2, 12);
    expect(surdValue('1/2')).toBeUndefined();
    expect(surdValue('√x + 1')).toBeUndefined();
    expect(expressionValue('3 · 4²')).toBe(48);
  });

  it('takes the value a result line states, with its rounding', () => {
    const stated = statedValues(['**√50 + √18 - √8 ≈ 8,49**']);
    expect(stated).toEqual([
      { values: [{ unit: '', value: [8.49, 0], halfUnit: 0.005, exact: false }], solutions: false },
    ]);
    expect(statesValues([[6 * Math.SQRT2, 0]], stated)).toBe(true);
    expect(statesValues([[Math.sqrt(60), 0]], stated)).toBe(false);
    // 8,46 is not 8,49 rounded, but it is too close to rule out by a rounded result.
    expect(valuesUndecided([[8.46, 0]], stated)).toBe(true);
    expect(valuesUndecided([[Math.sqrt(60), 0]], stated)).toBe(false);
    expect(valuesUndecided([[Math.sqrt(60), 0]], [])).toBe(true);
  });

  it('reads complex values, and compares a set of them whole', () => {
    expect(complexValue('−2 + 2√3 i')).toEqual([-2, expect.closeTo(2 * Math.sqrt(3), 12)]);
    expect(complexValue('(1 + i)/(1 − i)')).toEqual([0, 1]);
    const roots = statedValues([
      '**w₀ = 2 (cos 90° + i sen 90°) = 2i; w₁ = 2 (cos 270° + i sen 270°) = −2i**',
    ]);
    expect(roots.flatMap((set) => set.values.map((s) => s.value[1]))).toEqual([2, -2]);
    expect(roots[0]?.solutions).toBe(true);
    expect(weighedByValue('2 y −2', roots, 1)).toBe(true);
    // A plain option against a plain result is weighed only when every result line states a value.
    expect(weighedByValue('1/3', statedValues(['**x = 1/3**']), 1)).toBe(true);
    expect(weighedByValue('1/3', statedValues(['**x = 1/3**']), 2)).toBe(false);
    // A decimal option keeps its own rounding (reading.ts weighs it).
    expect(weighedByValue('0,33', statedValues(['**x = 1/3**']), 1)).toBe(false);
    expect(statesValues(optionValues('2 y −2') ?? [], roots)).toBe(false);
    expect(statesValues(optionValues('2i y −2i') ?? [], roots)).toBe(true);
    // Half of the roots is not the roots, nor is it safe to call «ninguna».
    expect(statesValues(optionValues('2i') ?? [], roots)).toBe(false);
    expect(valuesUndecided(optionValues('2i') ?? [], roots)).toBe(true);
    // A value of another line (the discriminant) does not keep the pair from matching.
    const withDiscriminant = statedValues(['**Δ = 8**', '**x₁ = 1 − √2; x₂ = 1 + √2**']);
    expect(statesValues(optionValues('1 − √2 y 1 + √2') ?? [], withDiscriminant)).toBe(true);
    // Rounded solutions joined by «y» are a set too.
    const rounded = statedValues(['**Soluciones: x₁ ≈ -0,41 y x₂ ≈ 2,41**']);
    expect(statesValues(optionValues('1 − √2 y 1 + √2') ?? [], rounded)).toBe(true);
    expect(statesValues(optionValues('2 y −1') ?? [], rounded)).toBe(false);
    expect(statesValues(optionValues('2i; −2i; 2') ?? [], roots)).toBe(false);
    // «1 ± √2» is the pair, a set in braces its members; «x = … o x = …» states both.
    expect(optionValues('1 ± √2')).toEqual([
      [expect.closeTo(1 - Math.SQRT2, 12), 0],
      [expect.closeTo(1 + Math.SQRT2, 12), 0],
    ]);
    expect(optionValues('{2 − √5; 2 + √5}')?.length).toBe(2);
    expect(statesValues(optionValues('1 ± √2') ?? [], rounded)).toBe(true);
    expect(statesValues(optionValues('−1 ± √2') ?? [], rounded)).toBe(false);
    const either = statedValues(['**x = -2 + 2i o x = -2 - 2i**']);
    expect(statesValues(optionValues('−2 ± 2i') ?? [], either)).toBe(true);
    expect(statesValues(optionValues('2 ± 2i') ?? [], either)).toBe(false);
  });

  it('names the option with roots the result is, through the production entry', () => {
    const surds = solveProblem(
      `Las raíces de la ecuación x² − 2x − 1 = 0 son:\nA) 1 ± √2\nB) −1 ± √2\nC) 2 ± √2\nD) 1 ± √3\n${NONE}`,
    );
    expect(surds.certain).toBe(true);
    expect(surds.text).toContain('La correcta es la **A)**');
    expect(surds.text).toContain(
      '**Soluciones: x₁ ≈ -0,41 y x₂ ≈ 2,41**\n- En forma exacta: x₁ = 1 − √2 ≈ -0,41 y x₂ = 1 + √2 ≈ 2,41.',
    );
    // A decimal option is still compared with the rounded pair.
    const decimals = solveProblem(
      `Las raíces de x² − 2x − 1 = 0 son:\nA) −0,41 y 2,41\nB) 0,41 y −2,41\nC) 1 y −1\nD) 2 y −1\n${NONE}`,
    );
    expect(decimals.text).toContain('La correcta es la **A)**');
    const sum = solveProblem(
      `La expresión √50 + √18 − √8 es igual a:\nA) √60\nB) 4√2\nC) 6√2\nD) 2√15\n${NONE}`,
    );
    expect(sum.certain).toBe(true);
    expect(sum.text).toContain('La correcta es la **C)**');
    const conjugate = solveProblem(
      `Racionalizá el denominador de 2/(√3 + √2).\nA) 2√3 + 2√2\nB) 2(√3 − √2)\nC) √3 − √2\nD) 2/5\n${NONE}`,
    );
    expect(conjugate.text).toContain('La correcta es la **B)**');
  });

  it('weighs a plain option against a result written with a root as one value', () => {
    const simplified = solveProblem(
      `Al simplificar √75 − √12 se obtiene:\nA) √63\nB) 3√3\nC) 7√3\nD) 3\n${NONE}`,
    );
    expect(simplified.text).toContain('La correcta es la **B)**');
  });

  it('takes the exact value before a rounding, not the expression restated', () => {
    expect(statedValues(['**1 - 1/(1 + 1/2) = 1/3 ≈ 0,33**'])).toEqual([
      {
        values: [{ unit: '', value: [expect.closeTo(1 / 3, 12), 0], halfUnit: 0, exact: false }],
        solutions: false,
      },
    ]);
    const fraction = solveProblem(
      `El resultado de 1 − 1/(1 + 1/2) es:\nA) 1/3\nB) 1/2\nC) 2/3\nD) −1/2\n${NONE}`,
    );
    expect(fraction.text).toContain('La correcta es la **A)**');
  });

  it('matches one of several results of a line, but a set of solutions only whole', () => {
    const polar = statedValues(['**|z| = 2, arg z = 60° (π/3 rad): z = 2 (cos 60° + i sen 60°)**']);
    expect(polar[0]?.solutions).toBe(false);
    expect(statesValues(optionValues('2') ?? [], polar)).toBe(true);
    expect(statesValues(optionValues('2 cis 60°') ?? [], polar)).toBe(true);
    expect(statesValues(optionValues('1 + √3 i') ?? [], polar)).toBe(true);
    expect(statesValues(optionValues('2 (cos π/3 + i sen π/3)') ?? [], polar)).toBe(true);
    expect(statesValues(optionValues('4 cis 60°') ?? [], polar)).toBe(false);
  });

  it('weighs an option in a unit against a value in the same unit', () => {
    const lines = ['**v = 20 m/s**', '**t = 2 s**'];
    const stated = statedValues(lines);
    expect(statesValues(optionValues('2 m/s') ?? [], stated, 'm/s')).toBe(false);
    expect(statesValues(optionValues('2 s') ?? [], stated, 's')).toBe(true);
    const diagonal = solveProblem(
      `La diagonal de un cuadrado de 4 cm de lado mide:\nA) 4√2 cm\nB) 8 cm\nC) 2√4 cm\nD) 2 cm\n${NONE}`,
    );
    expect(diagonal.text).toContain('La correcta es la **A)**');
    // 4√2 in another unit cannot be weighed, so «ninguna» is not named either.
    const otherUnit = solveProblem(
      `La diagonal de un cuadrado de 4 cm de lado mide:\nA) 4√2 m\nB) 8 cm\nC) 2√3 cm\nD) 2 cm\n${NONE}`,
    );
    expect(otherUnit.certain).toBe(false);
  });

  it('names the pair of complex roots, not the real pair', () => {
    const roots = solveProblem(
      `Las raíces cuadradas de z = −4 son:\nA) 2i y −2i\nB) 2 y −2\nC) 4i y −4i\nD) √2 i y −√2 i\n${NONE}`,
    );
    expect(roots.text).toContain('La correcta es la **A)**');
  });

  it('names «ninguna» only when every root option is ruled out', () => {
    const none = solveProblem(`Al racionalizar 6/√3 se obtiene:\nA) √3\nB) 6√3\nC) 3√3\nD) √3/2\n${NONE}`);
    expect(none.text).toContain('la correcta es la **E)**');
  });
});
