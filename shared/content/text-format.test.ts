import { describe, expect, it } from 'vitest';
import { parseContent, parseExplanation, splitLead, stripMarkdown } from './text-format.ts';

describe('parseContent', () => {
  it('reads paragraphs separated by blank lines', () => {
    const blocks = parseContent('Primer párrafo\nque sigue acá.\n\nSegundo párrafo.');

    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Primer párrafo que sigue acá.' },
      { kind: 'paragraph', text: 'Segundo párrafo.' },
    ]);
  });

  it('turns a short line ending in a colon into a heading followed by its bullets', () => {
    const blocks = parseContent('Errores comunes:\n- Olvidar el signo.\n- Confundir $x$ con $y$.');

    expect(blocks).toEqual([
      { kind: 'heading', text: 'Errores comunes' },
      { kind: 'list', items: [{ text: 'Olvidar el signo.' }, { text: 'Confundir $x$ con $y$.' }] },
    ]);
  });

  it('gives "Título: texto" lines a lead, also inside bullets', () => {
    const blocks = parseContent('Idea clave: la pendiente es una tasa.\n- Paralelas: misma pendiente.');

    expect(blocks).toEqual([
      { kind: 'paragraph', lead: 'Idea clave', text: 'la pendiente es una tasa.' },
      { kind: 'list', items: [{ lead: 'Paralelas', text: 'misma pendiente.' }] },
    ]);
  });

  it('starts a new paragraph after a list and for each lead line', () => {
    const blocks = parseContent('- Despejá $x$.\nEjemplo: $y = 2x$.\nSi hay varias, se intersecan.');

    expect(blocks.map((b) => b.kind)).toEqual(['list', 'paragraph']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      lead: 'Ejemplo',
      text: '$y = 2x$. Si hay varias, se intersecan.',
    });
  });

  it('keeps a display formula line inside its paragraph', () => {
    const blocks = parseContent('Si pasás por dos puntos,\n$$m = \\frac{y_2 - y_1}{x_2 - x_1}$$');

    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Si pasás por dos puntos, $$m = \\frac{y_2 - y_1}{x_2 - x_1}$$' },
    ]);
  });

  it('strips markdown symbols and reads # lines as headings', () => {
    const blocks = parseContent('## Dominio\nEs **muy** importante usar `paréntesis`.');

    expect(blocks).toEqual([
      { kind: 'heading', text: 'Dominio' },
      { kind: 'paragraph', text: 'Es muy importante usar paréntesis.' },
    ]);
  });

  it('does not take a long sentence ending in a colon for a heading', () => {
    const line = 'Para hallar la inversa de una función biyectiva seguí estos pasos con cuidado:';

    expect(parseContent(line)).toEqual([{ kind: 'paragraph', text: line }]);
  });
});

describe('splitLead', () => {
  it('ignores colons inside formulas', () => {
    expect(splitLead('La función $f: A \\to B$ asigna valores')).toEqual({
      text: 'La función $f: A \\to B$ asigna valores',
    });
  });

  it('accepts a formula in the lead', () => {
    expect(splitLead('Pendiente $m$: lo que cambia $y$')).toEqual({
      lead: 'Pendiente $m$',
      text: 'lo que cambia $y$',
    });
  });

  it('does not split times or long openings', () => {
    expect(splitLead('A las 12:00 sale el tren')).toEqual({ text: 'A las 12:00 sale el tren' });
    expect(splitLead('Si conocés la pendiente y un punto dado: usá la fórmula')).toEqual({
      text: 'Si conocés la pendiente y un punto dado: usá la fórmula',
    });
  });
});

describe('stripMarkdown', () => {
  it('leaves formulas untouched', () => {
    expect(stripMarkdown('**Ojo** con $a^*$ y $x_1 \\cdot x_2$')).toBe('Ojo con $a^*$ y $x_1 \\cdot x_2$');
  });
});

describe('parseExplanation', () => {
  it('reads numbered steps and the result line', () => {
    const explanation = parseExplanation(
      'PASO 1: Reemplazá $x$.\nPASO 2: Multiplicá.\nRESULTADO: $f(-4) = -14$',
    );

    expect(explanation).toEqual({ steps: ['Reemplazá $x$.', 'Multiplicá.'], result: '$f(-4) = -14$' });
  });

  it('joins a line without a marker to the step before it', () => {
    expect(parseExplanation('PASO 1: Uno\nsigue\nRESULTADO: listo')).toEqual({
      steps: ['Uno sigue'],
      result: 'listo',
    });
  });

  it('treats an explanation without markers as a single step', () => {
    expect(parseExplanation('Solo texto.')).toEqual({ steps: ['Solo texto.'], result: null });
  });
});
