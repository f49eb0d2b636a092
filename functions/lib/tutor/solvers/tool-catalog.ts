/**
 * What each exact solver solves, for the model: name, summary and examples (part of the description, and
 * run by the tests). Shipped inside the solvers module, beside the chat's bundle in Lambda (ADR 0028):
 * with sixteen more solvers the descriptions outgrew the bundle's budget.
 */
import type { SolverName } from './named-solvers.ts';

export interface ToolEntry {
  name: SolverName;
  /** What the tool does and what to pass it, in English. */
  summary: string;
  /** Problems it solves, written as the model should pass them. */
  examples: readonly string[];
}

const entry = (name: SolverName, summary: string, examples: readonly string[]): ToolEntry => ({
  name,
  summary,
  examples,
});

export const toolCatalog: readonly ToolEntry[] = [
  entry(
    'solve_equations',
    'Solves a linear or quadratic equation in one unknown (also with the unknown in a denominator), or a system of two linear equations in two unknowns, exactly.',
    ['3(x + 2) - 4 = 2x + 7', 'x^2 - 5x + 6 = 0', '(x+1)/(x-1) = 2', '2x + y = 7 y x - y = 2'],
  ),
  entry(
    'compute_arithmetic',
    'Evaluates a bare arithmetic expression (+, -, *, /, :, ^, √, parentheses, decimal comma) in order of precedence, or a percentage of a number. Pass only the expression.',
    ['3 + 4 * 2', '(2,5 - 1)^2 : 3', '√49 + 2^10', '15% de 200'],
  ),
  entry(
    'solve_kinematics',
    'Solves a one-dimensional motion word problem: uniform motion (MRU), uniformly accelerated motion (MRUV), free fall or a vertical throw (g = 9,8 m/s²). Pass the whole statement with its data and what is asked.',
    [
      'un auto recorre 150 km en 2 h, ¿cuál es su velocidad?',
      'un auto pasa de 10 m/s a 30 m/s en 4 s, ¿cuál es su aceleración?',
      '¿cuánto tarda en caer una pelota que se deja caer desde 45 m?',
    ],
  ),
  entry(
    'convert_units',
    'Converts one quantity to another unit of the same kind: length, time, speed, acceleration, mass, volume, temperature (°C, K), pressure or energy. Pass one quantity and the target unit.',
    ['pasá 90 km/h a m/s', '250 cm³ en litros', '¿cuántas atm son 380 mmHg?', '25 °C a K'],
  ),
  entry(
    'molar_mass',
    "Computes the molar mass of a chemical formula or a common substance's name with the course's rounded atomic masses.",
    ['masa molar del H2SO4', 'masa molar de Ca(OH)2', 'masa molar del agua'],
  ),
  entry(
    'convert_mass_moles',
    'Converts between the mass and the amount of substance (moles) of one substance (n = m/M, m = n·M).',
    ['¿cuántos moles hay en 36 g de agua?', '¿cuántos gramos son 2 moles de CO2?'],
  ),
  entry(
    'solve_stoichiometry',
    'Balances a reaction when needed and relates the moles or masses of two of its substances. Pass the reaction with an arrow, what is given and what is asked.',
    ['2H2 + O2 -> 2H2O, ¿cuántos moles de agua se forman con 3 moles de O2?'],
  ),
  entry(
    'solve_inequality',
    'Solves a linear inequality, a double inequality (a < bx + c < d) or a polynomial or rational inequality in x with a table of signs, exactly; gives the solution as inequalities and intervals. Pass only the inequality (<, >, <=, >=).',
    ['2x - 3 < 5', '-1 < 2x + 1 <= 5', '(x - 1)/(x + 2) >= 0', 'x^2 - 4 > 0'],
  ),
  entry(
    'solve_absolute_value',
    'Solves an equation or inequality with the absolute value of a linear expression in x, exactly (checks each case when the other member has x). Write the absolute value with bars.',
    ['|2x - 3| < 5', '|2x - 3| = 5', '|x - 2| = 2x + 1', '3|x + 1| - 2 >= 4'],
  ),
  entry(
    'solve_exponential_log',
    'Solves an exponential equation (same base, common factor, substitution u = a^x, or logarithms) or a logarithmic equation (properties, definition, domain check) in x. Put exponents in parentheses; log2(x) is base 2, log(x) base 10, ln(x) base e.',
    ['2^(x+1) = 16', '4^x = 8^(x-1)', '4^x - 6*2^x + 8 = 0', 'log2(x) + log2(x-2) = 3'],
  ),
  entry(
    'solve_trig_equation',
    'Solves a trigonometric equation in one function (sen, cos, tg) of a linear angle, also quadratic in the function, over [0, 2π) or the interval given (radians, or degrees when the problem uses °), exactly for the notable angles.',
    ['sen x = 1/2', 'cos x = -√2/2', 'tg x = 1 en [0°, 360°)', '2 sen^2 x - 1 = 0'],
  ),
  entry(
    'solve_right_triangle',
    'Solves a right triangle given two sides, or a side and an acute angle (say whether the leg is opposite or adjacent to it): the other sides and angles, with Pythagoras and SOH-CAH-TOA, exact for 30°, 45° and 60°.',
    [
      'triángulo rectángulo con catetos de 3 cm y 4 cm',
      'la hipotenusa mide 10 y un cateto 6',
      'triángulo rectángulo con hipotenusa 12 m y un ángulo de 30°',
    ],
  ),
  entry(
    'factor_polynomial',
    'Factors a polynomial in x by the course cases (common factor, grouping, difference of squares, perfect-square trinomial, quadratic by its roots, Gauss and Ruffini). Start the problem with "factorizá".',
    ['factorizá x^2 - 9', 'factorizá 3x^3 - 12x', 'factorizá x^2 - 5x + 6', 'factorizá x^3 - 6x^2 + 11x - 6'],
  ),
  entry(
    'simplify_algebraic_fraction',
    'Simplifies a quotient of polynomials in x by factoring numerator and denominator, with the restrictions of the original denominator. Start the problem with "simplificá".',
    ['simplificá (x^2 - 1)/(x - 1)', 'simplificá (x^2 - 4)/(x^2 + 4x + 4)'],
  ),
  entry(
    'solve_newton',
    "Newton's second law on a horizontal surface: acceleration, force, weight or friction coefficient from F = m·a with kinetic friction μ·m·g (g = 9,8 m/s² unless given). Pass the statement with its mass, forces (N), acceleration and μ.",
    [
      'un cuerpo de 5 kg es empujado con una fuerza de 20 N, ¿cuál es su aceleración?',
      '¿qué fuerza hay que aplicar a un bloque de 10 kg para que acelere a 2 m/s² si μ = 0,3?',
    ],
  ),
  entry(
    'solve_inclined_plane',
    'A body on an inclined plane, with or without friction: acceleration, normal force, the effect of a force parallel to the plane, or how far it goes when thrown up the plane. Pass the angle in degrees, the mass and μ.',
    [
      'un bloque de 2 kg se deja deslizar por un plano inclinado de 30° sin rozamiento',
      'un cuerpo de 5 kg baja por un plano inclinado de 37° con coeficiente de rozamiento 0,2',
    ],
  ),
  entry(
    'solve_pulley',
    "Two masses joined by a rope over a pulley: Atwood's machine (both hanging) or one on a table (with or without friction) and one hanging: acceleration and tension.",
    [
      'máquina de Atwood con masas de 3 kg y 2 kg, calculá la aceleración y la tensión',
      'un bloque de 4 kg sobre una mesa horizontal sin rozamiento está unido por una polea a otro de 1 kg que cuelga',
    ],
  ),
  entry(
    'solve_work_energy',
    'Work of a force (W = F·d·cos α, lifting, friction), kinetic, potential and mechanical energy, and conservation of mechanical energy to find a speed or a height (g = 9,8 m/s² unless given).',
    [
      '¿qué trabajo realiza una fuerza de 50 N que desplaza un cuerpo 10 m?',
      '¿cuál es la energía cinética de un auto de 1000 kg que va a 72 km/h?',
      'por conservación de la energía, ¿con qué velocidad llega al piso un cuerpo que se deja caer desde 20 m?',
    ],
  ),
  entry(
    'solve_meeting',
    'Two bodies in uniform motion (MRU) that meet: toward each other from a distance apart, or one chasing the other (from a distance behind, or from the same point some time later). When and where.',
    [
      'dos autos separados por 300 km salen al mismo tiempo uno hacia el otro a 60 km/h y 90 km/h, ¿cuándo y dónde se encuentran?',
      'un auto sale a 60 km/h y 2 h después sale otro del mismo punto a 90 km/h, ¿cuándo lo alcanza?',
    ],
  ),
  entry(
    'solve_solution',
    'Molarity of a solution (M = n/V, with the solute mass and formula when needed) and dilutions (C1·V1 = C2·V2): finds the missing concentration, volume, moles or grams.',
    [
      '¿cuál es la molaridad de una solución con 20 g de NaOH en 500 mL?',
      '¿cuántos gramos de NaCl hay que pesar para preparar 250 mL de solución 0,5 M?',
      'se toman 50 mL de una solución 2 M y se diluyen hasta 200 mL, ¿cuál es la concentración final?',
    ],
  ),
  entry(
    'convert_particles',
    "Converts between particles (molecules, atoms, also the atoms of one element in a compound), moles and grams with Avogadro's number, 6,02·10²³.",
    [
      '¿cuántas moléculas hay en 2 moles de agua?',
      '¿cuántos gramos son 3,01·10^23 moléculas de CO2?',
      '¿cuántos átomos de H hay en 2 moles de H2O?',
    ],
  ),
  entry(
    'solve_ideal_gas',
    'Ideal gases: PV = nRT with R = 0,082 atm·L/(mol·K), converting °C, mmHg, kPa and mL; n from grams and a formula; CNPT; and the combined law (Boyle, Charles, Gay-Lussac) between two states.',
    [
      '¿qué presión ejercen 2 moles de un gas en 10 L a 27 °C?',
      '¿qué volumen ocupan 88 g de CO2 en CNPT?',
      'un gas ocupa 2 L a 1 atm; si la presión sube a 4 atm a temperatura constante, ¿qué volumen ocupa?',
    ],
  ),
  entry(
    'name_inorganic_compound',
    'Inorganic nomenclature, formula to name or name to formula: oxides, hydrides, hydroxides, hydracids, oxoacids, binary salts, oxosalts and common acid salts, with traditional, Stock and atomicity names. Ask "nombre de <formula>" or "fórmula del <name>".',
    [
      '¿qué nombre tiene Fe2O3?',
      'fórmula del óxido de hierro (III)',
      '¿cómo se llama el H2SO4?',
      'fórmula del sulfato de aluminio',
    ],
  ),
];
