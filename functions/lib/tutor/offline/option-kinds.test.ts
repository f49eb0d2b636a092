import { describe, expect, it } from 'vitest';
import type { SolverReply } from '../solvers/declaration.ts';
import { optionsReply } from './reading.ts';

const replying =
  (text: string): ((statement: string) => SolverReply) =>
  () => ({ text, certain: true });

describe('an option that gives a name and another name in parentheses', () => {
  const names =
    '## Nomenclatura de Fe₂(SO₄)₃\n\n**Fe₂(SO₄)₃:**\n- Tradicional: **sulfato férrico**\n- Stock (numeral): **sulfato de hierro (III)**';
  const question = (b: string) =>
    `Indique el nombre del compuesto Fe₂(SO₄)₃.\nA) sulfato ferroso\nB) ${b}\nC) sulfito de hierro(III)\nD) sulfuro férrico\nE) Ninguna respuesta anterior es correcta`;

  it('is the result when the result says both names, the numeral spaced either way', () => {
    expect(optionsReply(question('sulfato de hierro(III) (sulfato férrico)'), replying(names))?.text).toMatch(
      /^La correcta es la \*\*B\)\*\*/,
    );
  });

  it('is not the result when one of its names is another compound', () => {
    const reply = optionsReply(question('sulfato de hierro(III) (sulfato ferroso)'), replying(names));
    expect(reply?.text).not.toMatch(/\*\*B\)\*\*/);
  });
});

describe('options of one number against a result that states several', () => {
  it('names no «ninguna»: the result answered something else than the number asked', () => {
    const reply = optionsReply(
      'Al balancear la ecuación Al + O₂ → Al₂O₃, la suma de todos los coeficientes es:\nA) 7\nB) 9\nC) 5\nD) 12\nE) Ninguna respuesta anterior es correcta',
      replying('## Relaciones estequiométricas\n\n**4Al + 3O₂ → 2Al₂O₃** (coeficientes 4, 3, 2)'),
    );
    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/la correcta es/i);
  });

  it('still names «ninguna» for one number that no option gives', () => {
    const reply = optionsReply(
      'La suma de los coeficientes es:\nA) 7\nB) 8\nC) 5\nD) 12\nE) Ninguna respuesta anterior es correcta',
      replying('## Relaciones estequiométricas\n\n**Suma de los coeficientes: 9**'),
    );
    expect(reply?.text).toMatch(/\*\*E\)\*\*/);
  });
});

describe('interval options against a set said as an inequality and «S = (a; b)»', () => {
  const solved =
    '## Inecuación racional\n\n1. Tabla de signos.\n\n**Solución: -1 < x < 4**, o sea S = (-1; 4)';
  const question = (a: string) =>
    `Indique el conjunto solución de (x + 1)/(x − 4) < 0.\nA) ${a}\nB) (−∞; −1) ∪ (4; +∞)\nC) (−1; 4]\nD) [−1; 4]\nE) Ninguna respuesta anterior es correcta`;

  it('names «ninguna» when every interval differs in an end or a bracket', () => {
    expect(optionsReply(question('[−1; 4)'), replying(solved))?.text).toMatch(/\*\*E\)\*\*/);
  });

  it('names the interval that is the set', () => {
    expect(optionsReply(question('(−1; 4)'), replying(solved))?.text).toMatch(
      /^La correcta es la \*\*A\)\*\*/,
    );
  });

  it('names nothing for a point that reads like an interval', () => {
    const point = '## Sistema\n\n**Solución: x = -1; y = 4**, o sea (-1; 4)';
    expect(optionsReply(question('[−1; 4)'), replying(point))?.text).not.toMatch(/\*\*E\)\*\*/);
  });
});

describe('an expression result with its restrictions against the options', () => {
  const simplified = '## Fracciones algebraicas\n\n1. Factorizá.\n\n**Resultado: 3, con x ≠ -2 y x ≠ 2**';
  const question = (a: string) =>
    `La expresión (x² − 4)/(x² + 4x + 4) : (x − 2)/(3x + 6) es equivalente a:\nA) ${a}\nB) 1/3\nC) (x − 2)/3\nD) 3(x − 2)/(x + 2)\nE) Ninguna respuesta anterior es correcta`;

  it('weighs the value, not the values it excludes', () => {
    expect(optionsReply(question('3'), replying(simplified))?.text).toMatch(/^La correcta es la \*\*A\)\*\*/);
  });
});
