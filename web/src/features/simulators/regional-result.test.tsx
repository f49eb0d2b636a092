import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Results, SimulatorView } from './api.ts';
import { regionalPresets } from './regional-presets.prebuilt.ts';
import { RegionalResult } from './regional-result.tsx';

const frm = regionalPresets.find((regional) => regional.id === 'frm');
const plan = frm?.plans.fisica;
const regional = { id: 'frm', code: 'FRM', name: 'Facultad Regional Mendoza' };

/** The visible text, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the verdict of a regional’s simulacro', () => {
  it('says the verdict, each item’s points and which figures came from a source', () => {
    if (!plan) throw new Error('FRM Física has a plan');
    const result: NonNullable<Results['regional']> = {
      regional,
      earned: 35,
      possible: 100,
      grade: 3.5,
      passMark: { score: 4, outOf: 10, origin: 'referencia' },
      approved: false,
      items: plan.slots.map((slot, questionIndex) => ({
        questionIndex,
        format: slot.format,
        answered: questionIndex < 7,
        earned: questionIndex < 2 ? slot.points : questionIndex === 6 ? 15 : 0,
        possible: slot.points,
        ...(slot.format === 'multi-part'
          ? {
              parts: [
                { label: 'a', earned: questionIndex === 6 ? 15 : 0, possible: 15 },
                { label: 'b', earned: 0, possible: 5 },
              ],
            }
          : {}),
      })),
    };
    const preset = { regional, ...plan } as SimulatorView['simulator']['preset'];
    const shown = text(renderToStaticMarkup(<RegionalResult result={result} preset={preset} />));
    expect(shown).toContain(
      'No aprobarías: 3,5/10 (no encontramos la nota para aprobar en FRM: tomamos la referencia general, 4 de 10)',
    );
    expect(shown).toContain('Sumaste 35 de 100 puntos. Revisá las explicaciones');
    expect(shown).toContain('7 Problema por partes 15 de 20 puntos (a: 15 de 15, b: 0 de 5)');
    expect(shown).toContain('8 Problema por partes 0 de 20 puntos (a: 0 de 15, b: 0 de 5) · sin responder');
    expect(shown).toContain(
      'Con fuente de FRM: ítems, tiempo, opciones, para escribir y puntaje. Con la referencia general: para aprobar.',
    );
  });
});
