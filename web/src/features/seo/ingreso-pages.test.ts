import { describe, expect, it } from 'vitest';
import { genericSeoPage, ingresoPage, ingresoPages } from './ingreso-pages.ts';
import { isKeyword } from './keyword.ts';
import type { SeoPageContent } from './seo-copy.ts';
import { seoDataFor, seoDocuments } from './seo-documents.ts';
import { seoPages } from './seo-pages.ts';

const mine = [genericSeoPage, ingresoPage, ...ingresoPages];

function words(page: SeoPageContent): string[] {
  return [page.heroTitle, page.heroSubtitle, ...page.sections.flatMap((s) => [s.title, s.content])]
    .join(' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function trigrams(page: SeoPageContent): Set<string> {
  const list = words(page);
  return new Set(list.slice(2).map((word, i) => `${list[i]} ${list[i + 1]} ${word}`));
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

describe.each(mine.map((page) => [page.title, page] as const))('the page "%s"', (_title, page) => {
  it('fits search results and carries real copy', () => {
    expect(page.title).toMatch(/ \| Ingresá$/);
    expect(page.title.length).toBeLessThanOrEqual(70);
    expect(page.description.length).toBeGreaterThanOrEqual(110);
    expect(page.description.length).toBeLessThanOrEqual(165);
    expect(page.keywords.length).toBeGreaterThanOrEqual(3);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of page.sections) expect(section.content.length).toBeGreaterThanOrEqual(200);
    expect(words(page).length).toBeGreaterThanOrEqual(300);
  });

  it('is not another page with a word swapped', () => {
    const grams = trigrams(page);
    const others = [...mine, ...seoPages].filter((other) => other !== page);
    const closest = Math.max(...others.map((other) => similarity(grams, trigrams(other))));
    expect(closest).toBeLessThanOrEqual(0.12);
  });
});

describe('the SEO documents', () => {
  it('has URL-safe ids for the /ingreso pages', () => {
    for (const page of ingresoPages) expect(isKeyword(page.slug)).toBe(true);
  });

  it('lists every keyword page, /ingreso and its pages once', () => {
    const paths = seoDocuments.map((document) => document.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/ingreso');
    expect(paths).toContain('/ingreso/ingenieria-civil');
    expect(paths.length).toBe(seoPages.length + 1 + ingresoPages.length);
  });

  it('gives /ingreso its own page', () => {
    expect(seoDataFor('/ingreso')).toEqual({ content: ingresoPage, generic: false });
    expect(seoDataFor('/ingreso/')).toEqual({ content: ingresoPage, generic: false });
  });

  it('gives an /ingreso id its own page', () => {
    expect(seoDataFor('/ingreso/ingenieria-quimica')?.content.slug).toBe('ingenieria-quimica');
  });

  it.runIf(seoPages.length > 0)('shows a keyword’s page at /{keyword} and at /ingreso/{keyword}', () => {
    const [page] = seoPages;
    expect(seoDataFor(`/${page?.slug}`)).toEqual({ content: page, generic: false });
    expect(seoDataFor(`/ingreso/${page?.slug}`)).toEqual({ content: page, generic: false });
  });

  it('shows the generic page for a keyword that has none', () => {
    expect(seoDataFor('/ingreso-ingenieria-aeroespacial-utn')).toEqual({
      content: genericSeoPage,
      generic: true,
    });
    expect(seoDataFor('/ingreso/ingenieria-aeroespacial')?.generic).toBe(true);
  });

  it.each(['/Utn_Fisica', '/ingreso/a b', '/ingreso/a/b', '/'])('has nothing for %j', (path) => {
    expect(seoDataFor(path)).toBeUndefined();
  });
});
