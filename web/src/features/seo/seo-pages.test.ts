import { describe, expect, it } from 'vitest';
import type { SeoPageContent } from './seo-content.ts';
import { seoPages } from './seo-pages.ts';

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

  it('do not repeat titles, descriptions or hero titles', () => {
    for (const field of ['title', 'description', 'heroTitle'] as const) {
      const values = seoPages.map((page) => page[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
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
