import { describe, expect, it } from 'vitest';
import { fromText } from './declaration.ts';
import { solveNomenclature } from './nomenclature.ts';
import { solveNomenclaturePair } from './nomenclature-pair.ts';

/** As the declaration reads one order: «No tengo XeF₄…» names no compound. */
const single = (problem: string) => {
  const reply = fromText(solveNomenclature)(problem);
  return reply && /^No tengo\b/.test(reply.text) ? { ...reply, certain: false } : reply;
};

describe('two nomenclature orders in one sentence', () => {
  it('answers both, each read alone', () => {
    const reply = solveNomenclaturePair(
      'Nomenclatura. Complete Fórmula del sulfuro de sodio y nombre del NaH.',
      single,
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**Fórmula: Na₂S**');
    expect(reply?.text).toContain('**hidruro de sodio**');
  });

  it('is not sure when one of them is not read, and leaves a single order alone', () => {
    expect(solveNomenclaturePair('Fórmula del sulfuro de sodio y nombre del XeF₄.', single)).toBeUndefined();
    expect(solveNomenclaturePair('Fórmula del sulfuro de sodio.', single)).toBeUndefined();
  });
});
