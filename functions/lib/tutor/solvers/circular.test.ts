import { describe, expect, it } from 'vitest';
import { solveCircular } from './circular.ts';
import { parseNumber } from './numbers.ts';

describe('solveCircular', () => {
  it.each([
    [
      'Un auto toma una curva plana de 50 m de radio a 72 km/h. Su aceleración centrípeta es:',
      '**a_c = 8 m/s²**',
    ],
    ['Una rueda gira a 300 rpm. ¿Cuál es su período?', '**T = 0,2 s**'],
    // Both asked, both stated.
    ['Un disco gira a 45 rpm. ¿Cuál es su período y su frecuencia?', '**T ≈ 1,33 s; f = 0,75 Hz**'],
    [
      'Una piedra atada a una cuerda de 0,5 m gira a 2 vueltas por segundo. ¿Cuál es su aceleración centrípeta?',
      '**a_c ≈ 78,96 m/s²**',
    ],
    [
      'Una calesita tarda 12 s en dar una vuelta completa. ¿Qué velocidad tiene un chico sentado a 3 m del centro?',
      '**v ≈ 1,57 m/s**',
    ],
    [
      'Un auto de 1000 kg toma una curva de 80 m de radio a 20 m/s. La fuerza centrípeta necesaria es:',
      '**F_c = 5.000 N**',
    ],
    [
      'Un disco de 40 cm de diámetro da 30 vueltas en 10 s. ¿Cuál es la velocidad tangencial de su borde?',
      '**v ≈ 3,77 m/s**',
    ],
    ['Un punto gira con un período de 0,5 s. ¿Cuál es su frecuencia?', '**f = 2 Hz**'],
    // One turn «en» its period, said after the turn: v = 2π · 0,4 m / 2 s.
    [
      'Una noria de 0,4 m de radio da una vuelta completa en 2 s. ¿Con qué rapidez se mueve su borde?',
      '**v ≈ 1,26 m/s**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveCircular(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('asks instead of answering when a force is asked without a mass', () => {
    expect(
      solveCircular('Un auto toma una curva de 80 m de radio a 20 m/s. ¿Qué fuerza centrípeta actúa?'),
    ).toBeUndefined();
    const reply = solveCircular(
      'Una rueda de 30 cm de radio gira a 120 rpm durante 5 s. ¿Cuál es su período?',
    );
    expect(reply).toBeUndefined();
  });

  it('declines what it is not asked', () => {
    expect(
      solveCircular('Un auto toma una curva de 50 m de radio a 72 km/h. ¿Cuánto tarda?'),
    ).toBeUndefined();
  });

  it('leaves a body that "circula" in a straight line to others', () => {
    expect(
      solveCircular(
        'Un camión de 5000 kg que circula a 10 m/s frena hasta detenerse en 25 m. ¿Qué fuerza de frenado actúa, supuesta constante?',
      ),
    ).toBeUndefined();
  });

  it('gives v²/r back (seeded)', () => {
    let seed = 75;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 40; i++) {
      const r = 5 + Math.round(next() * 200);
      const v = 2 + Math.round(next() * 40);
      const reply = solveCircular(
        `Un móvil recorre una curva de ${r} m de radio a ${v} m/s. ¿Cuál es su aceleración centrípeta?`,
      );
      const a = parseNumber(/a_c [=≈] ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? 'x');

      expect(Math.abs(a - (v * v) / r)).toBeLessThan(0.006);
    }
  });

  it('reads a string that turns a stone in a horizontal plane: its tension is the centripetal force', () => {
    const reply = solveCircular(
      'Una piedra de 0,5 kg atada a una cuerda de 0,8 m gira en un plano horizontal dando 2 vueltas por segundo. ¿Cuál es la tensión de la cuerda?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**T ≈ 63,17 N**');
  });

  it('gives the top speed on a flat curve, √(μ·g·r), with or without the mass', () => {
    const reply = solveCircular(
      'Un auto de 1000 kg toma una curva plana de 40 m de radio. Si el coeficiente de rozamiento estático es 0,5, ¿cuál es la máxima velocidad con que puede tomarla sin derrapar? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v máx ≈ 14,14 m/s');
    expect(
      solveCircular(
        'Un auto toma una curva de 40 m de radio. ¿Cuál es la máxima velocidad con que puede tomarla?',
      ),
    ).toBeUndefined();
  });

  it('reads a coefficient said with what it is between («entre neumáticos y pavimento es 0,8»)', () => {
    const reply = solveCircular(
      'Una curva plana tiene 50 m de radio y el coeficiente de rozamiento estático entre neumáticos y pavimento es 0,8. ¿Cuál es la máxima velocidad a la que un auto puede tomarla? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v máx = 20 m/s');
  });
});

describe('circular motion: the unit the question asks', () => {
  it('gives a speed in km/h too when the question asks km/h or the radius is in km', () => {
    const reply = solveCircular(
      'Un satélite tarda 90 min en dar una vuelta completa a una órbita circular de 6700 km de radio. ¿Cuál es su velocidad en km/h?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('(≈ 28.064,89 km/h)');
  });

  it('gives a period asked in minutes in minutes too', () => {
    const reply = solveCircular(
      'Una rueda gira con velocidad angular constante de 0,1 rad/s. ¿Cuál es su período, en minutos?',
    );

    expect(reply?.text).toContain('min)');
  });
});

describe('circular motion: a frequency in Hz and one turn «cada» a time', () => {
  it('reads a frequency in hertz as turns per second', () => {
    const reply = solveCircular(
      'Una calesita de 4 m de radio gira con una frecuencia de 0,25 Hz. ¿Qué rapidez tiene un caballito del borde?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v ≈ 6,28 m/s');
  });

  it('reads «da una vuelta completa … cada 2 s» as the period', () => {
    const reply = solveCircular(
      'Un nene en una calesita da una vuelta completa alrededor del eje cada 2 s. ¿Cuál es su velocidad angular?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**ω ≈ 3,14 rad/s');
  });

  it('leaves a wave, whose frequency turns nothing, to the waves solver', () => {
    expect(
      solveCircular('Una onda de 2 m de longitud de onda y 5 Hz de frecuencia, ¿qué velocidad tiene?'),
    ).toBeUndefined();
  });
});

describe('circular motion: a centripetal acceleration given', () => {
  it('gives the speed and the period from a centripetal acceleration and a radius', () => {
    const speed = solveCircular(
      'Un auto recorre una curva de 100 m de radio con una aceleración centrípeta de 4 m/s². ¿Qué rapidez tiene?',
    );
    expect(speed?.certain).toBe(true);
    expect(speed?.text).toContain('**v = 20 m/s**');
    const period = solveCircular(
      'Un cuerpo gira en una circunferencia de 2 m de radio con aceleración centrípeta de 8 m/s². ¿Cuál es su período?',
    );
    // ω = √(8/2) = 2 rad/s, T = π s.
    expect(period?.text).toContain('**T ≈ 3,14 s**');
  });

  it('leaves alone an acceleration asked back, or one that is not said centripetal', () => {
    expect(
      solveCircular(
        'Un auto toma una curva de 50 m de radio con aceleración centrípeta de 2 m/s². ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
    expect(
      solveCircular('Un auto toma una curva de 50 m de radio acelerando a 2 m/s². ¿Qué rapidez tiene?'),
    ).toBeUndefined();
  });
});

describe('solveCircular: turns per minute, and a mass that does not enter', () => {
  it.each([
    // 5 m/s on a 0,35 m wheel: ω ≈ 14,2857 rad/s, f ≈ 2,2736 Hz, n ≈ 136,42 rpm.
    [
      'Una bicicleta avanza a 18 km/h sin que sus ruedas patinen. Si el radio de cada rueda es de 35 cm, ¿a cuántas revoluciones por minuto giran las ruedas?',
      '**n ≈ 136,42 rpm**',
    ],
    // 2 m/s on a 0,5 m radius: f = 2/(2π·0,5) ≈ 0,6366 Hz, 38,2 rpm.
    [
      'Un disco de 50 cm de radio gira de modo que un punto de su borde va a 2 m/s. ¿Cuántas vueltas por minuto da?',
      '**n ≈ 38,2 rpm**',
    ],
    // 15 turns in 6 s: 2,5 Hz, whatever the stone's mass.
    [
      'Una piedra de 200 g, atada a un hilo de 80 cm, gira sobre una mesa horizontal lisa y da 15 vueltas en 6 s. ¿Cuál es la frecuencia del movimiento?',
      '**f = 2,5 Hz**',
    ],
    // 3000 rpm: T = 0,02 s.
    [
      'Una centrífuga gira a 3000 rpm. Una muestra de 20 g queda a 12 cm del eje de giro. Indique el período del movimiento.',
      '**T = 0,02 s**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveCircular(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('still needs every datum: a second mass is not read', () => {
    const reply = solveCircular(
      'Una piedra de 200 g y otra de 300 g, atadas a un hilo de 80 cm, giran sobre una mesa horizontal lisa y dan 15 vueltas en 6 s. ¿Cuál es la frecuencia del movimiento?',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('solveCircular: the friction a flat curve needs', () => {
  it.each([
    // 900 · 20² / 100 = 3.600 N.
    [
      'Un auto de 900 kg toma una curva plana de 100 m de radio a 72 km/h. ¿Cuánto vale la fuerza de rozamiento necesaria?',
      '**F_r = 3.600 N**',
    ],
    // With μ: at most 0,6 · 900 · 10 = 5.400 N ≥ 3.600 N, checked.
    [
      'Un auto de 900 kg toma una curva plana de 100 m de radio a 72 km/h. El coeficiente de rozamiento estático es 0,6 y g = 10 m/s². ¿Qué fuerza de rozamiento actúa sobre el auto?',
      '**F_r = 3.600 N**',
    ],
    [
      'Una moto de 250 kg gira en una curva plana de 40 m de radio a 10 m/s. ¿Cuánto tarda en dar una vuelta completa?',
      '**T ≈ 25,13 s**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveCircular(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('leaves a curve the road cannot hold, and a banked one', () => {
    // 0,2 · 900 · 10 = 1.800 N < 3.600 N: it skids.
    expect(
      solveCircular(
        'Un auto de 900 kg toma una curva plana de 100 m de radio a 72 km/h. El coeficiente de rozamiento estático es 0,2 y g = 10 m/s². ¿Cuánto vale la fuerza de rozamiento necesaria?',
      )?.certain ?? false,
    ).toBe(false);
    expect(
      solveCircular(
        'Un auto de 900 kg toma una curva peraltada 10° de 100 m de radio a 72 km/h. ¿Cuánto vale la fuerza de rozamiento necesaria?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('solveCircular, a string turning a body in a vertical circle', () => {
  it.each([
    [
      'Un balde con agua de 3 kg se hace girar en un plano vertical con una soga de 1,2 m. ¿Con qué rapidez mínima debe pasar por el punto más alto para que la soga no se afloje? (g = 10 m/s²)',
      'V mín ≈ 3,46 m/s en el punto más alto',
    ],
    [
      'Una bolita atada a un hilo de 50 cm gira en una circunferencia vertical. ¿Cuál es la menor rapidez que puede tener en la parte superior? (g = 9,8 m/s²)',
      'V mín ≈ 2,21 m/s',
    ],
    [
      'Una piedra de 0,5 kg atada a una cuerda de 1 m gira en un plano vertical y pasa por el punto más bajo a 6 m/s. ¿Cuál es la tensión de la cuerda en ese punto? (g = 10 m/s²)',
      'T = 23 N en el punto más bajo',
    ],
    [
      'Una piedra de 0,5 kg atada a una cuerda de 1 m gira en un plano vertical y pasa por el punto más alto a 6 m/s. ¿Qué tensión soporta la cuerda en el punto más alto? (g = 10 m/s²)',
      'T = 13 N en el punto más alto',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveCircular(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('gives the least speed at the top that leaves the string just slack, for any length', () => {
    for (const cm of [30, 45, 80, 120, 250]) {
      const text =
        solveCircular(
          `Una piedra atada a un hilo de ${cm} cm gira en un plano vertical. ¿Cuál es la rapidez mínima en el punto más alto? (g = 10 m/s²)`,
        )?.text ?? '';
      const v = parseNumber(/v mín [=≈] ([\d,]+)/i.exec(text)?.[1] ?? 'x');
      expect(Math.abs((v * v) / (cm / 100) - 10)).toBeLessThan(0.05);
    }
  });

  it('declines a tension at the top too slow for the string to stay taut', () => {
    expect(
      solveCircular(
        'Una piedra de 1 kg atada a una cuerda de 2 m gira en un plano vertical y pasa por el punto más alto a 3 m/s. ¿Cuál es la tensión en el punto más alto? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});
