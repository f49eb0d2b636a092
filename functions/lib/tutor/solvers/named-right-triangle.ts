/**
 * A right triangle named by its vertices, as the exams write it: «En el triángulo ABC, rectángulo en B,
 * AB = 6 cm y BC = 8 cm. Calcular sen A», «…recto en C, el cateto AC mide 12 cm y el ángulo A mide 30°.
 * Hallar BC». The right angle's vertex says which side is the hypotenuse; two sides, or a side and an
 * acute angle at a named vertex, give the rest. It answers only what is asked (a side named by its two
 * vertices, a ratio or the angle at a vertex, the area, the perimeter) and declines anything else.
 */
import { foldText } from '../text.ts';
import { fmt, parseNumber } from './numbers.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(?:\s*(mm|cm|dm|km|m)\b)?`;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const gcd = (p: number, q: number): number => (q === 0 ? Math.abs(p) : gcd(q, p % q));

interface Triangle {
  /** The right angle's vertex, and the two acute ones. */
  right: string;
  acute: [string, string];
  /** Side lengths by their vertices in alphabetical order («AB»). */
  sides: Map<string, number>;
  /** Acute angles in degrees by their vertex. */
  angles: Map<string, number>;
  unit: string;
}

const sideName = (p: string, q: string) => [p, q].sort().join('');

/** p/q when both are whole, with its decimal; else the decimal. */
function ratio(p: number, q: number): string {
  const whole = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;
  if (whole(p) && whole(q)) {
    const g = gcd(Math.round(p), Math.round(q));
    const [n, d] = [Math.round(p) / g, Math.round(q) / g];
    return d === 1 ? String(n) : `${n}/${d} ≈ ${fmt(p / q, 4)}`;
  }
  return `≈ ${fmt(p / q, 4)}`;
}

const length = (x: number) => (Math.abs(x - Math.round(x)) < 1e-9 ? `= ${fmt(x, 0)}` : `≈ ${fmt(x, 2)}`);

/** The triangle's vertices, the right angle and what the statement gives; undefined when not read whole. */
function readTriangle(text: string): Triangle | undefined {
  const named = /tri[aá]ngulo\s+(?:rect[aá]ngulo\s+)?([A-Z])([A-Z])([A-Z])\b/.exec(text);
  const right = /(?:rect[aá]ngulo|recto)\s+en\s+([A-Z])\b|[áa]ngulo\s+([A-Z])\s+(?:es\s+)?recto\b/.exec(text);
  if (!named || !right) return undefined;
  const vertices = [named[1], named[2], named[3]].filter((v): v is string => v !== undefined);
  const r = right[1] ?? right[2] ?? '';
  if (new Set(vertices).size !== 3 || !vertices.includes(r)) return undefined;
  const acute = vertices.filter((v) => v !== r) as [string, string];
  const sides = new Map<string, number>();
  const units = new Set<string>();
  for (const m of text.matchAll(
    new RegExp(String.raw`\b([A-Z])([A-Z])\s*(?:=|mide|de)\s*${NUM}${UNIT}(?!\s*°)`, 'g'),
  )) {
    const [p, q] = [m[1] ?? '', m[2] ?? ''];
    if (!vertices.includes(p) || !vertices.includes(q) || p === q) return undefined;
    const value = parseNumber(m[3] ?? '');
    if (!(value > 0) || sides.has(sideName(p, q))) return undefined;
    sides.set(sideName(p, q), value);
    if (m[4]) units.add(m[4]);
  }
  const angles = new Map<string, number>();
  for (const m of text.matchAll(
    new RegExp(String.raw`[áa]ngulo\s+([A-Z])\s*(?:=|mide|de)\s*${NUM}\s*°`, 'g'),
  )) {
    const v = m[1] ?? '';
    const value = parseNumber(m[2] ?? '');
    if (!acute.includes(v) || !(value > 0 && value < 90) || angles.has(v)) return undefined;
    angles.set(v, value);
  }
  if (units.size > 1) return undefined;
  return { right: r, acute, sides, angles, unit: [...units][0] ?? '' };
}

/** Every side and acute angle from two sides, or a side and an acute angle; undefined otherwise. */
function complete(t: Triangle): { sides: Map<string, number>; angles: Map<string, number> } | undefined {
  const [p, q] = t.acute;
  const hyp = sideName(p, q);
  const legP = sideName(p, t.right); // adjacent to the angle at p
  const legQ = sideName(q, t.right); // adjacent to the angle at q
  const given = t.sides.size + t.angles.size;
  if (given !== 2 || t.angles.size > 1) return undefined;
  let [h, a, b] = [t.sides.get(hyp), t.sides.get(legP), t.sides.get(legQ)];
  const angleAt = t.angles.get(p) ?? (t.angles.has(q) ? 90 - (t.angles.get(q) ?? 0) : undefined);
  if (angleAt !== undefined) {
    // The angle at p: b (the leg at q) is opposite it, a adjacent, h the hypotenuse.
    const s = Math.sin(rad(angleAt));
    const c = Math.cos(rad(angleAt));
    if (h !== undefined) [a, b] = [h * c, h * s];
    else if (a !== undefined) [h, b] = [a / c, a * Math.tan(rad(angleAt))];
    else if (b !== undefined) [h, a] = [b / s, b / Math.tan(rad(angleAt))];
  } else if (h !== undefined && a !== undefined && a < h) b = Math.sqrt(h * h - a * a);
  else if (h !== undefined && b !== undefined && b < h) a = Math.sqrt(h * h - b * b);
  else if (a !== undefined && b !== undefined) h = Math.hypot(a, b);
  if (h === undefined || a === undefined || b === undefined) return undefined;
  const atP = deg(Math.atan2(b, a));
  // The check: Pythagoras holds.
  if (Math.abs(h * h - a * a - b * b) > 1e-9 * h * h) return undefined;
  return {
    sides: new Map([
      [hyp, h],
      [legP, a],
      [legQ, b],
    ]),
    angles: new Map([
      [p, atP],
      [q, 90 - atP],
    ]),
  };
}

const RATIO: Record<string, 'sen' | 'cos' | 'tg'> = {
  sen: 'sen',
  seno: 'sen',
  cos: 'cos',
  coseno: 'cos',
  tg: 'tg',
  tan: 'tg',
  tangente: 'tg',
};

/** «En el triángulo ABC, rectángulo en B, AB = 6 cm y BC = 8 cm. Calcular sen A.» */
export function solveNamedRightTriangle(message: string): string | undefined {
  const text = message.normalize('NFC').replace(/º/g, '°');
  const t = readTriangle(text);
  if (!t) return undefined;
  const all = complete(t);
  if (!all) return undefined;
  const folded = foldText(text);
  const question = folded
    .split(/(?<=[.?!:])\s+|(?=¿)/)
    .filter((s) => /[¿?]|\b(?:calcul|hall|determin|obten|indic|cual|cuanto)\w*|:\s*$/.test(s))
    .join(' ');
  const original = text
    .split(/(?<=[.?!:])\s+|(?=¿)/)
    .filter((s) =>
      /[¿?]|\b(?:[Cc]alcul|[Hh]all|[Dd]etermin|[Oo]bten|[Ii]ndic|[Cc]u[aá]l|[Cc]u[aá]nto)\w*|:\s*$/.test(s),
    )
    .join(' ');
  if (!question) return undefined;
  // A unit asked apart from the data's («Calcular el área en mm²», «el ángulo B en radianes»): not stated
  // in the data's unit.
  if (
    /\ben (?:mm|cm|dm|m|km|milimetros|centimetros|decimetros|metros|kilometros|radianes|rad)\b/.test(question)
  )
    return undefined;
  // «sen A + cos A», «2 tg A»: ratios combined in a computation, which this reading does not make.
  if (
    /\b(?:sen|seno|cos|coseno|tg|tan|tangente)\w*\s*(?:de\s+)?[A-Z]\b\s*[-+−*·/×^²]|[-+−*·/×]\s*(?:\d+\s*)?(?:sen|seno|cos|coseno|tg|tan|tangente)\b|\d\s*(?:sen|seno|cos|coseno|tg|tan|tangente)\b/.test(
      original,
    )
  )
    return undefined;
  const [p, q] = t.acute;
  const u = t.unit ? ` ${t.unit}` : '';
  const answers: string[] = [];
  let unread = original;
  for (const m of original.matchAll(
    /\b(sen|seno|cos|coseno|tg|tan|tangente)\s*(?:de(?:l [áa]ngulo)?\s+)?([A-Z])\b/g,
  )) {
    const fn = RATIO[m[1] ?? ''];
    const v = m[2] ?? '';
    if (!fn || !t.acute.includes(v)) return undefined;
    const other = v === p ? q : p;
    const opposite = all.sides.get(sideName(other, t.right)) ?? Number.NaN;
    const adjacent = all.sides.get(sideName(v, t.right)) ?? Number.NaN;
    const hyp = all.sides.get(sideName(p, q)) ?? Number.NaN;
    const [num, den] = fn === 'sen' ? [opposite, hyp] : fn === 'cos' ? [adjacent, hyp] : [opposite, adjacent];
    answers.push(`**${fn} ${v} = ${ratio(num, den)}**`);
    unread = unread.replace(m[0], ' ');
  }
  for (const m of original.matchAll(/\b([A-Z])([A-Z])\b/g)) {
    const name = sideName(m[1] ?? '', m[2] ?? '');
    const value = all.sides.get(name);
    if (value === undefined) return undefined;
    if (t.sides.has(name)) return undefined;
    answers.push(`**${m[1]}${m[2]} ${length(value)}${u}**`);
    unread = unread.replace(m[0], ' ');
  }
  for (const m of original.matchAll(/[áa]ngulo\s+([A-Z])\b/g)) {
    const v = m[1] ?? '';
    const value = all.angles.get(v);
    if (value === undefined || t.angles.has(v)) return undefined;
    answers.push(`**Ángulo ${v} ${length(value).replace('= ', '= ').replace(/$/, '°')}**`);
    unread = unread.replace(m[0], ' ');
  }
  const [h, a, b] = [
    all.sides.get(sideName(p, q)) ?? 0,
    all.sides.get(sideName(p, t.right)) ?? 0,
    all.sides.get(sideName(q, t.right)) ?? 0,
  ];
  if (/\barea\b|superficie/.test(question))
    answers.push(`**Área ${length((a * b) / 2)}${t.unit ? ` ${t.unit}²` : ''}**`);
  if (/perimetro/.test(question)) answers.push(`**Perímetro ${length(a + b + h)}${u}**`);
  // «la altura relativa a la hipotenusa»: the area twice, a·b/2 = hipotenusa · h/2, so h = a·b/hipotenusa.
  const HEIGHT_ON_HYPOTENUSE = new RegExp(
    String.raw`altura (?:relativa|correspondiente|trazada) a la hipotenusa|altura (?:sobre|de) la hipotenusa|altura (?:trazada )?desde (?:el vertice )?${t.right.toLowerCase()}\b|altura (?:trazada )?desde el (?:vertice del )?angulo recto`,
  );
  const heightAsked = HEIGHT_ON_HYPOTENUSE.test(question);
  const heightValue = h > 0 ? (a * b) / h : Number.NaN;
  if (heightAsked) {
    if (!(heightValue > 0)) return undefined;
    answers.push(`**Altura sobre la hipotenusa ${length(heightValue)}${u}**`);
  }
  // Anything else asked (another height, a projection, the other triangle's side): not read.
  if (
    answers.length === 0 ||
    /altura|proyecci|mediana|bisectriz|inscri|circunscri/.test(question.replace(HEIGHT_ON_HYPOTENUSE, ' '))
  )
    return undefined;
  if (/[A-Z]{2,}/.test(unread.replace(/\b[A-Z]{3}\b/, ''))) return undefined;
  const given = [
    ...[...t.sides].map(([name, value]) => `${name} = ${fmt(value, 4)}${u}`),
    ...[...t.angles].map(([v, value]) => `ángulo ${v} = ${fmt(value, 4)}°`),
  ].join(', ');
  return [
    '## Triángulo rectángulo con sus vértices',
    '',
    `Datos: triángulo ${t.right === p ? '' : ''}${[p, q, t.right].join('')}, rectángulo en ${t.right}; ${given}.`,
    '',
    `1. El ángulo recto está en ${t.right}: la hipotenusa es el lado opuesto, ${sideName(p, q)}; los catetos son ${sideName(p, t.right)} y ${sideName(q, t.right)}.`,
    `2. ${t.angles.size ? 'Con el ángulo dado y SOH-CAH-TOA' : 'Con Pitágoras'}: ${sideName(p, q)} ${length(h)}${u}, ${sideName(p, t.right)} ${length(a)}${u}, ${sideName(q, t.right)} ${length(b)}${u}; ángulo ${p} ${length(all.angles.get(p) ?? 0)}°, ángulo ${q} ${length(all.angles.get(q) ?? 0)}°.`,
    `3. En cada ángulo agudo, el cateto opuesto es el que no lo toca y el adyacente el que sí: sen = opuesto/hipotenusa, cos = adyacente/hipotenusa, tg = opuesto/adyacente.`,
    ...(heightAsked
      ? [
          `4. El área se calcula con los catetos, ${fmt(a, 4)} · ${fmt(b, 4)} / 2 = ${fmt((a * b) / 2, 4)}, o con la hipotenusa y su altura, ${fmt(h, 4)} · h / 2: igualando, h = ${fmt(a, 4)} · ${fmt(b, 4)} / ${fmt(h, 4)} ${length(heightValue)}${u}.`,
        ]
      : []),
    '',
    ...answers,
    '',
    `Verificación: ${sideName(p, t.right)}² + ${sideName(q, t.right)}² = ${fmt(a * a + b * b, 2)} y ${sideName(p, q)}² = ${fmt(h * h, 2)} ✓`,
    '',
    '¿Qué lado es la hipotenusa, según dónde está el ángulo recto?',
  ].join('\n');
}
