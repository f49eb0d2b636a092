import { readFileSync } from 'node:fs';
import path from 'node:path';
import katex from 'katex';
import { describe, expect, it, vi } from 'vitest';
import { bundleTypesetter } from '../../infra/bundle-typesetter.ts';
import { routeList } from '../../shared/api/routes.ts';
import { typesetFormula } from '../../shared/math/typeset.ts';
import { formulaSheet } from './formula-sheet.ts';
import { inLambdaTask } from './lambda-task.testing.ts';

describe('the formula sheet of an answer', () => {
  it('sets every formula of its strings once, however deep, keyed by how each is written', async () => {
    const sheet = await formulaSheet({
      data: {
        pregunta: 'Si $f(x) = \\frac{1}{x}$, calculá $f(2)$.',
        opciones: ['$\\frac{1}{2}$', '$2$', '$f(2)$'],
        pasos: [{ texto: 'Reemplazá: $$f(2) = \\frac{1}{2}$$' }],
      },
    });

    expect(Object.keys(sheet ?? {}).sort()).toEqual(
      ['Df(2) = \\frac{1}{2}', 'I2', 'I\\frac{1}{2}', 'If(2)', 'If(x) = \\frac{1}{x}'].sort(),
    );
  });

  it('holds the same markup the page would set with KaTeX itself, fractions in display style', async () => {
    const sheet = await formulaSheet({ pregunta: 'Vale $\\frac{3}{4}$.' });

    expect(sheet?.['I\\frac{3}{4}']).toBe(typesetFormula(katex, '\\frac{3}{4}', false));
    expect(sheet?.['I\\frac{3}{4}']).toContain('displaystyle');
  });

  it('is left out of an answer with no formula, and a literal dollar sign is no formula', async () => {
    expect(await formulaSheet({ pregunta: 'Cuesta \\$ 500.', id: 'mat-1', puntos: 3 })).toBeUndefined();
  });

  it('never trusts a link or raw HTML written in a formula', async () => {
    const sheet = await formulaSheet({ texto: '$\\href{javascript:alert(1)}{x}$ $\\text{<b>y</b>}$' });
    const markup = Object.values(sheet ?? {}).join('');

    expect(markup).not.toMatch(/href=|<b>/);
  });
});

describe('the routes that send formulas typeset', () => {
  it('ship KaTeX beside their handler: each handler that sets a sheet declares the typeset service', () => {
    const functionsDir = path.join(import.meta.dirname, '..');
    for (const route of routeList) {
      const handler = readFileSync(path.join(functionsDir, route.name, 'handler.ts'), 'utf8');
      const sets = handler.includes('typeset: formulaSheet');
      expect(route.services?.includes('typeset') ?? false, route.name).toBe(sets);
    }
  });
});

describe('the typesetter beside a Lambda handler', () => {
  it('is loaded from its own bundle and sets the same markup', async () => {
    await inLambdaTask(bundleTypesetter, async () => {
      vi.resetModules();
      const bundled = await import('./formula-sheet.ts');
      const answer = { pregunta: 'Si $x^2 = \\frac{9}{4}$, ¿cuánto vale $x$?' };

      expect(await bundled.formulaSheet(answer)).toEqual({
        'Ix^2 = \\frac{9}{4}': typesetFormula(katex, 'x^2 = \\frac{9}{4}', false),
        Ix: typesetFormula(katex, 'x', false),
      });
    });
    vi.resetModules();
  }, 60_000);
});
