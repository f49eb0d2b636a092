/**
 * Arcs and circular sectors from any two of their four measures: the radius r, the central angle θ, the
 * arc s = r·θ and the sector's area A = ½·r²·θ = ½·s·r (θ in radians). «Un arco de 15 m corresponde a un
 * ángulo central de 1,2 rad: ¿cuánto mide el radio?», «Un sector de 20 cm² tiene 5 cm de radio: hallá su
 * ángulo central», «El extremo de un péndulo de 60 cm describe un ángulo de 24°: ¿qué arco recorre?»; and
 * the angle of such a statement in the other unit when that is what is asked («expresado en radianes»).
 * Certain only when every number of the statement is one of the measures read, the lengths are in one
 * unit and the measure asked is not given; the result is checked back with the other relation.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { asFraction, fmt, isInteger, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Measure = 'r' | 'theta' | 's' | 'area';

const NUM = String.raw`\d+(?:[.,]\d+)*`;
const LENGTH = String.raw`(mm|cm|dm|km|m)(?![\p{L}²³])`;

interface Given {
  r?: number;
  theta?: number;
  s?: number;
  area?: number;
  unit?: string;
  /** How the angle was given: in degrees or in radians. */
  angleIn?: 'degrees' | 'radians';
  angleText?: string;
  radiusFrom?: string;
}

/** «5π/6», «π/4», «2π», «1,2»: the radians of a written angle (with or without «rad»). */
function radiansOf(k: string | undefined, pi: boolean, q: string | undefined): number | undefined {
  const coefficient = k ? readNumber(k) : 1;
  const denominator = q ? Number(q) : 1;
  if (coefficient === undefined || !(denominator > 0)) return undefined;
  return ((pi ? Math.PI : 1) * coefficient) / denominator;
}

/** The part of the statement that asks: from its last «¿», else its last sentence. */
function questionOf(text: string): string {
  const opening = text.lastIndexOf('¿');
  if (opening >= 0) return text.slice(opening);
  const sentences = text.split(/(?<=[.:;])\s+|\n+/).filter((part) => part.trim());
  return sentences.at(-1) ?? text;
}

interface Reading {
  given: Given;
  asked: Measure[];
  /** The diameter asked, the radius asked (either makes `r` asked). */
  diameterAsked: boolean;
  radiusAsked: boolean;
  angleUnitAsked?: 'degrees' | 'radians';
  /** The value of π the statement gives to use («π ≈ 3,1416»). */
  pi?: number;
}

function read(problem: string): Reading | undefined {
  const text = withoutOptions(problem).replace(/º/g, '°');
  let folded = foldText(text);
  const pendulum = /\b(?:pendulo|hilo|varilla|brazo|limpiaparabrisas|aguja|minutero)\b/.test(folded);
  // «Una rueda de 60 cm de diámetro gira un ángulo de 150°»: a point of its rim runs along an arc.
  const turning =
    /\b(?:rueda|disco|polea|engranaje|calesita|volante)\b/.test(folded) && /\b(?:gira|rota)\b/.test(folded);
  if (
    !/\barco\b|\bsector\b/.test(folded) &&
    !(pendulum && /radian|\bgrados\b|sexagesimal/.test(folded)) &&
    !turning
  )
    return undefined;
  // «(Datos: π ≈ 3,1416)»: the value of π to use, no measure; the reply gives π and its value.
  const piGiven =
    /\(?\s*(?:datos?\s*:\s*)?(?:tom[ea]r?\s+|consider[ea]r?\s+|us[ea]r?\s+)?π\s*(?:≈|=)\s*(3[,.]\d+)\s*\)?/u.exec(
      folded,
    );
  if (piGiven) folded = folded.replace(piGiven[0], ' ');
  // Minutes and seconds; a swing told by its amplitude or from the vertical, a period or whole turns
  // (the angle swept is not the one given); an angular speed: not this reading's.
  if (/[′'″"]/.test(text)) return undefined;
  if (
    /\bperiodo\b|complet|ida y vuelta|\bvueltas?\b|amplitud|vertical|\bseparad|\bapart|\brpm\b|rad\s*\/\s*s|\bsegundos?\b/.test(
      folded,
    )
  )
    return undefined;
  const given: Given = {};
  const units: string[] = [];
  const take = (match: RegExpExecArray | null) => {
    if (match) folded = folded.replace(match[0], ' ');
    return match;
  };
  // The arc: «un arco de 15 m (de longitud)», «recorre un arco de 10π cm», «la longitud del arco es 8 cm».
  const arc = take(
    new RegExp(
      String.raw`\barco\s+(?:de\s+longitud\s+|que\s+mide\s+|mide\s+|de\s+|cuya\s+longitud\s+es\s+(?:de\s+)?)(${NUM})?\s*(π)?\s*${LENGTH}`,
      'u',
    ).exec(folded) ??
      new RegExp(
        String.raw`\blongitud\s+de(?:l|\s+un)\s+arco(?:\s+de\s+circunferencia)?\s+(?:es\s+(?:de\s+)?|mide\s+|de\s+|=\s*)(${NUM})?\s*(π)?\s*${LENGTH}`,
        'u',
      ).exec(folded),
  );
  if (arc) {
    const value = radiansOf(arc[1], arc[2] !== undefined, undefined);
    if (value === undefined || (!arc[1] && !arc[2])) return undefined;
    given.s = value;
    units.push(arc[3] ?? '');
  }
  // The area: «un sector de 20 cm²», «su área es 8π m²».
  const area = take(
    new RegExp(String.raw`(${NUM})?\s*(π)?\s*${LENGTH.replace('(?![\\p{L}²³])', '')}(?:²|\^2)`, 'u').exec(
      folded,
    ),
  );
  if (area) {
    const value = radiansOf(area[1], area[2] !== undefined, undefined);
    if (value === undefined || (!area[1] && !area[2])) return undefined;
    given.area = value;
    units.push(area[3] ?? '');
  }
  // The radius: «12 cm de radio», «radio de 8 m», «r = 5 cm»; a diameter halves; a pendulum's length.
  const radius =
    take(new RegExp(String.raw`(${NUM})\s*${LENGTH}\s+de\s+radio\b`, 'u').exec(folded)) ??
    take(
      new RegExp(
        String.raw`\b(?:radio|r)\s*(?:de|mide|es\s+de|es|=|igual\s+a)?\s*(${NUM})\s*${LENGTH}`,
        'u',
      ).exec(folded),
    );
  const diameter = radius
    ? null
    : (take(new RegExp(String.raw`(${NUM})\s*${LENGTH}\s+de\s+diametro\b`, 'u').exec(folded)) ??
      take(
        new RegExp(String.raw`\bdiametro\s+(?:de|mide|es\s+de|es|=)\s*(${NUM})\s*${LENGTH}`, 'u').exec(
          folded,
        ),
      ));
  const length =
    radius || diameter || !pendulum
      ? null
      : take(
          new RegExp(
            String.raw`\b(?:pendulo|hilo|varilla|brazo|limpiaparabrisas|aguja|minutero)\b[^.;\d]*?(${NUM})\s*${LENGTH}`,
            'u',
          ).exec(folded),
        );
  const found = radius ?? diameter ?? length;
  if (found) {
    const value = readNumber(found[1] ?? '');
    if (value === undefined || !(value > 0)) return undefined;
    given.r = diameter ? value / 2 : value;
    given.radiusFrom = diameter ? `diámetro ${fmt(value, 4)} ${found[2]}` : undefined;
    units.push(found[2] ?? '');
  }
  // The angle: «150°», «1,2 rad», «π/4 rad», «5π/6».
  const degrees = take(new RegExp(String.raw`(${NUM})\s*°`, 'u').exec(folded));
  const radians = degrees
    ? null
    : take(
        new RegExp(
          String.raw`(${NUM})?\s*(π)\s*(?:\/\s*(\d+))?(?:\s*rad(?:ianes)?\b)?|(${NUM})\s*rad(?:ianes)?\b`,
          'u',
        ).exec(folded),
      );
  if (degrees) {
    const value = readNumber(degrees[1] ?? '');
    if (value === undefined || !(value > 0)) return undefined;
    given.theta = (value * Math.PI) / 180;
    given.angleIn = 'degrees';
    given.angleText = `${fmt(value, 4)}°`;
  } else if (radians) {
    const value = radians[4] ? readNumber(radians[4]) : radiansOf(radians[1], true, radians[3]);
    if (value === undefined || !(value > 0)) return undefined;
    given.theta = value;
    given.angleIn = 'radians';
    given.angleText = radians[4]
      ? `${fmt(value, 4)} rad`
      : `${radians[1] ?? ''}π${radians[3] ? `/${radians[3]}` : ''} rad`;
  }
  // Every number of the statement is one of the measures read.
  if (/\d|π/.test(folded.replace(/\bentre\s+0\b/g, ' '))) return undefined;
  if (units.length > 0 && units.some((unit) => unit !== units[0])) return undefined;
  given.unit = units[0];
  const question = foldText(questionOf(text));
  const asked: Measure[] = [];
  // A measure the question names with its number («en una circunferencia de 12 cm de radio») is a datum.
  const statesRadius = new RegExp(
    String.raw`\d\s*${LENGTH}\s+de\s+(?:radio|diametro)\b|\b(?:radio|diametro)\s+(?:de|mide|es|=)\s*\d`,
    'u',
  );
  const statesAngle = /\d\s*°|π|\d\s*rad/;
  const statesArc = /\barco\s+(?:de|mide|que mide)\s+\d/;
  // The diameter asked is stated as such, beside the radius it is twice of.
  const diameterAsked = /\bdiametro\b/.test(question) && !statesRadius.test(question);
  const radiusAsked = /\bradio\b/.test(question) && !statesRadius.test(question);
  if (/\bradio\b|\bdiametro\b/.test(question) && !statesRadius.test(question)) asked.push('r');
  if (
    /\bangulo\b|\bamplitud\b|\bradianes\b(?!.*\b(?:arco|area)\b)/.test(question) &&
    !statesAngle.test(question)
  )
    asked.push('theta');
  if (
    /\barco\b|\blongitud\b|\brecorre\b|\bdistancia\b/.test(question) &&
    !/\blongitud del radio\b/.test(question) &&
    !statesArc.test(question)
  )
    asked.push('s');
  if (/\barea\b|\bsuperficie\b/.test(question)) asked.push('area');
  if (asked.length === 0) return undefined;
  const angleUnitAsked = /radian|\brad\b/.test(question)
    ? 'radians'
    : /\bgrados\b|sexagesimal/.test(question)
      ? 'degrees'
      : undefined;
  // A unit asked for a length other than the statement's: not converted here.
  const WORDS: Readonly<Record<string, string>> = {
    milimetros: 'mm',
    centimetros: 'cm',
    decimetros: 'dm',
    metros: 'm',
    kilometros: 'km',
  };
  const unitMatch =
    /\ben\s+(mm|cm|dm|km|m|milimetros|centimetros|decimetros|metros|kilometros)(?:²|\^2|\s+cuadrados)?(?![\p{L}])/u.exec(
      question,
    )?.[1];
  const unitAsked = unitMatch ? (WORDS[unitMatch] ?? unitMatch) : undefined;
  if (unitAsked && given.unit && unitAsked !== given.unit) return undefined;
  const pi = piGiven ? readNumber(piGiven[1] ?? '') : undefined;
  return {
    given,
    asked,
    diameterAsked,
    radiusAsked,
    ...(angleUnitAsked ? { angleUnitAsked } : {}),
    ...(pi === undefined ? {} : { pi }),
  };
}

/** «= 8π m² ≈ 25,1327 m²», «= 12,5 m», «≈ 0,4189 rad»: the value with its relation, exact in π when it is. */
function relation(value: number, unit: string): string {
  const u = unit ? ` ${unit}` : '';
  const k = value / Math.PI;
  const f = isInteger(k) ? undefined : asFraction(k, 24);
  const exact = isInteger(k)
    ? `${Math.round(k) === 1 ? '' : Math.round(k)}π`
    : f
      ? `${f.numerator === 1 ? '' : f.numerator}π/${f.denominator}`
      : undefined;
  if (exact) return `= ${exact}${u} ≈ ${fmt(value, 4)}${u}`;
  return `${isInteger(Math.round(value * 1e4) / 1e4) || Math.abs(value * 1e4 - Math.round(value * 1e4)) < 1e-6 ? '=' : '≈'} ${fmt(value, 4)}${u}`;
}

export function solveTrigArc(problem: string): SolverReply | undefined {
  const reading = read(problem);
  if (!reading) return undefined;
  const { given, asked, angleUnitAsked, diameterAsked, radiusAsked } = reading;
  const unit = given.unit ?? '';
  const known = (['r', 'theta', 's', 'area'] as const).filter((m) => given[m] !== undefined);
  const steps: string[] = [];
  if (given.radiusFrom) steps.push(`El radio es la mitad del diámetro: r = ${fmt(given.r ?? 0, 4)} ${unit}.`);
  if (given.angleIn === 'degrees' && given.theta !== undefined)
    steps.push(
      `El ángulo en radianes: θ = ${given.angleText} · π/180°${` ${relation(given.theta, 'rad')}`}.`,
    );
  // Only the angle asked in the other unit: a conversion, whatever the other data.
  const conversion =
    asked.length === 1 &&
    asked[0] === 'theta' &&
    given.theta !== undefined &&
    angleUnitAsked !== undefined &&
    angleUnitAsked !== given.angleIn;
  let { r, theta, s, area } = given;
  if (!conversion) {
    if (known.length !== 2 || asked.some((m) => given[m] !== undefined)) return undefined;
    if (r !== undefined && theta !== undefined) {
      s = r * theta;
      area = 0.5 * r * r * theta;
      steps.push('Con el ángulo en radianes: s = r · θ y A = ½ · r² · θ.');
    } else if (s !== undefined && theta !== undefined) {
      r = s / theta;
      area = 0.5 * s * r;
      steps.push(`De s = r · θ: r = s / θ = ${fmt(s, 4)} / ${fmt(theta, 4)}; el área, A = ½ · s · r.`);
    } else if (s !== undefined && r !== undefined) {
      theta = s / r;
      area = 0.5 * s * r;
      steps.push(
        `De s = r · θ: θ = s / r = ${fmt(s, 4)} / ${fmt(r, 4)} (en radianes); el área, A = ½ · s · r.`,
      );
    } else if (area !== undefined && r !== undefined) {
      theta = (2 * area) / (r * r);
      s = r * theta;
      steps.push(`De A = ½ · r² · θ: θ = 2A / r² = 2 · ${fmt(area, 4)} / ${fmt(r, 4)}²; el arco, s = r · θ.`);
    } else if (area !== undefined && theta !== undefined) {
      r = Math.sqrt((2 * area) / theta);
      s = r * theta;
      steps.push(
        `De A = ½ · r² · θ: r = √(2A / θ) = √(2 · ${fmt(area, 4)} / ${fmt(theta, 4)}); el arco, s = r · θ.`,
      );
    } else if (area !== undefined && s !== undefined) {
      r = (2 * area) / s;
      theta = s / r;
      steps.push(`De A = ½ · s · r: r = 2A / s = 2 · ${fmt(area, 4)} / ${fmt(s, 4)}; el ángulo, θ = s / r.`);
    } else return undefined;
    // The check: the area from the other relation.
    if (
      r === undefined ||
      theta === undefined ||
      s === undefined ||
      area === undefined ||
      !(r > 0 && theta > 0 && s > 0 && area > 0) ||
      Math.abs(0.5 * r * r * theta - 0.5 * s * r) > 1e-9 * area
    )
      return undefined;
    steps.push(`Verificación: ½ · r² · θ = ½ · s · r = ${fmt(area, 4)} ✓`);
  }
  const answers: string[] = [];
  for (const measure of asked) {
    if (measure === 'r' && r !== undefined) {
      if (radiusAsked) answers.push(`**r ${relation(r, unit)}**`);
      if (diameterAsked) {
        steps.push(`El diámetro es el doble del radio: d = 2 · ${fmt(r, 4)} = ${fmt(2 * r, 4)} ${unit}.`);
        answers.push(`**d ${relation(2 * r, unit)}**`);
      }
    }
    if (measure === 's' && s !== undefined)
      answers.push(
        `**s ${relation(s, unit)}**${reading.pi === undefined ? '' : ` (con π ≈ ${fmt(reading.pi, 4)}: ${fmt((s / Math.PI) * reading.pi, 2)}${unit ? ` ${unit}` : ''})`}`,
      );
    if (measure === 'area' && area !== undefined)
      answers.push(`**A ${relation(area, unit ? `${unit}²` : '')}**`);
    if (measure === 'theta' && theta !== undefined) {
      const inDegrees = (theta * 180) / Math.PI;
      const degreesText = `${isInteger(Math.round(inDegrees * 1e9) / 1e9) ? '=' : '≈'} ${fmt(inDegrees, 2)}°`;
      answers.push(
        angleUnitAsked === 'degrees'
          ? `**θ ${degreesText}**`
          : angleUnitAsked === 'radians'
            ? `**θ ${relation(theta, 'rad')}**`
            : `**θ ${relation(theta, 'rad')} (${degreesText.replace(/^= /, '')})**`,
      );
    }
  }
  if (answers.length !== asked.length + (radiusAsked && diameterAsked ? 1 : 0)) return undefined;
  const data = [
    given.r !== undefined ? `radio r = ${fmt(given.r, 4)} ${unit}` : '',
    given.angleText ? `ángulo central θ = ${given.angleText}` : '',
    given.s !== undefined ? `arco s ${relation(given.s, unit)}` : '',
    given.area !== undefined ? `área A ${relation(given.area, `${unit}²`)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    text: workedReply({
      title: conversion ? 'Ángulo en radianes y en grados' : 'Arco y sector circular',
      data,
      steps: conversion
        ? [
            'π rad = 180°: de grados a radianes se multiplica por π/180°, y de radianes a grados por 180°/π.',
            ...(given.angleIn === 'degrees' ? [] : [`θ = ${given.angleText} · 180°/π.`]),
          ]
        : steps,
      answer: answers.join('\n\n'),
      closing: '¿Por qué el ángulo tiene que estar en radianes para usar s = r · θ?',
    }),
    certain: true,
  };
}

export const trigArc = declareSolver({
  name: 'solve_arc_sector',
  offer: 'arcos y sectores circulares',
  summary:
    'Arcs and circular sectors from any two of radius, central angle (degrees or radians), arc length and sector area: s = r·θ, A = ½·r²·θ; the radius from an arc and its angle, the angle from an area and a radius.',
  examples: [
    'Un arco de 15 m de longitud corresponde a un ángulo central de 1,2 rad. ¿Cuánto mide el radio de la circunferencia?',
    'Un sector circular de 5 cm de radio tiene un área de 20 cm². ¿Cuánto mide su ángulo central?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveTrigArc,
});
