import { describe, expect, it } from 'vitest';
import { offlineSolvers } from '../offline/engine.ts';
import { loadAllSolvers } from './load-solvers.ts';
import { namedSolvers } from './named-solvers.ts';
import { solverDeclarations } from './registry.ts';
import { toolCatalog } from './tool-catalog.ts';
import { toolsFrom } from './tools.ts';

const solverTools = toolsFrom(toolCatalog);

const tool = (name: string) => {
  const found = solverTools.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

describe('solverTools', () => {
  it('offers every declared solver once, in the declarations’ order, under a name Converse accepts', () => {
    const names = solverTools.map((candidate) => candidate.name);

    expect(names).toEqual(solverDeclarations.map(({ name }) => name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
  });

  it('describes each tool with its declaration’s summary and examples', () => {
    for (const declaration of solverDeclarations) {
      const candidate = tool(declaration.name);
      expect(candidate.description.startsWith(declaration.summary)).toBe(true);
      expect(candidate.examples).toBe(declaration.examples);
    }
  });

  it('describes its input as a JSON schema with one required problem string', () => {
    for (const candidate of solverTools) {
      expect(candidate.inputSchema).toMatchObject({
        type: 'object',
        properties: { problem: { type: 'string' } },
        required: ['problem'],
      });
      expect(candidate.description).toContain(JSON.stringify(candidate.examples[0]));
    }
  });

  it.each(solverTools.flatMap((candidate) => candidate.examples.map((example) => [candidate.name, example])))(
    '%s solves its own example %j',
    async (name, example) => {
      const result = await tool(name).run({ problem: example });

      expect(result.ok).toBe(true);
      expect(result.certain).toBe(true);
      expect(result.text).toMatch(/^## /);
    },
  );

  it('gives the offline engine’s worked reply', async () => {
    const result = await tool('solve_equations').run({ problem: 'resolvé 3x + 5 = 20' });

    expect(result.text).toContain('x = 5');
    expect(result.text).toContain('Verificación');
  });

  it('says so when it cannot solve the problem', async () => {
    const result = await tool('solve_kinematics').run({ problem: '¿qué es un mol?' });

    expect(result.ok).toBe(false);
    expect(result.certain).toBe(false);
    expect(result.text).toContain('solve_kinematics cannot solve this problem');
  });

  it('rejects an input that is not {problem: string}', async () => {
    for (const input of [{}, { problem: '' }, { problem: 42 }, 'x + 1 = 2', null]) {
      const result = await tool('solve_equations').run(input);

      expect(result.ok).toBe(false);
      expect(result.text).toContain('Invalid input');
    }
  });

  it('does not compute with a number it would have to guess', async () => {
    const result = await tool('compute_arithmetic').run({ problem: '1,234.5 + 1' });

    expect(result.ok).toBe(false);
    expect(result.text).toContain('"1,234.5" cannot be read without guessing');
  });
});

describe('the solvers modules', () => {
  it('are the ones the offline engine answers with: the same declarations, in the same order', async () => {
    const loaded = await loadAllSolvers();

    expect(offlineSolvers).toBe(solverDeclarations);
    // Every family is loaded: each solver's first example is solved through them.
    for (const { examples } of solverDeclarations) {
      const [example = ''] = examples;
      expect(loaded.solve(example).certain, example).toBe(true);
    }
    for (const declaration of solverDeclarations) {
      expect(namedSolvers[declaration.name]).toBe(declaration);
    }
    expect(Object.keys(namedSolvers)).toEqual(solverDeclarations.map(({ name }) => name));
  });
});
