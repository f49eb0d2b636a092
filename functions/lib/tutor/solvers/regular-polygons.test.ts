import { describe, expect, it } from 'vitest';
import { regularPolygons, solveRegularPolygon } from './regular-polygons.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveRegularPolygon(problem);

describe('solveRegularPolygon', () => {
  itSolvesCertainly(solve, [
    // The circle inscribed in or circumscribed to a figure given by its sides (#32).
    [
      'Calcular el área de la región comprendida entre un cuadrado de 10 cm de lado y el círculo inscripto en él.',
      ['**A = 100 − 25π ≈ 21,46 cm²**'],
    ],
    [
      'Un cuadrado tiene 8 cm de lado. El área del círculo circunscripto al cuadrado es:',
      ['**A = 32π ≈ 100,53 cm²**'],
    ],
    [
      'El círculo inscripto en un cuadrado tiene 5 cm de radio. Calcular el área del cuadrado.',
      ['**Área del cuadrado = 100 cm²**'],
    ],
    [
      'La circunferencia inscripta en un hexágono regular tiene 3 cm de radio. Calcular el perímetro del hexágono.',
      ['**Perímetro del hexágono ≈ 20,78 cm**'],
    ],
    [
      'Un cuadrado de 6 cm de lado tiene inscripto un círculo. Calcular el área del cuadrado que queda fuera del círculo.',
      ['**A = 36 − 9π ≈ 7,73 cm²**'],
    ],
    [
      'Los catetos de un triángulo rectángulo miden 6 cm y 8 cm. Hallar el radio de la circunferencia circunscripta.',
      ['**R = 5 cm**'],
    ],
    // Other words for the right triangle's circles: the right-triangle reading answered them with its sides (#32).
    [
      'Calcular la longitud de la circunferencia circunscripta a un triángulo rectángulo cuyos catetos son 5 cm y 12 cm.',
      ['**L = 13π ≈ 40,84 cm**'],
    ],
    [
      'En un triángulo rectángulo de catetos 6 cm y 8 cm se inscribe una circunferencia. ¿Cuál es su radio?',
      ['**r = 2 cm**'],
    ],
    [
      'Un triángulo rectángulo tiene catetos de 6 cm y 8 cm. Calcular el área del círculo que lo circunscribe.',
      ['**A = 25π ≈ 78,54 cm²**'],
    ],
    [
      'Calcular el área del círculo circunscripto a un triángulo rectángulo de catetos 5 cm y 12 cm.',
      ['**A ≈ 132,73 cm²**'],
    ],
    [
      'Los catetos de un triángulo rectángulo miden 6 cm y 8 cm. Hallar el radio de la circunferencia inscripta.',
      ['**r = 2 cm**'],
    ],
    [
      'Calcular la longitud de la circunferencia inscripta en un triángulo equilátero de 6 cm de lado.',
      ['**L ≈ 10,88 cm**'],
    ],
    // By its side, its apothem or both (#32): A = P · a / 2 with the apothem the statement gives.
    [
      'Un octógono regular tiene 5 cm de lado y 6,04 cm de apotema. Calcular su área.',
      ['**Área del octógono = 120,8 cm²**'],
    ],
    [
      'La apotema de un hexágono regular mide 4√3 cm. Determinar su perímetro.',
      ['**Perímetro del hexágono = 48 cm**'],
    ],
    ['Calcular la apotema de un cuadrado de 8 cm de lado.', ['**Apotema del cuadrado = 4 cm**']],
    [
      '¿Cuánto mide cada ángulo interior de un octógono regular?',
      ['**Cada ángulo interior: 135° = 3π/4 rad**'],
    ],
    [
      'Hallar la suma de los ángulos interiores de un heptágono.',
      ['**Suma de los ángulos interiores: 900° = 5π rad**'],
    ],
    ['¿Cuántas diagonales tiene un polígono de 9 lados?', ['**Número de diagonales: 27 diagonales**']],
    [
      'Cada ángulo interior de un polígono regular mide 150°. ¿Cuántos lados tiene?',
      ['$n = 12$', '**n = 12 lados (dodecágono)**'],
    ],
    [
      // The datum inside the question, the measure asked another one.
      '¿Cuánto mide cada ángulo interior de un polígono regular cuyo ángulo exterior mide 40°?',
      ['**Cada ángulo interior: 140° = 7π/9 rad**'],
    ],
    ['Un polígono convexo tiene 20 diagonales. ¿Cuántos lados tiene?', ['**n = 8 lados (octógono)**']],
    [
      'Los ángulos interiores de un polígono suman 1080°. El número de lados del polígono es:\nA) 6\nB) 8\nC) 10\nD) 12\nE) Ninguna de las anteriores',
      ['**n = 8 lados (octógono)**'],
    ],
    [
      'Un cuadrado está inscripto en una circunferencia de 8 cm de diámetro. ¿Cuál es su perímetro?',
      ['**Perímetro del cuadrado ≈ 22,63 cm**'],
    ],
    [
      'Se inscribe un hexágono regular en una circunferencia de 3 cm de radio. ¿Cuál es su perímetro?',
      ['**Perímetro del hexágono = 18 cm**'],
    ],
    [
      'Hallar la apotema de un hexágono regular inscrito en un círculo de 10 cm de radio.',
      ['**Apotema del hexágono ≈ 8,66 cm**'],
    ],
    [
      'A, B, C, D y E, en ese orden, son los vértices de un pentágono regular. Hallar la medida del ángulo ACE.',
      ['**Ángulo ACE = 36° = π/5 rad**'],
    ],
    // Two questions, each answered; a datum after the order.
    [
      '¿Cuántos lados tiene el polígono regular cuyos ángulos interiores suman 2340°? Calcular también cuánto mide cada ángulo exterior.',
      ['**n = 15 lados (pentadecágono)**', '**Cada ángulo exterior: 24° = 2π/15 rad**'],
    ],
    [
      'Hallar el área del hexágono regular. Dato: está inscrito en una circunferencia de radio 2 m.',
      ['**Área del hexágono ≈ 10,39 m²**'],
    ],
    // Both units: options may be written in radians.
    [
      '¿Cuánto mide cada ángulo exterior de un decágono regular?',
      ['**Cada ángulo exterior: 36° = π/5 rad**'],
    ],
    // «suman:» closing the stem asks the sum, not each angle.
    [
      'Cada ángulo exterior de un polígono regular mide 40°. Sus ángulos interiores suman:',
      ['**Suma de los ángulos interiores: 1.260°'],
    ],
    ['En el hexágono regular ABCDEF, ¿cuánto mide el ángulo ABD?', ['**Ángulo ABD = 90° = π/2 rad**']],
    ['ABCDEFGH es un octógono regular. Calcular el ángulo ABC.', ['**Ángulo ABC = 135° = 3π/4 rad**']],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    // The circle inside the square, given by its radius: not a square inscribed in that circle (#32).
    'Un cuadrado está circunscripto a una circunferencia de 5 cm de radio. Calcular su área.',
    // Both circles named, the figure's own area asked, or a polygon inside the circle with another number.
    'Un cuadrado de 10 cm de lado tiene un círculo inscripto y otro circunscripto. Calcular el área entre ambos.',
    'Calcular el área del cuadrado de 10 cm de lado en el que está inscripto un círculo.',
    // A side and an apothem of no regular pentagon (it would be 6,88 cm); a number that is neither.
    'Un pentágono regular tiene 10 cm de lado y 3 cm de apotema. Calcular su área.',
    'Un hexágono regular de 4 cm de lado es la base de un prisma de 10 cm de altura. Calcular el área del hexágono.',
    // Only some of the diagonals.
    '¿Cuántas diagonales tiene un polígono regular de 12 lados que no pasan por el centro?',
    // The sum of the central angles is not read.
    'Los ángulos interiores de un polígono regular suman 1440°. Sus ángulos centrales suman:',
    // A side given: an area of plane figures, not this solver's.
    'Calcular el área de un hexágono regular de 6 cm de lado.',
    // Each interior angle of a polygon that is not said to be regular has no single value.
    '¿Cuánto mide cada ángulo interior de un pentágono?',
    // Not a whole number of sides.
    'Cada ángulo exterior de un polígono regular mide 25°. ¿Cuántos lados tiene?',
    // The diagonals from one vertex are n − 3, not all of them.
    '¿Cuántas diagonales se pueden trazar desde un vértice de un decágono?',
    // The circle, or the region between, is asked, not the polygon.
    'Un cuadrado está inscrito en una circunferencia de 5 cm de radio. Calcular el área del círculo.',
    'Un cuadrado está inscrito en una circunferencia de 5 cm de radio. Hallar el área de la región sombreada entre ambos.',
    // Two polygons named: which one is asked is not read.
    'Un cuadrado y un hexágono regular están inscritos en una circunferencia de 3 cm de radio. ¿Cuál es el perímetro?',
    // A datum too many.
    'Un hexágono regular de 4 cm de lado tiene ángulos interiores de 120°. ¿Cuántas diagonales tiene?',
    // The vertices not said to be in order, and not in alphabetical order.
    'A, C, B, D y E son los vértices de un pentágono regular. Hallar el ángulo ACE.',
  ]);

  itSolvesItsExamples(regularPolygons);
});

describe('solveRegularPolygon, checked back', () => {
  it('finds n from each interior angle of a random regular polygon, and its diagonals', () => {
    const next = random(32);
    for (let k = 0; k < 30; k++) {
      const n = 3 + Math.floor(next() * 18);
      const interior = ((n - 2) * 180) / n;
      if (!Number.isInteger(interior * 100)) continue;
      const reply = solve(
        `Cada ángulo interior de un polígono regular mide ${String(interior).replace('.', ',')}°. ¿Cuántas diagonales tiene?`,
      );
      expect(reply?.certain).toBe(true);
      expect(answerNumbers(reply?.text ?? '')).toEqual([(n * (n - 3)) / 2]);
    }
  });

  it('gives the angle between three random vertices, as the law of cosines on their chords does', () => {
    const next = random(7);
    const names: [number, string][] = [
      [5, 'pentágono'],
      [6, 'hexágono'],
      [8, 'octógono'],
      [10, 'decágono'],
      [12, 'dodecágono'],
    ];
    for (let k = 0; k < 40; k++) {
      const [n, name] = names[Math.floor(next() * names.length)] ?? [6, 'hexágono'];
      const letters = 'ABCDEFGHIJKL'.slice(0, n);
      const picked = [...letters].sort(() => next() - 0.5).slice(0, 3);
      const [x, y, z] = picked.map((l) => letters.indexOf(l)) as [number, number, number];
      const chord = (i: number, j: number) => 2 * Math.sin((Math.PI * Math.abs(i - j)) / n);
      const [a, b, c] = [chord(x, y), chord(y, z), chord(x, z)];
      const expected = (Math.acos((a * a + b * b - c * c) / (2 * a * b)) * 180) / Math.PI;
      const reply = solve(`${letters} es un ${name} regular. Hallar el ángulo ${picked.join('')}.`);
      expect(reply?.certain).toBe(true);
      expect(Math.abs((answerNumbers(reply?.text ?? '')[0] ?? 0) - expected)).toBeLessThan(0.006);
    }
  });
});

describe('a regular polygon by its apothem, checked back', () => {
  it('gives back the side the apothem was built from', () => {
    const next = random(881);
    const names = [
      [5, 'pentágono'],
      [6, 'hexágono'],
      [8, 'octógono'],
      [10, 'decágono'],
    ] as const;
    for (let k = 0; k < 30; k++) {
      const [n, name] = names[Math.floor(next() * names.length)] ?? [6, 'hexágono'];
      const side = 2 + Math.floor(next() * 18);
      const apothem = Math.round((side / (2 * Math.tan(Math.PI / n))) * 100) / 100;
      const reply = solve(
        `Un ${name} regular tiene ${side} cm de lado y ${String(apothem).replace('.', ',')} cm de apotema. Calcular su perímetro y su área.`,
      );
      expect(reply?.certain, `${n}: ${side}, ${apothem}`).toBe(true);
      const stated = (label: string) =>
        Number(
          (new RegExp(`\\*\\*${label} del \\S+ [=≈] ([\\d.,]+)`).exec(reply?.text ?? '')?.[1] ?? 'NaN')
            .replace(/\./g, '')
            .replace(',', '.'),
        );
      const [perimeter, area] = [stated('Perímetro'), stated('Área')];
      expect(perimeter).toBeCloseTo(n * side, 6);
      expect(Math.abs((area ?? 0) - (n * side * apothem) / 2)).toBeLessThan(0.006);
    }
  });
});

describe('the circles of a regular polygon, checked back', () => {
  it('gives radii whose polygon has the side read: r = R cos(180°/n), l = 2R sen(180°/n)', () => {
    const names = [
      [3, 'triángulo equilátero'],
      [4, 'cuadrado'],
      [6, 'hexágono regular'],
    ] as const;
    for (const [n, name] of names)
      for (let side = 2; side <= 12; side += 2) {
        const radius = (which: string) =>
          Number(
            (
              /\*\*[rR] [=≈] ([\d,]+)/.exec(
                solve(`Hallar el radio de la circunferencia ${which} un ${name} de ${side} cm de lado.`)
                  ?.text ?? '',
              )?.[1] ?? 'NaN'
            ).replace(',', '.'),
          );
        const [inner, outer] = [radius('inscripta en'), radius('circunscripta a')];
        expect(Math.abs(2 * outer * Math.sin(Math.PI / n) - side), `${name} ${side}`).toBeLessThan(0.02);
        expect(Math.abs(outer * Math.cos(Math.PI / n) - inner), `${name} ${side}`).toBeLessThan(0.02);
      }
  });
});

describe('solveRegularPolygon: the sum of the exterior angles, 360° (#32)', () => {
  itSolvesCertainly(solveRegularPolygon, [
    [
      'Los ángulos interiores de un polígono regular suman 1440°. Sus ángulos exteriores suman:',
      ['**Suma de los ángulos exteriores: 360°'],
    ],
    [
      'Un hexágono regular: ¿cuánto suman sus ángulos exteriores?',
      ['**Suma de los ángulos exteriores: 360°'],
    ],
    [
      'Cada ángulo interior de un polígono regular mide 150°. ¿Cuánto suman sus ángulos exteriores?',
      ['**Suma de los ángulos exteriores: 360°'],
    ],
  ]);
  it('leaves the sum asked beside each angle', () => {
    expect(
      solveRegularPolygon(
        'Un hexágono regular: ¿cuánto suman sus ángulos exteriores y cuánto mide cada ángulo interior?',
      )?.certain,
    ).not.toBe(true);
  });
});
