import { describe, expect, it } from 'vitest';
import { solveChemistryChain } from './chemistry-chains.ts';

const reply = (problem: string) => solveChemistryChain(problem);
const percent = (text: string) =>
  Number((/\*\*pureza[^=≈]*[=≈]\s*([\d.,]+)\s*%\*\*/.exec(text)?.[1] ?? '').replace(',', '.'));

describe('the purity of a sample, asked', () => {
  it('reads it from the gas a sample gives with the other reactant in excess', () => {
    const r = reply(
      'Se tratan 25 g de un mineral de carbonato de magnesio con exceso de ácido clorhídrico: MgCO₃ + 2 HCl → MgCl₂ + CO₂ + H₂O. Se recogen 4,48 L de CO₂ en CNPT. ¿Cuál es la pureza del mineral en MgCO₃? (Mg = 24; C = 12; O = 16)',
    );
    expect(r?.certain, r?.text).toBe(true);
    // 0,2 mol · 84 g/mol = 16,8 g de 25 g.
    expect(percent(r?.text ?? '')).toBeCloseTo(67.2, 5);
  });

  it('reads it from the hydrogen a metal gives', () => {
    const r = reply(
      'Una muestra de 8 g de cinc impuro reacciona con exceso de ácido sulfúrico: Zn + H₂SO₄ → ZnSO₄ + H₂, y se obtienen 2,24 L de H₂ medidos en CNPT. Calcular el porcentaje de pureza del cinc. (Zn = 65; S = 32; O = 16; H = 1)',
    );
    expect(r?.certain, r?.text).toBe(true);
    expect(percent(r?.text ?? '')).toBeCloseTo(81.25, 5);
  });

  it('reads it from a titration with a strong acid', () => {
    const r = reply(
      'Se pesan 2 g de hidróxido de potasio (KOH impuro), se disuelven en agua y se titulan con HNO₃ 0,5 M; se gastan 60 mL hasta el punto de equivalencia. ¿Qué pureza tiene la muestra? (K = 39; O = 16; H = 1; N = 14)',
    );
    expect(r?.certain, r?.text).toBe(true);
    // 0,03 mol · 56 g/mol = 1,68 g de 2 g.
    expect(percent(r?.text ?? '')).toBeCloseTo(84, 5);
  });

  it('counts the two OH⁻ of a base that gives two', () => {
    const r = reply(
      'Una muestra de 1 g de Ca(OH)₂ impuro se neutraliza con 20 mL de HCl 0,5 M. ¿Cuál es su pureza? (Ca = 40; O = 16; H = 1)',
    );
    expect(r?.certain, r?.text).toBe(true);
    // 0,01 mol de H⁺ = 0,005 mol de Ca(OH)₂ = 0,37 g.
    expect(percent(r?.text ?? '')).toBeCloseTo(37, 5);
  });

  it('is not sure when both reactants are measured or a purity is given', () => {
    expect(
      reply(
        'Una muestra de 10 g de caliza reacciona con 7,3 g de HCl: CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. ¿Cuál es la pureza de la muestra en CaCO₃? (Ca = 40; C = 12; O = 16; H = 1; Cl = 35,5)',
      )?.certain,
    ).not.toBe(true);
    expect(
      reply(
        'Una muestra de 10 g de caliza con 80 % de CaCO₃ reacciona con exceso de HCl: CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. ¿Cuál es la pureza de la muestra? (Ca = 40; C = 12; O = 16)',
      )?.certain,
    ).not.toBe(true);
  });
});
