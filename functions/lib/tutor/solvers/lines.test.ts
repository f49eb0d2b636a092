import { describe, expect, it } from 'vitest';
import { lines, solveLines } from './lines.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random, signed } from './testing.ts';

const solve = (problem: string) => solveLines(problem);

describe('solveLines', () => {
  itSolvesCertainly(solve, [
    // Two parallels written with different coefficients: from (0; 3) of the first, |6·0 + 8·3 − 4|/10 = 2.
    ['Hallá la distancia entre las rectas paralelas 3x + 4y − 12 = 0 y 6x + 8y − 4 = 0.', ['**d = 2**']],
    // The reference line through two named points.
    [
      'Hallá la recta que pasa por P(0; 1) y es paralela a la recta determinada por A(1; 2) y B(3; 8).',
      ['**y = 3x + 1**'],
    ],
    // A point and the slope, or the axis the line is parallel to.
    ['Hallá la recta que pasa por el punto (1; 2) con pendiente −3.', ['**y = -3x + 5**']],
    // «la recta PQ», «la recta que une A y B»: named by its two points.
    [
      'Dados los puntos P = (−2; 3) y Q = (4; −1): Determinar la ecuación de la recta PQ.',
      ['**y = -2/3 x + 5/3**'],
    ],
    ['Sean A = (1; 2) y B = (5; 4). Hallar la recta que une A y B.', ['**y = 0,5x + 1,5**']],
    // The parameter named at the open end of an options statement.
    ['Las rectas 3x + ky = 2 y 6x − 4y = 1 son paralelas si k es igual a:', ['**k = -2**']],
    // A line named by a letter, then taken as the reference.
    [
      'Sea r la recta que pasa por A(0; 4) y B(2; 0). Hallar la ecuación de la recta paralela a r que pasa por C(1; 1).',
      ['**y = -2x + 3**'],
    ],
    [
      'La recta r pasa por los puntos P = (1; 1) y Q = (3; 5). Hallar la recta perpendicular a r que pasa por R = (0; 2).',
      ['**y = -0,5x + 2**'],
    ],
    ['Escribí la ecuación de la recta de pendiente 1/2 que pasa por (4; 3).', ['**y = 0,5x + 1**']],
    ['Hallá la ecuación de la recta que pasa por (2; −1) y es paralela al eje x.', ['**y = -1**']],
    ['La recta paralela al eje y que pasa por (3; 5) es:', ['**x = 3**']],
    // The slope and intercepts of a given line: no second equation is needed.
    [
      'Hallá la pendiente de la recta 2x − 3y + 6 = 0.',
      ['$y = \\frac{2}{3}x + 2$', '**Pendiente: m = 2/3**'],
    ],
    [
      'Indicá la pendiente y la ordenada al origen de la recta y = −2x + 5.',
      ['**Pendiente: m = -2**', '**Ordenada al origen: b = 5**'],
    ],
    [
      'La recta perpendicular a 4x + 2y = 7 que pasa por (−2; 5) es: A) y = −2x + 1 B) y = 0,5x + 4 C) y = 0,5x + 6 D) y = −0,5x + 4 E) Ninguna respuesta anterior es correcta',
      ['$m = -2$', '**y = 0,5x + 6** (en forma general, x - 2y + 12 = 0)'],
    ],
    [
      'Escribí la ecuación de la recta perpendicular a y = −2x + 1 que pasa por el punto (4; 3).',
      ['$y - 3 = \\frac{1}{2}\\,(x - 4)$', '**y = 0,5x + 1**'],
    ],
    [
      'Sean A = (1; 2) y B = (5; 4). Hallá la ecuación de la recta que pasa por A y B.',
      ['**y = 0,5x + 1,5**'],
    ],
    [
      'Sean A = (1; 2) y B = (5; 4). Hallá la ecuación de la recta perpendicular a AB que pasa por el punto medio del segmento AB.',
      ['= (3;\\ 3)$', '**y = -2x + 9**'],
    ],
    [
      'hallá la ecuación de la recta que pasa por (1, 2) y (3, 6)',
      ['**y = 2x** (en forma general, 2x - y = 0)'],
    ],
    ['hallá la recta paralela a y = 2x + 1 que pasa por (2, 3)', ['**y = 2x - 1**']],
    ['la recta que pasa por (2; 1) y (2; 7)', ['**x = 2**']],
    ['recta perpendicular a x = 3 que pasa por (1; 4)', ['**y = 4**']],
    ['la recta que pasa por (0; 1) y (3; 3)', ['**y = 2/3 x + 1**', '2x - 3y + 3 = 0']],
    [
      '¿Para qué valor de k las rectas (k − 1)x + 2y = 5 y 3x − y = 2 son perpendiculares?',
      ['$3k - 5 = 0$', '**k = 5/3 ≈ 1,67**'],
    ],
    ['¿Para qué valor de m las rectas y = mx + 1 e y = 3x − 2 son paralelas?', ['**m = 3**']],
    [
      // The crossing asked, not the new line's equation (it was stated as the answer before).
      'Sea L₁ la recta de ecuación 5x + 3y = 15. Sea L₂ la recta que es perpendicular a L₁ y pasa por el punto (0, −2). Hallar el punto de intersección entre L₁ y L₂.',
      ['$y = \\frac{3}{5}x - 2$', '**Punto de intersección: (105/34; -5/34)**'],
    ],
    [
      'Sea r la recta perpendicular a y = 2x − 4 que pasa por (1; 3). Hallar la ecuación de r y el punto donde se cortan.',
      ['**y = -0,5x + 3,5**', '**Punto de intersección: (3; 2)**'],
    ],
    [
      // «= 3 y L₂…»: the conjunction after the formula, not a term 3y.
      'Sea L₁ la recta 2x + y = 3 y L₂ la paralela a L₁ que pasa por (1; 2). Hallar la ecuación de L₂.',
      ['**y = -2x + 4**'],
    ],
    [
      // A reference line through two unnamed points.
      'Sea r la recta que pasa por (0; −2) y es paralela a la recta que une los puntos (1; 1) y (3; 7). La ecuación de r es:',
      ['**y = 3x - 2**'],
    ],
    [
      'La recta de ecuación 4x − 5y + 20 = 0 corta al eje de abscisas en el punto:',
      ['**Abscisa al origen: x = -5**'],
    ],
    [
      'Dados los puntos A(−2; 1) y B(4; 9), calcular la pendiente de la recta AB.',
      ['**Pendiente: m = 4/3**'],
    ],
    [
      'Determinar la pendiente y la ordenada al origen de la recta que pasa por (1; 5) y (3; 9).',
      ['**Pendiente: m = 2**', '**Ordenada al origen: b = 3**'],
    ],
    // The crossing named by a letter and asked by it.
    [
      'Las rectas L₁: x + y = 4 y L₂ perpendicular a L₁ por (0; 0) se cortan en el punto P. Hallar P.',
      ['**Punto de intersección: (2; 2)**'],
    ],
    // A point of the line through two points asked, not its equation.
    [
      'La recta que pasa por A(0; 3) y B(2; 0) corta al eje x en:',
      ['**Abscisa al origen: x = 2** (el punto (2; 0))'],
    ],
    [
      'La recta que pasa por A(1; 2) y B(3; 8) corta al eje de ordenadas en el punto:',
      ['**Ordenada al origen: b = -1** (el punto (0; -1))'],
    ],
  ]);

  itDeclines('declines what it cannot answer whole: %s', solve, [
    // «la recta PQ» named, but something else of it asked.
    'Dados P = (−2; 3) y Q = (4; −1), ¿en qué punto corta la recta PQ al eje y?',
    'resolvé el sistema 2x + y = 5, x − y = 1',
    'la recta perpendicular a y = 2x que pasa por (1; 1) y (2; 2)',
    '¿para qué valor de k las rectas kx + y = 1 y 2kx + 2y = 2 son paralelas?',
    'la recta que pasa por (1; 2) con pendiente −3 y es paralela al eje x',
    'hallá la pendiente de la recta x = 4',
    // The slope and another thing asked: not all of it answered by the slope.
    'Dados A(−2; 1) y B(4; 9), hallar la distancia entre ellos y la pendiente de la recta AB.',
    // A point asked by a letter the statement does not define.
    'Sea L₂ la perpendicular a x + y = 4 por (0; 0). Hallar Q.',
    // The crossing with an axis asked, not where the two lines cross.
    'Dada la recta r: 2x − 3y = 6, hallar la recta perpendicular a r que pasa por (2; 1) y calcular su intersección con el eje x.',
    // Two parallels never cross.
    'Sea L₂ la paralela a 2x − y = 4 que pasa por (1; 3). Hallar el punto de intersección entre L₁ y L₂.',
    // A distance asked of the lines is neither the equation nor the crossing.
    'Sea L₂ la perpendicular a 2x − y = 4 que pasa por (1; 3). Hallar la distancia del punto (1; 3) a la recta 2x − y = 4.',
  ]);

  itSolvesItsExamples(lines);
});

/** The line a reply states, as a·x + b·y = c from its general form "a x + b y + c = 0". */
function general(text: string): [number, number, number] {
  const form = /en forma general, ([^)]*) = 0\)/.exec(text)?.[1]?.replace(/\s+/g, '');
  if (!form) throw new Error(`no line in ${text}`);
  let [a, b, c] = [0, 0, 0];
  for (const [, sign, digits, v] of form.matchAll(/([+-]?)(\d*)([xy]?)/g)) {
    if (!digits && !v) continue;
    const k = (sign === '-' ? -1 : 1) * (digits ? Number(digits) : 1);
    if (v === 'x') a += k;
    else if (v === 'y') b += k;
    else c -= k;
  }
  return [a, b, c];
}

describe('solveLines, a linear function by two values', () => {
  itSolvesCertainly(solve, [
    ['Una función lineal f cumple f(1) = 5 y f(3) = 9. Hallar su fórmula.', ['**f(x) = 2x + 3**']],
    ['Una función lineal f cumple f(1) = 5 y f(3) = 9. Hallar su cero.', ['**Cero: x = -1,5**']],
    ['Una función lineal g verifica g(−2) = 1 y g(4) = −2. Hallá su fórmula.', ['**g(x) = -0,5x**']],
    [
      'La función lineal h satisface h(−1) = 7 y h(2) = −2. Determinar su pendiente y su ordenada al origen.',
      ['**Pendiente: m = -3**', '**Ordenada al origen: b = 4**'],
    ],
    [
      'Una función lineal f tiene pendiente −3 y cumple f(2) = 1. Halle su ordenada al origen.',
      ['**Ordenada al origen: b = 7**'],
    ],
    ['Una función lineal f tiene pendiente −3 y cumple f(2) = 1. Calcule f(−1).', ['**f(-1) = 10**']],
    ['Una función lineal f cumple f(0) = 4 y f(2) = 10. ¿Cuánto vale f(5)?', ['**f(5) = 19**']],
  ]);

  itDeclines('leaves alone what it cannot read whole: %s', solve, [
    // A slope beside two values could disagree with them.
    'Una función lineal f tiene pendiente 2 y cumple f(1) = 5 y f(3) = 9. Hallar su fórmula.',
    'Una función lineal f cumple f(1) = 5, f(3) = 9 y f(5) = 13. Hallar su fórmula.',
    'Una función lineal f cumple f(2) = 5 y f(2) = 9. Hallar su fórmula.',
    'Una función cuadrática f cumple f(1) = 5 y f(3) = 9. Hallar su fórmula.',
  ]);

  it('gives back the slope and intercept two values were drawn from', () => {
    const next = random(3655);
    for (let k = 0; k < 30; k++) {
      const [m, b] = [1 + Math.floor(next() * 6), Math.floor(next() * 11) - 5];
      const [x1, x2] = [Math.floor(next() * 5) - 2, 3 + Math.floor(next() * 4)];
      const text = solve(
        `Una función lineal f cumple f(${x1}) = ${m * x1 + b} y f(${x2}) = ${m * x2 + b}. Hallar su fórmula.`,
      )?.text;
      const intercept = b === 0 ? '' : ` ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
      expect(text).toContain(`**f(x) = ${m === 1 ? '' : m}x${intercept}**`);
    }
  });

  it('gives back the value at another x of a line drawn from one value and its slope (seeded)', () => {
    const next = random(3656);
    for (let k = 0; k < 30; k++) {
      const [m, b] = [Math.floor(next() * 9) - 4 || 1, Math.floor(next() * 11) - 5];
      const [x1, x2] = [Math.floor(next() * 5) - 2, 3 + Math.floor(next() * 4)];
      const text = solve(
        `Una función lineal f tiene pendiente ${m} y cumple f(${x1}) = ${m * x1 + b}. Calcule f(${x2}).`,
      )?.text;
      expect(text).toContain(`**f(${x2}) = ${m * x2 + b}**`);
    }
  });
});

describe('solveLines, checked back', () => {
  it('the line through two points passes through both', () => {
    const next = random(11);
    const int = () => Math.floor(next() * 21) - 10;
    for (let k = 0; k < 200; k++) {
      const [x1, y1, x2, y2] = [int(), int(), int(), int()];
      if (x1 === x2 && y1 === y2) continue;
      const [a, b, c] = general(solve(`la recta que pasa por (${x1}; ${y1}) y (${x2}; ${y2})`)?.text ?? '');
      expect(a * x1 + b * y1).toBe(c);
      expect(a * x2 + b * y2).toBe(c);
    }
  });

  it('the perpendicular and the parallel keep their slope and pass through the point', () => {
    const next = random(5);
    const int = () => Math.floor(next() * 13) - 6;
    for (let k = 0; k < 200; k++) {
      const [a0, b0, c0, px, py] = [int() || 1, int() || 2, int(), int(), int()];
      const given = `${a0}x ${signed(b0)}y = ${c0}`;
      const perpendicular = general(
        solve(`la recta perpendicular a ${given} que pasa por (${px}; ${py})`)?.text ?? '',
      );
      expect(perpendicular[0] * px + perpendicular[1] * py).toBe(perpendicular[2]);
      expect(perpendicular[0] * a0 + perpendicular[1] * b0).toBe(0);
      const parallel = general(solve(`la recta paralela a ${given} que pasa por (${px}; ${py})`)?.text ?? '');
      expect(parallel[0] * px + parallel[1] * py).toBe(parallel[2]);
      expect(parallel[0] * b0 - parallel[1] * a0).toBe(0);
    }
  });

  it('the perpendicular through a point crosses the given line on both', () => {
    const next = random(34);
    const int = () => Math.floor(next() * 13) - 6;
    for (let k = 0; k < 100; k++) {
      const [a0, b0, c0, px, py] = [int() || 1, int() || 2, int(), int(), int()];
      const text =
        solve(
          `Sea L₁ la recta ${a0}x ${signed(b0)}y = ${c0} y L₂ la perpendicular a L₁ que pasa por (${px}; ${py}). Hallar el punto de intersección entre L₁ y L₂.`,
        )?.text ?? '';
      const [x, y] = (/\*\*Punto de intersección: \(([^;]+); ([^)]+)\)\*\*/.exec(text)?.slice(1) ?? []).map(
        (t) =>
          t
            .replace(',', '.')
            .split('/')
            .map(Number)
            .reduce((p, q) => p / q),
      ) as [number, number];
      expect(Math.abs(a0 * x + b0 * y - c0), text).toBeLessThan(1e-9);
      // On the perpendicular through the point: (x − px, y − py) is along the normal (a0, b0).
      expect(Math.abs((x - px) * b0 - (y - py) * a0), text).toBeLessThan(1e-9);
    }
  });
});

describe('a linear function by two values: where it vanishes or takes a value (#32)', () => {
  it.each([
    ['Una función lineal cumple f(2) = 1 y f(6) = 9. ¿Para qué valor de x se anula?', '**Cero: x = 1,5**'],
    ['Una función lineal cumple f(1) = 5 y f(3) = 9. ¿Para qué valor de x es f(x) = 15?', '**x = 6**'],
    ['Sea g una función afín con g(0) = 4 y g(2) = 0. ¿Para qué valor de x vale 10?', '**x = -3**'],
  ])('%s', (problem, expected) => {
    const reply = solveLines(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves alone a constant function, and a value with a datum more', () => {
    expect(
      solveLines('Una función lineal cumple f(1) = 5 y f(3) = 5. ¿Para qué valor de x es f(x) = 15?')
        ?.certain,
    ).not.toBe(true);
    expect(
      solveLines('Una función lineal cumple f(1) = 5 y f(3) = 9. ¿Para qué valor de x es f(x) = 15 + 2?')
        ?.certain,
    ).not.toBe(true);
  });
});

describe('solveLines: how two lines lie (#32)', () => {
  it.each([
    ['Las rectas y = 2x + 1 e y = −x/2 + 3 son:', '**Son perpendiculares**'],
    [
      '¿Las rectas y = 3x − 1 e y = 3x + 4 son paralelas o perpendiculares?',
      '**Son paralelas (no coincidentes)**',
    ],
    ['Las rectas y = 2x + 1 y 4x − 2y + 2 = 0 son:', '**Son coincidentes (la misma recta)**'],
    ['Las rectas y = x + 1 e y = 2x son:', '**Son oblicuas'],
  ])('%s', (problem, expected) => {
    const reply = solveLines(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
  it('leaves a position asked with a point, or with one line', () => {
    expect(
      solveLines('Las rectas y = 2x + 1 y la que pasa por (1; 2) y (3; 4) son:')?.text ?? '',
    ).not.toContain('Posición relativa');
    expect(solveLines('La recta y = 2x + 1 y el eje x son:')?.text ?? '').not.toContain('Posición relativa');
  });
});

describe('solveLines: a line given by where it crosses the axes, its equation asked (#32)', () => {
  it('does not answer the ordinate it was given for the equation asked, but the equation', () => {
    const reply = solveLines(
      'Una recta corta al eje y en (0; 4) y al eje x en (2; 0). ¿Cuál es su ecuación?',
    );
    expect(reply?.text ?? '').not.toContain('**Ordenada al origen');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**y = -2x + 4**');
  });
  itSolvesCertainly(solve, [
    ['La recta que corta al eje x en x = 4 y al eje y en y = −2 tiene por ecuación:', ['**y = 0,5x - 2**']],
    // The points written whole, «a los ejes».
    ['Escribí la ecuación de la recta que corta a los ejes en (6; 0) y (0; 2).', ['**y = -1/3 x + 2**']],
    // The crossings told as the intercepts, decimal comma, the slope asked: m = 3 / 1,5 = 2.
    [
      'Una recta tiene ordenada al origen 3 y abscisa al origen −1,5. ¿Cuál es su pendiente?',
      ['**Pendiente: m = 2**'],
    ],
    // Data in the other order, ustedeo: through (−3; 0) and (0; −6), m = −6 / 3 = −2.
    [
      'Determine la ecuación de la recta que interseca al eje de ordenadas en −6 y al eje de abscisas en −3.',
      ['**y = -2x - 6**'],
    ],
  ]);
  itSolvesCertainly(solve, [
    // One crossing and the slope: y = 2/3 x − 1.
    ['Hallar la ecuación de la recta de pendiente 2/3 cuya ordenada al origen es −1', ['**y = 2/3 x - 1**']],
    // y = −2x + 3 meets y = 0 at x = 3/2.
    [
      'La recta de pendiente −2 que corta al eje y en 3 corta al eje x en:',
      ['**Abscisa al origen: x = 1,5**'],
    ],
    // y = 0,5(x − 6): b = −3.
    [
      'Una recta de pendiente 0,5 corta al eje x en 6. Hallar su ordenada al origen.',
      ['**Ordenada al origen: b = -3**'],
    ],
  ]);
  itDeclines('leaves another question of the crossings, or one crossing: %s', solve, [
    // Three data for two unknowns: this reading does not check which one to trust.
    'Una recta de pendiente 2 corta al eje x en 3 y al eje y en −6. Hallar su ecuación.',
    'La recta corta al eje x en x = 4 y al eje y en y = −2. ¿Cuál es el área del triángulo que forma con los ejes?',
    'Una recta corta al eje x en 5. Hallar su ecuación.',
    'Una recta corta al eje x en 4 y al eje y en −2. Hallar la recta paralela a ella que pasa por (1; 1).',
  ]);
});

describe('solveLines: a line named by a letter beside other data, and its equation asked with another thing (#32)', () => {
  itSolvesCertainly(solve, [
    // The parabola is for another question: r through (0; −3) and (3; 0) is y = x − 3.
    [
      'Sean f(x) = x² − 2x − 3 y la recta r que pasa por los puntos (0; −3) y (3; 0). Hallar la ecuación de r.',
      ['**y = x - 3**'],
    ],
    ['La recta s pasa por (1; 2) y (3; 6). Escribí la ecuación de s.', ['**y = 2x**']],
    // Both asked: the equation and its ordinate (before, only the ordinate was stated).
    [
      'Hallá la ecuación de la recta que pasa por A(1; 2) y B(3; 8) y su ordenada al origen.',
      ['**y = 3x - 1**', '**Ordenada al origen: b = -1**'],
    ],
  ]);
  it('leaves where the named line meets the parabola', () => {
    expect(
      solve(
        'Sean f(x) = x² − 2x − 3 y la recta r que pasa por los puntos (0; −3) y (3; 0). Hallar los puntos de intersección de f y r.',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solveLines: a line by a point and its slope, where it crosses an axis asked (#32)', () => {
  itSolvesCertainly(solve, [
    // y − 7 = −3(x − 2) ⇒ y = −3x + 13; y = 0 at x = 13/3.
    [
      'La recta que pasa por el punto (2; 7) y tiene pendiente −3, ¿en qué valor de x corta al eje de abscisas?',
      ['**Abscisa al origen: x = 13/3**'],
    ],
    // Voseo, slope first: y = 2x − 5 (through (4; 3)); b = −5.
    [
      'Una recta tiene pendiente 2 y pasa por (4; 3). Hallá su ordenada al origen.',
      ['**Ordenada al origen: b = -5**'],
    ],
    // Impersonal, slope as a fraction: y − 1 = 1/2 (x + 4) ⇒ y = x/2 + 3; root x = −6.
    [
      'Determine la abscisa al origen de la recta de pendiente 1/2 que pasa por el punto (−4; 1).',
      ['**Abscisa al origen: x = -6**'],
    ],
  ]);
  it('does not restate the slope it was given', () => {
    expect(
      solveLines('Una recta tiene pendiente 2 y pasa por (4; 3). Hallá su ordenada al origen.')?.text,
    ).not.toContain('**Pendiente');
  });
  itDeclines('leaves a crossing it cannot read: %s', solve, [
    // A horizontal line never cuts the x axis.
    'La recta que pasa por (1; 4) y tiene pendiente 0, ¿dónde corta al eje x?',
  ]);
});

describe('solveLines: a parallel or perpendicular to a line named «L₁» through two points (#32)', () => {
  itSolvesCertainly(solve, [
    // L₁: slope (−4 − 4)/(3 + 1) = −2; its perpendicular through the origin: y = x/2.
    [
      'Sea L₁ la recta que pasa por los puntos A = (−1; 4) y B = (3; −4). Hallar la ecuación de la recta L₂, perpendicular a L₁, que pasa por el origen de coordenadas.',
      ['**y = 0,5x**'],
    ],
    // Its parallel through P = (2; 1): y − 1 = −2(x − 2) ⇒ y = −2x + 5.
    [
      'Sea L₁ la recta que pasa por los puntos A = (−1; 4) y B = (3; −4). Hallar la ecuación de la recta paralela a L₁ que pasa por el punto P = (2; 1).',
      ['**y = -2x + 5**'],
    ],
    // Voseo, another subscript: R₂ through (0; 1) and (2; 5), slope 2; perpendicular through (4; 0): y = −x/2 + 2.
    [
      'Sea R₂ la recta que pasa por M = (0; 1) y N = (2; 5). Escribí la recta perpendicular a R₂ que pasa por (4; 0).',
      ['**y = -0,5x + 2**'],
    ],
  ]);
  itDeclines('leaves a line named by another letter than the one the order names: %s', solve, [
    'Sea L₁ la recta que pasa por los puntos A = (−1; 4) y B = (3; −4). Hallar la ecuación de la recta perpendicular a L₂ que pasa por el origen.',
  ]);
});

describe('the distance from a point to a line', () => {
  const stated = (problem: string) => {
    const reply = solveLines(problem);
    expect(reply?.certain, reply?.text).toBe(true);
    return reply?.text.split('\n').find((line) => line.startsWith('**d =')) ?? '';
  };

  it('answers it as exams ask it, exact when the root is whole', () => {
    expect(stated('Calcular la distancia del punto P(3; −2) a la recta de ecuación 4x − 3y + 7 = 0.')).toBe(
      '**d = 5**',
    );
    expect(stated('Hallar la distancia del punto (1; 1) a la recta y = 2x + 3.')).toBe('**d = 4/√5 ≈ 1,79**');
    expect(stated('¿A qué distancia de la recta x + y = 4 está el punto A(0; 0)?')).toBe(
      '**d = 4/√2 ≈ 2,83**',
    );
  });

  it('leaves alone two points or a line without a point', () => {
    expect(solveLines('Calcular la distancia entre los puntos A(1; 2) y B(4; 6).')?.text ?? '').not.toContain(
      'Distancia de un punto a una recta',
    );
    expect(solveLines('Calcular la distancia de la recta 3x + 4y = 12 al origen.')?.text ?? '').not.toContain(
      'Distancia de un punto a una recta',
    );
  });

  it('finds |Ax₀ + By₀ + C| / √(A² + B²) for seeded lines and points', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed % (2 * n + 1)) - n;
    };
    for (let k = 0; k < 50; k++) {
      const [A, B, C, x, y] = [next(6) || 1, next(6) || 2, next(9), next(8), next(8)];
      const sign = (v: number) => (v < 0 ? `− ${-v}` : `+ ${v}`);
      const problem = `Calcular la distancia del punto P(${x}; ${y}) a la recta ${A}x ${sign(B)}y ${sign(C)} = 0.`;
      const text = stated(problem);
      const d = Math.abs(A * x + B * y + C) / Math.hypot(A, B);
      const shown = /≈ ([\d,]+)\*\*$/.exec(text)?.[1] ?? /= ([\d/]+)\*\*$/.exec(text)?.[1] ?? '';
      const read = shown.includes('/')
        ? Number(shown.split('/')[0]) / Number(shown.split('/')[1])
        : Number(shown.replace(',', '.'));
      expect(Math.abs(read - d), `${problem} ${text}`).toBeLessThanOrEqual(0.006);
    }
  });
});

describe('solveLines: the line named by two of the figure’s points (#32)', () => {
  it('takes the slope of «la recta AB» from A and B when C is given for the figure', () => {
    const reply = solveLines(
      'Datos: P(2; −1), Q(6; 1) y R(0; 5), vértices de un triángulo. Calcule la pendiente de la recta QR.',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**Pendiente: m = -2/3**');
  });

  it('answers nothing when a name is not among the points, or a justification is asked beside the slope', () => {
    expect(
      solveLines('Datos: P(2; −1), Q(6; 1) y R(0; 5). Calcule la pendiente de la recta QS.'),
    ).toBeUndefined();
    expect(
      solveLines(
        'Datos: A(−1; 2), B(3; 4) y C(5; 0). Calcule la pendiente de la recta BC y justifique si el triángulo es rectángulo en B.',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('a circle tangent to a line: its radius is the distance from its centre (#32)', () => {
  it.each([
    // |3 − 8 + 20| / 5 = 3.
    [
      'Hallar el radio de la circunferencia de centro C(1; −2) que es tangente a la recta 3x + 4y + 20 = 0.',
      '**r = 3**',
    ],
    [
      'Calculá el radio de la circunferencia con centro en (0; 0) que es tangente a la recta 5x + 12y − 26 = 0.',
      '**r = 2**',
    ],
    // |2 − 3 + 3| / √2 = √2: r² = 2.
    [
      'Escribí la ecuación de la circunferencia de centro (2; 3) tangente a la recta x − y + 3 = 0.',
      '**(x - 2)² + (y - 3)² = 2**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveLines(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });
  it('keeps the distance to the line for random centres (seeded)', () => {
    const next = random(3321);
    for (let n = 0; n < 30; n++) {
      const [h, k, c] = [
        Math.floor(next() * 11) - 5,
        Math.floor(next() * 11) - 5,
        Math.floor(next() * 21) - 10,
      ];
      const reply = solveLines(
        `Hallar el radio de la circunferencia de centro C(${h}; ${k}) tangente a la recta 3x − 4y ${signed(c)} = 0.`,
      );
      const r = Math.abs(3 * h - 4 * k + c) / 5;
      if (r === 0) {
        // A centre on the line makes no circle: declined.
        expect(reply?.certain).not.toBe(true);
        continue;
      }
      const [top = 'NaN', bottom = '1'] = (/\*\*r = ([\d,/]+)/.exec(reply?.text ?? '')?.[1] ?? 'NaN').split(
        '/',
      );
      const stated = Number(top.replace(',', '.')) / Number(bottom);
      expect(stated, `${h} ${k} ${c}`).toBeCloseTo(r, 2);
    }
  });
});
