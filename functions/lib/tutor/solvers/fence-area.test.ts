import { describe, expect, it } from 'vitest';
import { fenceArea, solveFenceArea } from './fence-area.ts';
import { expectCertain, random } from './testing.ts';

const solve = (problem: string) => solveFenceArea(problem);

describe('solveFenceArea', () => {
  it.each([
    [
      'Con 60 m de alambre se quiere cercar un terreno rectangular junto a una pared, que hace de uno de sus lados y no lleva alambre. El área máxima que puede cercarse es:',
      '**Área máxima = 450 m²**',
    ],
    [
      'Se dispone de 100 m de alambre para cercar un terreno rectangular. ¿Qué dimensiones dan el área máxima?',
      '**Lados: 25 m y 25 m; área máxima = 625 m²**',
    ],
    [
      'Un granjero tiene 80 metros de malla para cercar un corral rectangular aprovechando un muro. ¿Cuál es la mayor área que puede encerrar?',
      '**Área máxima = 800 m²**',
    ],
    // A number in words: three turns of wire close a perimeter of 20 m (25 m², not 225 m²).
    [
      'Con 60 m de alambre se cerca un terreno rectangular dando tres vueltas de alambre. ¿Cuál es el área máxima que se puede cercar?',
      '**Área máxima = 25 m²**',
    ],
    [
      'Un campo rectangular se rodea con 120 m de alambre, con dos vueltas de alambre. ¿Cuál es la mayor área que puede encerrar?',
      '**Área máxima = 225 m²**',
    ],
    // The side along the river of the largest rectangle.
    [
      'Con 80 m de alambre se quiere cercar un terreno rectangular junto a un río; el lado del río no se cerca. ¿Cuánto debe medir el lado paralelo al río para que el área sea máxima?',
      '**Lado paralelo = 40 m**',
    ],
    [
      'Se tienen 50 m de tejido para cercar un corral rectangular contra una pared, que no lleva tejido. ¿Cuánto mide el lado paralelo a la pared para que la superficie sea máxima?',
      '**Lado paralelo = 25 m**',
    ],
    // A side given: the perimeter fixes the other, no maximum.
    [
      'Con 100 m de cerca se rodea un terreno rectangular. ¿Cuál es su área si uno de sus lados debe medir 20 m?',
      '**Área = 600 m²**',
    ],
    [
      'Se rodea un lote rectangular con 64 metros de alambre; uno de sus lados mide 12 m. ¿Cuál es su superficie?',
      '**Área = 240 m²**',
    ],
  ])('%s', (problem, expected) => {
    expectCertain(solve(problem), expected);
  });

  it.each([
    // An inner fence changes the function: A = x(L − 3x)/2 is not this reading's.
    'Con 60 m de alambre se quiere cercar un terreno rectangular y dividirlo en dos parcelas iguales. ¿Cuál es el área máxima?',
    // A second number: a side given, not an area to maximise.
    'Con 60 m de alambre se cerca un terreno rectangular de 10 m de ancho. ¿Cuál es su área?',
    // A side not fenced, named by something that is not a wall it knows: not the four sides fenced.
    'Se tienen 40 m de cerca para un corral rectangular; un lado lo forma el granero. ¿Qué área máxima puede encerrarse?',
    // Turns of wire with a side given: not read.
    'Con 60 m de alambre se cerca un terreno rectangular dando tres vueltas de alambre. ¿Cuál es su área si uno de sus lados mide 4 m?',
    // A side given along a wall, or a side longer than half the perimeter.
    'Con 100 m de cerca se rodea un terreno rectangular junto a un río. ¿Cuál es su área si uno de sus lados mide 20 m?',
    'Con 100 m de cerca se rodea un terreno rectangular. ¿Cuál es su área si uno de sus lados mide 60 m?',
    // The side along the river asked, but not for the largest area.
    'Con 80 m de alambre se quiere cercar un terreno rectangular junto a un río; el lado del río no se cerca. ¿Cuánto debe medir el lado paralelo al río?',
    // Another measure of the largest rectangle asked.
    'Con 100 m de alambre se quiere cercar un terreno rectangular junto a una pared. ¿Cuál es el perímetro del terreno de área máxima?',
    // Nothing of the maximum asked.
    'Con 60 m de alambre se cerca un terreno rectangular. ¿Cuántas vueltas de alambre se pueden dar?',
  ])('declines what it cannot answer with every datum: %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });

  it('solves its own examples', () => {
    for (const example of fenceArea.examples) expect(solve(example)?.certain).toBe(true);
  });
});

describe('solveFenceArea, checked back', () => {
  it('states an area no other rectangle of that fence beats', () => {
    const next = random(60);
    for (let trial = 0; trial < 30; trial++) {
      const L = 4 * (5 + Math.floor(next() * 50));
      const reply = solve(
        `Con ${L} m de alambre se quiere cercar un terreno rectangular junto a una pared. ¿Cuál es el área máxima?`,
      );
      const stated = Number(
        /\*\*Área máxima = ([\d.,]+) m²\*\*/.exec(reply?.text ?? '')?.[1]?.replace(',', '.'),
      );
      expect(reply?.certain).toBe(true);
      for (let x = 0.5; x < L / 2; x += 0.5) expect(x * (L - 2 * x)).toBeLessThanOrEqual(stated + 1e-9);
      expect(stated).toBeCloseTo((L * L) / 8, 6);
    }
  });
});

describe('solveFenceArea: «el alambre cubre los otros tres (lados)» beside a wall (#32)', () => {
  it.each([
    // A(x) = x(60 − 2x): x = 15, the other side 30, area 450.
    [
      'Con 60 m de alambre se quiere cercar un corral rectangular aprovechando una pared recta como uno de sus lados (el alambre cubre los otros tres). Sea x el ancho, medido perpendicular a la pared. ¿Qué dimensiones dan el área máxima?',
      '**Lados: 15 m y 30 m; área máxima = 450 m²**',
    ],
    // 40²/8 = 200.
    [
      'Con 40 m de alambre se cerca un terreno rectangular junto a un muro; el alambre va por los otros tres lados. ¿Cuál es el área máxima?',
      '**Área máxima = 200 m²**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveFenceArea(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('still leaves «tres vueltas» with no wall', () => {
    expect(
      solveFenceArea(
        'Con 60 m de alambre, dando tres vueltas, se cerca un terreno rectangular. ¿Cuál es el área máxima?',
      )?.text,
    ).not.toContain('**Área máxima = 225');
  });
});

describe('solveFenceArea: the area as a function of the side x that meets the wall (#32)', () => {
  it.each([
    [
      'Con 60 m de alambre se quiere cercar un corral rectangular aprovechando una pared recta como uno de sus lados (el alambre cubre los otros tres). Sea x el ancho, medido perpendicular a la pared. Expresar el área A(x) del corral en función de x.',
      '**A(x) = x(60 − 2x) = −2x² + 60x**',
    ],
    // Voseo, a river: 80 m, A(x) = x(80 − 2x).
    [
      'Con 80 m de alambre vas a cercar un terreno rectangular junto a un río, que no lleva alambre. Sea x el lado perpendicular al río. Escribí el área A(x).',
      '**A(x) = x(80 − 2x) = −2x² + 80x**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveFenceArea(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('leaves A(x) when x is not said to meet the wall', () => {
    expect(
      solveFenceArea(
        'Con 60 m de alambre se quiere cercar un corral rectangular junto a una pared. Expresar el área A(x) del corral.',
      )?.certain,
    ).not.toBe(true);
  });
});
