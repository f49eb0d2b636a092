/** Small formatting helpers shared by the physics exercises and generators. */
import { approxEqual, fmtNum, pickDistractors, placeOptions, type Rng, round, texNum } from '../../lib.ts';

/** Writes the step-by-step explanation: "PASO 1: …\nPASO 2: …\nRESULTADO: …". */
export function pasos(steps: readonly string[], resultado: string): string {
  return [...steps.map((step, index) => `PASO ${index + 1}: ${step}`), `RESULTADO: ${resultado}`].join('\n');
}

/** Decimals needed to show `value` with `sig` significant figures. */
export function sigDecimals(value: number, sig = 3): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  return Math.max(0, sig - 1 - Math.floor(Math.log10(Math.abs(value))));
}

/** Rounds to `sig` significant figures (never fewer than the integer digits) in Argentine notation. */
export function fmtSig(value: number, sig = 3): string {
  return fmtNum(value, sigDecimals(value, sig));
}

/** `fmtSig` for use inside LaTeX. */
export function texSig(value: number, sig = 3): string {
  return fmtSig(value, sig).replace(/,/g, '{,}');
}

/** "=" when the rounded value shown is exact, "\approx" otherwise (for use inside LaTeX). */
export function eqSig(value: number, sig = 3): string {
  return approxEqual(round(value, sigDecimals(value, sig)), value, 1e-9) ? '=' : String.raw`\approx`;
}

/** "=" when `value` is exact with `decimals` decimals, "\approx" otherwise (for use inside LaTeX). */
export function eqDec(value: number, decimals = 2): string {
  return approxEqual(round(value, decimals), value, 1e-9) ? '=' : String.raw`\approx`;
}

/** Scientific notation inside LaTeX: 3.315e-19 → "3{,}32 \cdot 10^{-19}". */
export function texSci(value: number, sig = 3): string {
  let exponent = Math.floor(Math.log10(Math.abs(value)));
  let mantissa = round(value / 10 ** exponent, sig - 1);
  if (Math.abs(mantissa) >= 10) {
    exponent += 1;
    mantissa = round(value / 10 ** exponent, sig - 1);
  }
  return String.raw`${texNum(mantissa, sig - 1)} \cdot 10^{${exponent}}`;
}

/** An option value: plain when it reads well, in LaTeX scientific notation when it is tiny or huge. */
export function legible(value: number, unidad: string): string {
  return Math.abs(value) >= 0.01 && Math.abs(value) < 1e5
    ? `${fmtSig(value)} ${unidad}`
    : `$${texSci(value)}$ ${unidad}`;
}

const FALLBACK_FACTORS = [2, 0.5, 1.5, 0.75, 3, 1.25, 0.25, 4, 0.6, 1.8];

/**
 * Options for a numeric answer: `candidates` are the values a student gets with typical mistakes, in
 * order of preference; those that would read as the answer are dropped and multiples of the answer fill
 * the gaps. `format` writes a value as an option (number plus unit).
 */
export function numericOptions(
  rng: Rng,
  answer: number,
  candidates: readonly number[],
  format: (value: number) => string,
): { opciones: string[]; respuestaCorrecta: number } {
  const correct = format(answer);
  const usable = candidates
    .filter((value) => Number.isFinite(value) && value !== 0 && !approxEqual(value, answer, 0.02))
    .map(format);
  const distractors = pickDistractors(correct, usable, (attempt) => {
    const index = (attempt - 1) % FALLBACK_FACTORS.length;
    const shift = Math.floor((attempt - 1) / FALLBACK_FACTORS.length) * 0.1;
    return format(answer * ((FALLBACK_FACTORS[index] ?? 2) + shift));
  });
  return placeOptions(rng, correct, distractors);
}
