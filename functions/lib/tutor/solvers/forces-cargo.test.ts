import { describe, expect, it } from 'vitest';
import { bodyForcesSolver } from './body-forces.ts';
import { solveCargo } from './forces-cargo.ts';

const PICKUP =
  'Un cajón de 80 kg viaja suelto sobre la caja de una camioneta. El coeficiente de rozamiento estático entre el cajón y la caja es 0,3 (g = 10 m/s²). La camioneta arranca y pasa de 0 a 54 km/h en 6 s con aceleración constante, y el cajón no desliza.';

describe('solveCargo', () => {
  it.each([
    // μₑ·g = 0,35 · 9,8 = 3,43 m/s².
    [
      'Sobre la caja de un camión viaja un bulto sin sujetar; el coeficiente de rozamiento estático entre ambos es 0,35. Halle la máxima aceleración con que puede arrancar el camión sin que el bulto resbale (g = 9,8 m/s²).',
      '**a máx = 3,43 m/s²**',
    ],
    // With a mass that cancels: 0,5 · 10 = 5 m/s².
    [
      'Una caja de 40 kg va apoyada sin sujetar en un acoplado; el coeficiente de rozamiento estático es 0,5. ¿Cuál es la aceleración máxima del acoplado para que la caja no se deslice? (g = 10 m/s²)',
      '**a máx = 5 m/s²**',
    ],
    [`${PICKUP} ¿Cuál es la aceleración de la camioneta?`, '**a = 2,5 m/s²**'],
    [`${PICKUP} ¿Cuánto vale la fuerza de rozamiento sobre el cajón?`, '**F_r = 200 N**'],
    [
      `${PICKUP} ¿En qué tiempo mínimo podría alcanzar los 54 km/h sin que el cajón deslice?`,
      '**t mín = 5 s**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveCargo(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // A kinetic coefficient: the load slides, another problem.
    'Sobre la caja de un camión viaja un bulto sin sujetar; el coeficiente de rozamiento cinético entre ambos es 0,35. Halle la máxima aceleración con que puede arrancar el camión sin que el bulto resbale.',
    // The numbers contradict «no desliza»: 15/2 = 7,5 m/s² > 3 m/s².
    'Un cajón de 80 kg viaja suelto sobre la caja de una camioneta. El coeficiente de rozamiento estático entre el cajón y la caja es 0,3 (g = 10 m/s²). La camioneta pasa de 0 a 54 km/h en 2 s y el cajón no desliza. ¿Cuánto vale la fuerza de rozamiento sobre el cajón?',
    // Another speed in the question: not the statement's.
    `${PICKUP} ¿En qué tiempo mínimo podría alcanzar los 72 km/h sin que el cajón deslice?`,
    // The friction asked with no mass.
    'Sobre una camioneta viaja un bulto suelto; el coeficiente de rozamiento estático es 0,3 (g = 10 m/s²). Arranca y pasa de 0 a 54 km/h en 6 s. ¿Cuánto vale la fuerza de rozamiento sobre el bulto?',
  ])('leaves alone: %s', (problem) => {
    expect(solveCargo(problem)?.certain ?? false).toBe(false);
  });

  it('is read by the declaration of the forces on a body', () => {
    expect(bodyForcesSolver.solve(`${PICKUP} ¿Cuál es la aceleración de la camioneta?`)?.text).toContain(
      '**a = 2,5 m/s²**',
    );
  });
});
