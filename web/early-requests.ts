import { CONNECTION_MESSAGE } from './src/lib/offline-caches.ts';
import { type FirstRequest, firstRequests } from './src/routes/content/first-requests.ts';

/** What the build knows of the site's chunks, from Vite's manifest. */
export interface AreaAssets {
  /** A module's chunk and the chunks it imports statically (files under the site, no leading slash). */
  chunksOf: (module: string) => readonly string[];
  /** KaTeX's stylesheet, for a page whose first screen shows formulas (its reads bring them typeset). */
  formulas: readonly string[];
}

/**
 * The script the subscriber area's HTML runs first (#30): it starts the reads of the page opened, as
 * routes/content/first-requests.ts declares them, and fetches the chunks of the area and of that page
 * (KaTeX's stylesheet too where it shows formulas), so they all travel beside the entry instead of one after
 * another; `callApi` takes each answer once (src/lib/early-requests.ts). A page it cannot read starts
 * nothing, and a read that fails is asked again by the page as before. It also keeps the service
 * worker's word on the connection that those reads bring (served from the cache: offline), which
 * would otherwise reach the page before the area's code listens (features/offline/connection.ts).
 */
export function earlyRequestsScript(
  declared = firstRequests,
  assets: AreaAssets = { chunksOf: () => [], formulas: [] },
): string {
  // A page under the area's `/*` gets its chunks less the area's own, which are always fetched.
  const everywhere = new Set(
    declared.flatMap(({ page, module }) => (page.endsWith('/*') && module ? assets.chunksOf(module) : [])),
  );
  const pages = declared.map(({ page, module, formulas, requests }) => {
    const { pattern, segments } = pagePattern(page);
    const all = [...(module ? assets.chunksOf(module) : []), ...(formulas ? assets.formulas : [])];
    const chunks = page.endsWith('/*') ? all : all.filter((chunk) => !everywhere.has(chunk));
    const calls = [
      ...(chunks.length > 0 ? [`l(${JSON.stringify(chunks.map((chunk) => `/${chunk}`))})`] : []),
      ...requests.map((request) => `f(${urlExpression(request, segments, page)})`),
    ].join(';');
    return `if(m=${pattern}.exec(p)){${calls}}`;
  });
  return [
    '(function(){try{',
    "var p=location.pathname.replace(/\\/+$/,''),r={},m,",
    'e=function(s){return encodeURIComponent(decodeURIComponent(s))},',
    "f=function(u){var q=fetch(u,{credentials:'same-origin',headers:{accept:'application/json'}});q.catch(function(){});r[u]=q},",
    // A stylesheet is preloaded as a style, for the <link rel=stylesheet> its chunk adds when it runs.
    "l=function(a){a.forEach(function(h){var k=document.createElement('link'),s=/\\.css$/.test(h);k.rel=s?'preload':'modulepreload';if(s)k.as='style';k.crossOrigin='';k.href=h;document.head.appendChild(k)})};",
    'var w=window.ingresaEarly={at:Date.now(),requests:r},c=navigator.serviceWorker;',
    `c&&c.addEventListener('message',function(v){var d=v.data;if(d&&d.type===${JSON.stringify(CONNECTION_MESSAGE)})w.online=d.online});`,
    pages.join(';'),
    '}catch(x){}})()',
  ].join('');
}

/** A router path (`/content/educational/:subjectId`, `/content/*`) as a regular expression's source. */
function pagePattern(page: string): { pattern: string; segments: string[] } {
  const segments: string[] = [];
  const parts = page
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return '(?:\\/.*)?';
      if (part.startsWith(':')) {
        segments.push(part);
        return '\\/([^/]+)';
      }
      return `\\/${part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    });
  return { pattern: `/^${parts.join('')}$/`, segments };
}

/** The address `callApi` asks for, as a JavaScript expression over the page's matched segments. */
function urlExpression(request: FirstRequest, segments: string[], page: string): string {
  if (request.route.method !== 'GET')
    throw new Error(`${page}: only reads start early (${request.route.path})`);
  const pieces = request.route.path.split(/\{(\w+)\}/).map((piece, i) => {
    if (i % 2 === 0) return JSON.stringify(piece);
    const segment = request.params?.[piece];
    const index = segment === undefined ? -1 : segments.indexOf(segment);
    if (index < 0)
      throw new Error(`${page}: ${request.route.path} needs {${piece}} from a segment of the page`);
    return `e(m[${index + 1}])`;
  });
  if (request.query) pieces.push(JSON.stringify(`?${new URLSearchParams(request.query)}`));
  return pieces.filter((piece) => piece !== '""').join('+');
}
