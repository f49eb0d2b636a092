/**
 * Forces as vectors at a point: the resultant of two forces at an angle (R² = F₁² + F₂² + 2F₁F₂·cos θ),
 * the sum by components of forces given with their directions («50 N hacia la derecha», «a 30° con la
 * horizontal»), its magnitude and angle, the equilibrant, the components of one force or vector, and the
 * resultant of forces given by their components in the plane or in space («F1 = (3; 4; 0) N»), and a force
 * scale (the force an arrow stands for, or the arrow of a force).
 */
import { asksAnotherUnit } from './asked-unit.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  cosDeg,
  distinctAngles,
  givenTrig,
  ofDimension,
  readForces,
  readStatement,
  type Statement,
  sinDeg,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4, true);
const EXCLUDE =
  /paralelas|barra|viga|palanca|tabla|masa|acelera|plano inclinado|rozamiento|cuerda|tension|polea|(?<![\p{L}])kg(?!f)/u;

/** Directions in words, as angles from the +x axis (east, right). */
const WORDS: [RegExp, number][] = [
  // «en el sentido positivo del eje x», «según el semieje y negativo»: the axis named with its sense.
  [/sentido positivo del eje x|semieje (?:x positivo|positivo de las x)/, 0],
  [/sentido positivo del eje y|semieje (?:y positivo|positivo de las y)/, 90],
  [/sentido negativo del eje x|semieje (?:x negativo|negativo de las x)/, 180],
  [/sentido negativo del eje y|semieje (?:y negativo|negativo de las y)/, 270],
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
const TWO_EQUAL = /\bdos fuerzas (?:iguales )?de\s*[\d.,]+\s*(?:n|kgf|newtons?)\b(?:\s*cada una)?/;

interface Vec {
  value: number;
  index: number;
  degrees?: number;
  /** Where its direction's angle starts, when an angle gave it. */
  angleAt?: number;
}

/** The trig values the statement fixes («sen 53° = 0,8»), else the calculator's. */
function trig(s: Statement, degrees: number): { sin: number; cos: number } {
  const given = givenTrig(s).find((g) => Math.abs(g.degrees - degrees) < 1e-9);
  return { sin: given?.sin ?? sinDeg(degrees), cos: given?.cos ?? cosDeg(degrees) };
}

/**
 * Forces given by their components, in the plane or in space («F1 = (3; 4; 0) N»): the resultant is the
 * sum component by component, and its magnitude the root of the sum of squares.
 */
function fromComponents(s: Statement, question: string): SolverReply | undefined {
  if (!/resultante|equilibrante/.test(question)) return undefined;
  const component = `(-?\\s*${NUMBER_SOURCE})`;
  const tuple = new RegExp(
    `\\b[fr]\\s*_?[₀-₉\\d]?\\s*=\\s*\\(\\s*${component}\\s*;\\s*${component}\\s*(?:;\\s*${component}\\s*)?\\)`,
    'g',
  );
  const signed = (raw: string) => (raw.startsWith('-') ? -1 : 1) * parseNumber(raw.replace(/^-\s*/, ''));
  const vectors = [...s.folded.replace(/−/g, '-').matchAll(tuple)].map((match) => ({
    at: match.index,
    end: match.index + match[0].length,
    parts: [match[1], match[2], match[3]].filter((x): x is string => x !== undefined).map(signed),
  }));
  const [first] = vectors;
  if (!first || vectors.length < 2 || vectors.some((v) => v.parts.length !== first.parts.length))
    return undefined;
  if (vectors.some((v) => v.parts.some((x) => !Number.isFinite(x)))) return undefined;
  // Every number of the statement is a component.
  const inside = (index: number) => vectors.some((v) => index >= v.at && index < v.end);
  if (typedNumbers(s).some((found) => !inside(found.index))) return undefined;
  const dims = first.parts.length;
  const sum = Array.from({ length: dims }, (_, i) =>
    vectors.reduce((total, v) => total + (v.parts[i] ?? 0), 0),
  );
  const equilibrant = /equilibrante/.test(question);
  const shown = equilibrant ? sum.map((x) => -x) : sum;
  const magnitude = Math.hypot(...sum);
  const names = ['x', 'y', 'z'];
  const tuple_ = (xs: number[]) => `(${xs.map((x) => fmt(x, 4)).join('; ')})`;
  const text = workedReply({
    title: 'Resultante de fuerzas dadas por sus componentes',
    data: vectors.map((v, i) => `F${i + 1} = ${tuple_(v.parts)} N`).join('; '),
    steps: [
      `La resultante se suma componente a componente: ${sum
        .map(
          (x, i) =>
            `$R_${names[i] ?? i} = ${vectors.map((v) => tex(v.parts[i] ?? 0, 4, true)).join(' + ')} = ${tex(x, 4)}$`,
        )
        .join(', ')} N.`,
      `Su módulo: $|R| = \\sqrt{${sum.map((x) => `${tex(x, 4, true)}^2`).join(' + ')}} ${approx(magnitude)} ${tex(magnitude, 2)}$ N.`,
      ...(equilibrant
        ? [`La equilibrante es la opuesta: $E = -R = ${tuple_(shown)}$ N, del mismo módulo.`]
        : []),
    ],
    // Only the magnitude when that is what is asked: the components would match other options.
    answer: /modulo|intensidad|valor/.test(question)
      ? `**|${equilibrant ? 'E' : 'R'}| ${relation(magnitude, 3)} ${fmt(magnitude, 3)} N**`
      : `**${equilibrant ? 'E' : 'R'} = ${tuple_(shown)} N; |${equilibrant ? 'E' : 'R'}| ${relation(magnitude)} ${fmt(magnitude)} N**`,
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
  if (!F1 || !l1 || forces.length + lengths.length !== 3) return undefined;
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
  let answer: string;
  if (l2 && !F2 && /fuerza|intensidad|modulo|valor|cuanto/.test(question)) {
    const F = perUnit * l2.value;
    steps.push(
      `La flecha de ${fmt(l2.value, 4)} ${lengthUnit} representa $${n(l2.value)} \\cdot ${tex(perUnit, 4)} ${approx(F)} ${tex(F, 2)}$ N. Comprobá: $\\frac{${tex(F, 2)}}{${n(l2.value)}} ${approx(F / l2.value)} ${tex(perUnit, 4)}$ N/${lengthUnit}, la misma escala.`,
    );
    answer = `F ${relation(F)} ${fmt(F)} N`;
  } else if (F2 && !l2 && /longitud|largo|mide|medir|cuantos|flecha|segmento|vector/.test(question)) {
    const l = F2.newtons / perUnit;
    steps.push(
      `La fuerza de ${F2.typed} se dibuja con $\\frac{${n(F2.newtons)}}{${tex(perUnit, 4)}} ${approx(l)} ${tex(l, 2)}$ ${lengthUnit}. Comprobá: $${tex(l, 2)} \\cdot ${tex(perUnit, 4)} ${approx(l * perUnit)} ${n(F2.newtons)}$ N.`,
    );
    answer = `ℓ ${relation(l)} ${fmt(l)} ${lengthUnit}`;
  } else return undefined;
  const unused = unusedNumbers(s, [F1.index, l1.index, ...(F2 ? [F2.index] : []), ...(l2 ? [l2.index] : [])]);
  if (unused.length) return undefined;
  // A length or a force asked in another unit («¿cuántos milímetros…?», «…, en kN?») is not this answer.
  if (asksAnotherUnit(question, l2 ? ['N'] : [lengthUnit])) return undefined;
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

/** A reply for a sum of forces (or the components of one), or undefined. */
export function solveForceSum(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  if (!/fuerza|vector|resultante|equilibrante/.test(s.folded) || EXCLUDE.test(s.folded)) return undefined;
  const question = askedClause(s);
  const byComponents = fromComponents(s, question) ?? forceScale(s, question);
  if (byComponents) return byComponents;
  // «su proyección sobre el eje x» is the component too.
  const wantsComponents = /componente|proyeccion/.test(question);
  const wantsAngle =
    /(?:que|cual es el) angulo|direccion|angulo (?:que )?forma (?:la resultante|con)/.test(question) &&
    !wantsComponents;
  const equilibrant = /equilibrante/.test(question);
  // «…producen el mismo efecto que una sola fuerza de:» asks the resultant too.
  if (
    !wantsComponents &&
    !wantsAngle &&
    !/resultante|modulo|equilibrante|intensidad|suma|mismo efecto|una sola fuerza/.test(question)
  )
    return undefined;
  const forces = readForces(s);
  const kgf = forces.length > 0 && forces.every((f) => f.typed.endsWith('kgf'));
  if (forces.some((f) => f.typed.endsWith('kgf')) && !kgf) return undefined;
  const unit = forces.length ? (kgf ? 'kgf' : 'N') : '';
  const vectors: Vec[] = forces.map((f) => ({ value: kgf ? f.newtons / 9.8 : f.newtons, index: f.index }));
  const [only] = vectors;
  const equalPair = TWO_EQUAL.exec(s.folded);
  if (only && vectors.length === 1 && equalPair && /cada una|iguales/.test(equalPair[0]))
    vectors.push({ ...only });
  if (!vectors.length) {
    const modulus = new RegExp(`vector(?: [a-z])? de modulo\\s*(${NUMBER_SOURCE})`).exec(s.folded);
    if (!modulus) return undefined;
    const raw = group(modulus, 1);
    vectors.push({ value: parseNumber(raw), index: modulus.index + modulus[0].lastIndexOf(raw) });
  }
  const angles = distinctAngles(s);
  const trigSpans = givenTrig(s).flatMap((g) => g.spans);
  const used = vectors.map((v) => v.index);
  for (const n of typedNumbers(s))
    if (trigSpans.some(([a, b]) => n.index >= a && n.index < b)) used.push(n.index);
  for (const a of angles) used.push(a.index);
  const data: string[] = [];
  const steps: string[] = [];
  let rx = 0;
  let ry = 0;
  const between =
    vectors.length === 2 &&
    (/perpendicular|angulo recto|forman (?:entre si )?(?:un angulo de )?90/.test(s.folded) ||
      (angles.length === 1 &&
        /entre si|forman|formando/.test(s.folded) &&
        !/con (?:la horizontal|el eje|el semieje)/.test(s.folded)));
  if (between) {
    const [a, b] = vectors as [Vec, Vec];
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
      const angle = angles.find((a) => a.index > v.index && a.index < end);
      const word = WORDS.find(([cue]) => cue.test(stretch));
      if (
        angle &&
        (fromXForAll ||
          /con (?:la horizontal|el (?:semi)?eje (?:x|de las x|positivo))/.test(
            s.folded.slice(angle.index, angle.index + 45),
          ))
      ) {
        v.degrees = angle.degrees;
        v.angleAt = angle.index;
      } else if (word && !angle) v.degrees = word[1];
      else return undefined;
    }
    if (angles.some((a) => !vectors.some((v) => v.angleAt === a.index))) return undefined;
    for (const [i, v] of vectors.entries()) {
      const { sin, cos } = trig(s, v.degrees as number);
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
    const label = vectors.length > 1 ? 'R' : forces.length ? 'F' : 'v';
    const onlyX = /(?:componente|proyeccion) (?:x|horizontal|en x|sobre el eje x)/.test(question);
    const onlyY = /(?:componente|proyeccion) (?:y|vertical|en y|sobre el eje y)/.test(question);
    if (onlyX && onlyY) return undefined;
    answer = onlyX
      ? `${label}x ${relation(rx)} ${fmt(rx)}${u}`
      : onlyY
        ? `${label}y ${relation(ry)} ${fmt(ry)}${u}`
        : `${label} ${relation(rx) === '=' && relation(ry) === '=' ? '=' : '≈'} (${fmt(rx)}; ${fmt(ry)})${u}, es decir ${label}x ${relation(rx)} ${fmt(rx)}${u} y ${label}y ${relation(ry)} ${fmt(ry)}${u}`;
  } else {
    steps.push(`Módulo: $R = \\sqrt{R_x^2 + R_y^2} ${approx(r)} ${tex(r, 2)}$${u}.`);
    const alpha = ((Math.atan2(ry, rx) * 180) / Math.PI + 360) % 360;
    const towards = equilibrant ? (alpha + 180) % 360 : alpha;
    if (wantsAngle) {
      if (r === 0) return undefined;
      steps.push(
        `Dirección: $\\operatorname{tg} \\alpha = \\frac{R_y}{R_x}$, con el cuadrante de los signos de $R_x$ y $R_y$: $\\alpha ${approx(alpha)} ${tex(alpha, 2)}^\\circ$ desde el eje x (la horizontal, hacia la derecha).`,
      );
      answer = `${equilibrant ? 'la equilibrante' : 'α'} ${relation(towards)} ${fmt(towards)}° con el eje x${equilibrant ? '' : ` (R ${relation(r)} ${fmt(r)}${u})`}`;
    } else if (equilibrant) {
      steps.push('La equilibrante anula la resultante: mismo módulo, misma dirección y sentido opuesto.');
      answer = `E ${relation(r)} ${fmt(r)}${u}, opuesta a la resultante`;
    } else {
      answer = `R ${relation(r)} ${fmt(r)}${u}`;
    }
  }
  const unused = unusedNumbers(s, used);
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
  solve: solveForceSum,
});
