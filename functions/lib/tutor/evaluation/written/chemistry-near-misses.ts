/**
 * Near misses of this session's chemistry readings (#32): the setting each solver reads, with another
 * question (neutrons or electrons, pOH or [H⁺], the excess left, the other product, moles or mL), an extra
 * datum that changes the answer (a density, a purity, a yield, water added rather than a final volume), a
 * weak or a diprotic acid, a hydrated salt, and options whose key is «Ninguna de las anteriores». Every
 * statement is our own; each key was worked by hand and is recomputed by `check` with the science kernel's
 * atomic masses.
 *
 * Measured before any solver change: the first 42 (3900…3941) 27/42 right and 1 stated wrong and sure (a CNPT
 * volume asked in mL answered in L); a second round of 14 in the options format (3942…3955), written after
 * the fixes of the first and of the probing that followed, 10/14 right, 0 wrong.
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { writtenSet } from './builders.ts';

/** Half a percent of the key, as an absolute tolerance (a hand-derived key and its recomputation). */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

/** Mass share of an element in a formula, in percent. */
const percentOf = (element: string, formula: string) =>
  (100 * mm(element) * (compositionOf(formula).get(element) ?? 0)) / mm(formula);

const { numeric, options } = writtenSet({
  subject: 'quimica',
  modelledOn: ['frba-quimica-programa', 'frtdf-quimica-general-2021'],
  difficulty: 'medio',
  tolerance: near,
});

const particles = 'estructura-atomica.particulas-isotopos';
const configuration = 'estructura-atomica.numeros-cuanticos-configuracion';
const moles = 'estequiometria.mol-masa-molar';
const limiting = 'estequiometria.limitante-pureza-rendimiento';
const balancing = 'estequiometria.balanceo-relaciones';
const gases = 'estequiometria.gases';
const percent = 'soluciones.concentraciones-porcentuales';
const dilution = 'soluciones.dilucion-mezclas';
const ph = 'acidos-bases.teorias-ph';
const oxidation = 'electroquimica.numeros-oxidacion-redox';

export const chemistryNearMissProblems: readonly ExamStyleProblem[] = [
  // Particles: another particle, an ion rather than the atom, the mass number from an ion.
  numeric(
    3900,
    particles,
    '¿Cuántos neutrones tiene el ion ²⁷Al³⁺, si el número atómico del aluminio es 13?',
    { value: 14, unit: '', text: '14' },
    () => 27 - 13,
    'N = A − Z = 27 − 13 = 14; la carga cambia los electrones, no los neutrones.',
  ),
  numeric(
    3901,
    particles,
    '¿Cuántos electrones tiene el ion óxido, ¹⁶O²⁻, si Z = 8?',
    { value: 10, unit: '', text: '10' },
    () => 8 + 2,
    'El anión ganó dos electrones: 8 + 2 = 10.',
  ),
  numeric(
    3902,
    particles,
    'Un catión X²⁺ tiene 18 electrones y 20 neutrones. ¿Cuál es su número másico?',
    { value: 40, unit: '', text: '40' },
    () => 18 + 2 + 20,
    'El catión perdió dos electrones: Z = 18 + 2 = 20; A = Z + N = 20 + 20 = 40.',
  ),
  options(
    3903,
    particles,
    'Un átomo neutro tiene 26 electrones y número másico 56. Su número de neutrones es:',
    ['26', '56', '30', '82'],
    2,
    () => [56 - 26],
    'Neutro: Z = 26; N = 56 − 26 = 30.',
  ),

  // Configuration and the periodic table: the group, not the period; the ion.
  numeric(
    3904,
    configuration,
    'Un elemento tiene Z = 17. ¿En qué grupo de la tabla periódica se encuentra?',
    { value: 17, unit: '', text: 'grupo 17' },
    () => 2 + 5 + 10,
    '1s² 2s² 2p⁶ 3s² 3p⁵: siete electrones de valencia en s y p, grupo 17.',
  ),
  numeric(
    3905,
    configuration,
    'Un elemento tiene Z = 15. ¿Cuántos electrones tiene en su último nivel?',
    { value: 5, unit: '', text: '5' },
    () => 2 + 3,
    '1s² 2s² 2p⁶ 3s² 3p³: el nivel 3 tiene 2 + 3 = 5 electrones.',
  ),
  options(
    3906,
    configuration,
    'Un elemento cuya configuración electrónica termina en 3p⁴ se ubica en:',
    ['el período 3, grupo 16', 'el período 4, grupo 16', 'el período 3, grupo 14', 'el período 3, grupo 4'],
    0,
    () => [3, 16],
    '1s² 2s² 2p⁶ 3s² 3p⁴ (Z = 16): nivel más alto 3, y 2 + 4 = 6 electrones en s y p: grupo 16.',
  ),
  options(
    3907,
    configuration,
    'La configuración electrónica del ion Na⁺ (Z = 11) es:',
    ['1s² 2s² 2p⁶ 3s¹', '1s² 2s² 2p⁶', '1s² 2s² 2p⁵', '1s² 2s² 2p⁶ 3s²'],
    1,
    () => [11 - 1],
    'El catión perdió su electrón 3s: quedan 10, 1s² 2s² 2p⁶.',
  ),

  // pH: pOH, [H⁺] of a base, a diprotic acid, a weak acid, a dibasic base, from grams.
  numeric(
    3908,
    ph,
    '¿Cuál es el pOH de una solución 0,01 M de HCl?',
    { value: 12, unit: '', text: 'pOH = 12' },
    () => 14 + Math.log10(0.01),
    'Ácido fuerte: [H⁺] = 0,01 M, pH = 2; pOH = 14 − 2 = 12.',
  ),
  options(
    3909,
    ph,
    'La concentración de H⁺ en una solución 0,01 M de NaOH es:',
    ['1·10⁻² M', '1·10⁻¹² M', '2 M', '12 M'],
    1,
    () => [1e-14 / 0.01],
    '[OH⁻] = 0,01 M; [H⁺] = 10⁻¹⁴ / 10⁻² = 10⁻¹² M.',
  ),
  options(
    3910,
    ph,
    'El pH de una solución 0,05 M de H₂SO₄, considerando completas sus dos ionizaciones, es:',
    ['1,3', '2', '0,05', '13'],
    4,
    () => [-Math.log10(2 * 0.05)],
    'Diprótico: [H⁺] = 2 · 0,05 = 0,1 M; pH = 1, que no figura entre las opciones.',
  ),
  options(
    3911,
    ph,
    'El pH de una solución 0,1 M de ácido acético (Ka = 1,8·10⁻⁵) es aproximadamente:',
    ['1', '13', '2,87', '0,1'],
    2,
    () => [-Math.log10(Math.sqrt(1.8e-5 * 0.1))],
    'Ácido débil: [H⁺] ≈ √(Ka · C) = √(1,8·10⁻⁶) ≈ 1,34·10⁻³ M; pH ≈ 2,87.',
  ),
  numeric(
    3912,
    ph,
    '¿Cuál es el pH de una solución 0,005 M de Ca(OH)₂?',
    { value: 12, unit: '', text: 'pH = 12' },
    () => 14 + Math.log10(2 * 0.005),
    'Cada Ca(OH)₂ da dos OH⁻: [OH⁻] = 0,01 M, pOH = 2, pH = 12.',
  ),
  numeric(
    3913,
    ph,
    'Se disuelven 0,4 g de NaOH en agua hasta completar 1 L de solución. ¿Cuál es el pOH?',
    { value: 2, unit: '', text: 'pOH = 2' },
    () => -Math.log10(0.4 / mm('NaOH')),
    'n = 0,4/40 = 0,01 mol en 1 L: [OH⁻] = 0,01 M, pOH = 2.',
  ),
  numeric(
    3914,
    ph,
    'Una solución de HNO₃ tiene pH = 3. ¿Cuál es su pOH?',
    { value: 11, unit: '', text: 'pOH = 11' },
    () => 14 - 3,
    'pOH = 14 − pH = 14 − 3 = 11.',
  ),

  // Oxidation numbers: another element of the compound, a peroxide.
  options(
    3915,
    oxidation,
    'En el K₂Cr₂O₇, el número de oxidación del oxígeno es:',
    ['+6', '−2', '+1', '+7'],
    1,
    () => [-2],
    'El oxígeno actúa con −2 (el cromo es el que tiene +6).',
  ),
  options(
    3916,
    oxidation,
    'El número de oxidación del azufre en el ion sulfato, SO₄²⁻, es:',
    ['+4', '+8', '+6', '−2'],
    2,
    () => [-2 + 4 * 2],
    'x + 4 · (−2) = −2, x = +6.',
  ),
  options(
    3917,
    oxidation,
    'En el peróxido de hidrógeno, H₂O₂, el número de oxidación del oxígeno es:',
    ['−2', '+2', '+1', '0'],
    4,
    () => [-(2 * 1) / 2],
    'En los peróxidos el oxígeno actúa con −1: 2 · (+1) + 2x = 0, x = −1; no figura.',
  ),
  numeric(
    3918,
    oxidation,
    '¿Cuál es el número de oxidación del manganeso en el KMnO₄?',
    { value: 7, unit: '', text: '+7' },
    () => 4 * 2 - 1,
    '+1 + x + 4 · (−2) = 0, x = +7.',
  ),

  // Mass percent: a hydrated salt, the water of it, grams rather than a percent.
  numeric(
    3919,
    moles,
    '¿Cuál es el porcentaje en masa de oxígeno en el sulfato de cobre pentahidratado, CuSO₄·5H₂O?',
    { value: 57.72, unit: '%', text: '57,72 %' },
    () => percentOf('O', 'CuSO4·5H2O'),
    'M = 249,5 g/mol con 9 · 16 = 144 g de O (del sulfato y del agua): 144/249,5 · 100 ≈ 57,72 %.',
  ),
  numeric(
    3920,
    moles,
    '¿Qué porcentaje en masa de agua contiene el CuSO₄·5H₂O?',
    { value: 36.07, unit: '%', text: '36,07 %' },
    () => (100 * 5 * mm('H2O')) / mm('CuSO4·5H2O'),
    '5 · 18 = 90 g de agua en 249,5 g: ≈ 36,07 %.',
  ),
  numeric(
    3921,
    moles,
    '¿Cuántos gramos de hierro hay en 320 g de Fe₂O₃?',
    { value: 224, unit: 'g', text: '224 g' },
    () => (320 * percentOf('Fe', 'Fe2O3')) / 100,
    'M(Fe₂O₃) = 160 g/mol con 112 g de Fe: 320 · 112/160 = 224 g.',
  ),
  options(
    3922,
    moles,
    'El porcentaje en masa de sodio en el NaCl es:',
    ['60,7 %', '23 %', '35,5 %', '50 %'],
    4,
    () => [percentOf('Na', 'NaCl')],
    '23/58,5 · 100 ≈ 39,3 %, que no figura (60,7 % es el del cloro).',
  ),

  // Empirical and molecular formulas: the molecular one asked, a count of atoms asked.
  options(
    3923,
    moles,
    'Un compuesto tiene 40 % de C, 6,67 % de H y 53,33 % de O, y su masa molar es 180 g/mol. Su fórmula molecular es:',
    ['CH₂O', 'C₂H₄O₂', 'C₆H₁₂O₆', 'C₃H₆O₃'],
    2,
    () => [mm('C6H12O6')],
    'Empírica CH₂O (30 g/mol); 180/30 = 6: C₆H₁₂O₆.',
  ),
  options(
    3924,
    moles,
    'Un óxido de nitrógeno contiene 30,43 % de nitrógeno. Su fórmula empírica es:',
    ['NO', 'N₂O', 'NO₂', 'N₂O₅'],
    2,
    () => [percentOf('N', 'NO2')],
    'N: 30,43/14 = 2,17; O: 69,57/16 = 4,35; razón 1 : 2, NO₂.',
  ),
  numeric(
    3925,
    moles,
    'Un hidrocarburo tiene 85,7 % de C y 14,3 % de H, y su masa molar es 56 g/mol. ¿Cuántos átomos de carbono tiene cada molécula?',
    { value: 4, unit: '', text: '4' },
    () => 56 / mm('CH2'),
    'C: 85,7/12 = 7,14; H: 14,3/1 = 14,3; empírica CH₂ (14 g/mol); 56/14 = 4: C₄H₈, 4 átomos de C.',
  ),

  // Percent concentrations: solvent and solute added, a density, the water to add.
  numeric(
    3926,
    percent,
    'Se disuelven 25 g de azúcar en 100 g de agua. ¿Cuál es el % m/m de la solución?',
    { value: 20, unit: '%', text: '20 % m/m' },
    () => (100 * 25) / (25 + 100),
    'La solución pesa 25 + 100 = 125 g: 25/125 · 100 = 20 %.',
  ),
  numeric(
    3927,
    percent,
    '¿Cuántos gramos de NaCl hacen falta para preparar 250 mL de solución al 4 % m/v?',
    { value: 10, unit: 'g', text: '10 g' },
    () => (4 * 250) / 100,
    '4 g cada 100 mL: 250 · 4/100 = 10 g.',
  ),
  numeric(
    3928,
    percent,
    'Una solución al 20 % m/m tiene una densidad de 1,2 g/mL. ¿Cuántos gramos de soluto hay en 500 mL de solución?',
    { value: 120, unit: 'g', text: '120 g' },
    () => 500 * 1.2 * 0.2,
    'Masa de solución 500 · 1,2 = 600 g; 20 % de 600 = 120 g.',
  ),
  numeric(
    3929,
    percent,
    '¿Cuántos gramos de agua hay que agregar a 30 g de KCl para obtener una solución al 15 % m/m?',
    { value: 170, unit: 'g', text: '170 g' },
    () => 30 / 0.15 - 30,
    'La solución debe pesar 30/0,15 = 200 g: 200 − 30 = 170 g de agua.',
  ),

  // Stoichiometry: the excess left, the other product, moles, a yield, a purity, mL of a gas.
  numeric(
    3930,
    limiting,
    'Se hacen reaccionar 8 g de H₂ con 32 g de O₂ según 2 H₂ + O₂ → 2 H₂O. ¿Cuántos gramos del reactivo en exceso quedan sin reaccionar?',
    { value: 4, unit: 'g', text: '4 g de H₂' },
    () => 8 - 2 * (32 / mm('O2')) * mm('H2'),
    'H₂: 4 mol; O₂: 1 mol, que necesita 2 mol de H₂: limita el O₂; se usan 4 g de H₂ y quedan 8 − 4 = 4 g.',
  ),
  numeric(
    3931,
    balancing,
    'Según CaCO₃ → CaO + CO₂, se descomponen 200 g de CaCO₃. ¿Cuántos gramos de CO₂ se obtienen?',
    { value: 88, unit: 'g', text: '88 g' },
    () => (200 / mm('CaCO3')) * mm('CO2'),
    'n = 200/100 = 2 mol de CaCO₃ → 2 mol de CO₂ = 2 · 44 = 88 g.',
  ),
  numeric(
    3932,
    balancing,
    'Según N₂ + 3 H₂ → 2 NH₃, ¿cuántos moles de NH₃ se forman a partir de 56 g de N₂?',
    { value: 4, unit: 'mol', text: '4 mol' },
    () => 2 * (56 / mm('N2')),
    'n(N₂) = 56/28 = 2 mol → 2 · 2 = 4 mol de NH₃.',
  ),
  numeric(
    3933,
    limiting,
    'Se descomponen 50 g de CaCO₃ según CaCO₃ → CaO + CO₂, con un rendimiento del 80 %. ¿Cuántos gramos de CaO se obtienen?',
    { value: 22.4, unit: 'g', text: '22,4 g' },
    () => (50 / mm('CaCO3')) * mm('CaO') * 0.8,
    '0,5 mol de CaCO₃ → 0,5 mol de CaO = 28 g teóricos; al 80 %: 22,4 g.',
  ),
  numeric(
    3934,
    limiting,
    'Se calientan 125 g de una muestra de CaCO₃ de 80 % de pureza (CaCO₃ → CaO + CO₂). ¿Cuántos gramos de CaO se obtienen?',
    { value: 56, unit: 'g', text: '56 g' },
    () => ((125 * 0.8) / mm('CaCO3')) * mm('CaO'),
    '125 · 0,8 = 100 g de CaCO₃ puro = 1 mol → 1 mol de CaO = 56 g.',
  ),
  numeric(
    3935,
    gases,
    'Según Zn + 2 HCl → ZnCl₂ + H₂, ¿qué volumen de H₂, en mL, medido en CNPT, se obtiene con 13,08 g de Zn?',
    { value: 4480, unit: 'mL', text: '4.480 mL' },
    () => (13.08 / mm('Zn')) * MOLAR_VOLUME * 1000,
    'n(Zn) = 13,08/65,4 = 0,2 mol → 0,2 mol de H₂ · 22,4 L/mol = 4,48 L = 4.480 mL.',
  ),

  // Gases: a pressure asked, grams from a volume in CNPT, Boyle in mL.
  numeric(
    3936,
    gases,
    '¿Cuál es la presión, en atm, de 0,5 mol de un gas encerrado en un recipiente de 4 L a 127 °C?',
    { value: 4.1, unit: 'atm', text: '4,1 atm' },
    () => (0.5 * GAS_CONSTANT * 400) / 4,
    'T = 400 K; P = nRT/V = 0,5 · 0,082 · 400 / 4 = 4,1 atm.',
  ),
  numeric(
    3937,
    gases,
    '¿Cuántos gramos de O₂ hay en 11,2 L de ese gas medidos en CNPT?',
    { value: 16, unit: 'g', text: '16 g' },
    () => (11.2 / MOLAR_VOLUME) * mm('O2'),
    'n = 11,2/22,4 = 0,5 mol; m = 0,5 · 32 = 16 g.',
  ),
  numeric(
    3938,
    gases,
    'Un gas ocupa 2 L a 1 atm. Si a temperatura constante la presión pasa a 4 atm, ¿cuál es su volumen en mL?',
    { value: 500, unit: 'mL', text: '500 mL' },
    () => ((1 * 2) / 4) * 1000,
    'P₁V₁ = P₂V₂: V₂ = 1 · 2 / 4 = 0,5 L = 500 mL.',
  ),

  // Dilution: water added rather than the final volume, a volume in mL, the water to add.
  numeric(
    3939,
    dilution,
    'A 50 mL de HCl 2 M se les agregan 150 mL de agua. ¿Cuál es la molaridad de la solución resultante?',
    { value: 0.5, unit: 'M', text: '0,5 M' },
    () => (2 * 50) / (50 + 150),
    'El volumen final es 50 + 150 = 200 mL: C = 2 · 50 / 200 = 0,5 M.',
  ),
  numeric(
    3940,
    dilution,
    '¿Qué volumen, en mL, de H₂SO₄ 6 M hace falta para preparar 300 mL de solución 0,5 M?',
    { value: 25, unit: 'mL', text: '25 mL' },
    () => (0.5 * 300) / 6,
    'C₁V₁ = C₂V₂: V₁ = 0,5 · 300 / 6 = 25 mL.',
  ),
  numeric(
    3941,
    dilution,
    '¿Cuántos mL de agua hay que agregar a 100 mL de NaOH 1 M para que la solución quede 0,25 M?',
    { value: 300, unit: 'mL', text: '300 mL' },
    () => (1 * 100) / 0.25 - 100,
    'V₂ = 1 · 100 / 0,25 = 400 mL: hay que agregar 400 − 100 = 300 mL de agua.',
  ),

  // A second round in the options format, written after the fixes of the first.
  options(
    3942,
    particles,
    'El número de neutrones del ion ⁴⁰Ca²⁺ (Z = 20) es:',
    ['18', '20', '22', '40'],
    1,
    () => [40 - 20],
    'N = A − Z = 40 − 20 = 20; la carga cambia los electrones (18), no los neutrones.',
  ),
  options(
    3943,
    ph,
    'El pOH de una solución 0,001 M de NaOH es:',
    ['11', '3', '0,001', '14'],
    1,
    () => [-Math.log10(0.001)],
    'Base fuerte: [OH⁻] = 10⁻³ M, pOH = 3 (el pH es 11).',
  ),
  options(
    3944,
    ph,
    'La concentración de OH⁻ en una solución de HCl de pH = 3 es:',
    ['10⁻³ M', '3 M', '10⁻¹¹ M', '11 M'],
    2,
    () => [14 - 3],
    'pOH = 14 − 3 = 11: [OH⁻] = 10⁻¹¹ M.',
  ),
  options(
    3945,
    ph,
    'El pH de una solución 0,01 M de Ba(OH)₂ es:',
    ['12', '2', '1,7', '12,3'],
    3,
    () => [14 + Math.log10(2 * 0.01)],
    'Dos OH⁻ por fórmula: [OH⁻] = 0,02 M, pOH ≈ 1,7, pH ≈ 12,3.',
  ),
  options(
    3946,
    oxidation,
    'En el NH₄⁺, el número de oxidación del nitrógeno es:',
    ['+3', '+5', '−3', '+4'],
    2,
    () => [1 - 4 * 1],
    'x + 4 · (+1) = +1, x = −3.',
  ),
  options(
    3947,
    moles,
    'El porcentaje en masa de agua en el Na₂CO₃·10H₂O es aproximadamente:',
    ['62,9 %', '37,1 %', '18 %', '10 %'],
    0,
    () => [(100 * 10 * mm('H2O')) / mm('Na2CO3·10H2O')],
    'M = 106 + 180 = 286 g/mol; 180/286 · 100 ≈ 62,9 %.',
  ),
  options(
    3948,
    limiting,
    'Se hacen reaccionar 4 mol de H₂ con 1 mol de O₂ según 2 H₂ + O₂ → 2 H₂O. Los moles de H₂ que sobran son:',
    ['2', '3', '1', '0'],
    0,
    () => [4 - 2 * 1],
    'El O₂ limita: 1 mol de O₂ usa 2 mol de H₂; sobran 4 − 2 = 2 mol.',
  ),
  options(
    3949,
    balancing,
    'Según CaCO₃ → CaO + CO₂, al descomponer 50 g de CaCO₃ la masa de CO₂ que se obtiene es:',
    ['28 g', '44 g', '50 g', '11 g'],
    4,
    () => [(50 / mm('CaCO3')) * mm('CO2')],
    '0,5 mol de CaCO₃ → 0,5 mol de CO₂ = 22 g, que no figura (28 g es el CaO).',
  ),
  options(
    3950,
    dilution,
    'A 100 mL de NaCl 0,6 M se le agregan 200 mL de agua. La concentración final es:',
    ['0,3 M', '0,2 M', '1,8 M', '0,6 M'],
    1,
    () => [(0.6 * 100) / (100 + 200)],
    'V₂ = 100 + 200 = 300 mL: C₂ = 0,6 · 100 / 300 = 0,2 M.',
  ),
  options(
    3951,
    percent,
    'Una solución se prepara con 15 g de glucosa y 135 g de agua. Su concentración es:',
    ['15 % m/m', '11,1 % m/m', '10 % m/v', '13,5 % m/m'],
    4,
    () => [(100 * 15) / (15 + 135)],
    '15/(15 + 135) · 100 = 10 % m/m, que no figura (sin la densidad no se sabe el % m/v).',
  ),
  options(
    3952,
    gases,
    '¿Cuántos gramos de O₂ ocupan 5,6 L en CNPT?',
    ['4 g', '16 g', '32 g', '0,25 g'],
    4,
    () => [(5.6 / MOLAR_VOLUME) * mm('O2')],
    'n = 5,6/22,4 = 0,25 mol; m = 0,25 · 32 = 8 g, que no figura.',
  ),
  options(
    3953,
    gases,
    'Un gas ocupa 6 L a 2 atm. A temperatura constante, a 3 atm ocupa:',
    ['9 L', '4 L', '1 L', '6 L'],
    1,
    () => [(6 * 2) / 3],
    'P₁V₁ = P₂V₂: V₂ = 6 · 2 / 3 = 4 L.',
  ),
  options(
    3954,
    configuration,
    'La configuración electrónica del ion Cl⁻ (Z = 17) termina en:',
    ['3p⁵', '3p⁶', '4s¹', '3s²'],
    1,
    () => [17 + 1],
    'El anión tiene 18 electrones: 1s² 2s² 2p⁶ 3s² 3p⁶.',
  ),
  options(
    3955,
    configuration,
    'Un elemento de Z = 13 está en:',
    ['el período 3, grupo 13', 'el período 3, grupo 3', 'el período 2, grupo 13', 'el período 4, grupo 1'],
    0,
    () => [3, 13],
    '1s² 2s² 2p⁶ 3s² 3p¹: nivel 3, y 2 + 1 electrones en s y p del bloque p: grupo 13.',
  ),
];
