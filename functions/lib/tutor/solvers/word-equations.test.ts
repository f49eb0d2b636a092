import { describe, expect, it } from 'vitest';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';
import { solveWordEquation, wordEquations } from './word-equations.ts';

const solve = (problem: string) => solveWordEquation(problem);

describe('solveWordEquation', () => {
  itSolvesCertainly(solve, [
    [
      'En un corral hay gallinas y conejos. En total se cuentan 30 cabezas y 84 patas. ¿Cuántos conejos hay?',
      ['$4c + 2g = 84$', '**12 conejos**'],
    ],
    [
      'Para una función de teatro se vendieron 200 entradas: las de adulto a $ 500 y las de menor a $ 300. Si se recaudaron $ 84 000, ¿cuántas entradas de adulto se vendieron?',
      ['**120 entradas de adulto**'],
    ],
    [
      'La suma de dos números es 10 y su diferencia es 4. ¿Cuáles son los números?',
      ['**Los números son 7 y 3**'],
    ],
    [
      'La suma de tres números enteros consecutivos es 84. ¿Cuál es el mayor de ellos?',
      ['**El mayor es 29**'],
    ],
    [
      'Un padre tiene el triple de la edad de su hijo y dentro de 10 años tendrá el doble. ¿Qué edad tiene hoy el hijo?',
      ['**10 años**'],
    ],
    [
      'El largo de un rectángulo supera en 3 cm a su ancho y su área es de 40 cm². Hallá sus dimensiones.',
      ['**Ancho 5 cm y largo 8 cm**'],
    ],
    [
      'En un estacionamiento hay 40 vehículos entre autos y motos, y en total se cuentan 130 ruedas. ¿Cuántas motos hay?',
      ['$4a + 2m = 130$', '**15 motos**'],
    ],
    [
      'Un terreno rectangular tiene 34 m de perímetro y 60 m² de superficie. ¿Cuánto mide el lado menor?',
      ['$x^2 - 17x + 60 = 0$', '**Lado menor: 5 m**'],
    ],
    [
      'El perímetro de un rectángulo es 26 cm y su área es 40 cm². Hallá sus dimensiones.',
      ['**Lado menor: 5 cm**', '**Lado mayor: 8 cm**'],
    ],
    [
      'Un taxi cobra $ 500 de bajada de bandera y $ 120 por cada kilómetro recorrido. ¿Cuántos kilómetros se pueden recorrer, como máximo, con $ 2900?',
      ['$500 + 120n \\le 2.900$', '**Como máximo 20 kilómetros**'],
    ],
    // One more fixed charge said apart («Además hay que pagar … de peaje»).
    [
      'Un taxi cobra $ 500 de bajada de bandera y $ 120 por kilómetro. Además hay que pagar $ 240 de peaje. ¿Cuántos kilómetros se pueden recorrer como máximo con $ 2900?',
      ['$740 + 120n \\le 2.900$', '**Como máximo 18 kilómetros**'],
    ],
    [
      'Un gimnasio cobra $ 3000 de inscripción y $ 1500 por clase; también se paga $ 500 de seguro. Con $ 12 500, ¿cuántas clases se pueden tomar como máximo?',
      ['**Como máximo 6 clases**'],
    ],
    [
      'Hallá dos números cuya suma es 20 y cuyo producto es 96.',
      ['$x^2 - 20x + 96 = 0$', '**Los números son 12 y 8**'],
    ],
    ['La suma de dos números es 15 y su producto es 56. ¿Cuál es el mayor?', ['**El mayor es 8**']],
    [
      'Un comerciante compró camisas a $ 8000 y pantalones a $ 15 000; en total compró 20 prendas y gastó $ 216 000. ¿Cuántos pantalones compró?',
      ['**8 pantalones**'],
    ],
    // The kind named after the noun («la entrada general cuesta»), and people by name.
    [
      'En un cine la entrada general cuesta $ 3000 y la de jubilado $ 1800. Un día se vendieron 150 entradas y se recaudaron $ 390 000. ¿Cuántas entradas generales se vendieron?',
      ['**100 entradas de general**'],
    ],
    [
      'La edad de Ana es el triple de la de su hija, y dentro de 12 años será el doble. ¿Qué edad tiene hoy Ana?',
      ['**36 años**'],
    ],
    [
      'La edad de Ana es el triple de la de su hija, y dentro de 12 años será el doble. ¿Qué edad tiene hoy la hija?',
      ['**12 años**'],
    ],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    'En un corral hay gallinas y conejos, 30 cabezas y 84 patas, y 3 perros. ¿Cuántos conejos hay?',
    'La suma de tres números consecutivos es 85. ¿Cuál es el mayor?',
    'Un padre tiene el doble de la edad de su hijo y dentro de 10 años tendrá el triple. ¿Qué edad tiene el hijo?',
    'En un corral hay gallinas y conejos: 30 cabezas y 85 patas.',
    // Wheels that no whole count of cars and motorbikes gives; a rectangle whose sides cannot exist.
    'Hay 40 vehículos entre autos y motos y 131 ruedas. ¿Cuántos autos hay?',
    'Un rectángulo tiene 20 m de perímetro y 30 m² de área. ¿Cuánto mide el lado mayor?',
    'Un rectángulo tiene 30 m de perímetro y 50 m² de área, y el largo es el doble del ancho. ¿Cuánto mide el largo?',
    // Numbers that are not whole, or a sign in the data.
    'Hallá dos números cuya suma es 10 y cuyo producto es 20.',
    'Hallá dos números cuya suma es −2 y cuyo producto es −15.',
    // A budget that leaves a fraction of the unit: rounding down or not depends on what is counted.
    'Un taxi cobra $ 500 de bajada y $ 120 por kilómetro. ¿Cuántos kilómetros se pueden recorrer como máximo con $ 2950?',
    // Two extra charges, or one per kilometre: not a fixed charge this reading adds.
    'Un taxi cobra $ 500 de bajada y $ 120 por kilómetro. Además hay que pagar $ 240 de peaje y también $ 100 de propina. ¿Cuántos kilómetros se pueden recorrer como máximo con $ 2900?',
    'Un taxi cobra $ 500 de bajada y $ 120 por kilómetro. Además cobra $ 20 por cada kilómetro de noche. ¿Cuántos kilómetros se pueden recorrer como máximo con $ 2900?',
  ]);

  itSolvesItsExamples(wordEquations);
});

describe('solveWordEquation, checked back', () => {
  it('gives back the hens and rabbits a random corral was built from', () => {
    const next = random(624);
    for (let n = 0; n < 30; n++) {
      const [rabbits, hens] = [1 + Math.floor(next() * 40), 1 + Math.floor(next() * 40)];
      const reply = solve(
        `En un corral hay gallinas y conejos. Se cuentan ${rabbits + hens} cabezas y ${4 * rabbits + 2 * hens} patas. ¿Cuántos conejos hay?`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**${rabbits} conejos**`);
    }
  });

  it('gives back the sides a random rectangle was built from, by its perimeter and area', () => {
    const next = random(34);
    for (let n = 0; n < 30; n++) {
      const [w, l] = [1 + Math.floor(next() * 20), 21 + Math.floor(next() * 20)];
      const reply = solve(
        `Un rectángulo tiene ${2 * (w + l)} m de perímetro y ${w * l} m² de área. Hallá sus dimensiones.`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**Lado menor: ${w} m**`);
      expect(reply?.text).toContain(`**Lado mayor: ${l} m**`);
    }
  });
});

describe('solveWordEquation: a rectangle by its perimeter and how its sides compare', () => {
  it.each([
    [
      'El perímetro de un rectángulo es 30 cm y su largo es el doble de su ancho. Calcular el área.',
      '**Área: 50 cm²**',
    ],
    [
      'El perímetro de un rectángulo mide 48 m y la base mide 6 m más que la altura. ¿Cuáles son sus dimensiones?',
      '**Base: 15 m**',
    ],
    [
      'Un rectángulo tiene 36 cm de perímetro y su largo es el triple de su ancho. ¿Cuánto mide el largo?',
      '**Largo: 13,5 cm**',
    ],
    ['Hallar dos números cuya suma sea 15 y cuyo producto sea 56', '**Los números son 8 y 7**'],
  ])('%s', (statement, expected) => {
    const reply = solveWordEquation(statement);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone a width that is the double of the length', () => {
    expect(
      solveWordEquation(
        'El perímetro de un rectángulo es 30 cm y su ancho es el doble de su largo. Calcular el área.',
      ),
    ).toBeUndefined();
  });

  it.each([
    'El perímetro de un rectángulo es 30 cm y su largo es el doble de su ancho. Calcular el perímetro del cuadrado de igual área.',
    'El perímetro de un rectángulo es 30 cm y su largo es el doble de su ancho. ¿Cuánto mide el ancho en mm?',
  ])('leaves alone another figure or another unit made of the rectangle: %s', (statement) => {
    expect(solveWordEquation(statement)?.certain).not.toBe(true);
  });

  it('answers a number made of the two when it is their quotient (8 and 7: 8/7)', () => {
    const reply = solveWordEquation(
      'Dos números cuya suma sea 15 y cuyo producto sea 56. ¿Cuál es el cociente entre el mayor y el menor?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**El cociente es ≈ 1,1429**');
  });
});

describe('solveWordEquation: a rectangle by two facts, asked for its diagonal, perimeter, area or sides', () => {
  itSolvesCertainly(solve, [
    // 2(x + 2x) = 36 ⇒ 6 and 12; d = √180 ≈ 13,42.
    [
      'El perímetro de un rectángulo es 36 cm y su largo es el doble de su ancho. ¿Cuánto mide su diagonal?',
      ['**Diagonal: ≈ 13,42 cm**'],
    ],
    // 3x² = 48 ⇒ 4 and 12; P = 32.
    [
      'El área de un rectángulo es 48 cm² y su largo es el triple de su ancho. ¿Cuál es su perímetro?',
      ['**Perímetro: 32 cm**'],
    ],
    // x + y = 23, xy = 120 ⇒ 8 and 15; d = 17.
    [
      'Un terreno rectangular tiene un perímetro de 46 m y una superficie de 120 m². ¿Cuánto mide su diagonal?',
      ['**Diagonal: 17 m**'],
    ],
    // x(x + 5) = 84 ⇒ 7 and 12; P = 38 m = 3800 cm.
    [
      'El ancho de un rectángulo es 5 m menor que su largo y su superficie es de 84 m². Calcular su perímetro, expresado en cm.',
      ['**Perímetro: 3.800 cm**'],
    ],
    // 8x = 64 ⇒ 8 and 24; d = √640 ≈ 25,30.
    [
      'Un lote rectangular tiene 64 m de perímetro y su base mide el triple de su altura. ¿Cuánto mide la diagonal del lote?',
      ['**Diagonal: ≈ 25,3 m**'],
    ],
    // x(x + 10) = 75 ⇒ 5 and 15; P = 40.
    [
      'La superficie de un campo rectangular es de 75 m² y el largo es 10 m mayor que el ancho. Hallá el perímetro.',
      ['**Perímetro: 40 m**'],
    ],
    // x + y = 100, xy = 2400 ⇒ 40 and 60; d = √5200 ≈ 72,11.
    [
      'Un lote rectangular tiene 2.400 m² de superficie y 200 m de perímetro. ¿Cuál es su diagonal?',
      ['**Diagonal: ≈ 72,11 m**'],
    ],
    // x(x + 3) = 40 ⇒ 5 and 8; P = 26 cm = 260 mm.
    [
      'El ancho de un rectángulo es 3 cm menor que su largo y su área es 40 cm². ¿Cuánto mide su perímetro en milímetros?',
      ['**Perímetro: 260 mm**'],
    ],
    // 3x² = 27 ⇒ 3 and 9.
    [
      'El área de un rectángulo es 27 m² y el largo es el triple del ancho. ¿Cuánto miden sus lados?',
      ['**Lado menor: 3 m**', '**Lado mayor: 9 m**'],
    ],
  ]);

  itDeclines('leaves alone a rectangle not read whole: %s', solve, [
    'El perímetro de un rectángulo es 36 cm. ¿Cuánto mide su diagonal?',
    'El perímetro de un rectángulo es 36 cm y su largo es el doble de su ancho. ¿Cuánto mide la diagonal de un cuadrado de igual perímetro?',
    'El perímetro de un rectángulo es 36 cm, su área 72 cm² y su largo es el doble de su ancho. ¿Cuánto mide su diagonal?',
    'El perímetro de un rectángulo es 36 cm y su ancho es el doble de su largo. ¿Cuánto mide su diagonal?',
    'El perímetro de un rectángulo es 3,6 m y su área es 80 cm². ¿Cuánto mide su diagonal?',
  ]);
});

describe('a rectangle whose length «excede en» the width, a «largo que mide», orders in ustedeo (#32)', () => {
  itSolvesCertainly(solve, [
    // 2(x + x + 5) = 70 ⇒ 15 and 20.
    [
      'Un terreno rectangular tiene 70 m de perímetro y su largo excede en 5 m a su ancho. Determine las dimensiones del terreno.',
      ['**Lado menor: 15 m**', '**Lado mayor: 20 m**'],
    ],
    // x(x + 4) = 96 ⇒ 8 and 12.
    [
      'Una chapa rectangular de 96 cm² de área tiene un largo que mide 4 cm más que su ancho. Halle las dimensiones de la chapa.',
      ['**Lado menor: 8 cm**', '**Lado mayor: 12 cm**'],
    ],
    // 2(x + x + 3) = 26 ⇒ 5 and 8; d = √89 ≈ 9,43.
    [
      'El largo de un patio rectangular excede en 3 m a su ancho y su perímetro es de 26 m. Encuentre la diagonal del patio.',
      ['**Diagonal: ≈ 9,43 m**'],
    ],
  ]);
  itDeclines('leaves a rectangle with a datum missing or another figure: %s', solve, [
    'Un terreno rectangular tiene un largo que excede en 5 m a su ancho. Determine las dimensiones del terreno.',
    'Una chapa rectangular de 96 cm² de área tiene un largo que mide 4 cm más que su ancho. Halle el lado de un cuadrado de igual área.',
  ]);
});

describe('ages today by two multiples: what is asked is read in the question, never in the data (#32)', () => {
  itSolvesCertainly(solve, [
    // 3a + 12 = 2(a + 12) ⇒ a = 12.
    [
      'En un taller trabajan Ana y su padre. Hoy la edad del padre es el triple de la edad de Ana, y dentro de 12 años será el doble. Halle la edad actual de Ana.',
      ['**12 años**'],
    ],
    // 3h + 10 = 2(h + 10) ⇒ h = 10, the father 30.
    [
      'La edad de un padre es el triple de la de su hijo y dentro de 10 años será el doble. ¿Qué edad tiene hoy el padre?',
      ['**30 años**'],
    ],
    // «la edad del padre» in the data is no question: he was 24 when she was born (the difference), not 36.
    [
      'Hoy la edad del padre es el triple de la edad de Ana, y dentro de 12 años será el doble. ¿Cuántos años tenía el padre cuando nació Ana?',
      ['**24 años**'],
    ],
  ]);
  itDeclines('leaves a sum of ages: %s', solve, [
    'La edad de un padre es el triple de la de su hijo y dentro de 10 años será el doble. ¿Cuál es la suma de sus edades?',
  ]);
});

describe('a rectangle by how its sides compare and its diagonal (#32)', () => {
  itSolvesCertainly(solve, [
    // x² + (x + 7)² = 13² ⇒ 5 and 12; P = 34.
    [
      'Un terreno rectangular tiene un largo que supera en 7 m a su ancho, y su diagonal mide 13 m. ¿Cuál es el perímetro del terreno?',
      ['**Perímetro: 34 m**'],
    ],
    // x² + (x + 2)² = 10² ⇒ 6 and 8.
    [
      'El ancho de una mesa rectangular es 2 dm menor que su largo y la diagonal mide 10 dm. Determiná sus dimensiones.',
      ['**Lado menor: 6 dm**', '**Lado mayor: 8 dm**'],
    ],
    // x² + (2x)² = 20² ⇒ x² = 80; área 2x² = 160.
    [
      'En un rectángulo el largo es el doble del ancho y su diagonal mide 20 cm. Calculá el área.',
      ['**Área: 160 cm²**'],
    ],
    // x² + (x + 1)² = 5² ⇒ 3 and 4; P = 14 cm = 140 mm.
    [
      'El largo de un rectángulo excede en 1 cm a su ancho y su diagonal mide 5 cm. ¿Cuánto mide su perímetro en milímetros?',
      ['**Perímetro: 140 mm**'],
    ],
  ]);

  itDeclines(
    'leaves alone a diagonal with nothing that relates the sides, or shorter than their difference: %s',
    solve,
    [
      'El largo de un rectángulo mide 24 cm y su diagonal mide 26 cm. ¿Cuál es el perímetro?',
      'El largo de un rectángulo supera en 14 cm a su ancho y su diagonal mide 10 cm. ¿Cuál es el perímetro?',
      'El largo de un rectángulo supera en 14 cm a su ancho, su área es 240 cm² y su diagonal mide 26 cm. ¿Cuál es el perímetro?',
      'El largo de un rectángulo supera en 14 cm a su ancho y su diagonal mide 26 m. ¿Cuál es el perímetro?',
    ],
  );

  it('finds back the sides of rectangles built from them', () => {
    const next = random(2832);
    for (let k = 0; k < 40; k++) {
      const w = 1 + Math.floor(next() * 20);
      const d = 1 + Math.floor(next() * 10);
      const D = Math.hypot(w, w + d);
      const text = `El largo de un rectángulo supera en ${d} cm a su ancho y su diagonal mide ${String(Math.round(D * 1e6) / 1e6).replace('.', ',')} cm. Calculá el perímetro.`;
      const reply = solve(text);
      expect(reply?.certain).toBe(true);
      const shown = /\*\*Perímetro: (?:≈ )?([\d.,]+) cm\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(Number(shown.replace(/\./g, '').replace(',', '.'))).toBeCloseTo(2 * (2 * w + d), 1);
    }
  });
});
