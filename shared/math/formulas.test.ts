import { describe, expect, it } from 'vitest';
import { formulaToText, glueInlineFormulas, joinFormulas, plainText, splitFormulas } from './formulas.ts';

describe('splitFormulas', () => {
  it('separates prose, inline formulas and display formulas', () => {
    const segments = splitFormulas('Si $f(x) = 2x$, entonces $$f(3) = 6$$ listo.');

    expect(segments).toEqual([
      { kind: 'text', text: 'Si ' },
      { kind: 'math', tex: 'f(x) = 2x', display: false },
      { kind: 'text', text: ', entonces ' },
      { kind: 'math', tex: 'f(3) = 6', display: true },
      { kind: 'text', text: ' listo.' },
    ]);
  });

  it('keeps decimals written with {,} inside the formula', () => {
    expect(splitFormulas('$v = 3{,}5\\ \\text{m/s}$')).toEqual([
      { kind: 'math', tex: 'v = 3{,}5\\ \\text{m/s}', display: false },
    ]);
  });

  it('treats an escaped dollar as text and ignores escaped dollars inside a formula', () => {
    expect(splitFormulas('Cuesta \\$500 y $a = \\$b$')).toEqual([
      { kind: 'text', text: 'Cuesta $500 y ' },
      { kind: 'math', tex: 'a = \\$b', display: false },
    ]);
  });

  it('reads a price («$ 1.200») as text, two on one line too, beside a formula', () => {
    expect(splitFormulas('Verificación: $ 8.000 · 1,2 = $ 9.600 ✓')).toEqual([
      { kind: 'text', text: 'Verificación: $ 8.000 · 1,2 = $ 9.600 ✓' },
    ]);
    expect(splitFormulas('Pagó $ 500 y $x = 3$ cuadernos')).toEqual([
      { kind: 'text', text: 'Pagó $ 500 y ' },
      { kind: 'math', tex: 'x = 3', display: false },
      { kind: 'text', text: ' cuadernos' },
    ]);
    // A closing dollar before a number stays a closing one.
    expect(splitFormulas('$\\alpha = 2$ 1/°C')).toEqual([
      { kind: 'math', tex: '\\alpha = 2', display: false },
      { kind: 'text', text: ' 1/°C' },
    ]);
  });

  it('leaves an unclosed dollar as plain text', () => {
    expect(splitFormulas('Solo un $ suelto')).toEqual([{ kind: 'text', text: 'Solo un $ suelto' }]);
  });

  it('reads an inline formula right before a display one', () => {
    expect(splitFormulas('$a$$$b$$').map((s) => s.kind === 'math' && s.display)).toEqual([false, true]);
  });

  it('round-trips through joinFormulas', () => {
    const source = 'Precio \\$3 y $x^2$ más $$\\frac{1}{2}$$';

    expect(splitFormulas(joinFormulas(splitFormulas(source)))).toEqual(splitFormulas(source));
  });
});

describe('formulaToText', () => {
  it.each([
    ['\\frac{3}{4}', '3/4'],
    ['x^2 + y^{3}', 'x² + y³'],
    ['3{,}5 \\cdot 10^{-19}', '3,5 · 10⁻¹⁹'],
    ['\\sqrt{x + 4}', '√(x + 4)'],
    ['\\mathbb{R} - \\{2\\}', 'ℝ - {2}'],
    ['v_0 = 20\\ \\text{m/s}', 'v₀ = 20 m/s'],
    ['\\frac{\\sqrt{x}}{x - 4}', '√x/(x - 4)'],
    ['\\Delta H = -890\\ \\text{kJ}', 'ΔH = -890 kJ'],
  ])('writes %s as %s', (tex, text) => {
    expect(formulaToText(tex)).toBe(text);
  });
});

describe('plainText', () => {
  it('replaces every formula of a text with its plain form', () => {
    expect(plainText('La pendiente es $m = \\frac{6}{2} = 3$.')).toBe('La pendiente es m = 6/2 = 3.');
  });
});

describe('glueInlineFormulas', () => {
  it('keeps the punctuation that touches an inline formula with it', () => {
    const pieces = glueInlineFormulas(splitFormulas('es finita ($0{,}25$). Y listo'));

    expect(pieces).toEqual([
      { kind: 'text', text: 'es finita ' },
      {
        kind: 'glued',
        parts: [
          { kind: 'text', text: '(' },
          { kind: 'math', tex: '0{,}25', display: false },
          { kind: 'text', text: ').' },
        ],
      },
      { kind: 'text', text: ' Y listo' },
    ]);
  });

  it('leaves formulas with spaces around and display formulas alone', () => {
    const segments = splitFormulas('Vale $x$ y $$y = 2$$.');

    expect(glueInlineFormulas(segments)).toEqual(segments);
  });
});
