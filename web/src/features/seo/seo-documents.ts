import { ADMISSION_GUIDE_PATH } from '../../../../shared/domain/admission-guide-path.ts';
import { regionalGuide } from '../../../../shared/domain/regionals/guide.ts';
import { regionals } from '../../../../shared/domain/regionals/index.ts';
import { genericSeoPage, ingresoPage, ingresoPages } from './ingreso-pages.ts';
import { isKeyword } from './keyword.ts';
import type { SeoPageContent } from './seo-copy.ts';
import type { SeoPageData } from './seo-page-data.ts';
import { seoPages } from './seo-pages.ts';

/**
 * Every SEO page's copy. Only the build imports this module statically; the browser loads it as a
 * separate chunk in the one case the HTML cannot help (a client-side navigation into a keyword page).
 */
export interface SeoDocument {
  path: string;
  content: SeoPageContent;
}

const bySlug = new Map(seoPages.map((page) => [page.slug, page]));
const ingresoById = new Map(ingresoPages.map((page) => [page.slug, page]));

/** The pages written to HTML: each keyword page, /ingreso and its pages. */
export const seoDocuments: SeoDocument[] = [
  ...seoPages.map((content) => ({ path: `/${content.slug}`, content })),
  { path: '/ingreso', content: ingresoPage },
  ...ingresoPages.map((content) => ({ path: `/ingreso/${content.slug}`, content })),
];

/**
 * «Cómo es el ingreso» per regional faculty, written from its sourced declaration: pages of their own,
 * outside the keyword pages (their copy follows one pattern on purpose, filled with each regional's facts).
 */
export const regionalGuideDocuments: SeoDocument[] = regionals.map((regional) => ({
  path: `${ADMISSION_GUIDE_PATH}/${regional.id}`,
  content: regionalGuide(regional),
}));

/**
 * The rule the CloudFront function applies too (infra/site/path-rewrite.js):
 * - `/{keyword}`: that keyword's page, or the generic page for a keyword without one;
 * - `/ingreso/{id}`: its own page; else a keyword with a top-level page shows that page (whose
 *   canonical URL is the top-level one); else the generic page;
 * - anything that is not a keyword: no data ('Error: Keyword no válida').
 */
export function seoDataFor(pathname: string): SeoPageData | undefined {
  const regional = regionalGuideDocuments.find((document) => document.path === pathname);
  if (regional) return { content: regional.content, generic: false };
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0] === 'ingreso') return { content: ingresoPage, generic: false };
  const keyword = segments.length === 1 ? segments[0] : segments[0] === 'ingreso' ? segments[1] : undefined;
  if (segments.length > 2 || !isKeyword(keyword)) return undefined;
  const content = (segments.length === 2 && ingresoById.get(keyword)) || bySlug.get(keyword);
  return content ? { content, generic: false } : { content: genericSeoPage, generic: true };
}
