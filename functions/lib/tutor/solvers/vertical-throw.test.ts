import { describe, expect, it } from 'vitest';
import { fallsSolver, solveFalls } from './falls.ts';
import { fmt } from './numbers.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';
import { solveVerticalThrow, verticalThrowSolver } from './vertical-throw.ts';

/** The vertical throws, then the falls by seconds: the engine's order since ADR 0128 split them. */
const solveThrowOrFall = (problem: string) => solveVerticalThrow(problem) ?? solveFalls(problem);

describe('solveThrowOrFall', () => {
  itSolvesItsExamples(verticalThrowSolver);
  itSolvesItsExamples(fallsSolver);

  itSolvesCertainly(solveThrowOrFall, [
    [
      'Una maceta cae desde el reposo desde una terraza y tarda 0,2 s en pasar frente a una ventana de 1,8 m de alto (g = 10 m/s²). ¿A qué distancia por debajo de la terraza está el borde superior de la ventana?',
      ['**h = 3,2 m (del punto de partida al borde superior de la ventana)**'],
    ],
    [
      'Una maceta se deja caer desde un balcón y tarda 0,25 s en pasar frente a una ventana de 2 m de altura (g = 10 m/s²). ¿Con qué velocidad llega a la ventana?',
      ['**v = 6,75 m/s (al llegar a la ventana)**'],
    ],
    [
      'Se lanza una piedra verticalmente hacia arriba a 15 m/s. Cuando baja, alguien la atrapa en un punto situado 10 m por encima del lugar del lanzamiento (g = 10 m/s²). ¿Cuánto tiempo estuvo en el aire?',
      ['**al bajar, t = 2 s después de lanzada**'],
    ],
    [
      'Se lanza una piedra verticalmente hacia arriba a 15 m/s. Cuando baja, alguien la atrapa en un punto situado 10 m por encima del lugar del lanzamiento (g = 10 m/s²). ¿Qué rapidez tiene cuando la atrapan?',
      ['**v = 5 m/s (hacia abajo, porque baja)**'],
    ],
    [
      'Desde la terraza de un edificio de 40 m de altura se lanza una piedra verticalmente hacia arriba con una velocidad de 10 m/s. ¿Con qué velocidad llega al suelo? (g = 10 m/s²)',
      ['**v = 30 m/s, hacia abajo'],
    ],
    [
      'Desde un balcón a 20 m del suelo se lanza una pelota verticalmente hacia abajo con 5 m/s. ¿Cuánto tarda en llegar al suelo? (g = 10 m/s²)',
      ['**t ≈ 1,56 s**'],
    ],
    // The foot of the cliff is the ground it falls to.
    [
      'Desde el borde de un acantilado de 60 m se lanza una piedra verticalmente hacia arriba a 20 m/s. ¿Cuánto tarda en llegar al pie del acantilado? (g = 10 m/s²)',
      ['**t = 6 s**'],
    ],
    [
      'Se lanza una pelota verticalmente hacia arriba con una velocidad de 25 m/s. ¿Cuánto tiempo después de lanzada pasa, al bajar, por un punto situado 20 m por encima del punto de lanzamiento? (g = 10 m/s²)',
      ['**al bajar, t = 4 s después de lanzada**'],
    ],
    [
      'Se lanza una piedra verticalmente hacia arriba a 30 m/s. ¿En qué instantes está a 25 m por encima del punto de lanzamiento? (g = 10 m/s²)',
      ['t₁ = 1 s', 't₂ = 5 s'],
    ],
    [
      // "cuando pasa" in a question that asks a speed: the speed, not the two times.
      'Una piedra se lanza hacia arriba a 25 m/s. ¿Qué velocidad tiene cuando pasa por un punto ubicado a 20 m de altura? Usá g = 10 m/s².',
      ['**v = 15 m/s (hacia arriba al subir y hacia abajo al bajar)**'],
    ],
    [
      'Se lanza una piedra verticalmente hacia arriba con 20 m/s. ¿Con qué velocidad vuelve a pasar por el punto de lanzamiento?',
      ['**v = 20 m/s, hacia abajo**'],
    ],
    [
      'Una pelota lanzada verticalmente hacia arriba vuelve a la mano del lanzador 4 s después. ¿Qué altura máxima alcanzó? (g = 10 m/s²)',
      ['**h_max = 20 m**'],
    ],
    // The launch speed and the top asked together: both.
    [
      'Se tira una piedra verticalmente hacia arriba y regresa al punto de partida a los 4 s. Con g = 9,8 m/s², calcular la velocidad inicial y la altura máxima.',
      ['**v₀ = 19,6 m/s; h_max = 19,6 m**'],
    ],
    [
      'Una pelota lanzada verticalmente hacia arriba vuelve al punto de lanzamiento 6 s después. ¿Con qué velocidad se lanzó y qué altura máxima alcanzó? (g = 10 m/s²)\nA) 30 m/s; 45 m\nB) 60 m/s; 180 m\nC) 30 m/s; 90 m\nD) 15 m/s; 45 m\nE) Ninguna respuesta anterior es correcta',
      ['**v₀ = 30 m/s; h_max = 45 m**'],
    ],
    [
      'Un objeto se deja caer desde el reposo. ¿Qué distancia recorre durante el tercer segundo de caída? (g = 10 m/s²)',
      ['**d = 25 m**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveThrowOrFall, [
    // One formula: kinematics answers it.
    'Se lanza una pelota verticalmente hacia arriba con 20 m/s. ¿Qué altura máxima alcanza?',
    // The time to the top, with a height it passes on the way down said: not the time it passes there.
    'Se lanza una piedra verticalmente hacia arriba a 15 m/s. Cuando baja, pasa por un punto situado 10 m por encima del lugar del lanzamiento (g = 10 m/s²). ¿Cuánto tarda en llegar a la altura máxima?',
    // A horizontal throw is a projectile.
    'Desde una terraza de 20 m se lanza horizontalmente una piedra a 5 m/s. ¿Con qué velocidad llega al suelo?',
    // It never reaches that height.
    'Se lanza una pelota verticalmente hacia arriba con 10 m/s. ¿Cuándo pasa, al bajar, por un punto 20 m por encima del punto de lanzamiento?',
  ]);

  it('finds the highest point from the round trip, which the fall from it takes half of (seeded)', () => {
    for (let T = 1; T <= 12; T += 0.5) {
      const reply = solveThrowOrFall(
        `Una pelota lanzada verticalmente hacia arriba vuelve a la mano del lanzador ${String(T).replace('.', ',')} s después. ¿Qué altura máxima alcanzó? (g = 10 m/s²)`,
      );
      const [h] = answerNumbers(reply?.text ?? '');
      expect(reply?.certain).toBe(true);
      expect(Math.sqrt((2 * (h ?? 0)) / 10) * 2).toBeCloseTo(T, 1);
    }
  });

  it('gives the rise above a raised start and the time to the top, which its height does not change (seeded)', () => {
    const next = random(10553);
    for (let k = 0; k < 20; k++) {
      const v0 = 5 + Math.floor(next() * 30);
      const h = 10 + Math.floor(next() * 60);
      const statement = `Desde la terraza de un edificio de ${h} m de altura se lanza una pelota verticalmente hacia arriba con una velocidad de ${v0} m/s (g = 10 m/s²).`;
      const rise = solveThrowOrFall(`${statement} ¿Qué altura máxima alcanza sobre la terraza?`);
      const time = solveThrowOrFall(`${statement} ¿Cuánto tarda en alcanzar la altura máxima?`);
      expect(rise?.certain).toBe(true);
      expect(answerNumbers(rise?.text ?? '')[0]).toBeCloseTo(v0 ** 2 / 20, 2);
      expect(answerNumbers(time?.text ?? '')[0]).toBeCloseTo(v0 / 10, 2);
    }
  });

  it('states no result when a datum is left over', () => {
    const reply = solveThrowOrFall(
      'Desde la terraza de un edificio de 40 m de altura se lanza una piedra de 2 kg verticalmente hacia arriba con una velocidad de 10 m/s durante 3 s. ¿Con qué velocidad llega al suelo?',
    );

    expect(reply === undefined || !reply.certain).toBe(true);
    expect(reply?.text ?? '').not.toMatch(/\*\*v =/);
  });

  it('gives a landing speed and a time that put the stone back on the ground (seeded)', () => {
    const next = random(608);
    for (let i = 0; i < 100; i++) {
      const h = 5 + Math.round(next() * 95);
      const v0 = 1 + Math.round(next() * 29);
      const time = i % 2 === 0;
      const problem = `Desde la terraza de un edificio de ${h} m de altura se lanza una piedra verticalmente hacia arriba con una velocidad de ${v0} m/s. ¿${time ? 'Cuánto tarda en llegar al suelo' : 'Con qué velocidad llega al suelo'}? (g = 10 m/s²)`;
      const reply = solveThrowOrFall(problem);
      expect(reply?.certain, problem).toBe(true);
      const [stated = Number.NaN] = answerNumbers(reply?.text ?? '');
      if (time) expect(Math.abs(h + v0 * stated - 5 * stated * stated), problem).toBeLessThan(0.01 * h + 0.2);
      else expect(Math.abs(stated * stated - v0 * v0 - 20 * h), problem).toBeLessThan(0.01 * stated * stated);
    }
  });

  it('gives the speed part of the way down a fall, not a part of the final speed', () => {
    const reply = solveThrowOrFall(
      'Un cuerpo cae libremente desde 80 m. ¿Qué velocidad tiene cuando pasa por la mitad de la altura? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v ≈ 28,28 m/s, hacia abajo**');
  });

  it('gives the distance of the last second of a fall from a height', () => {
    const reply = solveThrowOrFall(
      'Un cuerpo se deja caer desde 45 m. ¿Qué distancia recorre en el último segundo de caída? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**d = 25 m**');
  });

  it('reads a height named in the question as the point it passes, not the place it is thrown from', () => {
    expect(
      solveThrowOrFall(
        'Se arroja una piedra hacia arriba con 30 m/s. ¿En qué instantes se encuentra a 40 m de altura? (g = 10 m/s²)',
      )?.text,
    ).toContain('t₁ = 2 s');
  });

  it('reads a level «a 25 m del suelo» of a throw from the ground as the height it passes, never as where it starts', () => {
    const reply = solveThrowOrFall(
      'Se lanza una piedra verticalmente hacia arriba desde el suelo con una velocidad de 30 m/s. Con g = 10 m/s², ¿con qué velocidad pasa a 25 m del suelo?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 20 m/s');
  });

  it('checks the speed at a level back against the energy it keeps (seeded)', () => {
    const next = random(32_1128);
    for (let i = 0; i < 30; i++) {
      const v0 = 20 + Math.floor(next() * 30);
      const h = 1 + Math.floor(next() * ((v0 * v0) / 20 - 2));
      const reply = solveThrowOrFall(
        `Se lanza una pelota hacia arriba desde el piso a ${v0} m/s. Con g = 10 m/s², ¿qué rapidez tiene cuando pasa a ${h} m del piso?`,
      );
      const [v] = answerNumbers(reply?.text ?? '');

      expect(reply?.certain).toBe(true);
      expect((v ?? Number.NaN) ** 2 + 2 * 10 * h).toBeCloseTo(v0 * v0, -1);
    }
  });

  itDeclines(
    'leaves a throw from a height asked about another level to the energy solvers: %s',
    solveThrowOrFall,
    [
      'Se lanza un objeto verticalmente hacia arriba con 25 m/s desde 20 m de altura. ¿Cuánto tarda en llegar a 10 m del suelo? Con g = 10 m/s².',
    ],
  );

  it('brings a fall past a window back to the height of the window (seeded)', () => {
    const next = random(47);
    for (let i = 0; i < 30; i++) {
      const above = Math.round(1 + next() * 30);
      const T = Math.round(1 + next() * 5) / 10;
      const v = Math.sqrt(2 * 10 * above);
      const L = Math.round((v * T + 5 * T * T) * 100) / 100;
      const [h] = answerNumbers(
        solveThrowOrFall(
          `Una piedra se deja caer desde una terraza y tarda ${fmt(T, 4)} s en pasar frente a una ventana de ${fmt(L, 4)} m de alto (g = 10 m/s²). ¿A qué distancia de la terraza está el borde superior de la ventana?`,
        )?.text ?? '',
      );
      expect(h).toBeCloseTo(above, 0);
    }
  });
});

describe('solveThrowOrFall: the highest point above the ground', () => {
  it('adds the rise to the height it was thrown from', () => {
    const reply = solveThrowOrFall(
      'Desde un balcón situado a 12 m del suelo se lanza una pelota verticalmente hacia arriba con una velocidad de 10 m/s. Considere g = 10 m/s². ¿Cuál es la altura máxima que alcanza, medida desde el suelo?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**H_máx = 17 m sobre el suelo**');
  });

  it('leaves a highest point asked without saying from where', () => {
    const reply = solveThrowOrFall(
      'Desde un balcón situado a 12 m del suelo se lanza una pelota verticalmente hacia arriba con una velocidad de 10 m/s. Considere g = 10 m/s². ¿Cuál es la altura máxima que alcanza?',
    );

    expect(reply?.text ?? '').not.toContain('H_máx');
  });
});

describe('solveThrowOrFall: how long it stays in the air, thrown from a height', () => {
  it('times it down to the ground', () => {
    const reply = solveThrowOrFall(
      'Desde un balcón a 15 m del suelo se lanza una pelota verticalmente hacia arriba con 10 m/s. ¿Cuánto tiempo permanece en el aire? Considere g = 10 m/s².',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**t = 3 s**');
  });
});

describe('solveThrowOrFall: two passes by one point', () => {
  const statement =
    'Una pelota lanzada verticalmente hacia arriba pasa frente a un balcón 2 s después del lanzamiento, al subir, y vuelve a pasar frente a él 6 s después del lanzamiento, al bajar. Considere g = 10 m/s².';

  it('finds the launch speed from the sum of the two instants', () => {
    const reply = solveThrowOrFall(`${statement} Determinar la velocidad con que fue lanzada.`);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v₀ = 40 m/s, hacia arriba**');
  });

  it('finds the point’s height from their product', () => {
    const reply = solveThrowOrFall(
      `${statement} ¿A qué altura sobre el punto de lanzamiento está el balcón?`,
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**h = 60 m sobre el punto de lanzamiento**');
  });

  it('leaves a second time counted from the first pass, a lapse and not an instant', () => {
    const reply = solveThrowOrFall(
      'Una pelota lanzada verticalmente hacia arriba pasa frente a una ventana 2 s después del lanzamiento y vuelve a pasar frente a ella 4 s más tarde. Considere g = 10 m/s². Determinar la velocidad con que fue lanzada.',
    );

    expect(reply?.certain).not.toBe(true);
  });

  it('recovers the two instants it was built from (seeded)', () => {
    const next = random(10134);
    for (let i = 0; i < 50; i++) {
      const t1 = 1 + Math.round(next() * 4);
      const t2 = t1 + 1 + Math.round(next() * 5);
      const reply = solveThrowOrFall(
        `Un cuerpo lanzado verticalmente hacia arriba pasa por un punto ${t1} s después del lanzamiento y vuelve a pasar por él ${t2} s después del lanzamiento. Considere g = 10 m/s². Hallar la velocidad de lanzamiento.`,
      );
      const v0 = Number((reply?.text ?? '').match(/\*\*v₀ = (\d+(?:,\d+)?) m\/s/)?.[1]?.replace(',', '.'));
      // The launch speed puts the body at one height at both instants.
      const y = (t: number) => v0 * t - 5 * t * t;
      expect(Math.abs(y(t1) - y(t2))).toBeLessThan(0.05);
    }
  });
});

describe('solveThrowOrFall: «vuelve a estar a esa misma altura»', () => {
  it('reads the two instants at one height however the second is said', () => {
    const reply = solveThrowOrFall(
      'Una piedra lanzada verticalmente hacia arriba desde el suelo se encuentra a cierta altura a los 1 s de haber sido lanzada, y vuelve a estar a esa misma altura a los 3 s de haber sido lanzada. Calcular esa altura. Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**h = 15 m sobre el punto de lanzamiento**');
  });
});

describe('solveThrowOrFall: from the time of flight and from the highest point', () => {
  it('finds the launch speed from the round trip', () => {
    const reply = solveThrowOrFall(
      'Un cuerpo se lanza verticalmente hacia arriba y vuelve al punto de partida 6 s después. Hallar la velocidad de lanzamiento. Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v₀ = 30 m/s, hacia arriba**');
  });

  it('finds the speed at a height below the highest point it reaches', () => {
    const reply = solveThrowOrFall(
      'Una piedra lanzada verticalmente hacia arriba alcanza una altura máxima de 80 m. ¿Con qué velocidad pasa por un punto situado a 35 m de altura? Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 30 m/s');
  });

  it('leaves a throw from a raised place, whose heights may be measured from elsewhere', () => {
    const reply = solveThrowOrFall(
      'Desde una terraza se lanza una piedra verticalmente hacia arriba que alcanza una altura máxima de 80 m. ¿Con qué velocidad pasa por un punto situado a 35 m de altura? Considere g = 10 m/s².',
    );

    expect(reply?.certain).not.toBe(true);
  });
});

describe('solveThrowOrFall: from what it covers in a last or an n-th second', () => {
  it.each([
    // The bank's: 10 T − 5 = 25 → T = 3 s, h = 5 · 9 = 45 m.
    [
      'Un cuerpo cae libremente desde el reposo y, en el último segundo de su caída, recorre 25 m. ¿Desde qué altura cayó? (Usá g = 10 m/s².)',
      '**h = 45 m**',
    ],
    // 10 T − 5 = 35 → T = 4 s.
    [
      'Se deja caer una piedra que en el último segundo recorre 35 m. ¿Cuánto tiempo dura la caída? Tomá g = 10 m/s².',
      '**t = 4 s**',
    ],
    // The last 2 s: 20 T − 20 = 80 → T = 5 s, v = 50 m/s.
    [
      'Se deja caer una maceta desde un balcón; en los últimos 2 s de su caída recorre 80 m. ¿Con qué velocidad llega al suelo? (g = 10 m/s²)',
      '**v = 50 m/s, hacia abajo**',
    ],
    // The bank's: (9 − 4)/2 · a = 18 → a = 7,2 m/s²; the instants restate the third second.
    [
      'Un móvil parte del reposo con aceleración constante y recorre 18 m durante el tercer segundo de su movimiento, es decir, entre t = 2 s y t = 3 s. ¿Cuál es su aceleración?',
      '**a = 7,2 m/s²**',
    ],
    // The fifth second: 9/2 · a = 13,5 → a = 3 m/s².
    [
      'Un auto arranca desde el reposo con aceleración constante y en el quinto segundo recorre 13,5 m. ¿Cuánto vale su aceleración?',
      '**a = 3 m/s²**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveThrowOrFall(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // 3 m in the last second is less than g/2: no fall of a second or more does that.
    'Un cuerpo cae libremente desde el reposo y, en el último segundo de su caída, recorre 3 m. ¿Desde qué altura cayó? (Usá g = 10 m/s².)',
    // The instants are not the third second's.
    'Un móvil parte del reposo con aceleración constante y recorre 18 m durante el tercer segundo de su movimiento, es decir, entre t = 3 s y t = 4 s. ¿Cuál es su aceleración?',
    // Another unknown.
    'Un móvil parte del reposo con aceleración constante y recorre 18 m durante el tercer segundo. ¿Qué velocidad tiene al final de ese segundo?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveThrowOrFall(problem)?.certain ?? false).toBe(false);
  });

  // A part of the maximum height: h = f·v₀²/(2g), then y = v₀t − ½gt².
  itSolvesCertainly(solveThrowOrFall, [
    // h_máx = 45 m, half 22,5 m: t = 3 − √4,5 ≈ 0,88 s.
    [
      'Se lanza una pelota verticalmente hacia arriba con 30 m/s. ¿Cuánto tarda, subiendo, en llegar a la mitad de su altura máxima? Considere g = 10 m/s².',
      ['t ≈ 0,88 s, subiendo'],
    ],
    // h_máx = 20 m, half 10 m: t = 2 + √2 ≈ 3,41 s.
    [
      'Se arroja una piedra hacia arriba a 20 m/s. Con g = 10 m/s², ¿cuánto tiempo tarda en pasar, al bajar, por la mitad de la altura máxima?',
      ['al bajar, t ≈ 3,41 s'],
    ],
    // v = 40·√(1 − 3/4) = 20 m/s.
    [
      'Se lanza una pelota verticalmente hacia arriba con 40 m/s (g = 10 m/s²). ¿Qué velocidad tiene al subir cuando llega a tres cuartos de su altura máxima?',
      ['v = 20 m/s'],
    ],
  ]);

  it.each([
    // From a terrace: the height of the top is another (3 s, the time to the top, was once stated for it).
    'Se lanza una pelota verticalmente hacia arriba desde una terraza de 20 m con 30 m/s. ¿Cuánto tarda, subiendo, en llegar a la mitad de su altura máxima? Considere g = 10 m/s².',
    // Half the way is no part of the height named.
    'Se lanza una pelota verticalmente hacia arriba con 30 m/s. ¿Cuánto tarda en recorrer la mitad del camino? Considere g = 10 m/s².',
  ])('does not answer sure another part of the throw: %s', (problem) => {
    expect(solveThrowOrFall(problem)?.certain ?? false).toBe(false);
  });

  // Two bodies let fall from two heights: the question names one, whose fall it is.
  itSolvesCertainly(solveThrowOrFall, [
    // √(2·10·45) = 30 m/s; √(2·20/10) = 2 s; √(2·80/10) = 4 s; √(2·10·5) = 10 m/s.
    [
      'Desde 45 m de altura se suelta una piedra A y, a la vez, desde 20 m se suelta una piedra B. Tomá g = 10 m/s².\na) ¿Con qué velocidad llega A al suelo?',
      ['v_A = 30 m/s'],
    ],
    [
      'Desde 45 m de altura se suelta una piedra A y, a la vez, desde 20 m se suelta una piedra B. Tomá g = 10 m/s².\nb) ¿Cuánto tarda B en llegar al suelo?',
      ['t_B = 2 s'],
    ],
    [
      'Se deja caer una pelota A desde 80 m; al mismo tiempo se deja caer una pelota B desde 5 m. Con g = 10 m/s², ¿cuánto tarda A en llegar al suelo?',
      ['t_A = 4 s'],
    ],
    [
      'Se deja caer una pelota A desde 80 m; al mismo tiempo se deja caer una pelota B desde 5 m. Con g = 10 m/s², ¿con qué rapidez llega B al piso?',
      ['v_B = 10 m/s'],
    ],
  ]);

  it.each([
    // Both bodies asked; one thrown down is no drop.
    'Desde 45 m de altura se suelta una piedra A y, a la vez, desde 20 m se suelta una piedra B. Tomá g = 10 m/s². ¿Qué diferencia de tiempo hay entre las llegadas al suelo?',
    'Desde 45 m de altura se suelta una piedra A y, a la vez, desde 20 m se lanza hacia abajo una piedra B a 5 m/s. Tomá g = 10 m/s². ¿Cuánto tarda B en llegar al suelo?',
  ])('does not answer sure two bodies it does not read apart: %s', (problem) => {
    expect(solveThrowOrFall(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveThrowOrFall: back at the launch point, thrown from a height', () => {
  it('gives v₀ downward and reads the launch height as a datum the answer does not take', () => {
    // Without friction it passes the launch point with the speed it left with: 20, 12 and 8 m/s.
    for (const [problem, expected] of [
      [
        'Se lanza una pelota hacia arriba a 20 m/s desde 15 m de altura. ¿Con qué velocidad pasa por el punto de lanzamiento al bajar? Usá g = 10 m/s².',
        '**v = 20 m/s, hacia abajo**',
      ],
      [
        'Desde lo alto de un edificio de 30 m se lanza verticalmente hacia arriba una piedra a 12 m/s. ¿Qué velocidad tiene cuando vuelve a pasar por el punto de partida?',
        '**v = 12 m/s, hacia abajo**',
      ],
      [
        'Se arroja hacia arriba una moneda con 8 m/s desde una altura de 1,5 m. ¿Con qué rapidez pasa de nuevo por el punto de lanzamiento?',
        '**v = 8 m/s, hacia abajo**',
      ],
    ] as const) {
      const reply = solveThrowOrFall(problem);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(expected);
    }
    // Near misses: the time asked, not the speed; no direction said for the throw.
    for (const problem of [
      'Se lanza una pelota hacia arriba a 20 m/s desde 15 m de altura. ¿Cuánto tarda en pasar por el punto de lanzamiento al bajar? Usá g = 10 m/s².',
      'Se lanza una pelota a 20 m/s desde 15 m de altura. ¿Con qué velocidad pasa por el punto de lanzamiento al bajar?',
    ])
      expect(solveThrowOrFall(problem)?.text ?? '').not.toContain('hacia abajo**');
  });
});

describe('solveThrowOrFall: the height at an instant, from the flight time', () => {
  it.each([
    // Back in 6 s: v₀ = 30 m/s; y(4) = 120 − 80 = 40 m.
    [
      'Se lanza una piedra verticalmente hacia arriba desde el suelo y vuelve al punto de partida 6 s después. (g = 10 m/s²) ¿A qué altura se encontraba a los 4 s del lanzamiento?',
      '**y = 40 m**',
    ],
    // Other words: back in 4 s, v₀ = 20 m/s; y(1) = 20 − 5 = 15 m.
    [
      'Una pelota lanzada hacia arriba desde el piso regresa a la mano 4 s más tarde. Tomá g = 10 m/s². ¿A qué altura está al cabo de 1 s?',
      '**y = 15 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveThrowOrFall(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // 5 s is past the 4 s flight: it is back on the ground.
    'Una pelota lanzada hacia arriba desde el piso regresa a la mano 4 s más tarde. Tomá g = 10 m/s². ¿A qué altura está al cabo de 5 s?',
    // A changed datum no reading here takes (the mass): not the unchanged top stated sure.
    'Una pelota lanzada hacia arriba regresa a la mano 4 s después. Usá g = 10 m/s². Si la masa se duplicara, ¿cuál sería la nueva altura máxima?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveThrowOrFall(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveThrowOrFall: the height above the ground during a fall', () => {
  it.each([
    // 20 − ½ · 9,8 · 1 = 15,1 m.
    [
      'Desde un balcón situado a 20 m del suelo se cae una maceta. Considere g = 9,8 m/s² y desprecie el rozamiento con el aire. ¿A qué altura del suelo se encuentra 1 s después de caer?',
      '**y = 15,1 m**',
    ],
    // Other words: 80 − ½ · 10 · 4 = 60 m.
    [
      'Se deja caer una piedra desde lo alto de una torre de 80 m. ¿A qué altura del suelo está a los 2 s? (g = 10 m/s²)',
      '**y = 60 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveThrowOrFall(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // It lands at 4 s: at 5 s it is on the ground, no height in the fall.
    'Se deja caer una piedra desde lo alto de una torre de 80 m. ¿A qué altura del suelo está a los 5 s? (g = 10 m/s²)',
    // Thrown down, not dropped: another motion.
    'Desde lo alto de una torre de 80 m se lanza una piedra hacia abajo a 5 m/s. ¿A qué altura del suelo está a los 2 s? (g = 10 m/s²)',
  ])('does not answer sure: %s', (problem) => {
    expect(solveThrowOrFall(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveThrowOrFall: the launch speed changed', () => {
  it.each([
    // Back in 6 s: v₀ = 30 m/s; doubled, 60 m/s: h = 3600 / 20 = 180 m (was stated sure as 45 m).
    [
      'Se lanza una piedra verticalmente hacia arriba desde el suelo y vuelve al punto de partida 6 s después. (g = 10 m/s²) Si la velocidad de lanzamiento se duplicara, ¿cuál sería la nueva altura máxima?',
      '**h_max = 180 m**',
    ],
    // Other words: back in 4 s, v₀ = 20 m/s; halved, 10 m/s: 2 s in the air.
    [
      'Una pelota lanzada hacia arriba regresa a la mano 4 s después. Usá g = 10 m/s². Si la velocidad de lanzamiento fuera la mitad, ¿cuánto tiempo estaría en el aire?',
      '**t = 2 s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveThrowOrFall(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
});
