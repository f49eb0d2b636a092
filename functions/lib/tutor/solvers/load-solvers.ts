import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the Lambda bundling writes the solvers module, beside the handler (infra/route-function.ts). */
export const SOLVERS_FILE = 'solvers.mjs';

type SolversModule = typeof import('./named-solvers.ts');

let loading: Promise<SolversModule> | undefined;

/**
 * The solvers module, loaded once on first use. In Lambda it is a file of its own beside the handler's
 * bundle, which keeps the chat's bundle within its budget; elsewhere the TypeScript module itself. The
 * specifier is computed at run time, so the bundler leaves the solvers out of the handler's bundle.
 */
export function loadSolvers(): Promise<SolversModule> {
  const url =
    process.env.INGRESA_BUNDLE === 'lambda'
      ? pathToFileURL(path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), SOLVERS_FILE)).href
      : new URL('./named-solvers.ts', import.meta.url).href;
  loading ??= (import(url) as Promise<SolversModule>).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
