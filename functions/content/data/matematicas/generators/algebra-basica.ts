import { placeOptions, type Rng, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { numericDistractors, pasos, polyTex } from '../helpers.ts';

type RadicalesParams =
  | { kind: 'suma'; c: number; k: [number, number, number]; signs: [1 | -1, 1 | -1] }
  | { kind: 'racionalizar'; m: number; b: number };

const nonZero = (rng: Rng, min: number, max: number) => {
  let value = 0;
  while (value === 0) value = rng.int(min, max);
  return value;
};

/** "3\sqrt{2}", "\sqrt{2}" or "-\sqrt{2}". */
const radTerm = (coef: number, radicand: number) =>
  `${coef === 1 ? '' : coef === -1 ? '-' : texNum(coef)}\\sqrt{${radicand}}`;

const radicales: Generator<RadicalesParams> = {
  id: 'mat-gen-algebra-radicales',
  subject: 'matematicas',
  topic: 'algebra-basica',
  difficulty: 'medio',
  subtopic: 'algebra-basica.potencias-radicales',
  params(rng) {
    if (rng.next() < 0.65) {
      const c = rng.pick([2, 3, 5, 6, 7]);
      for (;;) {
        const k: [number, number, number] = [rng.int(1, 6), rng.int(1, 5), rng.int(1, 5)];
        const signs: [1 | -1, 1 | -1] = [rng.pick([1, -1] as const), rng.pick([1, -1] as const)];
        const total = k[0] + signs[0] * k[1] + signs[1] * k[2];
        const squares = k.filter((value) => value > 1).length;
        if (total > 0 && squares >= 2 && new Set(k).size === 3) return { kind: 'suma', c, k, signs };
      }
    }
    return { kind: 'racionalizar', m: rng.int(2, 9), b: rng.pick([2, 3, 5, 6, 7, 10, 11]) };
  },
  build(params, rng) {
    if (params.kind === 'racionalizar') {
      const { m, b } = params;
      const a = m * b;
      const correct = `$${radTerm(m, b)}$`;
      const distractors = numericDistractors(
        correct,
        [a / Math.sqrt(b)],
        [
          `$${radTerm(a, b)}$`, // forgot to divide by b
          `$${m}$`, // dropped the root
          `$\\frac{\\sqrt{${b}}}{${m}}$`, // inverted the fraction
        ],
        (n) => `$${radTerm(m + n, b)}$`,
      );
      return {
        question: String.raw`Racionalizá el denominador y simplificá: $\frac{${a}}{\sqrt{${b}}}$.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            String.raw`Multiplicá numerador y denominador por $\sqrt{${b}}$ (es multiplicar por 1): $\frac{${a}}{\sqrt{${b}}} \cdot \frac{\sqrt{${b}}}{\sqrt{${b}}} = \frac{${a}\sqrt{${b}}}{${b}}$.`,
            String.raw`En el denominador quedó $(\sqrt{${b}})^2 = ${b}$, sin raíz.`,
            `Simplificá ${a} con ${b}: $${a} : ${b} = ${m}$. Si no dividís, te queda $${radTerm(a, b)}$, que vale ${b} veces más.`,
          ],
          `$\\frac{${a}}{\\sqrt{${b}}} = ${radTerm(m, b)}$`,
        ),
      };
    }
    const { c, k, signs } = params;
    const [k1, k2, k3] = k;
    const r = k.map((value) => value * value * c);
    const op = (sign: 1 | -1) => (sign === 1 ? '+' : '-');
    const expression = `\\sqrt{${r[0]}} ${op(signs[0])} \\sqrt{${r[1]}} ${op(signs[1])} \\sqrt{${r[2]}}`;
    const total = k1 + signs[0] * k2 + signs[1] * k3;
    const correct = `$${radTerm(total, c)}$`;
    const radicandSum = r[0]! + signs[0] * r[1]! + signs[1] * r[2]!;
    const candidates = [
      `$${radTerm(k1 + k2 + k3, c)}$`, // ignored the minus signs
      `$${radTerm(k1 - signs[0] * k2 + signs[1] * k3, c)}$`, // one sign changed
      `$${radTerm(k1 + signs[0] * k2 - signs[1] * k3, c)}$`,
    ].filter((option) => !option.startsWith('$-') && !option.startsWith('$0'));
    if (radicandSum > 0) candidates.unshift(`$\\sqrt{${radicandSum}}$`); // operated the radicands
    const distractors = numericDistractors(
      correct,
      [total * Math.sqrt(c)],
      candidates,
      (n) => `$${radTerm(total + n, c)}$`,
    );
    const split = k
      .map((value, i) =>
        value === 1
          ? `$\\sqrt{${c}}$ ya está simplificada`
          : `$\\sqrt{${r[i]}} = \\sqrt{${value * value} \\cdot ${c}} = ${radTerm(value, c)}$`,
      )
      .join(', ');
    return {
      question: `Calculá $${expression}$ y expresá el resultado lo más simplificado posible.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Buscá en cada radicando un factor que sea cuadrado perfecto y extraelo: ${split}.`,
          String.raw`Ahora los tres son radicales semejantes (todos con $\sqrt{${c}}$): $${radTerm(k1, c)} ${op(signs[0])} ${radTerm(k2, c)} ${op(signs[1])} ${radTerm(k3, c)}$.`,
          `Operá los coeficientes: $${k1} ${op(signs[0])} ${k2} ${op(signs[1])} ${k3} = ${total}$.`,
          String.raw`Ojo: no se pueden sumar ni restar los radicandos directamente; $\sqrt{a} + \sqrt{b} \neq \sqrt{a + b}$.`,
        ],
        `$${expression} = ${radTerm(total, c)}$`,
      ),
    };
  },
  solve(params) {
    // numerical value of the original expression
    if (params.kind === 'racionalizar') return (params.m * params.b) / Math.sqrt(params.b);
    const { c, k, signs } = params;
    const [a, b, d] = k.map((value) => Math.sqrt(value * value * c)) as [number, number, number];
    return a + signs[0] * b + signs[1] * d;
  },
};

interface RestoParams {
  coefs: number[];
  a: number;
}

const teoremaResto: Generator<RestoParams> = {
  id: 'mat-gen-algebra-teorema-resto',
  subject: 'matematicas',
  topic: 'algebra-basica',
  difficulty: 'facil',
  subtopic: 'algebra-basica.polinomios',
  params(rng) {
    const degree = rng.pick([2, 3, 3, 4]);
    const coefs = [nonZero(rng, -4, 5)];
    for (let i = 1; i <= degree; i++) coefs.push(rng.int(-6, 6));
    if (coefs[coefs.length - 1] === 0) coefs[coefs.length - 1] = nonZero(rng, -6, 6);
    const a = nonZero(rng, -3, 3);
    return { coefs, a };
  },
  build({ coefs, a }, rng) {
    // Ruffini: bring down, multiply by a, add
    const par = (n: number) => (n < 0 ? `(${n})` : `${n}`);
    const row: number[] = [];
    const lines: string[] = [];
    coefs.forEach((coef, i) => {
      if (i === 0) {
        row.push(coef);
        lines.push(`bajás el primer coeficiente, $${coef}$`);
        return;
      }
      const prev = row[i - 1]!;
      const value = coef + prev * a;
      row.push(value);
      lines.push(`$${prev} \\cdot ${par(a)} = ${prev * a}$ y $${coef} + ${par(prev * a)} = ${value}$`);
    });
    const n = coefs.length - 1;
    const termValues = coefs
      .map((coef, i) => ({ coef, value: coef * a ** (n - i) }))
      .filter((term) => term.coef !== 0)
      .map((term, i) => (i === 0 ? `${term.value}` : par(term.value)));
    const resto = row[row.length - 1]!;
    const divisor = a > 0 ? `(x - ${a})` : `(x + ${-a})`;
    const poly = polyTex(coefs);
    const evalAt = (x: number, cs: number[]) => cs.reduce((acc, c) => acc * x + c, 0);
    const nonZeroTerms = coefs.filter((c) => c !== 0);
    const correct = `$${resto}$`;
    const distractors = numericDistractors(
      correct,
      [resto],
      [
        `$${evalAt(-a, coefs)}$`, // used -a instead of a
        `$${resto - coefs[coefs.length - 1]!}$`, // forgot the last addition
        `$${evalAt(a, nonZeroTerms)}$`, // skipped the zero coefficients in Ruffini
        `$${evalAt(1, coefs)}$`, // sum of coefficients, P(1)
        `$${-resto}$`,
      ],
      (n) => `$${resto + (n % 2 === 0 ? n : -n)}$`,
    );
    const quotient = row.slice(0, -1);
    return {
      question: `Calculá el resto de dividir $P(x) = ${poly}$ por $${divisor}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          a > 0
            ? `El divisor $${divisor}$ tiene la forma $(x - a)$ con $a = ${a}$: ese es el número que usás en Ruffini.`
            : `El divisor es $${divisor} = (x - (${a}))$, así que en Ruffini usás $a = ${a}$ (con el signo cambiado respecto del que ves en el paréntesis).`,
          `Escribí los coeficientes completos de $P(x)$, con ceros donde falte una potencia: $${coefs.join(';\\ ')}$.`,
          `Aplicá Ruffini: ${lines.join('; ')}.`,
          `El último número es el resto: ${resto}. Los anteriores ($${quotient.join(';\\ ')}$) son los coeficientes del cociente.`,
          `Comprobalo con el teorema del resto: el resto es $P(${a})$. Reemplazando término a término, $P(${a}) = ${termValues.join(' + ')} = ${resto}$.`,
        ],
        `El resto es $${resto}$.`,
      ),
    };
  },
  solve({ coefs, a }) {
    // theorem of the remainder: P(a) with explicit powers
    const n = coefs.length - 1;
    return coefs.reduce((sum, coef, i) => sum + coef * a ** (n - i), 0);
  },
};

// ───────────── raíces con Gauss y Ruffini ─────────────

interface RaicesParams {
  /** The three integer roots, smallest first. */
  roots: [number, number, number];
}

/** "(−3)" for negatives so products read well inside LaTeX. */
const parTex = (n: number) => (n < 0 ? `(${texNum(n)})` : texNum(n));

const rootsText = (values: readonly number[]) => {
  const shown = values.map((v) => `$${texNum(v)}$`);
  return shown.length === 1
    ? `Solo ${shown[0]}`
    : `${shown.slice(0, -1).join(', ')} y ${shown[shown.length - 1]}`;
};

const raicesRuffini: Generator<RaicesParams> = {
  id: 'mat-gen-algebra-raices-ruffini',
  subject: 'matematicas',
  topic: 'algebra-basica',
  difficulty: 'dificil',
  subtopic: 'algebra-basica.factoreo',
  params(rng) {
    for (;;) {
      const roots = [nonZero(rng, -6, 6), nonZero(rng, -6, 6), nonZero(rng, -5, 5)].sort((a, b) => a - b) as [
        number,
        number,
        number,
      ];
      const distinct = new Set(roots).size === 3;
      const product = Math.abs(roots[0] * roots[1] * roots[2]);
      // distinct roots, not all the opposite of each other, and a constant term that keeps Gauss short
      if (distinct && product <= 60 && roots[0] + roots[1] + roots[2] !== 0) return { roots };
    }
  },
  build({ roots }, rng) {
    const [r1, r2, r3] = roots;
    // expand (x - r1)(x - r2)(x - r3)
    const b = -(r1 + r2 + r3);
    const c = r1 * r2 + r1 * r3 + r2 * r3;
    const d = -r1 * r2 * r3;
    const coefs = [1, b, c, d];
    const poly = polyTex(coefs);
    const divisors: number[] = [];
    for (let k = 1; k <= Math.abs(d); k++) if (Math.abs(d) % k === 0) divisors.push(k, -k);
    const evalAt = (x: number) => coefs.reduce((acc, coef) => acc * x + coef, 0);
    // the first candidate (in the usual order 1, -1, 2, -2, …) that is a root
    const first = divisors.find((k) => evalAt(k) === 0) as number;
    const tried = divisors.slice(0, divisors.indexOf(first));
    const rest = roots.filter((r) => r !== first) as [number, number];
    // Ruffini by (x - first)
    const q1 = 1;
    const q2 = b + q1 * first;
    const q3 = c + q2 * first;
    const quotient = polyTex([q1, q2, q3]);
    const correct = rootsText(roots);
    const candidates = [
      rootsText([-r3, -r2, -r1]), // read the roots from the factors without changing the sign
      rootsText([first, ...rest.map((r) => -r)].sort((p, q) => p - q)), // sign slip in the quotient
      rootsText([first]), // stopped after the first root
      rootsText([...divisors.filter((k) => k > 0 && Math.abs(d) % k === 0)].slice(0, 3)),
    ];
    const distractors = numericDistractors(correct, roots, candidates, (n) =>
      rootsText([r1 - n, r2, r3 + n].sort((p, q) => p - q)),
    );
    const checks = tried.length
      ? `Probá en orden: ${tried.map((k) => `$P(${texNum(k)}) = ${texNum(evalAt(k))}$`).join(', ')}; en cambio $P(${texNum(first)}) = 0$.`
      : `Probá el primer candidato: $P(${texNum(first)}) = 0$.`;
    return {
      question: `Hallá todas las raíces de $P(x) = ${poly}$ usando el teorema de Gauss y la regla de Ruffini.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Como el coeficiente principal es 1, las raíces enteras están entre los divisores del término independiente, $${texNum(d)}$: $\\pm ${divisors
            .filter((k) => k > 0)
            .join(',\\ \\pm ')}$.`,
          checks,
          `Dividí por $${first > 0 ? `(x - ${first})` : `(x + ${-first})`}$ con Ruffini (coeficientes $1;\\ ${texNum(b)};\\ ${texNum(c)};\\ ${texNum(d)}$ y $a = ${texNum(first)}$): bajás 1; $1 \\cdot ${parTex(first)} + ${parTex(b)} = ${texNum(q2)}$; $${texNum(q2)} \\cdot ${parTex(first)} + ${parTex(c)} = ${texNum(q3)}$; $${texNum(q3)} \\cdot ${parTex(first)} + ${parTex(d)} = 0$. Cociente: $${quotient}$.`,
          `Resolvé $${quotient} = 0$: dos números que sumen $${texNum(-q2)}$ y multipliquen $${texNum(q3)}$ son $${texNum(rest[0])}$ y $${texNum(rest[1])}$.`,
          `Entonces $P(x) = ${roots.map((r) => (r > 0 ? `(x - ${r})` : `(x + ${-r})`)).join('')}$. Ojo al leer las raíces en los factores: $(x - r)$ corresponde a la raíz $r$ y $(x + r)$ a la raíz $-r$.`,
        ],
        correct,
      ),
    };
  },
  solve({ roots }) {
    // independent route: expand the polynomial and test every integer between -60 and 60
    const [r1, r2, r3] = roots;
    const coefs = [1, -(r1 + r2 + r3), r1 * r2 + r1 * r3 + r2 * r3, -r1 * r2 * r3];
    const found: number[] = [];
    for (let x = -60; x <= 60; x++) if (coefs.reduce((acc, coef) => acc * x + coef, 0) === 0) found.push(x);
    return found;
  },
};

export const generators: Generator[] = [radicales, teoremaResto, raicesRuffini];
