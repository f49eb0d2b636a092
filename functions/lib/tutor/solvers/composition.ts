/**
 * Functions defined in the statement, put together: a composition ((f ∘ g)(x), (f ∘ g)(2), f(g(3))) and
 * an inverse (f⁻¹(x) of a linear or homographic function, of k·bᵐˣ⁺ⁿ + q and of k·log_b(mx + n) + q,
 * with its domain, and f⁻¹ at a point). Each result is checked: a composition at a point inside both
 * domains, an inverse by f(f⁻¹(t)) = t on points of its domain.
 */
import { answersTheQuestion, unusedData } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  evalRat,
  mul,
  neg,
  type Poly,
  polyText,
  quadraticRoots,
  rat,
  ratText,
  trim,
  value,
} from './exact.ts';
import { logBaseInWords } from './exponential.ts';
import { group } from './groups.ts';
import {
  children,
  evaluate,
  findStatements,
  hasX,
  type Node,
  nodeTex,
  toRationalFunction,
} from './math-text.ts';
import { asFraction, fmt, prepareMath } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const MATH_WORDS = new Set(['log', 'ln', 'sen', 'cos', 'tg', 'sqrt', 'raiz', 'pi']);

/** Every «f(x) = …» of the statement, by its name. */
function definitions(text: string): Map<string, Node> {
  const found = new Map<string, Node>();
  for (const head of text.matchAll(/(?<![\p{L}])([a-z])\s*\(\s*x\s*\)\s*=\s*/gu)) {
    const rest = text.slice((head.index ?? 0) + head[0].length);
    let end = rest.search(/[;:?¿]|[.,](?!\d)|\s+[ye]\s+(?=\p{L})|\n|\s+[a-z]\s*\(\s*x\s*\)\s*=/u);
    if (end < 0) end = rest.length;
    for (const word of rest.slice(0, end).matchAll(/\p{L}{2,}/gu)) {
      if (!MATH_WORDS.has(word[0].toLowerCase())) {
        end = word.index;
        break;
      }
    }
    const statements = findStatements(rest.slice(0, end)).filter((s) => s.relations.length === 0);
    const name = group(head, 1);
    const [statement, ...others] = statements;
    const node = statement?.sides[0];
    if (!node || others.length || found.has(name)) return new Map();
    found.set(name, node);
  }
  return found;
}

/** A copy of the node with each child replaced by `map` of it. */
function mapChildren(node: Node, map: (child: Node) => Node): Node {
  switch (node.kind) {
    case 'neg':
    case 'group':
    case 'abs':
    case 'sqrt':
    case 'trig':
    case 'log':
    case 'deg':
      return { ...node, arg: map(node.arg) };
    case 'add':
    case 'mul':
    case 'div':
      return { ...node, left: map(node.left), right: map(node.right) };
    case 'pow':
      return { ...node, base: map(node.base), exponent: map(node.exponent) };
    default:
      return { ...node };
  }
}

/** The tree with x replaced by another tree. */
function substitute(node: Node, by: Node): Node {
  if (node.kind === 'x') return { kind: 'group', arg: by };
  return mapChildren(node, (child) => substitute(child, by));
}

/** A number as a student writes it: 2, −1/2, 0,377. */
function show(v: number): string {
  const fraction = asFraction(v, 100);
  if (fraction) return `${fraction.numerator}/${fraction.denominator}`.replace('-', '−');
  return `${Math.abs(v - Math.round(v)) < 1e-9 ? String(Math.round(v)) : `≈ ${fmt(v, 4)}`}`.replace('-', '−');
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a));

/** The value of a function at a number, exact when it is a quotient of polynomials. */
function valueAt(node: Node, x: number): number {
  const f = toRationalFunction(node);
  const r = asFraction(x, 1000);
  if (f && (Number.isInteger(x) || r)) {
    const at = Number.isInteger(x) ? rat(x) : rat(r?.numerator ?? 0, r?.denominator ?? 1);
    const den = evalRat(f.den, at);
    return den.n === 0 ? Number.NaN : value(div(evalRat(f.num, at), den));
  }
  return evaluate(node, x);
}

function reply(problem: string, title: string, data: string, steps: string[], answer: string): SolverReply {
  const closing =
    title === 'Función inversa'
      ? '¿Qué relación hay entre el dominio de la inversa y la imagen de la función?'
      : '¿Por qué importa el orden en que aplicás las funciones?';
  const text = workedReply({ title, data, steps, answer, closing });
  return { text, certain: unusedData(problem, text).length === 0 && answersTheQuestion(problem, text) };
}

const dataOf = (defs: Map<string, Node>) =>
  [...defs].map(([name, node]) => `$${name}(x) = ${nodeTex(node)}$`).join(' y ');

const ARG = String.raw`(x|-?\d+(?:[.,]\d+)?(?:\/\d+)?)`;

export function solveComposition(problem: string): SolverReply | undefined {
  const text = logBaseInWords(prepareMath(withoutOptions(problem)));
  const asked = [
    ...[
      ...text.matchAll(
        new RegExp(String.raw`\(\s*([a-z])\s*(?:∘|°|º|\bo\b)\s*([a-z])\s*\)\s*\(\s*${ARG}\s*\)`, 'gu'),
      ),
    ],
    ...[...text.matchAll(new RegExp(String.raw`\b([a-z])\s*\(\s*([a-z])\s*\(\s*${ARG}\s*\)\s*\)`, 'gu'))],
  ];
  if (asked.length === 0) return undefined;
  asked.sort((p, q) => p.index - q.index);
  // «(f ∘ g)(−2) − (g ∘ f)(1)»: values joined by one kind of operation are one number asked.
  const joiners = asked.slice(1).map((m, k) => {
    const previous = asked[k];
    return previous ? text.slice(previous.index + previous[0].length, m.index).trim() : '';
  });
  const operations = joiners.filter((j) => /^[-+*/]$/.test(j));
  const glued =
    /[\d*/^]\s*$/.test(text.slice(0, asked[0]?.index ?? 0)) ||
    /^\s*(?:[*/^²]|[-+]\s*[\d(a-z])/.test(
      text.slice((asked.at(-1)?.index ?? 0) + (asked.at(-1)?.[0].length ?? 0)),
    );
  // A value glued to a coefficient, a power or another operand («f(f(1)) − f(2)») is a combination this
  // reading does not follow.
  if (glued || (operations.length && operations.length !== joiners.length)) return undefined;
  if (operations.length && !(operations.every((o) => o === '+' || o === '-') || operations.length === 1))
    return undefined;
  const combined: { sign: string; value: number; label: string }[] = [];
  const defs = definitions(text);
  let solved: ReturnType<typeof compositionEquals>;
  try {
    solved = compositionEquals(text, asked, defs);
  } catch {
    solved = undefined;
  }
  if (solved)
    return reply(problem, 'Ecuación con una composición', dataOf(defs), solved.steps, solved.answer);
  const steps: string[] = [];
  const answers: string[] = [];
  for (const [, outerName, innerName, arg] of asked) {
    const outer = defs.get(outerName as string);
    const inner = defs.get(innerName as string);
    if (!outer || !inner) return undefined;
    const label = `(${outerName} ∘ ${innerName})(${arg})`;
    if (arg === 'x') {
      const composed = substitute(outer, inner);
      const f = toRationalFunction(composed);
      let shown = nodeTex(composed);
      const lead = f?.den.at(-1);
      if (f && lead) {
        const num = trim(f.num.map((c) => div(c, lead)));
        const den = trim(f.den.map((c) => div(c, lead)));
        shown = den.length === 1 ? polyText(num) : `(${polyText(num)})/(${polyText(den)})`;
        for (const t of [-1.7, 0.3, 2.9]) {
          const expected = evaluate(outer, evaluate(inner, t));
          if (Number.isFinite(expected) && !close(polyValue(num, t) / polyValue(den, t), expected))
            return undefined;
        }
      }
      steps.push(
        `Para ${label} reemplazá cada x de $${outerName}(x)$ por $${innerName}(x) = ${nodeTex(inner)}$: $${outerName}(${innerName}(x)) = ${nodeTex(composed)}$${f ? ', y operá' : ''}.`,
      );
      answers.push(`**${label} = ${shown}**`);
      continue;
    }
    const a = Number(
      arg
        ?.replace(',', '.')
        .split('/')
        .reduce((p, q) => String(Number(p) / Number(q))),
    );
    const middle = valueAt(inner, a);
    const result = Number.isFinite(middle) ? valueAt(outer, middle) : Number.NaN;
    if (!Number.isFinite(middle) || !Number.isFinite(result)) {
      steps.push(
        `${label} no existe: ${Number.isFinite(middle) ? `${show(middle)} no está en el dominio de ${outerName}` : `${arg} no está en el dominio de ${innerName}`}.`,
      );
      answers.push(`**${label} no está definida.**`);
      continue;
    }
    steps.push(
      `Primero la de adentro: $${innerName}(${arg}) = ${show(middle)}$.`,
      `Después ${outerName} en ese valor: $${outerName}(${show(middle)}) = ${show(result)}$.`,
    );
    combined.push({ sign: joiners[combined.length - 1] ?? '', value: result, label });
    // The result alone: «(f ∘ g)(2) = f(1) = 2» would offer the inner value 1 to the options as a result.
    answers.push(`**${label} = ${show(result)}**`);
  }
  if (operations.length) {
    if (combined.length !== asked.length) return undefined;
    const total = combined.reduce((acc, term, k) => {
      if (k === 0) return term.value;
      return term.sign === '+'
        ? acc + term.value
        : term.sign === '-'
          ? acc - term.value
          : term.sign === '*'
            ? acc * term.value
            : acc / term.value;
    }, 0);
    if (!Number.isFinite(total)) return undefined;
    const expression = combined
      .map(
        (t, k) => `${k === 0 ? '' : ` ${t.sign === '*' ? '·' : t.sign === '/' ? ':' : t.sign} `}${t.label}`,
      )
      .join('');
    const values = combined
      .map(
        (t, k) =>
          `${k === 0 ? '' : ` ${t.sign === '*' ? '·' : t.sign === '/' ? ':' : t.sign} `}${show(t.value)}`,
      )
      .join('');
    steps.push(`Entonces ${expression} = ${values} = ${show(total)}.`);
    return reply(
      problem,
      'Composición de funciones',
      dataOf(defs),
      steps,
      `**${expression} = ${show(total)}**`,
    );
  }
  return reply(problem, 'Composición de funciones', dataOf(defs), steps, answers.join('\n\n'));
}

/**
 * «Halle los valores de x para los que (f∘g)(x) = 17»: the composition written out as a polynomial of
 * degree 1 or 2, set equal to the number, and solved; each root checked in f(g(x)).
 */
function compositionEquals(
  text: string,
  asked: readonly RegExpMatchArray[],
  defs: Map<string, Node>,
): { steps: string[]; answer: string } | undefined {
  const [only] = asked;
  if (!only || asked.length !== 1 || only[3] !== 'x') return undefined;
  const after = text.slice((only.index ?? 0) + only[0].length);
  const equals = /^\s*=\s*(-?\d+(?:[.,]\d+)?)(?![\d.,]*\s*[-+*/^x(])/.exec(after);
  if (!equals || !/valores? de x|resolv|para (?:que|qu[eé]) valor|para los que|para el que|hall/i.test(text))
    return undefined;
  const outer = defs.get(only[1] ?? '');
  const inner = defs.get(only[2] ?? '');
  if (!outer || !inner) return undefined;
  const composed = substitute(outer, inner);
  const f = toRationalFunction(composed);
  const lead = f?.den.at(-1);
  if (!f || !lead || f.den.length !== 1) return undefined;
  const num = trim(f.num.map((c) => div(c, lead)));
  const k = Number((equals[1] ?? '').replace(',', '.'));
  const kRat = rat(Math.round(k * 1e6), 1e6);
  const shifted = trim([add(num[0] ?? rat(0), neg(kRat)), ...num.slice(1)]);
  if (shifted.length < 2 || shifted.length > 3) return undefined;
  const roots = shifted.length === 3 ? quadraticRoots(shifted).roots : [];
  const xs =
    shifted.length === 2
      ? [value(div(neg(shifted[0] ?? rat(0)), shifted[1] ?? rat(1)))]
      : roots.map((r) => r.value);
  const shown = shifted.length === 2 ? xs.map(show) : roots.map((r) => r.text.replace('.', ','));
  if (xs.length === 0) return undefined;
  // The check: each x gives the number through the two functions.
  if (xs.some((x) => !close(evaluate(outer, evaluate(inner, x)), k))) return undefined;
  const label = `(${only[1]} ∘ ${only[2]})(x)`;
  return {
    steps: [
      `Primero la composición: reemplazá cada x de $${only[1]}(x)$ por $${only[2]}(x) = ${nodeTex(inner)}$: ${label} = ${polyText(num)}.`,
      `Igualá a ${show(k)}: ${polyText(num)} = ${show(k)}, o sea ${polyText(shifted)} = 0.`,
      `Resolvé: ${shown.map((x) => `x = ${x}`).join(' y ')}.`,
      `Verificación: con ${xs.length === 1 ? 'ese valor' : 'cada valor'}, ${only[1]}(${only[2]}(x)) da ${show(k)} ✓`,
    ],
    answer: `**${shown.map((x) => `x = ${x}`).join(' y ')}**`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Inverses.

interface Inverse {
  /** The inverse as written for the student. */
  text: string;
  steps: string[];
  domain: string;
  inDomain: (t: number) => boolean;
  /** Where its domain starts or stops, for the probes. */
  edge: number;
  at: (t: number) => number;
}

const signed = (v: number) => (v < 0 ? ` − ${show(-v)}` : ` + ${show(v)}`);
const shift = (q: number) => (q === 0 ? 'x' : `x${signed(-q)}`);

function homographic(node: Node): Inverse | undefined {
  const f = toRationalFunction(node);
  if (!f || f.num.length > 2 || f.den.length > 2 || f.den.length === 0) return undefined;
  const [b, a] = [f.num[0] ?? rat(0), f.num[1] ?? rat(0)];
  const [d, c] = [f.den[0] ?? rat(0), f.den[1] ?? rat(0)];
  if (value(mul(a, d)) === value(mul(b, c))) return undefined;
  // y = (ax + b)/(cx + d) ⇒ x = (dy − b)/(−cy + a), written with a positive x in the denominator.
  // A linear inverse keeps a positive divisor: «(5 − x)/2», not «(x − 5)/−2».
  const flip = c.n > 0 || (c.n === 0 && value(a) < 0) ? rat(-1) : rat(1);
  const num: Poly = trim([mul(neg(b), flip), mul(d, flip)]);
  const den: Poly = trim([mul(a, flip), mul(neg(c), flip)]);
  // den = k + slope·x: linear when there is no slope.
  const [k, slope] = den;
  if (!k) return undefined;
  const linear = !slope;
  const text = linear
    ? `(${polyText(num)})/${k.d === 1 ? ratText(k) : `(${ratText(k)})`}${value(k) === 1 ? '' : ` = ${polyText(num.map((v) => div(v, k)))}`}`
    : `(${polyText(num)})/(${polyText(den)})`;
  const pole = slope ? value(div(neg(k), slope)) : undefined;
  return {
    text: linear && value(k) === 1 ? polyText(num) : text,
    steps: [
      'Escribí $y = f(x)$ y despejá x: pasá el denominador multiplicando, agrupá los términos con x y sacá x de factor común.',
      'Intercambiá los nombres de x e y para escribir la inversa como función de x.',
    ],
    domain: pole === undefined ? 'ℝ' : `ℝ − {${show(pole)}}`,
    inDomain: (t) => pole === undefined || !close(t, pole),
    edge: 0,
    at: (t) => polyValue(num, t) / polyValue(den, t),
  };
}

const polyValue = (p: Poly, t: number) => p.reduceRight((acc, c) => acc * t + value(c), 0);

/** The one node where x sits (an exponential or a logarithm), and the function as k·core + q. */
function transcendental(node: Node): Inverse | undefined {
  const cores: Node[] = [];
  const walk = (n: Node) => {
    if ((n.kind === 'pow' && hasX(n.exponent) && !hasX(n.base)) || (n.kind === 'log' && hasX(n.arg))) {
      cores.push(n);
      return;
    }
    for (const child of children(n)) walk(child);
  };
  walk(node);
  const core = cores[0];
  if (cores.length !== 1 || !core) return undefined;
  const replaced = (t: number): number => {
    const swap = (n: Node): Node => {
      if (n === core) return { kind: 'num', value: rat(0), typed: t };
      return mapChildren(n, swap);
    };
    const tree = swap(node);
    return hasX(tree) ? Number.NaN : evaluate(tree);
  };
  const q = replaced(0);
  const k = replaced(1) - q;
  if (!Number.isFinite(k) || Math.abs(k) < 1e-12 || !close(replaced(3), q + 3 * k)) return undefined;
  const inner = core.kind === 'pow' ? core.exponent : core.kind === 'log' ? core.arg : undefined;
  if (!inner) return undefined;
  const n = evaluate(inner, 0);
  const m = evaluate(inner, 1) - n;
  if (!Number.isFinite(m) || Math.abs(m) < 1e-12 || !close(evaluate(inner, 2.5), n + 2.5 * m))
    return undefined;
  const scaled = Math.abs(k - 1) < 1e-12 ? shift(q) : `(${shift(q)})/${show(k)}`;
  const solveFor = (inside: string) =>
    Math.abs(m - 1) < 1e-12
      ? `${inside}${n === 0 ? '' : signed(-n)}`
      : `(${inside}${n === 0 ? '' : signed(-n)})/${show(m)}`;
  if (core.kind === 'pow') {
    const b = evaluate(core.base);
    if (!(b > 0) || Math.abs(b - 1) < 1e-12) return undefined;
    const log = core.base.kind === 'e' ? `ln(${scaled})` : `log_${show(b)}(${scaled})`;
    const up = k > 0;
    return {
      text: solveFor(log),
      steps: [
        `Escribí $y = ${nodeTex(node)}$ y aislá la potencia: ${q < 0 ? `sumá ${show(-q)}` : `restá ${show(q)}`}${Math.abs(k - 1) < 1e-12 ? '' : ` y dividí por ${show(k)}`}.`,
        `Tomá logaritmo en base ${core.base.kind === 'e' ? 'e (ln)' : show(b)} a los dos miembros y despejá x; después intercambiá x e y.`,
        `El logaritmo pide un argumento positivo: ${up ? `x > ${show(q)}` : `x < ${show(q)}`}, que es la imagen de f.`,
      ],
      domain: up ? `(${show(q)}; +∞)` : `(−∞; ${show(q)})`,
      inDomain: (t) => (up ? t > q : t < q),
      edge: q,
      at: (t) => (Math.log((t - q) / k) / Math.log(b) - n) / m,
    };
  }
  if (core.kind !== 'log') return undefined;
  const b = core.base === 'e' ? Math.E : value(core.base);
  const power = `${core.base === 'e' ? 'e' : show(b)}^(${scaled})`;
  return {
    text: solveFor(power),
    steps: [
      `Escribí $y = ${nodeTex(node)}$ y aislá el logaritmo: ${q < 0 ? `sumá ${show(-q)}` : `restá ${show(q)}`}${Math.abs(k - 1) < 1e-12 ? '' : ` y dividí por ${show(k)}`}.`,
      `Por definición de logaritmo, el argumento es la base elevada a ese valor; despejá x y después intercambiá x e y.`,
      'Una exponencial está definida para todo x real.',
    ],
    domain: 'ℝ',
    inDomain: () => true,
    edge: 0,
    at: (t) => (b ** ((t - q) / k) - n) / m,
  };
}

export function solveInverse(problem: string): SolverReply | undefined {
  const text = logBaseInWords(prepareMath(withoutOptions(problem)));
  if (!/invers|\^\(?-1\)?/iu.test(text)) return undefined;
  const defs = definitions(text);
  const named = /\b([a-z])\s*\^\(?-1\)?|invers[ao]\s+de\s+([a-z])\b/u.exec(text);
  const name = named?.[1] ?? named?.[2] ?? (defs.size === 1 ? [...defs.keys()][0] : undefined);
  const node = name ? defs.get(name) : undefined;
  if (!name || !node || defs.size !== 1) return undefined;
  const inverse = homographic(node) ?? transcendental(node);
  if (!inverse) return undefined;
  // f(f⁻¹(t)) = t on points of the inverse's domain.
  const probes = [-7.3, -2.2, -0.4, 0.6, 1.9, 4.1, 9.7]
    .flatMap((t) => [t, inverse.edge + t])
    .filter(inverse.inDomain);
  if (probes.length < 3 || !probes.every((t) => close(evaluate(node, inverse.at(t)), t))) return undefined;
  const point = new RegExp(String.raw`\b${name}\s*\^\(?-1\)?\s*\(\s*(-?\d+(?:[.,]\d+)?)\s*\)`, 'u').exec(
    text,
  );
  const answers = [`**${name}⁻¹(x) = ${inverse.text}**`, `**Dominio de ${name}⁻¹: ${inverse.domain}**`];
  const steps = [...inverse.steps];
  if (point) {
    const t = Number(group(point, 1).replace(',', '.'));
    if (!inverse.inDomain(t)) return undefined;
    const v = inverse.at(t);
    steps.push(
      `Evaluá la inversa en ${show(t)}: $${name}^{-1}(${show(t)}) = ${show(v)}$ (y, al revés, $${name}(${show(v)}) = ${show(t)}$).`,
    );
    answers.unshift(`**${name}⁻¹(${show(t)}) = ${show(v)}**`);
  }
  steps.push(`Verificá: $${name}(${name}^{-1}(x)) = x$ para los x del dominio de la inversa.`);
  return {
    ...reply(problem, 'Función inversa', dataOf(defs), steps, answers.join('\n\n')),
  };
}

export const composition = declareSolver({
  name: 'compose_functions',
  offer: 'composición de funciones',
  summary:
    'For functions defined in the statement (f(x) = …, g(x) = …): the composition (f ∘ g)(x) simplified, or its value at a number ((f ∘ g)(2), f(g(3))), inner function first, with the domains checked.',
  examples: [
    'Sean f(x) = 2x − 3 y g(x) = x² + 1. Calculá (f ∘ g)(2).',
    'Si f(x) = x + 2 y g(x) = x², hallá (f ∘ g)(x).',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveComposition,
});

export const inverseFunction = declareSolver({
  name: 'inverse_function',
  offer: 'función inversa',
  summary:
    "The inverse of a function defined in the statement: linear or homographic ((ax + b)/(cx + d)), exponential k·b^(mx+n) + q or logarithmic k·log_b(mx + n) + q, with the inverse's domain and its value at a point when asked; checked by f(f⁻¹(x)) = x.",
  examples: [
    'Hallá la función inversa de f(x) = (2x + 1)/(x − 3).',
    'Determiná la inversa de f(x) = 2^(x − 1) + 3 y su dominio.',
    'Sea f(x) = ln(x + 2). Calculá f⁻¹(0).',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveInverse,
});
