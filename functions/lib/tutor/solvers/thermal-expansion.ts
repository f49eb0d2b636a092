/**
 * Thermal expansion of solids with the coefficient given: the change of a length (a bar, a cable, a
 * hole's diameter: ΔL = α·L₀·ΔT), of a surface (β = 2α) or of a volume (γ = 3α, or γ given), the final
 * measure, and the temperature a ring must reach to fit a shaft (T = T₀ + (D − D₀)/(α·D₀)). Without the
 * coefficient the statement gives, it shows the method and asks for it.
 */
import { toSuperscripts } from '../../../../shared/math/superscripts.ts';
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, fmtResult, NUMBER_SOURCE, parseNumber, tex, texResult } from './numbers.ts';
import { askedClause, inBase, readStatement, type Statement, typedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import { findQuantities, type Quantity, type Unit, unitBySymbol } from './units.ts';

type Kind = 'linear' | 'surface' | 'volume';

interface Coefficient {
  value: number;
  /** What the statement gives: α (linear), β (surface) or γ (volume). */
  kind: Kind;
  start: number;
  end: number;
}

const PER_DEGREE = String.raw`(?:1\s*/\s*(?:°\s*c|k)\b|(?:°\s*c|k)\s*\^\s*\(?-1\)?|/\s*°\s*c|por\s+(?:grado|°\s*c)\b)`;
const COEFFICIENT = new RegExp(
  String.raw`(α|β|γ|λ|alfa|beta|gamma|coeficiente de dilatacion(?: termica)?(?: (?:lineal|superficial|cubica|volumetrica|de volumen))?)` +
    String.raw`(?:\s*\([^()=]{0,20}\))?(?:\s+(?:del? (?:la |las |los )?)?[a-z]+)?\s*(?:=|:|es de|es igual a|es|vale|de)?\s*` +
    String.raw`(${NUMBER_SOURCE})(?:\s*[*x]\s*10\s*\^\s*\(?(-\d+)\)?)?\s*(${PER_DEGREE})?`,
  'g',
);

function readCoefficients(s: Statement): Coefficient[] {
  const found: Coefficient[] = [];
  for (const match of s.folded.matchAll(COEFFICIENT)) {
    const name = group(match, 1);
    const power = match[3] === undefined ? 0 : Number(match[3]);
    // A coefficient of expansion: a power of ten or «1/°C» after it, never a bare number.
    if (match[3] === undefined && match[4] === undefined) continue;
    const value = parseNumber(group(match, 2)) * 10 ** power;
    const kind: Kind = /β|beta|superficial/.test(name)
      ? 'surface'
      : /γ|gamma|cubica|volumetrica|de volumen/.test(name)
        ? 'volume'
        : 'linear';
    found.push({ value, kind, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

const temperaturesOf = (s: Statement): Quantity[] =>
  findQuantities(s.folded).filter((q) => q.unit.symbol === '°C' || q.unit.symbol === 'K');

/** A temperature said as a change: «se calienta 30 °C», «aumenta su temperatura en 40 °C», «ΔT = 50 °C». */
const AS_CHANGE =
  /(?:calienta\w*|enfria\w*|eleva\w*|aumenta\w*|sube|baja|disminu\w*|incrementa\w*|varia\w*)(?: (?:su|la) temperatura)?(?: en)? $|(?:variacion|aumento|incremento|salto|diferencia) de(?: la)? temperatura de $|δt\s*=\s*$|Δt\s*=\s*$/;
const COOLING = /enfria|baja|disminu/;

interface Temperatures {
  initial?: number;
  final?: number;
  change?: number;
  used: number[];
}

function readTemperatures(s: Statement): Temperatures | undefined {
  const temps = temperaturesOf(s);
  if (temps.some((t) => t.unit.symbol === 'K') && temps.some((t) => t.unit.symbol === '°C')) return undefined;
  const before = (t: Quantity) => s.folded.slice(Math.max(0, t.index - 40), t.index);
  if (temps.length === 1) {
    const [t] = temps as [Quantity];
    const said = before(t);
    if (AS_CHANGE.test(said))
      return { change: COOLING.test(said.slice(-20)) ? -t.value : t.value, used: [t.index] };
    // «hasta 120 °C» alone is a final temperature without its start.
    if (/hasta $/.test(said)) return { final: t.value, used: [t.index] };
    return { initial: t.value, used: [t.index] };
  }
  if (temps.length !== 2) return undefined;
  const [a, b] = temps as [Quantity, Quantity];
  // «mide 250 m a −5 °C … respecto de su longitud a −5 °C»: the same temperature said again.
  if (a.value === b.value && !AS_CHANGE.test(before(a)) && !AS_CHANGE.test(before(b)))
    return { initial: a.value, used: [a.index, b.index] };
  if (AS_CHANGE.test(before(a)) || AS_CHANGE.test(before(b))) return undefined;
  // «se calienta hasta 50 °C una barra que a 0 °C mide…»: the one after «hasta» is the final one.
  const [initial, final] = /hasta $/.test(before(a)) && !/hasta $/.test(before(b)) ? [b, a] : [a, b];
  return { initial: initial.value, final: final.value, used: [a.index, b.index] };
}

const CHANGE_VERB =
  '(?:alarga|dilata|estira|aumenta|cambia|varia|agranda|crece|expande|acorta|contrae|achica|disminuye)';
/**
 * «¿Cuánto se alarga?», «¿cuántos cm se alarga?», «¿cuántos litros aumenta el volumen?», or a word for the
 * change («alargamiento», «variación»).
 */
const CHANGE_ASKED = new RegExp(
  `cuanto (?:se )?${CHANGE_VERB}|cuant[oa]s [a-z^0-9]+ (?:se )?${CHANGE_VERB}|variacion|incremento|aumento|alargamiento|dilatacion|cambio|Δ|δ`,
);
/** The measure's change asked before a temperature said: «cuánto se alarga cuando su temperatura sube…». */
const MEASURE_CHANGE_ASKED = new RegExp(
  `cuant[oa]s? (?:[a-z^0-9]+ )?(?:se )?${CHANGE_VERB}\\w* (?!(?:su |la )?temperatura)`,
);
/** A stem before its options that ends in the verb: «Al calentarla hasta 120 °C, se alarga:». */
const CHANGE_STEM = new RegExp(`(?:^|[,;]\\s*)se ${CHANGE_VERB}\\s*:?\\s*$`);

/**
 * A length said as its change, not as a measure: «ΔL = 13,5 cm», «se alargue como máximo 10 cm», «un
 * alargamiento de 2 mm».
 */
const SAID_AS_CHANGE =
  /(?:δ\s*[lad]?\s*=|se (?:alarg|dilat|estir|expand|agrand)\w*(?: (?:como maximo|como mucho|a lo sumo|hasta|un maximo de|en))?|(?:alargamiento|dilatacion|variacion)(?: maxim[oa])? de) $/;
const saidAsChange = (s: Statement, q: Quantity) =>
  SAID_AS_CHANGE.test(s.folded.slice(Math.max(0, q.index - 40), q.index));

const KIND_FACTOR: Record<Kind, number> = { linear: 1, surface: 2, volume: 3 };
const KIND_SYMBOL: Record<Kind, string> = { linear: 'α', surface: 'β', volume: 'γ' };
const KIND_TEX: Record<Kind, string> = { linear: '\\alpha', surface: '\\beta', volume: '\\gamma' };
const MEASURE_SYMBOL: Record<Kind, string> = { linear: 'L', surface: 'A', volume: 'V' };

/** The unit asked after «en», «expresado en»: one of the measure's dimension. */
function askedUnit(question: string, dimension: Unit['dimension']): Unit | undefined {
  const candidates: Record<string, string> = {
    mm: 'mm',
    milimetros: 'mm',
    cm: 'cm',
    centimetros: 'cm',
    m: 'm',
    metros: 'm',
    'mm^2': 'mm²',
    'cm^2': 'cm²',
    'm^2': 'm²',
    'mm^3': 'mm³',
    'cm^3': 'cm³',
    'm^3': 'm³',
    litros: 'L',
    l: 'L',
    ml: 'mL',
  };
  // «… en cm», «expresado en mm», or the unit counted: «¿cuántos cm se alarga?», «¿cuántos litros aumenta?».
  const match =
    /\ben\s+(mm\^[23]|cm\^[23]|m\^[23]|mm|cm|m|milimetros|centimetros|metros|litros|l|ml)\b/.exec(question) ??
    /\bcuant[oa]s\s+(mm\^[23]|cm\^[23]|m\^[23]|mm|cm|m|milimetros|centimetros|metros|litros|l|ml)\b/.exec(
      question,
    );
  if (!match) return undefined;
  const unit = unitBySymbol(candidates[group(match, 1)] ?? '');
  return unit.dimension === dimension ? unit : undefined;
}

const num = (value: number) => tex(value, 6);

/** «1,2 · 10⁻⁵ 1/°C» as a reply writes it. */
function coefficientText(value: number): string {
  const exponent = Math.floor(Math.log10(value));
  const mantissa = value / 10 ** exponent;
  return `${fmt(mantissa, 4)} · 10${toSuperscripts(exponent)}`;
}
const coefficientTex = (value: number) => {
  const exponent = Math.floor(Math.log10(value));
  return `${tex(value / 10 ** exponent, 4)} \\cdot 10^{${exponent}}`;
};

/** A reply for a thermal expansion problem, or undefined when the statement is not one. */
export function solveThermalExpansion(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (
    !/dilat|alarga|expan|contrae|coeficiente de dilatacion|α|β|γ|calzar|encaj|agujero|anillo/.test(s.folded)
  )
    return undefined;
  // A gas or a liquid in a vessel, a change of phase: not a solid's expansion.
  if (/\bgas\b|presion|hielo|vapor|latente|calor especifico|mol\b/.test(s.folded)) return undefined;
  const question = askedClause(s);
  const coefficients = readCoefficients(s);
  const temperatures = readTemperatures(s);
  if (!temperatures || coefficients.length > 1) return undefined;
  const lengths = s.quantities.filter((q) => q.unit.dimension === 'length');
  const areas = s.quantities.filter((q) => q.unit.dimension === 'area');
  const volumes = s.quantities.filter((q) => q.unit.dimension === 'volume');
  if (s.quantities.length !== lengths.length + areas.length + volumes.length) return undefined;
  const sides = plateSides(s, lengths);
  if (sides && !areas.length && !volumes.length)
    return plateReply(s, { sides, question, coefficients, temperatures });
  const asksVolume = /volumen|capacidad/.test(question);
  const asksSurface = /superficie|\barea\b/.test(question);
  const kind: Kind =
    asksVolume || (volumes.length && !asksSurface)
      ? 'volume'
      : asksSurface || areas.length
        ? 'surface'
        : 'linear';
  const measures = kind === 'volume' ? volumes : kind === 'surface' ? areas : lengths;
  // A cube given by its edge and asked its volume, a plate by its sides: not read here.
  if (measures.length !== s.quantities.length || !measures.length) return undefined;
  // «¿Cuánto se alarga cuando su temperatura sube a 40 °C?» asks the change, not a temperature.
  const asksTemperature =
    /temperatura/.test(question) &&
    /(?:que|cual|cuanto)\b/.test(question) &&
    !MEASURE_CHANGE_ASKED.test(question);
  const asksFinal =
    /\b(?:longitud|largo|diametro|volumen|area|superficie|medida|capacidad) final|cuanto (?:mide|medira)|que (?:longitud|largo|diametro|volumen|area|superficie) (?:tiene|tendra|alcanza)|cual (?:es|sera) (?:su|la|el) (?:nueva )?(?:longitud|largo|diametro|volumen|area|superficie)|nuev[oa] (?:longitud|largo|diametro|volumen|area|superficie)/.test(
      question,
    );
  const asksChange = !asksFinal && (CHANGE_ASKED.test(question) || CHANGE_STEM.test(question));
  if (!asksTemperature && !asksFinal && !asksChange) return undefined;

  const title = 'Dilatación térmica';
  const coefficient = coefficients[0];
  const heatWord = kind === 'volume' ? 'volumétrica' : kind === 'surface' ? 'superficial' : 'lineal';
  if (!coefficient) {
    // The kind is clear, the coefficient is not given: the method, and a question for it.
    const text = workedReply({
      title,
      data: measures.map((q) => `${MEASURE_SYMBOL[kind]} = ${q.written} ${q.unit.symbol}`).join('; '),
      steps: [
        `La dilatación ${heatWord}: $\\Delta ${MEASURE_SYMBOL[kind]} = ${KIND_TEX[kind]} \\cdot ${MEASURE_SYMBOL[kind]}_0 \\cdot \\Delta T$.`,
      ],
      answer: '',
      closing: '¿Qué coeficiente de dilatación da el enunciado (o la tabla de tu guía) para ese material?',
    });
    return { certain: false, text: uncertainReply(text, []) };
  }
  if (coefficient.value <= 0 || coefficient.value > 1e-3) return undefined;
  // The coefficient of the kind asked: β = 2α, γ = 3α from α; a β or γ given is used as it is.
  if (coefficient.kind !== 'linear' && coefficient.kind !== kind) return undefined;
  const k = coefficient.kind === kind ? coefficient.value : KIND_FACTOR[kind] * coefficient.value;
  const used = [
    // «-5 °C»: the quantity starts at its sign, the typed number after it.
    ...temperatures.used.flatMap((index) => [index, index + 1]),
    ...measures.map((q) => q.index),
    ...typedNumbers(s)
      .filter((n) => n.index >= coefficient.start && n.index < coefficient.end)
      .map((n) => n.index),
  ];
  const unused = typedNumbers(s)
    .filter((n) => !used.includes(n.index))
    .map((n) => n.value);
  const symbol = kind === 'linear' && /diametro/.test(s.folded) ? 'D' : MEASURE_SYMBOL[kind];
  const data = [
    `${KIND_SYMBOL[coefficient.kind]} = ${coefficientText(coefficient.value)} 1/°C`,
    ...(temperatures.change !== undefined ? [`ΔT = ${fmt(temperatures.change, 4)} °C`] : []),
    ...(temperatures.initial !== undefined ? [`T₀ = ${fmt(temperatures.initial, 4)} °C`] : []),
    ...(temperatures.final !== undefined ? [`T = ${fmt(temperatures.final, 4)} °C`] : []),
  ];
  const steps: string[] = [];
  if (coefficient.kind !== kind) {
    steps.push(
      `La dilatación ${heatWord} usa ${KIND_SYMBOL[kind]} = ${KIND_FACTOR[kind]}α: $${KIND_TEX[kind]} = ${KIND_FACTOR[kind]} \\cdot ${coefficientTex(coefficient.value)} = ${coefficientTex(k)}$ 1/°C.`,
    );
  }
  const hole = /agujero|orificio|hueco/.test(s.folded);
  const closing = hole
    ? '¿Por qué el agujero se agranda al calentar la chapa, en vez de achicarse?'
    : '¿Por qué en las vías del tren y en los puentes se dejan juntas de dilatación?';

  const changes = measures.filter((q) => saidAsChange(s, q));
  if (changes.length) {
    const given = givenChangeReply(s, {
      measures,
      changes,
      temperatures,
      k,
      coefficient,
      kind,
      asks: asksTemperature ? 'temperature' : asksFinal ? 'final' : undefined,
      question,
      data,
      steps,
      used,
      closing,
    });
    return given;
  }
  if (asksTemperature) {
    // The ring and the shaft: the measure at T₀ and the one it must reach.
    if (measures.length !== 2 || temperatures.initial === undefined || temperatures.final !== undefined)
      return undefined;
    const [first, second] = measures as [Quantity, Quantity];
    const unit = first.unit;
    const m0 = first.value;
    const target = inBase(second) / unit.factor;
    // A ring fits a shaft a little larger: a change of more than a hundredth is no expansion.
    if (Math.abs(target - m0) > 0.01 * m0) return undefined;
    const dT = (target - m0) / (k * m0);
    const heating = /calent|elev|aument|subi/.test(question);
    const cooling = /enfri|baj|disminu/.test(question);
    if ((heating && dT <= 0) || (cooling && dT >= 0) || dT === 0) return undefined;
    const final = temperatures.initial + dT;
    // Checked back: at that temperature the first measure is the second one.
    if (Math.abs(m0 * (1 + k * dT) - target) > 1e-9 * Math.abs(target)) return undefined;
    data.unshift(
      `${symbol}₀ = ${first.written} ${first.unit.symbol}`,
      `tiene que llegar a ${second.written} ${second.unit.symbol}`,
    );
    steps.push(
      `Tiene que dilatarse $\\Delta ${symbol} = ${num(target)} - ${num(m0)} = ${num(target - m0)}$ ${unit.symbol}.`,
      `De $\\Delta ${symbol} = ${KIND_TEX[kind]} \\cdot ${symbol}_0 \\cdot \\Delta T$: $\\Delta T = \\frac{\\Delta ${symbol}}{${KIND_TEX[kind]} \\cdot ${symbol}_0} = \\frac{${num(target - m0)}}{${coefficientTex(k)} \\cdot ${num(m0)}} = ${texResult(dT, 4)}$ °C.`,
      `$T = T_0 + \\Delta T = ${num(temperatures.initial)} + ${tex(dT, 4, true)} = ${texResult(final, 4)}$ °C. Comprobá: $${num(m0)} \\cdot (1 + ${coefficientTex(k)} \\cdot ${tex(dT, 4, true)}) = ${num(target)}$ ${unit.symbol}.`,
    );
    const text = workedReply({
      title,
      data: data.join('; '),
      steps,
      answer: `**T ${isRound(final) ? '=' : '≈'} ${fmtResult(final, 4)} °C**`,
      closing: '¿Qué pasaría si en vez de calentar el anillo enfriaras el eje?',
    });
    return unused.length ? { certain: false, text: uncertainReply(text, unused) } : { certain: true, text };
  }

  // The change (or the final measure) of one measure.
  if (measures.length !== 1) return undefined;
  const [measure] = measures as [Quantity];
  let dT = temperatures.change;
  if (dT === undefined) {
    if (temperatures.initial === undefined || temperatures.final === undefined) {
      const text = workedReply({
        title,
        data: [`${symbol}₀ = ${measure.written} ${measure.unit.symbol}`, ...data].join('; '),
        steps: [`$\\Delta ${symbol} = ${KIND_TEX[kind]} \\cdot ${symbol}_0 \\cdot \\Delta T$.`],
        answer: '',
        closing: '¿Entre qué temperaturas cambia? Me falta la inicial o la final.',
      });
      return { certain: false, text: uncertainReply(text, []) };
    }
    dT = temperatures.final - temperatures.initial;
    steps.unshift(
      `La variación de temperatura: $\\Delta T = ${num(temperatures.final)} - ${tex(temperatures.initial, 4, true)} = ${tex(dT, 4)}$ °C.`,
    );
  }
  const shrinks = /acorta|contrae|achica|disminuye/.test(question);
  if (
    dT === 0 ||
    (shrinks && dT > 0) ||
    (!shrinks && asksChange && dT < 0 && !/cambia|varia|variacion|cambio/.test(question))
  )
    return undefined;
  const unit = askedUnit(question, measure.unit.dimension) ?? measure.unit;
  const m0 = inBase(measure) / unit.factor;
  const change = k * m0 * dT;
  const final = m0 + change;
  if (Math.abs(final - m0 * (1 + k * dT)) > 1e-9 * Math.abs(final)) return undefined;
  if (unit !== measure.unit)
    steps.push(
      `${symbol}₀ en ${unit.symbol}: ${measure.written} ${measure.unit.symbol} = ${fmt(m0, 6)} ${unit.symbol}.`,
    );
  steps.push(
    `$\\Delta ${symbol} = ${KIND_TEX[kind]} \\cdot ${symbol}_0 \\cdot \\Delta T = ${coefficientTex(k)} \\cdot ${num(m0)} \\cdot ${tex(dT, 4, true)} = ${texResult(change, 6)}$ ${unit.symbol}.`,
  );
  // A small change in metres also in millimetres, as the exams ask it.
  const size = shrinks ? -change : change;
  const inMm = unit.symbol === 'm' && Math.abs(change) < 0.1 ? ` = ${fmtResult(size * 1000, 4)} mm` : '';
  let answer: string;
  if (asksFinal) {
    steps.push(
      `$${symbol} = ${symbol}_0 + \\Delta ${symbol} = ${num(m0)} + ${tex(change, 6, true)} = ${texResult(final, 6)}$ ${unit.symbol}.`,
    );
    answer = `**${symbol} = ${fmtResult(final, 6)} ${unit.symbol}**`;
  } else {
    answer = `**Δ${symbol} = ${fmtResult(size, 6)} ${unit.symbol}${inMm}${hole && change > 0 ? ' (el agujero se agranda)' : ''}**`;
  }
  data.unshift(`${symbol}₀ = ${measure.written} ${measure.unit.symbol}`);
  const text = workedReply({ title, data: data.join('; '), steps, answer, closing });
  return unused.length ? { certain: false, text: uncertainReply(text, unused) } : { certain: true, text };
}

interface GivenChange {
  measures: readonly Quantity[];
  changes: readonly Quantity[];
  temperatures: Temperatures;
  k: number;
  coefficient: Coefficient;
  kind: Kind;
  asks: 'temperature' | 'final' | undefined;
  question: string;
  data: string[];
  steps: string[];
  used: number[];
  closing: string;
}

/**
 * A measure at T₀ and the change it has or may have («se alargue como máximo 10 cm», «ΔL = 13,5 cm»):
 * the temperature it reaches, T = T₀ + ΔL/(α·L₀), or its measure then, L₀ + ΔL (with the temperature
 * that change takes, so that every datum is read). Linear only; undefined for anything else.
 */
function givenChangeReply(s: Statement, given: GivenChange): SolverReply | undefined {
  const { measures, changes, temperatures, k, coefficient, kind, asks, question, data, steps } = given;
  if (kind !== 'linear' || coefficient.kind !== 'linear' || changes.length !== 1 || measures.length !== 2)
    return undefined;
  if (!asks || temperatures.initial === undefined || temperatures.final !== undefined) return undefined;
  if (temperatures.change !== undefined || /enfri|baj|disminu|acort|contrae/.test(question)) return undefined;
  const [change] = changes as [Quantity];
  const measure = measures.find((q) => q !== change);
  if (!measure) return undefined;
  const t0 = temperatures.initial;
  const dL = inBase(change);
  const l0 = inBase(measure);
  if (!(dL > 0 && l0 > 0)) return undefined;
  const dT = dL / (k * l0);
  const final = t0 + dT;
  // Checked back: with that ΔT the measure changes by the given ΔL.
  if (Math.abs(k * l0 * dT - dL) > 1e-9 * dL) return undefined;
  const unused = typedNumbers(s)
    .filter((n) => ![...given.used, change.index].includes(n.index))
    .map((n) => n.value);
  const unit = measure.unit;
  const inUnit = (q: Quantity) => inBase(q) / unit.factor;
  const m0 = inUnit(measure);
  const d = inUnit(change);
  data.unshift(
    `L₀ = ${measure.written} ${measure.unit.symbol}`,
    `ΔL = ${change.written} ${change.unit.symbol}`,
  );
  if (change.unit !== unit)
    steps.push(
      `ΔL en ${unit.symbol}: ${change.written} ${change.unit.symbol} = ${fmt(d, 6)} ${unit.symbol}.`,
    );
  steps.push(
    `De $\\Delta L = \\alpha \\cdot L_0 \\cdot \\Delta T$: $\\Delta T = \\frac{\\Delta L}{\\alpha \\cdot L_0} = \\frac{${num(d)}}{${coefficientTex(k)} \\cdot ${num(m0)}} ${isRound(dT) ? '=' : '\\approx'} ${texResult(dT, 4)}$ °C.`,
    `$T = T_0 + \\Delta T = ${num(t0)} + ${texResult(dT, 4)} ${isRound(final) ? '=' : '\\approx'} ${texResult(final, 4)}$ °C.`,
  );
  let answer: string;
  if (asks === 'temperature') {
    answer = `**T ${isRound(final) ? '=' : '≈'} ${fmtResult(final, 4)} °C**`;
  } else {
    const asked = askedUnit(question, 'length') ?? unit;
    const lf = (l0 + dL) / asked.factor;
    steps.push(
      `Su medida entonces: $L = L_0 + \\Delta L = ${num(l0 / asked.factor)} + ${num(dL / asked.factor)} = ${texResult(lf, 6)}$ ${asked.symbol}.`,
    );
    answer = `**L = ${fmtResult(lf, 6)} ${asked.symbol}**`;
  }
  const text = workedReply({
    title: 'Dilatación térmica',
    data: data.join('; '),
    steps,
    answer,
    closing: given.closing,
  });
  return unused.length ? { certain: false, text: uncertainReply(text, unused) } : { certain: true, text };
}

/** «mide 50 cm × 40 cm», «una placa de 2 m por 1,5 m»: a rectangular plate's two sides, typed together. */
function plateSides(s: Statement, lengths: readonly Quantity[]): [Quantity, Quantity] | undefined {
  if (lengths.length !== 2 || !/chapa|placa|lamina|plancha|rectangul|vidrio|ventana|baldosa/.test(s.folded))
    return undefined;
  const [first, second] = lengths as [Quantity, Quantity];
  const between = s.folded.slice(first.index, second.index);
  return /^\S+\s*[a-z]+\s*(?:\*|x|×|por)\s*$/.test(between) ? [first, second] : undefined;
}

interface Plate {
  sides: [Quantity, Quantity];
  question: string;
  coefficients: readonly Coefficient[];
  temperatures: Temperatures;
}

/**
 * A rectangular plate heated or cooled: the change (or the final measure) of its area, ΔA = 2α·A₀·ΔT
 * with A₀ = a·b, or of the side the question names («el lado mayor», «el ancho»). Undefined when the
 * question asks neither, or anything is left open.
 */
function plateReply(s: Statement, plate: Plate): SolverReply | undefined {
  const { sides, question, coefficients, temperatures } = plate;
  const [coefficient] = coefficients;
  if (!coefficient || coefficients.length !== 1 || coefficient.kind !== 'linear') return undefined;
  if (coefficient.value <= 0 || coefficient.value > 1e-3) return undefined;
  if (temperatures.initial === undefined || temperatures.final === undefined) return undefined;
  const dT = temperatures.final - temperatures.initial;
  if (dT === 0) return undefined;
  const alpha = coefficient.value;
  const asksSurface = /superficie|\barea\b/.test(question);
  const namedSide = /lado mayor|lado mas largo|\blargo\b/.test(question)
    ? 'mayor'
    : /lado menor|lado mas corto|\bancho\b/.test(question)
      ? 'menor'
      : undefined;
  if (asksSurface === (namedSide !== undefined)) return undefined;
  const asksFinal =
    /\bfinal\b|cuanto (?:mide|medira)|nuev[oa]|cual (?:es|sera) (?:su|la|el) (?:longitud|largo|ancho|area|superficie)/.test(
      question,
    ) && !/aumenta|alarga|dilata|variacion|cambio|cuanto se/.test(question);
  const asksChange = !asksFinal && (CHANGE_ASKED.test(question) || CHANGE_STEM.test(question));
  if (!asksFinal && !asksChange) return undefined;
  if (asksChange && dT < 0) return undefined;
  const [a, b] = sides;
  const unit = a.unit;
  const sideA = inBase(a) / unit.factor;
  const sideB = inBase(b) / unit.factor;
  if (sideA === sideB && namedSide) return undefined;
  const used = [
    ...temperatures.used.flatMap((index) => [index, index + 1]),
    a.index,
    b.index,
    ...typedNumbers(s)
      .filter((n) => n.index >= coefficient.start && n.index < coefficient.end)
      .map((n) => n.index),
  ];
  const unused = typedNumbers(s)
    .filter((n) => !used.includes(n.index))
    .map((n) => n.value);
  const data = [
    `lados ${a.written} ${a.unit.symbol} × ${b.written} ${b.unit.symbol}`,
    `α = ${coefficientText(alpha)} 1/°C`,
    `T₀ = ${fmt(temperatures.initial, 4)} °C`,
    `T = ${fmt(temperatures.final, 4)} °C`,
  ];
  const steps = [
    `La variación de temperatura: $\\Delta T = ${num(temperatures.final)} - ${tex(temperatures.initial, 4, true)} = ${tex(dT, 4)}$ °C.`,
  ];
  let answer: string;
  if (asksSurface) {
    const areaUnit = unitBySymbol(`${unit.symbol}²`);
    if (areaUnit.dimension !== 'area') return undefined;
    const asked = askedUnit(question, 'area') ?? areaUnit;
    const a0 = (inBase(a) * inBase(b)) / asked.factor;
    const change = 2 * alpha * a0 * dT;
    const final = a0 + change;
    steps.push(
      `El área inicial: $A_0 = ${num(inBase(a) / Math.sqrt(asked.factor))} \\cdot ${num(inBase(b) / Math.sqrt(asked.factor))} = ${num(a0)}$ ${asked.symbol}.`,
      `La dilatación superficial usa β = 2α: $\\beta = 2 \\cdot ${coefficientTex(alpha)} = ${coefficientTex(2 * alpha)}$ 1/°C.`,
      `$\\Delta A = \\beta \\cdot A_0 \\cdot \\Delta T = ${coefficientTex(2 * alpha)} \\cdot ${num(a0)} \\cdot ${tex(dT, 4, true)} = ${texResult(change, 6)}$ ${asked.symbol}.`,
    );
    if (asksFinal) {
      steps.push(
        `$A = A_0 + \\Delta A = ${num(a0)} + ${tex(change, 6, true)} = ${texResult(final, 6)}$ ${asked.symbol}.`,
      );
      answer = `**A = ${fmtResult(final, 6)} ${asked.symbol}**`;
    } else answer = `**ΔA = ${fmtResult(change, 6)} ${asked.symbol}**`;
  } else {
    const side = namedSide === 'mayor' ? (sideA > sideB ? a : b) : sideA < sideB ? a : b;
    const asked = askedUnit(question, 'length') ?? unit;
    const l0 = inBase(side) / asked.factor;
    const change = alpha * l0 * dT;
    steps.push(
      `El lado ${namedSide} mide ${side.written} ${side.unit.symbol}${asked.symbol === side.unit.symbol ? '' : ` = ${fmt(l0, 6)} ${asked.symbol}`}.`,
      `$\\Delta L = \\alpha \\cdot L_0 \\cdot \\Delta T = ${coefficientTex(alpha)} \\cdot ${num(l0)} \\cdot ${tex(dT, 4, true)} = ${texResult(change, 6)}$ ${asked.symbol}.`,
    );
    if (asksFinal) {
      steps.push(
        `$L = L_0 + \\Delta L = ${num(l0)} + ${tex(change, 6, true)} = ${texResult(l0 + change, 6)}$ ${asked.symbol}.`,
      );
      answer = `**L = ${fmtResult(l0 + change, 6)} ${asked.symbol}**`;
    } else answer = `**ΔL = ${fmtResult(change, 6)} ${asked.symbol}**`;
  }
  const text = workedReply({
    title: 'Dilatación térmica de una chapa',
    data: data.join('; '),
    steps,
    answer,
    closing: '¿Por qué el área aumenta con 2α y no con α?',
  });
  return unused.length ? { certain: false, text: uncertainReply(text, unused) } : { certain: true, text };
}

const isRound = (value: number) => Math.abs(value - Number(value.toFixed(4))) < 1e-9;

export const thermalExpansionSolver = declareSolver({
  name: 'solve_thermal_expansion',
  offer: 'dilatación térmica: lineal, superficial y volumétrica',
  summary:
    'Thermal expansion of a solid with the coefficient the statement gives: the change ΔL = α·L₀·ΔT of a length (a bar, a cable, the diameter of a hole in a plate), of a surface (β = 2α) or a volume (γ = 3α, or γ given), the final measure, and the temperature a ring must reach to fit a shaft. Dilatación térmica de sólidos.',
  examples: [
    'Una barra de acero mide 10 m a 0 °C. ¿Cuánto se alarga si se calienta hasta 50 °C? (α = 1,2 · 10⁻⁵ 1/°C)',
    'Un cubo de aluminio tiene un volumen de 1000 cm³ a 20 °C. ¿Cuánto aumenta su volumen si se calienta hasta 120 °C? (α = 2,4 · 10⁻⁵ 1/°C)',
  ],
  parameters: { problem: 'the thermal expansion problem as written' },
  solve: solveThermalExpansion,
});
