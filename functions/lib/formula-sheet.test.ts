import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { typesetFormula } from '../../shared/math/typeset.ts';
import { formulaSheet } from './formula-sheet.ts';

describe('the formula sheet of an answer', () => {
  it('sets every formula of its strings once, however deep, keyed by how each is written', () => {
    const sheet = formulaSheet({
      data: {
        pregunta: 'Si $f(x) = \\frac{1}{x}$, calculá $f(2)$.',
        opciones: ['$\\frac{1}{2}$', '$2$', '$f(2)$'],
        pasos: [{ texto: 'Reemplazá: $$f(2) = \\frac{1}{2}$$' }],
      },
    });

    expect(Object.keys(sheet ?? {}).sort()).toEqual(
      ['Df(2) = \\frac{1}{2}', 'I2', 'I\\frac{1}{2}', 'If(2)', 'If(x) = \\frac{1}{x}'].sort(),
    );
  });

  it('holds the same markup the page would set with KaTeX itself, fractions in display style', () => {
    const sheet = formulaSheet({ pregunta: 'Vale $\\frac{3}{4}$.' });

    expect(sheet?.['I\\frac{3}{4}']).toBe(typesetFormula(katex, '\\frac{3}{4}', false));
    expect(sheet?.['I\\frac{3}{4}']).toContain('displaystyle');
  });

  it('is left out of an answer with no formula, and a literal dollar sign is no formula', () => {
    expect(formulaSheet({ pregunta: 'Cuesta \\$ 500.', id: 'mat-1', puntos: 3 })).toBeUndefined();
  });

  it('never trusts a link or raw HTML written in a formula', () => {
    const sheet = formulaSheet({ texto: '$\\href{javascript:alert(1)}{x}$ $\\text{<b>y</b>}$' });
    const markup = Object.values(sheet ?? {}).join('');

    expect(markup).not.toMatch(/href=|<b>/);
  });
});
