import type { LewisSpec } from './lewis-spec.ts';

/*
 * The Lewis structures the bank draws, each written once: atoms on the grid, bonds and lone pairs.
 * Their descriptions say what a student checks: the central atom, the bonds and the lone pairs.
 */

type Molecule = Omit<LewisSpec, 'title'> & { name: string };

const m = (molecule: Molecule) => molecule;

export const molecules = {
  H2: m({
    name: 'hidrógeno (H₂)',
    atoms: [
      { symbol: 'H', at: [0, 0] },
      { symbol: 'H', at: [1, 0] },
    ],
    bonds: [{ from: 0, to: 1, order: 1 }],
    alt: 'Estructura de Lewis del H₂: dos átomos de hidrógeno unidos por un enlace simple (un par compartido), sin pares libres.',
  }),
  Cl2: m({
    name: 'cloro (Cl₂)',
    atoms: [
      { symbol: 'Cl', at: [0, 0], lonePairs: ['n', 's', 'w'] },
      { symbol: 'Cl', at: [1, 0], lonePairs: ['n', 's', 'e'] },
    ],
    bonds: [{ from: 0, to: 1, order: 1 }],
    alt: 'Estructura de Lewis del Cl₂: dos átomos de cloro unidos por un enlace simple; cada cloro tiene además tres pares libres, y así completa su octeto.',
  }),
  O2: m({
    name: 'oxígeno (O₂)',
    atoms: [
      { symbol: 'O', at: [0, 0], lonePairs: ['n', 's'] },
      { symbol: 'O', at: [1, 0], lonePairs: ['n', 's'] },
    ],
    bonds: [{ from: 0, to: 1, order: 2 }],
    alt: 'Estructura de Lewis del O₂: dos átomos de oxígeno unidos por un enlace doble (dos pares compartidos); cada oxígeno tiene dos pares libres.',
  }),
  N2: m({
    name: 'nitrógeno (N₂)',
    atoms: [
      { symbol: 'N', at: [0, 0], lonePairs: ['w'] },
      { symbol: 'N', at: [1, 0], lonePairs: ['e'] },
    ],
    bonds: [{ from: 0, to: 1, order: 3 }],
    alt: 'Estructura de Lewis del N₂: dos átomos de nitrógeno unidos por un enlace triple (tres pares compartidos); cada nitrógeno tiene un par libre.',
  }),
  HCl: m({
    name: 'cloruro de hidrógeno (HCl)',
    atoms: [
      { symbol: 'H', at: [0, 0] },
      { symbol: 'Cl', at: [1, 0], lonePairs: ['n', 's', 'e'] },
    ],
    bonds: [{ from: 0, to: 1, order: 1 }],
    alt: 'Estructura de Lewis del HCl: el hidrógeno unido al cloro por un enlace simple; el cloro tiene tres pares libres.',
  }),
  H2O: m({
    name: 'agua (H₂O)',
    atoms: [
      { symbol: 'O', at: [1, 0], lonePairs: ['n', 'e'] },
      { symbol: 'H', at: [0, 0] },
      { symbol: 'H', at: [1, 1] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
    ],
    alt: 'Estructura de Lewis del agua, H₂O: el oxígeno en el centro, unido a cada hidrógeno por un enlace simple, con dos pares libres. Los cuatro pares del oxígeno dan una molécula angular.',
  }),
  NH3: m({
    name: 'amoníaco (NH₃)',
    atoms: [
      { symbol: 'N', at: [1, 0], lonePairs: ['n'] },
      { symbol: 'H', at: [0, 0] },
      { symbol: 'H', at: [2, 0] },
      { symbol: 'H', at: [1, 1] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
    ],
    alt: 'Estructura de Lewis del amoníaco, NH₃: el nitrógeno en el centro, unido a tres hidrógenos por enlaces simples, con un par libre. Los cuatro pares del nitrógeno dan una molécula piramidal.',
  }),
  CH4: m({
    name: 'metano (CH₄)',
    atoms: [
      { symbol: 'C', at: [1, 1] },
      { symbol: 'H', at: [1, 0] },
      { symbol: 'H', at: [0, 1] },
      { symbol: 'H', at: [2, 1] },
      { symbol: 'H', at: [1, 2] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
      { from: 0, to: 4, order: 1 },
    ],
    alt: 'Estructura de Lewis del metano, CH₄: el carbono en el centro, unido a cuatro hidrógenos por enlaces simples, sin pares libres: geometría tetraédrica.',
  }),
  CO2: m({
    name: 'dióxido de carbono (CO₂)',
    atoms: [
      { symbol: 'C', at: [1, 0] },
      { symbol: 'O', at: [0, 0], lonePairs: ['n', 's'] },
      { symbol: 'O', at: [2, 0], lonePairs: ['n', 's'] },
    ],
    bonds: [
      { from: 0, to: 1, order: 2 },
      { from: 0, to: 2, order: 2 },
    ],
    alt: 'Estructura de Lewis del CO₂: el carbono en el centro, unido a cada oxígeno por un enlace doble, sin pares libres sobre el carbono; cada oxígeno tiene dos pares libres. La molécula es lineal.',
  }),
  HCN: m({
    name: 'cianuro de hidrógeno (HCN)',
    atoms: [
      { symbol: 'H', at: [0, 0] },
      { symbol: 'C', at: [1, 0] },
      { symbol: 'N', at: [2, 0], lonePairs: ['e'] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 1, to: 2, order: 3 },
    ],
    alt: 'Estructura de Lewis del HCN: el carbono en el centro, unido al hidrógeno por un enlace simple y al nitrógeno por un enlace triple; el nitrógeno tiene un par libre. La molécula es lineal.',
  }),
  CH2O: m({
    name: 'formaldehído (CH₂O)',
    atoms: [
      { symbol: 'C', at: [1, 1] },
      { symbol: 'O', at: [1, 0], lonePairs: ['w', 'e'] },
      { symbol: 'H', at: [0, 1] },
      { symbol: 'H', at: [2, 1] },
    ],
    bonds: [
      { from: 0, to: 1, order: 2 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
    ],
    alt: 'Estructura de Lewis del formaldehído, CH₂O: el carbono en el centro, unido al oxígeno por un enlace doble y a dos hidrógenos por enlaces simples; el oxígeno tiene dos pares libres.',
  }),
  C2H4: m({
    name: 'eteno (C₂H₄)',
    atoms: [
      { symbol: 'C', at: [1, 0.5] },
      { symbol: 'C', at: [2, 0.5] },
      { symbol: 'H', at: [0.4, 0] },
      { symbol: 'H', at: [0.4, 1] },
      { symbol: 'H', at: [2.6, 0] },
      { symbol: 'H', at: [2.6, 1] },
    ],
    bonds: [
      { from: 0, to: 1, order: 2 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
      { from: 1, to: 4, order: 1 },
      { from: 1, to: 5, order: 1 },
    ],
    alt: 'Estructura de Lewis del eteno, C₂H₄: los dos carbonos unidos por un enlace doble, y cada carbono unido a dos hidrógenos por enlaces simples.',
  }),
  BF3: m({
    name: 'trifluoruro de boro (BF₃)',
    atoms: [
      { symbol: 'B', at: [1, 1] },
      { symbol: 'F', at: [1, 0], lonePairs: ['n', 'w', 'e'] },
      { symbol: 'F', at: [0, 1], lonePairs: ['n', 's', 'w'] },
      { symbol: 'F', at: [2, 1], lonePairs: ['n', 's', 'e'] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
    ],
    alt: 'Estructura de Lewis del BF₃: el boro en el centro, unido a tres flúor por enlaces simples y sin pares libres: tiene solo seis electrones, una excepción al octeto. Cada flúor tiene tres pares libres.',
  }),
  CCl4: m({
    name: 'tetracloruro de carbono (CCl₄)',
    atoms: [
      { symbol: 'C', at: [1, 1] },
      { symbol: 'Cl', at: [1, 0], lonePairs: ['n', 'w', 'e'] },
      { symbol: 'Cl', at: [0, 1], lonePairs: ['n', 's', 'w'] },
      { symbol: 'Cl', at: [2, 1], lonePairs: ['n', 's', 'e'] },
      { symbol: 'Cl', at: [1, 2], lonePairs: ['s', 'w', 'e'] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
      { from: 0, to: 4, order: 1 },
    ],
    alt: 'Estructura de Lewis del CCl₄: el carbono en el centro, unido a cuatro cloros por enlaces simples; cada cloro tiene tres pares libres. Tetraédrica y apolar: los cuatro dipolos se anulan.',
  }),
  H3O: m({
    name: 'ion hidronio (H₃O⁺)',
    atoms: [
      { symbol: 'O', at: [1, 0], lonePairs: ['n'] },
      { symbol: 'H', at: [0, 0] },
      { symbol: 'H', at: [2, 0] },
      { symbol: 'H', at: [1, 1] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
    ],
    charge: '+',
    alt: 'Estructura de Lewis del ion hidronio, H₃O⁺: el oxígeno unido a tres hidrógenos por enlaces simples, con un par libre, todo entre corchetes con carga +.',
  }),
  NH4: m({
    name: 'ion amonio (NH₄⁺)',
    atoms: [
      { symbol: 'N', at: [1, 1] },
      { symbol: 'H', at: [1, 0] },
      { symbol: 'H', at: [0, 1] },
      { symbol: 'H', at: [2, 1] },
      { symbol: 'H', at: [1, 2] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
      { from: 0, to: 3, order: 1 },
      { from: 0, to: 4, order: 1 },
    ],
    charge: '+',
    alt: 'Estructura de Lewis del ion amonio, NH₄⁺: el nitrógeno unido a cuatro hidrógenos por enlaces simples, sin pares libres, entre corchetes con carga +.',
  }),
  OH: m({
    name: 'ion hidróxido (OH⁻)',
    atoms: [
      { symbol: 'O', at: [0, 0], lonePairs: ['n', 's', 'w'] },
      { symbol: 'H', at: [1, 0] },
    ],
    bonds: [{ from: 0, to: 1, order: 1 }],
    charge: '−',
    alt: 'Estructura de Lewis del ion hidróxido, OH⁻: el oxígeno unido al hidrógeno por un enlace simple, con tres pares libres, entre corchetes con carga −.',
  }),
  NaCl: m({
    name: 'cloruro de sodio (NaCl)',
    atoms: [
      { symbol: 'Na', at: [0, 0], charge: '+' },
      { symbol: 'Cl', at: [1.5, 0], lonePairs: ['n', 's', 'w', 'e'], charge: '−' },
    ],
    alt: 'Estructura de Lewis del cloruro de sodio: el ion sodio, Na⁺, sin electrones de valencia, y el ion cloruro, Cl⁻, con cuatro pares (ocho electrones), cada uno entre corchetes con su carga. No comparten electrones: es un enlace iónico.',
  }),
  H2S: m({
    name: 'sulfuro de hidrógeno (H₂S)',
    atoms: [
      { symbol: 'S', at: [1, 0], lonePairs: ['n', 'e'] },
      { symbol: 'H', at: [0, 0] },
      { symbol: 'H', at: [1, 1] },
    ],
    bonds: [
      { from: 0, to: 1, order: 1 },
      { from: 0, to: 2, order: 1 },
    ],
    alt: 'Estructura de Lewis del H₂S: el azufre en el centro, unido a cada hidrógeno por un enlace simple, con dos pares libres: molécula angular, como el agua.',
  }),
} satisfies Record<string, Molecule>;

export type MoleculeId = keyof typeof molecules;
