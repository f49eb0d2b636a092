import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.ts';
import { phone, usePage } from './fixture.ts';

/** An authored exercise whose four options are fractions (0,6̅ as a fraction). */
const FRACTION_OPTIONS = '/content/educational/matematicas/ejercicio/mat-algebra-basica-003';

describe('fractions on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });

  it('shows the figures of a fraction in an option as large as the option’s text', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}${FRACTION_OPTIONS}`);
    const options = page.locator('label').filter({ has: page.getByRole('radio') });
    await expect.poll(() => options.locator('.katex .mfrac').count(), { timeout: 15_000 }).toBe(4);

    const measured = await options.evaluateAll((labels) =>
      labels.map((label) => {
        const fraction = label.querySelector('.katex .mfrac') as HTMLElement;
        const figures = [...fraction.querySelectorAll('.mord')].filter(
          (node) => node.childElementCount === 0 && /^\d+$/.test(node.textContent ?? ''),
        );
        const px = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
        const boxes = figures.map((figure) => figure.getBoundingClientRect());
        return {
          text: px(label),
          figures: figures.map(px),
          height: Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top)),
        };
      }),
    );
    for (const option of measured) {
      // Numerator and denominator, each at least the size of the words (KaTeX's inline default is 0.76 of it).
      expect(option.figures.length).toBeGreaterThanOrEqual(2);
      for (const size of option.figures) expect(size).toBeGreaterThanOrEqual(option.text * 0.95);
      // Numerator over denominator, from the top of one to the bottom of the other: two rows of figures.
      expect(option.height).toBeGreaterThanOrEqual(option.text * 1.8);
    }
    await screenshot(page, 'fraction-options-360');
  });
});
