import { describe, expect, it } from 'vitest';
import { forceSumSolver, solveForceSum } from './force-sum.ts';
import { parseNumber } from './numbers.ts';

describe('solveForceSum', () => {
  it.each([
    [
      'Dos fuerzas de 30 N y 40 N actúan sobre un mismo punto y son perpendiculares. ¿Cuál es el módulo de la resultante?',
      '**R = 50 N**',
    ],
    [
      'Dos fuerzas de 6 N y 8 N forman entre sí un ángulo de 60°. Calculá el módulo de la resultante.',
      '**R ≈ 12,17 N**',
    ],
    [
      'Sobre un cuerpo actúan dos fuerzas perpendiculares de 12 N y 5 N. ¿Qué módulo tiene la fuerza equilibrante?',
      '**E = 13 N, opuesta a la resultante**',
    ],
    [
      'Sobre un cuerpo actúan F₁ = 50 N hacia la derecha, F₂ = 30 N hacia arriba y F₃ = 10 N hacia la izquierda. ¿Qué ángulo forma la resultante con la horizontal?',
      '**α ≈ 36,87° con el eje x (R = 50 N)**',
    ],
    ['Una fuerza de 100 N forma 30° con el eje x positivo. ¿Cuánto vale su componente y?', '**Fy = 50 N**'],
    [
      'Un vector de módulo 20 forma 53° con el semieje x positivo (sen 53° = 0,8; cos 53° = 0,6). ¿Cuáles son sus componentes?',
      '**v = (12; 16), es decir vx = 12 y vy = 16**',
    ],
    [
      'Dos fuerzas de 40 N cada una actúan sobre un mismo punto y forman entre sí un ángulo de 60°. ¿Cuál es el módulo de la resultante?',
      '**R ≈ 69,28 N**',
    ],
    [
      'Dos fuerzas concurrentes y perpendiculares entre sí, de 9 N y 12 N, producen el mismo efecto que una sola fuerza de:',
      '**R = 15 N**',
    ],
    [
      'Sobre un cuerpo actúan F1 = 25 N en el sentido positivo del eje x, F2 = 40 N en el sentido positivo del eje y y F3 = 10 N en el sentido negativo del eje x. ¿Qué ángulo forma la resultante con el semieje x positivo?',
      '**α ≈ 69,44° con el eje x (R ≈ 42,72 N)**',
    ],
    [
      'Actúan F1 = 20 N a 0°, F2 = 30 N a 60° y F3 = 15 N a 150°, ángulos medidos desde el semieje x positivo. Calculá el módulo de la resultante.',
      '**R ≈ 40,07 N**',
    ],
    // «proyección» for a component, of a vector named by a letter.
    [
      'Un vector V de módulo 12 forma un ángulo de 40° con el semieje x positivo. ¿Cuál es su proyección sobre el eje y?',
      '**vy ≈ 7,71**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveForceSum(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves parallel forces on a bar and dynamics alone, and asks about a force whose direction it cannot read', () => {
    expect(
      solveForceSum(
        'Dos fuerzas paralelas de 30 N y 50 N actúan sobre una barra. ¿Cuánto vale la resultante?',
      ),
    ).toBeUndefined();
    expect(
      solveForceSum(
        'Sobre un cuerpo de 5 kg actúan dos fuerzas perpendiculares de 3 N y 4 N. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
    expect(
      solveForceSum('Sobre un cuerpo actúan 20 N hacia la derecha y 15 N. ¿Cuál es la resultante?'),
    ).toBeUndefined();
    // Angles «from +x» said for all, but one force has none: no direction to read for it.
    expect(
      solveForceSum(
        'Actúan F1 = 20 N a 0° y F2 = 30 N, ángulos medidos desde el semieje x positivo. ¿Cuál es la resultante?',
      ),
    ).toBeUndefined();
  });

  it('agrees with the sum by components for two forces at any angle (seeded)', () => {
    let seed = 510;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const a = 1 + Math.round(next() * 99);
      const b = 1 + Math.round(next() * 99);
      const theta = 5 * Math.round(next() * 35);
      const reply = solveForceSum(
        `Dos fuerzas de ${a} N y ${b} N forman entre sí un ángulo de ${theta}°. ¿Cuál es el módulo de la resultante?`,
      );
      const r = parseNumber(
        /\*\*R [=≈] ([\d.,]+)/.exec(reply?.text ?? '')?.[1]?.replace(/\.(?=\d{3})/g, '') ?? 'x',
      );
      const rad = (theta * Math.PI) / 180;
      expect(Math.abs(r - Math.hypot(a + b * Math.cos(rad), b * Math.sin(rad)))).toBeLessThan(0.006);
    }
  });

  it('sums forces given by their components, in space too, and answers the magnitude asked alone', () => {
    const reply = solveForceSum(
      'Sobre un cuerpo actúan las fuerzas F1 = (3; 4; 0) N y F2 = (1; −2; 2) N. ¿Cuál es el módulo de la fuerza resultante?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**|R| ≈ 4,899 N**');
    expect(
      solveForceSum('Dadas F1 = (2; 1) N y F2 = (−5; 3) N, ¿cuál es la fuerza resultante?')?.text,
    ).toContain('**R = (-3; 4) N; |R| = 5 N**');
  });

  it('takes two forces on one line with the sense the statement gives when the question does not', () => {
    expect(
      solveForceSum(
        'Dos fuerzas de 25 N y 40 N actúan en la misma dirección y sentido sobre un cuerpo. ¿Cuál es la resultante?',
      )?.text,
    ).toContain('**R = 65 N**');
    expect(
      solveForceSum(
        'Dos fuerzas de 25 N y 40 N actúan sobre la misma recta con sentidos opuestos. Hallar la resultante.',
      )?.text,
    ).toContain('**R = 15 N, en el sentido de la de 40 N**');
  });

  it('reads one force by its named components, Fₓ and F_y', () => {
    expect(
      solveForceSum('Una fuerza tiene componentes Fₓ = 5 N y F_y = 12 N. ¿Cuál es su módulo?')?.text,
    ).toContain('**|F| = 13 N**');
    // A third number the components leave out: not this reading.
    expect(
      solveForceSum('Una fuerza de componentes Fx = 5 N y Fy = 12 N actúa durante 3 s. ¿Cuál es su módulo?'),
    ).toBeUndefined();
  });
});

describe('solveForceSum: a force scale', () => {
  it.each([
    [
      'En un dibujo, una fuerza de 200 N se representa con un vector de 5 cm. ¿Qué fuerza representa, con la misma escala, un vector de 7,5 cm?',
      '**F = 300 N**',
    ],
    [
      'Si una fuerza de 60 N se representa con una flecha de 4 cm, ¿cuántos cm debe medir la flecha que representa una fuerza de 135 N?',
      '**ℓ = 9 cm**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveForceSum(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('keeps the scale for any pair of arrows (seeded)', () => {
    let seed = 2416;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const F = 10 * (1 + Math.round(next() * 50));
      const l1 = 1 + Math.round(next() * 9);
      const l2 = 1 + Math.round(next() * 9);
      const reply = solveForceSum(
        `Una fuerza de ${F} N se representa con una flecha de ${l1} cm. ¿Qué intensidad tiene la fuerza representada por una flecha de ${l2} cm?`,
      );
      const value = parseNumber(/\*\*F [=≈] ([\d.,]+) N\*\*/.exec(reply?.text ?? '')?.[1] ?? '');
      expect(reply?.certain).toBe(true);
      expect(Math.abs(value / l2 - F / l1)).toBeLessThan(0.01 * (F / l1));
    }
  });
});

describe('solveForceSum: directions and forces as the exams write them', () => {
  const stated = (problem: string) =>
    (solveForceSum(problem)?.text ?? '')
      .split('\n')
      .filter((line) => line.startsWith('**') && !line.startsWith('**Datos'))
      .join('\n');

  it.each([
    [
      'Una fuerza de 200 N está dirigida 53° al norte del este y otra de 100 N apunta hacia el oeste (sen 53° = 0,8; cos 53° = 0,6). ¿Cuál es el módulo de la resultante?',
      '**R ≈ 161,25 N**',
    ],
    [
      'Sobre una argolla tiran 40 N hacia el noreste y 40 N hacia el noroeste. ¿Cuál es la intensidad de la resultante?',
      '**R ≈ 56,57 N**',
    ],
    [
      'Tres fuerzas coplanares concurrentes son F1 = 30 N a 0°, F2 = 40 N a 90° y F3 = 20 N a 180°. ¿Cuál es el módulo de la resultante?',
      '**R ≈ 41,23 N**',
    ],
    [
      'Una fuerza de 250 N forma 37° por debajo del semieje x positivo (sen 37° = 0,6; cos 37° = 0,8). ¿Cuánto vale su componente y?',
      '**Fy = -150 N**',
    ],
    [
      'Una fuerza de 100 N forma un ángulo de 30° con la vertical. ¿Cuánto vale su componente horizontal?',
      '**Fx = 50 N**',
    ],
    [
      'Sobre F1 = 50 N, que forma 30° con el eje x positivo, actúa también F2 = 30 N, dirigida según el eje y positivo. Determinar el módulo de la resultante.',
      '**R = 70 N**',
    ],
    [
      'Una fuerza de 20 N forma 60° con el eje x positivo. Escribila en la forma ai + bj.',
      '**F ≈ (10; 17,32) N, es decir Fx = 10 N y Fy ≈ 17,32 N: F ≈ 10i + 17,32j N**',
    ],
  ])('reads the direction words of %s', (problem, answer) => {
    expect(solveForceSum(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe(answer);
  });

  it('reads «dos fuerzas de 25 N: una … y la otra …» as two forces, and no force with two directions', () => {
    const problem =
      'Sobre un clavo actúan dos fuerzas de 25 N: una dirigida hacia el sudeste y la otra hacia el noreste. Determinar la intensidad de la fuerza resultante.';
    expect(solveForceSum(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe('**R ≈ 35,36 N**');
    expect(
      solveForceSum(
        'Sobre un clavo actúa una fuerza de 25 N hacia el sudeste y el noreste. ¿Cuál es el módulo de la resultante?',
      ),
    ).toBeUndefined();
  });

  it('says how far below or above the x axis a direction outside the first quadrant is', () => {
    expect(
      stated(
        'Hallar el ángulo que forma con la dirección este la resultante de una fuerza de 12 N hacia el este y otra de 16 N hacia el sur.',
      ),
    ).toBe('**α ≈ 306,87° con el eje x (53,13° al sur del este) (R = 20 N)**');
  });

  it('answers of the equilibrant the statement asks for, when a part asks only «the angle»', () => {
    expect(
      stated(
        'Determinar la fuerza equilibrante del sistema formado por F1 = 80 N a 0° y F2 = 60 N a 90°. Calcular el ángulo que forma con el semieje x positivo.',
      ),
    ).toBe('**la equilibrante ≈ 216,87° con el eje x (36,87° por debajo del semieje x negativo)**');
  });

  it.each([
    ['Sea la fuerza F = 3î − 4ĵ N. ¿Cuál es su módulo?', '**|F| = 5 N**'],
    [
      'Determinar el ángulo que forma la fuerza F = (−6; 8) N con el semieje x positivo.',
      '**α ≈ 126,87° con el semieje x positivo (53,13° por encima del semieje x negativo)**',
    ],
    [
      'Dadas las fuerzas F1 = 2i + 5j (N) y F2 = 4i + 3j (N), aplicadas en un mismo punto, ¿cuál es el módulo de la resultante?',
      '**|R| = 10 N**',
    ],
    [
      'Sobre un punto actúan F1 = 7i + 2j y F2 = −3i + j, en newtons. ¿Qué módulo tiene la fuerza que hay que agregar para que el punto quede en equilibrio?',
      '**|E| = 5 N**',
    ],
    [
      'Un objeto cuelga en equilibrio de dos cuerdas, que le hacen las fuerzas F1 = −30i + 40j (N) y F2 = 30i + 20j (N). ¿Cuál es el peso del objeto?',
      '**P = 60 N**',
    ],
    [
      'Un objeto cuelga en equilibrio de dos cuerdas, que le hacen las fuerzas F1 = −30i + 40j (N) y F2 = 30i + 20j (N). ¿Cuál es el módulo de F1?',
      '**|F1| = 50 N**',
    ],
  ])('reads forces written by components: %s', (problem, answer) => {
    expect(solveForceSum(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe(answer);
  });

  it('leaves alone what it cannot read whole', () => {
    // Two forces «con la vertical»: to which side each leans is not said.
    expect(
      solveForceSum(
        'Dos fuerzas de 10 N y 20 N forman 30° y 45° con la vertical. ¿Cuál es el módulo de la resultante?',
      ),
    ).toBeUndefined();
    // «al este del este» is no direction.
    expect(
      solveForceSum(
        'Una fuerza de 10 N apunta 30° al este del este y otra de 5 N hacia el norte. ¿Cuál es la resultante?',
      ),
    ).toBeUndefined();
    // A mass the components do not account for.
    expect(
      solveForceSum('Sobre un cuerpo de 2 kg actúa F = 3i + 4j N. ¿Cuál es el módulo de su aceleración?'),
    ).toBeUndefined();
    // Ropes' forces that do not cancel sideways hold no body at rest.
    expect(
      solveForceSum(
        'Un objeto cuelga en equilibrio de dos cuerdas, con F1 = −30i + 40j (N) y F2 = 20i + 20j (N). ¿Cuál es el peso del objeto?',
      ),
    ).toBeUndefined();
  });

  it('finds the size of sums of forces written with i and j, and the components of a compass direction (seeded)', () => {
    let seed = 3211;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const int = () => Math.round(next() * 40) - 20;
    const term = (value: number, unit: string, first: boolean) =>
      `${value < 0 ? '−' : first ? '' : '+ '}${value < 0 && !first ? ' ' : ''}${Math.abs(value)}${unit}`;
    for (let i = 0; i < 30; i++) {
      const forces = [0, 1, 2].map(() => [int(), int()] as const);
      const written = forces
        .map(([x, y], k) => `F${k + 1} = ${term(x, 'i', true)} ${term(y, 'j', false)}`)
        .join(', ');
      const [sx, sy] = forces.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
      const reply = solveForceSum(
        `Sobre un punto actúan ${written}, en N. ¿Cuál es el módulo de la resultante?`,
      );
      const r = parseNumber(/\*\*\|R\| [=≈] ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? 'x');
      expect(Math.abs(r - Math.hypot(sx, sy)), written).toBeLessThan(0.006);
    }
    const points = { este: 0, norte: 90, oeste: 180, sur: 270 } as const;
    const pairs = [
      ['norte', 'este'],
      ['sur', 'este'],
      ['norte', 'oeste'],
      ['sur', 'oeste'],
      ['este', 'norte'],
      ['oeste', 'norte'],
      ['este', 'sur'],
      ['oeste', 'sur'],
    ] as const;
    for (const [toward, base] of pairs) {
      const theta = 5 + Math.round(next() * 80);
      const size = 10 + Math.round(next() * 90);
      const reply = solveForceSum(
        `Una fuerza de ${size} N está dirigida ${theta}° al ${toward} del ${base}. ¿Cuáles son sus componentes?`,
      );
      const [x, y] = [/Fx [=≈] (-?[\d.,]+)/, /Fy [=≈] (-?[\d.,]+)/].map((pattern) => {
        const raw = pattern.exec(reply?.text ?? '')?.[1] ?? 'x';
        return (raw.startsWith('-') ? -1 : 1) * parseNumber(raw.replace(/^-/, ''));
      });
      const turn = (points[toward] - points[base] + 360) % 360 === 90 ? 1 : -1;
      const direction = ((points[base] + turn * theta) * Math.PI) / 180;
      expect(Math.abs((x ?? Number.NaN) - size * Math.cos(direction)), `${toward} del ${base}`).toBeLessThan(
        0.006,
      );
      expect(Math.abs((y ?? Number.NaN) - size * Math.sin(direction)), `${toward} del ${base}`).toBeLessThan(
        0.006,
      );
    }
  });
});

describe('solveForceSum: the resultant given, one line, an angle from a named force', () => {
  const stated = (problem: string) =>
    (solveForceSum(problem)?.text ?? '')
      .split('\n')
      .filter((line) => line.startsWith('**') && !line.startsWith('**Datos'))
      .join('\n');

  it.each([
    [
      'Calcular el ángulo que deben formar entre sí dos fuerzas de 5 N y 12 N para que su resultante valga 13 N.',
      '**θ = 90°**',
    ],
    [
      'La resultante de dos fuerzas perpendiculares entre sí vale 25 N. Si una de ellas es de 7 N, ¿cuánto vale la otra?',
      '**F₂ = 24 N**',
    ],
    [
      'Dos fuerzas forman entre sí un ángulo de 60° y dan una resultante de 70 N. Si una de ellas vale 30 N, ¿cuánto vale la otra?',
      '**F₂ = 50 N**',
    ],
    [
      'Dos fuerzas de 9 N y 4 N actúan sobre un mismo punto y tienen la misma dirección. Calcular la resultante si tienen sentidos opuestos.',
      '**R = 5 N, en el sentido de la de 9 N**',
    ],
    [
      'Dos fuerzas de 9 N y 4 N actúan en la misma dirección. ¿Cuál es la resultante si tienen el mismo sentido?',
      '**R = 13 N**',
    ],
    [
      'Dos fuerzas de 30 N y 40 N, aplicadas en un mismo punto, son perpendiculares entre sí. ¿Qué ángulo forma la resultante con la fuerza de 40 N?',
      '**α ≈ 36,87° con la fuerza de 40 N (R = 50 N)**',
    ],
    [
      'Un bloque es arrastrado por dos cuerdas: una tira con 40 N hacia el noreste y la otra con 40 N hacia el noroeste. ¿Cuál es la intensidad de la fuerza resultante?',
      '**R ≈ 56,57 N**',
    ],
  ])('%s', (problem, answer) => {
    expect(solveForceSum(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe(answer);
  });

  it('leaves alone a force with two directions, angles from another origin, and a given resultant taken for a force', () => {
    expect(
      solveForceSum(
        'Sobre un cuerpo actúan F1 = 40 N hacia arriba y a la derecha y F2 = 30 N hacia la izquierda. ¿Cuál es la resultante?',
      ),
    ).toBeUndefined();
    expect(
      solveForceSum(
        'Sobre un cuerpo actúan F1 = 30 N a 45° y F2 = 20 N a 120°, ángulos medidos desde la vertical. ¿Cuál es el módulo de la resultante?',
      ),
    ).toBeUndefined();
    // The angle the resultant makes with a force is not the angle between the forces.
    const withOther = solveForceSum(
      'La resultante de dos fuerzas perpendiculares es de 10 N y una de ellas es de 6 N. La otra vale 8 N. ¿Qué ángulo forma la resultante con ella?',
    );
    expect(withOther?.certain).not.toBe(true);
    expect(
      solveForceSum(
        'La resultante de dos fuerzas perpendiculares es de 10 N y una de ellas es de 6 N. ¿Cuánto vale la otra y qué ángulo forma la resultante con ella?',
      ),
    ).toBeUndefined();
  });

  it('leaves alone an angle asked from another reference, or one it does not read, and «con el eje x negativo»', () => {
    for (const problem of [
      'Dada la fuerza F = 6i + 8j N, calcular el ángulo que forma con el eje y.',
      'Dos fuerzas de 10 N y 10 N son perpendiculares. La equilibrante forma con la primera un ángulo de:',
      'Una fuerza de 60 N forma 20° con el eje x negativo. ¿Cuál es su componente x?',
      'Dos fuerzas de 30 N y 40 N son perpendiculares entre sí. ¿Qué ángulo forma la resultante con la vertical?',
    ])
      expect(solveForceSum(problem), problem).toBeUndefined();
    expect(stated('Dadas F1 = 6i + 8j N y F2 = −6i + 2j N, hallar la resultante y su dirección.')).toBe(
      '**α = 90° con el semieje x positivo (|R| = 10 N)**',
    );
  });

  it.each([
    [
      'Una fuerza de 120 N se descompone en dos direcciones perpendiculares, y una de las componentes vale 72 N. ¿Cuánto vale la otra componente?',
      '**F₂ = 96 N**',
    ],
    [
      'Calcular la intensidad de la resultante de dos fuerzas de 40 kgf y 30 kgf que actúan sobre un mismo punto formando un ángulo de 90°. Expresar el resultado en kgf.',
      '**R = 50 kgf**',
    ],
    [
      'Una fuerza tiene módulo 50 N y su componente horizontal vale 30 N. ¿Qué ángulo forma con la horizontal?',
      '**α ≈ 53,13° con la horizontal**',
    ],
    [
      'Una fuerza tiene módulo 50 N y su componente vertical vale 30 N. ¿Qué ángulo forma con la vertical?',
      '**α ≈ 53,13° con la vertical**',
    ],
  ])(
    'reads a decomposed force, a closing order about the unit, an angle from a component: %s',
    (problem, answer) => {
      expect(solveForceSum(problem)?.certain).toBe(true);
      expect(stated(problem)).toBe(answer);
    },
  );

  it('gives each force its own typed angle when two are the same number', () => {
    const problem =
      'Un remolcador tira de un barco con 2000 N dirigidos 30° al norte del este, y otro con 2000 N dirigidos 30° al sur del este. ¿Cuál es la resultante?';
    expect(solveForceSum(problem)?.certain).toBe(true);
    expect(stated(problem)).toBe('**R ≈ 3.464,1 N**');
  });

  it('leaves alone a component larger than the force', () => {
    expect(
      solveForceSum(
        'Una fuerza tiene módulo 30 N y su componente horizontal vale 50 N. ¿Qué ángulo forma con la horizontal?',
      ),
    ).toBeUndefined();
  });

  it('leaves alone what has two answers or no reading', () => {
    // Two positive roots: F₂ ≈ 11,97 N or F₂ ≈ 5,34 N.
    expect(
      solveForceSum(
        'Dos fuerzas forman entre sí un ángulo de 150° y su resultante vale 6 N. Si una de ellas vale 10 N, ¿cuánto vale la otra?',
      ),
    ).toBeUndefined();
    // No resultant can be that large.
    expect(
      solveForceSum('¿Qué ángulo deben formar dos fuerzas de 3 N y 4 N para que su resultante valga 9 N?'),
    ).toBeUndefined();
    // Both senses asked at once is two answers.
    expect(
      solveForceSum(
        'Dos fuerzas de 9 N y 4 N tienen la misma dirección. ¿Cuál es la resultante si tienen el mismo sentido y si tienen sentidos opuestos?',
      ),
    ).toBeUndefined();
    // The tension of the ropes is the ropes' problem.
    expect(
      solveForceSum(
        'Un cuerpo cuelga de dos cuerdas con tensiones de 30 N y 40 N perpendiculares entre sí. ¿Cuál es la resultante?',
      ),
    ).toBeUndefined();
  });

  it('finds back the angle and the other force that gave a resultant (seeded)', () => {
    let seed = 4409;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const first = (text: string) => {
      const raw = /\*\*\S+ [=≈] ([\d.,]+)/.exec(text)?.[1] ?? 'x';
      return parseNumber(raw.replace(/\.(?=\d{3})/g, ''));
    };
    for (let i = 0; i < 40; i++) {
      const a = 1 + Math.round(next() * 49);
      const b = 1 + Math.round(next() * 49);
      const theta = 5 * (1 + Math.round(next() * 30));
      const rad = (theta * Math.PI) / 180;
      const r = Math.round(Math.sqrt(a * a + b * b + 2 * a * b * Math.cos(rad)) * 100) / 100;
      if (r < 1) continue;
      const angle = solveForceSum(
        `¿Qué ángulo deben formar dos fuerzas de ${a} N y ${b} N para que su resultante valga ${fmtComma(r)} N?`,
      );
      expect(Math.abs(first(angle?.text ?? '') - theta), `${a}, ${b}, ${theta}`).toBeLessThan(1);
      const other = solveForceSum(
        `Dos fuerzas forman entre sí un ángulo de ${theta}° y su resultante vale ${fmtComma(r)} N. Si una de ellas vale ${a} N, ¿cuánto vale la otra?`,
      );
      // An obtuse angle may leave two forces that give that resultant: then it declines.
      if (other) expect(Math.abs(first(other.text) - b), `${a}, ${b}, ${theta}`).toBeLessThan(0.1);
    }
  });
});

const fmtComma = (value: number) => String(value).replace('.', ',');

describe('solveForceSum: the equilibrant against a named force', () => {
  it('gives the angle the equilibrant makes with the force named, 180° − α', () => {
    // It was stated the resultant's 36,87°.
    const reply = solveForceSum(
      'Dos fuerzas de 30 N y 40 N forman 90°. ¿Qué ángulo forma la equilibrante con la fuerza de 40 N?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('143,13° con la fuerza de 40 N');
    const resultant = solveForceSum(
      'Dos fuerzas de 30 N y 40 N forman 90°. ¿Qué ángulo forma la resultante con la fuerza de 40 N?',
    );
    expect(resultant?.text).toContain('36,87° con la fuerza de 40 N');
  });
});

describe('solveForceSum: the equilibrant by components, and components in kgf', () => {
  it('states the equilibrant component asked, the opposite of the resultant one', () => {
    // «Ry = 5 N», the resultant's, was stated for E_y = −5 N.
    const reply = solveForceSum(
      'Sobre una argolla actúan dos fuerzas: 12 N en el sentido positivo del eje x y 5 N en el sentido positivo del eje y. La fuerza equilibrante tiene una componente y de:',
    );
    expect(reply?.text).toContain('Ey = -5 N');
  });

  it('declines components typed in kgf, which it would state in N', () => {
    // |F| = 5 N was stated for 5 kgf (49 N).
    expect(solveForceSum('Sea la fuerza F = 3î − 4ĵ kgf. ¿Cuál es su módulo en N?')?.certain ?? false).toBe(
      false,
    );
  });
});

describe('force sum: a scale asked, a length or a force asked in another unit, a result in kgf, components in kgf, a difference', () => {
  it.each([
    // 150 N / 6 cm = 25 N/cm.
    [
      'Una fuerza de 150 N se representa con una flecha de 6 cm. ¿Cuál es la escala usada, en N por cm?',
      '**escala = 25 N/cm**',
    ],
    // 80 N / 4 cm = 20 N/cm = 2 N/mm.
    [
      'Se dibuja una fuerza de 80 N con una flecha de 4 cm. ¿Qué escala se usó, en N por mm?',
      '**escala = 2 N/mm**',
    ],
    // 300 N at 40 N/cm: 7,5 cm = 75 mm.
    [
      'Una fuerza de 200 N se representa con un vector de 5 cm. ¿Cuántos milímetros debe medir el vector que representa una fuerza de 300 N?',
      '**ℓ = 75 mm (= 7,5 cm)**',
    ],
    // 125 N at 25 N/cm: 5 cm = 50 mm.
    [
      'Con una escala en la que 50 N se representan con 2 cm, ¿cuántos milímetros mide la flecha de una fuerza de 125 N?',
      '**ℓ = 50 mm (= 5 cm)**',
    ],
    // 7,5 cm at 40 N/cm = 300 N = 0,3 kN.
    [
      'Una fuerza de 200 N se representa con un vector de 5 cm. ¿Qué fuerza, en kN, representa un vector de 7,5 cm?',
      '**F = 0,3 kN (= 300 N)**',
    ],
    // 12 cm at 200 N/cm = 2400 N = 2,4 kN.
    [
      'Una fuerza de 600 N se representa con una flecha de 3 cm. ¿Qué fuerza, en kN, representa una flecha de 12 cm?',
      '**F = 2,4 kN (= 2.400 N)**',
    ],
    // √(50² + 120²) = 130 N; 130 / 9,8 ≈ 13,27 kgf.
    [
      'Sobre un cuerpo actúan una fuerza de 50 N hacia el sur y otra de 120 N hacia el oeste. Hallar el módulo de la resultante en kgf (1 kgf = 9,8 N).',
      '**R = 130 N** (≈ 13,2653 kgf, con 1 kgf = 9,8 N)',
    ],
    // √(60² + 80²) = 100 N = 10 kgf with 1 kgf = 10 N.
    [
      'Dos fuerzas perpendiculares de 60 N y 80 N actúan sobre un punto. ¿Cuánto vale la resultante, en kgf? (1 kgf = 10 N)',
      '(= 10 kgf, con 1 kgf = 10 N)',
    ],
    // √(3² + 4²) = 5 kgf = 49 N.
    [
      'Sea la fuerza F = 3î − 4ĵ, con sus componentes en kgf. ¿Cuál es su módulo en newtons? (1 kgf = 9,8 N)',
      '**|F| = 49 N** (= 5 kgf)',
    ],
    // √(6² + 8²) = 10 kgf = 100 N with 1 kgf = 10 N.
    [
      'Una fuerza F = 6i + 8j tiene sus componentes en kgf. Considerando 1 kgf = 10 N, ¿cuánto vale su módulo en N?',
      '**|F| = 100 N** (= 10 kgf)',
    ],
    // √(5² + 12²) = 13 kgf.
    ['La fuerza F = (5; 12), con sus componentes en kgf. ¿Cuál es su módulo?', '**|F| = 13 kgf**'],
    // (2 − 4; 5 − 3) = (−2; 2): √8 ≈ 2,83 N.
    [
      'Dadas las fuerzas F1 = 2i + 5j (N) y F2 = 4i + 3j (N), el módulo de la diferencia F1 − F2 es:',
      '**|F1 − F2| ≈ 2,83 N**',
    ],
    // (−1 − 3; 4 − 1) = (−4; 3): 5 N.
    [
      'Dadas las fuerzas F1 = (3; 1) N y F2 = (-1; 4) N, ¿cuánto vale el módulo de la diferencia F2 − F1?',
      '**|F2 − F1| = 5 N**',
    ],
    // (6 − 3; −2 − 2) = (3; −4): 5 N.
    [
      'Con las fuerzas F1 = 6i − 2j y F2 = 3i + 2j, en newtons, hallá el módulo de la diferencia F1 - F2.',
      '**|F1 − F2| = 5 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = forceSumSolver.solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // No force to set the scale.
    'Una fuerza se representa con una flecha de 6 cm. ¿Cuál es la escala usada?',
    // A force asked in kgf of a scale in newtons.
    'Una fuerza de 200 N se representa con un vector de 5 cm. ¿Qué fuerza, en kgf, representa un vector de 7,5 cm?',
    // The equivalence given and no kgf asked.
    'Sobre un cuerpo actúan una fuerza de 30 N hacia el este y otra de 40 N hacia el norte. Hallar el módulo de la resultante (1 kgf = 9,8 N).',
    // Components in kgf, newtons asked, and g = 10 given with no kgf said.
    'Sea la fuerza F = 3î − 4ĵ, con sus componentes en kgf. ¿Cuál es su módulo en newtons? Usá g = 10 m/s².',
    // The angle of the difference is not read.
    'Dadas las fuerzas F1 = 2i + 5j (N) y F2 = 4i + 3j (N), ¿qué ángulo forma la diferencia F1 − F2 con el eje x?',
  ])('states no result: %s', (problem) => {
    expect(forceSumSolver.solve(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveForceSum: exam wordings of two or three forces (#32 vectors set)', () => {
  it.each([
    // Rx = 50 + 80·cos 120° = 10, Ry = 80·sen 120° ≈ 69,28 → α ≈ 81,79°, R = 70 N.
    [
      'Sobre una argolla actúan dos fuerzas: F1 = 50 N en la dirección del semieje x positivo y F2 = 80 N formando un ángulo de 120° con ese mismo semieje (medido en sentido antihorario). Determine el ángulo que forma la resultante con el semieje x positivo.',
      '**α ≈ 81,79° con el eje x (R = 70 N)**',
    ],
    // Clockwise: Rx = 30 + 20 = 50, Ry = −34,64 → 325,28° (34,72° below +x), R ≈ 60,83 N.
    [
      'Una fuerza de 30 N actúa según el semieje x positivo y otra de 40 N forma 60° con ese mismo semieje, medido en sentido horario. ¿Qué ángulo forma la resultante con el semieje x positivo?',
      '**α ≈ 325,28° con el eje x (34,72° por debajo del semieje x positivo) (R ≈ 60,83 N)**',
    ],
    // By components in parentheses: R = (2; 5) N, √29 ≈ 5,385 N.
    [
      'Sobre una partícula actúan tres fuerzas: F1 = (3i + 4j) N, F2 = (−5i + 2j) N y F3 = (4i − j) N. Determinar el módulo de la fuerza resultante.',
      '**|R| ≈ 5,385 N**',
    ],
    // «cada uno con … kN»: two equal forces, the result in kN: √300 ≈ 17,32 kN.
    [
      'Dos remolcadores tiran de un barco con cables que forman entre sí un ángulo de 60°, cada uno con una fuerza de 10 kN. ¿Cuál es el módulo de la fuerza resultante sobre el barco?',
      '**R ≈ 17,32 kN**',
    ],
    // √(3² + 4²) = 5 kN.
    ['Dos fuerzas de 3 kN y 4 kN son perpendiculares. ¿Cuánto vale la resultante?', '**R = 5 kN**'],
    // The equilibrant's angle with a named force, asked without «¿Qué…?» (as a part is): 180° − 36,87°.
    [
      'Dos fuerzas perpendiculares entre sí, de 6 N y 8 N, actúan sobre un cuerpo. Determine el ángulo que forma la equilibrante con la fuerza de 8 N.',
      '**la equilibrante forma β ≈ 143,13° con la fuerza de 8 N (E = 10 N, opuesta a la resultante)**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveForceSum(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The weight is no force of the sum: «cada una con 30 N» and «pesa 200 N» is no pair (it stated 202,24 N).
    'Dos personas tiran de un cajón con sogas horizontales que forman 90° entre sí, cada una con una fuerza de 30 N. El cajón pesa 200 N. ¿Cuál es la resultante?',
    // «ese mismo eje» is the y axis: not the +x reading.
    'Una fuerza de 30 N actúa según el eje y positivo y otra de 40 N forma 60° con ese mismo eje. ¿Qué ángulo forma la resultante con el semieje x positivo?',
    // Two forces by the angle between them: where the x axis lies is not said.
    'Dos fuerzas perpendiculares entre sí, de 6 N y 8 N, actúan sobre un cuerpo. Determine el ángulo que forma la equilibrante con el eje x.',
    'Dos fuerzas de 30 N y 40 N forman entre sí un ángulo de 60°. ¿Qué ángulo forma la resultante con el eje x?',
    // A force in space by unit vectors: the k is not read here.
    'Sobre un cuerpo actúan F1 = (2i − j + 3k) N y F2 = (i + j) N. ¿Cuál es el módulo de la resultante?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveForceSum(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveForceSum: two forces from their largest and smallest resultants', () => {
  it.each([
    // F₁ + F₂ = 70, F₁ − F₂ = 10 → 40 N and 30 N.
    [
      'Cuando dos fuerzas actúan en la misma dirección y sentido, su resultante vale 70 N; cuando actúan en la misma dirección y sentidos opuestos, vale 10 N. Hallar la intensidad de la fuerza mayor.',
      '**F₁ (la mayor) = 40 N**',
    ],
    // Perpendicular afterwards: √(40² + 30²) = 50 N.
    [
      'Cuando dos fuerzas actúan en la misma dirección y sentido, su resultante vale 70 N; cuando actúan en la misma dirección y sentidos opuestos, vale 10 N. Hallar el módulo de la resultante si las fuerzas fueran perpendiculares.',
      '**R = 50 N (perpendiculares)**',
    ],
    // «máxima» and «mínima»: 12 N and 5 N.
    [
      'La resultante máxima de dos fuerzas es de 17 N y la mínima es de 7 N. ¿Cuánto vale cada fuerza?',
      '**F₁ = 12 N y F₂ = 5 N**',
    ],
    [
      'La resultante máxima de dos fuerzas es de 17 N y la mínima es de 7 N. ¿Cuánto vale la resultante si forman 90°?',
      '**R = 13 N (perpendiculares)**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveForceSum(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Another angle: the law of cosines, not read here.
    'La resultante máxima de dos fuerzas es de 17 N y la mínima es de 7 N. ¿Cuánto vale la resultante si forman 60°?',
    // A datum the reading does not use.
    'La resultante máxima de dos fuerzas que forman 60° entre sí es de 17 N y la mínima es de 7 N. ¿Cuánto vale cada fuerza?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveForceSum(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveForceSum: the resultant’s angle with a cable or a rope named by its force', () => {
  it.each([
    [
      'Un barco averiado es remolcado por dos lanchas. Una tira con 400 N y la otra con 300 N, y los cables forman entre sí un ángulo de 60°. Halle el ángulo que forma la resultante con el cable de 400 N.',
      '25,28°',
    ],
    [
      'Dos cuerdas perpendiculares entre sí tiran de una caja con 50 N y 80 N. ¿Qué ángulo forma la resultante con la cuerda de 80 N?',
      '32,01°',
    ],
    [
      'Dos cables tiran de un poste con 30 N y 20 N formando entre sí 45°. ¿Qué ángulo forma la resultante con el cable de 30 N?',
      '17,76°',
    ],
  ])('%s', (message, angle) => {
    const reply = solveForceSum(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(angle);
  });

  it('declines a cable whose force is not one of the two', () => {
    expect(
      solveForceSum(
        'Un barco es remolcado por dos lanchas. Una tira con 400 N y la otra con 300 N, y los cables forman entre sí un ángulo de 60°. Halle el ángulo que forma la resultante con el cable de 500 N.',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solveForceSum: the third of three forces in equilibrium, and an angle with a cardinal point', () => {
  it.each([
    [
      'Tres fuerzas concurrentes mantienen en equilibrio un cuerpo. Dos de ellas son F1 = 30 N, dirigida hacia el este, y F2 = 40 N, dirigida hacia el norte. ¿Qué ángulo forma la tercera fuerza con la dirección oeste?',
      '53,13° con el oeste',
    ],
    [
      'Tres fuerzas concurrentes mantienen en equilibrio un cuerpo. Dos de ellas son F1 = 30 N, dirigida hacia el este, y F2 = 40 N, dirigida hacia el norte. Calcular el módulo de la tercera fuerza.',
      '**E = 50 N, opuesta a la resultante**',
    ],
    [
      'Sobre un poste actúan una fuerza de 60 N hacia el este y otra de 80 N hacia el norte. ¿Qué ángulo forma la resultante con el norte?',
      '36,87° con el norte',
    ],
  ])('%s', (message, expected) => {
    const reply = solveForceSum(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a cardinal point when the forces are given by no cardinal point', () => {
    expect(
      solveForceSum('Dos fuerzas de 30 N y 40 N forman 90°. ¿Qué ángulo forma la resultante con el norte?')
        ?.certain,
    ).not.toBe(true);
  });
});
