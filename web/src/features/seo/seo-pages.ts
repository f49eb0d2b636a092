import { productPages } from './content/product-pages.ts';
import { utnPages } from './content/utn-pages.ts';
import { utnSuffixPages } from './content/utn-suffix-pages.ts';
import type { SeoPageContent } from './seo-content.ts';

/** Every keyword page, prerendered at build time. Only the build imports this list. */
export const seoPages: SeoPageContent[] = [...utnPages, ...utnSuffixPages, ...productPages];
