/**
 * The domain of a function given by formula: denominators that cannot vanish, even roots of what must
 * not be negative, logarithms of what must be positive. The conditions are polynomials (or quotients of
 * them) in x; the line is cut at all their real roots and each stretch and each cut tested, so the
 * answer is a union of intervals with the right ends open or closed.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { asksOnlyDomain } from './asked-domain.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  degree,
  type Exact,
  exactRat,
  factorRational,
  Inexact,
  type Poly,
  quadraticRoots,
  type Rational,
  ratText,
  sign,
} from './exact.ts';
import { type Piece, setText } from './inequalities.ts';
import {
  findStatements,
  hasX,
  type Node,
  nodeTex,
  stripGroup,
  toRational,
  toRationalFunction,
} from './math-text.ts';
import { prepareMath } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

class Unsupported extends Error {}

type Condition = { kind: 'nonzero' | 'nonnegative' | 'positive' | 'rootBelow'; node: Node };

function conditionsOf(node: Node, out: Condition[]): void {
  switch (node.kind) {
    case 'div': {
      // 1/√(4 − x²): the root in a denominator needs what is inside strictly positive.
      const below = stripGroup(node.right);
      if (below.kind === 'sqrt' && hasX(below.arg)) {
        out.push({ kind: 'rootBelow', node: below.arg });
        conditionsOf(node.left, out);
        conditionsOf(below.arg, out);
        return;
      }
      if (hasX(node.right)) out.push({ kind: 'nonzero', node: node.right });
      conditionsOf(node.left, out);
      conditionsOf(node.right, out);
      return;
    }
    case 'sqrt':
      if (hasX(node.arg)) out.push({ kind: 'nonnegative', node: node.arg });
      conditionsOf(node.arg, out);
      return;
    case 'log':
      if (hasX(node.arg)) out.push({ kind: 'positive', node: node.arg });
      conditionsOf(node.arg, out);
      return;
    case 'pow': {
      const exponent = stripGroup(node.exponent);
      if (hasX(exponent)) {
        // b^(…) with a positive constant base is defined wherever its exponent is.
        const base = node.base.kind === 'e' ? undefined : toRational(node.base);
        if (hasX(node.base) || (node.base.kind !== 'e' && (!base || sign(base) <= 0)))
          throw new Unsupported();
        conditionsOf(exponent, out);
        return;
      }
      if (exponent.kind === 'neg' && hasX(node.base)) out.push({ kind: 'nonzero', node: node.base });
      else if (exponent.kind !== 'num' || exponent.value.d !== 1) throw new Unsupported();
      conditionsOf(node.base, out);
      return;
    }
    case 'neg':
    case 'group':
    case 'abs':
      conditionsOf(node.arg, out);
      return;
    case 'add':
    case 'mul':
      conditionsOf(node.left, out);
      conditionsOf(node.right, out);
      return;
    case 'trig':
    case 'deg':
      throw new Unsupported();
    default:
      return;
  }
}

function rootsOf(p: Poly): Exact[] {
  if (degree(p) < 1) return [];
  const { linear, rest } = factorRational(p);
  const roots = linear.map((f) => exactRat(f.root));
  if (degree(rest) === 2) roots.push(...quadraticRoots(rest).roots);
  else if (degree(rest) > 2) throw new Unsupported();
  return roots;
}

const evalNode = (node: Node, x: number): number => {
  const f = toRationalFunction(node);
  if (!f) throw new Unsupported();
  const at = (p: Poly) => p.reduceRight((acc, c) => acc * x + c.n / c.d, 0);
  return at(f.num) / at(f.den);
};

function holds(conditions: Condition[], x: number): boolean {
  return conditions.every((c) => {
    const f = toRationalFunction(c.node);
    if (!f) throw new Unsupported();
    const den = f.den.reduceRight((acc, k) => acc * x + k.n / k.d, 0);
    if (Math.abs(den) < 1e-9) return false;
    const v = evalNode(c.node, x);
    if (c.kind === 'nonzero') return Math.abs(v) > 1e-9;
    if (c.kind === 'nonnegative') return v > -1e-9;
    // 'positive' and 'rootBelow' both need it strictly positive.
    return v > 1e-9;
  });
}

const CONDITION_TEXT = {
  nonzero: '\\neq 0',
  nonnegative: '\\ge 0',
  positive: '> 0',
  rootBelow: '> 0',
} as const;
const WHY = {
  nonzero: 'un denominador no puede ser 0',
  nonnegative: 'lo que está dentro de una raíz cuadrada no puede ser negativo',
  positive: 'el argumento de un logaritmo tiene que ser positivo',
  rootBelow: 'una raíz cuadrada en un denominador pide lo de adentro positivo: ni negativo ni 0',
} as const;

/** The formula right after "f(x) =": math characters up to the first word, as a tree and as typed. */
export function definitionOf(statement: string): { node: Node; body: string } | undefined {
  const text = prepareMath(statement);
  const heads = [...text.matchAll(/\b([a-z])\s*\(\s*x\s*\)\s*=/g)];
  const [head] = heads;
  if (!head || heads.length !== 1) return undefined;
  let k = (head.index as number) + head[0].length;
  const from = k;
  while (k < text.length) {
    const c = text.charAt(k);
    if (c === '.' || c === ',') {
      if (!/\d/.test(text[k + 1] ?? '')) break;
    }
    // A function's name is taken whole: «log», «ln», «raiz» and «sqrt» as students type √.
    const name = /^(?:log|ln|raiz|sqrt)/.exec(text.slice(k));
    if (!name && c !== '.' && c !== ',' && !/[\dx+\-*/^()|√\s₀-₉_]/.test(c)) break;
    k += name ? name[0].length : 1;
  }
  let body = text.slice(from, k).trim();
  while (body.endsWith('(') && body.split('(').length > body.split(')').length)
    body = body.slice(0, -1).trim();
  const found = findStatements(body).filter((s) => s.relations.length === 0);
  const node = found[0]?.sides[0];
  return found.length === 1 && node ? { node, body } : undefined;
}

/** (ax + b)/(cx + d) with c ≠ 0 and ad ≠ bc: its coefficients, exactly; undefined for any other formula. */
function homographic(node: Node): { a: Rational; b: Rational; c: Rational; d: Rational } | undefined {
  const f = toRationalFunction(node);
  if (!f || degree(f.den) !== 1 || degree(f.num) > 1) return undefined;
  const zero: Rational = { n: 0, d: 1 };
  const [b = zero, a = zero] = f.num;
  const [d = zero, c = zero] = f.den;
  if (sign(c) === 0 || a.n * b.d * d.n * c.d === b.n * a.d * c.n * d.d) return undefined;
  return { a, b, c, d };
}

const quotient = (p: Rational, q: Rational): Rational => {
  const n = p.n * q.d * Math.sign(q.n);
  const d = p.d * Math.abs(q.n);
  const g = gcdOf(Math.abs(n), d) || 1;
  return { n: n / g, d: d / g };
};
const gcdOf = (x: number, y: number): number => (y === 0 ? x : gcdOf(y, x % y));
const negated = (r: Rational): Rational => ({ n: -r.n, d: r.d });

/**
 * The asymptotes of a homographic function (x = −d/c, y = a/c), of k·b^(…) + q (y = q) and of
 * k·log_b(mx + n) + q (where mx + n = 0), with the reason; undefined for any other formula.
 */
function asymptotesOf(node: Node): { vertical?: string; horizontal?: string; why: string } | undefined {
  const h = homographic(node);
  if (h) {
    return {
      vertical: `x = ${ratText(quotient(negated(h.d), h.c))}`,
      horizontal: `y = ${ratText(quotient(h.a, h.c))}`,
      why: `el denominador se anula en x = ${ratText(quotient(negated(h.d), h.c))} (asíntota vertical) y, para x muy grande, f(x) se acerca al cociente de los coeficientes de x, ${ratText(quotient(h.a, h.c))} (asíntota horizontal)`,
    };
  }
  const shape = shapeOf(node);
  if (!shape) return undefined;
  if (shape.core.kind === 'pow') {
    return {
      horizontal: `y = ${shape.c}`,
      why: `una potencia de base positiva se acerca a 0 sin tocarlo, así que f se acerca a ${shape.c}: asíntota horizontal y = ${shape.c}; no tiene asíntota vertical`,
    };
  }
  if (shape.core.kind !== 'log') return undefined;
  const inner = toRationalFunction(shape.core.arg);
  if (!inner || degree(inner.den) !== 0 || degree(inner.num) !== 1) return undefined;
  const [n = { n: 0, d: 1 }, m = { n: 0, d: 1 }] = inner.num;
  const root = ratText(quotient(negated(n), m));
  return {
    vertical: `x = ${root}`,
    why: `el argumento del logaritmo tiende a 0 cuando x se acerca a ${root}, y el logaritmo crece sin límite en valor absoluto: asíntota vertical x = ${root}; no tiene asíntota horizontal`,
  };
}

/**
 * k·core + c with core a logarithm or a power with x in its exponent: k, c (as text) and the core;
 * undefined for any other formula, or for «2^x − 3» (maybe 2^(x − 3) typed without brackets).
 */
export function shapeOf(node: Node): { k: Rational; c: string; shifted: boolean; core: Node } | undefined {
  let core = stripGroup(node);
  let shift: Rational | undefined;
  // «2^x − 3» might be 2^(x − 3) typed without brackets; «3 + 2^x» has nothing after its exponent.
  let shiftAfter = false;
  let subtracted = false;
  if (core.kind === 'add') {
    const [withX, without] = hasX(core.left) ? [core.left, core.right] : [core.right, core.left];
    const c = toRational(without);
    if (!c || hasX(without)) return undefined;
    shift = core.op === '-' && withX === core.left ? { n: -c.n, d: c.d } : c;
    // «5 − 2^x»: the power subtracted, so its coefficient changes sign.
    subtracted = core.op === '-' && withX === core.right;
    shiftAfter = withX === core.left;
    core = stripGroup(withX);
  }
  // The coefficient: signs and numbers multiplying the log or the power.
  let k: Rational = { n: subtracted ? -1 : 1, d: 1 };
  for (let guard = 0; guard < 4; guard++) {
    if (core.kind === 'neg') {
      k = { n: -k.n, d: k.d };
      core = stripGroup(core.arg);
    } else if (core.kind === 'mul' && !hasX(core.left)) {
      const coefficient = toRational(core.left);
      if (!coefficient) return undefined;
      k = { n: k.n * coefficient.n, d: k.d * coefficient.d };
      core = stripGroup(core.right);
    } else break;
  }
  if (sign(k) === 0) return undefined;
  const c = shift ? ratText(shift) : '0';
  if (core.kind === 'log') return { k, c, shifted: Boolean(shift), core };
  if (core.kind === 'pow' && core.bare && shiftAfter) return undefined;
  if (core.kind === 'pow' && hasX(core.exponent) && !hasX(core.base)) {
    const base = core.base.kind === 'e' ? { n: 1, d: 0 } : toRational(core.base);
    if (!base || (base.d !== 0 && (sign(base) <= 0 || base.n === base.d))) return undefined;
    return { k, c, shifted: Boolean(shift), core };
  }
  return undefined;
}

/**
 * The image of a homographic function (every real but its horizontal asymptote's value), of
 * k·log_b(…) + c (every real) or of k·b^(…) + c (beyond the asymptote y = c, on k's side), with the
 * reason; undefined for any other formula.
 */
function imageOf(node: Node): { text: string; why: string } | undefined {
  const h = homographic(node);
  if (h) {
    const value = ratText(quotient(h.a, h.c));
    return {
      text: `ℝ − {${value}}`,
      why: `una función homográfica toma todos los valores menos el de su asíntota horizontal, y = ${value}`,
    };
  }
  const shape = shapeOf(node);
  if (!shape) return undefined;
  const { k, c, shifted, core } = shape;
  if (core.kind === 'log')
    return {
      text: 'ℝ',
      why: 'un logaritmo toma todos los valores reales, y multiplicarlo o sumarle una constante no cambia eso',
    };
  return sign(k) > 0
    ? {
        text: `(${c}; +∞)`,
        why: `una potencia de base positiva toma todos los valores positivos; ${shifted ? `sumarle ${c} corre la asíntota a y = ${c}` : 'la asíntota es y = 0'}`,
      }
    : {
        text: `(-∞; ${c})`,
        why: `con el coeficiente negativo la potencia toma todos los valores negativos; ${shifted ? `sumarle ${c} corre la asíntota a y = ${c}` : 'la asíntota es y = 0'}`,
      };
}

// «¿Qué valores no puede tomar x?», «los valores excluidos», «para qué valores no está definida»: the
// points left out of a domain, asked without the word.
const EXCLUDED_ASKED =
  /\bvalores?\b[^.?]*\bno (?:puede|pueden) (?:tomar|valer)\b|\bvalores? (?:excluidos|prohibidos|no permitidos)\b|\bno (?:esta|estan) definid[oa]s?\b/;

/**
 * The one equation of a statement that asks its domain («Indique el dominio de la ecuación log x +
 * log(x − 3) = 1») or the values x cannot take: its two sides, whose conditions together make the
 * domain. Undefined when it asks that of no equation or names a function instead.
 */
function equationOf(statement: string, folded: string): { left: Node; right: Node } | undefined {
  if (!/\becuacion\b/.test(folded) || /\b[a-z]\s*\(\s*x\s*\)\s*=/.test(folded)) return undefined;
  // «Resolver … teniendo en cuenta su dominio» asks the solutions: the domain alone is no answer.
  if (!asksOnlyDomain(statement)) return undefined;
  const found = findStatements(prepareMath(statement)).filter(
    (s) => s.relations.length === 1 && s.relations[0] === '=' && s.sides.some(hasX),
  );
  const [left, right] = found[0]?.sides ?? [];
  return found.length === 1 && left && right ? { left, right } : undefined;
}

// «Halle la raíz de f», «¿Dónde corta al eje x?»: the zero asked, with nothing else.
const ROOT_ASKED =
  /\b(?:la raiz|su raiz|las raices|sus raices|el cero|los ceros|sus ceros)\b(?! (?:cuadrada|cubica))|\bcorta al eje (?:x|de las abscisas)\b/;
const BESIDES_ROOT =
  /dominio|asintota|imagen|inversa|ordenada|\beje (?:y|de las ordenadas)\b|\bejes\b|signo|positiv|negativ|crec|decrec|valor|cuant|multiplicidad|\bsuma\b|producto|\bf\s*\(\s*-?\d/;

/**
 * «Sea f(x) = (2x + 1)/(x − 3). Halle la raíz de f»: a homographic function is 0 only where its
 * numerator is (its denominator's zero is out of the domain and never the same x): x = −b/a.
 */
function homographicRoot(statement: string, folded: string): SolverReply | undefined {
  if (!ROOT_ASKED.test(folded) || BESIDES_ROOT.test(folded)) return undefined;
  const definition = definitionOf(statement);
  const h = definition && homographic(definition.node);
  if (!h) return undefined;
  const pole = ratText(quotient(negated(h.d), h.c));
  const none = sign(h.a) === 0;
  const root = none ? undefined : quotient(negated(h.b), h.a);
  return {
    text: workedReply({
      title: 'Raíz de una función homográfica',
      data: `$f(x) = ${nodeTex(definition.node)}$`,
      steps: [
        `Dominio: el denominador se anula en x = ${pole}, así que x ≠ ${pole}.`,
        'Un cociente vale 0 solo cuando su numerador vale 0 (y el denominador no).',
        root
          ? `Numerador = 0: x = ${ratText(root)}, que está en el dominio. Verificación: f(${ratText(root)}) = 0 ✓`
          : 'El numerador es una constante distinta de 0: nunca se anula.',
      ],
      answer: root
        ? `**Raíz: x = ${ratText(root)}** (el gráfico corta al eje x en (${ratText(root)}; 0))`
        : '**f no tiene raíces.**',
      closing: '¿Por qué el valor que anula el denominador no puede ser raíz?',
    }),
    certain: true,
  };
}

export function solveDomain(problem: string): SolverReply | undefined {
  const rootOnly = homographicRoot(withoutOptions(problem), foldText(withoutOptions(problem)));
  if (rootOnly) return rootOnly;
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  const asksImage = /\bimagen\b|recorrido/.test(folded);
  const asksExcluded = EXCLUDED_ASKED.test(folded);
  const asksDomain = /\bdominio\b/.test(folded);
  const asksAsymptotes = /\basintota/.test(folded);
  if (!asksDomain && !asksImage && !asksAsymptotes) return undefined;
  // «¿Cuántos números enteros quedan fuera del dominio…?»: a count made of the set, not the set.
  if (/\bcuant[oa]s\b|\benter[oa]s\b|\bnaturales\b/.test(folded)) return undefined;
  if (/inversa|raices|ceros|vale f|para que x/.test(folded)) return undefined;
  // A domain restricted («para x ≥ 0», «con x > 0») changes the image; a value asked («y el valor de
  // f(4)») is another result.
  if (
    /(?:para|con|si|cuando)\s+(?:todo\s+)?x\s*(?:[<>≤≥]|>=|<=|mayor|menor|positiv|negativ|en\b|perteneciente)|valor de f|\bf\s*\(\s*-?\d/.test(
      folded,
    )
  )
    return undefined;
  // «Las asíntotas de f(x) = … se cortan en el punto:»: the vertical's x and the horizontal's y, asked
  // alone (no domain, image, root or axis besides).
  const crossingAsked =
    asksAsymptotes &&
    !asksDomain &&
    !asksImage &&
    /\basintotas\b[^.?]*\b(?:se cortan|se cruzan|se intersecan)\b|\b(?:se cortan|se cruzan|se intersecan) (?:las|sus) asintotas\b|\b(?:interseccion|punto de corte) de (?:las|sus) asintotas\b/.test(
      folded,
    ) &&
    !/\braiz\b|cortes? con|corta (?:al|a los|el|los) ejes?|ordenada al origen|\bejes?\b/.test(folded);
  // Something made of them: a root or a crossing with an axis.
  if (
    !crossingAsked &&
    /se cortan|se cruzan|se intersecan|interseccion|\braiz\b(?! (?:cuadrada|cubica|cuarta|enesima))|punto de corte|cortes? con|corta (?:al|a los|el|los) ejes?|ordenada al origen/.test(
      folded,
    )
  )
    return undefined;
  return orNone(
    () => {
      const equation = asksImage || asksAsymptotes ? undefined : equationOf(statement, folded);
      // An equation's domain is where both its sides are defined: their conditions, as one expression's.
      const node: Node | undefined = equation
        ? { kind: 'add', op: '-', left: equation.left, right: equation.right }
        : definitionOf(statement)?.node;
      if (!node || !hasX(node)) return undefined;
      const image = asksImage ? imageOf(node) : undefined;
      if (asksImage && !image) return undefined;
      const asymptotes = asksAsymptotes ? asymptotesOf(node) : undefined;
      if (asksAsymptotes && !asymptotes) return undefined;
      // «la asíntota vertical»: only that one, which the function must have.
      const onlyVertical = /asintota vertical/.test(folded) && !/horizontal/.test(folded);
      const onlyHorizontal = /asintota horizontal/.test(folded) && !/vertical/.test(folded);
      if ((onlyVertical && !asymptotes?.vertical) || (onlyHorizontal && !asymptotes?.horizontal))
        return undefined;
      const conditions: Condition[] = [];
      conditionsOf(node, conditions);
      const cuts: Exact[] = [];
      for (const c of conditions) {
        const f = toRationalFunction(c.node);
        if (!f) return undefined;
        cuts.push(...rootsOf(f.num), ...rootsOf(f.den));
      }
      const points = cuts
        .sort((a, b) => a.value - b.value)
        .filter((p, k, all) => {
          const previous = all[k - 1];
          return !previous || Math.abs(p.value - previous.value) > 1e-12;
        });
      // Stretches and cuts, left to right, joined while the conditions hold.
      const set: Piece[] = [];
      let open: Piece | undefined;
      const close = (hi: Exact | undefined, hiClosed: boolean) => {
        if (!open) return;
        set.push({ ...open, ...(hi ? { hi } : {}), hiClosed });
        open = undefined;
      };
      for (let k = 0; k <= points.length; k++) {
        const lo = points[k - 1];
        const hi = points[k];
        const sample = lo && hi ? (lo.value + hi.value) / 2 : lo ? lo.value + 1 : hi ? hi.value - 1 : 0;
        if (holds(conditions, sample)) open ??= { ...(lo ? { lo } : {}), loClosed: false, hiClosed: false };
        else close(lo, lo ? holds(conditions, lo.value) : false);
        if (hi) {
          const inside = holds(conditions, hi.value);
          if (open && !inside) close(hi, false);
          else if (!open && inside) open = { lo: hi, loClosed: true, hiClosed: false };
        }
      }
      if (open) set.push(open);
      // A lone point of the domain (√(−x²)) is rare in the course: not this solver's reading.
      if (set.some((p) => p.lo && p.hi && p.lo.value === p.hi.value)) return undefined;
      const steps = conditions.map(
        (c) => `Como ${WHY[c.kind]}: $${nodeTex(stripGroup(c.node))} ${CONDITION_TEXT[c.kind]}$.`,
      );
      if (conditions.length === 0)
        steps.push('No hay denominadores con x, raíces pares ni logaritmos: no hay restricciones.');
      else
        steps.push(
          `Marcá en la recta los valores donde cada expresión vale 0 o no existe${points.length ? ` (${points.map((p) => `$${p.tex}$`).join(', ')})` : ''} y probá un valor en cada tramo; los extremos entran solo si cumplen todas las condiciones.`,
        );
      if (image) steps.push(`Imagen: ${image.why}.`);
      if (asymptotes) steps.push(`Asíntotas: ${asymptotes.why}.`);
      const crossing =
        crossingAsked && asymptotes?.vertical && asymptotes.horizontal
          ? {
              x: /^x = (-?[\d/]+)$/.exec(asymptotes.vertical)?.[1],
              y: /^y = (-?[\d/]+)$/.exec(asymptotes.horizontal)?.[1],
            }
          : undefined;
      if (crossingAsked && (!crossing?.x || !crossing.y)) return undefined;
      if (crossing)
        steps.push(
          `La asíntota vertical es la recta ${asymptotes?.vertical} y la horizontal, ${asymptotes?.horizontal}: se cortan en el punto de esa x y esa y.`,
        );
      const asymptoteLines = crossing
        ? [`**Las asíntotas se cortan en (${crossing.x}; ${crossing.y})**`]
        : asymptotes
          ? [
              !onlyHorizontal && asymptotes.vertical ? `**Asíntota vertical: ${asymptotes.vertical}**` : '',
              !onlyVertical && asymptotes.horizontal
                ? `**Asíntota horizontal: ${asymptotes.horizontal}**`
                : '',
            ]
          : [];
      return {
        text: workedReply({
          title: asymptotes
            ? 'Asíntotas de una función'
            : image
              ? asksDomain
                ? 'Dominio e imagen de una función'
                : 'Imagen de una función'
              : equation
                ? 'Dominio de una ecuación'
                : 'Dominio de una función',
          data: equation
            ? `$${nodeTex(equation.left)} = ${nodeTex(equation.right)}$`
            : `$f(x) = ${nodeTex(node)}$`,
          steps,
          answer: [
            asksDomain
              ? equation
                ? equationDomain(set, asksExcluded)
                : `**Dom f = ${setText(set)}**${allBut(set) ? ` (o sea, ℝ − {${allBut(set)}})` : ''}`
              : '',
            image ? `**Im f = ${image.text}**` : '',
            ...asymptoteLines,
          ]
            .filter(Boolean)
            .join('\n\n'),
          closing: '¿Qué cambia en el dominio si la raíz es cúbica en vez de cuadrada?',
        }),
        certain: true,
      };
    },
    Inexact,
    Unsupported,
  );
}

/**
 * An equation's domain as the result: the values x cannot take when it is every real but some points
 * and those are asked, else the set.
 */
function equationDomain(set: Piece[], asksExcluded: boolean): string {
  const points = allBut(set);
  if (asksExcluded && points)
    return `**Valores que x no puede tomar: ${points
      .split('; ')
      .map((point) => `x ≠ ${point}`)
      .join(' y ')}** (el dominio es ℝ − {${points}})`;
  return `**Dominio de la ecuación: ${setText(set)}**${points ? ` (o sea, ℝ − {${points}})` : ''}`;
}

/** "−2; 2" when the set is every real number but those points. */
function allBut(set: Piece[]): string | undefined {
  if (set.length < 2 || set[0]?.lo || set.at(-1)?.hi) return undefined;
  const points: string[] = [];
  for (let k = 0; k + 1 < set.length; k++) {
    const [left, right] = [at(set, k, 'piece'), at(set, k + 1, 'piece')];
    if (!left.hi || !right.lo || left.hi.value !== right.lo.value || left.hiClosed || right.loClosed)
      return undefined;
    points.push(left.hi.text);
  }
  return points.join('; ');
}

export const functionDomain = declareSolver({
  name: 'function_domain',
  offer: 'dominio, imagen y asíntotas de funciones',
  summary:
    'The domain of a real function given by its formula f(x) = …, with denominators, square roots and logarithms of polynomials or quotients of them: the conditions, and the domain as a union of intervals; the image and the asymptotes of a homographic (ax + b)/(cx + d), an exponential k·b^(…) + q or a logarithmic function.',
  examples: [
    'Hallá el dominio de f(x) = √(6 − 2x) / (x + 1).',
    'Hallá el dominio de f(x) = log(x² − 5x + 6).',
    'Dominio de f(x) = 1/(x² − 4)',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveDomain,
});
