import { describe, expect, it } from 'vitest';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';
import { solveThermalExpansion, thermalExpansionSolver } from './thermal-expansion.ts';

describe('solveThermalExpansion', () => {
  itSolvesItsExamples(thermalExpansionSolver);

  itSolvesCertainly(solveThermalExpansion, [
    // The course's bank: a bar, a hole in a plate, a cable, a cube, a ring to fit a shaft.
    [
      'Una barra de acero mide 10 m a 0 °C. ¿Cuánto se alarga si se calienta hasta 50 °C? (α = 1,2 · 10⁻⁵ 1/°C)',
      ['**ΔL = 0,006 m = 6 mm**'],
    ],
    [
      'Una chapa de aluminio tiene un agujero circular de 10 cm de diámetro a 20 °C. ¿Cuánto cambia el diámetro del agujero si la chapa se calienta hasta 220 °C? (α = 2,4 · 10⁻⁵ 1/°C)',
      ['**ΔD = 0,048 cm (el agujero se agranda)**'],
    ],
    [
      'Un cable de cobre de 100 m se calienta 30 °C. ¿Cuánto se alarga? (α = 1,7 · 10⁻⁵ 1/°C)',
      ['**ΔL = 0,051 m = 51 mm**'],
    ],
    [
      'Un cubo de aluminio tiene un volumen de 1000 cm³ a 20 °C. ¿Cuánto aumenta su volumen si se calienta hasta 120 °C? (α = 2,4 · 10⁻⁵ 1/°C)',
      ['γ = 3α', '**ΔV = 7,2 cm³**'],
    ],
    // The change asked before the temperature it rises to: the change, not a temperature.
    [
      'Un alambre de aluminio mide 25 m a 5 °C. ¿Cuánto se dilata cuando la temperatura llega a 45 °C? Dato: α aluminio = 2,4 · 10⁻⁵ °C⁻¹. Dar el resultado en mm.',
      ['**ΔL = 24 mm**'],
    ],
    [
      'Una varilla de cobre de 3 m a 15 °C: ¿cuántos mm se alarga cuando su temperatura sube a 65 °C? (α = 1,7 · 10⁻⁵ 1/°C)',
      ['2,55'],
    ],
    [
      'Un anillo de acero tiene, a 20 °C, un diámetro interior de 5,000 cm, y hay que calzarlo en un eje de 5,006 cm. ¿Hasta qué temperatura mínima hay que calentar el anillo? (α = 1,2 · 10⁻⁵ 1/°C)',
      ['**T = 120 °C**'],
    ],
    // Other words: the coefficient named in words, a final length, a cooling asked in mm, a surface.
    [
      'Un riel de 25 m, colocado a 10 °C, llega a 40 °C en verano. Si el coeficiente de dilatación lineal del acero es 1,2 · 10⁻⁵ °C⁻¹, ¿cuál es su longitud final?',
      ['**L = 25,009 m**'],
    ],
    [
      'Una varilla de bronce de 2 m se enfría desde 80 °C hasta 30 °C. ¿Cuánto se acorta, en mm? (α = 1,8 · 10⁻⁵ 1/°C)',
      ['**ΔL = 1,8 mm**'],
    ],
    [
      'Una placa de 500 cm² a 10 °C se calienta hasta 60 °C. ¿Cuánto aumenta su superficie? α = 2 · 10⁻⁵ 1/°C',
      ['β = 2α', '**ΔA = 1 cm²**'],
    ],
    [
      'Un puente de hormigón de 200 m se calienta de -5 °C a 35 °C; su coeficiente de dilatación es 0,000012 1/°C. ¿Cuánto se dilata en cm?',
      ['**ΔL = 9,6 cm**'],
    ],
    [
      'Un aro de bronce de 8 cm de diámetro interior a 15 °C debe entrar en un eje de 8,012 cm. ¿A qué temperatura hay que calentar el aro? (α = 1,5 · 10⁻⁵ 1/°C)',
      ['**T = 115 °C**'],
    ],
    // A cooling asked as «¿cuánto se acorta?»: the size, in m and mm alike.
    [
      'Un cable de acero de 80 m se enfría 25 °C. ¿Cuánto se acorta? (α = 1,2 · 10⁻⁵ 1/°C)',
      ['**ΔL = 0,024 m = 24 mm**'],
    ],
    // γ given; a temperature asked without «calentar» (0,017/(1,7·10⁻⁵·50) = 20 °C more).
    [
      'Una esfera de acero de 100 cm³ se calienta de 0 °C a 100 °C. Si γ = 3,6 · 10⁻⁵ 1/°C, ¿cuánto aumenta su volumen?',
      ['**ΔV = 0,36 cm³**'],
    ],
    [
      'Un alambre de cobre mide 50 m a 10 °C. ¿A qué temperatura medirá 50,017 m? (α = 1,7 · 10⁻⁵ 1/°C)',
      ['**T = 30 °C**'],
    ],
  ]);

  it('states no result when a datum is missing or left out', () => {
    for (const problem of [
      // No coefficient: the method and a question, no result.
      'Una barra de acero mide 10 m a 0 °C. ¿Cuánto se alarga si se calienta hasta 50 °C?',
      // No initial temperature.
      'Una barra de acero de 10 m se calienta hasta 50 °C. ¿Cuánto se alarga? (α = 1,2 · 10⁻⁵ 1/°C)',
      // A datum the reading does not use (a second bar's length).
      'Una barra de 10 m y otra de 4 m están a 0 °C y se calientan hasta 50 °C. ¿Cuánto se alarga la primera? (α = 1,2 · 10⁻⁵ 1/°C)',
    ]) {
      const reply = solveThermalExpansion(problem);
      expect(reply?.certain ?? false, problem).toBe(false);
      if (reply) expect(reply.text).not.toMatch(/\n\*\*Δ?[LT] =/);
    }
  });

  itDeclines('leaves alone what is not a solid’s expansion: %s', solveThermalExpansion, [
    'Un gas se dilata a presión constante de 2 L a 3 L. ¿Cuál es la temperatura final si empezó a 27 °C?',
    'Se calientan 3 kg de agua de 10 °C a 90 °C. ¿Cuánto calor se necesita?',
    // A cube given by its edge, asked its volume: not read.
    'Un cubo de aluminio de 10 cm de arista a 20 °C se calienta hasta 120 °C. ¿Cuánto aumenta su volumen? (α = 2,4 · 10⁻⁵ 1/°C)',
  ]);

  it('finds ΔL = α·L₀·ΔT for drawn bars (checked by hand formula)', () => {
    const next = random(4111);
    for (let round = 0; round < 100; round++) {
      const length = 1 + Math.floor(next() * 50);
      const t0 = Math.floor(next() * 30);
      const t1 = t0 + 10 * (1 + Math.floor(next() * 10));
      const alpha = 1 + Math.floor(next() * 25);
      const reply = solveThermalExpansion(
        `Una barra mide ${length} m a ${t0} °C. ¿Cuánto se dilata al calentarse hasta ${t1} °C? (α = ${alpha} · 10⁻⁶ 1/°C)`,
      );
      expect(reply?.certain).toBe(true);
      const [change] = answerNumbers(reply?.text ?? '');
      expect(change).toBeCloseTo(alpha * 1e-6 * length * (t1 - t0), 6);
    }
  });
});
