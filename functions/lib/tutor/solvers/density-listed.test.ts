import { describe, expect, it } from 'vitest';
import { solveDensity } from './density.ts';

describe('solveDensity: a box whose measures are listed with their names', () => {
  it('reads «largo: …», «ancho: …», «alto: …» as the three measures', () => {
    // V = 20 · 10 · 5 = 1000 cm³ = 0,001 m³; ρ = 7,8 kg / 0,001 m³.
    const reply = solveDensity(
      'Se tiene un lingote macizo con forma de prisma, del que se sabe:\n  masa: 7,8 kg\n  largo: 20 cm\n  ancho: 10 cm\n  alto: 5 cm\n¿Cuál es su densidad en kg/m³?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**ρ = 7.800 kg/m³');
  });

  it('still leaves three unnamed lengths alone', () => {
    const reply = solveDensity(
      'Se tiene un lingote de 7,8 kg; se midieron 20 cm, 10 cm y 5 cm. ¿Cuál es su densidad en kg/m³?',
    );
    expect(reply?.certain).not.toBe(true);
  });
});
