import { pointsGraph } from '../../../figures/function-graph.ts';
import { fmtNum, placeOptions, type Rng, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { numericDistractors, pasos, pointTex, polyTex } from '../helpers.ts';

const nonZero = (rng: Rng, min: number, max: number) => {
  let value = 0;
  while (value === 0) value = rng.int(min, max);
  return value;
};
const par = (n: number) => (n < 0 ? `(${texNum(n)})` : texNum(n));

// ───────────── vértice de una parábola ─────────────

interface VerticeParams {
  a: number;
  h: number;
  k: number;
}

const vertice: Generator<VerticeParams> = {
  id: 'mat-gen-funciones-vertice',
  subject: 'matematicas',
  topic: 'funciones',
  difficulty: 'medio',
  subtopic: 'funciones.cuadratica',
  params(rng) {
    return { a: rng.pick([1, 1, 2, 3, -1, -1, -2, -3]), h: nonZero(rng, -5, 5), k: rng.int(-9, 9) };
  },
  build({ a, h, k }, rng) {
    const b = -2 * a * h;
    const c = a * h * h + k;
    const f = (x: number) => a * x * x + b * x + c;
    const option = (x: number, y: number) => `$V = ${pointTex(x, y)}$`;
    const correct = option(h, k);
    const candidates = [
      option(-h, f(-h)), // forgot the minus in −b/(2a)
      option(-b / a, f(-b / a)), // divided by a instead of 2a
      option(h, c), // took c as the y of the vertex
      option(-h, k),
    ];
    const distractors = numericDistractors(correct, [h, k], candidates, (n) => option(h, k + n));
    const extremo = a > 0 ? 'mínimo' : 'máximo';
    const imagen = a > 0 ? `[${texNum(k)};\\ +\\infty)` : `(-\\infty;\\ ${texNum(k)}]`;
    return {
      question: `¿Cuál es el vértice de la parábola $f(x) = ${polyTex([a, b, c])}$?`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Identificá los coeficientes: $a = ${a}$, $b = ${b}$, $c = ${c}$.`,
          String.raw`Abscisa del vértice: $x_v = -\frac{b}{2a} = -\frac{${b}}{2 \cdot ${par(a)}} = ${texNum(h)}$.`,
          String.raw`Ordenada del vértice: $y_v = f(${texNum(h)}) = ${texNum(a)} \cdot ${par(h)}^2 + ${par(b)} \cdot ${par(h)} + ${par(c)} = ${texNum(k)}$.`,
          `Como $a ${a > 0 ? '> 0' : '< 0'}$, el vértice es un ${extremo}: el eje de simetría es $x = ${texNum(h)}$ y la imagen es $${imagen}$.`,
        ],
        correct,
      ),
    };
  },
  solve({ a, h, k }) {
    // independent route: y_v = −Δ / (4a) from the expanded coefficients
    const b = -2 * a * h;
    const c = a * h * h + k;
    return [-b / (2 * a), -(b * b - 4 * a * c) / (4 * a)];
  },
};

// ───────────── recta por dos puntos ─────────────

interface RectaParams {
  m: number;
  b: number;
  x1: number;
  x2: number;
}

const rectaDosPuntos: Generator<RectaParams> = {
  id: 'mat-gen-funciones-recta-dos-puntos',
  subject: 'matematicas',
  topic: 'funciones',
  difficulty: 'facil',
  subtopic: 'funciones.lineal',
  figure: ({ m, b, x1, x2 }) =>
    pointsGraph({
      points: [
        { at: [x1, m * x1 + b], name: 'A' },
        { at: [x2, m * x2 + b], name: 'B' },
      ],
      join: [[0, 1]],
      alt: `Los puntos A = (${fmtNum(x1)}; ${fmtNum(m * x1 + b)}) y B = (${fmtNum(x2)}; ${fmtNum(m * x2 + b)}) en el plano, unidos por un segmento de la recta.`,
    }),
  params(rng) {
    const m = rng.pick([-3, -2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2, 3, 4]);
    const b = rng.int(-8, 8);
    const even = !Number.isInteger(m);
    const draw = () => (even ? 2 * rng.int(-3, 3) : rng.int(-5, 5));
    let x1 = draw();
    while (x1 === 0) x1 = draw();
    let x2 = draw();
    while (x2 === 0 || x2 === x1) x2 = draw();
    return { m, b, x1, x2 };
  },
  build({ m, b, x1, x2 }, rng) {
    const y1 = m * x1 + b;
    const y2 = m * x2 + b;
    const option = (slope: number, intercept: number) =>
      `$m = ${texNum(slope)}$ y $b = ${texNum(intercept)}$`;
    const correct = option(m, b);
    const inverted = (x2 - x1) / (y2 - y1);
    const candidates = [
      option(m, y1 + m * x1), // b = y₁ + m·x₁ (sign error when clearing b)
      option(-m, y1 + m * x1), // subtracted in different order above and below
      option(inverted, y1 - inverted * x1), // Δx / Δy
      option(m, y1), // took the y of a point as intercept
    ];
    const distractors = numericDistractors(correct, [m, b], candidates, (n) => option(m, b + n));
    return {
      question: `Hallá la pendiente $m$ y la ordenada al origen $b$ de la recta que pasa por $A = ${pointTex(x1, y1)}$ y $B = ${pointTex(x2, y2)}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          String.raw`Pendiente: $m = \frac{y_B - y_A}{x_B - x_A} = \frac{${texNum(y2)} - ${par(y1)}}{${texNum(x2)} - ${par(x1)}} = \frac{${texNum(y2 - y1)}}{${texNum(x2 - x1)}} = ${texNum(m)}$.`,
          String.raw`Reemplazá el punto $A$ en $y = mx + b$: $${texNum(y1)} = ${texNum(m)} \cdot ${par(x1)} + b = ${texNum(m * x1)} + b$.`,
          `Despejá: $b = ${texNum(y1)} - ${par(m * x1)} = ${texNum(b)}$.`,
          String.raw`Verificá con $B$: $${texNum(m)} \cdot ${par(x2)} + ${par(b)} = ${texNum(y2)}$. La recta es $y = ${polyTex([m, b])}$.`,
        ],
        correct,
      ),
    };
  },
  solve({ m, b, x1, x2 }) {
    // independent route: Cramer on y₁ = m·x₁ + b, y₂ = m·x₂ + b
    const y1 = m * x1 + b;
    const y2 = m * x2 + b;
    const det = x1 - x2;
    return [(y1 - y2) / det, (x1 * y2 - x2 * y1) / det];
  },
};

// ───────────── ecuaciones exponenciales y logarítmicas ─────────────

type ExpLogParams =
  | { kind: 'log'; base: number; n: number; k: number; c: number }
  | { kind: 'exp'; base: number; n: number; k: number; c: number };

const expLog: Generator<ExpLogParams> = {
  id: 'mat-gen-funciones-exp-log',
  subject: 'matematicas',
  topic: 'funciones',
  difficulty: 'medio',
  subtopic: 'funciones.logaritmos',
  params(rng) {
    const base = rng.pick([2, 3, 5, 10]);
    const maxN = base === 2 ? 6 : base === 3 ? 4 : 3;
    if (rng.next() < 0.5) {
      // log_base(k·x + c) = n with a solution that reads well
      for (;;) {
        const n = rng.int(1, maxN);
        const k = rng.pick([1, 1, 2, 4, 5]);
        const c = nonZero(rng, -9, 9);
        const x = (base ** n - c) / k;
        if (Number.isInteger(x * 100) && x !== 0) return { kind: 'log', base, n, k, c };
      }
    }
    // base^(k·x + c) = base^n written as a number
    for (;;) {
      const n = rng.int(1, maxN);
      const k = rng.pick([1, 2, 4, 5, -1]);
      const c = nonZero(rng, -4, 4);
      if (n !== c) return { kind: 'exp', base, n, k, c };
    }
  },
  build(params, rng) {
    const { base, n, k, c } = params;
    const power = base ** n;
    const arg = polyTex([k, c]);
    const option = (x: number) => `$x = ${texNum(x)}$`;
    if (params.kind === 'log') {
      const x = (power - c) / k;
      const baseTex = base === 10 ? '\\log' : `\\log_{${base}}`;
      const correct = option(x);
      const candidates = [
        option((n ** base - c) / k), // swapped base and exponent
        option((base * n - c) / k), // multiplied base by exponent
        option((power + c) / k), // sign error moving c
        option(power - c), // forgot to divide by k
      ];
      const distractors = numericDistractors(correct, [x], candidates, (i) => option(x + i));
      return {
        question: `Resolvé la ecuación $${baseTex}(${arg}) = ${n}$.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            `Por definición de logaritmo, $${baseTex} A = ${n}$ significa $A = ${base}^{${n}}$.`,
            `Entonces $${arg} = ${base}^{${n}} = ${power}$.`,
            k === 1
              ? `Despejá: $x = ${power} - ${par(c)} = ${texNum(x)}$.`
              : `Despejá: $${polyTex([k, 0])} = ${power} - ${par(c)} = ${power - c}$, así que $x = ${texNum(x)}$.`,
            `Verificá que el argumento sea positivo: con $x = ${texNum(x)}$, $${arg}$ vale $${power} > 0$.`,
          ],
          correct,
        ),
      };
    }
    const x = (n - c) / k;
    const correct = option(x);
    const candidates = [
      option((power - c) / k), // equated the exponent to the number itself
      option((n + c) / k), // sign error moving c
      option(n - c), // forgot to divide by k
      option(n / k - c),
    ];
    const distractors = numericDistractors(correct, [x], candidates, (i) => option(x + i));
    return {
      question: `Resolvé la ecuación exponencial $${base}^{${arg}} = ${texNum(power)}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Escribí el segundo miembro como potencia de ${base}: $${texNum(power)} = ${base}^{${n}}$.`,
          `Con la misma base, igualá los exponentes: $${arg} = ${n}$.`,
          k === 1
            ? `Despejá: $x = ${n} - ${par(c)} = ${texNum(x)}$.`
            : `Despejá: $${polyTex([k, 0])} = ${n} - ${par(c)} = ${n - c}$, así que $x = ${texNum(x)}$.`,
          `Verificá: con $x = ${texNum(x)}$ el exponente vale ${n} y $${base}^{${n}} = ${texNum(power)}$.`,
        ],
        correct,
      ),
    };
  },
  solve(params) {
    // independent route: take natural logarithms
    const { base, n, k, c } = params;
    if (params.kind === 'log') return (Math.exp(n * Math.log(base)) - c) / k;
    return (Math.log(base ** n) / Math.log(base) - c) / k;
  },
};

// ───────────── ecuación exponencial (factor común o cambio de variable) ─────────────

type ExpEqParams =
  | { kind: 'factor'; b: number; k: number; sign: 1 | -1; m: number; swap: boolean }
  | { kind: 'cambio'; b: number; m: number; n: number };

const xEq = (value: number) => `$x = ${texNum(value)}$`;
/** "$x = \log_2 10$", only for a positive integer argument. */
const logOption = (b: number, arg: number) => `$x = \\log_{${b}} ${texNum(arg)}$`;

const ecuacionExponencial: Generator<ExpEqParams> = {
  id: 'mat-gen-funciones-ecuacion-exponencial',
  subject: 'matematicas',
  topic: 'funciones',
  difficulty: 'dificil',
  subtopic: 'funciones.ecuaciones-exponenciales',
  params(rng) {
    if (rng.next() < 0.65) {
      for (;;) {
        const b = rng.pick([2, 2, 3, 3, 5]);
        const k = rng.int(1, b === 5 ? 2 : 3);
        const sign = rng.pick([1, -1] as const);
        const m = rng.int(0, b === 2 ? 5 : b === 3 ? 4 : 2);
        if (b ** k + sign === 1) continue; // 2^(x+1) - 2^x = 2^x: nothing to factor
        return { kind: 'factor', b, k, sign, m, swap: sign === 1 && rng.next() < 0.5 };
      }
    }
    const b = rng.pick([2, 3]);
    const m = rng.int(0, b === 2 ? 3 : 2);
    const n = rng.int(m + 1, b === 2 ? 4 : 3);
    return { kind: 'cambio', b, m, n };
  },
  build(params, rng) {
    const { b } = params;
    if (params.kind === 'factor') {
      const { k, sign, m, swap } = params;
      const factor = b ** k + sign;
      const N = b ** m * factor;
      const big = `${b}^{x + ${k}}`;
      const small = `${b}^{x}`;
      const lhs = swap ? `${small} + ${big}` : `${big} ${sign === 1 ? '+' : '-'} ${small}`;
      const correct = xEq(m);
      const logValue = (arg: number) => Math.log(arg) / Math.log(b);
      const candidates = [xEq(b ** m), xEq(m + k)];
      const forgotTerm = N / b ** k; // b^k · b^x = N
      if (Number.isInteger(forgotTerm) && Math.abs(logValue(forgotTerm) - m) > 1e-9)
        candidates.push(logOption(b, forgotTerm));
      const sumOfPowers = (N - sign * b ** k) / 2; // b^(x+k) read as b^x + b^k
      if (Number.isInteger(sumOfPowers) && sumOfPowers > 0 && Math.abs(logValue(sumOfPowers) - m) > 1e-9)
        candidates.push(logOption(b, sumOfPowers));
      const distractors = numericDistractors(correct, [m], candidates, (i) =>
        xEq(m + (i % 2 === 0 ? i : -i)),
      );
      return {
        question: `Resolvé la ecuación $${lhs} = ${texNum(N)}$.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            `Escribí la potencia de exponente $x + ${k}$ como producto: $${big} = ${b}^{x} \\cdot ${b}^{${k}} = ${texNum(b ** k)} \\cdot ${small}$.`,
            `Sacá factor común $${small}$: $${small} \\cdot (${texNum(b ** k)} ${sign === 1 ? '+' : '-'} 1) = ${texNum(N)}$, es decir, $${texNum(factor)} \\cdot ${small} = ${texNum(N)}$.`,
            `Despejá: $${small} = ${texNum(N)} : ${texNum(factor)} = ${texNum(b ** m)} = ${b}^{${m}}$.`,
            `Igualá exponentes: $x = ${m}$. Verificá: $${b}^{${m + k}} ${sign === 1 ? '+' : '-'} ${b}^{${m}} = ${texNum(b ** (m + k))} ${sign === 1 ? '+' : '-'} ${texNum(b ** m)} = ${texNum(N)}$.`,
            `Quedarse en $${small} = ${texNum(b ** m)}$ y responder ${texNum(b ** m)} es olvidar el último paso; y $${big}$ no es $${small} + ${texNum(b ** k)}$.`,
          ],
          correct,
        ),
      };
    }
    const { m, n } = params;
    const square = b * b;
    const sum = b ** m + b ** n;
    const product = b ** (m + n);
    const correct = `$x = ${m}$ y $x = ${n}$`;
    const candidates = [
      `$x = ${texNum(b ** m)}$ y $x = ${texNum(b ** n)}$`, // forgot to undo t = b^x
      `Solo $x = ${n}$`,
      `$x = ${-n}$ y $x = ${-m}$`, // sign slip going back from t
    ];
    const distractors = numericDistractors(correct, [m, n], candidates, (i) => `$x = ${m}$ y $x = ${n + i}$`);
    return {
      question: `Resolvé la ecuación $${square}^{x} - ${texNum(sum)} \\cdot ${b}^{x} + ${texNum(product)} = 0$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Como $${square}^{x} = (${b}^{x})^2$, llamá $t = ${b}^{x}$ (con $t > 0$): queda $t^2 - ${texNum(sum)}t + ${texNum(product)} = 0$.`,
          `Resolvé la cuadrática: dos números que sumen ${texNum(sum)} y multipliquen ${texNum(product)} son $t = ${texNum(b ** m)}$ y $t = ${texNum(b ** n)}$. Los dos son positivos, así que sirven.`,
          `Volvé a $x$: $${b}^{x} = ${texNum(b ** m)} = ${b}^{${m}}$ da $x = ${m}$, y $${b}^{x} = ${texNum(b ** n)} = ${b}^{${n}}$ da $x = ${n}$.`,
          `Responder $${texNum(b ** m)}$ y $${texNum(b ** n)}$ es quedarse con los valores de $t$ sin deshacer el cambio de variable.`,
        ],
        correct,
      ),
    };
  },
  solve(params) {
    const { b } = params;
    if (params.kind === 'factor') {
      // independent route: logarithm of N over the common factor
      const { k, sign, m } = params;
      const N = b ** m * (b ** k + sign);
      return Math.log(N / (b ** k + sign)) / Math.log(b);
    }
    // quadratic formula on t, then log base b
    const sum = b ** params.m + b ** params.n;
    const product = b ** (params.m + params.n);
    const d = Math.sqrt(sum * sum - 4 * product);
    return [(sum - d) / 2, (sum + d) / 2].map((t) => Math.round((Math.log(t) / Math.log(b)) * 1e9) / 1e9);
  },
};

// ───────────── ecuación logarítmica con control de dominio ─────────────

interface LogEqParams {
  b: number;
  k: number;
  /** The valid solution. */
  x0: number;
  p: number;
  q: number;
}

const logArg = (p: number) => (p === 0 ? 'x' : `(${polyTex([1, p])})`);

const ecuacionLogaritmica: Generator<LogEqParams> = {
  id: 'mat-gen-funciones-ecuacion-logaritmica',
  subject: 'matematicas',
  topic: 'funciones',
  difficulty: 'dificil',
  subtopic: 'funciones.logaritmos',
  params(rng) {
    for (;;) {
      const b = rng.pick([2, 2, 3, 10]);
      const k = b === 2 ? rng.int(2, 5) : b === 3 ? rng.int(1, 3) : rng.int(1, 2);
      const i = rng.int(0, k);
      const u = b ** i;
      const v = b ** (k - i);
      const x0 = rng.int(-3, 8);
      if (u === v) continue;
      const p = u - x0;
      const q = v - x0;
      if (Math.abs(p) > 40 || Math.abs(q) > 40) continue;
      return { b, k, x0, p, q };
    }
  },
  build({ b, k, x0, p, q }, rng) {
    const power = b ** k;
    const x1 = -(p + q) - x0; // the other root of (x + p)(x + q) = b^k
    const log = b === 10 ? '\\log' : `\\log_{${b}}`;
    const bad = x1 + p <= 0 ? p : q; // the argument that x1 makes non-positive
    const correct = xEq(x0);
    const sumOfArgs = (power - p - q) / 2; // log(x + p) + log(x + q) read as log(2x + p + q)
    const distractors = numericDistractors(
      correct,
      [x0],
      [`$x = ${texNum(x0)}$ y $x = ${texNum(x1)}$`, xEq(x1), xEq(sumOfArgs), xEq(x0 + 1)],
      (i) => xEq(x0 + i + 1),
    );
    const B = p + q;
    const C = p * q - power;
    return {
      question: `Resolvé la ecuación $${log} ${logArg(p)} + ${log} ${logArg(q)} = ${k}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Dominio: los dos argumentos tienen que ser positivos, $${polyTex([1, p])} > 0$ y $${polyTex([1, q])} > 0$, o sea $x > ${texNum(Math.max(-p, -q))}$.`,
          `La suma de logaritmos de igual base es el logaritmo del producto: $${log} [${logArg(p)}${logArg(q)}] = ${k}$, así que $${logArg(p)}${logArg(q)} = ${b}^{${k}} = ${texNum(power)}$.`,
          `Desarrollá e igualá a cero: $${polyTex([1, B, C])} = 0$. Sus raíces son $x = ${texNum(x0)}$ y $x = ${texNum(x1)}$ (suman $${texNum(-B)}$ y multiplican $${texNum(C)}$).`,
          `Controlá el dominio: con $x = ${texNum(x1)}$ el argumento $${polyTex([1, bad])}$ vale $${texNum(x1 + bad)}$, que no es positivo: se descarta. En cambio $x = ${texNum(x0)}$ da argumentos $${texNum(x0 + p)}$ y $${texNum(x0 + q)}$.`,
          `Verificá: $${log} ${texNum(x0 + p)} + ${log} ${texNum(x0 + q)} = ${k}$, porque $${texNum(x0 + p)} \\cdot ${texNum(x0 + q)} = ${texNum(power)}$.`,
        ],
        correct,
      ),
    };
  },
  solve({ b, k, p, q }) {
    // independent route: test every integer in the domain with exact arithmetic
    const found: number[] = [];
    for (let x = -100; x <= 100; x++)
      if (x + p > 0 && x + q > 0 && (x + p) * (x + q) === b ** k) found.push(x);
    return found;
  },
};

export const generators: Generator[] = [
  vertice,
  rectaDosPuntos,
  expLog,
  ecuacionExponencial,
  ecuacionLogaritmica,
];
