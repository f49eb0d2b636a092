import { at } from '../../../../../shared/lib/must.ts';
import { rightTriangle, triangleFigure, triangleFromSas } from '../../../figures/polygons.ts';
import { fmtNum, placeOptions, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { gcd, numericDistractors, pasos, radParts, radTex } from '../helpers.ts';

const rad = (degrees: number) => (degrees * Math.PI) / 180;

// ───────────── triángulo rectángulo ─────────────

type Side = 'hipotenusa' | 'opuesto' | 'adyacente';

interface RectanguloParams {
  alpha: number;
  given: Side;
  asked: Side;
  length: number;
}

const PAIRS: ReadonlyArray<readonly [Side, Side]> = [
  ['hipotenusa', 'opuesto'],
  ['hipotenusa', 'adyacente'],
  ['adyacente', 'opuesto'],
  ['opuesto', 'adyacente'],
  ['opuesto', 'hipotenusa'],
  ['adyacente', 'hipotenusa'],
];

const SIDE_NAME: Record<Side, string> = {
  hipotenusa: 'la hipotenusa',
  opuesto: 'el cateto opuesto a',
  adyacente: 'el cateto adyacente a',
};

/** Side lengths of the triangle with hypotenuse 1 and angle alpha (in degrees). */
const unitSides = (alpha: number): Record<Side, number> => ({
  hipotenusa: 1,
  opuesto: Math.sin(rad(alpha)),
  adyacente: Math.cos(rad(alpha)),
});

const trianguloRectangulo: Generator<RectanguloParams> = {
  id: 'mat-gen-trigonometria-triangulo-rectangulo',
  subject: 'matematicas',
  topic: 'trigonometria',
  difficulty: 'medio',
  subtopic: 'trigonometria.triangulo-rectangulo',
  figure({ alpha, given, asked, length }) {
    // The hypotenuse is AB (c), the side opposite α (at B) is CA (b), the adjacent one BC (a).
    const side = { hipotenusa: 'c', opuesto: 'b', adyacente: 'a' } as const;
    const names = {
      hipotenusa: 'la hipotenusa',
      opuesto: 'el cateto opuesto a α',
      adyacente: 'el cateto adyacente a α',
    };
    return triangleFigure(rightTriangle(Math.cos(rad(alpha)), Math.sin(rad(alpha))), {
      names: ['', '', ''],
      right: 'C',
      angleB: `${alpha}°`,
      [side[given]]: `${length} cm`,
      [side[asked]]: 'x',
      alt: `Un triángulo rectángulo con un ángulo agudo α de ${alpha}°: ${names[given]} mide ${length} cm y x es ${names[asked]}.`,
    });
  },
  params(rng) {
    const [given, asked] = rng.pick(PAIRS);
    return { alpha: rng.int(15, 75), given, asked, length: rng.int(4, 60) };
  },
  build({ alpha, given, asked, length }, rng) {
    const unit = unitSides(alpha);
    const answer = (length * unit[asked]) / unit[given];
    const s = Math.sin(rad(alpha));
    const c = Math.cos(rad(alpha));
    const t = Math.tan(rad(alpha));
    const a = String.raw`${alpha}^\circ`;
    // the ratio that links the two sides, and how the unknown is cleared
    let relation: string;
    let clear: string;
    let wrongRatio: number; // a different trigonometric ratio
    let inverted: number; // multiplied instead of dividing (or vice versa)
    let radiansMode: number; // calculator in radians
    const key = `${given}-${asked}`;
    const sr = Math.sin(alpha);
    const cr = Math.cos(alpha);
    const tr = Math.tan(alpha);
    switch (key) {
      case 'hipotenusa-opuesto':
        relation = String.raw`\operatorname{sen} ${a} = \frac{x}{${length}}`;
        clear = String.raw`x = ${length} \cdot \operatorname{sen} ${a} \approx ${length} \cdot ${texNum(s, 4)}`;
        wrongRatio = length * c;
        inverted = length / s;
        radiansMode = length * sr;
        break;
      case 'hipotenusa-adyacente':
        relation = String.raw`\cos ${a} = \frac{x}{${length}}`;
        clear = String.raw`x = ${length} \cdot \cos ${a} \approx ${length} \cdot ${texNum(c, 4)}`;
        wrongRatio = length * s;
        inverted = length / c;
        radiansMode = length * cr;
        break;
      case 'adyacente-opuesto':
        relation = String.raw`\operatorname{tg} ${a} = \frac{x}{${length}}`;
        clear = String.raw`x = ${length} \cdot \operatorname{tg} ${a} \approx ${length} \cdot ${texNum(t, 4)}`;
        wrongRatio = length * s;
        inverted = length / t;
        radiansMode = length * tr;
        break;
      case 'opuesto-adyacente':
        relation = String.raw`\operatorname{tg} ${a} = \frac{${length}}{x}`;
        clear = String.raw`x = \frac{${length}}{\operatorname{tg} ${a}} \approx \frac{${length}}{${texNum(t, 4)}}`;
        wrongRatio = length * c;
        inverted = length * t;
        radiansMode = length / tr;
        break;
      case 'opuesto-hipotenusa':
        relation = String.raw`\operatorname{sen} ${a} = \frac{${length}}{x}`;
        clear = String.raw`x = \frac{${length}}{\operatorname{sen} ${a}} \approx \frac{${length}}{${texNum(s, 4)}}`;
        wrongRatio = length / c;
        inverted = length * s;
        radiansMode = length / sr;
        break;
      default:
        relation = String.raw`\cos ${a} = \frac{${length}}{x}`;
        clear = String.raw`x = \frac{${length}}{\cos ${a}} \approx \frac{${length}}{${texNum(c, 4)}}`;
        wrongRatio = length / s;
        inverted = length * c;
        radiansMode = length / cr;
    }
    const option = (value: number) => `${fmtNum(value)} cm`;
    const correct = option(answer);
    const candidates = [option(wrongRatio), option(inverted)];
    if (radiansMode > 0 && radiansMode < 10 * length) candidates.push(option(radiansMode));
    const distractors = numericDistractors(correct, [answer], candidates, (n) =>
      option(answer * (1 + 0.15 * n)),
    );
    const askedText = asked === 'hipotenusa' ? 'la hipotenusa' : `${SIDE_NAME[asked]} ese ángulo`;
    const givenText = given === 'hipotenusa' ? 'la hipotenusa' : `${SIDE_NAME[given]} él`;
    const ratioName =
      key === 'hipotenusa-opuesto' || key === 'opuesto-hipotenusa'
        ? 'el seno (opuesto sobre hipotenusa)'
        : key === 'hipotenusa-adyacente' || key === 'adyacente-hipotenusa'
          ? 'el coseno (adyacente sobre hipotenusa)'
          : 'la tangente (opuesto sobre adyacente)';
    return {
      question: `En un triángulo rectángulo, uno de los ángulos agudos mide $${a}$ y ${givenText} mide ${length} cm. ¿Cuánto mide ${askedText}? (Redondeá a centésimos.)`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Los lados involucrados son ${given === 'hipotenusa' ? 'la hipotenusa' : `el cateto ${given}`} (dato) y ${asked === 'hipotenusa' ? 'la hipotenusa' : `el cateto ${asked}`} (incógnita $x$). La razón que los vincula es ${ratioName}.`,
          `Planteá: $${relation}$.`,
          `Despejá: $${clear}$.`,
          String.raw`Calculá (con la calculadora en modo grados): $x \approx ${texNum(answer)}$ cm.${given === 'hipotenusa' ? ' Control: un cateto siempre es menor que la hipotenusa.' : asked === 'hipotenusa' ? ' Control: la hipotenusa tiene que ser mayor que el cateto dado.' : ''}`,
        ],
        correct,
      ),
    };
  },
  solve({ alpha, given, asked, length }) {
    // independent route: use the complementary angle β = 90° − α (opposite ↔ adjacent swap)
    const beta = rad(90 - alpha);
    const sides: Record<Side, number> = { hipotenusa: 1, opuesto: Math.cos(beta), adyacente: Math.sin(beta) };
    return (length * sides[asked]) / sides[given];
  },
};

// ───────────── teorema del coseno ─────────────

interface CosenoParams {
  b: number;
  c: number;
  angle: number;
}

const teoremaCoseno: Generator<CosenoParams> = {
  id: 'mat-gen-trigonometria-teorema-coseno',
  subject: 'matematicas',
  topic: 'trigonometria',
  difficulty: 'dificil',
  subtopic: 'trigonometria.teoremas-seno-coseno',
  figure: ({ b, c, angle }) =>
    triangleFigure(triangleFromSas(b, angle, c), {
      names: ['', '', ''],
      a: `${b} cm`,
      b: `${c} cm`,
      c: 'x',
      angleC: `${angle}°`,
      alt: `Un triángulo con dos lados de ${b} cm y ${c} cm que forman un ángulo de ${angle}°; x es el tercer lado.`,
    }),
  params(rng) {
    let b = rng.int(3, 20);
    let c = rng.int(3, 20);
    while (c === b) c = rng.int(3, 20);
    if (b < c) [b, c] = [c, b];
    return { b, c, angle: 5 * rng.int(4, 30) };
  },
  build({ b, c, angle }, rng) {
    const cosA = Math.cos(rad(angle));
    const a2 = b * b + c * c - 2 * b * c * cosA;
    const a = Math.sqrt(a2);
    const option = (value: number) => `${fmtNum(value)} cm`;
    const correct = option(a);
    const candidates = [
      option(Math.sqrt(b * b + c * c + 2 * b * c * cosA)), // sign error
      option(Math.sqrt(Math.abs(b * b + c * c - b * c * cosA))), // forgot the 2
      option(Math.sqrt(b * b + c * c)), // Pythagoras without the last term
      option(a2), // forgot the root
      option(Math.sqrt(Math.abs(b * b + c * c - 2 * b * c * Math.cos(angle)))), // radians mode
    ];
    const distractors = numericDistractors(correct, [a], candidates, (n) => option(a * (1 + 0.1 * n)));
    const cosTex = texNum(cosA, 4);
    return {
      question: String.raw`Dos lados de un triángulo miden ${b} cm y ${c} cm, y el ángulo comprendido entre ellos mide $${angle}^\circ$. ¿Cuánto mide el tercer lado? (Redondeá a centésimos.)`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          String.raw`Conocés dos lados y el ángulo que forman: usá el teorema del coseno, $a^2 = b^2 + c^2 - 2bc \cos A$.`,
          String.raw`Reemplazá: $a^2 = ${b}^2 + ${c}^2 - 2 \cdot ${b} \cdot ${c} \cdot \cos ${angle}^\circ = ${b * b} + ${c * c} - ${2 * b * c} \cdot ${cosA < 0 ? `(${cosTex})` : cosTex}$.`,
          String.raw`Calculá: $a^2 \approx ${texNum(a2)}$.${cosA < 0 ? ' Como el ángulo es obtuso, el coseno es negativo y el último término suma.' : ''}`,
          String.raw`Sacá la raíz: $a \approx ${texNum(a)}$ cm.`,
        ],
        correct,
      ),
    };
  },
  solve({ b, c, angle }) {
    // independent route: place the triangle in the plane and measure the distance
    const B = [c, 0] as const;
    const C = [b * Math.cos(rad(angle)), b * Math.sin(rad(angle))] as const;
    return Math.hypot(B[0] - C[0], B[1] - C[1]);
  },
};

// ───────────── grados y radianes ─────────────

interface ConversionParams {
  degrees: number;
  toRadians: boolean;
}

const conversion: Generator<ConversionParams> = {
  id: 'mat-gen-trigonometria-conversion',
  subject: 'matematicas',
  topic: 'trigonometria',
  difficulty: 'facil',
  subtopic: 'trigonometria.angulos-radianes',
  params(rng) {
    let degrees = 5 * rng.int(1, 71);
    while (degrees === 180) degrees = 5 * rng.int(1, 71);
    return { degrees, toRadians: rng.next() < 0.5 };
  },
  build({ degrees, toRadians }, rng) {
    const g = gcd(degrees, 180);
    const k = degrees / g;
    const den = 180 / g;
    const radiansTex = radTex(k, den);
    if (toRadians) {
      const option = (num: number, d: number) => `$${radTex(num, d)}$`;
      const correct = option(k, den);
      const g2 = gcd(degrees, 360);
      const g3 = gcd(180, degrees);
      const candidates = [
        option(degrees / g2, 360 / g2), // used 360° = π
        option(180 / g3, degrees / g3), // inverted the factor
        option(degrees / gcd(degrees, 90), 90 / gcd(degrees, 90)), // used 90° = π
      ];
      const distractors = numericDistractors(correct, radParts(rad(degrees)), candidates, (n) =>
        option(k + n, den),
      );
      return {
        question: String.raw`Expresá $${degrees}^\circ$ en radianes.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            String.raw`Como $180^\circ = \pi$, multiplicá por $\frac{\pi}{180^\circ}$: $${degrees}^\circ \cdot \frac{\pi}{180^\circ} = \frac{${degrees}\pi}{180}$.`,
            String.raw`Simplificá la fracción dividiendo numerador y denominador por ${g}: $\frac{${degrees}}{180} = ${den === 1 ? k : `\\frac{${k}}{${den}}`}$.`,
            String.raw`Resultado: $${radiansTex}$. Control: $${radiansTex} \approx ${texNum(rad(degrees))}$ rad, y un radián son unos $57{,}3^\circ$.`,
          ],
          correct,
        ),
      };
    }
    const option = (value: number) => String.raw`$${texNum(value)}^\circ$`;
    const correct = option(degrees);
    const candidates = [
      option(2 * degrees), // used π = 360°
      option((180 * den) / k), // inverted the factor
      option((k * Math.PI) / den), // replaced π by 3,14 and did not convert
      option(degrees / 2),
    ];
    const distractors = numericDistractors(correct, [degrees], candidates, (n) => option(degrees + 5 * n));
    return {
      question: `Expresá $${radiansTex}$ radianes en grados sexagesimales.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          String.raw`Como $\pi = 180^\circ$, reemplazá $\pi$ por $180^\circ$ (equivale a multiplicar por $\frac{180^\circ}{\pi}$).`,
          den === 1
            ? String.raw`$${radiansTex} = ${k} \cdot 180^\circ$.`
            : String.raw`$${radiansTex} = \frac{${k} \cdot 180^\circ}{${den}} = \frac{${fmtNum(k * 180)}^\circ}{${den}}$.`,
          String.raw`Resultado: $${degrees}^\circ$. Si reemplazabas $\pi$ por $3{,}14$ obtenías el valor en radianes ($\approx ${texNum(rad(degrees))}$), no los grados.`,
        ],
        correct,
      ),
    };
  },
  solve({ degrees, toRadians }) {
    if (!toRadians) {
      // independent route: from the radian value back to degrees
      return ((degrees * Math.PI) / 180) * (180 / Math.PI);
    }
    return radParts((degrees / 180) * Math.PI);
  },
};

// ───────────── ecuaciones trigonométricas en [0, 2π) ─────────────

type Fn = 'sen' | 'cos' | 'tg';

/** A notable value written as num/den in LaTeX: sign · coef·√root / den. */
interface Notable {
  sign: 1 | -1 | 0;
  coef: number;
  root: 1 | 2 | 3;
  den: number;
}

const VALUES: Record<Fn, readonly Notable[]> = {
  sen: [
    { sign: 0, coef: 0, root: 1, den: 1 },
    { sign: 1, coef: 1, root: 1, den: 2 },
    { sign: 1, coef: 1, root: 2, den: 2 },
    { sign: 1, coef: 1, root: 3, den: 2 },
    { sign: 1, coef: 1, root: 1, den: 1 },
  ],
  cos: [
    { sign: 0, coef: 0, root: 1, den: 1 },
    { sign: 1, coef: 1, root: 1, den: 2 },
    { sign: 1, coef: 1, root: 2, den: 2 },
    { sign: 1, coef: 1, root: 3, den: 2 },
    { sign: 1, coef: 1, root: 1, den: 1 },
  ],
  tg: [
    { sign: 0, coef: 0, root: 1, den: 1 },
    { sign: 1, coef: 1, root: 1, den: 1 },
    { sign: 1, coef: 1, root: 3, den: 1 },
    { sign: 1, coef: 1, root: 3, den: 3 },
  ],
};

interface TrigEqParams {
  fn: Fn;
  value: Notable;
  negative: boolean;
  squared: boolean;
  k: number;
  layout: 0 | 1;
}

const FN_TEX: Record<Fn, string> = { sen: '\\operatorname{sen}', cos: '\\cos', tg: '\\operatorname{tg}' };
const evalFn = (fn: Fn, x: number) => (fn === 'sen' ? Math.sin(x) : fn === 'cos' ? Math.cos(x) : Math.tan(x));
const notableValue = ({ sign, coef, root, den }: Notable) => (sign * coef * Math.sqrt(root)) / den;
/** "\sqrt{3}", "2", "3\sqrt{2}" for coef·√root. */
const surd = (coef: number, root: number) =>
  root === 1 ? texNum(coef) : `${coef === 1 ? '' : texNum(coef)}\\sqrt{${root}}`;

/** The angles of [0, 2π) among the multiples of π/12 where fn takes the value v. */
const solutionsOf = (fn: Fn, v: number) => {
  const found: number[] = [];
  for (let i = 0; i < 24; i++) {
    const x = (i * Math.PI) / 12;
    if (fn === 'tg' && Math.abs(Math.cos(x)) < 1e-12) continue;
    if (Math.abs(evalFn(fn, x) - v) < 1e-9) found.push(i);
  }
  return found; // in twelfths of π
};

const anglesText = (twelfths: readonly number[]) => {
  const shown = twelfths.map((i) => `$x = ${radTex(i, 12)}$`);
  if (shown.length === 0) return 'No tiene solución';
  return shown.length === 1
    ? `Solo ${shown[0]}`
    : `${shown.slice(0, -1).join(', ')} y ${shown[shown.length - 1]}`;
};
const anglesNumbers = (twelfths: readonly number[]) => twelfths.flatMap((i) => radParts((i * Math.PI) / 12));

const ecuacionTrigonometrica: Generator<TrigEqParams> = {
  id: 'mat-gen-trigonometria-ecuacion',
  subject: 'matematicas',
  topic: 'trigonometria',
  difficulty: 'dificil',
  subtopic: 'trigonometria.ecuaciones',
  params(rng) {
    const fn = rng.pick(['sen', 'cos', 'tg'] as const);
    const value = rng.pick(VALUES[fn]);
    const squared = value.sign !== 0 && !(fn !== 'tg' && value.den === 1) && rng.next() < 0.35;
    return {
      fn,
      value,
      negative: value.sign !== 0 && rng.next() < 0.5,
      squared,
      k: rng.int(1, 3),
      layout: rng.pick([0, 1] as const),
    };
  },
  build({ fn, value, negative, squared, k, layout }, rng) {
    const v = notableValue(value) * (negative ? -1 : 1);
    const f = FN_TEX[fn];
    // write den·f(x) = ±coef·√root, scaled by k
    let equation: string;
    if (squared) {
      // den²·f²(x) = coef²·root
      const left = value.den * value.den * k;
      const right = value.coef * value.coef * value.root * k;
      equation = `${left === 1 ? '' : texNum(left)}${f}^2 x = ${texNum(right)}`;
    } else if (value.sign === 0) {
      equation = `${texNum(k + 1)}${f} x = 0`;
    } else {
      const left = value.den * k;
      const right = surd(value.coef * k, value.root);
      const leftTex = `${left === 1 ? '' : texNum(left)}${f} x`;
      equation =
        layout === 0
          ? `${leftTex} ${negative ? '+' : '-'} ${right} = 0`
          : `${leftTex} = ${negative ? '-' : ''}${right}`;
    }
    const targets = squared ? [Math.abs(v), -Math.abs(v)] : [v];
    const solution = [...new Set(targets.flatMap((t) => solutionsOf(fn, t)))].sort((p, q) => p - q);
    const correct = anglesText(solution);
    const expected = anglesNumbers(solution);
    const refTwelfths = solutionsOf(fn, Math.abs(v))[0] ?? 0;
    const sorted = (angles: readonly number[]) =>
      [...new Set(angles.map((a) => a % 24))].sort((p, q) => p - q);
    /** The angles in the quadrants `which` (1–4) with reference angle `ref` (in twelfths of π). */
    const inQuadrants = (ref: number, which: readonly number[]) =>
      sorted(which.map((quadrant) => at([ref, 12 - ref, 12 + ref, 24 - ref], quadrant - 1, 'quadrant')));
    const QUADRANTS: Record<Fn, Record<'+' | '-', readonly number[]>> = {
      sen: { '+': [1, 2], '-': [3, 4] },
      cos: { '+': [1, 4], '-': [2, 3] },
      tg: { '+': [1, 3], '-': [2, 4] },
    };
    const sign = v >= 0 ? '+' : '-';
    const quadrants = squared ? [1, 2, 3, 4] : QUADRANTS[fn][sign];
    const candidates = [
      anglesText(sorted(targets.flatMap((t) => solutionsOf(fn, -t)))), // sign slip
      anglesText(inQuadrants(refTwelfths, QUADRANTS[fn === 'sen' ? 'cos' : 'sen'][sign])), // quadrants of another function
      anglesText(inQuadrants(6 - refTwelfths, quadrants)), // 30° and 60° swapped
      anglesText(solutionsOf(fn, Math.abs(v))), // only the positive value
      anglesText(solution.slice(0, 1)), // only the first quadrant's answer
      ...(solution[0] === 0 ? [anglesText([...solution, 24])] : []), // counted 2π, which is outside [0, 2π)
      ...(v === 0 ? [anglesText(solutionsOf(fn === 'cos' ? 'sen' : 'cos', 0))] : []), // zeros of the other function
    ].filter((option) => option !== 'No tiene solución');
    const distractors = numericDistractors(correct, expected, candidates, (i) =>
      anglesText(sorted(solution.map((a) => a + 2 * i))),
    );
    const valueTex = (x: number) =>
      value.sign === 0
        ? '0'
        : `${x < 0 ? '-' : ''}${value.den === 1 ? surd(value.coef, value.root) : `\\frac{${surd(value.coef, value.root)}}{${value.den}}`}`;
    const where: Record<Fn, string> = {
      sen: 'el seno es la ordenada del punto de la circunferencia trigonométrica: es positivo en el primer y el segundo cuadrante y negativo en el tercero y el cuarto',
      cos: 'el coseno es la abscisa del punto de la circunferencia trigonométrica: es positivo en el primer y el cuarto cuadrante y negativo en el segundo y el tercero',
      tg: 'la tangente es positiva en el primer y el tercer cuadrante y negativa en el segundo y el cuarto; se repite cada $\\pi$',
    };
    const steps = [
      squared
        ? `Despejá y sacá raíz con los dos signos: $${f} x = ${valueTex(1)}$ o $${f} x = ${valueTex(-1)}$.`
        : `Despejá: $${f} x = ${valueTex(v)}$.`,
      value.sign === 0
        ? `Buscá en la circunferencia trigonométrica los ángulos de $[0;\\ 2\\pi)$ donde ${fn === 'cos' ? 'la abscisa' : 'la ordenada'} vale 0.`
        : `El ángulo de referencia (del primer cuadrante) es $${radTex(refTwelfths, 12)}$. Ubicá los cuadrantes: ${where[fn]}.`,
      `Las soluciones en $[0;\\ 2\\pi)$ son ${correct.replace(/^Solo /, '')}.`,
      `Verificá reemplazando: por ejemplo, $${f}\\left(${radTex(at(solution, 0, 'solution'), 12)}\\right) = ${valueTex(evalFn(fn, (at(solution, 0, 'solution') * Math.PI) / 12))}$. Elegir los cuadrantes de otra función o perder el signo es el error más común.`,
    ];
    return {
      question: `Resolvé $${equation}$ para $x \\in [0;\\ 2\\pi)$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(steps, correct),
    };
  },
  solve({ fn, value, negative, squared }) {
    // independent route: test every degree from 0 to 359 and keep the exact notable angles
    const v = notableValue(value) * (negative ? -1 : 1);
    const found: number[] = [];
    for (let deg = 0; deg < 360; deg++) {
      const x = (deg * Math.PI) / 180;
      if (fn === 'tg' && Math.abs(Math.cos(x)) < 1e-12) continue;
      const y = evalFn(fn, x);
      if (squared ? Math.abs(y * y - v * v) < 1e-9 : Math.abs(y - v) < 1e-9) found.push(x);
    }
    return found.flatMap(radParts);
  },
};

export const generators: Generator[] = [
  trianguloRectangulo,
  teoremaCoseno,
  conversion,
  ecuacionTrigonometrica,
];
