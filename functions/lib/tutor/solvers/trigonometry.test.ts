import { describe, expect, it } from 'vitest';
import { solveRightTriangle, solveTrigEquation } from './trigonometry.ts';

const equation = (message: string) => solveTrigEquation(message) ?? '';
const triangle = (message: string) => solveRightTriangle(message) ?? '';

describe('solveTrigEquation', () => {
  it.each([
    ['sen x = 1/2', ['x ∈ { π/6; 5π/6 }', '$\\frac{5\\pi}{6}$']],
    ['senx=1/2', ['x ∈ { π/6; 5π/6 }']],
    ['cos x = −√2/2', ['x ∈ { 3π/4; 5π/4 }']],
    ['cos x = -raiz de 2 / 2', ['x ∈ { 3π/4; 5π/4 }']],
    ['tan x = 1', ['x ∈ { π/4; 5π/4 }']],
    ['tg x = 1 en [0°, 360°)', ['x ∈ { 45°; 225° }']],
    ['2 sen² x − 1 = 0', ['\\pm \\frac{\\sqrt{2}}{2}', 'x ∈ { π/4; 3π/4; 5π/4; 7π/4 }']],
    ['2 sen^2 x - 1 = 0', ['x ∈ { π/4; 3π/4; 5π/4; 7π/4 }']],
    ['2cos^2 x - cos x - 1 = 0', ['$2u^2 - u - 1 = 0$', 'x ∈ { 0; 2π/3; 4π/3 }']],
    ['Resolvé 2sen x - 1 = 0 para x entre 0 y 2π', ['x ∈ { π/6; 5π/6 }']],
    ['sen 2x = √3/2', ['x ∈ { π/6; π/3; 7π/6; 4π/3 }']],
    ['sen x = cos x', ['$\\operatorname{tg} x = 1$', 'x ∈ { π/4; 5π/4 }']],
    ['cos x = 1/2 en [0, π]', ['**1 solución en $[0;\\ \\pi]$: x = π/3**']],
    ['sen x = 0', ['x ∈ { 0; π }']],
    ['sen x = 2', ['siempre está entre −1 y 1', '**No hay soluciones']],
    ['senx=0,3', ['≈ 17,46°', '≈ 162,54°']],
    ['√3 tg x = 1', ['x ∈ { π/6; 7π/6 }']],
  ])('%s', (message, expected) => {
    const reply = equation(message);

    expect(reply).toContain('## Ecuación trigonométrica');
    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    ['a value, not an equation', 'cuanto es sen 30°'],
    // Two functions are read at the notable angles (#32): a solution elsewhere is not stated.
    ['two functions whose solutions are not notable angles', 'sen x + cos x = 1,2'],
    ['an angle with a plain number added', 'sen(x + 1) = 1/2'],
    ['no trig function', 'x + 1 = 2'],
    ['an interval it cannot read', 'sen x = 1/2 en [0, algo)'],
    ['a word with "sin"', 'un auto sin frenos va a 20 m/s'],
  ])('declines %s', (_kind, message) => {
    expect(solveTrigEquation(message)).toBeUndefined();
  });
});

describe('solveTrigEquation in a quadrant', () => {
  it.each([
    [
      'Hallar el ángulo x del primer cuadrante que cumple cos² x − sen² x = 1/2.',
      '**1 solución en $(0^\\circ;\\ 90^\\circ)$: x = 30°**',
    ],
    [
      'Encontrá x en el tercer cuadrante tal que tg x = 1.',
      '**1 solución en $(180^\\circ;\\ 270^\\circ)$: x = 225°**',
    ],
  ])('keeps the solutions of that quarter turn: %s', (problem, expected) => {
    expect(solveTrigEquation(problem)).toContain(expected);
  });
});

describe('solveTrigEquation beside a sign condition', () => {
  it('leaves a ratio given with the sign of another to the quadrant reading', () => {
    for (const problem of [
      'Si sen x = 2/3 y cos x < 0, entonces tg x vale:',
      'Si sen x = 1/3 y tg x > 0 y x está en el segundo cuadrante, hallá cos x.',
      'cos α = 7/25 con tg α < 0. Calculá sen α.',
    ])
      expect(solveTrigEquation(problem), problem).toBeUndefined();
  });
});

describe('solveTrigEquation with factors, identities and counts', () => {
  it.each([
    ['sen x · cos x = 0 en [0; 2π)', '4 soluciones en $[0;\\ 2\\pi)$: x ∈ { 0; π/2; π; 3π/2 }'],
    ['cos x · (2 sen x − 1) = 0 en [0°, 360°)', 'x ∈ { 30°; 90°; 150°; 270° }'],
    ['2 sen² x + 3 cos x − 3 = 0 en [0; 2π)', 'x ∈ { 0; π/3; 5π/3 }'],
    ['sen x + cos^2 x = 1 en [0°; 360°)', 'x ∈ { 0°; 90°; 180° }'],
    ['¿Cuántas soluciones tiene cos(2x) = 1/2 en [0; 2π)?', '**4 soluciones en'],
    // A count asked is the result on its own; the solutions follow apart, not read as the count.
    [
      'Indicar cuántas soluciones tiene 2 cos x = 1 en [0; 2π).',
      '**2 soluciones en $[0;\\ 2\\pi)$**\n\nSon x ∈ { π/3; 5π/3 }.',
    ],
    ['Hallar los valores de x ∈ [0°; 360°) que verifican 2 cos x + √3 = 0.', 'x ∈ { 150°; 210° }**'],
    // An interval in radians: the degrees on a bullet of the result, for options written in degrees.
    ['Resolver cos x = 0 en [0; 2π).', 'x ∈ { π/2; 3π/2 }**\n- En grados: 90°; 270°.'],
    ['Resolvé 2 sen x − 1 = 0 para 0 ≤ x < 2π', 'x ∈ { π/6; 5π/6 }'],
    ['Resolvé cos x = 1 para 0 ≤ x ≤ 2π', 'x ∈ { 0; 2π }'],
  ])('%s', (message, expected) => {
    expect(equation(message)).toContain(expected);
  });

  it('puts every solution of a random product back in the equation (seeded)', () => {
    const values = ['0', '1/2', '-1/2', '1', '-1', '√3/2', '√2/2'];
    let seed = 11;
    const pick = () => {
      seed = (seed * 48271) % 2147483647;
      return values.at(seed % values.length) ?? '0';
    };
    for (let trial = 0; trial < 30; trial++) {
      const [a, b] = [pick(), pick()];
      const reply = equation(`(sen x − ${a}) · (cos x − ${b}) = 0 en [0°; 360°)`);
      const found = /\*\*\d+ soluci(?:ón|ones) en [^:]+: x (?:∈ \{|=) ([^}*]+)/.exec(reply)?.[1] ?? '';
      expect(found).not.toBe('');
      for (const degrees of found.split(';').map((d) => Number.parseFloat(d.replace(',', '.')))) {
        const x = (degrees * Math.PI) / 180;
        const value = (text: string) =>
          Number(
            text
              .replace('√3/2', String(Math.sqrt(3) / 2))
              .replace('√2/2', String(Math.SQRT2 / 2))
              .replace(/^(-?)1\/2$/, '$10.5'),
          );
        expect(Math.abs((Math.sin(x) - value(a)) * (Math.cos(x) - value(b)))).toBeLessThan(1e-9);
      }
    }
  });
});

describe('solveRightTriangle', () => {
  it.each([
    [
      'un triangulo rectangulo tiene catetos de 3 cm y 4 cm, resolvelo',
      ['c = 5 cm', 'α ≈ 36,87°', 'β ≈ 53,13°'],
    ],
    ['catetos 1 y 1', ['c = √2 ≈ 1,41', 'α = 45°']],
    // The area or the perimeter asked is the answer, in bold; the sides are the way there.
    [
      'Un triángulo rectángulo tiene un cateto de 6 cm y la hipotenusa de 10 cm. Calculá su área.',
      ['b = 8 cm', '**Área = 24 cm²**'],
    ],
    ['Calculá el perímetro de un triángulo rectángulo de catetos 5 cm y 12 cm.', ['**Perímetro = 30 cm**']],
    // The legs named before the figure: «Los catetos de un triángulo rectángulo miden…».
    [
      'Los catetos de un triángulo rectángulo miden 7 cm y 24 cm. Hallá la hipotenusa.',
      ['c = 25 cm', 'α ≈ 16,26°'],
    ],
    ['la hipotenusa mide 10 y un cateto 6', ['b = 8', 'α ≈ 36,87°']],
    ['hipotenusa de 5 cm y un cateto de 3 cm', ['b = 4 cm']],
    [
      'triangulo rectangulo con hipotenusa 12 m y un angulo de 30°',
      ['a = 6 m', 'b = 6√3 m ≈ 10,39 m', 'β = 60°'],
    ],
    [
      'en un triangulo rectangulo el cateto opuesto al angulo de 60° mide 5 cm',
      ['b = 5√3/3 cm ≈ 2,89 cm', 'c = 10√3/3 cm ≈ 5,77 cm'],
    ],
    [
      'el cateto adyacente mide 8 cm y el angulo es 45 grados, triangulo rectangulo',
      ['a = 8 cm', 'c = 8√2 cm ≈ 11,31 cm'],
    ],
    ['triangulo rectangulo de hipotenusa 10 y un angulo de 40°', ['a ≈ 6,43', 'b ≈ 7,66', 'β = 50°']],
    // The angle given by one of its ratios, as the exams do.
    [
      'En un triángulo rectángulo, la tangente de uno de los ángulos agudos vale 0,75 y el cateto adyacente a ese ángulo mide 12 cm. El perímetro del triángulo es:',
      ['a = 9 cm', 'c = 15 cm', '**Perímetro = 36 cm**'],
    ],
    [
      'En un triángulo rectángulo sen α = 5/13 y la hipotenusa mide 26 cm. Calcular el perímetro.',
      ['a = 10 cm', 'b = 24 cm', '**Perímetro = 60 cm**'],
    ],
    [
      'En un triángulo rectángulo el coseno de uno de sus ángulos agudos es 0,6 y el cateto adyacente a ese ángulo mide 9 cm. ¿Cuánto mide la hipotenusa?',
      ['c = 15 cm', 'a = 12 cm'],
    ],
    // What the last sentence asks, stated on its own beside the whole solution.
    [
      'Los catetos de un triángulo rectángulo miden 8 cm y 15 cm. Calcular el seno del ángulo opuesto al cateto menor.',
      ['**sen del ángulo opuesto al cateto menor = 8/17 ≈ 0,4706**', '**Lados:'],
    ],
    [
      'Los catetos de un triángulo rectángulo miden 8 cm y 15 cm. Calcular la tangente del ángulo adyacente al cateto menor.',
      ['**tg del ángulo adyacente al cateto menor = 15/8 ≈ 1,875**'],
    ],
    [
      'En un triángulo rectángulo los catetos miden 9 y 12. ¿Cuál es el seno del menor de sus ángulos agudos?',
      ['**sen del menor ángulo agudo = 3/5 ≈ 0,6**'],
    ],
    [
      // Two sentences that ask: each gets its line.
      'Los catetos de un triángulo rectángulo miden 3 y 4. Calcular el seno del ángulo opuesto al cateto menor. ¿Cuánto mide la hipotenusa?',
      ['**Hipotenusa: c = 5**', '**sen del ángulo opuesto al cateto menor = 3/5 ≈ 0,6**'],
    ],
    [
      'Los catetos de un triángulo rectángulo miden 6 cm y 8 cm. Calcular la longitud de la hipotenusa.',
      ['**Hipotenusa: c = 10 cm**'],
    ],
    [
      'La hipotenusa de un triángulo rectángulo mide 25 cm y uno de sus catetos, 7 cm. Hallar la longitud del otro cateto.',
      ['**El otro cateto: b = 24 cm**'],
    ],
  ])('%s', (message, expected) => {
    const reply = triangle(message);

    expect(reply).toContain('## Triángulo rectángulo');
    for (const text of expected) expect(reply).toContain(text);
  });

  it('points out a leg longer than the hypotenuse', () => {
    expect(triangle('hipotenusa 5 y un cateto 7')).toContain('la hipotenusa es el lado más largo');
  });

  it.each([
    [
      'a leg and an angle, without saying which leg',
      'triangulo rectangulo: un cateto mide 5 y un angulo 30°',
    ],
    ['only one datum', 'un triangulo rectangulo con hipotenusa 10'],
    ['three data', 'catetos 3 y 4 e hipotenusa 5'],
    ['not a right triangle', 'un triangulo de lados 3, 4 y 6'],
    ['mixed units', 'catetos de 3 cm y 4 m'],
    // A sine with the adjacent leg does not give the sides exactly this way; a sine above 1 is no angle.
    [
      'a ratio with the leg it does not fix',
      'triángulo rectángulo: sen α = 0,6 y el cateto adyacente a ese ángulo mide 8 cm',
    ],
    ['an impossible ratio', 'triángulo rectángulo: sen α = 1,2 y la hipotenusa mide 10 cm'],
    ['a ratio and an angle', 'triángulo rectángulo: tg α = 2, un ángulo de 30° y la hipotenusa 10 cm'],
    // A ratio asked of an angle the reading cannot tell (which one is α?): the sides would not answer it.
    [
      'a ratio of an unnamed angle asked',
      'En un triángulo rectángulo los catetos miden 9 y 12. Calcular la tangente de α.',
    ],
  ])('declines %s', (_kind, message) => {
    expect(solveRightTriangle(message)).toBeUndefined();
  });
});

describe('solveRightTriangle from a ratio, checked back', () => {
  it('gives sides whose ratio is the one given and that keep Pythagoras', () => {
    const triples: [number, number, number][] = [
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
      [7, 24, 25],
      [20, 21, 29],
    ];
    for (const [p, q, h] of triples) {
      for (const k of [1, 2, 3]) {
        const reply = triangle(
          `En un triángulo rectángulo sen α = ${p}/${h} y la hipotenusa mide ${h * k} cm. Hallar el perímetro.`,
        );
        expect(reply).toContain(`**Perímetro = ${(p + q + h) * k} cm**`);
      }
    }
  });
});

describe('solveTrigEquation with two functions or two angles, read at the notable angles (#32)', () => {
  it.each([
    // The written set's (exs-mat-20526), and others in other words.
    ['Hallar las soluciones de sen(2x) = cos x en [0°, 360°).', 'x ∈ { 30°; 90°; 150°; 270° }'],
    ['Resolver sen 2x = sen x en [0, 2π).', 'x ∈ { 0; π/3; π; 5π/3 }'],
    ['Resolvé cos(2x) = cos x para 0° ≤ x < 360°.', 'x ∈ { 0°; 120°; 240° }'],
    ['Determine las soluciones de cos(2x) + 3 sen x = 2 en [0, 2π).', 'x ∈ { π/6; π/2; 5π/6 }'],
    ['Resolver sen x · tg x = sen x en [0°, 360°).', 'x ∈ { 0°; 45°; 180°; 225° }'],
    ['Resolver tg x = 2 sen x en [0°, 360°].', 'x ∈ { 0°; 60°; 180°; 300°; 360° }'],
    ['sen x + cos x = 1', 'x ∈ { 0; π/2 }'],
  ])('%s', (message, expected) => {
    const reply = equation(message);
    expect(reply).toContain(expected);
  });
  it('declines a solution that is no notable angle, and an identity', () => {
    for (const message of [
      'Resolver sen(2x) = 0,3 cos x en [0°, 360°).',
      'Resolver sen² x + cos² x = 1 en [0°, 360°).',
    ])
      expect(solveTrigEquation(message), message).toBeUndefined();
  });
});

describe('solveTrigEquation: the values of the function asked', () => {
  it('states the possible values of sen x or cos x, those out of [−1; 1] discarded, and their angles after', () => {
    const sine = solveTrigEquation('Dada 2 sen² x + sen x − 1 = 0, hallá los valores posibles de sen x.');
    expect(sine).toContain('**sen x = -1 o sen x = 1/2**');
    const cosine = solveTrigEquation('Para 2 cos² x − 5 cos x + 2 = 0, ¿qué valores puede tomar cos x?');
    expect(cosine).toContain('**cos x = 1/2**');
    expect(solveTrigEquation('Resolvé 2 sen² x + sen x − 1 = 0 en [0; 2π).')).not.toContain('**sen x =');
  });
});
