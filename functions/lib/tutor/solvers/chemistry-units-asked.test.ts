import { describe, expect, it } from 'vitest';
import { solveAvogadro } from './avogadro.ts';
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
});
