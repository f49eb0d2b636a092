import { describe, expect, it } from 'vitest';
import { solveInclineWork } from './incline-work.ts';
import { fmt, parseNumber } from './numbers.ts';
import { itDeclines, itSolvesCertainly, random } from './testing.ts';

/** A work of the bold answer, by its label: "W_neto ≈ 23,65 J". */
const work = (text: string, label: string) => {
  const match = new RegExp(`${label} [=≈] (-?)(\\d+(?:[.,]\\d+)*) J`).exec(text.split('\n**').at(-1) ?? '');
  return (match?.[1] ? -1 : 1) * parseNumber(match?.[2] ?? 'x');
};

describe('solveInclineWork', () => {
  itSolvesCertainly(solveInclineWork, [
    [
      'Un bloque de 10 kg sube 5 m por un plano inclinado de 37° empujado por una fuerza de 100 N paralela al plano, con coeficiente de rozamiento 0,5. Datos: g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Calculá el trabajo de cada fuerza.',
      ['**W_neto = 0 J; W_F = 500 J; W_P = -300 J; W_r = -200 J; W_N = 0 J**'],
    ],
    [
      'Un cuerpo de 4 kg se desliza 2 m hacia abajo por un plano inclinado de 30° sin rozamiento. Con g = 10 m/s², ¿cuál es el trabajo del peso?',
      ['**W_P = 40 J**'],
    ],
    [
      'Un bloque de 5 kg sube 4 m a lo largo de un plano inclinado de 30° empujado por una fuerza de 50 N paralela al plano. El coeficiente de rozamiento es 0,2 y g = 10 m/s². ¿Cuál es el trabajo realizado por el rozamiento?',
      ['**W_r ≈ -34,64 J**'],
    ],
    [
      'Se empuja un bloque de 2 kg plano arriba, con una fuerza paralela al plano de 30 N, a lo largo de 3 m de una rampa inclinada 30° sin rozamiento (g = 10 m/s²). ¿Cuál es el trabajo total?',
      ['**W_neto = 60 J**'],
    ],
  ]);

  it('states no result when a datum is left out, and asks about it', () => {
    const reply = solveInclineWork(
      'Un cuerpo de 2 kg que parte con 3 m/s se desliza 3 m hacia abajo por un plano inclinado de 37° con coeficiente de rozamiento 0,25 durante 2 s. ¿Cuál es el trabajo neto?',
    );

    expect(reply === undefined || reply.certain === false).toBe(true);
  });

  itDeclines('leaves to others a problem not its own: %s', solveInclineWork, [
    // No work is asked.
    'Un bloque de 5 kg sube 4 m por un plano inclinado de 30° empujado por una fuerza de 50 N paralela al plano, sin rozamiento. ¿Qué aceleración tiene?',
    // The friction is not said.
    'Un cuerpo de 4 kg se desliza 2 m hacia abajo por un plano inclinado de 30°. ¿Cuál es el trabajo neto?',
    // The friction holds it.
    'Un cuerpo de 4 kg se desliza 2 m hacia abajo por un plano inclinado de 10° con coeficiente de rozamiento 0,5. ¿Cuál es el trabajo neto?',
    // The stretch is a height.
    'Un cuerpo de 4 kg baja desde una altura de 2 m por un plano inclinado de 30° sin rozamiento. ¿Cuál es el trabajo del peso?',
  ]);

  it('answers works that add up to the net force along the plane times the distance (seeded)', () => {
    const next = random(3732);
    for (let i = 0; i < 150; i++) {
      const m = 1 + Math.round(next() * 30);
      const d = 1 + Math.round(next() * 15);
      const theta = 20 + Math.round(next() * 40);
      const mu = Math.round(next() * 30) / 100;
      const rad = (theta * Math.PI) / 180;
      const pushed = i % 2 === 0;
      const F = Math.round(m * 10 + next() * 200);
      const friction = mu > 0 ? `con coeficiente de rozamiento ${fmt(mu)}` : 'sin rozamiento';
      const problem = pushed
        ? `Un bloque de ${m} kg sube ${d} m por un plano inclinado de ${theta}°, empujado por una fuerza de ${F} N paralela al plano, ${friction}. Con g = 10 m/s², calculá el trabajo de cada fuerza.`
        : `Un bloque de ${m} kg se desliza ${d} m hacia abajo por un plano inclinado de ${theta}° ${friction}. Con g = 10 m/s², calculá el trabajo de cada fuerza.`;
      const reply = solveInclineWork(problem);
      expect(reply?.certain, problem).toBe(true);
      const text = reply?.text ?? '';
      const weight = m * 10 * Math.sin(rad) * d;
      const rub = mu * m * 10 * Math.cos(rad) * d;
      const net = pushed ? F * d - weight - rub : weight - rub;
      expect(Math.abs(work(text, 'W_neto') - net), problem).toBeLessThan(0.01 + 0.001 * Math.abs(net));
      expect(Math.abs(work(text, 'W_P') - (pushed ? -weight : weight)), problem).toBeLessThan(
        0.01 + 0.001 * weight,
      );
      if (pushed) expect(work(text, 'W_F')).toBeCloseTo(F * d, 2);
    }
  });

  it('reads «¿qué trabajo realiza el peso?» as the weight’s work', () => {
    const reply = solveInclineWork(
      'Un bloque de 2 kg sube 4 m por un plano inclinado de 30° empujado por una fuerza de 25 N paralela al plano, con coeficiente de rozamiento 0,1 (g = 10 m/s²). ¿Qué trabajo realiza el peso?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W_P = -40 J**');
  });
});

describe('solveInclineWork: the weight alone, with nothing said of friction', () => {
  it('is m·g·sen θ·d, positive going down and negative going up', () => {
    const down = solveInclineWork(
      'Un bloque de 5 kg baja 4 m por un plano inclinado 30°. ¿Qué trabajo realiza el peso? (g = 10 m/s²)',
    );
    expect(down?.certain).toBe(true);
    expect(down?.text).toContain('**W_P = 100 J**');
    const up = solveInclineWork(
      'Un cuerpo de 2 kg es empujado 3 m hacia arriba por un plano inclinado de 30° con una fuerza de 20 N paralela al plano. ¿Qué trabajo realiza el peso? (g = 10 m/s²)',
    );
    expect(up?.text).toContain('**W_P = -30 J**');
  });

  it('still needs the friction for the net work', () => {
    expect(
      solveInclineWork(
        'Un bloque de 5 kg baja 4 m por un plano inclinado 30°. ¿Cuál es el trabajo neto? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });
});

describe('solveInclineWork: the plane’s angle given from the horizontal', () => {
  it('reads «inclinado 37° respecto de la horizontal» as the plane, not a horizontal force', () => {
    const reply = solveInclineWork(
      'Un cuerpo de 10 kg sube 8 m por un plano inclinado 37° respecto de la horizontal, arrastrado por una fuerza de 100 N paralela al plano. El coeficiente de rozamiento es 0,2. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. ¿Cuál es el trabajo neto?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W_neto = 192 J**');
  });

  it('still leaves a force pushed horizontally up the plane', () => {
    const reply = solveInclineWork(
      'Un cuerpo de 10 kg sube 8 m por un plano inclinado 37° respecto de la horizontal, empujado por una fuerza horizontal de 100 N. El coeficiente de rozamiento es 0,2. Considere g = 10 m/s². ¿Cuál es el trabajo neto?',
    );
    expect(reply?.certain).not.toBe(true);
  });
});

describe('solveInclineWork: exam wording', () => {
  it('reads «el trabajo realizado por el peso» of a body that goes up with nothing said of what pulls it', () => {
    const reply = solveInclineWork(
      'Una carretilla de 12 kg sube 5 m a lo largo de una rampa inclinada 30° respecto de la horizontal. El trabajo realizado por el peso durante ese desplazamiento es: (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W_P = -300 J**');
  });

  it('takes a force the question names again («el trabajo de la fuerza de 150 N») as the same force', () => {
    const reply = solveInclineWork(
      'Un cajón de 10 kg es empujado 4 m hacia arriba por un plano inclinado 37° con una fuerza de 150 N paralela al plano. El coeficiente de rozamiento es 0,5. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. Calcular el trabajo de la fuerza de 150 N.',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W_F = 600 J**');
  });

  it('answers the kinetic energy a body gains along the plane as the net work', () => {
    const reply = solveInclineWork(
      'Un paquete de 4 kg resbala 5 m por un plano inclinado 37° cuyo coeficiente de rozamiento es 0,25. Determinar la energía cinética que gana en ese tramo. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**ΔEc = W_neto = 80 J**');
  });

  it('leaves the kinetic energy at a point, which is not what the plane adds', () => {
    expect(
      solveInclineWork(
        'Un paquete de 4 kg resbala 5 m por un plano inclinado 37° sin rozamiento. ¿Cuál es su energía cinética? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });
});

describe('solveInclineWork: the weight’s work whatever the friction says', () => {
  it('answers the weight of a body dragged up a smooth ramp, with no force given', () => {
    const reply = solveInclineWork(
      'Se arrastra un cajón de 30 kg 4 m hacia arriba por una rampa inclinada 30°, sin rozamiento. El trabajo que realiza el peso es: (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**W_P = -600 J**');
  });

  it('says the friction given does not change it', () => {
    const reply = solveInclineWork(
      'Un bloque de 30 kg se lanza hacia arriba por un plano inclinado 30° con coeficiente de rozamiento 0,3 y recorre 4 m. ¿Qué trabajo realiza el peso? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('μ = 0,3 (no cambia el trabajo del peso)');
    expect(reply?.text).toContain('**W_P = -600 J**');
  });
});

describe('solveInclineWork: pulled up at a constant speed by a parallel force not given', () => {
  const pulled = (asked: string) =>
    solveInclineWork(
      `Un cajón de 50 kg es arrastrado con velocidad constante hacia arriba por una rampa inclinada 37°, mediante una fuerza paralela a la rampa, a lo largo de 8 m. El coeficiente de rozamiento es 0,25. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8. ${asked}`,
    );

  it('finds the force from the net force zero', () => {
    const reply = pulled('Determinar la intensidad de la fuerza aplicada.');

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F = 400 N**');
  });

  it('answers the work of that force and a net work of zero', () => {
    expect(pulled('Calcular el trabajo realizado por esa fuerza.')?.text).toContain('**W_F = 3.200 J**');
    expect(pulled('Calcular el trabajo neto.')?.text).toContain('**W_neto = 0 J**');
  });

  it('gives works that add up to zero (seeded)', () => {
    const next = random(10105);
    for (let i = 0; i < 80; i++) {
      const m = 2 + Math.round(next() * 60);
      const theta = 15 + Math.round(next() * 50);
      const mu = Math.round(next() * 40) / 100;
      const d = 1 + Math.round(next() * 20);
      const ask = (what: string) =>
        solveInclineWork(
          `Un bulto de ${m} kg sube ${d} m con velocidad constante por un plano inclinado ${theta}°, arrastrado por una fuerza paralela al plano. El coeficiente de rozamiento es ${fmt(mu, 2)}. Considere g = 10 m/s². Calcular el trabajo ${what}.`,
        )?.text ?? '';
      const total = work(ask('de esa fuerza'), 'W_F') + work(ask('del peso'), 'W_P');
      const rub = mu > 0 ? work(ask('del rozamiento'), 'W_r') : 0;
      expect(Math.abs(total + rub)).toBeLessThan(0.02 + 0.001 * m * d * 10);
    }
  });
});

describe('solveInclineWork: two forces named in the question', () => {
  it('states every work when the question asks the normal’s and the weight’s', () => {
    const reply = solveInclineWork(
      'Un bloque de 4 kg se desliza 3 m hacia abajo por un plano inclinado 30°. El coeficiente de rozamiento es 0,2. Hallar el trabajo de la fuerza normal y el trabajo del peso. Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('W_P = 60 J');
    expect(reply?.text).toContain('W_N = 0 J');
  });
});

describe('solveInclineWork: a push up the plane, horizontal or along it, and the speed it leaves', () => {
  itSolvesCertainly(solveInclineWork, [
    // Each work with a horizontal force: W_F = 50·4·cos 30°, W_P = −5·9,8·0,5·4, no friction.
    [
      'Un bloque de 5 kg sube 4 m por un plano inclinado de 30° empujado por una fuerza horizontal de 50 N, sin rozamiento. ¿Cuál es el trabajo de cada fuerza?',
      ['**W_neto ≈ 75,21 J; W_F ≈ 173,21 J; W_P = -98 J; W_N = 0 J**'],
    ],
    // Dragged up with no force typed: N = m·g·cos θ, W_r = −0,25·4·10·0,8·3.
    [
      'Arrastrás un baúl de 4 kg 3 m plano arriba por una rampa de 37°. El coeficiente de rozamiento cinético entre el baúl y la rampa es 0,25. ¿Qué trabajo hace el rozamiento en ese recorrido? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s².)',
      ['**W_r = -24 J**'],
    ],
    [
      'Se arrastra una caja de 10 kg 5 m hacia arriba por una rampa inclinada 30°, con coeficiente de rozamiento cinético 0,2. ¿Cuánto trabajo realiza el rozamiento? (g = 10 m/s²)',
      ['**W_r ≈ -86,6 J**'],
    ],
    // «subís»: a force parallel to the plane, the net work 40·2 − 5·10·0,5·2.
    [
      'Con una fuerza de 40 N paralela al plano subís un bloque de 5 kg una distancia de 2 m por un plano inclinado 30° sin rozamiento. ¿Cuál es el trabajo neto sobre el bloque? (Usá g = 10 m/s².)',
      ['**W_neto = 30 J**'],
    ],
    [
      'Un bloque de 2 kg es empujado 5 m plano arriba por un plano inclinado 37° sin rozamiento con una fuerza de 30 N paralela al plano. ¿Cuál es el trabajo neto? (sen 37° = 0,6; g = 10 m/s²)',
      ['**W_neto = 90 J**'],
    ],
    // The speed from rest, ½·m·v² = W_neto; the length the question names again is the same stretch.
    [
      'Un carrito de 5 kg está en reposo al pie de una rampa sin rozamiento inclinada 30°. Lo empujás 2 m rampa arriba con una fuerza constante de 40 N, paralela a la rampa. ¿Qué rapidez tiene al final de esos 2 m? (Usá g = 10 m/s²; redondeá a dos decimales.)',
      ['**v ≈ 3,46 m/s**'],
    ],
    [
      'Partiendo del reposo, un bloque de 4 kg es empujado 3 m hacia arriba por un plano inclinado 30° sin rozamiento con una fuerza de 30 N paralela al plano. ¿Qué velocidad alcanza? (g = 10 m/s²)',
      ['**v ≈ 3,87 m/s**'],
    ],
    // A horizontal force: along the plane F·cos θ, and it presses the body, N = m·g·cos θ + F·sen θ.
    [
      'Empujás un bloque 2 m hacia arriba a lo largo de un plano inclinado 37° con una fuerza horizontal de 50 N. ¿Qué trabajo realiza esa fuerza? (Tomá sen 37° ≈ 0,6 y cos 37° ≈ 0,8.)',
      ['**W_F = 80 J**'],
    ],
    [
      'Un cajón sube 4 m por una rampa inclinada 30° empujado por una fuerza horizontal de 100 N. ¿Qué trabajo hace esa fuerza?',
      ['**W_F ≈ 346,41 J**'],
    ],
    [
      'Un bloque de 5 kg sube 2 m por un plano inclinado 37° empujado por una fuerza horizontal de 100 N. El coeficiente de rozamiento cinético es 0,2. ¿Qué trabajo realiza el rozamiento? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s².)',
      ['N = m g \\cos\\theta + F \\operatorname{sen}\\theta', '**W_r = -40 J**'],
    ],
    [
      'Un bloque de 10 kg sube 3 m por una rampa de 37° empujado horizontalmente con 150 N; μ = 0,1. ¿Qué trabajo realiza la fricción? (sen 37° = 0,6, cos 37° = 0,8, g = 10 m/s²)',
      ['**W_r = -51 J**'],
    ],
    [
      'Partiendo del reposo, una caja de 5 kg es empujada 2 m rampa arriba por una fuerza horizontal de 100 N. La rampa está inclinada 37° y el coeficiente de rozamiento cinético vale 0,2. ¿Con qué rapidez llega al final del tramo? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s²; redondeá a dos decimales.)',
      ['**v ≈ 4,90 m/s**'],
    ],
    [
      'Un bloque de 10 kg parte del reposo y sube 3 m por una rampa de 37° empujado horizontalmente con 150 N; μ = 0,1. ¿Con qué rapidez termina? Redondeá a 2 decimales. (sen 37° = 0,6, cos 37° = 0,8, g = 10 m/s²)',
      ['**v ≈ 5,08 m/s**'],
    ],
    // A force along the motion: F·d, whatever the plane's angle and with no mass.
    [
      'Un bloque avanza 3 m a lo largo de un plano inclinado 30° mientras actúa sobre él una fuerza de 20 N paralela al plano y en el sentido del movimiento. ¿Qué trabajo hace esa fuerza?',
      ['**W_F = 60 J**'],
    ],
    [
      'Una fuerza de 15 N, paralela a la rampa y en el sentido del desplazamiento, actúa sobre un carrito que recorre 400 cm por una rampa inclinada 20°. ¿Qué trabajo hace la fuerza?',
      ['**W_F = 60 J**'],
    ],
  ]);

  it.each([
    // No angle for the plane.
    'Se empuja un bloque 2 m hacia arriba a lo largo de un plano inclinado con una fuerza horizontal de 50 N. ¿Qué trabajo realiza esa fuerza?',
    // A speed with no start said.
    'Una caja de 5 kg es empujada 2 m rampa arriba por una fuerza horizontal de 100 N. La rampa está inclinada 37° y el coeficiente de rozamiento cinético vale 0,2. ¿Con qué rapidez llega al final del tramo? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s²)',
    // The friction's work with no coefficient.
    'Un bloque de 5 kg sube 2 m por un plano inclinado 37° empujado por una fuerza horizontal de 100 N. ¿Qué trabajo realiza el rozamiento? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s².)',
    // A push weaker than the weight along the plane does not take it up from rest.
    'Partiendo del reposo, un bloque de 10 kg es empujado 2 m rampa arriba con una fuerza de 20 N paralela a la rampa, inclinada 30°, sin rozamiento. ¿Qué rapidez alcanza? (g = 10 m/s²)',
    // A speed at another moment than the end of the stretch.
    'Partiendo del reposo, un bloque de 4 kg es empujado 3 m hacia arriba por un plano inclinado 30° sin rozamiento con una fuerza de 30 N paralela al plano. ¿Qué velocidad media tiene en ese tramo? (g = 10 m/s²)',
    // A force at an angle to the plane, and a second question.
    'Un bloque de 5 kg sube 2 m por un plano inclinado 37° empujado por una fuerza de 100 N que forma 20° con el plano. ¿Qué trabajo realiza esa fuerza?',
    'Un carrito de 5 kg está en reposo al pie de una rampa sin rozamiento inclinada 30°. Lo empujás 2 m rampa arriba con una fuerza constante de 40 N, paralela a la rampa. ¿Qué rapidez tiene al final de esos 2 m? ¿Y cuánto tarda? (Usá g = 10 m/s²)',
  ])('states no result it cannot back: %s', (problem) => {
    expect(solveInclineWork(problem)?.certain ?? false).toBe(false);
  });
});
