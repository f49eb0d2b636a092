import { describe, expect, it } from 'vitest';
import { solveHeatPhases } from './heat-phases.ts';
import { expectCertain } from './testing.ts';

const boil =
  'En el laboratorio se calientan 50 g de agua que están a 25 °C hasta evaporarlos por completo a 100 °C. Datos: c agua = 1 cal/g °C; Lv = 540 cal/g.';
const pot =
  'Una olla contiene 1,5 kg de agua a 20 °C. Se la calienta hasta que hierve y se evaporan 300 g de agua. (c agua = 1 cal/g°C; Lv = 540 cal/g) Calcule:';
const thermos =
  'En un termo de capacidad calorífica despreciable hay 400 g de agua a 50 °C, y se le agregan 100 g de hielo a 0 °C (Lf = 80 cal/g; c agua = 1 cal/(g °C)).';

describe('solveHeatPhases', () => {
  it.each([
    [`${boil} Calcule el calor necesario para llevar el agua hasta 100 °C.`, '**Q₁ = 3.750 cal**'],
    [`${boil} Calcule el calor necesario para evaporarla.`, '**Q₂ = 27.000 cal**'],
    [
      `${boil} Si el mechero entrega 150 cal por segundo al agua, ¿cuánto tarda todo el proceso?`,
      '**t = 205 s**',
    ],
    [`${pot} el calor necesario para evaporar los 300 g`, '**Q₂ = 162.000 cal**'],
    [`${pot} el calor total, en kcal`, '**Q = 282 kcal**'],
    [
      `${thermos} ¿Cuánto calor necesita el hielo para fundirse por completo? ¿Se funde todo?`,
      '**Q = 8.000 cal; sí, se funde todo**',
    ],
    [`${thermos} ¿Cuál es la temperatura final de equilibrio?`, '**T = 24 °C**'],
    [
      'Se tienen 250 g de hielo a 0 °C. El calor necesario para fundirlos por completo, expresado en kJ, es (Lf = 80 cal/g; 1 cal = 4,18 J):',
      '**Q = 83,6 kJ**',
    ],
    // Variants: too little warm water to melt the ice; the ice's heat in calories.
    [
      'En un termo hay 100 g de agua a 20 °C y se le agregan 200 g de hielo a 0 °C (Lf = 80 cal/g; c agua = 1 cal/(g °C)). ¿Cuál es la temperatura final de equilibrio?',
      '**T = 0 °C**',
    ],
    ['¿Cuánto calor hace falta para fundir 2 kg de hielo a 0 °C? (Lf = 80 cal/g)', '**Q = 160.000 cal**'],
  ])('%s', (problem, answer) => {
    expectCertain(solveHeatPhases(problem), answer);
  });

  it('leaves alone a missing latent heat, an unread number and a question it does not read', () => {
    expect(
      solveHeatPhases(
        'Se calientan 50 g de agua a 25 °C hasta evaporarlos por completo (c agua = 1 cal/g °C). ¿Cuánto calor hace falta para evaporarla?',
      ),
    ).toBeUndefined();
    expect(
      solveHeatPhases(
        `${boil} El recipiente es de 200 g de aluminio. Calcule el calor necesario para evaporarla.`,
      ),
    ).toBeUndefined();
    // The time with no burner's rate.
    expect(solveHeatPhases(`${boil} ¿Cuánto tarda todo el proceso?`)).toBeUndefined();
    // Ice below 0 °C needs the ice's specific heat: not this reading.
    expect(
      solveHeatPhases(
        'En un termo hay 400 g de agua a 50 °C y se agregan 100 g de hielo a −10 °C (Lf = 80 cal/g; c agua = 1 cal/(g °C)). ¿Cuál es la temperatura final?',
      ),
    ).toBeUndefined();
    // In joules without the calorie's joules.
    expect(
      solveHeatPhases(
        'Se tienen 250 g de hielo a 0 °C. ¿Qué calor, en kJ, hace falta para fundirlos? (Lf = 80 cal/g)',
      ),
    ).toBeUndefined();
  });
});

describe('solveHeatPhases: a change of phase at a heater’s power', () => {
  it.each([
    // Q = 0,3 · 2 250 000 = 675 000 J; t = 675 000 / 1500 = 450 s.
    [
      'Un calentador de 1500 W evapora 0,3 kg de agua que ya está hirviendo a 100 °C. Con L de vaporización = 2250 kJ/kg, ¿cuánto tiempo tarda en evaporarla por completo?',
      '**t = 450 s**',
    ],
    // Q = 0,2 · 334 000 = 66 800 J; t = 133,6 s ≈ 2,23 min.
    [
      'Con una resistencia de 500 W se funden 200 g de hielo a 0 °C. Dato: L fusión = 334 kJ/kg. ¿Cuánto tiempo tarda, en minutos?',
      '**t ≈ 2,23 min**',
    ],
    // Litres of water: 1,5 L = 1,5 kg; Q = 1,5 · 2 260 000 = 3 390 000 J; t = 3 390 000 / 3000 = 1130 s.
    [
      'Una olla con 1,5 L de agua que ya está hirviendo a 100 °C se deja sobre una hornalla eléctrica de 3 kW hasta evaporarla por completo (L = 2260 kJ/kg). ¿Cuánto tiempo tarda?',
      '**t = 1.130 s**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveHeatPhases(problem), answer);
  });

  it('leaves alone a part of the mass', () => {
    expect(
      solveHeatPhases(
        'Con una resistencia de 500 W se funde la mitad de 200 g de hielo a 0 °C. Dato: L fusión = 334 kJ/kg. ¿Cuánto tiempo tarda?',
      )?.certain,
    ).not.toBe(true);
  });
});
