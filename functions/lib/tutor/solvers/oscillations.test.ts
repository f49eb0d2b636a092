import { describe, expect, it } from 'vitest';
import { solveOscillations } from './oscillations.ts';
import { solveProblem } from './solve-problem.ts';

/** The bold answer of a certain reply, or undefined when the solver declines or leaves the problem. */
function answer(problem: string): string | undefined {
  const reply = solveOscillations(problem);
  if (!reply?.certain) return undefined;
  return reply.text.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));
}

describe('solveOscillations: the pendulum', () => {
  it("reads the bob's one mass as a datum the period does not take", () => {
    // 2π·√(2,45/9,8) = 2π·0,5 = π ≈ 3,14 s; 2π·√(0,9/10) = 0,6π ≈ 1,885 s, f ≈ 0,531 Hz;
    // L = 9,8·(2/2π)² = 9,8/π² ≈ 0,993 m.
    expect(
      answer(
        'Un péndulo de 2,45 m de longitud tiene una esfera de 300 g. ¿Cuál es su período? (g = 9,8 m/s²)',
      ),
    ).toBe('**T ≈ 3,14 s**');
    expect(
      answer(
        'De un hilo de 90 cm cuelga una bolita de 50 g que oscila como péndulo simple. Calculá su frecuencia. Usá g = 10 m/s².',
      ),
    ).toBe('**f ≈ 0,531 Hz**');
    expect(
      answer(
        'Un péndulo simple con una masa de 2 kg tiene un período de 2 s. ¿Qué longitud tiene? (g = 9,8 m/s²)',
      ),
    ).toBe('**L ≈ 0,993 m**');
    // Near misses: two masses; another unknown (the speed at the lowest point).
    expect(
      solveProblem(
        'Un péndulo de 1 m de longitud tiene una esfera de 200 g y otra de 300 g. ¿Cuál es su período?',
      )?.certain ?? false,
    ).toBe(false);
    expect(
      solveProblem(
        'Un péndulo de 2,45 m tiene una esfera de 300 g que se suelta desde 10 cm de altura. ¿Con qué velocidad pasa por el punto más bajo?',
      )?.certain ?? false,
    ).toBe(false);
  });

  it('gives the period from the length, the length from the period, and the frequency', () => {
    expect(
      answer(
        'Calculá el período de un péndulo simple de 1 m de longitud. (g = 9,8 m/s², oscilaciones pequeñas) Redondeá a dos decimales.',
      ),
    ).toBe('**T ≈ 2,01 s**');
    // 2π·√(2,45/9,8) = π s: f = 1/π ≈ 0,318 Hz.
    expect(answer('¿Cuál es la frecuencia de un péndulo de 2,45 m de largo? Usá g = 9,8 m/s².')).toBe(
      '**f ≈ 0,318 Hz**',
    );
    // 9,8·(2/2π)² = 9,8/π² ≈ 0,993 m.
    expect(answer('¿Qué longitud debe tener un péndulo para que su período sea de 2 s? (g = 9,8 m/s²)')).toBe(
      '**L ≈ 0,993 m**',
    );
  });

  it('gives the period under another g, and from oscillations counted', () => {
    expect(
      answer(
        'Un péndulo tiene en la Tierra (g = 9,8 m/s²) un período de 2 s. ¿Cuál sería su período en la Luna, donde g = 1,6 m/s²? Redondeá a dos decimales.',
      ),
    ).toBe('**T₂ ≈ 4,95 s**');
    expect(answer('Un péndulo realiza 20 oscilaciones completas en 40 s. ¿Cuál es su período?')).toBe(
      '**T = 2 s**',
    );
    expect(answer('Un péndulo hace 30 oscilaciones en 1 min. ¿Cuál es su frecuencia?')).toBe(
      '**f = 0,5 Hz**',
    );
  });

  it('declines a change said in words; the mass of the bob is read as not changing the period', () => {
    // 2π·√(1/9,8) ≈ 2,007 s: the mass is accounted for (the period does not depend on it).
    expect(answer('Un péndulo de 1 m de longitud tiene una masa de 200 g. ¿Cuál es su período?')).toBe(
      '**T ≈ 2,01 s**',
    );
    expect(answer('Si la longitud de un péndulo de 1 m se cuadruplica, ¿cuál es el nuevo período?')).toBe(
      undefined,
    );
  });
});

describe('solveOscillations: a mass on a spring', () => {
  it('gives the period from k, or from the stretch the hanging mass gives', () => {
    expect(
      answer(
        'Una masa de 0,5 kg cuelga de un resorte de constante 200 N/m. ¿Cuál es su período de oscilación? Redondeá a tres decimales.',
      ),
    ).toBe('**T ≈ 0,314 s**');
    expect(
      answer(
        'Un resorte se estira 5 cm cuando se le cuelga una masa de 0,2 kg. Si esa masa se pone a oscilar, ¿cuál es el período? (Usá g = 9,8 m/s²; redondeá a dos decimales.)',
      ),
    ).toBe('**T ≈ 0,45 s**');
    // 2π·√(0,5/50) ≈ 0,628 s: f ≈ 1,59 Hz.
    expect(
      answer('Un resorte de constante 50 N/m sostiene un cuerpo de 500 g. ¿Con qué frecuencia oscila?'),
    ).toBe('**f ≈ 1,59 Hz**');
  });

  it('leaves another unknown', () => {
    expect(answer('Un resorte de constante 200 N/m se comprime 10 cm. ¿Qué energía almacena?')).toBe(
      undefined,
    );
  });
});

describe('solveOscillations: waves and sound', () => {
  it('gives the speed from crests and troughs, and the wavelength in another medium', () => {
    expect(
      answer(
        'En una cuerda tensa, la distancia entre una cresta y el valle siguiente es de 15 cm, y por un punto fijo pasan 8 crestas cada 2 s. ¿Cuál es la velocidad de la onda?',
      ),
    ).toBe('**v = 1,2 m/s**');
    expect(
      answer(
        'En una onda en el agua, la distancia entre dos crestas consecutivas es 2 m y pasan 5 crestas cada 10 s. ¿Con qué velocidad se propaga?',
      ),
    ).toBe('**v = 1 m/s**');
    expect(
      answer(
        'Un sonido de 500 Hz pasa del aire (v = 340 m/s) al agua (v = 1480 m/s). ¿Cuál es su longitud de onda en el agua?',
      ),
    ).toBe('**λ = 2,96 m**');
    expect(
      answer(
        'Un sonido de 680 Hz viaja por el aire a 340 m/s y entra al agua, donde viaja a 1500 m/s. ¿Cuál es su longitud de onda en el aire?',
      ),
    ).toBe('**λ = 0,5 m**');
  });

  it('gives the Doppler frequency with the source or the listener moving', () => {
    expect(
      answer(
        'Un auto cuya bocina emite a 400 Hz se acerca a 20 m/s hacia una persona quieta. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe la persona?',
      ),
    ).toBe('**f′ = 425 Hz**');
    expect(
      answer(
        'Una sirena que emite a 680 Hz se aleja a 20 m/s de una persona quieta. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe la persona? (Redondeá a dos decimales.)',
      ),
    ).toBe('**f′ ≈ 642,22 Hz**');
    // 72 km/h = 20 m/s: 700·340/360 ≈ 661,11 Hz.
    expect(
      answer(
        'Una ambulancia con su sirena de 700 Hz se aleja a 72 km/h de un peatón que está detenido. La velocidad del sonido es 340 m/s. ¿Qué frecuencia escucha el peatón?',
      ),
    ).toBe('**f′ ≈ 661,11 Hz**');
    // 500·350/340 ≈ 514,71 Hz.
    expect(
      answer(
        'Un ciclista se acerca a 10 m/s a una sirena fija que emite 500 Hz. El sonido viaja a 340 m/s. ¿Qué frecuencia oye?',
      ),
    ).toBe('**f′ ≈ 514,71 Hz**');
  });

  it('gives sound levels of equal sources together and farther away', () => {
    expect(
      answer(
        'Una máquina produce en cierto punto un nivel sonoro de 60 dB. Si se enciende a su lado una segunda máquina idéntica, ¿cuál es el nuevo nivel en ese punto? Redondeá al entero más cercano.',
      ),
    ).toBe('**L ≈ 63 dB**');
    expect(
      answer(
        'Tres parlantes iguales producen cada uno 70 dB en un punto. ¿Qué nivel sonoro hay si suenan juntos?',
      ),
    ).toBe('**L ≈ 74,77 dB**');
    expect(
      answer(
        'A 2 m de un parlante que emite por igual en todas direcciones, el nivel sonoro es de 80 dB. ¿Qué nivel hay a 20 m? (Despreciá la absorción del aire.)',
      ),
    ).toBe('**L₂ = 60 dB**');
  });

  it('leaves both moving, or a frequency asked after a change of medium', () => {
    expect(
      answer(
        'Un auto que emite a 400 Hz se acerca a 20 m/s a otro auto que va a 10 m/s. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe?',
      ),
    ).toBe(undefined);
    expect(
      answer(
        'Un sonido de 680 Hz pasa del aire (340 m/s) al agua (1500 m/s). ¿Cuál es su frecuencia en el agua?',
      ),
    ).toBe(undefined);
  });
});

describe('solveOscillations: Doppler with source and listener moving toward each other', () => {
  it.each([
    // 400·(340 + 10)/(340 − 20) = 437,5 Hz.
    [
      'Un auto cuya bocina emite 400 Hz se acerca a 20 m/s a un motociclista que va a 10 m/s hacia él. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe el motociclista?',
      '**f′ = 437,5 Hz**',
    ],
    // 600·350/310 ≈ 677,42 Hz.
    [
      'Una ambulancia con su sirena de 600 Hz se acerca a 30 m/s a un ciclista que viene a 10 m/s en sentido contrario. ¿Qué frecuencia escucha el ciclista? (velocidad del sonido = 340 m/s)',
      '**f′ ≈ 677,42 Hz**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it('states no result when the listener’s direction is not said', () => {
    expect(
      solveProblem(
        'Un auto cuya bocina emite 400 Hz se acerca a 20 m/s a un motociclista que va a 10 m/s. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe el motociclista?',
      ).certain,
    ).toBe(false);
  });
});
