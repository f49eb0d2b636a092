import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  type FormulaSegment,
  formulaToText,
  glueInlineFormulas,
  splitFormulas,
} from '../../../shared/math/formulas.ts';
import { formulaKey, type Katex, typesetFormula } from '../../../shared/math/typeset.ts';
import { remember, setAlready } from '../lib/formula-sheet.ts';
import { useKatex, useKatexStyles } from '../lib/katex-loader.ts';
import './math-text.css';

/** One formula as the functions or KaTeX here set it, readable plain text while neither has. */
function Formula({ tex, display }: { tex: string; display: boolean }) {
  const sent = setAlready(tex, display);
  const katex = useKatex(sent === undefined);
  // KaTeX's markup without its stylesheet would show each formula twice: plain text until it is in.
  const styled = useKatexStyles(sent !== undefined);
  const html =
    sent !== undefined ? (styled ? sent : undefined) : katex ? typesetHere(katex, tex, display) : undefined;
  const box = useRef<HTMLSpanElement>(null);
  const scrolls = useOverflows(box, display && html !== undefined);
  const className = display ? 'math-formula math-formula--display' : 'math-formula math-formula--inline';
  if (html === undefined)
    return <span className={`${className} math-formula--plain`}>{formulaToText(tex)}</span>;
  return (
    <span
      ref={box}
      className={className}
      // A display formula wider than the screen scrolls inside its own box; keyboards can reach it.
      tabIndex={scrolls ? 0 : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own output (trust: false), set by the functions or here; every other text is rendered as React text nodes.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** KaTeX's markup for a formula no answer brought set, kept for the next time it shows. */
function typesetHere(katex: Katex, tex: string, display: boolean): string {
  const html = typesetFormula(katex, tex, display);
  remember(formulaKey(tex, display), html);
  return html;
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
