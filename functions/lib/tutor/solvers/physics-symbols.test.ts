import { describe, expect, it } from 'vitest';
import { solveBodyForces } from './body-forces.ts';
import { MU_SYMBOL } from './physics.ts';

describe('MU_SYMBOL, the friction coefficient written as a symbol', () => {
  it.each([
    'un piso con μ = 0,3',
    'sobre la mesa (μ 0,25)',
    'con μk = 0,2 y μe = 0,4',
    'μ_d = 0,15',
    'con µ = 0,1', // the micro sign, as some keyboards type it
  ])('reads it after a space or a bracket: %s', (text) => {
    expect(MU_SYMBOL.test(text)).toBe(true);
  });

  it.each(['una carga de 2 μf', 'un hilo de 5 μm', 'el mu del planteo', 'αμβ'])(
    'leaves a micro-unit or a letter inside a word alone: %s',
    (text) => {
      expect(MU_SYMBOL.test(text)).toBe(false);
    },
  );

  it('makes a body held at rest with a μ given no longer read as if friction were F·cos α alone', () => {
    const reply = solveBodyForces(
      'Un baúl de 30 kg descansa sobre el piso, con μ = 0,4 entre ambos. Lo tiran con una soga que forma 37° con la horizontal, con una fuerza de 60 N, y el baúl no se mueve. ¿Qué fuerza de rozamiento actúa? (g = 10 m/s²)',
    );
    expect(reply).toBeUndefined();
  });
});
