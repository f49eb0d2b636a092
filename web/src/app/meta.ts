import { SUPPORT_EMAIL } from '../../../shared/domain/contact.ts';
import { PRODUCTION_SITE_URL } from '../../../shared/site-settings.ts';

const SITE_NAME = 'Ingresá';
/**
 * The address the site names as its own: the built stage's, which web/build.ts passes in VITE_SITE_URL
 * (shared/site-settings.ts, publishedSite); unset (tests, a local build), the production site's.
 */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL || PRODUCTION_SITE_URL;
/** 1200 × 630, for link previews (Open Graph and Twitter). */
const SHARE_IMAGE = '/og-image.jpg';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Pages that should not be indexed (the subscriber area, results of a payment, the generic keyword page). */
  noindex?: boolean;
  /**
   * false for one file served at many addresses (the generic keyword page): its HTML names no
   * canonical URL and no og:url, since any one address written there would be wrong for the others.
   * The browser adds both for the address it is at (seo-route.tsx).
   */
  canonical?: boolean;
  /** schema.org nodes besides the organization and the web site, which every indexable page carries. */
  structuredData?: Record<string, unknown>[];
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** The canonical URL of a path: the site's root plus the path, without a trailing slash. */
export function canonicalUrl(pathname: string): string {
  return `${SITE_URL}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
}

export const organization = {
  '@type': 'EducationalOrganization',
  '@id': `${SITE_URL}/#organization`,
  name: SITE_NAME,
  url: `${SITE_URL}/`,
  logo: `${SITE_URL}/favicon.svg`,
  email: SUPPORT_EMAIL,
  areaServed: { '@type': 'Country', name: 'Argentina' },
};

const website = {
  '@type': 'WebSite',
  '@id': `${SITE_URL}/#website`,
  name: SITE_NAME,
  url: `${SITE_URL}/`,
  inLanguage: 'es-AR',
  publisher: { '@id': organization['@id'] },
};

/** JSON-LD that is safe inside a <script> element. */
function jsonLd(nodes: Record<string, unknown>[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes });
  return `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The <head> tags a prerendered page carries. */
export function renderHead(meta: PageMeta, pathname: string): string {
  const canonical = escapeHtml(canonicalUrl(pathname));
  const named = meta.canonical !== false;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = `${SITE_URL}${SHARE_IMAGE}`;
  const basic = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="robots" content="${meta.noindex ? 'noindex, follow' : 'index, follow'}" />`,
    ...(named ? [`<link rel="canonical" href="${canonical}" />`] : []),
  ];
  // App pages kept out of search (payment results, the 404 page…) are never shared or listed: the
  // rest of the tags would only weigh on them (the 404 page is inlined in a 10 KB CloudFront Function).
  const listed = !meta.noindex || Boolean(meta.keywords?.length);
  if (!listed) return basic.join('\n    ');
  return [
    ...basic,
    ...(meta.keywords?.length
      ? [`<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`]
      : []),
    '<meta http-equiv="content-language" content="es-AR" />',
    '<meta name="language" content="es-AR" />',
    '<meta name="geo.region" content="AR" />',
    '<meta name="geo.placename" content="Argentina" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(named ? [`<meta property="og:url" content="${canonical}" />`] : []),
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="es_AR" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...(meta.noindex ? [] : [jsonLd([organization, website, ...(meta.structuredData ?? [])])]),
  ].join('\n    ');
}

/** sitemap.xml for the indexable pages. */
export function renderSitemap(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(canonicalUrl(path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything public is crawlable; the subscriber area and the API are not pages. A copy of
 * the site that is not indexable (a stage without a domain of its own) turns every crawler away.
 */
export function renderRobots(options: { indexable: boolean } = { indexable: true }): string {
  if (!options.indexable) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /content/',
    'Disallow: /api/',
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
}
