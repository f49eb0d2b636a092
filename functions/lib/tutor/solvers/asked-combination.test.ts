import { describe, expect, it } from 'vitest';
import { answerCombination, combinationAsked, expressionOfUnknownAsked } from './asked-combination.ts';
import { solveProblem } from './solve-problem.ts';

describe('a sum or a product of the solutions asked', () => {
  it('reads the question', () => {
    expect(combinationAsked('La suma de las soluciones de |2x − 3| = 7 es:')).toBe('sum');
    expect(combinationAsked('El producto de las raíces de 4^x − 6·2^x + 8 = 0')).toBe('product');
    expect(combinationAsked('Resolvé |2x − 3| = 7.')).toBeUndefined();
    // The verb closing the stem asks it too; said as a datum it asks nothing.
    expect(combinationAsked('Los números reales cuya distancia a −2 es igual a 5 suman:\nA) 4')).toBe('sum');
    expect(combinationAsked('Dos números suman 15 y su producto es 56. Hallarlos.')).toBeUndefined();
  });

  it('leaves an equation whose order goes on after it («y dar x²») to no reading of x alone', () => {
    expect(expressionOfUnknownAsked('Resolver: 2ˣ⁺¹ = 16 y dar x².')).toBe(true);
    expect(expressionOfUnknownAsked('Resolver 3^(x − 1) = 81 y calcular 2x + 1.')).toBe(true);
    expect(expressionOfUnknownAsked('Resolver: 2ˣ⁺¹ = 16.')).toBe(false);
  });

  it('reads «¿Cuánto vale log₂(4x)?» after the equation as an expression asked, «¿cuánto vale x…?» as the letter', () => {
    // «x = 32» was stated, sure, for log₂(4x) = 7.
    expect(expressionOfUnknownAsked('Se sabe que log₂ x = 5.\n¿Cuánto vale log₂(4x)?')).toBe(true);
    expect(solveProblem('Se sabe que log₂ x = 5.\n¿Cuánto vale log₂(4x)?')?.certain ?? false).toBe(false);
    expect(expressionOfUnknownAsked('Si 2^x = 8, ¿cuánto vale x en ese caso?')).toBe(false);
    expect(expressionOfUnknownAsked('Se sabe que log₂ x = 5. ¿Cuánto vale x?')).toBe(false);
  });

  it('answers the sum of the points at a distance, not the points (a stem closing in «suman:»)', () => {
    const reply = solveProblem(
      'Los números reales cuya distancia a −2 es igual a 5 suman:\nA) 4\nB) −4\nC) 10\nD) −10\nE) Ninguna de las anteriores',
    );
    expect(reply.text).toContain('**Suma de las soluciones: -4**');
  });

  it('answers it from the solutions listed, which stay as a step', () => {
    const text = answerCombination(
      '## Ecuación\n\n1. Paso.\n\n**Soluciones: x = -2 y x = 5/3**\n\n¿Pregunta?',
      'sum',
    );
    expect(text).toContain('**Suma de las soluciones: -1/3**');
    expect(text).toContain('Las soluciones son x = -2 y x = 5/3');
    expect(text).not.toContain('**Soluciones');
  });

  it('leaves alone solutions it cannot add', () => {
    expect(answerCombination('**Soluciones: x = -√2 y x = √2**', 'sum')).toBeUndefined();
    expect(answerCombination('**La ecuación no tiene solución.**', 'product')).toBeUndefined();
  });

  it('goes through the engine: the sum, not the solutions, for an absolute value and an exponential', () => {
    expect(solveProblem('La suma de las soluciones de |2x − 3| = 7 es:').text).toContain(
      '**Suma de las soluciones: 3**',
    );
    expect(solveProblem('El producto de las soluciones de 4^x − 6 · 2^x + 8 = 0 es:').text).toContain(
      '**Producto de las soluciones: 2**',
    );
  });
});

describe('a number made of the roots by their names, and the sum of angles', () => {
  it('reads x₁² + x₂², 1/x₁ + 1/x₂ or x_1 · x_2 after the equation as an expression, not the roots', () => {
    expect(
      expressionOfUnknownAsked('Si x₁ y x₂ son las raíces de 3x² − 7x + 2 = 0, el valor de x₁² + x₂² es:'),
    ).toBe(true);
    expect(
      expressionOfUnknownAsked('Sean x₁ y x₂ las raíces de x² − 4x + 1 = 0. Calcular 1/x₁ + 1/x₂.'),
    ).toBe(true);
    expect(
      expressionOfUnknownAsked('Si x_1 y x_2 son las soluciones de x^2 - 6x + 5 = 0, halle x_1 · x_2'),
    ).toBe(true);
    expect(expressionOfUnknownAsked('Resolver x² − 7x + 12 = 0.')).toBe(false);
    // Answered by the roots' expression (Vieta), never by the roots.
    const reply = solveProblem('Si x₁ y x₂ son las raíces de 3x² − 7x + 2 = 0, el valor de x₁² + x₂² es:');
    expect(reply.text).toContain('**Valor pedido: 37/9**');
    expect(reply.text).not.toContain('**Soluciones');
  });

  it('adds angles in degrees listed as a set, and leaves their product alone', () => {
    const text = '## Ecuación\n\n**3 soluciones en [0°; 360°): x ∈ { 30°; 150°; 270° }**\n\n¿Pregunta?';
    expect(answerCombination(text, 'sum')).toContain('**Suma de las soluciones: 450°**');
    expect(answerCombination(text, 'product')).toBeUndefined();
    expect(answerCombination('**2 soluciones en [0; 2π): x ∈ { π/6; 5π/6 }**', 'sum')).toBeUndefined();
  });

  it('answers the sum of a trigonometric equation’s solutions in degrees, sure', () => {
    const reply = solveProblem(
      'Resolver 2 cos²x − cos x − 1 = 0 para 0° ≤ x < 360° y dar la suma, en grados, de todas sus soluciones.',
    );
    expect(reply.certain, reply.text).toBe(true);
    expect(reply.text).toContain('**Suma de las soluciones: 360°**');
  });
});
