import { describe, expect, it } from 'vitest';
import { solveProblem } from './solve-problem.ts';

describe('a system asked for one combination of its two unknowns (#32)', () => {
  it.each([
    ['Resolvé el sistema { 3x + 2y = 12 ; x − y = −1 }. ¿Cuánto vale x + y?', '**x + y = 5**'],
    ['Si (x; y) es la solución de { x + 2y = 7 ; 2x − y = 4 }, el producto x · y vale:', '**x · y = 6**'],
    ['Dado el sistema { 2x + y = 5 ; x − y = 4 }, calcular y − x.', '**y - x = -4**'],
    ['Sabiendo que { x + y = 10 ; x − y = 2 }, ¿cuánto da x/y?', '**x / y = 1,5**'],
  ])('%s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // Another expression: a coefficient, a square.
    'Resolvé { 3x + 2y = 12 ; x − y = −1 } y calculá 2x + y.',
    'Si (x; y) es la solución de { x + 2y = 7 ; 2x − y = 4 }, (x + y)² vale:',
    // One equation, or infinitely many solutions: no single x · y.
    'Si { 2x = 4 }, ¿cuánto vale x + y?',
    'Si { x + y = 2 ; 2x + 2y = 4 }, ¿cuánto vale x · y?',
  ])('states no result for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('two lines: where they meet, and nothing else of them asked (#32)', () => {
  it.each([
    // 2x − 1 = 8 − x ⇒ x = 3, y = 5.
    ['Hallar el punto de intersección de las rectas y = 2x − 1 y x + y = 8.', 'x = 3; y = 5'],
    // Voseo: 3x − y = 1 and x + y = 7 ⇒ x = 2, y = 5.
    ['¿En qué punto se cortan las rectas 3x − y = 1 y x + y = 7? Resolvé.', 'x = 2; y = 5'],
    // The decimal comma of the last line is no stop before a question: −x + 4 = 1,5x − 1 ⇒ x = 2, y = 2.
    ['Determine el punto en que se cortan y = −x + 4 e y = 1,5x − 1.', 'x = 2; y = 2'],
  ])('states the meeting point of %s', (problem, expected) => {
    const reply = solveProblem(problem);
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain(expected);
  });

  it.each([
    // The meeting point is one of three things asked: the pair alone would read as the whole answer.
    'Las rectas L₁: y = 2x − 1 y L₂: x + y = 8 se cortan en un punto P. Se pide: las coordenadas de P; el punto en que L₂ corta al eje de abscisas; el área del triángulo que forman L₁, L₂ y el eje x.',
    'Las rectas y = x + 1 e y = −x + 5 se cortan en P. Calculá P y la distancia de P al origen.',
    // After a decimal line, a combination of the pair is still another question.
    'Resolvé el sistema y = −x + 4 ; y = 1,5x − 1, y calculá x · y + 3.',
  ])('states no pair alone for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});

describe('a parameter asked of a system is never answered with the system without it (#32)', () => {
  it.each([
    // The three lines meet where the two without the letter do: (3; 3), (6; 3), (2; 2).
    [
      'Determiná el valor de a para que la solución del sistema 2x − y = a ; x + y = 6 pertenezca a la recta y = x.',
      '**a = 3**',
    ],
    [
      'Hallar k para que el sistema x + 2y = k ; x − y = 3 tenga su solución sobre la recta x = 2y.',
      '**k = 12**',
    ],
    ['Calcular el valor de m de modo que la solución de x − y = m ; 3x + y = 8 cumpla y = 2.', '**m = 0**'],
  ])('answers %s with the letter asked, or not at all', (problem, expected) => {
    const reply = solveProblem(problem);
    if (reply.certain) expect(reply.text).toContain(expected);
    expect(reply.text).not.toMatch(/\*\*Solución: x = /);
  });

  it('still solves an equation whose unknown is the letter asked', () => {
    const reply = solveProblem('Hallá el valor de x para que 3x − 4 = 11.');
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('x = 5');
  });
});
