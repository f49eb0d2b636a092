/** Word problems of uniform (MRU) and uniformly accelerated motion (MRUV), free fall and vertical throws. */

import { at } from '../../../../shared/lib/must.ts';
import { GRAVITY } from '../../science/constants.ts';
import { asksAnotherUnit } from './asked-unit.ts';
import { group } from './groups.ts';
import { fmt, fmtResult, NUMBER_SOURCE, parseNumber, relation, tex, texRelation } from './numbers.ts';
import { askedPart, changesADatum } from './physics.ts';
import { workedReply } from './reply.ts';
import { nthSecondAsked, spelledTimes, spellOutTimes } from './spelled-times.ts';
import {
  findBareUnits,
  findQuantities,
  foldForUnits,
  type Quantity,
  toBase,
  type Unit,
  unitBySymbol,
} from './units.ts';

type Variable = 'v0' | 'v' | 'a' | 't' | 'd';
type Knowns = Partial<Record<Variable, number>>;

const names: Record<Variable, { tex: string; plain: string; unit: string; texUnit: string }> = {
  v0: { tex: 'v_0', plain: 'v₀', unit: 'm/s', texUnit: '\\text{m/s}' },
  v: { tex: 'v', plain: 'v', unit: 'm/s', texUnit: '\\text{m/s}' },
  a: { tex: 'a', plain: 'a', unit: 'm/s²', texUnit: '\\text{m/s}^2' },
  t: { tex: 't', plain: 't', unit: 's', texUnit: '\\text{s}' },
  d: { tex: 'd', plain: 'd', unit: 'm', texUnit: '\\text{m}' },
};

/** «¿Cuál es la altura de la torre?»: the height of the place a body was thrown from. */
const LAUNCH_HEIGHT =
  /altura (?:de la|del) (?:torre|edificio|terraza|azotea|acantilado|puente|balcon|precipicio|barranco|risco)|(?:que altura|cuanto mide|que alto) (?:tiene )?(?:la|el) (?:torre|edificio|acantilado|puente|barranco)|desde que altura/;

const cues = {
  // From rest down to the ground is a fall however it is told («parte del reposo… llega al suelo»).
  fall: /caida libre|\bse (?:cae|cayo)\b|tiempo de caida|caida hasta|reposo[^?]*\b(?:llega|toca|impacta)\w* (?:al|el|contra el) (?:suelo|piso)|(se )?(deja|dejan|dejo|dejamos|dejar) caer|se suelta|se solto|soltar|suelta desde|cae desde|cae de|caer desde|cae libremente|cayendo desde|(?:debe|tiene que|tendria que) caer\b/,
  // Thrown down: gravity as in a fall, but it starts with the speed it was given.
  down: /(?:lanza|lanzad|arroja|tira|dispara)\w*[^.?]{0,40}\bhacia abajo\b/,
  up: /hacia arriba|verticalmente hacia arriba|tiro vertical/,
  // «v₀ = 0» in a list of data says the same as «parte del reposo».
  // «v₀ = 0» in a list of data says the same as «parte del reposo», and so does «arranca» unless a
  // speed follows it («arranca a 20 m/s» is a start at that speed).
  rest: /reposo|\bv(?:₀|0|o|i)\s*=\s*0(?![\d,.])|\barranca\w*\b(?![^.;,]{0,12}\ba\s+\d)/,
  stop: /se detiene|detenerse|deteniendose|hasta parar|hasta frenar|queda detenido|hasta quedar quieto|frenar por completo|en detenerse|se para/,
  brake: /frena|desacelera|desaceleracion|frenado|retarda|\bpierde\b/,
  // «parte con 5 m/s y a los 10 s su velocidad es 25 m/s»: a speed that changes is an accelerated motion.
  accelerated:
    /acelera|aceleracion|mruv|uniformemente|variado|frena|reposo|arranca\w*\b(?![^.;,]{0,12}\ba\s+\d)|detiene|detenerse|hasta parar|caida|cae|lanza|a los \d+(?:[.,]\d+)? ?(?:s|seg|segundos)\b[^.;]{0,20}\b(?:su velocidad|su rapidez) (?:es|vale|pasa a|llega a)/,
  motion:
    /recorre|recorrio|velocidad|rapidez|tarda|tardo|demora|distancia|auto|movil|tren|moto|colectivo|corredor|ciclista|camion|avion|piedra|pelota|objeto|cuerpo|viaja|circula|mru|acelera|frena|cae|lanza|altura/,
  final:
    /(final|hasta|alcanza|alcanzar|alcanzo|llega|llegar|llego|pasa a|adquiere|termina|tendra|tiene al|del reposo a)[^,.;¿?]*$/,
  // Waves, sound and light have their own formulas (an echo travels the distance twice).
  // (A traffic light's «luz verde» is no light.)
  notMotion:
    /\b(ondas?|cresta|valle|frecuencia|eco|sonido|luz(?! (?:verde|roja|amarilla))|periodo|oscila|pendulo|resorte|campo|carga)\b/,
  change:
    /\bpasa de\b|aumenta|reduce|disminuye|cambia|varia|increment|\bde [\d.,]+ ?(?:m\/s|km\/h) (?:a|hasta)\b/,
  maxHeight: /altura maxima|punto mas alto|hasta que altura|que altura (alcanza|maxima|llega)/,
  riseTime:
    /(tiempo|tarda|demora|en que (?:momento|instante)|\bcuando\b)[^,.;]*(subir|subida|alcanza\w* la altura|llega\w* a la altura|punto mas alto|altura maxima)/,
  flightTime:
    /tiempo (?:total )?de vuelo|dura(?:cion)? (?:de|d)?el vuelo|vuelve|vuelva|volver|regresa|regrese|regresar|vuelta al punto|(?:permanece|permanecio|permanecera|esta|estuvo|estara|se mantiene|se mantuvo) en el aire|tiempo total en el aire/,
};

const targets: [Variable, RegExp][] = [
  [
    'v0',
    /velocidad inicial|a que (?:velocidad|rapidez) (?:iba|venia|circulaba|marchaba|viajaba|se movia|se desplazaba)|(?:velocidad|rapidez) (?:que )?(?:llevaba|traia|tenia) (?:antes|al (?:empezar|comenzar))|con que velocidad (se|fue|hay que) lanz|con que velocidad (se|hay que) (arroj|tir)/,
  ],
  ['a', /aceleracion|cuanto acelera|desaceleracion/],
  ['v', /velocidad|rapidez|que tan rapido/],
  [
    't',
    /tiempo|tarda|tardo|demora|demoro|cuanto dura|en cuanto|cuantos segundos|cuantas horas|cuantos minutos|\bcuando\b|en que (?:momento|instante)/,
  ],
  [
    'd',
    /distancia|recorre|recorrio|recorrido|altura|posicion|cuantos metros|cuantos kilometros|cuantos km|espacio|desplazamiento|se desplaza|cuanto avanza|hasta donde|profundidad|de alto/,
  ],
];

interface Step {
  formula: string;
  compute: (k: Required<Knowns>) => number;
  /** The formula with the numbers in, without the result. */
  substitute: (k: Required<Knowns>) => string;
}

const n = (value: number) => tex(value, 4, true);

/** For each unknown, the formulas that give it and which knowns each needs, most direct first. */
const formulas: Record<Variable, { needs: Variable[]; when?: (k: Knowns) => boolean; step: Step }[]> = {
  v: [
    {
      needs: ['v0', 'a', 't'],
      step: {
        formula: 'v = v_0 + a \\cdot t',
        compute: (k) => k.v0 + k.a * k.t,
        substitute: (k) => `${n(k.v0)} + ${n(k.a)} \\cdot ${n(k.t)}`,
      },
    },
    {
      needs: ['v0', 'a', 'd'],
      step: {
        formula: 'v^2 = v_0^2 + 2 \\cdot a \\cdot d \\Rightarrow v = \\sqrt{v_0^2 + 2ad}',
        compute: (k) => Math.sqrt(k.v0 ** 2 + 2 * k.a * k.d),
        substitute: (k) => `\\sqrt{${n(k.v0)}^2 + 2 \\cdot ${n(k.a)} \\cdot ${n(k.d)}}`,
      },
    },
    {
      needs: ['v0', 't', 'd'],
      step: {
        formula: 'd = \\frac{v_0 + v}{2} \\cdot t \\Rightarrow v = \\frac{2d}{t} - v_0',
        compute: (k) => (2 * k.d) / k.t - k.v0,
        substitute: (k) => `\\frac{2 \\cdot ${n(k.d)}}{${n(k.t)}} - ${n(k.v0)}`,
      },
    },
  ],
  d: [
    {
      needs: ['v0', 'a', 't'],
      step: {
        formula: 'd = v_0 \\cdot t + \\frac{1}{2} a \\cdot t^2',
        compute: (k) => k.v0 * k.t + 0.5 * k.a * k.t ** 2,
        substitute: (k) => `${n(k.v0)} \\cdot ${n(k.t)} + \\frac{1}{2} \\cdot ${n(k.a)} \\cdot ${n(k.t)}^2`,
      },
    },
    {
      needs: ['v0', 'v', 'a'],
      step: {
        formula: 'v^2 = v_0^2 + 2 \\cdot a \\cdot d \\Rightarrow d = \\frac{v^2 - v_0^2}{2a}',
        compute: (k) => (k.v ** 2 - k.v0 ** 2) / (2 * k.a),
        substitute: (k) => `\\frac{${n(k.v)}^2 - ${n(k.v0)}^2}{2 \\cdot ${n(k.a)}}`,
      },
    },
    {
      needs: ['v0', 'v', 't'],
      step: {
        formula: 'd = \\frac{v_0 + v}{2} \\cdot t',
        compute: (k) => ((k.v0 + k.v) / 2) * k.t,
        substitute: (k) => `\\frac{${n(k.v0)} + ${n(k.v)}}{2} \\cdot ${n(k.t)}`,
      },
    },
  ],
  t: [
    {
      needs: ['v0', 'v', 'a'],
      step: {
        formula: 'v = v_0 + a \\cdot t \\Rightarrow t = \\frac{v - v_0}{a}',
        compute: (k) => (k.v - k.v0) / k.a,
        substitute: (k) => `\\frac{${n(k.v)} - ${n(k.v0)}}{${n(k.a)}}`,
      },
    },
    {
      needs: ['v0', 'v', 'd'],
      step: {
        formula: 'd = \\frac{v_0 + v}{2} \\cdot t \\Rightarrow t = \\frac{2d}{v_0 + v}',
        compute: (k) => (2 * k.d) / (k.v0 + k.v),
        substitute: (k) => `\\frac{2 \\cdot ${n(k.d)}}{${n(k.v0)} + ${n(k.v)}}`,
      },
    },
    {
      needs: ['v0', 'a', 'd'],
      when: (k) => k.v0 === 0,
      step: {
        formula: 'd = \\frac{1}{2} a \\cdot t^2 \\Rightarrow t = \\sqrt{\\frac{2d}{a}}',
        compute: (k) => Math.sqrt((2 * k.d) / k.a),
        substitute: (k) => `\\sqrt{\\frac{2 \\cdot ${n(k.d)}}{${n(k.a)}}}`,
      },
    },
    {
      needs: ['v0', 'a', 'd'],
      // Back where it started: d = 0 has the root t = 0 (the launch) and the one that answers.
      when: (k) => k.d === 0 && k.v0 !== 0,
      step: {
        formula: '0 = v_0 \\cdot t + \\frac{1}{2} a \\cdot t^2 \\Rightarrow t = -\\frac{2 v_0}{a}',
        compute: (k) => (-2 * k.v0) / k.a,
        substitute: (k) => `-\\frac{2 \\cdot ${n(k.v0)}}{${n(k.a)}}`,
      },
    },
    {
      needs: ['v0', 'a', 'd'],
      step: {
        formula:
          'd = v_0 \\cdot t + \\frac{1}{2} a \\cdot t^2 \\Rightarrow t = \\frac{-v_0 + \\sqrt{v_0^2 + 2ad}}{a} \\text{ (la primera raíz positiva de la resolvente)}',
        compute: (k) => positiveTime(k.a, k.v0, k.d),
        substitute: (k) =>
          `\\frac{-${n(k.v0)} + \\sqrt{${n(k.v0)}^2 + 2 \\cdot ${n(k.a)} \\cdot ${n(k.d)}}}{${n(k.a)}}`,
      },
    },
  ],
  a: [
    {
      needs: ['v0', 'v', 't'],
      step: {
        formula: 'a = \\frac{v - v_0}{t}',
        compute: (k) => (k.v - k.v0) / k.t,
        substitute: (k) => `\\frac{${n(k.v)} - ${n(k.v0)}}{${n(k.t)}}`,
      },
    },
    {
      needs: ['v0', 'v', 'd'],
      step: {
        formula: 'v^2 = v_0^2 + 2 \\cdot a \\cdot d \\Rightarrow a = \\frac{v^2 - v_0^2}{2d}',
        compute: (k) => (k.v ** 2 - k.v0 ** 2) / (2 * k.d),
        substitute: (k) => `\\frac{${n(k.v)}^2 - ${n(k.v0)}^2}{2 \\cdot ${n(k.d)}}`,
      },
    },
    {
      needs: ['v0', 't', 'd'],
      step: {
        formula: 'd = v_0 \\cdot t + \\frac{1}{2} a \\cdot t^2 \\Rightarrow a = \\frac{2(d - v_0 t)}{t^2}',
        compute: (k) => (2 * (k.d - k.v0 * k.t)) / k.t ** 2,
        substitute: (k) => `\\frac{2 \\cdot (${n(k.d)} - ${n(k.v0)} \\cdot ${n(k.t)})}{${n(k.t)}^2}`,
      },
    },
  ],
  v0: [
    {
      needs: ['v', 'a', 't'],
      step: {
        formula: 'v = v_0 + a \\cdot t \\Rightarrow v_0 = v - a \\cdot t',
        compute: (k) => k.v - k.a * k.t,
        substitute: (k) => `${n(k.v)} - ${n(k.a)} \\cdot ${n(k.t)}`,
      },
    },
    {
      needs: ['v', 'a', 'd'],
      step: {
        formula: 'v^2 = v_0^2 + 2ad \\Rightarrow v_0 = \\sqrt{v^2 - 2ad}',
        compute: (k) => Math.sqrt(k.v ** 2 - 2 * k.a * k.d),
        substitute: (k) => `\\sqrt{${n(k.v)}^2 - 2 \\cdot ${n(k.a)} \\cdot ${n(k.d)}}`,
      },
    },
    {
      needs: ['a', 't', 'd'],
      step: {
        formula:
          'd = v_0 \\cdot t + \\frac{1}{2} a \\cdot t^2 \\Rightarrow v_0 = \\frac{d}{t} - \\frac{1}{2} a \\cdot t',
        compute: (k) => k.d / k.t - 0.5 * k.a * k.t,
        substitute: (k) => `\\frac{${n(k.d)}}{${n(k.t)}} - \\frac{1}{2} \\cdot ${n(k.a)} \\cdot ${n(k.t)}`,
      },
    },
    {
      needs: ['v', 't', 'd'],
      step: {
        formula: 'v_0 = \\frac{2d}{t} - v',
        compute: (k) => (2 * k.d) / k.t - k.v,
        substitute: (k) => `\\frac{2 \\cdot ${n(k.d)}}{${n(k.t)}} - ${n(k.v)}`,
      },
    },
  ],
};

/** The first positive root of ½·a·t² + v0·t − d = 0 (or t = d / v0 when a = 0). */
function positiveTime(a: number, v0: number, d: number): number {
  if (Math.abs(a) < 1e-12) return d / v0;
  const disc = v0 * v0 + 2 * a * d;
  if (disc < 0) return Number.NaN;
  const roots = [(-v0 + Math.sqrt(disc)) / a, (-v0 - Math.sqrt(disc)) / a].filter((t) => t > 1e-9);
  return roots.length ? Math.min(...roots) : Number.NaN;
}

function planFor(target: Variable, knowns: Knowns) {
  return formulas[target].find(
    ({ needs, when }) => needs.every((v) => knowns[v] !== undefined) && (!when || when(knowns)),
  );
}

const quantityText = (q: Quantity) => `${fmt(q.value, 4)} ${q.unit.symbol}`;

function gravityOf(folded: string): number {
  const match = new RegExp(`\\bg\\s*=\\s*(${NUMBER_SOURCE})`).exec(folded);
  return match ? parseNumber(group(match, 1)) : GRAVITY;
}

/** The imperative an exam asks with («Calcular: …», «Determine la altura…», «Se pide: …»), «se halla» aside. */
const IMPERATIVE =
  /\b(?:calcul(?:ar|e|en|a)|determin(?:ar|e|en|a)|(?<!\bse )hall(?:ar|e|en|a)|se pide|encontr(?:ar|a)|encuentre|obten(?:er|ga)|averigu(?:ar|e)|expres(?:ar|e|en|a)|indic(?:ar|a)|indiquen?)\b/g;

/**
 * From the last "¿"; else from the last imperative that asks («…llega al agua 2 s después. Calcular: la
 * altura del puente»); for an exam stem that ends in ":" ("…, la distancia que recorre es:"), its last
 * sentence.
 */
function questionPart(folded: string): string {
  const mark = folded.lastIndexOf('¿');
  if (mark >= 0) return folded.slice(mark);
  const imperative = [...folded.matchAll(IMPERATIVE)].at(-1);
  if (imperative && folded.slice(imperative.index).replace(/[\s.:;]+$/, '').length > imperative[0].length)
    return folded.slice(imperative.index);
  const text = folded.trim();
  if (!text.endsWith(':')) return folded;
  const start = text.lastIndexOf('. ', text.length - 2);
  return start >= 0 ? text.slice(start + 2) : text;
}

/** The variables the question names, in the order it names them. */
function askedVariables(question: string): Variable[] {
  return targets
    .map(([variable, cue]) => ({ variable, at: question.search(cue) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ variable }) => variable);
}

/** The unit the question wants the answer in ("¿… en m/s?"), when it names one of that dimension. */
function requestedUnit(question: string, dimension: Unit['dimension']): Unit | undefined {
  return findBareUnits(question, findQuantities(question)).find((bare) => bare.unit.dimension === dimension)
    ?.unit;
}

/** "**v = 75 km/h**" plus the same value in the unit the question asked for, or a handy equivalent. */
function resultLine(
  label: string,
  value: number,
  unit: Unit,
  wanted: Unit | undefined,
  equivalent: string,
): string {
  if (wanted && wanted !== unit) {
    const converted = (value * unit.factor) / wanted.factor;
    return `**${label} ${relation(converted)} ${shown(converted)} ${wanted.symbol}** (${relation(value)} ${shown(value)} ${unit.symbol})`;
  }
  return `**${label} ${relation(value)} ${shown(value)} ${unit.symbol}**${equivalent}`;
}

/** A result as the reply states it: a tiny one (a bullet stops in 0,0005 s) keeps its digits, never «≈ 0». */
const shown = (value: number) => (value !== 0 && Math.abs(value) < 0.005 ? fmtResult(value) : fmt(value));

const dimensionOf: Record<Variable, Unit['dimension']> = {
  v0: 'speed',
  v: 'speed',
  a: 'acceleration',
  t: 'time',
  d: 'length',
};
/** The unknowns of uniform motion (MRU) and what each measures. */
const UNIFORM_DIMENSIONS = { v: 'speed', d: 'length', t: 'time' } as const;
const isUniform = (variable: Variable): variable is keyof typeof UNIFORM_DIMENSIONS =>
  variable in UNIFORM_DIMENSIONS;
const siUnit = (variable: Variable) =>
  unitBySymbol({ v0: 'm/s', v: 'm/s', a: 'm/s²', t: 's', d: 'm' }[variable]);

function uniformMotion(folded: string, quantities: Quantity[]): string | undefined {
  const byDimension = (dimension: Unit['dimension']) =>
    quantities.find((q) => q.unit.dimension === dimension);
  const d = byDimension('length');
  const t = byDimension('time');
  const v = byDimension('speed');
  const given = [d, t, v].filter(Boolean).length;
  if (given < 2) return undefined;

  // Work in km and h when the student did; otherwise in SI.
  // A time in seconds or a length in metres beside km/h ("a 108 km/h, ¿qué distancia recorre en 20 s?") asks for SI.
  const usesKmH =
    (v ? v.unit.symbol === 'km/h' : quantities.some((q) => ['km', 'h'].includes(q.unit.symbol))) &&
    !quantities.some((q) => ['s', 'm'].includes(q.unit.symbol));
  const system = usesKmH
    ? { length: unitBySymbol('km'), time: unitBySymbol('h'), speed: unitBySymbol('km/h') }
    : { length: unitBySymbol('m'), time: unitBySymbol('s'), speed: unitBySymbol('m/s') };
  const inSystem = (q: Quantity) => toBase(q.value, q.unit) / system[q.unit.dimension as 'length'].factor;
  const conversions = [d, t, v]
    .filter((q): q is Quantity => q !== undefined && q.unit !== system[q.unit.dimension as 'length'])
    .map((q) => `${quantityText(q)} = ${fmt(inSystem(q), 4)} ${system[q.unit.dimension as 'length'].symbol}`);

  const question = questionPart(folded);
  let target: 'v' | 'd' | 't';
  if (given === 3) {
    const asked = targets.find(([variable, cue]) => isUniform(variable) && cue.test(question))?.[0];
    target = asked && isUniform(asked) ? asked : 'v';
  } else target = !v ? 'v' : !d ? 'd' : 't';
  // A question that names another unknown (an acceleration, a time when the time is given) is not this one.
  const asking = question !== folded || folded.includes('?');
  const named = asking ? askedVariables(question).filter((variable) => variable !== 'v0') : [];
  if (named.length && !named.includes(target)) return undefined;

  const dv = d ? inSystem(d) : 0;
  const tv = t ? inSystem(t) : 0;
  const vv = v ? inSystem(v) : 0;
  const u = { d: system.length.symbol, t: system.time.symbol, v: system.speed.symbol };
  const data: string[] = [];
  if (d && target !== 'd') data.push(`d = ${quantityText(d)}`);
  if (t && target !== 't') data.push(`t = ${quantityText(t)}`);
  if (v && target !== 'v') data.push(`v = ${quantityText(v)}`);

  let result: number;
  let formula: string;
  if (target === 'v') {
    result = dv / tv;
    formula = `v = \\frac{d}{t} = \\frac{${tex(dv)}\\ \\text{${u.d}}}{${tex(tv)}\\ \\text{${u.t}}}`;
  } else if (target === 'd') {
    result = vv * tv;
    formula = `d = v \\cdot t = ${tex(vv)}\\ \\text{${u.v}} \\cdot ${tex(tv)}\\ \\text{${u.t}}`;
  } else {
    result = dv / vv;
    formula = `t = \\frac{d}{v} = \\frac{${tex(dv)}\\ \\text{${u.d}}}{${tex(vv)}\\ \\text{${u.v}}}`;
  }
  if (!Number.isFinite(result)) return undefined;
  const unit = u[target];
  const rel = relation(result);
  const steps = [
    ...(conversions.length ? [`Pasá los datos a las mismas unidades: ${conversions.join('; ')}.`] : []),
    `En el MRU la velocidad es constante, así que $v = \\frac{d}{t}$. Despejá la incógnita y reemplazá: $${formula} ${rel === '=' ? '=' : '\\approx'} ${tex(result, 2)}\\ \\text{${unit}}$.`,
  ];
  let extra = '';
  if (target === 'v') {
    const other = usesKmH ? `${fmt(result / 3.6)} m/s` : `${fmt(result * 3.6)} km/h`;
    extra = ` (≈ ${other})`;
  }
  if (target === 't' && usesKmH && result < 1) extra = ` (= ${fmt(result * 60)} min)`;
  if (target === 't' && !usesKmH && result >= 60) extra = ` (= ${fmt(result / 60)} min)`;
  return [
    '## Movimiento rectilíneo uniforme (MRU)',
    '',
    `**Datos:** ${data.join('; ')}. **Incógnita:** ${target}.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    resultLine(
      // «¿Cuál es su velocidad media?» of one stretch at constant speed: the mean is that speed.
      target === 'v' && MEAN_SPEED.test(question) ? 'v_m' : target,
      result,
      system[UNIFORM_DIMENSIONS[target]],
      requestedUnit(question, dimensionOf[target]),
      extra,
    ),
    '',
    target === 'v'
      ? '¿Cuánto tardaría en recorrer el doble de distancia a esa misma velocidad?'
      : '¿Qué pasaría con el resultado si la velocidad fuera el doble?',
  ].join('\n');
}

/** A question about a point part of the way («la mitad de la altura», «la tercera parte del camino»). */
export const PART_OF_THE_WAY = /\bmitad\b|tercera parte|cuarta parte|\bun cuarto\b|tres cuartos/;

/** A question about a thrown body on its way down. */
export const DESCENDING =
  /al bajar|bajando|de bajada|cuando (?:baja|desciende|vuelve a pasar)|(?:en|durante) (?:el|su) descenso|por segunda vez|vuelve a pasar|al caer\b/;

/**
 * A question that asks a second thing after «y» («…y qué distancia recorre?», «…y con qué velocidad
 * llega?», «Calcular el tiempo de caída y la velocidad final»).
 */
const JOINED_QUESTION =
  /\by (?:con |a |en |de )?(?:que|cual|cuanto|cuanta|donde|cuando|hasta)\b|\by (?:el|la|su) (?:tiempo|velocidad|rapidez|altura|distancia|aceleracion|posicion|desplazamiento)\b/;

/**
 * The second unknown of a question that asks two joined by «y» ("¿cuánto tarda en detenerse y qué
 * distancia recorre?"), from the data and the first result; the highest point of a throw up, v₀²/(2g).
 */
function secondUnknown(
  question: string,
  first: Variable,
  knowns: Knowns,
  up: boolean,
  g: number,
): { variable: Variable; value: number; step: string } | undefined {
  if (!JOINED_QUESTION.test(question)) return undefined;
  if (up && first !== 'd' && cues.maxHeight.test(question)) {
    const v0 = knowns.v0;
    if (v0 === undefined || !(v0 > 0)) return undefined;
    const h = (v0 * v0) / (2 * g);
    return {
      variable: 'd',
      value: h,
      step: `En la altura máxima la velocidad se anula: $h_{máx} = \\frac{v_0^2}{2 g} = \\frac{${tex(v0, 4)}^2}{2 \\cdot ${tex(g, 4)}} ${relation(h) === '=' ? '=' : '\\approx'} ${tex(h, 2)}\\ \\text{m}$.`,
    };
  }
  // "¿… y cuánto tarda en volver?": the whole flight, up and down, not the rise the knowns describe.
  if (up && first !== 't' && cues.flightTime.test(question)) {
    const v0 = knowns.v0;
    if (v0 === undefined || !(v0 > 0)) return undefined;
    const t = (2 * v0) / g;
    return {
      variable: 't',
      value: t,
      step: `Vuelve al punto de partida cuando el desplazamiento es cero: sube y baja en tiempos iguales, $t = \\frac{2 v_0}{g} = \\frac{2 \\cdot ${tex(v0, 4)}}{${tex(g, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}\\ \\text{s}$.`,
    };
  }
  // A throw's time «en el aire» the flight cue did not read is no rise time: no second unknown.
  if (up && /\baire\b|\bvuelo\b/.test(question)) return undefined;
  // "velocidad" names both speeds: the one answered first is the one asked.
  const speeds: Variable[] = ['v', 'v0'];
  const [variable, ...more] = askedVariables(question).filter(
    (v) => v !== first && knowns[v] === undefined && !(speeds.includes(first) && speeds.includes(v)),
  );
  if (!variable || more.length) return undefined;
  const plan = planFor(variable, knowns);
  if (!plan) return undefined;
  const full = { v0: 0, v: 0, a: 0, t: 0, d: 0, ...knowns } as Required<Knowns>;
  const value = plan.step.compute(full);
  if (!Number.isFinite(value)) return undefined;
  return {
    variable,
    value,
    step: `Con ese resultado, $${plan.step.formula}$: $${names[variable].tex} = ${plan.step.substitute(full)} ${texRelation(value)} ${tex(value, 2)}\\ ${names[variable].texUnit}$.`,
  };
}

/** Whether the question names an unknown besides the one answered (v and v₀ count as one: «velocidad»). */
function secondAsked(question: string, first: Variable): boolean {
  const speeds: Variable[] = ['v', 'v0'];
  return askedVariables(question).some(
    (variable) => variable !== first && !(speeds.includes(first) && speeds.includes(variable)),
  );
}

type Instant = { v?: number; t?: number; d?: number };

/** v, t and d of a motion from rest with acceleration a, from any one of them. */
function instantFromRest(a: number, known: Instant): Required<Instant> | undefined {
  if (known.v !== undefined) return { v: known.v, t: known.v / a, d: known.v ** 2 / (2 * a) };
  if (known.t !== undefined) return { v: a * known.t, t: known.t, d: 0.5 * a * known.t ** 2 };
  if (known.d !== undefined)
    return { v: Math.sqrt(2 * a * known.d), t: Math.sqrt((2 * known.d) / a), d: known.d };
  return undefined;
}

const INSTANT_SYMBOL = { v: 'v', t: 't', d: 'd' } as const;
const INSTANT_UNIT = { v: 'm/s', t: 's', d: 'm' } as const;
const instantKey = (q: Quantity): keyof Instant | undefined =>
  q.unit.dimension === 'speed'
    ? 'v'
    : q.unit.dimension === 'time'
      ? 't'
      : q.unit.dimension === 'length'
        ? 'd'
        : undefined;

/**
 * One motion from rest with a constant acceleration, seen at two instants: the statement fixes a with
 * two of v, t and d («tarda 12 s en alcanzar 108 km/h», «baja 16 m en 4 s»), the question gives one of
 * them at another instant («¿cuánto tarda en llegar a 180 km/h?») and asks another. Undefined unless the
 * statement has exactly those two data, the question exactly one, and nothing says the motion changes.
 */
/**
 * The words that name the question's datum right before it: «una velocidad de», «su velocidad era de»,
 * «cuando recorrió», «al recorrer»: not an unknown asked.
 */
const DATUM_NAMED =
  /(?:(?:(?:cuando|al|hasta que) )?(?:(?:una|la|su) )?(?:velocidad|rapidez|distancia|altura)(?: (?:es|era|sea|fuera|vale|valia))?(?: de)?|(?:cuando|al|despues de|luego de) (?:haber |habia |ha |hubo |lleva |llevaba )?(?:recorrid\w*|recorri\w*|recorre\w*|avanz\w*))\s*$/;

/**
 * What a question about another instant of the same motion asks (v, t or d), given the one datum it
 * gives: undefined when it names two unknowns, the datum's own kind, or another stretch («en los 2 s
 * siguientes», «los próximos 10 m», «a partir de ahí»).
 */
function askedAtAnotherInstant(
  folded: string,
  mark: number,
  asked: Quantity,
  askedKey: keyof Instant,
): keyof Instant | undefined {
  const question = folded.slice(mark);
  if (
    /siguient|proxim|despues(?! de (?:partir|arrancar|salir|largar|iniciar|empezar a frenar|frenar))|luego|adicional|\botros?\b|\bmas\b|ultim|a partir|durante el|segundo \d/.test(
      question,
    )
  )
    return undefined;
  // What the question names besides its datum: «…tendrá una velocidad de 20 m/s?» names a time.
  const naming = folded.slice(mark, asked.index).replace(DATUM_NAMED, '') + folded.slice(asked.index);
  const named = askedVariables(naming).filter((v) => v !== 'v0');
  const [wanted] = named;
  const target = wanted === 'v' || wanted === 't' || wanted === 'd' ? wanted : undefined;
  // Only one unknown named: «¿cuánto tarda y qué distancia recorre?» is two questions.
  return target && target !== askedKey && named.length === 1 ? target : undefined;
}

/**
 * A body braking from a speed v₀ to a stop, seen at another instant: the statement fixes the
 * deceleration (it stops in a distance or a time, or the deceleration is given), the question gives
 * the distance covered, the time elapsed or the speed reached and asks another of them. Undefined unless
 * that instant lies before the stop and every datum is read.
 */
/** Where the question starts: its «¿», or the imperative that asks («Hallar la velocidad…»); else -1. */
function questionMark(folded: string): number {
  const question = questionPart(folded);
  return question === folded ? folded.lastIndexOf('¿') : folded.length - question.length;
}

function laterInstantOfBraking(folded: string, quantities: Quantity[]): string | undefined {
  const mark = questionMark(folded);
  if (mark < 0) return undefined;
  const statement = folded.slice(0, mark);
  if (cues.rest.test(statement) || cues.up.test(folded) || cues.fall.test(folded) || cues.down.test(folded))
    return undefined;
  if (/\bluego\b|a continuacion|despues de (?:eso|esto|ello)|acelera\b|aumenta/.test(folded))
    return undefined;
  const before = quantities.filter((q) => q.index < mark);
  const after = quantities.filter((q) => q.index > mark);
  const [asked] = after;
  const askedKey = asked && instantKey(asked);
  if (before.length !== 2 || !asked || after.length !== 1 || !askedKey) return undefined;
  const speed = before.find((q) => q.unit.dimension === 'speed');
  const other = before.find((q) => q !== speed);
  if (!speed || !other) return undefined;
  const v0 = toBase(speed.value, speed.unit);
  const datum = toBase(other.value, other.unit);
  const stops = cues.stop.test(statement);
  let a: number;
  let aLine: string;
  if (other.unit.dimension === 'acceleration' && cues.brake.test(statement)) {
    a = -datum;
    aLine = `Frena: $a = -${n(datum)}$ m/s².`;
  } else if (stops && other.unit.dimension === 'length') {
    a = -(v0 * v0) / (2 * datum);
    aLine = `Se detiene en ${fmt(datum, 4)} m: $0 = v_0^2 + 2 a d \\Rightarrow a = -\\frac{v_0^2}{2d} = -\\frac{${n(v0)}^2}{2 \\cdot ${n(datum)}} ${texRelation(a)} ${tex(a, 2)}$ m/s².`;
  } else if (stops && other.unit.dimension === 'time') {
    a = -v0 / datum;
    aLine = `Se detiene en ${fmt(datum, 4)} s: $0 = v_0 + a t \\Rightarrow a = -\\frac{v_0}{t} = -\\frac{${n(v0)}}{${n(datum)}} ${texRelation(a)} ${tex(a, 2)}$ m/s².`;
  } else return undefined;
  if (!(v0 > 0 && a < 0)) return undefined;
  const target = askedAtAnotherInstant(folded, mark, asked, askedKey);
  if (!target) return undefined;
  const given = toBase(asked.value, asked.unit);
  const stopTime = -v0 / a;
  const stopWay = -(v0 * v0) / (2 * a);
  // The instant asked about, before the stop: its time.
  const t =
    askedKey === 't'
      ? given
      : askedKey === 'v'
        ? (given - v0) / a
        : (-v0 + Math.sqrt(v0 * v0 + 2 * a * given)) / a;
  if (!(Number.isFinite(t) && t >= 0 && t <= stopTime + 1e-9)) return undefined;
  if ((askedKey === 'd' && given > stopWay + 1e-9) || (askedKey === 'v' && !(given >= 0 && given < v0)))
    return undefined;
  const at = { v: v0 + a * t, t, d: v0 * t + 0.5 * a * t * t };
  const value = at[target];
  if (!(Number.isFinite(value) && value >= 0)) return undefined;
  const line: Record<keyof Instant, string> = {
    v:
      askedKey === 'd'
        ? `$v = \\sqrt{v_0^2 + 2 a d} = \\sqrt{${n(v0)}^2 + 2 \\cdot (${n(a)}) \\cdot ${n(given)}}`
        : `$v = v_0 + a t = ${n(v0)} + (${n(a)}) \\cdot ${n(t)}`,
    t:
      askedKey === 'v'
        ? `$t = \\frac{v - v_0}{a} = \\frac{${n(given)} - ${n(v0)}}{${n(a)}}`
        : `$t = \\frac{-v_0 + \\sqrt{v_0^2 + 2 a d}}{a}$ (la primera vez que llega, antes de detenerse): $t`,
    d:
      askedKey === 'v'
        ? `$d = \\frac{v^2 - v_0^2}{2a} = \\frac{${n(given)}^2 - ${n(v0)}^2}{2 \\cdot (${n(a)})}`
        : `$d = v_0 t + \\frac{1}{2} a t^2 = ${n(v0)} \\cdot ${n(t)} + \\frac{1}{2} \\cdot (${n(a)}) \\cdot ${n(t)}^2`,
  };
  const converted = quantities
    .filter((q) => q.unit.factor !== 1)
    .map(
      (q) => `${quantityText(q)} = ${fmt(toBase(q.value, q.unit), 4)} ${siUnit(instantKey(q) ?? 'a').symbol}`,
    );
  return workedReply({
    title: 'Movimiento rectilíneo uniformemente variado (MRUV): un instante del frenado',
    data: `v₀ = ${quantityText(speed)}; ${quantityText(other)}${stops ? ' hasta detenerse' : ' de desaceleración'}; en el instante pedido, ${quantityText(asked)}`,
    steps: [
      ...(converted.length ? [`Pasá los datos al SI: ${converted.join('; ')}.`] : []),
      aLine,
      `En el instante pedido, antes de detenerse (se detiene a los ${fmt(stopTime, 4)} s, a ${fmt(stopWay, 4)} m): ${line[target]} ${texRelation(value)} ${tex(value, 2)}$ ${INSTANT_UNIT[target]}.`,
      `Comprobá: a los ${fmt(t, 4)} s lleva $v ${texRelation(at.v)} ${tex(at.v, 2)}$ m/s y recorrió $d ${texRelation(at.d)} ${tex(at.d, 2)}$ m.`,
    ],
    answer: resultLine(
      INSTANT_SYMBOL[target],
      value,
      siUnit(target),
      requestedUnit(folded.slice(mark), dimensionOf[target]),
      '',
    ),
    closing: '¿Por qué en la primera mitad del frenado recorre más que en la segunda?',
  });
}

function laterInstantFromRest(folded: string, quantities: Quantity[]): string | undefined {
  const mark = questionMark(folded);
  if (mark < 0 || !cues.rest.test(folded.slice(0, mark))) return undefined;
  if (
    /\bluego\b|a continuacion|despues de (?:eso|esto|ello)|frena|desacelera|detiene|\bcae\b|lanza|hacia arriba|\bg\s*=/.test(
      folded,
    )
  )
    return undefined;
  const before = quantities.filter((q) => q.index < mark);
  const after = quantities.filter((q) => q.index > mark);
  if (before.length !== 2 || after.length !== 1) return undefined;
  const keys = before.map(instantKey);
  const [asked] = after;
  const askedKey = asked && instantKey(asked);
  if (!asked || !askedKey || keys.includes(undefined) || keys[0] === keys[1]) return undefined;
  const question = folded.slice(mark);
  const target = askedAtAnotherInstant(folded, mark, asked, askedKey);
  if (!target) return undefined;
  const first: Instant = {};
  for (const q of before) {
    const key = instantKey(q);
    if (key) first[key] = toBase(q.value, q.unit);
  }
  const a =
    first.v !== undefined && first.t !== undefined
      ? first.v / first.t
      : first.d !== undefined && first.t !== undefined
        ? (2 * first.d) / first.t ** 2
        : first.v !== undefined && first.d !== undefined
          ? first.v ** 2 / (2 * first.d)
          : Number.NaN;
  if (!(a > 0)) return undefined;
  const later = instantFromRest(a, { [askedKey]: toBase(asked.value, asked.unit) });
  if (!later) return undefined;
  const value = later[target];
  if (!(Number.isFinite(value) && value > 0)) return undefined;
  const aLine =
    first.v !== undefined && first.t !== undefined
      ? `a = \\frac{v_1}{t_1} = \\frac{${n(first.v)}}{${n(first.t)}}`
      : first.d !== undefined && first.t !== undefined
        ? `a = \\frac{2 d_1}{t_1^2} = \\frac{2 \\cdot ${n(first.d)}}{${n(first.t)}^2}`
        : `a = \\frac{v_1^2}{2 d_1} = \\frac{${n(first.v ?? 0)}^2}{2 \\cdot ${n(first.d ?? 0)}}`;
  const laterLine: Record<keyof Instant, string> = {
    v: `v = a \\cdot t = ${n(a)} \\cdot ${n(later.t)}`,
    t:
      askedKey === 'v'
        ? `t = \\frac{v}{a} = \\frac{${n(later.v)}}{${n(a)}}`
        : `t = \\sqrt{\\frac{2d}{a}} = \\sqrt{\\frac{2 \\cdot ${n(later.d)}}{${n(a)}}}`,
    d:
      askedKey === 'v'
        ? `d = \\frac{v^2}{2a} = \\frac{${n(later.v)}^2}{2 \\cdot ${n(a)}}`
        : `d = \\frac{1}{2} a t^2 = \\frac{1}{2} \\cdot ${n(a)} \\cdot ${n(later.t)}^2`,
  };
  const converted = quantities
    .filter((q) => q.unit.factor !== 1)
    .map(
      (q) => `${quantityText(q)} = ${fmt(toBase(q.value, q.unit), 4)} ${siUnit(instantKey(q) ?? 'd').symbol}`,
    );
  const check = instantFromRest(a, { [target]: value });
  return workedReply({
    title: 'Movimiento rectilíneo uniformemente variado (MRUV): dos instantes del mismo movimiento',
    data: `parte del reposo; ${before.map(quantityText).join(' y ')} en el primer tramo; en el instante pedido, ${quantityText(asked)}`,
    steps: [
      ...(converted.length ? [`Pasá los datos al SI: ${converted.join('; ')}.`] : []),
      `Con los datos del primer instante, desde el reposo: $${aLine} ${texRelation(a)} ${tex(a, 2)}\\ \\text{m/s}^2$.`,
      `La aceleración se mantiene: $${laterLine[target]} ${texRelation(value)} ${tex(value, 2)}\\ \\text{${INSTANT_UNIT[target]}}$.`,
      `Comprobá: con ${INSTANT_SYMBOL[target]} = ${fmt(value, 4)} ${INSTANT_UNIT[target]} y la misma aceleración, ${INSTANT_SYMBOL[askedKey]} = ${fmt(check?.[askedKey] ?? Number.NaN, 4)} ${INSTANT_UNIT[askedKey]}, el dato de la pregunta.`,
    ],
    answer: resultLine(
      INSTANT_SYMBOL[target],
      value,
      siUnit(target),
      requestedUnit(question, dimensionOf[target]),
      '',
    ),
    closing: '¿Por qué alcanza con un par de datos del primer tramo para conocer todo el movimiento?',
  });
}

/** «¿Cuál es su rapidez media?», «la velocidad promedio en ese intervalo». */
/** A braking acceleration asked as a size: «desaceleración», «el módulo de la aceleración», «la aceleración de frenado». */
const BRAKING_SIZE =
  /desaceleracion|desacelera\b|retardo|modulo de (?:la|su) aceleracion|aceleracion de (?:frenado|frenada)/;
const MEAN_SPEED = /(?:velocidad|rapidez) (?:media|promedio)/;

/**
 * The mean speed of a uniformly accelerated stretch, (v₀ + v)/2, checked against d = v_m · t when the
 * time is known. Undefined when a speed is missing or the body turns back (then the mean speed is no
 * longer the mean of the two).
 */
function meanSpeedOfMotion(
  given: Knowns,
  shown: { title: string; data: string[]; assumptions: string[]; conversions: string[] },
): string | undefined {
  const knowns = { ...given };
  const steps = [...shown.assumptions];
  if (shown.conversions.length) steps.push(`Pasá los datos al SI: ${shown.conversions.join('; ')}.`);
  for (const missing of ['v0', 'v'] as const) {
    if (knowns[missing] !== undefined) continue;
    const plan = planFor(missing, knowns);
    if (!plan) return undefined;
    const full = { v0: 0, v: 0, a: 0, t: 0, d: 0, ...knowns } as Required<Knowns>;
    const value = plan.step.compute(full);
    if (!Number.isFinite(value)) return undefined;
    knowns[missing] = value;
    steps.push(
      `Primero la velocidad que falta, con $${plan.step.formula}$: $${names[missing].tex} = ${plan.step.substitute(full)} ${texRelation(value)} ${tex(value, 2)}\\ \\text{m/s}$.`,
    );
  }
  const { v0, v } = knowns;
  if (v0 === undefined || v === undefined || v0 * v < 0) return undefined;
  const mean = Math.abs(v0 + v) / 2;
  if (!(mean > 0)) return undefined;
  steps.push(
    `Con aceleración constante la velocidad crece (o baja) de manera pareja: la media es el promedio de la inicial y la final, $v_m = \\frac{v_0 + v}{2} = \\frac{${tex(v0, 4, true)} + ${tex(v, 4, true)}}{2} ${texRelation(mean)} ${tex(mean, 2)}\\ \\text{m/s}$.`,
  );
  const { t, d } = knowns;
  if (t !== undefined && d !== undefined) {
    // Both given: they must agree with the mean, or the statement is another problem.
    if (Math.abs(mean * t - Math.abs(d)) > 1e-6 * Math.max(1, Math.abs(d))) return undefined;
    steps.push(
      `Comprobá: $v_m \\cdot t = ${tex(mean, 4)} \\cdot ${tex(t, 4)} ${texRelation(mean * t)} ${tex(mean * t, 2)}$ m, la distancia dada.`,
    );
  } else if (t !== undefined) {
    steps.push(
      `Comprobá con la distancia: $d = v_m \\cdot t = ${tex(mean, 4)} \\cdot ${tex(t, 4)} ${texRelation(mean * t)} ${tex(mean * t, 2)}$ m, lo mismo que da $v_0 t + \\frac{1}{2} a t^2$.`,
    );
  }
  return [
    `## ${shown.title}`,
    '',
    `**Datos:** ${shown.data.length ? shown.data.join('; ') : 'los del enunciado'}. **Incógnita:** v_m.`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**v_m ${relation(mean)} ${fmt(mean)} m/s** (≈ ${fmt(mean * 3.6)} km/h)`,
    '',
    '¿Por qué con aceleración constante alcanza con promediar la velocidad inicial y la final?',
  ].join('\n');
}

/**
 * The distance covered during the n-th second, x(n) − x(n − 1) with x(t) = v₀t + ½at², once v₀ and a are
 * known (a from the data when they give v₀, v and t). Undefined when it is not sure: the last second, a
 * motion that turns back or stops inside that second, or a second after the time the statement gives.
 */
function nthSecondOfMotion(
  question: string,
  given: Knowns,
  shown: { title: string; data: string[]; assumptions: string[]; conversions: string[]; turnsBack: boolean },
): string | undefined {
  const n = nthSecondAsked(question);
  if (n === undefined || !(n >= 1) || !/distancia|recorre|recorrid|cuantos metros|desplaza/.test(question))
    return undefined;
  const knowns = { ...given };
  const steps = [...shown.assumptions];
  if (shown.conversions.length) steps.push(`Pasá los datos al SI: ${shown.conversions.join('; ')}.`);
  if (knowns.v0 === undefined) return undefined;
  if (knowns.a === undefined) {
    const plan = planFor('a', knowns);
    if (!plan) return undefined;
    const full = { v0: 0, v: 0, a: 0, t: 0, d: 0, ...knowns } as Required<Knowns>;
    knowns.a = plan.step.compute(full);
    steps.push(
      `Primero la aceleración, con $${plan.step.formula}$: $a = ${plan.step.substitute(full)} ${texRelation(knowns.a)} ${tex(knowns.a, 2)}\\ \\text{m/s}^2$.`,
    );
  }
  const { v0, a } = knowns;
  if (!Number.isFinite(a)) return undefined;
  // Every datum used: v and d, if given, only to find a (a distance given besides is another problem).
  const used = knowns.v !== undefined && knowns.t !== undefined && given.a === undefined;
  if (knowns.d !== undefined || (knowns.v !== undefined && !used)) return undefined;
  // The motion must last the whole second, moving the same way: no stop or turn inside it.
  if (knowns.t !== undefined && n > knowns.t + 1e-9) return undefined;
  const turn = a !== 0 ? -v0 / a : Number.POSITIVE_INFINITY;
  if (turn > n - 1 + 1e-9 && turn < n - 1e-9) return undefined;
  // A braking body stops and stays: a second after its stop is no motion these formulas describe.
  if (!shown.turnsBack && turn > 0 && turn <= n - 1 + 1e-9) return undefined;
  const x = (t: number) => v0 * t + 0.5 * a * t * t;
  const d = Math.abs(x(n) - x(n - 1));
  if (!(d > 0)) return undefined;
  steps.push(
    `La posición es $x(t) = v_0 t + \\frac{1}{2} a t^2$. El segundo número ${n} va de $t = ${n - 1}$ s a $t = ${n}$ s.`,
    `$x(${n}) = ${tex(v0, 4, true)} \\cdot ${n} + \\frac{1}{2} \\cdot ${tex(a, 4, true)} \\cdot ${n}^2 ${texRelation(x(n))} ${tex(x(n), 2)}$ m y $x(${n - 1}) ${texRelation(x(n - 1))} ${tex(x(n - 1), 2)}$ m.`,
    `Durante ese segundo recorre la diferencia: $d = x(${n}) - x(${n - 1}) ${texRelation(d)} ${tex(d, 2)}\\ \\text{m}$.`,
  );
  return [
    `## ${shown.title}`,
    '',
    `**Datos:** ${shown.data.length ? shown.data.join('; ') : 'los del enunciado'}. **Incógnita:** lo recorrido durante el segundo número ${n}.`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**d ${relation(d)} ${fmt(d)} m**`,
    '',
    '¿Por qué no es lo mismo que lo recorrido en los primeros segundos dividido por su cantidad?',
  ].join('\n');
}

function acceleratedMotion(folded: string, quantities: Quantity[]): string | undefined {
  const knowns: Knowns = {};
  const data: string[] = [];
  const fall = cues.fall.test(folded);
  const up = cues.up.test(folded);
  const down = !up && cues.down.test(folded);
  const vertical = fall || up || down;
  // In a fall or a vertical throw the distance is a height: h reads better to the student.
  const label = (variable: Variable) => (variable === 'd' && vertical ? 'h' : names[variable].plain);
  const texName = (variable: Variable) => (variable === 'd' && vertical ? 'h' : names[variable].tex);
  const conversions: string[] = [];
  const g = gravityOf(folded);
  const gNote = /\bg\s*=/.test(folded) ? '' : ' (el enunciado no da g: uso el valor habitual)';
  const gravityQuantity = quantities.find(
    (q) =>
      q.unit.dimension === 'acceleration' &&
      /\bg\s*=\s*$/.test(folded.slice(Math.max(0, q.index - 6), q.index)),
  );
  const speeds: Quantity[] = [];
  const record = (variable: Variable, q: Quantity) => {
    const value = toBase(q.value, q.unit);
    knowns[variable] = value;
    data.push(`${label(variable)} = ${quantityText(q)}`);
    if (q.unit.factor !== 1)
      conversions.push(`${quantityText(q)} = ${fmt(value, 4)} ${names[variable].unit}`);
  };
  // Two heights of one vertical motion («desde 20 m de altura… ¿cuándo pasa a 10 m del suelo?»): a start
  // and a level, which one displacement cannot stand for; the throw solvers read them, or no one does.
  if (vertical && quantities.filter((q) => q.unit.dimension === 'length').length > 1) return undefined;
  // Thrown up «desde 15 m de altura»: that height is where it starts, not how far it rises; the
  // displacement to the ground or to a level is read by the throw and energy solvers.
  if (
    up &&
    quantities.some(
      (q) =>
        q.unit.dimension === 'length' &&
        /\bdesde\b[^.,;?¿]{0,40}$/.test(folded.slice(Math.max(0, q.index - 45), q.index)),
    )
  )
    return undefined;
  // A second time, length or acceleration of another value is of another stretch («en los últimos
  // 4 s», «los primeros 2 s»): one set of the formulas cannot hold both, so this reading leaves it.
  const slotOf = (dimension: string): Variable | undefined =>
    dimension === 'acceleration'
      ? 'a'
      : dimension === 'time'
        ? 't'
        : dimension === 'length'
          ? 'd'
          : undefined;
  for (const q of quantities) {
    if (q === gravityQuantity) continue;
    if (q.unit.dimension === 'speed') {
      speeds.push(q);
      continue;
    }
    const slot = slotOf(q.unit.dimension);
    if (!slot) continue;
    const known = knowns[slot];
    if (known === undefined) record(slot, q);
    else if (Math.abs(known - toBase(q.value, q.unit)) > 1e-9 * Math.max(1, Math.abs(known)))
      return undefined;
  }
  // "Parte del reposo… ¿cuánto tarda en que su velocidad sea de 72 km/h?": a speed inside the question of
  // a body that starts from rest is the one it reaches.
  const asking = folded.lastIndexOf('¿');
  const reached = (q: Quantity) =>
    asking >= 0 && q.index > asking && speeds.length === 1 && cues.rest.test(folded);
  for (const q of speeds) {
    const before = folded.slice(Math.max(0, q.index - 40), q.index);
    const slot: Variable = cues.final.test(before) || reached(q) || knowns.v0 !== undefined ? 'v' : 'v0';
    if (knowns[slot] === undefined) record(slot, q);
  }
  // From rest, v₀ is 0: a speed read as the start is one of another instant («¿qué distancia recorrió
  // cuando su velocidad era de 36 km/h?»), which one displacement cannot stand for.
  if (knowns.v0 !== undefined && knowns.v0 !== 0 && cues.rest.test(folded)) return undefined;
  // Thrown up, "su velocidad es de 10 m/s hacia abajo" is a velocity on the way down: negative.
  const downward =
    up &&
    knowns.v !== undefined &&
    knowns.v > 0 &&
    speeds.some(
      (q) =>
        q.index > (speeds[0]?.index ?? 0) &&
        /^\s*(?:m\/s|km\/h)?\s*,?\s*(?:hacia abajo|bajando|al bajar|cuando baja)/.test(
          folded.slice(q.index).replace(/^[\d.,]+\s*(?:m\/s|km\/h)/, ''),
        ),
    );
  if (downward && knowns.v !== undefined) knowns.v = -knowns.v;

  const assumptions: string[] = [];
  if (downward)
    assumptions.push(
      'La velocidad pedida es hacia abajo, ya de bajada: con el eje hacia arriba, v es negativa.',
    );
  if (vertical) {
    if (knowns.a === undefined) {
      knowns.a = up ? -g : g;
      assumptions.push(
        up
          ? `Tomá el eje positivo hacia arriba: la aceleración es la de la gravedad hacia abajo, a = −g = −${fmt(g)} m/s²${gNote}.`
          : `Tomá el eje positivo hacia abajo: la aceleración es la de la gravedad, a = g = ${fmt(g)} m/s²${gNote}.`,
      );
    }
    if (fall && !down && knowns.v0 === undefined) {
      knowns.v0 = 0;
      assumptions.push('Como se deja caer, parte del reposo: v₀ = 0.');
    }
  }
  if (knowns.v0 === undefined && cues.rest.test(folded)) {
    knowns.v0 = 0;
    assumptions.push('«Parte del reposo» quiere decir v₀ = 0.');
  }
  if (knowns.v === undefined && cues.stop.test(folded)) {
    knowns.v = 0;
    assumptions.push('Cuando se detiene, la velocidad final es v = 0.');
  }
  // Braking, or stopping from a speed («comienza a detenerse a razón de 3 m/s²»): the acceleration
  // given as a size goes against the motion.
  const stopping = !vertical && knowns.v === 0 && knowns.v0 !== undefined && knowns.v0 > 0;
  if (knowns.a !== undefined && knowns.a > 0 && (cues.brake.test(folded) || stopping)) {
    knowns.a = -knowns.a;
    assumptions.push(
      cues.brake.test(folded)
        ? 'Como frena, la aceleración va en contra del movimiento: la tomás negativa.'
        : 'Como se detiene, la aceleración va en contra del movimiento: la tomás negativa.',
    );
  }

  const question = questionPart(folded);
  // «El trabajo realizado por el peso hasta que alcanza la altura máxima es:» asks a work, not the height
  // its words name: an energy question is not the kinematics'.
  // (An energy named as the method, «aplicando la conservación de la energía, su rapidez…», still asks a speed.)
  if (
    /\btrabajo\b|\bpotencia\b|\bimpulso\b|cantidad de movimiento|(?:que|cuanta|cual es (?:la|su)) energia/.test(
      question,
    )
  )
    return undefined;
  // «¿Qué distancia recorre durante el tercer segundo?» is no distance of the formulas below: the
  // difference of two positions, or nothing sure.
  if (MEAN_SPEED.test(question))
    return meanSpeedOfMotion(knowns, {
      title: up ? 'Tiro vertical' : 'Movimiento rectilíneo uniformemente variado (MRUV)',
      data,
      assumptions,
      conversions,
    });
  if (nthSecondAsked(question) !== undefined || /ultimo segundo/.test(question))
    return nthSecondOfMotion(question, knowns, {
      title: up ? 'Tiro vertical' : 'Movimiento rectilíneo uniformemente variado (MRUV)',
      data,
      assumptions,
      conversions,
      // Thrown up, it comes back down; a car that brakes does not.
      turnsBack: up,
    });
  let target: Variable | undefined;
  let backWhereItStarted = false;
  // "tarda 4 s en volver": the time given is the whole flight, back where it started.
  if (
    up &&
    knowns.t !== undefined &&
    knowns.d === undefined &&
    /(?:tarda|demora)\w*[^.?¿]{0,30}\b(?:volver|regresar)|tiempo (?:total )?de vuelo (?:es|de)|vuelve a (?:su|sus|el|la) \w+ (?:a|al cabo de|despues de) /.test(
      folded,
    )
  ) {
    knowns.d = 0;
    backWhereItStarted = true;
    assumptions.push('Vuelve al punto de partida en ese tiempo: el desplazamiento es d = 0.');
  }
  // «Tarda 3 s en alcanzar su altura máxima»: the time given is the rise, where the speed is zero.
  const riseGiven =
    up &&
    knowns.t !== undefined &&
    knowns.v === undefined &&
    !cues.riseTime.test(question) &&
    RISE_GIVEN.test(folded.slice(0, Math.max(0, folded.lastIndexOf(question))));
  if (riseGiven && knowns.t !== undefined) {
    knowns.v = 0;
    assumptions.push('Ese tiempo es el de subida: en la altura máxima la velocidad se anula, v = 0.');
    // Asked something else than the launch speed, that speed is a step on the way: v₀ = g·t.
    if (!askedVariables(question).includes('v0') && knowns.v0 === undefined) {
      knowns.v0 = g * knowns.t;
      assumptions.push(
        `Entonces la velocidad de lanzamiento es $v_0 = g \\cdot t = ${tex(g, 4)} \\cdot ${tex(knowns.t, 4)} = ${tex(knowns.v0, 2)}$ m/s.`,
      );
    }
  }
  // "¿Cuánto tarda en alcanzar la altura máxima?" asks a time: the rise time is checked first.
  if (riseGiven) {
    // the unknown is the one the question names, below
  } else if (up && cues.riseTime.test(question)) {
    knowns.v = 0;
    target = 't';
    assumptions.push('Sube hasta que la velocidad se anula: v = 0.');
  } else if (up && cues.maxHeight.test(folded) && knowns.d !== undefined && !backWhereItStarted) {
    // "para que alcance una altura máxima de 45 m": the height is a datum, the unknown is asked apart.
    // A time «en el aire» asked first is the whole flight, not the rise these knowns describe (2 s was
    // stated for 4 s).
    if (cues.flightTime.test(question) && askedVariables(question)[0] === 't') return undefined;
    knowns.v = 0;
    assumptions.push('En la altura máxima la velocidad se anula: v = 0.');
  } else if (up && cues.maxHeight.test(question) && !backWhereItStarted) {
    knowns.v = 0;
    target = 'd';
    assumptions.push('En la altura máxima la velocidad se anula: v = 0.');
  } else if (up && cues.flightTime.test(question) && knowns.d === undefined) {
    knowns.d = 0;
    // «la rapidez con que vuelve al suelo»: the speed on its return, not the time it takes (5 s was
    // stated for 25 m/s).
    const speedAsked =
      /velocidad|rapidez/.test(question) && !/tiempo|tarda|demora|cuanto dura/.test(question);
    if (!speedAsked) target = 't';
    assumptions.push('Cuando vuelve al punto de partida el desplazamiento es d = 0.');
    if (speedAsked)
      assumptions.push('Sin rozamiento vuelve con la misma rapidez con que salió, ahora hacia abajo.');
  }
  if (!target) {
    const named = askedVariables(question);
    const candidates = named.filter((variable) => knowns[variable] === undefined);
    target = candidates.find((variable) => planFor(variable, knowns));
    // A question these formulas cannot answer from the data: answering another unknown instead (a
    // velocity for a time) would be confidently wrong.
    const asking = question !== folded || folded.includes('?');
    if (!target && asking) return undefined;
  }
  target ??= (['v', 'd', 't', 'a', 'v0'] as const).find((v) => knowns[v] === undefined && planFor(v, knowns));
  if (!target) return undefined;
  // Thrown up past a height, it goes by twice; the first root is the way up, so a question about the
  // way down is the vertical throw solver's (vertical-throw.ts), never the first root.
  if (up && target === 't' && knowns.d !== undefined && knowns.d > 0 && DESCENDING.test(folded))
    return undefined;
  const plan = planFor(target, knowns);
  if (!plan) return undefined;
  // Thrown up, past the top «la distancia recorrida» is up and down again, not the displacement.
  if (
    up &&
    target === 'd' &&
    knowns.t !== undefined &&
    knowns.v0 !== undefined &&
    knowns.t > knowns.v0 / g + 1e-9 &&
    /distancia|recorr/.test(question)
  )
    return undefined;
  const full = { v0: 0, v: 0, a: 0, t: 0, d: 0, ...knowns } as Required<Knowns>;
  const result = plan.step.compute(full);
  if (!consistentMotion({ ...knowns, [target]: result })) return undefined;
  // A body that brakes stops and stays: a time past the stop, or a speed that comes out backwards,
  // is not what these formulas give (they would run it in reverse).
  if (!vertical && full.v0 > 0 && full.a < 0) {
    const stopsAt = -full.v0 / full.a;
    const time = target === 't' ? result : knowns.t;
    if ((time !== undefined && time > stopsAt + 1e-9) || (target === 'v' && result < -1e-9)) return undefined;
  }
  // Thrown up from a tower and landing at its foot, the displacement comes out negative: the tower's
  // height is its size when the question asks it («la altura de la torre»), and any other height is
  // no answer here (a height of −40 m was stated sure).
  const belowStart = up && target === 'd' && result < 0;
  if (belowStart && !LAUNCH_HEIGHT.test(question)) return undefined;
  if (!Number.isFinite(result)) {
    return 'Con esos datos las ecuaciones del MRUV no dan un resultado real: revisá los signos (si frena, la aceleración es negativa) y que los datos sean coherentes. ¿Me pasás el enunciado completo?';
  }
  const name = names[target];
  const rel = relation(result);
  const title = down
    ? 'Tiro vertical hacia abajo'
    : fall
      ? 'Caída libre'
      : up
        ? 'Tiro vertical'
        : 'Movimiento rectilíneo uniformemente variado (MRUV)';
  const steps = [
    ...assumptions,
    ...(conversions.length ? [`Pasá los datos al SI: ${conversions.join('; ')}.`] : []),
    `Usá $${plan.step.formula}$.`,
    `Reemplazá: $${texName(target)} = ${plan.step.substitute(full)} ${rel === '=' ? '=' : '\\approx'} ${tex(result, 2)}\\ ${name.texUnit}$.`,
    ...(belowStart
      ? [
          `El desplazamiento es negativo: termina ${fmt(-result)} m por debajo del punto de lanzamiento, y esa es la altura desde la que se lanzó.`,
        ]
      : []),
  ];
  // An acceleration asked «en km/h²» in that unit too (1 m/s² = 12.960 km/h²).
  const extra =
    target === 'v' || target === 'v0'
      ? ` (${relation(result * 3.6) === '=' && rel === '=' ? '=' : '≈'} ${fmt(result * 3.6)} km/h)`
      : target === 'a' && /km\/h(?:²|2|\^2)/.test(question)
        ? ` (= ${fmt(result * 12960)} km/h²)`
        : '';
  const then = secondUnknown(question, target, { ...knowns, [target]: result }, up, g);
  if (then) steps.push(then.step);
  // «¿Cuánto tarda y con qué velocidad llega?» answered only in its first half would be read as the
  // whole answer: a second unknown named and not worked out leaves the question to others.
  else if (JOINED_QUESTION.test(question) && secondAsked(question, target)) return undefined;
  return [
    `## ${title}`,
    '',
    `**Datos:** ${data.length ? data.join('; ') : 'los del enunciado'}. **Incógnita:** ${label(target)}${then ? ` y ${label(then.variable)}` : ''}.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    // «Su desaceleración es:», «el módulo de la aceleración de frenado» ask a size: the braking said as
    // one, the signed value beside it.
    target === 'a' && result < 0 && BRAKING_SIZE.test(question)
      ? extra
        ? `**${/desacelera|retardo/.test(question) ? 'desaceleración' : '|a|'} = ${fmt(-result * 12960)} km/h²** (= ${fmt(-result)} m/s²; a ${relation(result)} ${fmt(result)} m/s², en contra del movimiento)`
        : `**${/desacelera|retardo/.test(question) ? 'desaceleración' : '|a|'} = ${fmt(-result)} m/s²** (a ${relation(result)} ${fmt(result)} m/s², en contra del movimiento)`
      : resultLine(
          belowStart ? 'h' : label(target),
          belowStart ? -result : result,
          siUnit(target),
          requestedUnit(question, dimensionOf[target]),
          extra,
        ),
    ...(then
      ? [
          resultLine(
            then.variable === 'd' && up && cues.maxHeight.test(question) ? 'h_máx' : label(then.variable),
            then.value,
            siUnit(then.variable),
            undefined,
            '',
          ),
        ]
      : []),
    '',
    vertical
      ? '¿Cambiaría el resultado si el objeto fuera el doble de pesado? Pensalo antes de responder.'
      : cues.brake.test(folded)
        ? '¿Qué distancia necesitaría para frenar si fuera al doble de velocidad? Mirá cómo aparece v₀ en la fórmula.'
        : '¿Qué signo tendría la aceleración si el móvil estuviera frenando, y por qué?',
  ].join('\n');
}

/**
 * Data that settle the motion more than once must agree: «acelera a 0,5 m/s² hasta 72 km/h; luego
 * sigue 2 min a esa velocidad» gives a, the speed reached and the time of another stretch, and one
 * stretch read with all three would answer with a datum it contradicts.
 */
function consistentMotion({ v0, v, a, t, d }: Knowns): boolean {
  const agree = (x: number, y: number) => Math.abs(x - y) <= 0.01 * Math.max(1, Math.abs(x), Math.abs(y));
  const checks = [
    v0 !== undefined && v !== undefined && a !== undefined && t !== undefined ? agree(v, v0 + a * t) : true,
    v0 !== undefined && a !== undefined && t !== undefined && d !== undefined
      ? agree(d, v0 * t + 0.5 * a * t * t)
      : true,
    v0 !== undefined && v !== undefined && t !== undefined && d !== undefined
      ? agree(d, ((v0 + v) / 2) * t)
      : true,
    v0 !== undefined && v !== undefined && a !== undefined && d !== undefined
      ? agree(v * v, v0 * v0 + 2 * a * d)
      : true,
  ];
  return checks.every(Boolean);
}

/** A rise time given as a datum: «tarda 3 s en alcanzar su altura máxima», «sube durante 2 s». */
const RISE_GIVEN =
  /(?:tarda|demora|tardo|demoro)\w*\s+[\d.,]+\s*(?:s|seg\w*)\s+en\s+(?:alcanzar|llegar a)\s+(?:su|la)\s+(?:altura maxima|maxima altura|punto mas alto)|(?:sube|asciende) durante\s+[\d.,]+\s*(?:s|seg\w*)\b/;

/** A body thrown horizontally or at an angle above the horizontal. */
const IN_TWO_DIMENSIONS =
  /\b(?:lanza|lanzad|arroja|dispar|patea|tira|sale|abandona)\w*[^.?]{0,60}\bhorizontalmente\b|\bhorizontalmente\b[^.?]{0,40}\b(?:lanza|lanzad|arroja|dispar|patea)|tiro (?:horizontal|oblicuo|parabolico)|\bparabolic|\b(?:lanza|lanzad|arroja|dispar|patea|proyectil)\w*[^.?]{0,60}(?:con|sobre|respecto (?:de|a)) la horizontal|angulo de (?:tiro|elevacion|lanzamiento|disparo)|\bvuel(?:a|an|o|ando) horizontalmente\b[^.?]*\b(?:suelta|solto|deja caer|dejo caer|arroja|lanza)/;

/**
 * Two bodies (a meeting, a chase, one dropped while another is thrown): the equations of one body would
 * answer another problem. Those are the meeting solver's.
 */
const TWO_BODIES =
  /\b(?:dos|ambos|ambas)\s+(?:autos|moviles|trenes|ciclistas|corredores|vehiculos|motos|cuerpos|piedras|pelotas|personas|atletas|camiones|barcos|aviones|colectivos|micros|chicos|nadadores)\b|\b(?:el|la) otr[oa]\b|\botr[oa] (?:auto|movil|tren|ciclista|corredor|vehiculo|moto|cuerpo|piedra|pelota|camion|persona|atleta|colectivo|micro)\b|\bse (?:cruzan|encuentran|alcanzan|acercan)\b|\bencuentro\b|\balcanz\w* (?:al|a (?:la|el|los|las)) (?!cabo|final|tocar|llegar)|\b(?:detras|delante) de (?:un|una|el|la) |\bpersigu|\bde ventaja\b|\bal mismo tiempo\b|\ben el mismo instante\b|\ben ese (?:mismo )?instante\b|\bpasa a su lado\b|\bve pasar\b/;
/** A datum of one second of the motion, or of its last seconds: «en el último segundo», «durante el tercer segundo». */
const PART_OF_THE_TIME =
  /\bultimo segundo\b|\bultimos [\d,]+ ?(?:s|segundos)\b|\b(?:durante|en) (?:el|su) (?:primer|segundo|tercer|cuarto|quinto|sexto|septimo|octavo|noveno|decimo)o? segundo\b/;
/** A body released from a moving balloon, helicopter or elevator: platform-release.ts. */
const FROM_PLATFORM =
  /\b(?:globo|helicoptero|ascensor|plataforma|montacargas|elevador|dron|drone)\b[^.]*\b(?:sube|asciende|baja|desciende|subiendo|bajando)\b/;

/** «se detiene 30 min», «una parada de 15 min», «descansa 1 h»: a time the trip stands still. */
const STOP =
  /(?:se detiene|se para|para|parada|detenido|descansa|descanso|espera|queda quieto)\w*\s*(?:de|durante|por)?\s*$/;

interface Leg {
  d?: Quantity;
  t?: Quantity;
  v?: Quantity;
  stop?: boolean;
}

/**
 * The legs of a trip in the order typed, each two of a distance, a time and a speed («2 h a 90 km/h»,
 * «120 km en 1,5 h», «120 km a 60 km/h»), or a stop («se detiene 30 min»). Undefined when a leg is left
 * half read.
 */
function tripLegs(folded: string, quantities: Quantity[]): Leg[] | undefined {
  const legs: Leg[] = [];
  let leg: Leg = {};
  const slot = { length: 'd', time: 't', speed: 'v' } as const;
  for (const q of quantities) {
    const key = slot[q.unit.dimension as keyof typeof slot];
    if (!key) return undefined;
    if (key === 't' && STOP.test(folded.slice(Math.max(0, q.index - 30), q.index))) {
      if (Object.keys(leg).length) return undefined;
      legs.push({ t: q, stop: true });
      continue;
    }
    if (leg[key]) return undefined;
    leg[key] = q;
    if (Object.keys(leg).length === 2) {
      legs.push(leg);
      leg = {};
    }
  }
  return Object.keys(leg).length === 0 ? legs : undefined;
}

const LEG_ORDINALS: Record<string, number> = { primer: 0, primero: 0, segundo: 1, tercer: 2, tercero: 2 };

/**
 * «¿Cuál fue su velocidad en el primer tramo?», «¿Cuántos minutos duró el último tramo?»: one leg of a
 * trip in legs, its speed, time or distance from the two it gives. A stop counts as a leg; with one in
 * the trip only the first and the last leg are told apart without doubt.
 */
function oneLegOfATrip(folded: string, quantities: Quantity[]): string | undefined {
  const question = questionPart(folded);
  const named = /\b(primer|primero|segundo|tercer|tercero|ultimo)\s+tramo\b/.exec(question);
  if (!named) return undefined;
  if (quantities.some((q) => q.unit.dimension === 'acceleration') || CHANGING_SPEED.test(folded))
    return undefined;
  const given = quantities.filter((q) => q.index < folded.length - question.length);
  if (given.length !== quantities.length) return undefined;
  const legs = tripLegs(folded, quantities);
  if (!legs || legs.length < 2) return undefined;
  const word = group(named, 1);
  if (word !== 'primer' && word !== 'primero' && word !== 'ultimo' && legs.some((leg) => leg.stop))
    return undefined;
  const index = word === 'ultimo' ? legs.length - 1 : LEG_ORDINALS[word];
  const leg = index === undefined ? undefined : legs[index];
  if (!leg || leg.stop) return undefined;
  const asks = /velocidad|rapidez/.test(question)
    ? 'v'
    : /distancia|recorr|cuantos (?:metros|kilometros|km)/.test(question)
      ? 'd'
      : /tiempo|dur|tard|demor|cuantos (?:minutos|segundos)|cuantas horas/.test(question)
        ? 't'
        : undefined;
  if (!asks || leg[asks]) return undefined;
  const kmh = quantities.some((q) => ['km/h', 'km', 'h', 'min'].includes(q.unit.symbol));
  const V = requestedUnit(question, 'speed') ?? unitBySymbol(kmh ? 'km/h' : 'm/s');
  const L = requestedUnit(question, 'length') ?? unitBySymbol(kmh ? 'km' : 'm');
  const T =
    requestedUnit(question, 'time') ??
    unitBySymbol(
      /minutos/.test(question)
        ? 'min'
        : /segundos/.test(question)
          ? 's'
          : /horas/.test(question)
            ? 'h'
            : kmh
              ? 'h'
              : 's',
    );
  const base = (q: Quantity | undefined) => (q ? toBase(q.value, q.unit) : Number.NaN);
  const [d, t, v] = [base(leg.d), base(leg.t), base(leg.v)];
  const value = asks === 'v' ? d / t : asks === 't' ? d / v : v * t;
  if (!Number.isFinite(value) || !(value > 0)) return undefined;
  const unit = asks === 'v' ? V : asks === 't' ? T : L;
  const shownValue = value / unit.factor;
  const formula =
    asks === 'v'
      ? `v = d / t = ${quantityText(leg.d as Quantity)} / ${quantityText(leg.t as Quantity)}`
      : asks === 't'
        ? `t = d / v = ${quantityText(leg.d as Quantity)} / ${quantityText(leg.v as Quantity)}`
        : `d = v · t = ${quantityText(leg.v as Quantity)} · ${quantityText(leg.t as Quantity)}`;
  const back = asks === 'v' ? value * t : asks === 't' ? value * v : value / t;
  const check = asks === 'v' ? d : asks === 't' ? d : v;
  if (Math.abs(back - check) > 1e-9 * Math.max(1, Math.abs(check))) return undefined;
  return workedReply({
    title: 'Un tramo de un viaje',
    data: legsData(legs),
    steps: [
      `En el tramo pedido la velocidad es constante (MRU): ${formula}.`,
      `Con las unidades pasadas: ${asks} ${relation(shownValue) === '=' ? '=' : '≈'} ${fmt(shownValue, 4)} ${unit.symbol}.`,
    ],
    answer: `**${asks} ${relation(shownValue)} ${fmt(shownValue)} ${unit.symbol}**`,
    closing: '¿Y la velocidad media de todo el viaje, es el promedio de las velocidades de los tramos?',
  });
}

/**
 * «la primera mitad de una distancia de 20 km a 10 km/h y la segunda mitad a 20 km/h»: two halves of
 * one way, each at its speed. The mean is the whole way over the whole time (the harmonic mean).
 */
function halvesOfTheWay(folded: string, quantities: Quantity[]): string | undefined {
  if (!/primera mitad[^.?¿]*segunda mitad|mitad[^.?¿]*(?:la )?otra mitad/.test(folded)) return undefined;
  // Halves of the time have another mean (motion-stages.ts reads them).
  if (/mitad del tiempo|mitad de su tiempo/.test(folded)) return undefined;
  const lengths = quantities.filter((q) => q.unit.dimension === 'length');
  const speeds = quantities.filter((q) => q.unit.dimension === 'speed');
  if (lengths.length > 1 || speeds.length !== 2 || quantities.length !== lengths.length + 2) return undefined;
  const [v1, v2] = speeds as [Quantity, Quantity];
  const V = unitBySymbol(v1.unit.symbol === v2.unit.symbol ? v1.unit.symbol : 'm/s');
  const a = toBase(v1.value, v1.unit) / V.factor;
  const b = toBase(v2.value, v2.unit) / V.factor;
  if (!(a > 0 && b > 0)) return undefined;
  const mean = (2 * a * b) / (a + b);
  const [way] = lengths;
  const question = questionPart(folded);
  return workedReply({
    title: 'Velocidad media de un viaje en dos mitades',
    data: `${way ? `camino de ${quantityText(way)}; ` : ''}primera mitad a ${quantityText(v1)}, segunda mitad a ${quantityText(v2)}`,
    steps: [
      `Cada mitad mide d/2 y tarda $\\frac{d/2}{v}$: en total $t = \\frac{d}{2}\\left(\\frac{1}{${tex(a)}} + \\frac{1}{${tex(b)}}\\right)$.`,
      `La velocidad media es la distancia total sobre el tiempo total (no el promedio de las dos): $v_m = \\frac{d}{t} = \\frac{2 \\cdot ${tex(a)} \\cdot ${tex(b)}}{${tex(a)} + ${tex(b)}} ${relation(mean) === '=' ? '=' : '\\approx'} ${tex(mean, 2)}$ ${V.symbol}${way ? ', sea cual sea el largo del camino' : ''}.`,
    ],
    answer: resultLine('v_m', mean, V, requestedUnit(question, 'speed'), ''),
    closing: '¿Por qué da menos que el promedio de las dos velocidades?',
  });
}

/** "recorre 120 km a 60 km/h y luego otros 120 km a 40 km/h": the mean speed of a trip in legs. */
/** «Expresá los resultados en unidades del SI»: the statement asks every result in SI units. */
const SI_ASKED =
  /(?:unidades|sistema) (?:del )?(?:s\.?\s?i\b|sistema internacional)|\ben (?:el )?(?:s\.?\s?i\.?|sistema internacional)(?![\p{L}])/u;

/** Each leg as typed («30 min detenido»), so that every datum shows where it went. */
function legsData(legs: readonly Leg[]): string {
  return legs
    .map(
      (leg, i) =>
        `tramo ${i + 1}: ${[leg.d, leg.t, leg.v]
          .filter((q) => q !== undefined)
          .map(quantityText)
          .join(', ')}${leg.stop ? ' detenido' : ''}`,
    )
    .join('; ');
}

const CHANGING_SPEED =
  /\b(?:acelera|desacelera|frena|aumenta su velocidad|disminuye su velocidad|uniformemente (?:acelerad|variad|retardad))\w*/;

function averageSpeed(folded: string, quantities: Quantity[]): string | undefined {
  const question = questionPart(folded);
  const asksMean = /velocidad media|rapidez media|velocidad promedio|rapidez promedio/.test(question);
  // «¿Qué distancia total recorre?» of a trip in legs: the sum of the legs, the same table.
  const asksTotal = !asksMean && /distancia total|recorrido total|en total|total recorrid/.test(question);
  // «el tiempo total del viaje», «¿cuánto dura el viaje?»: the sum of the legs' times, the same table.
  const asksTime =
    !asksMean &&
    /tiempo total|cuanto (?:tiempo )?dura (?:todo )?el viaje|duracion (?:total )?del viaje/.test(question);
  if (!asksMean && !asksTotal && !asksTime) return undefined;
  if (quantities.some((q) => q.unit.dimension === 'acceleration')) return undefined;
  // «luego acelera uniformemente hasta 30 m/s en 4 s» is no leg at 30 m/s: its distance is the mean
  // speed's, (10 + 30) / 2 · 4, which legs at a constant speed do not read.
  if (CHANGING_SPEED.test(folded)) return undefined;
  const halves = asksMean ? halvesOfTheWay(folded, quantities) : undefined;
  const legs = halves ? undefined : tripLegs(folded, quantities);
  if (halves) return halves;
  if (!legs || legs.length < 2 || legs.every((leg) => leg.stop)) return undefined;
  const si = SI_ASKED.test(folded);
  const kmh =
    !si &&
    (quantities.some((q) => ['km/h', 'km', 'h'].includes(q.unit.symbol)) ||
      requestedUnit(question, 'speed')?.symbol === 'km/h');
  const [L, T, V] = kmh
    ? [unitBySymbol('km'), unitBySymbol('h'), unitBySymbol('km/h')]
    : [unitBySymbol('m'), unitBySymbol('s'), unitBySymbol('m/s')];
  const as = (q: Quantity, unit: Unit) => toBase(q.value, q.unit) / unit.factor;
  const rows = legs.map((leg) => {
    const d = leg.d ? as(leg.d, L) : leg.stop ? 0 : as(leg.v as Quantity, V) * as(leg.t as Quantity, T);
    const t = leg.t ? as(leg.t, T) : d / as(leg.v as Quantity, V);
    const how = leg.stop
      ? `detenido ${fmt(t, 4)} ${T.symbol}: no avanza`
      : !leg.d
        ? `$d = v \\cdot t = ${tex(as(leg.v as Quantity, V))} \\cdot ${tex(t)} = ${tex(d, 4)}$ ${L.symbol}`
        : !leg.t
          ? `$t = \\frac{d}{v} = \\frac{${tex(d)}}{${tex(as(leg.v as Quantity, V))}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 4)}$ ${T.symbol}`
          : `${fmt(d, 4)} ${L.symbol} en ${fmt(t, 4)} ${T.symbol}`;
    return { d, t, how };
  });
  if (rows.some((row) => !(row.t >= 0) || !(row.d >= 0))) return undefined;
  const totalD = rows.reduce((sum, row) => sum + row.d, 0);
  const totalT = rows.reduce((sum, row) => sum + row.t, 0);
  const mean = totalD / totalT;
  if (!Number.isFinite(mean) || !(mean > 0)) return undefined;
  const conversions = si
    ? quantities
        .filter((q) => q.unit.factor !== 1)
        .map(
          (q) =>
            `${quantityText(q)} = ${fmt(toBase(q.value, q.unit), 4)} ${siUnit(q.unit.dimension === 'speed' ? 'v' : q.unit.dimension === 'time' ? 't' : 'd').symbol}`,
        )
    : [];
  const legsStep = `Cada tramo: ${rows.map((row, i) => `tramo ${i + 1}, ${row.how}`).join('; ')}.`;
  if (asksTime) {
    return workedReply({
      title: 'Tiempo total de un viaje en tramos',
      data: legsData(legs),
      steps: [
        ...(conversions.length
          ? [`Pasá los datos al SI, como pide el enunciado: ${conversions.join('; ')}.`]
          : []),
        legsStep,
        `El tiempo total es la suma de los tiempos de los tramos: $t = ${rows.map((row) => tex(row.t, 4)).join(' + ')} ${relation(totalT) === '=' ? '=' : '\\approx'} ${tex(totalT, 2)}$ ${T.symbol}.`,
      ],
      answer: resultLine('t', totalT, T, requestedUnit(question, 'time'), ''),
      closing: '¿Y la velocidad media de todo el viaje? Es la distancia total sobre ese tiempo.',
    });
  }
  if (asksTotal && !asksTime) {
    return workedReply({
      title: 'Distancia total de un viaje en tramos',
      data: legsData(legs),
      steps: [
        ...(conversions.length
          ? [`Pasá los datos al SI, como pide el enunciado: ${conversions.join('; ')}.`]
          : []),
        legsStep,
        `La distancia total es la suma de los tramos: $d = ${rows.map((row) => tex(row.d, 4)).join(' + ')} ${relation(totalD) === '=' ? '=' : '\\approx'} ${tex(totalD, 2)}$ ${L.symbol}.`,
      ],
      answer: resultLine('d', totalD, L, requestedUnit(question, 'length'), ''),
      closing: '¿Y la velocidad media de todo el viaje? Es esa distancia sobre el tiempo total.',
    });
  }
  const steps = [
    ...(conversions.length
      ? [`Pasá los datos al SI, como pide el enunciado: ${conversions.join('; ')}.`]
      : []),
    legsStep,
    `La velocidad media es la distancia total sobre el tiempo total (no el promedio de las velocidades${legs.some((leg) => leg.stop) ? '; el tiempo detenido cuenta' : ''}): $v_m = \\frac{${rows.map((row) => tex(row.d, 4)).join(' + ')}}{${rows.map((row) => tex(row.t, 4)).join(' + ')}} ${relation(mean) === '=' ? '=' : '\\approx'} ${tex(mean, 2)}$ ${V.symbol}.`,
  ];
  return [
    '## Velocidad media de un viaje en tramos',
    '',
    `**Datos:** ${legsData(legs)}.`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    // «…expresada en m/s»: the result in the unit asked, beside the one worked in.
    resultLine('v_m', mean, V, requestedUnit(question, 'speed'), ''),
    '',
    '¿Por qué la velocidad media queda más cerca de la velocidad del tramo en que estuvo más tiempo?',
  ].join('\n');
}

/** "en x = 20 m en t = 0 s y en x = 80 m en t = 4 s": a uniform motion's speed from two positions. */
function speedFromPositions(folded: string, quantities: Quantity[]): string | undefined {
  // A position-time graph that is a straight line is a uniform motion read in words.
  const straightGraph =
    /grafic\w* (?:de )?(?:la )?posicion|grafic\w* x\s*\(t\)/.test(folded) && /\brecta\b/.test(folded);
  if (
    !/\bx\s*=|posicion/.test(folded) ||
    !(straightGraph || /uniforme|\bmru\b|velocidad constante/.test(folded))
  )
    return undefined;
  const lengths = quantities.filter((q) => q.unit.dimension === 'length');
  const typedTimes = quantities.filter((q) => q.unit.dimension === 'time');
  // "en t = 0": the initial instant, often written without its unit.
  const zero = /\bt\s*=\s*0(?![\d,.])/.exec(folded);
  const onlyTime = typedTimes.length === 1 ? at(typedTimes, 0, 'time') : undefined;
  const times =
    onlyTime && zero
      ? [{ ...onlyTime, value: 0, index: zero.index }, onlyTime].sort((a, b) => a.index - b.index)
      : typedTimes;
  if (lengths.length !== 2 || times.length !== 2 || lengths.length + typedTimes.length !== quantities.length)
    return undefined;
  if (!askedVariables(questionPart(folded)).includes('v')) return undefined;
  const [x1, x2] = lengths.map((q) => toBase(q.value, q.unit)) as [number, number];
  const [t1, t2] = times.map((q) => toBase(q.value, q.unit)) as [number, number];
  if (t2 === t1) return undefined;
  const v = (x2 - x1) / (t2 - t1);
  const [q1, q2] = lengths as [Quantity, Quantity];
  const [r1, r2] = times as [Quantity, Quantity];
  return [
    '## Movimiento rectilíneo uniforme (MRU)',
    '',
    `**Datos:** x₁ = ${quantityText(q1)} en t₁ = ${quantityText(r1)}; x₂ = ${quantityText(q2)} en t₂ = ${quantityText(r2)}. **Incógnita:** v.`,
    '',
    '1. En el MRU la velocidad es constante: es el desplazamiento sobre el tiempo que tardó, $v = \\frac{\\Delta x}{\\Delta t} = \\frac{x_2 - x_1}{t_2 - t_1}$.',
    `2. Reemplazá: $v = \\frac{${tex(x2)} - ${tex(x1)}}{${tex(t2)} - ${tex(t1)}} ${relation(v) === '=' ? '=' : '\\approx'} ${tex(v, 2)}\\ \\text{m/s}$.`,
    '',
    // "¿Cuál es su velocidad en km/h?": the result in the unit asked, beside its m/s.
    `${resultLine('v', v, unitBySymbol('m/s'), requestedUnit(questionPart(folded), 'speed'), '')}${v < 0 ? ' (se mueve hacia las x negativas)' : ''}`,
    '',
    '¿Dónde va a estar en t = 10 s si sigue igual?',
  ].join('\n');
}

/**
 * «Un móvil con MRU pasa por x = 30 m a los 2 s y por x = 90 m a los 8 s. ¿En qué posición estaba en
 * t = 0?»: the line through two positions, read at the instant the question names.
 */
function positionAtInstant(folded: string, quantities: Quantity[]): string | undefined {
  if (!/uniforme|\bmru\b|velocidad constante/.test(folded)) return undefined;
  const question = questionPart(folded);
  const askedAt = folded.length - question.length;
  const instant = new RegExp(
    `(?:en que posicion|donde|\\bposicion\\b)[^?]*?(?:\\bt\\s*=\\s*|a los\\s+)(${NUMBER_SOURCE})\\s*(s|min|h)?(?![\\d,])`,
  ).exec(question);
  if (!instant) return undefined;
  const given = quantities.filter((q) => q.index < askedAt);
  const lengths = given.filter((q) => q.unit.dimension === 'length');
  const times = given.filter((q) => q.unit.dimension === 'time');
  const asked = quantities.filter((q) => q.index >= askedAt);
  if (lengths.length !== 2 || times.length !== 2 || given.length !== 4 || asked.length > 1) return undefined;
  if (asked.some((q) => q.unit.dimension !== 'time')) return undefined;
  // Each position typed beside its instant, before it («x = 30 m a los 2 s») or after it, as the
  // points of a graph are written («(0 s; 20 m) y (5 s; 70 m)»).
  const [q1, q2] = lengths as [Quantity, Quantity];
  const [r1, r2] = times as [Quantity, Quantity];
  const positionFirst = q1.index < r1.index && r1.index < q2.index && q2.index < r2.index;
  const instantFirst = r1.index < q1.index && q1.index < r2.index && r2.index < q2.index;
  if (!positionFirst && !instantFirst) return undefined;
  const [x1, x2] = [toBase(q1.value, q1.unit), toBase(q2.value, q2.unit)];
  const [t1, t2] = [toBase(r1.value, r1.unit), toBase(r2.value, r2.unit)];
  if (t1 === t2) return undefined;
  const tAsked = toBase(parseNumber(group(instant, 1)), unitBySymbol(instant[2] ?? 's'));
  const v = (x2 - x1) / (t2 - t1);
  const x = x1 + v * (tAsked - t1);
  const back = x + v * (t2 - tAsked);
  if (Math.abs(back - x2) > 1e-9 * Math.max(1, Math.abs(x2))) return undefined;
  return workedReply({
    title: 'Movimiento rectilíneo uniforme (MRU)',
    data: `x₁ = ${quantityText(q1)} en t₁ = ${quantityText(r1)}; x₂ = ${quantityText(q2)} en t₂ = ${quantityText(r2)}; se pide x en t = ${fmt(tAsked, 4)} s`,
    steps: [
      `En el MRU la velocidad es constante: $v = \\frac{x_2 - x_1}{t_2 - t_1} = \\frac{${tex(x2)} - ${tex(x1)}}{${tex(t2)} - ${tex(t1)}} ${relation(v) === '=' ? '=' : '\\approx'} ${tex(v, 2)}$ m/s.`,
      `La posición en t = ${fmt(tAsked, 4)} s: $x = x_1 + v\\,(t - t_1) = ${tex(x1)} + ${tex(v, 4)} \\cdot (${tex(tAsked)} - ${tex(t1)}) ${relation(x) === '=' ? '=' : '\\approx'} ${tex(x, 2)}$ m.`,
      `Comprobá con el segundo dato: $x(t_2) = ${tex(x, 2)} + ${tex(v, 4)} \\cdot (${tex(t2)} - ${tex(tAsked)}) ${relation(back) === '=' ? '=' : '\\approx'} ${tex(back, 2)}$ m, la posición dada.`,
    ],
    answer: `**x ${relation(x)} ${fmt(x)} m**`,
    closing: '¿Qué representa esa posición en el gráfico x(t)?',
  });
}

/**
 * «…pasa por x = 5 m a los 0 s y por x = 17 m a los 3 s. ¿En qué instante se encuentra en x = 45 m?»: the
 * line through two positions, solved for the instant at the position the question names.
 */
function instantAtPosition(folded: string, quantities: Quantity[]): string | undefined {
  if (!/uniforme|\bmru\b|velocidad constante/.test(folded)) return undefined;
  const question = questionPart(folded);
  const askedAt = folded.length - question.length;
  if (!/\ben que (?:instante|momento)\b|\bcuando\b|\ba los cuantos (?:segundos|minutos)\b/.test(question))
    return undefined;
  const given = quantities.filter((q) => q.index < askedAt);
  const asked = quantities.filter((q) => q.index >= askedAt);
  const lengths = given.filter((q) => q.unit.dimension === 'length');
  const times = given.filter((q) => q.unit.dimension === 'time');
  const [target] = asked;
  if (lengths.length !== 2 || times.length !== 2 || given.length !== 4 || asked.length !== 1 || !target)
    return undefined;
  if (target.unit.dimension !== 'length') return undefined;
  // The position asked is a position: «en x = 45 m», «por la posición 45 m», «pasa por 45 m».
  if (
    !/(?:\bx\s*=\s*|posicion (?:de )?|(?:pasa|esta|se encuentra) (?:por|en) )$/.test(
      folded.slice(Math.max(0, target.index - 20), target.index),
    )
  )
    return undefined;
  const [q1, q2] = lengths as [Quantity, Quantity];
  const [r1, r2] = times as [Quantity, Quantity];
  const positionFirst = q1.index < r1.index && r1.index < q2.index && q2.index < r2.index;
  const instantFirst = r1.index < q1.index && q1.index < r2.index && r2.index < q2.index;
  if (!positionFirst && !instantFirst) return undefined;
  const [x1, x2] = [toBase(q1.value, q1.unit), toBase(q2.value, q2.unit)];
  const [t1, t2] = [toBase(r1.value, r1.unit), toBase(r2.value, r2.unit)];
  if (t1 === t2 || x1 === x2) return undefined;
  const x = toBase(target.value, target.unit);
  const v = (x2 - x1) / (t2 - t1);
  const t = t1 + (x - x1) / v;
  const back = x1 + v * (t - t1);
  if (Math.abs(back - x) > 1e-9 * Math.max(1, Math.abs(x))) return undefined;
  return workedReply({
    title: 'Movimiento rectilíneo uniforme (MRU)',
    data: `x₁ = ${quantityText(q1)} en t₁ = ${quantityText(r1)}; x₂ = ${quantityText(q2)} en t₂ = ${quantityText(r2)}; se pide cuándo está en x = ${quantityText(target)}`,
    steps: [
      `En el MRU la velocidad es constante: $v = \\frac{x_2 - x_1}{t_2 - t_1} = \\frac{${tex(x2)} - ${tex(x1)}}{${tex(t2)} - ${tex(t1)}} ${relation(v) === '=' ? '=' : '\\approx'} ${tex(v, 4)}$ m/s.`,
      `De $x = x_1 + v\\,(t - t_1)$: $t = t_1 + \\frac{x - x_1}{v} = ${tex(t1)} + \\frac{${tex(x)} - ${tex(x1)}}{${tex(v, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s.`,
      `Comprobá: $x(${tex(t, 4)}) = ${tex(x1)} + ${tex(v, 4)} \\cdot (${tex(t, 4)} - ${tex(t1)}) ${relation(back) === '=' ? '=' : '\\approx'} ${tex(back, 2)}$ m.`,
    ],
    answer: `**t ${relation(t)} ${fmt(t)} s**${t < 0 ? ' (antes del primer registro)' : ''}`,
    closing: '¿Dónde va a estar 5 s después?',
  });
}

/** «0 2 4 6»: a row of a table of values, numbers apart by spaces. */
// Values apart by spaces, «;» or «|» («0; 2; 4; 6»): a comma is the decimal one.
const ROW = String.raw`((?:-?\d+(?:,\d+)?\s*[;|]?\s+)+-?\d+(?:,\d+)?)`;
const TIME_ROW = new RegExp(String.raw`\bt\s*\(s\)\s*:?\s*${ROW}`);
const VALUE_ROW = new RegExp(String.raw`\b([vx])\s*\((m\/s|m)\)\s*:?\s*${ROW}`);
// «varía uniformemente entre cada par de instantes»: the v(t) table is a graph of straight stretches.
const STRAIGHT_BETWEEN = /uniformemente|linealmente|segmentos? de recta|tramos rectos/;

const rowValues = (row: string) =>
  row
    .trim()
    .split(/[\s;|]+/)
    .map(parseNumber);

/**
 * «t (s): 0 2 4 6 / v (m/s): 0 6 12 12»: a table of values told as the words the readings take. Speeds
 * that the statement says vary uniformly between the instants become a v(t) graph told stretch by
 * stretch; positions that fall on one line (a uniform motion) become two positions at two instants.
 * Undefined when there is no such table, its rows differ in length, its instants do not grow, a v(t)
 * table is not said to be straight between them or the positions are not on one line.
 */
export function tableAsWords(folded: string): { folded: string; said: string } | undefined {
  const times = TIME_ROW.exec(folded);
  const values = VALUE_ROW.exec(folded);
  if (!times || !values) return undefined;
  const t = rowValues(group(times, 1));
  const y = rowValues(group(values, 3));
  if (t.length !== y.length || t.length < 3 || t.some((ti, i) => i > 0 && !(ti > (t[i - 1] ?? ti))))
    return undefined;
  const [first, second] = [times, values].sort((a, b) => a.index - b.index) as [
    RegExpExecArray,
    RegExpExecArray,
  ];
  const start = first.index;
  const end = second.index + second[0].length;
  const between = folded.slice(first.index + first[0].length, second.index);
  // Only a separator between the rows («/», «;», «—», «y», a line break).
  if (!/^[\s/;,|y—–-]*$/.test(between)) return undefined;
  const speed = group(values, 1) === 'v';
  if (speed !== (group(values, 2) === 'm/s')) return undefined;
  const pairs = t.map(
    (ti, i) =>
      `(t = ${fmt(ti, 4)} s; ${speed ? 'v' : 'x'} = ${fmt(at(y, i, 'value'), 4)} ${speed ? 'm/s' : 'm'})`,
  );
  const said = `la tabla ${pairs.join(', ')}`;
  let words: string;
  const slopes = t
    .slice(1)
    .map((ti, i) => (at(y, i + 1, 'value') - at(y, i, 'value')) / (ti - at(t, i, 't')));
  const [slope = 0] = slopes;
  const oneLine = slopes.every((m) => Math.abs(m - slope) <= 1e-9 * Math.max(1, Math.abs(slope)));
  const last = t.length - 1;
  if (speed && oneLine && slope !== 0 && at(t, 0, 't') === 0) {
    // Speeds from t = 0 that fall on one line, changing by the same amount in equal times: a uniformly
    // accelerated motion from the first speed to the last.
    words = `su velocidad pasa uniformemente de ${fmt(at(y, 0, 'v'), 4)} m/s a ${fmt(at(y, last, 'v'), 4)} m/s en ${fmt(at(t, last, 't'), 4)} s`;
  } else if (speed) {
    if (!STRAIGHT_BETWEEN.test(folded)) return undefined;
    words = t
      .slice(1)
      .map((ti, i) => {
        const [t0, v0, v1] = [at(t, i, 'instant'), at(y, i, 'speed'), at(y, i + 1, 'speed')];
        return v0 === v1
          ? `de ${fmt(t0, 4)} s a ${fmt(ti, 4)} s se mantiene en ${fmt(v1, 4)} m/s`
          : `de ${fmt(t0, 4)} s a ${fmt(ti, 4)} s pasa de ${fmt(v0, 4)} a ${fmt(v1, 4)} m/s`;
      })
      .join('; ');
  } else {
    if (!oneLine) return undefined;
    words = `pasa por x = ${fmt(at(y, 0, 'x'), 4)} m a los ${fmt(at(t, 0, 't'), 4)} s y por x = ${fmt(at(y, last, 'x'), 4)} m a los ${fmt(at(t, last, 't'), 4)} s, con velocidad constante`;
  }
  const after = folded.slice(end);
  return { folded: `${folded.slice(0, start)}${words}${/^\s*[.;]/.test(after) ? '' : '.'}${after}`, said };
}

/** A speed-time graph told in words: «el gráfico velocidad-tiempo…», «el gráfico v(t)…», «v-t». */
const SPEED_GRAPH =
  /grafic\w* (?:de (?:la )?)?(?:velocidad|rapidez)|grafic\w* v\s*\(t\)|grafic\w* v\s*-\s*t\b/;

interface Stretch {
  from: number;
  to: number;
  v0: number;
  v1: number;
  /** The words that described it, for the data line. */
  said: string;
}

const NUM = `(${NUMBER_SOURCE})`;
const STRETCH = new RegExp(`(?:de|entre) ${NUM} ?s (?:a|y|hasta) ${NUM} ?s,?\\s+([^;.]*)`, 'g');
const HOLDS = new RegExp(
  `(?:se mantiene|permanece|es constante|se queda)\\w*(?: constante)?(?: en| de| e igual a)? ${NUM} ?m\\/s`,
);
const CHANGES = new RegExp(
  `(?:crece|aumenta|disminuye|decrece|baja|sube|pasa|cambia|varia)\\w*(?: (?:uniformemente|linealmente|de manera uniforme))?(?: de ${NUM}(?: ?m\\/s)?)? (?:a|hasta) ${NUM}(?: ?m\\/s)?`,
);

/**
 * «de 0 s a 4 s la velocidad crece uniformemente de 0 a 12 m/s; de 4 s a 8 s se mantiene en 12 m/s; de
 * 8 s a 10 s disminuye hasta 0»: a speed-time graph told in words, stretch by stretch, each straight.
 * Undefined unless every stretch reads, each starts where the one before ends (time and speed), and
 * the statement has no other number.
 */
function graphStretches(folded: string, statement: string): Stretch[] | undefined {
  const stretches: Stretch[] = [];
  let covered = statement;
  for (const match of statement.matchAll(STRETCH)) {
    const from = parseNumber(group(match, 1));
    const to = parseNumber(group(match, 2));
    const words = group(match, 3);
    const previous = stretches.at(-1);
    const held = HOLDS.exec(words);
    const changed = held ? undefined : CHANGES.exec(words);
    let v0: number;
    let v1: number;
    if (held) v0 = v1 = parseNumber(group(held, 1));
    else if (changed) {
      const start = changed[1];
      // The first stretch without its starting speed starts from rest only when the statement says so.
      const fromRest = !previous && /reposo/.test(statement);
      if (start === undefined && !previous && !fromRest) return undefined;
      v0 = start === undefined ? (previous?.v1 ?? 0) : parseNumber(start);
      v1 = parseNumber(group(changed, 2));
    } else return undefined;
    if (!(to > from) || ![v0, v1].every(Number.isFinite)) return undefined;
    // One line, no jumps: each stretch starts where the one before ends.
    if (previous && (previous.to !== from || previous.v1 !== v0)) return undefined;
    stretches.push({ from, to, v0, v1, said: `de ${fmt(from, 4)} s a ${fmt(to, 4)} s, ${words.trim()}` });
    covered = covered.replace(match[0], ' ');
  }
  // Every number of the statement belongs to a stretch.
  if (stretches.length < 2 || new RegExp(NUMBER_SOURCE).test(covered.replace(/v\s*\(t\)/g, '')))
    return undefined;
  return folded.includes('km/h') ? undefined : stretches;
}

/**
 * «en los primeros 2 s … , durante los 6 s siguientes … y en los últimos 2 s …»: stretches told by their
 * durations, one after the other from t = 0, rewritten «de 0 s a 2 s …; de 2 s a 8 s …; de 8 s a 10 s …»
 * for the stretch reading. The text as it was unless every stretch is told that way (two or more).
 */
function durationsAsInstants(folded: string): string {
  if (new RegExp(`(?:de|entre) ${NUM} ?s (?:a|y|hasta) ${NUM} ?s`).test(folded)) return folded;
  const mark = folded.lastIndexOf('¿');
  const statement = mark >= 0 ? folded.slice(0, mark) : folded;
  const duration = new RegExp(
    `(?:(?<=^|[\\s,;.])y\\s+)?(?:en|durante) los (?:(primeros|ultimos|siguientes) ${NUM} ?s|${NUM} ?s (siguientes|restantes|finales))`,
    'g',
  );
  const found = [...statement.matchAll(duration)];
  if (found.length < 2) return folded;
  let clock = 0;
  let text = '';
  let from = 0;
  for (const [index, match] of found.entries()) {
    const word = match[1] ?? match[4];
    const length = parseNumber(match[2] ?? match[3] ?? '');
    // The first from t = 0; the others follow it, «los últimos» being the last one told.
    if ((index === 0) !== (word === 'primeros') || !(length > 0)) return folded;
    if (word === 'ultimos' || word === 'finales') {
      if (index !== found.length - 1) return folded;
    }
    // The duration as told stays beside the instants: the data line shows the statement's numbers.
    const told = match[0].replace(/^y\s+/, '').replace(/^(?:en|durante) /, '');
    text += `${statement.slice(from, match.index)}${index ? '; ' : ''}de ${fmt(clock, 4)} s a ${fmt(clock + length, 4)} s, ${told},`;
    clock += length;
    from = match.index + match[0].length;
  }
  return `${text}${folded.slice(from)}`;
}

/** The signed area under v(t) from a to b, and the distance (the area of |v|, split where v crosses 0). */
function areaUnder(
  stretches: readonly Stretch[],
  a: number,
  b: number,
): { displacement: number; distance: number } {
  let displacement = 0;
  let distance = 0;
  for (const piece of stretches) {
    const lo = Math.max(a, piece.from);
    const hi = Math.min(b, piece.to);
    if (!(hi > lo)) continue;
    const at = (t: number) => piece.v0 + ((piece.v1 - piece.v0) * (t - piece.from)) / (piece.to - piece.from);
    const cuts = [lo, hi];
    if (at(lo) * at(hi) < 0)
      cuts.splice(1, 0, piece.from - (piece.v0 * (piece.to - piece.from)) / (piece.v1 - piece.v0));
    for (let i = 0; i + 1 < cuts.length; i++) {
      const [x, y] = [cuts[i] ?? 0, cuts[i + 1] ?? 0];
      const area = ((at(x) + at(y)) / 2) * (y - x);
      displacement += area;
      distance += Math.abs(area);
    }
  }
  return { displacement, distance };
}

/**
 * Questions about a speed-time graph told stretch by stretch: the acceleration at an instant (the slope
 * of its stretch; an instant where two stretches meet has none), the speed at an instant, the distance
 * or the displacement over an interval (the area). Undefined when the statement is no such graph; null
 * when it is one and the question is none of these: then no other reading of its numbers is right.
 */
function stretchedSpeedGraph(told: string): string | null | undefined {
  // Stretch by stretch, «de 0 s a 4 s la velocidad crece…» tells v(t) whether or not it says «gráfico».
  if (!/velocidad|rapidez/.test(told)) return undefined;
  const folded = durationsAsInstants(told);
  // «¿…?», or an order of an exam's part: «Determinar la distancia recorrida entre t = 0 y t = 6 s».
  const question = questionPart(folded);
  if (question === folded) return undefined;
  const statement = folded.slice(0, folded.length - question.length);
  const stretches = graphStretches(folded, statement);
  // Two stretches or more that do not read as one graph: no other reading of those numbers either.
  if (!stretches) return [...statement.matchAll(STRETCH)].length >= 2 ? null : undefined;
  // The graph is read in s, m/s and m: «¿…, en km?» asks another unit, which no reading of it states.
  if (asksAnotherUnit(question, ['s', 'm/s', 'm'])) return null;
  const first = at(stretches, 0, 'stretch');
  const last = at(stretches, stretches.length - 1, 'stretch');
  const instant = new RegExp(`\\bt\\s*=\\s*${NUM} ?s`).exec(question);
  const firstSeconds = new RegExp(`primeros ${NUM} ?s`).exec(question);
  const between = new RegExp(
    `(?:entre|de(?:sde)?) (?:t\\s*=\\s*)?${NUM}(?: ?s)? (?:y|a|hasta) (?:t\\s*=\\s*)?${NUM} ?s`,
  ).exec(question);
  // The span the question names (else the whole graph); null when it names a time this does not read
  // («en los 3 s siguientes») or one outside the graph.
  const span = (): [number, number] | null => {
    const [a, b] = between
      ? [parseNumber(group(between, 1)), parseNumber(group(between, 2))]
      : firstSeconds
        ? [first.from, first.from + parseNumber(group(firstSeconds, 1))]
        : instant && /hasta/.test(question)
          ? [first.from, parseNumber(group(instant, 1))]
          : [first.from, last.to];
    const read = [between?.[0], firstSeconds?.[0], /hasta/.test(question) ? instant?.[0] : undefined];
    const rest = read.reduce<string>((text, piece) => (piece ? text.replace(piece, ' ') : text), question);
    if (new RegExp(NUMBER_SOURCE).test(rest)) return null;
    return b > a && a >= first.from && b <= last.to ? [a, b] : null;
  };
  const mean = /\b(?:media|promedio)\b/.test(question);
  const slope = (piece: Stretch) => (piece.v1 - piece.v0) / (piece.to - piece.from);
  // «tiene tres tramos rectos»: the count told must be the stretches read, and is said back.
  const counted = /\b(dos|tres|cuatro|cinco|\d+) tramos\b/.exec(statement)?.[1];
  const count = counted && ({ dos: 2, tres: 3, cuatro: 4, cinco: 5 }[counted] ?? Number(counted));
  if (count !== undefined && count !== stretches.length) return null;
  const data = `**Datos:** ${count ? `${counted} tramos: ` : ''}${stretches.map((piece) => piece.said).join('; ')}.`;
  const lines = stretches.map(
    (piece) =>
      `De ${fmt(piece.from, 4)} s a ${fmt(piece.to, 4)} s: recta de ${fmt(piece.v0, 4)} m/s a ${fmt(piece.v1, 4)} m/s, pendiente $a = \\frac{${tex(piece.v1, 4, true)} - ${tex(piece.v0, 4, true)}}{${tex(piece.to, 4)} - ${tex(piece.from, 4)}} ${texRelation(slope(piece))} ${tex(slope(piece), 2)}$ m/s².`,
  );
  let answer: string;
  const steps = [...lines];
  if (/aceleracion/.test(question) && instant && !between) {
    const t = parseNumber(group(instant, 1));
    const piece = stretches.find((p) => t > p.from && t < p.to);
    if (!piece) return null;
    const a = slope(piece);
    steps.push(
      `En t = ${fmt(t, 4)} s está en el tramo de ${fmt(piece.from, 4)} s a ${fmt(piece.to, 4)} s: la aceleración es la pendiente de ese tramo.`,
    );
    answer = `**a ${relation(a)} ${fmt(a)} m/s²**${a < 0 ? ' (frena)' : a === 0 ? ' (velocidad constante)' : ''}`;
  } else if (
    /velocidad|rapidez/.test(question) &&
    !mean &&
    instant &&
    !between &&
    !/distancia|desplazamiento|recorr/.test(question)
  ) {
    const t = parseNumber(group(instant, 1));
    const piece = stretches.find((p) => t >= p.from && t <= p.to);
    if (!piece) return null;
    const v = piece.v0 + slope(piece) * (t - piece.from);
    steps.push(
      `En t = ${fmt(t, 4)} s, sobre la recta de su tramo: $v = ${tex(piece.v0, 4, true)} + ${tex(slope(piece), 4, true)} \\cdot (${tex(t, 4)} - ${tex(piece.from, 4)}) ${texRelation(v)} ${tex(v, 2)}$ m/s.`,
    );
    answer = `**v ${relation(v)} ${fmt(v)} m/s**`;
  } else if (/aceleracion/.test(question) && !mean && (between || firstSeconds)) {
    // «la aceleración durante los primeros 4 s»: one slope over the whole span, or no single answer.
    const range = span();
    if (!range) return null;
    const [a, b] = range;
    const slopes = new Set(stretches.filter((p) => p.to > a && p.from < b).map(slope));
    const [only] = slopes;
    if (slopes.size !== 1 || only === undefined) return null;
    steps.push(
      `Entre ${fmt(a, 4)} s y ${fmt(b, 4)} s la pendiente es la misma en todo el lapso: la aceleración es constante ahí.`,
    );
    answer = `**a ${relation(only)} ${fmt(only)} m/s²**${only < 0 ? ' (frena)' : only === 0 ? ' (velocidad constante)' : ''}`;
  } else if (/(?:velocidad|rapidez) (?:media|promedio)/.test(question)) {
    // Lo recorrido sobre el tiempo; while v keeps its sign the displacement is the same, so both agree.
    const range = span();
    if (!range) return null;
    const [a, b] = range;
    const { displacement, distance } = areaUnder(stretches, a, b);
    if (Math.abs(displacement - distance) > 1e-9) return null;
    const vm = distance / (b - a);
    steps.push(
      `Lo recorrido entre ${fmt(a, 4)} s y ${fmt(b, 4)} s es el área bajo v(t): ${fmt(distance, 4)} m. La velocidad media es eso sobre el tiempo: $v_m = \\frac{${tex(distance, 4)}}{${tex(b - a, 4)}} ${texRelation(vm)} ${tex(vm, 2)}$ m/s.`,
    );
    answer = `**v_m ${relation(vm)} ${fmt(vm)} m/s**`;
  } else if (
    /distancia|desplazamiento|recorr|cuantos metros|a que altura|cuanto (?:subio|bajo|avanzo)/.test(question)
  ) {
    // A time of the question this reading did not take («en los 3 s siguientes»): not the whole graph.
    const range = span();
    if (!range) return null;
    const [a, b] = range;
    const { displacement, distance } = areaUnder(stretches, a, b);
    // «¿Cuántos metros subió?» names neither: it is one answer only while v keeps its sign.
    if (!/distancia|desplazamiento|recorr/.test(question) && Math.abs(displacement - distance) > 1e-9)
      return null;
    const asksDisplacement = /desplazamiento/.test(question);
    const value = asksDisplacement ? displacement : distance;
    steps.push(
      `Lo recorrido es el área bajo v(t) entre ${fmt(a, 4)} s y ${fmt(b, 4)} s: cada tramo es un trapecio (o un triángulo), $\\frac{v_{inicio} + v_{fin}}{2} \\cdot \\Delta t$; sumados dan ${fmt(value, 4)} m${asksDisplacement ? ' (el área bajo el eje cuenta negativa)' : displacement !== distance ? ' (el área bajo el eje también se recorre: cuenta positiva)' : ''}.`,
    );
    answer = `**${asksDisplacement ? 'Δx' : 'd'} ${relation(value)} ${fmt(value)} m**`;
  } else return null;
  return [
    '## Gráfico de velocidad en función del tiempo, por tramos',
    '',
    data,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    answer,
    '',
    '¿Cómo sería el gráfico de aceleración en función del tiempo para este movimiento?',
  ].join('\n');
}

/**
 * «una recta que pasa por v = 0 en t = 0 y por v = 12 m/s en t = 4 s»: two points of a straight v(t),
 * each a speed at an instant. The area under the line between them is the distance (while the speed
 * keeps its sign), its slope the acceleration. Any other number in the statement, or another unknown,
 * is no reading of this. A speed may come without «v =» when its unit says what it is: «parte de 20 m/s
 * en t = 0 y llega a 0 m/s en t = 8 s».
 */
const GRAPH_POINT = new RegExp(
  `(?:v\\s*=\\s*|(?<![\\d,.-])(?=-?\\s*${NUMBER_SOURCE}\\s*(?:m/s|km/h)))(-?\\s*${NUMBER_SOURCE})\\s*(m/s|km/h)?\\s*(?:en|para|a los|cuando)\\s*t\\s*=\\s*(${NUMBER_SOURCE})\\s*(s|min|h)?\\b`,
  'g',
);
const graphPoints = (folded: string) => [...folded.matchAll(GRAPH_POINT)];

function speedGraph(folded: string, quantities: Quantity[]): string | undefined {
  const points = graphPoints(folded);
  if (points.length !== 2) return undefined;
  const inside = (q: Quantity) => points.some((p) => q.index >= p.index && q.index < p.index + p[0].length);
  const outside = quantities.filter((q) => !inside(q));
  const speedUnit = unitBySymbol(points.find((p) => p[2])?.[2] ?? 'm/s');
  const timeUnit = unitBySymbol(points.find((p) => p[4])?.[4] ?? 's');
  // «−10 m/s en t = 10 s»: a speed below the axis keeps its sign.
  const signedNumber = (raw: string) =>
    raw.startsWith('-') ? -parseNumber(raw.replace(/^-\s*/, '')) : parseNumber(raw);
  const read = (p: RegExpMatchArray) => ({
    v: toBase(signedNumber(group(p, 1)), p[2] ? unitBySymbol(p[2]) : speedUnit),
    t: toBase(parseNumber(group(p, 3)), p[4] ? unitBySymbol(p[4]) : timeUnit),
  });
  const sorted = points.map(read).sort((a, b) => a.t - b.t);
  const p1 = at(sorted, 0, 'first point');
  const p2 = at(sorted, 1, 'second point');
  const dt = p2.t - p1.t;
  if (!(dt > 0)) return undefined;
  const question = questionPart(folded);
  // «¿Qué distancia recorre en los primeros 4 s?»: the span restated in the question is no new datum.
  const askedAt = folded.length - question.length;
  const restated = (q: Quantity) =>
    q.index >= askedAt && q.unit.dimension === 'time' && Math.abs(toBase(q.value, q.unit) - dt) < 1e-9;
  // «Entre t = 0 y t = 10 s, …»: the two instants of the points said again, anywhere after them.
  const lastPoint = Math.max(...points.map((p) => p.index + p[0].length));
  const span = new RegExp(
    `(?:entre|de(?:sde)?) t\\s*=\\s*(${NUMBER_SOURCE})(?: ?s)? (?:y|a|hasta) t\\s*=\\s*(${NUMBER_SOURCE}) ?s\\b`,
    'y',
  );
  const spanAt = folded.slice(lastPoint).search(/(?:entre|de(?:sde)?) t\s*=/);
  span.lastIndex = lastPoint + Math.max(0, spanAt);
  const said = spanAt >= 0 ? span.exec(folded) : null;
  if (
    said &&
    !(parseNumber(group(said, 1)) === p1.t && parseNumber(group(said, 2)) === p2.t && timeUnit.symbol === 's')
  )
    return undefined;
  const inSaid = (q: Quantity) =>
    said !== null && q.index >= said.index && q.index < said.index + said[0].length;
  const others = outside.filter((q) => !inSaid(q));
  const counted = said ? folded.replace(said[0], ' ') : folded;
  if (!others.every(restated) || (counted.match(/\d+(?:,\d+)?/g) ?? []).length !== 4 + others.length)
    return undefined;
  const data = `v = ${fmt(p1.v, 4)} m/s en t = ${fmt(p1.t, 4)} s; v = ${fmt(p2.v, 4)} m/s en t = ${fmt(p2.t, 4)} s (una recta)`;
  const asksDistance = /distancia|desplazamiento|recorr/.test(question);
  const asksAcceleration = /aceleracion/.test(question);
  if (asksDistance === asksAcceleration) return undefined;
  if (asksAcceleration) {
    const a = (p2.v - p1.v) / dt;
    return workedReply({
      title: 'Gráfico velocidad-tiempo',
      data,
      steps: [
        `La pendiente de la recta v(t) es la aceleración: $a = \\frac{\\Delta v}{\\Delta t} = \\frac{${tex(p2.v, 4)} - ${tex(p1.v, 4)}}{${tex(dt, 4)}} ${relation(a) === '=' ? '=' : '\\approx'} ${tex(a, 2)}\\ \\text{m/s}^2$.`,
      ],
      answer: `**a ${relation(a)} ${fmt(a)} m/s²**`,
      closing: '¿Qué forma tendría el gráfico de la posición en ese tramo?',
    });
  }
  // A speed that changes sign has a displacement and a distance that differ: each its own area.
  if (p1.v * p2.v < 0) return crossingTheAxis(p1, p2, question, data);
  const d = (Math.abs(p1.v + p2.v) / 2) * dt;
  return workedReply({
    title: 'Gráfico velocidad-tiempo',
    data,
    steps: [
      `El área entre la recta v(t) y el eje del tiempo es lo que recorre: un trapecio (o un triángulo si una velocidad es cero), $d = \\frac{v_1 + v_2}{2} \\cdot \\Delta t = \\frac{${tex(p1.v, 4)} + ${tex(p2.v, 4)}}{2} \\cdot ${tex(dt, 4)} ${relation(d) === '=' ? '=' : '\\approx'} ${tex(d, 2)}\\ \\text{m}$.`,
    ],
    answer: `**d ${relation(d)} ${fmt(d)} m**`,
    closing: '¿Cuál es la aceleración en ese tramo?',
  });
}

/**
 * A straight v(t) that crosses the axis: the displacement is the signed area (the triangle below the
 * axis counts negative), the distance the two triangles added; each asked, or both.
 */
function crossingTheAxis(
  p1: { v: number; t: number },
  p2: { v: number; t: number },
  question: string,
  data: string,
): string | undefined {
  const asksDisplacement = /desplazamiento/.test(question);
  const asksDistance = /distancia|recorr/.test(question);
  if (!asksDisplacement && !asksDistance) return undefined;
  const dt = p2.t - p1.t;
  const t0 = p1.t + (p1.v / (p1.v - p2.v)) * dt;
  const first = (p1.v * (t0 - p1.t)) / 2;
  const second = (p2.v * (p2.t - t0)) / 2;
  const displacement = first + second;
  const distance = Math.abs(first) + Math.abs(second);
  // The check: the trapezoid rule on the whole line gives the same signed area.
  if (Math.abs(((p1.v + p2.v) / 2) * dt - displacement) > 1e-9 * Math.max(1, distance)) return undefined;
  const near = (x: number) => (Math.abs(x) < 1e-12 ? 0 : x);
  const answers = [
    ...(asksDisplacement ? [`**Δx ${relation(displacement)} ${fmt(near(displacement))} m**`] : []),
    ...(asksDistance ? [`**d ${relation(distance)} ${fmt(distance)} m**`] : []),
  ];
  return workedReply({
    title: 'Gráfico velocidad-tiempo que cruza el eje',
    data,
    steps: [
      `La recta corta el eje (v = 0) en $t = ${tex(p1.t, 4)} + \\frac{${tex(p1.v, 4)}}{${tex(p1.v, 4)} - ${tex(p2.v, 4, true)}} \\cdot ${tex(dt, 4)} ${relation(t0) === '=' ? '=' : '\\approx'} ${tex(t0, 2)}$ s: ahí el móvil se detiene y da la vuelta.`,
      `Dos triángulos: hasta entonces, $\\frac{1}{2} \\cdot ${tex(p1.v, 4)} \\cdot ${tex(t0 - p1.t, 4)} ${relation(first) === '=' ? '=' : '\\approx'} ${tex(first, 2)}$ m; después, $\\frac{1}{2} \\cdot ${tex(p2.v, 4, true)} \\cdot ${tex(p2.t - t0, 4)} ${relation(second) === '=' ? '=' : '\\approx'} ${tex(second, 2)}$ m.`,
      `El desplazamiento es la suma con signo: $${tex(first, 2)} + ${tex(second, 2, true)} = ${tex(near(displacement), 2)}$ m; la distancia recorrida suma los dos sin signo: $${tex(Math.abs(first), 2)} + ${tex(Math.abs(second), 2)} = ${tex(distance, 2)}$ m.`,
    ],
    answer: answers.join('\n\n'),
    closing: '¿En qué instante el móvil está más lejos del punto de partida?',
  });
}

/** A reply for a kinematics word problem, or undefined when the message is not one. */
const LONG_BODY = /\b(?:tren|convoy|formacion|camion con acoplado|columna|fila|desfile)\b/;
const WAY_THROUGH = /\b(?:puente|tunel|viaducto|anden|estacion)\b/;

/**
 * A long body (a train) through a bridge or a tunnel at constant speed: to cross it whole, its front
 * runs the bridge's length and its own; to be wholly inside a tunnel, the tunnel's less its own. The
 * time from the speed, or the speed from the time. Each length is told apart by its word («un tren de
 * 200 m», «un puente de 400 m»), else nothing is read.
 */
function longBodyCrossing(folded: string, quantities: Quantity[]): string | undefined {
  if (!LONG_BODY.test(folded) || !WAY_THROUGH.test(folded)) return undefined;
  if (/acelera|frena|reposo|arranca/.test(folded)) return undefined;
  const lengths = quantities.filter((q) => q.unit.dimension === 'length');
  const speeds = quantities.filter((q) => q.unit.dimension === 'speed');
  const times = quantities.filter((q) => q.unit.dimension === 'time');
  if (lengths.length !== 2 || speeds.length + times.length !== 1 || quantities.length !== 3) return undefined;
  const before = (q: Quantity) => folded.slice(Math.max(0, q.index - 30), q.index);
  const after = (q: Quantity) => folded.slice(q.end, q.end + 25);
  const isBody = (q: Quantity) =>
    /\b(?:tren|convoy|formacion|columna|fila|desfile)\b[^.,;¿?\d]{0,20}$/.test(before(q)) ||
    /^\s*(?:de (?:largo|longitud)|de largo)/.test(after(q));
  const isWay = (q: Quantity) =>
    /\b(?:puente|tunel|viaducto|anden|estacion)\b[^.,;¿?\d]{0,20}$/.test(before(q));
  // «un puente de 400 m de longitud»: the word before names the length; «de longitud» after it does not
  // make the bridge a body.
  const body = lengths.filter((q) => isBody(q) && !isWay(q));
  const way = lengths.filter(isWay);
  const [train] = body;
  const [bridge] = way;
  if (!train || !bridge || body.length !== 1 || way.length !== 1) return undefined;
  const question = askedPart(folded);
  const inside =
    /(?:completamente|totalmente|enteramente|por completo) (?:dentro|adentro)|quede (?:todo )?(?:dentro|adentro)/.test(
      question,
    );
  if (!inside && /dentro|adentro/.test(question)) return undefined;
  const bodyLength = toBase(train.value, train.unit);
  const wayLength = toBase(bridge.value, bridge.unit);
  const run = inside ? wayLength - bodyLength : wayLength + bodyLength;
  if (!(run > 0)) return undefined;
  const steps = [
    inside
      ? `Para quedar entero dentro, el frente recorre el túnel menos el largo del tren: $d = ${tex(wayLength, 4)} - ${tex(bodyLength, 4)} = ${tex(run, 4)}$ m.`
      : `Para cruzarlo entero, el frente recorre el largo del ${/tunel/.test(folded) ? 'túnel' : 'puente'} y además el del tren (hasta que sale la cola): $d = ${tex(wayLength, 4)} + ${tex(bodyLength, 4)} = ${tex(run, 4)}$ m.`,
  ];
  const [speed] = speeds;
  const [time] = times;
  let answer: string;
  if (speed) {
    // «El tiempo que tarda en cruzarlo es:» (five options) asks the time as much as «¿cuánto tarda?».
    if (!/cuanto (?:tiempo|tarda|demora)|que tiempo|en cuanto|\btiempo\b|\btarda\b|\bdemora\b/.test(question))
      return undefined;
    const v = toBase(speed.value, speed.unit);
    const t = run / v;
    if (speed.unit.symbol !== 'm/s')
      steps.unshift(
        `Pasá la velocidad a m/s: ${fmt(speed.value, 4)} ${speed.unit.symbol} = ${fmt(v, 4)} m/s.`,
      );
    steps.push(
      `A velocidad constante: $t = \\frac{d}{v} = \\frac{${tex(run, 4)}}{${tex(v, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 4)}$ s.`,
    );
    if (Math.abs(t * v - run) > 1e-9 * run) return undefined;
    answer = `t ${relation(t)} ${fmt(t)} s`;
  } else if (time) {
    if (!/velocidad|rapidez|que tan rapido/.test(question)) return undefined;
    const t = toBase(time.value, time.unit);
    const v = run / t;
    steps.push(
      `A velocidad constante: $v = \\frac{d}{t} = \\frac{${tex(run, 4)}}{${tex(t, 4)}} ${relation(v) === '=' ? '=' : '\\approx'} ${tex(v, 4)}$ m/s.`,
    );
    // «Expresar en km/h»: the speed passed to the unit asked (× 3,6).
    const inKmh = /\ben km\/h\b/.test(folded);
    if (inKmh)
      steps.push(
        `En km/h: $${tex(v, 4)} \\cdot 3{,}6 ${relation(v * 3.6) === '=' ? '=' : '\\approx'} ${tex(v * 3.6, 4)}$ km/h.`,
      );
    answer = `v ${relation(v)} ${fmt(v)} m/s${inKmh ? ` ${relation(v * 3.6)} ${fmt(v * 3.6)} km/h` : ''}`;
  } else return undefined;
  return workedReply({
    title: 'Un tren que cruza un puente o un túnel',
    data: [
      `largo del tren: ${fmt(train.value, 4)} ${train.unit.symbol}`,
      `largo del ${/tunel/.test(folded) ? 'túnel' : 'puente'}: ${fmt(bridge.value, 4)} ${bridge.unit.symbol}`,
      speed
        ? `v = ${fmt(speed.value, 4)} ${speed.unit.symbol}`
        : `t = ${fmt((time as Quantity).value, 4)} ${(time as Quantity).unit.symbol}`,
    ].join('; '),
    steps,
    answer: `**${answer}**`,
    closing: '¿Por qué no alcanza con dividir el largo del puente por la velocidad?',
  });
}

/**
 * «pierde 2,5 m/s cada segundo», «a razón de 3 m/s por segundo»: a change of speed each second is an
 * acceleration in m/s², as the guides write it before they name the unit.
 */
function perSecondAsAcceleration(folded: string): string {
  return folded.replace(
    /(\d(?:[\d.,]*\d)?)\s*m\/s(?:\s+de (?:velocidad|rapidez))?\s+(?:en )?(?:cada|por) segundo\b/g,
    '$1 m/s^2',
  );
}

const SCALE: Record<string, [number, string]> = {
  doble: [2, 'el doble'],
  triple: [3, 'el triple'],
  cuadruple: [4, 'el cuádruple'],
  mitad: [0.5, 'la mitad'],
};

/**
 * «Frena y se detiene en 50 m. Si circulara al doble de velocidad, con la misma desaceleración, ¿en qué
 * distancia se detendría?»: braking to a stop with one deceleration, the stopping distance grows with
 * v² (d = v²/2a) and the stopping time with v (t = v/a). The deceleration is read from the typed stop
 * and kept, as the statement says.
 */
function scaledBraking(folded: string): string | undefined {
  const change =
    /\bsi\b[^.?]*?\b(?:al|a la|con el|con la|el|la) (doble|triple|cuadruple|mitad) de (?:(?:la|su) )?(?:velocidad|rapidez)\b/.exec(
      folded,
    );
  if (!change) return undefined;
  if (!/(?:misma|igual) (?:desaceleracion|aceleracion)|mismos frenos/.test(folded.slice(change.index)))
    return undefined;
  if (!cues.brake.test(folded) || !cues.stop.test(folded)) return undefined;
  const scale = SCALE[group(change, 1)];
  if (!scale) return undefined;
  const given = findQuantities(folded.slice(0, change.index));
  const after = findQuantities(folded.slice(change.index));
  const speeds = given.filter((q) => q.unit.dimension === 'speed');
  const stops = given.filter((q) => q.unit.dimension === 'length' || q.unit.dimension === 'time');
  const [speed] = speeds;
  const [stop] = stops;
  if (!speed || !stop || speeds.length !== 1 || stops.length !== 1 || given.length !== 2 || after.length)
    return undefined;
  const question = questionPart(folded);
  const asksDistance = /distancia|cuantos metros|en que distancia|recorre/.test(question);
  const asksTime = /cuanto tiempo|cuanto tarda|en cuanto tiempo|que tiempo|tardaria|demoraria/.test(question);
  if (asksDistance === asksTime) return undefined;
  const [k, name] = scale;
  const v0 = toBase(speed.value, speed.unit);
  const byDistance = stop.unit.dimension === 'length';
  const stopValue = toBase(stop.value, stop.unit);
  if (!(v0 > 0 && stopValue > 0)) return undefined;
  const a = byDistance ? (v0 * v0) / (2 * stopValue) : v0 / stopValue;
  const v1 = k * v0;
  const d1 = (v1 * v1) / (2 * a);
  const t1 = v1 / a;
  const back = byDistance ? (v0 * v0) / (2 * a) : v0 / a;
  if (Math.abs(back - stopValue) > 1e-9 * Math.max(1, stopValue)) return undefined;
  const eqs = (value: number) => (relation(value) === '=' ? '=' : '\\approx');
  return workedReply({
    title: 'Frenado con otra velocidad inicial',
    data: `v₀ = ${quantityText(speed)}; se detiene en ${quantityText(stop)}; luego ${name} de velocidad, con la misma desaceleración`,
    steps: [
      ...(speed.unit.symbol !== 'm/s'
        ? [`Pasá la velocidad a m/s: ${quantityText(speed)} = ${fmt(v0, 4)} m/s.`]
        : []),
      byDistance
        ? `La desaceleración del frenado: $a = \\frac{v_0^2}{2d} = \\frac{${tex(v0)}^2}{2 \\cdot ${tex(stopValue)}} ${eqs(a)} ${tex(a, 4)}$ m/s².`
        : `La desaceleración del frenado: $a = \\frac{v_0}{t} = \\frac{${tex(v0)}}{${tex(stopValue)}} ${eqs(a)} ${tex(a, 4)}$ m/s².`,
      `Con ${name} de velocidad, $v = ${tex(v1, 4)}$ m/s: ${asksDistance ? `$d = \\frac{v^2}{2a} = \\frac{${tex(v1, 4)}^2}{2 \\cdot ${tex(a, 4)}} ${eqs(d1)} ${tex(d1, 4)}$ m (la distancia va con $v^2$: ${fmt(k * k, 4)} veces)` : `$t = \\frac{v}{a} = \\frac{${tex(v1, 4)}}{${tex(a, 4)}} ${eqs(t1)} ${tex(t1, 4)}$ s (el tiempo va con $v$: ${fmt(k, 4)} veces)`}.`,
    ],
    answer: asksDistance ? `**d ${relation(d1)} ${fmt(d1)} m**` : `**t ${relation(t1)} ${fmt(t1)} s**`,
    closing: '¿Por qué duplicar la velocidad cuadruplica la distancia de frenado y solo duplica el tiempo?',
  });
}

/**
 * «¿Cuánto tardaría en recorrer 27 km si fuera al doble de velocidad?»: the one speed of a uniform motion
 * changed in words, the statement read again with the speed scaled and the clause of the change taken
 * out. Undefined for any other change, or when the statement gives no single speed to scale.
 */
function rescaledSpeed(folded: string): { folded: string; said: string } | undefined {
  const change =
    /,?\s*\b(?:y )?si (?:fuera|fuese|viajara|viajase|marchara|marchase|anduviera|corriera) (?:a la|al|con el|con la|a) (doble|triple|cuadruple|mitad) de (?:(?:la|su) )?(?:velocidad|rapidez)\b|\b(?:y )?si (?:su|la) (?:velocidad|rapidez) fuera (?:el|la) (doble|triple|cuadruple|mitad)\s*,?\s*/.exec(
      folded,
    );
  if (!change) return undefined;
  const word = change[1] ?? change[2] ?? '';
  const scale = SCALE[word];
  if (!scale || /acelera|frena|reposo/.test(folded)) return undefined;
  const speeds = findQuantities(folded).filter((q) => q.unit.dimension === 'speed');
  const [speed] = speeds;
  if (!speed || speeds.length !== 1 || speed.end > change.index) return undefined;
  const [k, name] = scale;
  const scaled = `${fmt(speed.value * k, 6)} ${speed.unit.symbol}`;
  const rewritten =
    `${folded.slice(0, speed.index)}${scaled}${folded.slice(speed.end, change.index)}${folded.slice(change.index + change[0].length)}`
      .replace(/\s+\?/, '?')
      .replace(/¿\s*([a-z])/, '¿$1');
  // Only this change: another one («y el camino fuera el triple») is another problem.
  if (changesADatum(rewritten) || /\bsi\b[^.?]*\bfuera\b/.test(rewritten)) return undefined;
  return {
    folded: rewritten,
    said: `con ${name} de velocidad: ${quantityText(speed)} · ${fmt(k, 4)} = ${scaled}`,
  };
}

/**
 * «2 h 30 min», «1 hora y 15 minutos»: one time in hours, said with its conversion so that its two
 * numbers show where they went.
 */
function compoundTimes(folded: string): { folded: string; said: string[] } {
  const said: string[] = [];
  const merged = folded.replace(
    /\b(\d+)\s*(?:h|horas?)\s*(?:y\s*)?(\d+)\s*(?:min|minutos?)\b/g,
    (_, hours: string, minutes: string) => {
      const value = Number(hours) + Number(minutes) / 60;
      const text = fmt(value, 6);
      said.push(`${hours} h ${minutes} min = ${text} h`);
      return `${text} h`;
    },
  );
  return { folded: merged, said };
}

/**
 * «pierde 3 km/h cada segundo», «gana 18 km/h por segundo»: an acceleration in km/h per second, in m/s²
 * and said with its conversion (3 km/h por segundo = 0,8333 m/s²).
 */
function kmhPerSecond(folded: string): { folded: string; said: string[] } {
  const said: string[] = [];
  const merged = folded.replace(
    /(\d(?:[\d.,]*\d)?)\s*km\/h(?:\s+de (?:velocidad|rapidez))?\s+(?:en )?(?:cada|por) segundo\b/g,
    (_, written: string) => {
      const value = parseNumber(written);
      if (!Number.isFinite(value)) return _;
      const text = fmt(value / 3.6, 6);
      said.push(`${written} km/h por segundo = ${fmt(value / 3.6, 4)} m/s²`);
      return `${text} m/s^2`;
    },
  );
  return { folded: merged, said };
}

export function solveKinematics(message: string): string | undefined {
  // «¿Con qué velocidad llega? ¿Cuál es la altura?»: the readings answer the last question only (from its
  // «¿»); two questions the engine did not split into parts would be answered half, and sure.
  if ((message.match(/¿/g) ?? []).length > 1) return undefined;
  const perSecond = kmhPerSecond(perSecondAsAcceleration(foldForUnits(message)));
  const compound = compoundTimes(spellOutTimes(perSecond.folded));
  compound.said.unshift(...perSecond.said);
  const table = tableAsWords(compound.folded);
  const folded = table?.folded ?? compound.folded;
  if (!cues.motion.test(folded) || cues.notMotion.test(folded)) return undefined;
  // «una manguera de 2 cm de diámetro … a 1,5 m/s»: water through a pipe, whose diameter is no distance
  // travelled (a time of 0,0133 s was stated, sure, for filling a tank).
  // Nor is a radius («una esfera de 6370 km de radio que da una vuelta…»): a turn, not a straight run.
  if (/\b(?:diametro|radio|caudal|manguera|caneria|tuberia)\b/.test(folded)) return undefined;
  // (A speed-time graph of an elevator is no release from it.)
  if (TWO_BODIES.test(folded) || (FROM_PLATFORM.test(folded) && !SPEED_GRAPH.test(folded))) return undefined;
  // «Si la aceleración fuera el doble, ¿qué velocidad tendría…?»: the typed numbers answer another problem,
  // unless the change is the one speed's («si fuera al doble de velocidad»), read with the speed changed.
  // Braking with the speed changed and the same deceleration: its own reading.
  if (changesADatum(message)) {
    const braking = scaledBraking(folded);
    if (braking) return braking;
  }
  const rescaled = changesADatum(message) ? rescaledSpeed(folded) : undefined;
  if (changesADatum(message) && !rescaled) return undefined;
  if (rescaled) {
    const solved = solveWith(
      rescaled.folded,
      findQuantities(rescaled.folded).filter((q) =>
        ['length', 'time', 'speed', 'acceleration'].includes(q.unit.dimension),
      ),
    );
    return solved?.replace(
      /^(\*\*Datos:\*\*[^\n]*?)(\.? \*\*Incógnita|\.?\n|\.?$)/m,
      `$1; ${rescaled.said}$2`,
    );
  }
  // A throw in two dimensions is the projectile's: along one line, «desde 20 m» and «10 m/s» horizontal
  // would read as one motion (a horizontal throw's speed after 1 s was stated, sure, 30 m/s).
  if (IN_TWO_DIMENSIONS.test(folded)) return undefined;
  // «20 m/s hacia el este y, después de doblar, 15 m/s hacia el norte»: two directions are vectors (a
  // change of velocity of 25 m/s, not 5).
  if (new Set(folded.match(/\b(?:norte|sur|este|oeste)\b/g) ?? []).size > 1) return undefined;
  const stated = statedEquivalences(folded, findQuantities(folded));
  const quantities = stated.quantities.filter((q) =>
    ['length', 'time', 'speed', 'acceleration'].includes(q.unit.dimension),
  );
  const notes = [
    ...(stated.said.length ? [`${stated.said.join('; ')}, como da el enunciado`] : []),
    ...compound.said,
    ...(table ? [table.said] : []),
    // «tres cuartos de hora»: a time in words, said with the number it was read as.
    ...spelledTimes(foldForUnits(message)),
  ];
  const solved = solveWith(folded, quantities);
  // The equivalence and the compound time count as data: the reply says how they were used.
  return notes.length
    ? solved?.replace(/^(\*\*Datos:\*\*[^\n]*?)(\.? \*\*Incógnita|\.?\n|\.?$)/m, `$1; ${notes.join('; ')}$2`)
    : solved;
}

/**
 * «(1 milla = 1,609 km)»: an equivalence the statement gives rules over the table's factor, for that
 * unit and for the speeds made of it (mi/h); its two numbers are no data of the motion.
 */
function statedEquivalences(folded: string, found: Quantity[]): { quantities: Quantity[]; said: string[] } {
  const said: string[] = [];
  let quantities = found;
  for (const [i, one] of found.entries()) {
    const other = found[i + 1];
    if (!other || one.value !== 1 || one.unit.dimension !== 'length' || other.unit.dimension !== 'length')
      continue;
    if (other.index - one.index > 24 || one.unit === other.unit) continue;
    if (!/^[^=]*(?:=|equivale a|es igual a)/.test(folded.slice(one.index, other.index))) continue;
    const length = other.value * other.unit.factor;
    const unit = one.unit;
    said.push(`1 ${unit.symbol} = ${fmt(other.value, 6)} ${other.unit.symbol}`);
    quantities = quantities
      .filter((q) => q !== one && q !== other)
      .map((q) =>
        q.unit === unit
          ? { ...q, unit: { ...q.unit, factor: length } }
          : q.unit.dimension === 'speed' && q.unit.symbol.startsWith(`${unit.symbol}/`)
            ? { ...q, unit: { ...q.unit, factor: (q.unit.factor * length) / unit.factor } }
            : q,
      );
  }
  return { quantities, said };
}

function solveWith(folded: string, quantities: Quantity[]): string | undefined {
  const crossing = longBodyCrossing(folded, quantities);
  if (crossing) return crossing;
  const stretched = stretchedSpeedGraph(folded);
  if (stretched !== undefined) return stretched ?? undefined;
  // «25 m en el último segundo» or «18 m durante el tercer segundo» is a part of the motion, not the
  // whole one (a fall from 25 m was stated sure).
  if (PART_OF_THE_TIME.test(folded.slice(0, folded.length - questionPart(folded).length))) return undefined;
  // A speed-time graph given by two points would mix them up as one motion's data: its own reading, or none.
  if (SPEED_GRAPH.test(folded) && graphPoints(folded).length === 2) return speedGraph(folded, quantities);
  const mean =
    laterInstantFromRest(folded, quantities) ??
    laterInstantOfBraking(folded, quantities) ??
    averageSpeed(folded, quantities) ??
    oneLegOfATrip(folded, quantities) ??
    speedFromPositions(folded, quantities) ??
    positionAtInstant(folded, quantities) ??
    instantAtPosition(folded, quantities);
  if (mean) return mean;
  // A part of the way («la mitad de un camino de 100 km») is not the distance typed: no reading here.
  if (PART_OF_THE_WAY.test(folded)) return undefined;
  const speeds = quantities.filter((q) => q.unit.dimension === 'speed').length;
  // Two speeds are an initial and a final one only when the statement says the speed changes; two
  // bodies' speeds ("un auto a 20 m/s … un camión a 15 m/s") are not.
  if (
    speeds >= 2 &&
    !quantities.some((q) => q.unit.dimension === 'acceleration') &&
    !cues.accelerated.test(folded) &&
    !cues.fall.test(folded) &&
    !cues.up.test(folded) &&
    !cues.change.test(folded)
  )
    return undefined;
  const accelerated =
    quantities.some((q) => q.unit.dimension === 'acceleration') ||
    cues.fall.test(folded) ||
    cues.up.test(folded) ||
    cues.accelerated.test(folded) ||
    speeds >= 2;
  if (accelerated) return acceleratedMotion(folded, quantities);
  return uniformMotion(folded, quantities);
}
