import type { Point } from './svg.ts';

/*
 * The shape of a Lewis structure, apart from its drawing (lewis.ts) so that the table of molecules
 * (molecules.ts), which the drawing reads, does not import the drawing back.
 */

export type Side = 'n' | 's' | 'e' | 'w';

export interface LewisAtom {
  symbol: string;
  /** Grid position: x to the right, y down, one unit per bond length. */
  at: Point;
  /** The sides that carry a lone pair. */
  lonePairs?: readonly Side[];
  /** A single electron (a radical, or an atom drawn alone with its valence electrons). */
  singles?: readonly Side[];
  /** An ion of its own, in brackets with its charge ("+", "2−"). */
  charge?: string;
}

export interface LewisBond {
  from: number;
  to: number;
  order: 1 | 2 | 3;
  /** A dative (coordinate) bond, drawn as an arrow from the donor. */
  dative?: boolean;
}

export interface LewisSpec {
  atoms: readonly LewisAtom[];
  bonds?: readonly LewisBond[];
  /** The whole species is an ion: brackets around it and this charge. */
  charge?: string;
  alt: string;
  title?: string;
}
