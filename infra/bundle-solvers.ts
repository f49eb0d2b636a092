import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SOLVER_MODULES } from '../functions/lib/tutor/solvers/load-solvers.ts';
import { SOLVERS_DIR } from '../shared/api/bundle-layout.ts';
import { lambdaEsbuildOptions } from './bundling.ts';
import { repoRoot } from './handlers.ts';

const solversSource = path.join(repoRoot, 'functions', 'lib', 'tutor', 'solvers');

/** Each module's source: the entry without solvers, and one file per family. */
function sourceOf(name: (typeof SOLVER_MODULES)[number]): string {
  return name === 'core'
    ? path.join(solversSource, 'solvers-core.ts')
    : path.join(solversSource, 'families', `${name}.ts`);
}

/**
 * Bundles the tutor's exact solvers into `<outDir>/solvers/`, beside the handler of a route that
 * declares the `solvers` service (route-function.ts): `core.mjs` and one module per family, with the
 * code they share in chunks of its own, so a message loads only what its cues name (load-solvers.ts,
 * ADR 0095). Returns each module's file, and every chunk written.
 */
export async function bundleSolvers(
  outDir: string,
): Promise<{ modules: Record<(typeof SOLVER_MODULES)[number], string>; files: string[] }> {
  const dir = path.join(outDir, SOLVERS_DIR);
  const result = await build({
    ...lambdaEsbuildOptions,
    sourcemap: false,
    splitting: true,
    entryPoints: Object.fromEntries(SOLVER_MODULES.map((name) => [name, sourceOf(name)])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const modules = Object.fromEntries(
    SOLVER_MODULES.map((name) => [name, path.join(dir, `${name}.mjs`)]),
  ) as Record<(typeof SOLVER_MODULES)[number], string>;
  return { modules, files: Object.keys(result.metafile.outputs).map((file) => path.resolve(file)) };
}

/** A module and the chunks it imports, transitively (esbuild's split output names them "./chunk-….mjs"). */
export function withChunks(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, chunk] of readFileSync(file, 'utf8').matchAll(/"\.\/(chunk-[\w-]+\.mjs)"/g))
    if (chunk) withChunks(path.join(path.dirname(file), chunk), seen);
  return seen;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: bundle-solvers.ts <outDir>');
  await bundleSolvers(outDir);
}
