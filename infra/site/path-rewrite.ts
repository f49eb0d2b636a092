import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteManifestIfBuilt, type SiteManifest } from '../../web/site-manifest.ts';
import { repoRoot } from '../handlers.ts';

const pathRewriteFile = path.join(repoRoot, 'infra', 'site', 'path-rewrite.js');

/** CloudFront Functions must stay under 10 KB of code. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

type Request = {
  uri: string;
  querystring?: Record<string, { value: string }>;
  headers?: Record<string, { value: string }>;
};
type Response = {
  statusCode: number;
  headers: Record<string, { value: string }>;
  body?: { data: string };
};
export type PathDecision =
  | { kind: 'file'; uri: string }
  | { kind: 'response'; status: number; headers: Record<string, string>; body: string };

/**
 * The pages of a built site served at their own path (`<page>/index.html`), as the manifest lists
 * them; /content is the subscriber app's shell, which answers every path under it.
 */
export function builtPages(manifest: SiteManifest): string[] {
  return manifest.pages
    .filter((page) => page.file === (page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`))
    .map((page) => page.path)
    .filter((page) => page !== '/content')
    .sort();
}

/** Top-level pages that are SEO keyword pages: the ones that embed their copy (web/build.ts). */
function isKeywordPage(manifest: SiteManifest, page: string): boolean {
  if (page.lastIndexOf('/') !== 0 || page === '/') return false;
  return manifest.pages.some((candidate) => candidate.path === page && candidate.seo);
}

export interface SiteForPathRewrite {
  /** Pages served at their own path. */
  pages: readonly string[];
  /** Keywords with a page of their own, also reachable as /ingreso/{keyword}. */
  keywords?: readonly string[];
  notFoundHtml: string;
  /** The stage's own domain: requests for `www.` + it are redirected there. */
  apex?: string;
}

/** The function's source with the site's pages, keywords and 404 page injected. */
export function renderPathRewrite(site: SiteForPathRewrite): string {
  const pages = `|${site.pages.map((page) => `${page}|`).join('')}`;
  const keywords = `|${(site.keywords ?? []).map((keyword) => `${keyword}|`).join('')}`;
  const source = readFileSync(pathRewriteFile, 'utf8')
    // Comment lines only cost bytes of the 10 KB the function may have.
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace("var PAGES = '|'; /* __PAGES__ */", `var PAGES = ${JSON.stringify(pages)};`)
    .replace("var KEYWORDS = '|'; /* __KEYWORDS__ */", `var KEYWORDS = ${JSON.stringify(keywords)};`)
    .replace("var APEX = ''; /* __APEX__ */", `var APEX = ${JSON.stringify(site.apex ?? '')};`)
    .replace(
      "var NOT_FOUND_HTML = ''; /* __NOT_FOUND_HTML__ */",
      `var NOT_FOUND_HTML = ${JSON.stringify(site.notFoundHtml.replace(/>\s+</g, '><'))};`,
    );
  const bytes = Buffer.byteLength(source);
  if (bytes > MAX_FUNCTION_BYTES)
    throw new Error(
      `The path-rewrite CloudFront Function would be ${bytes} bytes, over the ${MAX_FUNCTION_BYTES}-byte limit`,
    );
  return source;
}

const NO_404_PAGE = '<!doctype html><title>404</title>';

/**
 * The function's source for a built site folder; no folder (a synth before the build): no pages. With
 * `apex`, the stage's own domain, `www.` + it redirects there.
 */
export function pathRewriteFor(siteDir: string, options: { apex?: string } = {}): string {
  const manifest = readSiteManifestIfBuilt(siteDir);
  if (!manifest) return renderPathRewrite({ pages: [], notFoundHtml: NO_404_PAGE, ...options });
  const pages = builtPages(manifest);
  const keywordPages = new Set(pages.filter((page) => isKeywordPage(manifest, page)));
  const notFound = manifest.pages.find((page) => page.path === '/404');
  return renderPathRewrite({
    pages: pages.filter((page) => !keywordPages.has(page)),
    keywords: [...keywordPages].map((page) => page.slice(1)),
    notFoundHtml: notFound ? readFileSync(path.join(siteDir, notFound.file), 'utf8') : NO_404_PAGE,
    ...options,
  });
}

/**
 * Runs the function's source the way CloudFront would, for the local server and the tests; `host` is
 * the Host header the request came with.
 */
export function loadPathRewrite(source: string): (uri: string, host?: string) => PathDecision {
  const run = new Function(`${source}\nreturn handler;`)() as (event: {
    request: Request;
  }) => Request | Response;
  return (uri, host) => {
    const result = run({
      request: { uri, querystring: {}, ...(host ? { headers: { host: { value: host } } } : {}) },
    });
    if ('statusCode' in result) {
      const headers = Object.fromEntries(
        Object.entries(result.headers).map(([name, { value }]) => [name, value]),
      );
      return { kind: 'response', status: result.statusCode, headers, body: result.body?.data ?? '' };
    }
    return { kind: 'file', uri: result.uri };
  };
}
