/**
 * Hydrostatics: the pressure of a force on an area (p = F/A), of a liquid at a depth (p = ρ·g·h, absolute
 * with the atmosphere's, or the depth from the pressure) and its force on a surface, the
 * hydraulic press (Pascal: F₁/A₁ = F₂/A₂, with areas, diameters or radii) and Archimedes' buoyancy
 * (E = ρ·g·V of a body wholly under the liquid, and its apparent weight, also of a body given by its mass
 * and density; the body's density from two weighings) and a U-tube with two liquids. Water is 1000 kg/m³ when the
 * statement names water and gives no density; sea water or any other liquid needs its density.
 */
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { solveOutflow } from './flow.ts';
import { solveRisingBubble } from './fluids-bubble.ts';
import { solveFloatingBlock } from './fluids-floating.ts';
import { solveLiquidPressure } from './fluids-pressure.ts';
import { group } from './groups.ts';
import { texRelation as eq, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  askedOrLastClause,
  askedTarget,
  gSource,
  inBase,
  masses,
  ofDimension,
  readForces,
  readStatement,
  type Statement,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import { type Unit, unitBySymbol } from './units.ts';

const WATER = 1000;
/** A liquid named right before a density: «densidad del agua 1000 kg/m³», «agua (ρ = 1 g/cm³)». */
const LIQUID_BEFORE = /(?:agua|liquido|aceite|alcohol|mercurio|fluido)[^.,;]{0,25}$/;
const num = (value: number) => tex(value, 4);
/** «sumergido hasta la mitad», «parcialmente», «un tercio de su volumen»: not wholly under the liquid. */
const PARTLY =
  /hasta la mitad|a medias|parcialmente|en parte|la mitad de su volumen|\b(?:un|dos) (?:tercios?|cuartos?|quintos?)\b|\d\s*%/;

/**
 * The apparent weight asked: «¿cuál es su peso aparente?», «¿qué marca el dinamómetro?», «…el
 * dinamómetro indica:», «la lectura del dinamómetro».
 */
const APPARENT =
  /peso aparente|cuanto pesa (?:dentro|sumergid|en el agua)|(?:marca|indica|registra|senala) (?:el|un) dinamometro|dinamometro (?:marca|indica|registra|senala)|lectura del dinamometro/;

export interface Density {
  kgPerCubicMetre: number;
  index: number;
  written: string;
}

/** Densities typed as kg/m³, g/cm³, g/mL, kg/L or kg/dm³. */
export function readDensities(s: Statement): Density[] {
  const pattern = new RegExp(
    `(${NUMBER_SOURCE})\\s*(kg\\s*/\\s*m\\^?3|g\\s*/\\s*cm\\^?3|g\\s*/\\s*ml|kg\\s*/\\s*l\\b|kg\\s*/\\s*dm\\^?3)`,
    'g',
  );
  return [...s.folded.matchAll(pattern)].map((match) => {
    const value = parseNumber(group(match, 1));
    const unit = group(match, 2).replace(/\s/g, '');
    return {
      kgPerCubicMetre: unit.startsWith('kg/m') ? value : value * 1000,
      index: match.index,
      written: `${fmt(value, 4)} ${unit.replace('^3', '³')}`,
    };
  });
}

/** The liquid's density: the one typed (one only), else water's when the statement names plain water. */
function liquidDensity(
  s: Statement,
  densities: readonly Density[],
): { value: number; line: string } | undefined {
  if (densities.length === 1) {
    const [d] = densities;
    if (d)
      return {
        value: d.kgPerCubicMetre,
        line: `ρ = ${d.written}${d.written.startsWith(fmt(d.kgPerCubicMetre, 4)) ? '' : ` = ${fmt(d.kgPerCubicMetre, 4)} kg/m³`}`,
      };
  }
  if (densities.length === 0 && /\bagua\b/.test(s.folded) && !/\bmar\b|salad/.test(s.folded)) {
    return { value: WATER, line: `ρ del agua = ${WATER} kg/m³` };
  }
  return undefined;
}

const reply = (
  title: string,
  data: string[],
  steps: string[],
  line: string,
  unused: number[],
  closing: string,
): SolverReply => {
  const certain = unused.length === 0;
  const text = workedReply({ title, data: data.join('; '), steps, answer: `**${line}**`, closing });
  // A datum left out: the method and the question about it, no result (certainty.ts).
  return { certain, text: certain ? text : uncertainReply(text, unused) };
};

const PRESSURE_UNITS = ['kPa', 'hPa', 'atm', 'mmHg', 'bar', 'Pa'] as const;

/**
 * The unit the question asks the pressure in («expresada en kPa», «en atm»), Pa when it names none, with
 * the statement's own equivalence when it gives one («1 atm = 101.325 Pa») and where its numbers stand.
 */
function askedPressureUnit(
  s: Statement,
  question: string,
): { unit: Unit; pascals: number; used: number[]; line?: string; span?: [number, number] } | undefined {
  // «en atm», «¿cuántas atmósferas…?», «¿cuántos kPa…?».
  const named = /\b(?:en|cuant[ao]s) (kpa|hpa|atm|atmosferas|mmhg|bar|pa|pascales)\b/.exec(question)?.[1];
  const symbol =
    PRESSURE_UNITS.find((u) => u.toLowerCase() === named) ?? (named?.startsWith('atm') ? 'atm' : 'Pa');
  const unit = unitBySymbol(symbol);
  const stated = new RegExp(`\\b1 ${unit.symbol.toLowerCase()}\\s*=\\s*(${NUMBER_SOURCE})\\s*pa\\b`).exec(
    s.folded,
  );
  if (!stated) return { unit, pascals: unit.factor, used: [] };
  const pascals = parseNumber(group(stated, 1));
  const numbers = typedNumbers(s).filter(
    (n) => n.index >= stated.index && n.index < stated.index + stated[0].length,
  );
  return {
    unit,
    pascals,
    used: numbers.map((n) => n.index),
    line: `1 ${unit.symbol} = ${fmt(pascals, 4)} Pa, como da el enunciado`,
    span: [stated.index, stated.index + stated[0].length],
  };
}

/** A pressure in pascals as the question asks it: «p = 300.000 Pa = 300 kPa». */
function pressureLine(p: number, asked: { unit: Unit; pascals: number }): string {
  if (asked.unit.symbol === 'Pa') return `p ${relation(p)} ${fmt(p)} Pa`;
  const value = p / asked.pascals;
  return `p ${relation(p)} ${fmt(p)} Pa ${relation(value)} ${fmt(value)} ${asked.unit.symbol}`;
}

/**
 * The area a force rests on: one area typed (20 cm², 0,5 m²), or a base of two lengths («una base de
 * 40 cm × 50 cm»), in m², with the step that brings it there and where its numbers stand.
 */
function readSurface(s: Statement): { a: number; used: number[]; line: string; steps: string[] } | undefined {
  const areas = ofDimension(s, 'area');
  const lengths = ofDimension(s, 'length');
  const [area] = areas;
  if (areas.length === 1 && lengths.length === 0 && area) {
    const a = inBase(area);
    return {
      a,
      used: [area.index],
      line: `A = ${area.written} ${area.unit.symbol}`,
      steps:
        area.unit.symbol === 'm²'
          ? []
          : [`Pasá el área a m²: ${area.written} ${area.unit.symbol} = ${fmt(a, 6)} m².`],
    };
  }
  const [first, second] = lengths;
  if (areas.length || lengths.length !== 2 || !first || !second) return undefined;
  if (!/^\s*(?:\*|x|por)\s*$/.test(s.folded.slice(first.end, second.index))) return undefined;
  const [l1, l2] = [inBase(first), inBase(second)];
  const a = l1 * l2;
  return {
    a,
    used: [first.index, second.index],
    line: `base de ${first.written} ${first.unit.symbol} × ${second.written} ${second.unit.symbol}`,
    steps: [`El área de apoyo, en metros: $A = ${tex(l1, 4)} \\cdot ${tex(l2, 4)} = ${tex(a, 6)}$ m².`],
  };
}

/**
 * The pressure of a force spread over an area, p = F/A: a force in N or kgf, or a body's weight m·g,
 * on an area in m² or cm², in the unit the question asks. Not a liquid's nor a piston's.
 */
function forceOverArea(s: Statement, question: string): SolverReply | undefined {
  const asks = askedTarget(question, { pressure: /presion/, other: /fuerza|peso|\barea|masa/ });
  if (asks !== 'pressure') return undefined;
  // «Cada suela», «sus dos pies», «cuatro patas»: the weight rests on several areas.
  if (
    /profundidad|sumergid|liquido|\bagua\b|prensa|\bgas\b|atmosferica|\bcada\b|\bpies\b|\bpatas\b|ruedas/.test(
      s.folded,
    )
  )
    return undefined;
  const surface = readSurface(s);
  const forces = readForces(s);
  const loads = masses(s);
  if (!surface || forces.length + loads.length !== 1) return undefined;
  const [force] = forces;
  const [load] = loads;
  const asked = askedPressureUnit(s, question);
  if (!asked) return undefined;
  const { a } = surface;
  const data = [surface.line];
  const steps = [...surface.steps];
  const used = [...surface.used, ...asked.used];
  let f: number;
  if (force) {
    f = force.newtons;
    used.push(force.index);
    data.unshift(`F = ${force.typed}`);
  } else if (load && s.gGiven) {
    // A weight needs the statement's g: keys of such exams use 9,8 or 10 alike.
    f = load.kg * s.g;
    used.push(load.index);
    data.unshift(`m = ${fmt(load.kg, 4)} kg`);
    steps.push(
      `La fuerza sobre el apoyo es el peso: $P = m \\cdot g = ${num(load.kg)} \\cdot ${num(s.g)} ${eq(f)} ${num(f)}$ N, ${gSource(s)}.`,
    );
  } else return undefined;
  const p = f / a;
  if (!(p > 0) || Math.abs(p * a - f) > 1e-9 * f) return undefined;
  steps.push(`Presión: $p = \\frac{F}{A} = \\frac{${num(f)}}{${tex(a, 6)}} ${eq(p)} ${num(p)}$ Pa.`);
  if (asked.unit.symbol !== 'Pa') {
    const value = p / asked.pascals;
    if (asked.line) data.push(asked.line);
    steps.push(
      `En ${asked.unit.symbol}: $${num(p)} \\div ${num(asked.pascals)} ${eq(value)} ${num(value)}$ ${asked.unit.symbol}.`,
    );
  }
  return reply(
    'Presión de una fuerza sobre una superficie',
    data,
    steps,
    pressureLine(p, asked),
    unusedNumbers(s, used),
    '¿Qué pasaría con la presión si la misma fuerza se apoyara sobre la mitad del área?',
  );
}

// «La diferencia de presión entre dos puntos separados 4 m en vertical»: Δp = ρ·g·Δh, the same reading.
const DIFFERENCE = /diferencia de presion|desnivel/;

/** p = ρ·g·h at a depth, or the depth of a given pressure. */
function solvePressure(s: Statement, question: string): SolverReply | undefined {
  if (
    !/profundidad|columna|sumergid|bajo el agua|fondo|(?:bajo|debajo de) la superficie|de altura|(?:desciende|baja|se sumerge|bucea) (?:hasta|a) \d/.test(
      s.folded,
    ) &&
    !DIFFERENCE.test(s.folded)
  )
    return undefined;
  if (/embolo|piston|prensa|empuje/.test(s.folded)) return undefined;
  const densities = readDensities(s);
  const liquid = liquidDensity(s, densities);
  const lengths = ofDimension(s, 'length');
  // «1 atm = 101.300 Pa»: the unit asked and its equivalence, no pressure of the problem.
  const askedUnit = askedPressureUnit(s, question);
  const span = askedUnit?.span;
  const pressures = ofDimension(s, 'pressure').filter(
    (q) => !span || q.index < span[0] || q.index >= span[1],
  );
  const areas = ofDimension(s, 'area');
  // «Un tanque de 2 m de diámetro… hasta 3 m»: a circle's size beside the depth, the surface of the bottom.
  const circles = lengths.filter(
    (q) =>
      /(?:diametro|radio)(?: interior)?(?: de| igual a| es de|:)?\s*$/.test(
        s.folded.slice(Math.max(0, q.index - 25), q.index),
      ) || /^\s*(?:de )?(?:diametro|radio)\b/.test(s.folded.slice(q.end, q.end + 15)),
  );
  const [circle] = circles.length === 1 && lengths.length === 2 ? circles : [];
  const circleArea = circle
    ? Math.PI * (inBase(circle) / (/diametro/.test(s.folded) && !/\bradio/.test(s.folded) ? 2 : 1)) ** 2
    : undefined;
  if (circle && /diametro/.test(s.folded) === /\bradio/.test(s.folded)) return undefined;
  const depths = circle ? lengths.filter((q) => q !== circle) : lengths;
  const surfaces = areas.length + (circle ? 1 : 0);
  const pressureAt = question.search(/presion|atmosferas/);
  const depthAt = question.search(/profundidad|altura|a que distancia/);
  const forceAt = question.search(/\bfuerza/);
  const asksForce = forceAt >= 0 && (pressureAt < 0 || forceAt < pressureAt) && surfaces === 1;
  const asksPressure = !asksForce && pressureAt >= 0 && (depthAt < 0 || pressureAt < depthAt);
  const asksDepth = depthAt >= 0 && !asksPressure && !asksForce;
  // «Presión absoluta» or «total»: the atmosphere's, which the statement gives, plus the liquid's.
  const absolute = /absolut|total/.test(question);
  if (!liquid || (absolute && asksDepth)) return undefined;
  const used = densities.map((d) => d.index);
  const data = [liquid.line];
  const steps = [
    DIFFERENCE.test(s.folded)
      ? `Entre dos puntos de un líquido separados h en vertical, la presión difiere en $\\Delta p = \\rho \\cdot g \\cdot h$, ${gSource(s)}.`
      : `La presión del líquido a una profundidad h es $p = \\rho \\cdot g \\cdot h$, ${gSource(s)}.`,
  ];
  // «la presión atmosférica es 1 atm = 101.325 Pa»: the atmosphere said as the equivalence itself.
  // «La presión absoluta, expresada en atmósferas … 1 atm = 101 300 Pa»: the surface's is that 1 atm.
  const atmosphereIsUnit =
    span !== undefined &&
    pressures.length === 0 &&
    (/presion atmosferica (?:es|vale|es de|de)?\s*(?:\(\s*)?$/.test(
      s.folded.slice(Math.max(0, span[0] - 40), span[0]),
    ) ||
      (absolute && askedUnit?.unit.symbol === 'atm'));
  // «…presión atmosférica 101.300 Pa» given for another question, the liquid's own asked: not added.
  const [aside] = pressures;
  const atmosphereAside =
    !absolute &&
    aside !== undefined &&
    pressures.length === 1 &&
    /atmosferica[^.;]{0,12}$/.test(s.folded.slice(Math.max(0, aside.index - 30), aside.index)) &&
    /hidrostatica|manometrica|del agua|del liquido|(?:ejerce|hace) el (?:agua|liquido)/.test(question);
  if (
    (asksPressure || asksForce) &&
    depths.length === 1 &&
    pressures.length + (atmosphereIsUnit ? 1 : 0) === (absolute || atmosphereAside ? 1 : 0) &&
    surfaces <= 1 &&
    !(absolute && asksForce)
  ) {
    if (atmosphereAside && aside) {
      used.push(aside.index);
      steps.push(
        `La presión atmosférica (${aside.written} ${aside.unit.symbol}) no se suma: te piden la del líquido solo.`,
      );
    }
    const [depth] = depths;
    if (!depth) return undefined;
    const h = inBase(depth);
    used.push(depth.index);
    data.push(`h = ${depth.written} ${depth.unit.symbol}`);
    if (depth.unit.symbol !== 'm') steps.push(`En metros: h = ${fmt(h, 4)} m.`);
    const p = liquid.value * s.g * h;
    steps.push(`$p = ${num(liquid.value)} \\cdot ${num(s.g)} \\cdot ${num(h)} ${eq(p)} ${num(p)}$ Pa.`);
    if (Math.abs(p / (liquid.value * s.g) - h) > 1e-9 * Math.max(1, h)) return undefined;
    const [atmosphere] = pressures;
    const [area] = areas;
    let line: string;
    if (absolute) {
      if (!atmosphere && !(atmosphereIsUnit && askedUnit)) return undefined;
      // «la presión atmosférica es de 1 atm» with «1 atm = 101.300 Pa»: the statement's equivalence.
      const p0 = !atmosphere
        ? (askedUnit?.pascals ?? Number.NaN)
        : askedUnit?.line && atmosphere.unit.symbol === askedUnit.unit.symbol
          ? atmosphere.value * askedUnit.pascals
          : inBase(atmosphere);
      if (atmosphere) {
        used.push(atmosphere.index);
        data.push(`p₀ = ${atmosphere.written} ${atmosphere.unit.symbol}`);
      } else {
        used.push(...(askedUnit?.used ?? []));
        data.push(`p₀ = 1 ${askedUnit?.unit.symbol} = ${fmt(p0, 4)} Pa`);
      }
      const total = p0 + p;
      steps.push(
        `La presión absoluta suma la de la atmósfera sobre la superficie: $p = p_0 + \\rho g h = ${num(p0)} + ${num(p)} ${eq(total)} ${num(total)}$ Pa.`,
      );
      line = `p ${relation(total)} ${fmt(total)} Pa`;
      if (askedUnit && askedUnit.unit.symbol !== 'Pa') {
        used.push(...askedUnit.used);
        if (askedUnit.line) data.push(askedUnit.line);
        const value = total / askedUnit.pascals;
        steps.push(
          `En ${askedUnit.unit.symbol}: $\\frac{${num(total)}}{${num(askedUnit.pascals)}} ${eq(value)} ${num(value)}$ ${askedUnit.unit.symbol}.`,
        );
        line = pressureLine(total, askedUnit);
      }
    } else if (askedUnit?.line && askedUnit.unit.symbol !== 'Pa') {
      // «expresada en atm (1 atm = 101 325 Pa)»: the liquid's pressure in the unit asked, with the
      // statement's equivalence.
      used.push(...askedUnit.used);
      data.push(askedUnit.line);
      const value = p / askedUnit.pascals;
      steps.push(
        `En ${askedUnit.unit.symbol}: $\\frac{${num(p)}}{${num(askedUnit.pascals)}} ${eq(value)} ${num(value)}$ ${askedUnit.unit.symbol}.`,
      );
      line = pressureLine(p, askedUnit);
    } else {
      const inKpa = /\ben kpa|kilopascal/.test(question);
      line = inKpa ? `p ${relation(p / 1000)} ${fmt(p / 1000)} kPa` : `p ${relation(p)} ${fmt(p)} Pa`;
    }
    if (area) {
      // The area the statement gives: the force the liquid makes on it, asked or as the last step.
      const a = inBase(area);
      const force = p * a;
      used.push(area.index);
      data.push(`A = ${area.written} ${area.unit.symbol}`);
      if (area.unit.symbol !== 'm²') steps.push(`El área en m²: ${fmt(a, 6)} m².`);
      steps.push(
        `Sobre ${asksForce ? 'esa superficie' : `un área de ${area.written} ${area.unit.symbol}`} el líquido hace una fuerza $F = p \\cdot A = ${num(p)} \\cdot ${tex(a, 6)} ${eq(force)} ${num(force)}$ N.`,
      );
      if (asksForce) line = `F ${relation(force)} ${fmt(force)} N`;
    }
    if (circle && circleArea !== undefined) {
      const force = p * circleArea;
      const radius = /diametro/.test(s.folded) ? inBase(circle) / 2 : inBase(circle);
      used.push(circle.index);
      data.push(
        `${/diametro/.test(s.folded) ? 'diámetro' : 'radio'} = ${circle.written} ${circle.unit.symbol}`,
      );
      steps.push(
        `El fondo es un círculo de radio ${fmt(radius, 4)} m: $A = \\pi r^2 ${eq(circleArea)} ${tex(circleArea, 6)}$ m²; el líquido hace sobre él $F = p \\cdot A ${eq(force)} ${num(force)}$ N.`,
      );
      if (asksForce) line = `F ${relation(force)} ${fmt(force)} N`;
    }
    return reply(
      asksForce ? 'Fuerza de un líquido sobre una superficie' : 'Presión hidrostática',
      data,
      steps,
      line,
      unusedNumbers(s, used),
      '¿Depende la presión de la forma del recipiente?',
    );
  }
  if (asksDepth && pressures.length === 1 && lengths.length === 0) {
    const [pressure] = pressures;
    if (!pressure) return undefined;
    const p = inBase(pressure);
    used.push(pressure.index);
    data.push(`p = ${pressure.written} ${pressure.unit.symbol}`);
    const h = p / (liquid.value * s.g);
    steps.push(
      `Despejo: $h = \\frac{p}{\\rho \\cdot g} = \\frac{${num(p)}}{${num(liquid.value)} \\cdot ${num(s.g)}} ${eq(h)} ${num(h)}$ m.`,
    );
    return reply(
      'Presión hidrostática',
      data,
      steps,
      `h ${relation(h)} ${fmt(h)} m`,
      unusedNumbers(s, used),
      '¿A qué profundidad la presión del agua iguala a la de la atmósfera?',
    );
  }
  return undefined;
}

/** Pascal's principle in a hydraulic press: the force on one piston from the force on the other. */
function solvePress(s: Statement, question: string): SolverReply | undefined {
  if (!/prensa|elevador hidraulico|gato hidraulico|embolo|piston/.test(s.folded)) return undefined;
  const areas = ofDimension(s, 'area');
  const lengths = ofDimension(s, 'length');
  const byDiameter = /diametro/.test(s.folded);
  const byRadius = /\bradio/.test(s.folded);
  const sizes =
    areas.length === 2 && lengths.length === 0
      ? areas.map((q) => ({ value: inBase(q), q }))
      : lengths.length === 2 && areas.length === 0 && byDiameter !== byRadius
        ? lengths.map((q) => ({ value: inBase(q) ** 2, q }))
        : undefined;
  if (!sizes) return undefined;
  const [a, b] = sizes;
  if (!a || !b || a.value === b.value) return undefined;
  const small = a.value < b.value ? a : b;
  const large = a.value < b.value ? b : a;
  const forces = readForces(s);
  const loads = masses(s);
  if (forces.length + loads.length !== 1) return undefined;
  // «¿Qué presión, en kPa, transmite el líquido por efecto de esa fuerza?»: the force over the area of
  // the piston it pushes, the same in the whole liquid (Pascal).
  if (/presion/.test(question) && forces.length === 1 && !loads.length) {
    const [pushed] = forces;
    if (!pushed) return undefined;
    const clause = s.folded.slice(Math.max(0, pushed.index - 40), pushed.index + 30);
    const onSmaller = /menor|chico|pequeno/.test(clause) && !/mayor|grande/.test(clause);
    if (!onSmaller) return undefined;
    const area =
      areas.length === 2
        ? small.value
        : Math.PI * (byDiameter ? Math.sqrt(small.value) / 2 : Math.sqrt(small.value)) ** 2;
    const p = pushed.newtons / area;
    const asked = askedPressureUnit(s, question);
    if (!asked || !(p > 0)) return undefined;
    const steps = [
      areas.length === 2
        ? `El émbolo menor tiene $A = ${tex(area, 6)}$ m².`
        : `El émbolo menor es un círculo de ${byDiameter ? `diámetro ${small.q.written} ${small.q.unit.symbol}` : `radio ${small.q.written} ${small.q.unit.symbol}`}: $A = \\pi r^2 = \\pi \\cdot ${num(byDiameter ? Math.sqrt(small.value) / 2 : Math.sqrt(small.value))}^2 ${eq(area)} ${tex(area, 6)}$ m².`,
      `La presión que la fuerza le da al líquido es $p = \\frac{F}{A} = \\frac{${num(pushed.newtons)}}{${tex(area, 6)}} ${eq(p)} ${num(p)}$ Pa, la misma en todo el líquido (Pascal).`,
      ...(asked.unit.symbol === 'Pa'
        ? []
        : [
            `En ${asked.unit.symbol}: $${num(p)} / ${num(asked.pascals)} ${eq(p / asked.pascals)} ${num(p / asked.pascals)}$ ${asked.unit.symbol}.`,
          ]),
      `Comprobá con el émbolo mayor, de área $${num(large.value / small.value)}$ veces la del menor: allí la fuerza es $p \\cdot A_{mayor} ${eq(pushed.newtons * (large.value / small.value))} ${num(pushed.newtons * (large.value / small.value))}$ N, la que da Pascal.`,
    ];
    return reply(
      'Prensa hidráulica: la presión transmitida',
      [
        `F = ${pushed.typed} sobre el émbolo menor`,
        `secciones de ${a.q.written} ${a.q.unit.symbol} y ${b.q.written} ${b.q.unit.symbol}${areas.length === 2 ? '' : byDiameter ? ' de diámetro' : ' de radio'}`,
      ],
      steps,
      pressureLine(p, asked),
      unusedNumbers(s, [a.q.index, b.q.index, pushed.index, ...asked.used]),
      '¿Qué fuerza se obtiene en el émbolo mayor con esa presión?',
    );
  }
  const asksForce = /fuerza|peso|cuanto hay que|que masa|cuantos kg|levantar/.test(question);
  if (!asksForce) return undefined;
  const asksMass = /\bmasa\b|cuantos kg|kilos/.test(question);
  const used = [a.q.index, b.q.index];
  const [force] = forces;
  const [load] = loads;
  const data: string[] = [];
  const steps: string[] = [];
  let given: number;
  // A load (a mass, or a weight to lift) sits on the large piston; a pushed force on the small one.
  let onSmall: boolean;
  if (load) {
    given = load.kg * s.g;
    onSmall = false;
    used.push(load.index);
    data.push(`carga de ${fmt(load.kg, 4)} kg sobre el émbolo mayor`);
    steps.push(
      `Su peso: $P = m \\cdot g = ${num(load.kg)} \\cdot ${num(s.g)} ${eq(given)} ${num(given)}$ N (${gSource(s)}).`,
    );
  } else if (force) {
    given = force.newtons;
    used.push(force.index);
    // Which piston it pushes: said in its own clause ("si sobre el menor se aplica 50 N"), else by what
    // the question asks for ("¿qué fuerza se obtiene en el mayor?").
    const side =
      sideIn(clauseAround(s.folded, force.index, /[,;.?¿\n]|\bsi\b/g)) ??
      sideIn(clauseAround(s.folded, force.index, /[;.?¿\n]/g)) ??
      sideFromQuestion(question);
    if (side === undefined) return undefined;
    onSmall = side;
    data.push(`F = ${force.typed} sobre el émbolo ${onSmall ? 'menor' : 'mayor'}`);
  } else {
    return undefined;
  }
  data.push(
    `secciones de ${small.q.written} ${small.q.unit.symbol} y ${large.q.written} ${large.q.unit.symbol}${areas.length ? '' : byDiameter ? ' de diámetro' : ' de radio'}`,
  );
  const ratio = large.value / small.value;
  steps.push(
    areas.length
      ? `Pascal: la presión es la misma en los dos émbolos, $\\frac{F_1}{A_1} = \\frac{F_2}{A_2}$; la razón de las secciones es $\\frac{A_{mayor}}{A_{menor}} ${eq(ratio)} ${num(ratio)}$.`
      : `Pascal: $\\frac{F_1}{A_1} = \\frac{F_2}{A_2}$, y las secciones son círculos: la razón es la de los ${byDiameter ? 'diámetros' : 'radios'} al cuadrado, $\\left(\\frac{${num(Math.sqrt(large.value))}}{${num(Math.sqrt(small.value))}}\\right)^2 ${eq(ratio)} ${num(ratio)}$.`,
  );
  const out = onSmall ? given * ratio : given / ratio;
  steps.push(
    onSmall
      ? `En el émbolo mayor: $F = ${num(given)} \\cdot ${num(ratio)} ${eq(out)} ${num(out)}$ N.`
      : `En el émbolo menor: $F = \\frac{${num(given)}}{${num(ratio)}} ${eq(out)} ${num(out)}$ N.`,
  );
  // Checked back: the same pressure on both pistons.
  const pSmall = (onSmall ? given : out) / small.value;
  const pLarge = (onSmall ? out : given) / large.value;
  if (Math.abs(pSmall - pLarge) > 1e-9 * pSmall) return undefined;
  let line = `F ${relation(out)} ${fmt(out)} N`;
  if (asksMass) {
    if (!onSmall) return undefined;
    const m = out / s.g;
    steps.push(
      `La masa que levanta: $m = \\frac{F}{g} = \\frac{${num(out)}}{${num(s.g)}} ${eq(m)} ${num(m)}$ kg.`,
    );
    line = `m ${relation(m)} ${fmt(m)} kg`;
  }
  return reply(
    'Prensa hidráulica (principio de Pascal)',
    data,
    steps,
    line,
    unusedNumbers(s, used),
    '¿Por qué la fuerza se multiplica pero el émbolo mayor sube menos?',
  );
}

/**
 * «Si el émbolo chico baja 50 cm, ¿cuánto sube el grande?»: the liquid one piston pushes is the liquid
 * the other takes, A₁·d₁ = A₂·d₂, with the two sections (areas, diameters or radii) and the one travel
 * said by a verb of motion. A load or force given besides is left to the force's reading (said unused).
 */
function pistonTravel(s: Statement, question: string): SolverReply | undefined {
  if (!/prensa|elevador hidraulico|gato hidraulico|embolo|piston/.test(s.folded)) return undefined;
  if (
    !/cuanto (?:sube|baja|asciende|desciende|se desplaza|se mueve|recorre)|desplazamiento|que distancia/.test(
      question,
    )
  )
    return undefined;
  const moves =
    /(?:baja|sube|desciende|asciende|se desplaza|se mueve|recorre|empuja)\w*\s*(?:una distancia de |un total de )?$/;
  const lengths = ofDimension(s, 'length');
  const travels = lengths.filter((q) => moves.test(s.folded.slice(Math.max(0, q.index - 30), q.index)));
  const [travel] = travels;
  if (!travel || travels.length !== 1) return undefined;
  const areas = ofDimension(s, 'area');
  const others = lengths.filter((q) => q !== travel);
  const byDiameter = /diametro/.test(s.folded);
  const byRadius = /\bradio/.test(s.folded);
  const sizes =
    areas.length === 2 && others.length === 0
      ? areas.map((q) => ({ value: inBase(q), q }))
      : others.length === 2 && areas.length === 0 && byDiameter !== byRadius
        ? others.map((q) => ({ value: inBase(q) ** 2, q }))
        : undefined;
  const [a, b] = sizes ?? [];
  if (!a || !b || a.value === b.value) return undefined;
  const small = a.value < b.value ? a : b;
  const large = a.value < b.value ? b : a;
  const onSmall = sideIn(clauseAround(s.folded, travel.index, /[,;.?¿\n]|\bsi\b/g));
  if (onSmall === undefined) return undefined;
  const ratio = large.value / small.value;
  const d = travel.value;
  const out = onSmall ? d / ratio : d * ratio;
  // Checked back: the same volume of liquid leaves one cylinder and enters the other.
  if (
    Math.abs((onSmall ? d : out) * small.value - (onSmall ? out : d) * large.value) >
    1e-9 * d * large.value
  )
    return undefined;
  const unit = travel.unit.symbol;
  return reply(
    'Prensa hidráulica: el recorrido de los émbolos',
    [
      `el émbolo ${onSmall ? 'menor' : 'mayor'} se mueve ${fmt(d, 4)} ${unit}`,
      `secciones de ${small.q.written} ${small.q.unit.symbol} y ${large.q.written} ${large.q.unit.symbol}${areas.length ? '' : byDiameter ? ' de diámetro' : ' de radio'}`,
    ],
    [
      `El líquido no se comprime: el volumen que deja un cilindro entra en el otro, $A_1 d_1 = A_2 d_2$; la razón de las secciones es ${areas.length ? '' : `la de los ${byDiameter ? 'diámetros' : 'radios'} al cuadrado, `}$\\frac{A_{mayor}}{A_{menor}} ${eq(ratio)} ${num(ratio)}$.`,
      onSmall
        ? `El mayor se mueve menos: $d = \\frac{${num(d)}}{${num(ratio)}} ${eq(out)} ${num(out)}$ ${unit}.`
        : `El menor se mueve más: $d = ${num(d)} \\cdot ${num(ratio)} ${eq(out)} ${num(out)}$ ${unit}.`,
    ],
    `d ${relation(out)} ${fmt(out)} ${unit}`,
    unusedNumbers(s, [a.q.index, b.q.index, travel.index]),
    '¿Qué relación hay entre lo que se gana en fuerza y lo que se pierde en recorrido?',
  );
}

/** The text around a position between the nearest boundaries on either side. */
function clauseAround(text: string, at: number, boundary: RegExp): string {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(boundary)) {
    if (match.index < at) start = match.index + match[0].length;
    else if (match.index > at) {
      end = match.index;
      break;
    }
  }
  return text.slice(start, end);
}

/** Whether a clause puts its force on the small piston (true) or the large one (false); undefined when it says neither or both. */
function sideIn(clause: string): boolean | undefined {
  const small = /menor|chic|pequen/.test(clause);
  const large = /mayor|grande/.test(clause);
  return small === large ? undefined : small;
}

/** Whether a pushed force is on the small piston, by the piston the question asks about. */
function sideFromQuestion(question: string): boolean | undefined {
  const small = /menor|chic|pequen/.test(question);
  const large = /mayor|grande|levant|sosten|se obtiene/.test(question);
  return small === large ? undefined : large;
}

/**
 * The buoyancy from two weighings, in air and under the liquid: E = P − P_ap; and, in water, the
 * body's volume from it (V = E/(ρ·g)).
 */
function buoyancyFromWeights(s: Statement, question: string): SolverReply | undefined {
  if (
    !/peso aparente|pesa[^.?]{0,60}(?:sumergid|dentro del|en (?:el )?(?:agua|aceite|alcohol)\b)|marca el dinamometro/.test(
      s.folded,
    )
  )
    return undefined;
  // Partly under the liquid, the buoyancy is of that part only: the body's volume and density are not read.
  if (PARTLY.test(s.folded)) return undefined;
  const asksBuoyancy = /empuje/.test(question);
  const asksVolume = /volumen/.test(question);
  // «¿Cuál es la densidad de la piedra?»: the body's, ρ_c = ρ_liq·P/E (g cancels).
  const asksDensity =
    /densidad/.test(question) && !/densidad del (?:agua|liquido|aceite|alcohol|fluido)/.test(question);
  if ([asksBuoyancy, asksVolume, asksDensity].filter(Boolean).length !== 1) return undefined;
  const forces = readForces(s);
  const [first, second] = forces;
  if (!first || !second || forces.length !== 2 || s.quantities.some((q) => q.unit.dimension !== 'mass'))
    return undefined;
  if (ofDimension(s, 'mass').length) return undefined;
  // A density the statement gives is the liquid's only when said right after its name («densidad del
  // agua 1000 kg/m³»); the body's would be another problem.
  const densities = readDensities(s);
  const [typed] = densities;
  if (
    densities.length > 1 ||
    (typed && !LIQUID_BEFORE.test(s.folded.slice(Math.max(0, typed.index - 40), typed.index)))
  )
    return undefined;
  // The apparent weight is the one named «aparente» (before its number, since the one before it); else
  // the one weighed under the liquid, said right after its number («8 N sumergido») or before it.
  const around = (force: typeof first, previous: number) => ({
    before: s.folded.slice(Math.max(previous, force.index - 45), force.index),
    after:
      s.folded
        .slice(force.index, force.index + 40)
        .replace(/^[\d.,]+\s*(?:n|kgf)\b/, '')
        .split(/\by\b|[,.;?]/)[0] ?? '',
  });
  const windows = [around(first, 0), around(second, first.index + 1)];
  const named = windows.map(({ before }) => /aparente|dinamometro/.test(before));
  const under = windows.map(({ before, after }) =>
    /sumergid|dentro del|en (?:el )?(?:agua|aceite|alcohol)\b|bajo el agua/.test(`${before} ${after}`),
  );
  const pick = (marks: boolean[]) => (marks.filter(Boolean).length === 1 ? marks.indexOf(true) : -1);
  const apparentAt = pick(named) >= 0 ? pick(named) : pick(under);
  if (apparentAt < 0) return undefined;
  const apparentSecond = apparentAt === 1;
  const [weight, apparent] = apparentSecond ? [first, second] : [second, first];
  const e = weight.newtons - apparent.newtons;
  if (!(e > 0)) return undefined;
  const steps = [
    `Sumergido, el líquido lo empuja hacia arriba: lo que el cuerpo «pierde» de peso es el empuje, $E = P - P_{ap} = ${num(weight.newtons)} - ${num(apparent.newtons)} ${eq(e)} ${num(e)}$ N.`,
  ];
  let line = `E ${relation(e)} ${fmt(e)} N`;
  if (asksVolume) {
    const liquid = liquidDensity(s, densities);
    if (!liquid) return undefined;
    const v = e / (liquid.value * s.g);
    steps.push(
      `Arquímedes: $E = \\rho_{liq} \\cdot g \\cdot V$ (${liquid.line}), así que $V = \\frac{${num(e)}}{${num(liquid.value)} \\cdot ${num(s.g)}} ${eq(v)} ${tex(v, 8)}$ m³ = ${fmt(v * 1e6, 4)} cm³ (${gSource(s)}).`,
    );
    line = `V ${relation(v * 1e6)} ${fmt(v * 1e6)} cm³ (= ${fmt(v, 8)} m³)`;
  } else if (asksDensity) {
    const liquid = liquidDensity(s, densities);
    if (!liquid) return undefined;
    const rho = (liquid.value * weight.newtons) / e;
    // Substituted back: that body, in that liquid, loses E of its weight P.
    if (Math.abs((liquid.value * weight.newtons) / rho - e) > 1e-9 * Math.max(1, e)) return undefined;
    steps.push(
      `Su volumen es el del líquido que desaloja: $V = \\frac{E}{\\rho_{liq} \\cdot g}$, y su masa $m = \\frac{P}{g}$ (${liquid.line}).`,
      `Densidad del cuerpo: $\\rho_c = \\frac{m}{V} = \\rho_{liq} \\cdot \\frac{P}{E} = ${num(liquid.value)} \\cdot \\frac{${num(weight.newtons)}}{${num(e)}} ${eq(rho)} ${num(rho)}$ kg/m³ (g se cancela).`,
    );
    line = `ρ ${relation(rho)} ${fmt(rho)} kg/m³`;
  } else if (typed) {
    // The liquid's density a later question uses: the buoyancy is the weight lost, whatever the liquid.
    steps.push(
      `La densidad del líquido (${typed.written}) no hace falta para el empuje: sirve para el volumen.`,
    );
  }
  const text = workedReply({
    title: 'Empuje a partir del peso aparente',
    data: [`P = ${weight.typed}`, `P aparente = ${apparent.typed}`].join('; '),
    steps,
    answer: `**${line}**`,
    closing: '¿Qué marcaría el dinamómetro si el líquido fuera más denso que el agua?',
  });
  const unused = unusedNumbers(s, [weight.index, apparent.index, ...densities.map((d) => d.index)]);
  return unused.length ? { certain: false, text: uncertainReply(text, unused) } : { certain: true, text };
}

/** The body's volume in cm³: one volume given, or a cube's edge («un cubo de 10 cm de arista»). */
function bodyVolume(s: Statement): { cubicCm: number; index: number; line: string } | undefined {
  const [volume, other] = ofDimension(s, 'volume');
  const [edge, otherEdge] = ofDimension(s, 'length');
  if (volume && !other && !edge) {
    const cubicCm = inBase(volume) * 1000;
    return { cubicCm, index: volume.index, line: `El cuerpo ocupa V = ${fmt(cubicCm, 4)} cm³` };
  }
  if (!edge || otherEdge || volume || !/\bcubo\b/.test(s.folded)) return undefined;
  if (!/^\S+\s*\S*\s*de (?:arista|lado)/.test(s.folded.slice(edge.index, edge.index + 30))) return undefined;
  const side = inBase(edge) * 100;
  const cubicCm = side ** 3;
  return { cubicCm, index: edge.index, line: `El cubo ocupa V = ${fmt(side, 4)}³ = ${fmt(cubicCm, 4)} cm³` };
}

/**
 * A floating body's density, the liquid's (typed, or the liquid named) and the share of it under the
 * surface, ρ_c / ρ_l; undefined when the densities cannot be told apart or the body would not float.
 */
function floatingShare(s: Statement, densities: readonly Density[], liquidTyped: Density | undefined) {
  const body = densities.find((d) => d !== liquidTyped);
  if (!body || (densities.length === 2 && !liquidTyped)) return undefined;
  const liquid = liquidTyped
    ? { value: liquidTyped.kgPerCubicMetre, line: `ρ del líquido = ${liquidTyped.written}` }
    : liquidDensity(s, []);
  if (!liquid) return undefined;
  const fraction = body.kgPerCubicMetre / liquid.value;
  return fraction > 0 && fraction < 1 ? { body, liquid, fraction } : undefined;
}

/**
 * A body that floats: its weight equals the buoyancy of the part under the liquid, so that part is
 * ρ_body/ρ_liquid of its volume (and the rest sticks out).
 */
function floating(s: Statement, question: string): SolverReply | undefined {
  if (
    !/flota/.test(s.folded) ||
    !/fraccion|porcentaje|que parte|que porcentaje|cuanto de su volumen|volumen/.test(question)
  )
    return undefined;
  // «¿Qué porcentaje de su volumen queda por encima de la superficie del agua?»: the part above.
  const out = /emergid|sobresale|fuera del|afuera|por encima de(?:l agua| la superficie|l nivel)/.test(
    question,
  );
  const densities = readDensities(s);
  // «¿Qué volumen queda sumergido?»: the part's volume, from the body's (given, or a cube's edge); a
  // volume asked of no part is not this reading.
  const asksPart =
    /volumen/.test(question) &&
    /sumergid|emergid|sobresale|fuera del|afuera|bajo el|por encima de(?:l agua| la superficie|l nivel)/.test(
      question,
    );
  const asksShare = /fraccion|porcentaje|que parte|cuanto de su volumen/.test(question);
  if (!asksShare && !asksPart) return undefined;
  const whole = asksShare ? undefined : bodyVolume(s);
  if (asksPart && !asksShare && !whole) return undefined;
  if (s.quantities.length !== (whole ? 1 : 0) || densities.length < 1 || densities.length > 2)
    return undefined;
  // The body's density, and the liquid's: typed after the liquid's name, or water's.
  const liquidTyped = densities.find((d) =>
    /(?:agua|liquido|aceite|alcohol|mercurio|fluido)[^.,;]{0,25}$/.test(
      s.folded.slice(Math.max(0, d.index - 40), d.index),
    ),
  );
  const floating = floatingShare(s, densities, liquidTyped);
  if (!floating) return undefined;
  const { body, liquid, fraction } = floating;
  const asked = out ? 1 - fraction : fraction;
  const text = workedReply({
    title: 'Un cuerpo que flota',
    data: [`ρ del cuerpo = ${body.written}`, liquid.line].join('; '),
    steps: [
      'Flota en equilibrio: su peso es igual al empuje de la parte sumergida, $\\rho_c \\, g \\, V = \\rho_l \\, g \\, V_{sum}$.',
      `Así, $\\frac{V_{sum}}{V} = \\frac{\\rho_c}{\\rho_l} = \\frac{${num(body.kgPerCubicMetre)}}{${num(liquid.value)}} ${eq(fraction)} ${num(fraction)}$: queda sumergido el ${fmt(fraction * 100, 2)} % de su volumen${out ? ` y sobresale el ${fmt((1 - fraction) * 100, 2)} %` : ''}.`,
      ...(whole
        ? [
            `${whole.line}; ${out ? 'fuera' : 'bajo el líquido'} queda $${num(asked)} \\cdot ${num(whole.cubicCm)} ${eq(asked * whole.cubicCm)} ${num(asked * whole.cubicCm)}$ cm³.`,
          ]
        : []),
      `Comprobá: el empuje de esa parte, $${num(liquid.value)} \\cdot ${num(fraction)} = ${num(liquid.value * fraction)}$ por cada m³ y cada unidad de g, es el peso del cuerpo por m³, $${num(body.kgPerCubicMetre)}$.`,
    ],
    answer: whole
      ? `**${out ? 'V emergido' : 'V sumergido'} ${relation(asked * whole.cubicCm)} ${fmt(asked * whole.cubicCm)} cm³**`
      : `**${out ? 'fracción emergida' : 'fracción sumergida'} ${relation(asked)} ${fmt(asked, 3)} (${fmt(asked * 100, 2)} %)**`,
    closing: '¿Qué pasaría si el mismo cuerpo flotara en agua de mar, más densa?',
  });
  const unused = unusedNumbers(s, [...densities.map((d) => d.index), ...(whole ? [whole.index] : [])]);
  return unused.length ? { certain: false, text: uncertainReply(text, unused) } : { certain: true, text };
}

/**
 * A body that floats, its volume given (or a cube's edge) and its density: its weight P = ρ_c·g·V, the
 * buoyancy that holds it, E = P, and for a cube the height under the liquid, the edge times ρ_c/ρ_liq
 * («Un cubo de madera de 20 cm de arista y densidad 600 kg/m³ flota en agua: ¿qué empuje recibe?»).
 */
function floatingLoad(s: Statement, question: string): SolverReply | undefined {
  if (!/\bflota/.test(s.folded)) return undefined;
  const asksHeight =
    /altura (?:de la parte )?sumergida|cuanto se hunde|profundidad (?:a la que|sumergida)|altura sumergida/.test(
      question,
    );
  const asksBuoyancy = !asksHeight && /empuje/.test(question);
  const asksWeight = !asksHeight && !asksBuoyancy && /\bpeso\b/.test(question) && !/aparente/.test(question);
  if (!asksHeight && !asksBuoyancy && !asksWeight) return undefined;
  const whole = bodyVolume(s);
  const densities = readDensities(s);
  if (!whole || s.quantities.length !== 1 || densities.length < 1 || densities.length > 2) return undefined;
  const liquidTyped = densities.find((d) =>
    LIQUID_BEFORE.test(s.folded.slice(Math.max(0, d.index - 40), d.index)),
  );
  const floating = floatingShare(s, densities, liquidTyped);
  if (!floating) return undefined;
  const { body, liquid, fraction } = floating;
  const edge = asksHeight ? Math.cbrt(whole.cubicCm) : undefined;
  if (asksHeight && !/\bcubo\b/.test(s.folded)) return undefined;
  const v = whole.cubicCm / 1e6;
  const weight = body.kgPerCubicMetre * s.g * v;
  const steps = [
    `${whole.line} = ${tex(v, 8)} m³.`,
    `Su peso: $P = \\rho_c \\cdot g \\cdot V = ${num(body.kgPerCubicMetre)} \\cdot ${num(s.g)} \\cdot ${tex(v, 8)} ${eq(weight)} ${num(weight)}$ N (${gSource(s)}).`,
    `Como flota en equilibrio, el empuje es igual al peso: $E = P ${eq(weight)} ${num(weight)}$ N; la parte sumergida es $\\frac{\\rho_c}{\\rho_l} = \\frac{${num(body.kgPerCubicMetre)}}{${num(liquid.value)}} ${eq(fraction)} ${num(fraction)}$ del volumen.`,
  ];
  let line: string;
  if (asksHeight && edge !== undefined) {
    const h = fraction * edge;
    steps.push(
      `En un cubo la parte sumergida es una fracción de su altura: $h = ${num(fraction)} \\cdot ${num(edge)} ${eq(h)} ${num(h)}$ cm.`,
    );
    line = `h ${relation(h)} ${fmt(h)} cm`;
  } else
    line = asksBuoyancy ? `E ${relation(weight)} ${fmt(weight)} N` : `P ${relation(weight)} ${fmt(weight)} N`;
  // Checked back: the buoyancy of the part under the liquid is the weight.
  if (Math.abs(liquid.value * s.g * fraction * v - weight) > 1e-9 * Math.max(1, weight)) return undefined;
  return reply(
    'Un cuerpo que flota',
    [
      `${whole.line.replace(/^El (?:cuerpo|cubo) ocupa /, '')}`,
      `ρ del cuerpo = ${body.written}`,
      liquid.line,
    ],
    steps,
    line,
    unusedNumbers(s, [whole.index, ...densities.map((d) => d.index)]),
    '¿Qué pasaría con la parte sumergida si el cuerpo flotara en agua de mar?',
  );
}

/**
 * A body given by its mass and its density, wholly under a liquid: its volume V = m/ρ_c, the buoyancy
 * E = ρ_liq·g·V and what a dynamometer it hangs from marks, P − E («Un bloque de aluminio (ρ = 2700
 * kg/m³) de 2,7 kg… se sumerge totalmente en agua. ¿Qué marca el dinamómetro?»).
 */
function bodyOfMassAndDensity(
  s: Statement,
  question: string,
  densities: readonly Density[],
): SolverReply | undefined {
  const loads = masses(s);
  const [load] = loads;
  if (!load || loads.length !== 1 || readForces(s).length) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const asksApparent = APPARENT.test(question);
  const asksBuoyancy = /empuje/.test(question) && !asksApparent;
  // «Calcule el volumen del bloque, en cm³»: the first step of the others, asked alone.
  const asksVolume =
    !asksApparent && !asksBuoyancy && /\bvolumen\b/.test(question) && !/sumergid|desaloj/.test(question);
  if (!asksApparent && !asksBuoyancy && !asksVolume) return undefined;
  // Which density is the liquid's: the one after its name; water's when only the body's is typed.
  const named = densities.map((d) => LIQUID_BEFORE.test(s.folded.slice(Math.max(0, d.index - 40), d.index)));
  let body: Density | undefined;
  let liquid: { value: number; line: string } | undefined;
  if (densities.length === 2 && named.filter(Boolean).length === 1) {
    const ld = densities[named.indexOf(true)];
    body = densities[named.indexOf(false)];
    if (ld) liquid = { value: ld.kgPerCubicMetre, line: `ρ del líquido = ${ld.written}` };
  } else if (densities.length === 1 && !named[0]) {
    body = densities[0];
    liquid = liquidDensity(s, []);
  }
  if (!body || !liquid) return undefined;
  const m = load.kg;
  const v = m / body.kgPerCubicMetre;
  const weight = m * s.g;
  const e = liquid.value * s.g * v;
  const apparent = weight - e;
  if (!(v > 0) || !(apparent > 0)) return undefined;
  // Substituted back: the apparent weight is ρ_c − ρ_liq of g·V.
  if (Math.abs(apparent - (body.kgPerCubicMetre - liquid.value) * s.g * v) > 1e-9 * Math.max(1, weight))
    return undefined;
  const steps = [
    `Su volumen, de la masa y la densidad: $V = \\frac{m}{\\rho_c} = \\frac{${num(m)}}{${num(body.kgPerCubicMetre)}} ${eq(v)} ${tex(v, 8)}$ m³.`,
    `Arquímedes: $E = \\rho_{liq} \\cdot g \\cdot V = ${num(liquid.value)} \\cdot ${num(s.g)} \\cdot ${tex(v, 8)} ${eq(e)} ${num(e)}$ N (${gSource(s)}).`,
    `Su peso: $P = m \\cdot g = ${num(m)} \\cdot ${num(s.g)} ${eq(weight)} ${num(weight)}$ N.`,
  ];
  if (asksApparent)
    steps.push(
      `El dinamómetro sostiene lo que el empuje no: $P_{ap} = P - E = ${num(weight)} - ${num(e)} ${eq(apparent)} ${num(apparent)}$ N.`,
    );
  const used = [load.index, ...densities.map((d) => d.index)];
  if (asksVolume) {
    const cubicCm = v * 1e6;
    return reply(
      'Volumen de un cuerpo, de su masa y su densidad',
      [`m = ${fmt(m, 4)} kg`, `ρ del cuerpo = ${body.written}`, liquid.line],
      [
        steps[0] ?? '',
        `En cm³ (1 m³ = 1.000.000 cm³): $V ${eq(cubicCm)} ${num(cubicCm)}$ cm³. Comprobá: $\\rho_c \\cdot V = ${num(body.kgPerCubicMetre)} \\cdot ${tex(v, 8)} ${eq(body.kgPerCubicMetre * v)} ${num(body.kgPerCubicMetre * v)}$ kg, la masa.`,
        `La densidad del líquido${s.gGiven ? ' y g' : ''} no cambian el volumen: sirven para el empuje.`,
      ],
      `V ${relation(cubicCm)} ${fmt(cubicCm)} cm³`,
      unusedNumbers(s, used),
      '¿Qué empuje recibe totalmente sumergido?',
    );
  }
  return reply(
    asksApparent ? 'Peso aparente (principio de Arquímedes)' : 'Empuje (principio de Arquímedes)',
    [`m = ${fmt(m, 4)} kg`, `ρ del cuerpo = ${body.written}`, liquid.line],
    steps,
    asksApparent ? `P_ap ${relation(apparent)} ${fmt(apparent)} N` : `E ${relation(e)} ${fmt(e)} N`,
    unusedNumbers(s, used),
    '¿Qué marcaría el dinamómetro en un líquido más denso?',
  );
}

/** Archimedes: the buoyancy of a body wholly under the liquid, and its apparent weight. */
function solveBuoyancy(s: Statement, question: string): SolverReply | undefined {
  if (!/empuje|arquimedes|peso aparente|dinamometro/.test(s.folded)) return undefined;
  if (!/total|complet|sumerg|hund|bajo el|dentro del/.test(s.folded)) return undefined;
  if (/flota|fraccion|porcentaje|parte emergid|sobresale/.test(s.folded) || PARTLY.test(s.folded))
    return undefined;
  const volumes = ofDimension(s, 'volume');
  const densities = readDensities(s);
  if (volumes.length > 1) return undefined;
  const [volume] = volumes;
  if (!volume) return bodyOfMassAndDensity(s, question, densities);
  // Two densities: the body's and the liquid's; which is which by the word before each.
  let liquid: { value: number; line: string } | undefined;
  let body: Density | undefined;
  const used = [volume.index];
  if (densities.length === 2) {
    const liquidFirst = densities.map((d) =>
      /(?:agua|liquido|aceite|alcohol|mercurio|fluido)[^.,;]{0,25}$/.test(
        s.folded.slice(Math.max(0, d.index - 40), d.index),
      ),
    );
    if (liquidFirst.filter(Boolean).length !== 1) return undefined;
    const li = liquidFirst.indexOf(true);
    const ld = densities[li];
    body = densities[1 - li];
    if (!ld || !body) return undefined;
    liquid = { value: ld.kgPerCubicMetre, line: `ρ del líquido = ${ld.written}` };
    used.push(ld.index, body.index);
  } else if (
    densities.length === 1 &&
    densities.every((d) => !LIQUID_BEFORE.test(s.folded.slice(Math.max(0, d.index - 40), d.index))) &&
    /\bagua\b/.test(s.folded)
  ) {
    // «Un bloque de hierro de 500 cm³ (densidad 7,8 g/cm³) … sumergido en agua»: the one density,
    // named by no liquid in a statement whose liquid is water, is the body's; the water's is known.
    body = densities[0];
    liquid = liquidDensity(s, []);
    used.push(...densities.map((d) => d.index));
  } else {
    liquid = liquidDensity(s, densities);
    used.push(...densities.map((d) => d.index));
  }
  if (!liquid) return undefined;
  // Volumes are in litres in the unit table.
  const vInCubicMetres = inBase(volume) / 1000;
  const data = [`V = ${volume.written} ${volume.unit.symbol}`, liquid.line];
  const steps: string[] = [];
  if (volume.unit.symbol !== 'm³') steps.push(`En m³: V = ${fmt(vInCubicMetres, 8)} m³.`);
  const e = liquid.value * s.g * vInCubicMetres;
  steps.push(
    `Arquímedes: el empuje es el peso del líquido desalojado, $E = \\rho \\cdot g \\cdot V = ${num(liquid.value)} \\cdot ${num(s.g)} \\cdot ${tex(vInCubicMetres, 8)} ${eq(e)} ${num(e)}$ N (${gSource(s)}).`,
  );
  const asksApparent = APPARENT.test(question);
  const asksBuoyancy = /empuje/.test(question) && !asksApparent;
  if (asksBuoyancy) {
    // A datum of the body (its mass or density) is not used, and so the reply is not certain.
    return reply(
      'Empuje (principio de Arquímedes)',
      data,
      steps,
      `E ${relation(e)} ${fmt(e)} N`,
      unusedNumbers(s, used),
      '¿Depende el empuje de la masa del cuerpo?',
    );
  }
  if (!asksApparent) return undefined;
  const forces = readForces(s);
  const loads = masses(s);
  let weight: number;
  if (body && forces.length === 0 && loads.length === 0) {
    const m = body.kgPerCubicMetre * vInCubicMetres;
    weight = m * s.g;
    data.push(`ρ del cuerpo = ${body.written}`);
    steps.push(
      `Su peso: $P = \\rho_c \\cdot g \\cdot V = ${num(body.kgPerCubicMetre)} \\cdot ${num(s.g)} \\cdot ${tex(vInCubicMetres, 8)} ${eq(weight)} ${num(weight)}$ N.`,
    );
  } else if (!body && forces.length + loads.length === 1) {
    const [force] = forces;
    const [load] = loads;
    weight = force ? force.newtons : (load?.kg ?? 0) * s.g;
    used.push(force ? force.index : (load?.index ?? -1));
    data.push(force ? `P = ${force.typed}` : `m = ${fmt(load?.kg ?? 0, 4)} kg`);
    if (load)
      steps.push(
        `Su peso: $P = m \\cdot g = ${num(load.kg)} \\cdot ${num(s.g)} ${eq(weight)} ${num(weight)}$ N.`,
      );
  } else {
    return undefined;
  }
  const apparent = weight - e;
  if (apparent <= 0) return undefined;
  steps.push(
    `Peso aparente: $P_{ap} = P - E = ${num(weight)} - ${num(e)} ${eq(apparent)} ${num(apparent)}$ N.`,
  );
  return reply(
    'Peso aparente (principio de Arquímedes)',
    data,
    steps,
    `P_ap ${relation(apparent)} ${fmt(apparent)} N`,
    unusedNumbers(s, used),
    '¿Qué le pasaría al cuerpo si el empuje fuera mayor que su peso?',
  );
}

// ---------------------------------------------------------------------------------------------------
// A U-tube with two liquids that do not mix: from the interface, ρ₁·h₁ = ρ₂·h₂.

const LIQUID_NAME =
  'agua|aceite|mercurio|alcohol|nafta|glicerina|kerosen|querosen|benceno|liquido (?:a|b|x|desconocido)';

/** The liquid named last in `text` (within its clause), or undefined. */
function lastLiquid(text: string): string | undefined {
  const clause = text.split(/[.;]|\bmientras\b|\by en\b/).at(-1) ?? '';
  return [...clause.matchAll(new RegExp(`\\b(${LIQUID_NAME})\\b`, 'g'))].at(-1)?.[1];
}

function uTube(s: Statement, question: string): SolverReply | undefined {
  if (!/tubo en u|vasos comunicantes/.test(s.folded)) return undefined;
  // The heights are measured from the interface between the liquids: the statement must say so.
  if (!/separacion|interfa[sz]e?|limite entre/.test(s.folded)) return undefined;
  const asking = s.folded.lastIndexOf(question);
  if (asking <= 0) return undefined;
  const said = s.folded.slice(0, asking);
  const lengths = ofDimension(s, 'length').filter((q) => q.index < asking);
  const densities = readDensities(s).filter((d) => d.index < asking);
  if (s.quantities.some((q) => q.index < asking && !['length', 'density'].includes(q.unit.dimension)))
    return undefined;
  const heights = lengths.map((q) => ({
    q,
    liquid: lastLiquid(said.slice(Math.max(0, q.index - 60), q.index)),
  }));
  const typed = densities.map((d) => ({
    d,
    liquid: lastLiquid(said.slice(Math.max(0, d.index - 40), d.index)),
  }));
  if (heights.some((h) => !h.liquid) || typed.some((d) => !d.liquid)) return undefined;
  // The liquid the question asks of, when the statement names it («Un tubo en U contiene agua»).
  const target = lastLiquid(question.replace(/[¿?.;]/g, ' '));
  const namedTarget = target && new RegExp(`\\b${target}\\b`).test(said) ? [target] : [];
  const liquids = [
    ...new Set([...heights.map((h) => h.liquid), ...typed.map((d) => d.liquid), ...namedTarget]),
  ];
  if (liquids.length !== 2) return undefined;
  const densityOf = (liquid: string) => {
    const found = typed.filter((d) => d.liquid === liquid);
    if (found.length > 1) return undefined;
    const [one] = found;
    if (one)
      return { value: one.d.kgPerCubicMetre, line: `ρ del ${liquid} = ${one.d.written}`, index: one.d.index };
    return liquid === 'agua' ? { value: WATER, line: `ρ del agua = ${WATER} kg/m³` } : undefined;
  };
  const heightOf = (liquid: string) => {
    const found = heights.filter((h) => h.liquid === liquid);
    return found.length === 1 ? found[0]?.q : undefined;
  };
  // «¿Qué diferencia de altura hay entre las superficies libres?»: another reference, not read here.
  if (/diferencia|desnivel/.test(question)) return undefined;
  const asksDensity = /densidad/.test(question);
  const asksHeight = /altura|cuanto (?:mide|sube)|que longitud|a que nivel/.test(question);
  if (asksDensity === asksHeight) return undefined;
  if (!target || !liquids.includes(target)) return undefined;
  const other = liquids.find((l) => l !== target) as string;
  const known = densityOf(other);
  const hOther = heightOf(other);
  if (!known || !hOther) return undefined;
  const used = [hOther.index, ...densities.map((d) => d.index)];
  const steps = [
    'En el nivel de la superficie de separación, las presiones de las dos ramas son iguales (los dos extremos están abiertos a la misma atmósfera): $\\rho_1 \\cdot g \\cdot h_1 = \\rho_2 \\cdot g \\cdot h_2$, con cada altura medida desde ese nivel; g se cancela.',
  ];
  const h2 = inBase(hOther);
  let line: string;
  let data: string[];
  if (asksDensity) {
    const hTarget = heightOf(target);
    if (!hTarget || typed.some((d) => d.liquid === target)) return undefined;
    if (target === 'agua') return undefined;
    used.push(hTarget.index);
    const h1 = inBase(hTarget);
    const rho = (known.value * h2) / h1;
    if (Math.abs(rho * h1 - known.value * h2) > 1e-9 * known.value * h2) return undefined;
    data = [
      known.line,
      `h del ${other} = ${hOther.written} ${hOther.unit.symbol}`,
      `h del ${target} = ${hTarget.written} ${hTarget.unit.symbol}`,
    ];
    steps.push(
      `$\\rho_{${target}} = \\frac{\\rho_{${other}} \\cdot h_{${other}}}{h_{${target}}} = \\frac{${num(known.value)} \\cdot ${num(h2)}}{${num(h1)}} ${eq(rho)} ${num(rho)}$ kg/m³ (las alturas en m; en el cociente sirve cualquier unidad, la misma para las dos).`,
    );
    const inGrams = /g\s*\/\s*cm/.test(question);
    line = inGrams
      ? `ρ ${relation(rho / 1000)} ${fmt(rho / 1000)} g/cm³`
      : `ρ ${relation(rho)} ${fmt(rho)} kg/m³`;
  } else {
    const rhoTarget = densityOf(target);
    if (!rhoTarget || heightOf(target)) return undefined;
    const h1 = (known.value * h2) / rhoTarget.value;
    data = [known.line, rhoTarget.line, `h del ${other} = ${hOther.written} ${hOther.unit.symbol}`];
    steps.push(
      `$h_{${target}} = \\frac{\\rho_{${other}} \\cdot h_{${other}}}{\\rho_{${target}}} = \\frac{${num(known.value)} \\cdot ${num(h2)}}{${num(rhoTarget.value)}} ${eq(h1)} ${num(h1)}$ m.`,
    );
    line = `h ${relation(h1)} ${fmt(h1, 4)} m (= ${fmt(h1 * 100, 2)} cm)`;
  }
  return reply(
    'Tubo en U con dos líquidos',
    data,
    steps,
    line,
    unusedNumbers(s, used),
    '¿Cuál de los dos líquidos queda más alto, y por qué?',
  );
}

/**
 * «Un cubo de madera de 10 cm de arista flota en agua dulce con 6 cm de su altura sumergidos»: a body of
 * upright sides floats with the share h/H of its height under the liquid, so its density is ρ_l·h/H (the
 * weight equals the buoyancy of that part). Only a cube's edge (or a block's height) and the part under
 * or above, both lengths, and the density asked.
 */
function densityFromDraft(s: Statement, question: string): SolverReply | undefined {
  if (!/\bflota/.test(s.folded) || !/densidad/.test(question) || !/\bcubo\b|prisma|bloque/.test(s.folded))
    return undefined;
  const lengths = ofDimension(s, 'length');
  const [edge, part] = lengths;
  if (!edge || !part || lengths.length !== 2 || s.quantities.length !== 2) return undefined;
  if (!/^\S+\s*\S*\s*de (?:arista|lado|altura|alto)\b/.test(s.folded.slice(edge.index, edge.index + 30)))
    return undefined;
  const after = s.folded.slice(part.index, part.index + 45);
  const under = /^\S+\s*\S*\s*(?:de su (?:altura|arista) )?(?:sumergid|bajo el (?:agua|liquido)|hundid)/.test(
    after,
  );
  const above = /^\S+\s*\S*\s*(?:de su (?:altura|arista) )?(?:por encima|fuera del|emergid|sobresal)/.test(
    after,
  );
  if (under === above) return undefined;
  const liquid = liquidDensity(s, readDensities(s));
  if (!liquid || readDensities(s).length) return undefined;
  const H = inBase(edge);
  const h = under ? inBase(part) : H - inBase(part);
  if (!(H > 0 && h > 0 && h < H)) return undefined;
  const rho = (liquid.value * h) / H;
  const back = (liquid.value * h) / H;
  const steps = [
    `Flota en equilibrio: su peso es el empuje de la parte sumergida, $\\rho_c \\, g \\, A \\, H = \\rho_l \\, g \\, A \\, h$ (A, el área de la base, se cancela).`,
    ...(under
      ? []
      : [`Sumergida queda la altura $h = ${num(H)} - ${num(inBase(part))} ${eq(h)} ${num(h)}$ m.`]),
    `$\\rho_c = \\rho_l \\frac{h}{H} = ${num(liquid.value)} \\cdot \\frac{${num(h)}}{${num(H)}} ${eq(rho)} ${num(rho)}$ kg/m³ $= ${num(rho / 1000)}$ g/cm³.`,
    `Comprobá: la fracción sumergida es $\\frac{\\rho_c}{\\rho_l} = ${num(back / liquid.value)}$, la de la altura, $\\frac{${num(h)}}{${num(H)}}$.`,
  ];
  return reply(
    'Densidad de un cuerpo que flota',
    [
      `H = ${fmt(edge.value, 4)} ${edge.unit.symbol}`,
      `${under ? 'sumergida' : 'fuera del líquido'}: ${fmt(part.value, 4)} ${part.unit.symbol}`,
      liquid.line,
    ],
    steps,
    `ρ ${relation(rho)} ${fmt(rho)} kg/m³ (${fmt(rho / 1000, 3)} g/cm³)`,
    unusedNumbers(s, [edge.index, part.index]),
    '¿Qué parte quedaría sumergida en agua de mar, más densa?',
  );
}

/** A reply for a hydrostatics problem, or undefined. */
export function solveHydrostatics(message: string): SolverReply | undefined {
  // Water leaving a hole in a tank (Torricelli): a speed from a depth, not a pressure.
  const outflow = solveOutflow(message);
  if (outflow) return outflow;
  const s = readStatement(message);
  // A statement that is one question («¿… de 2,5 m de profundidad …?») asks whole: its last clause would
  // start at a decimal comma. One order ending in a period («Calculá … 101.300 Pa.») leaves no last clause.
  const last = askedOrLastClause(s).trim();
  // A last clause that names nothing asked («8 m/s²) es», cut at the decimal comma of «g = 9,8»): the
  // stem's last sentence asks.
  const namesAsked =
    /presion|fuerza|profundidad|altura|empuje|volumen|peso|masa|densidad|distancia|fraccion|porcentaje|parte|dinamometro/;
  const question = s.question.startsWith('¿')
    ? s.question
    : (namesAsked.test(last) ? last : askedClause(s).trim()) || s.question;
  const read =
    uTube(s, question) ??
    pistonTravel(s, question) ??
    solvePress(s, question) ??
    buoyancyFromWeights(s, question) ??
    floating(s, question) ??
    floatingLoad(s, question) ??
    densityFromDraft(s, question) ??
    solveBuoyancy(s, question) ??
    solvePressure(s, question) ??
    forceOverArea(s, question);
  // A page's one question on a floating block, a liquid column, a U-tube, a manometer or a bubble rising
  // in a lake (fluids-*.ts), when the readings above are not sure of it.
  if (read?.certain) return read;
  return solveFloatingBlock(message) ?? solveLiquidPressure(message) ?? solveRisingBubble(message) ?? read;
}

export const hydrostaticsSolver = declareSolver({
  name: 'solve_hydrostatics',
  offer: 'presión: de una fuerza sobre un área y en un líquido, prensa hidráulica y empuje',
  summary:
    "Hydrostatics: the pressure of a force on an area (p = F/A, in Pa, kPa or atm), the pressure of a liquid at a depth (p = ρ·g·h, absolute with the atmosphere's the statement gives) or the depth of a pressure, and the liquid's force on a surface (F = p·A); a hydraulic press (Pascal, with the pistons' areas, diameters or radii: the force on one from the other, or the mass it lifts); Archimedes' buoyancy E = ρ·g·V of a body wholly submerged and its apparent weight. Water is 1000 kg/m³ when not given; any other liquid needs its density.",
  examples: [
    '¿Qué presión soporta un buzo a 15 m de profundidad en agua dulce? (g = 10 m/s²)',
    'Una fuerza de 600 N actúa sobre una superficie de 20 cm². ¿Qué presión ejerce, en kPa?',
    'En una prensa hidráulica el émbolo menor tiene 10 cm² y el mayor 200 cm². Si sobre el menor se aplica una fuerza de 50 N, ¿qué fuerza se obtiene en el mayor?',
    'Un cuerpo de 50 cm³ se sumerge totalmente en agua. ¿Cuál es el empuje que recibe? (g = 10 m/s²)',
  ],
  parameters: { problem: 'the hydrostatics problem as written' },
  solve: solveHydrostatics,
});
