import { pickDistractors, placeOptions, texNum } from '../../lib.ts';
import type { Generator } from '../../schema.ts';
import { key, typed, worked } from '../parts.ts';

interface ParabolaParams {
  a: number;
  p: number;
  q: number;
}

/** The polynomial a(x − p)(x − q) expanded, in LaTeX: "-2x^2 + 4x + 6". */
function expanded({ a, p, q }: ParabolaParams): string {
  const b = -a * (p + q);
  const c = a * p * q;
  const lead = a === 1 ? '' : a === -1 ? '-' : String(a);
  const term = (value: number, suffix: string) =>
    value === 0
      ? ''
      : ` ${value < 0 ? '-' : '+'} ${Math.abs(value) === 1 && suffix ? '' : Math.abs(value)}${suffix}`;
  return `${lead}x^2${term(b, 'x')}${term(c, '')}`;
}

/** A parabola with whole roots: its vertex; in parts, the vertex's abscissa and ordinate and the larger root. */
const parabola: Generator<ParabolaParams> = {
  id: 'mat-gen-funciones-parabola-partes',
  subject: 'matematicas',
  topic: 'funciones',
  difficulty: 'medio',
  subtopic: 'funciones.cuadratica',
  params: (rng) => {
    const p = rng.int(-6, 6);
    let q = rng.int(-6, 8);
    if (q === p) q = p + rng.int(1, 4);
    return { a: rng.pick([1, -1, 2, -2]), p: Math.min(p, q), q: Math.max(p, q) };
  },
  build: (params, rng) => {
    const { a, p, q } = params;
    const xv = (p + q) / 2;
    const yv = a * (xv - p) * (xv - q);
    const extreme = a > 0 ? 'mínimo' : 'máximo';
    const write = (value: number) => `$${texNum(value)}$`;
    const correct = write(yv);
    const distractors = pickDistractors(
      correct,
      [a * (-xv - p) * (-xv - q), -yv, a * p * q, a * (xv - p) * (xv - q) + a].map(write),
      (attempt) => write(yv + attempt * (a > 0 ? -1 : 1)),
    );
    const { options, correctAnswer } = placeOptions(rng, correct, distractors);
    return {
      question: `¿Cuál es el valor ${extreme} de $f(x) = ${expanded(params)}$?`,
      options,
      correctAnswer,
      explanation: parabolaExplanation(params),
    };
  },
  solve: ({ a, p, q }) => {
    // Another route: the vertex's ordinate is c − b²/(4a).
    const b = -a * (p + q);
    const c = a * p * q;
    return c - b ** 2 / (4 * a);
  },
  buildParts: (params) => ({
    question: `Sea $f(x) = ${expanded(params)}$.`,
    parts: [
      typed('¿Cuál es la abscisa $x_v$ del vértice?', 1, key((params.p + params.q) / 2)),
      typed(
        '¿Cuál es la ordenada $y_v$ del vértice?',
        1,
        key(params.a * ((params.q - params.p) / 2) ** 2 * -1),
      ),
      typed('¿Cuál es la mayor de sus raíces?', 2, key(params.q)),
    ],
    explanation: parabolaExplanation(params),
  }),
  solveParts: ({ a, p, q }) => {
    const b = -a * (p + q);
    const c = a * p * q;
    const disc = b ** 2 - 4 * a * c;
    const roots = [(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)];
    return [-b / (2 * a), c - b ** 2 / (4 * a), Math.max(...roots)];
  },
};

function parabolaExplanation(params: ParabolaParams): string {
  const { a, p, q } = params;
  const b = -a * (p + q);
  const xv = (p + q) / 2;
  const yv = a * (xv - p) * (xv - q);
  return worked(
    [
      `Abscisa del vértice: $x_v = -\\frac{b}{2a} = -\\frac{${b}}{2 \\cdot (${a})} = ${texNum(xv)}$ (también es el punto medio entre las raíces).`,
      `Ordenada: $y_v = f(${texNum(xv)}) = ${texNum(yv)}$. Como $a ${a > 0 ? '> 0' : '< 0'}$, es el ${a > 0 ? 'mínimo' : 'máximo'} de la función.`,
      `Raíces: $f(x) = ${a}(x - (${p}))(x - (${q}))$ se anula en $x = ${p}$ y en $x = ${q}$.`,
    ],
    `$x_v = ${texNum(xv)}$; $y_v = ${texNum(yv)}$; raíces ${p} y ${q}.`,
  );
}

/** Generators whose problem also comes in parts (a, b, …), written for the exam's format (#31). */
export const generators: Generator[] = [parabola as Generator];
