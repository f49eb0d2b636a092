import { describe, expect, it } from 'vitest';
import { genericSeoPage } from './ingreso-pages.ts';
import type { SeoPageContent } from './seo-copy.ts';
import { seoDocuments } from './seo-documents.ts';
import { seoPages } from './seo-pages.ts';

/** Every SEO page the build writes: the keyword pages, /ingreso, its pages and the generic page. */
const prerendered = [...seoDocuments, { path: 'the generic page', content: genericSeoPage }];

/** Values shared by more than one page, with the pages that share them. */
function repeated(key: (page: SeoPageContent) => string): string[] {
  const pathsByValue = new Map<string, string[]>();
  for (const { path, content } of prerendered) {
    const value = key(content);
    pathsByValue.set(value, [...(pathsByValue.get(value) ?? []), path]);
  }
  return [...pathsByValue]
    .filter(([, paths]) => paths.length > 1)
    .map(([value, paths]) => `${value}: ${paths}`);
}

/** Words that make two texts look different without changing what they say. */
const filler = new Set(
  'a al con de del el en la las lo los para por que se su sus te tu tus un una y ingresa'.split(' '),
);

function significantWords(text: string): string[] {
  return words(text).filter((word) => !filler.has(word) && !/^\d+$/.test(word));
}

function fullText(page: SeoPageContent): string {
  return [page.heroTitle, page.heroSubtitle, ...page.sections.flatMap((s) => [s.title, s.content])].join(' ');
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

function trigrams(text: string): Set<string> {
  const list = words(text);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < list.length; i++) grams.add(`${list[i]} ${list[i + 1]} ${list[i + 2]}`);
  return grams;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

describe.each(seoPages.map((page) => [page.slug, page] as const))('the SEO page %s', (_slug, page) => {
  it('has a URL-safe keyword, a title and a description of search-result length', () => {
    expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(page.title).toMatch(/ \| Ingresá$/);
    expect(page.title.length).toBeLessThanOrEqual(70);
    expect(page.description.length).toBeGreaterThanOrEqual(110);
    expect(page.description.length).toBeLessThanOrEqual(165);
    expect(page.keywords.length).toBeGreaterThanOrEqual(3);
  });

  it('has a hero and three to six sections of real copy', () => {
    expect(page.heroTitle.length).toBeGreaterThan(10);
    expect(page.heroSubtitle.length).toBeGreaterThan(40);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    expect(page.sections.length).toBeLessThanOrEqual(6);
    for (const section of page.sections) {
      expect(section.title.length).toBeGreaterThan(5);
      expect(section.content.length).toBeGreaterThanOrEqual(200);
      expect(section.content).not.toMatch(/[<>]|\bTODO\b|[Ll]orem ipsum/);
    }
    expect(words(fullText(page)).length).toBeGreaterThanOrEqual(300);
  });
});

describe('the SEO pages as a whole', () => {
  it('are about a hundred, each keyword once', () => {
    const slugs = seoPages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThanOrEqual(95);
  });

  it('are distinct copy, not one text with a word swapped', () => {
    const grams = seoPages.map((page) => ({ slug: page.slug, grams: trigrams(fullText(page)) }));
    const tooSimilar: string[] = [];
    grams.forEach((a, i) => {
      for (const b of grams.slice(i + 1)) {
        const similarity = jaccard(a.grams, b.grams);
        if (similarity > 0.12) tooSimilar.push(`${a.slug} ~ ${b.slug}: ${similarity.toFixed(2)}`);
      }
    });
    expect(tooSimilar).toEqual([]);
  });
});

describe('every prerendered SEO page, /ingreso and its pages included', () => {
  it.each(['title', 'description', 'heroTitle'] as const)('has a %s of its own', (field) => {
    expect(repeated((page) => page[field])).toEqual([]);
  });

  it('has a title that says more than another’s with a year or a preposition changed', () => {
    expect(repeated((page) => [...new Set(significantWords(page.title))].sort().join(' '))).toEqual([]);
  });

  it('has a description that is not another’s reworded', () => {
    const described = prerendered.map(({ path, content }) => ({
      path,
      words: new Set(significantWords(content.description)),
    }));
    const tooClose: string[] = [];
    described.forEach((a, i) => {
      for (const b of described.slice(i + 1)) {
        const overlap = jaccard(a.words, b.words);
        if (overlap >= 0.5) tooClose.push(`${a.path} ~ ${b.path}: ${overlap.toFixed(2)}`);
      }
    });
    expect(tooClose).toEqual([]);
  });
});
