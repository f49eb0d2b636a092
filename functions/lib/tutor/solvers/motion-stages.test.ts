import { describe, expect, it } from 'vitest';
import { motionStagesSolver, solveMotionStages } from './motion-stages.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveMotionStages', () => {
  itSolvesItsExamples(motionStagesSolver);

  itSolvesCertainly(solveMotionStages, [
    [
      'Un tren parte de una estación con aceleración constante de 0,5 m/s² durante 40 s y luego sigue con velocidad constante durante 2 minutos. ¿Qué distancia total recorre?',
      ['**d total = 2.800 m**'],
    ],
    [
      'Un auto parte del reposo y acelera a 2 m/s² durante 10 s; luego mantiene la velocidad constante durante 30 s y después frena con una desaceleración de 4 m/s² hasta detenerse. ¿Qué distancia recorre en total?',
      ['**d total = 750 m**'],
    ],
  ]);

  // Any motion in stages read as a v(t) of straight pieces, each stage fixed by two of its data.
  itSolvesCertainly(solveMotionStages, [
    // 0,5 m/s² up to 72 km/h = 20 m/s: 40 s; ½·0,5·40² = 400 m; then 20 m/s · 120 s = 2.400 m.
    [
      'Un tren parte del reposo y acelera uniformemente a 0,5 m/s² hasta alcanzar una velocidad de 72 km/h; luego mantiene esa velocidad constante durante 2 min.\na) ¿Cuánto tiempo tarda en alcanzar los 72 km/h?',
      ['**t = 40 s**'],
    ],
    [
      'Un tren parte del reposo y acelera uniformemente a 0,5 m/s² hasta alcanzar una velocidad de 72 km/h; luego mantiene esa velocidad constante durante 2 min.\nb) ¿Qué distancia recorre mientras acelera?',
      ['**d = 400 m**'],
    ],
    [
      'Un tren parte del reposo y acelera uniformemente a 0,5 m/s² hasta alcanzar una velocidad de 72 km/h; luego mantiene esa velocidad constante durante 2 min.\nc) Con la velocidad alcanzada, ¿qué distancia recorre en el tramo de velocidad constante?',
      ['**d = 2.400 m**'],
    ],
    // 3·8 = 24 m/s; 24·10 = 240 m.
    [
      'Un móvil parte del reposo con una aceleración constante de 3 m/s² durante 8 s; después sigue con la velocidad que alcanzó, constante, durante 10 s más.\nb) Con la velocidad hallada en a), ¿qué distancia recorre en el tramo de velocidad constante?',
      ['**d = 240 m**'],
    ],
    // The braking: 12 m/s to 0 in 3 s, 18 m; 1,5·12 = 18 m/s, braking at 3 m/s²: 18²/6 = 54 m.
    [
      'Un móvil parte del reposo y acelera uniformemente durante 4 s hasta 12 m/s; luego mantiene esa velocidad 6 s y finalmente frena uniformemente hasta detenerse en 3 s. ¿Qué distancia recorre durante el frenado?',
      ['**d = 18 m**'],
    ],
    [
      'Una moto arranca desde el reposo, acelera a 1,5 m/s² durante 12 s, sigue con esa velocidad durante medio minuto y después frena con una desaceleración de 3 m/s² hasta detenerse. ¿Cuántos metros recorre mientras frena?',
      ['**d = 54 m**'],
    ],
    // A v-t graph in words: 20·10 = 200 m between 5 s and 15 s; 50 + 200 + 50 = 300 m in all; 12·4 + 24 = 72 m.
    [
      'En un gráfico velocidad-tiempo, la velocidad sube en línea recta de 0 a 20 m/s entre t = 0 y t = 5 s, se mantiene constante hasta t = 15 s y baja en línea recta hasta 0 en t = 20 s. ¿Qué distancia recorre entre t = 5 s y t = 15 s?',
      ['**d = 200 m**'],
    ],
    [
      'En un gráfico velocidad-tiempo, la velocidad sube en línea recta de 0 a 20 m/s entre t = 0 y t = 5 s, se mantiene constante hasta t = 15 s y baja en línea recta hasta 0 en t = 20 s. La distancia total recorrida es:\nA) 200 m\nB) 250 m\nC) 400 m\nD) 350 m\nE) Ninguna respuesta anterior es correcta',
      ['**d total = 300 m**'],
    ],
    [
      'En un gráfico v-t, la rapidez aumenta de 0 a 12 m/s entre t = 0 y t = 6 s, se mantiene constante hasta t = 10 s y disminuye hasta 0 en t = 14 s. ¿Qué distancia recorre entre t = 6 s y t = 14 s?',
      ['**d = 72 m**'],
    ],
    // From 10 m/s: 50 m, then 10 to 30 m/s in 4 s, 80 m: 130 m.
    [
      'Un gráfico velocidad-tiempo muestra que un móvil va a 10 m/s constante durante 5 s y luego acelera uniformemente hasta 30 m/s en 4 s. La distancia total recorrida es:\nA) 80 m\nB) 130 m\nC) 50 m\nD) 170 m\nE) Ninguna respuesta anterior es correcta',
      ['**d total = 130 m**'],
    ],
  ]);

  // The last seconds of a motion from rest: ½·a·T² − ½·a·(T − n)².
  itSolvesCertainly(solveMotionStages, [
    // T = √(2·80/10) = 4 s: 80 − 5·2² = 60 m.
    [
      'Una piedra se suelta desde 80 m de altura. ¿Qué distancia recorre durante los últimos 2 s de su caída? Considere g = 10 m/s².',
      ['**d = 60 m**'],
    ],
    // a = 20/8 = 2,5 m/s²: 80 − 20 = 60 m.
    [
      'Un auto parte del reposo y en 8 s alcanza 72 km/h con aceleración constante. ¿Qué distancia recorrió en los últimos 4 s?',
      ['**d = 60 m**'],
    ],
    // T = 3 s: 45 − 20 = 25 m.
    [
      'Se deja caer una maceta desde 45 m. Con g = 10 m/s², ¿cuántos metros cae en el último segundo?',
      ['**d = 25 m**'],
    ],
    // 100 − 49 = 51 m.
    [
      'Una moto parte del reposo con una aceleración de 2 m/s² y la mantiene durante 10 s. ¿Qué distancia recorre en los últimos 3 segundos?',
      ['**d = 51 m**'],
    ],
  ]);

  // A position-time graph in words: the slope of a piece, the mean velocity, the distance covered.
  itSolvesCertainly(solveMotionStages, [
    // From (10 s; 40 m) to (14 s; 0 m): |−40/4| = 10 m/s.
    [
      'En un gráfico posición-tiempo, un móvil está en x = 0 en t = 0, llega en línea recta a x = 40 m en t = 4 s, queda quieto hasta t = 10 s y vuelve en línea recta a x = 0 en t = 14 s. ¿Cuál es el módulo de su velocidad entre t = 10 s y t = 14 s?',
      ['**|v| = 10 m/s**'],
    ],
    // 40 m out and 40 m back.
    [
      'En un gráfico posición-tiempo, un móvil está en x = 0 en t = 0, llega en línea recta a x = 40 m en t = 4 s, queda quieto hasta t = 10 s y vuelve en línea recta a x = 0 en t = 14 s. ¿Qué distancia recorre en total?',
      ['**d = 80 m**'],
    ],
    // (40 − 10)/8 = 3,75 m/s; 60/3 = 20 m/s.
    [
      'Un gráfico x(t) muestra un móvil que está en x = 10 m en t = 0 s, pasa a x = 70 m en t = 3 s en línea recta, permanece detenido hasta t = 5 s y regresa en línea recta a x = 40 m en t = 8 s. ¿Cuál es su velocidad media entre t = 0 s y t = 8 s?',
      ['**v_m = 3,75 m/s**'],
    ],
    [
      'Un gráfico x(t) muestra un móvil que está en x = 10 m en t = 0 s, pasa a x = 70 m en t = 3 s en línea recta, permanece detenido hasta t = 5 s y regresa en línea recta a x = 40 m en t = 8 s. ¿Qué rapidez tiene entre t = 0 s y t = 3 s?',
      ['**|v| = 20 m/s**'],
    ],
  ]);

  it('does not state one velocity across pieces of different slope', () => {
    expect(
      solveMotionStages(
        'En un gráfico posición-tiempo, un móvil está en x = 0 en t = 0, llega en línea recta a x = 40 m en t = 4 s, queda quieto hasta t = 10 s y vuelve en línea recta a x = 0 en t = 14 s. ¿Cuál es su velocidad entre t = 0 s y t = 14 s?',
      )?.certain ?? false,
    ).toBe(false);
  });

  it.each([
    // Thrown down at 5 m/s: no motion from rest.
    'Una piedra se lanza hacia abajo desde 80 m de altura con 5 m/s. ¿Qué distancia recorre durante los últimos 2 s de su caída? Considere g = 10 m/s².',
    // The first seconds, not the last; a mass no reading uses.
    'Un auto parte del reposo y en 8 s alcanza 72 km/h con aceleración constante. ¿Qué distancia recorrió en los primeros 4 s?',
    'Una piedra de 2 kg se suelta desde 80 m de altura. ¿Qué distancia recorre durante los últimos 2 s de su caída? Considere g = 10 m/s².',
  ])('does not answer sure the last seconds of another motion: %s', (problem) => {
    expect(solveMotionStages(problem)?.certain ?? false).toBe(false);
  });

  it.each([
    // The braking has no datum: neither its time nor its deceleration (500 m was once stated, the braking left out).
    'Un auto parte del reposo y acelera a 2 m/s² durante 10 s; luego mantiene la velocidad 20 s y finalmente frena hasta detenerse. ¿Qué distancia recorrió en total?',
    // Another unknown asked (the second stage's time is no «durante»), and a datum no stage uses.
    'Un auto parte del reposo y acelera a 2 m/s² durante 10 s; luego mantiene la velocidad 20 s y finalmente frena en 5 s hasta detenerse. ¿Cuánto vale la aceleración de frenado?',
    'Un auto de 800 kg parte del reposo y acelera a 2 m/s² durante 10 s; luego mantiene la velocidad 20 s y finalmente frena en 5 s hasta detenerse. ¿Qué distancia recorrió en total?',
    // Two stages that speed up: «mientras acelera» names neither.
    'Un móvil parte del reposo y acelera hasta 10 m/s en 5 s, luego acelera hasta 20 m/s en 5 s más. ¿Qué distancia recorre mientras acelera?',
  ])('does not answer sure a stage it cannot read whole: %s', (problem) => {
    expect(solveMotionStages(problem)?.certain ?? false).toBe(false);
  });

  itDeclines('leaves to others a problem not its own: %s', solveMotionStages, [
    // One stage: kinematics answers it.
    'Un auto parte del reposo y acelera a 2 m/s² durante 10 s. ¿Qué distancia recorre?',
    // The total is not asked.
    'Un tren parte del reposo con aceleración de 0,5 m/s² durante 40 s y luego sigue con velocidad constante durante 2 minutos. ¿Qué velocidad alcanza?',
  ]);

  it('gives totals that are the area under v(t) (seeded)', () => {
    const next = random(637);
    for (let i = 0; i < 100; i++) {
      const a = 1 + Math.round(next() * 4);
      const t1 = 2 + Math.round(next() * 20);
      const t2 = 5 + Math.round(next() * 60);
      const problem = `Un móvil parte del reposo con aceleración constante de ${a} m/s² durante ${t1} s y luego sigue con velocidad constante durante ${t2} s. ¿Qué distancia total recorre?`;
      const reply = solveMotionStages(problem);
      expect(reply?.certain, problem).toBe(true);
      const [total = Number.NaN] = answerNumbers(reply?.text ?? '');
      const area = 0.5 * t1 * (a * t1) + a * t1 * t2;
      expect(Math.abs(total - area), problem).toBeLessThan(0.01 * area);
    }
  });

  it('gives the mean speed of a way in two halves, 2·v₁·v₂/(v₁ + v₂)', () => {
    const reply = solveMotionStages(
      'Un móvil recorre la mitad de un trayecto a 40 km/h y la otra mitad a 60 km/h. ¿Cuál es su velocidad media?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v_m = 48 km/h**');
  });
});

describe('solveMotionStages: halves of the time', () => {
  it('gives the mean of the speeds for halves of the time, not the harmonic mean of halves of the way', () => {
    const reply = solveMotionStages(
      'Un tren recorre la mitad del tiempo a 60 km/h y la otra mitad a 90 km/h. ¿Cuál es su velocidad media?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v_m = 75 km/h**');
  });
});

describe('solveMotionStages: a reaction time, then braking to a stop', () => {
  it.each([
    // The bank's: 30 m/s · 0,8 s = 24 m, 30² / (2 · 6) = 75 m: 99 m.
    [
      'Un auto viaja a 108 km/h y el conductor ve un obstáculo. Tarda 0,8 s en reaccionar (durante ese tiempo sigue a velocidad constante) y después frena con una desaceleración constante de 6 m/s². ¿Qué distancia recorre desde que ve el obstáculo hasta detenerse?',
      '**d total = 99 m**',
    ],
    // 20 · 0,5 = 10 m, 20² / 10 = 40 m: 50 m.
    [
      'Un conductor que va a 72 km/h ve un semáforo en rojo; su tiempo de reacción es de 0,5 s y luego frena con una aceleración de 5 m/s². ¿Cuántos metros recorre en total hasta detenerse?',
      '**d total = 50 m**',
    ],
    // Only the braking: 25² / 10 = 62,5 m.
    [
      'Una moto circula a 25 m/s. El conductor tarda 1 s en reaccionar y después frena a razón de 5 m/s². ¿Qué distancia recorre durante el frenado?',
      '**d de frenado = 62,5 m**',
    ],
    // An obstacle 80 m ahead: 25 · 0,8 = 20 m and 625 / 12 ≈ 52,08 m; it stops 80 − 72,08 ≈ 7,92 m short.
    [
      'Un conductor circula a 90 km/h por una ruta cuando ve una vaca parada sobre el camino, 80 m delante de él. Su tiempo de reacción es de 0,8 s y, una vez que pisa el freno, el auto desacelera a razón de 6 m/s². ¿A qué distancia de la vaca queda detenido?',
      '**queda a ≈ 7,92 m del obstáculo**',
    ],
    // Other words: 20 · 0,5 = 10 m, 400 / 10 = 40 m; 60 − 50 = 10 m.
    [
      'Una camioneta marcha a 20 m/s y su conductor divisa un árbol caído a 60 m. Tarda 0,5 s en reaccionar y luego frena a 5 m/s². ¿A qué distancia del árbol se detiene?',
      '**queda a 10 m del obstáculo**',
    ],
    // The obstacle's distance is another part's datum: the reaction's distance, 25 · 0,8 = 20 m.
    [
      'Un conductor circula a 90 km/h cuando ve una vaca parada sobre el camino, 80 m delante de él. Su tiempo de reacción es de 0,8 s y luego frena a razón de 6 m/s². ¿Qué distancia recorre durante el tiempo de reacción?',
      '**d durante la reacción = 20 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveMotionStages(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A time asked, not a distance.
    'Un auto viaja a 108 km/h; el conductor tarda 0,8 s en reaccionar y frena con 6 m/s². ¿Cuánto tarda en detenerse desde que ve el obstáculo?',
    // The obstacle's distance is a datum this reading does not use (does it crash?).
    'Un auto viaja a 108 km/h y el conductor ve un obstáculo a 90 m. Tarda 0,8 s en reaccionar y frena con 6 m/s². ¿Qué distancia recorre desde que ve el obstáculo hasta detenerse?',
    // 10 + 40 = 50 m > 40 m: it hits the tree, there is no gap to state.
    'Una camioneta marcha a 20 m/s y su conductor divisa un árbol caído a 40 m. Tarda 0,5 s en reaccionar y luego frena a 5 m/s². ¿A qué distancia del árbol se detiene?',
    // A length that is no obstacle's distance ahead (the car's own length).
    'Un auto de 4 m de largo viaja a 20 m/s; el conductor tarda 0,5 s en reaccionar y frena a 5 m/s². ¿A qué distancia del semáforo se detiene?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveMotionStages(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveMotionStages: the acceleration of the one stage the question names', () => {
  const train =
    'Un tren parte del reposo y acelera uniformemente durante 20 s hasta alcanzar 72 km/h; mantiene esa velocidad durante 2 minutos y luego frena uniformemente hasta detenerse en 10 s.';
  it.each([
    // 20 m/s in 20 s: 1 m/s²; from 20 m/s to rest in 10 s: −2 m/s².
    [`${train} Calcule la aceleración durante el arranque.`, '**a = 1 m/s²**'],
    [
      `${train} ¿Qué desaceleración tiene durante el frenado?`,
      '**a = -2 m/s²** (frena: el módulo es 2 m/s²)',
    ],
    // «arranca» opens a stage: 15 m/s in 10 s, 1,5 m/s²; braking from 15 m/s in 5 s covers 37,5 m.
    [
      'Un colectivo arranca desde el reposo y en 10 s alcanza 54 km/h; sigue a esa velocidad durante 1 minuto y después frena hasta detenerse en 5 s. ¿Cuál es la aceleración al arrancar?',
      '**a = 1,5 m/s²**',
    ],
    [
      'Un colectivo arranca desde el reposo y en 10 s alcanza 54 km/h; sigue a esa velocidad durante 1 minuto y después frena hasta detenerse en 5 s. ¿Qué distancia recorre durante el frenado?',
      '**d = 37,5 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveMotionStages(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // No stage named, or an instant asked: not this reading.
    `${train} ¿Cuál es su aceleración?`,
    `${train} ¿Qué aceleración tiene a los 25 s?`,
  ])('does not answer sure: %s', (problem) => {
    expect(solveMotionStages(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveMotionStages: start, cruise and a stop told by its time or distance', () => {
  const bus =
    'Un colectivo parte del reposo desde una parada con aceleración constante de 1,5 m/s² durante 12 s; luego mantiene la velocidad alcanzada durante 40 s y finalmente frena uniformemente, deteniéndose en 30 m.';
  const lift =
    'Un ascensor parte del reposo en planta baja y sube acelerando a 1 m/s² durante 2 s; luego sube con velocidad constante durante 10 s y finalmente frena uniformemente hasta detenerse en 4 s.';
  it.each([
    // 1,5 · 12 = 18 m/s = 64,8 km/h; 108 + 720 + 30 = 858 m; 18² / 60 = 5,4 m/s².
    [`${bus} ¿Qué velocidad máxima alcanza, en km/h?`, '**v_máx = 64,8 km/h**'],
    [`${bus} ¿Qué distancia recorre en total?`, '**d total = 858 m**'],
    [`${bus} ¿Cuál es el módulo de la aceleración de frenado?`, '**desaceleración = 5,4 m/s²**'],
    // 1 · 2 = 2 m/s; 2 + 20 + 4 = 26 m; 2 / 4 = 0,5 m/s².
    [`${lift} ¿Cuál es la velocidad máxima del ascensor?`, '**v_máx = 2 m/s**'],
    [`${lift} ¿A qué altura se detiene?`, '**d total = 26 m**'],
    [`${lift} Calculá la desaceleración durante el frenado.`, '**desaceleración = 0,5 m/s²**'],
    // Other words: 2 · 10 = 20 m/s, 100 + 1200 + 100 = 1400 m in 10 + 60 + 10 = 80 s: 17,5 m/s.
    [
      'Un tren arranca desde el reposo con aceleración de 2 m/s² durante 10 s, después sigue con esa velocidad durante 60 s y luego frena uniformemente hasta quedar detenido en 10 s. Determine su velocidad media en todo el trayecto.',
      '**v_m = 17,5 m/s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveMotionStages(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The braking's datum is missing: the third stage cannot be worked out.
    'Un colectivo parte del reposo con aceleración constante de 1,5 m/s² durante 12 s; luego mantiene la velocidad alcanzada durante 40 s y finalmente frena hasta detenerse. ¿Qué distancia recorre en total?',
    // A datum no stage takes (the bus's mass).
    `Un colectivo de 8000 kg parte del reposo con aceleración constante de 1,5 m/s² durante 12 s; luego mantiene la velocidad alcanzada durante 40 s y finalmente frena uniformemente, deteniéndose en 30 m. ¿Qué distancia recorre en total?`,
    // Another unknown: the distance of the second stage alone.
    `${lift} ¿Cuánto sube mientras va con velocidad constante?`,
    // «hasta los 15 s» is an instant, not the second stage's duration.
    'Un móvil parte del reposo con aceleración de 2 m/s² durante 5 s; luego sigue con velocidad constante hasta los 15 s y finalmente frena hasta detenerse en 4 s. ¿Qué distancia recorre en total?',
  ])('does not answer sure: %s', (problem) => {
    expect(solveMotionStages(problem)?.certain ?? false).toBe(false);
  });

  // A trip from rest whose later stages are told by their way: «recorre 2 km a velocidad constante»,
  // «frena hasta detenerse en 300 m». The whole trip's top speed, time, way and mean speed.
  const train =
    'Un tren parte del reposo con aceleración constante de 0,5 m/s² durante 1 minuto; luego recorre 2 km con velocidad constante y finalmente frena uniformemente hasta detenerse en 300 m.';
  const coachTrip =
    'Un colectivo arranca desde el reposo con aceleración de 1,5 m/s² durante 8 s, luego recorre 720 m a velocidad constante y después frena hasta detenerse en 36 m.';
  itSolvesCertainly(solveMotionStages, [
    // 0,5 · 60 = 30 m/s; 900 m + 2000 m + 300 m; 60 s + 66,67 s + 20 s.
    [`${train}\n¿Cuál es la velocidad máxima del tren?`, ['**v_máx = 30 m/s**']],
    [`${train}\n¿Qué distancia total recorre?`, ['**d total = 3.200 m**']],
    [`${train}\n¿Cuánto tiempo dura todo el viaje?`, ['**t total ≈ 146,67 s**']],
    [`${train}\n¿Cuál es la velocidad media en todo el recorrido?`, ['**v_m ≈ 21,82 m/s**']],
    [`${train}\n¿Qué distancia recorre mientras frena?`, ['**d = 300 m**']],
    // 12 m/s; 48 + 720 + 36 = 804 m in 8 + 60 + 6 = 74 s.
    [`${coachTrip}\n¿Qué distancia total recorre?`, ['**d total = 804 m**']],
    [`${coachTrip}\n¿Cuál es el tiempo total?`, ['**t total = 74 s**']],
    [`${coachTrip}\n¿Cuál es la aceleración durante el frenado?`, ['**a = -2 m/s²**', 'el módulo es 2 m/s²']],
  ]);

  it('leaves a place, an extra number or two questions of such a trip without a sure result', () => {
    const unsure = [
      // «a 50 m del semáforo» is where it stops, not the way it covers braking.
      'Un tren parte del reposo con aceleración constante de 0,5 m/s² durante 1 minuto; luego recorre 2 km con velocidad constante y finalmente frena hasta detenerse a 50 m del semáforo. ¿Qué distancia total recorre?',
      // A way and a time for the steady stage: one of them is no datum of this reading.
      'Un tren parte del reposo con aceleración constante de 0,5 m/s² durante 1 minuto; luego recorre 2 km con velocidad constante durante 70 s y finalmente frena hasta detenerse en 300 m. ¿Qué distancia total recorre?',
      `${train}\n¿Qué distancia total recorre y cuánto tarda?`,
      `${train}\n¿Qué distancia recorre hasta que empieza a frenar?`,
    ];
    for (const problem of unsure) expect(solveMotionStages(problem)?.certain).not.toBe(true);
  });
});
