import { describe, expect, it } from 'vitest';
import {
  prefixedValue,
  roundFigures,
  scientificNotation,
  significantFigures,
  solvePrefix,
  solvePrefixChange,
  solveProductFigures,
  solveRoundFigures,
  solveScientificNotation,
  solveSignificantFigures,
} from './significant-figures.ts';
import { expectCertain, random } from './testing.ts';

describe('solveSignificantFigures', () => {
  it.each([
    ['¿Cuántas cifras significativas tiene la medida 0,04070 km?', '**Tiene 4 cifras significativas**'],
    ['Indicá cuántas cifras significativas tiene 2,205 kg.', '**Tiene 4 cifras significativas**'],
    ['¿Cuántas cifras significativas tiene 9,3 × 10⁷ litros?', '**Tiene 2 cifras significativas**'],
    ['¿Cuántas cifras significativas tiene 0.0250 m?', '**Tiene 3 cifras significativas**'],
    ['¿Cuántas cifras significativas tiene 305 s?', '**Tiene 3 cifras significativas**'],
  ])('%s', (problem, answer) => {
    expectCertain(solveSignificantFigures(problem), answer);
  });

  it('declines an integer ending in zeros and a point that may group thousands', () => {
    expect(solveSignificantFigures('¿Cuántas cifras significativas tiene 1030 g/cm³?')?.certain).toBe(false);
    expect(solveSignificantFigures('¿Cuántas cifras significativas tiene 1.030 g?')?.certain).toBe(false);
  });

  it('leaves alone a statement with two values or that asks something else', () => {
    expect(
      solveSignificantFigures('Sumá 2,5 m y 3,75 m con las cifras significativas correctas.'),
    ).toBeUndefined();
    expect(solveSignificantFigures('¿Cuánto es 0,04070 km en m?')).toBeUndefined();
    expect(
      solveSignificantFigures(
        '¿Cuántas cifras significativas tiene 0,0250 m? Redondealo a dos cifras significativas.',
      ),
    ).toBeUndefined();
  });

  it('counts back the figures of random decimals (seeded)', () => {
    const next = random(23);
    for (let trial = 0; trial < 50; trial++) {
      const leading = Math.floor(next() * 3);
      const figures = 1 + Math.floor(next() * 5);
      const body = Array.from({ length: figures }, (_, i) =>
        i === 0 ? 1 + Math.floor(next() * 9) : Math.floor(next() * 10),
      ).join('');
      const value = leading
        ? `0,${'0'.repeat(leading - 1)}${body}`
        : `${body.slice(0, 1)},${body.slice(1) || '0'}`;
      const expected = leading ? figures : Math.max(figures, 2);
      expectCertain(
        solveSignificantFigures(`¿Cuántas cifras significativas tiene ${value} m?`),
        `**Tiene ${expected} cifras significativas**`,
      );
    }
  });

  it('answers its examples with certainty', () => {
    for (const example of significantFigures.examples)
      expect(significantFigures.solve(example)?.certain).toBe(true);
  });
});

describe('solvePrefix', () => {
  it('writes a power of ten with its prefix', () => {
    expectCertain(
      solvePrefix('Un intervalo de tiempo de 4,3·10⁻⁹ s se escribe con prefijo como:'),
      '= 4,3 ns**',
    );
    expectCertain(solvePrefix('¿Cómo se escribe con prefijo 2,5·10⁶ W?'), '= 2,5 MW**');
  });

  it('leaves alone a power without a prefix of its own, or a unit that takes none', () => {
    expect(solvePrefix('Escribí con prefijo 3·10⁻⁵ s.')).toBeUndefined();
    expect(solvePrefix('Escribí con prefijo 3·10⁶ km/h.')).toBeUndefined();
  });

  it('answers its examples with certainty', () => {
    for (const example of prefixedValue.examples) expect(prefixedValue.solve(example)?.certain).toBe(true);
  });
});

describe('solveScientificNotation', () => {
  it.each([
    ['Expresá 0,000345 m en notación científica.', '= 3,45 · 10⁻⁴ m**'],
    ['Escribí 45.000.000 en notación científica.', '= 4,5 · 10⁷**'],
    ['Escribí 45·10³ s en notación científica.', '= 4,5 · 10⁴ s**'],
    ['Escribí 0,0500 g en notación científica.', '= 5,00 · 10⁻² g**'],
  ])('%s', (problem, answer) => {
    expectCertain(solveScientificNotation(problem), answer);
  });

  it('leaves a computation to the arithmetic and a value already written so alone', () => {
    expect(solveScientificNotation('Calculá 3·10⁴ · 2·10² en notación científica.')).toBeUndefined();
    expect(solveScientificNotation('Expresá 3,2 en notación científica.')).toBeUndefined();
  });

  it('leaves a value asked in another unit of its kind to the conversions', () => {
    expect(
      solveScientificNotation(
        'La longitud de onda de una luz es de 650 nm. Expresarla en metros, en notación científica.',
      ),
    ).toBeUndefined();
    expect(solveScientificNotation('Expresar 0,0035 km en cm, en notación científica.')).toBeUndefined();
  });

  it('writes back the value typed for random decimals (seeded)', () => {
    const next = random(47);
    for (let trial = 0; trial < 40; trial++) {
      const zeros = Math.floor(next() * 5);
      const body = String(11 + Math.floor(next() * 989));
      const typed = `0,${'0'.repeat(zeros)}${body}`;
      const reply = solveScientificNotation(`Expresá ${typed} m en notación científica.`)?.text ?? '';
      const form = /= (-?[\d,]+) · 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+) m\*\*/.exec(reply);
      const exponent = Number(
        [...(form?.[2] ?? '')].map((c) => (c === '⁻' ? '-' : String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)))).join(''),
      );
      const mantissa = Number((form?.[1] ?? '').replace(',', '.'));
      expect(mantissa).toBeGreaterThanOrEqual(1);
      expect(mantissa).toBeLessThan(10);
      expect(mantissa * 10 ** exponent).toBeCloseTo(Number(typed.replace(',', '.')), 12);
    }
  });

  it('answers its examples with certainty', () => {
    for (const example of scientificNotation.examples)
      expect(scientificNotation.solve(example)?.certain).toBe(true);
  });
});

describe('solveRoundFigures', () => {
  it.each([
    ['Redondear 0,0068347 a tres cifras significativas.', '**Con 3 cifras significativas: 0,00683**'],
    [
      'La distancia de la Tierra al Sol es de 149 600 000 km. Expresada en notación científica con tres cifras significativas es:',
      '**Con 3 cifras significativas: 1,50 · 10⁸ km**',
    ],
    // A half rounds up, though 2,345 is stored as 2,34499…
    ['Redondeá 2,345 m a tres cifras significativas.', '**Con 3 cifras significativas: 2,35 m**'],
    ['Redondeá 2,996 s a tres cifras significativas.', '**Con 3 cifras significativas: 3,00 s**'],
    // Three figures of 12 345 written as 12 300 would not say which zeros were measured.
    ['Redondeá 12345 a tres cifras significativas.', '**Con 3 cifras significativas: 1,23 · 10⁴**'],
  ])('%s', (problem, answer) => {
    expectCertain(solveRoundFigures(problem), answer);
  });

  it('leaves alone a value with fewer figures than asked, a point that may group thousands and a count asked', () => {
    expect(solveRoundFigures('Redondeá 0,5 a tres cifras significativas.')).toBeUndefined();
    expect(
      solveRoundFigures('Redondeá 3,14159 a tres cifras significativas y expresalo en metros.'),
    ).toBeUndefined();
    expect(solveRoundFigures('Redondeá 1.030 a dos cifras significativas.')).toBeUndefined();
    expect(solveRoundFigures('¿Cuántas cifras significativas tiene 0,0250 m?')).toBeUndefined();
  });

  it('rounds random values back within half a unit of the last figure kept (seeded)', () => {
    const next = random(41);
    for (let trial = 0; trial < 50; trial++) {
      const value = Math.round((1 + next() * 8.9) * 10 ** 5) / 10 ** 5;
      const figures = 2 + Math.floor(next() * 3);
      const reply = solveRoundFigures(
        `Redondeá ${String(value).replace('.', ',')} a ${figures} cifras significativas.`,
      );
      const stated = /: (\d+(?:,\d+)?)\*\*/.exec(reply?.text ?? '')?.[1];
      if (!stated) continue;
      expect(Math.abs(Number(stated.replace(',', '.')) - value)).toBeLessThanOrEqual(
        0.5 * 10 ** (1 - figures) + 1e-12,
      );
    }
  });

  it('is declared', () => {
    expect(roundFigures.name).toBe('round_significant_figures');
  });
});

describe('solvePrefixChange', () => {
  it.each([
    ['Un generador entrega 0,45 GW. Expresada en MW, esa potencia es:', '**0,45 GW = 450 MW**'],
    ['Un capacitor tiene una capacidad de 2200 nF. Expresar esa capacidad en μF.', '**2200 nF = 2,2 μF**'],
    ['Una resistencia mide 4,7 kΩ. ¿Cuánto vale en Ω?', '**4,7 kΩ = 4.700 Ω**'],
  ])('%s', (problem, answer) => {
    expect(solvePrefixChange(problem)?.text).toContain(answer);
  });

  it('leaves a second datum, or another unit asked, to others', () => {
    expect(solvePrefixChange('Una fuerza de 3 kN actúa durante 2 s. Expresarla en N.')).toBeUndefined();
    expect(solvePrefixChange('Un motor de 3 kW. Expresar su potencia en J.')).toBeUndefined();
  });
});

describe('solveProductFigures: a product reported with the figures of its factors', () => {
  it.each([
    [
      'Medís una placa de 3,2 cm por 4,15 cm y la calculadora muestra que el área es 13,28 cm². ¿Cómo conviene informar el área según las reglas de cifras significativas?',
      '**A ≈ 13 cm²**',
    ],
    // 12,5 · 3,1 = 38,75 → two figures; 4,25 · 3,60 = 15,3 → three.
    [
      'Un rectángulo mide 12,5 cm por 3,1 cm. ¿Cómo se debe informar su área según las cifras significativas?',
      '**A ≈ 39 cm²**',
    ],
    [
      'Un piso mide 4,25 m por 3,60 m y la calculadora da 15,3 m². ¿Cómo conviene informar la superficie según las cifras significativas?',
      '**A ≈ 15,3 m²**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProductFigures(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a product shown that is not the factors’ product', () => {
    expect(
      solveProductFigures(
        'Medís una placa de 3,2 cm por 4,15 cm y la calculadora muestra que el área es 14,28 cm². ¿Cómo conviene informar el área según las reglas de cifras significativas?',
      ),
    ).toBeUndefined();
  });
});

describe('solveScientificNotation: a number said with a word that multiplies it', () => {
  it.each([
    'La distancia media entre la Tierra y el Sol es de unos 150 millones de kilómetros. Expresada en metros y en notación científica, esa distancia es:',
    'Una ciudad tiene 3 millones de habitantes. Escribí esa cantidad en notación científica.',
    'Un disco guarda 2 mil millones de bytes. ¿Cómo se escribe en notación científica?',
  ])('declines rather than write the digits typed: %s', (problem) => {
    expect(solveScientificNotation(problem)).toBeUndefined();
  });

  it('still writes a number typed whole', () => {
    expect(solveScientificNotation('Expresá 45.000.000 en notación científica.')?.text).toContain(
      '4,5 · 10⁷',
    );
  });
});
