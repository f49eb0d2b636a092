import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { routes } from '../shared/api/routes.ts';
import { OFFLINE_DOCUMENT, RETRY_PLACEHOLDER } from './offline-document.ts';
import { offlineReadPatterns } from './offline-reads.ts';
import type { ViteManifest } from './site-manifest.ts';
import { SUBSCRIBER_SHELL_PATH } from './src/lib/offline-caches.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/** Where the worker is served: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The subscriber area's code in Vite's manifest: what it imports, now or when a page opens. */
const SUBSCRIBER_AREA = 'src/routes/content/content-app.tsx';
const ENTRY = 'index.html';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * What the worker stores when it installs (ADR 0094): the entry every page loads, the subscriber area
 * with every chunk its pages may load and their woff2 fonts, and the files
 * named after no hash (the area's shell, the offline page, the mark the header draws), which carry a
 * hash of their bytes as their revision.
 */
export function precacheEntries(
  vite: ViteManifest,
  entry: { scripts: string[]; stylesheets: string[]; fonts: string[] },
  revisioned: { url: string; content: string | Uint8Array }[],
): PrecacheEntry[] {
  const files = new Set([...entry.scripts, ...entry.stylesheets, ...entry.fonts]);
  // The entry's chunks are in already; the pages they may load (every public one) are not followed.
  const seen = new Set<string>();
  const entryChunks = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of vite[key]?.imports ?? []) entryChunks(imported);
  };
  entryChunks(ENTRY);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = vite[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.woff2')) files.add(asset);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit(SUBSCRIBER_AREA);
  // A stylesheet imported by itself at run time (KaTeX's, lib/katex-loader.ts) is no chunk's `css` and
  // no chunk's import in Vite's manifest, and the fonts it draws with are only the manifest's own
  // entries: without them a formula offline shows twice, as MathML and as unstyled HTML.
  const listed = new Set(Object.values(vite).flatMap((chunk) => chunk.css ?? []));
  for (const { file } of Object.values(vite)) {
    if ((file.endsWith('.css') && !listed.has(file)) || file.endsWith('.woff2')) files.add(file);
  }
  return [
    ...[...files].sort().map((file) => ({ url: `/${file}`, revision: null })),
    ...revisioned.map(({ url, content }) => ({
      url,
      revision: createHash('sha256').update(content).digest('hex').slice(0, 16),
    })),
  ];
}

/** The documents the worker precaches, by path, out of the pages the build wrote. */
export const precachedDocuments = [SUBSCRIBER_SHELL_PATH];

/** Bundles the worker into the site with the build's precache list and the offline reads. */
export async function writeServiceWorker(outDir: string, precache: PrecacheEntry[]): Promise<void> {
  await build({
    entryPoints: [path.join(webRoot, 'src', 'service-worker', 'service-worker.ts')],
    outfile: path.join(outDir, SERVICE_WORKER_FILE),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      // Workbox logs and checks arguments unless built for production.
      'process.env.NODE_ENV': '"production"',
      __PRECACHE_MANIFEST__: JSON.stringify(precache),
      __OFFLINE_READS__: JSON.stringify(offlineReadPatterns()),
      __OFFLINE_DOCUMENT__: JSON.stringify(`/${OFFLINE_DOCUMENT}`),
      __RETRY_PLACEHOLDER__: JSON.stringify(RETRY_PLACEHOLDER),
      __OFFLINE_ANSWERS_PATH__: JSON.stringify(routes.offlineAnswers.path),
    },
  });
}
