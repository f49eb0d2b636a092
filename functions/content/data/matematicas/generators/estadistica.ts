import { fmtNum, placeOptions, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { fracTex, numericDistractors, pasos } from '../helpers.ts';

// ───────────── medidas de posición y dispersión ─────────────

type Medida = 'media' | 'mediana' | 'rango' | 'varianza';

interface MedidasParams {
  data: number[];
  ask: Medida;
}

const sum = (values: readonly number[]) => values.reduce((total, x) => total + x, 0);
/** True when a value shows exactly with two decimals. */
const exact = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
const list = (values: readonly number[]) => values.map((x) => fmtNum(x).replace('-', '−')).join(', ');

const medidas: Generator<MedidasParams> = {
  id: 'mat-gen-estadistica-medidas',
  subject: 'matematicas',
  topic: 'estadistica',
  difficulty: 'facil',
  subtopic: 'estadistica.medidas',
  params(rng) {
    const ask = rng.pick(['media', 'mediana', 'rango', 'varianza'] as const);
    const n = ask === 'varianza' ? rng.pick([4, 5]) : rng.int(5, 8);
    for (;;) {
      const data = Array.from({ length: n }, () => rng.int(1, 20));
      const sorted = [...data].sort((a, b) => a - b);
      const unsortedMiddle = data[Math.floor((n - 1) / 2)];
      const middle = sorted[Math.floor((n - 1) / 2)];
      // the data must not already be sorted, so "forgot to sort" is a real mistake
      if (unsortedMiddle === middle && ask === 'mediana') continue;
      if (ask === 'varianza') {
        const m = sum(data) / n;
        if (!Number.isInteger(m) || new Set(data).size < 3) continue;
      }
      return { data, ask };
    }
  },
  build({ data, ask }, rng) {
    const n = data.length;
    const sorted = [...data].sort((a, b) => a - b);
    const total = sum(data);
    const m = total / n;
    const option = (value: number) => fmtNum(value);
    const middleIndex = Math.floor((n - 1) / 2);
    const median = n % 2 === 1 ? sorted[middleIndex]! : (sorted[middleIndex]! + sorted[middleIndex + 1]!) / 2;
    const datos = `los datos ${list(data)}`;
    if (ask === 'media') {
      const correct = option(m);
      const distractors = numericDistractors(
        correct,
        [m],
        [option(median), option(total / (n - 1)), option(total), option((sorted[0]! + sorted[n - 1]!) / 2)],
        (k) => option(m + k * 0.5),
      );
      return {
        question: `Calculá la media de ${datos}.${exact(m) ? '' : ' Redondeá a dos decimales.'}`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            `Sumá todos los datos: ${data.join(' + ')} = ${total}.`,
            `Contá cuántos datos hay: ${n}.`,
            `Dividí: ${total} : ${n} = ${fmtNum(m)}${exact(m) ? '' : ' (redondeado a centésimos)'}.`,
          ],
          `La media es ${fmtNum(m)}.`,
        ),
      };
    }
    if (ask === 'mediana') {
      const unsorted = n % 2 === 1 ? data[middleIndex]! : (data[middleIndex]! + data[middleIndex + 1]!) / 2;
      const correct = option(median);
      const candidates = [option(unsorted), option(m)];
      if (n % 2 === 0) candidates.push(option(sorted[middleIndex]!), option(sorted[middleIndex + 1]!));
      else candidates.push(option(sorted[middleIndex + 1]!));
      const distractors = numericDistractors(correct, [median], candidates, (k) => option(median + k));
      return {
        question: `Hallá la mediana de ${datos}.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            `Ordená los datos de menor a mayor: ${list(sorted)}.`,
            n % 2 === 1
              ? `Hay ${n} datos (cantidad impar): la mediana es el dato que ocupa el lugar ${middleIndex + 1}, es decir, ${sorted[middleIndex]}.`
              : `Hay ${n} datos (cantidad par): los centrales son el ${middleIndex + 1}.º y el ${middleIndex + 2}.º, que valen ${sorted[middleIndex]} y ${sorted[middleIndex + 1]}. La mediana es su promedio: (${sorted[middleIndex]} + ${sorted[middleIndex + 1]}) : 2 = ${fmtNum(median)}.`,
            `Si tomabas el dato del medio sin ordenar obtenías ${fmtNum(unsorted)}, que no es la mediana.`,
          ],
          `La mediana es ${fmtNum(median)}.`,
        ),
      };
    }
    if (ask === 'rango') {
      const range = sorted[n - 1]! - sorted[0]!;
      const correct = option(range);
      const distractors = numericDistractors(
        correct,
        [range],
        [
          option(Math.abs(data[n - 1]! - data[0]!)), // last minus first as listed
          option(sorted[n - 1]! + sorted[0]!),
          option(sorted[n - 1]!),
          option(median),
        ].filter((o) => o !== '0'),
        (k) => option(range + k),
      );
      return {
        question: `Calculá el rango de ${datos}.`,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            `Buscá el dato mayor y el menor (ordenados: ${list(sorted)}).`,
            `Mayor: ${sorted[n - 1]}. Menor: ${sorted[0]}.`,
            `Rango: ${sorted[n - 1]} − ${sorted[0]} = ${range}. Se usan los extremos, no el primer y el último dato de la lista tal como vienen.`,
          ],
          `El rango es ${range}.`,
        ),
      };
    }
    const deviations = data.map((x) => x - m);
    const squares = deviations.map((d) => d * d);
    const ss = sum(squares);
    const variance = ss / n;
    const correct = option(variance);
    const distractors = numericDistractors(
      correct,
      [variance],
      [
        option(Math.sqrt(variance)), // gave the standard deviation
        option(ss / (n - 1)), // sample variance
        option(ss), // forgot to divide
        option(sum(deviations.map(Math.abs)) / n), // mean absolute deviation
      ],
      (k) => option(variance + k),
    );
    return {
      question: `Calculá la varianza (poblacional, dividiendo por n) de ${datos}.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Media: (${data.join(' + ')}) : ${n} = ${total} : ${n} = ${fmtNum(m)}.`,
          `Desvíos respecto de la media: ${list(deviations)} (suman 0, buen control).`,
          `Cuadrados de los desvíos: ${list(squares)}. Suman ${fmtNum(ss)}.`,
          `Dividí por n = ${n}: ${fmtNum(ss)} : ${n} = ${fmtNum(variance)}. El desvío estándar sería la raíz, aproximadamente ${fmtNum(Math.sqrt(variance))}.`,
        ],
        `La varianza es ${fmtNum(variance)}.`,
      ),
    };
  },
  solve({ data, ask }) {
    const n = data.length;
    if (ask === 'media') {
      // running average, a different route from sum / n
      return data.reduce((avg, x, i) => avg + (x - avg) / (i + 1), 0);
    }
    if (ask === 'mediana') {
      // strip the smallest and the largest value until one or two remain
      const rest = [...data];
      while (rest.length > 2) {
        rest.splice(rest.indexOf(Math.min(...rest)), 1);
        rest.splice(rest.indexOf(Math.max(...rest)), 1);
      }
      return rest.reduce((total, x) => total + x, 0) / rest.length;
    }
    if (ask === 'rango') return Math.max(...data) - Math.min(...data);
    // variance as E[x²] − (E[x])²
    const meanSquares = data.reduce((total, x) => total + x * x, 0) / n;
    const m = data.reduce((total, x) => total + x, 0) / n;
    return meanSquares - m * m;
  },
};

// ───────────── probabilidad con extracciones ─────────────

type Pregunta = 'dos-a' | 'una-de-cada' | 'al-menos-una-a';

interface UrnaParams {
  a: number;
  b: number;
  reposicion: boolean;
  pregunta: Pregunta;
  colores: readonly [string, string];
}

const COLORES: ReadonlyArray<readonly [string, string]> = [
  ['rojas', 'blancas'],
  ['verdes', 'negras'],
  ['azules', 'amarillas'],
];

const SINGULAR: Record<string, string> = {
  rojas: 'roja',
  blancas: 'blanca',
  verdes: 'verde',
  negras: 'negra',
  azules: 'azul',
  amarillas: 'amarilla',
};
const singular = (color: string) => SINGULAR[color] ?? color;

const urna: Generator<UrnaParams> = {
  id: 'mat-gen-estadistica-urna',
  subject: 'matematicas',
  topic: 'estadistica',
  difficulty: 'medio',
  subtopic: 'estadistica.probabilidad',
  params(rng) {
    return {
      a: rng.int(2, 8),
      b: rng.int(2, 8),
      reposicion: rng.next() < 0.4,
      pregunta: rng.pick(['dos-a', 'una-de-cada', 'al-menos-una-a'] as const),
      colores: rng.pick(COLORES),
    };
  },
  build({ a, b, reposicion, pregunta, colores }, rng) {
    const n = a + b;
    const [ca, cb] = colores;
    const second = reposicion ? n : n - 1;
    const aSecond = reposicion ? a : a - 1;
    const frac = (num: number, den: number) => `$${fracTex(num, den)}$`;
    /** " = \frac{a}{b}" when the fraction simplifies, nothing otherwise. */
    const reduced = ([num, den]: [number, number]) => {
      const simple = fracTex(num, den);
      return simple === `\\frac{${num}}{${den}}` ? '' : ` = ${simple}`;
    };
    // probabilities as exact fractions (numerator, denominator)
    const both: [number, number] = [a * aSecond, n * second];
    const withRep: [number, number] = [a * a, n * n];
    const withoutRep: [number, number] = [a * (a - 1), n * (n - 1)];
    const oneEach: [number, number] = [2 * a * b, n * second];
    const noA: [number, number] = [b * (reposicion ? b : b - 1), n * second];
    let answer: [number, number];
    let candidates: string[];
    let enunciado: string;
    let steps: string[];
    const modo = reposicion
      ? 'con reposición (se devuelve la primera bola antes de sacar la segunda)'
      : 'sin reposición';
    const first = `$\\frac{${a}}{${n}}$`;
    if (pregunta === 'dos-a') {
      answer = both;
      enunciado = `ambas sean ${ca}`;
      candidates = [
        reposicion ? frac(...withoutRep) : frac(...withRep), // mixed up the two kinds of extraction
        frac(a + aSecond, n + second), // added numerators and denominators
        frac(a, n),
        frac(2 * a * aSecond, n * second),
      ];
      steps = [
        `Primera bola ${singular(ca)}: ${first}.`,
        reposicion
          ? `Con reposición la urna vuelve a tener ${n} bolas, ${a} ${ca}: la segunda es ${singular(ca)} con probabilidad $\\frac{${a}}{${n}}$.`
          : `Sin reposición quedan ${n - 1} bolas, ${a - 1} ${ca}: la segunda es ${singular(ca)} con probabilidad $\\frac{${a - 1}}{${n - 1}}$.`,
        `Multiplicá: $\\frac{${a}}{${n}} \\cdot \\frac{${aSecond}}{${second}} = \\frac{${both[0]}}{${both[1]}}${reduced(both)}$.`,
      ];
    } else if (pregunta === 'una-de-cada') {
      answer = oneEach;
      enunciado = `sean de distinto color`;
      candidates = [
        frac(a * b, n * second), // only one of the two orders
        reposicion ? frac(2 * a * b, n * (n - 1)) : frac(2 * a * b, n * n),
        frac(a + b, n + second),
        frac(1, 2),
      ];
      steps = [
        `"Distinto color" ocurre por dos caminos: primero ${singular(ca)} y después ${singular(cb)}, o al revés.`,
        `Camino 1: $\\frac{${a}}{${n}} \\cdot \\frac{${b}}{${second}} = \\frac{${a * b}}{${n * second}}$. Camino 2: $\\frac{${b}}{${n}} \\cdot \\frac{${a}}{${second}} = \\frac{${a * b}}{${n * second}}$.`,
        `Sumá los dos caminos: $\\frac{${2 * a * b}}{${n * second}}${reduced(oneEach)}$. Si contabas un solo orden obtenías la mitad.`,
      ];
    } else {
      answer = [noA[1] - noA[0], noA[1]];
      enunciado = `al menos una sea ${singular(ca)}`;
      candidates = [
        frac(...noA), // gave the complement
        frac(a, n),
        frac(2 * a, n),
        reposicion ? frac(withoutRep[1] - b * (b - 1), withoutRep[1]) : frac(n * n - b * b, n * n),
      ];
      steps = [
        `Usá el complemento: lo contrario de "al menos una ${singular(ca)}" es "ninguna ${singular(ca)}", o sea, las dos ${cb}.`,
        `$P(\\text{dos ${cb}}) = \\frac{${b}}{${n}} \\cdot \\frac{${reposicion ? b : b - 1}}{${second}} = \\frac{${noA[0]}}{${noA[1]}}$.`,
        `$P(\\text{al menos una ${singular(ca)}}) = 1 - \\frac{${noA[0]}}{${noA[1]}} = \\frac{${noA[1] - noA[0]}}{${noA[1]}}${reduced([noA[1] - noA[0], noA[1]])}$.`,
      ];
    }
    const correct = frac(...answer);
    const value = answer[0] / answer[1];
    // a probability of 1 or more is not a credible distractor
    candidates = candidates.filter((option) => {
      const [num, den] = [...option.matchAll(/\d+/g)].map((m) => Number(m[0]));
      return den !== undefined && num !== undefined && num < den;
    });
    const distractors = numericDistractors(correct, [value], candidates, (k) =>
      frac(answer[0] + k, answer[1] + (k % 2 === 0 ? 0 : k)),
    );
    return {
      question: `Una urna tiene ${a} bolas ${ca} y ${b} ${cb}. Se sacan dos bolas ${modo}. ¿Cuál es la probabilidad de que ${enunciado}?`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(steps, `${correct} $\\approx ${texNum(value, 3)}$`),
    };
  },
  solve({ a, b, reposicion, pregunta }) {
    // independent route: enumerate every ordered pair of balls
    const balls = [...Array<string>(a).fill('A'), ...Array<string>(b).fill('B')];
    let favorable = 0;
    let total = 0;
    balls.forEach((x, i) => {
      balls.forEach((y, j) => {
        if (!reposicion && i === j) return;
        total++;
        const ok =
          pregunta === 'dos-a'
            ? x === 'A' && y === 'A'
            : pregunta === 'una-de-cada'
              ? x !== y
              : x === 'A' || y === 'A';
        if (ok) favorable++;
      });
    });
    return favorable / total;
  },
};

// ───────────── combinatoria ─────────────

type Conteo = 'combinacion' | 'variacion' | 'permutacion';

interface CombinatoriaParams {
  kind: Conteo;
  n: number;
  k: number;
  context: number;
}

const CONTEXTS: Record<Conteo, ReadonlyArray<(n: number, k: number) => string>> = {
  combinacion: [
    (n, k) =>
      `¿De cuántas maneras se puede formar un grupo de ${k} estudiantes, sin cargos, a partir de ${n} estudiantes?`,
    (n, k) =>
      `En una heladería hay ${n} gustos. ¿Cuántos potes distintos de ${k} gustos diferentes se pueden armar, si no importa el orden?`,
    (n, k) =>
      `Un examen tiene ${n} preguntas y hay que elegir ${k} para responder. ¿De cuántas maneras se puede hacer la elección?`,
  ],
  variacion: [
    (n, k) =>
      `En una carrera corren ${n} atletas. ¿De cuántas maneras distintas pueden quedar ocupados los ${k} primeros puestos de la clasificación?`,
    (n, k) =>
      `Un club de ${n} socios debe elegir ${k} autoridades con cargos distintos. ¿De cuántas maneras puede hacerlo?`,
    (n, k) =>
      `¿Cuántas claves de ${k} letras distintas, en las que importa el orden, se pueden formar eligiendo entre ${n} letras dadas?`,
  ],
  permutacion: [
    (n) => `¿De cuántas maneras se pueden ubicar ${n} personas en una fila de ${n} sillas?`,
    (n) => `¿Cuántos órdenes distintos hay para exponer ${n} trabajos prácticos uno después del otro?`,
    (n) => `¿De cuántas maneras se pueden acomodar ${n} libros distintos en un estante?`,
  ],
};

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

const combinatoria: Generator<CombinatoriaParams> = {
  id: 'mat-gen-estadistica-combinatoria',
  subject: 'matematicas',
  topic: 'estadistica',
  difficulty: 'medio',
  subtopic: 'estadistica.conteo',
  params(rng) {
    const kind = rng.pick(['combinacion', 'variacion', 'permutacion'] as const);
    if (kind === 'permutacion') return { kind, n: rng.int(4, 9), k: 0, context: rng.int(0, 2) };
    const n = rng.int(5, 15);
    return { kind, n, k: rng.int(2, Math.min(5, n - 2)), context: rng.int(0, 2) };
  },
  build({ kind, n, k, context }, rng) {
    const option = (value: number) => fmtNum(value);
    const template = CONTEXTS[kind][context]!;
    const question = template(n, k);
    if (kind === 'permutacion') {
      const answer = factorial(n);
      const correct = option(answer);
      const distractors = numericDistractors(
        correct,
        [answer],
        [option(n * n), option((n * (n + 1)) / 2), option(n ** n), option(factorial(n - 1))],
        (i) => option(answer + i * n),
      );
      const factors = Array.from({ length: n }, (_, i) => n - i).join(' \\cdot ');
      return {
        question,
        ...placeOptions(rng, correct, distractors),
        explanation: pasos(
          [
            'Se ordenan todos los elementos y el orden importa: son permutaciones.',
            `Para el primer lugar hay ${n} opciones, para el segundo ${n - 1}, y así hasta 1.`,
            `$P_{${n}} = ${n}! = ${factors} = ${texNum(answer)}$.`,
          ],
          `${fmtNum(answer)} maneras.`,
        ),
      };
    }
    const variations = factorial(n) / factorial(n - k);
    const combinations = variations / factorial(k);
    const answer = kind === 'variacion' ? variations : combinations;
    const correct = option(answer);
    const distractors = numericDistractors(
      correct,
      [answer],
      [
        option(kind === 'variacion' ? combinations : variations), // the other formula
        option(n ** k), // allowed repetitions
        option(n * k),
        option(factorial(n)),
      ],
      (i) => option(answer + i),
    );
    const factors = Array.from({ length: k }, (_, i) => n - i).join(' \\cdot ');
    const steps =
      kind === 'variacion'
        ? [
            'Importa el orden (cada puesto o cargo es distinto) y no se repiten elementos: son variaciones.',
            String.raw`$V_{${n},${k}} = \frac{${n}!}{(${n} - ${k})!} = ${factors} = ${texNum(variations)}$.`,
            `Si no importara el orden dividirías por $${k}! = ${factorial(k)}$ y obtendrías ${fmtNum(combinations)}, que cuenta grupos y no órdenes.`,
          ]
        : [
            'No importa el orden (el grupo es el mismo en cualquier orden): son combinaciones.',
            String.raw`$\binom{${n}}{${k}} = \frac{${n}!}{${k}! \cdot (${n} - ${k})!} = \frac{${factors}}{${k}!} = \frac{${texNum(variations)}}{${factorial(k)}} = ${texNum(combinations)}$.`,
            `Las variaciones (${fmtNum(variations)}) cuentan cada grupo $${k}! = ${factorial(k)}$ veces, una por cada orden.`,
          ];
    return {
      question,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(steps, `${fmtNum(answer)} maneras.`),
    };
  },
  solve({ kind, n, k }) {
    // independent route: multiplicative formulas with a loop (no factorial quotient)
    if (kind === 'permutacion') {
      let p = 1;
      for (let i = 2; i <= n; i++) p *= i;
      return p;
    }
    let v = 1;
    for (let i = 0; i < k; i++) v *= n - i;
    if (kind === 'variacion') return v;
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
    return c;
  },
};

// ───────────── dos extracciones sin reposición: mismo color o distinto color ─────────────

interface MismoColorParams {
  a: number;
  b: number;
  ask: 'mismo' | 'distinto';
  colores: readonly [string, string];
}

const mismoColor: Generator<MismoColorParams> = {
  id: 'mat-gen-estadistica-mismo-color',
  subject: 'matematicas',
  topic: 'estadistica',
  difficulty: 'dificil',
  subtopic: 'estadistica.probabilidad',
  params(rng) {
    const a = rng.int(2, 9);
    let b = rng.int(2, 9);
    while (b === a) b = rng.int(2, 9);
    return { a, b, ask: rng.pick(['mismo', 'distinto'] as const), colores: rng.pick(COLORES) };
  },
  build({ a, b, ask, colores }, rng) {
    const n = a + b;
    const total = n * (n - 1);
    const same = a * (a - 1) + b * (b - 1);
    const diff = 2 * a * b;
    const favorable = ask === 'mismo' ? same : diff;
    const correct = `$${fracTex(favorable, total)}$`;
    const withReplacement = ask === 'mismo' ? a * a + b * b : 2 * a * b;
    const candidates = [
      `$${fracTex(withReplacement, n * n)}$`, // as if the ball went back
      `$${fracTex(ask === 'mismo' ? a * (a - 1) : a * b, total)}$`, // one color only / one order only
      `$${fracTex(ask === 'mismo' ? diff : same, total)}$`, // the complementary event
      `$${fracTex(ask === 'mismo' ? 2 : 1, 2)}$`,
    ];
    const distractors = numericDistractors(
      correct,
      [favorable / total],
      candidates,
      (i) => `$${fracTex(favorable + i, total)}$`,
    );
    const [c1, c2] = colores;
    const steps =
      ask === 'mismo'
        ? [
            `"Mismo color" son dos casos que no pueden ocurrir a la vez: las dos ${c1} o las dos ${c2}. Se suman.`,
            `Las dos ${c1}: $\\frac{${a}}{${n}} \\cdot \\frac{${a - 1}}{${n - 1}} = \\frac{${a * (a - 1)}}{${total}}$ (sin reposición, en la segunda extracción queda una bola menos de ese color y una menos en total).`,
            `Las dos ${c2}: $\\frac{${b}}{${n}} \\cdot \\frac{${b - 1}}{${n - 1}} = \\frac{${b * (b - 1)}}{${total}}$.`,
            `Sumá: $\\frac{${same}}{${total}} = ${fracTex(same, total)}$. Con reposición (sin restar 1) se obtiene ${fracTex(withReplacement, n * n) === fracTex(same, total) ? 'otro valor' : `$${fracTex(withReplacement, n * n)}$`}, que es otro experimento.`,
          ]
        : [
            `"Distinto color" puede darse en dos órdenes: primero ${singular(c1)} y después ${singular(c2)}, o al revés. Se suman.`,
            `${singular(c1)[0]?.toUpperCase()}${singular(c1).slice(1)} y después ${singular(c2)}: $\\frac{${a}}{${n}} \\cdot \\frac{${b}}{${n - 1}} = \\frac{${a * b}}{${total}}$.`,
            `${singular(c2)[0]?.toUpperCase()}${singular(c2).slice(1)} y después ${singular(c1)}: $\\frac{${b}}{${n}} \\cdot \\frac{${a}}{${n - 1}} = \\frac{${a * b}}{${total}}$.`,
            `Sumá: $\\frac{${diff}}{${total}} = ${fracTex(diff, total)}$. Contar un solo orden da la mitad. Control: es el complemento de "mismo color", $1 - \\frac{${same}}{${total}}$.`,
          ];
    return {
      question: `Una urna tiene ${a} bolas ${c1} y ${b} ${c2}. Se sacan dos bolas, una después de la otra y sin reposición. ¿Cuál es la probabilidad de que sean ${ask === 'mismo' ? 'del mismo color' : 'de distinto color'}?`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(steps, correct),
    };
  },
  solve({ a, b, ask }) {
    // independent route: count ordered pairs of distinct balls
    const balls = [...Array<number>(a).fill(0), ...Array<number>(b).fill(1)];
    let hits = 0;
    let pairs = 0;
    balls.forEach((first, i) => {
      balls.forEach((second, j) => {
        if (i === j) return;
        pairs++;
        if ((first === second) === (ask === 'mismo')) hits++;
      });
    });
    return hits / pairs;
  },
};

export const generators: Generator[] = [medidas, urna, combinatoria, mismoColor];
