import { describe, expect, it } from 'vitest';
import { solveEcho } from './echo.ts';

describe('solveEcho', () => {
  it.each([
    [
      'Una persona grita frente a una pared y escucha el eco 1,5 s después. Si el sonido viaja a 340 m/s, ¿a qué distancia está la pared?',
      '**d = 255 m**',
    ],
    [
      'Un barco emite un sonido hacia el fondo y recibe el eco. El fondo está a 150 m y el sonido viaja en el agua a 1500 m/s. ¿Cuánto tarda en volver el eco?',
      '**t = 0,2 s**',
    ],
    [
      'Un barco emite un sonido y recibe el eco del fondo del mar 2 s después. Si el sonido viaja en el agua a 1500 m/s, ¿cuál es la profundidad?',
      '**d = 1.500 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveEcho(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('is not certain without the speed of sound', () => {
    const reply = solveEcho('Escucho el eco de mi grito 2 s después. ¿A qué distancia está la montaña?');

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toContain('**d');
  });
});

describe('solveEcho: the unit asked', () => {
  it('gives a distance asked in km in km too', () => {
    const reply = solveEcho(
      'Un cazador oye el eco de su disparo 4 s después de disparar frente a una montaña. Si el sonido va a 340 m/s, ¿a qué distancia está la montaña, en km?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**d = 680 m (= 0,68 km)**');
  });
});
