import { describe, expect, it } from 'vitest';
import { solveWorkEnergy } from './energy.ts';
import { solveProblem } from './solve-problem.ts';

const solve = (message: string) => solveWorkEnergy(message) ?? '';

describe('solveWorkEnergy', () => {
  it.each([
    ['que trabajo realiza una fuerza de 50 N que desplaza un cuerpo 10 m', ['α = 0°', '**W = 500 J**']],
    [
      'una fuerza de 100 N forma un angulo de 60° con el desplazamiento de 5 m, calcula el trabajo',
      ['**W = 250 J**'],
    ],
    ['calcula el trabajo para elevar 10 kg hasta 3 m de altura', ['**W = 294 J**']],
    [
      'cual es el trabajo de rozamiento sobre un cuerpo de 2 kg que recorre 5 m con μ = 0,1',
      ['cos 180°', '**W = -9,8 J**'],
    ],
  ])('work: %s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    [
      'cual es la energia cinetica de un auto de 1000 kg que va a 72 km/h',
      ['72 km/h = 20 m/s', '**Ec = 200.000 J**'],
    ],
    ['energia cinetica de una pelota de 0,5 kg a 10 m/s', ['**Ec = 25 J**']],
    ['energia potencial de una maceta de 2 kg a 10 m de altura', ['**Ep = 196 J**']],
    ['energia potencial de una maceta de 2 kg a 10 m de altura con g = 10 m/s²', ['**Ep = 200 J**']],
    [
      'cual es la energia mecanica de un pajaro de 1 kg que vuela a 10 m/s a 20 m de altura',
      ['**Em = 246 J**'],
    ],
  ])('energy: %s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    [
      'por conservacion de la energia, con que velocidad llega al piso un cuerpo que se deja caer desde 20 m',
      ['se cancela', '**v ≈ 19,8 m/s**'],
    ],
    [
      'un carrito parte del reposo desde 5 m de altura en una montana rusa sin rozamiento, que velocidad tiene a 2 m de altura',
      ['**v ≈ 7,67 m/s**'],
    ],
    [
      'se lanza hacia arriba una pelota a 10 m/s, que altura maxima alcanza? usa conservacion de la energia',
      ['**h ≈ 5,1 m**'],
    ],
    [
      'un esquiador baja sin rozamiento desde 45 m de altura partiendo del reposo por una pista, con que velocidad llega abajo? (g = 10 m/s²)',
      ['**v = 30 m/s**'],
    ],
  ])('conservation: %s', (message, expected) => {
    const reply = solve(message);

    expect(reply).toContain('## Conservación de la energía mecánica');
    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    [
      'a free fall without energy words (kinematics answers it)',
      'se deja caer una piedra desde 20 m, ¿con qué velocidad llega al suelo?',
    ],
    ['a heat question', '¿cuánta energía hace falta para calentar 1 kg de agua 10 °C?'],
    ['a chemical reaction', 'Para 2 H₂(g) + O₂(g) → 2 H₂O(l), ΔH = −571,6 kJ. ¿Cuánta energía se libera?'],
    ['kinetic energy without a speed', 'energia cinetica de un auto de 1000 kg'],
    [
      'conservation with friction',
      'un cuerpo baja desde 5 m de altura con μ = 0,2 partiendo del reposo, por conservacion de la energia, que velocidad tiene abajo?',
    ],
    ['power', 'que potencia desarrolla un motor que hace un trabajo de 100 J en 5 s'],
    [
      'a horizontal throw, whose "horizontalmente" holds no loop',
      'Se lanza horizontalmente un proyectil desde 20 m de altura con una velocidad de 10 m/s. ¿Con qué rapidez llega al suelo? g = 10 m/s².',
    ],
  ])('declines %s', (_kind, message) => {
    expect(solveWorkEnergy(message)).toBeUndefined();
  });
});

describe('solveWorkEnergy as exams phrase it', () => {
  it.each([
    [
      'Una persona de 50 kg sube por la escalera tres pisos de 3 m cada uno. Con g = 9,8 m/s², su energía potencial gravitatoria aumenta en:',
      '**Ep = 4.410 J**',
    ],
    [
      'Una fuerza de 50 N que forma 37° con la horizontal arrastra un carrito 10 m sobre un piso horizontal. ¿Qué trabajo realiza? (cos 37° = 0,8)',
      '**W = 400 J**',
    ],
    [
      'Un bloque de 10 kg es arrastrado 5 m sobre un piso horizontal por una fuerza horizontal de 50 N. El coeficiente de rozamiento es μ = 0,2. Calculá el trabajo de cada fuerza y el trabajo neto.',
      '**W_F = 250 J; W_r = -98 J; W_P = W_N = 0; W_neto = 152 J**',
    ],
    [
      'Un bloque de 10 kg es arrastrado 5 m sobre un piso horizontal por una fuerza de 50 N que forma 37° con la horizontal, μ = 0,2. ¿Cuál es el trabajo neto? (sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s²)',
      '**W_neto = 130 J**',
    ],
    [
      'Un chico de 40 kg sube 4 pisos por la escalera; cada piso mide 2,5 m de alto. ¿Cuánto aumenta su energía potencial? (g = 10 m/s²)',
      '**Ep = 4.000 J**',
    ],
    [
      'Se sube una valija de 15 kg dos pisos; cada piso tiene 3,5 m de altura. ¿Cuánto varía su energía potencial? (g = 9,8 m/s²)',
      '**Ep = 1.029 J**',
    ],
    [
      'Se tira de una caja con una fuerza de 200 N inclinada 60° respecto de la horizontal y se la desplaza 500 cm por el piso. ¿Qué trabajo hace esa fuerza?',
      'd = 500 cm = 5 m',
    ],
  ])('%s', (problem, expected) => {
    expect(solveWorkEnergy(problem)).toContain(expected);
  });

  it('does not multiply a step said of another noun than the one counted', () => {
    expect(
      solveWorkEnergy(
        'Una persona de 60 kg sube 3 pisos; cada escalón mide 20 cm. ¿Cuánto aumenta su energía potencial? (g = 10 m/s²)',
      ),
    ).not.toContain('La altura total');
  });

  it('makes a stepped height the count times the step, whatever the order (seeded)', () => {
    let seed = 19;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 30; i++) {
      const m = 20 + Math.round(next() * 80);
      const floors = 2 + Math.round(next() * 8);
      const step = 2 + Math.round(next() * 20) / 10;
      const reply = solveWorkEnergy(
        `Una persona de ${m} kg sube ${floors} pisos por la escalera; cada piso mide ${String(step).replace('.', ',')} m. ¿Cuánto aumenta su energía potencial? (g = 10 m/s²)`,
      );
      const ep = Number(
        (/Ep [=≈] ([\d.,]+) J/.exec(reply ?? '')?.[1] ?? 'x').replace(/\./g, '').replace(',', '.'),
      );

      expect(Math.abs(ep - m * 10 * floors * step)).toBeLessThan(0.01);
    }
  });

  it('reads a body thrown from a height and asked its speed on reaching the ground, by energy', () => {
    // v = √(v₀² + 2gh): √(100 + 300) = 20 m/s; √(225 + 400) = 25 m/s; √(16 + 2·9,8·10) = √212 ≈ 14,56 m/s.
    for (const [problem, expected] of [
      [
        'Una piedra de 200 g se lanza desde una altura de 15 m con una velocidad de 10 m/s. ¿Con qué rapidez llega al piso? (g = 10 m/s², sin rozamiento)',
        '**v = 20 m/s**',
      ],
      [
        'Desde la terraza de un edificio de 20 m de alto se arroja una pelota a 15 m/s. ¿Con qué velocidad toca el suelo? Usá g = 10 m/s² y despreciá el aire.',
        '**v = 25 m/s**',
      ],
      [
        'Desde el balcón de un tercer piso, a 10 m del patio, se arroja una bolita a 4 m/s. ¿Con qué rapidez llega al suelo?',
        '**v ≈ 14,56 m/s**',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(expected);
    }
    // Near misses: no height to fall from; another unknown (the time).
    expect(
      solveProblem(
        'Una piedra se lanza con una velocidad de 10 m/s. ¿Con qué rapidez llega al piso? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
    expect(
      solve(
        'Una piedra se lanza desde una altura de 15 m con una velocidad de 10 m/s. ¿Cuánto tarda en llegar al piso? (g = 10 m/s²)',
      ),
    ).not.toContain('**v');
  });

  it('reads a body let go and asked its speed at a level above the ground, by energy', () => {
    const reply = solve(
      'Un cuerpo de 2 kg se deja caer desde 30 m de altura. Tomá g = 9,8 m/s².\n¿Con qué velocidad pasa por un punto situado a 10 m del suelo?',
    );
    expect(reply).toContain('h₂ = 10 m');
    expect(reply).toContain('**v ≈ 19,8 m/s**');
    // Thrown, and the level typed first: the level the question names is the end.
    expect(
      solve(
        '¿Con qué velocidad pasa a 5 m del suelo una piedra lanzada hacia abajo a 30 m/s desde 25 m? g = 10 m/s²',
      ),
    ).toContain('**v ≈ 36,06 m/s**');
    // A distance fallen is no level: the energy reading leaves it to kinematics.
    expect(
      solveWorkEnergy('Un cuerpo se deja caer desde 30 m. ¿Con qué velocidad va después de caer 10 m?'),
    ).toBeUndefined();
  });

  it('makes the net work equal to the net force times the displacement (seeded)', () => {
    let seed = 58;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const m = 2 + Math.round(next() * 40);
      const F = 50 + Math.round(next() * 300);
      const d = 1 + Math.round(next() * 20);
      const mu = Math.round(next() * 40) / 100;
      const reply = solveWorkEnergy(
        `Un bloque de ${m} kg es arrastrado ${d} m sobre un piso horizontal por una fuerza horizontal de ${F} N, con coeficiente de rozamiento ${String(mu).replace('.', ',')}. ¿Cuál es el trabajo neto?`,
      );
      const net = Number(
        (/W_neto [=≈] (-?[\d.,]+) J/.exec(reply ?? '')?.[1] ?? 'x').replace(/\./g, '').replace(',', '.'),
      );

      expect(Math.abs(net - (F - mu * m * 9.8) * d)).toBeLessThan(0.006);
    }
  });
});

describe('solveWorkEnergy: a force below or above the horizontal', () => {
  it.each([
    // Below the horizontal the force presses the body: N = m g + F sen α = 103,4 N.
    [
      'empujado por una fuerza de 50 N que forma 30° por debajo de la horizontal',
      '**W_F ≈ 259,81 J; W_r = -186,12 J',
    ],
    // Above it the force lifts it: N = m g − F sen α = 53,4 N.
    [
      'arrastrado por una fuerza de 50 N que forma 30° por encima de la horizontal',
      '**W_F ≈ 259,81 J; W_r = -96,12 J',
    ],
  ])('%s', (force, expected) => {
    const reply = solve(
      `Un cuerpo de 8 kg se desplaza 6 m sobre una superficie horizontal ${force}. El coeficiente de rozamiento es 0,3. Calculá el trabajo de cada fuerza y el trabajo neto.`,
    );

    expect(reply).toContain(expected);
  });
});

describe('solveWorkEnergy: an oblique force and a friction given in newtons', () => {
  const statement =
    'Una fuerza de 50 N que forma 37° con la horizontal arrastra un cajón 10 m sobre un piso horizontal. La fuerza de rozamiento vale 20 N (sen 37° = 0,6, cos 37° = 0,8).';

  it.each([
    [`${statement} ¿Qué trabajo realiza la fuerza de 50 N?`, '**W_F = 400 J**'],
    [`${statement} ¿Qué trabajo realiza el rozamiento?`, '**W_r = -200 J**'],
    [`${statement} ¿Cuál es el trabajo neto?`, '**W neto = 200 J**'],
  ])('%s', (problem, expected) => {
    expect(solveWorkEnergy(problem)).toContain(expected);
  });
});

describe('solveWorkEnergy: one work asked, one work answered', () => {
  it('answers the net work alone when it is asked, the others in the steps', () => {
    const reply =
      solveWorkEnergy(
        'Un bloque de 5 kg es arrastrado 10 m sobre un piso horizontal por una fuerza de 40 N paralela al piso. El coeficiente de rozamiento dinámico es 0,2 y g = 10 m/s². ¿Cuál es el trabajo neto sobre el bloque?',
      ) ?? '';
    expect(reply).toContain('**W_neto = 300 J**');
    expect(reply).toContain('400');
  });

  it('reads a body pushed at constant speed: the friction balances the push and the net work is zero', () => {
    expect(
      solveWorkEnergy(
        'Se empuja un mueble de 60 kg a velocidad constante, 4 m sobre el piso, con una fuerza horizontal de 150 N. ¿Cuál es el trabajo neto realizado sobre el mueble?',
      ),
    ).toContain('**W_neto = 0 J**');
  });
});

describe('solveWorkEnergy: the work of the weight', () => {
  it.each([
    [
      '¿Qué trabajo realiza el peso de un cuerpo de 3 kg que cae desde 12 m de altura hasta el suelo? (g = 10 m/s²)',
      '**W_P = 360 J**',
    ],
    [
      'Una caja de 5 kg se eleva hasta 4 m de altura. ¿Qué trabajo hace el peso? (g = 10 m/s²)',
      '**W_P = -200 J**',
    ],
    // Between two levels, whatever the path.
    [
      'Un ciclista de 80 kg baja por un camino sinuoso desde un punto a 300 m de altura hasta otro a 250 m. ¿Qué trabajo hizo su peso? (g = 10 m/s²)',
      '**W_P = 40.000 J**',
    ],
    [
      'Una excursionista de 50 kg sube desde un refugio a 1200 m de altura hasta un mirador a 1500 m. ¿Qué trabajo realiza su peso? (g = 10 m/s²)',
      '**W_P = -150.000 J**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveWorkEnergy(problem)).toContain(expected);
  });

  it('leaves alone a height it cannot tell went up or down', () => {
    expect(
      solveWorkEnergy(
        'Un cuerpo de 3 kg está a 12 m de altura. ¿Qué trabajo realiza el peso? (g = 10 m/s²)',
      ) ?? '',
    ).not.toContain('W_P');
  });
});

describe('solveWorkEnergy: an angle said in words', () => {
  it.each([
    [
      'Una fuerza de 30 N actúa perpendicular al desplazamiento de un cuerpo, que se mueve 5 m. ¿Qué trabajo realiza?',
      '**W = 0 J**',
    ],
    [
      'Una fuerza de 30 N actúa en sentido contrario al desplazamiento de un cuerpo, que se mueve 5 m. ¿Qué trabajo realiza?',
      '**W = -150 J**',
    ],
    [
      'Calculá el trabajo de una fuerza de 20 N que desplaza un cuerpo 3 m en su misma dirección y sentido.',
      '**W = 60 J**',
    ],
    [
      'Una fuerza de 20 N actúa sobre un cuerpo que se desplaza 3 m en sentido contrario a la fuerza. ¿Qué trabajo realiza?',
      '**W = -60 J**',
    ],
    [
      'Una fuerza de 20 N se opone al movimiento de un cuerpo que recorre 3 m. ¿Qué trabajo realiza?',
      '**W = -60 J**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveWorkEnergy(problem)).toContain(expected);
  });
});

describe('solveWorkEnergy: the kinetic energy at a level of a fall', () => {
  it.each([
    [
      'Un cuerpo de 4 kg cae desde 20 m. ¿Cuál es su energía cinética cuando está a 5 m del suelo? (g = 10 m/s²)',
      '**Ec = 600 J**',
    ],
    [
      'Una maceta de 2 kg se cae desde un balcón a 12 m de altura. ¿Qué energía cinética tiene al pasar a 2 m del piso? (g = 9,8 m/s²)',
      '**Ec = 196 J**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveWorkEnergy(problem)).toContain(expected);
  });

  it('leaves alone a fall with a starting speed or with the air taking energy', () => {
    expect(
      solveWorkEnergy(
        'Un cuerpo de 4 kg se lanza hacia abajo con 5 m/s desde 20 m. ¿Cuál es su energía cinética a 5 m del suelo?',
      ) ?? '',
    ).not.toContain('**Ec = 600 J**');
    expect(
      solveWorkEnergy(
        'Un cuerpo de 4 kg cae desde 20 m y pierde energía por el rozamiento con el aire. ¿Cuál es su energía cinética a 5 m del suelo? (g = 10 m/s²)',
      ) ?? '',
    ).not.toContain('**Ec = 600 J**');
  });
});

describe('solveWorkEnergy: a liquid lifted, its mass from a volume and a density', () => {
  it('reads the mass a unit volume has', () => {
    const reply = solve(
      'Una bomba eleva 8,0 m³ de agua desde una cisterna hasta un tanque ubicado 15 m más arriba. Si 1 m³ de agua tiene una masa de 1000 kg y g = 9,8 m/s², ¿qué trabajo realiza la bomba?',
    );
    expect(reply).toContain('cada 1 m³ tiene 1.000 kg');
    expect(reply).toContain('**W = 1.176.000 J**');
  });

  it('reads a density in g/cm³ and a volume in litres', () => {
    const reply = solve(
      'Una bomba descarga 400 litros de nafta en un tanque situado 12 m por encima de ella. La nafta tiene una densidad de 0,75 g/cm³. Con g = 9,8 m/s², ¿qué trabajo realiza contra la gravedad?',
    );
    expect(reply).toContain('ρ = 0,75 g/cm³ = 0,75 kg/L');
    expect(reply).toContain('**W = 35.280 J**');
  });

  it('shows a height typed in centimetres as typed', () => {
    const reply = solve(
      '¿Cuánto trabajo se realiza al subir un libro de 1,5 kg una altura de 80 cm? (g = 9,8 m/s²)',
    );
    expect(reply).toContain('h = 80 cm = 0,8 m');
    expect(reply).toContain('**W = 11,76 J**');
  });

  it('declines two volumes: which one is lifted is not said', () => {
    expect(
      solve(
        'Una bomba eleva 2 m³ de agua y 3 m³ de aceite a 10 m de altura. Si 1 m³ de agua tiene una masa de 1000 kg, ¿qué trabajo realiza?',
      ),
    ).not.toMatch(/\*\*W = /);
  });

  it('finds W = ρ·V·g·h back for random pumps (seeded)', () => {
    let seed = 11;
    const next = (top: number) => {
      seed = (seed * 16807) % 2147483647;
      return 1 + (seed % top);
    };
    for (let trial = 0; trial < 30; trial++) {
      const [volume, height] = [next(20), next(40)];
      const reply = solve(
        `Una bomba eleva ${volume} m³ de agua a un tanque situado a ${height} m de altura. Un metro cúbico de agua tiene una masa de 1000 kg. Con g = 10 m/s², ¿qué trabajo realiza?`,
      );
      const shown = /\*\*W = ([\d.,]+) J\*\*/.exec(reply)?.[1] ?? '';
      expect(Number(shown.replace(/\./g, '').replace(',', '.'))).toBe(volume * 1000 * 10 * height);
    }
  });
});

describe('solveWorkEnergy: the mechanical energy of a body let go', () => {
  it('is all potential at the start and stays so without friction', () => {
    const reply = solve(
      'Una pelota de 400 g se deja caer desde 25 m de altura. Despreciando el rozamiento con el aire y con g = 10 m/s², ¿cuál es su energía mecánica durante la caída?',
    );
    expect(reply).toContain('Parte del reposo');
    expect(reply).toContain('**Em = 100 J**');
  });

  it('takes «despreciando el aire» as no friction', () => {
    expect(
      solve(
        'Se deja caer una piedra de 2 kg desde lo alto de un edificio de 30 m. Despreciando el aire y con g = 9,8 m/s², ¿cuánto vale su energía mecánica?',
      ),
    ).toContain('**Em = 588 J**');
  });

  it('needs a speed when the body was not let go from rest', () => {
    expect(solve('Un cuerpo de 2 kg está a 10 m de altura. ¿Cuál es su energía mecánica?')).not.toMatch(
      /\*\*Em = /,
    );
  });
});

describe('solveWorkEnergy: the force that keeps a body at a constant speed on a rough floor', () => {
  it('equals the friction, so its work is μ·m·g·d', () => {
    expect(
      solve(
        'Una caja de 50 kg es empujada con velocidad constante 8 m sobre un piso horizontal con μ = 0,3. ¿Qué trabajo realiza la persona que la empuja con una fuerza horizontal? (g = 10 m/s²)',
      ),
    ).toContain('**W = 1.200 J**');
  });

  it('leaves a slope alone', () => {
    expect(
      solve(
        'Una caja de 50 kg es empujada con velocidad constante 8 m por una rampa inclinada 30° con μ = 0,3. ¿Qué trabajo realiza la persona que la empuja? (g = 10 m/s²)',
      ),
    ).not.toContain('Trabajo de la fuerza que lo mueve');
  });
});

describe('solveWorkEnergy: an angle measured from the vertical', () => {
  it('takes its complement when the body moves horizontally, and says so', () => {
    const reply = solve(
      'Una fuerza de 40 N forma 60° con la vertical y desplaza un cuerpo 10 m horizontalmente. ¿Qué trabajo realiza?',
    );
    expect(reply).toContain('90° − 60° = 30°');
    expect(reply).toContain('**W ≈ 346,41 J**');
  });

  it('declines when the motion is not said to be horizontal', () => {
    expect(
      solveWorkEnergy(
        'Una fuerza de 40 N forma 60° con la vertical y desplaza un cuerpo 10 m. ¿Qué trabajo realiza?',
      ),
    ).toBeUndefined();
  });
});

describe('solveWorkEnergy: the potential energy of a liquid given by its volume', () => {
  it('takes the mass from «1 m³ de agua tiene 1000 kg»', () => {
    expect(
      solve(
        'Una bomba eleva 8 m³ de agua a 15 m. Si 1 m³ de agua tiene 1000 kg, ¿cuál es la energía potencial que gana el agua? (g = 10 m/s²)',
      ),
    ).toContain('**Ep = 1.200.000 J**');
  });
});

describe('solveWorkEnergy: works read from the motion, as exams word them', () => {
  it('gives the rope’s work at a constant speed, the stem ending in a colon and an aside', () => {
    const reply = solveWorkEnergy(
      'Un cajón de 20 kg se arrastra 5 m por un piso horizontal con velocidad constante mediante una soga horizontal. El coeficiente de rozamiento cinético es 0,3. El trabajo realizado por la soga es: (Considere g = 10 m/s²)',
    );
    expect(reply).toContain('**W = 300 J**');
  });

  it('gives a zero net work for a load lifted at a constant speed, and no m·g·h', () => {
    const reply = solveWorkEnergy(
      'Una grúa levanta con velocidad constante una carga de 300 kg hasta 8 m de altura. Considere g = 10 m/s². ¿Cuál es el trabajo neto sobre la carga?',
    );
    expect(reply).toContain('**W_neto = 0 J**');
    expect(
      solveWorkEnergy(
        'Una grúa levanta una carga de 300 kg hasta 8 m de altura. Considere g = 10 m/s². ¿Cuál es el trabajo neto sobre la carga?',
      ),
    ).toBeUndefined();
  });

  it('gives the friction’s work of a car that brakes to a stop, the kinetic energy it loses', () => {
    const reply = solveWorkEnergy(
      'Un auto de 800 kg que circula a 25 m/s frena hasta detenerse. ¿Qué trabajo realiza la fuerza de rozamiento?',
    );
    expect(reply).toContain('**W = -250.000 J**');
  });

  it('gives the weight’s work up to the top of a throw', () => {
    const reply = solveWorkEnergy(
      'Un cuerpo de 3 kg se lanza verticalmente hacia arriba con una velocidad de 10 m/s. ¿Qué trabajo realiza el peso hasta que alcanza la altura máxima? (g = 10 m/s²)',
    );
    expect(reply).toContain('**W_P = -150 J**');
  });

  it('leaves a braking down a slope, where the weight works too', () => {
    expect(
      solveWorkEnergy(
        'Un auto de 800 kg que baja por una pendiente a 25 m/s frena hasta detenerse. ¿Qué trabajo realiza la fuerza de rozamiento?',
      ),
    ).toBeUndefined();
  });
});

describe('solveWorkEnergy: a braking that does not say it stops', () => {
  it('leaves a bare «frena», which may end at any speed', () => {
    expect(
      solveWorkEnergy(
        'Un auto de 800 kg que circula a 25 m/s frena. ¿Qué trabajo realiza la fuerza de rozamiento?',
      ),
    ).toBeUndefined();
  });
});

describe('solveWorkEnergy: the weight’s or the normal’s work asked alone', () => {
  const pulled =
    'Un bloque de 5 kg es arrastrado 10 m sobre un piso horizontal por una fuerza de 30 N que forma 60° con la horizontal. El coeficiente de rozamiento es 0,2. Considere g = 10 m/s².';

  it.each([
    ['Calcular el trabajo realizado por la fuerza normal.', '**W_N = 0 J**'],
    ['Calcular el trabajo realizado por el peso.', '**W_P = 0 J**'],
  ])('states only the work asked: %s', (question, expected) => {
    expect(solveWorkEnergy(`${pulled} ${question}`)).toContain(expected);
  });
});

describe('solveWorkEnergy: a load lifted with an acceleration', () => {
  it('leaves it: the force is m·(g + a), not the weight', () => {
    expect(
      solveWorkEnergy(
        'Un cuerpo de 20 kg se levanta hasta 3 m de altura con una aceleración de 2 m/s². ¿Qué trabajo realiza la fuerza que lo levanta? g = 10 m/s²',
      ),
    ).toBeUndefined();
  });
});

describe('solveWorkEnergy: the net work at a constant speed', () => {
  it('sums the pull’s work and the friction’s to zero', () => {
    const reply = solveWorkEnergy(
      'Un bloque de 10 kg es arrastrado con velocidad constante 6 m sobre el piso mediante una fuerza horizontal. El coeficiente de rozamiento es 0,3. Considere g = 10 m/s². Calcular el trabajo neto.',
    );
    expect(reply).toContain('**W_neto = 0 J**');
    expect(reply).toContain('180');
  });
});

describe('solveWorkEnergy: a stretch or a force the typed height and forces do not give', () => {
  it('carries a lift at a constant speed over the time asked, not the height typed', () => {
    // 60.000 J (the 12 m typed) was once stated for a minute's 72 m: 500·10·72 = 360.000 J.
    const reply = solveWorkEnergy(
      'Un ascensor de 500 kg sube 12 m en 10 s con velocidad constante. ¿Qué trabajo realiza el motor en 1 minuto? g = 10 m/s²',
    );
    expect(reply).toContain('**W = 360.000 J**');
    expect(reply).not.toContain('**W = 60.000 J**');
  });

  it('declines the work of one component of a force, which none of the works listed is', () => {
    expect(
      solveWorkEnergy(
        'Un bloque de 10 kg es arrastrado 5 m por una fuerza de 50 N a 37° sobre la horizontal. μ = 0,2; g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8. ¿Qué trabajo realiza la componente vertical de la fuerza?',
      ),
    ).toBeUndefined();
  });
});

describe('solveWorkEnergy: a speed and a height of two moments', () => {
  it('reads the mechanical energy at the start of a fall as all potential, the arrival speed left out of it', () => {
    const text = solve(
      'Una maceta de 3 kg se deja caer desde un balcón a 12 m de altura y llega al piso con una velocidad de 14 m/s. Determinar la energía mecánica inicial de la maceta. Considere g = 10 m/s².',
    );

    expect(text).toContain('**Em = 360 J**');
  });

  it('never adds the arrival speed to the starting height', () => {
    const text = solve(
      'Una maceta de 3 kg se deja caer desde un balcón a 12 m de altura y llega al piso con una velocidad de 14 m/s. ¿Cuál es su energía mecánica? Considere g = 10 m/s².',
    );

    expect(text).not.toContain('654');
  });
});

describe('solveWorkEnergy: a pendulum let go at an angle from the vertical', () => {
  it('drops L·(1 − cos θ) to its lowest point', () => {
    const text = solve(
      'Un péndulo de 1,6 m de longitud se separa 60° de la vertical y se suelta desde el reposo. ¿Con qué velocidad pasa por el punto más bajo? Considere g = 10 m/s².',
    );

    expect(text).toContain('**v = 4 m/s**');
  });

  it('leaves a pendulum with air friction', () => {
    const text = solve(
      'Un péndulo de 1,6 m de longitud se separa 60° de la vertical y se suelta desde el reposo; el rozamiento con el aire no es despreciable. ¿Con qué velocidad pasa por el punto más bajo? Considere g = 10 m/s².',
    );

    expect(text).not.toContain('**v = 4 m/s**');
  });
});

describe('solveWorkEnergy: which height is the start and which the end', () => {
  it('takes a height said before the question as the start and the one the question names as the end', () => {
    const text = solve(
      'Un carrito de montaña rusa de 300 kg parte del reposo desde una cima situada a 25 m de altura, sin rozamientos. Considere g = 10 m/s². Calcular su velocidad al pasar por una loma de 5 m de altura.',
    );

    expect(text).toContain('**v = 20 m/s**');
  });
});

describe('solveWorkEnergy: a start said as a level', () => {
  it('reads «parte de una cima situada a 20 m… su velocidad en el punto más bajo» from that height to the ground', () => {
    const text = solve(
      'Un carrito de montaña rusa de 300 kg parte del reposo desde una cima situada a 20 m de altura, sin rozamientos. Considere g = 10 m/s². Calcular su velocidad en el punto más bajo, al nivel del suelo.',
    );

    expect(text).toContain('**v = 20 m/s**');
  });
});

describe('solveWorkEnergy: the potential energy at a level of a fall', () => {
  it('is m·g·h at that level, checked against the energy of the start', () => {
    const text = solve(
      'Una maceta de 2 kg se deja caer desde una altura de 15 m. Despreciando el rozamiento con el aire, ¿cuál es su energía potencial cuando se encuentra a 4 m del suelo? Considere g = 10 m/s².',
    );

    expect(text).toContain('**Ep = 80 J**');
  });
});

describe('solveWorkEnergy: what the energy at a level is not', () => {
  it('reads «la energía potencial que perdió» at a level as the change, not the energy there', () => {
    const text = solve(
      'Una pelota de 1 kg se deja caer desde 20 m. Calcular la energía potencial que perdió cuando está a 5 m del suelo. Considere g = 10 m/s².',
    );

    expect(text).not.toContain('**Ep = 50 J**');
    expect(text).toContain('perdió 150 J');
  });

  it('takes the cosine a pendulum statement gives, and its length as typed', () => {
    const text = solve(
      'Un péndulo de 80 cm de largo se aparta 37° de la vertical y se suelta desde el reposo. ¿Con qué rapidez pasa por la posición de equilibrio? Considere g = 10 m/s² y cos 37° = 0,8.',
    );

    expect(text).toContain('L = 80 cm = 0,8 m');
    expect(text).toContain('**v ≈ 1,79 m/s**');
  });
});

describe('solveWorkEnergy: the weight along a level path, and a stretch along a slope', () => {
  it.each([
    'Llevás una valija de 15 kg en la mano y caminás 20 m por un piso horizontal, siempre a la misma altura. ¿Qué trabajo realiza el peso de la valija en ese recorrido?',
    'Una caja de 10 kg es arrastrada 5 m por un piso horizontal con una fuerza de 30 N. ¿Qué trabajo realiza el peso?',
    'Un mozo lleva una bandeja de 2 kg a la misma altura y camina 800 cm por el salón. ¿Cuánto trabajo hace el peso de la bandeja?',
  ])('the weight does no work along a level path: %s', (problem) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**W = 0 J**');
  });

  it.each([
    // «sube 5 m por una rampa» is 5 m along the slope: without its angle the height is not given.
    'Una caja de 10 kg sube 5 m por una rampa. ¿Qué trabajo realiza el peso?',
    // Another force's work asked beside the weight's.
    'Una caja de 10 kg es arrastrada 5 m por un piso horizontal con una fuerza de 30 N. ¿Qué trabajo realizan el peso y la fuerza?',
    // The force's own work along the level path is not zero.
    'Una caja de 10 kg es arrastrada 5 m por un piso horizontal con una fuerza de 30 N formando un ángulo con el piso. ¿Qué trabajo realiza la fuerza?',
  ])('states no zero it cannot back: %s', (problem) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(false);
    expect(reply.text).not.toContain('**W = 0 J**');
  });
});

describe('solveWorkEnergy: a lift at a constant speed with its time', () => {
  it.each([
    // 80·9,8·25 = 19.600 J; the 20 s give the power, 980 W, and do not change the work.
    [
      'Un motor eleva un cuerpo de 80 kg a una altura de 25 m en 20 s, con velocidad constante. ¿Qué trabajo realiza el motor? Considere g = 9,8 m/s².',
      '**W = 19.600 J**',
    ],
    // 1500·10·30 = 450.000 J.
    [
      'Una grúa sube un bloque de 1,5 t hasta 30 m de altura en 1 min con velocidad constante. ¿Qué trabajo hace la grúa? Usá g = 10 m/s².',
      '**W = 450.000 J**',
    ],
    // 12 m in 10 s is 1,2 m/s: 72 m in a minute, 500·10·72 = 360.000 J.
    [
      'Un ascensor de 500 kg sube 12 m en 10 s con velocidad constante. ¿Qué trabajo realiza el motor en 1 minuto? Considere g = 10 m/s².',
      '**W = 360.000 J**',
    ],
    // 6 m in 4 s is 1,5 m/s: 180 m in 2 min, 300·10·180 = 540.000 J.
    [
      'Un montacargas de 300 kg sube 6 m en 4 s a velocidad constante. ¿Cuánto trabajo hace el motor en 2 minutos? (g = 10 m/s²)',
      '**W = 540.000 J**',
    ],
    // The energy it gains: 400·10·12 = 48.000 J, the 20 s aside.
    [
      'Una grúa levanta un contenedor de 400 kg a velocidad constante hasta una altura de 12 m en 20 s. ¿Cuánto aumenta la energía potencial del contenedor? Considere g = 10 m/s².',
      '**Ep = 48.000 J**',
    ],
    // 250·9,8·8 = 19.600 J.
    [
      'Un montacargas sube una caja de 250 kg hasta 8 m de altura en 40 s, con rapidez constante. ¿Qué energía potencial gana la caja? (g = 9,8 m/s²)',
      '**Ep = 19.600 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // Not said to rise at a constant speed: the 12 m in 10 s need not go on at that pace.
    'Un ascensor de 500 kg sube 12 m en 10 s. ¿Qué trabajo realiza el motor en 1 minuto? Considere g = 10 m/s².',
    // A time the question names with no height rate to carry it.
    'Una grúa levanta 200 kg hasta 15 m con velocidad constante. ¿Qué trabajo hace en 30 s y en 60 s? g = 10 m/s²',
  ])('states no result for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveWorkEnergy: an options stem that asks the energy lost down to a level', () => {
  it.each([
    // 3·10·(12 − 4) = 240 J.
    [
      'Una maceta de 3 kg cae desde un balcón situado a 12 m de altura. La energía potencial que perdió al pasar frente a una ventana situada a 4 m del suelo es: (g = 10 m/s²)\nA) 120 J\nB) 240 J\nC) 360 J\nD) 80 J\nE) Ninguna respuesta anterior es correcta',
      '**B)**',
    ],
    // 2·9,8·(20 − 5) = 294 J.
    [
      'Un cuerpo de 2 kg se suelta desde 20 m de altura. La energía potencial que perdió al llegar a 5 m del suelo es: (g = 9,8 m/s²)',
      'perdió 294 J',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it('states no result without the mass', () => {
    expect(
      solveProblem(
        'Un cuerpo se suelta desde 20 m de altura. La energía potencial que perdió al llegar a 5 m del suelo es: (g = 9,8 m/s²)',
      ).certain,
    ).toBe(false);
  });
});

describe('solveWorkEnergy: the work of a given force, a mass given besides', () => {
  it.each([
    [
      'Un carro de supermercado de 30 kg es empujado 12 m por un pasillo horizontal con una fuerza de 50 N que forma 37° con la horizontal (cos 37° = 0,8). ¿Qué trabajo realiza esa fuerza?',
      '**W = 480 J**',
    ],
    [
      'Una persona tira de una valija de 18 kg con una fuerza de 40 N inclinada 60° respecto del piso y la traslada 25 m. Calculá el trabajo que hizo la persona.',
      '**W = 500 J**',
    ],
    [
      'Sobre un bloque de 5 kg apoyado en el piso se aplica una fuerza horizontal de 20 N que lo desplaza 300 cm. Hallar el trabajo realizado por la fuerza.',
      '**W = 60 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
    expect(reply.text).toContain('no interviene');
  });

  it('does not leave the mass out of a net work, a ramp or a friction', () => {
    for (const problem of [
      'Un bloque de 5 kg es arrastrado 3 m por una rampa con una fuerza de 20 N. ¿Qué trabajo realiza la fuerza?',
      'Un bloque de 5 kg es arrastrado 3 m por un piso con rozamiento con una fuerza de 20 N. ¿Qué trabajo realiza la fuerza?',
    ]) {
      const reply = solveProblem(problem);
      expect(reply.text, problem).not.toContain('no interviene');
    }
  });
});

describe('solveWorkEnergy: a lift at a constant speed with that speed given', () => {
  it.each([
    [
      'Una grúa levanta un pallet de 500 kg hasta una altura de 18 m con velocidad constante de 0,5 m/s. Considere g = 9,8 m/s². ¿Qué trabajo realiza la grúa?',
      '**W = 88.200 J**',
    ],
    [
      'Un motor sube un balde de 20 kg desde el fondo de un pozo de 15 m a velocidad constante de 1,5 m/s. Calcular el trabajo del motor (g = 10 m/s²).',
      '**W = 3.000 J**',
    ],
    [
      'Calculá el trabajo que hace un ascensor al levantar 700 kg 9 m con rapidez constante de 3,6 km/h, con g = 10 m/s².',
      '**W = 63.000 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
    expect(reply.text).toContain('no cambia el trabajo');
  });

  it('takes no speed as unused when the lift is not said constant', () => {
    const reply = solveProblem(
      'Un motor sube un balde de 20 kg desde el fondo de un pozo de 15 m a 1,5 m/s. Calcular el trabajo del motor (g = 10 m/s²).',
    );
    expect(reply.certain).toBe(false);
    expect(reply.text).not.toContain('**W');
  });
});

describe('solveWorkEnergy: a slope’s length is no height', () => {
  it.each([
    'Un cajón de 10 kg se suelta en lo alto de una rampa de 6 m de longitud. ¿Cuánto disminuye su energía potencial al llegar al pie? (g = 10 m/s²)',
    'Un cajón de 10 kg está en lo alto de una rampa de 6 m. ¿Qué energía potencial tiene respecto del pie? (g = 10 m/s²)',
    'Desde lo alto de un plano inclinado de 4 m de largo se suelta un bloque de 2 kg. ¿Qué energía potencial tenía arriba? (g = 10 m/s²)',
  ])('states no m·g·L: %s', (problem) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(false);
    expect(reply.text).not.toContain('**Ep');
  });

  it.each([
    [
      'Un chico de 30 kg está arriba de un tobogán de 3 m de altura. ¿Qué energía potencial tiene? (g = 10 m/s²)',
      '**Ep = 900 J**',
    ],
    [
      'Un cajón de 10 kg está en lo alto de una rampa de 2 m de alto. ¿Qué energía potencial tiene respecto del piso? (g = 10 m/s²)',
      '**Ep = 200 J**',
    ],
  ])('reads a slope’s height said as such: %s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });
});

describe('solveWorkEnergy: the potential energy along a whole slope, h = L·sen θ', () => {
  it.each([
    [
      'Un cajón de 10 kg se suelta desde el reposo en lo alto de una rampa de 6 m de longitud inclinada 30°. Calcule cuánto disminuye la energía potencial del cajón entre el punto más alto y el pie de la rampa. (g = 10 m/s²)',
      '**Ep = 300 J**',
    ],
    // 70 · 10 · 200 · 0,6 = 84.000 J, with the sine given.
    [
      'Un esquiador de 70 kg baja por una pendiente de 200 m de largo inclinada 37° (sen 37° = 0,6). ¿Cuánta energía potencial pierde? (g = 10 m/s²)',
      '**Ep = 84.000 J**',
    ],
    // 20 · 9,8 · 4 · 0,5 = 392 J.
    [
      'Se empuja un carrito de 20 kg 4 m rampa arriba por una rampa inclinada 30°. ¿Cuánto aumenta su energía potencial? Considere g = 9,8 m/s².',
      '**Ep = 392 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    'Un cajón de 10 kg está en lo alto de una rampa de 6 m de longitud inclinada 30°. ¿Qué energía potencial tiene cuando pasa por la mitad de la rampa? (g = 10 m/s²)',
    'Un cajón de 10 kg se suelta en lo alto de una rampa de 6 m de longitud inclinada 30°, con rozamiento de coeficiente 0,2. ¿Cuánto disminuye su energía potencial? (g = 10 m/s²)',
  ])('states no whole slope’s height for a point along it or with a datum left over: %s', (problem) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(false);
    expect(reply.text).not.toContain('**Ep');
  });
});
