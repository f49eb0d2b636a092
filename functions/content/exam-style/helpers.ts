/** Small helpers for writing the exam-style problems and re-deriving their keys. */
import { parseNumbers } from '../lib.ts';
import { NONE_OF_THE_ABOVE } from './schema.ts';

/** Four written options plus the exams' closing "Ninguna respuesta anterior es correcta". */
export function five(a: string, b: string, c: string, d: string): string[] {
  return [a, b, c, d, NONE_OF_THE_ABOVE];
}

/**
 * The numbers a reader sees in a plain-text key or option: "2 − 3i" → [2, −3], "7 − i" → [7, −1], "13/5" → [2.6],
 * "2π/3" → [2.09…], "2√5" → [4.47…], "1,5 m" → [1.5]. Superscripts (x², m/s²) and subscripts are not
 * numbers of the answer.
 */
export function numbersIn(text: string): number[] {
  const toNumber = (raw: string) => Number(raw.replace(',', '.'));
  const s = text
    // a bare imaginary unit after a sign is a coefficient of 1: "7 − i" → "7 − 1i"
    .replace(/([+−-]\s*)i(?![a-záéíóúñ])/g, (_m, sign: string) => `${sign}1i`)
    // a minus written apart from its number ("2 − 3i") still belongs to it
    .replace(/[−-]\s+(?=[\d√π])/g, '-')
    .replace(/−/g, '-')
    .replace(/(-?)(\d+(?:,\d+)?)?π(?:\/(\d+))?/g, (_m, sign: string, k?: string, d?: string) => {
      const value = ((k ? toNumber(k) : 1) * Math.PI) / (d ? Number(d) : 1);
      return ` ${sign}${String(value).replace('.', ',')} `;
    })
    .replace(/(-?)(\d+(?:,\d+)?)?√\(?(\d+(?:,\d+)?)\)?/g, (_m, sign: string, k?: string, r?: string) => {
      const value = (k ? toNumber(k) : 1) * Math.sqrt(toNumber(r ?? '0'));
      return ` ${sign}${String(value).replace('.', ',')} `;
    })
    .replace(/(-?\d+(?:,\d+)?)\s*\/\s*(\d+(?:,\d+)?)(?![\d,])/g, (_m, a: string, b: string) => {
      return ` ${String(toNumber(a) / toNumber(b)).replace('.', ',')} `;
    });
  return parseNumbers(s);
}

/** The zero of a function that is linear in its argument, from two evaluations. */
export function solveLinear(f: (x: number) => number): number {
  const f0 = f(0);
  return -f0 / (f(1) - f0);
}

export const deg = (degrees: number) => (degrees * Math.PI) / 180;
export const toDeg = (radians: number) => (radians * 180) / Math.PI;

/** Complex numbers as [re, im]. */
export type Complex = readonly [number, number];
export const cAdd = (a: Complex, b: Complex): Complex => [a[0] + b[0], a[1] + b[1]];
export const cMul = (a: Complex, b: Complex): Complex => [
  a[0] * b[0] - a[1] * b[1],
  a[0] * b[1] + a[1] * b[0],
];
export const cConj = (a: Complex): Complex => [a[0], -a[1]];
export const cAbs = (a: Complex) => Math.hypot(a[0], a[1]);
export function cDiv(a: Complex, b: Complex): Complex {
  const d = b[0] ** 2 + b[1] ** 2;
  const n = cMul(a, cConj(b));
  return [n[0] / d, n[1] / d];
}
export function cPow(a: Complex, n: number): Complex {
  let result: Complex = [1, 0];
  for (let i = 0; i < n; i++) result = cMul(result, a);
  return result;
}

export type Vec3 = readonly [number, number, number];
export const dot = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
export const norm = (a: readonly number[]) => Math.sqrt(dot(a, a));
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** Real roots of ax² + bx + c = 0, smaller first. */
export function quadraticRoots(a: number, b: number, c: number): number[] {
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  const r1 = (-b - Math.sqrt(disc)) / (2 * a);
  const r2 = (-b + Math.sqrt(disc)) / (2 * a);
  return [Math.min(r1, r2), Math.max(r1, r2)];
}

/** Evaluates a polynomial given by its coefficients from the highest degree down. */
export const poly = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((acc, c) => acc * x + c, 0);

/** Angles in [0°, 360°) where f vanishes, found by sign changes on a fine grid and refined by bisection. */
export function zerosInDegrees(f: (radians: number) => number): number[] {
  const zeros: number[] = [];
  const step = 0.01;
  for (let i = 0; i < 360 / step; i++) {
    let lo = i * step;
    let hi = (i + 1) * step;
    const flo = f(deg(lo));
    if (Math.abs(flo) < 1e-12) {
      zeros.push(Math.round(lo * 1000) / 1000);
      continue;
    }
    if (hi >= 360 || flo * f(deg(hi)) >= 0) continue;
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2;
      if (f(deg(lo)) * f(deg(mid)) <= 0) hi = mid;
      else lo = mid;
    }
    zeros.push(Math.round(lo * 1000) / 1000);
  }
  return zeros.filter((z, i) => i === 0 || Math.abs(z - (zeros[i - 1] ?? -1)) > 0.05);
}
