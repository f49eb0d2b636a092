import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from '../shared/api/zod.ts';

/**
 * What the build wrote, for the tools that use the built site: the deployment (cache and content
 * type per file), the CloudFront function (the pages), the local server and the benchmark. They read
 * this instead of the HTML (docs/decisions/0030-site-manifest.md).
 *
 * Paths are relative to the site folder with `/` separators: the S3 key, or the URL path without
 * its leading slash.
 */
export const SITE_MANIFEST_VERSION = 3;

/**
 * Beside the site, never inside it: `build/web` is uploaded as it is and holds only what a visitor
 * may fetch (the booklets follow the same rule, web/booklets-dir.ts).
 */
export const siteManifestFileFor = (siteDir: string) => `${siteDir.replace(/[\\/]+$/, '')}-manifest.json`;

const fileKinds = ['page', 'script', 'stylesheet', 'font', 'image', 'document', 'data'] as const;
export type FileKind = (typeof fileKinds)[number];

/** One content type per extension: the deployment sets it on each object and the local server sends it. */
const extensions: Record<string, { kind: FileKind; contentType: string }> = {
  '.html': { kind: 'page', contentType: 'text/html; charset=utf-8' },
  '.js': { kind: 'script', contentType: 'text/javascript; charset=utf-8' },
  '.css': { kind: 'stylesheet', contentType: 'text/css; charset=utf-8' },
  '.woff2': { kind: 'font', contentType: 'font/woff2' },
  '.woff': { kind: 'font', contentType: 'font/woff' },
  '.ttf': { kind: 'font', contentType: 'font/ttf' },
  '.svg': { kind: 'image', contentType: 'image/svg+xml' },
  '.png': { kind: 'image', contentType: 'image/png' },
  '.jpg': { kind: 'image', contentType: 'image/jpeg' },
  '.webp': { kind: 'image', contentType: 'image/webp' },
  '.ico': { kind: 'image', contentType: 'image/x-icon' },
  '.pdf': { kind: 'document', contentType: 'application/pdf' },
  '.txt': { kind: 'data', contentType: 'text/plain; charset=utf-8' },
  '.xml': { kind: 'data', contentType: 'application/xml; charset=utf-8' },
  '.json': { kind: 'data', contentType: 'application/json; charset=utf-8' },
  '.webmanifest': { kind: 'data', contentType: 'application/manifest+json; charset=utf-8' },
  '.map': { kind: 'data', contentType: 'application/json; charset=utf-8' },
};

/** The web app manifest (web/public/), linked from every page's head (web/index.html). */
export const WEB_APP_MANIFEST = 'manifest.webmanifest';

export function describeFile(file: string): { kind: FileKind; contentType: string } {
  return (
    extensions[path.extname(file).toLowerCase()] ?? { kind: 'data', contentType: 'application/octet-stream' }
  );
}

const siteFile = z.object({
  kind: z.enum(fileKinds),
  contentType: z.string(),
  /** Named after its content by Vite (`assets/name-<hash>.ext`): the name changes whenever the bytes do. */
  hashed: z.boolean(),
  bytes: z.number().int().nonnegative(),
  /** SHA-256 of the bytes, base64 (the form Subresource Integrity and CSP hashes take). */
  sha256: z.string(),
});

const sitePage = z.object({
  /** The URL path it is served at. */
  path: z.string(),
  /** Its HTML file. */
  file: z.string(),
  /** false: a shell the browser renders itself. */
  hydrate: z.boolean(),
  /** Embeds an SEO page's copy: a top-level one is a keyword page (infra/site/path-rewrite.ts). */
  seo: z.boolean(),
  /** What the HTML makes the browser fetch before it runs: the entry first, then the chunks it imports. */
  scripts: z.array(z.string()),
  /** The stylesheets it applies; `inline` ones are written into the HTML, not linked. */
  stylesheets: z.array(z.object({ file: z.string(), inline: z.boolean() })),
  /** Fonts it preloads. */
  fonts: z.array(z.string()),
});

/**
 * SHA-256 (base64) of the inline code in the pages, for the Content-Security-Policy that CloudFront and
 * the local server send (infra/site/security-headers.ts, docs/decisions/0045-strict-security-headers.md).
 */
const inlineHashes = z.object({
  /** Inline scripts the browser runs; data blocks (`type="application/json"` and the like) are not run. */
  scripts: z.array(z.string()),
  /** `<style>` blocks. */
  styles: z.array(z.string()),
});

export const siteManifestSchema = z.object({
  version: z.literal(SITE_MANIFEST_VERSION),
  builtAt: z.number(),
  /**
   * The address the pages name as their own and whether crawlers are welcome: what the build's stage
   * publishes (shared/site-settings.ts). The deploy refuses a site built for another stage (infra/app.ts).
   */
  site: z.object({ url: z.string(), indexable: z.boolean() }),
  /** Where Vite writes the hashed files (`assets/`); nothing else is there. */
  assetsDir: z.string(),
  pages: z.array(sitePage),
  /** Every distinct inline script and `<style>` block across the pages. */
  inline: inlineHashes,
  /** Every file in the site folder. */
  files: z.record(z.string(), siteFile),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;
export type SitePage = z.infer<typeof sitePage>;
export type SiteFile = z.infer<typeof siteFile>;
export type InlineHashes = z.infer<typeof inlineHashes>;

class SiteNotBuiltError extends Error {}

/** The manifest of a built site; throws when the site was never built (or by an older build). */
export function readSiteManifest(siteDir: string): SiteManifest {
  const file = siteManifestFileFor(siteDir);
  if (!existsSync(file)) {
    throw new SiteNotBuiltError(`${file} does not exist: build the site first (npm run build)`);
  }
  const written = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  if (written.version !== SITE_MANIFEST_VERSION) {
    throw new SiteNotBuiltError(
      `${file} was written by an older build: build the site again (npm run build)`,
    );
  }
  return siteManifestSchema.parse(written);
}

/**
 * No site folder at all (a fresh clone, `npm start --no-build`, a synth before the build): undefined,
 * and the readers serve or deploy no site. A folder without its manifest still throws.
 */
export function readSiteManifestIfBuilt(siteDir: string | undefined): SiteManifest | undefined {
  return siteDir && existsSync(siteDir) ? readSiteManifest(siteDir) : undefined;
}

/** The part of Vite's `.vite/manifest.json` read here (https://vite.dev/guide/backend-integration). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Every file Vite named after its content. */
export function hashedFiles(vite: ViteManifest): Set<string> {
  return new Set(
    Object.values(vite).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
}

/**
 * What an HTML entry loads before it runs, as Vite writes it into the page: the entry's script, the
 * chunks it imports statically (modulepreload, depth first, each once) and their stylesheets, those
 * of imported chunks first (the order Vite links them in, so the entry's own rules win).
 */
export function entryAssets(vite: ViteManifest, entry: string): { scripts: string[]; stylesheets: string[] } {
  if (!vite[entry]?.isEntry) throw new Error(`Vite's manifest has no entry ${entry}`);
  return chunkAssets(vite, entry);
}

/** A chunk's script and the chunks it imports statically, depth first, each once, with their stylesheets. */
export function chunkAssets(vite: ViteManifest, key: string): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = vite[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk ${key}`);
    scripts.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(css)) stylesheets.push(css);
  };
  visit(key);
  return { scripts, stylesheets };
}

/** The output file of a source Vite bundled (`src/styles/fonts/figtree.woff2` → `assets/figtree-<hash>.woff2`). */
export function outputOf(vite: ViteManifest, source: string): string {
  const chunk = vite[source];
  if (!chunk) throw new Error(`Vite's manifest has no ${source}`);
  return chunk.file;
}

/** Every file under the site folder, described; `hashed` names the ones Vite named after their content. */
export function describeFiles(siteDir: string, hashed: ReadonlySet<string>): Record<string, SiteFile> {
  const files = readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const described: Record<string, SiteFile> = {};
  for (const file of files) {
    const bytes = readFileSync(path.join(siteDir, file));
    described[file] = {
      ...describeFile(file),
      hashed: hashed.has(file),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('base64'),
    };
  }
  return described;
}

/** Script types a browser runs; any other type is a data block (https://html.spec.whatwg.org/#data-block). */
const executedScriptTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The hashes a Content-Security-Policy must list for the inline code of these pages: each inline
 * script the browser would run (no `src`, an executable type) and each `<style>` block, hashed over
 * the exact text between its tags, as browsers hash it. Sorted, each once.
 */
export function inlineHashesOf(documents: Iterable<string>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of documents) {
    for (const [, attributes = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
    )) {
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
      const kind = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
      if (executedScriptTypes.has(kind)) scripts.add(sha256(body));
    }
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
      styles.add(sha256(body));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
