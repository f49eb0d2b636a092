/**
 * Points and circles in the plane as the exams ask them: the distance between two points, the midpoint
 * of a segment, and the centre and radius of a circle given by its equation, general
 * (x² + y² − 4x + 6y − 12 = 0, completing squares) or canonical ((x − 2)² + (y + 3)² = 25). Exact;
 * each result is checked back (the midpoint is as far from both ends, the centre and radius give back
 * the equation).
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  type Exact,
  equal,
  fromNumber,
  Inexact,
  isZero,
  mul,
  neg,
  type Rational,
  rat,
  ratTex,
  ratText,
  sign,
  sqrtExact,
  sqrtRational,
  sub,
  value,
  ZERO,
} from './exact.ts';
import { findPoints } from './lines.ts';
import { fmt, prepareMath, readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Point = ReturnType<typeof findPoints>[number];

const pointText = (p: Point) => `(${ratText(p.x)}; ${ratText(p.y)})`;
const pointTex = (p: Point) => `(${ratTex(p.x)};\\ ${ratTex(p.y)})`;
const wrap = (r: Rational) => (r.n < 0 ? `(${ratTex(r)})` : ratTex(r));
const label = (p: Point) => `${p.name ? `${p.name} = ` : ''}${pointText(p)}`;
const shown = (e: Exact) => (/√/.test(e.text) ? `${e.text} ≈ ${fmt(e.value, 2)}` : e.text);

function distance(p: Point, q: Point): SolverReply {
  const [dx, dy] = [sub(q.x, p.x), sub(q.y, p.y)];
  const squared = add(mul(dx, dx), mul(dy, dy));
  const d = sqrtExact(squared);
  const name = p.name && q.name ? `d(${p.name}, ${q.name})` : 'd';
  return {
    text: workedReply({
      title: 'Distancia entre dos puntos',
      data: `${label(p)} y ${label(q)}`,
      steps: [
        `Diferencias de coordenadas: $\\Delta x = ${ratTex(q.x)} - ${wrap(p.x)} = ${ratTex(dx)}$ y $\\Delta y = ${ratTex(q.y)} - ${wrap(p.y)} = ${ratTex(dy)}$.`,
        `Pitágoras: $${name} = \\sqrt{${wrap(dx)}^2 + ${wrap(dy)}^2} = \\sqrt{${ratTex(squared)}}${d.tex.startsWith('\\sqrt') ? '' : ` = ${d.tex}`}$.`,
      ],
      answer: `**${name} = ${shown(d)}**`,
      closing: '¿Por qué la distancia entre dos puntos es la hipotenusa de un triángulo rectángulo?',
    }),
    certain: true,
  };
}

/** «El punto medio de AB es M = (2; −1) y A = (5; 3)»: the other end, B = 2M − A, checked back. */
function otherEnd(m: Point, a: Point): SolverReply | undefined {
  const b: Point = { name: 'B', x: sub(mul(rat(2), m.x), a.x), y: sub(mul(rat(2), m.y), a.y) };
  if (!equal(div(add(a.x, b.x), rat(2)), m.x) || !equal(div(add(a.y, b.y), rat(2)), m.y)) return undefined;
  const other = a.name === 'B' ? 'A' : 'B';
  return {
    text: workedReply({
      title: 'El otro extremo de un segmento, dado su punto medio',
      data: `punto medio ${label(m)}; extremo ${label(a)}`,
      steps: [
        `El punto medio promedia las coordenadas de los extremos: $x_M = \\frac{x_A + x_B}{2}$, así que $x_B = 2x_M - x_A$ (y lo mismo con y).`,
        `$${other} = (2 \\cdot ${wrap(m.x)} - ${wrap(a.x)};\\ 2 \\cdot ${wrap(m.y)} - ${wrap(a.y)}) = ${pointTex(b)}$.`,
        `Verificación: el promedio de ${pointText(a)} y ${pointText(b)} es ${pointText(m)} ✓`,
      ],
      answer: `**${other} = ${pointText(b)}**`,
      closing: '¿Qué distancia hay de cada extremo al punto medio?',
    }),
    certain: true,
  };
}

function midpoint(p: Point, q: Point): SolverReply | undefined {
  const m: Point = { x: div(add(p.x, q.x), rat(2)), y: div(add(p.y, q.y), rat(2)) };
  // The check: M is as far from P as from Q.
  const far = (a: Point) => add(mul(sub(a.x, m.x), sub(a.x, m.x)), mul(sub(a.y, m.y), sub(a.y, m.y)));
  if (!equal(far(p), far(q))) return undefined;
  return {
    text: workedReply({
      title: 'Punto medio de un segmento',
      data: `${label(p)} y ${label(q)}`,
      steps: [
        `Promediá las coordenadas: $M = \\left(\\frac{${ratTex(p.x)} + ${wrap(q.x)}}{2};\\ \\frac{${ratTex(p.y)} + ${wrap(q.y)}}{2}\\right) = ${pointTex(m)}$.`,
        'Verificación: M está a la misma distancia de los dos extremos ✓',
      ],
      answer: `**M = ${pointText(m)}**`,
      closing: '¿Cómo usarías el punto medio para encontrar el otro extremo si conocés uno?',
    }),
    certain: true,
  };
}

/** The squared length of PQ, exactly. */
const squaredLength = (p: Point, q: Point) => {
  const [dx, dy] = [sub(q.x, p.x), sub(q.y, p.y)];
  return add(mul(dx, dx), mul(dy, dy));
};

/**
 * «Los puntos A(0; 0), B(6; 0) y C(6; 8) son los vértices de un triángulo. Hallar la longitud del lado AC /
 * el perímetro / el área»: one side (named by its two vertices), the perimeter or the area (by
 * coordinates, ½|x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂)|) of a triangle given by its three vertices.
 */
function triangleByVertices(
  statement: string,
  folded: string,
  points: readonly Point[],
): SolverReply | undefined {
  const [a, b, c] = points;
  if (!a || !b || !c || points.length !== 3 || !points.every((p) => p.name)) return undefined;
  // «el triángulo ABC» with A, B and C the points given names its vertices too.
  const namedByVertices = /\btri[áa]ngulo\s+([A-Z])([A-Z])([A-Z])\b/
    .exec(statement)
    ?.slice(1)
    .every((name) => points.some((p) => p.name === name));
  if (!/\btriangulo\b/.test(folded) || !(/\bvertices?\b/.test(folded) || namedByVertices)) return undefined;
  // A height, a median, an angle, a classification, a point or a side's slope asked: another reading's.
  if (
    /altura|mediana|bisectriz|\bangulo|clasific|punto medio|baricentro|ecuacion|\brecta(?!ngulo)|distancia del punto|pendiente|inclinacion|mediatriz|paralel|perpendicular/.test(
      folded,
    )
  )
    return undefined;
  const side = [...statement.matchAll(/\b(?:lado|segmento)\s+([A-Z])([A-Z])\b/g)];
  // «Verificar que el triángulo ABC es rectángulo en A»: Pythagoras on the sides at A.
  const rightAt = /\brect[áa]ngulo\s+en\s+(?:el\s+v[ée]rtice\s+)?([A-Z])\b/.exec(statement)?.[1];
  const asks = [
    side.length > 0,
    /\bperimetro\b/.test(folded),
    /\barea\b|\bsuperficie\b/.test(folded),
    rightAt !== undefined,
  ];
  if (asks.filter(Boolean).length !== 1 || side.length > 1) return undefined;
  const byName = (name: string | undefined) => points.find((p) => p.name === name);
  const data = points.map(label).join(', ');
  const sides = [squaredLength(a, b), squaredLength(b, c), squaredLength(c, a)].map((sq) => sqrtExact(sq));
  // Three vertices on one line make no triangle.
  const twice = add(add(mul(a.x, sub(b.y, c.y)), mul(b.x, sub(c.y, a.y))), mul(c.x, sub(a.y, b.y)));
  if (isZero(twice)) return undefined;
  if (asks[0]) {
    const [, first, second] = side[0] ?? [];
    const [p, q] = [byName(first), byName(second)];
    if (!p || !q || p === q) return undefined;
    const reply = distance(p, q);
    return {
      ...reply,
      text: reply.text.replace('## Distancia entre dos puntos', `## Lado ${p.name}${q.name} del triángulo`),
    };
  }
  if (asks[3]) {
    const at = byName(rightAt);
    const [p, q] = points.filter((v) => v !== at);
    if (!at || !p || !q) return undefined;
    const [l1, l2, opposite] = [squaredLength(at, p), squaredLength(at, q), squaredLength(p, q)];
    const right = equal(add(l1, l2), opposite);
    const [n1, n2, n3] = [`${at.name}${p.name}`, `${at.name}${q.name}`, `${p.name}${q.name}`];
    return {
      text: workedReply({
        title: 'Triángulo rectángulo por sus vértices',
        data,
        steps: [
          `Los cuadrados de los lados, con la distancia entre dos puntos: ${n1}² = ${ratText(l1)}, ${n2}² = ${ratText(l2)}, ${n3}² = ${ratText(opposite)}.`,
          `Es rectángulo en ${at.name} si los lados que salen de ${at.name} cumplen Pitágoras con el opuesto: ${ratText(l1)} + ${ratText(l2)} = ${ratText(add(l1, l2))} ${right ? '=' : '≠'} ${ratText(opposite)}.`,
        ],
        answer: right
          ? `**Sí, es rectángulo en ${at.name}**: ${n1}² + ${n2}² = ${ratText(l1)} + ${ratText(l2)} = ${ratText(opposite)} = ${n3}²`
          : `**No es rectángulo en ${at.name}**: ${n1}² + ${n2}² = ${ratText(add(l1, l2))} y ${n3}² = ${ratText(opposite)}`,
        closing: '¿Cómo lo verificarías con las pendientes de los dos lados?',
      }),
      certain: true,
    };
  }
  const names = [`${a.name}${b.name}`, `${b.name}${c.name}`, `${c.name}${a.name}`];
  const lengthsStep = `Los lados, con la distancia entre dos puntos: ${sides.map((e, k) => `${names[k]} = ${shown(e)}`).join(', ')}.`;
  if (asks[1]) {
    const total = sides.reduce((sum, e) => sum + e.value, 0);
    const exact = sides.every((e) => !/√/.test(e.text));
    return {
      text: workedReply({
        title: 'Perímetro de un triángulo por sus vértices',
        data,
        steps: [
          lengthsStep,
          `El perímetro es la suma de los tres lados: $P ${exact ? '=' : '\\approx'} ${fmt(total, 2)}$.`,
        ],
        answer: `**P ${exact ? '=' : '≈'} ${fmt(total, 2)}**`,
        closing: '¿Qué tipo de triángulo es, según sus lados?',
      }),
      certain: true,
    };
  }
  const area = div(sign(twice) < 0 ? neg(twice) : twice, rat(2));
  // The check: Herón's formula with the three sides gives the same area.
  const [l1, l2, l3] = sides.map((e) => e.value) as [number, number, number];
  const s2 = (l1 + l2 + l3) / 2;
  const heron = Math.sqrt(Math.max(0, s2 * (s2 - l1) * (s2 - l2) * (s2 - l3)));
  if (Math.abs(heron - value(area)) > 1e-6 * Math.max(1, heron)) return undefined;
  return {
    text: workedReply({
      title: 'Área de un triángulo por sus vértices',
      data,
      steps: [
        `Con las coordenadas: $A = \\frac{1}{2}\\left|x_A(y_B - y_C) + x_B(y_C - y_A) + x_C(y_A - y_B)\\right| = \\frac{1}{2} \\cdot ${ratTex(sign(twice) < 0 ? neg(twice) : twice)} = ${ratTex(area)}$.`,
        `Verificación con la fórmula de Herón (los lados ${sides.map(shown).join(', ')}): da lo mismo ✓`,
      ],
      answer: `**Área = ${ratText(area)}**${area.d !== 1 ? ` (o sea, ${fmt(value(area), 2)})` : ''}`,
      closing: '¿Cómo calcularías el área si un lado fuera horizontal, con base por altura?',
    }),
    certain: true,
  };
}

interface Conic {
  x2: Rational;
  y2: Rational;
  x: Rational;
  y: Rational;
  c: Rational;
}

/** The terms of one side: «x² + y² − 4x + 6y − 12», «(x − 2)² + (y + 3)²», «25». */
function termsOf(side: string): Conic | undefined {
  const sum: Conic = { x2: ZERO, y2: ZERO, x: ZERO, y: ZERO, c: ZERO };
  // (x ∓ h)² expanded: x² ∓ 2hx + h².
  const expanded = side.replace(
    /([+-]?)\(\s*([xy])\s*([+-])\s*(\d+(?:[.,]\d+)?)\s*\)\s*(?:\^2|²)/g,
    (_m, s: string, v: string, op: string, n: string) => {
      const k = readNumber(n);
      if (k === undefined) throw new Inexact();
      const h = op === '-' ? -k : k;
      return ` ${s || '+'}${v}^2 ${h < 0 ? '-' : '+'}${Math.abs(2 * h)}${v} +${h * h} `;
    },
  );
  const clean = expanded.replace(/\s+/g, '').replace(/²/g, '^2');
  if (!clean || /[^xy\d+\-^.,*]/.test(clean)) return undefined;
  const tokens = clean.match(/[+-]?[^+-]+/g) ?? [];
  for (const token of tokens) {
    const m = /^([+-]?)(\d+(?:[.,]\d+)?)?\*?([xy](?:\^2)?)?$/.exec(token);
    if (!m || (!m[2] && !m[3])) return undefined;
    const typed = m[2] ? readNumber(m[2]) : 1;
    if (typed === undefined) throw new Inexact();
    const k = fromNumber(m[1] === '-' ? -typed : typed);
    const key = m[3] === 'x^2' ? 'x2' : m[3] === 'y^2' ? 'y2' : m[3] === 'x' ? 'x' : m[3] === 'y' ? 'y' : 'c';
    sum[key] = add(sum[key], k);
  }
  return sum;
}

function readCircle(statement: string): Conic | undefined {
  const text = prepareMath(statement).replace(/X/g, 'x').replace(/Y/g, 'y');
  // The equation starts at its first square: «x^2», «2x^2» or «(x − 1)^2».
  const m =
    /((?:[-+]?\s*\d*\s*\(\s*[xy]|[-+]?\s*\d*\s*[xy]\s*(?:\^2|²))[^=:;?¿]*)=\s*(-?\s*\d+(?:[.,]\d+)?|[-+(\dxy][^=:;?¿.]*?)(?=\s*(?:[.;:?]|\s[a-zñ]{2,}|$))/.exec(
      text,
    );
  if (!m) return undefined;
  const [left, right] = [termsOf(m[1] ?? ''), termsOf(m[2] ?? '')];
  if (!left || !right) return undefined;
  return {
    x2: sub(left.x2, right.x2),
    y2: sub(left.y2, right.y2),
    x: sub(left.x, right.x),
    y: sub(left.y, right.y),
    c: sub(left.c, right.c),
  };
}

/** « − 4x», « + 6y», « − 12», or nothing for a zero coefficient. */
const term = (k: Rational, v: string) =>
  isZero(k)
    ? ''
    : ` ${k.n < 0 ? '-' : '+'} ${equal(k, rat(1)) || equal(k, rat(-1)) ? (v ? '' : '1') : ratTex(k.n < 0 ? neg(k) : k)}${v}`;

function circle(conic: Conic): SolverReply | undefined {
  if (isZero(conic.x2) || !equal(conic.x2, conic.y2)) return undefined;
  // Divided by the x² coefficient: x² + y² + Dx + Ey + F = 0.
  const [D, E, F] = [div(conic.x, conic.x2), div(conic.y, conic.x2), div(conic.c, conic.x2)];
  const [h, k] = [div(neg(D), rat(2)), div(neg(E), rat(2))];
  const r2 = sub(add(mul(h, h), mul(k, k)), F);
  const data = `$x^2 + y^2${term(D, 'x')}${term(E, 'y')}${term(F, '')} = 0$`;
  if (sign(r2) <= 0) {
    return {
      text: [
        '## Circunferencia',
        '',
        `**Datos:** ${data}.`,
        '',
        `Completando cuadrados queda $(x - ${wrap(h)})^2 + (y - ${wrap(k)})^2 = ${ratTex(r2)}$: ${sign(r2) === 0 ? 'es un solo punto' : 'ningún punto la cumple'}, no una circunferencia. ¿Revisás la ecuación?`,
      ].join('\n'),
      certain: false,
    };
  }
  const r = sqrtExact(r2);
  // The check: expanding (x − h)² + (y − k)² = r² gives back D, E and F.
  if (
    !equal(mul(rat(-2), h), D) ||
    !equal(mul(rat(-2), k), E) ||
    !equal(sub(add(mul(h, h), mul(k, k)), r2), F)
  )
    return undefined;
  return {
    text: workedReply({
      title: 'Circunferencia',
      data,
      steps: [
        ...(equal(conic.x2, rat(1))
          ? []
          : [`Dividí todo por ${ratTex(conic.x2)}, el coeficiente de $x^2$ y de $y^2$.`]),
        `Completá cuadrados: $x^2${term(D, 'x')} = (x - ${wrap(h)})^2 - ${wrap(h)}^2$ y $y^2${term(E, 'y')} = (y - ${wrap(k)})^2 - ${wrap(k)}^2$.`,
        `Queda $(x - ${wrap(h)})^2 + (y - ${wrap(k)})^2 = ${ratTex(r2)}$: el centro es $(${ratTex(h)};\\ ${ratTex(k)})$ y $r^2 = ${ratTex(r2)}$.`,
        'Verificación: desarrollando la forma canónica volvés a la ecuación dada ✓',
      ],
      answer: `**Centro C = (${ratText(h)}; ${ratText(k)}); radio r = ${shown(r)}**`,
      closing: '¿Qué le pasa a la ecuación si el radio al cuadrado te da negativo?',
    }),
    certain: true,
  };
}

const COORDINATE = String.raw`[-−]?\s?\d+(?:,\d+)?|[a-wz]`;

/**
 * «Hallá k para que la distancia entre A(1; k) y B(4; 5) sea 5»: one coordinate is a letter, so
 * (k − c)² = d² − Δ², with Δ the difference of the other coordinates. Exact roots only; each value found
 * is put back and its distance checked.
 */
function distanceWithLetter(statement: string, folded: string): SolverReply | undefined {
  const given = /distancia[^.?]*?(?:sea|es|mida|valga|igual a)\s+(\d+(?:,\d+)?)(?!\s*[\d,])/.exec(
    folded,
  )?.[1];
  const points = [
    ...statement.matchAll(
      new RegExp(`([A-Z])?\\s*\\(\\s*(${COORDINATE})\\s*;\\s*(${COORDINATE})\\s*\\)`, 'g'),
    ),
  ];
  const [p, q] = points;
  if (!given || points.length !== 2 || !p || !q) return undefined;
  const coordinates = [p[2], p[3], q[2], q[3]].map((c) =>
    (c ?? '').replace(/[−\s]/g, (m) => (m === '−' ? '-' : '')),
  );
  const letterAt = coordinates.findIndex((c) => /^[a-wz]$/.test(c));
  const letter = coordinates[letterAt];
  if (letterAt < 0 || !letter || coordinates.filter((c) => /^[a-wz]$/.test(c)).length !== 1) return undefined;
  // Every number of the statement is a coordinate or the distance.
  const numbers = folded.match(/\d+(?:,\d+)?/g) ?? [];
  if (numbers.length !== 4) return undefined;
  const value = (c: string) => fromNumber(Number(c.replace(',', '.')));
  const axis = letterAt % 2; // 0: the letter is an abscissa, 1: an ordinate
  const partner = coordinates[letterAt < 2 ? letterAt + 2 : letterAt - 2] ?? '';
  const otherA = coordinates[1 - axis] ?? '';
  const otherB = coordinates[3 - axis] ?? '';
  const d = value(given);
  const delta = sub(value(otherB), value(otherA));
  const rest = sub(mul(d, d), mul(delta, delta));
  const c = value(partner);
  const root = sign(rest) >= 0 ? sqrtRational(rest) : undefined;
  if (!root) return undefined;
  const values = isZero(root) ? [c] : [sub(c, root), add(c, root)];
  // The check: each value puts the points at the distance asked.
  for (const k of values) {
    const gap = sub(k, c);
    if (!equal(add(mul(gap, gap), mul(delta, delta)), mul(d, d))) return undefined;
  }
  const names = axis === 0 ? ['y', 'x'] : ['x', 'y'];
  return {
    text: workedReply({
      title: 'Distancia con una coordenada desconocida',
      data: `${p[0].trim()} y ${q[0].trim()}; distancia ${ratText(d)}`,
      steps: [
        `Pitágoras con la distancia pedida: $\\Delta ${names[0]}^2 + \\Delta ${names[1]}^2 = ${ratTex(d)}^2$, con $\\Delta ${names[0]} = ${ratTex(delta)}$.`,
        `Entonces $(${letter} - ${wrap(c)})^2 = ${ratTex(mul(d, d))} - ${wrap(mul(delta, delta))} = ${ratTex(rest)}$, así que $${letter} - ${wrap(c)} = \\pm ${ratTex(root)}$.`,
        `Verificación: con ${values.map((k) => `${letter} = ${ratText(k)}`).join(' y con ')} la distancia da ${ratText(d)} ✓`,
      ],
      answer: `**${values.map((k) => `${letter} = ${ratText(k)}`).join(' o ')}**`,
      closing: '¿Por qué hay dos valores posibles? Pensá en la circunferencia de centro en el otro punto.',
    }),
    certain: true,
  };
}

export function solvePlanePoints(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  if (/\brectas?\b|mediatriz|vector/.test(folded)) return undefined;
  // «L₂ la perpendicular a L₁ por (0; 3) … la distancia de ese punto al origen»: the point asked about is
  // one the statement defines (a crossing), not a point it writes.
  if (/perpendicular|paralel|interse|se cortan|\b(?:ese|dicho|este|aquel) punto\b/.test(folded))
    return undefined;
  // «¿Cuánto vale la suma de los valores de k?»: a number made of the values found, not the values.
  if (/\b(?:suma|producto|diferencia|cociente) de (?:los|las|ambos|ambas|sus)\b/.test(folded))
    return undefined;
  return orNone(() => {
    // «Calcular el radio de la circunferencia de ecuación x² + y² − 6x + 8y − 11 = 0»: one of the two asked.
    if (
      /circunferencia/.test(folded) &&
      /\b(?:centro|radio)\b/.test(folded) &&
      !/\b(?:longitud|area|perimetro|tangente|pertenece|diametro|recta|punto)\b/.test(folded)
    ) {
      const conic = readCircle(statement);
      return conic ? circle(conic) : undefined;
    }
    if (
      /\bdistancia\b/.test(folded) &&
      /valor(?:es)? de [a-wz]\b|\b(?:halla|determina|calcula|encontra)\w*\s+[a-wz]\s/.test(folded)
    ) {
      const withLetter = distanceWithLetter(statement, folded);
      if (withLetter) return withLetter;
    }
    const found = findPoints(statement);
    // «la distancia del punto P(1; 2) al origen»: the origin is the second point, O = (0; 0).
    const origin = /\b(?:al|del|y el|hasta el)\s+origen\b/.test(folded) && found.length === 1;
    const points = origin ? [...found, { name: 'O', x: ZERO, y: ZERO }] : found;
    if (points.length === 3) {
      const triangle = triangleByVertices(statement, folded, points);
      if (triangle) return triangle;
      // «Dados A, B y C, calcular la longitud del segmento AB»: the segment named picks its two ends
      // (the third point is another question's), when its length is all that is asked.
      const segment = [...statement.matchAll(/\bsegmento\s+([A-Z])([A-Z])\b/g)];
      const [named] = segment;
      if (
        !named ||
        segment.length !== 1 ||
        !/longitud|distancia|cuanto mide|\bmide\b/.test(folded) ||
        /\barea\b|perimetro|punto medio|triangulo|angulo/.test(folded)
      )
        return undefined;
      const [p, q] = [named[1], named[2]].map((name) => points.find((v) => v.name === name));
      return p && q && p !== q ? distance(p, q) : undefined;
    }
    const [p, q] = points;
    if (points.length !== 2 || !p || !q) return undefined;
    const asksDistance = /\bdistancia\b|longitud del segmento|cuanto mide el segmento/.test(folded);
    const asksMidpoint = /punto medio/.test(folded);
    if (asksDistance === asksMidpoint) return undefined;
    // The midpoint given («el punto medio … es M = (2; −1)»), an end asked: the other end, never M again.
    const given =
      /punto medio[^.?]*?\b(?:es|=)\s*(?:el punto\s*)?(?:m\s*=?\s*)?\(/.test(folded) ||
      p.name === 'M' ||
      q.name === 'M';
    if (asksMidpoint && given) {
      // The midpoint is the one named M, or the unnamed one beside an end named A or B; two unnamed decline.
      const isEnd = (x: Point) => x.name === 'A' || x.name === 'B';
      const mid = [p, q].find((x) => x.name === 'M') ?? [p, q].find((x) => !x.name);
      const end = mid === p ? q : p;
      if (!mid || !isEnd(end) || (mid.name && mid.name !== 'M')) return undefined;
      if (
        !/coordenadas de [ab]\b|extremo|el punto [ab]\b|hall\w* [ab]\b|\b[ab] = \?|¿cual es [ab]\b/.test(
          folded,
        )
      )
        return undefined;
      return otherEnd(mid, end);
    }
    return asksDistance ? distance(p, q) : midpoint(p, q);
  }, Inexact);
}

export const planePoints = declareSolver({
  name: 'plane_points_and_circles',
  offer: 'distancia, punto medio y circunferencia',
  summary:
    'Distance between two points, midpoint of a segment, centre and radius of a circle from its equation.',
  examples: [
    'Calculá la distancia entre los puntos A = (−1; 2) y B = (5; 10).',
    'Hallá el punto medio del segmento de extremos (2; −3) y (6; 5).',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solvePlanePoints,
});
