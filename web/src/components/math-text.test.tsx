import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepFormulas } from '../lib/formula-sheet.ts';
import { loadKatex, loadKatexStyles } from '../lib/katex-loader.ts';
import { MathText } from './math-text.tsx';

describe('MathText before KaTeX has loaded', () => {
  it('shows formulas as readable plain text', () => {
    const html = renderToStaticMarkup(<MathText text="Vale $\frac{3}{4}$." />);

    expect(html).toBe(
      'Vale <span class="math-glue"><span class="math-formula math-formula--inline math-formula--plain">3/4</span>.</span>',
    );
  });
});

describe('MathText with KaTeX', () => {
  beforeAll(async () => {
    expect(await loadKatex()).not.toBeNull();
  });

  it('typesets inline and display formulas', () => {
    const html = renderToStaticMarkup(<MathText text="Si $x^2$ entonces $$y = 1$$" />);

    expect(html).toContain('class="math-formula math-formula--inline"><span class="katex">');
    expect(html).toContain('class="katex-display"');
  });

  it('escapes HTML written in the prose', () => {
    const html = renderToStaticMarkup(<MathText text={'<img src=x onerror="alert(1)"> y $x$'} />);

    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).not.toContain('<img');
  });

  it('escapes HTML inside a formula and never trusts links or raw HTML commands', () => {
    const html = renderToStaticMarkup(
      <MathText
        text={'$\\text{<script>alert(1)</script>}$ $\\href{javascript:alert(1)}{x}$ $\\htmlClass{evil}{y}$'}
      />,
    );

    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<a\s/);
    expect(html).not.toMatch(/href=/);
    expect(html).not.toMatch(/class="[^"]*evil/);
  });

  it('shows a formula KaTeX cannot parse as its source, without throwing', () => {
    expect(() => renderToStaticMarkup(<MathText text="$\frac{1}{$" />)).not.toThrow();
    expect(renderToStaticMarkup(<MathText text="$\frac{1}{$" />)).not.toContain('displaystyle');
  });

  it('sets an inline fraction at the size of the text, not at KaTeX’s 70 %', () => {
    // KaTeX marks what it shrinks to script size with `reset-size6 size3`.
    const shrunk = 'reset-size6 size3';
    expect(renderToStaticMarkup(<MathText text="Elegí $\frac{2}{3}$" />)).not.toContain(shrunk);
    expect(renderToStaticMarkup(<MathText text="Elegí $-\dfrac{1}{6}$" />)).not.toContain(shrunk);
    // Without a fraction nothing changes: an exponent is still small.
    expect(renderToStaticMarkup(<MathText text="Vale $x^2$" />)).toContain(shrunk);
  });
});

describe('MathText with formulas an answer brought typeset', () => {
  it('shows their markup as sent once KaTeX’s stylesheet is in', async () => {
    keepFormulas({ formulas: { Iy_0: '<span class="katex">sent</span>' } });
    const text = 'Con $y_0$ listo.';

    await loadKatexStyles();
    expect(renderToStaticMarkup(<MathText text={text} />)).toContain('<span class="katex">sent</span>');
  });
});
