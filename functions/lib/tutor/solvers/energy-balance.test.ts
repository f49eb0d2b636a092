import { describe, expect, it } from 'vitest';
import { solveEnergyBalance } from './energy-balance.ts';
import { parseNumber } from './numbers.ts';
import { solveProblem } from './solve-problem.ts';
import { random } from './testing.ts';

describe('solveEnergyBalance', () => {
  it.each([
    ['Un cuerpo de 3 kg tiene una energía cinética de 150 J. ¿Cuál es su velocidad?', '**v = 10 m/s**'],
    [
      'Un resorte de constante 400 N/m se comprime 10 cm. ¿Qué energía potencial elástica almacena?',
      '**Ee = 2 J**',
    ],
    [
      'Un auto de 1200 kg que viaja a 90 km/h frena hasta detenerse. ¿Qué trabajo realiza la fuerza de frenado?',
      '**W = -375.000 J**',
    ],
    // The size asked («el módulo del trabajo», «en valor absoluto»): |W|, its sign said in the steps.
    [
      'Un auto de 1.500 kg que circula a 72 km/h frena hasta detenerse. ¿Cuál es el módulo del trabajo que realiza la fuerza de frenado?',
      '**|W| = 300.000 J**',
    ],
    [
      'Calculá el módulo del trabajo que hace el freno de una moto de 200 kg que iba a 36 km/h y queda detenida.',
      '**|W| = 10.000 J**',
    ],
    [
      'Una camioneta de 2 t marcha a 20 m/s y frena hasta detenerse. Determine, en valor absoluto, el trabajo de la fuerza de frenado.',
      '**|W| = 400.000 J**',
    ],
    [
      'Un trineo de 10 kg parte del reposo en lo alto de una pendiente de 5 m de altura y llega abajo a 8 m/s. Con g = 10 m/s², ¿cuánta energía se perdió por rozamiento?',
      '**energía perdida = 180 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEnergyBalance(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone what it does not read, and states nothing when a datum is left over', () => {
    expect(
      solveEnergyBalance('Un cuerpo de 2 kg se deja caer desde 20 m. ¿Con qué velocidad llega?'),
    ).toBeUndefined();
    const reply = solveEnergyBalance(
      'Un cuerpo de 3 kg tiene una energía cinética de 150 J y recorre 4 m. ¿Cuál es su velocidad?',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**v');
    // The force's module asked, no distance given: not the work's size.
    const force = solveEnergyBalance(
      'Un auto de 1.500 kg que circula a 72 km/h frena hasta detenerse. ¿Cuál es el módulo de la fuerza de frenado?',
    );
    expect(force?.certain ?? false).toBe(false);
    expect(force?.text ?? '').not.toContain('**|W|');
  });

  it('gives back the speed whose kinetic energy it was told (seeded)', () => {
    let seed = 530;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 30; i++) {
      const m = 1 + Math.round(next() * 99);
      const v = 1 + Math.round(next() * 40);
      const e = 0.5 * m * v * v;
      const reply = solveEnergyBalance(
        `Un cuerpo de ${m} kg tiene una energía cinética de ${String(e).replace('.', ',')} J. ¿Qué velocidad tiene?`,
      );
      const got = parseNumber(/\*\*v [=≈] ([\d,]+)/.exec(reply?.text ?? '')?.[1] ?? 'x');
      expect(got).toBeCloseTo(v, 2);
    }
  });

  it('gives the speed a spring gives a block on a smooth floor, checked back against ½·k·x²', () => {
    const reply = solveEnergyBalance(
      'Un resorte de constante 800 N/m, comprimido 0,1 m, lanza un bloque de 2 kg sobre una superficie horizontal lisa. ¿Con qué velocidad sale el bloque?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 2 m/s**');
    // With friction the spring's energy is not all kinetic: not this reading.
    expect(
      solveEnergyBalance(
        'Un resorte de constante 800 N/m, comprimido 0,1 m, lanza un bloque de 2 kg sobre un piso con rozamiento. ¿Con qué velocidad sale el bloque?',
      )?.certain,
    ).not.toBe(true);
  });

  it('gives the height a spring sends a block up a smooth ramp, and its speed as it leaves the spring (seeded)', () => {
    const next = random(10514);
    for (let i = 0; i < 20; i++) {
      const k = 100 * (1 + Math.floor(next() * 9));
      const cm = 5 + Math.floor(next() * 20);
      const m = 1 + Math.floor(next() * 4);
      const statement = `Un resorte de constante ${k} N/m, comprimido ${cm} cm, impulsa un bloque de ${m} kg sobre una superficie horizontal sin rozamiento; luego el bloque sube por una rampa también sin rozamiento. Tome g = 10 m/s².`;
      const height = solveEnergyBalance(`${statement} ¿Hasta qué altura sube?`);
      const value = parseNumber(/\*\*h [=≈] ([\d.,]+) m\*\*/.exec(height?.text ?? '')?.[1] ?? 'x');
      // Checked back: m·g·h is the spring's ½·k·x² (h shown with two decimals).
      expect(height?.certain).toBe(true);
      expect(Math.abs(value - (0.5 * k * (cm / 100) ** 2) / (m * 10))).toBeLessThanOrEqual(0.0051);
    }
    const leaving = solveEnergyBalance(
      'Un resorte de constante 200 N/m, comprimido 20 cm, impulsa un bloque de 2 kg sobre una superficie horizontal sin rozamiento; luego sube por una rampa también sin rozamiento. ¿Con qué velocidad se separa el bloque del resorte?',
    );
    expect(leaving?.text).toContain('**v = 2 m/s**');
    // A ramp with friction: the spring's energy is not all potential at the top.
    expect(
      solveEnergyBalance(
        'Un resorte de constante 200 N/m, comprimido 20 cm, impulsa un bloque de 2 kg sobre una superficie sin rozamiento; luego sube por una rampa que tiene rozamiento. ¿Hasta qué altura sube? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });

  it('gives the height where a body let go from rest has a given speed, checked back (seeded)', () => {
    const next = random(10508);
    for (let i = 0; i < 20; i++) {
      const h = 2 + Math.floor(next() * 30);
      const v = 1 + Math.floor(next() * Math.sqrt(20 * h) * 0.9);
      const reply = solveEnergyBalance(
        `Una esfera de 0,5 kg se suelta desde el reposo a ${h} m de altura (g = 10 m/s²; sin rozamiento). ¿A qué altura su velocidad es de ${v} m/s?`,
      );
      const level = parseNumber(/\*\*h [=≈] ([\d.,]+) m\*\*/.exec(reply?.text ?? '')?.[1] ?? 'x');
      expect(reply?.certain).toBe(true);
      // Back: falling h − h₂ from rest gives v² = 2·g·(h − h₂).
      expect(Math.abs(level - (h - v ** 2 / 20))).toBeLessThanOrEqual(0.0051);
    }
    // A speed it never reaches falling from there (√(2·10·1,8) = 6 m/s) is no level.
    expect(
      solveEnergyBalance(
        'Una esfera se suelta desde el reposo a 1,8 m de altura (g = 10 m/s²). ¿A qué altura su velocidad es de 8 m/s?',
      ),
    ).toBeUndefined();
  });

  it('gives the kinetic energy at the bottom of a fall from rest, and a pendulum speed whatever its length', () => {
    expect(
      solveEnergyBalance(
        'Una pelota de 0,5 kg se deja caer desde 20 m de altura. ¿Cuál es su energía cinética justo antes de tocar el suelo? (g = 10 m/s²)',
      )?.text,
    ).toContain('**Ec = 100 J**');
    const pendulum = solveEnergyBalance(
      'Un péndulo de 1 m de largo se suelta desde una altura de 0,2 m sobre su punto más bajo. ¿Con qué velocidad pasa por el punto más bajo? (g = 10 m/s²)',
    );
    expect(pendulum?.certain).toBe(true);
    expect(pendulum?.text).toContain('**v = 2 m/s**');
    // With friction the energy is not kept: not this reading.
    expect(
      solveEnergyBalance(
        'Una pelota de 0,5 kg se deja caer desde 20 m de altura con rozamiento del aire. ¿Cuál es su energía cinética al llegar al suelo?',
      )?.certain,
    ).not.toBe(true);
  });

  it('reads «para detenerlo» as a stop', () => {
    expect(
      solveEnergyBalance(
        'Un auto de 1000 kg viaja a 20 m/s. ¿Qué trabajo debe hacer el freno para detenerlo?',
      )?.text,
    ).toContain('**W = -200.000 J**');
  });

  it('gives the final speed from a net work, checked back against the change of kinetic energy', () => {
    const reply = solveEnergyBalance(
      'Un cuerpo de 4 kg se mueve a 6 m/s y recibe un trabajo neto de 56 J. ¿Cuál es su velocidad final?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 8 m/s**');
  });

  it('reads «cae desde 20 m» as a fall from rest', () => {
    expect(
      solveEnergyBalance(
        'Un cuerpo de 3 kg cae desde 20 m de altura. ¿Cuál es su energía cinética al llegar al suelo? (g = 9,8 m/s²)',
      )?.text,
    ).toContain('**Ec = 588 J**');
  });
});

describe('solveEnergyBalance: a result in kJ too', () => {
  it('writes a thousand joules or more also in kJ, after the bold answer', () => {
    const reply = solveEnergyBalance(
      'Un auto de 1000 kg aumenta su velocidad de 36 km/h a 72 km/h. ¿Cuál es el trabajo neto realizado sobre él?',
    );
    expect(reply?.text).toContain('**W = 150.000 J** (= 150 kJ)');
    expect(
      solveEnergyBalance('Un cuerpo de 3 kg tiene una energía cinética de 150 J. ¿Cuál es su velocidad?')
        ?.text,
    ).not.toContain('kJ');
  });
});

describe('solveEnergyBalance: a work typed with its sign', () => {
  it('reads «−60 J» as a negative work, and uses it', () => {
    const reply = solveEnergyBalance(
      'Las fuerzas de rozamiento realizan un trabajo de −60 J sobre un carro de 10 kg que se movía a 4 m/s. ¿Con qué velocidad queda el carro?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 2 m/s**');
  });
});

describe('solveEnergyBalance: braking to a stop along a slope', () => {
  it('takes away the kinetic and, going down, the potential energy', () => {
    const reply = solveEnergyBalance(
      'Un auto de 1000 kg baja por una pendiente de 30° a 10 m/s y frena con una fuerza constante paralela al camino hasta detenerse después de recorrer 50 m. Con g = 9,8 m/s², ¿cuánto vale esa fuerza de frenado?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F = 5.900 N**');
  });

  it('going up, gravity helps it stop', () => {
    const reply = solveEnergyBalance(
      'Un camión de 2000 kg sube por una cuesta inclinada 30° a 30 m/s y frena con una fuerza constante hasta detenerse en 20 m. Con g = 10 m/s², ¿qué fuerza de frenado actúa?',
    );
    expect(reply?.text).toContain('**F = 35.000 N**');
  });

  it('leaves alone a slope with friction, and one whose direction is not said', () => {
    expect(
      solveEnergyBalance(
        'Un auto de 1000 kg baja por una pendiente de 30° a 10 m/s con un coeficiente de rozamiento de 0,2 y frena hasta detenerse en 50 m. ¿Qué fuerza de frenado se aplica?',
      )?.text ?? '',
    ).not.toContain('Fuerza de frenado en una pendiente');
    expect(
      solveEnergyBalance(
        'Un auto de 1000 kg va por una pendiente de 30° a 10 m/s y frena hasta detenerse en 50 m. ¿Qué fuerza de frenado se aplica?',
      )?.text ?? '',
    ).not.toContain('Fuerza de frenado en una pendiente');
  });

  it('checks back F·d against the energies for random descents (seeded)', () => {
    const next = random(29);
    for (let trial = 0; trial < 30; trial++) {
      const [m, v, d] = [
        500 * (1 + Math.floor(next() * 6)),
        5 + Math.floor(next() * 25),
        20 + Math.floor(next() * 80),
      ];
      const reply = solveEnergyBalance(
        `Un auto de ${m} kg baja por una pendiente de 30° a ${v} m/s y frena hasta detenerse tras recorrer ${d} m. Con g = 10 m/s², ¿qué fuerza de frenado se aplicó?`,
      );
      const shown = /\*\*F [=≈] ([\d.,]+) N\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      const F = parseNumber(shown);
      expect(F * d).toBeCloseTo(0.5 * m * v * v + m * 10 * d * 0.5, -1);
    }
  });
});

describe('solveEnergyBalance: the work of friction on the way down', () => {
  it('answers the work, negative, when the question asks the work', () => {
    const reply = solveEnergyBalance(
      'Un chico de 40 kg se tira por un tobogán de 3 m de altura desde el reposo y llega abajo a 6 m/s. ¿Qué trabajo hizo el rozamiento? (g = 10 m/s²)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W_r = -480 J**');
  });

  it('answers the energy lost when the question asks the energy', () => {
    const reply = solveEnergyBalance(
      'Un chico de 40 kg se tira por un tobogán de 3 m de altura desde el reposo y llega abajo a 6 m/s. ¿Cuánta energía se perdió por rozamiento? (g = 10 m/s²)',
    );
    expect(reply?.text).toContain('**energía perdida = 480 J**');
  });
});

describe('solveEnergyBalance: a bounce, and a ramp that ends in a rough stretch', () => {
  it('finds the energy lost in a bounce from the two heights', () => {
    const reply = solveEnergyBalance(
      'Una pelota de 0,2 kg se suelta desde 5 m y rebota hasta 3,2 m. ¿Cuánta energía mecánica perdió en el choque? (g = 10 m/s²)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**energía perdida = 3,6 J**');
  });

  it('finds the distance a body slides on a rough level after a smooth ramp, d = h/μ', () => {
    const reply = solveEnergyBalance(
      'Un cuerpo de 2 kg desliza desde el reposo por una rampa sin rozamiento desde 1,8 m de altura y luego recorre un tramo horizontal con rozamiento μ = 0,3 hasta detenerse. ¿Qué distancia recorre en el tramo horizontal? (g = 10 m/s²)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**d = 6 m**');
  });

  it('leaves a ramp with friction of its own alone', () => {
    expect(
      solveEnergyBalance(
        'Un cuerpo de 2 kg baja desde el reposo por una rampa de 1,8 m de altura y luego recorre un tramo horizontal con rozamiento μ = 0,3. ¿Qué distancia recorre en el tramo horizontal?',
      ),
    ).toBeUndefined();
  });

  it('checks m·g·h = μ·m·g·d back for random ramps (seeded)', () => {
    const next = random(43);
    for (let trial = 0; trial < 30; trial++) {
      const h = 2 + Math.floor(next() * 20);
      const mu = (1 + Math.floor(next() * 8)) / 10;
      const reply = solveEnergyBalance(
        `Un bloque se suelta desde el reposo en lo alto de una rampa sin rozamiento de ${h} m de altura y después frena en un tramo horizontal con μ = ${String(mu).replace('.', ',')}. ¿Qué distancia recorre en el tramo horizontal?`,
      );
      const shown = /\*\*d [=≈] ([\d.,]+) m\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(parseNumber(shown) * mu).toBeCloseTo(h, 1);
    }
  });
});

describe('solveEnergyBalance: the share of energy lost in a bounce', () => {
  it('answers the percentage when the question asks it', () => {
    const reply = solveEnergyBalance(
      'Una pelota de 0,2 kg se suelta desde 5 m y rebota hasta 3,2 m. ¿Qué porcentaje de su energía perdió? (g = 10 m/s²)',
    );
    expect(reply?.text).toContain('**perdió el 36 % de su energía**');
  });
});

describe('solveEnergyBalance: air friction said to be neglected', () => {
  it('reads «despreciando el rozamiento con el aire» as none: Ec = m·g·h at the ground', () => {
    const reply = solveEnergyBalance(
      'Un cuerpo de 2 kg se suelta desde una altura de 20 m. Despreciando el rozamiento con el aire, ¿con qué energía cinética llega al suelo? g = 10 m/s²',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**Ec = 400 J**');
  });

  it('leaves alone a friction that takes energy on the way down', () => {
    expect(
      solveEnergyBalance(
        'Un cuerpo de 2 kg se suelta desde una altura de 20 m. Si el rozamiento con el aire disipa 50 J, ¿con qué energía cinética llega al suelo? g = 10 m/s²',
      )?.text ?? '',
    ).not.toContain('**Ec = 400 J**');
  });
});

describe('solveEnergyBalance: the mean force of the air on a fall', () => {
  it('is the energy lost over the height fallen', () => {
    const reply = solveEnergyBalance(
      'Un paquete de 4 kg se deja caer desde una altura de 50 m y llega al suelo con una velocidad de 30 m/s. Hallar la fuerza media de resistencia del aire. Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F_r = 4 N**');
  });

  it('leaves a slope, whose length is not the height', () => {
    const reply = solveEnergyBalance(
      'Un esquiador de 60 kg se suelta desde lo alto de una pista de 20 m de altura y llega abajo a 15 m/s. ¿Cuál es la fuerza media de rozamiento? Considere g = 10 m/s².',
    );

    expect(reply?.text ?? '').not.toContain('**F_r');
  });
});

describe('solveEnergyBalance: a body that compresses a spring', () => {
  it('takes the energy of a ramp let go from rest into the spring', () => {
    const reply = solveEnergyBalance(
      'Un carrito de 5 kg se suelta desde una altura de 1,8 m sobre una pista sin rozamiento y, al llegar abajo, choca contra un resorte de constante 1000 N/m. Determinar la compresión máxima del resorte. Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**x ≈ 0,42 m');
  });

  it('takes the kinetic energy of a body that runs into it', () => {
    const reply = solveEnergyBalance(
      'Un bloque de 4 kg se desliza sobre una superficie horizontal lisa a 3 m/s y choca contra un resorte de constante 900 N/m. ¿Cuánto se comprime el resorte como máximo?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**x = 0,2 m');
  });

  it('leaves a surface with friction', () => {
    const reply = solveEnergyBalance(
      'Un bloque de 4 kg se desliza sobre una superficie horizontal con rozamiento a 3 m/s y choca contra un resorte de constante 900 N/m. ¿Cuánto se comprime el resorte como máximo?',
    );

    expect(reply?.text ?? '').not.toContain('**x');
  });
});

describe('solveEnergyBalance: the work of the air, not its force', () => {
  it('answers «el trabajo realizado por la resistencia del aire» with the work, negative', () => {
    const reply = solveEnergyBalance(
      'Una piedra de 0,5 kg se deja caer desde 45 m y llega al suelo con 25 m/s. ¿Cuál fue el trabajo realizado por la resistencia del aire? Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W_r = -68,75 J**');
    expect(reply?.text).not.toContain('**F_r');
  });
});

describe('solveEnergyBalance: a ball that «cae desde» a height and bounces', () => {
  it.each([
    // (5 − 3,2)/5 = 36 %.
    [
      'Una pelota de 0,2 kg cae desde 5 m de altura y rebota hasta 3,2 m (g = 10 m/s²). ¿Qué porcentaje de su energía mecánica perdió en el choque?',
      '**perdió el 36 % de su energía**',
    ],
    // 0,5·10·(2 − 1,5) = 2,5 J.
    [
      'Una bola de 500 g cae desde 2 m y rebota hasta 1,5 m. ¿Cuánta energía perdió en el rebote? Usá g = 10 m/s².',
      '**energía perdida = 2,5 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEnergyBalance(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a fall that starts with a speed', () => {
    expect(
      solveEnergyBalance(
        'Una pelota de 0,2 kg cae desde 5 m de altura con 3 m/s y rebota hasta 3,2 m (g = 10 m/s²). ¿Qué porcentaje de su energía mecánica perdió en el choque?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('a spring that launches or stops a body, asked in the exam’s words', () => {
  it.each([
    [
      'Un bloque de 2 kg se desliza a 3 m/s sobre una mesa horizontal sin rozamiento y choca contra un resorte de constante 800 N/m. ¿Cuántos centímetros se comprime como máximo el resorte?',
      '**x = 0,15 m (≈ 15 cm)**',
    ],
    [
      'Un carrito de 500 g avanza a 2 m/s por un riel horizontal liso y choca con un resorte de k = 200 N/m. ¿Cuál es la compresión máxima, en cm?',
      '**x = 0,1 m (≈ 10 cm)**',
    ],
    [
      'Un resorte de constante 2.000 N/m, comprimido 20 cm, lanza verticalmente hacia arriba una pelota de 500 g. Despreciando rozamientos, ¿hasta qué altura sobre el punto de lanzamiento llega la pelota? (g = 10 m/s²)',
      '**h = 8 m**',
    ],
    [
      'Se comprime 5 cm un resorte vertical de constante 1200 N/m y se coloca encima una bolita de 100 g. Al soltarlo, la bolita sale disparada hacia arriba. Despreciá el rozamiento con el aire: ¿qué altura máxima alcanza? Usá g = 9,8 m/s².',
      '**h ≈ 1,53 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEnergyBalance(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Asked in mm: the reply states m and cm.
    'Un carrito de 500 g avanza a 2 m/s por un riel horizontal liso y choca con un resorte de k = 200 N/m. ¿Cuántos milímetros se comprime como máximo?',
    // A coefficient of friction: not all the kinetic energy ends in the spring.
    'Un carrito de 500 g avanza a 2 m/s por un riel horizontal y choca con un resorte de k = 200 N/m. El coeficiente de rozamiento es 0,1. ¿Cuántos centímetros se comprime como máximo?',
    // No mass: the height cannot be known.
    'Un resorte de constante 2.000 N/m, comprimido 20 cm, lanza verticalmente hacia arriba una pelota. Despreciando rozamientos, ¿hasta qué altura llega la pelota? (g = 10 m/s²)',
    // Another unknown: the speed at a height.
    'Un resorte de constante 2.000 N/m, comprimido 20 cm, lanza verticalmente hacia arriba una pelota de 500 g. ¿Con qué velocidad pasa la pelota por un punto a 2 m de altura?',
  ])('states no result for %s', (problem) => {
    expect(solveEnergyBalance(problem)?.certain ?? false).toBe(false);
  });
});

describe('the energy lost between a point at a height passed with a speed and the ground', () => {
  it.each([
    [
      'Un carrito de montaña rusa de 200 kg pasa por el punto más alto de su recorrido, a 30 m del suelo, con una velocidad de 5 m/s. Considere g = 10 m/s². Si llega al suelo con 20 m/s, ¿cuánta energía se disipó?',
      '**energía disipada = 22.500 J**',
    ],
    [
      'Un esquiador de 80 kg pasa a 12 m de altura con una rapidez de 36 km/h y llega al pie de la pista, en el suelo, con 15 m/s. ¿Qué energía perdió por rozamiento? (g = 9,8 m/s²)',
      '**energía disipada = 4.408 J**',
    ],
    [
      'Una pelota de 0,5 kg se lanza desde 20 m de altura con 10 m/s y llega al suelo con 18 m/s. ¿Cuánta energía se disipó por el rozamiento con el aire? Tomá g = 10 m/s².',
      '**energía disipada = 44 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEnergyBalance(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Another unknown: the air's mean force (the throw's way is not said).
    'Una pelota de 0,5 kg se lanza desde 20 m de altura con 10 m/s y llega al suelo con 18 m/s. ¿Cuál es la fuerza media del aire?',
    // The end is not the ground: a second height.
    'Una pelota de 0,5 kg pasa a 20 m de altura con 10 m/s y luego a 5 m de altura con 18 m/s. ¿Cuánta energía se disipó?',
  ])('states no result for %s', (problem) => {
    expect(solveEnergyBalance(problem)?.certain ?? false).toBe(false);
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveEnergyBalance: thrown from the top of a smooth ramp, then braked on a level stretch', () => {
  it.each([
    // μ g d = g h + v₀²/2: 2,5·d = 20 + 8 → d = 11,2 m.
    [
      'Un cuerpo se lanza a 4 m/s desde lo alto de una rampa sin rozamiento de 2 m de altura y luego sigue por un tramo horizontal con μ = 0,25 (g = 10 m/s²). ¿Qué distancia recorre en el tramo horizontal hasta detenerse?',
      '**d = 11,2 m**',
    ],
    // 36 km/h = 10 m/s: 5·d = 50 + 50 → d = 20 m.
    [
      'Desde lo alto de un tobogán liso de 5 m de alto se lanza un trineo con una velocidad de 36 km/h; abajo sigue por un tramo horizontal donde el coeficiente de rozamiento es 0,5. ¿Qué distancia recorre en el tramo horizontal hasta frenar? Usá g = 10 m/s².',
      '**d = 20 m**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveEnergyBalance(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Another unknown: the speed at the bottom.
    'Un cuerpo se lanza a 4 m/s desde lo alto de una rampa sin rozamiento de 2 m de altura y luego sigue por un tramo horizontal con μ = 0,25 (g = 10 m/s²). ¿Qué velocidad tiene al llegar al tramo horizontal?',
    // Let go and thrown at once: which start is not told.
    'Un cuerpo se suelta desde el reposo y se lanza a 4 m/s desde lo alto de una rampa sin rozamiento de 2 m de altura y luego sigue por un tramo horizontal con μ = 0,25. ¿Qué distancia recorre en el tramo horizontal?',
  ])('leaves %s unsure', (problem) => {
    const reply = solveEnergyBalance(problem);
    expect(reply?.certain === true && /11,2 m|d = /.test(reply.text)).toBe(false);
  });
});

describe('solveEnergyBalance: the work from the speeds, a time or a neglected friction beside them', () => {
  it.each([
    [
      'Un auto de 1.000 kg acelera desde el reposo hasta 108 km/h en 10 s sobre una ruta horizontal. Despreciá los rozamientos. Calculá el trabajo neto realizado sobre el auto.',
      '**W = 450.000 J**',
    ],
    [
      'Una moto de 200 kg que va a 72 km/h frena hasta detenerse en 4 s. ¿Qué trabajo hace la fuerza de frenado?',
      '**W = -40.000 J**',
    ],
    [
      'Un carro de 50 kg parte del reposo y en 8 s alcanza 4 m/s. Se desprecian los rozamientos. ¿Cuál es el trabajo neto sobre el carro?',
      '**W = 400 J**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEnergyBalance(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states nothing with a time in the question or a friction not neglected', () => {
    for (const problem of [
      'Un auto de 800 kg pasa de 36 km/h a 72 km/h en 5 s. ¿Qué trabajo neto recibe en 2 s?',
      'Un auto de 1.000 kg acelera desde el reposo hasta 108 km/h en 10 s con rozamiento. ¿Qué trabajo hace el motor?',
    ]) {
      const reply = solveEnergyBalance(problem);
      expect(reply?.certain ?? false, problem).toBe(false);
      expect(reply?.text ?? '', problem).not.toContain('**W');
    }
  });
});

describe('solveEnergyBalance: a spring over a smooth stretch, then friction until it stops', () => {
  const page =
    'Sobre una mesa horizontal, un bloque de 2 kg está apoyado contra un resorte de constante 1.250 N/m comprimido 20 cm. Se libera el sistema: el bloque abandona el resorte y recorre un tramo horizontal con coeficiente de rozamiento 0,25 hasta detenerse. En la zona del resorte no hay rozamiento (g = 10 m/s²).';
  it.each([
    [`${page}\nCalcular la energía potencial elástica inicial.`, '**Ee = 25 J**'],
    [`${page}\nCalcular la velocidad con que el bloque abandona el resorte.`, '**v = 5 m/s**'],
    [`${page}\nCalcular la distancia que recorre hasta detenerse.`, '**d = 5 m**'],
    // ½ · 800 · 0,1² = 4 J; d = 4 / (0,2 · 0,5 · 10) = 4 m.
    [
      'Un resorte de k = 800 N/m comprimido 10 cm lanza un bloque de 0,5 kg. En la zona del resorte no hay rozamiento; al abandonarlo, el bloque entra en un piso con coeficiente de rozamiento 0,2. ¿Qué distancia recorre hasta detenerse? (g = 10 m/s²)',
      '**d = 4 m**',
    ],
    // ½ · 400 · 0,3² = 18 J; v = √(36 / 4) = 3 m/s.
    [
      'Calculá con qué velocidad se separa del resorte un bloque de 4 kg empujado por un resorte de 400 N/m comprimido 30 cm, si el tramo del resorte es liso y después hay un tramo con coeficiente de rozamiento 0,3.',
      '**v = 3 m/s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEnergyBalance(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states nothing when the friction may act beside the spring too', () => {
    const reply = solveEnergyBalance(
      'Un bloque de 2 kg apoyado contra un resorte de 1.250 N/m comprimido 20 cm se libera sobre un piso con coeficiente de rozamiento 0,25. ¿Qué distancia recorre hasta detenerse? (g = 10 m/s²)',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**d');
  });
});

describe('solveEnergyBalance: a pendulum let go at an angle', () => {
  const answerOf = (problem: string) => {
    const reply = solveEnergyBalance(problem);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*[vT] /.test(line)) : undefined;
  };

  it.each([
    // h = 1,25 · (1 − cos 60°) = 0,625 m; v = √(2 · 10 · 0,625) ≈ 3,54 m/s.
    [
      'Un péndulo de 1,25 m de largo se suelta desde el reposo cuando el hilo forma 60° con la vertical. ¿Con qué rapidez pasa por el punto más bajo? (g = 10 m/s²)',
      '**v ≈ 3,54 m/s**',
    ],
    // 30° with the horizontal is 60° with the vertical: h = 1 m, v² = 20, T = 0,5 · 10 + 0,5 · 20 / 2 = 10 N.
    [
      'Un péndulo de 2 m y 0,5 kg se suelta con el hilo formando 30° con la horizontal. ¿Cuál es la tensión del hilo en el punto más bajo? (g = 10 m/s²)',
      '**T = 10 N**',
    ],
  ])('%s', (problem, expected) => {
    expect(answerOf(problem)).toBe(expected);
  });

  it.each([
    // The angle measured from what is not said.
    'Un péndulo de 2 m se suelta con el hilo formando 30°. ¿Con qué velocidad pasa por el punto más bajo? (g = 10 m/s²)',
    // The tension without the mass.
    'Un péndulo de 2 m se suelta con el hilo formando 60° con la vertical. ¿Qué tensión tiene el hilo en el punto más bajo? (g = 10 m/s²)',
  ])('declines: %s', (problem) => {
    expect(answerOf(problem)).toBeUndefined();
  });

  it('gives back the height as v²/2g = L(1 − cos θ) (seeded)', () => {
    const next = random(3326);
    for (let round = 0; round < 30; round++) {
      const length = 0.5 + Math.floor(next() * 30) / 10;
      const theta = 10 + Math.floor(next() * 80);
      const reply = solveEnergyBalance(
        `Un péndulo de ${String(length).replace('.', ',')} m de largo se suelta desde el reposo con el hilo formando ${theta}° con la vertical. ¿Con qué rapidez pasa por el punto más bajo? (g = 9,8 m/s²)`,
      );
      expect(reply?.certain).toBe(true);
      const line = reply?.text.split('\n').find((l) => l.startsWith('**v')) ?? '';
      const v = parseNumber(/([\d.,]+) m\/s/.exec(line)?.[1] ?? 'NaN');
      const h = length * (1 - Math.cos((theta * Math.PI) / 180));
      expect(Math.abs(v ** 2 / (2 * 9.8) - h)).toBeLessThanOrEqual(0.01 * h + 0.001);
    }
  });
});
