/**
 * Periodic trends compared on the elements an exam lists: which has the largest (or smallest) first
 * ionization energy, electronegativity or atomic radius, which sequence orders them, and the radii of
 * isoelectronic ions. The values come from the kernel's table (science/periodic-properties.ts); a
 * comparison is sure only when the table and the trend the course teaches agree on it (across a period,
 * down a group), or the pair is one of the well-known exceptions of the ionization energy (group 2 before
 * 13, group 15 before 16), or the table separates the pair by a wide margin.
 */
import { at } from '../../../../shared/lib/must.ts';
import { type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { elements } from '../../science/elements.ts';
import { periodicProperties } from '../../science/periodic-properties.ts';
import { foldText } from '../text.ts';
import { placement } from './atoms.ts';
import type { SolverReply } from './declaration.ts';
import { type OptionLine, optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';

type Property = 'ionization' | 'electronegativity' | 'radius';

const PROPERTY_NAMES: Readonly<Record<Property, string>> = {
  ionization: 'primera energía de ionización',
  electronegativity: 'electronegatividad',
  radius: 'radio atómico',
};
/** «la mayor electronegatividad», «el mayor radio atómico». */
const extreme = (property: Property, most: boolean) =>
  `${property === 'radius' ? 'el' : 'la'} ${most ? 'mayor' : 'menor'} ${PROPERTY_NAMES[property]}`;
const UNITS: Readonly<Record<Property, string>> = {
  ionization: ' kJ/mol',
  electronegativity: '',
  radius: ' pm',
};

function propertyAsked(folded: string): Property | undefined {
  const found = [
    /(?:energia|potencial) de (?:primera )?ionizacion/.test(folded) && 'ionization',
    /electronegativ/.test(folded) && 'electronegativity',
    /radio atomico|tamano atomico|radio de(?:l| los) atomo|\bradios?\b/.test(folded) && 'radius',
  ].filter((p): p is Property => typeof p === 'string');
  // Two properties, the affinity or the metallic character: another question.
  if (found.length !== 1 || /afinidad|caracter metalico|ionico|segunda energia/.test(folded))
    return undefined;
  return found[0];
}

const ELEMENT_BY_NAME = new Map([...periodicProperties].map(([symbol, p]) => [foldText(p.name), symbol]));

/** «Na», «el sodio», «K (potasio)»: the one element an option or a list item names. */
function elementOf(text: string): string | undefined {
  const bare = text
    .replace(/^(?:el|la)\s+/i, '')
    .replace(/[.\s]+$/, '')
    .trim();
  if (periodicProperties.has(bare)) return bare;
  return ELEMENT_BY_NAME.get(foldText(bare));
}

interface Place {
  period: number;
  group: number;
}

function placeOf(symbol: string): Place | undefined {
  const z = periodicProperties.get(symbol)?.z;
  const place = z === undefined ? undefined : placement(z);
  // Main-group elements only: the trends the course teaches are theirs.
  if (!place || (place.group >= 3 && place.group <= 12)) return undefined;
  return { period: place.period, group: place.group };
}

/** The value of a property; for the radius both definitions, which must order a pair the same way. */
function values(symbol: string, property: Property): readonly number[] | undefined {
  const row = periodicProperties.get(symbol);
  if (!row) return undefined;
  if (property === 'ionization') return [row.ionization];
  if (property === 'electronegativity')
    return row.electronegativity === undefined ? undefined : [row.electronegativity];
  // A noble gas's radius is measured otherwise (no bond): not compared.
  if (placeOf(symbol)?.group === 18) return undefined;
  return [row.radiusCalculated, row.radiusCovalent];
}

/**
 * Whether a's property is larger than b's: true, false, or undefined when the table and the trend do
 * not settle it.
 */
export function larger(a: string, b: string, property: Property): boolean | undefined {
  const va = values(a, property);
  const vb = values(b, property);
  const pa = placeOf(a);
  const pb = placeOf(b);
  if (!va || !vb || !pa || !pb || a === b) return undefined;
  const each = va.map((v, i) => v > (vb[i] ?? Number.NaN));
  if (each.some((x) => x !== each[0])) return undefined;
  const data = at(each, 0, 'comparison');
  // The trend: ionization energy and electronegativity grow to the right and upwards, the radius the other way.
  const up = property === 'radius' ? -1 : 1;
  const right = Math.sign(pa.group - pb.group) * up;
  const higher = Math.sign(pb.period - pa.period) * up;
  const trend = right !== 0 && higher !== 0 && right !== higher ? 0 : right || higher;
  if (trend !== 0 && trend > 0 !== data) {
    // Ionization: the half-filled and filled subshells (Be > B, Mg > Al, N > O, P > S) are taught as exceptions.
    const exception =
      property === 'ionization' &&
      pa.period === pb.period &&
      ((Math.min(pa.group, pb.group) === 2 && Math.max(pa.group, pb.group) === 13) ||
        (Math.min(pa.group, pb.group) === 15 && Math.max(pa.group, pb.group) === 16));
    if (!exception) return undefined;
  }
  // No trend decides (right and down, or left and up): only a wide margin in the table.
  // Every scale the table keeps must set them apart: Li and Mg (diagonal neighbours) differ by 15 % in
  // calculated radius and 3 % in covalent radius, and metallic radii order them the other way.
  if (trend === 0 && va.some((x, i) => Math.abs(x - (vb[i] ?? 0)) / Math.max(x, vb[i] ?? 0) < 0.1))
    return undefined;
  return data;
}

const shown = (symbol: string, property: Property) =>
  `${symbol} ${values(symbol, property)?.[0]?.toString().replace('.', ',')}${UNITS[property]}`;

const STEP_TREND: Readonly<Record<Property, string>> = {
  ionization:
    'La primera energía de ionización crece hacia la derecha en un período y hacia arriba en un grupo (con las excepciones del grupo 13 frente al 2 y del 16 frente al 15).',
  electronegativity: 'La electronegatividad crece hacia la derecha en un período y hacia arriba en un grupo.',
  radius: 'El radio atómico crece hacia la izquierda en un período y hacia abajo en un grupo.',
};

// Which is the largest ---------------------------------------------------------------------------------

function extremeAmongOptions(read: { statement: string; options: OptionLine[] }, property: Property) {
  const folded = foldText(read.statement);
  const most = /\bmayor\b|\bmas (?:alta|alto|grande|electronegativo)|maxim/.test(folded);
  const least = /\bmenor\b|\bmas (?:baja|bajo|chico|pequeno)|minim/.test(folded);
  // «¿Cuál tiene…?», «el que tiene la mayor … es:», «Indicar el de mayor …»: one element asked.
  if (most === least || !/\bcual\b|\b(?:el|la|aquel) que\b|\bindic|\bsenal/.test(folded)) return undefined;
  const chosen = new Map(read.options.filter((o) => !o.none).map((o) => [o.label, elementOf(o.text)]));
  const symbols = [...chosen.values()];
  if (symbols.some((s) => s === undefined) || new Set(symbols).size !== symbols.length) return undefined;
  const list = symbols as string[];
  // The statement's own list, if it has one, is the options' list.
  const listed = [...read.statement.matchAll(/(?<![\p{L}])([A-Z][a-z]?)(?![\p{L}])/gu)]
    .map((m) => at(m, 1, 'symbol'))
    .filter((s) => periodicProperties.has(s));
  if (listed.length > 0 && (listed.length !== list.length || !listed.every((s) => list.includes(s))))
    return undefined;
  const best = list.find((s) => list.every((o) => o === s || larger(s, o, property) === most));
  if (!best || list.some((o) => o !== best && larger(best, o, property) === undefined)) return undefined;
  const named = provenOption(read.options, (option) => chosen.get(option.label) === best);
  if (!named) return undefined;
  return {
    text: workedReply({
      title: `Propiedades periódicas: ${PROPERTY_NAMES[property]}`,
      data: `${list.join(', ')}; se busca ${extreme(property, most)}`,
      steps: [
        STEP_TREND[property],
        `Ubicación: ${list.map((s) => `${s} (período ${placeOf(s)?.period}, grupo ${placeOf(s)?.group})`).join(', ')}.`,
        `Valores de tabla: ${list.map((s) => shown(s, property)).join('; ')}.`,
      ],
      answer: `**${named.label}) ${named.text}: tiene ${extreme(property, most)}**`,
      closing: '¿Cómo cambia esta propiedad al bajar en un mismo grupo?',
    }),
    certain: true,
    option: named.label,
  };
}

// Which sequence orders them ------------------------------------------------------------------------------

interface Sequence {
  items: string[];
  /** '<' or '>' between every pair. */
  relation: '<' | '>';
}

/** «K < Na < Mg < Cl», «O²⁻ > F⁻ > Na⁺»: items with one relation throughout. */
function sequenceOf(text: string): Sequence | undefined {
  const relations = [...text.matchAll(/[<>]/g)].map((m) => m[0]);
  if (relations.length < 1 || new Set(relations).size !== 1) return undefined;
  const items = text.split(/[<>]/).map((item) => item.trim());
  if (items.some((item) => item === '')) return undefined;
  return { items, relation: at(relations, 0, 'relation') === '<' ? '<' : '>' };
}

function orderAmongOptions(read: { statement: string; options: OptionLine[] }, property: Property) {
  const folded = foldText(read.statement);
  const rising = /\bcreciente|de menor a mayor|aumento|ascendente/.test(folded);
  const falling = /\bdecreciente|de mayor a menor|descendente|disminu/.test(folded);
  if (rising === falling) return undefined;
  const sequences = new Map(read.options.filter((o) => !o.none).map((o) => [o.label, sequenceOf(o.text)]));
  const all = [...sequences.values()];
  if (all.some((s) => s === undefined)) return undefined;
  // «creciente» written with «<», «decreciente» with «>»: any other pairing is read two ways.
  if (all.some((s) => s?.relation !== (rising ? '<' : '>'))) return undefined;
  const symbols = all.map((s) => s?.items.map(elementOf));
  if (symbols.some((list) => !list || list.some((x) => x === undefined))) return undefined;
  const judged = new Map<string, boolean | undefined>();
  for (const [label, sequence] of sequences) {
    // Read from the smallest up: «F > O > Cl > N» is «N < Cl < O < F».
    const written = (sequence?.items.map(elementOf) ?? []) as string[];
    const items = rising ? written : [...written].reverse();
    let right: boolean | undefined = true;
    for (let i = 0; i + 1 < items.length && right !== undefined; i++) {
      const bigger = larger(at(items, i + 1), at(items, i), property);
      if (bigger === undefined) right = undefined;
      else if (!bigger) right = false;
    }
    // A wrong order is proved by one pair settled the wrong way, whatever the others.
    if (right === undefined) {
      const wrongPair = items.some(
        (x, i) => i + 1 < items.length && larger(at(items, i + 1), x, property) === false,
      );
      judged.set(label, wrongPair ? false : undefined);
    } else judged.set(label, right);
  }
  const named = provenOption(read.options, (option) => judged.get(option.label));
  if (!named) return undefined;
  const everything = [...new Set(symbols.flat() as string[])];
  const ordered = [...everything].sort(
    (a, b) => (values(a, property)?.[0] ?? 0) - (values(b, property)?.[0] ?? 0),
  );
  return {
    text: workedReply({
      title: `Propiedades periódicas: ${PROPERTY_NAMES[property]}`,
      data: `${everything.join(', ')}, ordenados por ${PROPERTY_NAMES[property]} ${rising ? 'creciente' : 'decreciente'}`,
      steps: [
        STEP_TREND[property],
        `Ubicación: ${everything.map((s) => `${s} (período ${placeOf(s)?.period}, grupo ${placeOf(s)?.group})`).join(', ')}.`,
        `Valores de tabla: ${ordered.map((s) => shown(s, property)).join(' < ')}.`,
      ],
      answer: named.none
        ? `**${named.label}) ${named.text}: ninguna secuencia dada respeta ese orden**`
        : `**${named.label}) ${named.text}: es el orden correcto**`,
      closing: '¿Cómo cambia esta propiedad al bajar en un mismo grupo?',
    }),
    certain: true,
    option: named.label,
  };
}

// Isoelectronic ions -----------------------------------------------------------------------------------

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** «O²⁻», «Na⁺», «Ne»: a symbol with its charge. */
function speciesOf(text: string): { symbol: string; charge: number } | undefined {
  const found = /^([A-Z][a-z]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻]?)$/.exec(text.trim());
  if (!found || !isElementSymbol(found[1] ?? '')) return undefined;
  const digits = [...(found[2] ?? '')].map((c) => SUPERSCRIPT.indexOf(c)).join('');
  if (digits && !found[3]) return undefined;
  const size = found[3] ? (digits ? Number(digits) : 1) : 0;
  return { symbol: at(found, 1, 'symbol'), charge: found[3] === '⁻' ? -size : size };
}

function isoelectronicRadii(read: { statement: string; options: OptionLine[] }): SolverReply | undefined {
  const folded = foldText(read.statement);
  if (!/\bradio/.test(folded) || /\d/.test(folded.replace(/^\s*\d+\s*[).-]\s*/, ''))) return undefined;
  const rising = /\bcreciente|de menor a mayor/.test(folded);
  const falling = /\bdecreciente|de mayor a menor/.test(folded);
  if (rising === falling) return undefined;
  const sequences = new Map(read.options.filter((o) => !o.none).map((o) => [o.label, sequenceOf(o.text)]));
  const all = [...sequences.values()];
  if (all.some((s) => s === undefined || s.relation !== (rising ? '<' : '>'))) return undefined;
  const species = all.flatMap((s) => s?.items.map(speciesOf) ?? []);
  if (species.some((s) => s === undefined) || !species.some((s) => s?.charge !== 0)) return undefined;
  const z = (s: { symbol: string }) => elements[s.symbol as ElementSymbol].z;
  const electrons = new Set(species.map((s) => z(s as { symbol: string }) - (s?.charge ?? 0)));
  if (electrons.size !== 1) return undefined;
  const [count] = electrons;
  // Same electrons: the more protons pull them, the smaller the species.
  const judged = new Map<string, boolean>();
  for (const [label, sequence] of sequences) {
    const items = (sequence?.items.map(speciesOf) ?? []) as { symbol: string; charge: number }[];
    judged.set(
      label,
      items.every(
        (x, i) => i + 1 >= items.length || (rising ? z(x) > z(at(items, i + 1)) : z(x) < z(at(items, i + 1))),
      ),
    );
  }
  const named = provenOption(read.options, (option) => judged.get(option.label));
  if (!named) return undefined;
  const distinct = [
    ...new Map(
      species.map((s) => [`${s?.symbol}${s?.charge}`, s as { symbol: string; charge: number }]),
    ).values(),
  ];
  const label = (s: { symbol: string; charge: number }) =>
    `${s.symbol}${s.charge === 0 ? '' : `${Math.abs(s.charge) === 1 ? '' : [...String(Math.abs(s.charge))].map((d) => SUPERSCRIPT[Number(d)]).join('')}${s.charge > 0 ? '⁺' : '⁻'}`}`;
  return {
    text: workedReply({
      title: 'Radio de especies isoelectrónicas',
      data: `${distinct.map(label).join(', ')}, todas con ${count} electrones`,
      steps: [
        `Contá protones: ${distinct.map((s) => `${label(s)} tiene Z = ${z(s)}`).join(', ')}.`,
        'Con la misma cantidad de electrones, cuantos más protones tiene el núcleo, más atrae a la nube electrónica y más chica es la especie: el radio baja al subir Z.',
        `Orden por radio creciente: ${[...distinct]
          .sort((a, b) => z(b) - z(a))
          .map(label)
          .join(' < ')}.`,
      ],
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Por qué un anión es más grande que el átomo neutro del que viene?',
    }),
    certain: true,
    option: named.label,
  };
}

export function solvePeriodicTrend(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const iso = isoelectronicRadii(read);
  if (iso) return iso;
  const property = propertyAsked(foldText(read.statement));
  if (!property) return undefined;
  return orderAmongOptions(read, property) ?? extremeAmongOptions(read, property);
}
