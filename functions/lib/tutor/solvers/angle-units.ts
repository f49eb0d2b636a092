/**
 * Converting an angle between degrees and radians: «Expresá 150° en radianes» (5π/6 rad), «Pasá 2π/3 rad
 * a grados» (120°), decimals both ways («2,5 rad a grados») and degrees, minutes and seconds
 * («35° 15' 36"»). One angle per statement, and the direction asked must be plain.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { asFraction, fmt, isInteger, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`\d+(?:,\d+)?`;

/** A number with the typographic minus the replies use. */
const signed = (value: number, decimals: number) => fmt(value, decimals).replace(/^-/, '−');

/** p/q with its sign and π, as the course writes it: 5π/6, π/4, −3π/2, 2π. */
function piFraction(multiple: number): string | undefined {
  const sign = multiple < 0 ? '−' : '';
  const size = Math.abs(multiple);
  if (isInteger(size)) return size === 0 ? '0' : `${sign}${size === 1 ? '' : Math.round(size)}π`;
  const f = asFraction(size, 360);
  if (!f) return undefined;
  return `${sign}${f.numerator === 1 ? '' : f.numerator}π/${f.denominator}`;
}

/** The multiple of π as a plain fraction: 2/3, 1/7, 2, −1/4. */
function plainFraction(multiple: number): string {
  const f = asFraction(Math.abs(multiple), 360);
  const size = f ? `${f.numerator}/${f.denominator}` : fmt(Math.abs(multiple), 6);
  return `${multiple < 0 ? '−' : ''}${size}`;
}

/** Degrees as degrees, minutes and seconds, the seconds rounded to two decimals. */
function dms(degrees: number): string {
  const whole = Math.floor(degrees + 1e-9);
  const minutesAll = (degrees - whole) * 60;
  const minutes = Math.floor(minutesAll + 1e-9);
  const seconds = Math.max(0, (minutesAll - minutes) * 60);
  return `${whole}° ${minutes}' ${fmt(seconds, 2)}"`;
}

/** An angle read, with the text it was read from (`raw`) to tell it used every number. */
type Angle = { raw: string; shown: string } & (
  | { degrees: number }
  | { radians: number; piMultiple?: number }
);

/** The one angle of the statement, or undefined when there is none or more than one. */
function readAngle(folded: string): Angle | undefined {
  const sexagesimal = new RegExp(
    String.raw`([-−]?)(${NUM})\s*°(?!\s*[cfk]\b)(?:\s*(\d+)\s*['’′](?:\s*(${NUM})\s*(?:"|''|”|″))?)?`,
  ).exec(folded);
  const inPi = /([-−]?)(\d+)?\s*(?:π|\bpi\b)\s*(?:\/\s*(\d+))?(?:\s*rad\w*)?/.exec(folded);
  // A number of radians not written with π: «2,5 rad», never the denominator of «2π/3 rad».
  const inRadians = inPi ? null : new RegExp(String.raw`([-−]?)(${NUM})\s*rad(?:ianes|ian|\b)`).exec(folded);
  const found = [sexagesimal, inPi, inRadians].filter(Boolean).length;
  if (found !== 1) return undefined;
  if (sexagesimal) {
    const [d, m, s] = [
      readNumber(sexagesimal[2] ?? ''),
      Number(sexagesimal[3] ?? 0),
      readNumber(sexagesimal[4] ?? '0'),
    ];
    if (d === undefined || s === undefined || m >= 60 || s >= 60) return undefined;
    const degrees = (sexagesimal[1] ? -1 : 1) * (d + m / 60 + s / 3600);
    return { degrees, raw: sexagesimal[0], shown: sexagesimal[0].trim().replace(/^[-−]/, '−') };
  }
  if (inPi) {
    const p = Number(inPi[2] ?? 1);
    const q = Number(inPi[3] ?? 1);
    if (q === 0) return undefined;
    const piMultiple = ((inPi[1] ? -1 : 1) * p) / q;
    return {
      radians: piMultiple * Math.PI,
      piMultiple,
      raw: inPi[0],
      shown: `${piFraction(piMultiple) ?? inPi[0]} rad`,
    };
  }
  const r = readNumber(inRadians?.[2] ?? '');
  if (!inRadians || r === undefined) return undefined;
  return { radians: (inRadians[1] ? -1 : 1) * r, raw: inRadians[0], shown: `${fmt(r, 4)} rad` };
}

/** Every number of the statement belongs to the angle read. */
function onlyTheAngle(folded: string, angle: Angle): boolean {
  const numbers = folded.match(/\d+(?:,\d+)?/g) ?? [];
  const inAngle = angle.raw.match(/\d+(?:,\d+)?/g) ?? [];
  return numbers.length === inAngle.length;
}

function toRadians(degrees: number, shown: string): SolverReply | undefined {
  const multiple = degrees / 180;
  const exact = piFraction(multiple);
  const radians = multiple * Math.PI;
  // The check: back to degrees gives the angle read.
  if (Math.abs((radians * 180) / Math.PI - degrees) > 1e-9 * Math.max(1, Math.abs(degrees))) return undefined;
  const decimal = `${signed(radians, 4)} rad`;
  return {
    text: workedReply({
      title: 'De grados a radianes',
      data: `α = ${shown}`,
      steps: [
        ...(isInteger(degrees) ? [] : [`En grados decimales, α = ${fmt(degrees, 6)}°.`]),
        '180° equivalen a π rad, así que α (rad) = α (°) · π / 180°.',
        exact
          ? `α = ${signed(degrees, 6)} · π / 180 = ${exact} rad ≈ ${decimal}.`
          : `α = ${signed(degrees, 6)} · π / 180 ≈ ${decimal}.`,
      ],
      answer: `**α ${exact ? `= ${exact} rad ≈ ${decimal}` : `≈ ${decimal}`}**`,
      closing: '¿Cuántos radianes tiene un ángulo llano, y uno recto?',
    }),
    certain: true,
  };
}

function toDegrees(radians: number, shown: string, piMultiple: number | undefined): SolverReply | undefined {
  const degrees = (radians * 180) / Math.PI;
  // The check: back to radians gives the angle read.
  if (Math.abs((degrees * Math.PI) / 180 - radians) > 1e-9 * Math.max(1, Math.abs(radians))) return undefined;
  const whole = isInteger(degrees);
  const value = whole
    ? `${Math.round(degrees)}°`
    : `${fmt(degrees, 4)}° ≈ ${degrees < 0 ? '−' : ''}${dms(Math.abs(degrees))}`;
  return {
    text: workedReply({
      title: 'De radianes a grados',
      data: `α = ${shown}`,
      steps: [
        'π rad equivalen a 180°, así que α (°) = α (rad) · 180° / π.',
        piMultiple !== undefined
          ? `α = ${piFraction(piMultiple) ?? shown} · 180° / π = ${plainFraction(piMultiple)} · 180° ${whole ? `= ${Math.round(degrees)}°` : `≈ ${fmt(degrees, 4)}°`}.`
          : `α = ${fmt(radians, 6)} · 180° / π ≈ ${fmt(degrees, 4)}°.`,
        ...(whole
          ? []
          : [
              'La parte decimal de los grados por 60 da los minutos, y la de los minutos por 60, los segundos.',
            ]),
      ],
      answer: `**α ${whole && piMultiple !== undefined ? '=' : '≈'} ${value}**`,
      closing: '¿Cuántos grados mide un radián, aproximadamente?',
    }),
    certain: true,
  };
}

export function solveAngleUnits(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem)).replace(/\s+/g, ' ');
  const askedDegrees = /cuantos grados/.test(folded);
  const askedRadians = /cuantos radianes/.test(folded);
  const wantsRadians = askedRadians || (!askedDegrees && /\b(?:en|a) radian/.test(folded));
  const wantsDegrees =
    askedDegrees || (!askedRadians && /\b(?:en|a) (?:grados|sistema sexagesimal)|sexagesimal/.test(folded));
  if (wantsRadians === wantsDegrees) return undefined;
  if (!/expres|pasa|converti|convertir|pasar|equival|cuantos|calcula|halla/.test(folded)) return undefined;
  // Other questions about the angle (its sine, its complement, a triangle) are not a change of units.
  if (
    /\b(?:sen|cos|tg|tan|seno|coseno|tangente|triangulo|complement|suplement|arco|radio|longitud)\b/.test(
      folded,
    )
  )
    return undefined;
  const angle = readAngle(folded);
  if (!angle || !onlyTheAngle(folded, angle)) return undefined;
  if ('degrees' in angle) return wantsRadians ? toRadians(angle.degrees, angle.shown) : undefined;
  return wantsDegrees ? toDegrees(angle.radians, angle.shown, angle.piMultiple) : undefined;
}

export const angleUnits = declareSolver({
  name: 'convert_angle_units',
  offer: 'pasaje de grados a radianes y de radianes a grados',
  summary:
    'Converts one angle between degrees (also degrees, minutes and seconds) and radians, exactly as a multiple of π when it is one, and with decimals. Say which unit is asked.',
  examples: ['Expresá 150° en radianes.', 'Pasá 2π/3 rad a grados.', 'Pasá 2,5 rad a grados sexagesimales.'],
  parameters: { problem: 'the statement, as written' },
  solve: solveAngleUnits,
});
