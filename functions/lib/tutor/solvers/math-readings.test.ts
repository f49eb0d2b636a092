import { describe, expect, it } from 'vitest';
import { readQuestion } from '../offline/reading.ts';
import { solveExponentialLog } from './exponential.ts';
import { solveFunctionStudy } from './function-study.ts';
import { solveProblem } from './solve-problem.ts';

describe('readings that once went wrong', () => {
  it('a formula cut before its closing bracket ends the function study (it looped)', () => {
    expect(solveFunctionStudy('La función f(x) = (x + 2)/(x − \nes: A) 1')).toBeUndefined();
  });

  it('reads an option (x − 1)/(x + 2) as an option, not as a part labelled «1)»', () => {
    const read = readQuestion(
      'La inversa de f es:\nA) (x − 2)/(x + 1)\nB) (x − 1)/(x + 2)\nC) x\nD) 2x\nE) Ninguna',
    );
    expect(read.parts).toHaveLength(0);
    expect(read.options).toHaveLength(5);
  });

  it('a logarithm with its base in words is solved as one, not as a linear equation', () => {
    expect(solveExponentialLog('Calculá x si log en base 2 de (x − 3) = 4.')).toContain('x = 19');
    const reply = solveProblem('Calculá el valor de x si log en base 2 de (x − 3) = 4.');
    expect(reply.text).not.toMatch(/x = 7\b/);
  });

  it('the sum and the product of the roots asked are the answer, not the roots alone', () => {
    const reply = solveProblem('Hallá la suma y el producto de las raíces de 2x² − 6x + 4 = 0.');
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**Suma de las raíces: x₁ + x₂ = −b/a = 3**');
    expect(reply.text).toContain('**Producto de las raíces: x₁ · x₂ = c/a = 2**');
    expect(solveProblem('El producto de las raíces de x² + 2x + 5 = 0 es:').text).toContain('c/a = 5**');
  });

  it('a computation asked for «el valor de» or «efectuá la siguiente operación» is still one', () => {
    expect(solveProblem('Calculá el valor de (2/3 − 1/2) : (1/4 + 1/6).').text).toContain('= 0,4**');
    expect(solveProblem('Efectuá la siguiente operación: 3/4 + 5/6.').text).toContain('= 19/12');
  });

  it('a system in braces, «{ x + y = 10 ; x − y = 4 }», is read as its two equations', () => {
    const reply = solveProblem('Resolvé el sistema { x + y = 10 ; x − y = 4 }.');
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('**Solución: x = 7; y = 3**');
  });

  it('a letter times an unknown («mx − 3y = 2») is never dropped to solve «−3y = 2»', () => {
    const reply = solveProblem(
      'Hallá m y n para que el sistema { mx − 3y = 2 ; 2x + y = n } sea compatible indeterminado.',
    );
    expect(reply.text).not.toContain('y = -2/3');
    expect(reply.text).toContain('**m = -6; n = -2/3**');
  });

  it('a system’s solution is also the ordered pair the options write, exact', () => {
    const options = (shown: string) =>
      `La solución del sistema { x + 2y = 1 ; 2x + y = 1 } es:\n${shown}\nE) Ninguna respuesta anterior es correcta`;
    const reply = solveProblem(options('A) (1/3; 1/3)\nB) (1; 0)\nC) (0; 1/2)\nD) (1/2; 1/4)'));
    expect(reply.text).toContain('- Como par ordenado: (1/3; 1/3).');
    expect(reply.text).toContain('La correcta es la **A)**');
  });

  it('two lines whose position is asked are not solved as a system; their meeting point is', () => {
    const position = solveProblem(
      'Las rectas y = 2x + 1 e y = −x/2 + 3 son:\nA) Paralelas\nB) Perpendiculares\nC) Coincidentes\nD) Oblicuas\nE) Ninguna respuesta anterior es correcta',
    );
    expect(position.text).not.toContain('Ninguna de las otras opciones');
    expect(solveProblem('¿En qué punto se cortan las rectas y = 2x + 1 e y = −x/2 + 3?').text).toContain(
      '**Solución: x = 0,8; y = 2,6**',
    );
  });

  it('a system without a parameter to classify is classified by solving it', () => {
    const cases: [string, string][] = [
      ['Clasificar el sistema { x − 2y = 1 ; −2x + 4y = −2 }.', '**El sistema es compatible indeterminado'],
      ['Clasificá el sistema { 2x + y = 3 ; 4x + 2y = 1 }.', '**El sistema es incompatible'],
      ['Clasificar el sistema { x + y = 3 ; x − y = 1 }.', '**El sistema es compatible determinado'],
    ];
    for (const [message, expected] of cases) {
      const reply = solveProblem(message);
      expect(reply.certain, message).toBe(true);
      expect(reply.text).toContain(expected);
    }
  });

  it('a question back about an equation in two unknowns is not a certain reply', () => {
    const reply = solveProblem('Resolvé 2x + y = 7.');
    expect(reply.certain).toBe(false);
    expect(solveProblem('x² + y² − 4x + 6y − 12 = 0').text).not.toMatch(/es una recta/);
  });
});

describe('a lone x in the sentence', () => {
  it('is not a second expression to simplify', async () => {
    const { solveAlgebraicFraction } = await import('./algebraic-fraction.ts');
    expect(
      solveAlgebraicFraction(
        'Simplificá (x² − 9)/(x² + 6x + 9) e indicá para qué valores de x no está definida.',
      ),
    ).toContain('(x - 3)/(x + 3), con x ≠ -3');
  });
});
