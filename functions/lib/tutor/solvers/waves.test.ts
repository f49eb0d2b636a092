import { describe, expect, it } from 'vitest';
import { fmt } from './numbers.ts';
import { solveWave } from './waves.ts';

describe('solveWave', () => {
  it('gives the speed from the wavelength and the frequency', () => {
    const reply = solveWave(
      'Una onda de 0,5 m de longitud de onda tiene una frecuencia de 680 Hz. ¿Cuál es su velocidad de propagación?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 340 m/s**');
  });

  it('gives the wavelength of a sound from its frequency and speed, in an options stem', () => {
    const reply = solveWave(
      'Un sonido de 440 Hz se propaga en el aire a 340 m/s. Indicar la opción correcta: su longitud de onda es\nA) 1,29 m\nB) 0,77 m\nC) 149 600 m\nD) 0,0077 m\nE) Ninguna de las anteriores',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**λ ≈ 0,77 m**');
  });

  it('takes a wavelength in cm and a frequency in kHz', () => {
    const reply = solveWave(
      'Una onda de ultrasonido de 20 kHz tiene una longitud de onda de 1,7 cm. ¿Con qué velocidad se propaga?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 340 m/s**');
  });

  it('takes a radio frequency in MHz and a speed written with a power of ten', () => {
    const reply = solveWave(
      'Una emisora de radio transmite en 100 MHz y sus ondas viajan a 3·10⁸ m/s. ¿Cuál es su longitud de onda?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**λ = 3 m**');
  });

  it('gives the speed from the period, and the period from the frequency', () => {
    expect(
      solveWave('Una onda tiene un período de 0,02 s y una longitud de onda de 4 m. ¿Cuál es su velocidad?')
        ?.text,
    ).toContain('**v = 200 m/s**');
    expect(solveWave('Una onda tiene una frecuencia de 50 Hz. ¿Cuál es su período?')?.text).toContain(
      '**T = 0,02 s**',
    );
  });

  it('leaves alone an echo, a wave with a datum it does not read, and a question it cannot answer', () => {
    expect(
      solveWave('Se escucha el eco de un sonido 2 s después de emitirlo. ¿A qué distancia está la pared?'),
    ).toBeUndefined();
    expect(
      solveWave(
        'Una onda de 2 m de longitud de onda y 5 Hz recorre una cuerda de 3 kg. ¿Qué velocidad tiene?',
      ),
    ).toBeUndefined();
    expect(solveWave('Un sonido de 440 Hz, ¿cuál es su longitud de onda?')).toBeUndefined();
    expect(solveWave('Una onda de 20 Hz y 5 Hz, ¿cuál es su velocidad?')).toBeUndefined();
  });

  it('finds back the speed, wavelength and frequency of waves built from known values (seeded)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const lambda = Math.round(next() * 400 + 10) / 100;
      const f = Math.round(next() * 900 + 10);
      const v = lambda * f;
      const speed = solveWave(
        `Una onda de ${fmt(lambda)} m de longitud de onda tiene una frecuencia de ${f} Hz. ¿Cuál es su velocidad?`,
      );
      expect(speed?.certain).toBe(true);
      expect(speed?.text).toContain(`${fmt(v)} m/s**`);
      const frequency = solveWave(
        `Una onda viaja a ${fmt(v)} m/s y su longitud de onda es ${fmt(lambda)} m. ¿Cuál es su frecuencia?`,
      );
      expect(frequency?.text).toContain(`${fmt(f)} Hz**`);
    }
  });
});
