/**
 * The science kernel: the facts the content bank, its generators and the tutor's solvers share, each
 * written once. This folder holds
 * - constants.ts: physical and chemical constants, at the values the UTN course uses;
 * - atomic-masses.ts: the one table of rounded atomic masses;
 * - elements.ts: each element's Spanish name and atomic number;
 * - substance-names.ts: everyday names of substances (agua, ácido sulfúrico) with their formulas;
 * - formula.ts: the chemical formula reader (ASCII or Unicode subscripts, groups, hydrates) and molar masses;
 * - units.ts: the unit table (factors to a base unit, the ways students write each unit).
 * It imports nothing outside itself, so any bundle can take one file of it without pulling the rest.
 */

/** Acceleration of gravity at the Earth's surface, m/s², as the course's statements take it. */
export const GRAVITY = 9.8;

/** Avogadro's number, particles per mole, to three figures as the course writes it (6,02 · 10²³). */
export const AVOGADRO = 6.02e23;

/** The gas constant in atm·L/(mol·K), the units of the course's gas problems. */
export const GAS_CONSTANT = 0.082;

/** Molar volume of an ideal gas at 0 °C and 1 atm (CNPT), L/mol. */
export const MOLAR_VOLUME = 22.4;

/** Faraday's constant, C per mole of electrons, rounded as the course uses it. */
export const FARADAY = 96500;

/** Planck's constant, J·s, to three figures as the course writes it (6,63 · 10⁻³⁴). */
export const PLANCK = 6.63e-34;

/** The speed of light in vacuum, m/s, as the course rounds it (3 · 10⁸). */
export const LIGHT_SPEED = 3e8;

/** One electronvolt in joules, as the course rounds it (1,6 · 10⁻¹⁹). */
export const ELECTRONVOLT = 1.6e-19;

/** The elementary charge (an electron's charge in absolute value), C, as the course rounds it (1,6 · 10⁻¹⁹). */
export const ELEMENTARY_CHARGE = 1.6e-19;

/** The electron's mass, kg, as the course writes it (9,11 · 10⁻³¹). */
export const ELECTRON_MASS = 9.11e-31;

/** Coulomb's constant k = 1/(4π·ε₀), N·m²/C², as the course rounds it (9 · 10⁹). */
export const COULOMB_CONSTANT = 9e9;

/** The vacuum permeability μ₀, T·m/A (4π · 10⁻⁷). */
export const VACUUM_PERMEABILITY = 4 * Math.PI * 1e-7;
