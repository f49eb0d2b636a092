/**
 * Forces as vectors at a point: the resultant of two forces at an angle (R² = F₁² + F₂² + 2F₁F₂·cos θ),
 * the sum by components of forces given with their directions («50 N hacia la derecha», «a 30° con la
 * horizontal»), its magnitude and angle, the equilibrant, the components of one force or vector, and the
 * resultant of forces given by their components in the plane or in space («F1 = (3; 4; 0) N»), and a force
 * scale (the force an arrow stands for, or the arrow of a force).
 */
import { asksAnotherUnit } from './asked-unit.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { withForceWording } from './force-sum-wording.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  cosDeg,
  distinctAngles,
  G_DEFAULT,
  givenTrig,
  ofDimension,
  readAngles,
  readForces,
  readStatement,
  type Statement,
  sinDeg,
  statedKgfAt,
  typedNumbers,
  unusedNumbers,
  withAskedUnit,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4, true);
const EXCLUDE =
  /paralelas|barra|viga|palanca|tabla|masa|acelera|plano inclinado|rozamiento|cuerda|tension|polea|(?<![\p{L}])kg(?!f)/u;

/** Directions in words, as angles from the +x axis (east, right). */
const WORDS: [RegExp, number][] = [
  // «hacia el noreste», «hacia el sudoeste»: halfway between two cardinal points, before the points.
  [/\bnor(?:d)?este\b/, 45],
  [/\bnoroeste\b/, 135],
  [/\bsu[dr]oeste\b/, 225],
  [/\bsu[dr]este\b/, 315],
  // «en el sentido positivo del eje x», «según el (semi)eje y negativo»: the axis named with its sense.
  [/sentido positivo del eje x|(?:semi)?eje (?:x positivo|positivo de las x)/, 0],
  [/sentido positivo del eje y|(?:semi)?eje (?:y positivo|positivo de las y)/, 90],
  [/sentido negativo del eje x|(?:semi)?eje (?:x negativo|negativo de las x)/, 180],
  [/sentido negativo del eje y|(?:semi)?eje (?:y negativo|negativo de las y)/, 270],
  [/hacia la derecha|hacia el este|\beste\b|\+x\b/, 0],
  [/hacia arriba|hacia el norte|\bnorte\b|\+y\b/, 90],
  [/hacia la izquierda|hacia el oeste|\boeste\b|-x\b/, 180],
  [/hacia abajo|hacia el sur|\bsur\b|-y\b/, 270],
];

/**
 * «ángulos medidos desde el semieje x positivo»: every angle typed after a force is its direction from
 * +x, said once for all of them.
 */
const FROM_X_FOR_ALL =
  /angulos? medidos? (?:desde|respecto de|respecto del|a partir del?) (?:el )?(?:semieje x positivo|semieje positivo de las x|eje x positivo|sentido positivo del eje x)/;

/** «Dos fuerzas de 40 N cada una», «dos fuerzas iguales de 40 N»: one typed force said for two. */
const TWO_EQUAL =
  /\bdos fuerzas (?:iguales )?de\s*[\d.,]+\s*(?:n|kn|kgf|newtons?)\b(?:\s*cada una)?|\bdos \w+\b[^.;?¿]{0,120}?\bcada un[oa] (?:con|de|hace|ejerce|tira con) (?:una fuerza de\s*)?[\d.,]+\s*(?:n|kn|kgf|newtons?)\b/;

interface Vec {
  value: number;
  index: number;
  degrees?: number;
  /** Where its direction's angle starts, when an angle gave it. */
  angleAt?: number;
  /** How its direction comes from the typed angle θ: base + sign·θ, base a multiple of 90°. */
  turn?: Turn;
}

/** A direction base + sign·θ from the +x axis, θ the angle as typed. */
interface Turn {
  base: number;
  sign: 1 | -1;
  typed: number;
}

const turned = ({ base, sign, typed }: Turn) => (base + sign * typed + 360) % 360;

/**
 * The sine and cosine of a direction base ± θ from the ones the statement fixes for θ («sen 37° = 0,6»),
 * by the sum formulas with the exact values of the multiple of 90°.
 */
function turnTrig(s: Statement, turn: Turn): { sin: number; cos: number } {
  const own = trig(s, turn.typed);
  const cosBase = Math.round(cosDeg(turn.base));
  const sinBase = Math.round(sinDeg(turn.base));
  return {
    cos: cosBase * own.cos - sinBase * turn.sign * own.sin,
    sin: sinBase * own.cos + cosBase * turn.sign * own.sin,
  };
}

/** The trig values the statement fixes («sen 53° = 0,8»), else the calculator's. */
function trig(s: Statement, degrees: number): { sin: number; cos: number } {
  const given = givenTrig(s).find((g) => Math.abs(g.degrees - degrees) < 1e-9);
  return { sin: given?.sin ?? sinDeg(degrees), cos: given?.cos ?? cosDeg(degrees) };
}

/** A force written by its components: its name, where it is typed, and its components. */
interface Written {
  name: string;
  at: number;
  end: number;
  parts: number[];
}

const signed = (raw: string) => (raw.startsWith('-') ? -1 : 1) * parseNumber(raw.replace(/^-\s*/, ''));

/**
 * The forces a statement writes by components: «F1 = (3; 4; 0) N», «F = 3î − 4ĵ N», «F2 = −3i + 1j»
 * (a unit vector alone is a component of 1; one missing, a component of 0).
 */
function writtenForces(s: Statement): Written[] {
  const folded = s.folded.replace(/−/g, '-');
  const name = '\\b([fr]\\s*_?[₀-₉\\d]?)\\s*=\\s*';
  const component = `(-?\\s*${NUMBER_SOURCE})`;
  const tuple = new RegExp(
    `${name}\\(\\s*${component}\\s*;\\s*${component}\\s*(?:;\\s*${component}\\s*)?\\)`,
    'g',
  );
  const term = `[-+]?\\s*(?:${NUMBER_SOURCE})?\\s*\\*?\\s*[ij](?![\\p{L}\\d])`;
  // «F1 = (3i + 4j) N»: the sum in parentheses too, the unit after them.
  const byUnitVectors = new RegExp(`${name}(?:\\(\\s*)?(${term}(?:\\s*[-+]\\s*${term})?)(?:\\s*\\))?`, 'gu');
  const found: Written[] = [...folded.matchAll(tuple)].map((match) => ({
    name: group(match, 1).replace(/\s|_/g, ''),
    at: match.index,
    end: match.index + match[0].length,
    parts: [match[2], match[3], match[4]].filter((x): x is string => x !== undefined).map(signed),
  }));
  for (const match of folded.matchAll(byUnitVectors)) {
    const parts = [0, 0];
    const seen = new Set<string>();
    for (const piece of group(match, 2).matchAll(
      new RegExp(`([-+]?)\\s*(${NUMBER_SOURCE})?\\s*\\*?\\s*([ij])`, 'gu'),
    )) {
      const axis = group(piece, 3);
      if (seen.has(axis)) return [];
      seen.add(axis);
      const size = piece[2] === undefined ? 1 : parseNumber(piece[2]);
      parts[axis === 'i' ? 0 : 1] = (piece[1] === '-' ? -1 : 1) * size;
    }
    found.push({
      name: group(match, 1).replace(/\s|_/g, ''),
      at: match.index,
      end: match.index + match[0].length,
      parts,
    });
  }
  // «Una fuerza tiene componentes Fₓ = 3 N y F_y = 4 N»: one force by its named components, x then y.
  const byAxis = (axis: string) =>
    new RegExp(`\\bf\\s*_?(?:${axis})\\s*=\\s*(-?\\s*${NUMBER_SOURCE})\\s*(?:n\\b)?`).exec(folded);
  const [x, y] = [byAxis('x|ₓ'), byAxis('y')];
  if (!found.length && x && y && x.index < y.index)
    found.push({
      name: 'f',
      at: x.index,
      end: y.index + y[0].length,
      parts: [signed(group(x, 1)), signed(group(y, 1))],
    });
  return found.sort((a, b) => a.at - b.at);
}

/** «el ángulo que forma con el semieje x positivo», «su dirección»: the direction asked. */
const ASKS_ANGLE = /(?:que|cual es el) angulo|direccion|angulo (?:que )?forma/;
/**
 * «¿Qué ángulo forma con el eje y?», «…con la vertical», «…con el norte»: an angle asked from another
 * reference than the +x axis, which these answers do not give.
 */
const OTHER_REFERENCE =
  /angulo[^.?]*?\bcon (?:el |la )?(?:(?:semi)?eje (?:y|x negativo|negativo)|semieje y|vertical|(?:direccion )?(?:norte|sur|oeste)\b|(?:la )?(?:primera|segunda|otra)\b)/;
/** «¿Qué fuerza hay que agregar para que quede en equilibrio?»: the equilibrant without its name. */
const ASKS_EQUILIBRANT = /equilibrante|(?:agregar|anadir|aplicar|sumar)[^.?]*(?:equilibrio|equilibrar)/;

/**
 * The words for an angle from the +x axis outside the first quadrant: how far it is below or above the
 * nearer half of the x axis («53,13° por debajo del semieje x positivo», or «al sur del este» when the
 * statement speaks of cardinal points).
 */
function angleAside(alpha: number, compass: boolean): string {
  const words = (reference: number, axis: string, points: string) =>
    ` (${fmt(reference)}° ${compass ? points : axis})`;
  if (alpha > 90 && alpha < 180)
    return words(180 - alpha, 'por encima del semieje x negativo', 'al norte del oeste');
  if (alpha > 180 && alpha < 270)
    return words(alpha - 180, 'por debajo del semieje x negativo', 'al sur del oeste');
  if (alpha > 270 && alpha < 360)
    return words(360 - alpha, 'por debajo del semieje x positivo', 'al sur del este');
  return '';
}

/** An angle from the +x axis in [0°, 360°). */
const fromX = (x: number, y: number) => ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;

/**
 * Forces given by their components, in the plane or in space («F1 = (3; 4; 0) N», «F = 3î − 4ĵ N»): the
 * resultant is the sum component by component, and its magnitude the root of the sum of squares; one
 * force's magnitude or direction; the weight two ropes' forces hold.
 */
function fromComponents(s: Statement, question: string): SolverReply | undefined {
  const vectors = writtenForces(s);
  const [first] = vectors;
  if (!first || vectors.some((v) => v.parts.length !== first.parts.length)) return undefined;
  if (vectors.some((v) => v.parts.some((x) => !Number.isFinite(x)))) return undefined;
  if (new Set(vectors.map((v) => v.name)).size !== vectors.length) return undefined;
  // «F = 3î − 4ĵ kgf»: components in another unit than the newtons this reading states (|F| = 5 N was
  // stated for 5 kgf).
  // Unless the statement says the components are in kgf («con sus componentes en kgf») and the module
  // of the one force is asked: in kgf, or in newtons with the statement's «1 kgf = 9,8 N».
  const saidKgf = /\bcomponentes (?:estan |expresadas |dadas )?en (?:kgf|kilogramos? fuerza)\b/.test(
    s.folded,
  );
  const rest = s.folded.replace(
    /\bcomponentes (?:estan |expresadas |dadas )?en (?:kgf|kilogramos? fuerza)\b/,
    '',
  );
  const stated = saidKgf ? statedKgfAt(s) : [];
  const kgfRest = rest.replace(/\b1\s*kgf\s*(?:=|equivale a)\s*[\d.,]+\s*(?:newtons?|n)\b/, '');
  if (/\b(?:kgf|kg-f|kilogramos? fuerza|dyn|dinas|kn|kilonewtons?|gf)\b/.test(saidKgf ? kgfRest : s.folded))
    return undefined;
  // Every number of the statement is a component.
  const inside = (index: number) =>
    vectors.some((v) => index >= v.at && index < v.end) || stated.includes(index);
  if (typedNumbers(s).some((found) => !inside(found.index))) return undefined;
  const newtonsAsked = /\ben (?:newtons?|n)\b/.test(question);
  if (saidKgf && stated.length === 0 && newtonsAsked && s.gGiven && Math.abs(s.g - G_DEFAULT) > 1e-9)
    return undefined;
  const kgfSize = stated.length
    ? parseNumber(/=\s*([\d.,]+)/.exec(s.folded.slice(stated[0] ?? 0))?.[1] ?? '')
    : G_DEFAULT;
  const dims = first.parts.length;
  const names = ['x', 'y', 'z'];
  const tuple_ = (xs: number[]) => `(${xs.map((x) => fmt(x, 4)).join('; ')})`;
  const data = vectors.map((v) => `${v.name.toUpperCase()} = ${tuple_(v.parts)} N`).join('; ');
  const wantsAngle = ASKS_ANGLE.test(question);
  if (wantsAngle && OTHER_REFERENCE.test(question)) return undefined;
  const wantsSize = /modulo|intensidad|valor|magnitud|cuanto vale/.test(question);
  // «el módulo de F1»: one of the forces, named in the question.
  const namedInQuestion = vectors.filter((v) =>
    new RegExp(`\\b${v.name[0]}\\s*_?${v.name.slice(1)}(?![\\p{L}\\d])`, 'u').test(question),
  );
  const one = vectors.length === 1 ? first : namedInQuestion.length === 1 ? namedInQuestion[0] : undefined;
  if (saidKgf && !(one && wantsSize && !wantsAngle && !/resultante|equilibrante|peso/.test(question)))
    return undefined;
  if (one && !/resultante|equilibrante|peso/.test(question)) {
    if (wantsAngle === wantsSize || (wantsAngle && dims !== 2)) return undefined;
    const size = Math.hypot(...one.parts);
    if (saidKgf) {
      if (!(kgfSize > 0)) return undefined;
      const label = one.name.toUpperCase();
      const newtons = size * kgfSize;
      return {
        certain: true,
        text: workedReply({
          title: 'Módulo de una fuerza dada por sus componentes',
          data: `${label} = ${tuple_(one.parts)} kgf${stated.length ? `; 1 kgf = ${fmt(kgfSize, 4)} N` : ''}`,
          steps: [
            `Su módulo: $|${label}| = \\sqrt{${one.parts.map((c) => `${tex(c, 4, true)}^2`).join(' + ')}} ${approx(size)} ${tex(size, 2)}$ kgf.`,
            ...(newtonsAsked
              ? [
                  `En newtons: $${tex(size, 4)} \\cdot ${n(kgfSize)} ${approx(newtons)} ${tex(newtons, 2)}$ N (1 kgf = ${fmt(kgfSize, 4)} N).`,
                ]
              : []),
          ],
          answer: newtonsAsked
            ? `**|${label}| ${relation(newtons)} ${fmt(newtons)} N** (${relation(size)} ${fmt(size)} kgf)`
            : `**|${label}| ${relation(size)} ${fmt(size)} kgf**`,
          closing: '¿En qué cuadrante queda la fuerza, mirando los signos de sus componentes?',
        }),
      };
    }
    const label = one.name.toUpperCase();
    const [x = 0, y = 0] = one.parts;
    const alpha = fromX(x, y);
    if (wantsAngle && size === 0) return undefined;
    const compass = /\b(?:norte|sur|este|oeste)\b/.test(s.folded);
    return {
      certain: true,
      text: workedReply({
        title: wantsAngle
          ? 'Dirección de una fuerza dada por sus componentes'
          : 'Módulo de una fuerza dada por sus componentes',
        data,
        steps: [
          `Su módulo: $|${label}| = \\sqrt{${one.parts.map((c) => `${tex(c, 4, true)}^2`).join(' + ')}} ${approx(size)} ${tex(size, 2)}$ N.`,
          ...(wantsAngle
            ? [
                `Dirección: $\\operatorname{tg} \\alpha = \\frac{${tex(y, 4)}}{${tex(x, 4)}}$, con el cuadrante de los signos de las componentes: $\\alpha ${approx(alpha)} ${tex(alpha, 2)}^\\circ$ desde el semieje x positivo, en sentido antihorario. Comprobá: $${tex(size, 2)} \\cos \\alpha ${approx(size * Math.cos((alpha * Math.PI) / 180))} ${tex(size * Math.cos((alpha * Math.PI) / 180), 2)}$, la componente x.`,
              ]
            : []),
        ],
        answer: wantsAngle
          ? `**α ${relation(alpha)} ${fmt(alpha)}° con el semieje x positivo${angleAside(alpha, compass)}**`
          : `**|${label}| ${relation(size)} ${fmt(size)} N**`,
        closing: '¿En qué cuadrante queda la fuerza, mirando los signos de sus componentes?',
      }),
    };
  }
  if (vectors.length < 2) return undefined;
  // «el módulo de la diferencia F1 − F2»: one force minus the other, component by component.
  const difference =
    /\bdiferencia (?:entre )?(?:las fuerzas )?([fr]\s*_?[₀-₉\d]?)\s*[-−]\s*([fr]\s*_?[₀-₉\d]?)(?![\p{L}\d])/u.exec(
      question,
    );
  if (difference) {
    const named = (raw: string) => vectors.find((v) => v.name === raw.replace(/\s|_/g, ''));
    const minuend = named(group(difference, 1));
    const subtrahend = named(group(difference, 2));
    if (!minuend || !subtrahend || minuend === subtrahend || vectors.length !== 2) return undefined;
    if (!wantsSize || wantsAngle) return undefined;
    const d = minuend.parts.map((x, i) => x - (subtrahend.parts[i] ?? 0));
    const size = Math.hypot(...d);
    const [a, b] = [minuend.name.toUpperCase(), subtrahend.name.toUpperCase()];
    return {
      certain: true,
      text: workedReply({
        title: 'Diferencia de fuerzas dadas por sus componentes',
        data,
        steps: [
          `Se resta componente a componente: $${a} - ${b} = ${tuple_(d)}$ N (${d.map((x, i) => `${tex(minuend.parts[i] ?? 0, 4, true)} - ${tex(subtrahend.parts[i] ?? 0, 4, true)} = ${tex(x, 4)}`).join('; ')}).`,
          `Su módulo: $|${a} - ${b}| = \\sqrt{${d.map((x) => `${tex(x, 4, true)}^2`).join(' + ')}} ${approx(size)} ${tex(size, 2)}$ N. Comprobá: sumándole ${b} vuelve a dar ${a}.`,
        ],
        answer: `**|${a} − ${b}| ${relation(size)} ${fmt(size)} N**`,
        closing: '¿Da lo mismo el módulo de la diferencia en el otro orden?',
      }),
    };
  }
  const sum = Array.from({ length: dims }, (_, i) =>
    vectors.reduce((total, v) => total + (v.parts[i] ?? 0), 0),
  );
  const sumStep = `La resultante se suma componente a componente: ${sum
    .map(
      (x, i) =>
        `$R_${names[i] ?? i} = ${vectors.map((v) => tex(v.parts[i] ?? 0, 4, true)).join(' + ')} = ${tex(x, 4)}$`,
    )
    .join(', ')} N.`;
  // «Un objeto cuelga en equilibrio de dos cuerdas… ¿Cuánto pesa?»: the weight balances the ropes' pull,
  // which must then be straight up.
  if (/\bpeso\b|cuanto pesa/.test(question)) {
    const [rx = 0, ry = 0, rz = 0] = sum;
    if (!/cuelga|colgad|suspendid|sosten|equilibrio/.test(s.folded) || dims !== 2) return undefined;
    if (Math.abs(rx) > 1e-9 || Math.abs(rz) > 1e-9 || !(ry > 0)) return undefined;
    return {
      certain: true,
      text: workedReply({
        title: 'El peso que equilibran las fuerzas de las cuerdas',
        data,
        steps: [
          sumStep,
          `En equilibrio, el peso anula esa suma: $\\vec P = -\\vec R = (0; ${tex(-ry, 4)})$ N, vertical hacia abajo. Comprobá: las componentes horizontales se anulan ($R_x = 0$).`,
        ],
        answer: `**P ${relation(ry)} ${fmt(ry)} N**`,
        closing: '¿Qué pasaría con el equilibrio si las componentes horizontales no se anularan?',
      }),
    };
  }
  if (!/resultante|equilibrante|suma/.test(question) && !ASKS_EQUILIBRANT.test(question)) return undefined;
  const equilibrant = ASKS_EQUILIBRANT.test(question);
  const shown = equilibrant ? sum.map((x) => -x) : sum;
  const magnitude = Math.hypot(...sum);
  const label = equilibrant ? 'E' : 'R';
  if (wantsAngle && (dims !== 2 || magnitude === 0)) return undefined;
  const alpha = fromX(shown[0] ?? 0, shown[1] ?? 0);
  const text = workedReply({
    title: 'Resultante de fuerzas dadas por sus componentes',
    data,
    steps: [
      sumStep,
      `Su módulo: $|R| = \\sqrt{${sum.map((x) => `${tex(x, 4, true)}^2`).join(' + ')}} ${approx(magnitude)} ${tex(magnitude, 2)}$ N.`,
      ...(equilibrant
        ? [`La equilibrante es la opuesta: $E = -R = ${tuple_(shown)}$ N, del mismo módulo.`]
        : []),
      ...(wantsAngle
        ? [
            `Dirección: $\\operatorname{tg} \\alpha = \\frac{${tex(shown[1] ?? 0, 4)}}{${tex(shown[0] ?? 0, 4)}}$, con el cuadrante de los signos: $\\alpha ${approx(alpha)} ${tex(alpha, 2)}^\\circ$ desde el semieje x positivo.`,
          ]
        : []),
    ],
    // Only the magnitude when that is what is asked: the components would match other options.
    answer: wantsAngle
      ? `**α ${relation(alpha)} ${fmt(alpha)}° con el semieje x positivo${angleAside(alpha, false)} (|${label}| ${relation(magnitude)} ${fmt(magnitude)} N)**`
      : wantsSize
        ? `**|${label}| ${relation(magnitude, 3)} ${fmt(magnitude, 3)} N**`
        : `**${label} = ${tuple_(shown)} N; |${label}| ${relation(magnitude)} ${fmt(magnitude)} N**`,
    closing: '¿Cuánto daría el módulo si sumaras los módulos de cada fuerza? ¿Por qué no es lo mismo?',
  });
  return { certain: true, text };
}

/**
 * A force scale: «una fuerza de 150 N se representa con una flecha de 6 cm». The other arrow's force
 * (F₂ = F₁·ℓ₂/ℓ₁) or the other force's arrow (ℓ₂ = ℓ₁·F₂/F₁), with the scale F₁/ℓ₁ said in the steps.
 */
function forceScale(s: Statement, question: string): SolverReply | undefined {
  if (!/se representa|representad[ao]|\bescala\b/.test(s.folded)) return undefined;
  const forces = readForces(s);
  const lengths = ofDimension(s, 'length');
  const [F1, F2] = forces;
  const [l1, l2] = lengths;
  // «¿Cuál es la escala usada, en N por cm?»: the scale itself, from one force and its arrow.
  const asksScale = /\bescala\b/.test(question) && forces.length + lengths.length === 2;
  if (!F1 || !l1 || (forces.length + lengths.length !== 3 && !asksScale)) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'length')) return undefined;
  // The pair that sets the scale is typed first, the force before its arrow.
  if (l1.index < F1.index) return undefined;
  const lengthUnit = l1.unit.symbol;
  if (lengths.some((q) => q.unit.symbol !== lengthUnit)) return undefined;
  const perUnit = F1.newtons / l1.value;
  const scale = `${fmt(perUnit, 4)} N/${lengthUnit}`;
  const steps = [
    `Escala: $\\frac{${n(F1.newtons)}\\ \\text{N}}{${n(l1.value)}\\ \\text{${lengthUnit}}} ${approx(perUnit)} ${tex(perUnit, 4)}$ N por ${lengthUnit}.`,
  ];
  // A length asked in another unit («¿cuántos milímetros…?») or a force in kN: the result converted.
  const toMetres: Record<string, number> = { mm: 0.001, cm: 0.01, m: 1 };
  const askedLength = /\b(?:cuantos|en) (milimetros|mm|centimetros|cm|metros|m)\b/.exec(question)?.[1];
  const lengthAsked = askedLength
    ? (({ milimetros: 'mm', centimetros: 'cm', metros: 'm' } as Record<string, string>)[askedLength] ??
      askedLength)
    : lengthUnit;
  const forceInKn = /\ben (?:kn|kilonewtons?)\b/.test(question);
  let answer: string;
  if (asksScale) {
    // «en N por cm», «en N/mm»: the scale per the length asked.
    const per = /\ben n(?: por |\/)(mm|cm|m|milimetro|centimetro|metro)\b/.exec(question)?.[1];
    const perAsked = per
      ? (({ milimetro: 'mm', centimetro: 'cm', metro: 'm' } as Record<string, string>)[per] ?? per)
      : lengthUnit;
    if (/\b(?:kn|kgf|dinas?|dyn)\b/.test(question)) return undefined;
    const value = (perUnit * (toMetres[perAsked] ?? Number.NaN)) / (toMetres[lengthUnit] ?? Number.NaN);
    if (!(value > 0)) return undefined;
    if (perAsked !== lengthUnit)
      steps.push(
        `Por ${perAsked}: $${tex(perUnit, 4)} \\cdot \\frac{${n(toMetres[perAsked] ?? 1)}}{${n(toMetres[lengthUnit] ?? 1)}} ${approx(value)} ${tex(value, 4)}$ N/${perAsked}.`,
      );
    answer = `escala ${relation(value)} ${fmt(value, 4)} N/${perAsked}`;
  } else if (l2 && !F2 && /fuerza|intensidad|modulo|valor|cuanto/.test(question)) {
    const F = perUnit * l2.value;
    steps.push(
      `La flecha de ${fmt(l2.value, 4)} ${lengthUnit} representa $${n(l2.value)} \\cdot ${tex(perUnit, 4)} ${approx(F)} ${tex(F, 2)}$ N. Comprobá: $\\frac{${tex(F, 2)}}{${n(l2.value)}} ${approx(F / l2.value)} ${tex(perUnit, 4)}$ N/${lengthUnit}, la misma escala.`,
    );
    answer = `F ${relation(F)} ${fmt(F)} N`;
    if (forceInKn) {
      steps.push(`En kN: $${tex(F, 2)}\\ \\text{N} = ${tex(F / 1000, 4)}$ kN.`);
      answer = `F ${relation(F / 1000)} ${fmt(F / 1000, 4)} kN (= ${fmt(F)} N)`;
    }
  } else if (F2 && !l2 && /longitud|largo|mide|medir|cuantos|flecha|segmento|vector/.test(question)) {
    const l = F2.newtons / perUnit;
    steps.push(
      `La fuerza de ${F2.typed} se dibuja con $\\frac{${n(F2.newtons)}}{${tex(perUnit, 4)}} ${approx(l)} ${tex(l, 2)}$ ${lengthUnit}. Comprobá: $${tex(l, 2)} \\cdot ${tex(perUnit, 4)} ${approx(l * perUnit)} ${n(F2.newtons)}$ N.`,
    );
    answer = `ℓ ${relation(l)} ${fmt(l)} ${lengthUnit}`;
    const factor = (toMetres[lengthUnit] ?? Number.NaN) / (toMetres[lengthAsked] ?? Number.NaN);
    if (lengthAsked !== lengthUnit) {
      if (!(factor > 0)) return undefined;
      const inAsked = l * factor;
      steps.push(
        `En ${lengthAsked}: $${tex(l, 4)}\\ \\text{${lengthUnit}} ${approx(inAsked)} ${tex(inAsked, 4)}$ ${lengthAsked}.`,
      );
      answer = `ℓ ${relation(inAsked)} ${fmt(inAsked)} ${lengthAsked} (= ${fmt(l)} ${lengthUnit})`;
    }
  } else return undefined;
  const unused = unusedNumbers(s, [F1.index, l1.index, ...(F2 ? [F2.index] : []), ...(l2 ? [l2.index] : [])]);
  if (unused.length) return undefined;
  // A length or a force asked in another unit («¿cuántos milímetros…?», «…, en kN?») is not this answer.
  if (
    !asksScale &&
    asksAnotherUnit(question, l2 ? ['N', ...(forceInKn ? ['kN'] : [])] : [lengthUnit, lengthAsked])
  )
    return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Escala de fuerzas',
      data: `${F1.typed} ↔ ${fmt(l1.value, 4)} ${lengthUnit} (escala ${scale})`,
      steps,
      answer: `**${answer}**`,
      closing: '¿Qué longitud tendría la flecha de una fuerza del doble de intensidad?',
    }),
  };
}

/** «en la forma ai + bj», «Fx i + Fy j», «en función de los versores»: the components, written with i and j. */
const VECTOR_FORM =
  /forma (?:cartesiana|binomica|vectorial)|\b(?:a|fx)\s*i\s*\+\s*(?:b|fy)\s*j\b|en funcion de (?:los )?versores/;
/** «la componente», «la componente de la resultante en la dirección…», before the axis it names. */
const COMPONENT_OF = '(?:componente|proyeccion)(?: de la (?:resultante|fuerza))? (?:en la direccion )?';

const CARDINAL: Record<string, number> = { este: 0, norte: 90, oeste: 180, sur: 270 };

/**
 * The direction, from the +x axis, an angle typed after a force gives it: «53° al norte del este», «37°
 * por debajo del semieje x positivo», «30° con el eje x positivo» (or with all the angles said to be
 * measured from it), «30 N a 120°» when the angle follows the force at once, and «30° con la vertical»
 * for a lone force; undefined when it is measured from anything else.
 */
function angleDirection(
  s: Statement,
  angle: { degrees: number; index: number },
  before: string,
  fromXForAll: boolean,
  single: boolean,
): Turn | undefined {
  const typed = angle.degrees;
  const after = s.folded.slice(angle.index).replace(/^[\d.,]+\s*(?:°|grados?)\s*/, '');
  const compass = /^al (norte|sur|este|oeste) del? (norte|sur|este|oeste)\b/.exec(after);
  if (compass) {
    const toward = CARDINAL[group(compass, 1)] ?? Number.NaN;
    const base = CARDINAL[group(compass, 2)] ?? Number.NaN;
    const turn = (toward - base + 360) % 360;
    if (turn === 90) return { base, sign: 1, typed };
    if (turn === 270) return { base, sign: -1, typed };
    return undefined;
  }
  const offAxis =
    /^(?:por )?(debajo|encima|arriba) (?:del (?:semi)?eje (x positivo|x negativo|positivo de las x|negativo de las x)|de la horizontal)/.exec(
      after,
    );
  if (offAxis) {
    const below = group(offAxis, 1) === 'debajo';
    const negative = /negativo/.test(offAxis[2] ?? '');
    return { base: negative ? 180 : 0, sign: below === negative ? 1 : -1, typed };
  }
  // «con el eje x negativo» leaves open whether above or below it.
  if (/^[^.;]{0,40}?con el (?:semi)?eje (?:x )?negativo/.test(after)) return undefined;
  if (fromXForAll || /con (?:la horizontal|el (?:semi)?eje (?:x|de las x|positivo))/.test(after.slice(0, 40)))
    return { base: 0, sign: 1, typed };
  // «…en la dirección del semieje x positivo y F2 = 80 N formando 120° con ese mismo semieje (medido en
  // sentido antihorario)»: the axis named before, when it is the +x one; clockwise said turns it down.
  const same = /^[^.;]{0,30}?con (?:ese|este|dicho|el mismo) (?:mismo )?(?:semi)?eje\b([^.;]{0,40})/.exec(
    after,
  );
  if (same) {
    const named = [
      ...s.folded
        .slice(0, angle.index)
        .matchAll(/(?:semi)?eje (x positivo|positivo de las x|x negativo|negativo de las x|y\b|x\b)/g),
    ];
    const last = named.at(-1)?.[1];
    if (!last || !/^(?:x positivo|positivo de las x)$/.test(last)) return undefined;
    const clockwise = /\bsentido horario\b/.test(group(same, 1));
    return { base: 0, sign: clockwise ? -1 : 1, typed };
  }
  // «F1 = 30 N a 0°, F2 = 40 N a 90°»: the angle right after the force, with nothing it is measured from.
  if (
    /^[\d.,]+\s*(?:n|kgf|newtons?)\s+a\s*$/.test(before) &&
    !/^(?:con|de|del|respecto|sobre|por|al|bajo)\b/.test(after) &&
    // «ángulos medidos desde la vertical», «en sentido horario»: another origin or sense said for all.
    !/vertical|\beje y\b|medid|respecto|horario|\bnorte\b/.test(s.folded)
  )
    return { base: 0, sign: 1, typed };
  if (single && /^con (?:la|el eje) vertical\b/.test(after)) return { base: 90, sign: -1, typed };
  return undefined;
}

/** «en la misma dirección», «sobre una misma recta»: two forces along one line. */
const COLLINEAR = /misma direccion|misma recta|colineales|misma linea de accion/;

/** The number typed at a force, in the unit it is typed in. */
const typedValue = (s: Statement, index: number) =>
  parseNumber(new RegExp(NUMBER_SOURCE).exec(s.folded.slice(index))?.[0] ?? '');

/** «la resultante … vale 25 N», «una resultante de 90 N»: a force typed as the resultant, not «…con la fuerza de 40 N». */
function isStatedResultant(s: Statement, index: number): boolean {
  // «Una fuerza de 120 N se descompone en dos direcciones perpendiculares»: the sum of its components.
  if (/^[\d.,]+\s*(?:n|kgf|newtons?)\s+se (?:descompone|proyecta)\b/.test(s.folded.slice(index))) return true;
  const before = s.folded.slice(Math.max(0, index - 60), index);
  const clause = /resultante([^.;,?!]*)$/.exec(before);
  return (
    clause !== null &&
    !/\b(?:con|fuerza de)\b/.test(clause[1] ?? '') &&
    /(?:^ de|\b(?:vale|valga|valdra|mide|es(?: de| igual a)?|sea(?: de)?|igual a))\s*$/.test(clause[1] ?? '')
  );
}

/** The words of a direction, each side once: a force's words that name two («hacia arriba y a la derecha») give none. */
const SIDE_WORDS = [
  /derecha/,
  /izquierda/,
  /arriba/,
  /abajo/,
  /\bnorte\b/,
  /\bsur\b/,
  /\beste\b/,
  /\boeste\b/,
];

/**
 * Two forces along one line, their resultant asked «si tienen el mismo sentido» (the sum) or «si tienen
 * sentidos opuestos» (the difference, in the sense of the larger).
 */
function collinear(s: Statement, question: string): SolverReply | undefined {
  if (!COLLINEAR.test(s.folded) || !/resultante/.test(s.folded)) return undefined;
  // The sense the question names, or else the one the statement gives («actúan en la misma dirección y
  // sentido», «…y sentidos opuestos»).
  const sameSense = /\bmismo sentido\b|\bmisma direccion y sentido\b/;
  const oppositeSense = /\bsentidos? (?:opuestos?|contrarios?)\b/;
  const inQuestion = sameSense.test(question) || oppositeSense.test(question);
  const said = inQuestion ? question : s.folded;
  const same = sameSense.test(said);
  const opposite = oppositeSense.test(said);
  if (same === opposite) return undefined;
  const forces = readForces(s);
  const [a, b] = forces;
  if (!a || !b || forces.length !== 2) return undefined;
  const unit = a.typed.split(' ')[1] ?? '';
  if (b.typed.split(' ')[1] !== unit) return undefined;
  if (unusedNumbers(s, [a.index, b.index]).length) return undefined;
  const [x, y] = [typedValue(s, a.index), typedValue(s, b.index)];
  const r = same ? x + y : Math.abs(x - y);
  const larger = x >= y ? a : b;
  return {
    certain: true,
    text: workedReply({
      title: 'Resultante de dos fuerzas de la misma dirección',
      data: `F₁ = ${a.typed}; F₂ = ${b.typed}; ${same ? 'mismo sentido' : 'sentidos opuestos'}`,
      steps: [
        same
          ? `Con el mismo sentido, los módulos se suman: $R = ${tex(x)} + ${tex(y)} = ${tex(r)}$ ${unit}.`
          : `Con sentidos opuestos, se restan: $R = ${tex(Math.max(x, y))} - ${tex(Math.min(x, y))} = ${tex(r)}$ ${unit}, en el sentido de la de ${larger.typed}.`,
      ],
      answer: `**R = ${fmt(r)} ${unit}${same || r === 0 ? '' : `, en el sentido de la de ${larger.typed}`}**`,
      closing: '¿Entre qué valores puede quedar la resultante si el ángulo entre ellas cambia?',
    }),
  };
}

/**
 * The resultant given and something else asked, by the cosine rule read backwards: the angle two
 * forces must form for a given resultant, cos θ = (R² − F₁² − F₂²)/(2F₁F₂), or the other force when the
 * angle is known, the positive root of F₂² + 2F₁F₂·cos θ + F₁² − R² = 0. The resultant is the force
 * whose clause names it («la resultante … vale 25 N», «para que su resultante valga 13 N»).
 */
function fromResultant(s: Statement, question: string): SolverReply | undefined {
  const forces = readForces(s);
  const resultants = forces.filter((f) => isStatedResultant(s, f.index));
  // A second thing asked («¿cuánto vale la otra y qué ángulo forma…?») is more than this answers.
  if (/\by (?:que|cual|cuanto|cuanta|donde)\b/.test(question)) return undefined;
  const [R] = resultants;
  if (!R || resultants.length !== 1 || R.index > s.folded.lastIndexOf(question) + question.length)
    return undefined;
  const others = forces.filter((f) => f !== R);
  if (forces.some((f) => f.typed.split(' ')[1] !== R.typed.split(' ')[1])) return undefined;
  const unit = R.typed.split(' ')[1] ?? '';
  const value = (f: { index: number }) => typedValue(s, f.index);
  const r = value(R);
  const angles = distinctAngles(s);
  // The angle between the two forces, not the one the resultant makes with one of them («¿qué ángulo
  // forma la resultante con ella?»), and not already said («perpendiculares»).
  const wantsAngle =
    /\bangulo\b/.test(question) &&
    !/\bla otra\b|forma la resultante|resultante forma|\bcon (?:ella|el|la fuerza|la de)\b/.test(question) &&
    !/perpendicular|angulo recto/.test(s.folded);
  const [a, b] = others;
  if (wantsAngle && a && b && others.length === 2 && angles.length === 0) {
    if (
      unusedNumbers(
        s,
        forces.map((f) => f.index),
      ).length
    )
      return undefined;
    const [x, y] = [value(a), value(b)];
    const cos = (r ** 2 - x ** 2 - y ** 2) / (2 * x * y);
    if (!(Math.abs(cos) <= 1 + 1e-12)) return undefined;
    const theta = (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
    const back = Math.sqrt(x ** 2 + y ** 2 + 2 * x * y * Math.cos((theta * Math.PI) / 180));
    if (Math.abs(back - r) > 1e-9 * Math.max(1, r)) return undefined;
    return {
      certain: true,
      text: workedReply({
        title: 'El ángulo entre dos fuerzas, dada su resultante',
        data: `F₁ = ${a.typed}; F₂ = ${b.typed}; R = ${R.typed}`,
        steps: [
          'Teorema del coseno para la suma: $R^2 = F_1^2 + F_2^2 + 2F_1F_2\\cos\\theta$.',
          `Despejá: $\\cos\\theta = \\frac{${tex(r)}^2 - ${tex(x)}^2 - ${tex(y)}^2}{2 \\cdot ${tex(x)} \\cdot ${tex(y)}} ${approx(cos)} ${tex(cos, 4)}$, así que $\\theta ${approx(theta)} ${tex(theta, 2)}^\\circ$.`,
          `Comprobá: $\\sqrt{${tex(x)}^2 + ${tex(y)}^2 + 2 \\cdot ${tex(x)} \\cdot ${tex(y)} \\cos ${tex(theta, 2)}^\\circ} ${approx(back)} ${tex(back, 2)}$ ${unit}, la resultante. ✓`,
        ],
        answer: `**θ ${relation(theta)} ${fmt(theta)}°**`,
        closing: '¿Qué ángulo haría falta para que la resultante fuera la mayor posible?',
      }),
    };
  }
  if (!/\bla otra\b|\bla segunda\b/.test(question) || !a || others.length !== 1) return undefined;
  const perpendicular = /perpendicular|angulo recto/.test(s.folded);
  const [angle] = angles;
  if (
    perpendicular
      ? angles.length > 0
      : !angle || angles.length !== 1 || !/entre si|forman|formando/.test(s.folded)
  )
    return undefined;
  const theta = perpendicular ? 90 : (angle?.degrees ?? Number.NaN);
  const { cos } = trig(s, theta);
  const used = [...forces.map((f) => f.index), ...(angle ? [angle.index] : [])];
  if (unusedNumbers(s, used).length) return undefined;
  const x = value(a);
  const disc = x ** 2 * cos ** 2 - x ** 2 + r ** 2;
  if (disc < 0) return undefined;
  const roots = [-x * cos + Math.sqrt(disc), -x * cos - Math.sqrt(disc)].filter((root) => root > 1e-9);
  const [y] = roots;
  if (y === undefined || roots.length !== 1) return undefined;
  const back = Math.sqrt(x ** 2 + y ** 2 + 2 * x * y * cos);
  if (Math.abs(back - r) > 1e-9 * Math.max(1, r)) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'La otra fuerza, dada la resultante',
      data: `R = ${R.typed}; F₁ = ${a.typed}; ángulo entre las fuerzas θ = ${fmt(theta, 2)}°`,
      steps: [
        perpendicular
          ? `Perpendiculares: $R^2 = F_1^2 + F_2^2$, así que $F_2 = \\sqrt{${tex(r)}^2 - ${tex(x)}^2} ${approx(y)} ${tex(y, 2)}$ ${unit}.`
          : `Teorema del coseno: $F_2^2 + 2F_1F_2\\cos\\theta + F_1^2 - R^2 = 0$, con raíz positiva $F_2 ${approx(y)} ${tex(y, 2)}$ ${unit}.`,
        `Comprobá: $\\sqrt{${tex(x)}^2 + ${tex(y, 4)}^2 + 2 \\cdot ${tex(x)} \\cdot ${tex(y, 4)} \\cdot ${tex(cos, 4, true)}} ${approx(back)} ${tex(back, 2)}$ ${unit}, la resultante. ✓`,
      ],
      answer: `**F₂ ${relation(y)} ${fmt(y)} ${unit}**`,
      closing: '¿Y si las fuerzas formaran 60° entre sí, cuánto valdría la otra?',
    }),
  };
}

/**
 * Two forces from the resultants they give on one line: the largest (same sense) S = F₁ + F₂ and the
 * smallest (opposite senses) D = F₁ − F₂, so F₁ = (S + D)/2 and F₂ = (S − D)/2; and, asked after them,
 * their resultant when perpendicular, √(F₁² + F₂²). Checked by adding and subtracting back.
 */
function fromLargestAndSmallest(s: Statement, question: string): SolverReply | undefined {
  const value = `(${NUMBER_SOURCE})\\s*(n|kn|kgf|newtons?)\\b`;
  const verb = '(?:vale|es de|es igual a|es|da|mide|resulta de|resulta)';
  const largest =
    new RegExp(`resultante maxima[^.;¿?]{0,30}?${verb}?\\s*${value}`).exec(s.folded) ??
    new RegExp(
      `(?:mismo sentido|misma direccion y sentido|igual sentido)[^.;¿?]{0,50}?\\b${verb}\\s*${value}`,
    ).exec(s.folded);
  const smallest =
    new RegExp(`(?:resultante )?minima[^.;¿?]{0,30}?${verb}?\\s*${value}`).exec(s.folded) ??
    new RegExp(`sentidos? (?:opuestos?|contrarios?)[^.;¿?]{0,50}?\\b${verb}\\s*${value}`).exec(s.folded);
  if (!largest || !smallest || largest.index === smallest.index) return undefined;
  const unitOf = (m: RegExpExecArray) => group(m, 2).replace(/^newtons?$/, 'n');
  if (unitOf(largest) !== unitOf(smallest)) return undefined;
  const unit = { n: 'N', kn: 'kN', kgf: 'kgf' }[unitOf(largest)] ?? 'N';
  const S = parseNumber(group(largest, 1));
  const D = parseNumber(group(smallest, 1));
  if (!(S > D && D >= 0)) return undefined;
  const perpendicular = /perpendicular|angulo recto|formaran 90|forman 90/.test(question);
  const asksForces =
    /\bfuerzas?\b|intensidad|mayor|menor|cada una|valor de (?:cada|las|ambas)/.test(question) &&
    !perpendicular;
  if (!perpendicular && !asksForces) return undefined;
  // Every number is one of the two resultants («forman 90°» asked is the only other one allowed).
  const at = (m: RegExpExecArray) => m.index + m[0].lastIndexOf(group(m, 1));
  const numbers = typedNumbers(s).filter((x) => !(perpendicular && /^90\s*°/.test(s.folded.slice(x.index))));
  if (numbers.some((x) => x.index !== at(largest) && x.index !== at(smallest))) return undefined;
  const F1 = (S + D) / 2;
  const F2 = (S - D) / 2;
  if (Math.abs(F1 + F2 - S) > 1e-9 * S || Math.abs(F1 - F2 - D) > 1e-9 * S) return undefined;
  const steps = [
    `En la misma dirección y sentido las fuerzas se suman, $F_1 + F_2 = ${n(S)}$; en sentidos opuestos se restan, $F_1 - F_2 = ${n(D)}$.`,
    `Sumando las dos ecuaciones: $2F_1 = ${n(S + D)}$, $F_1 = ${tex(F1, 2)}$ ${unit}; y $F_2 = ${n(S)} - ${tex(F1, 2)} = ${tex(F2, 2)}$ ${unit}.`,
    `Comprobá: $${tex(F1, 2)} + ${tex(F2, 2)} = ${n(S)}$ y $${tex(F1, 2)} - ${tex(F2, 2)} = ${n(D)}$. ✓`,
  ];
  // «la fuerza mayor» alone, «la menor» alone, or both.
  const larger = /\bmayor\b/.test(question);
  const smaller = /\bmenor\b/.test(question);
  const answers = perpendicular
    ? []
    : larger && !smaller
      ? [`F₁ (la mayor) ${relation(F1)} ${fmt(F1)} ${unit}`]
      : smaller && !larger
        ? [`F₂ (la menor) ${relation(F2)} ${fmt(F2)} ${unit}`]
        : [`F₁ ${relation(F1)} ${fmt(F1)} ${unit} y F₂ ${relation(F2)} ${fmt(F2)} ${unit}`];
  if (perpendicular) {
    const R = Math.hypot(F1, F2);
    steps.push(
      `Perpendiculares: $R = \\sqrt{F_1^2 + F_2^2} = \\sqrt{${tex(F1, 2)}^2 + ${tex(F2, 2)}^2} ${approx(R)} ${tex(R, 2)}$ ${unit}.`,
    );
    answers.push(`R ${relation(R)} ${fmt(R)} ${unit} (perpendiculares)`);
  }
  return {
    certain: true,
    text: workedReply({
      title: 'Dos fuerzas a partir de sus resultantes máxima y mínima',
      data: `resultante máxima (mismo sentido) ${fmt(S, 4)} ${unit}; mínima (sentidos opuestos) ${fmt(D, 4)} ${unit}`,
      steps,
      answer: answers.map((a) => `**${a}**`).join('\n\n'),
      closing: '¿Entre qué valores puede estar la resultante si el ángulo entre ellas cambia?',
    }),
  };
}

/**
 * The question, or the one before a closing order about the unit («…formando 90°. Expresar el resultado
 * en kgf.»), which asks nothing by itself.
 */
function mainQuestion(s: Statement): string {
  const asked = askedClause(s);
  if (!/^expres\w*\s+(?:el resultado |la respuesta |lo |la |el )?en\b/.test(asked.trim())) return asked;
  const before = s.folded
    .slice(0, s.folded.lastIndexOf(asked))
    .trim()
    .replace(/[.;:]$/, '');
  return before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('? ')) + 2);
}

/**
 * A force's size and one component given, its angle with the horizontal or the vertical asked: the
 * horizontal component is F·cos α and the vertical F·sen α, α from the horizontal.
 */
function angleFromComponent(s: Statement, question: string): SolverReply | undefined {
  const reference = /angulo[^.?]*\bcon (?:la |el (?:semi)?eje )?(horizontal|vertical|x|y)\b/.exec(
    question,
  )?.[1];
  if (!reference) return undefined;
  const size = new RegExp(`modulo (?:de |igual a )?(${NUMBER_SOURCE})\\s*(n|kgf)\\b`).exec(s.folded);
  const component = new RegExp(
    `componente (horizontal|vertical|x|y|en x|en y)\\s*(?:vale|es de|es igual a|es|mide|de)?\\s*(${NUMBER_SOURCE})\\s*(n|kgf)\\b`,
  ).exec(s.folded);
  if (!size || !component || group(size, 2) !== group(component, 3)) return undefined;
  const F = parseNumber(group(size, 1));
  const c = parseNumber(group(component, 2));
  if (!(F > 0 && c >= 0 && c <= F)) return undefined;
  const at = (match: RegExpExecArray, n: number) => match.index + match[0].indexOf(group(match, n));
  if (unusedNumbers(s, [at(size, 1), at(component, 2)]).length) return undefined;
  const horizontalGiven = /horizontal|x/.test(group(component, 1));
  const fromHorizontal = (Math.acos(horizontalGiven ? c / F : Math.sqrt(F * F - c * c) / F) * 180) / Math.PI;
  const alpha = /horizontal|x/.test(reference) ? fromHorizontal : 90 - fromHorizontal;
  const unit = group(size, 2) === 'kgf' ? 'kgf' : 'N';
  return {
    certain: true,
    text: workedReply({
      title: 'El ángulo de una fuerza a partir de una componente',
      data: `F = ${fmt(F, 4)} ${unit}; componente ${group(component, 1)} = ${fmt(c, 4)} ${unit}`,
      steps: [
        `Con α el ángulo con la horizontal, la componente horizontal es $F\\cos\\alpha$ y la vertical $F\\operatorname{sen}\\alpha$: $${horizontalGiven ? '\\cos' : '\\operatorname{sen}'}\\alpha = \\frac{${tex(c)}}{${tex(F)}} ${approx(c / F)} ${tex(c / F, 4)}$, así que $\\alpha ${approx(fromHorizontal)} ${tex(fromHorizontal, 2)}^\\circ$ con la horizontal.`,
        ...(/horizontal|x/.test(reference)
          ? []
          : [
              `Con la vertical forma el complemento: $90^\\circ - ${tex(fromHorizontal, 2)}^\\circ ${approx(alpha)} ${tex(alpha, 2)}^\\circ$.`,
            ]),
        `Comprobá: $${tex(F)} \\cdot ${horizontalGiven ? '\\cos' : '\\operatorname{sen}'} ${tex(fromHorizontal, 2)}^\\circ ${approx(c)} ${tex(c, 2)}$ ${unit}. ✓`,
      ],
      answer: `**α ${relation(alpha)} ${fmt(alpha)}° con la ${/horizontal|x/.test(reference) ? 'horizontal' : 'vertical'}**`,
      closing: '¿Cuánto vale la otra componente?',
    }),
  };
}

/** A reply for a sum of forces (or the components of one), or undefined. */
export function solveForceSum(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  if (!/fuerza|vector|resultante|equilibrante/.test(s.folded)) return undefined;
  const question = mainQuestion(s);
  // Forces written by components account for every number themselves, ropes or not.
  const written = fromComponents(s, question) ?? fromLargestAndSmallest(s, question);
  if (written) return written;
  // «Un bloque es arrastrado por dos cuerdas… ¿la resultante?»: ropes that only say who pulls.
  const ropesThatPull = /resultante/.test(question) && !/tension/.test(s.folded);
  if (EXCLUDE.test(ropesThatPull ? s.folded.replace(/\bcuerdas?\b/g, ' ') : s.folded)) return undefined;
  const scaled =
    forceScale(s, question) ??
    collinear(s, question) ??
    fromResultant(s, question) ??
    angleFromComponent(s, question);
  if (scaled) return scaled;
  // «su proyección sobre el eje x» is the component too, and so is «escribila en la forma ai + bj».
  const wantsComponents = /componente|proyeccion/.test(question) || VECTOR_FORM.test(question);
  const wantsAngle =
    /(?:que|cual es el) angulo|direccion|angulo (?:que )?forma (?:la (?:resultante|equilibrante)|con)/.test(
      question,
    ) && !wantsComponents;
  // An angle asked that this does not read («La equilibrante forma con la primera un ángulo de:»), or
  // from another reference than the +x axis, is no magnitude to state.
  if (!wantsAngle && !wantsComponents && /\bangulo\b(?!\s*(?:de\s*)?\d)/.test(question)) return undefined;
  // «¿Qué ángulo forma con la dirección oeste?» of forces given by the cardinal points: the angle with
  // that point's direction.
  const compassMatch = wantsAngle
    ? /angulo[^.?]*?\bcon (?:el |la )?(?:direccion )?(?:del? )?(norte|sur|oeste)\b/.exec(question)
    : null;
  const compassReference = compassMatch?.[1];
  // The forces themselves given by cardinal points, elsewhere than that reference.
  const compassStatement =
    compassMatch !== null &&
    /\b(?:hacia el|al|del|direccion) (?:norte|sur|este|oeste)\b/.test(s.folded.replace(compassMatch[0], ' '));
  if (compassReference && !compassStatement) return undefined;
  if (wantsAngle && OTHER_REFERENCE.test(question) && !compassReference) return undefined;
  // «Determinar la fuerza equilibrante… Se pide: a) su módulo; b) el ángulo…»: the parts ask of it.
  // «Tres fuerzas mantienen en equilibrio un cuerpo; dos son…: ¿el módulo de la tercera?»: the equilibrant.
  const thirdOfThree =
    /\btercera (?:fuerza)?\b/.test(question) &&
    /\btres fuerzas\b[^.]*\bequilibrio\b|\bequilibrio\b[^.]*\btres fuerzas\b/.test(s.folded);
  const equilibrant =
    thirdOfThree ||
    ASKS_EQUILIBRANT.test(question) ||
    (/equilibrante/.test(s.folded) && !/resultante/.test(question));
  // «…producen el mismo efecto que una sola fuerza de:» asks the resultant too.
  if (
    !wantsComponents &&
    !wantsAngle &&
    !/resultante|modulo|equilibrante|intensidad|suma|mismo efecto|una sola fuerza/.test(question)
  )
    return undefined;
  const typed = readForces(s);
  // «¿Qué ángulo forma la resultante con la fuerza de 40 N?»: the force the angle is measured from,
  // named again in the question.
  const askedAt = s.folded.lastIndexOf(question);
  const reference = wantsAngle
    ? typed.find(
        (f) =>
          askedAt >= 0 &&
          f.index >= askedAt &&
          // «…con la fuerza de 40 N», «con el cable de 400 N», «con la cuerda de 30 N».
          /con (?:la (?:fuerza |cuerda |soga )?|el (?:cable |hilo |vector )?)de\s*$/.test(
            s.folded.slice(Math.max(0, f.index - 20), f.index),
          ),
      )
    : undefined;
  const forces = typed.filter((f) => f !== reference);
  // A resultant the statement gives is no force to add («la resultante de dos fuerzas … es de 10 N»).
  if (forces.some((f) => isStatedResultant(s, f.index))) return undefined;
  const kgf = forces.length > 0 && forces.every((f) => f.typed.endsWith('kgf'));
  if (typed.some((f) => f.typed.endsWith('kgf')) && !kgf) return undefined;
  // Forces all typed in kN: the result in kN too, as the data.
  const kn = !kgf && forces.length > 0 && forces.every((f) => f.typed.endsWith('kN'));
  const perUnit = kgf ? 9.8 : kn ? 1000 : 1;
  const unit = forces.length ? (kgf ? 'kgf' : kn ? 'kN' : 'N') : '';
  const vectors: Vec[] = forces.map((f) => ({ value: f.newtons / perUnit, index: f.index }));
  const [only] = vectors;
  const equalPair = TWO_EQUAL.exec(s.folded);
  // «dos fuerzas de 25 N: una hacia el sudeste y la otra hacia el noreste»: the second one's words
  // start at «otra».
  const end = equalPair ? equalPair.index + equalPair[0].length : 0;
  const split = equalPair ? /^\s*[:,;]?\s*una\b[^.?]*?\by (?:la )?(otra)\b/.exec(s.folded.slice(end)) : null;
  // «…cada una con 30 N. El cajón pesa 200 N»: two equal forces said, and another typed beside them.
  if (equalPair && /cada un[oa]|iguales/.test(equalPair[0]) && vectors.length !== 1) return undefined;
  // A weight («pesa 200 N», «de 200 N de peso») is no force of the sum read here.
  if (
    forces.some(
      (f) =>
        /(?:pesa|peso de|peso)\s*$/.test(s.folded.slice(Math.max(0, f.index - 12), f.index)) ||
        /^[\d.,]+\s*\S+\s+de peso\b/.test(s.folded.slice(f.index)),
    )
  )
    return undefined;
  if (only && vectors.length === 1 && equalPair && /cada un[oa]|iguales/.test(equalPair[0]))
    vectors.push({ ...only });
  else if (only && vectors.length === 1 && split)
    vectors.push({ ...only, index: end + split[0].length - (split[1] ?? '').length });
  if (!vectors.length) {
    const modulus = new RegExp(`vector(?: [a-z])? de modulo\\s*(${NUMBER_SOURCE})`).exec(s.folded);
    if (!modulus) return undefined;
    const raw = group(modulus, 1);
    vectors.push({ value: parseNumber(raw), index: modulus.index + modulus[0].lastIndexOf(raw) });
  }
  const angles = distinctAngles(s);
  // Every typed angle, a repeated one too («30° al norte del este… 30° al sur del este»), for the
  // forces' own directions.
  const trigSpansAll = givenTrig(s).flatMap((g) => g.spans);
  const typedAngles = readAngles(s).filter(
    (a) => !trigSpansAll.some(([from, to]) => a.index >= from && a.index < to),
  );
  const trigSpans = givenTrig(s).flatMap((g) => g.spans);
  const used = [...vectors.map((v) => v.index), ...(reference ? [reference.index] : [])];
  for (const n of typedNumbers(s))
    if (trigSpans.some(([a, b]) => n.index >= a && n.index < b)) used.push(n.index);
  for (const a of typedAngles) used.push(a.index);
  const data: string[] = [];
  const steps: string[] = [];
  let rx = 0;
  let ry = 0;
  const between =
    vectors.length === 2 &&
    (/perpendicular|angulo recto|forman (?:entre si )?(?:un angulo de )?90/.test(s.folded) ||
      (angles.length === 1 &&
        /entre si|forman|formando/.test(s.folded) &&
        !/con (?:la horizontal|el eje|el semieje|(?:ese|este|dicho|el mismo) (?:mismo )?(?:semi)?eje)/.test(
          s.folded,
        )));
  if (reference && !between) return undefined;
  // Two forces given by the angle between them say nothing of where the x axis is: an angle asked from
  // it (not from one of them) has no reading.
  if (between && wantsAngle && !reference) return undefined;
  if (between) {
    // The angle asked from a named force: that force is F₁, on the x axis.
    const [first, second] = vectors as [Vec, Vec];
    const fromSecond = reference !== undefined && Math.abs(second.value - reference.newtons / perUnit) < 1e-9;
    if (reference && !fromSecond && Math.abs(first.value - reference.newtons / perUnit) >= 1e-9)
      return undefined;
    const [a, b] = fromSecond ? [second, first] : [first, second];
    const theta = angles.length === 1 ? (angles[0]?.degrees as number) : 90;
    if (angles.length > 1) return undefined;
    const { cos } = trig(s, theta);
    data.push(
      `F₁ = ${fmt(a.value, 4)} ${unit}`,
      `F₂ = ${fmt(b.value, 4)} ${unit}`,
      `ángulo entre ellas θ = ${fmt(theta, 2)}°`,
    );
    const r2 = a.value ** 2 + b.value ** 2 + 2 * a.value * b.value * cos;
    if (r2 < 0) return undefined;
    const r = Math.sqrt(r2);
    steps.push(
      theta === 90
        ? `Perpendiculares: el módulo sale de Pitágoras, $R = \\sqrt{F_1^2 + F_2^2} = \\sqrt{${tex(a.value)}^2 + ${tex(b.value)}^2} ${approx(r)} ${tex(r, 2)}$ ${unit}.`
        : `Con el teorema del coseno para la suma: $R = \\sqrt{F_1^2 + F_2^2 + 2F_1F_2\\cos\\theta} = \\sqrt{${tex(a.value)}^2 + ${tex(b.value)}^2 + 2 \\cdot ${tex(a.value)} \\cdot ${tex(b.value)} \\cdot ${tex(cos, 4, true)}} ${approx(r)} ${tex(r, 2)}$ ${unit}.`,
    );
    rx = a.value + b.value * cos;
    ry = b.value * trig(s, theta).sin;
    steps.push(
      `Verificación por componentes (F₁ sobre el eje x): $R_x ${approx(rx)} ${tex(rx, 4)}$, $R_y ${approx(ry)} ${tex(ry, 4)}$, y $\\sqrt{R_x^2 + R_y^2} ${approx(Math.hypot(rx, ry))} ${tex(Math.hypot(rx, ry), 2)}$. ✓`,
    );
    if (Math.abs(Math.hypot(rx, ry) - r) > 1e-6 * Math.max(1, r)) return undefined;
  } else {
    // Each vector's direction: the words or the angle that follow it, up to the next vector.
    const fromXForAll = FROM_X_FOR_ALL.test(s.folded);
    // The question («…con el semieje x positivo?») names no force's direction.
    const asked = s.folded.lastIndexOf(question);
    for (const [i, v] of vectors.entries()) {
      const end = vectors[i + 1]?.index ?? (asked > v.index ? asked : s.folded.length);
      // The convention said for all the angles is no direction of this force.
      const stretch = s.folded.slice(v.index, end).replace(FROM_X_FOR_ALL, ' ');
      const angle = typedAngles.find((a) => a.index > v.index && a.index < end);
      const words = new Set(WORDS.filter(([cue]) => cue.test(stretch)).map(([, degrees]) => degrees));
      const word = WORDS.find(([cue]) => cue.test(stretch));
      const direction =
        angle &&
        angleDirection(s, angle, s.folded.slice(v.index, angle.index), fromXForAll, vectors.length === 1);
      if (angle && direction !== undefined) {
        v.degrees = turned(direction);
        v.turn = direction;
        v.angleAt = angle.index;
      } else if (word && !angle) {
        // Two directions in one force's words («una hacia el sudeste y la otra hacia el noreste» read as
        // one force) is no reading.
        if (words.size > 1 || SIDE_WORDS.filter((side) => side.test(stretch)).length > 1) return undefined;
        v.degrees = word[1];
      } else return undefined;
    }
    if (typedAngles.some((a) => !vectors.some((v) => v.angleAt === a.index))) return undefined;
    for (const [i, v] of vectors.entries()) {
      const { sin, cos } = v.turn ? turnTrig(s, v.turn) : trig(s, v.degrees as number);
      const x = v.value * cos;
      const y = v.value * sin;
      rx += x;
      ry += y;
      data.push(
        `${vectors.length > 1 ? `F${'₁₂₃₄₅₆'[i] ?? i + 1}` : forces.length ? 'F' : 'v'} = ${fmt(v.value, 4)} ${unit} a ${fmt(v.degrees as number, 2)}° del eje x`.replace(
          '  ',
          ' ',
        ),
      );
      steps.push(
        `Componentes de ${fmt(v.value, 4)} ${unit} a ${fmt(v.degrees as number, 2)}°: $x = ${tex(v.value)} \\cdot ${tex(cos, 4, true)} ${approx(x)} ${tex(x, 4)}$; $y = ${tex(v.value)} \\cdot ${tex(sin, 4, true)} ${approx(y)} ${tex(y, 4)}$.`.replace(
          '  ',
          ' ',
        ),
      );
    }
    if (vectors.length > 1)
      steps.push(`Sumá por ejes: $R_x ${approx(rx)} ${tex(rx, 4)}$, $R_y ${approx(ry)} ${tex(ry, 4)}$.`);
  }
  const clean = (x: number) => (Math.abs(x) < 1e-9 ? 0 : x);
  rx = clean(rx);
  ry = clean(ry);
  const r = Math.hypot(rx, ry);
  const u = unit ? ` ${unit}` : '';
  let answer: string;
  if (wantsComponents) {
    if (between) return undefined;
    // «La fuerza equilibrante tiene una componente y de:»: the opposite of the resultant's (Ry = 5 N was
    // stated for E_y = −5 N).
    if (equilibrant) {
      steps.push('La equilibrante es la opuesta de la resultante: sus componentes cambian de signo.');
      rx = clean(-rx);
      ry = clean(-ry);
    }
    const label = equilibrant ? 'E' : vectors.length > 1 ? 'R' : forces.length ? 'F' : 'v';
    const onlyX = new RegExp(
      `${COMPONENT_OF}(?:x|horizontal|en x|sobre el eje x|(?:en la direccion |hacia el |del )?este)\\b`,
    ).test(question);
    const onlyY = new RegExp(
      `${COMPONENT_OF}(?:y|vertical|en y|sobre el eje y|(?:en la direccion |hacia el |del )?norte)\\b`,
    ).test(question);
    if (onlyX && onlyY) return undefined;
    answer = onlyX
      ? `${label}x ${relation(rx)} ${fmt(rx)}${u}`
      : onlyY
        ? `${label}y ${relation(ry)} ${fmt(ry)}${u}`
        : `${label} ${relation(rx) === '=' && relation(ry) === '=' ? '=' : '≈'} (${fmt(rx)}; ${fmt(ry)})${u}, es decir ${label}x ${relation(rx)} ${fmt(rx)}${u} y ${label}y ${relation(ry)} ${fmt(ry)}${u}${VECTOR_FORM.test(question) ? `: ${label} ${relation(rx) === '=' && relation(ry) === '=' ? '=' : '≈'} ${fmt(rx)}i ${ry < 0 ? '−' : '+'} ${fmt(Math.abs(ry))}j${u}` : ''}`;
  } else {
    steps.push(`Módulo: $R = \\sqrt{R_x^2 + R_y^2} ${approx(r)} ${tex(r, 2)}$${u}.`);
    const alpha = ((Math.atan2(ry, rx) * 180) / Math.PI + 360) % 360;
    const towards = equilibrant ? (alpha + 180) % 360 : alpha;
    if (wantsAngle) {
      if (r === 0) return undefined;
      steps.push(
        `Dirección: $\\operatorname{tg} \\alpha = \\frac{R_y}{R_x}$, con el cuadrante de los signos de $R_x$ y $R_y$: $\\alpha ${approx(alpha)} ${tex(alpha, 2)}^\\circ$ desde el eje x (la horizontal, hacia la derecha).`,
      );
      const compass = /\b(?:norte|sur|este|oeste|nor(?:d)?este|noroeste|su[dr]oeste|su[dr]este)\b/.test(
        s.folded,
      );
      // The reference force lies along x: the equilibrant, opposite the resultant, makes 180° − α with
      // it («¿Qué ángulo forma la equilibrante con la fuerza de 40 N?» was stated the resultant's 36,87°).
      const between = towards > 180 ? 360 - towards : towards;
      const compassAt = compassReference
        ? ({ este: 0, norte: 90, oeste: 180, sur: 270 } as Record<string, number>)[compassReference]
        : undefined;
      if (compassAt !== undefined) {
        const gap = Math.abs(towards - compassAt) % 360;
        const angle = gap > 180 ? 360 - gap : gap;
        steps.push(
          `${equilibrant ? 'La equilibrante apunta a' : 'La resultante apunta a'} ${fmt(towards)}° del este; el ${compassReference} está a ${compassAt}°: forman ${fmt(angle)}°.`,
        );
        answer = `${equilibrant ? 'la equilibrante' : 'la resultante'} forma ${relation(angle)} ${fmt(angle)}° con el ${compassReference}${angleAside(towards, true)} (${equilibrant ? 'E' : 'R'} ${relation(r)} ${fmt(r)}${u})`;
      } else
        answer = reference
          ? equilibrant
            ? `la equilibrante forma β ${relation(between)} ${fmt(between)}° con la fuerza de ${reference.typed} (E ${relation(r)} ${fmt(r)}${u}, opuesta a la resultante)`
            : `α ${relation(alpha)} ${fmt(alpha)}° con la fuerza de ${reference.typed} (R ${relation(r)} ${fmt(r)}${u})`
          : `${equilibrant ? 'la equilibrante' : 'α'} ${relation(towards)} ${fmt(towards)}° con el eje x${angleAside(towards, compass)}${equilibrant ? '' : ` (R ${relation(r)} ${fmt(r)}${u})`}`;
    } else if (equilibrant) {
      steps.push('La equilibrante anula la resultante: mismo módulo, misma dirección y sentido opuesto.');
      answer = `E ${relation(r)} ${fmt(r)}${u}, opuesta a la resultante`;
    } else {
      answer = `R ${relation(r)} ${fmt(r)}${u}`;
    }
  }
  // «Hallar el módulo de la resultante en kgf (1 kgf = 9,8 N)»: the equivalence converts the result
  // (withAskedUnit, on the declared solver).
  const kgfAsked = /\ben (?:kgf|kg-f|kilogramos? fuerza)\b/.test(question) && unit === 'N';
  const unused = unusedNumbers(s, [...used, ...(kgfAsked ? statedKgfAt(s) : [])]);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: vectors.length > 1 ? 'Suma de fuerzas' : 'Componentes de un vector',
      data: data.join('; '),
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmámelo y lo cerramos.`
        : `**${answer}**`,
      closing: '¿Qué fuerza habría que agregar para que el cuerpo quede en equilibrio?',
    }),
  };
}

export const forceSumSolver = declareSolver({
  name: 'solve_force_sum',
  offer: 'suma de fuerzas',
  summary:
    'Forces as vectors at one point: the resultant of two forces at a given angle (or perpendicular), the sum by components of forces given with their directions (right/left/up/down, N/S/E/W, an angle with the horizontal), its magnitude and angle, the equilibrant, the components of one force or vector, and a force scale (the force an arrow of given length stands for, or the arrow of a force). Pass the whole statement.',
  examples: [
    'Dos fuerzas de 30 N y 40 N actúan sobre un mismo punto y son perpendiculares. ¿Cuál es el módulo de la resultante?',
    'Dos fuerzas de 6 N y 8 N forman entre sí un ángulo de 60°. ¿Cuál es el módulo de la resultante?',
    'Una fuerza de 100 N forma 30° con el eje x positivo. ¿Cuáles son sus componentes?',
  ],
  parameters: { problem: 'the statement with the forces and their directions' },
  // A result in newtons also in the kgf (dyn) the question asks for.
  // The compass pages' wordings first (force-sum-wording.ts).
  solve: withForceWording((problem: string) => {
    const reply = solveForceSum(problem);
    return reply && /\d N\*\*/.test(reply.text) ? withAskedUnit(reply, problem) : reply;
  }),
});
