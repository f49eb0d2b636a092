/**
 * The guards the mathematics near-miss set (evaluation/written/math-near-misses.ts) called for: a
 * statement in the setting of a reading whose question differs, which the reading had answered sure
 * and wrong. The reading either answers what is asked or leaves the statement alone.
 */
import { describe, expect, it } from 'vitest';
import { solveAlgebra } from './algebra.ts';
import { solveComplex } from './complex.ts';
import { solveComplexPolarOps } from './complex-polar-ops.ts';
import { compoundProportion } from './compound-proportion.ts';
import { solveExponentialLog } from './exponential.ts';
import { solveFunctionStudy } from './function-study.ts';
import { solveLines } from './lines.ts';
import { solveLiteralSystem } from './literal-systems.ts';
import { solvePolynomialDivision } from './polynomial-division.ts';
import { solvePolynomialFromRoots, solvePolynomialGcdLcm } from './polynomial-operations.ts';
import { solveQuadrantRatios } from './quadrant.ts';
import { solveSignificantFigures } from './significant-figures.ts';
import { solveSolid } from './solids.ts';
import { solveProblem } from './solve-problem.ts';
import { expectCertain } from './testing.ts';

describe('a system whose question is a combination of its solution', () => {
  // The combination written with the letters is now answered from the solution; in words it is left.
  it('answers x · y or x − y, leaves a sum said in words, and still solves the system', () => {
    const system = '{ x + 2y = 7 ; 2x − y = 4 }';
    expect(solveAlgebra(`Si (x; y) es la solución de ${system}, el producto x · y vale:`)).toContain(
      '**x · y = 6**',
    );
    expect(solveAlgebra(`Si (x; y) es la solución de ${system}, x − y vale:`)).toContain('**x - y = 1**');
    expect(solveAlgebra('Resolvé: x + 2y = 7 ; 2x − y = 4. La suma de x e y es:')).toBeUndefined();
    expect(solveAlgebra(`Resolvé el sistema ${system}.`)).toContain('**Solución: x = 3; y = 2**');
    expect(solveAlgebra('Resolvé: x + 2y = 7 ; 2x − y = 4.')).toContain('**Solución: x = 3; y = 2**');
  });
});

describe('a condition said in the negative', () => {
  it('leaves a polynomial that must NOT be divisible, and still finds the one that is', () => {
    const p = 'P(x) = x³ + kx² − x − 6';
    expect(solvePolynomialDivision(`Hallá k para que ${p} NO sea divisible por (x + 2).`)).toBeUndefined();
    expect(
      solvePolynomialDivision(`Hallá k para que el resto de dividir ${p} por (x + 2) no sea 0.`),
    ).toBeUndefined();
    expectCertain(solvePolynomialDivision(`Hallá k para que ${p} sea divisible por (x + 2).`), 'k = 3');
  });

  it('leaves a system that must NOT have infinitely many solutions, and keeps «no tiene solución»', () => {
    const system = '{ 2x − y = 3 ; kx − 3y = 9 }';
    expect(
      solveLiteralSystem(`¿Para qué valor de k el sistema ${system} NO tiene infinitas soluciones?`),
    ).toBeUndefined();
    expect(
      solveLiteralSystem(`¿Para qué valores de k el sistema ${system} no es compatible determinado?`),
    ).toBeUndefined();
    expectCertain(
      solveLiteralSystem(`¿Para qué valor de k el sistema ${system} tiene infinitas soluciones?`),
      'k = 6',
    );
    expect(
      solveLiteralSystem('¿Para qué valor de k el sistema { 2x − y = 3 ; kx − 3y = 5 } no tiene solución?')
        ?.certain,
    ).toBe(true);
  });
});

describe('significant figures as an order to round', () => {
  it('leaves a value to write with a number of figures, and still counts them when asked', () => {
    expect(
      solveSignificantFigures('Expresá 0,000725 en notación científica con dos cifras significativas.'),
    ).toBeUndefined();
    expect(solveSignificantFigures('Redondeá 45 678 a dos cifras significativas.')).toBeUndefined();
    expectCertain(
      solveSignificantFigures('¿Cuántas cifras significativas tiene 0,004050?'),
      '**Tiene 4 cifras significativas**',
    );
    expectCertain(
      solveSignificantFigures('Indicá el número de cifras significativas de 2,205 kg.'),
      '**Tiene 4 cifras significativas**',
    );
  });
});

describe('two lines met, the last one written with x on its right side', () => {
  it('still solves the system', () => {
    expect(solveAlgebra('Hallá el punto de intersección de las rectas y = 2x − 1 e y = −x + 5.')).toContain(
      'x = 2; y = 3',
    );
  });
});

describe('one number of a complex number, a sum of ratios, a condition on a line', () => {
  it('leaves the argument of a power, states the part of an equation’s root asked, and still states them whole', () => {
    expect(solveComplex('Si z = 1 + i, el argumento de z³ es:')?.certain).not.toBe(true);
    // The part asked, not z whole: z = 2 − 2i, so Im(z) = −2.
    expectCertain(
      solveComplex('Hallá z tal que 2z + i = 4 − 3i. ¿Cuál es la parte imaginaria de z?'),
      '**Im(z) = -2**',
    );
    // A part named as a condition is not one asked.
    expect(solveComplex('Hallá z tal que su parte real es 2 y z + 3i = 2 + 5i.')?.certain).not.toBe(true);
    expectCertain(solveComplex('Si z = 1 + i, calculá z³.'), '-2 + 2i');
    expectCertain(solveComplex('Hallá z tal que 2z + i = 4 − 3i.'), '2 - 2i');
  });

  it('states a sum of ratios asked before «vale» as the sum (never the last ratio alone), and still gives one ratio', () => {
    const given = 'Si tg α = 3/4 y α está en el tercer cuadrante,';
    const sum = solveQuadrantRatios(`${given} sen α + cos α vale:`);
    expectCertain(sum, '**sen α + cos α = -7/5 ≈ -1,4**');
    expect(sum?.text).not.toContain('**cos α =');
    expectCertain(solveQuadrantRatios(`${given} cos α vale:`), '-4/5');
  });

  it('leaves a linear function said decreasing (or increasing) beside its two values', () => {
    const values = 'cumple f(1) = 5 y f(3) = 11. Su pendiente es:';
    expect(solveLines(`Una función lineal decreciente ${values}`)?.certain).not.toBe(true);
    expectCertain(solveLines(`Una función lineal ${values}`), 'm = 3');
  });
});

describe('a third round: a half-life, a number made of roots, a feature of a result', () => {
  it('leaves a half-life or a doubling to the exponential readings, and keeps a rule of three', () => {
    expect(
      compoundProportion(
        'Una sustancia radiactiva tiene una vida media de 5 años. Si hay 80 g, ¿cuánto tarda en quedar 10 g en meses?',
      ),
    ).toBeUndefined();
    expect(
      compoundProportion('Una colonia se duplica cada 3 horas. Si hay 500, ¿en cuántas horas hay 4000?'),
    ).toBeUndefined();
    expectCertain(
      compoundProportion(
        'Si 8 obreros, trabajando 6 horas por día, terminan una obra en 15 días, ¿cuántos días tardarán 12 obreros trabajando 6 horas por día?',
      ),
      '10',
    );
  });

  it('leaves the sum or product of complex roots to Vieta, and still lists the roots', () => {
    expect(solveComplex('El producto de las soluciones de z² − 2z + 5 = 0 es:')).toBeUndefined();
    expect(solveComplexPolarOps('Calculá la suma de las raíces cuadradas de z = −4.')).toBeUndefined();
    expectCertain(solveComplex('Resolvé z² − 2z + 5 = 0.'), '1 + 2i');
    expectCertain(solveComplexPolarOps('Hallá las raíces cuadradas de z = −4.'), '2i');
  });

  it('leaves the roots of a quotient and a count of positive roots, and answers the degree of a gcd', () => {
    const p = 'P(x) = x³ − 7x + 6';
    expect(solvePolynomialDivision(`El cociente de dividir ${p} por (x − 1) tiene raíces:`)).toBeUndefined();
    expectCertain(solvePolynomialDivision(`Dividí ${p} por (x − 1).`), 'x² + x - 6');
    const gcd = 'Hallá el MCD de P(x) = x³ − x y Q(x) = x² + x.';
    // Its degree is now answered with it.
    expectCertain(solvePolynomialGcdLcm(`${gcd} ¿Cuál es su grado?`), '**Grado del MCD: 2**');
    expectCertain(solvePolynomialGcdLcm(gcd), 'MCD: (x + 1)x');
    expect(solveFunctionStudy(`Factorizá ${p} y calculá la cantidad de raíces positivas.`)?.certain).not.toBe(
      true,
    );
  });

  it('leaves a system with a parameter asked two questions', () => {
    expect(
      solveLiteralSystem(
        '¿Para qué valor de k el sistema { x + y = 2 ; 2x + 2y = k } tiene infinitas soluciones? ¿Cuánto vale x + y?',
      ),
    ).toBeUndefined();
  });
});

describe('a line given by a point and another line, that line named twice', () => {
  it('is no system of the two formulas, and the crossing is the line reading’s', () => {
    const parallel =
      'La recta paralela a y = 2x + 1 que pasa por (2; 0) corta a la recta y = 2x + 1 en:\nA) (0; 1)\nB) (1; 3)\nC) (2; 5)\nD) en infinitos puntos\nE) Ninguna de las anteriores';
    expect(solveAlgebra(parallel)).toBeUndefined();
    const perpendicular =
      'La recta perpendicular a y = 2x + 1 que pasa por (2; 0) corta a la recta y = 2x + 1 en:';
    expect(solveAlgebra(perpendicular)).toBeUndefined();
    expect(solveLines(perpendicular)?.text).toContain('**Punto de intersección: (0; 1)**');
    // Two lines met, with no point through which a new one passes: still a system.
    expect(solveAlgebra('¿En qué punto se cortan las rectas y = 2x + 1 e y = −x + 4?')).toContain(
      '**Solución: x = 1; y = 3**',
    );
  });
});

describe('a power by De Moivre asked its quadrant or its polar form', () => {
  it('leaves them, and still states the power', () => {
    expect(solveComplexPolarOps('Si z = 1 − i, el cuadrante de z³ es:')).toBeUndefined();
    expect(solveComplexPolarOps('Calculá (1 + i)⁴ y expresalo en forma polar.')).toBeUndefined();
    expectCertain(solveComplexPolarOps('Calculá (1 + i)⁴.'), '−4');
  });
});

describe('a parameter asked with the quotient too', () => {
  it('leaves it, and still finds the parameter alone', () => {
    const p = 'Hallá k para que P(x) = 2x³ − kx + 4 sea divisible por (x − 2).';
    expect(solvePolynomialDivision(`${p} ¿Cuál es el cociente?`)).toBeUndefined();
    expectCertain(solvePolynomialDivision(p), 'k = 10');
  });
});

describe('an expression of the unknown asked after the equation', () => {
  it.each([
    'Si 2x + 1 = 7, 3x vale:',
    'Si 2x + 1 = 7, x² vale:',
    'Si x/4 = 5, x + 1 vale:',
    'Sabiendo que 2x + 1 = 7, el doble de x es:',
    'Resolvé x² − 5x + 6 = 0. La mayor de las raíces es:',
    'Resolvé x² − 5x + 6 = 0. La diferencia entre las raíces es:',
  ])('leaves «%s»', (statement) => {
    expect(solveAlgebra(statement)).toBeUndefined();
  });

  it('leaves an exponential equation asked x², and still solves equations whose right side has x', () => {
    expect(solveExponentialLog('Si 2^(x+1) = 16, x² vale:')).toBeUndefined();
    expect(solveExponentialLog('Resolvé 2^(x+1) = 16.')).toContain('x = 3');
    expect(solveAlgebra('Resolvé 2x + 3 = x − 1')).toContain('x = -4');
    expect(solveAlgebra('3(x + 2) - 4 = 2x + 7')).toContain('x = 5');
    expect(solveAlgebra('Si 2x + 1 = 7, x vale:')).toContain('x = 3');
    expect(solveAlgebra('Resolvé x² − 5x + 6 = 0 y calculá la suma de las raíces.')).toContain('5');
  });
});

describe('a power of a ratio asked', () => {
  it('leaves sen² α, and still gives sen α', () => {
    const given = 'Si cos α = 0,8 y sen α < 0,';
    expect(solveQuadrantRatios(`${given} ¿cuánto vale sen² α?`)?.certain).not.toBe(true);
    expect(solveQuadrantRatios(`${given} sen² α vale:`)?.certain).not.toBe(true);
    expectCertain(solveQuadrantRatios(`${given} ¿cuánto vale sen α?`), '-3/5');
  });
});

describe('a solid whose measure changes in words', () => {
  it('leaves a doubled edge and an increase asked, and still gives the volume', () => {
    const cube = 'Un cubo tiene 10 cm de arista.';
    expect(solveSolid(`${cube} Si se duplica la arista, su volumen es:`)).toBeUndefined();
    expect(solveSolid(`${cube} Si se duplica la arista, ¿cuánto aumenta el volumen?`)).toBeUndefined();
    expectCertain(solveSolid(`${cube} ¿Cuál es su volumen?`), '1.000 cm³');
  });
});

describe('a polynomial from its roots asked one of its numbers with no question mark', () => {
  it('leaves «… tiene término independiente:», and still builds it when it is asked', () => {
    const roots = 'El polinomio mónico de grado 3 cuyas raíces son 1, 2 y 3';
    expect(solvePolynomialFromRoots(`${roots} tiene término independiente:`)).toBeUndefined();
    expectCertain(solvePolynomialFromRoots(`${roots} es:`), 'x³ - 6x² + 11x - 6');
    expectCertain(
      solvePolynomialFromRoots('¿Cuál es el polinomio mónico de grado 3 cuyas raíces son 1, 2 y 3?'),
      'x³ - 6x² + 11x - 6',
    );
  });
});

describe('a system with a parameter set, asked a combination of its solution', () => {
  it('leaves «y calculá x + y», and still solves it', () => {
    const system = 'Resolvé el sistema { kx + y = 2 ; x + ky = 2 } para k = 2';
    expect(solveLiteralSystem(`${system} y calculá x + y.`)).toBeUndefined();
    expectCertain(solveLiteralSystem(`${system}.`), 'x = 2/3; y = 2/3');
  });
});

describe('a number made of the parameters of a division', () => {
  it('leaves k² and a + b asked, and still finds k, a and b', () => {
    const one = 'Hallá k para que P(x) = kx² − 3x + k sea divisible por (x − 1).';
    expect(solvePolynomialDivision(`${one} ¿Cuánto vale k²?`)).toBeUndefined();
    expectCertain(solvePolynomialDivision(one), 'k = 3/2');
    const two =
      'Hallá a y b para que P(x) = x³ + ax + b dé resto 3 al dividir por (x − 1) y resto 0 al dividir por (x + 1).';
    expect(solvePolynomialDivision(`${two} ¿Cuánto vale a + b?`)).toBeUndefined();
    expectCertain(solvePolynomialDivision(two), 'a = 1/2; b = 3/2');
  });
});

describe('the crossing with the x axis against options that write it as a point', () => {
  it('names the point, not «Ninguna»', () => {
    const options = [
      'A) (−2/3; 0)',
      'B) (0; 2)',
      'C) (2/3; 0)',
      'D) (−3/2; 0)',
      'E) Ninguna de las anteriores',
    ];
    const reply = solveProblem(
      ['Una función lineal cumple f(1) = 5 y f(3) = 11. La recta corta al eje x en:', ...options].join('\n'),
    );
    expect(reply.text).toContain('**A)**');
    const line = solveProblem(['La recta 3x − y + 2 = 0 corta al eje x en:', ...options].join('\n'));
    expect(line.text).not.toContain('**E)**');
  });
});

describe('a function study asked where it crosses the x axis, against point options', () => {
  it('says its roots as points too, and names no «Ninguna»', () => {
    const options = ['A) (3; 0)', 'B) (0; −6)', 'C) (−3; 0)', 'D) (6; 0)', 'E) Ninguna de las anteriores'];
    const reply = solveProblem(['La función f(x) = 2x − 6 corta al eje x en:', ...options].join('\n'));
    expect(reply.text).toContain('**A)**');
    const parabola = solveProblem(
      [
        'La parábola y = x² − 5x + 6 corta al eje x en:',
        'A) (2; 0) y (3; 0)',
        'B) (−2; 0) y (−3; 0)',
        'C) (0; 6)',
        'D) (6; 0)',
        'E) Ninguna de las anteriores',
      ].join('\n'),
    );
    expect(parabola.text).not.toContain('**E)**');
  });
});

describe('an imaginary unit the equations reading does not know', () => {
  it('leaves «z² = −7 + 24i» to the complex numbers (it read 24i as 24) and still solves a real quadratic', () => {
    expect(solveAlgebra('Hallá z tal que z² = −7 + 24i y su parte real es positiva.')).toBeUndefined();
    expect(solveAlgebra('Resolvé x² = 3 − i.')).toBeUndefined();
    expect(solveAlgebra('Resolvé x² − 5x + 6 = 0.')).toContain('x₁ = 2 y x₂ = 3');
  });
});
