/**
 * The protons or electrons of a polyatomic ion or a molecule («¿Cuántos electrones en total posee el
 * anión sulfato, SO₄²⁻? (Z: S = 16; O = 8)»): each atom's Z added, and the charge taken from the
 * electrons. The atomic numbers the statement gives must be the table's; every number is read.
 */
import { type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { elements } from '../../science/elements.ts';
import { parseFormula, pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** «SO₄²⁻», «NH₄⁺», «SO4 2-», «CO₂»: the one formula of two or more atoms, with its charge. */
function speciesIn(text: string): { formula: string; charge: number; raw: string } | undefined {
  const found = [
    ...text.matchAll(
      /(?<![\p{L}\d])((?:[A-Z][a-z]?[\d₀-₉]*|\((?:[A-Z][a-z]?[\d₀-₉]*)+\)[\d₀-₉]*)+)(?:\s?([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻])|\s?\^?(\d?)([+-])(?![\d\p{L}]))?(?![\p{L}\d])/gu,
    ),
  ].filter((m) => {
    const parsed = parseFormula(m[1] ?? '');
    return parsed.ok && [...parsed.composition.values()].reduce((a, b) => a + b, 0) >= 2;
  });
  if (found.length !== 1) return undefined;
  const [m] = found;
  if (!m) return undefined;
  const sign = m[3] ?? m[5];
  const digits = m[3] ? [...(m[2] ?? '')].map((c) => SUPERSCRIPT.indexOf(c)).join('') : (m[4] ?? '');
  const size = sign ? (digits ? Number(digits) : 1) : 0;
  return { formula: m[1] ?? '', charge: sign === '-' || sign === '⁻' ? -size : size, raw: m[0] };
}

export function solvePolyatomicParticles(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  const asksElectrons = /cuantos electrones/.test(folded);
  const asksProtons = /cuantos protones/.test(folded);
  if (asksElectrons === asksProtons) return undefined;
  // Valence electrons, pairs, bonds or electrons transferred are other counts.
  if (/valencia|pares|enlace|transfier|intercambi|gana|pierde|cede|desapareados|orbital|nivel/.test(folded)) {
    return undefined;
  }
  const species = speciesIn(text);
  if (!species) return undefined;
  const parsed = parseFormula(species.formula);
  if (!parsed.ok) return undefined;
  const { composition } = parsed;
  if (![...composition.keys()].every(isElementSymbol)) return undefined;
  // «(Z: S = 16; O = 8)», «Z(S) = 16»: each given Z must be the table's.
  const givenZ = [
    ...text.matchAll(/\b([A-Z][a-z]?)\s*[=:]\s*(\d+)/g),
    ...text.matchAll(/\bZ\s*\(\s*([A-Z][a-z]?)\s*\)\s*=\s*(\d+)/g),
  ];
  if (/\bZ\b/.test(text) && givenZ.length === 0) return undefined;
  for (const [, symbol = '', value = ''] of givenZ) {
    if (!isElementSymbol(symbol) || elements[symbol].z !== Number(value) || !composition.has(symbol))
      return undefined;
  }
  // Every number is a given Z or part of the formula and its charge.
  const rest = text
    .replace(species.raw, ' ')
    .replace(/\b[A-Z][a-z]?\s*[=:]\s*\d+/g, ' ')
    .replace(/\bZ\s*\(\s*[A-Z][a-z]?\s*\)\s*=\s*\d+/g, ' ');
  if (/\d/.test(rest.replace(/^\s*\d+\s*[).-]\s*/, ''))) return undefined;
  const terms = [...composition].map(([symbol, count]) => ({
    symbol,
    count,
    z: elements[symbol as ElementSymbol].z,
  }));
  const protons = terms.reduce((sum, t) => sum + t.count * t.z, 0);
  const electrons = protons - species.charge;
  const name = `${pretty(species.formula)}${species.charge === 0 ? '' : `${Math.abs(species.charge) === 1 ? '' : [...String(Math.abs(species.charge))].map((d) => SUPERSCRIPT[Number(d)]).join('')}${species.charge > 0 ? '⁺' : '⁻'}`}`;
  const sum = terms.map((t) => `${t.count > 1 ? `${t.count} · ` : ''}${t.z} (${t.symbol})`).join(' + ');
  const count = asksElectrons ? electrons : protons;
  return {
    text: workedReply({
      title: `${asksElectrons ? 'Electrones' : 'Protones'} de ${species.charge === 0 ? 'una molécula' : 'un ion poliatómico'}`,
      data: `${name}; ${terms.map((t) => `Z(${t.symbol}) = ${t.z}`).join(', ')}`,
      steps: [
        `Protones: sumá el Z de cada átomo de la fórmula: ${sum} = ${protons}.`,
        species.charge === 0
          ? 'Es neutra: tiene tantos electrones como protones.'
          : `La carga ${species.charge > 0 ? `+${species.charge}` : `−${-species.charge}`} indica que ${species.charge > 0 ? `perdió ${species.charge}` : `ganó ${-species.charge}`} ${Math.abs(species.charge) > 1 ? 'electrones' : 'electrón'}: ${protons} ${species.charge > 0 ? '−' : '+'} ${Math.abs(species.charge)} = ${electrons} electrones.`,
      ],
      answer: `**${count} ${asksElectrons ? 'electrones' : 'protones'}**`,
      closing: '¿Por qué la carga del ion cambia los electrones y no los protones?',
    }),
    certain: true,
  };
}
