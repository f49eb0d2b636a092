/**
 * The solvers' entry without any solver, with the families' cues: in Lambda a module of its own
 * (`solvers/core.mjs`), loaded with the first message, so the chat's bundle carries neither.
 */
export { familiesFor } from './families/cues.ts';
export { solutionFrom } from './solution.ts';
