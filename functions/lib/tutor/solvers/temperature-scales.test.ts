import { describe, expect, it } from 'vitest';
import { solveTemperatureScales, temperatureScalesSolver } from './temperature-scales.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveTemperatureScales', () => {
  itSolvesItsExamples(temperatureScalesSolver);

  itSolvesCertainly(solveTemperatureScales, [
    // The course's bank: −40 in both scales, a rise of 15 °C in °F, where °F reads double °C.
    ['¿Qué temperatura en grados Fahrenheit corresponde a −40 °C?', ['**-40 °C = -40 °F**']],
    [
      'Un día la temperatura sube de 20 °C a la mañana a 35 °C a la tarde. ¿Cuánto aumentó la temperatura medida en grados Fahrenheit?',
      ['no se suma el 32', '**ΔT = 27 °F**'],
    ],
    [
      '¿A qué temperatura la lectura en grados Fahrenheit es exactamente el doble de la lectura en grados Celsius?',
      ['**T = 160 °C (320 °F)**'],
    ],
    // Other words, other scales.
    ['¿Cuántos grados Celsius son 212 °F?', ['**212 °F = 100 °C**']],
    [
      'Un termómetro marca 98,6 grados Fahrenheit. ¿Qué temperatura indica en la escala Celsius?',
      ['**98,6 °F = 37 °C**'],
    ],
    ['¿Qué temperatura en kelvin corresponde a 50 °F?', ['**50 °F = 283 K**']],
    ['La temperatura bajó de 300 K a 280 K. ¿Cuánto bajó en grados Fahrenheit?', ['**ΔT = 36 °F (bajó)**']],
    [
      '¿A qué temperatura la lectura en grados Fahrenheit es igual a la lectura en grados Celsius?',
      ['**T = -40 °C (-40 °F)**'],
    ],
    // The two scales named together, one reading for both; a reading given for another item is not used.
    [
      '¿A qué temperatura las escalas Celsius y Fahrenheit marcan el mismo número?',
      ['**T = -40 °C (-40 °F)**'],
    ],
    ['¿A qué temperatura coinciden las escalas Fahrenheit y Celsius?', ['**T = -40 °C (-40 °F)**']],
    [
      'Un termómetro de laboratorio marca 50 °C. ¿A qué temperatura los termómetros Celsius y Fahrenheit marcan lo mismo?',
      ['no interviene', '**T = -40 °C (-40 °F)**'],
    ],
    [
      '¿A qué temperatura la lectura en Celsius es la mitad de la lectura en Fahrenheit?',
      ['**T = 160 °C (320 °F)**'],
    ],
    // Asked in two scales at once; the kelvin relation the statement states is a datum, its offset the one used.
    [
      'Un termómetro Fahrenheit marca 77 °F. Expresá esa lectura en grados Celsius y en kelvin (T(K) = t(°C) + 273).',
      ['T_K = T_C + 273', '**77 °F = 25 °C; 298 K**'],
    ],
    [
      'Un horno está a 500 K. ¿Cuánto marcaría un termómetro en grados Celsius y en grados Fahrenheit?',
      ['**500 K = 227 °C; 440,6 °F**'],
    ],
    [
      'Un horno está a 500 K. ¿Cuánto marca en grados Celsius? (T_K = T_C + 273,15)',
      ['**500 K = 226,85 °C**'],
    ],
    // A change given alone: no 273 nor 32.
    ['La temperatura de un horno sube 100 K. ¿Cuánto sube en grados Celsius?', ['**ΔT = 100 °C**']],
    ['La temperatura subió 18 °F. ¿Cuánto subió en grados Celsius?', ['**ΔT = 10 °C**']],
  ]);

  itDeclines('leaves alone what is not a reading of scales: %s', solveTemperatureScales, [
    // The other unknown: a rise asked of a fall.
    'La temperatura bajó de 300 K a 280 K. ¿Cuánto aumentó en grados Fahrenheit?',
    // No scale asked.
    'Un día la temperatura sube de 20 °C a 35 °C. ¿Cuánto aumentó?',
    // A reading and a change («es de 30 °C y baja 10 °C»): not two readings.
    'La temperatura es de 30 °C y baja 10 °C. ¿Cuánto bajó en grados Fahrenheit?',
    // A heat problem that names Fahrenheit.
    'Se calientan 2 kg de agua de 50 °F a 212 °F. ¿Cuánto calor se necesita?',
    // Kelvin and Celsius never read the same number: not this relation.
    '¿A qué temperatura las escalas Celsius y Kelvin marcan el mismo número?',
  ]);

  it('gives back the Celsius reading it converted (checked both ways)', () => {
    const next = random(6011);
    for (let round = 0; round < 100; round++) {
      const celsius = Math.floor(next() * 400) - 100;
      const there = solveTemperatureScales(
        `¿Qué temperatura en grados Fahrenheit corresponde a ${celsius} °C?`,
      );
      expect(there?.certain).toBe(true);
      const fahrenheit = answerNumbers(there?.text ?? '')[1] ?? Number.NaN;
      expect(fahrenheit).toBeCloseTo((celsius * 9) / 5 + 32, 1);
    }
  });
});
