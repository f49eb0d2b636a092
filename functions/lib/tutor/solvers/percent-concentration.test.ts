import { describe, expect, it } from 'vitest';
import { solvePercentConcentration } from './percent-concentration.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (statement: string) =>
  solvePercentConcentration(statement)
    ?.text.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('solvePercentConcentration', () => {
  it.each([
    ['Se disuelven 15 g de azúcar en 85 g de agua. ¿Cuál es la concentración en % m/m?', '**15 % m/m**'],
    ['Se disuelven 20 g de NaCl en agua hasta obtener 250 mL de solución. ¿Cuál es su % m/v?', '**8 % m/v**'],
    ['Se tienen 250 g de solución que contienen 10 g de KCl disueltos. ¿Cuál es su % m/m?', '**4 % m/m**'],
    ['¿Cuántos gramos de soluto hay en 300 mL de una solución al 5 % m/v?', '**15 g de soluto**'],
    ['¿Qué masa de sal hay en 400 g de una solución al 12 % m/m?', '**48 g de soluto**'],
    ['¿Cuántos gramos de glucosa hay en 1,5 L de una solución al 2 % m/v?', '**30 g de soluto**'],
    // A serum is a solution.
    [
      '¿Qué masa de NaCl aporta una bolsa de 500 mL de suero fisiológico al 0,9 % m/v?',
      '**4,5 g de soluto**',
    ],
    ['¿Cuántos gramos de dextrosa hay en 1 L de suero glucosado al 10 % m/v?', '**100 g de soluto**'],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it.each([
    ['a molarity', 'Una solución 2 M de NaOH al 8 % m/v, ¿cuántos gramos de soluto hay en 100 mL?'],
    ['a volume against % m/m', '¿Cuántos gramos de soluto hay en 300 mL de una solución al 5 % m/m?'],
    ['a number it does not place', 'Se disuelven 15 g de sal en 85 g de agua a 20 °C. ¿Cuál es el % m/m?'],
  ])('declines %s', (_kind, statement) => {
    expect(solvePercentConcentration(statement)).toBeUndefined();
  });

  it('reads a dilution by mass: the solute kept, the water added', () => {
    const reply = solvePercentConcentration(
      'Se diluyen 100 g de una solución al 20 % m/m con 100 g de agua. ¿Cuál es el nuevo % m/m?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**10 % m/m**');
  });

  it('gives back the solute: % m/m of (m, m_solvent), then grams at that % in the solution (property)', () => {
    for (const [solute, solvent] of [
      [5, 95],
      [12, 48],
      [30, 170],
    ] as const) {
      const percent = Number(
        (
          /\*\*([\d,]+) % m\/m/.exec(
            answer(`Se disuelven ${solute} g de sal en ${solvent} g de agua. ¿Cuál es el % m/m?`) ?? '',
          )?.[1] ?? ''
        ).replace(',', '.'),
      );
      const back = answer(
        `¿Cuántos gramos de soluto hay en ${solute + solvent} g de una solución al ${String(percent).replace('.', ',')} % m/m?`,
      );
      expect(back).toBe(`**${solute} g de soluto**`);
    }
  });
});

describe('solvePercentConcentration: the kind said in words', () => {
  it.each([
    [
      'Se disuelven 20 g de sal en 180 g de agua. ¿Cuál es el porcentaje en masa de la solución?',
      '**10 % m/m**',
    ],
    [
      'Calcular el porcentaje en masa de una solución preparada con 20 g de NaCl en 180 g de agua.',
      '**10 % m/m**',
    ],
    [
      'Se disuelven 15 g de azúcar en agua hasta obtener 250 mL de solución. Calcular el porcentaje masa en volumen.',
      '**6 % m/v**',
    ],
  ])('%s', (statement, expected) => {
    const reply = solvePercentConcentration(statement);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('reads the water’s share: 180 g of 200 g', () => {
    expect(
      answer(
        'Se disuelven 20 g de sal en 180 g de agua. ¿Cuál es el porcentaje en masa de agua en la solución?',
      ),
    ).toBe('**90 % m/m de agua**');
  });
});

describe('solvePercentConcentration: the solute and the water of a solution to prepare', () => {
  it.each([
    // 250 · 8 / 100 = 20 g; 250 − 20 = 230 g.
    [
      '¿Qué masas de azúcar y de agua necesitás para preparar 250 g de una solución al 8 % m/m?',
      '**20 g de soluto y 230 g de agua**',
    ],
    // 200 · 15 / 100 = 30 g of solute; 170 g of water.
    ['¿Cuántos gramos de agua hay en 200 g de una solución al 15 % m/m?', '**170 g de agua**'],
    // 400 · 5 / 100 = 20 g of salt; 380 g of water.
    [
      'Para preparar 400 g de una solución de sal al 5 % m/m, ¿cuántos gramos de agua hay que usar?',
      '**380 g de agua**',
    ],
    // 150 · 20 / 100 = 30 g; 120 g.
    [
      'Se quieren preparar 150 g de solución al 20 % m/m de glucosa. ¿Qué cantidad de glucosa y de agua se necesitan?',
      '**30 g de soluto y 120 g de agua**',
    ],
  ])('%s', (message, expected) => {
    const { text, certain } = solveProblem(message);

    expect(certain).toBe(true);
    expect(text).toContain(expected);
  });

  it.each([
    // A % m/v with a volume: the water's mass needs the density.
    '¿Qué masas de azúcar y de agua necesitás para preparar 250 mL de una solución al 8 % m/v?',
    // A percentage asked, not a mass.
    '¿Qué porcentaje de agua tiene una solución al 8 % m/m?',
  ])('declines: %s', (message) => {
    expect(solveProblem(message).certain).toBe(false);
  });
});

describe('solvePercentConcentration: the water of a solution, and the solute through a density', () => {
  it.each([
    // 135 / (15 + 135) = 90 %
    [
      'Una solución se prepara con 15 g de azúcar y 135 g de agua. ¿Cuál es el porcentaje en masa de agua?',
      '**90 % m/m de agua**',
    ],
    // 90 / (10 + 90) = 90 %
    ['Se disuelven 10 g de NaOH en 90 g de agua. ¿Cuál es el % m/m de agua?', '**90 % m/m de agua**'],
    // 160 / 200 = 80 %
    ['Se mezclan 40 g de sal con 160 g de agua. ¿Qué % m/m de agua tiene la mezcla?', '**80 % m/m de agua**'],
    // 250 − 20 = 230 g
    [
      'Se disuelven 20 g de NaCl en agua hasta obtener 250 g de solución. ¿Qué masa de agua se usó?',
      '**230 g de agua**',
    ],
    // 80 − 12,5 = 67,5 g
    [
      'Con 12,5 g de sacarosa se preparan 80 g de solución acuosa. ¿Cuántos gramos de agua contiene?',
      '**67,5 g de agua**',
    ],
    // 30 · 100 / 15 = 200 g of solution, 170 g of water
    [
      '¿Cuántos gramos de agua hay que agregar a 30 g de KCl para obtener una solución al 15 % m/m?',
      '**170 g de agua**',
    ],
    // 12 · 100 / 8 = 150 g, 138 g of water
    [
      '¿Qué masa de agua hay que añadir a 12 g de glucosa para que la solución quede al 8 % m/m?',
      '**138 g de agua**',
    ],
    // 500 mL · 1,2 = 600 g; 20 % of it = 120 g
    [
      'Una solución al 20 % m/m tiene una densidad de 1,2 g/mL. ¿Cuántos gramos de soluto hay en 500 mL de solución?',
      '**120 g de soluto**',
    ],
    // 200 · 1,1 = 220 g; 10 % = 22 g
    [
      'Una solución al 10 % m/m tiene densidad 1,1 g/mL. ¿Cuántos gramos de soluto hay en 200 mL?',
      '**22 g de soluto**',
    ],
    // 300 · 1,1 = 330 g; 15 % = 49,5 g
    [
      'Una solución al 15 % m/m tiene densidad 1,1 g/cm³. ¿Cuántos gramos de soluto hay en 300 cm³ de solución?',
      '**49,5 g de soluto**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
  });

  it.each([
    ['the water already given', 'Se disuelven 25 g de azúcar en 100 g de agua. ¿Cuántos gramos de agua hay?'],
    ['no solution mass', 'Se disuelven 20 g de NaCl en agua. ¿Qué masa de agua se usó?'],
    [
      'a density against % m/v',
      'Una solución al 10 % m/v tiene una densidad de 1,1 g/mL. ¿Cuántos gramos de soluto hay en 200 mL?',
    ],
    [
      'water added to a solution (a dilution)',
      '¿Cuántos gramos de agua hay que agregar a 200 g de una solución al 20 % m/m para llevarla al 10 % m/m?',
    ],
  ])('declines %s', (_kind, statement) => {
    expect(solvePercentConcentration(statement)).toBeUndefined();
  });
});

describe('solvePercentConcentration with the kind only in the options', () => {
  const options = (stem: string, ...choices: string[]) =>
    [stem, ...choices.map((c, i) => `${'ABCD'[i]}) ${c}`), 'E) Ninguna respuesta anterior es correcta'].join(
      '\n',
    );

  it('reads the kind every option is written in and names the option of the result', () => {
    const reply = solvePercentConcentration(
      options(
        'Se disuelven 24 g de KNO₃ en 136 g de agua. La concentración de la solución es:',
        '17,6 % m/m',
        '24 % m/m',
        '15 % m/m',
        '85 % m/m',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('C');
    const none = solvePercentConcentration(
      options(
        'Se disuelven 24 g de KNO₃ en 136 g de agua. La concentración de la solución es:',
        '17,6 % m/m',
        '24 % m/m',
        '16 % m/m',
        '85 % m/m',
      ),
    );
    expect(none?.option).toBe('E');
  });

  it('declines options of two kinds', () => {
    expect(
      solvePercentConcentration(
        options(
          'Se disuelven 24 g de KNO₃ en 136 g de agua. La concentración de la solución es:',
          '17,6 % m/v',
          '24 % m/m',
          '15 % m/m',
          '85 % m/m',
        ),
      ),
    ).toBeUndefined();
  });
});
