import type { SeoPageContent } from '../seo-content.ts';

/** Keyword pages about courses, the product's tools, prices and study guides. */
export const productPages: SeoPageContent[] = [];
