import { createContext } from 'react';
import type { SeoPageData } from './seo-page-data.ts';

/** The SEO data embedded in the document that was loaded, and the path it was loaded at. */
export interface InitialSeoData {
  pathname: string;
  data: SeoPageData;
}

export const InitialSeoContext = createContext<InitialSeoData | undefined>(undefined);
