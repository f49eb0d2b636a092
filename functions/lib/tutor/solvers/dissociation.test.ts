import { describe, expect, it } from 'vitest';
import { solveMoleConversion } from './chemistry.ts';
import { dissociation } from './dissociation.ts';

describe('dissociation', () => {
  it('splits salts, hydroxides and acids into their ions', () => {
    expect(dissociation('Al2(SO4)3')).toEqual({ cation: 'Al', cations: 2, anion: 'SO4', anions: 3 });
    expect(dissociation('CaCl2')).toEqual({ cation: 'Ca', cations: 1, anion: 'Cl', anions: 2 });
    expect(dissociation('Na3PO4')).toEqual({ cation: 'Na', cations: 3, anion: 'PO4', anions: 1 });
    expect(dissociation('(NH4)2SO4')).toEqual({ cation: 'NH4', cations: 2, anion: 'SO4', anions: 1 });
    expect(dissociation('Ca(OH)2')).toEqual({ cation: 'Ca', cations: 1, anion: 'OH', anions: 2 });
    expect(dissociation('H2SO4')).toEqual({ cation: 'H', cations: 2, anion: 'SO4', anions: 1 });
  });

  it('leaves molecular substances alone', () => {
    expect(dissociation('CO2')).toBeUndefined();
    expect(dissociation('C6H12O6')).toBeUndefined();
  });
});

describe('moles of ions from a dissolved mass', () => {
  it('counts every ion of each formula unit', () => {
    expect(
      solveMoleConversion(
        'Se disuelven 14,2 g de Na₂SO₄ en agua; la sal se disocia totalmente. ¿Cuántos moles de iones hay en la solución?',
      ),
    ).toContain('**n(iones) = 0,3 mol de iones**');
    expect(
      solveMoleConversion(
        'Se disuelven 22,2 g de CaCl₂ en agua. ¿Cuántos moles de iones quedan en solución?',
      ),
    ).toContain('**n(iones) = 0,6 mol de iones**');
  });

  it('does not answer moles of the salt when ions are asked, nor grams from moles of ions', () => {
    expect(
      solveMoleConversion('Se disuelven 180 g de glucosa, C₆H₁₂O₆, en agua. ¿Cuántos moles de iones hay?'),
    ).toBeUndefined();
    expect(
      solveMoleConversion(
        '¿Cuántos gramos de Na₂SO₄ hay que disolver para tener 0,3 mol de iones en solución?',
      ),
    ).toBeUndefined();
  });
});
