/**
 * A floating block with flat faces, as exams give it: a raft of logs «de 3 m de largo, 2 m de ancho y
 * 25 cm de alto», an ice cube «de 20 cm de arista», a wooden slab «de 2 m × 1,5 m y 20 cm de espesor», with
 * the body's density (or its mass) and the liquid's (plain water when only «agua» is named). One question
 * at a time: its mass or weight, how deep it sinks or how much sticks out, the volume under the liquid, the
 * largest load before it goes under, how many people of a mass that load is, the force that pushes it all
 * the way under, or its density and whether it floats. Every number must be one of those data. Tried
 * first by the hydrostatics declaration (hydrostatics.ts).
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber, relation } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const LENGTH_UNIT = String.raw`(mm|cm|dm|m)\b`;
const METRES: Record<string, number> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1 };

/** A statement folded, with the spans a reading took blanked, so that what is left shows unread data. */
export class Taken {
  text: string;
  constructor(readonly folded: string) {
    this.text = folded;
  }
  /** Every match of the pattern, blanked once read. */
  take(pattern: RegExp): RegExpExecArray[] {
    const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
    const found = [...this.text.matchAll(new RegExp(pattern.source, flags))];
    for (const match of found) {
      this.text =
        this.text.slice(0, match.index) +
        ' '.repeat(match[0].length) +
        this.text.slice(match.index + match[0].length);
    }
    return found as RegExpExecArray[];
  }
  /** No digit left: every number of the statement was read. */
  get allRead(): boolean {
    return !/\d/.test(this.text);
  }
}

/** Folded, spaces collapsed, «101 300» read as one number. */
export const foldedStatement = (problem: string) =>
  foldText(withoutOptions(problem))
    .replace(/\s+/g, ' ')
    .replace(/(\d) (\d{3})(?![\d,.])/g, '$1$2');

export const num = (raw: string | undefined): number =>
  raw === undefined ? Number.NaN : (readNumber(raw) ?? Number.NaN);

/** «g = 9,8 m/s²», taken; undefined when the statement gives none. */
export function readGravity(taken: Taken): number | undefined {
  const [g] = taken.take(/\bg\s*=\s*(\d+(?:[.,]\d+)?)\s*m\/s(?:²|2|\^2)/);
  return g ? num(g[1]) : undefined;
}

export const LIQUID_WORDS = /(?:agua|mar|liquido|lago|rio|aceite|alcohol|mercurio|glicerina|nafta|oceano)/g;
const BODY_WORDS =
  /(?:madera|hielo|cubo|balsa|cuerpo|bloque|corcho|tronco|plancha|tabla|material|pieza|prisma)/g;

/** «1,03 g/cm³», «1.000 kg/m³»: densities in kg/m³, each with whether the words before it name a liquid. */
export function readDensities(taken: Taken): { value: number; liquid: boolean; index: number }[] {
  return taken
    .take(new RegExp(`${NUM}\\s*(kg\\s*/\\s*m(?:³|3|\\^3)|g\\s*/\\s*cm(?:³|3|\\^3)|g\\s*/\\s*ml)`))
    .map((m) => {
      const before = taken.folded.slice(Math.max(0, m.index - 45), m.index);
      const lastOf = (words: RegExp) => Math.max(-1, ...[...before.matchAll(words)].map((w) => w.index));
      const value = num(m[1]) * (/^kg/.test(m[2] ?? '') ? 1 : 1000);
      return { value, liquid: lastOf(LIQUID_WORDS) > lastOf(BODY_WORDS), index: m.index };
    });
}

interface Block {
  /** Horizontal measures and the height, in metres. */
  length: number;
  width: number;
  height: number;
  /** The measures as written. */
  said: string;
  cube: boolean;
}

function readBlock(taken: Taken): Block | undefined {
  const edge = taken.take(new RegExp(`${NUM}\\s*${LENGTH_UNIT}\\s*de arista`));
  if (edge.length === 1) {
    const a = num(edge[0]?.[1]) * (METRES[edge[0]?.[2] ?? ''] ?? Number.NaN);
    return { length: a, width: a, height: a, said: `arista ${edge[0]?.[1]} ${edge[0]?.[2]}`, cube: true };
  }
  if (edge.length > 1) return undefined;
  const named = taken.take(
    new RegExp(`${NUM}\\s*${LENGTH_UNIT}\\s*de (largo|ancho|alto|altura|espesor|profundidad)`),
  );
  const crossed = taken.take(
    new RegExp(`${NUM}\\s*${LENGTH_UNIT}\\s*(?:×|x|por)\\s*${NUM}\\s*${LENGTH_UNIT}`),
  );
  const metres = (value: string | undefined, unit: string | undefined) =>
    num(value) * (METRES[unit ?? ''] ?? Number.NaN);
  const heights = named.filter((m) => /alt|espesor|profundidad/.test(m[3] ?? ''));
  const flats = named.filter((m) => !/alt|espesor|profundidad/.test(m[3] ?? ''));
  const [height] = heights;
  if (heights.length !== 1 || !height) return undefined;
  let sides: number[];
  let said: string[];
  if (crossed.length === 1 && flats.length === 0) {
    const c = crossed[0];
    sides = [metres(c?.[1], c?.[2]), metres(c?.[3], c?.[4])];
    said = [`${c?.[1]} ${c?.[2]} × ${c?.[3]} ${c?.[4]}`];
  } else if (crossed.length === 0 && flats.length === 2) {
    sides = flats.map((m) => metres(m[1], m[2]));
    said = flats.map((m) => `${m[3]} ${m[1]} ${m[2]}`);
  } else return undefined;
  return {
    length: sides[0] ?? Number.NaN,
    width: sides[1] ?? Number.NaN,
    height: metres(height[1], height[2]),
    said: [...said, `${height[3]} ${height[1]} ${height[2]}`].join('; '),
    cube: false,
  };
}

type Asked =
  | 'persons'
  | 'load'
  | 'push'
  | 'out'
  | 'depth'
  | 'underVolume'
  | 'fraction'
  | 'weight'
  | 'mass'
  | 'density'
  | 'buoyancy';

const QUESTION_START =
  /¿|\b(?:exprese|expresela|expresar|expresa|halle|halla|hallar|calcule|calcula|calcular|determine|determina|determinar|indique|indica|obtene|obtenga|cuanto|cuanta|cuantos|cuantas)\b/;

/** The question, from its first word of asking to the end. */
export function questionOf(folded: string): string | undefined {
  const at = QUESTION_START.exec(folded);
  return at ? folded.slice(at.index) : undefined;
}

function askedOf(question: string): Asked[] {
  const asked: Asked[] = [];
  if (/cuantas personas/.test(question)) asked.push('persons');
  else if (
    /carga maxima|masa maxima|(?:carga|masa|peso)[^?.]*(?:puede (?:llevar|soportar|transportar)|hay que (?:apoyar|colocar|poner|agregar)|se (?:puede|debe) (?:apoyar|colocar|poner|agregar))/.test(
      question,
    )
  )
    asked.push('load');
  else if (/fuerza[^?.]*(?:sumergir|hundir)/.test(question)) asked.push('push');
  else {
    if (
      /sobresale|emerge|por encima (?:del (?:agua|nivel|liquido)|de la superficie)|fuera del (?:agua|liquido)/.test(
        question,
      )
    )
      asked.push('out');
    if (/volumen[^?.]*sumergid|volumen[^?.]*(?:bajo|debajo del) (?:el )?agua/.test(question))
      asked.push('underVolume');
    else if (/(?:fraccion|porcentaje|que parte)[^?.]*sumergid/.test(question)) asked.push('fraction');
    else if (/(?:profundidad|altura|cuanto)[^?.]*(?:sumergid|se hunde|hundid)|calado/.test(question))
      asked.push('depth');
    if (/cuanto pesa|\bel peso\b|\bsu peso\b/.test(question)) asked.push('weight');
    else if (/\bla masa\b|\bsu masa\b/.test(question)) asked.push('mass');
    if (/densidad/.test(question)) asked.push('density');
    if (/\bempuje\b/.test(question)) asked.push('buoyancy');
  }
  return asked;
}

const lengthIn = (metres: number, question: string, height: number) => {
  const unit = /\bcm\b|centimetro/.test(question)
    ? 'cm'
    : /\ben m\b|metros/.test(question)
      ? 'm'
      : height < 1
        ? 'cm'
        : 'm';
  const value = unit === 'cm' ? metres * 100 : metres;
  return `${relation(value)} ${fmt(value)} ${unit}`;
};

/** A floating block's one asked quantity; undefined when the statement is not one or a datum is unread. */
export function solveFloatingBlock(problem: string): SolverReply | undefined {
  const folded = foldedStatement(problem);
  const question = questionOf(folded);
  if (!question) return undefined;
  const stem = folded.slice(0, folded.length - question.length);
  // Held under, hung from a thread or layered: not a body floating free.
  if (
    !/flota|balsa|sobresale|emerge|sumergid|sumergir|hundir/.test(folded) ||
    /\bcapa\b|tubo|manometro|embolo|hilo|dinamometro|cuelga|colgad|atad|sujet|amarrad|se sumerge|totalmente|por completo|completamente/.test(
      stem,
    )
  )
    return undefined;
  const asked = askedOf(question);
  const onlyDensity = asked.length === 1 && asked[0] === 'density';
  const densityAndFloats = asked.length === 1 && asked[0] === 'density' && /flota|se hunde/.test(question);
  if (asked.length !== 1 && !onlyDensity) return undefined;
  const taken = new Taken(folded);
  const g = readGravity(taken);
  const block = readBlock(taken);
  if (!block || ![block.length, block.width, block.height].every((x) => x > 0)) return undefined;
  const densities = readDensities(taken);
  const masses = taken.take(new RegExp(`${NUM}\\s*(kg|g)\\s*de masa|masa de ${NUM}\\s*(kg|g)\\b`));
  const persons = taken.take(new RegExp(`personas de ${NUM}\\s*kg`));
  if (!taken.allRead || densities.length > 2 || masses.length > 1) return undefined;
  const liquids = densities.filter((d) => d.liquid);
  const bodies = densities.filter((d) => !d.liquid);
  if (liquids.length > 1 || bodies.length + masses.length !== 1) return undefined;
  const volume = block.length * block.width * block.height;
  let rhoLiquid = liquids[0]?.value;
  if (rhoLiquid === undefined) {
    // Only plain water goes without its density: another liquid must give it.
    const named = [...folded.matchAll(LIQUID_WORDS)].map((m) => m[0]);
    if (!named.includes('agua') || named.some((w) => !['agua', 'lago', 'rio'].includes(w))) return undefined;
    if (/agua de mar|salad/.test(folded)) return undefined;
    rhoLiquid = 1000;
  }
  const mass0 = masses[0];
  const massKg = mass0 ? num(mass0[1] ?? mass0[3]) * ((mass0[2] ?? mass0[4]) === 'g' ? 0.001 : 1) : undefined;
  const rhoBody = bodies[0]?.value ?? (massKg === undefined ? Number.NaN : massKg / volume);
  if (!(rhoBody > 0) || !(rhoLiquid > 0)) return undefined;
  const floats = rhoBody < rhoLiquid;
  const kind = asked[0];
  const needsG = kind === 'weight' || kind === 'push' || kind === 'buoyancy';
  if (needsG && g === undefined) return undefined;
  if (kind === 'persons' && persons.length !== 1) return undefined;
  if (!floats && !densityAndFloats && kind !== 'mass' && kind !== 'weight') return undefined;
  const fraction = rhoBody / rhoLiquid;
  const vol = (m3: number) =>
    /cm³|cm3|cm\^3|centimetros cubicos/.test(question) || (block.height < 1 && !/m³|m3|litro/.test(question))
      ? `${relation(m3 * 1e6)} ${fmt(m3 * 1e6)} cm³`
      : `${relation(m3)} ${fmt(m3, 4)} m³`;
  const data = [
    block.cube ? `cubo de ${block.said}` : block.said,
    bodies[0] ? `ρ del cuerpo = ${fmt(rhoBody)} kg/m³` : `m = ${fmt(massKg ?? 0, 4)} kg`,
    `ρ del líquido = ${fmt(rhoLiquid)} kg/m³${liquids.length ? '' : ' (agua)'}`,
    ...(g === undefined ? [] : [`g = ${fmt(g)} m/s²`]),
  ].join('; ');
  const steps: string[] = [
    `Volumen del cuerpo: V = ${fmt(block.length, 4)} m · ${fmt(block.width, 4)} m · ${fmt(block.height, 4)} m = ${fmt(volume, 6)} m³.`,
  ];
  if (!bodies[0])
    steps.push(
      `Su densidad: ρ = m/V = ${fmt(massKg ?? 0, 4)} kg / ${fmt(volume, 6)} m³ ${relation(rhoBody)} ${fmt(rhoBody)} kg/m³.`,
    );
  const m = rhoBody * volume;
  const floatStep = `Flota: el empuje iguala al peso, ρ_líq · V_sum · g = ρ_cuerpo · V · g, así que V_sum/V = ρ_cuerpo/ρ_líq = ${fmt(fraction, 4)}.`;
  let answer: string;
  let title = 'Cuerpo que flota';
  switch (kind) {
    case 'mass':
      steps.push(`Masa: m = ρ · V = ${fmt(rhoBody)} · ${fmt(volume, 6)} ${relation(m)} ${fmt(m)} kg.`);
      answer = `**m ${relation(m)} ${fmt(m)} kg**`;
      break;
    case 'weight': {
      const w = m * (g ?? 0);
      steps.push(
        `Masa: m = ρ · V ${relation(m)} ${fmt(m)} kg.`,
        `Peso: P = m · g = ${fmt(m)} · ${fmt(g ?? 0)} ${relation(w)} ${fmt(w)} N.`,
      );
      answer = `**P ${relation(w)} ${fmt(w)} N**`;
      break;
    }
    case 'depth': {
      const h = fraction * block.height;
      steps.push(
        floatStep,
        `Como las caras son planas y horizontales, la altura sumergida es esa fracción de la altura: h = ${fmt(fraction, 4)} · ${fmt(block.height, 4)} m ${relation(h, 4)} ${fmt(h, 4)} m.`,
      );
      answer = `**h ${lengthIn(h, question, block.height)} sumergidos**`;
      break;
    }
    case 'out': {
      const h = (1 - fraction) * block.height;
      steps.push(
        floatStep,
        `Queda fuera la fracción restante de la altura: h = (1 − ${fmt(fraction, 4)}) · ${fmt(block.height, 4)} m ${relation(h, 4)} ${fmt(h, 4)} m.`,
      );
      answer = `**Sobresale h ${lengthIn(h, question, block.height)}**`;
      break;
    }
    case 'underVolume': {
      const v = fraction * volume;
      steps.push(
        floatStep,
        `V_sum = ${fmt(fraction, 4)} · ${fmt(volume, 6)} m³ ${relation(v, 6)} ${fmt(v, 6)} m³.`,
      );
      answer = `**V_sum ${vol(v)}**`;
      break;
    }
    case 'fraction':
      steps.push(floatStep);
      answer = `**Queda sumergida la fracción ${fmt(fraction, 4)} del volumen (${fmt(fraction * 100)} %)**`;
      break;
    case 'density':
      answer = `**ρ ${relation(rhoBody)} ${fmt(rhoBody)} kg/m³ = ${fmt(rhoBody / 1000, 4)} g/cm³${densityAndFloats ? `: ${floats ? 'flota' : 'se hunde'}` : ''}**`;
      if (densityAndFloats)
        steps.push(
          `Compará con el líquido (${fmt(rhoLiquid)} kg/m³): ${floats ? 'es menos denso, así que flota' : 'es más denso, así que se hunde'}.`,
        );
      title = 'Densidad de un cuerpo en un líquido';
      break;
    case 'buoyancy': {
      const e = m * (g ?? 0);
      steps.push(
        `Masa: m = ρ · V ${relation(m)} ${fmt(m)} kg.`,
        `Flotando en equilibrio, el empuje iguala al peso: E = m · g ${relation(e)} ${fmt(e)} N.`,
      );
      answer = `**E ${relation(e)} ${fmt(e)} N**`;
      break;
    }
    case 'load':
    case 'persons': {
      const load = (rhoLiquid - rhoBody) * volume;
      steps.push(
        `Con el cuerpo entero bajo el líquido (justo al ras), el empuje es ρ_líq · V · g; tiene que sostener el peso del cuerpo más la carga.`,
        `Carga máxima: m = (ρ_líq − ρ_cuerpo) · V = (${fmt(rhoLiquid)} − ${fmt(rhoBody)}) · ${fmt(volume, 6)} ${relation(load)} ${fmt(load)} kg.`,
      );
      if (kind === 'load') answer = `**m ${relation(load)} ${fmt(load)} kg**`;
      else {
        const each = num(persons[0]?.[1]);
        const count = Math.floor(load / each + 1e-9);
        steps.push(
          `Personas de ${fmt(each)} kg: ${fmt(load)} / ${fmt(each)} ${relation(load / each)} ${fmt(load / each)}; se redondea para abajo.`,
        );
        answer = `**Pueden subir como máximo ${count} personas**`;
      }
      break;
    }
    case 'push': {
      const f = (rhoLiquid - rhoBody) * volume * (g ?? 0);
      steps.push(
        'Sumergido del todo, el empuje es ρ_líq · V · g; la fuerza hacia abajo cubre lo que el empuje supera al peso.',
        `F = (ρ_líq − ρ_cuerpo) · V · g = (${fmt(rhoLiquid)} − ${fmt(rhoBody)}) · ${fmt(volume, 6)} · ${fmt(g ?? 0)} ${relation(f)} ${fmt(f)} N.`,
      );
      answer = `**F ${relation(f)} ${fmt(f)} N**`;
      break;
    }
    default:
      return undefined;
  }
  return {
    text: workedReply({
      title,
      data,
      steps,
      answer,
      closing: '¿Qué pasaría con la parte sumergida si el mismo cuerpo flotara en un líquido más denso?',
    }),
    certain: true,
  };
}
