/**
 * Angles of elevation and depression as the exams tell them: a tower, a building, a lighthouse or a plane,
 * one angle with a height or a horizontal distance (tg α = height / distance), or two angles seen from two
 * points on the same line a known walk apart. The answer in the statement's unit, checked by recomputing
 * the angles from the result.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, fmtResult, readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const NUM = String.raw`\d+(?:[.,]\d+)?`;
const UNIT = String.raw`(km|cm|m)\b`;

interface Length {
  value: number;
  unit: string;
  index: number;
  raw: string;
}

type Role = 'height' | 'distance' | 'walk' | 'eye';

function readValue(raw: string): number {
  const value = readNumber(raw);
  if (value === undefined) throw new Unreadable();
  return value;
}

class Unreadable extends Error {}

/** What a length is, from the words around it. */
function roleOf(folded: string, length: Length): Role | undefined {
  const before = folded.slice(Math.max(0, length.index - 60), length.index);
  const after = folded.slice(length.index + length.raw.length, length.index + length.raw.length + 40);
  if (
    /\b(?:ojos|estatura|vista)\b[^.]*$/.test(before) ||
    /^\s*(?:de\s+)?(?:estatura|de altura de sus ojos)/.test(after)
  )
    return 'eye';
  if (
    // «camina», «caminó», «acercándose», «avanzando»: the verb in any of its forms.
    // «nos acercamos 20 m», «me alejo 15 m»: the walk said in the first person too.
    /(?:camin|avanz|acerc(?!ad)|alej(?!ad)|retroced|recorr|se desplaz|desplazand|anda|se muev|moviend)\w*\s*(?:unos\s+)?$/.test(
      before,
    )
  )
    return 'walk';
  if (/^\s*(?:de\s+)?(?:altura|alto)\b/.test(after) || /(?:altura|alto)\s+(?:de\s+)?$/.test(before))
    return 'height';
  // «La altura del faro es 45 m», «Datos: altura del faro sobre el nivel del mar = 4500 cm».
  if (
    /\b(?:altura|alto)\b(?: (?:del?|la|el|sobre|nivel|mar|[a-z]+o|[a-z]+a)){1,7}\s*(?:es(?: de)?|=|:|mide|vale)\s*$/.test(
      before,
    )
  )
    return 'height';
  if (
    /\b(?:torre|edificio|faro|acantilado|poste|arbol|mastil|antena|monumento|campanario|chimenea)\s+(?:vertical\s+)?(?:de\s+)?$/.test(
      before,
    )
  )
    return 'height';
  if (
    /^\s*(?:de\s+(?:la|su)\s+(?:base|pie)|del\s+pie|de\s+distancia|de\s+la\s+(?:torre|casa|orilla|costa|base)|del\s+(?:edificio|faro|arbol|poste))/.test(
      after,
    )
  )
    return 'distance';
  if (/distancia\s+(?:horizontal\s+)?(?:de\s+)?$/.test(before)) return 'distance';
  // A shadow on level ground is the horizontal leg.
  if (/\bsombra\s+(?:de\s+)?$/.test(before)) return 'distance';
  return undefined;
}

type Asked = 'height' | 'distance' | 'initial' | 'final' | 'sight';

const TO_THE_TOP =
  /\bdistancia\b[^?]*\b(?:entre|desde)\b[^?]*\b(?:y|hasta)\s+(?:la|el)\s+(?:copa|cima|punta|cuspide|extremo superior|parte (?:mas )?alta)\b/;

function askedOf(question: string): Asked[] {
  const asked: Asked[] = [];
  // «desde lo alto del faro» is where the line starts, not a height asked.
  if (/\baltura\b|(?<!\blo )\balto\b|cuanto mide (?:la|el)/.test(question)) asked.push('height');
  // «¿Qué distancia hay entre ese punto y la copa?»: from the observer to the top, the line of sight.
  if (/linea recta|visual|linea de vista/.test(question) || TO_THE_TOP.test(question)) asked.push('sight');
  else if (/al principio|inicialmente|primera posicion|en un comienzo|originalmente/.test(question))
    asked.push('initial');
  // «¿A qué distancia quedó?», «al final»: from the second point.
  else if (
    /\b(?:quedo|queda|quedara|al final|finalmente|segunda posicion)\b/.test(question) &&
    /distancia|lejos/.test(question)
  )
    asked.push('final');
  else if (/distancia|a que distancia|que tan lejos|cuan lejos/.test(question)) asked.push('distance');
  return asked;
}

/** The sentence that asks: the last with a question mark, an order or an open end ("… es:"). */
function questionOf(folded: string): string {
  const sentences = folded.split(/(?<=[.?!])\s+|(?=¿)/).filter((s) => s.trim());
  const asking = sentences.filter((s) =>
    /[?¿]|\b(?:calcula|halla|determina|encontra|obtene)|\bes:?\s*$|:\s*$/.test(s),
  );
  return asking.at(-1) ?? sentences.at(-1) ?? folded;
}

// «4500 cm» of a lighthouse: a length of a hundred centimetres or more is said in metres too.
const m = (value: number, unit: string) =>
  `${fmtResult(value)} ${unit}${unit === 'cm' && value >= 100 ? ` = ${fmtResult(value / 100)} m` : ''}`;

/**
 * «Un poste de 8 m proyecta una sombra de 5 m: ¿cuál es el ángulo de elevación del sol?»: the angle from
 * the two legs, tg α = altura / distancia, when those are the statement's only lengths.
 */
function angleAsked(folded: string, lengths: readonly Length[]): SolverReply | undefined {
  if (!/\bangulo\b/.test(questionOf(folded)) || lengths.length !== 2) return undefined;
  const roles = lengths.map((l) => roleOf(folded, l));
  const height = lengths[roles.indexOf('height')];
  const distance = lengths[roles.indexOf('distance')];
  if (!height || !distance || height.unit !== distance.unit || !(height.value > 0 && distance.value > 0))
    return undefined;
  const alpha = (Math.atan(height.value / distance.value) * 180) / Math.PI;
  // The check: the tangent of the angle found gives back the ratio of the legs.
  if (Math.abs(Math.tan(rad(alpha)) - height.value / distance.value) > 1e-9) return undefined;
  const depression = /depresion/.test(folded);
  return {
    text: workedReply({
      title: `Ángulo de ${depression ? 'depresión' : 'elevación'}`,
      data: `altura ${m(height.value, height.unit)}; distancia horizontal ${m(distance.value, distance.unit)}`,
      steps: [
        'La altura y la distancia horizontal son los catetos de un triángulo rectángulo: la altura es el opuesto al ángulo y la distancia, el adyacente.',
        `$\\operatorname{tg} \\alpha = \\frac{${fmt(height.value, 4)}}{${fmt(distance.value, 4)}} = ${fmt(height.value / distance.value, 4)}$, así que $\\alpha = \\operatorname{arctg} ${fmt(height.value / distance.value, 4)}$.`,
      ],
      answer: `**α ≈ ${fmt(alpha, 2)}°**`,
      closing: '¿Qué cateto es la altura y cuál la distancia horizontal en tu dibujo?',
    }),
    certain: true,
  };
}

/**
 * «los rayos del sol forman con el suelo un ángulo de 53°»: the sun's angle of elevation told without the
 * word. Only with the ground or the horizontal: an angle with the vertical is its complement.
 */
const SUN_ANGLE =
  /rayos (?:del sol|solares)[^.]*\bcon (?:el|la) (?:suelo|piso|horizontal|terreno)\b[^.]*\bangulo de\b|rayos (?:del sol|solares)[^.]*\bangulo de \d[\d.,]*\s*°\s*con (?:el|la) (?:suelo|piso|horizontal|terreno)\b/;

/**
 * «Desde un globo a 500 m de altura se ven dos puntos del suelo, del mismo lado, con ángulos de depresión
 * de 60° y 30°»: each point is at h / tg α from the foot; the distance between them is the difference of
 * those (same side) or their sum (opposite sides), which the statement must say. The distance asked:
 * between the points, or to one of them named by its letter «(A)», or the nearer or farther one.
 */
function twoPointsBelow(
  statement: string,
  folded: string,
  question: string,
  height: Length,
  [first, second]: [number, number],
  depression: boolean,
): SolverReply | undefined {
  if (first === second || !/\bdos\b|\bambos\b|\b[a-z] y [a-z]\b/.test(folded)) return undefined;
  const same = /\bmismo lado\b/.test(folded);
  const opposite =
    /lados opuestos|a (?:cada|ambos) lados?|(?:de|a) uno y otro lado|en sentidos opuestos/.test(folded);
  if (same === opposite) return undefined;
  const h = height.value;
  const unit = height.unit;
  const at = (angle: number) => h / Math.tan(rad(angle));
  const [d1, d2] = [at(first), at(second)];
  const between = same ? Math.abs(d1 - d2) : d1 + d2;
  // Points named by a letter: «60° (A)», «el punto A con un ángulo de 60°».
  const letters = new Map<string, number>();
  for (const m of statement.matchAll(/(\d+(?:[.,]\d+)?)\s*°\s*\(\s*([A-Z])\s*\)/g))
    letters.set(m[2] ?? '', readValue(m[1] ?? ''));
  for (const m of statement.matchAll(/\bpunto\s+([A-Z])\b[^.;]*?(\d+(?:[.,]\d+)?)\s*°/g))
    if (!letters.has(m[1] ?? '')) letters.set(m[1] ?? '', readValue(m[2] ?? ''));
  const answers: string[] = [];
  const steps = [
    ...(depression
      ? [
          'Cada ángulo de depresión es igual al de elevación desde el punto del suelo (alternos internos): cada punto forma con la altura un triángulo rectángulo.',
        ]
      : []),
    `Distancia horizontal desde el pie hasta cada punto: $d = \\frac{h}{\\operatorname{tg} α}$: con ${fmt(first, 4)}°, $\\frac{${fmt(h, 4)}}{\\operatorname{tg} ${fmt(first, 4)}°} ≈ ${fmt(d1, 2)}$ ${unit}; con ${fmt(second, 4)}°, $\\frac{${fmt(h, 4)}}{\\operatorname{tg} ${fmt(second, 4)}°} ≈ ${fmt(d2, 2)}$ ${unit}.`,
  ];
  const pointAsked = /\b(?:al|el|del|hasta el)\s+punto\s+([a-z])\b/.exec(question)?.[1]?.toUpperCase();
  const asksBetween = /\bentre\b|\bsepara|de un punto al otro|de uno al otro/.test(question);
  if (asksBetween && !pointAsked) {
    steps.push(
      same
        ? `Del mismo lado, la distancia entre los puntos es la diferencia: ${fmt(Math.max(d1, d2), 2)} − ${fmt(Math.min(d1, d2), 2)} ≈ ${fmt(between, 2)} ${unit}.`
        : `A lados opuestos, la distancia entre los puntos es la suma: ${fmt(d1, 2)} + ${fmt(d2, 2)} ≈ ${fmt(between, 2)} ${unit}.`,
    );
    answers.push(`**Distancia entre los puntos ≈ ${m(between, unit)}**`);
  } else if (!asksBetween) {
    const nearer = /\bmas (?:cercan[oa]|proxim[oa])\b/.test(question);
    const farther = /\bmas (?:lejan[oa]|alejad[oa])\b/.test(question);
    const angle =
      pointAsked !== undefined
        ? letters.get(pointAsked)
        : nearer !== farther
          ? nearer
            ? Math.max(first, second)
            : Math.min(first, second)
          : undefined;
    if (angle === undefined || (angle !== first && angle !== second)) return undefined;
    const d = at(angle);
    answers.push(`**Distancia horizontal al punto${pointAsked ? ` ${pointAsked}` : ''} ≈ ${m(d, unit)}**`);
  }
  if (answers.length === 0) return undefined;
  // The check: the angles computed back from the height and each distance.
  for (const [angle, d] of [
    [first, d1],
    [second, d2],
  ] as const)
    if (Math.abs((Math.atan(h / d) * 180) / Math.PI - angle) > 1e-9) return undefined;
  return {
    text: workedReply({
      title: `Ángulo de ${depression ? 'depresión' : 'elevación'}: dos puntos desde una altura`,
      data: `altura ${m(h, unit)}; ángulos ${fmt(first, 4)}° y ${fmt(second, 4)}°; ${same ? 'del mismo lado' : 'a lados opuestos'}`,
      steps,
      answer: answers.join('\n\n'),
      closing: '¿Qué punto está más cerca del pie: el de ángulo mayor o el de ángulo menor?',
    }),
    certain: true,
  };
}

/**
 * «Dos observadores, A y B, a 500 m uno del otro, ven un globo C que está entre ambos con ángulos de
 * elevación de 62° desde A y de 48° desde B»: the triangle ABC has the side AB and the two angles on it,
 * so Ĉ = 180° − Â − B̂ and, by the law of sines, AC = AB · sen B̂ / sen Ĉ and BC = AB · sen Â / sen Ĉ; the
 * height is AC · sen Â (and BC · sen B̂, the check). What is asked: AC, BC, the height.
 */
function observersOnBothSides(statement: string, folded: string): SolverReply | undefined {
  if (!/\bentre (?:ambos|los dos|ellos|a y b)\b/.test(folded)) return undefined;
  // «62° desde A», «desde A con 62°», «Â = 62°»: each angle by the observer it is seen from.
  const byLetter = new Map<string, number>();
  const take = (letter: string | undefined, raw: string | undefined) => {
    const value = readValue(raw ?? '');
    const known = byLetter.get(letter ?? '');
    if (!letter || (known !== undefined && known !== value)) throw new Unreadable();
    byLetter.set(letter, value);
  };
  for (const a of statement.matchAll(/(\d+(?:[.,]\d+)?)\s*°\s*[Dd]esde\s+([A-Z])\b/g)) take(a[2], a[1]);
  // «desde P se ve el avión con 40°», «desde Q, con 70°»: the first angle after the observer, in its clause.
  if (byLetter.size === 0)
    for (const a of statement.matchAll(/\b[Dd]esde\s+([A-Z])\b((?:(?!desde)[^°.;])*?)(\d+(?:[.,]\d+)?)\s*°/g))
      take(a[1], a[3]);
  // «Â = 62°», «B̂ = 48°»: the hat apart from its letter (NFD), whichever way it was typed.
  for (const a of statement.normalize('NFD').matchAll(/\b([A-Z])\s*\u0302\s*=\s*(\d+(?:[.,]\d+)?)\s*°/g))
    take(a[1], a[2]);
  if (byLetter.size !== 2) return undefined;
  const [[p, alpha], [q, beta]] = [...byLetter] as [[string, number], [string, number]];
  // The side between the observers: every length of the statement the same one.
  const lengths = [...statement.matchAll(/(\d+(?:[.,]\d+)?)\s*(km|cm|m)\b/g)];
  const side = lengths[0];
  if (!side || lengths.some((l) => l[1] !== side[1] || l[2] !== side[2])) return undefined;
  const ab = readValue(side[1] ?? '');
  const unit = side[2] ?? 'm';
  // Every number is one of those three (the page's own number aside).
  const numbers = [...statement.replace(/^\s*\d+\s*[).]/, ' ').matchAll(/\d+(?:[.,]\d+)?/g)].map((n) =>
    readValue(n[0]),
  );
  if (numbers.some((n) => n !== ab && n !== alpha && n !== beta)) return undefined;
  const gamma = 180 - alpha - beta;
  if (!(alpha > 0 && beta > 0 && alpha < 90 && beta < 90 && gamma > 0)) return undefined;
  // The object's letter: the one other letter named beside the two observers («un globo C»).
  const other = [...new Set([...statement.matchAll(/\b([A-Z])\b/g)].map((l) => l[1] ?? ''))].filter(
    (l) => l !== p && l !== q && /[A-Z]/.test(l),
  );
  const c = other.length === 1 ? (other[0] ?? 'C') : undefined;
  const pc = (ab * Math.sin(rad(beta))) / Math.sin(rad(gamma));
  const qc = (ab * Math.sin(rad(alpha))) / Math.sin(rad(gamma));
  const height = pc * Math.sin(rad(alpha));
  // The check: the height from each observer is the same, and so is the side (the feet of the height).
  if (
    Math.abs(height - qc * Math.sin(rad(beta))) > 1e-9 * ab ||
    Math.abs(pc * Math.cos(rad(alpha)) + qc * Math.cos(rad(beta)) - ab) > 1e-9 * ab
  )
    return undefined;
  const question = questionOf(folded);
  const answers: string[] = [];
  const segment = c
    ? new RegExp(`\\b(?:${p}${c}|${c}${p}|${q}${c}|${c}${q})\\b`, 'i').exec(question)?.[0]?.toUpperCase()
    : undefined;
  if (segment) answers.push(`**${segment} ≈ ${m(segment.includes(p) ? pc : qc, unit)}**`);
  else if (/\baltura\b|\balto\b/.test(question)) answers.push(`**h ≈ ${m(height, unit)}**`);
  if (answers.length !== 1 || /\bentre\b.*\by\b.*\by\b/.test(question)) return undefined;
  const C = c ?? 'C';
  return {
    text: workedReply({
      title: 'Dos observadores a ambos lados: teorema del seno',
      data: `${p}${q} = ${m(ab, unit)}; ángulo en ${p} = ${fmt(alpha, 4)}°; ángulo en ${q} = ${fmt(beta, 4)}°`,
      steps: [
        `El objeto ${C} está entre los dos: el triángulo ${p}${q}${C} tiene el lado ${p}${q} y los dos ángulos sobre él. El tercero: $\\hat{${C}} = 180° − ${fmt(alpha, 4)}° − ${fmt(beta, 4)}° = ${fmt(gamma, 4)}°$.`,
        `Teorema del seno: $\\frac{${p}${C}}{\\operatorname{sen} ${fmt(beta, 4)}°} = \\frac{${q}${C}}{\\operatorname{sen} ${fmt(alpha, 4)}°} = \\frac{${p}${q}}{\\operatorname{sen} ${fmt(gamma, 4)}°}$, así que $${p}${C} ≈ ${fmt(pc, 2)}$ ${unit} y $${q}${C} ≈ ${fmt(qc, 2)}$ ${unit}.`,
        `La altura es el cateto opuesto a ${p} en el triángulo rectángulo con la visual ${p}${C}: $h = ${p}${C} \\cdot \\operatorname{sen} ${fmt(alpha, 4)}° ≈ ${fmt(height, 2)}$ ${unit}.`,
        `Verificación: desde ${q}, $${q}${C} \\cdot \\operatorname{sen} ${fmt(beta, 4)}°$ da la misma altura, y las dos distancias horizontales suman ${p}${q} ✓`,
      ],
      answer: answers.join('\n\n'),
      closing: '¿Por qué conviene buscar primero el ángulo del objeto antes de usar el teorema del seno?',
    }),
    certain: true,
  };
}

export function solveElevation(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  const sun = SUN_ANGLE.test(folded);
  // «con 40° de elevación» from each of two observers, the object between them.
  if (/elevacion/.test(folded) && !/m\/s|km\/h|lanza|dispara|proyectil/.test(folded)) {
    const both = orNone(() => observersOnBothSides(statement, folded), Unreadable);
    if (both) return both;
  }
  if (!sun && !/angulos? de (?:elevacion|depresion)|con un angulo de|bajo un angulo de/.test(folded))
    return undefined;
  if (!sun && !/elevacion|depresion|ve (?:la|el|lo)|observa|divisa|mira/.test(folded)) return undefined;
  return orNone(() => {
    const angles = [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*(?:°|º|grados)`, 'g'))].map((a) =>
      readValue(group(a, 1)),
    );
    const lengths: Length[] = [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*${UNIT}`, 'g'))].map(
      (l) => ({
        value: readValue(group(l, 1)),
        unit: group(l, 2),
        index: l.index as number,
        raw: l[0],
      }),
    );
    if (angles.length === 0) return angleAsked(folded, lengths);
    if (angles.length > 2 || lengths.length === 0) return undefined;
    if (angles.some((a) => a <= 0 || a >= 90)) return undefined;
    const unit = lengths[0]?.unit as string;
    if (lengths.some((l) => l.unit !== unit)) return undefined;
    const roles = lengths.map((l) => roleOf(folded, l));
    if (roles.some((r) => r === undefined)) return undefined;
    const byRole = (role: Role) => lengths.filter((_, k) => roles[k] === role);
    const [heights, distances, walks, eyes] = (['height', 'distance', 'walk', 'eye'] as const).map(
      byRole,
    ) as [Length[], Length[], Length[], Length[]];
    if (heights.length > 1 || distances.length > 1 || walks.length > 1 || eyes.length > 1) return undefined;
    const question = questionOf(folded);
    const asked = askedOf(question);
    if (asked.length === 0) return undefined;
    const depression = /depresion/.test(folded);
    const eye = eyes[0]?.value ?? 0;
    const steps: string[] = [];
    const data: string[] = [];
    const answers: string[] = [];
    if (depression)
      steps.push(
        'El ángulo de depresión (desde arriba, por debajo de la horizontal) es igual al de elevación visto desde abajo (alternos internos): se usa el mismo triángulo rectángulo.',
      );
    if (angles.length === 1) {
      const alpha = at(angles, 0, 'angle');
      const t = Math.tan(rad(alpha));
      data.push(`ángulo de ${depression ? 'depresión' : 'elevación'} α = ${fmt(alpha, 4)}°`);
      if (eye) data.push(`altura de los ojos ${m(eye, unit)}`);
      let height: number;
      let distance: number;
      if (heights[0] && !distances[0] && !walks[0]) {
        height = heights[0].value;
        data.push(`altura ${m(height, unit)}`);
        const above = height - eye;
        if (above <= 0) return undefined;
        distance = above / t;
        steps.push(
          `En el triángulo rectángulo, $\\operatorname{tg} α = \\frac{\\text{cateto opuesto (altura)}}{\\text{cateto adyacente (distancia horizontal)}}$, así que $d = \\frac{${fmt(above, 4)}}{\\operatorname{tg} ${fmt(alpha, 4)}°} ≈ ${fmt(distance, 2)}$ ${unit}.`,
        );
        if (eye)
          steps.unshift(
            `Al triángulo le toca la altura sobre los ojos: $${fmt(height, 4)} - ${fmt(eye, 4)} = ${fmt(above, 4)}$ ${unit}.`,
          );
      } else if (distances[0] && !heights[0] && !walks[0]) {
        distance = distances[0].value;
        data.push(`distancia horizontal ${m(distance, unit)}`);
        const above = distance * t;
        height = above + eye;
        steps.push(
          `En el triángulo rectángulo, $\\operatorname{tg} α = \\frac{\\text{altura}}{\\text{distancia horizontal}}$, así que $h = ${fmt(distance, 4)} \\cdot \\operatorname{tg} ${fmt(alpha, 4)}° ≈ ${fmt(above, 2)}$ ${unit}.`,
        );
        if (eye)
          steps.push(
            `Sumá la altura de los ojos: $${fmt(above, 2)} + ${fmt(eye, 4)} ≈ ${fmt(height, 2)}$ ${unit}.`,
          );
      } else return undefined;
      const sight = (height - eye) / Math.sin(rad(alpha));
      // The check: the angle computed back from the two legs.
      const back = (Math.atan((height - eye) / distance) * 180) / Math.PI;
      if (Math.abs(back - alpha) > 1e-9) return undefined;
      // One point of view: no second position to be left at.
      if (asked.includes('final')) return undefined;
      for (const what of asked) {
        if (what === 'height') {
          if (heights[0]) return undefined;
          answers.push(`**h ≈ ${m(height, unit)}**`);
        } else if (what === 'distance' || what === 'initial') {
          if (distances[0]) return undefined;
          answers.push(`**Distancia horizontal d ≈ ${m(distance, unit)}**`);
        } else {
          steps.push(
            `La distancia en línea recta es la hipotenusa: $\\frac{${fmt(height - eye, 4)}}{\\operatorname{sen} ${fmt(alpha, 4)}°} ≈ ${fmt(sight, 2)}$ ${unit}.`,
          );
          answers.push(`**Distancia en línea recta ≈ ${m(sight, unit)}**`);
        }
      }
    } else {
      // Two angles from two points of one line, `walk` apart.
      const walk = walks[0];
      // Or two points of the ground seen from one height (a balloon, a lighthouse, a cliff).
      if (!walk && heights[0] && !distances[0] && !eye)
        return twoPointsBelow(
          statement,
          folded,
          question,
          heights[0],
          angles as [number, number],
          depression,
        );
      if (!walk || heights[0] || distances[0]) return undefined;
      const [first, second] = angles as [number, number];
      if (first === second) return undefined;
      const approached = second > first;
      const [small, big] = [Math.min(first, second), Math.max(first, second)];
      const [ts, tb] = [Math.tan(rad(small)), Math.tan(rad(big))];
      const near = (walk.value * ts) / (tb - ts);
      const above = near * tb;
      const height = above + eye;
      const far = near + walk.value;
      data.push(
        `primer ángulo ${fmt(first, 4)}°`,
        `segundo ángulo ${fmt(second, 4)}°`,
        `${approached ? 'se acerca' : 'se aleja'} ${m(walk.value, unit)}`,
      );
      if (eye) data.push(`altura de los ojos ${m(eye, unit)}`);
      steps.push(
        `Llamá h a la altura y x a la distancia horizontal desde el punto más cercano. Con el ángulo mayor: $h = x \\cdot \\operatorname{tg} ${fmt(big, 4)}°$; con el menor, desde ${fmt(walk.value, 4)} ${unit} más lejos: $h = (x + ${fmt(walk.value, 4)}) \\cdot \\operatorname{tg} ${fmt(small, 4)}°$.`,
        `Igualando: $x \\cdot (\\operatorname{tg} ${fmt(big, 4)}° - \\operatorname{tg} ${fmt(small, 4)}°) = ${fmt(walk.value, 4)} \\cdot \\operatorname{tg} ${fmt(small, 4)}°$, así que $x ≈ ${fmt(near, 2)}$ ${unit} y $h ≈ ${fmt(above, 2)}$ ${unit}.`,
      );
      if (eye) steps.push(`Sumá la altura de los ojos: $h ≈ ${fmt(height, 2)}$ ${unit}.`);
      const backNear = (Math.atan(above / near) * 180) / Math.PI;
      const backFar = (Math.atan(above / far) * 180) / Math.PI;
      if (Math.abs(backNear - big) > 1e-9 || Math.abs(backFar - small) > 1e-9) return undefined;
      for (const what of asked) {
        if (what === 'height') answers.push(`**h ≈ ${m(height, unit)}**`);
        else if (what === 'initial') {
          const initial = approached ? far : near;
          steps.push(
            `Al principio estaba ${approached ? `a $x + ${fmt(walk.value, 4)}$` : 'a $x$'} de la base.`,
          );
          answers.push(`**Al principio estaba a ≈ ${m(initial, unit)} de la base**`);
        } else if (what === 'final') {
          steps.push(`Al final está ${approached ? 'a $x$' : `a $x + ${fmt(walk.value, 4)}$`} de la base.`);
          answers.push(`**Al final está a ≈ ${m(approached ? near : far, unit)} de la base**`);
        } else if (what === 'distance') {
          // "¿a qué distancia…?" without saying from which of the two points: both, named.
          answers.push(
            `**Desde el primer punto ≈ ${m(approached ? far : near, unit)}; desde el segundo ≈ ${m(approached ? near : far, unit)}**`,
          );
        } else return undefined;
      }
    }
    if (answers.length === 0) return undefined;
    return {
      text: workedReply({
        title: `Ángulo de ${depression ? 'depresión' : 'elevación'}`,
        data: data.join('; '),
        steps,
        answer: answers.join('\n\n'),
        closing: '¿Qué cateto es la altura y cuál la distancia horizontal en tu dibujo?',
      }),
      certain: true,
    };
  }, Unreadable);
}

export const elevation = declareSolver({
  name: 'elevation_depression',
  offer: 'ángulos de elevación y depresión',
  summary:
    "Angles of elevation and depression: a height or a horizontal distance from one angle and the other length (tg α = height / distance), the line-of-sight distance, or the height and distances from two angles measured a known walk apart. Say which length is the height and which the horizontal distance, and include an observer's eye height if given.",
  examples: [
    'Un avión vuela a 2000 m de altura y el piloto ve el aeropuerto con un ángulo de depresión de 12°. ¿Cuál es la distancia horizontal?',
    'Desde un punto a 20 m de la base de un edificio se ve su extremo con un ángulo de elevación de 30°. ¿Qué altura tiene?',
    'Un observador ve la punta de una torre con un ángulo de elevación de 30°. Camina 20 m hacia la torre y ahora la ve con un ángulo de 45°. ¿Cuál es la altura de la torre?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveElevation,
});
