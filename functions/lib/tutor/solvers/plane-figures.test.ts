import { describe, expect, it } from 'vitest';
import { planeFigures, solvePlaneFigure } from './plane-figures.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solvePlaneFigure(problem);

describe('solvePlaneFigure', () => {
  itSolvesCertainly(solve, [
    [
      'Calculá el área de un sector circular de 6 cm de radio y ángulo central de 60°.',
      ['**Área = 6π ≈ 18,85 cm²**'],
    ],
    [
      'Calculá el área de un trapecio cuyas bases miden 8 cm y 5 cm y cuya altura es de 4 cm.',
      ['**Área = 26 cm²**'],
    ],
    [
      'Un rectángulo tiene 34 cm de perímetro y su diagonal mide 13 cm. ¿Cuánto miden sus lados?',
      ['**Lados: 12 cm y 5 cm**'],
    ],
    ['Calculá la altura de un triángulo equilátero de 8 cm de lado.', ['**Altura ≈ 6,93 cm**']],
    // A rim that turns, and a rectangle with a semicircle on a side (#32).
    [
      'Una rueda de 35 cm de radio gira un ángulo de 216°. ¿Qué distancia recorre un punto de su borde?',
      ['**s = 42π ≈ 131,95 cm**'],
    ],
    [
      'Una ventana tiene la forma de un rectángulo de 1,2 m de ancho y 1,5 m de alto, coronado por un semicírculo cuyo diámetro es el ancho del rectángulo. Calcular el área de la ventana.',
      ['**Área = 1,8 + 0,18π ≈ 2,37 m²**'],
    ],
    [
      'Un terreno tiene la forma de un rectángulo de 20 m por 12 m al que se le agrega, sobre uno de sus lados de 12 m y hacia afuera, un semicírculo cuyo diámetro es ese lado. Calcular el perímetro del terreno.',
      ['**Perímetro = 52 + 6π ≈ 70,85 m**'],
    ],
    // The central angle «de amplitud», or in radians (#32): one datum however it is written.
    [
      'Calcular el área de un sector circular de 40° de amplitud en un círculo de 9 cm de radio.',
      ['**Área = 9π ≈ 28,27 cm²**'],
    ],
    [
      'En una circunferencia de 18 cm de radio, hallar la longitud del arco que abarca un ángulo central de 2π/9.',
      ['El ángulo en grados', '**Longitud del arco = 4π ≈ 12,57 cm**'],
    ],
    [
      'En una circunferencia de 10 cm de radio, ¿cuánto mide el arco que abarca un ángulo central de 1,2 radianes?',
      ['**Longitud del arco = 12 cm**'],
    ],
    ['¿Cuál es el área de un círculo de 10 cm de diámetro?', ['**Área = 25π ≈ 78,54 cm²**']],
    [
      'Calculá el perímetro y la diagonal de un rectángulo de 12 cm de largo y 5 cm de ancho.',
      ['**Perímetro = 34 cm**', '**Diagonal = 13 cm**'],
    ],
    ['Calculá el área de un rombo cuyas diagonales miden 10 cm y 6 cm.', ['**Área = 30 cm²**']],
    [
      'Calcular el área de un sector circular de 9 cm de radio cuyo ángulo central mide 40°.',
      ['**Área = 9π ≈ 28,27 cm²**'],
    ],
    [
      '¿Qué longitud tiene el arco que abarca un ángulo central de 72° en una circunferencia de 15 cm de radio?',
      ['**Longitud del arco = 6π ≈ 18,85 cm**'],
    ],
    ['El área de un hexágono regular de 6 cm de lado es aproximadamente:', ['**Área ≈ 93,53 cm²**']],
    [
      'Las diagonales de un rombo miden 10 cm y 24 cm. Calcular su perímetro.',
      ['diagonal mayor 24 cm', '**Perímetro = 52 cm**'],
    ],
    [
      'Un terreno tiene forma de trapecio de bases 14 m y 8 m, y la distancia entre las bases es 5 m. ¿Cuál es su superficie?',
      ['**Área = 55 m²**'],
    ],
    ['La diagonal de un rectángulo de 9 cm por 12 cm mide:', ['**Diagonal = 15 cm**']],
    // The central angle from its arc and the radius.
    [
      'En una circunferencia de 4 cm de radio, un ángulo central abarca un arco de 10 cm. Expresalo en radianes.',
      ['**α = 2,5 rad**'],
    ],
    [
      'Un ángulo central determina un arco de 6 cm en una circunferencia de 30 cm de radio. Expresalo en radianes y en grados, minutos y segundos.',
      ['**α = 0,2 rad**', '**α ≈ 11,4592° ≈ 11° 27′ 33″**'],
    ],
    [
      // An arc written as a multiple of π, and the angle in degrees too (the options may be in degrees).
      'En una circunferencia de 10 cm de radio, un arco mide 5π cm. El ángulo central que le corresponde mide:',
      ['**α = 1,5708 rad**', '**α = 90° = 90° 0′ 0″**'],
    ],
  ]);

  itDeclines('leaves alone what is not its kind or not read whole: %s', solve, [
    // A semicircle cut out, turns counted in laps, a speed: other problems.
    'A un rectángulo de 20 m por 12 m se le recorta, sobre un lado de 12 m, un semicírculo de ese diámetro. Calcular el área que queda.',
    'Una rueda de 35 cm de radio da 3 vueltas. ¿Qué distancia recorre?',
    'Una rueda de 35 cm de radio gira un ángulo de 216° en 4 segundos. ¿Qué distancia recorre un punto de su borde?',
    'Un triángulo rectángulo tiene 8 cm de base y 5 cm de altura. Calculá su área.',
    'Calculá el volumen de un cilindro de 3 cm de radio y 10 cm de altura.',
    'Calculá el área de un trapecio de bases 8 cm y 5 cm.',
    // A polygon inscribed in the circle: its perimeter is not the circle's («inscrito» as well as «inscripto»).
    'Un pentágono regular está inscrito en una circunferencia de 10 cm de radio. Su perímetro es aproximadamente:',
    // An angle asked of the figure, which its diagonal's length does not answer (the diagonal with a side
    // is read apart, below; with the other diagonal it is not).
    'Los lados de un rectángulo miden 6 cm y 8 cm. ¿Qué ángulo forman sus diagonales?',
    'Elevá al cuadrado 5 y calculá el área de 3 cm.',
    'Calculá el área de un rectángulo de 12 cm de largo, 5 cm de ancho y 3 cm de alto.',
    'Calculá el área de un círculo de 5 cm de radio y el perímetro del cuadrado circunscripto.',
    'Calculá el área de un hexágono regular de 6 cm de lado y 5 cm de apotema.',
    'Un ángulo central abarca un arco de 10 cm en una circunferencia de 4 m de radio. Expresalo en radianes.',
  ]);

  itSolvesItsExamples(planeFigures);
});

describe('solvePlaneFigure, checked back', () => {
  it('gives back the central angle an arc was cut with: s = r · α', () => {
    const next = random(3627);
    for (let k = 0; k < 30; k++) {
      const r = 2 + Math.floor(next() * 30);
      const alpha = (1 + Math.floor(next() * 60)) / 10;
      const s = Math.round(r * alpha * 10) / 10;
      const text = solve(
        `En una circunferencia de ${r} cm de radio, un ángulo central abarca un arco de ${String(s).replace('.', ',')} cm. Expresalo en radianes.`,
      )?.text;
      const stated = Number((/\*\*α = ([\d,]+) rad/.exec(text ?? '')?.[1] ?? '').replace(',', '.'));
      expect(stated * r).toBeCloseTo(s, 2);
    }
  });

  it('finds a regular hexagon six equilateral triangles of its side', () => {
    for (const side of [2, 5, 7.5, 12]) {
      const text = solve(
        `Calculá el área de un hexágono regular de ${String(side).replace('.', ',')} cm de lado.`,
      )?.text;
      const area = Number(
        (/Área ≈ ([\d.,]+) cm²/.exec(text ?? '')?.[1] ?? '').replaceAll('.', '').replace(',', '.'),
      );
      expect(area).toBeCloseTo(6 * (Math.sqrt(3) / 4) * side * side, 1);
    }
  });

  it('finds the sides of random rectangles from their perimeter and diagonal', () => {
    const next = random(634);
    for (let n = 0; n < 30; n++) {
      const [a, b] = [3 + Math.floor(next() * 20), 1 + Math.floor(next() * 20)];
      if (a === b) continue;
      const [l, w] = a > b ? [a, b] : [b, a];
      const d = Math.hypot(l, w);
      if (!Number.isInteger(d)) continue;
      const reply = solve(
        `Un rectángulo tiene ${2 * (l + w)} cm de perímetro y su diagonal mide ${d} cm. ¿Cuánto miden sus lados?`,
      );
      expect(reply?.text).toContain(`**Lados: ${l} cm y ${w} cm**`);
    }
    for (const [l, w, d] of [
      [8, 6, 10],
      [15, 8, 17],
      [24, 7, 25],
    ] as const) {
      const reply = solve(
        `Un rectángulo tiene ${2 * (l + w)} cm de perímetro y su diagonal mide ${d} cm. ¿Cuánto miden sus lados?`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**Lados: ${l} cm y ${w} cm**`);
    }
  });
});

describe('solvePlaneFigure: a clock hand, a circle by its circumference, a rectangle diagonal angle (#32)', () => {
  it.each([
    [
      'El minutero de un reloj mide 12 cm. ¿Qué longitud recorre su extremo en 20 minutos?',
      '**s = 8π ≈ 25,13 cm**',
    ],
    [
      'La aguja horaria de un reloj mide 6 cm. ¿Qué distancia recorre su punta en 2 horas?',
      '**s = 2π ≈ 6,28 cm**',
    ],
    ['Una circunferencia mide 10π cm de longitud. ¿Cuál es su radio?', '**r = 5 cm**'],
    [
      'Una circunferencia mide 10π cm de longitud. ¿Cuál es el área del círculo que encierra?',
      '**A = 25π ≈ 78,54 cm²**',
    ],
    ['La longitud de una circunferencia es de 31,4 cm. Calcular su diámetro.', '**d ≈ 9,99 cm**'],
    [
      'Los lados de un rectángulo miden 6 cm y 8 cm. ¿Qué ángulo forma la diagonal con el lado mayor?',
      '**α ≈ 36,87°**',
    ],
    ['Un rectángulo mide 5 m por 12 m. ¿Qué ángulo forma la diagonal con el lado menor?', '**α ≈ 67,38°**'],
  ])('%s', (problem, expected) => {
    const reply = solvePlaneFigure(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves what it does not read', () => {
    // The angle the hand turns, not the arc; a radius given besides the length; two things asked.
    expect(
      solvePlaneFigure('El minutero de un reloj mide 12 cm. ¿Qué ángulo barre en 20 minutos?')?.certain,
    ).not.toBe(true);
    expect(
      solvePlaneFigure('Una circunferencia de 5 cm de radio mide 10π cm de longitud. ¿Cuál es su área?')
        ?.certain,
    ).not.toBe(true);
    expect(
      solvePlaneFigure('Una circunferencia mide 10π cm de longitud. ¿Cuál es su radio y su área?')?.certain,
    ).not.toBe(true);
    // A square has no larger side.
    expect(
      solvePlaneFigure(
        'Los lados de un rectángulo miden 6 cm y 6 cm. ¿Qué ángulo forma la diagonal con el lado mayor?',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solvePlaneFigure: a rectangle «mide a por b» in two units, passed to the one asked (#32)', () => {
  it.each([
    ['Un rectángulo mide 1,2 m por 40 cm. ¿Cuál es su perímetro en cm?', '**Perímetro = 320 cm**'],
    ['Un rectángulo de 1,2 m de largo y 40 cm de ancho. ¿Cuál es su área en m²?', '**Área = 0,48 m²**'],
    ['Un rectángulo mide 120 cm por 40 cm. ¿Cuál es su perímetro?', '**Perímetro = 320 cm**'],
  ])('%s', (problem, expected) => {
    const reply = solvePlaneFigure(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('gives the result in each unit written when none is asked', () => {
    const reply = solvePlaneFigure('Un rectángulo mide 1,2 m por 40 cm. ¿Cuál es su perímetro?');
    expect(reply?.text).toContain('**Perímetro = 3,2 m (≈ 320 cm)**');
  });
});

describe('solvePlaneFigure: round objects, an isosceles trapezoid by its legs, a rhombus side and height (#32)', () => {
  itSolvesCertainly(solve, [
    // A round object is a circle: π · 17,5² ≈ 962,11 cm².
    [
      'Una pizzera circular tiene 35 cm de diámetro. Calcular su superficie en cm².',
      ['**Área = 306,25π ≈ 962,11 cm²**'],
    ],
    // Its circumference asked in metres, the unit as a word: π · 0,7 ≈ 2,2 m.
    [
      'La rueda de una bicicleta tiene 70 cm de diámetro. ¿Cuánto mide, en metros, la longitud de su circunferencia?',
      ['**Perímetro = 0,7π ≈ 2,2 m**'],
    ],
    // Voseo, a round table by its radius: A = π · 0,6² ≈ 1,13 m².
    ['Calculá la superficie de una mesa circular de 0,6 m de radio.', ['**Área = 0,36π ≈ 1,13 m²**']],
    // Legs 10, bases 22 and 10: each sticks out 6, h = √(100 − 36) = 8; A = 16 · 8 = 128; P = 52.
    [
      'Un trapecio isósceles tiene bases de 10 cm y 22 cm, y sus lados no paralelos miden 10 cm cada uno. Calcular su altura.',
      ['**Altura = 8 cm**'],
    ],
    [
      'Calcule el área de un trapecio isósceles cuyos lados iguales miden 13 m y cuyas bases miden 30 m y 20 m.',
      ['**Área = 300 m²**'],
    ],
    [
      'Un trapecio isósceles tiene bases de 10 cm y 22 cm, y sus lados no paralelos miden 10 cm cada uno. Calcular su perímetro.',
      ['**Perímetro = 52 cm**'],
    ],
    // Half-diagonals 8 and 6: side 10; area 96; height 96 / 10 = 9,6.
    ['Las diagonales de un rombo miden 16 cm y 12 cm. Calcular la longitud del lado.', ['**Lado = 10 cm**']],
    [
      'Las diagonales de un rombo miden 16 cm y 12 cm. Calcular la altura del rombo, tomando como base uno de sus lados.',
      ['**Altura = 9,6 cm**'],
    ],
    // Voseo, other numbers: half-diagonals 12 and 5, side 13.
    ['¿Cuánto mide el lado de un rombo cuyas diagonales miden 24 cm y 10 cm?', ['**Lado = 13 cm**']],
  ]);
  itDeclines('leaves what the legs do not give: %s', solve, [
    // Not said isosceles: its legs are read only when the statement says it is.
    'Un trapecio tiene bases de 10 cm y 22 cm, y sus lados no paralelos miden 10 cm cada uno. Calcular su área.',
    // Legs shorter than the overhang: no such trapezoid.
    'Un trapecio isósceles tiene bases de 10 cm y 30 cm, y sus lados no paralelos miden 8 cm cada uno. Calcular su altura.',
  ]);
});

describe('solvePlaneFigure: a rectangle (or a rectangular plot) by one side and its diagonal (#32)', () => {
  itSolvesCertainly(solve, [
    // √(40² − 24²) = 32; P = 2(24 + 32) = 112; A = 24 · 32 = 768.
    [
      'Un terreno rectangular tiene 24 m de frente y su diagonal mide 40 m. Hallar el fondo del terreno.',
      ['**Lado = 32 m**'],
    ],
    [
      'Un terreno rectangular tiene 24 m de frente y su diagonal mide 40 m. Calcular su área.',
      ['**Área = 768 m²**'],
    ],
    // Voseo, the width given: √(13² − 5²) = 12.
    [
      'Un rectángulo tiene 5 cm de ancho y su diagonal mide 13 cm. ¿Cuánto mide su largo?',
      ['**Lado = 12 cm**'],
    ],
    // Ustedeo: 2(8 + 6) = 28.
    [
      'Un rectángulo tiene 8 cm de largo y su diagonal mide 10 cm. Calcule su perímetro.',
      ['**Perímetro = 28 cm**'],
    ],
  ]);
  itDeclines('leaves a diagonal no longer than the side: %s', solve, [
    'Un rectángulo tiene 8 cm de largo y su diagonal mide 6 cm. Calcule su perímetro.',
  ]);
});

describe('solvePlaneFigure: how many turns a wheel gives over a distance (#32)', () => {
  itSolvesCertainly(solve, [
    // One turn rolls π · 0,7 ≈ 2,199 m: 1100 / 2,199 ≈ 500,2; whole turns 500.
    ['Una rueda de 70 cm de diámetro recorre 1,1 km. ¿Cuántas vueltas da?', ['**n ≈ 500,2 vueltas**']],
    [
      'La rueda de una bicicleta tiene 70 cm de diámetro. ¿Cuántas vueltas completas da la rueda al recorrer 1,1 km?',
      ['**500 vueltas completas**'],
    ],
    // By its radius, voseo: 2π · 0,3 ≈ 1,885 m per turn; 942 / 1,885 ≈ 499,75.
    ['Un neumático de 30 cm de radio, ¿cuántas vueltas da si recorrés 942 m?', ['**n ≈ 499,75 vueltas**']],
  ]);
  itDeclines('leaves a wheel with a time or a speed: %s', solve, [
    'Una rueda de 70 cm de diámetro recorre 1,1 km en 2 minutos. ¿Cuántas vueltas da por segundo?',
  ]);
});
