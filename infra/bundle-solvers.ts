import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SOLVERS_FILE } from '../functions/lib/tutor/solvers/load-solvers.ts';
import { lambdaEsbuildOptions } from './bundling.ts';
import { repoRoot } from './handlers.ts';

/**
 * Bundles the tutor's exact solvers into `<outDir>/solvers.mjs`, beside the handler of a route that
 * declares the `solvers` service (route-function.ts); the tool loop loads it on the first tool call.
 */
export async function bundleSolvers(outDir: string): Promise<string> {
  const outfile = path.join(outDir, SOLVERS_FILE);
  await build({
    ...lambdaEsbuildOptions,
    sourcemap: false,
    entryPoints: [path.join(repoRoot, 'functions', 'lib', 'tutor', 'solvers', 'named-solvers.ts')],
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: bundle-solvers.ts <outDir>');
  await bundleSolvers(outDir);
}
