/** The solvers' entry without any solver: in Lambda a module of its own (`solvers/core.mjs`). */
export { solutionFrom } from './solution.ts';
