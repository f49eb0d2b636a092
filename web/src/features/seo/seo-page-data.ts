import type { SeoPageContent } from './seo-copy.ts';

/** What a prerendered SEO page embeds for hydration: its copy, and whether it is the generic page. */
export interface SeoPageData {
  content: SeoPageContent;
  /** The copy every keyword without a page of its own shows; such pages are not indexed. */
  generic: boolean;
}

/** The id of the `<script type="application/json">` that carries a page's SeoPageData. */
const SEO_DATA_ELEMENT_ID = 'seo-data';

/** JSON that is safe inside a <script> element. */
export function serializeSeoData(data: SeoPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data the prerendered document carries, if any (read once, before hydrating). */
export function readEmbeddedSeoData(doc: Document): SeoPageData | undefined {
  const text = doc.getElementById(SEO_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SeoPageData;
  } catch {
    return undefined;
  }
}
