/**
 * Systems of two linear equations with a parameter ({ x + ay = 1 ; ax + y = 1 }): classified by the
 * parameter's values (one solution, none, infinitely many) through the determinant, the value that
 * makes it incompatible or indeterminate (or that there is none), and the solution for a given value or
 * in terms of the parameter. Exact: each coefficient is a polynomial in the parameter.
 */
import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  degree,
  div,
  equal,
  evalRat,
  Inexact,
  isZero,
  lead,
  mul,
  ONE,
  type Poly,
  polyAdd,
  polyDivide,
  polyGcd,
  polyMul,
  polyScale,
  polyTex,
  type Rational,
  ratTex,
  ratText,
  sub,
  ZERO,
} from './exact.ts';
import { joinAnd } from './inequalities.ts';
import {
  equationTex,
  type Formula,
  type LineEquation,
  linearFormulas,
  lineEquation,
  parameterLetter,
  polyInParam,
} from './linear-forms.ts';
import { rationalRoots } from './lines.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Kind = 'determinado' | 'indeterminado' | 'incompatible';

const KIND_TEXT: Record<Kind, string> = {
  determinado: 'compatible determinado (una única solución)',
  indeterminado: 'compatible indeterminado (infinitas soluciones)',
  incompatible: 'incompatible (no tiene solución)',
};

export function classify(r1: LineEquation, r2: LineEquation): Kind {
  if (!isZero(sub(mul(r1.a, r2.b), mul(r2.a, r1.b)))) return 'determinado';
  for (const r of [r1, r2]) if (isZero(r.a) && isZero(r.b) && !isZero(r.c)) return 'incompatible';
  const proportional =
    isZero(sub(mul(r1.a, r2.c), mul(r2.a, r1.c))) && isZero(sub(mul(r1.b, r2.c), mul(r2.b, r1.c)));
  return proportional ? 'indeterminado' : 'incompatible';
}

function cramer(r1: LineEquation, r2: LineEquation): { x: Rational; y: Rational } {
  const d = sub(mul(r1.a, r2.b), mul(r2.a, r1.b));
  return {
    x: div(sub(mul(r1.c, r2.b), mul(r2.c, r1.b)), d),
    y: div(sub(mul(r1.a, r2.c), mul(r2.a, r1.c)), d),
  };
}

const satisfies = (r: LineEquation, x: Rational, y: Rational) => equal(add(mul(r.a, x), mul(r.b, y)), r.c);

type Asked = 'classify' | Kind | 'solve';

function askedOf(folded: string): Asked[] {
  const asked: Asked[] = [];
  if (/clasific|segun (?:los|el) valor|analiza|discuti/.test(folded)) asked.push('classify');
  if (/incompatible|no (?:tiene|tenga|admite|admita) solucion|sin solucion|ninguna solucion/.test(folded))
    asked.push('incompatible');
  if (/infinitas soluciones|indeterminado/.test(folded)) asked.push('indeterminado');
  if (/(?:unica|una sola) solucion|solucion unica|compatible determinado/.test(folded))
    asked.push('determinado');
  if (/resolv|resolve|halla la solucion|en funcion de|en terminos de/.test(folded)) asked.push('solve');
  return asked;
}

const paramTex = (p: Poly, param: string) => polyTex(p, param);

function reply(steps: string[], data: string, answer: string, closing: string): SolverReply {
  return {
    text: workedReply({ title: 'Sistema con un parámetro', data, steps, answer, closing }),
    certain: true,
  };
}

/** A coefficient as written: a number, a letter, or a number times a letter. */
interface Entry {
  value: number;
  letter?: string;
}

/** «2x + ay = b» as the entries of x, y and the constant; undefined when it is not that simple. */
function readRow(equation: string): [Entry, Entry, Entry] | undefined {
  const [left, right, ...more] = equation.replace(/[−–]/g, '-').replace(/\s+/g, '').split('=');
  if (!left || !right || more.length) return undefined;
  const entry = (sign: string, digits: string | undefined, letter: string | undefined): Entry => ({
    value: (sign === '-' ? -1 : 1) * (digits ? Number(digits.replace(',', '.')) : 1),
    ...(letter ? { letter } : {}),
  });
  const row: (Entry | undefined)[] = [undefined, undefined, undefined];
  for (const term of left.split(/(?=[+-])/)) {
    const m = /^([+-]?)(\d+(?:,\d+)?)?·?([a-wz])?·?([xy])$/.exec(term);
    if (!m?.[4]) return undefined;
    const k = m[4] === 'x' ? 0 : 1;
    if (row[k]) return undefined;
    row[k] = entry(m[1] ?? '', m[2], m[3]);
  }
  const constant = /^([+-]?)(\d+(?:,\d+)?)?·?([a-wz])?$/.exec(right);
  if (!constant || (!constant[2] && !constant[3])) return undefined;
  row[2] = entry(constant[1] ?? '', constant[2], constant[3]);
  const [a, b, c] = row;
  return a && b && c ? [a, b, c] : undefined;
}

/** A value as exams write it: «4», «−2/3», «0,25». */
function fmtValue(x: number): string {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(x * d);
    if (Math.abs(x * d - n) < 1e-9) return d === 1 ? String(n) : `${n}/${d}`;
  }
  return String(Math.round(x * 1e4) / 1e4).replace('.', ',');
}

/**
 * «¿Para qué valores de a y b el sistema { x + 2y = 3 ; 2x + ay = b } tiene infinitas soluciones?»:
 * with one row all numbers and the other with letters, the second must be λ times the first; λ comes
 * from a pair of numbers, each letter is λ times its partner, and every pair of numbers must agree.
 */
function twoLettersIndeterminate(statement: string, folded: string): SolverReply | undefined {
  if (!/infinitas soluciones|indeterminado/.test(folded)) return undefined;
  const braced = /\{([^{}]*=[^{}]*)\}/.exec(statement)?.[1];
  const rows = braced?.split(/;|\n/).map((piece) => readRow(piece.trim()));
  const [first, second] = rows ?? [];
  if (rows?.length !== 2 || !first || !second) return undefined;
  const pairs = first.map((e, k) => ({ top: e, bottom: at(second, k, 'entry') }));
  const letters = pairs.flatMap(({ top, bottom }) => [top.letter, bottom.letter].filter(Boolean));
  if (letters.length !== 2 || new Set(letters).size !== 2) return undefined;
  // Each column holds at most one letter; λ (second = λ · first) comes from a column of numbers.
  if (pairs.some(({ top, bottom }) => top.letter && bottom.letter)) return undefined;
  const numeric = pairs.find(({ top, bottom }) => !top.letter && !bottom.letter && top.value !== 0);
  if (!numeric) return undefined;
  const lambda = numeric.bottom.value / numeric.top.value;
  if (lambda === 0) return undefined;
  if (
    pairs.some(
      ({ top, bottom }) =>
        !top.letter && !bottom.letter && Math.abs(bottom.value - lambda * top.value) > 1e-9,
    )
  )
    return undefined;
  // A letter with its number: «ay» is a·1, «3k» is 3·k.
  const values = pairs.flatMap(({ top, bottom }) =>
    bottom.letter
      ? [{ letter: bottom.letter, value: (lambda * top.value) / bottom.value }]
      : top.letter
        ? [{ letter: top.letter, value: bottom.value / lambda / top.value }]
        : [],
  );
  // The letters the question names («¿Cuánto vale a?»), outside the equations themselves.
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿'))).replace(/\{[^{}]*\}/g, ' ');
  const named = values.filter((v) => new RegExp(`(?<![\\p{L}])${v.letter}(?![\\p{L}])`, 'u').test(question));
  const shown = named.length === 1 ? named : values;
  const answer = `**${shown.map((v) => `${v.letter} = ${fmtValue(v.value)}`).join('; ')}**`;
  const names = ['x', 'y', 'término independiente'];
  return {
    text: workedReply({
      title: 'Sistema con dos letras',
      data: `$\\begin{cases} ${braced
        ?.split(/;|\n/)
        .map((p) => p.trim())
        .join(' \\\\ ')} \\end{cases}$; se pide que tenga infinitas soluciones`,
      steps: [
        'Infinitas soluciones (compatible indeterminado): las dos ecuaciones son la misma recta, así que una es un múltiplo λ de la otra.',
        `De una columna de números: λ = ${fmtValue(numeric.bottom.value)} : ${fmtValue(numeric.top.value)} = ${fmtValue(lambda)}.`,
        ...values.map((v) => {
          const k = pairs.findIndex(
            ({ top, bottom }) => top.letter === v.letter || bottom.letter === v.letter,
          );
          return `En la columna de ${names[k] ?? ''} la segunda tiene que ser λ veces la primera: ${v.letter} = ${fmtValue(v.value)}.`;
        }),
        `Verificación: con esos valores la segunda ecuación es ${fmtValue(lambda)} veces la primera ✓`,
      ],
      answer,
      closing: '¿Qué significa geométricamente que el sistema tenga infinitas soluciones?',
    }),
    certain: true,
  };
}

export function solveLiteralSystem(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  if (!/sistema|ecuaciones/.test(folded)) return undefined;
  // «Calculá a + b», «y calculá x + y», «la suma de los valores»: a number made of the letters, not them.
  if (
    /(?:calcul\w*|cuanto vale|hall\w*)\s+(?:el valor de\s+)?[a-z]\s*[-+·*/]\s*[a-z]\b|\b(?:suma|producto|diferencia|cociente) de\b/.test(
      folded,
    )
  )
    return undefined;
  // «¿Para qué valor de k NO tiene infinitas soluciones?»: the values left out, not the one found («no
  // tiene solución» stays: it is how the exams say incompatible).
  if (
    /\bno\s+(?:sea|es|resulte|tenga|tiene|admita|admite)\s+(?:infinitas|una?\s+unica|unica|solucion unica|compatible|incompatible|determinado|indeterminado)/.test(
      folded,
    )
  )
    return undefined;
  // «Resolvé el sistema … para a ≠ 1 y a ≠ −1»: the solution in terms of the parameter, which this reading
  // (the classification, or the system at one value) does not give.
  if (/≠|\bdistint[oa] de\b|\bdiferente de\b/.test(statement) && /resolv|halla|solucion/.test(folded))
    return undefined;
  // «… infinitas soluciones? ¿Cuánto vale x + y?»: a second question this reading would leave unanswered.
  if ((statement.match(/\?/g) ?? []).length > 1) return undefined;
  const both = twoLettersIndeterminate(statement, folded);
  if (both) return both;
  const param =
    parameterLetter(folded) ??
    /\bpara\s+([b-wz])\s*=/.exec(folded)?.[1] ??
    /\bpara\s+(a)\s*=/.exec(folded)?.[1];
  if (!param) return undefined;
  // «bx + y = 1» with the parameter a: another letter times an unknown would be read as nothing.
  const glued = [...statement.matchAll(/(?<![\p{L}])([a-wz])[xy](?![\p{L}])/gu)].map((m) => m[1]);
  if (glued.some((letter) => letter !== param)) return undefined;
  const condition = conditionOnSolution(statement, folded, param);
  if (condition) return condition;
  return orNone(() => {
    const formulas = linearFormulas(statement, param);
    const equations = formulas.filter((f) => f.sides.length === 2 && f.vars.size > 0);
    const settings = formulas.filter((f) => f.sides.length === 2 && f.vars.size === 0 && f.hasParam);
    if (equations.length !== 2 || !equations.some((f) => f.hasParam)) return undefined;
    if (formulas.some((f) => !equations.includes(f) && !settings.includes(f) && f.sides.length > 1))
      return undefined;
    const asked = askedOf(folded);
    if (asked.length === 0) return undefined;
    // The value "para a = 2" sets, when the question gives one.
    let given: Rational | undefined;
    const [setting] = settings;
    if (setting && settings.length === 1) {
      const [left, right] = setting.sides;
      if (left?.kind !== 'param' || !right || /param/.test(JSON.stringify(right))) return undefined;
      // "k = −2": the right side alone, read as a number.
      given = lineEquation({ ...setting, sides: [{ kind: 'num', value: ZERO }, right] })?.c;
      if (!given) return undefined;
    } else if (settings.length > 1) return undefined;
    const rows = (k: Rational) => equations.map((f) => lineEquation(f, k)) as [LineEquation?, LineEquation?];
    const coefficient = (row: 0 | 1, key: 'a' | 'b' | 'c') => polyInParam((k) => rows(k)[row]?.[key]);
    const [a1, b1, c1, a2, b2, c2] = [
      coefficient(0, 'a'),
      coefficient(0, 'b'),
      coefficient(0, 'c'),
      coefficient(1, 'a'),
      coefficient(1, 'b'),
      coefficient(1, 'c'),
    ];
    if (!a1 || !b1 || !c1 || !a2 || !b2 || !c2) return undefined;
    const det = polyAdd(polyMul(a1, b2), polyMul(a2, b1), -1);
    const shown = equations.map((f) => equationTexIn(f, param));
    const data = `$\\begin{cases} ${shown.join(' \\\\ ')} \\end{cases}$`;
    const steps: string[] = [
      `Determinante de los coeficientes: $\\Delta = a_1 b_2 - a_2 b_1 = ${paramTex(det, param)}$.`,
    ];
    if (given && asked.every((a) => a === 'solve')) {
      const [r1, r2] = rows(given);
      if (!r1 || !r2) return undefined;
      const kind = classify(r1, r2);
      steps.push(
        `Con ${param} = ${ratTex(given)} el sistema es $${equationTex(r1)}$, $${equationTex(r2)}$, y $\\Delta = ${ratTex(evalRat(det, given))}$.`,
      );
      if (kind !== 'determinado') {
        steps.push(`Como $\\Delta = 0$, el sistema es ${KIND_TEXT[kind]}.`);
        return reply(
          steps,
          data,
          `**Con ${param} = ${ratText(given)} el sistema es ${KIND_TEXT[kind]}.**`,
          closing,
        );
      }
      const { x, y } = cramer(r1, r2);
      if (!satisfies(r1, x, y) || !satisfies(r2, x, y)) return undefined;
      steps.push(
        `Por Cramer (o por sustitución): $x = \\frac{c_1 b_2 - c_2 b_1}{\\Delta} = ${ratTex(x)}$, $y = \\frac{a_1 c_2 - a_2 c_1}{\\Delta} = ${ratTex(y)}$.`,
        'Verificación: el par cumple las dos ecuaciones ✓',
      );
      return reply(
        steps,
        `${data}, con ${param} = ${ratText(given)}`,
        `**x = ${ratText(x)}; y = ${ratText(y)}**`,
        closing,
      );
    }
    if (given) return undefined;
    if (det.length === 0) return parallelRows(rows, [a1, b1, c1, a2, b2, c2], param, asked, steps, data);
    const roots = degree(det) === 0 ? [] : rationalRoots(det);
    if (!roots) return undefined;
    const special = roots.map((k) => {
      const [r1, r2] = rows(k);
      return { k, kind: r1 && r2 ? classify(r1, r2) : undefined };
    });
    if (special.some((s) => s.kind === undefined || s.kind === 'determinado')) return undefined;
    // The check: at a value that is not a root the system must have one solution that satisfies both.
    const probe = [7, 11, 13]
      .map((n) => ({ n, d: 1 }) as Rational)
      .find((k) => !roots.some((r) => equal(r, k)));
    if (probe) {
      const [r1, r2] = rows(probe);
      if (!r1 || !r2 || classify(r1, r2) !== 'determinado') return undefined;
      const { x, y } = cramer(r1, r2);
      if (!satisfies(r1, x, y) || !satisfies(r2, x, y)) return undefined;
    }
    const excluded = roots.map((k) => `${param} \\neq ${ratTex(k)}`).join(',\\ ');
    steps.push(
      roots.length
        ? `$\\Delta = 0$ cuando ${joinAnd(roots.map((k) => `$${param} = ${ratTex(k)}$`))}. Si ${roots.length > 1 ? `$${excluded}$` : `$${excluded}$`}, $\\Delta \\neq 0$ y el sistema es compatible determinado.`
        : `$\\Delta$ no se anula para ningún valor de ${param}: el sistema es siempre compatible determinado.`,
    );
    for (const { k, kind } of special) {
      const [r1, r2] = rows(k) as [LineEquation, LineEquation];
      steps.push(
        `Con $${param} = ${ratTex(k)}$: $${equationTex(r1)}$ y $${equationTex(r2)}$; ${kind === 'indeterminado' ? 'las dos ecuaciones son proporcionales (una es múltiplo de la otra)' : 'los coeficientes son proporcionales pero los términos independientes no'}: ${KIND_TEXT[kind as Kind]}.`,
      );
    }
    const general = generalSolution(a1, b1, c1, a2, b2, c2, det, param);
    if (general && (asked.includes('solve') || asked.includes('classify'))) steps.push(general);
    const kindsAsked = asked.filter(
      (a): a is Kind => a === 'incompatible' || a === 'indeterminado' || a === 'determinado',
    );
    let answer: string;
    if (asked.includes('classify') || kindsAsked.length === 0) {
      const parts = special.map(({ k, kind }) => `${param} = ${ratText(k)}: ${KIND_TEXT[kind as Kind]}`);
      parts.push(
        roots.length
          ? `${roots.map((k) => `${param} ≠ ${ratText(k)}`).join(' y ')}: ${KIND_TEXT.determinado}`
          : `para todo ${param}: ${KIND_TEXT.determinado}`,
      );
      answer = `**${parts.join('; ')}.**`;
    } else {
      answer = kindsAsked
        .map((kind) => {
          if (kind === 'determinado')
            return roots.length
              ? `**Tiene solución única para ${roots.map((k) => `${param} ≠ ${ratText(k)}`).join(' y ')}.**`
              : `**Tiene solución única para todo ${param}.**`;
          const values = special.filter((s) => s.kind === kind).map((s) => `${param} = ${ratText(s.k)}`);
          const others = special.filter((s) => s.kind !== kind);
          return values.length
            ? `**Es ${kind === 'incompatible' ? 'incompatible' : 'compatible indeterminado'} para ${values.join(' o ')}.**`
            : `**No hay ningún valor de ${param} que lo haga ${kind === 'incompatible' ? 'incompatible' : 'indeterminado'}**${others.length ? ` (con ${others.map((s) => `${param} = ${ratText(s.k)} es ${KIND_TEXT[s.kind as Kind]}`).join(' y ')}, y con cualquier otro valor tiene solución única)` : ''}.`;
        })
        .join('\n\n');
    }
    return reply(steps, data, answer, closing);
  }, Inexact);
}

const closing = '¿Qué significa geométricamente que el determinante sea cero?';

/**
 * «Determiná a para que la solución del sistema x + y = a ; x − y = 4 esté sobre la recta y = 2x»: the
 * three lines meet in one point. The two without the parameter give it; put in the third, the parameter
 * is the root of a linear (or quadratic) equation. Checked back: with each value the system has one
 * solution, and it lies on the line; a value that makes the system indeterminate is no answer.
 */
function conditionOnSolution(statement: string, folded: string, param: string): SolverReply | undefined {
  if (!/\bsolucion\b/.test(folded) || !/\b(?:para|de (?:modo|manera|forma)|tal) que\b/.test(folded))
    return undefined;
  if (!/\b(?:recta|verifique|cumpla|satisfaga|pertenezca|este|se encuentre|quede|sobre)\b/.test(folded))
    return undefined;
  if (askedOf(folded).some((a) => a !== 'solve')) return undefined;
  return orNone(() => {
    // The equations; the parameter named alone («el valor de k») is no formula.
    const formulas = linearFormulas(statement, param).filter((f) => f.sides.length > 1);
    if (formulas.some((f) => f.sides.length !== 2 || f.vars.size === 0)) return undefined;
    const withParam = formulas.filter((f) => f.hasParam);
    const plain = formulas.filter((f) => !f.hasParam);
    const [own] = withParam;
    const [p1, p2] = plain;
    if (formulas.length !== 3 || !own || withParam.length !== 1 || !p1 || !p2) return undefined;
    const r1 = lineEquation(p1);
    const r2 = lineEquation(p2);
    if (!r1 || !r2 || classify(r1, r2) !== 'determinado') return undefined;
    const { x, y } = cramer(r1, r2);
    const residual = polyInParam((k) => {
      const row = lineEquation(own, k);
      return row && sub(add(mul(row.a, x), mul(row.b, y)), row.c);
    });
    if (!residual || degree(residual) < 1) return undefined;
    const roots = rationalRoots(residual);
    if (!roots?.length) return undefined;
    for (const k of roots) {
      const row = lineEquation(own, k);
      // With either of the others it must make a system of one solution (which of them is the system's
      // and which the line, the reading does not need to know).
      if (!row || [r1, r2].some((r) => classify(row, r) !== 'determinado') || !satisfies(row, x, y))
        return undefined;
    }
    const ownTex = equationTexIn(own, param);
    const values = roots.map((k) => `${param} = ${ratText(k)}`);
    return reply(
      [
        `La solución tiene que cumplir las tres ecuaciones. Las dos sin ${param}, $${equationTexIn(p1, param)}$ y $${equationTexIn(p2, param)}$, dan el punto: $x = ${ratTex(x)}$, $y = ${ratTex(y)}$.`,
        `Reemplazá ese punto en $${ownTex}$: queda $${paramTex(residual, param)} = 0$.`,
        `Despejá: ${joinAnd(values.map((v) => `$${v}$`))}.`,
        `Verificación: con ${values.join(' o ')}, el punto (${ratText(x)}; ${ratText(y)}) cumple las tres ecuaciones ✓`,
      ],
      `$${ownTex}$; $${equationTexIn(p1, param)}$; $${equationTexIn(p2, param)}$`,
      `**${values.join(' o ')}**`,
      '¿Qué significa que las tres rectas pasen por un mismo punto?',
    );
  }, Inexact);
}

/**
 * Δ = 0 whatever the parameter ({ x + 2y = b ; 3x + 6y = 12 }): the two lines are always parallel, so
 * the system is indeterminate for the values that make the equations proportional and incompatible for
 * every other one; never determinate. Checked at those values and at one that is not.
 */
function parallelRows(
  rows: (k: Rational) => [LineEquation?, LineEquation?],
  [a1, b1, c1, a2, b2, c2]: Poly[],
  param: string,
  asked: readonly Asked[],
  steps: string[],
  data: string,
): SolverReply | undefined {
  if (!a1 || !b1 || !c1 || !a2 || !b2 || !c2) return undefined;
  const conditions = [
    polyAdd(polyMul(a1, c2), polyMul(a2, c1), -1),
    polyAdd(polyMul(b1, c2), polyMul(b2, c1), -1),
  ];
  const [condition] = conditions.filter((p) => p.length > 0);
  // Proportional whatever the parameter, or coefficients that vanish: not this reading.
  if (!condition || degree(condition) < 1) return undefined;
  const roots = rationalRoots(condition);
  if (!roots) return undefined;
  const proportional = roots.filter((k) => {
    const [r1, r2] = rows(k);
    return r1 && r2 && classify(r1, r2) === 'indeterminado';
  });
  const probe = [7, 11, 13]
    .map((n) => ({ n, d: 1 }) as Rational)
    .find((k) => !roots.some((r) => equal(r, k)));
  const [p1, p2] = probe ? rows(probe) : [];
  if (!p1 || !p2 || classify(p1, p2) !== 'incompatible') return undefined;
  const values = proportional.map((k) => `${param} = ${ratText(k)}`);
  const others = proportional.map((k) => `${param} ≠ ${ratText(k)}`).join(' y ');
  steps.push(
    `$Delta = 0$ para todo valor de ${param}: los coeficientes de x e y son proporcionales y las rectas son siempre paralelas, así que el sistema nunca tiene solución única.`,
    ...proportional.map((k) => {
      const [r1, r2] = rows(k) as [LineEquation, LineEquation];
      return `Con $${param} = ${ratTex(k)}$: $${equationTex(r1)}$ y $${equationTex(r2)}$ son proporcionales (una es múltiplo de la otra): ${KIND_TEXT.indeterminado}.`;
    }),
    `Con cualquier otro valor los términos independientes no guardan la proporción: ${KIND_TEXT.incompatible}.`,
  );
  const indeterminate = values.length
    ? `**Es compatible indeterminado para ${values.join(' o ')}.**`
    : `**No hay ningún valor de ${param} que lo haga indeterminado.**`;
  const incompatible = values.length
    ? `**Es incompatible para ${others}.**`
    : `**Es incompatible para todo valor de ${param}.**`;
  const determinate = `**No hay ningún valor de ${param} que le dé solución única.**`;
  const answers = asked.flatMap((a) =>
    a === 'indeterminado'
      ? [indeterminate]
      : a === 'incompatible'
        ? [incompatible]
        : a === 'determinado'
          ? [determinate]
          : a === 'classify'
            ? [
                `**${values.length ? `${values.join(' o ')}: ${KIND_TEXT.indeterminado}; ${others}: ` : 'para todo valor: '}${KIND_TEXT.incompatible}.**`,
              ]
            : [],
  );
  if (answers.length === 0 || asked.includes('solve')) return undefined;
  return reply(steps, data, answers.join('\n\n'), closing);
}

/** x and y in terms of the parameter, simplified, for the values where Δ ≠ 0. */
function generalSolution(
  a1: Poly,
  b1: Poly,
  c1: Poly,
  a2: Poly,
  b2: Poly,
  c2: Poly,
  det: Poly,
  param: string,
): string | undefined {
  if (degree(det) < 1) return undefined;
  const nx = polyAdd(polyMul(c1, b2), polyMul(c2, b1), -1);
  const ny = polyAdd(polyMul(a1, c2), polyMul(a2, c1), -1);
  const simplified = (n: Poly) => {
    if (!n.length) return '0';
    const g = polyGcd(n, det);
    let top = polyDivide(n, g).quotient;
    let bottom = polyDivide(det, g).quotient;
    const k = lead(bottom);
    top = polyScale(top, div(ONE, k));
    bottom = polyScale(bottom, div(ONE, k));
    return degree(bottom) === 0
      ? paramTex(top, param)
      : `\\frac{${paramTex(top, param)}}{${paramTex(bottom, param)}}`;
  };
  return `Cuando $\\Delta \\neq 0$, por Cramer: $x = ${simplified(nx)}$, $y = ${simplified(ny)}$.`;
}

/** The equation as written, with the parameter as a letter: (k − 1)x + 2y = 5. */
function equationTexIn(formula: Formula, param: string): string {
  const coefficient = (key: 'a' | 'b' | 'c') => polyInParam((k) => lineEquation(formula, k)?.[key]) ?? [];
  const [a, b, c] = [coefficient('a'), coefficient('b'), coefficient('c')];
  const term = (p: Poly, v: string, first: boolean) => {
    if (!p.length) return '';
    const nonZero = p.filter((q) => !isZero(q)).length;
    if (nonZero > 1) return `${first ? '' : ' + '}(${paramTex(p, param)})${v}`;
    const body = paramTex(p, param);
    const negative = body.startsWith('-');
    const magnitude = negative ? body.slice(1) : body;
    const shown = magnitude === '1' ? '' : magnitude;
    return first ? `${negative ? '-' : ''}${shown}${v}` : ` ${negative ? '-' : '+'} ${shown}${v}`;
  };
  return `${term(a, 'x', true)}${term(b, 'y', a.length === 0)} = ${paramTex(c, param)}`;
}

export const literalSystems = declareSolver({
  name: 'literal_system',
  offer: 'sistemas con parámetro',
  summary:
    'A system of two linear equations in x and y with a parameter (k, m, a…): classifies it by the parameter (one solution, none, infinitely many) with the determinant, finds the value that makes it incompatible or indeterminate (or says there is none), and solves it for a given value of the parameter or in terms of it.',
  examples: [
    'Clasificá según los valores de a el sistema { ax + y = 3 ; 2x + y = 1 }.',
    '¿Para qué valor de k el sistema { kx + 2y = 4 ; 3x + 6y = 12 } tiene infinitas soluciones?',
    '¿Para qué valor de m el sistema { 2x − my = 1 ; 4x + 6y = 2 } es incompatible?',
    'Dado el sistema { x + ay = 1 ; ax + y = 1 }, resolvelo para a = 2.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveLiteralSystem,
});
