import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '../../../infra/bundling.ts';
import { subjectIds } from '../../../shared/domain/subjects.ts';

/** Bundles each subject's generators into `<outDir>/<subject>.mjs`, as the Lambda bundle is built. */
export async function bundleGenerators(outDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const subject of subjectIds) {
    const outfile = path.join(outDir, `${subject}.mjs`);
    await build({
      ...lambdaEsbuildOptions,
      sourcemap: false,
      entryPoints: [path.join(import.meta.dirname, '..', 'subject-generators', `${subject}.ts`)],
      outfile,
      logLevel: 'warning',
    });
    files.push(outfile);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: bundle-generators.ts <outDir>');
  await bundleGenerators(outDir);
}
