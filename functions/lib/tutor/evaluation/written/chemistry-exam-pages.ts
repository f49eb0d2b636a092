/**
 * A written chemistry set of exam PAGES (#32, session 24), written blind (before reading any solver or
 * reply): a short scene (a reactor, a lab bench, a tank, a fertilizer bag) with its data in mixed order
 * and units, then questions a) b) c) or «Se pide:», where a later part uses the moles or the mass found
 * before, or asks «en el caso anterior…», «si ahora…». Kinds: stoichiometry (moles, masses, limiting
 * reagent, purity, yield, gases in CNPT or at P and T), solutions (% m/m, % m/v, molarity, dilution,
 * mixing, from % m/m and density), ideal gases, atomic structure (Z, A, particles of ions, isotopes,
 * configuration, period and group), bonding and formulas, nomenclature both ways, pH of strong acids and
 * bases. Every key worked by hand and recomputed by `check` with the kernel's atomic masses and constants.
 *
 * First measure, before any solver change (offline engine): 22/52 right, 1 wrong stated (21523 c): «si
 * ahora se quema el doble de metano» answered with the water of the first mass, 72 g for 144 g), 22
 * replies sure. Most of the 30 left are pages declined whole («Lo resuelvo por partes…» with no result).
 * After the readings made in general for their kinds (a page's datum another part uses said unused, purity
 * and yield phrasings, gas volumes at T and P or given in CNPT, an amount changed in words, an ion's element,
 * concentrated acids of % and density, mixtures, a rigid tank heated): 40/52, 0 wrong. Left: parts that
 * need an earlier part's result the page does not restate (21502 d, 21505 c: a dilution of the solution
 * made in a); 21512 c: «la solución diluida» is b)'s; 21514 c: «su volumen», the oxygen of a)), a
 * neutralization by volumes (21517), an isotope average (21515), a volume from mass and density (21511 b),
 * an element's mass in a sample named by its container (21508 c), theory options (21541, 21542), a stem
 * «corresponden a:» (21533), options where «óxido de calcio» is read inside «hidróxido de calcio» (21536)
 * and a % m/m changed by water (21556: read, then taken out again for the chemistry family's budget).
 */
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../../science/constants.ts';
import { compositionOf, molarMass } from '../../../science/formula.ts';
import { onThePage, type Part, writtenSet } from './builders.ts';

/** Half a percent of the key, as an absolute tolerance. */
const near = (value: number): Tolerance => ({ absolute: Math.max(0.01, 0.005 * Math.abs(value)) });

/** Molar mass of a formula with the kernel's atomic masses, g/mol. */
const mm = (formula: string) => molarMass(compositionOf(formula));

/** Kelvin from Celsius. */
const kelvin = (celsius: number) => celsius + 273;

const SOURCES = ['frtdf-quimica-general-2021', 'frba-quimica-programa'];

const { numeric, options, part, parts } = writtenSet({
  subject: 'quimica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: near,
});

const page = onThePage({ quimica: SOURCES, fisica: [], matematicas: [] });

/** A part whose key is a name, a formula or a configuration. */
const textPart = (label: Part['label'], prompt: string, text: string): Part => ({
  label,
  prompt,
  answer: { kind: 'expression', text },
});

const particles = 'estructura-atomica.particulas-isotopos';
const configuration = 'estructura-atomica.numeros-cuanticos-configuracion';
const periodic = 'estructura-atomica.tabla-periodica';
const bonding = 'estructura-atomica.enlace-lewis';
const moles = 'estequiometria.mol-masa-molar';
const limiting = 'estequiometria.limitante-pureza-rendimiento';
const balancing = 'estequiometria.balanceo-relaciones';
const gases = 'estequiometria.gases';
const molarity = 'soluciones.molaridad-ppm';
const percent = 'soluciones.concentraciones-porcentuales';
const dilution = 'soluciones.dilucion-mezclas';
const oxides = 'acidos-bases.nomenclatura-oxidos-hidroxidos';
const acids = 'acidos-bases.nomenclatura-acidos-sales';
const ph = 'acidos-bases.teorias-ph';

/** A key that is a name or a formula: no number identifies it, the option's text does. */
const byText = (): number[] => [];

export const chemistryExamPagesProblems: readonly ExamStyleProblem[] = [
  // Pages: a scene, then the questions.
  parts(
    21500,
    limiting,
    'En un reactor de una planta de fertilizantes se introducen 24 g de hidrógeno y 84 g de nitrógeno, que reaccionan según N₂ + 3 H₂ → 2 NH₃. Se pide:',
    [
      part('a', 'los moles de amoníaco que se forman', 6, 'mol', '6 mol'),
      part('b', 'la masa de amoníaco obtenida', 102, 'g', '102 g'),
      part('c', 'la masa del reactivo en exceso que queda sin reaccionar', 6, 'g', '6 g'),
      part('d', 'el volumen que ocupa el amoníaco formado, medido en CNPT', 134.4, 'L', '134,4 L'),
    ],
    () => {
      const n2 = 84 / mm('N2');
      const h2 = 24 / mm('H2');
      const nh3 = 2 * Math.min(n2, h2 / 3);
      return [[nh3], [nh3 * mm('NH3')], [(h2 - 3 * n2) * mm('H2')], [nh3 * MOLAR_VOLUME]];
    },
    'N₂: 84/28 = 3 mol; H₂: 24/2 = 12 mol, hacen falta 9: limita el N₂. NH₃: 6 mol = 102 g = 134,4 L; sobran 3 mol de H₂ = 6 g.',
  ),
  parts(
    21501,
    limiting,
    'Una muestra de 250 g de piedra caliza, con una pureza del 90 % en carbonato de calcio, se trata con ácido clorhídrico en exceso: CaCO₃ + 2 HCl → CaCl₂ + CO₂ + H₂O. Calcule:',
    [
      part('a', 'la masa de CaCO₃ puro contenida en la muestra', 225, 'g', '225 g'),
      part('b', 'los moles de CO₂ desprendidos', 2.25, 'mol', '2,25 mol'),
      part('c', 'el volumen de ese CO₂ en CNPT', 50.4, 'L', '50,4 L'),
      part(
        'd',
        'si el rendimiento de la reacción fuera del 80 %, ¿qué masa de CaCl₂ se obtendría?',
        199.8,
        'g',
        '199,8 g',
      ),
    ],
    () => {
      const pure = 250 * 0.9;
      const n = pure / mm('CaCO3');
      return [[pure], [n], [n * MOLAR_VOLUME], [n * 0.8 * mm('CaCl2')]];
    },
    '250 · 0,9 = 225 g = 2,25 mol; CO₂ 2,25 mol · 22,4 = 50,4 L; CaCl₂: 2,25 · 0,8 = 1,8 mol · 111 g/mol = 199,8 g.',
  ),
  parts(
    21502,
    molarity,
    'En el laboratorio se disuelven 10 g de hidróxido de sodio en agua hasta obtener 250 mL de solución, cuya densidad es 1,04 g/mL.',
    [
      part('a', 'Calcule la molaridad de la solución.', 1, 'M', '1 M'),
      part('b', 'Exprese la concentración en % m/v.', 4, '%', '4 % m/v'),
      part('c', 'Exprese la concentración en % m/m.', 3.846, '%', '3,85 % m/m'),
      part(
        'd',
        'Si se toman 50 mL de esa solución y se diluyen con agua hasta 200 mL, ¿cuál es la nueva molaridad?',
        0.25,
        'M',
        '0,25 M',
      ),
    ],
    () => {
      const m = 10 / mm('NaOH') / 0.25;
      return [[m], [(10 / 250) * 100], [(10 / (250 * 1.04)) * 100], [(m * 50) / 200]];
    },
    'n = 10/40 = 0,25 mol en 0,25 L: 1 M; 10 g en 250 mL: 4 %; masa de solución 260 g: 3,85 %; 1 · 50/200 = 0,25 M.',
  ),
  parts(
    21503,
    gases,
    'Un tanque rígido de 10 L contiene 64 g de oxígeno gaseoso (O₂) a 27 °C. Considere comportamiento ideal.',
    [
      part('a', '¿Cuántos moles de O₂ hay en el tanque?', 2, 'mol', '2 mol'),
      part('b', '¿Qué presión ejerce el gas?', 4.92, 'atm', '4,92 atm'),
      part('c', 'Si el tanque se calienta hasta 127 °C, ¿cuál es la nueva presión?', 6.56, 'atm', '6,56 atm'),
    ],
    () => {
      const n = 64 / mm('O2');
      const p = (n * GAS_CONSTANT * kelvin(27)) / 10;
      return [[n], [p], [(p * kelvin(127)) / kelvin(27)]];
    },
    'n = 64/32 = 2 mol; P = 2 · 0,082 · 300 / 10 = 4,92 atm; a volumen constante P₂ = 4,92 · 400/300 = 6,56 atm.',
  ),
  parts(
    21504,
    configuration,
    'El anión X²⁻ tiene 18 electrones y su número másico es 32. Indique:',
    [
      part('a', 'el número atómico de X', 16, '', '16'),
      part('b', 'el número de neutrones de su núcleo', 16, 'neutrones', '16'),
      part('c', 'el período de la tabla periódica al que pertenece X', 3, '', '3'),
      part('d', 'el grupo al que pertenece', 16, '', '16'),
    ],
    () => [[18 - 2], [32 - 16], [3], [16]],
    'El átomo neutro tiene 18 − 2 = 16 electrones: Z = 16; N = 32 − 16 = 16; 1s² 2s² 2p⁶ 3s² 3p⁴: período 3, grupo 16 (el azufre).',
  ),
  parts(
    21505,
    ph,
    'Se disuelven 0,365 g de cloruro de hidrógeno (HCl) en agua hasta completar 1 L de solución.',
    [
      part('a', 'Calcule la concentración molar del ácido.', 0.01, 'M', '0,01 M'),
      part('b', 'Calcule el pH de la solución.', 2, '', '2'),
      part(
        'c',
        'Se toman 100 mL de esa solución y se llevan a 1 L con agua. ¿Cuál es el pH de la solución diluida?',
        3,
        '',
        '3',
      ),
    ],
    () => {
      const c = 0.365 / mm('HCl');
      return [[c], [-Math.log10(c)], [-Math.log10((c * 100) / 1000)]];
    },
    'n = 0,365/36,5 = 0,01 mol en 1 L: 0,01 M; ácido fuerte: pH = 2; diluida diez veces: 0,001 M, pH = 3.',
  ),
  parts(
    21506,
    gases,
    'Una garrafa alimenta un mechero que quema 88 g de propano con oxígeno suficiente: C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O. Determine:',
    [
      part('a', 'los moles de propano quemados', 2, 'mol', '2 mol'),
      part('b', 'la masa de agua formada', 144, 'g', '144 g'),
      part('c', 'el volumen de CO₂ producido, en CNPT', 134.4, 'L', '134,4 L'),
      part('d', 'el volumen de O₂ consumido, medido a 27 °C y 2 atm', 123, 'L', '123 L'),
    ],
    () => {
      const n = 88 / mm('C3H8');
      return [[n], [4 * n * mm('H2O')], [3 * n * MOLAR_VOLUME], [(5 * n * GAS_CONSTANT * kelvin(27)) / 2]];
    },
    'n = 88/44 = 2 mol; agua 8 mol · 18 = 144 g; CO₂ 6 mol · 22,4 = 134,4 L; O₂ 10 mol: V = 10 · 0,082 · 300 / 2 = 123 L.',
  ),
  parts(
    21507,
    dilution,
    'En un laboratorio se mezclan 200 mL de una solución de ácido nítrico (HNO₃) 0,5 M con 300 mL de otra solución del mismo ácido 1,5 M. Suponga volúmenes aditivos.',
    [
      part('a', '¿Cuántos moles de HNO₃ contiene la mezcla?', 0.55, 'mol', '0,55 mol'),
      part('b', '¿Cuál es la molaridad de la mezcla?', 1.1, 'M', '1,1 M'),
      part('c', '¿Qué masa de HNO₃ hay en la mezcla?', 34.65, 'g', '34,65 g'),
    ],
    () => {
      const n = 0.2 * 0.5 + 0.3 * 1.5;
      return [[n], [n / 0.5], [n * mm('HNO3')]];
    },
    '0,2 · 0,5 + 0,3 · 1,5 = 0,1 + 0,45 = 0,55 mol en 0,5 L: 1,1 M; 0,55 · 63 = 34,65 g.',
  ),
  parts(
    21508,
    moles,
    'Una bolsa de fertilizante contiene 660 g de sulfato de amonio, (NH₄)₂SO₄. Calcule:',
    [
      part('a', 'la masa molar del sulfato de amonio', 132, 'g/mol', '132 g/mol'),
      part('b', 'los moles de sal contenidos en la bolsa', 5, 'mol', '5 mol'),
      part('c', 'la masa de nitrógeno que aporta la bolsa', 140, 'g', '140 g'),
    ],
    () => {
      const n = 660 / mm('(NH4)2SO4');
      return [[mm('(NH4)2SO4')], [n], [2 * n * mm('N')]];
    },
    'M = 2 · 18 + 32 + 64 = 132 g/mol; 660/132 = 5 mol; 2 N por fórmula: 10 mol de N · 14 = 140 g.',
  ),
  parts(
    21509,
    moles,
    'Un vaso contiene 90 g de agua. Calculá:',
    [
      part('a', 'los moles de agua', 5, 'mol', '5 mol'),
      part('b', 'el número de moléculas de agua', 3.01e24, 'moléculas', '3,01·10²⁴ moléculas'),
      part('c', 'el número de átomos de hidrógeno', 6.02e24, 'átomos', '6,02·10²⁴ átomos'),
    ],
    () => {
      const n = 90 / mm('H2O');
      return [[n], [n * AVOGADRO], [2 * n * AVOGADRO]];
    },
    'n = 90/18 = 5 mol; 5 · 6,02·10²³ = 3,01·10²⁴ moléculas; 2 H por molécula: 6,02·10²⁴ átomos.',
  ),
  parts(
    21510,
    limiting,
    'En un alto horno se reduce óxido férrico con monóxido de carbono: Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂. Se tratan 320 g de Fe₂O₃ y se obtienen 179,2 g de hierro. Hallar:',
    [
      part('a', 'la masa de hierro que se obtendría con rendimiento total', 224, 'g', '224 g'),
      part('b', 'el rendimiento de la reacción', 80, '%', '80 %'),
      part(
        'c',
        'el volumen de CO consumido, medido en CNPT, para reducir todo el óxido',
        134.4,
        'L',
        '134,4 L',
      ),
    ],
    () => {
      const n = 320 / mm('Fe2O3');
      const iron = 2 * n * mm('Fe');
      return [[iron], [(179.2 / iron) * 100], [3 * n * MOLAR_VOLUME]];
    },
    'M(Fe₂O₃) = 160 g/mol: 2 mol → 4 mol de Fe = 224 g; 179,2/224 = 80 %; CO: 6 mol · 22,4 = 134,4 L.',
  ),
  parts(
    21511,
    percent,
    'Se disuelven 30 g de glucosa en 170 g de agua; la solución obtenida tiene una densidad de 1,25 g/mL. Se pide:',
    [
      part('a', 'la concentración en % m/m', 15, '%', '15 % m/m'),
      part('b', 'el volumen de la solución', 160, 'mL', '160 mL'),
      part('c', 'la concentración en % m/v', 18.75, '%', '18,75 % m/v'),
    ],
    () => {
      const mass = 30 + 170;
      const volume = mass / 1.25;
      return [[(30 / mass) * 100], [volume], [(30 / volume) * 100]];
    },
    'Masa de solución 200 g: 30/200 = 15 %; V = 200/1,25 = 160 mL; 30 g / 160 mL · 100 = 18,75 %.',
  ),
  parts(
    21512,
    dilution,
    'Un bidón del depósito contiene ácido sulfúrico concentrado, de densidad 1,84 g/mL y 98 % m/m de H₂SO₄. Determine:',
    [
      part('a', 'la molaridad del ácido concentrado', 18.4, 'M', '18,4 M'),
      part(
        'b',
        'el volumen de ácido concentrado necesario para preparar 500 mL de solución 0,2 M',
        5.435,
        'mL',
        '5,43 mL',
      ),
      part('c', 'la masa de H₂SO₄ contenida en la solución diluida', 9.8, 'g', '9,8 g'),
    ],
    () => {
      const m = (1000 * 1.84 * 0.98) / mm('H2SO4');
      const n = 0.2 * 0.5;
      return [[m], [(n / m) * 1000], [n * mm('H2SO4')]];
    },
    '1 L pesa 1840 g, 98 %: 1803,2 g = 18,4 mol: 18,4 M; n = 0,2 · 0,5 = 0,1 mol; V = 0,1/18,4 L = 5,43 mL; 0,1 · 98 = 9,8 g.',
  ),
  parts(
    21513,
    gases,
    'Un globo meteorológico se llena con 4 g de helio a 27 °C y 1 atm.',
    [
      part('a', '¿Cuántos moles de helio contiene?', 1, 'mol', '1 mol'),
      part('b', '¿Qué volumen ocupa el globo?', 24.6, 'L', '24,6 L'),
      part(
        'c',
        'Si el globo sube y la presión baja a 0,8 atm sin cambiar la temperatura, ¿cuál es su nuevo volumen?',
        30.75,
        'L',
        '30,75 L',
      ),
    ],
    () => {
      const n = 4 / mm('He');
      const v = n * GAS_CONSTANT * kelvin(27);
      return [[n], [v], [v / 0.8]];
    },
    'n = 4/4 = 1 mol; V = 1 · 0,082 · 300 / 1 = 24,6 L; Boyle: 24,6 · 1/0,8 = 30,75 L.',
  ),
  parts(
    21514,
    balancing,
    'Al calentar clorato de potasio se desprende oxígeno: 2 KClO₃ → 2 KCl + 3 O₂. Se calientan 49 g de KClO₃ hasta descomposición total. Calcule:',
    [
      part('a', 'los moles de oxígeno obtenidos', 0.6, 'mol', '0,6 mol'),
      part('b', 'la masa de ese oxígeno', 19.2, 'g', '19,2 g'),
      part('c', 'su volumen en CNPT', 13.44, 'L', '13,44 L'),
      part('d', 'la masa de cloruro de potasio que queda como residuo', 29.8, 'g', '29,8 g'),
    ],
    () => {
      const n = 49 / mm('KClO3');
      return [[1.5 * n], [1.5 * n * mm('O2')], [1.5 * n * MOLAR_VOLUME], [n * mm('KCl')]];
    },
    'M(KClO₃) = 122,5 g/mol: 0,4 mol; O₂ 0,6 mol = 19,2 g = 13,44 L; KCl 0,4 mol · 74,5 = 29,8 g.',
  ),
  parts(
    21515,
    particles,
    'El cloro (Z = 17) tiene dos isótopos naturales: ³⁵Cl, con una abundancia del 75 %, y ³⁷Cl, con el 25 % restante.',
    [
      part('a', '¿Cuántos neutrones tiene un átomo de ³⁷Cl?', 20, 'neutrones', '20'),
      part('b', 'Calcule la masa atómica promedio del cloro.', 35.5, 'u', '35,5 u'),
      part('c', '¿Cuántos electrones tiene el ion cloruro, Cl⁻?', 18, 'electrones', '18'),
    ],
    () => [[37 - 17], [35 * 0.75 + 37 * 0.25], [17 + 1]],
    'N = 37 − 17 = 20; 35 · 0,75 + 37 · 0,25 = 26,25 + 9,25 = 35,5 u; Cl⁻: 17 + 1 = 18 electrones.',
  ),
  parts(
    21516,
    ph,
    'Se disuelven 0,74 g de hidróxido de calcio, Ca(OH)₂, en agua hasta obtener 2 L de solución. Considere la base totalmente disociada.',
    [
      part('a', 'Calcule la molaridad del Ca(OH)₂.', 0.005, 'M', '0,005 M'),
      part('b', 'Calcule la concentración de iones OH⁻.', 0.01, 'M', '0,01 M'),
      part('c', 'Calcule el pOH.', 2, '', '2'),
      part('d', 'Calcule el pH.', 12, '', '12'),
    ],
    () => {
      const c = 0.74 / mm('Ca(OH)2') / 2;
      return [[c], [2 * c], [-Math.log10(2 * c)], [14 + Math.log10(2 * c)]];
    },
    'M = 74 g/mol; 0,01 mol en 2 L: 0,005 M; dos OH⁻ por fórmula: 0,01 M; pOH = 2; pH = 12.',
  ),
  parts(
    21517,
    molarity,
    'Para neutralizar 25 mL de una solución de NaOH 0,2 M se utiliza ácido clorhídrico 0,1 M: HCl + NaOH → NaCl + H₂O.',
    [
      part('a', '¿Cuántos moles de NaOH se neutralizan?', 0.005, 'mol', '0,005 mol'),
      part('b', '¿Qué volumen de ácido se necesita?', 50, 'mL', '50 mL'),
      part('c', '¿Qué masa de cloruro de sodio se forma?', 0.2925, 'g', '0,29 g'),
    ],
    () => {
      const n = 0.025 * 0.2;
      return [[n], [(n / 0.1) * 1000], [n * mm('NaCl')]];
    },
    'n = 0,025 · 0,2 = 0,005 mol; 1:1: V = 0,005/0,1 = 0,05 L = 50 mL; NaCl 0,005 · 58,5 = 0,29 g.',
  ),
  parts(
    21518,
    gases,
    'Un recipiente de 5 L contiene 11 g de un gas desconocido a 27 °C; la presión medida es 1,23 atm.',
    [
      part('a', 'Calcule los moles de gas.', 0.25, 'mol', '0,25 mol'),
      part('b', 'Calcule la masa molar del gas.', 44, 'g/mol', '44 g/mol'),
      part('c', '¿Cuántas moléculas hay en el recipiente?', 1.505e23, 'moléculas', '1,505·10²³ moléculas'),
    ],
    () => {
      const n = (1.23 * 5) / (GAS_CONSTANT * kelvin(27));
      return [[n], [11 / n], [n * AVOGADRO]];
    },
    'n = PV/RT = 1,23 · 5 / (0,082 · 300) = 0,25 mol; M = 11/0,25 = 44 g/mol; 0,25 · 6,02·10²³ = 1,505·10²³.',
  ),
  parts(
    21519,
    gases,
    'Se hacen reaccionar 20 g de una muestra de zinc de 65,4 % de pureza con ácido sulfúrico en exceso: Zn + H₂SO₄ → ZnSO₄ + H₂. Determine:',
    [
      part('a', 'la masa de zinc puro que reacciona', 13.08, 'g', '13,08 g'),
      part('b', 'los moles de hidrógeno desprendidos', 0.2, 'mol', '0,2 mol'),
      part('c', 'el volumen de hidrógeno medido a 27 °C y 1 atm', 4.92, 'L', '4,92 L'),
    ],
    () => {
      const pure = 20 * 0.654;
      const n = pure / mm('Zn');
      return [[pure], [n], [n * GAS_CONSTANT * kelvin(27)]];
    },
    '20 · 0,654 = 13,08 g = 0,2 mol; H₂ 0,2 mol; V = 0,2 · 0,082 · 300 / 1 = 4,92 L.',
  ),
  parts(
    21520,
    limiting,
    'Se queman 12 g de cinta de magnesio en un recipiente cerrado que contiene 6,4 g de oxígeno: 2 Mg + O₂ → 2 MgO. Calcular:',
    [
      part('a', 'la masa de óxido de magnesio formada', 16, 'g', '16 g'),
      part('b', 'la masa del reactivo en exceso que queda sin reaccionar', 2.4, 'g', '2,4 g'),
      part('c', 'la masa de MgO que se obtiene si el rendimiento es del 90 %', 14.4, 'g', '14,4 g'),
    ],
    () => {
      const mg = 12 / mm('Mg');
      const o2 = 6.4 / mm('O2');
      const oxide = 2 * Math.min(o2, mg / 2) * mm('MgO');
      return [[oxide], [(mg - 2 * o2) * mm('Mg')], [0.9 * oxide]];
    },
    'Mg 0,5 mol; O₂ 0,2 mol necesita 0,4 mol de Mg: limita el O₂. MgO 0,4 mol · 40 = 16 g; sobra 0,1 mol de Mg = 2,4 g; 90 %: 14,4 g.',
  ),
  parts(
    21521,
    dilution,
    'El ácido clorhídrico comercial tiene 36,5 % m/m de HCl y densidad 1,2 g/mL. Se pide:',
    [
      part('a', 'la masa de HCl contenida en 1 L de ácido comercial', 438, 'g', '438 g'),
      part('b', 'la molaridad del ácido comercial', 12, 'M', '12 M'),
      part(
        'c',
        'el volumen de ácido comercial necesario para preparar 2 L de solución 0,6 M',
        100,
        'mL',
        '100 mL',
      ),
    ],
    () => {
      const mass = 1000 * 1.2 * 0.365;
      const m = mass / mm('HCl');
      return [[mass], [m], [((2 * 0.6) / m) * 1000]];
    },
    '1 L pesa 1200 g; 36,5 %: 438 g = 12 mol: 12 M; n = 2 · 0,6 = 1,2 mol; 1,2/12 = 0,1 L = 100 mL.',
  ),
  parts(
    21522,
    gases,
    'Se desea obtener 44,8 L de hidrógeno, medidos en CNPT, haciendo reaccionar aluminio con ácido clorhídrico: 2 Al + 6 HCl → 2 AlCl₃ + 3 H₂. Calcule:',
    [
      part('a', 'los moles de hidrógeno que se deben obtener', 2, 'mol', '2 mol'),
      part('b', 'la masa de aluminio necesaria', 36, 'g', '36 g'),
      part('c', 'los moles de HCl consumidos', 4, 'mol', '4 mol'),
      part('d', 'el volumen de solución de HCl 2 M que se consume', 2, 'L', '2 L'),
    ],
    () => {
      const h2 = 44.8 / MOLAR_VOLUME;
      return [[h2], [((2 * h2) / 3) * mm('Al')], [2 * h2], [(2 * h2) / 2]];
    },
    'H₂: 44,8/22,4 = 2 mol; Al 2 · 2/3 = 4/3 mol · 27 = 36 g; HCl 2 · 2 = 4 mol; 4 mol / 2 M = 2 L.',
  ),
  parts(
    21523,
    balancing,
    'El metano arde según CH₄ + 2 O₂ → CO₂ + 2 H₂O. En una hornalla se queman 32 g de metano.',
    [
      part('a', '¿Qué masa de oxígeno se consume?', 128, 'g', '128 g'),
      part('b', '¿Qué volumen de CO₂, en CNPT, se libera?', 44.8, 'L', '44,8 L'),
      part('c', 'Si ahora se quema el doble de metano, ¿qué masa de agua se forma?', 144, 'g', '144 g'),
    ],
    () => {
      const n = 32 / mm('CH4');
      return [[2 * n * mm('O2')], [n * MOLAR_VOLUME], [2 * 2 * n * mm('H2O')]];
    },
    'n = 32/16 = 2 mol; O₂ 4 mol · 32 = 128 g; CO₂ 2 mol · 22,4 = 44,8 L; con 4 mol de CH₄: 8 mol de agua = 144 g.',
  ),
  parts(
    21524,
    periodic,
    'Un elemento E tiene número atómico 12 y número másico 24.',
    [
      textPart('a', 'Escriba su configuración electrónica.', '1s² 2s² 2p⁶ 3s²'),
      part('b', '¿Cuántos neutrones tiene su núcleo?', 12, 'neutrones', '12'),
      part('c', '¿Cuántos electrones tiene el catión que forma, E²⁺?', 10, 'electrones', '10'),
      part('d', '¿A qué período pertenece?', 3, '', '3'),
    ],
    () => [[], [24 - 12], [12 - 2], [3]],
    '1s² 2s² 2p⁶ 3s² (el magnesio); N = 24 − 12 = 12; E²⁺: 12 − 2 = 10 electrones; nivel más alto 3: período 3.',
  ),
  parts(
    21525,
    molarity,
    'Se necesita preparar 250 mL de una solución 0,4 M de sulfato de cobre (II), CuSO₄, para una práctica.',
    [
      part('a', '¿Cuántos moles de soluto se necesitan?', 0.1, 'mol', '0,1 mol'),
      part('b', '¿Qué masa de CuSO₄ hay que pesar?', 15.95, 'g', '15,95 g'),
      part(
        'c',
        'Con la masa del punto anterior, ¿qué volumen de solución 0,1 M se podría preparar?',
        1,
        'L',
        '1 L',
      ),
    ],
    () => {
      const n = 0.4 * 0.25;
      return [[n], [n * mm('CuSO4')], [n / 0.1]];
    },
    'n = 0,4 · 0,25 = 0,1 mol; M(CuSO₄) = 63,5 + 32 + 64 = 159,5 g/mol: 15,95 g; 0,1 mol / 0,1 M = 1 L.',
  ),

  // Pages whose keys are names and formulas.
  page(
    'quimica',
    21526,
    oxides,
    'Escriba la fórmula de cada compuesto: a) hidróxido de aluminio; b) ácido nítrico; c) óxido de hierro (III).',
    'Al(OH)₃; HNO₃; Fe₂O₃',
    byText,
    'Al³⁺ con tres OH⁻: Al(OH)₃; N con +5: HNO₃; dos Fe³⁺ y tres O²⁻: Fe₂O₃.',
  ),
  page(
    'quimica',
    21527,
    acids,
    'Nombre según la nomenclatura tradicional los siguientes compuestos: a) FeO; b) HClO₃; c) KNO₂.',
    'óxido ferroso; ácido clórico; nitrito de potasio',
    byText,
    'Fe con +2, el menor: ferroso; Cl con +5: clórico; N con +3 en el anión: nitrito de potasio.',
  ),

  // Five options.
  options(
    21530,
    particles,
    'El catión ²⁷Al³⁺ (Z = 13) está formado por:',
    [
      '13 protones, 14 neutrones y 10 electrones',
      '13 protones, 14 neutrones y 13 electrones',
      '13 protones, 27 neutrones y 10 electrones',
      '10 protones, 14 neutrones y 13 electrones',
    ],
    0,
    () => [13, 14, 10],
    'Z = 13 protones; N = 27 − 13 = 14; pierde 3 electrones: 10.',
  ),
  options(
    21531,
    configuration,
    'La configuración electrónica del azufre (Z = 16) en su estado fundamental es:',
    ['1s² 2s² 2p⁶ 3s² 3p⁴', '1s² 2s² 2p⁶ 3s² 3p⁶', '1s² 2s² 2p⁶ 3s⁴ 3p²', '1s² 2s² 2p⁸ 3s² 3p²'],
    0,
    byText,
    '2 + 2 + 6 + 2 + 4 = 16: 1s² 2s² 2p⁶ 3s² 3p⁴.',
  ),
  options(
    21532,
    molarity,
    '¿Qué masa de hidróxido de potasio (KOH) hay en 200 mL de una solución 0,5 M?',
    ['5,6 g', '11,2 g', '2,8 g', '56 g'],
    0,
    () => [0.5 * 0.2 * mm('KOH')],
    'n = 0,5 · 0,2 = 0,1 mol; M(KOH) = 56 g/mol: 5,6 g.',
  ),
  options(
    21533,
    gases,
    'En condiciones normales de presión y temperatura, 11,2 L de nitrógeno gaseoso (N₂) corresponden a:',
    ['1 mol', '0,5 mol', '2 mol', '0,25 mol'],
    1,
    () => [11.2 / MOLAR_VOLUME],
    '11,2 L / 22,4 L/mol = 0,5 mol.',
  ),
  options(
    21534,
    ph,
    'El pH de una solución de ácido nítrico (HNO₃) 0,0001 M es:',
    ['10', '0,0001', '4', '1'],
    2,
    () => [-Math.log10(0.0001)],
    'Ácido fuerte: [H⁺] = 10⁻⁴ M; pH = 4.',
  ),
  options(
    21535,
    acids,
    'La fórmula del ácido sulfuroso es:',
    ['H₂SO₄', 'H₂S', 'H₂SO₃', 'HSO₃'],
    2,
    byText,
    'Sulfuroso: S con +4, el menor de +4 y +6: SO₂ + H₂O → H₂SO₃.',
  ),
  options(
    21536,
    oxides,
    'El compuesto Ca(OH)₂ se denomina:',
    ['óxido de calcio', 'hidróxido de calcio', 'hidruro de calcio', 'peróxido de calcio'],
    1,
    byText,
    'Un metal con oxhidrilos (OH⁻): hidróxido de calcio.',
  ),
  options(
    21537,
    dilution,
    'A 50 mL de una solución 0,8 M de cloruro de sodio se le agregan 150 mL de agua. La concentración de la solución resultante es:',
    ['0,27 M', '0,2 M', '3,2 M', '0,6 M'],
    1,
    () => [(0.8 * 50) / 200],
    'Volumen final 50 + 150 = 200 mL; 0,8 · 50/200 = 0,2 M.',
  ),
  options(
    21538,
    percent,
    'Se disuelven 25 g de sal en 100 g de agua. La concentración de la solución, expresada en % m/m, es:',
    ['25 %', '12,5 %', '80 %', '2,5 %'],
    4,
    () => [(25 / 125) * 100],
    'Masa de solución 125 g; 25/125 = 20 %, que no figura: ninguna de las anteriores.',
  ),
  options(
    21539,
    limiting,
    'Se hacen reaccionar 3 mol de hidrógeno con 2 mol de oxígeno según 2 H₂ + O₂ → 2 H₂O. Los moles de agua que se obtienen son:',
    ['4 mol', '2 mol', '3 mol', '5 mol'],
    2,
    () => [3],
    '3 mol de H₂ necesitan 1,5 mol de O₂ (hay 2): limita el H₂; agua 3 mol.',
  ),
  options(
    21540,
    periodic,
    'Un elemento de número atómico 19 se ubica en la tabla periódica en:',
    ['el período 4, grupo 1', 'el período 1, grupo 4', 'el período 3, grupo 1', 'el período 4, grupo 9'],
    0,
    () => [4, 1],
    '1s² 2s² 2p⁶ 3s² 3p⁶ 4s¹: período 4, grupo 1 (el potasio).',
  ),
  options(
    21541,
    bonding,
    '¿Cuál de las siguientes sustancias presenta enlace iónico?',
    ['NaCl', 'CO₂', 'H₂O', 'Cl₂'],
    0,
    byText,
    'Un metal muy electropositivo (Na) con un no metal muy electronegativo (Cl): iónico; los demás son covalentes.',
  ),
  options(
    21542,
    particles,
    'Los isótopos de un mismo elemento se diferencian en:',
    [
      'el número de protones',
      'el número de electrones del átomo neutro',
      'el número atómico',
      'la carga del núcleo',
    ],
    4,
    byText,
    'Los isótopos tienen igual Z (protones, carga nuclear, electrones del átomo neutro) y distinto número de neutrones: ninguna.',
  ),
  options(
    21543,
    moles,
    'La masa de 0,25 mol de ácido sulfúrico (H₂SO₄) es:',
    ['98 g', '24,5 g', '49 g', '392 g'],
    1,
    () => [0.25 * mm('H2SO4')],
    'M = 98 g/mol; 0,25 · 98 = 24,5 g.',
  ),
  options(
    21544,
    limiting,
    'Al calcinar 100 g de carbonato de calcio (CaCO₃ → CaO + CO₂) se obtienen 44,8 g de óxido de calcio. El rendimiento de la reacción es:',
    ['44,8 %', '80 %', '56 %', '90 %'],
    1,
    () => [(44.8 / ((100 / mm('CaCO3')) * mm('CaO'))) * 100],
    '100 g = 1 mol de CaCO₃ → 1 mol de CaO = 56 g teóricos; 44,8/56 = 80 %.',
  ),

  // Numeric.
  numeric(
    21550,
    molarity,
    '¿Cuántos gramos de cloruro de sodio se necesitan para preparar 500 mL de una solución 0,4 M?',
    { value: 11.7, unit: 'g', text: '11,7 g' },
    () => 0.4 * 0.5 * mm('NaCl'),
    'n = 0,4 · 0,5 = 0,2 mol; 0,2 · 58,5 = 11,7 g.',
  ),
  numeric(
    21551,
    gases,
    'Un gas ocupa 12 L a 2 atm y 27 °C. Calcule el volumen que ocupará a 1 atm y 127 °C.',
    { value: 32, unit: 'L', text: '32 L' },
    () => (12 * 2 * kelvin(127)) / (1 * kelvin(27)),
    'V₂ = V₁ · P₁/P₂ · T₂/T₁ = 12 · 2 · 400/300 = 32 L.',
  ),
  numeric(
    21552,
    particles,
    '¿Cuántos electrones tiene el ion ⁵⁶Fe²⁺? Dato: Z(Fe) = 26.',
    { value: 24, unit: 'electrones', text: '24 electrones' },
    () => 26 - 2,
    '26 − 2 = 24 electrones.',
  ),
  numeric(
    21553,
    ph,
    'Se disuelven 0,2 g de NaOH en agua hasta obtener 500 mL de solución. Determine el pH.',
    { value: 12, unit: '', text: '12' },
    () => 14 + Math.log10(0.2 / mm('NaOH') / 0.5),
    'n = 0,2/40 = 0,005 mol en 0,5 L: 0,01 M; pOH = 2; pH = 12.',
  ),
  numeric(
    21554,
    gases,
    'Calcule el volumen de dióxido de carbono, medido en CNPT, que se produce al quemar completamente 36 g de carbono (C + O₂ → CO₂).',
    { value: 67.2, unit: 'L', text: '67,2 L' },
    () => (36 / mm('C')) * MOLAR_VOLUME,
    '36/12 = 3 mol de C → 3 mol de CO₂ · 22,4 = 67,2 L.',
  ),
  numeric(
    21555,
    moles,
    'Hallar la masa de una muestra de dióxido de carbono que contiene 1,204·10²⁴ moléculas.',
    { value: 88, unit: 'g', text: '88 g' },
    () => (1.204e24 / AVOGADRO) * mm('CO2'),
    '1,204·10²⁴ / 6,02·10²³ = 2 mol; 2 · 44 = 88 g.',
  ),
  numeric(
    21556,
    dilution,
    '¿Qué masa de agua hay que agregar a 200 g de una solución de azúcar al 15 % m/m para que su concentración sea 10 % m/m?',
    { value: 100, unit: 'g', text: '100 g' },
    () => (200 * 0.15) / 0.1 - 200,
    'Soluto 200 · 0,15 = 30 g; al 10 % la solución pesa 300 g: se agregan 100 g de agua.',
  ),
  numeric(
    21557,
    balancing,
    'Balancee con los menores coeficientes enteros la ecuación C₂H₆O + O₂ → CO₂ + H₂O e indique el coeficiente del oxígeno.',
    { value: 3, unit: '', text: '3' },
    () => 3,
    'C₂H₆O + 3 O₂ → 2 CO₂ + 3 H₂O: C 2, H 6, O 1 + 6 = 4 + 3.',
  ),
  numeric(
    21558,
    percent,
    'Una solución de vinagre contiene 5 % m/v de ácido acético. ¿Qué masa de ácido hay en una botella de 750 cm³?',
    { value: 37.5, unit: 'g', text: '37,5 g' },
    () => 0.05 * 750,
    '5 g cada 100 mL: 750 · 0,05 = 37,5 g.',
  ),
];
