import { productPages } from './copy/product-pages.ts';
import { utnPages } from './copy/utn-pages.ts';
import { utnSuffixPages } from './copy/utn-suffix-pages.ts';
import type { SeoPageContent } from './seo-copy.ts';

/** Every keyword page, prerendered at build time. Only the build imports this list. */
export const seoPages: SeoPageContent[] = [...utnPages, ...utnSuffixPages, ...productPages];
