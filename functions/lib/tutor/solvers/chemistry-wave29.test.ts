import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from '../offline/engine.ts';
import { solveStrongPh } from './acid-ph.ts';
import { solveEmpiricalFormula } from './empirical-formula.ts';
import { solveMassPercent } from './formula-facts.ts';
import { solvePercentConcentration } from './percent-concentration.ts';

/** The stated result of a reply: its bold line that is not the data. */
const stated = (text: string | undefined) =>
  text?.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

const page = (message: string) => answerOfflineDetailed({ message, passages: [] });

/** A seeded generator: the same problems on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const comma = (value: number) => String(value).replace('.', ',');

describe('pH of strong acids and bases: sulfuric acid, dilutions, mixtures', () => {
  it.each([
    [
      'Se disuelven 0,98 g de ácido sulfúrico en agua hasta completar 1 L de solución. Considerando que se disocia totalmente liberando sus dos protones, calcule el pH. (H = 1; S = 32; O = 16)',
      '**pH = 1,7**',
    ],
    [
      '¿Cuál es el pH de una solución 0,005 M de H₂SO₄, considerando completas sus dos ionizaciones?',
      '**pH = 2**',
    ],
    [
      'Se toman 10 mL de ácido clorhídrico 1 M y se diluyen con agua hasta 1 L. ¿Cuál es el pH de la solución resultante?',
      '**pH = 2**',
    ],
    [
      'Se toman 20 mL de una solución de KOH 0,5 M y se llevan a 1 L con agua. ¿Qué pH tiene la solución obtenida?',
      '**pH = 12**',
    ],
    ['La concentración de H⁺ en una solución de NaOH de pH = 12 es:', '**[H⁺] = 1 · 10⁻¹² M**'],
    [
      'Se mezclan 100 mL de NaOH 0,3 M con 50 mL de HNO₃ 0,2 M. ¿Cuál es el pH de la solución resultante?',
      '**pH = 13,12**',
    ],
    ['Se mezclan 100 mL de KOH 0,1 M con 100 mL de HCl 0,1 M. ¿Qué pH tiene la mezcla?', '**pH = 7**'],
  ])('%s', (statement, expected) => {
    const reply = solveStrongPh(statement);
    expect(reply?.certain).toBe(true);
    expect(stated(reply?.text)).toBe(expected);
  });

  it('reads each part of a mixture of a strong acid and a strong base', () => {
    const reply = page(
      'Se mezclan 300 mL de HNO₃ 0,1 M con 200 mL de KOH 0,1 M (volúmenes aditivos).\na) Calcule los moles de H⁺ y de OH⁻ que se mezclan.\nb) ¿Qué reactivo queda en exceso y cuál es su concentración en la mezcla?\nc) ¿Cuál es el pH de la solución final?',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**0,03 mol de H⁺ y 0,02 mol de OH⁻**');
    expect(reply.text).toContain('**Queda en exceso el HNO₃, 0,02 M**');
    expect(reply.text).toContain('**pH = 1,7**');
  });

  it('leaves alone sulfuric acid whose second proton is not said to go, and a weak acid mixed', () => {
    expect(solveStrongPh('¿Cuál es el pH de una solución 0,01 M de H2SO4?')).toBeUndefined();
    expect(
      solveStrongPh(
        'Se mezclan 100 mL de ácido acético 0,1 M con 50 mL de NaOH 0,1 M. ¿Cuál es el pH de la mezcla?',
      ),
    ).toBeUndefined();
  });

  it('is not sure of a mixture with a datum it does not read', () => {
    expect(
      solveStrongPh(
        'Se mezclan 100 mL de HCl 0,2 M con 50 mL de NaOH 0,1 M y se agregan 20 mL de agua. ¿Cuál es el pH de la solución resultante?',
      )?.certain,
    ).not.toBe(true);
  });

  it('finds the pH of random mixtures back from the excess', () => {
    const random = seeded(29);
    for (let i = 0; i < 40; i += 1) {
      const acidMl = 10 * Math.ceil(random() * 30);
      const baseMl = 10 * Math.ceil(random() * 30);
      const acidM = Math.ceil(random() * 20) / 100;
      const baseM = Math.ceil(random() * 20) / 100;
      const h = (acidMl / 1000) * acidM;
      const oh = (baseMl / 1000) * baseM;
      if (Math.abs(h - oh) < 1e-6) continue;
      const left = Math.abs(h - oh) / ((acidMl + baseMl) / 1000);
      const ph = h > oh ? -Math.log10(left) : 14 + Math.log10(left);
      const reply = solveStrongPh(
        `Se mezclan ${acidMl} mL de HCl ${comma(acidM)} M con ${baseMl} mL de NaOH ${comma(baseM)} M. ¿Cuál es el pH de la mezcla?`,
      );
      expect(reply?.certain).toBe(true);
      const shown = Number(/pH = ([\d,]+)\*\*/.exec(reply?.text ?? '')?.[1]?.replace(',', '.'));
      expect(Math.abs(shown - ph)).toBeLessThan(0.006);
    }
  });
});

describe('the water of a hydrate named with its metal', () => {
  it('reads the hydrate beside its name', () => {
    const reply = solveMassPercent(
      'Calcule el porcentaje en masa de agua de cristalización en el sulfato de magnesio heptahidratado, MgSO₄·7H₂O. (Mg = 24; S = 32; O = 16; H = 1)',
    );
    expect(reply?.certain).toBe(true);
    expect(stated(reply?.text)).toBe('**51,22 % de agua**');
  });
});

describe('empirical and molecular formulas with the molar mass of the gas', () => {
  it.each([
    [
      'Un hidrocarburo gaseoso tiene 80 % de carbono y 20 % de hidrógeno en masa. Una muestra de 1,5 g del gas ocupa 1,12 L en CNPT. (C = 12; H = 1) ¿Cuál es su fórmula molecular?',
      '**Fórmula molecular: C₂H₆**',
    ],
    [
      'Un compuesto contiene 40 % de C, 6,67 % de H y 53,33 % de O. Al vaporizar 1,8 g del compuesto se obtienen 246 cm³ de vapor a 27 °C y 1 atm. Halle la fórmula molecular.',
      '**Fórmula molecular: C₆H₁₂O₆**',
    ],
    [
      'La composición centesimal de un compuesto es C 40 %; H 6,67 %; O 53,33 %. ¿Cuál es su fórmula mínima?',
      '**Fórmula empírica: CH₂O**',
    ],
    [
      'Un hidrocarburo tiene 85,7 % de C y 14,3 % de H, y su masa molar es 42 g/mol. ¿Cuántos átomos de hidrógeno tiene cada molécula?',
      '**6 átomos de H por molécula (C₃H₆)**',
    ],
    [
      'Un óxido de nitrógeno contiene 30,43 % de N y 69,57 % de O en masa (N = 14; O = 16). Su fórmula empírica es:',
      '**Fórmula empírica: NO₂**',
    ],
  ])('%s', (statement, expected) => {
    const reply = solveEmpiricalFormula(statement);
    expect(reply?.certain).toBe(true);
    expect(stated(reply?.text)).toBe(expected);
  });

  it('answers each part of a page: empirical formula, molar mass, molecular formula', () => {
    const reply = page(
      'Un hidrocarburo contiene 92,3 % de carbono y 7,7 % de hidrógeno en masa. Una muestra de 3,9 g de ese gas ocupa 1,12 L en CNPT. (C = 12; H = 1)\na) Determine su fórmula empírica.\nb) Calcule su masa molar.\nc) Indique su fórmula molecular.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**Fórmula empírica: CH**');
    expect(reply.text).toContain('**M = 78 g/mol**');
    expect(reply.text).toContain('**Fórmula molecular: C₆H₆**');
  });

  it('declines a gas whose molar mass is no whole multiple of the empirical formula', () => {
    expect(
      solveEmpiricalFormula(
        'Un hidrocarburo tiene 80 % de C y 20 % de H. Una muestra de 2 g del gas ocupa 1,12 L en CNPT. ¿Cuál es su fórmula molecular?',
      ),
    ).toBeUndefined();
  });

  it('leaves alone an atomic mass that is not the table’s', () => {
    expect(
      solveEmpiricalFormula(
        'Un compuesto contiene 40 % de S y 60 % de O (S = 32,06; O = 16). ¿Cuál es su fórmula empírica?',
      ),
    ).toBeUndefined();
  });
});

describe('solutions in % m/m mixed, diluted or concentrated by mass', () => {
  it.each([
    [
      'Se mezclan 100 g de una solución de KCl al 20 % m/m con 400 g de otra solución de KCl al 10 % m/m. ¿Cuál es la concentración de la mezcla en % m/m?',
      '**12 % m/m**',
    ],
    [
      'A 150 g de una solución de sal al 12 % m/m se le agregan 50 g de agua. ¿Cuál es la concentración final en % m/m?',
      '**9 % m/m**',
    ],
    [
      '¿Qué masa de agua hay que agregar a 400 g de una solución al 25 % m/m para que su concentración sea 20 % m/m?',
      '**100 g de agua**',
    ],
    [
      '¿Cuántos gramos de agua hay que evaporar de 300 g de una solución al 10 % m/m para que quede al 15 % m/m?',
      '**100 g de agua**',
    ],
  ])('%s', (statement, expected) => {
    const reply = solvePercentConcentration(statement);
    expect(reply?.certain).toBe(true);
    expect(stated(reply?.text)).toBe(expected);
  });

  it('leaves alone a mixture whose molarity is asked', () => {
    expect(
      solvePercentConcentration(
        'Se mezclan 200 g de una solución de NaOH al 15 % m/m con 300 g de otra solución de NaOH al 5 % m/m. Halle la molaridad de la mezcla.',
      ),
    ).toBeUndefined();
  });

  it('is not sure of a mixture with a datum it does not read', () => {
    expect(
      solvePercentConcentration(
        'Se mezclan 200 g de una solución al 15 % m/m con 300 g de otra solución al 5 % m/m y se calienta a 40 °C. ¿Cuál es la concentración en % m/m?',
      )?.certain,
    ).not.toBe(true);
  });

  it('keeps the solute of random mixtures', () => {
    const random = seeded(7);
    for (let i = 0; i < 40; i += 1) {
      const m1 = 10 * Math.ceil(random() * 50);
      const m2 = 10 * Math.ceil(random() * 50);
      const p1 = Math.ceil(random() * 40);
      const p2 = Math.ceil(random() * 40);
      const reply = solvePercentConcentration(
        `Se mezclan ${m1} g de una solución al ${p1} % m/m con ${m2} g de otra solución al ${p2} % m/m. ¿Cuál es la concentración de la mezcla en % m/m?`,
      );
      expect(reply?.certain).toBe(true);
      const shown = Number(/\*\*([\d,.]+) % m\/m\*\*/.exec(reply?.text ?? '')?.[1]?.replace(',', '.'));
      expect(Math.abs(shown * (m1 + m2) - (m1 * p1 + m2 * p2))).toBeLessThan(0.006 * (m1 + m2));
    }
  });
});

describe('a solution page: its volume and its concentrations', () => {
  it('gives the solution’s volume in mL when its data are in mL', () => {
    const reply = page(
      'Se disuelven 40 g de sacarosa en 160 g de agua; la solución obtenida tiene una densidad de 1,6 g/mL. Se pide:\na) la concentración en % m/m\nb) el volumen de la solución\nc) la concentración en % m/v',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**20 % m/m**');
    expect(reply.text).toContain('= 125 mL**');
    expect(reply.text).toContain('**32 % m/v**');
  });
});

describe('chains of quantities on exam pages: yields, containers, dissolved gases, ppm', () => {
  it('gives the pure reactant of a sample beside a yield that acts on the products', () => {
    const reply = page(
      'Se tuestan 500 g de un mineral que contiene 60 % de ZnS, según 2 ZnS + 3 O₂ → 2 ZnO + 2 SO₂, con un rendimiento del 80 %. (Zn = 65; S = 32; O = 16) Se pide: a) la masa de ZnS contenida en el mineral; b) la masa de ZnO obtenida.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toMatch(/300 g de ZnS puro|m\(ZnS\) = 300 g/);
    expect(reply.text).toMatch(/no cambia cuánto ZnS/);
  });

  it('reads the gases of one container by Dalton without the word «mezcla»', () => {
    const reply = page(
      'En un recipiente de 20 L, a 27 °C, se encuentran 16 g de O₂ y 28 g de N₂.\na) Calcule el número total de moles gaseosos.\nb) Calcule la presión total.\nc) Calcule la presión parcial del nitrógeno.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**n(total) = 1,5 mol**');
    expect(reply.text).toMatch(/\*\*P ≈ 1,8\d? atm\*\*/);
    expect(reply.text).toContain('**p(N₂) = 1,23 atm**');
  });

  it('reads a gas dissolved into a solution of a volume given', () => {
    const reply = page(
      'Se disuelven en agua 4,48 L de amoníaco gaseoso, medidos en CNPT, hasta obtener 500 mL de solución.\na) ¿Cuántos moles de NH₃ se disolvieron?\nb) ¿Cuál es la molaridad de la solución?',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**n(NH₃) = 0,2 mol**');
    expect(reply.text).toContain('**C(NH₃) = 0,4 M**');
  });

  it('gives a molarity from ppm in water, 1 ppm being 1 mg/L', () => {
    const reply = page(
      'El agua de una represa contiene 200 ppm de carbonato de calcio disuelto. (Ca = 40; C = 12; O = 16) Se pide: a) la masa de CaCO₃, en gramos, contenida en 5 m³ de esa agua; b) la molaridad del CaCO₃ en el agua.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**m(CaCO₃) = 1.000 g**');
    expect(reply.text).toContain('**C(CaCO₃) = 0,002 M**');
  });
});

describe('a sample named in words with its formula, the mass of an element in it, an open stem', () => {
  it('reads each part of a sample with a share of a compound written after its name', () => {
    const reply = page(
      'Un sobre de 2 g contiene 90 % en masa de ácido ascórbico, C₆H₈O₆. (C = 12; H = 1; O = 16) Calcule: a) la masa molar del ácido; b) los moles de ácido en un sobre; c) el número de moléculas.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**M(C₆H₈O₆) = 176 g/mol**');
    expect(reply.text).toMatch(/\*\*n\(C₆H₈O₆\) ≈ 0,0102 mol\*\*/);
  });

  it('gives the mass of an element a sample of a compound holds', () => {
    const reply = page(
      'Un saco contiene 800 g de nitrato de amonio, NH₄NO₃. Calcule:\na) los moles de sal contenidos en el saco\nb) la masa de nitrógeno que aporta el saco',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**m(N en NH₄NO₃) = 280 g**');
  });

  it('answers an open stem closed by the options’ unit', () => {
    const reply = page(
      'En CNPT, 5,6 L de dióxido de carbono (CO₂) corresponden a:\nA) 1 mol\nB) 0,5 mol\nC) 0,25 mol\nD) 2 mol\nE) Ninguna respuesta anterior es correcta',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toMatch(/La correcta es la \*\*C\)\*\*/);
  });
});

describe('a commercial acid diluted, with the atomic masses listed', () => {
  it('sums the molar mass from the masses the statement gives', () => {
    const reply = page(
      'Se desea preparar 1 dm³ de solución 0,2 M de HNO₃ a partir de un ácido comercial de 63 % m/m y densidad 1,4 g/cm³. ¿Qué volumen de ácido comercial, en mL, debe medirse? Datos: H = 1; N = 14; O = 16.',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('M(HNO₃) = 1 + 14 + 3 · 16 = 63 g/mol');
    expect(reply.text).toMatch(/\*\*V₁ ≈ 14,2857 mL\*\*/);
  });
});

describe('the solute of a solution prepared from a commercial acid', () => {
  it('gives C₂ · V₂ in grams, checked with the concentrate taken', () => {
    const reply = page(
      'Con un ácido nítrico de densidad 1,4 g/mL y 63 % m/m se preparan 250 mL de solución 0,4 M. ¿Qué masa de HNO₃ contiene la solución diluida?',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**m = 6,3 g de HNO₃**');
    expect(reply.text).toMatch(/los mismos/);
  });
});
