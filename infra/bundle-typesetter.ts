import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { TYPESETTER_DIR, TYPESETTER_FILE } from '../shared/api/bundle-layout.ts';
import { lambdaEsbuildOptions } from './bundling.ts';
import { repoRoot } from './handlers.ts';

/**
 * Bundles KaTeX with the code that sets a formula sheet into `<outDir>/typesetter/typesetter.mjs`,
 * beside the handler of a route that declares the `typeset` service (route-function.ts). Returns the
 * module's path.
 */
export async function bundleTypesetter(outDir: string): Promise<string> {
  const outfile = path.join(outDir, TYPESETTER_DIR, TYPESETTER_FILE);
  await build({
    ...lambdaEsbuildOptions,
    sourcemap: false,
    entryPoints: [path.join(repoRoot, 'functions', 'lib', 'typesetter.ts')],
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: bundle-typesetter.ts <outDir>');
  await bundleTypesetter(outDir);
}
