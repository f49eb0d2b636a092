/**
 * Periodic properties of the elements the entrance exams compare (science kernel, see constants.ts):
 * electronegativity, atomic radius and first ionization energy, for Z 1–38 and the main-group elements
 * of period 5 and 6 the items name (Ag, In…Xe, Cs, Ba). Our own table, from:
 *
 * - Electronegativity, Pauling scale (dimensionless; none for He, Ne, Ar): CRC Handbook of Chemistry and
 *   Physics, «Electronegativity» (after Pauling, The Nature of the Chemical Bond, 3rd ed., 1960), as
 *   tabulated in https://en.wikipedia.org/wiki/Electronegativities_of_the_elements_(data_page), read
 *   2026-12-02.
 * - Atomic radius in pm, two definitions kept side by side: the radius calculated for the isolated atom
 *   (Clementi, Raimondi and Reinhardt, J. Chem. Phys. 47, 1300, 1967) and the single-bond covalent
 *   radius, as tabulated in https://en.wikipedia.org/wiki/Atomic_radii_of_the_elements_(data_page), read
 *   2026-12-02. A comparison is sure only when both definitions order the elements the same way.
 * - First ionization energy in kJ/mol: https://en.wikipedia.org/wiki/Molar_ionization_energies_of_the_elements
 *   (after the NIST Atomic Spectra Database), read 2026-12-02.
 *
 * Valence electrons, period and group are not tabulated: they follow from the configuration, which the
 * solvers build by the filling order (atoms.ts, `placement`).
 */

export interface PeriodicProperties {
  readonly z: number;
  /** Spanish name as the course writes it. */
  readonly name: string;
  /** Pauling electronegativity; undefined for the noble gases without one. */
  readonly electronegativity?: number;
  /** Calculated radius of the isolated atom, pm (Clementi). */
  readonly radiusCalculated: number;
  /** Single-bond covalent radius, pm. */
  readonly radiusCovalent: number;
  /** First ionization energy, kJ/mol. */
  readonly ionization: number;
}

type Row = readonly [
  symbol: string,
  z: number,
  name: string,
  en: number | undefined,
  calculated: number,
  covalent: number,
  ionization: number,
];

const ROWS: readonly Row[] = [
  ['H', 1, 'hidrógeno', 2.2, 53, 38, 1312.0],
  ['He', 2, 'helio', undefined, 31, 32, 2372.3],
  ['Li', 3, 'litio', 0.98, 167, 134, 520.2],
  ['Be', 4, 'berilio', 1.57, 112, 90, 899.5],
  ['B', 5, 'boro', 2.04, 87, 82, 800.6],
  ['C', 6, 'carbono', 2.55, 67, 77, 1086.5],
  ['N', 7, 'nitrógeno', 3.04, 56, 75, 1402.3],
  ['O', 8, 'oxígeno', 3.44, 48, 73, 1313.9],
  ['F', 9, 'flúor', 3.98, 42, 71, 1681.0],
  ['Ne', 10, 'neón', undefined, 38, 69, 2080.7],
  ['Na', 11, 'sodio', 0.93, 190, 154, 495.8],
  ['Mg', 12, 'magnesio', 1.31, 145, 130, 737.7],
  ['Al', 13, 'aluminio', 1.61, 118, 118, 577.5],
  ['Si', 14, 'silicio', 1.9, 111, 111, 786.5],
  ['P', 15, 'fósforo', 2.19, 98, 106, 1011.8],
  ['S', 16, 'azufre', 2.58, 88, 102, 999.6],
  ['Cl', 17, 'cloro', 3.16, 79, 99, 1251.2],
  ['Ar', 18, 'argón', undefined, 71, 97, 1520.6],
  ['K', 19, 'potasio', 0.82, 243, 196, 418.8],
  ['Ca', 20, 'calcio', 1.0, 194, 174, 589.8],
  ['Sc', 21, 'escandio', 1.36, 184, 144, 633.1],
  ['Ti', 22, 'titanio', 1.54, 176, 136, 658.8],
  ['V', 23, 'vanadio', 1.63, 171, 125, 650.9],
  ['Cr', 24, 'cromo', 1.66, 166, 127, 652.9],
  ['Mn', 25, 'manganeso', 1.55, 161, 139, 717.3],
  ['Fe', 26, 'hierro', 1.83, 156, 125, 762.5],
  ['Co', 27, 'cobalto', 1.88, 152, 126, 760.4],
  ['Ni', 28, 'níquel', 1.91, 149, 121, 737.1],
  ['Cu', 29, 'cobre', 1.9, 145, 138, 745.5],
  ['Zn', 30, 'zinc', 1.65, 142, 131, 906.4],
  ['Ga', 31, 'galio', 1.81, 136, 126, 578.8],
  ['Ge', 32, 'germanio', 2.01, 125, 122, 762.2],
  ['As', 33, 'arsénico', 2.18, 114, 119, 947.0],
  ['Se', 34, 'selenio', 2.55, 103, 116, 941.0],
  ['Br', 35, 'bromo', 2.96, 94, 114, 1139.9],
  ['Kr', 36, 'kriptón', 3.0, 88, 110, 1350.8],
  ['Rb', 37, 'rubidio', 0.82, 265, 211, 403.0],
  ['Sr', 38, 'estroncio', 0.95, 219, 192, 549.5],
  ['Ag', 47, 'plata', 1.93, 165, 153, 731.0],
  ['In', 49, 'indio', 1.78, 156, 144, 558.3],
  ['Sn', 50, 'estaño', 1.96, 145, 141, 708.6],
  ['Sb', 51, 'antimonio', 2.05, 133, 138, 834.0],
  ['Te', 52, 'telurio', 2.1, 123, 135, 869.3],
  ['I', 53, 'yodo', 2.66, 115, 133, 1008.4],
  ['Xe', 54, 'xenón', 2.6, 108, 130, 1170.4],
  ['Cs', 55, 'cesio', 0.79, 298, 225, 375.7],
  ['Ba', 56, 'bario', 0.89, 253, 198, 502.9],
];

/** The table by symbol: «Na» → its Z, name and properties. */
export const periodicProperties: ReadonlyMap<string, PeriodicProperties> = new Map(
  ROWS.map(([symbol, z, name, electronegativity, radiusCalculated, radiusCovalent, ionization]) => [
    symbol,
    {
      z,
      name,
      ...(electronegativity !== undefined && { electronegativity }),
      radiusCalculated,
      radiusCovalent,
      ionization,
    },
  ]),
);

/**
 * The nonmetals (hydrogen and the noble gases included), for the bond between two elements: a metal
 * with a nonmetal, two nonmetals. The semimetals (B, Si, Ge, As, Sb, Te) are in neither list.
 */
export const NONMETALS: ReadonlySet<string> = new Set([
  'H',
  'He',
  'C',
  'N',
  'O',
  'F',
  'Ne',
  'P',
  'S',
  'Cl',
  'Ar',
  'Se',
  'Br',
  'Kr',
  'I',
  'Xe',
]);
export const SEMIMETALS: ReadonlySet<string> = new Set(['B', 'Si', 'Ge', 'As', 'Sb', 'Te']);
