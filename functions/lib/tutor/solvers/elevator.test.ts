import { describe, expect, it } from 'vitest';
import { solveElevator } from './elevator.ts';
import { fmt, parseNumber } from './numbers.ts';
import { random } from './testing.ts';

const answerNumber = (text: string) =>
  parseNumber(/\n\*\*(?!Datos)[^*]*?(\d+(?:[.,]\d+)*) N\*\*/.exec(text)?.[1] ?? 'x');

describe('solveElevator', () => {
  it.each([
    [
      'Un ascensor baja y va frenando con una aceleración de módulo 1,5 m/s². Una persona de 60 kg está sobre una balanza en su interior. Con g = 10 m/s², la balanza marca:',
      '**N = 690 N**',
    ],
    [
      'Una cabina de ascensor de 800 kg sube con aceleración de 1,2 m/s². ¿Cuál es la tensión del cable? (g = 9,8 m/s²)',
      '**T = 8.800 N**',
    ],
    [
      'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube a velocidad constante de 2 m/s. ¿Qué marca la balanza?',
      '**N = 686 N**',
    ],
    [
      'Un ascensor de 500 kg lleva a una persona de 80 kg y baja acelerando a 2 m/s². ¿Cuál es la tensión del cable?',
      '**T = 4.524 N**',
    ],
    [
      'Una persona de 50 kg viaja en un ascensor que sube frenando a 2 m/s². Con g = 10 m/s², ¿qué marca la balanza sobre la que está parada?',
      '**N = 400 N**',
    ],
    [
      'Se corta el cable de un ascensor y cae libremente. ¿Qué marca la balanza de una persona de 60 kg que va adentro?',
      '**N = 0 N**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveElevator(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    [
      'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor. Si la balanza marca 770 N, ¿cuál es la aceleración del ascensor? (g = 10 m/s²)',
      '**a = 1 m/s² hacia arriba**',
    ],
    [
      'Un ascensor de 1000 kg cuelga de un cable cuya tensión es 8000 N. ¿Qué aceleración tiene? g = 10 m/s²',
      '**a = 2 m/s² hacia abajo**',
    ],
    [
      'Una persona de 60 kg en un ascensor se para sobre una balanza que marca 54 kg. ¿Cuál es la aceleración del ascensor?',
      '**a = 0,98 m/s² hacia abajo**',
    ],
  ])('finds the acceleration from the reading: %s', (problem, expected) => {
    const reply = solveElevator(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('asks which way it accelerates when the statement does not say', () => {
    const reply = solveElevator('Un ascensor de 500 kg acelera a 2 m/s². ¿Cuál es la tensión del cable?');

    expect(reply?.certain).toBe(false);
    expect(reply?.text).toContain('¿el ascensor sube o baja');
  });

  it('declines what it does not ask about the cable or the scale', () => {
    expect(solveElevator('Un ascensor sube 30 m en 10 s. ¿Qué velocidad tiene?')).toBeUndefined();
  });

  it('gives a force whose excess over the weight is m·a, up positive (seeded)', () => {
    const next = random(37);
    const g = 9.8;
    for (let i = 0; i < 80; i++) {
      const m = 40 + Math.round(next() * 900);
      const a = Math.round(1 + next() * 40) / 10;
      const goesUp = next() < 0.5;
      const brakes = next() < 0.5;
      const up = goesUp !== brakes;
      const reply = solveElevator(
        `Un ascensor ${goesUp ? 'sube' : 'baja'} ${brakes ? 'frenando' : 'acelerando'} con una aceleración de ${fmt(a)} m/s². ¿Cuál es la tensión del cable si la cabina tiene ${m} kg?`,
      );
      const T = answerNumber(reply?.text ?? '');

      expect(reply?.certain).toBe(true);
      expect(T - m * g).toBeCloseTo(m * (up ? a : -a), 0);
    }
  });
  it.each([
    [
      'Un ascensor de 600 kg parte del reposo y sube alcanzando una velocidad de 3 m/s en 2 s. ¿Cuál es la tensión del cable?',
      '**T = 6.780 N**',
    ],
    [
      'Un ascensor que baja a 4 m/s frena uniformemente y se detiene en 2 s. Una persona de 70 kg viaja adentro parada sobre una balanza. ¿Qué marca la balanza? (g = 10 m/s²)',
      '**N = 840 N**',
    ],
    [
      'Un montacargas de 1000 kg que sube pasa de 2 m/s a 6 m/s en 4 s. Con g = 10 m/s², ¿cuál es la tensión del cable?',
      '**T = 11.000 N**',
    ],
  ])('reads the acceleration from a change of speed in a time: %s', (problem, expected) => {
    const reply = solveElevator(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('asks when a change of speed does not say which way the elevator goes', () => {
    const reply = solveElevator(
      'Un ascensor de 600 kg parte del reposo y alcanza una velocidad de 3 m/s en 2 s. ¿Cuál es la tensión del cable?',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toContain('6.780');
  });

  it('states no result when the time is not that of a change of speed', () => {
    const reply = solveElevator(
      'Un ascensor de 600 kg sube a velocidad constante de 3 m/s durante 2 s. ¿Cuál es la tensión del cable?',
    );

    expect(reply?.certain).toBe(false);
  });

  it('gives, from a change of speed, a force whose excess over the weight is m·Δv/Δt (seeded)', () => {
    const next = random(3737);
    const g = 10;
    for (let i = 0; i < 80; i++) {
      const m = 40 + Math.round(next() * 900);
      const v = Math.round(1 + next() * 60) / 10;
      // At least 1 s, so that no braking beats g (a slack cable is no reading of this kind).
      const t = Math.round(10 + next() * 40) / 10;
      const goesUp = next() < 0.5;
      const stops = next() < 0.5;
      const up = goesUp !== stops;
      const problem = stops
        ? `Un ascensor de ${m} kg ${goesUp ? 'sube' : 'baja'} a ${fmt(v)} m/s y se detiene en ${fmt(t)} s. Con g = 10 m/s², ¿cuál es la tensión del cable?`
        : `Un ascensor de ${m} kg parte del reposo y ${goesUp ? 'sube' : 'baja'} hasta alcanzar ${fmt(v)} m/s en ${fmt(t)} s. Con g = 10 m/s², ¿cuál es la tensión del cable?`;
      const reply = solveElevator(problem);
      const T = answerNumber(reply?.text ?? '');

      expect(reply?.certain, problem).toBe(true);
      expect(Math.abs(T - m * g - m * (up ? v / t : -v / t))).toBeLessThan(0.01 * m * g);
    }
  });
});

describe('solveElevator with the weight given in newtons', () => {
  it('takes the mass from the weight and states what the scale reads', () => {
    const reply = solveElevator(
      'Una persona que pesa 600 N está parada sobre una balanza dentro de un ascensor que desciende acelerando a 2 m/s². ¿Qué marca la balanza? (g = 10 m/s²)',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**N = 480 N**');
  });

  it('reads «de 800 N de peso» too, and leaves alone a force that is not a weight', () => {
    expect(
      solveElevator(
        'Un hombre de 800 N de peso viaja en un ascensor que sube acelerando a 1 m/s². ¿Cuánto marca la balanza sobre la que está parado? (g = 10 m/s²)',
      )?.text,
    ).toContain('**N = 880 N**');
    expect(
      solveElevator(
        'Sobre una balanza en un ascensor que sube acelerando a 1 m/s² se aplica una fuerza de 50 N. ¿Qué marca la balanza?',
      )?.certain,
    ).not.toBe(true);
  });

  it('gives back the weight times (g + a) over g (seeded)', () => {
    for (let i = 1; i <= 20; i++) {
      const weight = 400 + 20 * i;
      const a = (i % 4) + 1;
      const reply = solveElevator(
        `Una persona que pesa ${weight} N está sobre una balanza en un ascensor que sube acelerando a ${a} m/s². ¿Qué marca la balanza? (g = 10 m/s²)`,
      );
      const read = parseNumber(/\*\*N [=≈] ([\d.,]+) N/.exec(reply?.text ?? '')?.[1] ?? 'x');
      expect(Math.abs(read - (weight * (10 + a)) / 10)).toBeLessThan(0.01);
    }
  });
});

describe('solveElevator: a body hung from the ceiling as the cabin starts, and the motion a scale allows', () => {
  it.each([
    // «Empieza a bajar»: it speeds up downwards, T = 8·(10 − 2).
    [
      'Del techo de un ascensor cuelga una lámpara de 8 kg sujeta por una cuerda. El ascensor empieza a bajar con una aceleración de 2 m/s². ¿Qué tensión soporta la cuerda? (Usá g = 10 m/s².)',
      '**T = 64 N**',
    ],
    [
      'Dentro de un ascensor, una bolsa de 5 kg cuelga de un hilo atado al techo. El ascensor comienza a subir con una aceleración de 1,2 m/s². ¿Cuál es la tensión del hilo? (g = 10 m/s²)',
      '**T = 56 N**',
    ],
    // a = N/m − g: its sign allows two motions, and the answer names both.
    [
      'Una persona de 50 kg parada sobre una balanza dentro de un ascensor lee 400 N. ¿Cuál de estas situaciones puede estar ocurriendo? (Usá g = 10 m/s².)',
      '**a = 2 m/s² hacia abajo: el ascensor sube frenando o baja acelerando**',
    ],
    [
      'Un chico de 40 kg parado sobre una balanza en un ascensor ve que marca 480 N. ¿Cómo se está moviendo el ascensor? (g = 10 m/s²)',
      '**a = 2 m/s² hacia arriba: el ascensor sube acelerando o baja frenando**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveElevator(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Starting down with no acceleration given.
    'Del techo de un ascensor cuelga una lámpara de 8 kg sujeta por una cuerda. El ascensor empieza a bajar. ¿Qué tensión soporta la cuerda? (Usá g = 10 m/s².)',
    // No reading of the scale.
    'Una persona de 50 kg está parada sobre una balanza dentro de un ascensor. ¿Cuál de estas situaciones puede estar ocurriendo? (Usá g = 10 m/s².)',
  ])('states no result without the datum: %s', (problem) => {
    expect(solveElevator(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveElevator: the acceleration’s way said with its value («de 1,5 m/s² dirigida hacia abajo»)', () => {
  it.each([
    // N = 70 · (9,8 − 1,5) = 581 N.
    [
      'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube frenando, con una aceleración de 1,5 m/s² dirigida hacia abajo. ¿Cuánto marca la balanza? (g = 9,8 m/s²)',
      '**N = 581 N**',
    ],
    // N = 60 · (10 + 2,5) = 750 N.
    [
      'Un ascensor baja frenando con una aceleración de 2,5 m/s² dirigida hacia arriba. Adentro, una persona de 60 kg está sobre una balanza. ¿Qué marca la balanza? Usá g = 10 m/s².',
      '**N = 750 N**',
    ],
    // N = 80 · (10 − 0,5) = 760 N.
    [
      'Una persona de 80 kg viaja en un ascensor cuya aceleración de 0,5 m/s² apunta hacia abajo. ¿Cuánto marca la balanza sobre la que está parada? (g = 10 m/s²)',
      '**N = 760 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveElevator(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('states no result when the motion and the acceleration’s way disagree', () => {
    const reply = solveElevator(
      'En un ascensor que sube acelerando con una aceleración de 1,5 m/s² dirigida hacia abajo, una persona de 70 kg está sobre una balanza. ¿Cuánto marca la balanza? (g = 9,8 m/s²)',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('an elevator in stages, the question naming the stage', () => {
  it.each([
    [
      'Un ascensor de 600 kg (con su carga) parte del reposo y sube acelerando a 2 m/s² durante 3 s; luego sigue subiendo a velocidad constante. Considere g = 10 m/s². ¿Cuál es la tensión del cable mientras acelera?',
      '**T = 7.200 N**',
    ],
    [
      'Un ascensor de 600 kg (con su carga) parte del reposo y sube acelerando a 2 m/s² durante 3 s; luego sigue subiendo a velocidad constante. Considere g = 10 m/s². ¿Cuál es la tensión del cable mientras sube a velocidad constante?',
      '**T = 6.000 N**',
    ],
    [
      'Una persona de 70 kg viaja en un ascensor que arranca hacia abajo con una aceleración de 1,5 m/s² durante 2 s. Después baja con velocidad constante. ¿Qué marca la balanza durante el arranque? (g = 9,8 m/s²)',
      '**N = 581 N**',
    ],
    [
      'Una persona de 70 kg viaja en un ascensor que arranca hacia abajo con una aceleración de 1,5 m/s² durante 2 s. Después baja con velocidad constante. ¿Qué marca la balanza mientras baja a velocidad constante? (g = 9,8 m/s²)',
      '**N = 686 N**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveElevator(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A braking stage besides: not read here.
    'Un ascensor de 600 kg parte del reposo y sube acelerando a 2 m/s² durante 3 s; luego sigue a velocidad constante y finalmente frena hasta detenerse. Con g = 10 m/s², ¿cuál es la tensión del cable mientras acelera?',
    // No stage named in the question.
    'Un ascensor de 600 kg parte del reposo y sube acelerando a 2 m/s² durante 3 s; luego sigue a velocidad constante. Con g = 10 m/s², ¿cuál es la tensión del cable?',
    // Both stages in one clause: the way of the first is not read apart.
    'Un ascensor de 600 kg sube acelerando a 2 m/s² durante 3 s y luego sigue a velocidad constante. Con g = 10 m/s², ¿cuál es la tensión del cable mientras acelera?',
  ])('states no result for %s', (problem) => {
    expect(solveElevator(problem)?.certain ?? false).toBe(false);
  });
});

describe('an elevator carrying several people of the same mass', () => {
  it.each([
    [
      'Un ascensor de 600 kg lleva a cuatro personas de 70 kg cada una y sube con aceleración de 1,5 m/s² (g = 9,8 m/s²). ¿Qué tensión soporta el cable?',
      '**T = 9.944 N**',
    ],
    [
      'Un ascensor de 500 kg con 3 pasajeros de 80 kg baja frenando con aceleración de 2 m/s² (g = 10 m/s²). ¿Cuál es la tensión del cable?',
      '**T = 8.880 N**',
    ],
    [
      'Un ascensor de 600 kg lleva a cuatro personas de 70 kg cada una y sube con aceleración de 1,5 m/s² (g = 9,8 m/s²). ¿Qué fuerza ejerce el piso sobre cada persona?',
      '**N = 791 N**',
    ],
  ])('holds them all on the cable, each on the floor: %s', (problem, expected) => {
    const reply = solveElevator(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The floor on all of them, or people whose number is not said: not read.
    'Un ascensor de 600 kg lleva a cuatro personas de 70 kg cada una y sube con aceleración de 1,5 m/s² (g = 9,8 m/s²). ¿Qué fuerza ejerce el piso sobre las personas?',
    'Un ascensor de 500 kg lleva personas; una de ellas tiene 80 kg. Sube con aceleración de 2 m/s² (g = 10 m/s²). ¿Cuál es la tensión del cable?',
  ])('states no result for %s', (problem) => {
    expect(solveElevator(problem)?.certain ?? false).toBe(false);
  });

  it.each([
    // One stage, speeding up for a time said after its acceleration: the time does not change the force.
    [
      'Una cabina de 1200 kg parte del reposo y sube con aceleración de 2 m/s² durante 3 s (g = 10 m/s²). ¿Qué tensión soporta el cable mientras acelera?',
      '**T = 14.400 N**',
    ],
    [
      'Un ascensor de 500 kg arranca desde el reposo hacia abajo con una aceleración constante de 1 m/s² durante 2 s. Con g = 9,8 m/s², calcular la tensión del cable en ese lapso.',
      '**T = 4.400 N**',
    ],
  ])('reads one timed stage: %s', (problem, expected) => {
    const reply = solveElevator(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states no result for the force after the timed stage', () => {
    const problem =
      'Un ascensor de 500 kg parte del reposo y sube con aceleración de 2 m/s² durante 3 s (g = 10 m/s²). ¿Cuál es la tensión del cable a los 5 s?';
    expect(solveElevator(problem)?.certain ?? false).toBe(false);
  });
});
