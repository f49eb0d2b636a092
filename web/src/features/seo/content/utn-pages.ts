import type { SeoPageContent } from '../seo-content.ts';

/** Keyword pages that start with `utn-`. */
export const utnPages: SeoPageContent[] = [];
