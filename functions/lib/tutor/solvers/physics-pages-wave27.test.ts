import { describe, expect, it } from 'vitest';
import { solveOfflineDetailed } from '../offline/engine.ts';
import { studentWording } from '../text.ts';
import { solveCalorimetry } from './calorimetry.ts';
import { solveOptics } from './optics.ts';
import { answerNumbers, expectCertain, itDeclines, itSolvesCertainly, random } from './testing.ts';
import { solveThermalExpansion } from './thermal-expansion.ts';

/** Readings fixed on the wave-27 physics pages and simulacro (#32, session 27). */
describe('the way exams type units', () => {
  it('reads the micro sign as the Greek mu and «°C⁻¹» as «1/°C»', () => {
    expect(studentWording('Dos cargas de 2 µC y −5 µC')).toBe('Dos cargas de 2 μC y −5 μC');
    expect(studentWording('(α = 1,2 · 10⁻⁵ °C⁻¹)')).toBe('(α = 1,2 · 10⁻⁵ 1/°C)');
  });
  it('answers Coulomb with charges in µC', () => {
    expectCertain(
      solveOfflineDetailed(
        'Dos cargas puntuales de 2 µC y −5 µC se encuentran en el vacío a 30 cm una de otra (k = 9 · 10⁹ N·m²/C²). ¿Cuál es el módulo de la fuerza eléctrica entre ellas?',
      ),
      '**F = 1 N**',
    );
  });
});

describe('thermal expansion: a coefficient named with its material', () => {
  itSolvesCertainly(solveThermalExpansion, [
    [
      'Un riel de acero mide 12 m a 10 °C. ¿Cuántos milímetros se alarga cuando su temperatura llega a 45 °C? (α acero = 1,2 · 10⁻⁵ 1/°C)',
      ['**ΔL = 5,04 mm**'],
    ],
    [
      'Un cable de cobre mide 50 m a 0 °C. ¿Cuánto se alarga, en cm, si se calienta hasta 40 °C? (α cobre = 1,7 · 10⁻⁵ 1/°C)',
      ['**ΔL = 3,4 cm**'],
    ],
  ]);
  it('leaves a coefficient without its power of ten or unit unsure', () => {
    expect(
      solveThermalExpansion(
        'Un riel de acero mide 12 m a 10 °C. ¿Cuántos milímetros se alarga cuando su temperatura llega a 45 °C? (α acero = 1,2)',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('calorimetry: the c of a body named by its substance, written after the water', () => {
  itSolvesCertainly(solveCalorimetry, [
    [
      'Un trozo de cobre de 250 g a 150 °C se introduce en un recipiente aislado que contiene 400 g de agua a 20 °C. Despreciando el calor absorbido por el recipiente y con c cobre = 0,093 cal/g·°C, halle la temperatura final de equilibrio.',
      ['**T_e ≈ 27,14 °C**'],
    ],
    [
      'Se colocan 400 g de agua a 20 °C en un recipiente y se agrega un trozo de cobre de 250 g a 150 °C (c cobre = 0,093 cal/(g·°C)). Halle la temperatura final de equilibrio.',
      ['**T_e ≈ 27,14 °C**'],
    ],
  ]);
  it('does not read a substance named beside both bodies', () => {
    // «cobre» is said beside both bodies (a copper glass holds the water): whose c is it?
    expect(
      solveCalorimetry(
        'Un trozo de cobre de 250 g a 150 °C se introduce en un vaso de cobre con 400 g de agua a 20 °C. Con c cobre = 0,093 cal/(g·°C), halle la temperatura de equilibrio.',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('optics: lenses and mirrors as exams word them', () => {
  itSolvesCertainly(solveOptics, [
    // The image's distance asked in a stem before options.
    [
      'Un objeto se coloca a 30 cm de un espejo cóncavo cuya distancia focal es 20 cm. La imagen se forma a una distancia del espejo de:',
      ['**q = 60 cm**'],
    ],
    // A lens by its power in dioptres, the object said after the image.
    [
      'Una lente convergente de 5 dioptrías forma la imagen de un objeto ubicado a 25 cm de ella. ¿A qué distancia de la lente, en cm, se forma la imagen?',
      ['f = 20 cm', '**q = 100 cm**'],
    ],
    [
      'Una lente divergente de 4 dioptrías forma la imagen de un objeto ubicado a 50 cm de ella. ¿A qué distancia de la lente se forma la imagen?',
      ['**q ≈ -16,67 cm**'],
    ],
    // «La distancia focal de la lente es de 10 cm».
    [
      'Un objeto de 4 cm de altura se coloca perpendicular al eje de una lente convergente, a 15 cm de ella. La distancia focal de la lente es de 10 cm. ¿A qué distancia de la lente se forma la imagen?',
      ['**q = 30 cm'],
    ],
    // The light's speed in the medium the question names, the other index given for another part.
    [
      'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) incidiendo con un ángulo de 45° respecto de la normal. Dato: c = 3 · 10⁸ m/s. Determine la velocidad de la luz en el agua.',
      ['**v ≈ 2,26 · 10⁸ m/s**'],
    ],
    // The critical angle asked by name: the incidence and c are for other parts.
    [
      'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) incidiendo con un ángulo de 45° respecto de la normal. Dato: c = 3 · 10⁸ m/s. Determine el ángulo límite para la luz que pasa del agua al aire.',
      ['**θc ≈ 48,75°**'],
    ],
  ]);
  itDeclines('what they do not read', solveOptics, [
    // The image's distance given with the power: the object asked is another reading.
    'Una lente convergente de 5 dioptrías forma la imagen de un objeto. La imagen se forma a 100 cm de la lente. ¿A qué distancia está el objeto?',
    // Two media with their indices and a speed asked where the question names neither.
    'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) incidiendo con un ángulo de 45° respecto de la normal. Dato: c = 3 · 10⁸ m/s. Determine la velocidad de la luz.',
  ]);
  it('finds the image of a lens given in dioptres so that 1/p + 1/q = P (checked back)', () => {
    const next = random(27);
    for (let i = 0; i < 40; i++) {
      const P = 2 + Math.floor(next() * 9); // 2 to 10 dioptres
      const f = 100 / P; // cm
      const p = Math.round(f * (1.2 + next() * 3)); // beyond the focus: a real image
      const reply = solveOptics(
        `Una lente convergente de ${P} dioptrías forma la imagen de un objeto ubicado a ${p} cm de ella. ¿A qué distancia de la lente se forma la imagen?`,
      );
      expect(reply?.certain).toBe(true);
      const [q] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(1 / p + 1 / (q ?? Number.NaN) - P / 100)).toBeLessThan(2e-3);
    }
  });
});

describe('energy: a height typed in cm is a datum shown as typed', () => {
  it('answers the speed at the bottom of a frictionless track from 80 cm', () => {
    expectCertain(
      solveOfflineDetailed(
        'Un carrito de 500 g parte del reposo desde una altura de 80 cm sobre una pista sin rozamiento. Con g = 10 m/s², ¿con qué rapidez pasa por el punto más bajo de la pista?',
      ),
      ['h₁ = 80 cm = 0,8 m', '**v = 4 m/s**'],
    );
  });
});
