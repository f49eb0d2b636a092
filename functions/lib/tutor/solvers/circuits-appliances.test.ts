import { describe, expect, it } from 'vitest';
import { solveAppliances } from './circuits-appliances.ts';
import { answerNumbers, itSolvesCertainly } from './testing.ts';

const house =
  'En una vivienda conectada a 220 V funcionan al mismo tiempo una plancha de 1,2 kW y cinco lámparas de 60 W cada una.';
const lamps =
  'Dos lámparas, una de 60 W y otra de 100 W, ambas para 220 V, se conectan en paralelo a la red de 220 V.';

describe('solveAppliances', () => {
  itSolvesCertainly(solveAppliances, [
    [`${house} ¿Cuál es la potencia total, en W?`, ['**P = 1.500 W**']],
    [`${house} ¿Qué corriente total circula por la instalación?`, ['**I ≈ 6,82 A**']],
    [
      `${house} Si todo funciona durante 3 horas y el kWh cuesta $ 95, ¿cuánto cuesta la energía consumida?`,
      ['**Costo = $ 427,5**'],
    ],
    [`${lamps} Calcule la corriente total.`, ['**I ≈ 0,727 A**']],
    [`${lamps} Calcule la resistencia de la lámpara de 60 W.`, ['**R ≈ 806,7 Ω**']],
    [
      `${lamps} Si luego se las conecta en serie a la misma red (suponiendo que sus resistencias no cambian), ¿qué potencia disipa el conjunto?`,
      ['**P = 37,5 W**'],
    ],
    // Other numbers and words: a stove, a TV and 4 lamps by digits.
    [
      'En una casa conectada a la red de 220 V se encienden una estufa de 2 kW, un televisor de 150 W y 4 lámparas de 25 W cada una. ¿Cuál es la intensidad de corriente total que circula por la línea?',
      ['**I ≈ 10,23 A**'],
    ],
    [
      'En una casa conectada a 220 V funcionan una estufa de 2 kW y un televisor de 200 W durante 5 h. ¿Qué energía consumen, en kWh, en total?',
      ['**E = 11 kWh**'],
    ],
  ]);

  it('checks the current back against the total power (seeded)', () => {
    for (const [watts, count, volts] of [
      [40, 3, 220],
      [75, 6, 110],
      [100, 2, 220],
    ] as const) {
      const reply = solveAppliances(
        `En una vivienda conectada a ${volts} V funcionan una plancha de 1 kW y ${count} lámparas de ${watts} W cada una. ¿Qué corriente total circula por la instalación?`,
      );
      expect(reply?.certain).toBe(true);
      const [current] = answerNumbers(reply?.text ?? '');
      expect(Math.abs((current ?? 0) * volts - (1000 + count * watts))).toBeLessThan(0.01 * volts);
    }
  });

  it('gives one appliance its own current, the others in parallel not changing it', () => {
    const reply = solveAppliances(`${house} ¿Qué corriente circula por la plancha?`);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**I ≈ 5,45 A**');
  });

  it.each([
    // The current of lamps that are five: which one?
    `${house} ¿Qué corriente circula por la lámpara?`,
    // The lamps' power alone.
    `${house} ¿Cuál es la potencia total de las lámparas?`,
    // Days of use the reading does not take.
    `${house} Si todo funciona 3 horas por día durante 30 días y el kWh cuesta $ 95, ¿cuánto se paga?`,
    // Rated for another voltage than the mains'.
    'Dos lámparas, una de 60 W y otra de 100 W, ambas para 110 V, se conectan en paralelo a la red de 220 V. Calcule la corriente total.',
    // In series without saying to what.
    'Dos lámparas, una de 60 W y otra de 100 W, para 220 V, se conectan en serie. ¿Qué potencia disipa el conjunto?',
    // A count without «cada una»: the 60 W may be the five together.
    'En una vivienda conectada a 220 V funcionan una plancha de 1,2 kW y cinco lámparas de 60 W. ¿Qué corriente total circula por la instalación?',
    // The price missing.
    `${house} Si todo funciona durante 3 horas, ¿cuánto cuesta la energía consumida?`,
    // A resistor by its ohms: Ohm's law.
    'Una plancha de 1000 W y una resistencia de 48 Ω se conectan a la red de 220 V. ¿Qué corriente total circula?',
  ])('answers nothing sure: %s', (problem) => {
    expect(solveAppliances(problem)?.certain).not.toBe(true);
  });
});

describe('solveAppliances: one appliance named in the question', () => {
  const home =
    'En un departamento, conectados en paralelo a la red de 220 V, funcionan un ventilador de 110 W, una computadora de 330 W y un horno eléctrico de 1760 W.';

  itSolvesCertainly(solveAppliances, [
    [`${home} ¿Cuál es la resistencia del horno?`, ['**R = 27,5 Ω**']],
    [`${home} Calculá la resistencia de la computadora.`, ['**R ≈ 146,7 Ω**']],
  ]);

  it('checks the resistance back: V²/R is its rated power, whatever the others draw', () => {
    for (const [watts, volts] of [
      [500, 220],
      [1210, 220],
      [60, 110],
    ] as const) {
      const reply = solveAppliances(
        `Conectadas a la red de ${volts} V funcionan una pava eléctrica de ${watts} W y una heladera de 150 W. ¿Cuál es la resistencia de la pava?`,
      );
      expect(reply?.certain).toBe(true);
      const [r = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs((volts * volts) / r - watts) / watts).toBeLessThan(0.01);
    }
  });

  it('leaves the resistance of one of several alike, or of an appliance not in the statement', () => {
    expect(
      solveAppliances(
        'En una casa conectada a la red de 220 V funcionan dos lámparas de 60 W cada una y una plancha de 1000 W. ¿Cuál es la resistencia de la estufa?',
      ),
    ).toBeUndefined();
  });
});

describe('solveAppliances, one of two rated lamps in series', () => {
  it.each([
    [
      '7) Una lámpara de 40 W y otra de 75 W, las dos para 220 V, se conectan en serie a una línea de 220 V. Si sus resistencias no cambian, ¿qué potencia disipa la lámpara de 40 W?',
      'P ≈ 17,01 W en la de 40 W',
    ],
    [
      'Dos focos, uno de 100 W y otro de 25 W (ambos para 110 V), se conectan en serie a la misma red de 110 V. ¿Qué potencia disipa el foco de 100 W?',
      'P = 4 W en la de 100 W',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveAppliances(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('gives each lamp I²·R, adding up to the pair’s V²/(R₁ + R₂)', () => {
    for (const [a, b] of [
      [60, 100],
      [25, 40],
      [75, 150],
    ] as const) {
      const one = (watts: number) =>
        Number(
          /P [=≈] ([\d,]+) W/
            .exec(
              solveAppliances(
                `Dos lámparas, una de ${a} W y otra de ${b} W, ambas para 220 V, se conectan en serie a una línea de 220 V. ¿Qué potencia disipa la lámpara de ${watts} W?`,
              )?.text ?? '',
            )?.[1]
            ?.replace(',', '.'),
        );
      const pair = 1 / (1 / a + 1 / b);
      expect(Math.abs(one(a) + one(b) - pair)).toBeLessThan(0.02);
    }
  });
});
