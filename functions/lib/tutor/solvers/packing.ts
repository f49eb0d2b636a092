/**
 * Packing counts: how many boxes, cubes or tiles of given measures fit in a container or cover a floor,
 * with the measures in any metric multiple or in inches and feet ("cajas de 20 cm × 30 cm × 40 cm en un
 * contenedor de 2 m × 3 m × 4 m", "cubitos de 5 cm de arista en una caja de 0,5 m × 0,4 m × 0,3 m").
 *
 * The count is sure only when the pieces fill the container exactly (every measure divides evenly, in
 * some orientation): then no arrangement can do better, since the volume ratio bounds them all. When
 * space is left over the exam may want whole pieces in rows or the volume ratio; the reply says both
 * ways and asks.
 */

import { at } from '../../../../shared/lib/must.ts';
import { type Unit, units } from '../../science/units.ts';
import { unusedData } from './certainty.ts';
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { foldForUnits } from './units.ts';

interface Shape {
  /** Measures in metres, as many as the statement gives (2 for a floor or a tile, 3 for a box). */
  metres: number[];
  /** Measures as the statement writes them: "20 cm". */
  written: string[];
  unit: Unit;
  index: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const lengthUnits = units.filter((unit) => unit.dimension === 'length');
const lengthSpellings = lengthUnits
  .flatMap((unit) => [...unit.aliases, ...(unit.numberOnly ?? [])].map((alias) => ({ alias, unit })))
  .sort((a, b) => b.alias.length - a.alias.length);
const byAlias = new Map(lengthSpellings.map(({ alias, unit }) => [alias, unit]));
const LENGTH = `(${lengthSpellings.map(({ alias }) => escapeRegex(alias)).join('|')})(?![a-z0-9/^²³])`;
const NUMBER = `(${NUMBER_SOURCE})`;
const TIMES = String.raw`\s*(?:\*|x|por)\s*`;
const MEASURE = `${NUMBER}\\s*(?:${LENGTH})?`;
// "20 cm × 30 cm × 40 cm", "20 × 30 × 40 cm", "4 m por 3 m".
const BOX = new RegExp(`${MEASURE}${TIMES}${MEASURE}(?:${TIMES}${MEASURE})?`, 'g');
// "5 cm de arista", "de 5 cm de lado", "de arista 5 cm".
const EDGE = new RegExp(
  `(?:${NUMBER}\\s*${LENGTH}\\s+de\\s+(?:arista|lado)|(?:arista|lado)\\s+(?:de\\s+)?${NUMBER}\\s*${LENGTH})`,
  'g',
);

// «de 5 m de largo, 4 m de ancho y 2,5 m de alto»: a container's measures named one by one.
const NAMED = new RegExp(
  `${NUMBER}\\s*${LENGTH}\\s+de\\s+largo\\s*,?\\s*${NUMBER}\\s*${LENGTH}\\s+de\\s+ancho(?:\\s*,?\\s*(?:y\\s+)?${NUMBER}\\s*${LENGTH}\\s+de\\s+(?:alto|altura|profundidad))?`,
  'g',
);

function readShapes(folded: string): Shape[] | undefined {
  const shapes: Shape[] = [];
  for (const match of folded.matchAll(NAMED)) {
    const measures = [1, 3, 5].flatMap((i) => {
      const raw = match[i];
      const unit = byAlias.get(match[i + 1] ?? '');
      return raw !== undefined && unit ? [{ value: parseNumber(raw), unit }] : [];
    });
    shapes.push({
      metres: measures.map(({ value, unit }) => value * unit.factor),
      written: measures.map(({ value, unit }) => `${fmt(value, 4)} ${unit.symbol}`),
      unit: at(measures, measures.length - 1, 'measure').unit,
      index: match.index,
    });
  }
  for (const match of folded.matchAll(BOX)) {
    const groups = [1, 3, 5]
      .map((i) => ({ raw: match[i], unit: match[i + 1] }))
      .filter((g): g is { raw: string; unit: string | undefined } => g.raw !== undefined);
    // The last measure's unit stands for the ones written without one ("20 × 30 × 40 cm").
    const lastUnit = [...groups].reverse().find((g) => g.unit)?.unit;
    if (!lastUnit) return undefined;
    const measures = groups.map((g) => ({
      value: parseNumber(g.raw),
      unit: byAlias.get(g.unit ?? lastUnit) as Unit,
    }));
    shapes.push({
      metres: measures.map(({ value, unit }) => value * unit.factor),
      written: measures.map(({ value, unit }) => `${fmt(value, 4)} ${unit.symbol}`),
      unit: byAlias.get(lastUnit) as Unit,
      index: match.index,
    });
  }
  for (const match of folded.matchAll(EDGE)) {
    const raw = (match[1] ?? match[3]) as string;
    const unit = byAlias.get((match[2] ?? match[4]) as string) as Unit;
    const edge = parseNumber(raw) * unit.factor;
    const written = `${fmt(parseNumber(raw), 4)} ${unit.symbol}`;
    shapes.push({ metres: [edge, edge, edge], written: [written], unit, index: match.index });
  }
  // A square «de 30 cm de lado» beside a floor of two measures is a tile, not a cube.
  const flat = shapes.some((shape) => shape.metres.length === 2);
  for (const shape of shapes) {
    if (flat && shape.written.length === 1) shape.metres = shape.metres.slice(0, 2);
  }
  return shapes.sort((a, b) => a.index - b.index);
}

const PIECE =
  /(?:cu[aá]nt([oa])s|\b(?:la\s+)?cantidad\s+(?:m[aá]xima\s+|m[ií]nima\s+|total\s+)?de|\bel\s+n[uú]mero\s+(?:m[aá]ximo\s+|m[ií]nimo\s+|total\s+)?de)\s+(cajas?|cajitas?|cubos?|cubitos?|dados?|paquetes?|ladrillos?|bloques?|baldosas?|cer[aá]micos?|azulejos?|mosaicos?|placas?|latas?|cajones?|bolsas?|libros?|piezas?)/;
const FITS =
  /\b(?:entran?|caben?|se pueden (?:guardar|colocar|poner|acomodar|apilar|ubicar|cargar)|se (?:guardan|colocan|acomodan|apilan|ubican|cargan|almacenan)|hacen falta|se necesitan|necesit\w+|se precisan|alcanzan|se requieren|cubr\w+|llenar)\b/;

/** Whole pieces along each measure, for the orientation of the piece that fits the most. */
function bestRows(container: number[], piece: number[]): { rows: number[]; order: number[] } {
  const orders =
    piece.length === 3
      ? [
          [0, 1, 2],
          [0, 2, 1],
          [1, 0, 2],
          [1, 2, 0],
          [2, 0, 1],
          [2, 1, 0],
        ]
      : [
          [0, 1],
          [1, 0],
        ];
  let best: { rows: number[]; order: number[]; count: number } = { rows: [], order: [], count: -1 };
  for (const order of orders) {
    const turned = order.map((k) => at(piece, k, 'side of the piece'));
    // A tolerance for decimal measures: 0,3 m / 0,1 m is 2,9999999999999996 in floating point.
    const rows = container.map((side, i) => Math.floor(side / at(turned, i, 'side of the piece') + 1e-9));
    const count = rows.reduce((a, b) => a * b, 1);
    if (count > best.count) best = { rows, order, count };
  }
  return { rows: best.rows, order: best.order };
}

const product = (values: readonly number[]) => values.reduce((a, b) => a * b, 1);
const times = (values: readonly string[]) => values.join(' × ');

/** A packing count reply, or undefined when the message is not a packing problem. */
export function solvePacking(message: string): SolverReply | undefined {
  const folded = foldForUnits(message);
  const piece = PIECE.exec(folded);
  if (!piece || !FITS.test(folded)) return undefined;
  const shapes = readShapes(folded);
  if (shapes?.length !== 2) return undefined;
  const [first, second] = shapes as [Shape, Shape];
  if (first.metres.length !== second.metres.length) return undefined;
  // «…si se dejan libres 20 cm de alto»: a length the two shapes do not hold changes the room. The check
  // on unused data compares values, and this one's value may repeat a measure of the box (216 was stated
  // for the 180 that fit).
  const lengthsTyped = folded.match(new RegExp(`${NUMBER}\\s*${LENGTH}`, 'g'))?.length ?? 0;
  const readMeasures = shapes.flatMap((shape) => shape.written).filter((w) => /[a-z]/.test(w)).length;
  if (lengthsTyped > readMeasures) return undefined;
  const flat = first.metres.length === 2;
  const [container, item] =
    product(first.metres) >= product(second.metres) ? [first, second] : [second, first];
  if (product(item.metres) <= 0) return undefined;

  // Work in the piece's unit, the smaller one, so that the divisions read as whole numbers.
  const unit = item.unit;
  const inUnit = (metres: number) => metres / unit.factor;
  const containerSides = container.metres.map(inUnit);
  const itemSides = item.metres.map(inUnit);
  const { rows, order } = bestRows(containerSides, itemSides);
  const count = product(rows);
  const ratio = product(containerSides) / product(itemSides);
  const exact = Math.abs(ratio - count) <= 1e-9 * Math.max(1, ratio);
  // With space left over, rows of one orientation are still the most when the volume leaves no room for
  // one more piece, however they were arranged. A floor to cover is another matter: tiles get cut.
  const mostPossible = exact || (!flat && count === Math.floor(ratio + 1e-9));
  const noun = group(piece, 2);
  const feminine = piece[1] === undefined ? /as?$/.test(group(piece, 2)) : piece[1] === 'a';
  const howMany = feminine ? 'Cuántas' : 'Cuántos';
  const plural = noun.endsWith('s') ? noun : `${noun}${/[aeiou]$/.test(noun) ? 's' : 'es'}`;
  const power = flat ? '²' : '³';
  const measure = flat ? 'superficie' : 'volumen';
  const theMeasure = flat ? 'la superficie' : 'el volumen';
  const side = (shape: Shape) =>
    shape.written.length === 1 ? `${shape.written[0]} de ${flat ? 'lado' : 'arista'}` : times(shape.written);

  const sameUnits = container.written.every((w) => w.endsWith(` ${unit.symbol}`));
  const steps = [
    sameUnits
      ? `Las medidas ya están en ${unit.symbol}: ${times(containerSides.map((s) => `${fmt(s, 4)} ${unit.symbol}`))}.`
      : `Pasá todas las medidas a ${unit.symbol}, la unidad de las piezas: ${side(container)} = ${times(containerSides.map((s) => `${fmt(s, 4)} ${unit.symbol}`))}.`,
    `Contá cuántas entran enteras a lo largo de cada medida${order.some((o, i) => o !== i) ? ' (con las piezas giradas para que entren más)' : ''}: ${containerSides
      .map(
        (side, i) =>
          `${fmt(side, 4)} / ${fmt(at(itemSides, at(order, i, 'axis'), 'side of the piece'), 4)} → ${rows[i]}`,
      )
      .join('; ')}.`,
    `Multiplicá: ${rows.join(' · ')} = ${fmt(count, 0)}.`,
    `Controlá con ${theMeasure}: ${fmt(product(containerSides), 4)} ${unit.symbol}${power} / ${fmt(product(itemSides), 4)} ${unit.symbol}${power} ${exact ? '=' : '≈'} ${fmt(ratio, 4)}${
      exact
        ? ': coincide, así que no sobra lugar y ninguna otra forma de acomodarlas mete más'
        : mostPossible
          ? `: sobra lugar, pero no alcanza para ${fmt(count + 1, 0)}, así que ninguna otra forma de acomodarlas mete más`
          : ''
    }.`,
  ];
  const data = `${flat ? 'superficie' : 'recipiente'} de ${side(container)}; ${noun} de ${side(item)}`;
  if (mostPossible) {
    const text = [
      `## ${howMany} ${plural} entran`,
      '',
      `**Datos:** ${data}.`,
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `**${flat ? 'Hacen falta' : 'Entran'} ${fmt(count, 0)} ${plural}.**`,
      '',
      '¿Por qué hay que pasar todo a la misma unidad antes de dividir?',
    ].join('\n');
    // A number of the statement this reading did not use (a truck's load, a second box) makes it another problem.
    if (unusedData(message, text).length > 0) return undefined;
    return { text, certain: true };
  }
  // Space left over: rows of whole pieces and the volume ratio differ; the exercise decides which it wants.
  const text = [
    `## ${howMany} ${plural} entran`,
    '',
    `Así leí el enunciado: ${data}.`,
    '',
    `Todavía no te doy un resultado: las medidas no se dividen justas, así que sobra lugar y el número depende de lo que pida tu ejercicio.`,
    '',
    'Así lo encararía:',
    `1. Pasá todas las medidas a ${unit.symbol}.`,
    '2. Si tienen que entrar enteras y ordenadas en filas: dividí cada medida del recipiente por la de la pieza, quedate con la parte entera y multiplicá (probá girar la pieza).',
    `3. Si alcanza con comparar ${flat ? 'superficies' : 'volúmenes'}: dividí ${theMeasure} del recipiente por ${flat ? 'la' : 'el'} de una pieza.`,
    '',
    `¿Las ${plural} tienen que entrar enteras, sin cortarlas, o el ejercicio pide la cuenta por ${measure}? Decime cuál y lo terminamos.`,
  ].join('\n');
  return { text, certain: false };
}
