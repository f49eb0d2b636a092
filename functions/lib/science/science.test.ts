import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MASA_ATOMICA, masaMolarDe } from '../../content/data/quimica/util.ts';
import { atomicMasses } from './atomic-masses.ts';
import { compositionOf, molarMass, parseFormula, pretty } from './formula.ts';
import { commonNames } from './substance-names.ts';
import { convert, unitBySymbol, units } from './units.ts';

const functionsRoot = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** mulberry32, so a failing draw can be replayed from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the science kernel is the only copy of its facts', () => {
  it('gives the content bank the very table the solvers read', () => {
    expect(MASA_ATOMICA).toBe(atomicMasses);
    expect(masaMolarDe('Ba(OH)₂')).toBe(molarMass(compositionOf('Ba(OH)2')));
  });

  it('finds no second atomic-mass table or constant anywhere in functions/', () => {
    const kernel = path.join(functionsRoot, 'lib', 'science');
    const pending: string[] = [];
    const offenders = sourceFiles(functionsRoot)
      .filter((file) => !file.startsWith(kernel))
      .filter((file) => !pending.includes(path.relative(functionsRoot, file)))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        const massTable = /\bNa:\s*23\b/.test(text) && /\bCl:\s*35\.5\b/.test(text);
        const constant =
          /\bconst\s+\w+\s*=\s*(?:6\.02e23|0\.082|22\.4|96500|9\.8|6\.63e-34|3e8|1\.6e-19)\s*;/.test(text);
        return massTable || constant;
      })
      .map((file) => path.relative(functionsRoot, file));
    expect(offenders).toEqual([]);
  });

  it('keeps Ba at 137, the value the bank shows and computes its keys with', () => {
    expect(atomicMasses.Ba).toBe(137);
  });
});

describe('parseFormula', () => {
  const counts = (formula: string) => {
    const parsed = parseFormula(formula);
    return parsed.ok ? Object.fromEntries(parsed.composition) : parsed;
  };

  it('reads ASCII and Unicode subscripts alike', () => {
    expect(counts('H2SO4')).toEqual({ H: 2, S: 1, O: 4 });
    expect(counts('H₂SO₄')).toEqual({ H: 2, S: 1, O: 4 });
  });

  it('multiplies groups in parentheses and brackets, in order of first appearance', () => {
    expect(Object.keys(counts('Ca(OH)₂'))).toEqual(['Ca', 'O', 'H']);
    expect(counts('Al2(SO4)3')).toEqual({ Al: 2, S: 3, O: 12 });
    expect(counts('K3[Fe(CN)6]')).toEqual({ K: 3, Fe: 1, C: 6, N: 6 });
  });

  it('adds the water of a hydrate', () => {
    expect(counts('CuSO4·5H2O')).toEqual({ Cu: 1, S: 1, O: 9, H: 10 });
    expect(molarMass(compositionOf('CuSO₄·5H₂O'))).toBeCloseTo(249.5, 6);
  });

  it('names the symbol it does not know, and never throws on text', () => {
    expect(parseFormula('XeF2')).toEqual({ ok: false, unknown: 'Xe' });
    expect(parseFormula('(M(NaOH)').ok).toBe(false);
    expect(parseFormula(')').ok).toBe(false);
    expect(() => compositionOf('Qq')).toThrow();
  });

  it('writes subscripts back for the student', () => {
    expect(pretty('Ca(OH)2')).toBe('Ca(OH)₂');
  });

  it('gives the molar mass as the sum over its elements (seeded formulas)', () => {
    const next = random(20_261_129);
    const symbols = Object.keys(atomicMasses) as (keyof typeof atomicMasses)[];
    for (let draw = 0; draw < 200; draw++) {
      const picked = [0, 1, 2].map(
        () => symbols[Math.floor(next() * symbols.length)] as keyof typeof atomicMasses,
      );
      const subscripts = picked.map(() => 1 + Math.floor(next() * 6));
      const formula = picked.map((symbol, i) => `${symbol}${subscripts[i]}`).join('');
      const expected = picked.reduce(
        (sum, symbol, i) => sum + atomicMasses[symbol] * (subscripts[i] as number),
        0,
      );
      expect(molarMass(compositionOf(formula))).toBeCloseTo(expected, 9);
    }
  });
});

describe('the unit table', () => {
  it('gives every spelling to one unit and every symbol once', () => {
    const spellings = units.flatMap((unit) => [...unit.aliases, ...(unit.numberOnly ?? [])]);
    expect(new Set(spellings).size).toBe(spellings.length);
    const symbols = units.map((unit) => unit.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('holds the metric multiples and the inch, foot and mile', () => {
    expect(convert(1, unitBySymbol('hm'), unitBySymbol('dam'))).toBeCloseTo(10, 12);
    expect(convert(1, unitBySymbol('m²'), unitBySymbol('dm²'))).toBeCloseTo(100, 12);
    expect(convert(1, unitBySymbol('dm³'), unitBySymbol('L'))).toBeCloseTo(1, 12);
    expect(convert(1, unitBySymbol('ft'), unitBySymbol('in'))).toBeCloseTo(12, 12);
    expect(convert(1, unitBySymbol('mi'), unitBySymbol('ft'))).toBeCloseTo(5280, 9);
    expect(convert(1, unitBySymbol('ft³'), unitBySymbol('in³'))).toBeCloseTo(1728, 9);
    expect(convert(1, unitBySymbol('ha'), unitBySymbol('dam²'))).toBeCloseTo(100, 12);
  });

  it('comes back to the start after a round trip (seeded)', () => {
    const next = random(7);
    const proportional = units.filter((unit) => unit.dimension !== 'temperature');
    for (let draw = 0; draw < 500; draw++) {
      const from = proportional[Math.floor(next() * proportional.length)] as (typeof units)[number];
      const same = proportional.filter((unit) => unit.dimension === from.dimension);
      const to = same[Math.floor(next() * same.length)] as (typeof units)[number];
      const value = Math.round(next() * 10_000) / 100;
      expect(convert(convert(value, from, to), to, from)).toBeCloseTo(value, 9);
    }
  });
});

describe('everyday names of the noble gases and of «cinc»', () => {
  it('reads them as the element', () => {
    for (const [name, formula] of [
      ['helio', 'He'],
      ['neon', 'Ne'],
      ['argon', 'Ar'],
      ['cinc', 'Zn'],
    ])
      expect(commonNames).toContainEqual([name, formula]);
  });
});
