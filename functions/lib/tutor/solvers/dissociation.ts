/**
 * The ions one formula unit of a salt, a hydroxide or an acid gives when it dissociates completely:
 * Al₂(SO₄)₃ → 2 Al³⁺ + 3 SO₄²⁻, five ions; CaCl₂ → Ca²⁺ + 2 Cl⁻; H₂SO₄ → 2 H⁺ + SO₄²⁻. The cation is the
 * first element (a metal, H or NH₄); the anion is the rest: a group in parentheses counts its subscript,
 * one element its own, several elements written plainly (SO₄, NO₃, OH) count once. Undefined for a
 * molecular substance (a nonmetal first) or a formula it cannot split so.
 */
import { NONMETALS } from '../../science/periodic-properties.ts';

export interface Ions {
  cation: string;
  cations: number;
  anion: string;
  anions: number;
}

const count = (digits: string | undefined) => (digits ? Number(digits) : 1);

export function dissociation(formula: string): Ions | undefined {
  const plain = formula.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080)).replace(/\s+/g, '');
  const head = /^(?:\((NH4)\)(\d+)|(NH4|[A-Z][a-z]?)(\d*))(.+)$/.exec(plain);
  if (!head) return undefined;
  const cation = head[1] ?? head[3] ?? '';
  const cations = count(head[2] ?? head[4]);
  const rest = head[5] ?? '';
  if (cation !== 'NH4' && cation !== 'H' && NONMETALS.has(cation)) return undefined;
  const grouped = /^\(([A-Za-z0-9]+)\)(\d+)$/.exec(rest);
  if (grouped) return { cation, cations, anion: grouped[1] ?? '', anions: count(grouped[2]) };
  const single = /^([A-Z][a-z]?)(\d*)$/.exec(rest);
  if (single) return { cation, cations, anion: single[1] ?? '', anions: count(single[2]) };
  if (/^(?:[A-Z][a-z]?\d*){2,}$/.test(rest) && !/[()]/.test(rest))
    return { cation, cations, anion: rest, anions: 1 };
  return undefined;
}
