import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  type FormulaSegment,
  formulaToText,
  glueInlineFormulas,
  splitFormulas,
} from '../../../shared/math/formulas.ts';
import { useKatex } from '../lib/katex-loader.ts';
import './math-text.css';

type Katex = NonNullable<ReturnType<typeof useKatex>>;

const rendered = new Map<string, string>();

const fraction = /\\(?:frac|dfrac|cfrac|binom)(?![a-zA-Z])/;

const options = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxSize: 20,
  maxExpand: 500,
  output: 'htmlAndMathml',
} as const;

/**
 * Inline, KaTeX sets a fraction's numerator and denominator at 70 % of the text, too small to read
 * on a phone: a formula with a fraction is set in display style, its figures at the size of the
 * words around them (fractions inside exponents stay small). One KaTeX cannot parse is shown as
 * written, without the added command.
 */
function typesetInline(katex: Katex, tex: string): string {
  if (fraction.test(tex)) {
    try {
      return katex.renderToString(`\\displaystyle ${tex}`, { ...options, throwOnError: true });
    } catch {
      // Falls through to KaTeX's own error rendering of the source.
    }
  }
  return katex.renderToString(tex, options);
}

/** KaTeX's own markup for one formula. `trust: false` keeps \href, \url and \html* out. */
function typeset(katex: Katex, tex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${tex}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = display ? katex.renderToString(tex, { ...options, displayMode: true }) : typesetInline(katex, tex);
    rendered.set(key, html);
  }
  return html;
}

/** One formula: KaTeX when it is loaded, readable plain text before that. */
function Formula({ tex, display }: { tex: string; display: boolean }) {
  const katex = useKatex();
  const box = useRef<HTMLSpanElement>(null);
  const scrolls = useOverflows(box, display && katex !== null);
  const className = display ? 'math-formula math-formula--display' : 'math-formula math-formula--inline';
  if (!katex) return <span className={`${className} math-formula--plain`}>{formulaToText(tex)}</span>;
  return (
    <span
      ref={box}
      className={className}
      // A display formula wider than the screen scrolls inside its own box; keyboards can reach it.
      tabIndex={scrolls ? 0 : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own output (trust: false); every other text is rendered as React text nodes.
      dangerouslySetInnerHTML={{ __html: typeset(katex, tex, display) }}
    />
  );
}

/** Whether an element is wider than its box (watched while `watch` is true). */
function useOverflows(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!watch || !node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, watch]);
  return overflows;
}

function Segment({ segment }: { segment: FormulaSegment }) {
  return segment.kind === 'text' ? segment.text : <Formula tex={segment.tex} display={segment.display} />;
}

/**
 * Prose and formulas, already split: prose is rendered as React text, so nothing in it is ever read
 * as HTML. Text touching an inline formula stays on its line.
 */
export function MathSegments({ segments }: { segments: readonly FormulaSegment[] }) {
  return (
    <>
      {glueInlineFormulas(segments).map((piece, index) =>
        piece.kind === 'glued' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder.
          <span key={index} className="math-glue">
            {piece.parts.map((part, partIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one piece never reorder.
              <Segment key={partIndex} segment={part} />
            ))}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder.
          <Segment key={index} segment={piece} />
        ),
      )}
    </>
  );
}

/** A text with its `$…$` and `$$…$$` formulas typeset. */
export function MathText({ text }: { text: string }) {
  return <MathSegments segments={splitFormulas(text)} />;
}
