import { describe, expect, it } from 'vitest';
import { workedReply } from '../solvers/reply.ts';
import { matchingOptions, numbersOf, optionsReply, type QuestionOption } from './reading.ts';

/** A worked reply with one bold result, as the solvers write them. */
const worked = (answer: string) =>
  workedReply({ title: 'Un problema', data: 'datos', steps: ['Plantear.'], answer, closing: '¿Te cierra?' });

const options = (...texts: string[]): QuestionOption[] =>
  texts.map((text, i) => ({ label: 'ABCDE'.charAt(i), text, none: /^ninguna/i.test(text) }));

const labels = (found: QuestionOption[]) => found.map((option) => option.label);

// Near misses (#32): the option with the result's number in another unit had been named, sure.
describe("an option with the result's number in a unit the result does not state", () => {
  it('is not the result: «80 km» for d = 80 m, «2,5 km/h²» for a = 2,5 m/s², «216 cm³» for an area', () => {
    expect(
      labels(matchingOptions(worked('**d = 80 m**'), options('80 km', '288 m', '576 m', '160 m', 'Ninguna'))),
    ).toEqual([]);
    expect(
      labels(
        matchingOptions(
          worked('**a = 2,5 m/s²**'),
          options('9 m/s²', '2,5 km/h²', '25 m/s²', '0,4 m/s²', 'Ninguna'),
        ),
      ),
    ).toEqual([]);
    expect(
      labels(
        matchingOptions(
          worked('**A = 216 cm²**'),
          options('216 cm³', '36 cm²', '144 cm²', '72 cm²', 'Ninguna'),
        ),
      ),
    ).toEqual([]);
  });

  it('reads the unit after a multiple of π: «90π cm²» is no volume', () => {
    expect(
      labels(
        matchingOptions(
          worked('**V ≈ 282,74 cm³**'),
          options('90π cm²', '30π cm³', '60π cm³', '9π cm³', 'Ninguna'),
        ),
      ),
    ).toEqual([]);
  });

  it('reads «kW·h» as one unit: an energy option is not a power in kW', () => {
    expect(
      labels(
        matchingOptions(
          worked('**P = 1.000 W** (= 1 kW)'),
          options('1 CV', '100 W', '1 kW·h', '60 kW', 'Ninguna'),
        ),
      ),
    ).toEqual([]);
    expect(
      labels(
        matchingOptions(
          worked('**E = 6 kWh**'),
          options('6 kW·h', '0,67 kW·h', '6.000 kW·h', '5 kW·h', 'Ninguna'),
        ),
      ),
    ).toEqual(['A']);
  });

  it("still matches the option in the result's unit, or in one it states beside", () => {
    expect(
      labels(matchingOptions(worked('**d = 150 m**'), options('150 m', '300 m', '90 m', '450 m', 'Ninguna'))),
    ).toEqual(['A']);
    expect(
      labels(
        matchingOptions(
          worked('**v = 72 km/h** (= 20 m/s)'),
          options('20 m/s', '72 m/s', '7,2 m/s', '200 m/s', 'Ninguna'),
        ),
      ),
    ).toEqual(['A']);
  });
});

// A complex option is the whole number between its signs (#32): «i» alone had never been compared.
describe('a complex option', () => {
  it('is «i» for S = i, and neither «i» nor «5 − 5i» inside a longer number', () => {
    expect(labels(matchingOptions(worked('**S = i**'), options('i', '1', '0', '1 + i', 'Ninguna')))).toEqual([
      'A',
    ]);
    expect(
      labels(matchingOptions(worked('**S = 1 + i**'), options('i', '1 − i', '0', '1 + i', 'Ninguna'))),
    ).toEqual(['D']);
    expect(
      labels(matchingOptions(worked('**z = -5 - 5i**'), options('5 − 5i', '−5 − 5i', 'Ninguna'))),
    ).toEqual(['B']);
  });
});

describe('«ninguna» against a result in another unit of the options’ kind', () => {
  const message = (statement: string, ...choices: string[]) =>
    [statement, ...choices.map((choice, i) => `${'ABCDE'.charAt(i)}) ${choice}`)].join('\n');
  const solve = (answer: string) => () => ({ text: worked(answer), certain: true });

  it('names it when no option in kJ is the result in J, and an option when one is', () => {
    const none = optionsReply(
      message(
        '¿Qué trabajo hace falta?',
        '50 kJ',
        '100 kJ',
        '200 kJ',
        '400 kJ',
        'Ninguna respuesta anterior es correcta',
      ),
      solve('**W = 150.000 J**'),
    );
    expect(none?.certain).toBe(true);
    expect(none?.text).toContain('la correcta es la **E)**');
    const named = optionsReply(
      message(
        '¿Qué trabajo hace falta?',
        '50 kJ',
        '150 kJ',
        '200 kJ',
        '400 kJ',
        'Ninguna respuesta anterior es correcta',
      ),
      solve('**W = 150.000 J**'),
    );
    expect(named?.text).toContain('La correcta es la **B)**');
  });

  it('does not name it for a result of another kind (a speed against energies)', () => {
    const reply = optionsReply(
      message(
        '¿Qué trabajo hace falta?',
        '50 kJ',
        '100 kJ',
        '200 kJ',
        '400 kJ',
        'Ninguna respuesta anterior es correcta',
      ),
      solve('**v = 150 m/s**'),
    );
    expect(reply?.certain).toBe(false);
  });
});

describe('a whole-number option among options written with decimals', () => {
  it('is as precise as they are: «20 m/s» is not 19,6 m/s rounded', () => {
    expect(
      labels(
        matchingOptions(
          worked('**v₀ = 19,6 m/s**'),
          options('39,2 m/s', '20 m/s', '9,8 m/s', '40 m/s', 'Ninguna'),
        ),
      ),
    ).toEqual([]);
    expect(
      labels(
        matchingOptions(
          worked('**v₀ = 19,6 m/s**'),
          options('39,2 m/s', '19,6 m/s', '9,8 m/s', '40 m/s', 'Ninguna'),
        ),
      ),
    ).toEqual(['B']);
    // Among whole numbers, a whole number still allows its rounding.
    expect(
      labels(
        matchingOptions(
          worked('**v ≈ 19,8 m/s**'),
          options('10 m/s', '20 m/s', '30 m/s', '40 m/s', 'Ninguna'),
        ),
      ),
    ).toEqual(['B']);
  });
});

describe('an option that is a bare power of ten', () => {
  it('reads «10⁻¹¹ M» as 1·10⁻¹¹, not as a 10', () => {
    expect(numbersOf('10⁻¹¹ M')).toEqual([1e-11]);
    expect(numbersOf('10^-3 M')).toEqual([0.001]);
    expect(numbersOf('3 · 10² m')).toEqual([300]);
    expect(
      labels(
        matchingOptions(
          worked('**[OH⁻] = 1 · 10⁻¹¹ M**'),
          options('10⁻³ M', '10⁻⁷ M', '10⁻¹¹ M', '10 M', 'Ninguna'),
        ),
      ),
    ).toEqual(['C']);
  });
});

// #32: «62,9 %» was not read as a value, so a result of 62,94 % matched no option and none was named.
describe('an option written as a percentage', () => {
  it('is a value in %, within its own rounding', () => {
    expect(
      labels(
        matchingOptions(
          worked('**62,94 % de agua**'),
          options('62,9 %', '37,1 %', '18 %', '10 %', 'Ninguna'),
        ),
      ),
    ).toEqual(['A']);
    expect(
      labels(
        matchingOptions(worked('**%N = 82,35 %**'), options('17,6 %', '82,4 %', '75 %', '25 %', 'Ninguna')),
      ),
    ).toEqual(['B']);
  });

  it('is not a number of another unit, nor a percentage off by more than its rounding', () => {
    expect(
      labels(
        matchingOptions(worked('**m = 62,94 g**'), options('62,9 %', '37,1 %', '18 %', '10 %', 'Ninguna')),
      ),
    ).toEqual([]);
    expect(
      labels(
        matchingOptions(
          worked('**62,94 % de agua**'),
          options('62,4 %', '37,1 %', '18 %', '10 %', 'Ninguna'),
        ),
      ),
    ).toEqual([]);
  });
});

// #32: a tuple's options reorder the same numbers; the result's letters or its own tuple set the order.
describe('an option that is a tuple of values', () => {
  const system = worked('**Solución: x = 1; y = 2; z = 3**');

  it('is the result in its order: the letters x, y, z (or the order the statement names), or a written triple', () => {
    expect(
      labels(matchingOptions(system, options('(3; 2; 1)', '(1; 2; 3)', '(2; 1; 3)', '(1; 3; 2)', 'Ninguna'))),
    ).toEqual(['B']);
    expect(
      labels(
        matchingOptions(
          system,
          options('(1; 2; 3)', '(3; 2; 1)', '(2; 1; 3)', '(1; 3; 2)', 'Ninguna'),
          'La terna (z; y; x) que resuelve el sistema es:',
        ),
      ),
    ).toEqual(['B']);
    expect(
      labels(
        matchingOptions(
          worked('**u × v = (−3; 6; −3)**'),
          options('(3; −6; 3)', '(−3; 6; −3)', '(−3; −6; −3)', '(6; −3; −3)', 'Ninguna'),
        ),
      ),
    ).toEqual(['B']);
    expect(
      labels(
        matchingOptions(
          worked('**Solución: a = 5; b = 2**'),
          options('(2; 5)', '(5; 2)', '(3; 4)', 'Ninguna'),
        ),
      ),
    ).toEqual(['B']);
  });

  it('names none when no option holds the values in order, and leaves a pair that may be an interval alone', () => {
    expect(
      labels(matchingOptions(system, options('(3; 2; 1)', '(2; 1; 3)', '(1; 3; 2)', '(2; 3; 1)', 'Ninguna'))),
    ).toEqual([]);
    expect(
      labels(
        matchingOptions(
          worked('**C⁺ = (−∞; −3) ∪ (3; +∞); C⁻ = (−3; 3)**'),
          options('(−∞; −3) ∪ (3; +∞)', '(−3; 3)', '(3; +∞)', 'Ninguna'),
          'El conjunto de positividad de f(x) = x² − 9 es:',
        ),
      ),
    ).not.toContain('B');
  });
});

// #32: «Imaginario puro» against a sure (1 + i)² = 2i named nothing.
describe('an option that says what a complex result is', () => {
  const squared = worked('**(1 + i)² = 2i**');

  it('is read from the value: imaginario puro, real, cero, de módulo n', () => {
    expect(
      labels(matchingOptions(squared, options('Imaginario puro', 'Real', 'Cero', 'De módulo 1', 'Ninguna'))),
    ).toEqual(['A']);
    expect(
      labels(
        matchingOptions(
          worked('**(1 + i)⁴ = −4**'),
          options('Imaginario puro', 'Cero', 'Es un número real', 'Ninguna'),
        ),
      ),
    ).toEqual(['C']);
    expect(
      labels(
        matchingOptions(
          worked('**z · w = 3 − 4i**'),
          options('Imaginario puro', 'Real', 'De módulo 5', 'Ninguna'),
        ),
      ),
    ).toEqual(['C']);
  });

  it('leaves «ninguna» unnamed beside an option it cannot weigh', () => {
    const message =
      'El número complejo (1 + i)² es:\nA) Real\nB) Cero\nC) De módulo 1\nD) Tiene argumento 45°\nE) Ninguna de las anteriores';
    expect(
      optionsReply(message, (text) => ({ text: worked('**(1 + i)² = 2i**'), certain: text.length > 0 }))
        ?.certain,
    ).toBe(false);
  });
});

// #32: «y = −x/2 + 5/2» was read as y = −x (the form stopped at «/»), and «(1/2)x» not at all.
describe('a line option with a fraction of x', () => {
  it('is read whole: «−x/2 + 5/2», «(1/2)x − 2», «3x/4 − 1»', () => {
    const lines = options('y = −x/2 + 5/2', 'y = 2x + 1', 'y = (1/2)x − 2', 'y = 3x/4 − 1', 'Ninguna');
    expect(labels(matchingOptions(worked('**y = -0,5x + 2,5**'), lines))).toEqual(['A']);
    expect(labels(matchingOptions(worked('**y = 0,5x - 2**'), lines))).toEqual(['C']);
    expect(labels(matchingOptions(worked('**y = 0,75x - 1**'), lines))).toEqual(['D']);
  });

  it('is not the line its first term alone would be', () => {
    expect(
      labels(matchingOptions(worked('**y = -x**'), options('y = −x/2 + 5/2', 'y = 2x', 'Ninguna'))),
    ).toEqual([]);
  });

  it('lets «ninguna» be named when no line option is the result', () => {
    const message =
      'La recta que pasa por (2; −1) y es paralela a la recta que une (0; 0) y (3; 6) es:\nA) y = 2x + 5\nB) y = −2x + 3\nC) y = (1/2)x − 2\nD) y = 2x − 3\nE) Ninguna de las anteriores';
    const reply = optionsReply(message, () => ({
      text: worked('**y = 2x - 5** (en forma general, 2x - y - 5 = 0)'),
      certain: true,
    }));
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('la correcta es la **E)**');
  });
});
