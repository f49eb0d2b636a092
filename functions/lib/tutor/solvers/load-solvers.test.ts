import { describe, expect, it, vi } from 'vitest';
import { bundleSolvers } from '../../../../infra/bundle-solvers.ts';
import { inLambdaTask } from '../../lambda-task.testing.ts';
import { familyNames } from './families/names.ts';
import { solveProblem } from './solve-problem.ts';

const math = 'Resolvé x² − 5x + 6 = 0';
const physics = 'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. ¿Qué distancia recorre?';

describe('the solvers in Lambda', () => {
  it('load from the modules beside the handler, only the families a message names, then all for the model', async () => {
    await inLambdaTask(bundleSolvers, async () => {
      vi.resetModules();
      const { loadAllSolvers, loadedSolverModules, solveWithCuedFamilies } = await import(
        './load-solvers.ts'
      );

      expect(await solveWithCuedFamilies(math)).toEqual(solveProblem(math));
      expect(loadedSolverModules().sort()).toEqual(['core', 'math']);

      expect(await solveWithCuedFamilies(physics)).toEqual(solveProblem(physics));
      expect(loadedSolverModules()).toContain('motion');
      expect(loadedSolverModules()).not.toContain('forces');
      expect(loadedSolverModules()).not.toContain('energy');
      expect(loadedSolverModules()).not.toContain('chemistry');
      expect(loadedSolverModules()).not.toContain('fluids-heat');

      const all = await loadAllSolvers();
      expect(loadedSolverModules().sort()).toEqual(['core', ...familyNames].sort());
      expect(all.solve(physics)).toEqual(solveProblem(physics));
    });
    vi.resetModules();
  }, 60_000);
});
