/**
 * The elements of the atomic-mass table by name and atomic number (science kernel, see constants.ts):
 * the Spanish names the course writes ("hierro", "níquel") for the content's items and the solvers'
 * nomenclature alike.
 */
import type { ElementSymbol } from './atomic-masses.ts';

export const elements: Readonly<Record<ElementSymbol, { readonly name: string; readonly z: number }>> = {
  H: { name: 'hidrógeno', z: 1 },
  He: { name: 'helio', z: 2 },
  Li: { name: 'litio', z: 3 },
  Be: { name: 'berilio', z: 4 },
  B: { name: 'boro', z: 5 },
  C: { name: 'carbono', z: 6 },
  N: { name: 'nitrógeno', z: 7 },
  O: { name: 'oxígeno', z: 8 },
  F: { name: 'flúor', z: 9 },
  Ne: { name: 'neón', z: 10 },
  Na: { name: 'sodio', z: 11 },
  Mg: { name: 'magnesio', z: 12 },
  Al: { name: 'aluminio', z: 13 },
  Si: { name: 'silicio', z: 14 },
  P: { name: 'fósforo', z: 15 },
  S: { name: 'azufre', z: 16 },
  Cl: { name: 'cloro', z: 17 },
  Ar: { name: 'argón', z: 18 },
  K: { name: 'potasio', z: 19 },
  Ca: { name: 'calcio', z: 20 },
  Cr: { name: 'cromo', z: 24 },
  Mn: { name: 'manganeso', z: 25 },
  Fe: { name: 'hierro', z: 26 },
  Co: { name: 'cobalto', z: 27 },
  Ni: { name: 'níquel', z: 28 },
  Cu: { name: 'cobre', z: 29 },
  Zn: { name: 'zinc', z: 30 },
  Br: { name: 'bromo', z: 35 },
  Ag: { name: 'plata', z: 47 },
  Sn: { name: 'estaño', z: 50 },
  I: { name: 'yodo', z: 53 },
  Ba: { name: 'bario', z: 56 },
  Au: { name: 'oro', z: 79 },
  Hg: { name: 'mercurio', z: 80 },
  Pb: { name: 'plomo', z: 82 },
};
