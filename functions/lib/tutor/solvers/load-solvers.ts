import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOLVERS_DIR } from '../../../../shared/api/bundle-layout.ts';
import type { SolverDeclaration } from './declaration.ts';
import { type FamilyName, familyNames } from './families/names.ts';
import type { SolverName } from './registry.ts';
import type { ProblemSolution } from './solution.ts';

/** The module names in that folder: the entry without solvers, and one per family. */
export const SOLVER_MODULES = ['core', ...familyNames] as const;

type Declarations = readonly SolverDeclaration<SolverName>[];
type CoreModule = typeof import('./solvers-core.ts');

/**
 * In Lambda, a module beside the handler's bundle; elsewhere the TypeScript module itself. The
 * specifier is computed at run time, so the bundler leaves the solvers out of the handler's bundle.
 */
function moduleUrl(name: (typeof SOLVER_MODULES)[number], source: string): string {
  return process.env.INGRESA_BUNDLE === 'lambda'
    ? pathToFileURL(path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), SOLVERS_DIR, `${name}.mjs`)).href
    : new URL(source, import.meta.url).href;
}

const loads = new Map<string, Promise<unknown>>();

/** A module, imported once; a failed import is tried again on the next call. */
function once<T>(name: (typeof SOLVER_MODULES)[number], source: string): Promise<T> {
  let loading = loads.get(name) as Promise<T> | undefined;
  if (!loading) {
    loading = (import(moduleUrl(name, source)) as Promise<T>).catch((error: unknown) => {
      loads.delete(name);
      throw error;
    });
    loads.set(name, loading);
  }
  return loading;
}

/** The modules this container has imported so far, for the tests. */
export function loadedSolverModules(): string[] {
  return [...loads.keys()];
}

function loadCore(): Promise<CoreModule> {
  return once<CoreModule>('core', './solvers-core.ts');
}

async function loadFamilies(families: readonly FamilyName[]): Promise<Declarations> {
  const modules = await Promise.all(
    families.map((family) => once<{ solvers: Declarations }>(family, `./families/${family}.ts`)),
  );
  return modules.flatMap((module) => module.solvers);
}

/**
 * The problem through the solvers of the families its cues name, loading only those: what answers a
 * student without a model call on a container's first message.
 */
export async function solveWithCuedFamilies(problem: string): Promise<ProblemSolution> {
  const { familiesFor, solutionFrom } = await loadCore();
  return solutionFrom(problem, await loadFamilies(familiesFor(problem)));
}

export interface AllSolvers {
  /** The problem through the families its cues name, all already loaded. */
  solve(problem: string): ProblemSolution;
}

/** Every family, for a message that goes to the model (its tool may be handed any problem). */
export async function loadAllSolvers(): Promise<AllSolvers> {
  const [{ familiesFor, solutionFrom }, byFamily] = await Promise.all([
    loadCore(),
    Promise.all(familyNames.map(async (family) => [family, await loadFamilies([family])] as const)),
  ]);
  const families = new Map<FamilyName, Declarations>(byFamily);
  return {
    solve: (problem) =>
      solutionFrom(
        problem,
        familiesFor(problem).flatMap((family) => families.get(family) ?? []),
      ),
  };
}
