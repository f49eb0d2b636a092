import { describe, expect, it } from 'vitest';
import { solvePercentConcentration } from './percent-concentration.ts';

describe('ppm of a water sample with the water’s density said (#32)', () => {
  it('takes «densidad 1 g/mL» as what makes 1 L weigh 1 kg', () => {
    const reply = solvePercentConcentration(
      'Un análisis encuentra 0,012 g de ion nitrato en 4 L de agua de pozo. Exprese la concentración en ppm (densidad del agua: 1 g/mL).',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**3 ppm**');
    expect(reply?.text).toContain('densidad 1 g/mL');
  });

  it('reads a volume after «en» with no noun as the sample’s', () => {
    const reply = solvePercentConcentration(
      'Una muestra de agua de río contiene 6 mg de plomo en 3 L. ¿Cuál es su concentración en ppm?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**2 ppm**');
  });

  it('gives no result with a density other than water’s', () => {
    const reply = solvePercentConcentration(
      'Una muestra de agua de mar contiene 3 g de magnesio en 2 L. Exprese su concentración en ppm (densidad 1,03 g/mL).',
    );
    expect(reply?.certain ?? false).toBe(false);
  });

  it('gives no result with water’s density beside a solid sample', () => {
    const reply = solvePercentConcentration(
      'Un suelo de 2 kg contiene 10 mg de cadmio. Exprese su concentración en ppm (densidad 1 g/mL).',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});
