import { describe, expect, it } from 'vitest';
import { solveMoleConversion, solveStoichiometry } from './chemistry.ts';

describe('solveMoleConversion: what else the order asks', () => {
  it.each([
    // A unit asked apart from the question: 96 000 mg, never «96 g».
    'Calcular la masa de 3 moles de O₂ en miligramos.',
    // A second thing asked besides the mass.
    'Calcular la masa de 3 moles de H₂O y el número de moléculas.',
  ])('leaves alone «%s»', (statement) => {
    expect(solveMoleConversion(statement)).toBeUndefined();
  });

  it('still answers the mass, and kilograms asked as such', () => {
    expect(solveMoleConversion('Calcular la masa de 3 moles de O₂.')).toContain(
      '**3 mol de O₂ pesan 96 g.**',
    );
    expect(solveMoleConversion('¿Cuántos kg pesan 30 moles de CO₂?')).toContain('1,32 kg');
  });
});

describe('solveStoichiometry without an equation: a product the usual reaction does not make', () => {
  it('leaves alone a combustion said to make CO', () => {
    expect(
      solveStoichiometry(
        '¿Qué volumen de O₂, medido en CNPT, se necesita para quemar 24 g de carbono si se forma CO?',
      ),
    ).toBeUndefined();
    expect(
      solveStoichiometry('¿Qué volumen de CO₂, medido en CNPT, se obtiene al quemar 24 g de carbono?'),
    ).toContain('44,8 L');
  });
});

describe('solveStoichiometry: one coefficient of the balanced equation asked', () => {
  it('states that coefficient, named by its formula or by its element', () => {
    expect(
      solveStoichiometry('Balancear la ecuación Fe + O₂ → Fe₂O₃ e indicar el coeficiente del hierro.'),
    ).toContain('**Coeficiente del Fe: 4**');
    expect(solveStoichiometry('Balancear N₂ + H₂ → NH₃. El coeficiente del NH₃ es:')).toContain(
      '**Coeficiente del NH₃: 2**',
    );
    expect(solveStoichiometry('Balancear la ecuación Fe + O₂ → Fe₂O₃.')).toContain('**4Fe + 3O₂ → 2Fe₂O₃**');
  });

  it('leaves alone a substance named in words it does not map (not the equation alone)', () => {
    expect(
      solveStoichiometry('Balancear CH₄ + O₂ → CO₂ + H₂O e indicar el coeficiente del agua.'),
    ).toBeUndefined();
  });
});

describe('solveMoleConversion: moles of atoms of an element', () => {
  it.each([
    // 3 mol of O atoms · 16 g/mol = 48 g (not O₂'s 96 g)
    ['Calcular la masa de 3 moles de átomos de oxígeno.', '**3 mol de O pesan 48 g.**'],
    // 2 · 56 = 112 g
    ['¿Cuántos gramos son 2 moles de átomos de hierro?', '**2 mol de Fe pesan 112 g.**'],
    // 0,5 · 14 = 7 g
    ['¿Qué masa tienen 0,5 mol de átomos de nitrógeno?', '**0,5 mol de N pesan 7 g.**'],
  ])('%s', (statement, expected) => {
    expect(solveMoleConversion(statement)).toContain(expected);
  });

  it('leaves the atoms of an element in a compound to Avogadro’s reading', () => {
    expect(solveMoleConversion('¿Cuántos moles de átomos de oxígeno hay en 88 g de CO2?')).toBeUndefined();
    expect(solveMoleConversion('Calcular la masa de 3 moles de átomos de agua.')).toBeUndefined();
  });
});
