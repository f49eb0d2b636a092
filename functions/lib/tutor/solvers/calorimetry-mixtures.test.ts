import { describe, expect, it } from 'vitest';
import { solveCalorimetry } from './calorimetry.ts';
import { answerNumbers, expectCertain, random } from './testing.ts';

describe('solveCalorimetry: a specific heat measured by the method of mixtures', () => {
  const measured =
    'Un bloque de cobre de 200 g se saca de un horno a 150 °C y se lo sumerge en 500 g de agua a 18 °C. La temperatura final de la mezcla es de 22 °C. Sin pérdidas de calor.';

  it('finds the body’s specific heat from the heat the water takes', () => {
    // Q = 500 · 1 · 4 = 2000 cal; c = 2000 / (200 · 128) ≈ 0,0781 cal/(g·°C).
    expectCertain(
      solveCalorimetry(`${measured} ¿Cuál es el calor específico del cobre?`),
      '**c ≈ 0,0781 cal/(g·°C)**',
    );
  });

  it('finds the heat the water takes, in calories', () => {
    expectCertain(solveCalorimetry(`${measured} ¿Cuánto calor absorbe el agua, en cal?`), '**Q = 2.000 cal');
  });

  it('uses the c of water the statement gives, in joules', () => {
    // Q = 0,5 · 4186 · 4 = 8372 J; c = 8372 / (0,2 · 128) ≈ 327 J/(kg·°C).
    expectCertain(
      solveCalorimetry(
        'Un bloque de 0,2 kg a 150 °C se sumerge en 0,5 kg de agua a 18 °C y el equilibrio se alcanza a 22 °C. Con c del agua = 4186 J/(kg·°C), ¿cuál es el calor específico del bloque?',
      ),
      '**c ≈ 327,03 J/(kg·°C)**',
    );
  });

  it('answers the mixture again with another mass of the same metal', () => {
    // c = 2000 / 25600 = 0,078125; with 400 g: (500·18 + 31,25·150) / 531,25 ≈ 25,76 °C.
    expectCertain(
      solveCalorimetry(
        `${measured} ¿Cuál sería la temperatura final si el bloque hubiera sido de 400 g, con lo demás igual?`,
      ),
      "**T_e' ≈ 25,76 °C**",
    );
  });

  it('leaves a calorimeter that takes heat, or a c of the body already given, unsure or alone', () => {
    const withVessel = solveCalorimetry(
      'Un calorímetro de aluminio de 100 g contiene 300 g de agua a 20 °C. Se agrega una pieza de 150 g a 90 °C y el equilibrio se alcanza a 25 °C. ¿Cuál es el calor específico de la pieza?',
    );
    expect(withVessel?.certain).not.toBe(true);
    const given = solveCalorimetry(
      'Una pieza de hierro de 200 g (c del hierro = 0,11 cal/(g·°C)) a 100 °C se pone en 300 g de agua a 20 °C; el equilibrio se alcanza a 25 °C. ¿Cuál es el calor específico del hierro?',
    );
    expect(given?.certain).not.toBe(true);
  });

  it('finds a c whose heats balance (seeded)', () => {
    const next = random(3404);
    for (let i = 0; i < 40; i++) {
      const mb = 100 + Math.round(next() * 400);
      const mw = 200 + Math.round(next() * 600);
      const tb = 80 + Math.round(next() * 120);
      const tw = 10 + Math.round(next() * 15);
      const te = tw + 1 + Math.round(next() * 8);
      const reply = solveCalorimetry(
        `Una pieza metálica de ${mb} g a ${tb} °C se introduce en ${mw} g de agua a ${tw} °C; el equilibrio se alcanza a ${te} °C. ¿Cuál es el calor específico del metal?`,
      );
      expect(reply?.certain).toBe(true);
      const [c] = answerNumbers(reply?.text ?? '');
      // Stated to three significant digits: the heats balance within that rounding.
      expect(Math.abs((mb * (c ?? 0) * (tb - te)) / (mw * (te - tw)) - 1)).toBeLessThan(0.01);
    }
  });
});
