import { describe, expect, it } from 'vitest';
import { citedSources } from './facts-of.ts';
import { regionalGuide } from './guide.ts';
import { regionals } from './index.ts';

const guides = regionals.map((regional) => ({ regional, guide: regionalGuide(regional) }));

describe('«Cómo es el ingreso» per regional', () => {
  it.each(guides.map(({ regional, guide }) => [regional.id, regional, guide] as const))(
    '%s: a page of search-result size, its sections, every source cited',
    (_id, regional, guide) => {
      expect(guide.slug).toBe(regional.id);
      expect(guide.title).toMatch(/ \| Ingresá$/);
      expect(guide.title.length).toBeLessThanOrEqual(70);
      expect(guide.description.length).toBeGreaterThanOrEqual(100);
      expect(guide.description.length).toBeLessThanOrEqual(165);
      expect(guide.sections.map((section) => section.title)).toEqual([
        'El curso y las materias',
        'Cómo es el examen',
        'Modalidades y fechas',
        'Qué temas entran',
        'Fuentes',
      ]);
      for (const section of guide.sections) expect(section.content.length).toBeGreaterThan(40);
      const sources = guide.sections.at(-1)?.content ?? '';
      const cited = citedSources(regional);
      for (const source of cited) expect(sources).toContain(source.url);
      if (cited.length === 0) expect(sources).toMatch(/No encontramos fuentes públicas/);
      // Química is never said to be examined: no source lists it.
      expect(guide.sections[0]?.content).toMatch(/Química no figura en el ingreso/);
    },
  );

  it('gives each regional a title, a description and a heading of its own', () => {
    for (const field of ['title', 'description', 'heroTitle'] as const) {
      const values = guides.map(({ guide }) => guide[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('says when no source describes the course or the exam, instead of guessing', () => {
    const unsourced = guides.find(({ regional }) => regional.course.source === null);
    expect(unsourced?.guide.sections[0]?.content).toMatch(/No encontramos una fuente pública/);
    expect(unsourced?.guide.sections[1]?.content).toMatch(
      /no encontramos una fuente pública sobre el formato/,
    );
  });
});
