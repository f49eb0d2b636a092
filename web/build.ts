import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { publishedSite } from '../shared/site-settings.ts';
import { bookletsDirFor, SAMPLE_BOOKLET_FILE } from './booklets-dir.ts';
import { earlyRequestsScript } from './early-requests.ts';
import { subsetFile } from './font-subset.ts';
import { INSTALL_LINKS } from './install-links.ts';
import { OFFLINE_DOCUMENT, offlineDocument } from './offline-document.ts';
import { precachedDocuments, precacheEntries, writeServiceWorker } from './service-worker-build.ts';
import {
  chunkAssets,
  describeFiles,
  entryAssets,
  hashedFiles,
  inlineHashesOf,
  outputOf,
  SITE_MANIFEST_VERSION,
  type SiteManifest,
  type SitePage,
  siteManifestFileFor,
  type ViteManifest,
} from './site-manifest.ts';
import type { PrerenderedPage } from './src/app/pages.ts';
import { documentUrl, SUBSCRIBER_SHELL_PATH } from './src/lib/offline-caches.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
/** Where the site is written; browser tests build into their own folder so parallel runs do not collide. */
export const defaultSiteDir = path.join(webRoot, '..', 'build', 'web');

type ServerEntry = typeof import('./src/entry-server.tsx');

/** Where a prerendered path is written: `/` → index.html, `/a/b` → a/b/index.html. */
export function htmlFileFor(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : path.join(trimmed, 'index.html');
}

/** Builds the browser bundle, a server bundle for rendering, and writes every prerendered page. */
export async function buildSite(
  options: { quiet?: boolean; outDir?: string } = {},
): Promise<{ pages: number; outDir: string }> {
  // One moment for the whole build: the browser and the prerender agree on the intake the copy names.
  process.env.VITE_BUILT_AT = String(Date.now());
  // The address the pages name as their own, for the stage being deployed (npm run deploy sets
  // INGRESA_STAGE; unset, the production site's): the browser and the prerender read it from here.
  const site = publishedSite(process.env.INGRESA_STAGE || undefined);
  process.env.VITE_SITE_URL = site.url;
  const logLevel = options.quiet ? 'warn' : 'info';
  const outDir = options.outDir ?? defaultSiteDir;
  const ssrOutDir = `${outDir}-ssr`;
  const manifestFile = siteManifestFileFor(outDir);
  // A failed build leaves no manifest to describe a half-written site.
  await rm(manifestFile, { force: true });
  // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build: the site is
  // always built as it ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuilds(outDir, ssrOutDir, logLevel);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }

  const vite = await takeViteManifest(outDir);
  const entry = entryAssets(vite, 'index.html');
  const font = outputOf(vite, path.relative(webRoot, subsetFile).split(path.sep).join('/'));
  const linked = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const inlined = await inlineStylesheets(linked, outDir, entry.stylesheets);
  const server = (await import(pathToFileURL(path.join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry;
  // The area's page chunks and their stylesheets, less what the entry already brings: a chunk's
  // stylesheet is otherwise asked for only when its import runs, and the page waits for it.
  const areaScript = earlyRequestsScript(undefined, {
    chunksOf: (module) => {
      const { scripts, stylesheets } = chunkAssets(vite, module);
      return [
        ...scripts.filter((script) => !entry.scripts.includes(script)),
        ...stylesheets.filter((css) => !entry.stylesheets.includes(css)),
      ];
    },
    formulas: formulaAssets(vite),
  });
  const pages: SitePage[] = [];
  const documents: string[] = [];
  const precached: { url: string; content: string | Uint8Array }[] = [];
  for (const page of server.prerenderedPages) {
    const at = page.renderAt ?? page.path;
    const html = page.hydrate
      ? await server.render(at, page.seo, page.landing)
      : await shellFor(page, server);
    const data = [
      page.seo &&
        `<script type="application/json" id="seo-data">${server.serializeSeoData(page.seo)}</script>`,
      page.landing &&
        `<script type="application/json" id="landing-data">${server.serializeLandingCopy(page.landing)}</script>`,
    ]
      .filter(Boolean)
      .join('');
    // The 404 page travels inside the CloudFront function (10 KB at most): it links the stylesheet.
    const inline = page.path !== '/404';
    const template = inline ? inlined : linked;
    // The subscriber area's first reads leave with its document, before its scripts (#30).
    const early = page.path === SUBSCRIBER_SHELL_PATH ? `<script>${areaScript}</script>` : '';
    const document = template
      .replace(
        '<!--app-head-->',
        (inline ? INSTALL_LINKS : '') + early + server.renderHead(page.meta, page.path),
      )
      .replace('data-prerendered="false"', `data-prerendered="${page.hydrate}"`)
      .replace('<!--app-html-->', html)
      .replace('<!--app-data-->', data);
    const file = page.file ?? htmlFileFor(page.path);
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), document);
    documents.push(document);
    if (precachedDocuments.includes(page.path))
      precached.push({ url: documentUrl(page.path), content: document });
    pages.push({
      path: page.path,
      file: file.split(path.sep).join('/'),
      hydrate: page.hydrate,
      seo: Boolean(page.seo),
      scripts: entry.scripts,
      stylesheets: entry.stylesheets.map((css) => ({ file: css, inline })),
      fonts: [font],
    });
  }
  await writeFile(path.join(outDir, 'sitemap.xml'), server.renderSitemap(server.indexablePaths));
  await writeFile(path.join(outDir, 'robots.txt'), server.renderRobots({ indexable: site.indexable }));
  await rm(ssrOutDir, { recursive: true, force: true });
  if (precached.length !== precachedDocuments.length)
    throw new Error(
      `The service worker precaches ${precachedDocuments.join(', ')}: not all were prerendered`,
    );
  // The offline page: the pages' inlined styles, no script (web/offline-document.ts).
  const offline = offlineDocument(inlined.match(/<style>[\s\S]*?<\/style>/g)?.join('') ?? '');
  await writeFile(path.join(outDir, OFFLINE_DOCUMENT), offline);
  documents.push(offline);
  precached.push({ url: `/${OFFLINE_DOCUMENT}`, content: offline });
  // The header's mark is a background image of every page: offline pages keep it.
  precached.push({ url: '/favicon.svg', content: await readFile(path.join(outDir, 'favicon.svg')) });
  await writeServiceWorker(outDir, precacheEntries(vite, { ...entry, fonts: [font] }, precached));
  // The study booklets come from the same content bank the functions serve (build time only). The ones
  // with answers go beside the site for the private bucket; the site gets a sample without answers.
  const { writeBooklets, writeSampleBooklet } = await import('../functions/content/booklets/booklet.ts');
  await writeBooklets(path.join(bookletsDirFor(outDir), 'cuadernillos'));
  await writeSampleBooklet(path.join(outDir, 'cuadernillos', SAMPLE_BOOKLET_FILE), { siteUrl: site.url });
  const manifest: SiteManifest = {
    version: SITE_MANIFEST_VERSION,
    builtAt: Number(process.env.VITE_BUILT_AT),
    site,
    assetsDir: 'assets/',
    pages,
    // What the Content-Security-Policy lists for the inline code of the pages (ADR 0045).
    inline: inlineHashesOf(documents),
    files: describeFiles(outDir, hashedFiles(vite)),
  };
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { pages: server.prerenderedPages.length, outDir };
}

/**
 * KaTeX's stylesheet: all a page needs whose formulas the functions send typeset (src/lib/katex-loader.ts
 * imports it alone for them). KaTeX's code stays for the pages that set formulas themselves.
 */
function formulaAssets(vite: ViteManifest): string[] {
  const keys = Object.keys(vite).filter((key) => /\/katex\/dist\/katex[^/]*\.css$/.test(key));
  if (keys.length === 0) throw new Error("Vite's manifest has no KaTeX stylesheet");
  const files = keys.flatMap((key) => {
    const { scripts, stylesheets } = chunkAssets(vite, key);
    return [...scripts, ...stylesheets];
  });
  return [...new Set(files)];
}

/** Vite's manifest of the browser build, taken out of the site: it names source files, not for visitors. */
async function takeViteManifest(outDir: string): Promise<ViteManifest> {
  const dir = path.join(outDir, '.vite');
  const vite = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as ViteManifest;
  await rm(dir, { recursive: true, force: true });
  return vite;
}

/**
 * The entry's stylesheets written into every page: a first visit paints without waiting for a second
 * request (the stylesheet is about 5 KB gzip; the file stays for the chunks that ask for it).
 */
async function inlineStylesheets(html: string, outDir: string, stylesheets: string[]): Promise<string> {
  let inlined = html;
  for (const file of stylesheets) {
    // The tag as Vite writes it for the entry's CSS: if that ever changes, say so rather than link it.
    const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
    if (!inlined.includes(link)) throw new Error(`index.html does not link ${file} as expected (${link})`);
    const css = await readFile(path.join(outDir, file), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
  }
  return inlined;
}

/** Static markup for pages the browser renders itself: a loading state that needs no JavaScript. */
async function shellFor(page: PrerenderedPage, server: ServerEntry): Promise<string> {
  if (page.path === '/404') return server.render(page.renderAt ?? page.path);
  return spinner(page.loading ?? 'Cargando…');
}

function spinner(label: string): string {
  return `<div class="spinner" role="status" aria-live="polite"><span class="spinner__circle" aria-hidden="true"></span><span>${label}</span></div>`;
}

/** The browser bundle, then a server bundle used only to render the prerendered pages. */
async function viteBuilds(outDir: string, ssrOutDir: string, logLevel: 'warn' | 'info'): Promise<void> {
  await build({ configFile: path.join(webRoot, 'vite.config.ts'), logLevel, build: { outDir } });
  await build({
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel,
    build: {
      ssr: path.join(webRoot, 'src', 'entry-server.tsx'),
      outDir: ssrOutDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: {
        // The prerender list imports every SEO page's copy, which the browser build keeps in a lazy chunk.
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { pages } = await buildSite();
  console.log(
    `Prerendered ${pages} pages and wrote the booklets into build/web in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
