import { describe, expect, it } from 'vitest';
import { solveMixedUnits } from './trig-mixed-units.ts';

describe('solveMixedUnits', () => {
  it.each([
    [
      'Una escalera de 6,5 m de largo está apoyada contra una pared vertical, con su pie a 250 cm de la pared. ¿A qué altura de la pared llega la escalera?',
      ['250 cm = 2,5 m', '**Altura = 6 m**'],
    ],
    [
      'Un poste vertical de 4,5 m de altura proyecta una sombra de 270 cm. En el mismo momento, la sombra de un edificio cercano mide 18 m. Calcule la altura del edificio.',
      ['270 cm = 2,7 m', '**Altura del edificio = 30 m**'],
    ],
    [
      'Dos lanchas parten al mismo tiempo de un muelle siguiendo rumbos rectos que forman entre sí un ángulo de 60°. Una navega a 18 km/h y la otra a 6 m/s. ¿Qué distancia las separa al cabo de 30 minutos?',
      ['6 m/s = 6 · 3,6 km/h = 21,6 km/h', '**a ≈ 10,02 km**'],
    ],
    [
      'Un chico remonta un barrilete con un hilo tenso de 0,06 km que forma un ángulo de 52° con la horizontal. La mano que sostiene el hilo está a 120 cm del suelo. ¿A qué altura del suelo se encuentra el barrilete?',
      ['0,06 km = 60 m; 120 cm = 1,2 m', '**Altura ≈ 48,48 m**'],
    ],
  ])('%s', (message, expected) => {
    const reply = solveMixedUnits(message);
    expect(reply?.certain).toBe(true);
    for (const part of expected) expect(reply?.text).toContain(part);
  });

  it.each([
    // One unit only: the other readings answer it as it is.
    'Una escalera de 6,5 m está apoyada contra una pared, con su pie a 2,5 m de la pared. ¿A qué altura llega?',
    // An area in cm² beside lengths in m: not a length to pass.
    'Un triángulo tiene un cateto de 2 m y un área de 300 cm². ¿Cuánto mide el otro cateto?',
    // A missing datum after the passage: no reading is sure.
    'Un edificio de 30 m proyecta una sombra y al lado hay un poste de 150 cm. ¿Cuánto mide la sombra del edificio?',
  ])('leaves alone: %s', (message) => {
    expect(solveMixedUnits(message)?.certain ?? false).toBe(false);
  });
});

describe('lengths in more than one unit, with the unit asked', () => {
  it('passes every length to the unit the question asks', () => {
    const reply = solveMixedUnits(
      'Dos lados de un triángulo miden 6 cm y 0,08 m y forman un ángulo de 90°. ¿Cuánto mide el tercer lado, en cm?',
    );
    expect(reply?.certain, reply?.text).toBe(true);
    expect(reply?.text).toContain('0,08 m = 8 cm');
    expect(reply?.text).toMatch(/\*\*a ≈ 10 cm\*\*|\*\*a = 10 cm\*\*/);
    const ladder = solveMixedUnits(
      'Una escalera de 6,5 m está apoyada contra una pared, con su pie a 250 cm de la pared. ¿A qué altura llega, en centímetros?',
    );
    expect(ladder?.certain, ladder?.text).toBe(true);
    expect(ladder?.text).toContain('**Altura = 600 cm**');
  });
});
