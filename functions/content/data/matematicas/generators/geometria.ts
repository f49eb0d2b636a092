import { pointsGraph } from '../../../figures/function-graph.ts';
import { polygonFigure } from '../../../figures/polygons.ts';
import { solidFigure } from '../../../figures/solids.ts';
import { fmtNum, placeOptions, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { numericDistractors, pasos, pointTex } from '../helpers.ts';

const par = (n: number) => (n < 0 ? `(${texNum(n)})` : texNum(n));

/** "√N" simplified to an integer when N is a perfect square. */
const sqrtTex = (n: number) => (Number.isInteger(Math.sqrt(n)) ? texNum(Math.sqrt(n)) : `\\sqrt{${n}}`);

// ───────────── distancia y punto medio ─────────────

interface DistanciaParams {
  kind: 'distancia' | 'punto-medio';
  x1: number;
  y1: number;
  dx: number;
  dy: number;
}

const TRIPLES: ReadonlyArray<readonly [number, number]> = [
  [3, 4],
  [4, 3],
  [6, 8],
  [8, 6],
  [5, 12],
  [12, 5],
  [9, 12],
  [12, 9],
  [8, 15],
];

const distanciaPuntoMedio: Generator<DistanciaParams> = {
  id: 'mat-gen-geometria-distancia-punto-medio',
  subject: 'matematicas',
  topic: 'geometria',
  difficulty: 'facil',
  subtopic: 'geometria.analitica',
  figure: ({ x1, y1, dx, dy }) =>
    pointsGraph({
      points: [
        { at: [x1, y1], name: 'A' },
        { at: [x1 + dx, y1 + dy], name: 'B' },
      ],
      join: [[0, 1]],
      alt: `Los puntos A = (${fmtNum(x1)}; ${fmtNum(y1)}) y B = (${fmtNum(x1 + dx)}; ${fmtNum(y1 + dy)}) en el plano, unidos por un segmento.`,
    }),
  params(rng) {
    const [a, b] = rng.pick(TRIPLES);
    return {
      kind: rng.pick(['distancia', 'punto-medio'] as const),
      x1: rng.int(-7, 7),
      y1: rng.int(-7, 7),
      dx: a * rng.pick([1, -1]),
      dy: b * rng.pick([1, -1]),
    };
  },
  build({ kind, x1, y1, dx, dy }, rng) {
    const x2 = x1 + dx;
    const y2 = y1 + dy;
    const A = pointTex(x1, y1);
    const B = pointTex(x2, y2);
    if (kind === 'distancia') {
      const d = Math.sqrt(dx * dx + dy * dy);
      const option = (value: string) => `$d = ${value}$`;
      const correct = option(texNum(d));
      const sums = (x1 + x2) ** 2 + (y1 + y2) ** 2;
      const candidates = [
        option(texNum(Math.abs(dx) + Math.abs(dy))), // added the differences
        option(texNum(d * d)), // forgot the square root
        ...(sums > 0 ? [option(sqrtTex(sums))] : []), // added the coordinates
        option(sqrtTex(Math.abs(dx) + Math.abs(dy))), // did not square
      ];
      const distractors = numericDistractors(correct, [d], candidates, (n) => option(texNum(d + n)));
      return {
        question: `Calculá la distancia entre los puntos $A = ${A}$ y $B = ${B}$.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            String.raw`Usá $d(A, B) = \sqrt{(x_B - x_A)^2 + (y_B - y_A)^2}$.`,
            `Diferencias: $x_B - x_A = ${texNum(x2)} - ${par(x1)} = ${texNum(dx)}$ e $y_B - y_A = ${texNum(y2)} - ${par(y1)} = ${texNum(dy)}$.`,
            `Elevá al cuadrado y sumá: $${par(dx)}^2 + ${par(dy)}^2 = ${dx * dx} + ${dy * dy} = ${d * d}$.`,
            String.raw`Sacá la raíz: $d = \sqrt{${d * d}} = ${texNum(d)}$. Los cuadrados eliminan el signo, así que el orden de la resta no importa.`,
          ],
          correct,
        ),
      };
    }
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const option = (x: number, y: number) => `$M = ${pointTex(x, y)}$`;
    const correct = option(mx, my);
    const candidates = [
      option(dx / 2, dy / 2), // subtracted instead of adding
      option(x1 + x2, y1 + y2), // forgot to divide by 2
      option(my, mx),
      option(dx, dy),
    ];
    const distractors = numericDistractors(correct, [mx, my], candidates, (n) => option(mx + n, my));
    return {
      question: `Hallá el punto medio del segmento de extremos $A = ${A}$ y $B = ${B}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          String.raw`El punto medio es el promedio de las coordenadas: $M = \left(\frac{x_A + x_B}{2};\ \frac{y_A + y_B}{2}\right)$.`,
          String.raw`$x_M = \frac{${texNum(x1)} + ${par(x2)}}{2} = \frac{${texNum(x1 + x2)}}{2} = ${texNum(mx)}$.`,
          String.raw`$y_M = \frac{${texNum(y1)} + ${par(y2)}}{2} = \frac{${texNum(y1 + y2)}}{2} = ${texNum(my)}$.`,
          `Control: $M$ tiene que quedar entre $A$ y $B$; las coordenadas $${texNum(mx)}$ y $${texNum(my)}$ están entre las de los extremos.`,
        ],
        correct,
      ),
    };
  },
  solve({ kind, x1, y1, dx, dy }) {
    if (kind === 'distancia') return Math.hypot(dx, dy);
    // independent route: start at A and walk half of the vector AB
    return [x1 + dx / 2, y1 + dy / 2];
  },
};

// ───────────── volúmenes ─────────────

type Solid = 'cilindro' | 'cono' | 'esfera' | 'prisma' | 'piramide';

interface VolumenParams {
  solid: Solid;
  r: number;
  h: number;
  diameter: boolean;
  w: number;
}

const volumenes: Generator<VolumenParams> = {
  id: 'mat-gen-geometria-volumenes',
  subject: 'matematicas',
  topic: 'geometria',
  difficulty: 'medio',
  subtopic: 'geometria.volumenes',
  figure: ({ solid, r, h, diameter, w }) => {
    if (solid === 'piramide' || diameter) return undefined;
    if (solid === 'prisma')
      return solidFigure({
        kind: 'prisma',
        width: `${r} cm`,
        depth: `${w} cm`,
        height: `${h} cm`,
        alt: `Un prisma rectangular con una base de ${r} cm por ${w} cm y una altura de ${h} cm.`,
      });
    if (solid === 'esfera')
      return solidFigure({ kind: 'esfera', radius: `${r} cm`, alt: `Una esfera de ${r} cm de radio.` });
    return solidFigure({
      kind: solid,
      radius: `${r} cm`,
      height: `${h} cm`,
      alt: `Un ${solid} de ${r} cm de radio y ${h} cm de altura.`,
    });
  },
  params(rng) {
    const solid = rng.pick(['cilindro', 'cono', 'esfera', 'prisma', 'piramide'] as const);
    const diameter = rng.next() < 0.4;
    if (solid === 'esfera') return { solid, r: rng.pick([3, 6, 9, 12, 15]), h: 0, diameter, w: 0 };
    if (solid === 'cono' || solid === 'piramide') {
      return { solid, r: rng.int(2, 10), h: 3 * rng.int(1, 8), diameter, w: rng.int(2, 9) };
    }
    return { solid, r: rng.int(2, 10), h: rng.int(2, 20), diameter, w: rng.int(2, 9) };
  },
  build({ solid, r, h, diameter, w }, rng) {
    const piOption = (k: number) => `$${k === 1 ? '' : texNum(k)}\\pi$ cm³`;
    const plainOption = (v: number) => `${fmtNum(v)} cm³`;
    const radiusText = diameter ? `${2 * r} cm de diámetro` : `${r} cm de radio`;
    const radiusStep = diameter
      ? `El dato es el diámetro: el radio es la mitad, $r = ${2 * r} : 2 = ${r}$ cm.`
      : `El radio es $r = ${r}$ cm.`;
    if (solid === 'esfera') {
      const k = (4 * r ** 3) / 3;
      const correct = piOption(k);
      const candidates = [
        piOption(4 * r ** 2), // surface instead of volume
        piOption(4 * r ** 3), // forgot the 1/3
        piOption((4 * (2 * r) ** 3) / 3), // used the diameter as radius
        piOption(r ** 3),
      ];
      const distractors = numericDistractors(correct, [k * Math.PI], candidates, (n) => piOption(k + 3 * n));
      return {
        question: `Calculá el volumen de una esfera de ${radiusText}.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            radiusStep,
            String.raw`Volumen de la esfera: $V = \frac{4}{3}\pi r^3$, con $r^3 = ${r}^3 = ${texNum(r ** 3)}$.`,
            String.raw`$V = \frac{4}{3} \cdot ${texNum(r ** 3)} \cdot \pi = ${texNum(k)}\pi$ cm³ $\approx ${texNum(k * Math.PI, 1)}$ cm³.`,
            String.raw`No lo confundas con la superficie, $4\pi r^2 = ${4 * r * r}\pi$ cm², que se mide en unidades cuadradas.`,
          ],
          correct,
        ),
      };
    }
    if (solid === 'cilindro' || solid === 'cono') {
      const base = r * r;
      const k = solid === 'cilindro' ? base * h : (base * h) / 3;
      const correct = piOption(k);
      const candidates =
        solid === 'cilindro'
          ? [
              piOption(2 * r * h), // lateral area
              piOption(4 * base * h), // used the diameter as radius
              piOption((base * h) / 3), // cone formula
              piOption(r * h),
            ]
          : [
              piOption(base * h), // forgot the 1/3
              piOption((4 * base * h) / 3), // used the diameter as radius
              piOption((r * h) / 3),
              piOption(2 * r * h),
            ];
      const distractors = numericDistractors(correct, [k * Math.PI], candidates, (n) => piOption(k + n));
      const name = solid === 'cilindro' ? 'un cilindro' : 'un cono';
      return {
        question: `Calculá el volumen de ${name} de ${radiusText} y ${h} cm de altura.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            radiusStep,
            String.raw`Área de la base: $\pi r^2 = \pi \cdot ${r}^2 = ${base}\pi$ cm².`,
            solid === 'cilindro'
              ? String.raw`Volumen del cilindro: base por altura, $V = ${base}\pi \cdot ${h} = ${texNum(k)}\pi$ cm³.`
              : String.raw`Volumen del cono: un tercio de base por altura, $V = \frac{1}{3} \cdot ${base}\pi \cdot ${h} = ${texNum(k)}\pi$ cm³.`,
            String.raw`Aproximadamente, $V \approx ${texNum(k * Math.PI, 1)}$ cm³.${solid === 'cono' ? ' Sin el $\\frac{1}{3}$ obtendrías el volumen del cilindro de igual base y altura.' : ''}`,
          ],
          correct,
        ),
      };
    }
    // prisma rectangular (base r × w) or pirámide de base cuadrada (lado r)
    if (solid === 'prisma') {
      const v = r * w * h;
      const correct = plainOption(v);
      const candidates = [
        plainOption(v / 3),
        plainOption(r + w + h),
        plainOption(2 * (r * w + r * h + w * h)),
      ];
      const distractors = numericDistractors(correct, [v], candidates, (n) => plainOption(v + n * r));
      return {
        question: `Un prisma rectangular tiene una base de ${r} cm por ${w} cm y una altura de ${h} cm. ¿Cuál es su volumen?`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            String.raw`Área de la base: $${r} \cdot ${w} = ${r * w}$ cm².`,
            String.raw`Volumen del prisma: base por altura, $V = ${r * w} \cdot ${h} = ${texNum(v)}$ cm³.`,
            `No dividas por 3: eso corresponde a una pirámide. Y ${fmtNum(2 * (r * w + r * h + w * h))} cm² es la superficie total (la suma de las seis caras), que no es un volumen.`,
          ],
          correct,
        ),
      };
    }
    const base = r * r;
    const v = (base * h) / 3;
    const correct = plainOption(v);
    const candidates = [plainOption(base * h), plainOption((base * h) / 2), plainOption((4 * r * h) / 3)];
    const distractors = numericDistractors(correct, [v], candidates, (n) => plainOption(v + n));
    return {
      question: `Una pirámide de base cuadrada tiene ${r} cm de lado de base y ${h} cm de altura. ¿Cuál es su volumen?`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Área de la base cuadrada: $${r}^2 = ${base}$ cm².`,
          String.raw`Volumen de la pirámide: un tercio de base por altura, $V = \frac{1}{3} \cdot ${base} \cdot ${h} = ${texNum(v)}$ cm³.`,
          String.raw`Sin el $\frac{1}{3}$ obtendrías $${texNum(base * h)}$ cm³, el volumen del prisma de igual base y altura: la pirámide entra tres veces en él.`,
        ],
        correct,
      ),
    };
  },
  solve({ solid, r, h, w }) {
    // independent route: numeric formulas with Math.PI
    switch (solid) {
      case 'esfera':
        return (4 / 3) * Math.PI * r ** 3;
      case 'cilindro':
        return Math.PI * r ** 2 * h;
      case 'cono':
        return (Math.PI * r ** 2 * h) / 3;
      case 'prisma':
        return r * w * h;
      case 'piramide':
        return (r ** 2 * h) / 3;
    }
  },
};

// ───────────── trapecio isósceles: Pitágoras y área ─────────────

interface TrapecioParams {
  /** Horizontal leg, height and slanted side of the right triangle at each end (a Pythagorean triple). */
  leg: number;
  h: number;
  side: number;
  /** The smaller base. */
  b: number;
}

const TRAPECIO_TRIPLES: ReadonlyArray<readonly [number, number, number]> = [
  [3, 4, 5],
  [4, 3, 5],
  [6, 8, 10],
  [8, 6, 10],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 9, 15],
];

const trapecio: Generator<TrapecioParams> = {
  id: 'mat-gen-geometria-trapecio',
  subject: 'matematicas',
  topic: 'geometria',
  difficulty: 'dificil',
  subtopic: 'geometria.areas-perimetros',
  figure: ({ leg, h, side, b }) =>
    polygonFigure({
      vertices: [
        [0, 0],
        [b + 2 * leg, 0],
        [b + leg, h],
        [leg, h],
      ],
      sides: [`${fmtNum(b + 2 * leg)} cm`, `${fmtNum(side)} cm`, `${fmtNum(b)} cm`, `${fmtNum(side)} cm`],
      title: 'Trapecio isósceles',
      alt: `Un trapecio isósceles con bases de ${fmtNum(b + 2 * leg)} cm y ${fmtNum(b)} cm y lados no paralelos de ${fmtNum(side)} cm.`,
    }),
  params(rng) {
    const [leg, h, side] = rng.pick(TRAPECIO_TRIPLES);
    return { leg, h, side, b: rng.int(2, 20) };
  },
  build({ leg, h, side, b }, rng) {
    const B = b + 2 * leg;
    const area = ((B + b) * h) / 2;
    const option = (value: number) => `${fmtNum(value)} cm²`;
    const correct = option(area);
    const candidates = [
      option(((B + b) * side) / 2), // took the slanted side as the height
      option((B + b) * h), // forgot to halve
      option(((B + b) * leg) / 2), // took the horizontal leg as the height
      option(B * h), // used only the larger base
    ];
    const distractors = numericDistractors(correct, [area], candidates, (i) => option(area + i * h));
    return {
      question: `Un trapecio isósceles tiene bases de ${fmtNum(B)} cm y ${fmtNum(b)} cm, y cada uno de sus lados no paralelos mide ${fmtNum(side)} cm. ¿Cuál es su área?`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Bajá las alturas desde los extremos de la base menor: a cada lado queda un triángulo rectángulo de hipotenusa ${fmtNum(side)} cm y cateto horizontal $\\frac{${B} - ${b}}{2} = ${leg}$ cm.`,
          `Por Pitágoras, la altura es $\\sqrt{${side}^2 - ${leg}^2} = \\sqrt{${side * side - leg * leg}} = ${h}$ cm.`,
          `Área del trapecio: $\\frac{(B + b) \\cdot h}{2} = \\frac{(${B} + ${b}) \\cdot ${h}}{2} = ${texNum(area)}$ cm².`,
          `El lado oblicuo (${fmtNum(side)} cm) no es la altura: la altura es perpendicular a las bases. Y el trapecio se calcula con la semisuma de las bases, no con una sola.`,
        ],
        correct,
      ),
    };
  },
  solve({ leg, side, b }) {
    // independent route: height from the slanted side, then the trapezoid as a rectangle plus two triangles
    const height = Math.sqrt(side * side - leg * leg);
    return b * height + 2 * ((leg * height) / 2);
  },
};

export const generators: Generator[] = [distanciaPuntoMedio, volumenes, trapecio];
