/** One block of an SEO landing page: a heading and one or more paragraphs (separated by a blank line). */
export interface SeoSection {
  title: string;
  content: string;
}

/** The per-page copy of an SEO landing page; the layout is the same for all of them. */
export interface SeoPageContent {
  /** The keyword as it appears in the URL: `/utn-matematica` → `utn-matematica`. */
  slug: string;
  /** The document title, ending in ' | Ingresá'. */
  title: string;
  /** The meta description, 120–160 characters. */
  description: string;
  keywords: string[];
  heroTitle: string;
  heroSubtitle: string;
  sections: SeoSection[];
}
