import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, textPreview } from './text-preview.ts';

describe('textPreview', () => {
  it('keeps a short text whole, with formulas as plain text', () => {
    expect(textPreview('La recta $y = 2x + 3$ tiene pendiente $2$.')).toBe(
      'La recta y = 2x + 3 tiene pendiente 2.',
    );
  });

  it('writes fractions, powers and decimal commas as a reader expects them', () => {
    expect(textPreview('Si $x^2 = \\frac{9}{4}$, entonces $x = 1{,}5$.')).toBe(
      'Si x² = 9/4, entonces x = 1,5.',
    );
  });

  it('cuts a long text at a word boundary, with an ellipsis', () => {
    const preview = textPreview(`${'palabra '.repeat(40)}\n\n- viñeta final`);

    expect([...preview].length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
    expect(preview.endsWith('palabra…')).toBe(true);
  });

  it('drops bullets, headings, emphasis and line breaks', () => {
    expect(textPreview('## Idea\nErrores comunes:\n- Uno.\n- **Dos** y *tres*.')).toBe(
      'Idea Errores comunes: Uno. Dos y tres.',
    );
  });

  it('keeps an escaped dollar as a dollar, not as the start of a formula', () => {
    expect(textPreview('Cuesta \\$ 300 y $x = 2$.')).toBe('Cuesta $ 300 y x = 2.');
  });
});
