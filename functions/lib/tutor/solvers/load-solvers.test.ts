import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { bundleSolvers } from '../../../../infra/bundle-solvers.ts';
import { solveProblem } from './solve-problem.ts';

const math = 'Resolvé x² − 5x + 6 = 0';
const physics = 'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. ¿Qué distancia recorre?';

describe('the solvers in Lambda', () => {
  it('load from the modules beside the handler, only the families a message names, then all for the model', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'lambda-task-'));
    await bundleSolvers(root);
    const saved = { bundle: process.env.INGRESA_BUNDLE, root: process.env.LAMBDA_TASK_ROOT };
    Object.assign(process.env, { INGRESA_BUNDLE: 'lambda', LAMBDA_TASK_ROOT: root });
    try {
      vi.resetModules();
      const { loadAllSolvers, loadedSolverModules, solveWithCuedFamilies } = await import(
        './load-solvers.ts'
      );

      expect(await solveWithCuedFamilies(math)).toEqual(solveProblem(math));
      expect(loadedSolverModules().sort()).toEqual(['core', 'math', 'measurement']);

      expect(await solveWithCuedFamilies(physics)).toEqual(solveProblem(physics));
      expect(loadedSolverModules()).toContain('motion');
      expect(loadedSolverModules()).not.toContain('forces');
      expect(loadedSolverModules()).not.toContain('energy');
      expect(loadedSolverModules()).not.toContain('chemistry');
      expect(loadedSolverModules()).not.toContain('circuits-fluids-heat');

      const all = await loadAllSolvers();
      expect(loadedSolverModules().sort()).toEqual([
        'chemistry',
        'circuits-fluids-heat',
        'core',
        'energy',
        'forces',
        'functions',
        'geometry',
        'math',
        'measurement',
        'meetings',
        'motion',
        'ropes-and-bodies',
        'statics',
        'turns-sound-units',
      ]);
      expect(all.solve(physics)).toEqual(solveProblem(physics));
    } finally {
      for (const [key, value] of [
        ['INGRESA_BUNDLE', saved.bundle],
        ['LAMBDA_TASK_ROOT', saved.root],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      vi.resetModules();
    }
  }, 60_000);
});
