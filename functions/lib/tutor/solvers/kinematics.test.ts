import { describe, expect, it } from 'vitest';
import { solveKinematics, tableAsWords } from './kinematics.ts';
import { parseNumber } from './numbers.ts';
import { solveProblem } from './solve-problem.ts';
import { answerLine, random } from './testing.ts';

describe('solveKinematics', () => {
  it.each([
    [
      'Un auto parte del reposo con aceleración constante de 3 m/s² durante 8 s. La distancia que recorre en ese tiempo es:',
      'd = 96 m',
    ],
    [
      'Se suelta una piedra desde 45 m de altura. Tomá g = 10 m/s² y despreciá el rozamiento con el aire. ¿Cuánto tarda en llegar al suelo?',
      't = 3 s',
    ],
    [
      'Se suelta una piedra desde 45 m de altura. Tomá g = 10 m/s² y despreciá el rozamiento con el aire. ¿Con qué velocidad llega?',
      'v = 30 m/s',
    ],
    ['Un auto va a 20 m/s y frena con 4 m/s². ¿Cuánto tiempo tarda en detenerse?', 't = 5 s'],
    [
      'Un cuerpo se lanza verticalmente hacia arriba con una velocidad de 30 m/s. ¿Cuánto tiempo tarda en alcanzar la altura máxima? (g = 10 m/s²)',
      't = 3 s',
    ],
    [
      'Un cuerpo se lanza verticalmente hacia arriba con una velocidad de 30 m/s. ¿Qué altura máxima alcanza? (g = 10 m/s²)',
      'h = 45 m',
    ],
    [
      'Un auto recorre 120 km a 60 km/h y luego otros 120 km a 40 km/h. Su velocidad media en todo el viaje es:',
      'v_m = 48 km/h',
    ],
    [
      'Un ciclista viaja 2 h a 30 km/h y después 1 h a 15 km/h. ¿Cuál es su velocidad media?',
      'v_m = 25 km/h',
    ],
    [
      'Un cuerpo se lanza hacia arriba con una velocidad inicial de 25 m/s. ¿En qué instante alcanza la altura máxima? (g = 10 m/s²)',
      't = 2,5 s',
    ],
    [
      'Una pelota se lanza verticalmente hacia arriba con 15 m/s. ¿Cuánto tarda en volver al punto de partida? (g = 10 m/s²)',
      't = 3 s',
    ],
    ['Un colectivo viaja a 54 km/h. ¿Qué distancia recorre en 40 segundos?', 'd = 600 m'],
    ['Un camión viaja a 90 km/h durante 80 min. ¿Qué distancia recorre?', 'd = 120 km'],
  ])('%s', (problem, expected) => {
    expect(answerLine(solveKinematics(problem) ?? '')).toBe(expected);
  });

  it.each([
    [
      'two vehicles toward each other',
      'Dos autos salen al mismo tiempo de dos ciudades separadas 300 km, uno hacia el otro, uno a 60 km/h y el otro a 90 km/h con aceleración nula. ¿Cuándo se encuentran?',
    ],
    [
      'a stone dropped while another is thrown',
      'Desde lo alto de una torre de 80 m se deja caer una piedra y, en el mismo instante, desde el pie se lanza otra hacia arriba a 40 m/s. ¿Cuándo se cruzan?',
    ],
    [
      'a release from a rising balloon',
      'Un globo sube a 5 m/s y a 30 m del suelo se suelta un lastre. ¿Con qué velocidad llega al suelo?',
    ],
    ['a question its formulas cannot answer', 'Un auto acelera a 2 m/s² durante 10 s. ¿Cuál es su masa?'],
    [
      'a time asked where only a velocity follows',
      'Un auto parte del reposo y acelera a 2 m/s² durante 10 s. ¿En qué momento pasa por el kilómetro 3?',
    ],
  ])('declines %s', (_kind, problem) => {
    expect(solveKinematics(problem)).toBeUndefined();
  });

  it('answers the unknown asked, whichever it is (seeded)', () => {
    const next = random(29);
    for (let i = 0; i < 60; i++) {
      const a = 1 + Math.round(next() * 40) / 10;
      const t = 2 + Math.round(next() * 18);
      const asksTime = next() < 0.5;
      const v = Math.round(a * t * 100) / 100;
      const problem = asksTime
        ? `Un auto parte del reposo y acelera a ${String(a).replace('.', ',')} m/s² hasta alcanzar ${String(v).replace('.', ',')} m/s. ¿Cuánto tiempo tarda?`
        : `Un auto parte del reposo y acelera a ${String(a).replace('.', ',')} m/s² durante ${t} s. ¿Qué velocidad alcanza?`;
      const line = answerLine(solveKinematics(problem) ?? '');
      const value = parseNumber(/[=≈] ([\d.,]+)/.exec(line)?.[1] ?? 'x');

      expect(line.startsWith(asksTime ? 't ' : 'v ')).toBe(true);
      expect(value).toBeCloseTo(asksTime ? t : v, 1);
    }
  });

  it('reads a body that stops («hasta detenerse») as braking, and states a tiny time with its digits', () => {
    // Read as uniform motion it stated «t ≈ 0 s» (0,1 m at 400 m/s, as if it never slowed down).
    expect(
      answerLine(
        solveKinematics(
          'Un proyectil que viaja a 400 m/s penetra 10 cm en un bloque de madera hasta detenerse. ¿Cuánto tiempo tarda en detenerse?',
        ) ?? '',
      ),
    ).toBe('t ≈ 0,0005 s');
    expect(
      answerLine(
        solveKinematics(
          'Un auto que va a 20 m/s frena y recorre 50 m hasta detenerse. ¿Cuánto tarda en detenerse?',
        ) ?? '',
      ),
    ).toBe('t = 5 s');
  });

  it('answers the speed a vertical throw comes back with, not the time it takes, when the speed is asked', () => {
    expect(
      answerLine(
        solveKinematics(
          'Se lanza verticalmente hacia arriba una pelota desde el suelo con 25 m/s. Considere g = 10 m/s². Hallar la rapidez con que vuelve al suelo.',
        ) ?? '',
      ),
    ).toBe('v = 25 m/s');
    expect(
      answerLine(
        solveKinematics(
          'Se lanza verticalmente hacia arriba una pelota desde el suelo con 25 m/s. Considere g = 10 m/s². ¿Cuánto tarda en volver al suelo?',
        ) ?? '',
      ),
    ).toBe('t = 5 s');
  });

  it('answers no other unknown when the one an order names («Exprese la velocidad inicial…») is a datum', () => {
    expect(
      solveKinematics(
        'Un auto que circula a 108 km/h frena con desaceleración constante y se detiene en 6 s. Exprese la velocidad inicial en m/s.',
      ),
    ).toBeUndefined();
  });

  it('leaves alone data of two stretches that one uniformly accelerated stretch would contradict', () => {
    // 0,5 m/s² from rest reaches 72 km/h in 40 s: the 2 min are the next stretch, at constant speed.
    expect(
      solveKinematics(
        'Un tren parte del reposo y acelera uniformemente a 0,5 m/s² hasta alcanzar una velocidad de 72 km/h; luego mantiene esa velocidad constante durante 2 min. ¿Qué distancia recorre mientras acelera?',
      ),
    ).toBeUndefined();
    // The same data when they agree (0,5 m/s² for 40 s from rest is 20 m/s) settle one stretch.
    expect(
      answerLine(
        solveKinematics(
          'Un tren parte del reposo y acelera uniformemente a 0,5 m/s² durante 40 s hasta alcanzar 72 km/h. ¿Qué distancia recorre?',
        ) ?? '',
      ),
    ).toBe('d = 400 m');
  });

  it("leaves two bodies' speeds alone: they are not an initial and a final speed", () => {
    expect(
      solveKinematics(
        'Un auto va a 20 m/s y adelante suyo un camión va a 15 m/s, separados 100 m. ¿Cuánto tarda el auto en llegar al camión?',
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      'Con g = 10 m/s², ¿cuánto tiempo permanece en el aire un cuerpo lanzado verticalmente hacia arriba a 15 m/s?',
      't = 3 s',
    ],
    [
      '¿Con qué velocidad hay que lanzar verticalmente hacia arriba una piedra para que llegue a una altura máxima de 20 m? Usá g = 10 m/s².',
      'v₀ = 20 m/s',
    ],
  ])('a vertical throw: %s → %s', (problem, expected) => {
    expect(answerLine(solveKinematics(problem) ?? '')).toBe(expected);
  });

  it.each([
    // The flight back where it started, asked beside another unknown: up and down, not the rise alone.
    [
      'Un cuerpo se lanza verticalmente hacia arriba y alcanza una altura máxima de 45 m. ¿Con qué velocidad fue lanzado y cuánto tarda en volver? (g = 10 m/s²)',
      '**t = 6 s**',
    ],
    [
      'Se lanza una pelota hacia arriba a 20 m/s. ¿Qué altura máxima alcanza y cuánto tarda en volver a la mano? (g = 10 m/s²)',
      '**t = 4 s**',
    ],
    // A speed «hacia abajo» of a body thrown up is on its way down: v = −10 m/s.
    [
      'Se lanza una piedra verticalmente hacia arriba con 30 m/s. ¿En qué instante su velocidad es de 10 m/s hacia abajo? (g = 10 m/s²)',
      '**t = 4 s**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveKinematics(problem) ?? '').toContain(expected);
  });

  it('says which g it used when the statement gives none', () => {
    expect(
      solveKinematics('Se deja caer una llave desde 5 m de altura. ¿Cuánto tarda en llegar al piso?'),
    ).toContain('el enunciado no da g');
  });

  it.each([
    [
      'Una pelota se arroja verticalmente hacia arriba desde el suelo y tarda 4 s en volver. ¿Con qué velocidad fue lanzada? g = 10 m/s²',
      'v₀ = 20 m/s',
    ],
    [
      'Un auto frena con una desaceleración de 5 m/s² y se detiene en 4 s. ¿A qué velocidad iba?',
      'v₀ = 20 m/s',
    ],
    ['¿Desde qué altura debe caer un objeto para llegar al suelo a 72 km/h? g = 10 m/s²', 'h = 20 m'],
    [
      'Una piedra se lanza hacia abajo desde un puente de 40 m con una velocidad de 10 m/s. ¿Con qué velocidad llega al agua? g = 10 m/s²',
      'v = 30 m/s',
    ],
  ])('reads what is given and what is asked: %s → %s', (problem, expected) => {
    expect(answerLine(solveKinematics(problem) ?? '')).toBe(expected);
  });

  it.each([
    [
      'Un móvil con movimiento rectilíneo uniforme está en x = 20 m en el instante t = 0 s y en x = 80 m en t = 4 s. ¿Cuál es su velocidad?',
      'v = 15 m/s',
    ],
    [
      'Un auto que se mueve con MRU pasa por la posición 150 m a los 2 s y por la posición 50 m a los 7 s. ¿Qué velocidad tiene?',
      'v = -20 m/s',
    ],
  ])('a uniform speed from two positions: %s → %s', (problem, expected) => {
    expect(answerLine(solveKinematics(problem) ?? '')).toBe(expected);
  });

  it('reads a straight position-time graph in words as a uniform motion, with its bare «t = 0»', () => {
    expect(
      answerLine(
        solveKinematics(
          'El gráfico posición-tiempo de un móvil es una recta que pasa por x = 20 m en t = 0 y por x = 80 m en t = 4 s. ¿Cuál es su velocidad?',
        ) ?? '',
      ),
    ).toBe('v = 15 m/s');
  });

  it('gives a speed read from a position-time graph in the unit the question asks', () => {
    const reply =
      solveKinematics(
        'Un gráfico posición-tiempo muestra una recta: el ciclista está en x = 100 m a los 0 s y en x = 400 m a los 60 s. ¿Cuál es su velocidad en km/h?',
      ) ?? '';

    expect(reply).toContain('**v = 18 km/h** (= 5 m/s)');
  });

  it('reads a straight speed-time graph given by two points: the area is the distance, the slope the acceleration', () => {
    const graph =
      'El gráfico velocidad-tiempo de un móvil es una recta que pasa por v = 0 en t = 0 y por v = 12 m/s en t = 4 s.';

    expect(answerLine(solveKinematics(`${graph} ¿Qué distancia recorre en los primeros 4 s?`) ?? '')).toBe(
      'd = 24 m',
    );
    expect(answerLine(solveKinematics(`${graph} ¿Cuál es su aceleración?`) ?? '')).toBe('a = 3 m/s²');
    // Another unknown, or a number the two points do not account for, is no reading of this.
    expect(solveKinematics(`${graph} ¿Cuánto vale su velocidad a los 2 s?`)).toBeUndefined();
    expect(solveKinematics(`${graph} Luego sigue 10 s más. ¿Qué distancia recorre?`)).toBeUndefined();
  });

  it('reads a table of speeds said to vary uniformly as a v(t) graph in stretches, and an exam part’s order as its question', () => {
    const table =
      'La tabla da la velocidad de un carrito: t (s): 0 3 6 9 / v (m/s): 0 9 9 0. Entre cada par de instantes la velocidad varía uniformemente.';
    expect(
      answerLine(solveKinematics(`${table} Determinar la distancia recorrida entre t = 0 y t = 9 s.`) ?? ''),
    ).toBe('d = 54 m');
    expect(
      answerLine(solveKinematics(`${table} Hallar la aceleración durante los primeros 3 s.`) ?? ''),
    ).toBe('a = 3 m/s²');
    expect(
      answerLine(solveKinematics(`${table} ¿Cuál es la velocidad media entre t = 0 y t = 9 s?`) ?? ''),
    ).toBe('v_m = 6 m/s');
    // A span with two slopes has no one acceleration; a table not said to be straight between its
    // instants is no graph of straight stretches.
    expect(solveKinematics(`${table} Hallar la aceleración durante los primeros 6 s.`)).toBeUndefined();
    expect(
      tableAsWords(
        'la tabla da la velocidad de un carrito: t (s): 0 3 6 9 / v (m/s): 0 9 9 0. ¿que distancia recorre?',
      ),
    ).toBeUndefined();
  });

  it('never takes «la velocidad media entre t = 0 y t = 8 s» for the speed at 8 s', () => {
    const graph =
      'de 0 s a 4 s la velocidad crece uniformemente de 0 a 12 m/s; de 4 s a 8 s se mantiene en 12 m/s.';
    expect(
      answerLine(solveKinematics(`${graph} ¿Cuál es la velocidad media entre t = 0 y t = 8 s?`) ?? ''),
    ).toBe('v_m = 9 m/s');
  });

  it('reads a table of positions on one line as a uniform motion, and no other table', () => {
    const reply =
      solveKinematics(
        'Se registró la posición de un ciclista que marcha con velocidad constante: t (s): 0 2 4 6 / x (m): 10 16 22 28. Hallar la posición del ciclista a los 20 s.',
      ) ?? '';
    expect(answerLine(reply)).toBe('x = 70 m');
    expect(reply).toContain('(t = 4 s; x = 22 m)');
    // Positions that are not on one line are no uniform motion.
    expect(
      tableAsWords('t (s): 0 2 4 6 / x (m): 10 16 24 28. hallar la posicion a los 20 s.'),
    ).toBeUndefined();
  });

  it('checks random tables of positions back: each position of the table lies on the line it answers with (seeded)', () => {
    const next = random(32_7610);
    for (let i = 0; i < 30; i++) {
      const x0 = Math.floor(next() * 50);
      const v = 1 + Math.floor(next() * 9);
      const step = 1 + Math.floor(next() * 4);
      const asked = 10 + Math.floor(next() * 40);
      const ts = [0, step, 2 * step, 3 * step];
      const reply = solveKinematics(
        `La posición de un móvil con velocidad constante está en la tabla: t (s): ${ts.join(' ')} / x (m): ${ts.map((t) => x0 + v * t).join(' ')}. Hallar la posición del móvil a los ${asked} s.`,
      );
      const x = parseNumber(/x [=≈] (-?[\d.,]+)/.exec(answerLine(reply ?? ''))?.[1] ?? 'NaN');
      // Back: the answered position and each row give the same speed.
      for (const t of ts.slice(1)) expect((x - (x0 + v * t)) / (asked - t)).toBeCloseTo(v, 6);
    }
  });

  it('reads a graph point whose speed comes without «v =», told by its unit («parte de 20 m/s en t = 0»)', () => {
    const graph =
      'La gráfica velocidad-tiempo de un móvil es un segmento de recta que parte de 30 m/s en t = 0 y llega a 6 m/s en t = 4 s.';
    expect(answerLine(solveKinematics(`${graph} ¿Qué distancia recorre en ese lapso?`) ?? '')).toBe(
      'd = 72 m',
    );
    expect(answerLine(solveKinematics(`${graph} ¿Cuál es su aceleración?`) ?? '')).toMatch(
      /^a = [-−]6 m\/s²$/,
    );
    // A number with no unit is no speed: two points are not read.
    expect(
      solveKinematics(
        'La gráfica velocidad-tiempo de un móvil parte de 30 en t = 0 y llega a 6 m/s en t = 4 s. ¿Qué distancia recorre?',
      ) ?? '',
    ).not.toContain('Gráfico velocidad-tiempo');
  });

  it('checks the area of random speed-time graphs back against the motion it stands for (seeded)', () => {
    const next = random(32_1135);
    for (let i = 0; i < 30; i++) {
      const v1 = Math.floor(next() * 10);
      const v2 = v1 + 1 + Math.floor(next() * 20);
      const t2 = 2 + Math.floor(next() * 10);
      const reply = solveKinematics(
        `El gráfico velocidad-tiempo de un auto es una recta que pasa por v = ${v1} m/s en t = 0 y por v = ${v2} m/s en t = ${t2} s. ¿Qué distancia recorre en ese tramo?`,
      );
      const a = (v2 - v1) / t2;
      const d = v1 * t2 + (a * t2 ** 2) / 2;

      expect(parseNumber(/d [=≈] (-?[\d.,]+)/.exec(answerLine(reply ?? ''))?.[1] ?? 'NaN')).toBeCloseTo(d, 1);
    }
  });

  it('leaves a vertical motion with two heights (a start and a level) alone: one displacement cannot stand for both', () => {
    expect(
      solveKinematics(
        'Se lanza un objeto verticalmente hacia arriba con 25 m/s desde 20 m de altura. ¿Cuánto tarda en llegar a 10 m del suelo? g = 10 m/s²',
      ),
    ).toBeUndefined();
  });

  it('reads a time spelled out («medio minuto») and «v₀ = 0» in a list of data as from rest', () => {
    expect(
      answerLine(
        solveKinematics(
          'Un tren arranca desde el reposo y durante medio minuto acelera uniformemente a razón de 0,4 m/s². ¿Qué distancia cubre en ese lapso?',
        ) ?? '',
      ),
    ).toBe('d = 180 m');
    expect(
      answerLine(
        solveKinematics(
          'Datos: v₀ = 0; a = 2,5 m/s²; t = 6 s. Un ciclista arranca con esos datos. ¿Qué distancia recorrió al cabo de ese tiempo?',
        ) ?? '',
      ),
    ).toBe('d = 45 m');
  });

  it('reads «arranca» as from rest, unless a speed follows it', () => {
    expect(
      answerLine(
        solveKinematics(
          'Un colectivo arranca y en 20 s alcanza 72 km/h. ¿Qué distancia recorrió en ese tiempo?',
        ) ?? '',
      ),
    ).toBe('d = 200 m');
    expect(
      answerLine(
        solveKinematics(
          'Un auto arranca a 20 m/s y mantiene esa velocidad durante 10 s. ¿Qué distancia recorre?',
        ) ?? '',
      ),
    ).toBe('d = 200 m');
  });

  it.each([
    [
      'Un micro viaja 2 h a 90 km/h, se detiene 30 min a cargar combustible y luego recorre 120 km en 1,5 h. ¿Cuál fue su velocidad media en todo el viaje?',
      'v_m = 75 km/h',
    ],
    [
      'Un ciclista recorre 6 km en 20 min y después 4 km en 10 min. ¿Cuál es su velocidad media en km/h?',
      'v_m = 20 km/h',
    ],
    [
      'Un tren recorre 36 km en 30 min y luego otros 72 km a 72 km/h. ¿Cuál es su velocidad media, expresada en m/s?',
      'v_m = 20 m/s',
    ],
  ])('a mean speed over legs of any two data, stops included: %s → %s', (problem, expected) => {
    expect(answerLine(solveKinematics(problem) ?? '')).toBe(expected);
  });

  it('checks random trips in legs back: the mean is the whole way over the whole time (seeded)', () => {
    const next = random(32_1142);
    for (let i = 0; i < 30; i++) {
      const t1 = 1 + Math.floor(next() * 3);
      const v1 = 40 + Math.floor(next() * 60);
      const stop = 10 + Math.floor(next() * 50);
      const d2 = 20 + Math.floor(next() * 100);
      const t2 = 1 + Math.floor(next() * 2);
      const reply = solveKinematics(
        `Un auto viaja ${t1} h a ${v1} km/h, se detiene ${stop} min y luego recorre ${d2} km en ${t2} h. ¿Cuál fue su velocidad media?`,
      );
      const mean = (t1 * v1 + d2) / (t1 + stop / 60 + t2);

      expect(parseNumber(/v_m [=≈] ([\d.,]+)/.exec(answerLine(reply ?? ''))?.[1] ?? 'NaN')).toBeCloseTo(
        mean,
        1,
      );
    }
  });

  it('times a train across a bridge when the question is a five-option stem («el tiempo que tarda… es»)', () => {
    expect(
      answerLine(
        solveKinematics(
          'Un tren de 100 m de largo cruza un puente de 200 m a 36 km/h. ¿Cuál es el tiempo que tarda en cruzarlo completamente?',
        ) ?? '',
      ),
    ).toBe('t = 30 s');
  });

  it('reads the position of a uniform motion at the instant asked, from two positions', () => {
    const given = 'Un móvil con MRU pasa por x = 30 m a los 2 s y por x = 90 m a los 8 s.';

    expect(answerLine(solveKinematics(`${given} ¿En qué posición estaba en t = 0?`) ?? '')).toBe('x = 10 m');
    expect(answerLine(solveKinematics(`${given} ¿Dónde estará a los 20 s?`) ?? '')).toBe('x = 210 m');
  });

  it('reads from rest down to the ground as a fall, however it is told', () => {
    const data = 'Datos: altura inicial 125 m; la piedra parte del reposo; g = 10 m/s².';

    expect(answerLine(solveKinematics(`${data} ¿Cuál es el tiempo de caída hasta el suelo?`) ?? '')).toBe(
      't = 5 s',
    );
    expect(answerLine(solveKinematics(`${data} ¿Con qué velocidad llega al suelo?`) ?? '')).toBe(
      'v = 50 m/s',
    );
  });

  it('leaves a throw up «desde 15 m de altura» alone: that height is the start, not how far it rises', () => {
    expect(
      solveKinematics(
        'Se lanza una pelota hacia arriba a 20 m/s desde 15 m de altura. ¿Con qué velocidad pasa por el punto de lanzamiento al bajar? g = 10 m/s²',
      ),
    ).toBeUndefined();
  });

  it('gives an acceleration asked in km/h² in that unit too', () => {
    expect(
      solveKinematics('Un móvil parte del reposo y alcanza 30 m/s en 6 s. ¿Cuál es su aceleración en km/h²?'),
    ).toContain('**a = 5 m/s²** (= 64.800 km/h²)');
  });

  it('gives the mean speed of two halves of one way, whatever its length', () => {
    expect(
      answerLine(
        solveKinematics(
          'Una ciclista recorre la primera mitad de una distancia de 20 km a 10 km/h y la segunda mitad a 20 km/h. ¿Cuál fue su rapidez media?',
        ) ?? '',
      ),
    ).toBe('v_m ≈ 13,33 km/h');
  });

  it('takes a speed asked about a body that starts from rest as the one it reaches', () => {
    expect(
      answerLine(
        solveKinematics(
          'Un móvil parte del reposo con una aceleración de 2 m/s². ¿Cuánto tiempo después de partir su velocidad es de 72 km/h?',
        ) ?? '',
      ),
    ).toBe('t = 10 s');
  });

  it('never answers the way up when a thrown body is asked about on its way down', () => {
    expect(
      solveKinematics(
        'Se lanza una pelota verticalmente hacia arriba con una velocidad de 25 m/s. ¿Cuánto tiempo después de lanzada pasa, al bajar, por un punto situado 20 m por encima del punto de lanzamiento? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('leaves a throw up caught on its way down alone when the statement, not the question, says so', () => {
    expect(
      solveKinematics(
        'Se lanza una piedra verticalmente hacia arriba a 15 m/s. Cuando baja, alguien la atrapa en un punto situado 10 m por encima del lugar del lanzamiento (g = 10 m/s²). ¿Cuánto tiempo estuvo en el aire?',
      ),
    ).toBeUndefined();
  });

  it('gives the distance covered during the n-th second as the difference of two positions', () => {
    const braking =
      solveKinematics(
        'Un auto que va por un camino recto a 24 m/s reduce su rapidez uniformemente hasta 8 m/s en 4 s. ¿Qué distancia recorre durante el tercer segundo?',
      ) ?? '';
    expect(braking).toContain('**d = 14 m**');
    expect(
      answerLine(
        solveKinematics(
          'Un móvil parte del reposo con una aceleración constante de 2 m/s². ¿Qué distancia recorre en el 5° segundo?',
        ) ?? '',
      ),
    ).toBe('d = 9 m');
  });

  it('leaves a second after a braking body stopped alone, and a distance past the top of a throw', () => {
    // It stops at t = 5 s: the sixth second has no motion.
    expect(
      solveKinematics(
        'Un auto que va a 15 m/s frena a razón de 3 m/s². ¿Qué distancia recorre durante el sexto segundo?',
      ),
    ).toBeUndefined();
    // Up 11,25 m and down 1,25 m: 12,5 m covered, 10 m of displacement.
    expect(
      solveKinematics(
        'Se lanza hacia arriba una pelota a 15 m/s. ¿Qué distancia recorrió a los 2 s? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
    expect(
      answerLine(
        solveKinematics(
          'Se lanza hacia arriba una pelota a 15 m/s. ¿A qué altura está a los 2 s? (g = 10 m/s²)',
        ) ?? '',
      ),
    ).toBe('h = 10 m');
  });

  it('leaves an n-th second alone when the motion stops inside it or lasts less', () => {
    // It stops at t = 2,5 s: the third second is not a whole second of motion.
    expect(
      solveKinematics(
        'Un auto que marcha a 10 m/s frena con una desaceleración de 4 m/s². ¿Qué distancia recorre durante el tercer segundo?',
      ),
    ).toBeUndefined();
    expect(
      solveKinematics(
        'Un auto que va a 20 m/s frena uniformemente hasta 10 m/s en 2 s. ¿Qué distancia recorre durante el cuarto segundo?',
      ),
    ).toBeUndefined();
  });

  it('checks the distance of random n-th seconds against the mean speed of that second (seeded)', () => {
    const next = random(73);
    for (let i = 0; i < 40; i++) {
      const v0 = Math.round(next() * 20);
      const a = Math.round(1 + next() * 5);
      const nth = 1 + Math.floor(next() * 5);
      const ordinal = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto'][nth - 1];
      const text =
        solveKinematics(
          `Un móvil que va a ${v0} m/s acelera uniformemente a ${a} m/s². ¿Qué distancia recorre durante el ${ordinal} segundo?`,
        ) ?? '';
      // In a uniformly accelerated motion the mean speed of a second is the speed at its middle.
      const expected = v0 + a * (nth - 0.5);
      expect(parseNumber(/\*\*d = ([\d.,]+) m\*\*/.exec(text)?.[1] ?? 'NaN')).toBeCloseTo(expected, 2);
    }
  });

  it('reads a speed lost «cada segundo» as an acceleration, against the motion when it stops', () => {
    expect(
      answerLine(
        solveKinematics(
          'Un tren que marcha a 25 m/s comienza a frenar y pierde 2,5 m/s de velocidad cada segundo. ¿Qué distancia recorre hasta detenerse?',
        ) ?? '',
      ),
    ).toBe('d = 125 m');
    expect(
      answerLine(
        solveKinematics(
          'Un colectivo se mueve a 20 m/s y comienza a detenerse a razón de 4 m/s por segundo. ¿Cuánto se desplaza antes de detenerse?',
        ) ?? '',
      ),
    ).toBe('d = 50 m');
  });

  it('reads the points of a position graph written instant first, «(0 s; 20 m)»', () => {
    expect(
      answerLine(
        solveKinematics(
          'En el gráfico de posición en función del tiempo de un móvil con MRU, la recta pasa por los puntos (0 s; 20 m) y (5 s; 70 m). ¿En qué posición está en t = 8 s?',
        ) ?? '',
      ),
    ).toBe('x = 100 m');
  });

  it('reads two instants of one motion from rest: the first fixes a, the question gives the second', () => {
    expect(
      answerLine(
        solveKinematics(
          'Un auto de carrera parte del reposo y tarda 12 s en alcanzar 108 km/h. Si mantiene esa aceleración, ¿cuántos segundos, contados desde el reposo, tarda en llegar a 180 km/h?',
        ) ?? '',
      ),
    ).toBe('t = 20 s');
    expect(
      answerLine(
        solveKinematics(
          'Un trineo parte del reposo y baja 16 m por una pendiente recta en 4 s, con aceleración constante. ¿Cuántos segundos después de partir tendrá una velocidad de 20 m/s?',
        ) ?? '',
      ),
    ).toBe('t = 10 s');
    expect(
      answerLine(
        solveKinematics(
          'Un auto parte del reposo y en 8 s alcanza 72 km/h. ¿Qué distancia recorrió cuando su velocidad era de 36 km/h?',
        ) ?? '',
      ),
    ).toBe('d = 20 m');
    expect(
      answerLine(
        solveKinematics(
          'Un móvil parte del reposo con aceleración constante y recorre 50 m en 5 s. ¿Qué velocidad tiene cuando recorrió 32 m?',
        ) ?? '',
      ),
    ).toBe('v = 16 m/s');
    // Two unknowns at the other instant: not this reading, and never 36 km/h read as the start.
    expect(
      solveKinematics(
        'Un auto parte del reposo y en 8 s alcanza 72 km/h. ¿Qué distancia había recorrido y cuánto tiempo había pasado cuando su velocidad era de 36 km/h?',
      ),
    ).toBeUndefined();
    // «los 2 s siguientes» is another stretch, not an instant counted from rest.
    expect(
      solveKinematics(
        'Un móvil parte del reposo y en 4 s recorre 16 m. ¿Qué distancia recorre en los 2 s siguientes?',
      ),
    ).toBeUndefined();
    // A motion that changes after the first stretch is no longer one motion.
    expect(
      solveKinematics(
        'Un auto parte del reposo y tarda 10 s en llegar a 20 m/s; luego frena. ¿Cuánto tarda en llegar a 10 m/s?',
      ),
    ).toBeUndefined();
  });

  it('checks random later instants back: v = a t with the same a (seeded)', () => {
    const next = random(29);
    for (let i = 0; i < 30; i++) {
      const d = Math.round(2 + next() * 100);
      const t1 = Math.round(1 + next() * 10);
      const v = Math.round(1 + next() * 40);
      const t = parseNumber(
        /\*\*t [=≈] ([\d.,]+) s\*\*/.exec(
          solveKinematics(
            `Un carro parte del reposo y recorre ${d} m en ${t1} s con aceleración constante. ¿Cuánto tarda, desde que parte, en tener una velocidad de ${v} m/s?`,
          ) ?? '',
        )?.[1] ?? 'NaN',
      );
      const a = (2 * d) / t1 ** 2;
      // t is shown to two decimals: a·t may miss v by a·0,005.
      expect(Math.abs(a * t - v)).toBeLessThan(a * 0.006 + 0.01);
    }
  });

  describe('a speed-time graph told stretch by stretch', () => {
    const graph =
      'El gráfico de velocidad en función del tiempo de un auto es así: de 0 s a 4 s la velocidad crece uniformemente de 0 a 12 m/s; de 4 s a 8 s se mantiene en 12 m/s; de 8 s a 10 s disminuye uniformemente hasta 0.';

    it('gives the slope of the stretch an instant falls in, and the area as the distance', () => {
      expect(answerLine(solveKinematics(`${graph} ¿Cuál es la aceleración en t = 9 s?`) ?? '')).toBe(
        'a = -6 m/s²',
      );
      expect(answerLine(solveKinematics(`${graph} ¿Qué distancia recorre entre 0 s y 10 s?`) ?? '')).toBe(
        'd = 84 m',
      );
      expect(answerLine(solveKinematics(`${graph} ¿Qué velocidad tiene en t = 9 s?`) ?? '')).toBe(
        'v = 6 m/s',
      );
    });

    it('takes «en los primeros 6 s» and «hasta t = 6 s» as the interval from the start, and leaves «los 3 s siguientes»', () => {
      expect(answerLine(solveKinematics(`${graph} ¿Qué distancia recorre en los primeros 6 s?`) ?? '')).toBe(
        'd = 48 m',
      );
      expect(answerLine(solveKinematics(`${graph} ¿Qué distancia recorre hasta t = 6 s?`) ?? '')).toBe(
        'd = 48 m',
      );
      expect(solveKinematics(`${graph} ¿Qué distancia recorre en los 3 s siguientes?`)).toBeUndefined();
    });

    it('leaves alone an instant where two stretches meet, a jump in the speed, and a number of no stretch', () => {
      expect(solveKinematics(`${graph} ¿Cuál es la aceleración en t = 4 s?`)).toBeUndefined();
      expect(
        solveKinematics(
          'de 0 s a 4 s la velocidad crece de 0 a 12 m/s; de 4 s a 8 s se mantiene en 10 m/s. ¿Qué distancia recorre entre 0 s y 8 s?',
        ),
      ).toBeUndefined();
      expect(
        solveKinematics(`${graph} El auto pesa 900 kg. ¿Qué distancia recorre entre 0 s y 10 s?`),
      ).toBeUndefined();
    });

    it('adds up the area of random graphs as a sum of small steps would (seeded)', () => {
      const next = random(83);
      for (let i = 0; i < 30; i++) {
        const speeds = [0, 1, 2].map(() => Math.round(next() * 20));
        const [v0, v1, v2] = speeds as [number, number, number];
        const t1 = Math.round(1 + next() * 5);
        const t2 = t1 + Math.round(1 + next() * 5);
        const text = `de 0 s a ${t1} s la velocidad pasa uniformemente de ${v0} a ${v1} m/s; de ${t1} s a ${t2} s pasa de ${v1} a ${v2} m/s. ¿Qué distancia recorre entre 0 s y ${t2} s?`;
        const d = parseNumber(/\*\*d [=≈] ([\d.,]+) m\*\*/.exec(solveKinematics(text) ?? '')?.[1] ?? 'NaN');
        let sum = 0;
        const steps = 2000;
        for (let k = 0; k < steps; k++) {
          const t = ((k + 0.5) * t2) / steps;
          const v = t < t1 ? v0 + ((v1 - v0) * t) / t1 : v1 + ((v2 - v1) * (t - t1)) / (t2 - t1);
          sum += (v * t2) / steps;
        }
        expect(Math.abs(d - sum)).toBeLessThan(0.01 * sum + 0.05);
      }
    });
  });

  it('converts with the equivalence the statement gives, and says so', () => {
    const miles =
      solveKinematics(
        'Un auto viaja a 50 millas por hora constantes. ¿Cuántos kilómetros recorre en 90 minutos? (1 milla = 1,609 km)',
      ) ?? '';
    expect(miles).toContain('1 mi = 1,609 km, como da el enunciado');
    expect(answerLine(miles)).toBe('d ≈ 120,68 km');
    // Two lengths side by side with no «=» between are two data, not an equivalence.
    expect(
      solveKinematics('Un tren de 1 km de largo recorre 300 m a 20 m/s. ¿Cuánto tarda?') ?? '',
    ).not.toContain('como da el enunciado');
  });

  describe('another instant of a braking', () => {
    it('takes the deceleration from the stop and answers the instant the question gives', () => {
      const line = (problem: string) => answerLine(solveKinematics(problem) ?? '');
      expect(
        line(
          'Un auto que va a 20 m/s frena con aceleración constante y se detiene en 40 m. ¿Qué velocidad tiene cuando recorrió 30 m?',
        ),
      ).toBe('v = 10 m/s');
      expect(
        line('Un tren que va a 20 m/s frena y se detiene en 10 s. ¿Qué distancia recorrió a los 4 s?'),
      ).toBe('d = 64 m');
      expect(
        line(
          'Un auto que viaja a 30 m/s frena con una desaceleración de 5 m/s². ¿Cuánto tarda en reducir su velocidad a 10 m/s?',
        ),
      ).toBe('t = 4 s');
    });

    it('never runs a braking body backwards: a time past the stop is left alone', () => {
      expect(
        solveKinematics(
          'Un auto que viaja a 30 m/s frena con una desaceleración de 5 m/s². ¿Qué velocidad tiene a los 8 s?',
        ),
      ).toBeUndefined();
      // Past the stop (it stops at 40 m): no speed stated.
      expect(
        solveKinematics(
          'Un auto que va a 20 m/s frena y se detiene en 40 m. ¿Qué velocidad tiene cuando recorrió 50 m?',
        ) ?? '',
      ).not.toContain('**v');
    });

    it('finds the speed at a point of the way as v₀·√(1 − d/D) (seeded)', () => {
      const next = random(61);
      for (let i = 0; i < 30; i++) {
        const v0 = Math.round(5 + next() * 30);
        const D = Math.round(20 + next() * 100);
        const d = Math.round(1 + next() * (D - 2));
        const v = parseNumber(
          /\*\*v [=≈] ([\d.,]+) m\/s\*\*/.exec(
            solveKinematics(
              `Un auto que va a ${v0} m/s frena uniformemente y se detiene en ${D} m. ¿Qué velocidad tiene cuando recorrió ${d} m?`,
            ) ?? '',
          )?.[1] ?? 'NaN',
        );
        expect(v).toBeCloseTo(v0 * Math.sqrt(1 - d / D), 1);
      }
    });
  });

  it('reads «2 h 30 min» as one time, and says so; a mean speed of one stretch is that speed', () => {
    const plane =
      solveKinematics('Un avión recorre 1800 km en 2 h 30 min. ¿Cuál es su velocidad media en m/s?') ?? '';
    expect(plane).toContain('2 h 30 min = 2,5 h');
    expect(answerLine(plane)).toBe('v_m = 200 m/s');
    expect(
      answerLine(
        solveKinematics('Un auto viaja a 80 km/h durante 2 h 15 min. ¿Qué distancia recorre?') ?? '',
      ),
    ).toBe('d = 180 km');
  });

  it('says a deceleration asked as a size, with the signed acceleration beside it', () => {
    const text =
      solveKinematics(
        'Un auto que va a 90 km/h frena y se detiene en 50 m. Su desaceleración, en m/s², es:',
      ) ?? '';
    expect(answerLine(text)).toBe('desaceleración = 6,25 m/s²');
    expect(text).toContain('(a = -6,25 m/s², en contra del movimiento)');
  });

  it('says «el módulo de la aceleración de frenado» as a size, and a bare «aceleración» signed', () => {
    const size =
      solveKinematics(
        'Un colectivo que viaja a 54 km/h frena con aceleración constante y se detiene en 45 m. El módulo de la aceleración de frenado es:',
      ) ?? '';
    expect(answerLine(size)).toBe('|a| = 2,5 m/s²');
    expect(size).toContain('(a = -2,5 m/s², en contra del movimiento)');
    expect(
      answerLine(
        solveKinematics(
          'Una moto que va a 72 km/h frena y se detiene en 4 s. ¿Cuál es su aceleración de frenado?',
        ) ?? '',
      ),
    ).toBe('|a| = 5 m/s²');
    // Asked the acceleration itself, it keeps its sign.
    expect(
      answerLine(
        solveKinematics('Un auto que va a 20 m/s frena y se detiene en 50 m. ¿Cuál es su aceleración?') ?? '',
      ),
    ).toBe('a = -4 m/s²');
    // Speeding up, there is no braking size to say.
    expect(
      answerLine(
        solveKinematics(
          'Un auto parte del reposo y alcanza 20 m/s en 5 s. ¿Cuál es el módulo de su aceleración?',
        ) ?? '',
      ),
    ).toBe('a = 4 m/s²');
  });

  it('says a braking size asked in km/h² in that unit too', () => {
    const text =
      solveKinematics(
        'Un auto que va a 90 km/h frena uniformemente y se detiene en 5 s. ¿Cuál es el módulo de su aceleración, en km/h²?',
      ) ?? '';
    expect(text).toContain('**|a| = 64.800 km/h²** (= 5 m/s²; a = -5 m/s², en contra del movimiento)');
  });

  it('reads «pasa del reposo a 100 km/h» as the speed it reaches', () => {
    expect(
      solveKinematics(
        'Un auto pasa del reposo a 100 km/h en 10 s con aceleración constante. Expresá esa aceleración en km/h².',
      ),
    ).toContain('36.000 km/h²');
  });

  it('gives the mean speed of an accelerated stretch as the mean of its two speeds, checked by the distance', () => {
    const fromRest =
      solveKinematics(
        'Un objeto parte del reposo y se mueve con una aceleración constante de 6 m/s². ¿Cuál es su rapidez media en los primeros 4 s?',
      ) ?? '';
    expect(fromRest).toContain('**v_m = 12 m/s**');
    expect(fromRest).toContain('= 48$ m');
    // Thrown up past the top it turns back: the mean of the two speeds is no mean speed then.
    expect(
      solveKinematics(
        'Se lanza una piedra verticalmente hacia arriba a 10 m/s. ¿Cuál es su velocidad media en los primeros 3 s? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('sums the legs of a trip when the question asks the whole distance, in SI when the statement asks it', () => {
    const trip =
      solveKinematics(
        'Un camión va a 72 km/h durante 10 minutos y luego a 36 km/h durante 5 minutos. Expresá los resultados en unidades del SI. ¿Qué distancia total recorre?',
      ) ?? '';
    expect(answerLine(trip)).toBe('d = 15.000 m');
    const mean =
      solveKinematics(
        'Un camión va a 72 km/h durante 10 minutos y luego a 36 km/h durante 5 minutos. Expresá los resultados en unidades del SI. ¿Cuál es su rapidez media?',
      ) ?? '';
    expect(answerLine(mean)).toBe('v_m ≈ 16,67 m/s');
  });

  it('sums the legs’ times when the question asks the whole trip’s time («el tiempo total del viaje»)', () => {
    const trip = 'Un micro recorre 150 km a 75 km/h y luego otros 90 km a 60 km/h.';
    expect(answerLine(solveKinematics(`${trip} Calcular el tiempo total del viaje.`) ?? '')).toBe(
      't = 3,5 h',
    );
    expect(answerLine(solveKinematics(`${trip} ¿Cuánto dura el viaje?`) ?? '')).toBe('t = 3,5 h');
    // The mean speed of the same trip is still the whole distance over that time: 240/3,5.
    expect(answerLine(solveKinematics(`${trip} ¿Cuál es su velocidad media?`) ?? '')).toBe(
      'v_m ≈ 68,57 km/h',
    );
  });

  it('reads no leg at a constant speed where the speed changes («luego acelera hasta 30 m/s en 4 s»)', () => {
    // Was «d = 170 m» (30 m/s for all 4 s); it is 50 m + (10 + 30) / 2 · 4 = 130 m.
    for (const asked of ['¿Qué distancia total recorre?', '¿Cuál es su velocidad media?']) {
      const problem = `Un móvil va a 10 m/s constante durante 5 s y luego acelera uniformemente hasta 30 m/s en 4 s. ${asked}`;
      expect(answerLine(solveKinematics(problem) ?? '')).not.toMatch(/170|18,89/);
    }
  });

  it('answers both unknowns a question joins with «y», the second from the first', () => {
    const brake =
      solveKinematics(
        'Un auto que viaja a 108 km/h frena con una desaceleración constante de 5 m/s². ¿Cuánto tiempo tarda en detenerse y qué distancia recorre?',
      ) ?? '';
    expect(brake).toContain('**t = 6 s**');
    expect(brake).toContain('**d = 90 m**');
    const back =
      solveKinematics(
        'Se lanza verticalmente hacia arriba una piedra y tarda 6 s en volver al punto de partida. ¿Con qué velocidad fue lanzada y qué altura máxima alcanzó? (g = 10 m/s²)',
      ) ?? '';
    // Not v = 0 at the top with the whole flight's time: v₀ = 30 m/s, and the top 45 m up.
    expect(back).toContain('**v₀ = 30 m/s**');
    expect(back).toContain('**h_máx = 45 m**');
  });

  it('leaves a part of the way («la mitad de la altura», «la mitad de un camino de 100 km») to others', () => {
    expect(
      solveKinematics(
        'Un cuerpo cae libremente desde 80 m. ¿Qué velocidad tiene cuando pasa por la mitad de la altura?',
      ),
    ).toBeUndefined();
    expect(
      solveKinematics(
        'Un auto recorre la mitad de un camino de 100 km a 50 km/h. ¿Cuánto tarda en esa mitad?',
      ),
    ).toBeUndefined();
  });
});

describe('solveKinematics: a train through a bridge or a tunnel', () => {
  it.each([
    [
      'Un tren de 200 m de largo que va a 20 m/s cruza un puente de 400 m. ¿Cuánto tarda en cruzarlo completamente?',
      ['400 + 200 = 600', '**t = 30 s**'],
    ],
    [
      'Un tren de 150 m de longitud atraviesa un túnel de 850 m a 72 km/h. ¿Cuánto tiempo tarda en pasar?',
      ['**t = 50 s**'],
    ],
    [
      'Un tren de 100 m de largo entra en un túnel de 500 m a 10 m/s. ¿Cuánto tarda en quedar completamente dentro del túnel?',
      ['500 - 100 = 400', '**t = 40 s**'],
    ],
    ['Un tren de 120 m tarda 20 s en cruzar un puente de 280 m. ¿Cuál es su velocidad?', ['**v = 20 m/s**']],
  ])('%s', (problem, fragments) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(true);
    for (const fragment of fragments) expect(reply.text).toContain(fragment);
  });

  it.each([
    // «dentro» without «completamente»: the front inside, or the whole train? Not guessed.
    'Un tren de 200 m cruza un túnel de 300 m a 25 m/s. ¿Cuánto tarda en estar dentro?',
    // Which length is the train's is not said.
    'Un tren cruza un puente a 20 m/s; las longitudes son 200 m y 400 m. ¿Cuánto tarda?',
  ])('leaves alone %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveKinematics: two unknowns joined by «y el…», «y la…»', () => {
  it.each([
    [
      'Se lanza una piedra hacia arriba con 20 m/s. Hallar la altura máxima y el tiempo que tarda en alcanzarla. g = 10 m/s²',
      ['**h = 20 m**', '**t = 2 s**'],
    ],
    [
      'Se deja caer una pelota desde 20 m. Calcular el tiempo de caída y la velocidad final. g = 10 m/s²',
      ['**t = 2 s**', '**v = 20 m/s**'],
    ],
  ])('states both: %s', (message, results) => {
    const reply = solveKinematics(message) ?? '';
    for (const result of results) expect(reply).toContain(result);
  });
});

describe('solveKinematics: two unknowns joined by «y con qué…»', () => {
  it('states the time and the speed a fall asks together', () => {
    const reply =
      solveKinematics(
        'Desde un globo quieto a 80 m de altura se suelta una bolsa de arena. ¿Cuánto tiempo tarda en tocar el suelo y con qué velocidad llega? Considere g = 10 m/s².',
      ) ?? '';

    expect(reply).toContain('**t = 4 s**');
    expect(reply).toContain('**v = 40 m/s**');
  });
});

describe('solveKinematics: the question asked with an imperative, and a position', () => {
  it('answers what «Calcular:» asks, not the first quantity the statement names', () => {
    const reply =
      solveKinematics(
        'Desde un puente se arroja verticalmente hacia abajo una piedra con una velocidad de 4 m/s y llega al agua 3 s después. Considere g = 10 m/s². Calcular: la altura del puente sobre el agua.',
      ) ?? '';

    expect(reply).toContain('**h = 57 m**');
  });

  it('leaves «se halla» alone as a place, not a question', () => {
    const reply =
      solveKinematics(
        'Un globo se halla quieto a 80 m de altura y desde él se suelta una bolsa. Considere g = 10 m/s². ¿Cuánto tarda en llegar al suelo?',
      ) ?? '';

    expect(reply).toContain('**t = 4 s**');
  });

  it('reads a position asked as the displacement from the point of launch', () => {
    const reply =
      solveKinematics(
        'Se lanza una pelota verticalmente hacia arriba con una velocidad de 25 m/s. Considere g = 10 m/s². ¿Cuál es su posición respecto del punto de lanzamiento 4 s después?',
      ) ?? '';

    expect(reply).toContain('**h = 20 m**');
  });
});

describe('solveKinematics: a work asked of a throw', () => {
  it('still answers a speed asked with the energy named as the method', () => {
    expect(
      solveKinematics(
        'Una maceta de 3 kg cae libremente desde 20 m. Aplicando la conservación de la energía mecánica (g = 10 m/s²), su rapidez al llegar al piso es:',
      ),
    ).toContain('**v = 20 m/s**');
  });

  it('leaves the weight’s work to the energy readings, though the question names the highest point', () => {
    expect(
      solveKinematics(
        'Un cuerpo de 2 kg se lanza verticalmente hacia arriba con una velocidad de 20 m/s. El trabajo realizado por el peso desde el lanzamiento hasta que alcanza la altura máxima es: (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });
});

describe('solveKinematics: a throw in two dimensions', () => {
  it('leaves a horizontal throw to the projectile, whose speed is not along one line', () => {
    expect(
      solveKinematics(
        'Una pelota se lanza horizontalmente desde 20 m de altura con 10 m/s. ¿Cuál es su velocidad al cabo de 1 s? Considere g = 10 m/s².',
      ),
    ).toBeUndefined();
  });

  it('still answers a plane that flies level', () => {
    expect(
      solveKinematics('Un avión vuela horizontalmente a 250 m/s. ¿Qué distancia recorre en 8 s?'),
    ).toContain('**d = 2.000 m**');
  });
});

describe('solveKinematics: the rise time given as a datum', () => {
  it.each([
    [
      'Un objeto se lanza hacia arriba y tarda 3 s en alcanzar su altura máxima. ¿Con qué velocidad fue lanzado? Considere g = 10 m/s².',
      '**v₀ = 30 m/s**',
    ],
    [
      'Un objeto se lanza verticalmente hacia arriba y tarda 3 s en alcanzar su altura máxima. ¿Qué altura máxima alcanza? Considere g = 10 m/s².',
      '**h = 45 m**',
    ],
  ])('reads the time as the rise: %s', (message, expected) => {
    expect(solveKinematics(message)).toContain(expected);
  });

  it('leaves the time in the air, which the rise alone does not state', () => {
    expect(
      solveKinematics(
        'Un objeto se lanza verticalmente hacia arriba y tarda 3 s en alcanzar su altura máxima. ¿Cuánto tiempo permanece en el aire? Considere g = 10 m/s².',
      ),
    ).toBeUndefined();
  });
});

describe('solveKinematics: a speed that changes is an accelerated motion', () => {
  it.each([
    [
      'Un móvil parte con 5 m/s y a los 10 s su velocidad es 25 m/s. ¿Qué distancia recorrió en ese tiempo?',
      '**d = 150 m**',
    ],
    [
      'Un móvil parte con 5 m/s y a los 10 s su velocidad es 25 m/s. ¿Cuál es su aceleración?',
      '**a = 2 m/s²**',
    ],
  ])('%s', (statement, expected) => {
    expect(solveKinematics(statement)).toContain(expected);
  });
});

describe('solveKinematics: a speed also in km/h keeps its sign and its relation', () => {
  it('states −5 m/s as −18 km/h, exactly', () => {
    expect(
      solveKinematics(
        'Se lanza una pelota verticalmente hacia arriba con una velocidad de 25 m/s. ¿Cuál es su velocidad a los 3 s? (g = 10 m/s²)',
      ),
    ).toContain('**v = -5 m/s** (= -18 km/h)');
  });
});

describe('solveKinematics: a package let go from a plane flying level', () => {
  it('leaves it to the throw: the package falls as it moves on', () => {
    // «t = 5 s» (500 m at 100 m/s, along one line) was stated for a distance from the plane asked.
    expect(
      solveKinematics(
        'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 360 km/h y suelta un paquete. ¿A qué distancia horizontal del avión está el paquete cuando toca el suelo?',
      ),
    ).toBeUndefined();
  });
});

describe('solveKinematics: speed-time graphs told by durations, and a line that crosses the axis', () => {
  it.each([
    // The bank's: ½·2·2 + 6·2 + ½·2·2 = 2 + 12 + 2 = 16 m.
    [
      'El gráfico v(t) de un ascensor que sube tiene tres tramos rectos: en los primeros 2 s la velocidad crece de 0 a 2 m/s, durante los 6 s siguientes se mantiene en 2 m/s y en los últimos 2 s baja uniformemente hasta 0. ¿Cuántos metros subió?',
      '**d = 16 m**',
    ],
    // ½·20·15 + 60·15 + ½·30·15 = 150 + 900 + 225 = 1275 m; from rest, the first speed is 0.
    [
      'Un tren parte del reposo; en los primeros 20 s su velocidad aumenta uniformemente hasta 15 m/s, durante los 60 s siguientes se mantiene en 15 m/s y en los últimos 30 s disminuye uniformemente hasta 0. ¿Qué distancia recorrió en total?',
      '**d = 1.275 m**',
    ],
    // At t = 9 s it is in the last stretch: (0 − 2)/2 = −1 m/s².
    [
      'El gráfico v(t) de un ascensor tiene tramos rectos: en los primeros 2 s la velocidad crece de 0 a 2 m/s, durante los 6 s siguientes se mantiene en 2 m/s y en los últimos 2 s baja uniformemente hasta 0. ¿Qué aceleración tiene en t = 9 s?',
      '**a = -1 m/s²**',
    ],
    // The bank's, each part: v = 0 at t = 5 s, triangles +25 m and −25 m.
    [
      'El gráfico v(t) de un móvil es una recta que vale 10 m/s en t = 0 y −10 m/s en t = 10 s. ¿Cuál es su desplazamiento?',
      '**Δx = 0 m**',
    ],
    [
      'El gráfico v(t) de un móvil es una recta que vale 10 m/s en t = 0 y −10 m/s en t = 10 s. Entre t = 0 y t = 10 s, ¿qué distancia recorrió?',
      '**d = 50 m**',
    ],
    // v = 0 at t = 3 s: ½·6·3 = 9 m and ½·2·1 = 1 m: 10 m walked.
    [
      'El gráfico velocidad-tiempo de un carrito es una recta: v = 6 m/s en t = 0 s y v = −2 m/s en t = 4 s. ¿Qué distancia recorrió en esos 4 s?',
      '**d = 10 m**',
    ],
  ])('%s', (problem, expected) => {
    expect(solveKinematics(problem)).toContain(expected);
  });

  it('states both the displacement and the distance of a line that crosses the axis, through the engine', async () => {
    const { solveProblem } = await import('./solve-problem.ts');
    const reply = solveProblem(
      'El gráfico v(t) de un móvil es una recta que vale 10 m/s en t = 0 y −10 m/s en t = 10 s. Entre t = 0 y t = 10 s, ¿cuál es su desplazamiento y qué distancia recorrió?',
    );

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**Δx = 0 m**');
    expect(reply.text).toContain('**d = 50 m**');
  });

  it.each([
    // The count of stretches told is not the stretches read.
    'El gráfico v(t) de un ascensor que sube tiene dos tramos rectos: en los primeros 2 s la velocidad crece de 0 a 2 m/s, durante los 6 s siguientes se mantiene en 2 m/s y en los últimos 2 s baja uniformemente hasta 0. ¿Cuántos metros subió?',
    // The first speed not said, nor a start from rest.
    'Un tren; en los primeros 20 s su velocidad aumenta uniformemente hasta 15 m/s, durante los 60 s siguientes se mantiene en 15 m/s y en los últimos 30 s disminuye uniformemente hasta 0. ¿Qué distancia recorrió en total?',
    // A span that is not the points' instants.
    'El gráfico v(t) de un móvil es una recta que vale 10 m/s en t = 0 y −10 m/s en t = 10 s. Entre t = 0 y t = 6 s, ¿qué distancia recorrió?',
  ])('does not answer sure: %s', async (problem) => {
    const { solveProblem } = await import('./solve-problem.ts');

    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveKinematics leaves to other readings what is not one whole straight motion', () => {
  it.each([
    // Two directions: a vector change (25 m/s over 5 s), not (15 − 20)/5 = −1 m/s², once stated sure.
    'Un auto va a 20 m/s hacia el este y, después de doblar en una esquina en 5 s, a 15 m/s hacia el norte. ¿Cuál es el módulo de su aceleración media?',
    'Una pelota viaja a 12 m/s hacia el norte y rebota a 8 m/s hacia el sur en 0,1 s. ¿Cuál es su aceleración media?',
    // 25 m in its last second is no fall from 25 m (2,24 s was stated sure; it falls 3 s).
    'Un cuerpo cae libremente desde el reposo y, en el último segundo de su caída, recorre 25 m. ¿Cuánto tardó? (Usá g = 10 m/s².)',
    'Un móvil parte del reposo con aceleración constante y recorre 18 m durante el tercer segundo. ¿Cuánto tarda en recorrer 18 m?',
  ])('%s', (problem) => {
    expect(solveKinematics(problem)).toBeUndefined();
  });

  it('gets the time of a fall from its last second right through the engine', () => {
    const reply = solveProblem(
      'Un cuerpo cae libremente desde el reposo y, en el último segundo de su caída, recorre 25 m. ¿Desde qué altura cayó y cuánto tardó? (Usá g = 10 m/s².)',
    );

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**h = 45 m**');
    expect(reply.text).toContain('**t = 3 s**');
  });

  it('answers a trip in legs whose times are spelled out, naming them as the statement does', () => {
    // 18 · 0,5 + 24 · 0,75 = 9 + 18 = 27 km; 60 · 0,25 + 80 · 1,5 = 15 + 120 = 135 km.
    for (const [problem, expected] of [
      [
        'Un ciclista marcha a 18 km/h durante media hora y luego a 24 km/h durante tres cuartos de hora. ¿Qué distancia recorre en total?',
        'd = 27 km',
      ],
      [
        'Un micro viaja a 60 km/h durante un cuarto de hora y después a 80 km/h durante una hora y media. ¿Cuál es la distancia total recorrida?',
        'd = 135 km',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      expect(answerLine(reply.text)).toBe(expected);
    }
    // The second leg's time is missing: no total.
    expect(
      solveProblem(
        'Un ciclista marcha a 18 km/h durante media hora y luego a 24 km/h. ¿Qué distancia recorre en total?',
      ).certain,
    ).toBe(false);
  });

  it('reads a speed gained or lost in km/h each second as an acceleration', () => {
    // 3 km/h por segundo = 0,8333 m/s²: 15 m/s / 0,8333 = 18 s (54 / 3); 20 / 1,111 = 18 s; 2,5 · 10 = 25 m/s.
    for (const [problem, expected] of [
      ['Un móvil que va a 54 km/h pierde 3 km/h cada segundo. ¿Cuánto tarda en detenerse?', 't ≈ 18 s'],
      [
        'Un auto que viaja a 72 km/h frena y pierde 4 km/h por segundo. ¿Cuánto tiempo tarda en detenerse?',
        't ≈ 18 s',
      ],
      [
        'Una moto parte del reposo y gana 9 km/h cada segundo. ¿Qué velocidad tiene a los 10 s?',
        'v = 25 m/s',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      expect(answerLine(reply.text)).toBe(expected);
    }
    // No speed to lose: no time.
    expect(solveProblem('Un móvil pierde 3 km/h cada segundo. ¿Cuánto tarda en detenerse?').certain).toBe(
      false,
    );
  });

  it('finds the instant a uniform motion given by two positions reaches a third', () => {
    // v = (17 − 5)/3 = 4 m/s: t = (45 − 5)/4 = 10 s; v = 60/6 = 10 m/s: t = 2 + 120/10 = 14 s.
    for (const [problem, expected] of [
      [
        'La posición de un móvil que se mueve en línea recta con velocidad constante se registró en la tabla: t (s): 0 1 2 3 / x (m): 5 9 13 17. ¿En qué instante se encuentra en x = 45 m?',
        't = 10 s',
      ],
      [
        'Un móvil con MRU pasa por x = 30 m a los 2 s y por x = 90 m a los 8 s. ¿Cuándo pasa por x = 150 m?',
        't = 14 s',
      ],
      [
        'Un móvil con velocidad constante pasa por x = 5 m a los 0 s y por x = 17 m a los 3 s. ¿En qué instante pasa por x = 45 m?',
        't = 10 s',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      expect(answerLine(reply.text)).toBe(expected);
    }
    // A distance covered is no position: 45 m from x = 5 m is another instant.
    expect(
      solveProblem(
        'Un móvil con velocidad constante pasa por x = 5 m a los 0 s y por x = 17 m a los 3 s. ¿En qué instante recorrió 45 m?',
      ).certain,
    ).toBe(false);
  });

  it('reads a uniform motion again with its one speed changed in words', () => {
    // 90 · 0,5 = 45 km/h: 135 / 45 = 3 h; 5 · 3 = 15 m/s: 15 · 120 = 1.800 m.
    for (const [problem, expected] of [
      [
        'Un tren viaja a 90 km/h con velocidad constante. Si su velocidad fuera la mitad, ¿cuánto tardaría en recorrer 135 km?',
        't = 3 h',
      ],
      [
        'Un corredor va a 5 m/s constantes. ¿Qué distancia recorrería en 2 min si fuera al triple de velocidad?',
        'd = 1.800 m',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      expect(answerLine(reply.text)).toBe(expected);
    }
    // Two changes, or a change of an accelerated motion: no reading.
    for (const problem of [
      'Un ciclista marcha a 18 km/h con velocidad constante. ¿Cuánto tardaría en recorrer 27 km si fuera al doble de velocidad y el camino fuera el triple?',
      'Un auto parte del reposo y acelera a 2 m/s² hasta 20 m/s. ¿Cuánto tardaría si fuera al doble de velocidad?',
    ])
      expect(solveProblem(problem).certain, problem).toBe(false);
  });

  it('reads «el tiempo total de vuelo» and «cuánto dura el vuelo» as the flight of a throw up', () => {
    // 2 · 30 / 10 = 6 s; 2 · 12 / 10 = 2,4 s; 2 · 30 / 9,8 ≈ 6,12 s; from a 25 m terrace at 20 m/s up:
    // v = √(400 + 500) = 30 m/s at the ground, t = (20 + 30) / 10 = 5 s.
    for (const [problem, expected] of [
      [
        'Desde el suelo se lanza verticalmente hacia arriba un cuerpo con velocidad inicial de 30 m/s (g = 10 m/s²). ¿Cuál es el tiempo total de vuelo?',
        't = 6 s',
      ],
      [
        'Se lanza una pelota hacia arriba a 12 m/s. Calculá el tiempo total de vuelo. Usá g = 10 m/s².',
        't = 2,4 s',
      ],
      [
        'Se lanza verticalmente hacia arriba un cuerpo a 30 m/s. ¿Cuánto dura el vuelo? (g = 9,8 m/s²)',
        't ≈ 6,12 s',
      ],
      [
        'Desde la terraza de un edificio de 25 m se lanza hacia arriba una piedra a 20 m/s. Determine el tiempo total de vuelo hasta el suelo (g = 10 m/s²).',
        't = 5 s',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      expect(answerLine(reply.text)).toBe(expected);
    }
    // No launch speed: no flight time.
    expect(
      solveProblem(
        'Se lanza verticalmente hacia arriba un cuerpo. ¿Cuál es el tiempo total de vuelo? (g = 10 m/s²)',
      ).certain,
    ).toBe(false);
  });

  it('reads a table of speeds from t = 0 that fall on one line as a uniformly accelerated motion', () => {
    // (22 − 4) / 6 = 3 m/s², d = 4 · 6 + ½ · 3 · 36 = 78 m, v_m = (4 + 22) / 2 = 13 m/s; 30 → 0 m/s in
    // 15 s: 225 m; 2 → 10 m/s in 8 s: 1 m/s².
    const table = 'La tabla muestra la velocidad de un móvil: t (s): 0; 2; 4; 6 — v (m/s): 4; 10; 16; 22.';
    for (const [problem, expected] of [
      [`${table} ¿Cuál es su aceleración?`, 'a = 3 m/s²'],
      [`${table} ¿Qué distancia recorre en los 6 s?`, 'd = 78 m'],
      [`${table} ¿Cuál es su velocidad media?`, 'v_m = 13 m/s'],
      [
        'Un carrito se mueve en línea recta y se registró su velocidad: t (s): 0 5 10 15 / v (m/s): 30 20 10 0. Calculá la distancia que recorre hasta detenerse.',
        'd = 225 m',
      ],
      [
        'Se midió la velocidad de un ciclista: t (s): 0 | 4 | 8 — v (m/s): 2 | 6 | 10. ¿Cuál es su aceleración?',
        'a = 1 m/s²',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      expect(answerLine(reply.text), problem).toBe(expected);
    }
    // Speeds off one line, not said to vary uniformly; a stretch of the table or an instant inside it.
    for (const problem of [
      'La tabla muestra la velocidad de un móvil: t (s): 0; 2; 4; 6 — v (m/s): 4; 10; 14; 22. ¿Qué distancia recorre en los 6 s?',
      `${table} ¿Qué distancia recorre entre t = 2 s y t = 4 s?`,
      `${table} ¿Qué velocidad tiene a los 5 s?`,
    ])
      expect(solveProblem(problem).certain, problem).toBe(false);
  });

  it('reads another instant of a braking or a start asked with «cuando había recorrido», or by an imperative', () => {
    // Stops in 40 m from 20 m/s: a = −5 m/s², at 30 m v² = 400 − 300, v = 10 m/s. 72 km/h stopping in 8 s:
    // a = −2,5 m/s², at 30 m v = √250 ≈ 15,81 m/s. From rest, 20 m/s at 10 s: a = 2, at 10 m/s d = 25 m.
    const braking =
      'Un auto que viaja a 20 m/s frena con aceleración constante y se detiene después de recorrer 40 m.';
    for (const [problem, expected] of [
      [`${braking} ¿Qué velocidad tenía cuando había recorrido 30 m?`, 'v = 10 m/s'],
      [`${braking} Hallar la velocidad que tenía cuando había recorrido 30 m.`, 'v = 10 m/s'],
      [
        'Una moto circula a 72 km/h y frena uniformemente hasta detenerse en 8 s. Calculá su velocidad cuando lleva recorridos 30 m.',
        'v ≈ 15,81 m/s',
      ],
      [
        'Un camión parte del reposo con aceleración constante y a los 10 s su velocidad es 20 m/s. Determine la distancia recorrida cuando su velocidad es de 10 m/s.',
        'd = 25 m',
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      expect(answerLine(reply.text), problem).toBe(expected);
    }
    // Past the stop, or with no stop to fix the deceleration: no reading.
    for (const problem of [
      `${braking} ¿Qué velocidad tenía cuando había recorrido 50 m?`,
      'Un auto que viaja a 20 m/s frena con aceleración constante. ¿Qué velocidad tenía cuando había recorrido 30 m?',
    ])
      expect(solveProblem(problem).certain, problem).toBe(false);
  });

  it('does not answer half of two questions the engine left unsplit', () => {
    // «¿Con qué velocidad llega? ¿Cuál es la altura…? Considerar g…»: only the height (80 m) was stated, sure.
    expect(
      solveKinematics(
        'Se suelta una piedra desde lo alto de un acantilado y se observa que tarda 4 s en llegar al mar. ¿Con qué velocidad llega? ¿Cuál es la altura del acantilado? Considerar g = 10 m/s².',
      ),
    ).toBeUndefined();
    // Each question alone is read: 40 m/s and 80 m.
    const cliff =
      'Se suelta una piedra desde lo alto de un acantilado y se observa que tarda 4 s en llegar al mar. Considerar g = 10 m/s².';
    expect(answerLine(solveKinematics(`${cliff} ¿Con qué velocidad llega?`) ?? '')).toBe('v = 40 m/s');
    expect(answerLine(solveKinematics(`${cliff} ¿Cuál es la altura del acantilado?`) ?? '')).toBe('h = 80 m');
  });

  it('reads «cuánto tiempo estuvo (estará) en el aire» as the flight, never the rise', () => {
    // 2 · 15 / 10 = 3 s; from a 25 m terrace at 20 m/s up, 5 s; a top of 20 m: v₀ = 20 m/s, flight 4 s.
    for (const [problem, expected] of [
      [
        'Se lanza una piedra hacia arriba a 15 m/s. ¿Cuánto tiempo estuvo en el aire? (g = 10 m/s²)',
        ['t = 3 s'],
      ],
      [
        'Se lanza una piedra hacia arriba a 15 m/s. ¿Cuánto tiempo estará en el aire? (g = 10 m/s²)',
        ['t = 3 s'],
      ],
      [
        'Desde una terraza de 25 m de altura se lanza hacia arriba una piedra a 20 m/s. ¿Cuánto tiempo estuvo en el aire? (g = 10 m/s²)',
        ['t = 5 s'],
      ],
      [
        'Un cuerpo se lanza hacia arriba y alcanza una altura máxima de 20 m. ¿Con qué velocidad fue lanzado y cuánto tiempo estuvo en el aire? (g = 10 m/s²)',
        ['**v₀ = 20 m/s**', '**t = 4 s**'],
      ],
    ] as const) {
      const reply = solveProblem(problem);
      expect(reply.certain, problem).toBe(true);
      for (const line of expected) expect(reply.text, problem).toContain(line);
    }
    // The rise (2 s) was stated for the flight; a top given is no height it was thrown from (4,83 s).
    expect(
      solveProblem(
        'Un cuerpo se lanza hacia arriba a 20 m/s y alcanza una altura máxima de 20 m. ¿Cuánto tiempo estuvo en el aire? (g = 10 m/s²)',
      ).certain,
    ).toBe(false);
  });
});

describe('solveKinematics: exam pages of motion (session 24)', () => {
  it.each([
    // Thrown up from a tower, at its foot 4 s later: y = 10 · 4 − 5 · 16 = −40 m, the tower is 40 m.
    [
      'Desde lo alto de una torre se lanza verticalmente hacia arriba una piedra a 10 m/s, que llega al pie de la torre 4 s después (g = 10 m/s²). ¿Cuál es la altura de la torre?',
      '**h = 40 m**',
    ],
    // Other words: 5 · 3 − 5 · 9 = −30 m.
    [
      'Un chico arroja hacia arriba una pelota a 5 m/s desde la terraza de un edificio y la pelota golpea el suelo 3 s más tarde. ¿Qué altura tiene el edificio? Usá g = 10 m/s².',
      '**h = 30 m**',
    ],
    // «luz verde» is a traffic light: from rest to 15 m/s in 6 s, a = 2,5 m/s².
    [
      'Un auto detenido en un semáforo arranca cuando se pone la luz verde y, con aceleración constante, alcanza los 54 km/h en 6 s. Calculá la aceleración.',
      '**a = 2,5 m/s²**',
    ],
    // «se cae»: a fall; √(2 · 20 / 9,8) ≈ 2,02 s.
    [
      'Desde un balcón situado a 20 m del suelo se cae una maceta. Considere g = 9,8 m/s². Calcule el tiempo que tarda la maceta en llegar al suelo.',
      '**t ≈ 2,02 s**',
    ],
    // «deteniéndose… en 3 s»: braking to a stop, d = 15 / 2 · 3 = 22,5 m.
    [
      'Un motociclista que circula a 54 km/h ve que el semáforo se pone en rojo y frena uniformemente, deteniéndose justo en la línea de detención en 3 s. ¿A qué distancia de la línea comenzó a frenar?',
      '**d = 22,5 m**',
    ],
    // «un puente de 400 m de longitud» is the way, not a second train: (200 + 400) / 15 = 40 s.
    [
      'Un tren de 200 m de largo marcha a 54 km/h constantes. ¿Cuánto tarda en cruzar completamente un puente de 400 m de longitud?',
      '**t = 40 s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain, problem).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // A negative displacement is no maximum height, nor any height but the tower's.
    'Desde lo alto de una torre se lanza verticalmente hacia arriba una piedra a 10 m/s, que llega al pie de la torre 4 s después (g = 10 m/s²). ¿A qué altura estaba la piedra al cabo de los 4 s?',
    // The light's colour is a datum only: no time or acceleration given, nothing to state.
    'Un auto detenido en un semáforo arranca cuando se pone la luz verde y alcanza los 54 km/h. ¿Cuál es su aceleración?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveKinematics: one leg of a trip in legs', () => {
  it.each([
    // 6 km in 20 min: 18 km/h; 9 km at 36 km/h: 0,25 h = 15 min.
    [
      'Un ciclista recorre 6 km en 20 minutos, descansa 10 minutos y luego recorre 9 km más a 36 km/h. ¿Cuál fue su velocidad en el primer tramo, en km/h?',
      '**v = 18 km/h**',
    ],
    [
      'Un ciclista recorre 6 km en 20 minutos, descansa 10 minutos y luego recorre 9 km más a 36 km/h. ¿Cuántos minutos duró el último tramo?',
      '**t = 15 min**',
    ],
    // Other words: 120 km at 80 km/h take 1,5 h; 2 h at 60 km/h run 120 km.
    [
      'Un camión recorre 120 km a 80 km/h y después 2 h a 60 km/h. ¿Cuánto tiempo tardó en el primer tramo?',
      '**t = 1,5 h**',
    ],
    [
      'Un camión recorre 120 km a 80 km/h y después 2 h a 60 km/h. ¿Qué distancia recorrió en el segundo tramo?',
      '**d = 120 km**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain, problem).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // With a stop among the legs, «el segundo tramo» may or may not count it.
    'Un camión recorre 120 km a 80 km/h, se detiene 30 min y después 2 h a 60 km/h. ¿Qué distancia recorrió en el segundo tramo?',
    // The leg's speed is a datum, not an unknown.
    'Un camión recorre 120 km a 80 km/h y después 2 h a 60 km/h. ¿Cuál fue su velocidad en el primer tramo?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveKinematics: a braking with the speed changed and the same deceleration', () => {
  it.each([
    // 20 m/s stops in 50 m: a = 4 m/s²; at 40 m/s, 1600 / 8 = 200 m.
    [
      'Un camión que circula a 72 km/h frena con desaceleración constante y se detiene en 50 m. Si ahora el camión circulara al doble de velocidad, con la misma desaceleración, ¿en qué distancia se detendría?',
      '**d = 200 m**',
    ],
    // Other words: 20 m/s in 4 s, a = 5 m/s²; at 10 m/s, 2 s.
    [
      'Un auto a 20 m/s frena y se detiene en 4 s. Si fuera a la mitad de velocidad, con la misma desaceleración, ¿cuánto tiempo tardaría en detenerse?',
      '**t = 2 s**',
    ],
    // 20 m/s in 40 m, a = 5 m/s²; at 60 m/s, 3600 / 10 = 360 m.
    [
      'Un auto a 20 m/s frena y se detiene en 40 m. Si fuera al triple de velocidad, con la misma desaceleración, ¿en qué distancia se detendría?',
      '**d = 360 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain, problem).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // The deceleration is not said to stay the same.
    'Un auto a 20 m/s frena y se detiene en 40 m. Si fuera al triple de velocidad, ¿en qué distancia se detendría?',
    // A new datum in the change: another problem.
    'Un auto a 20 m/s frena y se detiene en 40 m. Si fuera al doble de velocidad, con la misma desaceleración, ¿cuánto recorre en los primeros 2 s?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('solveKinematics: a radius is no straight run', () => {
  it('leaves a turn of given radius to circular motion', () => {
    expect(
      solveKinematics(
        'Un planeta de 3000 km de radio gira una vez sobre su eje en 30 h. ¿Con qué rapidez se mueve un punto de su ecuador?',
      ),
    ).toBeUndefined();
  });
});

describe('solveKinematics: a train through a bridge, its speed asked in km/h', () => {
  it('passes the speed to the unit asked', () => {
    const reply = solveKinematics(
      'Un tren de 180 m de largo tarda 24 s en cruzar completamente un puente de 300 m. ¿Cuál es su velocidad? Expresar en km/h.',
    );
    expect(reply).toContain('**v = 20 m/s = 72 km/h**');
  });
});
