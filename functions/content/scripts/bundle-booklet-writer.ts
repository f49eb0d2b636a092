import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '../../../infra/bundling.ts';
import { BOOKLET_FONTS_DIR, BOOKLET_WRITER_FILE } from '../booklets/load-writer.ts';

const booklets = path.join(import.meta.dirname, '..', 'booklets');
const fontNames = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'];

/**
 * Bundles the personal booklet's writer (pdfkit included, Brotli left out) into
 * `<outDir>/personal-booklet.mjs` and copies its fonts into `<outDir>/fonts/`, beside the handler of a
 * route that declares the `pdf` service (infra/route-function.ts). Returns the module's path.
 */
export async function bundleBookletWriter(outDir: string): Promise<string> {
  const outfile = path.join(outDir, BOOKLET_WRITER_FILE);
  await build({
    ...lambdaEsbuildOptions,
    alias: { ...lambdaEsbuildOptions.alias, 'brotli/decompress.js': path.join(booklets, 'no-woff2.ts') },
    sourcemap: false,
    entryPoints: [path.join(booklets, 'personal-booklet.ts')],
    outfile,
    logLevel: 'warning',
  });
  const fontDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  await mkdir(path.join(outDir, BOOKLET_FONTS_DIR), { recursive: true });
  for (const name of fontNames)
    await copyFile(path.join(fontDir, name), path.join(outDir, BOOKLET_FONTS_DIR, name));
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: bundle-booklet-writer.ts <outDir>');
  await bundleBookletWriter(outDir);
}
