import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers.ts';
import { projectileReply } from './projectile.ts';
import { answerLine, random } from './testing.ts';

const answerValue = (text: string) =>
  parseNumber(/(-?\d+(?:[.,]\d+)*)\s*\S*$/.exec(answerLine(text))?.[1] ?? 'NaN');

describe('projectileReply', () => {
  it.each([
    [
      'Una bolita rueda por una mesa de 1,25 m de altura y abandona el borde con una velocidad horizontal de 2 m/s. ¿A qué distancia del pie de la mesa cae? (g = 10 m/s²)',
      'x = 1 m',
    ],
    [
      'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra a 15 m/s. Con g = 10 m/s², ¿cuánto tarda en llegar al agua?',
      't = 4 s',
    ],
    [
      'Se lanza horizontalmente un proyectil desde 20 m de altura con una velocidad de 10 m/s. ¿Con qué rapidez llega al suelo? g = 10 m/s².',
      'v ≈ 22,36 m/s',
    ],
    [
      'Un avión vuela horizontalmente a 500 m de altura a 360 km/h y suelta un paquete. Con g = 10 m/s², ¿qué distancia horizontal recorre el paquete mientras cae?',
      'x = 1.000 m',
    ],
    [
      'Un proyectil se dispara desde el suelo con una velocidad de 50 m/s formando un ángulo de 37° con la horizontal. Con g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es su alcance horizontal?',
      'x = 240 m',
    ],
    [
      'Una pelota es pateada con 20 m/s a 30° sobre la horizontal. ¿Qué altura máxima alcanza? (g = 10 m/s²)',
      'h_máx = 5 m',
    ],
    [
      'Un cañón dispara un proyectil a 100 m/s con una inclinación de 45°. Con g = 10 m/s², ¿cuánto tiempo está en el aire?',
      't_v ≈ 14,14 s',
    ],
    [
      'Un jugador patea una pelota a 25 m/s con un ángulo de 53° respecto del suelo. ¿A qué distancia cae? sen 53° = 0,8; cos 53° = 0,6; g = 10 m/s²',
      'x = 60 m',
    ],
    [
      'Desde una mesa de 80 cm de altura cae rodando una bolita con velocidad de 1,5 m/s. ¿A qué distancia de la mesa toca el piso? g = 10 m/s²',
      'x = 0,6 m',
    ],
  ])('%s → %s', (problem, expected) => {
    const reply = projectileReply(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toBe(expected);
  });

  it('uses the usual g when the statement gives none, and says so', () => {
    const reply = projectileReply(
      'Se lanza horizontalmente una piedra desde 4,9 m de altura a 3 m/s. ¿A qué distancia de la base cae?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('el enunciado no da g');
    expect(answerLine(reply?.text ?? '')).toBe('x = 3 m');
  });

  it('is not sure when a datum is left out, and states no result', () => {
    const reply = projectileReply(
      'Se lanza horizontalmente una piedra de 2 kg desde 20 m de altura a 5 m/s. ¿A qué distancia cae? (g = 10 m/s²)',
    );

    expect(reply).toBeUndefined();
    const unused = projectileReply(
      'Se lanza horizontalmente una piedra desde 20 m de altura a 5 m/s durante 3 intentos. ¿A qué distancia cae? (g = 10 m/s²)',
    );
    expect(unused?.certain ?? false).toBe(false);
    expect(answerLine(unused?.text ?? '')).toBe('');
  });

  it('declines a datum changed in words, an angle or one component asked, which it does not work out', () => {
    // Both were stated sure with the unchanged problem's result (x = 1,5 m; v = 25 m/s).
    for (const problem of [
      'Una pelota rueda sobre una mesa horizontal de 1,25 m de altura y abandona el borde con una velocidad de 3 m/s. Si la velocidad con que abandona el borde fuera el doble, ¿a qué distancia del pie de la mesa caería? Considere g = 10 m/s².',
      'Se patea una pelota desde el suelo a 20 m/s formando 30° con la horizontal. ¿Cuál es su alcance si la velocidad se duplica? (g = 10 m/s²)',
      // A part of the horizontal way is no part of the height; an angle with no landing speed to read.
      'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra con 15 m/s. ¿Cuánto tarda en recorrer la mitad de la distancia horizontal? Considere g = 10 m/s².',
      'Desde la terraza de un edificio de 20 m de altura se lanza horizontalmente una pelota. ¿Qué ángulo forma con la horizontal su velocidad al llegar al suelo? Considere g = 10 m/s².',
      // Three data that disagree (0,4 s · 4 m/s is 1,6 m, not 2 m): no reading of two of them.
      'Una bolita sale disparada horizontalmente de una mesa de 80 cm de altura con 4 m/s y toca el piso a 2 m del pie de la mesa. ¿Con qué velocidad llega al suelo? g = 10 m/s²',
      // Measured from the plane, which keeps above the package: 0 m, not the 1.010 m from the release.
      'Un avión vuela horizontalmente a 500 m con 360 km/h y suelta un paquete. ¿A qué distancia horizontal del avión está el paquete al tocar el suelo?',
    ])
      expect(projectileReply(problem)?.certain ?? false, problem).toBe(false);
  });

  it.each([
    // From the height and where it lands, with no speed given: the fall's time, the launch speed, the landing speed.
    [
      'Una pelota rueda por una mesa de 1,25 m de alto y cae al piso a 2 m del borde de la mesa (g = 10 m/s²). ¿Cuánto tarda en caer?',
      't = 0,5 s',
    ],
    [
      'Un carrito sale rodando del borde de una mesada de 45 cm de alto y pega en el piso a 60 cm del pie de la mesada. Usá g = 10 m/s². ¿Cuánto tiempo está en el aire?',
      't = 0,3 s',
    ],
    [
      'Una bolita sale disparada horizontalmente desde el borde de una mesa de 80 cm de altura y toca el piso a 2 m del pie de la mesa. ¿Con qué velocidad salió? Considere g = 10 m/s².',
      'v₀ = 5 m/s',
    ],
    [
      'Una bolita abandona una mesa de 1,8 m de altura y cae a 3 m del pie de la mesa. ¿Con qué rapidez llega al piso? (g = 10 m/s²)',
      'v ≈ 7,81 m/s',
    ],
    // The launch speed and where it lands: t = x/v₀, then v_y = g·t.
    [
      'Una pelota se lanza horizontalmente con una velocidad de 8 m/s y cae a 16 m de la vertical del punto de lanzamiento. ¿Con qué rapidez llega al suelo? Considere g = 10 m/s².',
      'v ≈ 21,54 m/s',
    ],
    [
      'Se arroja horizontalmente una piedra a 12 m/s y toca el suelo a 24 m de la base del muro. ¿Con qué velocidad llega al suelo? g = 10 m/s²',
      'v ≈ 23,32 m/s',
    ],
    // The angle on landing: tan θ = v_y / v_x (20/15), or with the vertical v_x / v_y (30/30).
    [
      'Desde la terraza de un edificio de 20 m de altura se lanza horizontalmente una pelota con una velocidad de 15 m/s. ¿Qué ángulo forma con la horizontal su velocidad al llegar al suelo? Considere g = 10 m/s².',
      'θ ≈ 53,13° por debajo de la horizontal',
    ],
    [
      'Desde una altura de 45 m se lanza horizontalmente un objeto a 30 m/s. ¿Qué ángulo forma su velocidad con la vertical al llegar al suelo? Usá g = 10 m/s².',
      'β = 45° con la vertical',
    ],
    // A part of the height: √(2·40/10), √(2·31,25/10).
    [
      'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra con 15 m/s. ¿Cuánto tiempo tarda en caer la mitad de esa altura? Considere g = 10 m/s².',
      't ≈ 2,83 s',
    ],
    [
      'Desde 125 m de altura se lanza horizontalmente una piedra a 20 m/s. ¿Cuánto tarda en descender la cuarta parte de su altura? g = 10 m/s²',
      't = 2,5 s',
    ],
    // The time asked in milliseconds: √(2·0,8/10) = 0,4 s.
    [
      'Una pelota se lanza horizontalmente desde una mesa de 80 cm de altura con 3 m/s. ¿Cuánto tarda en llegar al piso, en milisegundos? Considere g = 10 m/s².',
      't = 400 ms',
    ],
  ])('reads a horizontal launch from any two of its data: %s → %s', (problem, expected) => {
    const reply = projectileReply(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toBe(expected);
  });

  it('answers the vertical component on landing as g·t, never the speed whole', () => {
    // The speed whole (25 m/s) was once stated for it; the horizontal 15 m/s does not change it.
    const ball = projectileReply(
      'Una pelota se lanza horizontalmente desde 20 m con 15 m/s. ¿Qué velocidad vertical tiene al llegar al suelo? g = 10 m/s²',
    );
    expect(ball?.certain).toBe(true);
    expect(answerLine(ball?.text ?? '')).toBe('v_y = 20 m/s');
    const parcel = projectileReply(
      'Un avión que vuela horizontalmente a 500 m de altura con una velocidad de 100 m/s suelta un paquete (g = 10 m/s²; sin rozamiento con el aire).\n¿Cuánto vale la componente vertical de su velocidad al llegar al suelo?',
    );
    expect(answerLine(parcel?.text ?? '')).toBe('v_y = 100 m/s');
  });

  it('leaves alone a body on an inclined plane, a vertical throw and a launch from a height at an angle', () => {
    expect(
      projectileReply(
        'Un bloque se lanza hacia arriba por un plano inclinado de 30° a 10 m/s. ¿Hasta dónde sube?',
      ),
    ).toBeUndefined();
    expect(
      projectileReply('Se lanza verticalmente hacia arriba una pelota a 20 m/s. ¿Qué altura máxima alcanza?'),
    ).toBeUndefined();
    expect(
      projectileReply(
        'Desde una terraza de 20 m se lanza una pelota a 10 m/s formando 30° con la horizontal. ¿Dónde cae?',
      ),
    ).toBeUndefined();
  });

  it('lands a horizontal launch where the fall time and the uniform motion agree (seeded)', () => {
    const next = random(37);
    for (let i = 0; i < 50; i++) {
      const h = Math.round(1 + next() * 99);
      const v = Math.round(1 + next() * 29);
      const x = answerValue(
        projectileReply(
          `Se lanza horizontalmente una piedra desde ${h} m de altura a ${v} m/s. Con g = 10 m/s², ¿a qué distancia del pie cae?`,
        )?.text ?? '',
      );
      const t = x / v;

      expect(Math.abs(5 * t * t - h)).toBeLessThan(0.02 * h + 0.05);
    }
  });

  it('brings an oblique launch back to the ground at its range (seeded)', () => {
    const next = random(41);
    for (let i = 0; i < 50; i++) {
      const v = Math.round(5 + next() * 60);
      const degrees = Math.round(10 + next() * 70);
      const range = answerValue(
        projectileReply(
          `Se lanza un proyectil desde el suelo a ${v} m/s con un ángulo de ${degrees}° sobre la horizontal. Con g = 10 m/s², ¿cuál es su alcance?`,
        )?.text ?? '',
      );
      const rad = (degrees * Math.PI) / 180;
      const t = range / (v * Math.cos(rad));

      expect(Math.abs(v * Math.sin(rad) * t - 5 * t * t)).toBeLessThan(0.01 * range + 0.05);
    }
  });

  it('answers the time to the highest point, not the time of flight, when the question asks it', () => {
    const rise = projectileReply(
      'Un proyectil se dispara desde el suelo a 50 m/s con 53° sobre la horizontal (sen 53° = 0,8; cos 53° = 0,6; g = 10 m/s²). ¿Cuánto tarda en llegar a la altura máxima?',
    );
    expect(rise?.certain).toBe(true);
    expect(answerLine(rise?.text ?? '')).toBe('t_s = 4 s');
    const horizontal = projectileReply(
      'Desde un acantilado de 80 m se lanza horizontalmente una piedra a 15 m/s (g = 10 m/s²). ¿Cuánto tarda en llegar a la altura máxima?',
    );
    expect(horizontal?.certain).not.toBe(true);
  });

  it('finds a rise time that brings the vertical speed to zero (seeded)', () => {
    const next = random(57);
    for (let i = 0; i < 40; i++) {
      const v = Math.round(5 + next() * 60);
      const degrees = Math.round(10 + next() * 70);
      const t = answerValue(
        projectileReply(
          `Se lanza un proyectil desde el suelo a ${v} m/s con un ángulo de ${degrees}° sobre la horizontal. Con g = 10 m/s², ¿cuánto tarda en alcanzar el punto más alto?`,
        )?.text ?? '',
      );
      expect(Math.abs(v * Math.sin((degrees * Math.PI) / 180) - 10 * t)).toBeLessThan(0.01 * v + 0.05);
    }
  });

  it('gives the result in the unit the question asks, the SI one beside it', () => {
    const marble = projectileReply(
      'Una bolita rueda a 30 cm/s sobre una mesa de 1,25 m de alto y cae por el borde (g = 10 m/s²). ¿A cuántos centímetros del borde de la mesa, en horizontal, toca el piso?',
    );
    expect(marble?.certain).toBe(true);
    expect(answerLine(marble?.text ?? '')).toBe('x = 15 cm');
    expect(marble?.text).toContain('(x = 0,15 m)');
  });

  it('finds the launch speed from where a horizontal launch lands, and only that speed', () => {
    const plane = projectileReply(
      'Un avión vuela horizontalmente a 500 m de altura y suelta un paquete, que toca el suelo 400 m más adelante del punto donde lo soltó. Con g = 10 m/s², ¿a qué velocidad volaba el avión, en km/h?',
    );
    expect(plane?.certain).toBe(true);
    expect(answerLine(plane?.text ?? '')).toBe('v₀ = 144 km/h');
    expect(plane?.text).toContain('(v₀ = 40 m/s)');
    // The speed on landing is another question, not the launch speed: √(40² + 100²).
    const landing = projectileReply(
      'Un avión vuela horizontalmente a 500 m de altura y suelta un paquete, que toca el suelo 400 m más adelante. Con g = 10 m/s², ¿con qué velocidad llega el paquete al suelo?',
    );
    expect(answerLine(landing?.text ?? '')).toBe('v ≈ 107,7 m/s');
  });

  it('brings a launch speed found from the landing back to the same landing (seeded)', () => {
    const next = random(91);
    for (let i = 0; i < 40; i++) {
      const h = Math.round(5 + next() * 500);
      const x = Math.round(5 + next() * 400);
      const v0 = parseNumber(
        /v₀ [=≈] ([\d.,]+) m\/s/.exec(
          projectileReply(
            `Desde un acantilado de ${h} m de altura se lanza horizontalmente una piedra que cae ${x} m más adelante. Con g = 10 m/s², ¿cuál fue su velocidad inicial?`,
          )?.text ?? '',
        )?.[1] ?? 'NaN',
      );
      expect(Math.abs(v0 * Math.sqrt((2 * h) / 10) - x)).toBeLessThan(0.01 * x + 0.05);
    }
  });
});

describe('projectileReply: a throw read back from where it lands', () => {
  it('gives the height a horizontal throw starts from, from its speed and how far ahead it lands', () => {
    const reply = projectileReply(
      'Una piedra se lanza horizontalmente con una velocidad de 6 m/s y cae a 18 m de la vertical del punto de lanzamiento. ¿Desde qué altura fue lanzada? Considere g = 10 m/s².',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**h = 45 m**');
  });

  it('gives the height and the launch speed from the time of flight and the range', () => {
    const reply = projectileReply(
      'Una moneda sale despedida horizontalmente del borde de una mesa y toca el piso 0,5 s después, a 1,5 m del pie de la mesa. ¿Cuál es la altura de la mesa y la velocidad con que salió la moneda? (g = 10 m/s²)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**h = 1,25 m; v₀ = 3 m/s**');
  });

  it('leaves the speed on landing, which the time and the range alone do not give as asked', () => {
    const reply = projectileReply(
      'Una moneda sale despedida horizontalmente del borde de una mesa y toca el piso 0,5 s después, a 1,5 m del pie de la mesa. ¿Con qué velocidad llega al piso? (g = 10 m/s²)',
    );
    expect(reply).toBeUndefined();
  });

  it('gives back the height a landing was built from (seeded)', () => {
    const next = random(73);
    for (let i = 0; i < 40; i++) {
      const v = Math.round(2 + next() * 20);
      const t = Math.round(1 + next() * 5);
      const reply = projectileReply(
        `Una pelota se lanza horizontalmente con una velocidad de ${v} m/s y cae a ${v * t} m de la vertical del punto de lanzamiento. ¿Desde qué altura fue lanzada? (g = 10 m/s²)`,
      );
      expect(answerValue(reply?.text ?? '')).toBeCloseTo(5 * t * t, 2);
    }
  });

  it('reads «la velocidad con que abandonó la mesa» as the launch speed', () => {
    const reply = projectileReply(
      'Una pelota se lanza horizontalmente desde una mesa de 0,8 m de altura y cae a 1,2 m del pie de la mesa. La velocidad con que abandonó la mesa es: (g = 10 m/s²)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v₀ = 3 m/s**');
  });

  it('reads «la velocidad con que fue lanzada» as the launch speed', () => {
    const reply = projectileReply(
      'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra que cae al mar a 60 m de la base del acantilado. Considere g = 10 m/s². ¿Cuál es la velocidad con que fue lanzada?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v₀ = 15 m/s**');
  });

  it('gives both components of the launch velocity', () => {
    const reply = projectileReply(
      'Un proyectil se dispara a 100 m/s formando 37° sobre la horizontal (sen 37° = 0,6; cos 37° = 0,8). ¿Cuáles son las componentes horizontal y vertical de su velocidad inicial?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v_x = 80 m/s (horizontal); v_y = 60 m/s (vertical)**');
  });
});

describe('projectileReply: components asked at another point of the flight', () => {
  it('leaves the components at the highest point, where the vertical one is zero', () => {
    const reply = projectileReply(
      'Un proyectil se dispara a 100 m/s formando 37° sobre la horizontal (sen 37° = 0,6; cos 37° = 0,8). ¿Cuáles son las componentes horizontal y vertical de su velocidad en el punto más alto?',
    );
    expect(reply?.text ?? '').not.toContain('v_y = 60');
  });
});

describe('projectileReply: two things asked joined by «y»', () => {
  it('states each one', () => {
    const reply = projectileReply(
      'Se patea una pelota con 20 m/s a 30° sobre la horizontal. Determinar la altura máxima y el alcance. Considere g = 10 m/s².',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**h_máx = 5 m**');
    expect(reply?.text).toContain('**x ≈ 34,64 m**');
  });

  it('reads «cuánto tarda en alcanzarla» after the highest point as the time to the top', () => {
    const reply = projectileReply(
      'Se patea una pelota con 20 m/s a 30° sobre la horizontal. ¿Cuál es la altura máxima y cuánto tarda en alcanzarla? Considere g = 10 m/s².',
    );
    expect(reply?.text).toContain('**t_s = 1 s**');
    expect(reply?.text).not.toContain('**t_v');
  });

  it('leaves «cuánto tarda en alcanzarla» alone, with nothing it names', () => {
    expect(
      projectileReply(
        'Se patea una pelota con 20 m/s a 30° sobre la horizontal. ¿Cuánto tarda en alcanzarla? Considere g = 10 m/s².',
      ),
    ).toBeUndefined();
  });
});

describe('projectileReply: more exam wordings of a landing', () => {
  it.each([
    [
      'Se patea una pelota con 20 m/s a 30° sobre la horizontal. Determinar la altura máxima, el tiempo de vuelo y el alcance. Considere g = 10 m/s².',
      ['**h_máx = 5 m**', '**t_v = 2 s**', '**x ≈ 34,64 m**'],
    ],
    [
      'Una piedra se lanza horizontalmente con 5 m/s y cae a 10 m de la base del acantilado. ¿Cuál es la altura del acantilado? g = 10 m/s²',
      ['**h = 20 m**'],
    ],
    [
      'Una piedra se lanza horizontalmente con 5 m/s desde un acantilado y cae a 10 m de la base. ¿Cuánto tarda en caer? g = 10 m/s²',
      ['**t = 2 s**'],
    ],
    [
      'Un paquete se lanza horizontalmente desde un avión y tarda 10 s en llegar al suelo, cayendo 2000 m más adelante. ¿A qué velocidad volaba el avión? g = 10 m/s²',
      ['**v₀ = 200 m/s**'],
    ],
  ])('states each thing asked: %s', (message, results) => {
    const reply = projectileReply(message);
    expect(reply?.certain).toBe(true);
    for (const result of results) expect(reply?.text).toContain(result);
  });
});

describe('projectileReply: «sin rozamiento» and one trigonometric value given', () => {
  it.each([
    // The bank's: h = (30 · 0,8)² / (2 · 10) = 576 / 20 = 28,8 m.
    [
      'Un proyectil sale del suelo a 30 m/s formando 53° con la horizontal. ¿Qué altura máxima alcanza? (Tomá sen 53° ≈ 0,8, cos 53° ≈ 0,6 y g = 10 m/s²; sin rozamiento.)',
      '**h_máx = 28,8 m**',
    ],
    // x = 2 · 20² · 0,6 · 0,8 / 10 = 38,4 m.
    [
      'Se patea una pelota con 20 m/s a 37° sobre la horizontal, sin rozamiento. ¿Cuál es su alcance? Usá sen 37° = 0,6, cos 37° = 0,8 y g = 10 m/s².',
      '**x = 38,4 m**',
    ],
    // Only the sine given: the cosine is √(1 − 0,36) = 0,8, not the calculator's 0,7986 (38,33 m).
    [
      'Se patea una pelota con 20 m/s a 37° sobre la horizontal, sin rozamiento. ¿Cuál es su alcance? Usá sen 37° = 0,6 y g = 10 m/s².',
      '**x = 38,4 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = projectileReply(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a launch up a ramp without friction to the incline readings', () => {
    expect(
      projectileReply(
        'Un bloque se lanza a 20 m/s a 37° sobre la horizontal por una rampa sin rozamiento. ¿Cuál es su alcance?',
      ),
    ).toBeUndefined();
  });
});

describe('projectileReply: the speed at the highest point of an oblique throw', () => {
  it.each([
    // 30 · cos 60° = 15 m/s; 20 · 0,8 = 16 m/s: only v_x is left at the top.
    [
      'Un proyectil es lanzado con una velocidad de 30 m/s formando 60° con la horizontal. Determinar la velocidad en el punto más alto de la trayectoria.',
      '**v = 15 m/s**',
    ],
    [
      'Se patea una pelota a 20 m/s con un ángulo de 37° sobre la horizontal (sen 37° = 0,6; cos 37° = 0,8). ¿Cuál es su rapidez en el punto más alto?',
      '**v = 16 m/s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = projectileReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The top named for the height, the speed asked on landing; a vertical component asked.
    'Se lanza un cuerpo a 40 m/s con 30° de elevación. ¿Cuál es la altura máxima y con qué velocidad llega al suelo? (g = 10 m/s²)',
    'Se lanza un cuerpo a 40 m/s con 30° de elevación. ¿Qué velocidad vertical tiene en el punto más alto? (g = 10 m/s²)',
  ])('does not answer sure: %s', (problem) => {
    expect(projectileReply(problem)?.certain ?? false).toBe(false);
  });
});

describe('projectileReply: the distance from the vehicle that lets it go', () => {
  it('says 0 m (right below) when the vehicle keeps level at its speed and the air is neglected', () => {
    // Both advance v₀·t in the fall (100 m/s · 10,1 s ≈ 1.010 m; 20 m/s · 4,04 s ≈ 80,8 m): 0 m apart.
    for (const problem of [
      'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y suelta un paquete. Despreciando el rozamiento con el aire, ¿a qué distancia horizontal del avión está el paquete cuando toca el suelo?',
      'Un helicóptero avanza horizontalmente a 20 m/s, a 80 m sobre el mar, y deja caer una caja. Sin resistencia del aire, ¿a qué distancia horizontal del helicóptero está la caja cuando llega al agua?',
      'Despreciá el rozamiento con el aire. Un camión marcha horizontalmente a 72 km/h y desde su caja, a 2 m del piso, se cae una lata. ¿A qué distancia horizontal del camión está la lata cuando toca el piso?',
    ]) {
      const reply = projectileReply(problem);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain('**d = 0 m** (justo debajo)');
    }
    // Near misses: the air not neglected; the plane speeds up after the release.
    for (const problem of [
      'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y suelta un paquete. ¿A qué distancia horizontal del avión está el paquete cuando toca el suelo?',
      'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y suelta un paquete; luego acelera. Despreciando el rozamiento con el aire, ¿a qué distancia horizontal del avión está el paquete cuando toca el suelo?',
    ])
      expect(projectileReply(problem)?.certain ?? false).toBe(false);
  });
});

describe('projectileReply: a plane drops a package on a target', () => {
  it.each([
    // Still target: t = √(2·500/10) = 10 s, 100 m/s · 10 s = 1000 m.
    [
      'Un avión vuela horizontalmente a 360 km/h y a 500 m de altura. ¿A qué distancia horizontal del blanco debe soltar un paquete para que caiga sobre él? (g = 10 m/s², sin rozamiento con el aire)',
      '**x = 1.000 m**',
    ],
    // Same sense: (150 − 5) · 12 = 1740 m.
    [
      'Un avión vuela horizontalmente a 540 km/h y a 720 m de altura. Debe dejar caer un paquete sobre una balsa que navega en el mismo sentido a 18 km/h (g = 10 m/s²; sin aire). ¿A qué distancia horizontal detrás de la balsa debe soltarlo?',
      '**d = 1.740 m (detrás de la balsa)**',
    ],
    // Toward each other: (100 + 20) · 10 = 1200 m.
    [
      'Un avión vuela horizontalmente a 100 m/s y a 500 m de altura, y debe dejar caer víveres sobre un camión que avanza en sentido contrario a 20 m/s (g = 10 m/s²). ¿A qué distancia horizontal del camión debe soltarlos?',
      '**d = 1.200 m (antes de llegar al camión)**',
    ],
    [
      'Un avión vuela horizontalmente a 540 km/h y a 720 m de altura. Debe dejar caer un paquete sobre una balsa que navega en el mismo sentido a 18 km/h (g = 10 m/s²; sin aire). ¿Con qué rapidez llega el paquete al agua?',
      '**v ≈ 192,09 m/s**',
    ],
    [
      'Un avión vuela horizontalmente a 540 km/h y a 720 m de altura. Debe dejar caer un paquete sobre una balsa que navega en el mismo sentido a 18 km/h (g = 10 m/s²; sin aire). ¿Cuánto tarda el paquete en caer?',
      '**t = 12 s**',
    ],
  ])('%s', (problem, answer) => {
    const reply = projectileReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Which way the target goes is not said.
    'Un avión vuela horizontalmente a 540 km/h y a 720 m de altura. Debe dejar caer un paquete sobre una balsa que navega a 18 km/h (g = 10 m/s²). ¿A qué distancia horizontal detrás de la balsa debe soltarlo?',
    // A speed relative to the raft is another question.
    'Un avión vuela horizontalmente a 540 km/h y a 720 m de altura. Debe dejar caer un paquete sobre una balsa que navega en el mismo sentido a 18 km/h (g = 10 m/s²). ¿Con qué rapidez llega el paquete respecto de la balsa?',
    // An extra time.
    'Un avión vuela horizontalmente a 540 km/h y a 720 m de altura. Debe dejar caer un paquete sobre una balsa que navega en el mismo sentido a 18 km/h; lo suelta a los 3 s (g = 10 m/s²). ¿A qué distancia horizontal detrás de la balsa debe soltarlo?',
  ])('leaves alone: %s', (problem) => {
    expect(projectileReply(problem)?.certain ?? false).toBe(false);
  });
});

describe('projectileReply, the height at a horizontal distance', () => {
  it.each([
    [
      'Una pelota se patea desde el piso a 25 m/s con un ángulo de 37° sobre la horizontal. ¿A qué altura está cuando avanzó 20 m en horizontal? Datos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8',
      'y = 10 m',
    ],
    [
      'Se dispara un proyectil a 30 m/s formando un ángulo de 60° con la horizontal. ¿Qué altura tiene cuando recorrió una distancia horizontal de 60 m? (g = 10 m/s²)',
      'y ≈ 23,92 m',
    ],
  ])('%s', (problem, expected) => {
    const reply = projectileReply(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it('is on the parabola the range closes: zero height at the range, the top halfway (seeded)', () => {
    const next = random(53);
    for (let i = 0; i < 20; i++) {
      const v0 = 15 + Math.round(next() * 25);
      const degrees = 20 + Math.round(next() * 50);
      const rad = (degrees * Math.PI) / 180;
      const range = (v0 * v0 * Math.sin(2 * rad)) / 10;
      const x = Math.round(range * (0.2 + 0.6 * next()));
      const text =
        projectileReply(
          `Se lanza una piedra desde el suelo a ${v0} m/s con un ángulo de ${degrees}° sobre la horizontal. ¿A qué altura se encuentra cuando ha avanzado ${x} m en horizontal? (g = 10 m/s²)`,
        )?.text ?? '';
      const expected = x * Math.tan(rad) * (1 - x / range);
      expect(Math.abs(answerValue(text) - expected)).toBeLessThan(0.01 + expected * 0.001);
    }
  });

  it('leaves alone a launch from a roof, or a horizontal distance given before the question', () => {
    expect(
      projectileReply(
        'Desde la azotea de un edificio se lanza una piedra a 20 m/s con un ángulo de 30° sobre la horizontal. ¿A qué altura está cuando avanzó 10 m en horizontal? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});
