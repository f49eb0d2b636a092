import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKatex } from '../../lib/katex-loader.ts';
import { ChatMarkdown } from './chat-markdown-view.tsx';

const attacks = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<a href="javascript:alert(1)">clic</a>',
  '[clic](javascript:alert(1))',
  '<svg onload=alert(1)>',
  '<iframe src="https://example.com"></iframe>',
  '&lt;b&gt;entidad&lt;/b&gt;',
];

/** React escapes every `<` of text content, so each `<` left in the markup opens a real tag. */
const tagsIn = (html: string) => html.match(/<[^>]*>/g) ?? [];
const tagNames = (html: string) =>
  new Set(tagsIn(html).map((tag) => /^<\/?([a-z][a-z0-9-]*)/i.exec(tag)?.[1]));
const unsafeTags = (html: string) =>
  tagsIn(html).filter((tag) => /\son[a-z]+=|href=|src=|javascript:/i.test(tag));

describe('ChatMarkdown', () => {
  beforeAll(async () => {
    expect(await loadKatex()).not.toBeNull();
  });

  it('renders headings, paragraphs, lists, bold and italics as elements', () => {
    const html = renderToStaticMarkup(
      <ChatMarkdown
        text={'## Ecuación lineal\n\nTexto con **negrita** y *cursiva*.\n\n1. uno\n2. dos\n\n- a\n- b'}
      />,
    );

    expect(html).toBe(
      '<div class="tutor-md"><h3 class="tutor-md__heading">Ecuación lineal</h3>' +
        '<p class="tutor-md__paragraph">Texto con <strong>negrita</strong> y <em>cursiva</em>.</p>' +
        '<ol class="tutor-md__list"><li>uno</li><li>dos</li></ol>' +
        '<ul class="tutor-md__list"><li>a</li><li>b</li></ul></div>',
    );
  });

  it('typesets formulas with KaTeX', () => {
    const html = renderToStaticMarkup(
      <ChatMarkdown text={'Resolvamos $2x + 3 = 11$:\n\n$$x = \\frac{8}{2}$$'} />,
    );

    expect(html).toContain('<span class="katex">');
    expect(html).toContain('class="katex-display"');
  });

  it.each(attacks)('shows %s as literal text, never as markup', (attack) => {
    const html = renderToStaticMarkup(
      <ChatMarkdown text={`## ${attack}\n\n**${attack}** y *${attack}*\n\n- ${attack}\n\n${attack} $x$`} />,
    );

    expect(tagNames(html)).toEqual(
      new Set([
        'div',
        'h3',
        'p',
        'strong',
        'em',
        'ul',
        'li',
        'span',
        'math',
        'semantics',
        'mrow',
        'mi',
        'annotation',
      ]),
    );
    expect(unsafeTags(html)).toEqual([]);
    expect(html).toContain(
      attack
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;'),
    );
  });

  it('keeps HTML written inside a formula out of the markup', () => {
    const html = renderToStaticMarkup(
      <ChatMarkdown text={'$\\text{<img src=x onerror=alert(1)>}$ $\\href{javascript:alert(1)}{x}$'} />,
    );

    expect(tagNames(html)).not.toContain('img');
    expect(tagNames(html)).not.toContain('a');
    expect(unsafeTags(html)).toEqual([]);
  });
});
