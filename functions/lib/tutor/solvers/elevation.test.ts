import { describe, expect, it } from 'vitest';
import { elevation, solveElevation } from './elevation.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveElevation(problem);

describe('solveElevation', () => {
  itSolvesCertainly(solve, [
    // The walk said in the first person (#32).
    [
      'Desde un punto del suelo se ve la parte más alta de un edificio con un ángulo de elevación de 30°. Si nos acercamos 20 m hacia el edificio, el ángulo de elevación pasa a ser de 45°. Hallar la altura del edificio.',
      ['**h ≈ 27,32 m**'],
    ],
    [
      'Desde un punto del suelo se ve la cima de una torre con un ángulo de elevación de 40°. Si me alejo 25 m, el ángulo de elevación es de 28°. ¿Cuál es la altura de la torre?',
      ['**h ≈ 36,29 m**'],
    ],
    // «la distancia entre ese punto y la cima» is the line of sight; «y la base», the horizontal leg.
    [
      'Desde un punto del suelo a 30 m de la base de una torre se ve su cima con un ángulo de elevación de 40°. ¿Qué distancia hay entre ese punto y la cima de la torre?',
      ['**Distancia en línea recta ≈ 39,16 m**'],
    ],
    // «desde lo alto del faro» says where the line of sight starts; no height is asked.
    [
      'Desde lo alto de un faro de 40 m de altura se observa un barco con un ángulo de depresión de 30°. ¿Qué distancia hay en línea recta desde lo alto del faro al barco?',
      ['**Distancia en línea recta ≈ 80 m**'],
    ],
    [
      'Una torre de 50 m de altura se ve desde un punto del suelo con un ángulo de elevación de 35°. ¿Qué distancia hay entre ese punto y la base de la torre?',
      ['**Distancia horizontal d ≈ 71,41 m**'],
    ],
    // The angle asked from the two legs (a shadow is the horizontal one).
    [
      'Un poste vertical de 8 m proyecta una sombra de 5 m sobre el suelo horizontal. ¿Cuál es el ángulo de elevación del sol?',
      ['**α ≈ 57,99°**'],
    ],
    [
      '¿Con qué ángulo de elevación se ve la punta de una torre de 30 m desde 40 m de su base?',
      ['**α ≈ 36,87°**'],
    ],
    // «acercándose 30 m»: the walk in a gerund; «¿a qué distancia quedó?»: from the second point.
    [
      'Desde un punto A se ve la cima de un edificio con un ángulo de elevación de 45°; acercándose 30 m hacia el edificio, el ángulo pasa a ser de 60°. ¿A qué distancia del edificio quedó el observador?',
      ['**Al final está a ≈ 40,98 m de la base**'],
    ],
    [
      'Un observador ve lo alto de una antena con un ángulo de elevación de 30°; caminó 50 m hacia ella y la ve con 60°. Calcular la altura de la antena.',
      ['**h ≈ 43,3 m**'],
    ],
    [
      'Un avión vuela a 2000 m de altura y el piloto ve el aeropuerto con un ángulo de depresión de 12°. La distancia horizontal entre el avión y el aeropuerto es: A) 425,1 m B) 1956,3 m C) 2044,7 m D) 9619,4 m E) Ninguna respuesta anterior es correcta',
      ['alternos internos', '**Distancia horizontal d ≈ 9.409,26 m**'],
    ],
    [
      'Un observador ve la punta de una torre con un ángulo de elevación de 30°. Camina 20 m en línea recta hacia la torre y ahora la ve con un ángulo de 45°. ¿Cuál es la altura de la torre?',
      ['**h ≈ 27,32 m**'],
    ],
    [
      'Un observador ve la punta de una torre con un ángulo de elevación de 30°. Camina 20 m en línea recta hacia la torre y ahora la ve con un ángulo de 45°. ¿A qué distancia de la torre estaba al principio?',
      ['**Al principio estaba a ≈ 47,32 m de la base**'],
    ],
    [
      'Desde un punto a 20 m de la base de un edificio se ve su extremo con un ángulo de elevación de 30°. ¿Qué altura tiene?',
      ['**h ≈ 11,55 m**'],
    ],
    [
      'desde lo alto de un faro de 40 m se ve un barco con un ángulo de depresión de 25°. ¿A qué distancia del faro está el barco?',
      ['**Distancia horizontal d ≈ 85,78 m**'],
    ],
    [
      'Un avión vuela a 2000 m de altura y se ve desde el aeropuerto con un ángulo de elevación de 12°. ¿Cuál es la distancia en línea recta entre el avión y el aeropuerto?',
      ['**Distancia en línea recta ≈ 9.619,47 m**'],
    ],
    [
      // The sun's elevation told as the rays' angle with the ground.
      'Un poste vertical proyecta una sombra de 6 m cuando los rayos del sol forman con el suelo un ángulo de 40°. Determinar la altura del poste.',
      ['**h ≈ 5,03 m**'],
    ],
    [
      'Un árbol proyecta una sombra de 12 m cuando los rayos solares llegan con un ángulo de 30° con la horizontal. ¿Qué altura tiene el árbol?',
      ['**h ≈ 6,93 m**'],
    ],
  ]);

  itDeclines('declines what it cannot read whole: %s', solve, [
    'un triángulo rectángulo tiene un ángulo de 30° y la hipotenusa mide 10 cm',
    'Desde un punto a 20 m de la base de un edificio de 30 m se ve su extremo con un ángulo de elevación de 30°. ¿Qué altura tiene?',
    'Desde un punto a 20 m de la base se ve la punta con un ángulo de elevación de 30°, y desde 35 cm más lejos con 20°. ¿Qué altura tiene?',
    // The rays' angle with the vertical is the complement of the sun's elevation: not read.
    'Un poste proyecta una sombra de 6 m cuando los rayos del sol forman un ángulo de 40° con la vertical. ¿Qué altura tiene el poste?',
  ]);

  itSolvesItsExamples(elevation);
});

const read = (text: string) =>
  Number((/≈ ([\d.,]+) m\*\*/.exec(text)?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.'));

describe('solveElevation, checked back', () => {
  it('height and distance keep tg α = h / d', () => {
    const next = random(68);
    for (let n = 0; n < 200; n++) {
      const alpha = 5 + Math.floor(next() * 80);
      const d = 5 + Math.floor(next() * 500);
      const h = read(
        solve(
          `Desde un punto a ${d} m de la base de una torre se ve su punta con un ángulo de elevación de ${alpha}°. ¿Qué altura tiene la torre?`,
        )?.text ?? '',
      );
      expect(Math.abs(h - d * Math.tan((alpha * Math.PI) / 180))).toBeLessThan(0.006);
      const back = read(
        solve(
          `Un avión vuela a ${d} m de altura y el piloto ve una antena con un ángulo de depresión de ${alpha}°. ¿A qué distancia horizontal está?`,
        )?.text ?? '',
      );
      expect(Math.abs(back - d / Math.tan((alpha * Math.PI) / 180))).toBeLessThan(0.006);
    }
  });
  it('the distance to the top closes the right triangle: s² = d² + h²', () => {
    const next = random(69);
    for (let n = 0; n < 200; n++) {
      const alpha = 5 + Math.floor(next() * 80);
      const d = 5 + Math.floor(next() * 500);
      const sight = read(
        solve(
          `Desde un punto a ${d} m de la base de un edificio se ve su cima con un ángulo de elevación de ${alpha}°. ¿Qué distancia hay entre ese punto y la cima?`,
        )?.text ?? '',
      );
      const h = d * Math.tan((alpha * Math.PI) / 180);
      // The reply rounds the two legs it shows: a thousandth of the length at most.
      expect(Math.abs(sight - Math.hypot(d, h)) / Math.hypot(d, h)).toBeLessThan(0.001);
    }
  });
});

describe('solveElevation: two points of the ground seen from one height (#32)', () => {
  const balloon =
    'Un globo aerostático se mantiene a 500 m de altura. Desde él se observan dos puntos A y B del suelo, alineados con el pie del globo y del mismo lado, con ángulos de depresión de 60° (A) y 30° (B).';
  itSolvesCertainly(solve, [
    // The written set's parts (exs-mat-20509), each as the engine asks it.
    [
      `${balloon} Calcular la distancia horizontal del pie del globo al punto A;`,
      ['**Distancia horizontal al punto A ≈ 288,68 m**'],
    ],
    [
      `${balloon} Calcular la distancia entre los puntos A y B.`,
      ['**Distancia entre los puntos ≈ 577,35 m**'],
    ],
    [
      'Desde lo alto de un faro de 60 m se ven dos barcos a lados opuestos del faro, con ángulos de depresión de 45° y 30°. ¿Qué distancia separa a los barcos?',
      ['**Distancia entre los puntos ≈ 163,92 m**'],
    ],
    [
      'Desde un acantilado de 80 m de altura se observan dos boyas del mismo lado con ángulos de depresión de 50° y 20°. ¿A qué distancia del pie está la boya más cercana?',
      ['**Distancia horizontal al punto ≈ 67,13 m**'],
    ],
  ]);
  it('is never sure without the side the points are on, or of a point it cannot tell', () => {
    for (const problem of [
      'Desde un globo a 500 m de altura se ven dos puntos del suelo con ángulos de depresión de 60° y 30°. ¿Qué distancia hay entre los dos puntos?',
      `${balloon} Calcular la distancia horizontal del pie del globo al punto C.`,
      `${balloon} ¿A qué distancia del pie está uno de los puntos?`,
    ])
      expect(solve(problem)?.certain, problem).not.toBe(true);
  });
});

describe('the height said in a sentence or a data line of its own', () => {
  it.each([
    [
      'Desde lo alto de un faro se observa un bote con un ángulo de depresión de 30°. La altura del faro es 40 m. ¿A qué distancia horizontal de la base del faro está el bote?',
      '**Distancia horizontal d ≈ 69,28 m**',
    ],
    [
      'Desde lo alto de un acantilado se ve una boya con un ángulo de depresión de 45°. ¿A qué distancia horizontal está la boya?\nDatos: altura del acantilado sobre el nivel del mar = 2500 cm.',
      '**Distancia horizontal d ≈ 2.500 cm = 25 m**',
    ],
  ])('%s', (problem, answer) => {
    const reply = elevation.solve(problem);
    expect(reply?.certain, reply?.text).toBe(true);
    expect(reply?.text).toContain(answer);
  });
});

describe('solveElevation: two observers with the object between them (#32)', () => {
  itSolvesCertainly(solve, [
    // Ĉ = 70°: PR = 200 · sen 70° / sen 70° = 200 m; h = 200 · sen 40°.
    [
      'Dos puntos P y Q del suelo están a 200 m. Desde P se ve un avión R, que está entre ellos, con 40° de elevación; desde Q, con 70°. ¿A qué altura vuela el avión?',
      ['180° − 40° − 70° = 70°', '**h ≈ 128,56 m**'],
    ],
    [
      'Dos observadores M y N, a 3 km uno del otro, ven una cometa K que está entre ambos con un ángulo de elevación de 30° desde M y de 60° desde N. Calculá la distancia MK.',
      ['**MK ≈ 2,6 km**'],
    ],
  ]);

  itDeclines('declines what it cannot read whole: %s', solve, [
    // Another length besides the side between the observers.
    'Dos observadores A y B, a 500 m uno del otro, ven un globo C que está entre ambos con ángulos de elevación de 50° desde A y de 60° desde B; el globo tiene 12 m de diámetro. ¿A qué altura está?',
    // Between them is not said: the object may be on either side.
    'Dos observadores A y B, a 500 m uno del otro, ven un globo C con ángulos de elevación de 50° desde A y de 60° desde B. ¿A qué altura está?',
  ]);

  it('states a height that each observer sees under its own angle', () => {
    const next = random(331);
    for (let k = 0; k < 30; k++) {
      const side = 100 + Math.floor(next() * 900);
      const [a, b] = [10 + Math.floor(next() * 75), 10 + Math.floor(next() * 75)];
      const reply = solve(
        `Dos observadores, A y B, están a ${side} m uno del otro y ven un globo C que está entre ambos, con ángulos de elevación de ${a}° desde A y de ${b}° desde B. ¿A qué altura está el globo?`,
      );
      expect(reply?.certain).toBe(true);
      const h = Number(
        /\*\*h ≈ ([\d.,]+) m/
          .exec(reply?.text ?? '')?.[1]
          ?.replace(/\./g, '')
          .replace(',', '.'),
      );
      const rad = (x: number) => (x * Math.PI) / 180;
      // The feet: h / tg a from A and h / tg b from B add up to the side (h is stated to the hundredth).
      const feet = h / Math.tan(rad(a)) + h / Math.tan(rad(b));
      expect(Math.abs(feet - side)).toBeLessThan(
        0.005 * (1 / Math.tan(rad(a)) + 1 / Math.tan(rad(b))) + 1e-6,
      );
    }
  });
});
