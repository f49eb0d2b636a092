import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../handlers.ts';

export const pathRewriteFile = path.join(repoRoot, 'infra', 'site', 'path-rewrite.js');

/** CloudFront Functions must stay under 10 KB of code. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

type Request = { uri: string };
type Response = { statusCode: number; headers: Record<string, { value: string }>; body: { data: string } };
export type PathDecision =
  | { kind: 'file'; uri: string }
  | { kind: 'response'; status: number; headers: Record<string, string>; body: string };

/** The pages of a built site: every `<page>/index.html` under it, as URL paths. */
export function builtPages(siteDir: string): string[] {
  if (!existsSync(siteDir)) return [];
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const relative = path.relative(siteDir, entry.parentPath).split(path.sep).join('/');
      return relative === '' ? '/' : `/${relative}`;
    })
    .filter((page) => page !== '/content')
    .sort();
}

/** The function's source with the site's pages and 404 page injected. */
export function renderPathRewrite(site: { pages: readonly string[]; notFoundHtml: string }): string {
  const pages = Object.fromEntries(site.pages.map((page) => [page, 1]));
  return readFileSync(pathRewriteFile, 'utf8')
    .replace('var PAGES = {}; /* __PAGES__ */', `var PAGES = ${JSON.stringify(pages)};`)
    .replace(
      "var NOT_FOUND_HTML = ''; /* __NOT_FOUND_HTML__ */",
      `var NOT_FOUND_HTML = ${JSON.stringify(site.notFoundHtml)};`,
    );
}

/** The function's source for a built site folder. */
export function pathRewriteFor(siteDir: string): string {
  const notFound = path.join(siteDir, '404.html');
  return renderPathRewrite({
    pages: builtPages(siteDir),
    notFoundHtml: existsSync(notFound) ? readFileSync(notFound, 'utf8') : '<!doctype html><title>404</title>',
  });
}

/** Runs the function's source the way CloudFront would, for the local server and the tests. */
export function loadPathRewrite(source: string): (uri: string) => PathDecision {
  const run = new Function(`${source}\nreturn handler;`)() as (event: {
    request: Request;
  }) => Request | Response;
  return (uri) => {
    const result = run({ request: { uri } });
    if ('statusCode' in result) {
      const headers = Object.fromEntries(
        Object.entries(result.headers).map(([name, { value }]) => [name, value]),
      );
      return { kind: 'response', status: result.statusCode, headers, body: result.body.data };
    }
    return { kind: 'file', uri: result.uri };
  };
}
