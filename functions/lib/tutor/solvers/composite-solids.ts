/**
 * A body made of a cylinder and a cone or a half-sphere on the same base, as the exams tell a silo, a
 * tank or a capsule («Un silo está formado por un cilindro de 3 m de diámetro y 6 m de altura, coronado
 * por un cono de la misma base y 1,2 m de altura»): the volume of the cylindrical part, of the other
 * part, or of the whole, in the unit asked (m³, dm³, cm³, litres or hectolitres).
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|m)\b`;
const TO_METRES: Readonly<Record<string, number>> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1 };

// The unit a volume is asked in, the most specific first: «en hectolitros», «en m³», «cuántos litros».
const UNITS: readonly { unit: string; cubicMetres: number; asked: RegExp }[] = [
  { unit: 'hl', cubicMetres: 0.1, asked: /\bhectolitros?\b|\bhl\b/ },
  { unit: 'dm³', cubicMetres: 0.001, asked: /dm³|dm\^3|decimetros cubicos/ },
  { unit: 'cm³', cubicMetres: 1e-6, asked: /cm³|cm\^3|centimetros cubicos/ },
  { unit: 'm³', cubicMetres: 1, asked: /(?<![a-z])m³|(?<![a-z])m\^3|(?<![a-z])metros cubicos/ },
  { unit: 'L', cubicMetres: 0.001, asked: /\blitros?\b/ },
];

type Part = 'cylinder' | 'top' | 'whole';

interface Body {
  top: 'cone' | 'half-sphere';
  radius: number;
  /** The cylinder's height and the cone's, in metres. */
  height: number;
  topHeight: number;
  unit: string;
  data: string;
  /** The numbers the reading used, as written. */
  used: number[];
}

const length = (raw: string | undefined, unit: string | undefined) => {
  const value = readNumber(raw ?? '');
  const scale = TO_METRES[unit ?? ''];
  return value === undefined || scale === undefined
    ? undefined
    : { value, unit: unit ?? '', metres: value * scale };
};

/** The cylinder's clause and the other solid's, each with its measures. */
function readBody(folded: string): Body | undefined {
  const cylinder = /\bcilindro\b(.*?)\b(cono|semiesfera|media esfera|hemisferio)\b(.*)$/.exec(folded);
  if (!cylinder) return undefined;
  const [own = '', kind = '', rest = ''] = [cylinder[1], cylinder[2], cylinder[3]];
  const top = kind === 'cono' ? 'cone' : 'half-sphere';
  const radius = new RegExp(`${NUM} de radio|radio (?:de )?${NUM}`).exec(own);
  const diameter = new RegExp(`${NUM} de diametro|diametro (?:de )?${NUM}`).exec(own);
  const height = new RegExp(`${NUM} de (?:altura|alto)|altura (?:de )?${NUM}`).exec(own);
  if (!height || Boolean(radius) === Boolean(diameter)) return undefined;
  const across = radius ?? diameter;
  const r = length(across?.[1] ?? across?.[3], across?.[2] ?? across?.[4]);
  const h = length(height[1] ?? height[3], height[2] ?? height[4]);
  if (!r || !h) return undefined;
  const radiusMetres = radius ? r.metres : r.metres / 2;
  // The other solid shares the base: said so, or a radius (a diameter) equal to the cylinder's.
  const shared =
    /\b(?:de la misma base|de igual base|con la misma base|del mismo radio|de igual radio|del mismo diametro|de igual diametro)\b/.test(
      rest,
    );
  if (!shared) return undefined;
  const topHeight = new RegExp(`${NUM} de (?:altura|alto)|altura (?:de )?${NUM}`).exec(rest);
  if (top === 'cone' && !topHeight) return undefined;
  if (top === 'half-sphere' && topHeight) return undefined;
  const th = topHeight ? length(topHeight[1] ?? topHeight[3], topHeight[2] ?? topHeight[4]) : undefined;
  if (top === 'cone' && !th) return undefined;
  const units = new Set([r.unit, h.unit, ...(th ? [th.unit] : [])]);
  if (units.size !== 1) return undefined;
  const unit = r.unit;
  const data = [
    `cilindro: ${radius ? 'radio' : 'diámetro'} ${fmt(r.value, 4)} ${unit}, altura ${fmt(h.value, 4)} ${unit}`,
    top === 'cone'
      ? `cono de la misma base: altura ${fmt(th?.value ?? 0, 4)} ${unit}`
      : `semiesfera del mismo radio`,
  ].join('; ');
  return {
    top,
    radius: radiusMetres,
    height: h.metres,
    topHeight: th?.metres ?? radiusMetres,
    unit,
    data,
    used: [r.value, h.value, ...(th ? [th.value] : [])],
  };
}

/** What the question asks: one part by name, or the whole body. */
function askedPart(question: string, top: Body['top']): Part | undefined {
  const cylinder = /\bparte cilindrica\b|\bdel cilindro\b|\bcilindro\b/.test(question);
  const other =
    top === 'cone'
      ? /\bparte conica\b|\bdel cono\b|\bcono\b/.test(question)
      : /\bsemiesfera\b|\bmedia esfera\b|\bparte semiesferica\b|\bhemisferio\b/.test(question);
  const whole = /\btotal\b|\bcompleto\b|\btodo el\b|\bdel (?:silo|tanque|deposito|recipiente|cuerpo)\b/.test(
    question,
  );
  if (Number(cylinder) + Number(other) + Number(whole) !== 1) return undefined;
  return cylinder ? 'cylinder' : other ? 'top' : 'whole';
}

const number = (v: number) => fmt(v, 2);

export function solveCompositeSolid(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem).replace(/^\s*\d+\s*[).]\s*/, '');
  const folded = foldText(statement).replace(/\s+/g, ' ');
  // The question: the last sentence that asks.
  const sentences = folded.split(/(?<=[.?])\s+/).filter((s) => s.trim());
  const asking = sentences.filter((s) => /[?¿]|\b(?:calcul|hall|determin|expres|obten)/.test(s)).at(-1);
  // «…de 1,5 m de altura, ¿cuál es su volumen?»: the question starts at its «¿».
  const question = asking?.includes('¿') ? asking.slice(asking.indexOf('¿')) : asking;
  if (!question || !/\bvolumen\b|\bcapacidad\b|\bcabe|\bentra|\bcontiene|\blitros?\b/.test(question))
    return undefined;
  const rest = folded.replace(question, ' ');
  // Another question left in the statement («a) … b) …»): one answer would leave it out.
  if (/[?¿]|\b(?:calcul|hall|determin|expres|obten)/.test(rest)) return undefined;
  const body = readBody(rest);
  if (!body) return undefined;
  // Every number of the statement is a measure the reading used.
  const numbers = [...folded.matchAll(/\d+(?:[.,]\d+)?/g)].map((n) => readNumber(n[0]));
  if (numbers.some((n) => n === undefined || !body.used.includes(n))) return undefined;
  const part = askedPart(question, body.top);
  if (!part) return undefined;
  const asked =
    UNITS.find((u) => u.asked.test(question)) ?? (/\bcapacidad\b/.test(question) ? UNITS[4] : undefined);
  if (!asked) return undefined;
  const { radius: r, height: h, topHeight: t } = body;
  const cylinder = Math.PI * r * r * h;
  const top = body.top === 'cone' ? (Math.PI * r * r * t) / 3 : (2 * Math.PI * r ** 3) / 3;
  const whole = cylinder + top;
  // The check: the parts add up to the whole, each positive.
  if (!(cylinder > 0 && top > 0) || Math.abs(cylinder + top - whole) > 1e-9 * whole) return undefined;
  const inUnit = (v: number) => v / asked.cubicMetres;
  const topName = body.top === 'cone' ? 'cono' : 'semiesfera';
  // Inside LaTeX the decimal comma is braced: «1{,}5».
  const metres = (v: number) => fmt(v, 4).replace(',', '{,}');
  const tex = (v: number) => number(v).replace(',', '{,}');
  const steps = [
    ...(body.data.includes('diámetro') ? [`El radio es la mitad del diámetro: r = ${metres(r)} m.`] : []),
    `Con las medidas en metros: cilindro $V = \\pi r^2 h = \\pi \\cdot ${metres(r)}^2 \\cdot ${metres(h)} \\approx ${tex(cylinder)}$ m³.`,
    body.top === 'cone'
      ? `Cono de la misma base: $V = \\frac{1}{3} \\pi r^2 h = \\frac{1}{3} \\pi \\cdot ${metres(r)}^2 \\cdot ${metres(t)} \\approx ${tex(top)}$ m³.`
      : `Semiesfera del mismo radio: $V = \\frac{2}{3} \\pi r^3 = \\frac{2}{3} \\pi \\cdot ${metres(r)}^3 \\approx ${tex(top)}$ m³.`,
    ...(part === 'whole'
      ? [`Total: las dos partes suman ${number(cylinder)} + ${number(top)} ≈ ${number(whole)} m³.`]
      : []),
    ...(asked.unit === 'm³'
      ? []
      : [
          `Pasá a ${asked.unit === 'hl' ? 'hectolitros (1 m³ = 1000 L = 10 hl)' : asked.unit === 'L' ? 'litros (1 m³ = 1000 L)' : asked.unit}: ${number(inUnit(part === 'cylinder' ? cylinder : part === 'top' ? top : whole))} ${asked.unit}.`,
        ]),
  ];
  const value = part === 'cylinder' ? cylinder : part === 'top' ? top : whole;
  const label =
    part === 'cylinder'
      ? 'V del cilindro'
      : part === 'top'
        ? body.top === 'cone'
          ? 'V del cono'
          : 'V de la semiesfera'
        : 'V total';
  return {
    text: workedReply({
      title: `Cuerpo compuesto: cilindro y ${topName}`,
      data: body.data,
      steps,
      answer: `**${label} ≈ ${number(inUnit(value))} ${asked.unit}**`,
      closing:
        body.top === 'cone'
          ? '¿Por qué un cono ocupa un tercio del cilindro de la misma base y la misma altura?'
          : '¿Por qué una semiesfera ocupa dos tercios del cilindro del mismo radio y de altura igual al radio?',
    }),
    certain: true,
  };
}

export const compositeSolids = declareSolver({
  name: 'composite_solid_volume',
  offer: 'cuerpos compuestos: cilindro con cono o semiesfera',
  summary:
    'A body made of a cylinder and a cone or a half-sphere on the same base (a silo, a tank, a capsule): the volume of the cylindrical part, of the cone or half-sphere, or of the whole, in m³, dm³, cm³, litres or hectolitres.',
  examples: [
    'Un tanque está formado por un cilindro de 2 m de radio y 5 m de altura y un cono de la misma base y 3 m de altura. Calculá el volumen total del tanque, en m³.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveCompositeSolid,
});
