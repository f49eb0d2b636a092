import { describe, expect, it } from 'vitest';
import { solveStoichiometry } from './chemistry.ts';
import { solveSolution } from './solutions.ts';

/** The stated result of a reply: its bold line that is not the data. */
const stated = (reply: string | undefined) =>
  reply?.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('chemistry on exam pages: an amount changed in words is not the amount typed', () => {
  it.each([
    'El metano arde según CH₄ + 2 O₂ → CO₂ + 2 H₂O. En una hornalla se queman 32 g de metano. Si ahora se quema el doble de metano, ¿qué masa de agua se forma?',
    'Zn + 2 HCl → ZnCl₂ + H₂. Se atacan 13,08 g de cinc. ¿Qué volumen de H₂ en CNPT se obtiene si se duplica la masa de cinc?',
    'Según 2 H₂ + O₂ → 2 H₂O se hacen reaccionar 4 g de hidrógeno; ¿cuántos gramos de agua se formarían con la mitad de hidrógeno?',
  ])('declines %s', (statement) => {
    expect(solveStoichiometry(statement)).toBeUndefined();
  });

  it('still answers the amount typed', () => {
    expect(
      stated(
        solveStoichiometry(
          'El metano arde según CH₄ + 2 O₂ → CO₂ + 2 H₂O. Se queman 64 g de metano. ¿Qué masa de agua se forma?',
        ),
      ),
    ).toBe('**Se forman 144 g de H₂O.**');
  });
});

describe('a dilution: a volume said of a concentration is that solution’s', () => {
  it.each([
    // 0,4 M · 250 mL = 0,1 M · V₂: V₂ = 1000 mL.
    [
      'Se necesita preparar 250 mL de una solución 0,4 M de sulfato de cobre (II), CuSO₄, para una práctica. Con la masa del punto anterior, ¿qué volumen de solución 0,1 M se podría preparar?',
      '**V₂ = 1.000 mL = 1 L** (se agregan 750 mL de agua)',
    ],
    // 2 M · 100 mL = 0,5 M · V₂: V₂ = 400 mL.
    [
      'Se dispone de 100 mL de una solución 2 M de NaCl. ¿Qué volumen de solución 0,5 M se puede preparar con ella?',
      '**V₂ = 400 mL** (se agregan 300 mL de agua)',
    ],
    // Prepared volume of the dilute one: V₁ = 0,2 · 300 / 6 = 10 mL.
    [
      '¿Qué volumen de HCl 6 M hay que tomar para preparar 300 mL de solución 0,2 M?',
      '**V₁ = 10 mL** de la solución 6 M, completando con agua hasta 300 mL',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveSolution(statement))).toBe(result);
  });

  it('declines when the volume is no solution’s and no verb says which it is', () => {
    expect(
      solveSolution('Con 250 mL, una solución 0,4 M y otra 0,1 M, ¿qué volumen resulta?'),
    ).toBeUndefined();
  });
});
