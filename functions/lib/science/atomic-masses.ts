/**
 * The one table of atomic masses (science kernel, see constants.ts), rounded as the UTN course and its
 * bank of items use them: whole numbers except Cl 35,5 and the heavy elements to one decimal. Ba is 137
 * because the bank's generated items show «Ba = 137» and compute their keys with it.
 */
export const atomicMasses = Object.freeze({
  H: 1,
  He: 4,
  Li: 7,
  Be: 9,
  B: 11,
  C: 12,
  N: 14,
  O: 16,
  F: 19,
  Ne: 20,
  Na: 23,
  Mg: 24,
  Al: 27,
  Si: 28,
  P: 31,
  S: 32,
  Cl: 35.5,
  Ar: 40,
  K: 39,
  Ca: 40,
  Cr: 52,
  Mn: 55,
  Fe: 56,
  Co: 59,
  Ni: 58.7,
  Cu: 63.5,
  Zn: 65.4,
  Br: 80,
  Ag: 108,
  Sn: 118.7,
  I: 127,
  Ba: 137,
  Au: 197,
  Hg: 200.6,
  Pb: 207.2,
});

export type ElementSymbol = keyof typeof atomicMasses;

export const isElementSymbol = (symbol: string): symbol is ElementSymbol =>
  Object.hasOwn(atomicMasses, symbol);
