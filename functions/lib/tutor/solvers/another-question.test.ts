import { describe, expect, it } from 'vitest';
import { solveStoichiometry } from './chemistry.ts';
import { solveDomain } from './domain.ts';
import { solveLines } from './lines.ts';
import { solveModernPhysics } from './modern-physics.ts';
import { solveRightTriangle } from './trigonometry.ts';

/**
 * Questions about something else of the same data, which a solver once answered sure with what it
 * usually works out (found running the bank's problems through the tutor, #32): each declines now, so
 * that the reply never states a result for a question it did not read.
 */
describe('a question about something else of the same data', () => {
  it('declines a count of integers made of a domain', () => {
    expect(
      solveDomain('¿Cuántos números enteros quedan fuera del dominio de f(x) = √((x − 2)/(x + 2))?'),
    ).toBeUndefined();
    expect(solveDomain('Hallá el dominio de f(x) = √((x − 2)/(x + 2)).')?.certain).toBe(true);
  });

  it('declines a letter’s value asked of a line through a point that holds it', () => {
    expect(
      solveLines(
        '¿Qué valor tiene que tomar m para que la recta que pasa por (2; m) y (4; 9) sea paralela a y = 3x + 1?',
      ),
    ).toBeUndefined();
    expect(solveLines('Hallá la recta que pasa por (2; 3) y (4; 9).')?.certain).toBe(true);
  });

  it('declines one ratio asked of a right triangle it would solve whole', () => {
    expect(
      solveRightTriangle(
        'Los catetos de un triángulo rectángulo miden 8 y 15, y α es el ángulo opuesto al de 8. ¿Cuánto vale cotg α?',
      ),
    ).toBeUndefined();
  });

  it('declines the electrons a balanced redox reaction moves', () => {
    expect(
      solveStoichiometry(
        'En la reacción balanceada 2 Na + Cl₂ → 2 NaCl, ¿cuántos electrones se transfieren en total?',
      ),
    ).toBeUndefined();
    expect(solveStoichiometry('Balanceá la ecuación Al + O₂ → Al₂O₃')).toContain('4Al + 3O₂ → 2Al₂O₃');
  });

  it('answers both the energy and the wavelength of a hydrogen photon when both are asked', () => {
    const reply = solveModernPhysics(
      'En el átomo de hidrógeno, Eₙ = −13,6 eV/n². ¿Qué energía y qué longitud de onda tiene el fotón emitido cuando el electrón pasa del nivel n = 3 al n = 2?',
    );
    expect(reply?.text).toContain('**E ≈ 1,89 eV; λ ≈ 6,58 · 10⁻⁷ m (≈ 658,1 nm)**');
  });
});
