import type { SeoPageContent } from '../seo-content.ts';

/** Keyword pages that end with `-utn`: subjects, preparation and the entrance by degree. */
export const utnSuffixPages: SeoPageContent[] = [];
