import { describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { plainText } from './formulas.ts';
import { latexToText } from './plain-math.ts';

describe('latexToText', () => {
  it.each([
    [String.raw`\frac{3}{4}`, '3/4'],
    [String.raw`\dfrac{x+1}{2}`, '(x+1)/2'],
    ['x^2 + y^{2}', 'x² + y²'],
    ['10^{-3}', '10⁻³'],
    [String.raw`\sqrt{2}`, '√2'],
    [String.raw`\sqrt[3]{x+1}`, '³√(x+1)'],
    [String.raw`3{,}5 \cdot 10^{8}\ \text{m/s}`, '3,5 · 10⁸ m/s'],
    [String.raw`\mathrm{H_2O}`, 'H₂O'],
    [String.raw`30^\circ`, '30°'],
    [String.raw`x \in \mathbb{R}`, 'x ∈ ℝ'],
    [String.raw`\Delta T \approx 2\pi`, 'ΔT ≈ 2π'],
    [String.raw`\operatorname{sen} \theta`, 'sen θ'],
    [String.raw`\left( \frac{1}{2} \right)`, '( 1/2 )'],
    [String.raw`\binom{5}{2}`, 'C(5, 2)'],
    [String.raw`\begin{cases} x + y = 3 \\ x - y = 1 \end{cases}`, '{ x + y = 3; x - y = 1 }'],
  ])('%s → %s', (tex, text) => {
    expect(latexToText(tex)).toBe(text);
  });

  it('turns a text with inline and display formulas into plain text', () => {
    expect(plainText(String.raw`Si $v = 25$ m/s, $$d = v \cdot t$$ da 3{,}5 km.`)).toBe(
      'Si v = 25 m/s, d = v · t da 3,5 km.',
    );
  });

  it('leaves no LaTeX behind anywhere in the content bank', () => {
    const leftovers = new Set<string>();
    for (const subject of Object.values(contentBank)) {
      const texts = [
        ...subject.miniClasses.flatMap((m) => [m.title, m.body, ...m.examples]),
        ...subject.exercises.flatMap((e) => [
          e.question,
          e.explanation,
          ...(e.kind === 'multiple-choice' ? e.options : []),
        ]),
      ];
      for (const text of texts) {
        for (const match of plainText(text).matchAll(/\\[a-zA-Z]+|\$/g)) leftovers.add(match[0]);
      }
    }
    expect([...leftovers]).toEqual([]);
  });
});

describe('spaces after Greek letters', () => {
  it('drops the space before a letter or digit but keeps it around operators', () => {
    expect(latexToText('\\Delta T')).toBe('ΔT');
    expect(latexToText('\\sin^2 \\alpha + \\cos^2 \\alpha = 1')).toBe('sen² α + cos² α = 1');
  });
});
