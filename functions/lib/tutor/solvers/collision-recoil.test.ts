import { describe, expect, it } from 'vitest';
import { solveCollision } from './collision.ts';
import { answerNumbers, expectCertain, itDeclines, random } from './testing.ts';

describe('solveCollision: a recoil from rest', () => {
  it('finds a gun’s recoil from the bullet it fires', () => {
    // 0,02 · 400 / 5 = 1,6 m/s.
    expectCertain(
      solveCollision(
        'Una escopeta de 5 kg, apoyada y en reposo, dispara una bala de 20 g que sale a 400 m/s. ¿Con qué velocidad retrocede la escopeta?',
      ),
      '**V = 1,6 m/s, en sentido contrario**',
    );
  });

  it('finds a thrower’s recoil on a smooth floor', () => {
    // 2 · 6 / 50 = 0,24 m/s.
    expectCertain(
      solveCollision(
        'Una chica de 50 kg, parada sobre patines, arroja hacia adelante una mochila de 2 kg a 6 m/s. ¿Cuál es la rapidez de retroceso de la chica?',
      ),
      '**V = 0,24 m/s, en sentido contrario**',
    );
  });

  itDeclines('leaves alone what it cannot tell apart: %s', solveCollision, [
    // The speed named right after the gun's mass: whose is it?
    'Un mortero de 300 kg que dispara a 150 m/s una granada de 6 kg. ¿Con qué velocidad retrocede el mortero?',
    // The shooter moved before the shot.
    'Un carro de 200 kg que se mueve a 2 m/s dispara un proyectil de 5 kg que sale a 100 m/s. ¿Con qué velocidad retrocede el carro?',
    // Its energy, not its speed.
    'Un rifle de 4 kg dispara una bala de 8 g que sale a 500 m/s. ¿Qué energía cinética tiene el rifle al retroceder?',
  ]);

  it('states a recoil whose momentum cancels the shot’s (seeded)', () => {
    const next = random(3403);
    for (let i = 0; i < 40; i++) {
      const M = 2 + Math.round(next() * 20);
      const grams = 5 + Math.round(next() * 95);
      const v = 100 + Math.round(next() * 800);
      const reply = solveCollision(
        `Un fusil de ${M} kg dispara un proyectil de ${grams} g que sale a ${v} m/s. ¿Con qué rapidez retrocede el fusil?`,
      );
      expect(reply?.certain).toBe(true);
      const [V] = answerNumbers(reply?.text ?? '');
      // Stated to two decimals: M·V gives back the shot's m·v within that rounding.
      expect(Math.abs((V ?? 0) - ((grams / 1000) * v) / M)).toBeLessThanOrEqual(0.0051);
    }
  });
});
