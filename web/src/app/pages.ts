import type { LandingCopy } from '../features/landing/landing-data.ts';
import { genericSeoPage } from '../features/seo/ingreso-pages.ts';
import { regionalGuideDocuments, seoDocuments } from '../features/seo/seo-documents.ts';
import type { SeoPageData } from '../features/seo/seo-page-data.ts';
import { canonicalUrl, organization, type PageMeta, SITE_URL } from './meta.ts';
import { buildOf, type PageDeclaration, pageTable } from './page-table.ts';

export interface PrerenderedPage {
  /** The URL path the page is served at, and its canonical URL. */
  path: string;
  /** Written to this file instead of `<path>/index.html`. */
  file?: string;
  /** Rendered at this location instead of `path` (the 404 page must reach the router's catch-all). */
  renderAt?: string;
  meta: PageMeta;
  /** false for shells whose content depends on the visitor: written as HTML, rendered in the browser. */
  hydrate: boolean;
  /** An SEO page's copy, embedded in its HTML for hydration rather than shipped in the bundle. */
  seo?: SeoPageData;
  /** The landing's longer copy, embedded the same way. */
  landing?: LandingCopy;
  /** The spinner of a page not hydrated (its declaration's `loading`). */
  loading?: string;
}

/** Served by the CloudFront function for every keyword without a page of its own (path-rewrite.js). */
export const GENERIC_SEO_FILE = 'keyword.html';

/** A declared page's entry, if it is prerendered: its path (an area's without the `/*`), how it is written, its head. */
function declaredPage(page: PageDeclaration): PrerenderedPage[] {
  const { path, prerender, loading = 'Cargando…' } = page;
  const build = buildOf(page);
  if (!prerender) return [];
  if (!build.meta) throw new Error(`${path}: a prerendered page declares its meta (page-table.ts)`);
  return [
    {
      path: path.replace(/\/\*$/, ''),
      hydrate: prerender === 'hydrate',
      meta: build.meta,
      ...(build.landing && { landing: build.landing }),
      ...(prerender === 'shell' && { loading }),
    },
  ];
}

function seoPage(path: string, seo: SeoPageData): PrerenderedPage {
  const { content } = seo;
  const url = canonicalUrl(path);
  const meta = { title: content.title, description: content.description, keywords: content.keywords };
  // The generic page is one file for every keyword without a page: no address belongs in its HTML.
  if (seo.generic) return { path, hydrate: true, seo, meta: { ...meta, noindex: true, canonical: false } };
  return {
    path,
    hydrate: true,
    seo,
    meta: {
      ...meta,
      structuredData: [
        {
          '@type': 'WebPage',
          '@id': `${url}#webpage`,
          url,
          name: content.title,
          headline: content.heroTitle,
          description: content.description,
          inLanguage: 'es-AR',
          isPartOf: { '@id': `${SITE_URL}/#website` },
          about: { '@id': organization['@id'] },
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${SITE_URL}/` },
              { '@type': 'ListItem', position: 2, name: content.heroTitle, item: url },
            ],
          },
        },
      ],
    },
  };
}

/** Every page written to static HTML at build time. */
export const prerenderedPages: PrerenderedPage[] = [
  ...pageTable.flatMap(declaredPage),
  ...seoDocuments.map((document) => seoPage(document.path, { content: document.content, generic: false })),
  ...regionalGuideDocuments.map((document) =>
    seoPage(document.path, { content: document.content, generic: false }),
  ),
  {
    // Rendered once at a sample keyword, which appears nowhere in the file: it names no canonical
    // URL, and the browser adds the one of the address it is served at (seo-route.tsx).
    ...seoPage('/palabra-clave', { content: genericSeoPage, generic: true }),
    file: GENERIC_SEO_FILE,
  },
  {
    path: '/404',
    file: '404.html',
    renderAt: '/404/pagina-no-encontrada',
    hydrate: false,
    meta: {
      title: 'Página no encontrada | Ingresá',
      description: 'La página que buscás no existe.',
      noindex: true,
    },
  },
];

/** The pages search engines should list: sitemap.xml. */
export const indexablePaths: string[] = prerenderedPages
  .filter((page) => !page.meta.noindex && page.file === undefined)
  .map((page) => page.path);

/** The public pages the accessibility test visits at two widths (test/browser/accessibility.test.ts). */
export const accessibilityWalk: { name: string; at: string; heading?: string }[] = pageTable.flatMap(
  (page) => {
    const visit = buildOf(page).accessibility;
    return visit ? [{ at: page.path, ...visit }] : [];
  },
);
