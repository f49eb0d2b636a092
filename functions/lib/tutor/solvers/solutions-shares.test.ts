import { describe, expect, it } from 'vitest';
import { solvePercentConcentration } from './percent-concentration.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (statement: string) => {
  const reply = solvePercentConcentration(statement);
  return reply?.certain
    ? reply.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'))
    : undefined;
};

describe('solvePercentConcentration: % m/m from a volume and its density', () => {
  it.each([
    // 29,25 g in 250 mL of density 1,08: 270 g of solution, 10,83 %
    [
      'Se prepara una solución disolviendo 29,25 g de cloruro de sodio en agua hasta completar 250 cm³ de solución, cuya densidad es 1,08 g/cm³. Calcular la concentración en % m/m.',
      '**10,83 % m/m**',
    ],
    // 40 g in 500 mL of density 1,25 g/mL: 625 g, 6,4 %
    [
      'Calculá el % m/m de una solución de 500 ml y densidad 1,25 g/ml que tiene disueltos 40 g de soluto.',
      '**6,4 % m/m**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('reads the % m/v from the masses and the density (the volume is mass / density)', () => {
    // 100 g of solution / 1,1 g/mL = 90,91 mL: 10 / 90,91 = 11 %
    expect(
      answer(
        'Se disuelven 10 g de azúcar en 90 g de agua. La densidad de la solución es 1,1 g/mL. Calcular el % m/v.',
      ),
    ).toBe('**11 % m/v**');
    // 250 g / 1,25 = 200 mL: 20 / 200 = 10 %
    expect(
      answer(
        'Se preparan 250 g de solución con 20 g de NaCl; su densidad es 1,25 g/cm³. ¿Cuál es su concentración en % m/v?',
      ),
    ).toBe('**10 % m/v**');
    // a volume given beside the density and the masses: one datum too many
    expect(
      answer(
        'Se disuelven 10 g de azúcar en 90 g de agua y se obtienen 95 mL de solución de densidad 1,1 g/mL. Calcular el % m/v.',
      ),
    ).toBeUndefined();
  });

  it('a density the % m/v does not use is said unused (an exam page gives it for the % m/m); a second one declines', () => {
    expect(
      answer(
        'Se disuelven 29,25 g de NaCl en agua hasta 250 cm³ de solución de densidad 1,08 g/cm³. Calcular la concentración en % m/v.',
      ),
    ).toBe('**11,7 % m/v**');
    expect(
      answer(
        'Se disuelven 10 g de soluto en 100 mL de solución de densidad 1,1 g/mL o 1,2 g/mL. Calcular el % m/m.',
      ),
    ).toBeUndefined();
  });

  it('reads a volume in cm³ as mL', () => {
    expect(
      answer(
        'Se disuelven 29,25 g de cloruro de sodio en agua hasta completar 250 cm³ de solución. Calcular el % m/v.',
      ),
    ).toBe('**11,7 % m/v**');
  });
});

describe('solvePercentConcentration: % v/v and ppm', () => {
  it.each([
    [
      'Se mezclan 120 mL de etanol con agua suficiente para obtener 800 mL de solución. Calcule la concentración en % v/v.',
      '**15 % v/v**',
    ],
    [
      'Una bebida de 0,5 L de solución contiene 25 mL de alcohol. ¿Cuál es su porcentaje en volumen?',
      '**5 % v/v**',
    ],
    ['¿Cuántos mL de alcohol hay en 500 mL de una solución al 12 % v/v?', '**60 mL de soluto**'],
    [
      'Una muestra de 2 L de agua de pozo contiene 3 mg de plomo disuelto. Exprese la concentración de plomo en ppm.',
      '**1,5 ppm**',
    ],
    [
      'Un suelo contaminado tiene 0,05 g de arsénico en 2,5 kg de muestra. ¿Cuál es la concentración en ppm?',
      '**20 ppm**',
    ],
    ['¿Cuántos mg de flúor hay en 3 L de agua con 1,5 ppm de flúor?', '**4,5 mg de soluto**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it('declines the volumes of solute and water (not additive) and a ppm asked of nothing given', () => {
    expect(answer('Se mezclan 30 mL de alcohol con 70 mL de agua. Calcule el % v/v.')).toBeUndefined();
    expect(
      answer('El agua de una ciudad tiene 1,5 ppm de flúor. ¿Qué masa de flúor toma una persona?'),
    ).toBeUndefined();
    expect(solveProblem('Se mezclan 30 mL de alcohol con 70 mL de agua. Calcule el % v/v.').certain).toBe(
      false,
    );
  });

  it('the engine reads them too', () => {
    expect(solveProblem('¿Cuántos mL de alcohol hay en 500 mL de una solución al 12 % v/v?').certain).toBe(
      true,
    );
    expect(
      solveProblem('Una muestra de 2 L de agua contiene 3 mg de plomo. Exprese la concentración en ppm.')
        .certain,
    ).toBe(true);
  });
});
