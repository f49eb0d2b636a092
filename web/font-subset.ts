import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const webRoot = path.dirname(fileURLToPath(import.meta.url));

/** Figtree (SIL Open Font License 1.1), its variable weights 300–900, as Fontsource ships the Latin range. */
const sourceFont = require.resolve('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');

/** Written by the build, never committed: global.css points its @font-face here. */
export const subsetFile = path.join(webRoot, 'src', 'styles', 'fonts', 'figtree.woff2');

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * What the site and its exercises write: Spanish letters, punctuation and the signs of the UI.
 * Anything else (Greek letters, subscripts, arrows) is drawn by the fallback font, glyph by glyph.
 */
export const siteCharacters = `${printableAscii}\u00a0¡¿«»°·²³¹½×÷±¬ºª§©áéíóúñüøÁÉÍÓÚÑÜ–—‘’“”…•′‾−€µ↑\u0304`;

/** Kerning, accents, the variable-weight rules and tabular figures; the rest of the layout features go. */
const keptFeatures = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'];

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; keepFeatures: string[] },
) => Promise<Buffer>;

/** Figtree cut to the site's characters, as woff2 (harfbuzz in WebAssembly, loaded only here). */
export async function subsetFigtree(): Promise<Buffer> {
  const subsetFont = require('subset-font') as SubsetFont;
  return subsetFont(await readFile(sourceFont), siteCharacters, {
    targetFormat: 'woff2',
    keepFeatures: keptFeatures,
  });
}

/** Parallel builds (tests, bench, `npm start`) may write at once: each renames a whole file into place. */
async function writeIfChanged(file: string, bytes: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => undefined);
  if (current?.equals(bytes)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/**
 * Writes the subset font before Vite reads global.css, which then hashes it into assets/ like any
 * other file, and preloads it from every page: text is drawn in Figtree from the first paint.
 */
export function figtreeSubset(): Plugin {
  return {
    name: 'ingresa:figtree-subset',
    async buildStart() {
      await writeIfChanged(subsetFile, await subsetFigtree());
    },
    transformIndexHtml(_html, context) {
      const built = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'asset' && /(^|\/)figtree-[\w-]+\.woff2$/.test(output.fileName),
      );
      const href = built ? `/${built.fileName}` : `/${path.relative(webRoot, subsetFile)}`;
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: true },
          injectTo: 'head',
        },
      ];
    },
  };
}
