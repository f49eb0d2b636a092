import { describe, expect, it } from 'vitest';
import { parseChatMarkdown, parseInline } from './chat-markdown.ts';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseInline', () => {
  it('reads bold, both kinds of italics and inline formulas', () => {
    expect(parseInline('**Resultado:** vale $x = 4$ y *listo* o _listo_')).toEqual([
      { type: 'strong', children: [text('Resultado:')] },
      text(' vale '),
      { type: 'math', tex: 'x = 4', display: false },
      text(' y '),
      { type: 'em', children: [text('listo')] },
      text(' o '),
      { type: 'em', children: [text('listo')] },
    ]);
  });

  it('nests emphasis and keeps formulas inside it', () => {
    expect(parseInline('**Resultado: $x = 4$ en *cm***')).toEqual([
      {
        type: 'strong',
        children: [
          text('Resultado: '),
          { type: 'math', tex: 'x = 4', display: false },
          text(' en '),
          { type: 'em', children: [text('cm')] },
        ],
      },
    ]);
  });

  it('never reads markers inside a formula or a code span', () => {
    expect(parseInline('$a * b * c$ y $x_1 + x_2$ y `a_b_c`')).toEqual([
      { type: 'math', tex: 'a * b * c', display: false },
      text(' y '),
      { type: 'math', tex: 'x_1 + x_2', display: false },
      text(' y '),
      { type: 'code', text: 'a_b_c' },
    ]);
  });

  it('leaves unmatched, spaced, escaped and intraword-underscore markers as text', () => {
    expect(parseInline('2 * 3 = 6, **sin cierre, mi_variable_larga y \\*literal\\*')).toEqual([
      text('2 * 3 = 6, **sin cierre, mi_variable_larga y *literal*'),
    ]);
  });

  it('turns line breaks into break nodes', () => {
    expect(parseInline('uno\ndos')).toEqual([text('uno'), { type: 'break' }, text('dos')]);
  });

  it('keeps tags, entities and link syntax as literal text', () => {
    const source =
      '<script>alert(1)</script> <img src=x onerror="alert(1)"> &lt;b&gt; [x](javascript:alert(1))';

    expect(parseInline(source)).toEqual([text(source)]);
  });

  it('gives up on very deep nesting instead of recursing without end', () => {
    const deep = `${'*_'.repeat(50)}x${'_*'.repeat(50)}`;

    expect(() => parseInline(deep)).not.toThrow();
  });
});

describe('parseChatMarkdown', () => {
  it('parses the shape of a real tutor answer', () => {
    const answer = [
      '## Ecuación lineal',
      '',
      'Resolvamos $2x + 3 = 11$ paso a paso.',
      '',
      '1. Pasá los términos: $2x = 11 - 3$.',
      '2. Operá: $2x = 8$.',
      '',
      '**Resultado: x = 4**',
      '',
      '*Fuente: mini clase «El mol».*',
      '- De masa a moles: n = m/M.',
    ].join('\n');

    expect(parseChatMarkdown(answer)).toEqual([
      { type: 'heading', level: 2, children: [text('Ecuación lineal')] },
      {
        type: 'paragraph',
        children: [
          text('Resolvamos '),
          { type: 'math', tex: '2x + 3 = 11', display: false },
          text(' paso a paso.'),
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [
          {
            children: [
              text('Pasá los términos: '),
              { type: 'math', tex: '2x = 11 - 3', display: false },
              text('.'),
            ],
          },
          { children: [text('Operá: '), { type: 'math', tex: '2x = 8', display: false }, text('.')] },
        ],
      },
      { type: 'paragraph', children: [{ type: 'strong', children: [text('Resultado: x = 4')] }] },
      { type: 'paragraph', children: [{ type: 'em', children: [text('Fuente: mini clase «El mol».')] }] },
      { type: 'list', ordered: false, start: 1, items: [{ children: [text('De masa a moles: n = m/M.')] }] },
    ]);
  });

  it('caps heading levels at three and reads a rule', () => {
    expect(parseChatMarkdown('# Uno\n#### Cuatro\n---')).toEqual([
      { type: 'heading', level: 1, children: [text('Uno')] },
      { type: 'heading', level: 3, children: [text('Cuatro')] },
      { type: 'rule' },
    ]);
  });

  it('keeps the start number of an ordered list and splits lists of different kinds', () => {
    const blocks = parseChatMarkdown('3. tres\n4. cuatro\n- suelto');

    expect(
      blocks.map((block) => block.type === 'list' && [block.ordered, block.start, block.items.length]),
    ).toEqual([
      [true, 3, 2],
      [false, 1, 1],
    ]);
  });

  it('nests an indented list under the item above it and continues an item on indented lines', () => {
    const [list] = parseChatMarkdown('- Física\n  - Cinemática\n  - Dinámica\n    con fuerzas\n- Química');

    expect(list).toEqual({
      type: 'list',
      ordered: false,
      start: 1,
      items: [
        {
          children: [text('Física')],
          sublist: {
            type: 'list',
            ordered: false,
            start: 1,
            items: [
              { children: [text('Cinemática')] },
              { children: [text('Dinámica'), { type: 'break' }, text('con fuerzas')] },
            ],
          },
        },
        { children: [text('Química')] },
      ],
    });
  });

  it('keeps a list together across blank lines between its items', () => {
    const blocks = parseChatMarkdown('1. uno\n\n2. dos');

    expect(blocks).toHaveLength(1);
  });

  it('reads a display formula written over several lines', () => {
    expect(parseChatMarkdown('Queda:\n$$\nx = \\frac{8}{2}\n$$\nListo.')).toEqual([
      {
        type: 'paragraph',
        children: [
          text('Queda:'),
          { type: 'break' },
          { type: 'math', tex: 'x = \\frac{8}{2}', display: true },
          { type: 'break' },
          text('Listo.'),
        ],
      },
    ]);
  });

  it('does not take a line starting with an italic for a list item', () => {
    expect(parseChatMarkdown('*Nota:* revisá las unidades.')[0]?.type).toBe('paragraph');
  });

  it('returns no blocks for an empty answer', () => {
    expect(parseChatMarkdown('\n\n')).toEqual([]);
  });
});
