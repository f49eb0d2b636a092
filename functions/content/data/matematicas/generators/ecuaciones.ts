import { placeOptions, type Rng, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { fracTex, numericDistractors, pasos, polyTex } from '../helpers.ts';

const nonZero = (rng: Rng, min: number, max: number) => {
  let value = 0;
  while (value === 0) value = rng.int(min, max);
  return value;
};

/** "(−3)" for negatives so products read well inside LaTeX. */
const par = (n: number) => (n < 0 ? `(${texNum(n)})` : texNum(n));

// ───────────── cuadrática ─────────────

interface CuadraticaParams {
  a: number;
  r1: number;
  r2: number;
}

const rootsOption = (x1: number, x2: number) => `$x_1 = ${texNum(x1)}$ y $x_2 = ${texNum(x2)}$`;

const cuadratica: Generator<CuadraticaParams> = {
  id: 'mat-gen-ecuaciones-cuadratica',
  subject: 'matematicas',
  topic: 'ecuaciones',
  difficulty: 'medio',
  subtopic: 'ecuaciones.cuadraticas',
  params(rng) {
    const a = rng.pick([1, 1, 1, 2, 3, -1, -2]);
    const r1 = rng.int(-8, 8);
    let r2 = rng.int(-8, 8);
    while (r2 === r1) r2 = rng.int(-8, 8);
    return { a, r1: Math.max(r1, r2), r2: Math.min(r1, r2) };
  },
  build({ a, r1, r2 }, rng) {
    const b = -a * (r1 + r2);
    const c = a * r1 * r2;
    const equation = `${polyTex([a, b, c])} = 0`;
    const delta = b * b - 4 * a * c;
    const s = Math.sqrt(delta);
    const correct = rootsOption(r1, r2);
    const candidates = [
      rootsOption(-r1, -r2), // used +b instead of -b
      rootsOption(a * r1 * 2, a * r2 * 2), // forgot to divide by 2a
      rootsOption(a * r1, a * r2), // divided by 2 instead of 2a
      `$x = ${texNum(r1)}$`, // kept only the + sign
      rootsOption(r1 + r2, r1 * r2), // confused roots with sum and product
    ];
    const distractors = numericDistractors(correct, [r1, r2], candidates, (n) => rootsOption(r1 + n, r2 - n));
    const steps =
      b === 0
        ? [
            `Es una ecuación incompleta (sin término en $x$): $${polyTex([a, 0, 0])} = ${texNum(-c)}$.`,
            String.raw`Despejá: $x^2 = \frac{${-c}}{${a}} = ${texNum(-c / a)}$.`,
            String.raw`Sacá raíz cuadrada con los dos signos: $x = \pm\sqrt{${texNum(-c / a)}} = \pm ${texNum(r1)}$.`,
            String.raw`Verificá con Vieta: la suma $${texNum(r1)} + ${par(r2)} = 0 = -\frac{b}{a}$ y el producto $${texNum(r1)} \cdot ${par(r2)} = ${texNum(r1 * r2)} = \frac{c}{a}$.`,
          ]
        : c === 0
          ? [
              'Es una ecuación incompleta (sin término independiente): sacá factor común $x$.',
              `$${polyTex([a, b, 0])} = x(${polyTex([a, b])}) = 0$.`,
              `Un producto es cero si algún factor es cero: $x = 0$ o $${polyTex([a, b])} = 0$, es decir, $x = ${fracTex(-b, a)}$.`,
              String.raw`Verificá con Vieta: la suma de las raíces es $${texNum(r1 + r2)} = -\frac{b}{a}$ y el producto es $0 = \frac{c}{a}$.`,
            ]
          : [
              `Identificá los coeficientes: $a = ${a}$, $b = ${b}$, $c = ${c}$.`,
              String.raw`Discriminante: $\Delta = b^2 - 4ac = ${par(b)}^2 - 4 \cdot ${par(a)} \cdot ${par(c)} = ${delta}$, así que $\sqrt{\Delta} = ${s}$.`,
              String.raw`Fórmula resolvente: $x = \frac{-b \pm \sqrt{\Delta}}{2a} = \frac{${-b} \pm ${s}}{${2 * a}}$.`,
              String.raw`Con el signo +: $x = \frac{${-b + s}}{${2 * a}} = ${texNum((-b + s) / (2 * a))}$. Con el signo −: $x = \frac{${-b - s}}{${2 * a}} = ${texNum((-b - s) / (2 * a))}$.`,
              String.raw`Verificá con Vieta: $x_1 + x_2 = ${texNum(r1 + r2)} = -\frac{b}{a}$ y $x_1 \cdot x_2 = ${texNum(r1 * r2)} = \frac{c}{a}$.`,
            ];
    return {
      question: `Resolvé la ecuación $${equation}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(steps, correct),
    };
  },
  solve({ a, r1, r2 }) {
    // independent route: expand and apply the quadratic formula
    const b = -a * (r1 + r2);
    const c = a * r1 * r2;
    const d = Math.sqrt(b * b - 4 * a * c);
    return [(-b + d) / (2 * a), (-b - d) / (2 * a)];
  },
};

// ───────────── sistema 2×2 ─────────────

interface SistemaParams {
  x: number;
  y: number;
  a1: number;
  b1: number;
  a2: number;
  b2: number;
}

const lineTex = (a: number, b: number, c: number) =>
  `${polyTex([a, 0])}${b < 0 ? ' - ' : ' + '}${Math.abs(b) === 1 ? '' : Math.abs(b)}y = ${c}`;
/** True when a value shows exactly with at most two decimals. */
const nice = (v: number) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9;
const pairOption = (x: number, y: number) => `$x = ${texNum(x)}$ e $y = ${texNum(y)}$`;

const sistema: Generator<SistemaParams> = {
  id: 'mat-gen-ecuaciones-sistema',
  subject: 'matematicas',
  topic: 'ecuaciones',
  difficulty: 'medio',
  subtopic: 'ecuaciones.sistemas',
  params(rng) {
    for (;;) {
      const p = {
        x: rng.int(-6, 6),
        y: rng.int(-6, 6),
        a1: nonZero(rng, -5, 5),
        b1: nonZero(rng, -5, 5),
        a2: nonZero(rng, -5, 5),
        b2: nonZero(rng, -5, 5),
      };
      if (p.a1 * p.b2 - p.a2 * p.b1 !== 0 && p.x !== p.y) return p;
    }
  },
  build({ x, y, a1, b1, a2, b2 }, rng) {
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x + b2 * y;
    // reduction: a2·(eq1) − a1·(eq2) eliminates x
    const coefY = b1 * a2 - b2 * a1;
    const rhs = c1 * a2 - c2 * a1;
    const correct = pairOption(x, y);
    const wrongX = (c1 + b1 * y) / a1; // substituted y with the wrong sign
    const forgotRhs = (c1 * a2 - c2) / coefY; // multiplied only the left side
    const forgotX = (c1 - b1 * forgotRhs) / a1;
    const candidates = [
      ...(nice(wrongX) ? [pairOption(wrongX, y)] : []),
      ...(nice(forgotRhs) && nice(forgotX) ? [pairOption(forgotX, forgotRhs)] : []),
      pairOption(x, -y),
      pairOption(-x, -y),
      pairOption(-x, y),
    ];
    const distractors = numericDistractors(correct, [x, y], candidates, (n) => pairOption(x + n, y - n));
    return {
      question: String.raw`Resolvé el sistema $\begin{cases} ${lineTex(a1, b1, c1)} \\ ${lineTex(a2, b2, c2)} \end{cases}$`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Usá reducción para eliminar $x$: multiplicá la primera ecuación por $${texNum(a2)}$ y la segunda por $${texNum(a1)}$, así las dos quedan con $${polyTex([a1 * a2, 0])}$.`,
          `Restá miembro a miembro: $(${b1 * a2} - ${par(b2 * a1)})y = ${c1 * a2} - ${par(c2 * a1)}$, es decir, $${coefY}y = ${rhs}$.`,
          String.raw`Despejá: $y = \frac{${rhs}}{${coefY}} = ${texNum(y)}$.`,
          a1 === 1
            ? String.raw`Reemplazá en la primera ecuación: $x + ${par(b1)} \cdot ${par(y)} = ${c1}$, así que $x = ${texNum(x)}$.`
            : String.raw`Reemplazá en la primera ecuación: $${polyTex([a1, 0])} + ${par(b1)} \cdot ${par(y)} = ${c1}$, o sea $${polyTex([a1, 0])} = ${texNum(c1 - b1 * y)}$ y $x = ${texNum(x)}$.`,
          String.raw`Verificá en la segunda: $${par(a2)} \cdot ${par(x)} + ${par(b2)} \cdot ${par(y)} = ${c2}$.`,
        ],
        correct,
      ),
    };
  },
  solve({ x, y, a1, b1, a2, b2 }) {
    // Cramer's rule on the coefficients of the statement
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x + b2 * y;
    const det = a1 * b2 - a2 * b1;
    return [(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det];
  },
};

// ───────────── valor absoluto ─────────────

interface AbsParams {
  a: number;
  b: number;
  r: number;
}

const absolute: Generator<AbsParams> = {
  id: 'mat-gen-ecuaciones-valor-absoluto',
  subject: 'matematicas',
  topic: 'ecuaciones',
  difficulty: 'facil',
  subtopic: 'ecuaciones.valor-absoluto',
  params(rng) {
    for (;;) {
      const a = rng.pick([1, 1, 2, 4, 5, -1, -2]);
      const b = nonZero(rng, -9, 9);
      const r = rng.int(1, 12);
      if (r !== Math.abs(b)) return { a, b, r };
    }
  },
  build({ a, b, r }, rng) {
    const inside = polyTex([a, b]);
    const x1 = (r - b) / a;
    const x2 = (-r - b) / a;
    const option = (p: number, q: number) => `$x = ${texNum(p)}$ y $x = ${texNum(q)}$`;
    const correct = option(Math.max(x1, x2), Math.min(x1, x2));
    const candidates = [
      `$x = ${texNum(x1)}$`, // only the positive case
      option((r + b) / a, (-r + b) / a), // moved b with the wrong sign
      option(r - b, -r - b), // forgot to divide by a
      option(x1, (r + b) / a), // second case with the sign of r only
    ];
    const distractors = numericDistractors(correct, [x1, x2], candidates, (n) => option(x1 + n, x2));
    const evalTex = (x: number) =>
      `${a === 1 ? par(x) : a === -1 ? `-${par(x)}` : `${texNum(a)} \\cdot ${par(x)}`} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
    const solveCase = (target: number) =>
      a === 1
        ? String.raw`$${inside} = ${target} \Rightarrow x = ${texNum(target - b)}$`
        : String.raw`$${inside} = ${target} \Rightarrow ${polyTex([a, 0])} = ${texNum(target - b)} \Rightarrow x = ${texNum((target - b) / a)}$`;
    return {
      question: `Hallá todas las soluciones de $|${inside}| = ${r}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Como $${r} > 0$, lo que está dentro de las barras puede valer $${r}$ o $-${r}$. Planteá los dos casos.`,
          `Caso 1: ${solveCase(r)}.`,
          `Caso 2: ${solveCase(-r)}.`,
          `Verificá: $|${evalTex(x1)}| = |${r}| = ${r}$ y $|${evalTex(x2)}| = |-${r}| = ${r}$.`,
        ],
        correct,
      ),
    };
  },
  solve({ a, b, r }) {
    // square both sides: (ax + b)² = r²  →  a²x² + 2abx + (b² − r²) = 0
    const A = a * a;
    const B = 2 * a * b;
    const C = b * b - r * r;
    const d = Math.sqrt(B * B - 4 * A * C);
    return [(-B + d) / (2 * A), (-B - d) / (2 * A)];
  },
};

// ───────────── intervalos (para las inecuaciones) ─────────────

type Rel = '<' | '>' | '\\leq' | '\\geq';
const RELS: readonly Rel[] = ['<', '>', '\\leq', '\\geq'];
const strict = (rel: Rel) => rel === '<' || rel === '>';
const holds = (value: number, rel: Rel) =>
  rel === '<' ? value < 0 : rel === '>' ? value > 0 : rel === '\\leq' ? value <= 0 : value >= 0;

/** An interval in LaTeX with the Argentine separator: interval(-2, true, 3, false) → "[-2;\ 3)". */
const interval = (lo: number, loClosed: boolean, hi: number, hiClosed: boolean) =>
  `${loClosed ? '[' : '('}${Number.isFinite(lo) ? texNum(lo) : '-\\infty'};\\ ${Number.isFinite(hi) ? texNum(hi) : '+\\infty'}${hiClosed ? ']' : ')'}`;
const inner = (lo: number, loClosed: boolean, hi: number, hiClosed: boolean) =>
  `$${interval(lo, loClosed, hi, hiClosed)}$`;
const outer = (lo: number, loClosed: boolean, hi: number, hiClosed: boolean) =>
  `$${interval(Number.NEGATIVE_INFINITY, false, lo, loClosed)} \\cup ${interval(hi, hiClosed, Number.POSITIVE_INFINITY, false)}$`;
const factorOf = (root: number) =>
  root === 0 ? 'x' : root > 0 ? `x - ${texNum(root)}` : `x + ${texNum(-root)}`;

// ───────────── inecuación racional ─────────────

interface RacionalParams {
  /** Root of the numerator. */
  a: number;
  /** Root of the denominator. */
  b: number;
  rel: Rel;
}

const inecuacionRacional: Generator<RacionalParams> = {
  id: 'mat-gen-ecuaciones-inecuacion-racional',
  subject: 'matematicas',
  topic: 'ecuaciones',
  difficulty: 'dificil',
  subtopic: 'ecuaciones.inecuaciones-racionales',
  params(rng) {
    for (;;) {
      const a = nonZero(rng, -9, 9);
      const b = nonZero(rng, -9, 9);
      // distinct critical values that stay distinct when a sign is misread
      if (Math.abs(a) !== Math.abs(b)) return { a, b, rel: rng.pick(RELS) };
    }
  },
  build({ a, b, rel }, rng) {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const closed = (root: number) => !strict(rel) && root === a; // only the numerator's root can enter
    const positive = rel === '>' || rel === '\\geq';
    const answer = (p: number, q: number, pClosed: boolean, qClosed: boolean) =>
      positive ? outer(p, pClosed, q, qClosed) : inner(p, pClosed, q, qClosed);
    const correct = answer(lo, hi, closed(lo), closed(hi));
    const withRoots = (na: number, nb: number) => {
      const [p, q] = [Math.min(na, nb), Math.max(na, nb)];
      const c = (root: number) => !strict(rel) && root === na;
      return answer(p, q, c(p), c(q));
    };
    // multiplied both sides by the denominator: x - a rel 0
    const crossed = positive
      ? inner(a, !strict(rel), Number.POSITIVE_INFINITY, false)
      : inner(Number.NEGATIVE_INFINITY, false, a, !strict(rel));
    const candidates = [
      crossed,
      withRoots(-a, -b), // both critical values with the wrong sign
      withRoots(a, -b), // the denominator's root with the wrong sign
      withRoots(-a, b), // the numerator's root with the wrong sign
    ];
    const distractors = numericDistractors(correct, [lo, hi], candidates, (n) => withRoots(a + n, b));
    const f = (x: number) => (x - a) / (x - b);
    const [left, middle, right] = [lo - 1, (lo + hi) / 2, hi + 1];
    const signWord = (x: number) => (f(x) > 0 ? 'positivo' : 'negativo');
    const relText = {
      '<': 'menor que 0',
      '>': 'mayor que 0',
      '\\leq': 'menor o igual que 0',
      '\\geq': 'mayor o igual que 0',
    }[rel];
    return {
      question: `Resolvé la inecuación $\\frac{${factorOf(a)}}{${factorOf(b)}} ${rel} 0$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Valores críticos: el numerador se anula en $x = ${texNum(a)}$ y el denominador en $x = ${texNum(b)}$. El $${texNum(b)}$ nunca pertenece a la solución (no se divide por cero); el $${texNum(a)}$ ${strict(rel) ? 'tampoco, porque la desigualdad es estricta' : 'sí, porque la desigualdad admite el cero'}.`,
          `Tabla de signos: probá un valor en cada intervalo. Con $x = ${texNum(left)}$ el cociente es ${signWord(left)}; con $x = ${texNum(middle)}$, ${signWord(middle)}; con $x = ${texNum(right)}$, ${signWord(right)}.`,
          `Se pide que el cociente sea ${relText}: quedate con los intervalos donde es ${positive ? 'positivo' : 'negativo'}${strict(rel) ? '' : ' y agregá la raíz del numerador'}.`,
          `No multipliques por $(${factorOf(b)})$ como si fuera positivo: así se llega a ${crossed}, que deja afuera parte de la solución o agrega valores que no la cumplen.`,
        ],
        correct,
      ),
    };
  },
  solve({ a, b, rel }) {
    // independent route: scan the line and report the integers where membership changes
    const member = (x: number) => x !== b && holds((x - a) / (x - b), rel);
    const changes: number[] = [];
    for (let t = -30; t <= 30; t++) if (member(t - 0.5) !== member(t + 0.5)) changes.push(t);
    return changes;
  },
};

// ───────────── inecuación con valor absoluto ─────────────

interface AbsIneqParams {
  a: number;
  b: number;
  c: number;
  rel: Rel;
}

const inecuacionAbsoluto: Generator<AbsIneqParams> = {
  id: 'mat-gen-ecuaciones-inecuacion-valor-absoluto',
  subject: 'matematicas',
  topic: 'ecuaciones',
  difficulty: 'medio',
  subtopic: 'ecuaciones.valor-absoluto',
  params(rng) {
    for (;;) {
      const a = rng.pick([1, 1, 2, 2, 4, 5, -1, -2]);
      const b = nonZero(rng, -9, 9);
      const c = rng.int(1, 12);
      if (c !== Math.abs(b)) return { a, b, c, rel: rng.pick(RELS) };
    }
  },
  build({ a, b, c, rel }, rng) {
    const inside = polyTex([a, b]);
    const e1 = (-c - b) / a;
    const e2 = (c - b) / a;
    const [lo, hi] = [Math.min(e1, e2), Math.max(e1, e2)];
    const less = rel === '<' || rel === '\\leq';
    const cl = !strict(rel);
    const shape = (p: number, q: number) => {
      const [x, y] = [Math.min(p, q), Math.max(p, q)];
      return less ? inner(x, cl, y, cl) : outer(x, cl, y, cl);
    };
    const correct = shape(lo, hi);
    const candidates = [
      shape((-c + b) / a, (c + b) / a), // moved b with the wrong sign
      shape(-c - b, c - b), // forgot to divide by a
      less ? inner(Number.NEGATIVE_INFINITY, false, e2, cl) : inner(e2, cl, Number.POSITIVE_INFINITY, false), // one case only
      shape(-c / a, c / a), // dropped b
    ];
    const distractors = numericDistractors(correct, [lo, hi], candidates, (n) => shape(lo - n, hi + n));
    const divide = (target: number) =>
      a === 1
        ? `${texNum(target - b)}`
        : `\\frac{${texNum(target - b)}}{${texNum(a)}} = ${texNum((target - b) / a)}`;
    const flip = a < 0 ? ' (al dividir por un negativo se invierten las desigualdades)' : '';
    return {
      question: `Resolvé la inecuación $|${inside}| ${rel} ${c}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        less
          ? [
              `"Menor" en valor absoluto da una doble desigualdad: $-${c} ${rel} ${inside} ${rel} ${c}$.`,
              `${b < 0 ? `Sumá $${texNum(-b)}$` : `Restá $${texNum(b)}$`} en los tres miembros: $${texNum(-c - b)} ${rel} ${polyTex([a, 0])} ${rel} ${texNum(c - b)}$.`,
              `Dividí por $${texNum(a)}$${flip}: los extremos son $${divide(-c)}$ y $${divide(c)}$.`,
              `La solución es un solo intervalo: ${correct}. Comprobá con un extremo: en $x = ${texNum(e2)}$ queda $|${texNum(c)}| = ${c}$.`,
            ]
          : [
              `"Mayor" en valor absoluto se separa en dos casos: $${inside} ${rel} ${c}$ o $${inside} ${rel === '>' ? '<' : '\\leq'} -${c}$.`,
              `Primer caso: $${polyTex([a, 0])} ${rel} ${texNum(c - b)}$, con extremo $x = ${divide(c)}$${flip}.`,
              `Segundo caso: $${polyTex([a, 0])} ${rel === '>' ? '<' : '\\leq'} ${texNum(-c - b)}$, con extremo $x = ${divide(-c)}$${flip}.`,
              `La solución es la unión de dos semirrectas: ${correct}. Quedarse con un solo caso pierde la otra mitad.`,
            ],
        correct,
      ),
    };
  },
  solve({ a, b, c, rel }) {
    // independent route: square both sides, (ax + b)^2 = c^2 gives the ends of the solution set
    const A = a * a;
    const B = 2 * a * b;
    const C = b * b - c * c;
    const d = Math.sqrt(B * B - 4 * A * C);
    const ends = [(-B - d) / (2 * A), (-B + d) / (2 * A)];
    void rel; // the relation decides the shape (inside or outside), not the ends
    return ends.sort((p, q) => p - q);
  },
};

export const generators: Generator[] = [
  cuadratica,
  sistema,
  absolute,
  inecuacionRacional,
  inecuacionAbsoluto,
];
