import { describe, expect, it } from 'vitest';
import { solveAtomicParticles, solvePeriodicPlacement } from './atoms.ts';
import { solveMolarMass, solveStoichiometry } from './chemistry.ts';
import { solveIdealGas } from './gases.ts';
import { solvePercentConcentration } from './percent-concentration.ts';
import { solveSolution } from './solutions.ts';
import { solveProblem } from './solve-problem.ts';

/** The stated result of a reply: its bold line that is not the data. */
const stated = (reply: string | undefined) =>
  reply?.split('\n').find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

describe('chemistry on exam pages: an amount changed in words scales the amount typed', () => {
  it.each([
    // 64 g of CH₄ = 4 mol → 8 mol H₂O = 144 g.
    [
      'El metano arde según CH₄ + 2 O₂ → CO₂ + 2 H₂O. En una hornalla se queman 32 g de metano. Si ahora se quema el doble de metano, ¿qué masa de agua se forma?',
      '**Se forman 144 g de H₂O.**',
    ],
    // 26,16 g of Zn = 0,4 mol → 0,4 mol H₂ = 8,96 L.
    [
      'Zn + 2 HCl → ZnCl₂ + H₂. Se atacan 13,08 g de cinc. ¿Qué volumen de H₂ en CNPT se obtiene si se duplica la masa de cinc?',
      '**Se forman 8,96 L de H₂ (en CNPT).**',
    ],
    // 2 g of H₂ = 1 mol → 1 mol H₂O = 18 g.
    [
      'Según 2 H₂ + O₂ → 2 H₂O se hacen reaccionar 4 g de hidrógeno. ¿Cuántos gramos de agua se formarían con la mitad de hidrógeno?',
      '**Se forman 18 g de H₂O.**',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveStoichiometry(statement))).toBe(result);
  });

  it.each([
    // The substance changed has no amount given.
    'El metano arde según CH₄ + 2 O₂ → CO₂ + 2 H₂O. Se queman 32 g de metano. Si ahora hubiera el doble de oxígeno, ¿qué masa de agua se forma?',
    // Two amounts of it: which one doubles is not said.
    'CH₄ + 2 O₂ → CO₂ + 2 H₂O. Se queman 16 g de metano y luego 32 g de metano. Si se quema el doble de metano, ¿qué masa de agua se forma?',
    // Two changes at once.
    'CH₄ + 2 O₂ → CO₂ + 2 H₂O. Se queman 32 g de metano. Si se quema el doble de metano y la mitad de oxígeno, ¿qué masa de agua se forma?',
  ])('declines %s', (statement) => {
    expect(stated(solveStoichiometry(statement))).toBeUndefined();
  });

  it('still answers the amount typed', () => {
    expect(
      stated(
        solveStoichiometry(
          'El metano arde según CH₄ + 2 O₂ → CO₂ + 2 H₂O. Se queman 64 g de metano. ¿Qué masa de agua se forma?',
        ),
      ),
    ).toBe('**Se forman 144 g de H₂O.**');
  });
});

describe('a dilution: a volume said of a concentration is that solution’s', () => {
  it.each([
    // 0,4 M · 250 mL = 0,1 M · V₂: V₂ = 1000 mL.
    [
      'Se necesita preparar 250 mL de una solución 0,4 M de sulfato de cobre (II), CuSO₄, para una práctica. Con la masa del punto anterior, ¿qué volumen de solución 0,1 M se podría preparar?',
      '**V₂ = 1.000 mL** = 1 L (se agregan 750 mL de agua)',
    ],
    // 2 M · 100 mL = 0,5 M · V₂: V₂ = 400 mL.
    [
      'Se dispone de 100 mL de una solución 2 M de NaCl. ¿Qué volumen de solución 0,5 M se puede preparar con ella?',
      '**V₂ = 400 mL** (se agregan 300 mL de agua)',
    ],
    // Prepared volume of the dilute one: V₁ = 0,2 · 300 / 6 = 10 mL.
    [
      '¿Qué volumen de HCl 6 M hay que tomar para preparar 300 mL de solución 0,2 M?',
      '**V₁ = 10 mL** de la solución 6 M, completando con agua hasta 300 mL',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveSolution(statement))).toBe(result);
  });

  it('declines when the volume is no solution’s and no verb says which it is', () => {
    expect(
      solveSolution('Con 250 mL, una solución 0,4 M y otra 0,1 M, ¿qué volumen resulta?'),
    ).toBeUndefined();
  });
});

describe('a page’s density that the asked quantity does not use', () => {
  it.each([
    // 10 g / 40 g/mol = 0,25 mol in 0,25 L.
    [
      'En el laboratorio se disuelven 10 g de hidróxido de sodio en agua hasta obtener 250 mL de solución, cuya densidad es 1,04 g/mL. Calcule la molaridad de la solución.',
      '**M = 1 mol/L (1 M)**',
    ],
    // 11,7 / 58,5 = 0,2 mol in 0,2 L.
    [
      'Una solución de NaCl de densidad 1,1 g/mL contiene 11,7 g de sal en 200 mL de solución. Calculá su molaridad.',
      '**M = 1 mol/L (1 M)**',
    ],
  ])('molarity: %s', (statement, result) => {
    expect(stated(solveSolution(statement))).toBe(result);
  });

  it.each([
    // 30 / (30 + 170) = 15 %.
    [
      'Se disuelven 30 g de glucosa en 170 g de agua; la solución obtenida tiene una densidad de 1,25 g/mL. Calcular la concentración en % m/m',
      '**15 % m/m**',
    ],
    // 10 g in 250 mL of solution: 4 %.
    [
      'En el laboratorio se disuelven 10 g de hidróxido de sodio en agua hasta obtener 250 mL de solución, cuya densidad es 1,04 g/mL. Exprese la concentración en % m/v.',
      '**4 % m/v**',
    ],
    // 12 g in 150 mL of solution: 8 %.
    [
      'Con 12 g de azúcar se preparan 150 mL de solución (densidad 1,03 g/mL). ¿Cuál es su concentración en % m/v?',
      '**8 % m/v**',
    ],
  ])('percent: %s', (statement, result) => {
    expect(stated(solvePercentConcentration(statement)?.text)).toBe(result);
  });

  it.each([
    // The volume is the water's: the solution's volume needs the density, which this reading does not do.
    'Se disuelven 10 g de NaOH en 250 mL de agua; la densidad de la solución es 1,04 g/mL. ¿Cuál es la molaridad?',
    // The solution's mass asked: the density is needed.
    'Se disuelven 10 g de NaOH en agua hasta obtener 250 mL de solución, cuya densidad es 1,04 g/mL. ¿Cuál es la masa de la solución?',
  ])('is not sure of %s', (statement) => {
    expect(solveProblem(statement).certain).toBe(false);
  });
});

describe('stoichiometry as exam pages word it', () => {
  it.each([
    // N₂ 3 mol limits (H₂ 12 mol needs only 9): 6 mol NH₃ · 22,4 = 134,4 L.
    [
      'En un reactor se introducen 24 g de hidrógeno y 84 g de nitrógeno, que reaccionan según N₂ + 3 H₂ → 2 NH₃. Calcular el volumen que ocupa el amoníaco formado, medido en CNPT',
      '**Se forman 134,4 L de NH₃ (en CNPT).**',
    ],
    // 0,5 mol CaCO₃ → 0,5 mol CO₂ = 11,2 L.
    [
      'CaCO₃ → CaO + CO₂. Se descomponen 50 g de carbonato de calcio. ¿Qué volumen ocupa el CO₂ liberado en CNPT?',
      '**Se forman 11,2 L de CO₂ (en CNPT).**',
    ],
    // 250 · 0,9 = 225 g = 2,25 mol of CaCO₃ → 2,25 mol CO₂.
    [
      'Una muestra de 250 g de piedra caliza, con una pureza del 90 % en carbonato de calcio, se trata con ácido clorhídrico en exceso: CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. Calcule los moles de CO₂ desprendidos',
      '**Se forman 2,25 mol de CO₂.**',
    ],
    // 200 · 0,8 = 160 g of Fe₂O₃ = 1 mol → 2 mol Fe = 112 g.
    [
      'Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂. Se procesa una partida de 200 g de mineral, de una riqueza del 80 % en Fe₂O₃. ¿Qué masa de hierro se obtiene?',
      '**Se forman 112 g de Fe.**',
    ],
    // The pure amount asked: 250 · 0,9 = 225 g.
    [
      'Una muestra de 250 g de piedra caliza, con una pureza del 90 % en carbonato de calcio, se trata con HCl en exceso: CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. Calcule la masa de CaCO₃ puro contenida en la muestra',
      '**La muestra contiene 225 g de CaCO₃ puro.**',
    ],
    // 20 · 0,654 = 13,08 g.
    [
      'Se hacen reaccionar 20 g de una muestra de zinc de 65,4 % de pureza con ácido sulfúrico en exceso: Zn + H₂SO₄ → ZnSO₄ + H₂. Determine la masa de zinc puro que reacciona',
      '**La muestra contiene 13,08 g de Zn puro.**',
    ],
    // A yield said as a hypothesis: 2,25 · 0,8 = 1,8 mol CaCl₂ · 111 = 199,8 g.
    [
      'Una muestra de 250 g de piedra caliza, con una pureza del 90 % en carbonato de calcio, se trata con HCl en exceso: CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. Si el rendimiento de la reacción fuera del 80 %, ¿qué masa de CaCl₂ se obtendría?',
      '**Se forman 199,8 g de CaCl₂.**',
    ],
    // The form a metal comes in: Mg 0,5 mol, O₂ 0,2 mol limits; 0,1 mol Mg left = 2,4 g.
    [
      'Se queman 12 g de cinta de magnesio en un recipiente cerrado que contiene 6,4 g de oxígeno: 2 Mg + O₂ → 2 MgO. Calcular la masa del reactivo en exceso que queda sin reaccionar',
      '**Quedan sin reaccionar 2,4 g de Mg.**',
    ],
    // 11,2 g of iron filings = 0,2 mol → 0,2 mol FeS = 17,6 g.
    [
      'Fe + S → FeS. Se calientan 11,2 g de limaduras de hierro con azufre en exceso. ¿Cuántos gramos de FeS se forman?',
      '**Se forman 17,6 g de FeS.**',
    ],
    // A demonstrative before the substance: 0,4 mol KClO₃ → 0,6 mol O₂ = 19,2 g.
    [
      'Al calentar clorato de potasio se desprende oxígeno: 2 KClO₃ → 2 KCl + 3 O₂. Se calientan 49 g de KClO₃. Calcule la masa de ese oxígeno',
      '**Se forman 19,2 g de O₂.**',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveStoichiometry(statement))).toBe(result);
  });

  it.each([
    // The pure amount asked of a substance the purity is not of.
    'Una muestra de 250 g de piedra caliza, con una pureza del 90 % en carbonato de calcio, se trata con HCl en exceso: CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. Calcule la masa de HCl puro que reacciona',
    // A volume asked that is not in CNPT.
    'Se hacen reaccionar 13,08 g de cinc: Zn + 2 HCl → ZnCl₂ + H₂. ¿Qué volumen ocupa el hidrógeno obtenido?',
  ])('declines %s', (statement) => {
    expect(stated(solveStoichiometry(statement))).toBeUndefined();
  });
});

describe('stoichiometry with a gas volume not in CNPT, or a gas given by its volume', () => {
  it.each([
    // 2 mol C₃H₈ → 10 mol O₂; V = 10 · 0,082 · 300 / 2 = 123 L.
    [
      'Una garrafa alimenta un mechero que quema 88 g de propano con oxígeno suficiente: C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. Determine el volumen de O₂ consumido, medido a 27 °C y 2 atm',
      '**Se necesitan 123 L de O₂ (a 27 °C (300 K) y 2 atm).**',
    ],
    // 0,2 mol Zn → 0,2 mol H₂; V = 0,2 · 0,082 · 400 / 0,5 = 13,12 L (380 mmHg = 0,5 atm).
    [
      'Zn + 2 HCl → ZnCl₂ + H₂. ¿Qué volumen de hidrógeno se obtiene con 13,08 g de cinc si el gas se recoge a 127 °C y 380 mmHg?',
      '**Se forman 13,12 L de H₂ (a 127 °C (400 K) y 380 mmHg).**',
    ],
    // 0,2 mol H₂; V = 0,2 · 0,082 · 300 / 2 = 2,46 L.
    [
      'Zn + 2 HCl → ZnCl2 + H2. ¿Qué volumen de H2 a 27 °C y 2 atm se obtiene con 13,08 g de Zn?',
      '**Se forman 2,46 L de H₂ (a 27 °C (300 K) y 2 atm).**',
    ],
    // 44,8 L of H₂ in CNPT = 2 mol; Al 2 · 2/3 mol · 27 = 36 g.
    [
      'Se desea obtener 44,8 L de hidrógeno, medidos en CNPT, haciendo reaccionar aluminio con ácido clorhídrico: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. Calcule la masa de aluminio necesaria',
      '**Se necesitan 36 g de Al.**',
    ],
    // 11,2 L of CO₂ in CNPT = 0,5 mol → 0,5 mol CaCO₃ = 50 g.
    [
      'CaCO₃ → CaO + CO₂. ¿Cuántos gramos de carbonato de calcio hay que descomponer para obtener 11,2 L de CO₂ en CNPT?',
      '**Se necesitan 50 g de CaCO₃.**',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveStoichiometry(statement))).toBe(result);
  });

  it.each([
    // Two temperatures: which state the volume is measured at is not said.
    'Zn + 2 HCl → ZnCl₂ + H₂. Se atacan 13,08 g de cinc a 20 °C. ¿Qué volumen de hidrógeno se obtiene medido a 127 °C y 1 atm?',
    // No pressure given.
    'C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. Se queman 88 g de propano. ¿Qué volumen de CO₂ se forma a 27 °C?',
    // A volume of a solution is no gas in CNPT.
    'Zn + 2 HCl → ZnCl₂ + H₂. Se usan 2 L de solución de HCl en CNPT. ¿Cuántos gramos de cinc reaccionan?',
  ])('declines %s', (statement) => {
    expect(stated(solveStoichiometry(statement))).toBeUndefined();
  });
});

describe('the moles of the one amount given, and a solute named in a nomenclature', () => {
  it.each([
    // 88 / 44 = 2 mol.
    [
      'Una garrafa alimenta un mechero que quema 88 g de propano con oxígeno suficiente: C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. Determine los moles de propano quemados',
      '**Son 2 mol de C₃H₈.**',
    ],
    // 44,8 / 22,4 = 2 mol.
    [
      'Se desea obtener 44,8 L de hidrógeno, medidos en CNPT, haciendo reaccionar aluminio con ácido clorhídrico: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. Calcule los moles de hidrógeno que se deben obtener',
      '**Son 2 mol de H₂.**',
    ],
    // 49 / 122,5 = 0,4 mol.
    [
      '2 KClO₃ → 2 KCl + 3 O₂. Se descomponen 49 g de clorato de potasio. ¿Cuántos moles de KClO₃ se descomponen?',
      '**Son 0,4 mol de KClO₃.**',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveStoichiometry(statement))).toBe(result);
  });

  it.each([
    // What is left of it is another question.
    'Según CH₄ + 2 O₂ → CO₂ + 2 H₂O, ¿cuántos moles de CH₄ quedan al quemar 16 g de CH₄?',
    // Two amounts given: the moles of N₂ that react depend on the limiting one.
    'N₂ + 3 H₂ → 2 NH₃. Se mezclan 28 g de N₂ con 3 g de H₂. ¿Cuántos moles de N₂ reaccionan?',
  ])('declines %s', (statement) => {
    expect(stated(solveStoichiometry(statement))).toBeUndefined();
  });

  it.each([
    // 0,4 · 0,25 = 0,1 mol · 159,5 g/mol = 15,95 g.
    [
      'Se necesita preparar 250 mL de una solución 0,4 M de sulfato de cobre (II), CuSO₄, para una práctica. ¿Qué masa de CuSO₄ hay que pesar?',
      '**Hacen falta 15,95 g de CuSO₄**',
    ],
    // 0,2 · 0,5 = 0,1 mol · 101 g/mol = 10,1 g.
    [
      '¿Cuántos gramos de nitrato de potasio hay que pesar para preparar 500 mL de solución 0,2 M?',
      '**Hacen falta 10,1 g de KNO₃**',
    ],
    // 0,4 · 0,25 = 0,1 mol.
    [
      'Se necesita preparar 250 mL de una solución 0,4 M de sulfato de cobre (II). ¿Cuántos moles de soluto se necesitan?',
      '**n = 0,1 mol**',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveSolution(statement))).toBe(result);
  });
});

describe('atoms on exam pages: an ion’s element, a mass number beside Z, «Z(Fe) = 26»', () => {
  const result = (reply: { text: string } | undefined) => stated(reply?.text);
  it.each([
    // 18 electrons, charge 2−: Z = 16 (sulfur), group 16.
    [
      'El anión X²⁻ tiene 18 electrones y su número másico es 32. Indique el grupo al que pertenece',
      '**Está en el grupo 16**',
    ],
    // 10 electrons, charge 3+: Z = 13 (aluminium), period 3, group 13.
    [
      'El catión Y³⁺ tiene 10 electrones. ¿En qué período y grupo se ubica el elemento Y?',
      '**Está en el período 3, grupo 13**',
    ],
    // Z = 12: 1s² 2s² 2p⁶ 3s², period 3; the mass number does not move it.
    [
      'Un elemento E tiene número atómico 12 y número másico 24. ¿A qué período pertenece?',
      '**Está en el período 3**',
    ],
    [
      'Un elemento E tiene número atómico 12 y número másico 24. Escriba su configuración electrónica.',
      '**Configuración electrónica: 1s² 2s² 2p⁶ 3s²**',
    ],
  ])('%s', (statement, expected) => {
    expect(result(solvePeriodicPlacement(statement))).toBe(expected);
  });

  it.each([
    // The ion's own configuration is another question.
    'El anión X²⁻ tiene 18 electrones. Escriba la configuración electrónica del anión.',
    // Two counts of electrons: which one is the ion's is not said.
    'El ion X²⁺ tiene 18 electrones y el átomo Y tiene 20 electrones. ¿A qué grupo pertenece X?',
  ])('declines %s', (statement) => {
    expect(solvePeriodicPlacement(statement)).toBeUndefined();
  });

  it.each([
    ['¿Cuántos electrones tiene el ion ⁵⁶Fe²⁺? Dato: Z(Fe) = 26.', '**24 electrones**'],
    ['Determine los neutrones del ⁶⁵Zn. Dato: Z (Zn) = 30', '**35 neutrones**'],
  ])('%s', (statement, expected) => {
    expect(result(solveAtomicParticles(statement))).toBe(expected);
  });

  it('declines a Z(Fe) the table contradicts', () => {
    expect(
      solveAtomicParticles('¿Cuántos electrones tiene el ion ⁵⁶Fe²⁺? Dato: Z(Fe) = 27.'),
    ).toBeUndefined();
  });
});

describe('stoichiometry stems, the complete reaction, a molar mass beside its sample', () => {
  it.each([
    // H₂ 3/2 = 1,5 < O₂ 2/1: H₂ limits, 3 mol of water.
    [
      'Se hacen reaccionar 3 mol de hidrógeno con 2 mol de oxígeno según 2 H₂ + O₂ → 2 H₂O. Los moles de agua que se obtienen son:',
      '**Se forman 3 mol de H₂O.**',
    ],
    // 2 mol Fe₂O₃ → 4 mol Fe = 224 g; the 179,2 g obtained are the yield's datum.
    [
      'En un alto horno se reduce óxido férrico con monóxido de carbono: Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂. Se tratan 320 g de Fe₂O₃ y se obtienen 179,2 g de hierro. Hallar la masa de hierro que se obtendría con rendimiento total',
      '**Se forman 224 g de Fe.**',
    ],
    // 2 mol N₂ → 4 mol NH₃ = 68 g.
    [
      'N₂ + 3 H₂ → 2 NH₃. Con 56 g de N₂ y exceso de H₂ se obtuvieron 51 g de NH₃. ¿Cuál es la masa teórica de NH₃?',
      '**Se forman 68 g de NH₃.**',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveStoichiometry(statement))).toBe(result);
  });

  it('declines the product asked when its obtained amount is given and no complete reaction is said', () => {
    expect(
      stated(
        solveStoichiometry(
          'N₂ + 3 H₂ → 2 NH₃. Con 56 g de N₂ y exceso de H₂ se obtuvieron 51 g de NH₃. ¿Cuántos gramos de NH₃ se obtienen?',
        ),
      ),
    ).toBeUndefined();
  });

  it('a molar mass beside the sample it is of, and not beside another amount or question', () => {
    expect(
      stated(
        solveMolarMass(
          'Una bolsa de fertilizante contiene 660 g de sulfato de amonio, (NH₄)₂SO₄. Calcule la masa molar del sulfato de amonio',
        ),
      ),
    ).toBe('**M((NH₄)₂SO₄) = 132 g/mol**');
    expect(
      solveMolarMass('Se tienen 20 g de NaOH y 10 g de HCl. Calcule la masa molar del NaOH.'),
    ).toBeUndefined();
    expect(
      solveMolarMass('Un frasco tiene 80 g de NaOH. Calcule la masa molar del NaOH y los moles del frasco.'),
    ).toBeUndefined();
  });
});

describe('a concentrated acid of % m/m and density used, and the solute of a mixture', () => {
  it.each([
    // 1 L: 1840 g · 0,98 = 1803,2 g = 18,4 mol; n = 0,2 · 0,5 = 0,1 mol; V₁ = 0,1/18,4 L = 5,4348 mL.
    [
      'Un bidón del depósito contiene ácido sulfúrico concentrado, de densidad 1,84 g/mL y 98 % m/m de H₂SO₄. Determine el volumen de ácido concentrado necesario para preparar 500 mL de solución 0,2 M',
      '**V₁ ≈ 5,4348 mL** del concentrado (0,0054 L), completando con agua hasta 500 mL',
    ],
    // 12 M; n = 2 · 0,6 = 1,2 mol; V₁ = 0,1 L.
    [
      'El ácido clorhídrico comercial tiene 36,5 % m/m de HCl y densidad 1,2 g/mL. Calcular el volumen de ácido comercial necesario para preparar 2 L de solución 0,6 M',
      '**V₁ = 100 mL** del concentrado (0,1 L), completando con agua hasta 2 L',
    ],
    // 1 L weighs 1200 g, 36,5 % of it: 438 g.
    [
      'El ácido clorhídrico comercial tiene 36,5 % m/m de HCl y densidad 1,2 g/mL. Calcular la masa de HCl contenida en 1 L de ácido comercial',
      '**m = 438 g de HCl**',
    ],
    // 500 mL weigh 700 g, 63 % of it: 441 g.
    [
      'Un ácido nítrico comercial es 63 % m/m y de densidad 1,4 g/mL. ¿Cuántos gramos de HNO₃ hay en 500 mL de ese ácido?',
      '**m = 441 g de HNO₃**',
    ],
    // 0,2 · 0,5 + 0,3 · 1,5 = 0,55 mol.
    [
      'En un laboratorio se mezclan 200 mL de una solución de ácido nítrico (HNO₃) 0,5 M con 300 mL de otra solución del mismo ácido 1,5 M. Suponga volúmenes aditivos. ¿Cuántos moles de HNO₃ contiene la mezcla?',
      '**n = 0,55 mol** de soluto en la mezcla',
    ],
    // 0,55 mol · 63 g/mol = 34,65 g.
    [
      'En un laboratorio se mezclan 200 mL de una solución de ácido nítrico (HNO₃) 0,5 M con 300 mL de otra solución del mismo ácido 1,5 M. ¿Qué masa de HNO₃ hay en la mezcla?',
      '**34,65 g de HNO₃** en la mezcla',
    ],
  ])('%s', (statement, result) => {
    expect(stated(solveSolution(statement))).toBe(result);
  });

  it.each([
    // A target more concentrated than the acid: no dilution prepares it.
    'El ácido clorhídrico comercial tiene 36,5 % m/m de HCl y densidad 1,2 g/mL. Calcular el volumen de ácido comercial necesario para preparar 2 L de solución 15 M',
    // Two volumes: which one is prepared is not said.
    'El ácido clorhídrico comercial tiene 36,5 % m/m de HCl y densidad 1,2 g/mL. Se toman 50 mL. Calcular el volumen necesario para preparar 2 L de solución 0,6 M',
    // The moles of one of the two solutions, not the mixture's.
    'Se mezclan 200 mL de HNO₃ 0,5 M con 300 mL de HNO₃ 1,5 M. ¿Cuántos moles aporta la primera solución?',
  ])('declines %s', (statement) => {
    expect(stated(solveSolution(statement))).toBeUndefined();
  });
});

describe('gases on exam pages: a rigid tank heated, moles beside data for another part', () => {
  it.each([
    // 2 mol; P₂ = 2 · 0,082 · 400 / 10 = 6,56 atm.
    [
      'Un tanque rígido de 10 L contiene 64 g de oxígeno gaseoso (O₂) a 27 °C. Si el tanque se calienta hasta 127 °C, ¿cuál es la nueva presión?',
      '**P = 6,56 atm (4.985,6 mmHg)**',
    ],
    // 0,5 mol; P₂ = 0,5 · 0,082 · 250 / 4,1 = 2,5 atm.
    [
      'Un cilindro de 4,1 L, de paredes rígidas, guarda 0,5 mol de helio a 100 °C. Se lo enfría hasta −23 °C. ¿Cuál es la presión final?',
      '**P = 2,5 atm (1.900 mmHg)**',
    ],
    // 64/32 = 2 mol; the volume and temperature are for another part.
    [
      'Un tanque rígido de 10 L contiene 64 g de oxígeno gaseoso (O₂) a 27 °C. ¿Cuántos moles de O₂ hay en el tanque?',
      '**n = 2 mol**',
    ],
    // n = 1,23 · 5 / (0,082 · 300) = 0,25 mol; the mass is for the molar mass.
    [
      'Un recipiente de 5 L contiene 11 g de un gas desconocido a 27 °C; la presión medida es 1,23 atm. Calcule los moles de gas.',
      '**n = 0,25 mol**',
    ],
    // 0,25 mol · 6,02·10²³ = 1,505·10²³.
    [
      'Un recipiente de 5 L contiene 11 g de un gas desconocido a 27 °C; la presión medida es 1,23 atm. ¿Cuántas moléculas hay en el recipiente?',
      '**N ≈ 1,505·10²³ moléculas** (n = 0,25 mol)',
    ],
    // 11,2 L in CNPT = 0,5 mol: 3,01·10²³.
    ['¿Cuántas moléculas hay en 11,2 L de CO₂ en CNPT?', '**N ≈ 3,01·10²³ moléculas** (n = 0,5 mol)'],
  ])('%s', (statement, result) => {
    expect(stated(solveIdealGas(statement))).toBe(result);
  });

  it.each([
    // A pressure given beside the mass: the moles are read twice, and may disagree.
    'Un tanque de 10 L contiene 64 g de O₂ a 27 °C y 2 atm. ¿Cuántos moles de O₂ hay?',
    // Heated, but the new pressure is not what is asked.
    'Un tanque rígido de 10 L contiene 64 g de O₂ a 27 °C. Si se calienta hasta 127 °C, ¿cuántos moles hay?',
    // Two masses.
    'Un tanque rígido de 10 L contiene 64 g de O₂ y 28 g de N₂ a 27 °C. Si se calienta hasta 127 °C, ¿cuál es la nueva presión?',
  ])('declines %s', (statement) => {
    expect(stated(solveIdealGas(statement))).toBeUndefined();
  });
});
