import { circuit } from '../../figures/circuits.ts';
import { trajectoryFigure } from '../../figures/trajectory.ts';
import { fmtNum, pickDistractors, placeOptions, texNum } from '../../lib.ts';
import type { Generator } from '../../schema.ts';
import { key, typed, worked } from '../parts.ts';

const G = 10;
/** The exams' usual angles with the sine and cosine they give: 37° and 53°. */
const ANGLES = [
  { degrees: 37, sin: 0.6, cos: 0.8 },
  { degrees: 53, sin: 0.8, cos: 0.6 },
] as const;

interface ProjectileParams {
  speed: number;
  angle: (typeof ANGLES)[number];
  asked: 'time' | 'range' | 'height';
}

const ROUNDING = 'Redondeá a dos decimales cuando haga falta.';

/** A projectile from the ground: its time of flight, range and top height; in parts, all three. */
const projectile: Generator<ProjectileParams> = {
  id: 'fis-mecanica-gen-tiro-oblicuo-partes',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'dificil',
  subtopic: 'mecanica.cinematica',
  figure: ({ speed, angle }) =>
    trajectoryFigure({
      speed,
      angle: angle.degrees,
      alt: `Un proyectil sale del suelo horizontal a ${speed} m/s formando ${angle.degrees}° con la horizontal y describe una parábola hasta volver al suelo.`,
    }),
  params: (rng) => ({
    speed: rng.int(10, 90),
    angle: rng.pick(ANGLES),
    asked: rng.pick(['time', 'range', 'height'] as const),
  }),
  build: ({ speed, angle, asked }, rng) => {
    const vx = speed * angle.cos;
    const vy = speed * angle.sin;
    const time = (2 * vy) / G;
    const values = { time, range: vx * time, height: vy ** 2 / (2 * G) };
    const units = { time: 's', range: 'm', height: 'm' };
    const questions = {
      time: '¿Cuánto tiempo está en el aire?',
      range: '¿A qué distancia horizontal del punto de partida vuelve al suelo?',
      height: '¿Qué altura máxima alcanza?',
    };
    const mistakes = {
      time: [vy / G, (2 * speed) / G, (2 * vx) / G],
      range: [(vx * time) / 2, speed * time, vy * time],
      height: [vy ** 2 / G, speed ** 2 / (2 * G), vx ** 2 / (2 * G)],
    };
    const write = (value: number) => `${fmtNum(value)} ${units[asked]}`;
    const correct = write(values[asked]);
    const distractors = pickDistractors(correct, mistakes[asked].map(write), (attempt) =>
      write(values[asked] * (1 + 0.25 * attempt)),
    );
    const { options, correctAnswer } = placeOptions(rng, correct, distractors);
    return {
      question: `${statement(speed, angle)} ${questions[asked]} ${ROUNDING}`,
      options,
      correctAnswer,
      explanation: explanationOf(speed, angle),
    };
  },
  solve: ({ speed, angle, asked }) => {
    // Another route: the range from sen 2θ = 2 sen θ cos θ, the height from v₀² sen² θ.
    const sin2 = 2 * angle.sin * angle.cos;
    if (asked === 'time') return (2 * speed * angle.sin) / G;
    if (asked === 'range') return (speed ** 2 * sin2) / G;
    return (speed ** 2 * angle.sin ** 2) / (2 * G);
  },
  buildParts: ({ speed, angle }) => {
    const vx = speed * angle.cos;
    const vy = speed * angle.sin;
    const time = (2 * vy) / G;
    return {
      question: `${statement(speed, angle)} ${ROUNDING}`,
      parts: [
        typed('¿Cuánto tiempo está en el aire?', 1, key(time, 's')),
        typed('¿A qué distancia horizontal del punto de partida vuelve al suelo?', 2, key(vx * time, 'm')),
        typed('¿Qué altura máxima alcanza?', 1, key(vy ** 2 / (2 * G), 'm')),
      ],
      explanation: explanationOf(speed, angle),
    };
  },
  solveParts: ({ speed, angle }) => {
    const sin2 = 2 * angle.sin * angle.cos;
    return [(2 * speed * angle.sin) / G, (speed ** 2 * sin2) / G, (speed ** 2 * angle.sin ** 2) / (2 * G)];
  },
};

function statement(speed: number, angle: (typeof ANGLES)[number]): string {
  return `Un proyectil se lanza desde el suelo horizontal a ${speed} m/s formando ${angle.degrees}° con la horizontal. Tomá $\\operatorname{sen} ${angle.degrees}^\\circ = ${texNum(angle.sin)}$, $\\cos ${angle.degrees}^\\circ = ${texNum(angle.cos)}$ y g = 10 m/s², sin rozamiento con el aire.`;
}

function explanationOf(speed: number, angle: (typeof ANGLES)[number]): string {
  const vx = speed * angle.cos;
  const vy = speed * angle.sin;
  const time = (2 * vy) / G;
  return worked(
    [
      `Componentes de la velocidad inicial: $v_x = ${speed} \\cdot ${texNum(angle.cos)} = ${texNum(vx)}$ m/s y $v_y = ${speed} \\cdot ${texNum(angle.sin)} = ${texNum(vy)}$ m/s.`,
      `Tiempo de vuelo: sube y baja, $t = \\frac{2 v_y}{g} = \\frac{2 \\cdot ${texNum(vy)}}{10} = ${texNum(time)}$ s.`,
      `Alcance: en horizontal no hay aceleración, $x = v_x \\cdot t = ${texNum(vx)} \\cdot ${texNum(time)} = ${texNum(vx * time)}$ m.`,
      `Altura máxima: $h = \\frac{v_y^2}{2g} = \\frac{${texNum(vy)}^2}{20} = ${texNum(vy ** 2 / (2 * G))}$ m.`,
    ],
    `tiempo de vuelo ${fmtNum(time)} s; alcance ${fmtNum(vx * time)} m; altura máxima ${fmtNum(vy ** 2 / (2 * G))} m.`,
  );
}

/** Resistors whose parallel is a whole number of ohms. */
const PARALLEL_PAIRS = [
  [6, 3],
  [4, 4],
  [12, 6],
  [10, 10],
  [20, 5],
  [12, 4],
  [8, 8],
  [30, 15],
  [24, 8],
  [18, 9],
  [6, 6],
  [20, 20],
] as const;
const VOLTAGES = [6, 9, 12, 18, 24, 36];

const THREE_FIGURES = 'Redondeá las corrientes a tres cifras significativas.';
/** A current written with three significant figures, and the key that accepts it. */
const threeFigures = (value: number) => fmtNum(value, value < 1 ? 3 : value < 10 ? 2 : 1);
const threeFiguresKey = { tolerance: { relative: 0.005 } };

interface CircuitParams {
  r1: number;
  pair: (typeof PARALLEL_PAIRS)[number];
  voltage: number;
}

/** R₁ in series with R₂ ∥ R₃: the source's current; in parts, the equivalent, the current and R₂'s share. */
const mixedCircuit: Generator<CircuitParams> = {
  id: 'fis-electricidad-gen-circuito-partes',
  subject: 'fisica',
  topic: 'electricidad',
  difficulty: 'medio',
  subtopic: 'electricidad.circuitos-ohm',
  figure: ({ r1, pair: [r2, r3], voltage }) =>
    circuit({
      source: `${voltage} V`,
      elements: [{ resistor: `${r1} Ω` }, { parallel: [`${r2} Ω`, `${r3} Ω`] }],
      alt: `Circuito: una fuente de ${voltage} V alimenta una resistencia de ${r1} Ω en serie con dos resistencias en paralelo, de ${r2} Ω y ${r3} Ω.`,
    }),
  params: (rng) => ({ r1: rng.int(1, 12), pair: rng.pick(PARALLEL_PAIRS), voltage: rng.pick(VOLTAGES) }),
  build: ({ r1, pair, voltage }, rng) => {
    const [r2, r3] = pair;
    const parallel = (r2 * r3) / (r2 + r3);
    const current = voltage / (r1 + parallel);
    const write = (value: number) => `${threeFigures(value)} A`;
    const correct = write(current);
    const distractors = pickDistractors(
      correct,
      [voltage / (r1 + r2 + r3), voltage / parallel, voltage / r1, voltage / (r1 + 1 / r2 + 1 / r3)].map(
        write,
      ),
      (attempt) => write(current * (1 + 0.2 * attempt)),
    );
    const { options, correctAnswer } = placeOptions(rng, correct, distractors);
    return {
      question: `${circuitStatement(r1, pair, voltage)} ¿Qué corriente entrega la fuente? ${THREE_FIGURES}`,
      options,
      correctAnswer,
      explanation: circuitExplanation(r1, pair, voltage),
    };
  },
  solve: ({ r1, pair: [r2, r3], voltage }) => voltage / (r1 + 1 / (1 / r2 + 1 / r3)),
  buildParts: ({ r1, pair, voltage }) => {
    const [r2, r3] = pair;
    const parallel = (r2 * r3) / (r2 + r3);
    const current = voltage / (r1 + parallel);
    return {
      question: `${circuitStatement(r1, pair, voltage)} ${THREE_FIGURES}`,
      parts: [
        typed('¿Cuánto vale la resistencia equivalente?', 1, key(r1 + parallel, 'Ω')),
        typed('¿Qué corriente entrega la fuente?', 1, key(current, 'A', threeFiguresKey)),
        typed(
          `¿Qué corriente circula por la resistencia de ${r2} Ω?`,
          2,
          key((current * parallel) / r2, 'A', threeFiguresKey),
        ),
      ],
      explanation: circuitExplanation(r1, pair, voltage),
    };
  },
  solveParts: ({ r1, pair: [r2, r3], voltage }) => {
    // Another route: the current divides in inverse proportion to the resistances.
    const total = voltage / (r1 + 1 / (1 / r2 + 1 / r3));
    return [r1 + 1 / (1 / r2 + 1 / r3), total, (total * r3) / (r2 + r3)];
  },
};

function circuitStatement(r1: number, [r2, r3]: CircuitParams['pair'], voltage: number): string {
  return `Una resistencia de ${r1} Ω está en serie con dos resistencias en paralelo, de ${r2} Ω y ${r3} Ω. El conjunto se conecta a una fuente de ${voltage} V.`;
}

function circuitExplanation(r1: number, [r2, r3]: CircuitParams['pair'], voltage: number): string {
  const parallel = (r2 * r3) / (r2 + r3);
  const current = voltage / (r1 + parallel);
  return worked(
    [
      `Paralelo: $R_p = \\frac{${r2} \\cdot ${r3}}{${r2} + ${r3}} = ${texNum(parallel)}$ Ω. En serie con la de ${r1} Ω: $R_{eq} = ${texNum(r1 + parallel)}$ Ω.`,
      `Ley de Ohm para todo el circuito: $I = \\frac{${voltage}}{${texNum(r1 + parallel)}} \\approx ${texNum(current)}$ A.`,
      `Sobre el paralelo hay $I \\cdot R_p \\approx ${texNum(current * parallel)}$ V, y por la de ${r2} Ω circulan $\\frac{${texNum(current * parallel)}}{${r2}} \\approx ${texNum((current * parallel) / r2)}$ A.`,
    ],
    `$R_{eq} = ${texNum(r1 + parallel)}$ Ω; $I \\approx ${texNum(current)}$ A; por la de ${r2} Ω, $\\approx ${texNum((current * parallel) / r2)}$ A.`,
  );
}

/** Generators whose problem also comes in parts (a, b, …), written for the exam's format (#31). */
export const generators: Generator[] = [projectile as Generator, mixedCircuit as Generator];
