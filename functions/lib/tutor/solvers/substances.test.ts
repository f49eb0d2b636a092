import { describe, expect, it } from 'vitest';
import { solveProblem } from './solve-problem.ts';
import { givenAtomicMassesAgree } from './substances.ts';

describe('givenAtomicMassesAgree', () => {
  it('reads a mass that closes its sentence whole: «Cl = 35,5.» is 35,5, not 35', () => {
    expect(givenAtomicMassesAgree('Datos: Na = 23; Cl = 35,5. Expresar en gramos.')).toBe(true);
    expect(givenAtomicMassesAgree('Datos: K = 39; Cl = 35,5.')).toBe(true);
    expect(givenAtomicMassesAgree('(Na = 23; Cl = 35,5)')).toBe(true);
  });

  it('still catches a mass other than the table’s, wherever it stands', () => {
    expect(givenAtomicMassesAgree('Datos: H = 1; Cl = 35.')).toBe(false);
    expect(givenAtomicMassesAgree('Datos: Cl = 36; H = 1')).toBe(false);
    expect(givenAtomicMassesAgree('Datos: H = 1; Cl = 36,5.')).toBe(false);
  });
});

describe('a concentrated acid whose atomic masses close the statement', () => {
  it('sums the molar mass from them and is sure of the volume to take', () => {
    // 1 L weighs 1180 g, 36 % of it HCl: 424,8 g = 11,638 mol; n = 0,25 · 1 = 0,25 mol; V₁ ≈ 21,48 mL.
    const reply = solveProblem(
      'Un ácido clorhídrico concentrado es de 36 % m/m y densidad 1,18 g/mL. ¿Qué volumen de él se necesita para preparar 1 L de HCl 0,25 M? Datos: H = 1; Cl = 35,5.',
    );
    expect(reply?.text).toContain('1 + 35,5 = 36,5');
    expect(reply?.text).toContain('**V₁ ≈ 21,4807 mL**');
    expect(reply?.certain).toBe(true);
  });
});
