import { describe, expect, it } from 'vitest';
import { solveNeutralizationByVolumes } from './neutralization-volumes.ts';
import { solveSolution } from './solutions.ts';

describe('a neutralization by volumes: a · Ma · Va = b · Mb · Vb', () => {
  it.each([
    // The exam's shape: the base's volume for an acid with two hydrogens.
    [
      '¿Qué volumen de solución de NaOH 0,2 M se requiere para neutralizar completamente 30 mL de H₂SO₄ 0,15 M?',
      '**V = 45 mL**',
    ],
    ['¿Qué volumen de NaOH 0,1 M neutraliza 20 mL de HCl 0,25 M?', '**V = 50 mL**'],
    // A base with two hydroxides.
    ['¿Qué volumen de Ca(OH)2 0,05 M se necesita para neutralizar 40 mL de HCl 0,2 M?', '**V = 80 mL**'],
    // The molarity unknown.
    [
      'Se neutralizan 25 mL de una solución de NaOH con 20 mL de HCl 0,5 M. ¿Cuál es la molaridad de la solución de NaOH?',
      '**M = 0,4 M**',
    ],
    [
      'Para neutralizar 50 mL de H2SO4 se usaron 40 mL de KOH 0,5 M. Calculá la concentración molar del ácido.',
      '**M = 0,2 M**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveNeutralizationByVolumes(problem);
    expect(reply).toContain(expected);
    // Through the solutions' solver, which hands every neutralization to this reading.
    expect(solveSolution(problem)).toContain(expected);
  });

  it('checks back: the moles of H⁺ equal the moles of OH⁻ for every volume it finds', () => {
    for (const [ma, va, mb] of [
      [0.1, 10, 0.2],
      [0.35, 15, 0.07],
      [1, 12.5, 0.5],
    ] as const) {
      const reply = solveNeutralizationByVolumes(
        `¿Qué volumen de NaOH ${String(mb).replace('.', ',')} M neutraliza ${String(va).replace('.', ',')} mL de H2SO4 ${String(ma).replace('.', ',')} M?`,
      );
      const v = Number(
        /\*\*V [=≈] ([\d.,]+) mL/
          .exec(reply ?? '')?.[1]
          ?.replace(/\./g, '')
          .replace(',', '.'),
      );
      expect(Math.abs(2 * ma * va - mb * v)).toBeLessThan(0.01 * 2 * ma * va);
    }
  });

  it.each([
    // A mass, a pH, a percent: another problem, never these four quantities alone.
    '¿Cuántos gramos de NaOH se necesitan para neutralizar 30 mL de H₂SO₄ 0,15 M?',
    '¿Qué pH tiene la solución que queda al mezclar 30 mL de HCl 0,1 M con 20 mL de NaOH 0,1 M?',
    // A number this reading does not account for.
    '¿Qué volumen de NaOH 0,2 M neutraliza 30 mL de H₂SO₄ 0,15 M a 25 °C si se agregan 10 mL de agua?',
    // Two of the four unknown.
    '¿Qué volumen de NaOH neutraliza 30 mL de H₂SO₄ 0,15 M?',
    // A volume asked when the molarity is what is missing.
    'Se neutralizan 25 mL de NaOH con 20 mL de HCl 0,5 M. ¿Qué volumen de ácido se usó?',
  ])('is not read as one when it is not exactly one: %s', (problem) => {
    expect(solveNeutralizationByVolumes(problem)).toBeUndefined();
  });
});
