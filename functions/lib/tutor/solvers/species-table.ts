/**
 * A table of atoms and ions with their Z and A («| Especie | Z | A |», «| K⁺ | 19 | 39 |»): the
 * protons, neutrons and electrons of each, and which of them are isoelectronic. Each row's symbol must
 * have the Z the row gives; every question of the statement must be one of these.
 */
import { type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { elements } from '../../science/elements.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { workedReply } from './reply.ts';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

interface Row {
  written: string;
  symbol: string;
  charge: number;
  z: number;
  a: number;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function readTable(text: string): Row[] | undefined {
  const lines = text.split('\n').filter((line) => /^\s*\|/.test(line));
  const [header, ...body] = lines;
  if (!header || body.length < 2) return undefined;
  const names = cells(header).map((cell) => foldText(cell));
  const zAt = names.findIndex((n) => n === 'z' || n === 'numero atomico');
  const aAt = names.findIndex((n) => n === 'a' || n === 'numero masico');
  const speciesAt = names.findIndex((n) => /especie|ion|atomo|simbolo/.test(n));
  if (zAt < 0 || aAt < 0 || speciesAt < 0 || names.length !== 3) return undefined;
  const rows: Row[] = [];
  for (const line of body) {
    if (/^\s*\|[\s:|-]+\|\s*$/.test(line)) continue;
    const row = cells(line);
    const written = row[speciesAt] ?? '';
    const found = /^([A-Z][a-z]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻]?)$/.exec(written);
    const z = Number(row[zAt]);
    const a = Number(row[aAt]);
    if (!found || !Number.isInteger(z) || !Number.isInteger(a) || a < z) return undefined;
    const symbol = found[1] ?? '';
    if (!isElementSymbol(symbol) || elements[symbol as ElementSymbol].z !== z) return undefined;
    const digits = [...(found[2] ?? '')].map((c) => SUPERSCRIPT.indexOf(c)).join('');
    if (digits && !found[3]) return undefined;
    const size = found[3] ? (digits ? Number(digits) : 1) : 0;
    rows.push({ written, symbol, charge: found[3] === '⁻' ? -size : size, z, a });
  }
  return rows.length >= 2 ? rows : undefined;
}

export function solveSpeciesTable(problem: string): SolverReply | undefined {
  const rows = readTable(problem);
  if (!rows) return undefined;
  const asked = foldText(
    problem
      .split('\n')
      .filter((line) => !/^\s*\|/.test(line))
      .join('\n'),
  );
  const asksParticles = /protones|neutrones|electrones/.test(
    asked.replace(/misma cantidad de electrones/g, ''),
  );
  const asksIso = /isoelectronic/.test(asked);
  if (!asksParticles && !asksIso) return undefined;
  // Every question is one of these: no masses, configurations, places or names.
  if (
    /configuracion|periodo|grupo|masa|nombre|radio|energia|valencia|\d/.test(
      asked.replace(/^\s*\d+\s*[).-]\s*/, ''),
    )
  ) {
    return undefined;
  }
  const electrons = (row: Row) => row.z - row.charge;
  const steps = rows.map(
    (row) =>
      `${row.written}: protones = Z = ${row.z}; neutrones = A − Z = ${row.a} − ${row.z} = ${row.a - row.z}; electrones = Z − carga = ${row.z} ${row.charge < 0 ? '+' : '−'} ${Math.abs(row.charge)} = ${electrons(row)}.`,
  );
  const results: string[] = [];
  if (asksParticles) {
    results.push(
      rows.map((row) => `${row.written}: ${row.z} p, ${row.a - row.z} n, ${electrons(row)} e⁻`).join('; '),
    );
  }
  if (asksIso) {
    const groups = new Map<number, Row[]>();
    for (const row of rows) groups.set(electrons(row), [...(groups.get(electrons(row)) ?? []), row]);
    const shared = [...groups].filter(([, group]) => group.length > 1);
    steps.push('Son isoelectrónicas las especies que tienen la misma cantidad de electrones.');
    results.push(
      shared.length === 0
        ? 'ninguna es isoelectrónica con otra'
        : shared
            .map(
              ([count, group]) =>
                `${group.map((row) => row.written).join(' y ')} son isoelectrónicas (${count} electrones)`,
            )
            .join('; '),
    );
  }
  return {
    text: workedReply({
      title: 'Protones, neutrones y electrones de cada especie',
      data: rows.map((row) => `${row.written} (Z = ${row.z}, A = ${row.a})`).join('; '),
      steps,
      answer: results.map((r) => `**${r.charAt(0).toUpperCase()}${r.slice(1)}**`).join('\n'),
      closing: '¿Qué gas noble tiene la misma cantidad de electrones que cada ion?',
    }),
    certain: true,
  };
}
