import { describe, expect, it } from 'vitest';
import { regionals } from '../../shared/domain/regionals/index.ts';
import { contentBank } from './bank.ts';
import { MIN_ITEMS_PER_SUBTOPIC, regionalCoverage } from './regional-coverage.ts';

describe('npm run content:report -- --regional=<id>', () => {
  it.each(regionals.map((regional) => [regional.id, regional] as const))(
    'the bank covers what %s examines, subtopic by subtopic against its weight',
    (_id, regional) => {
      const coverage = regionalCoverage(regional, contentBank);
      expect(coverage.subjects.length).toBeGreaterThan(0);
      expect(coverage.failures).toEqual([]);
    },
  );

  it('fails a subtopic below its target and a topic the map lacks', () => {
    const frm = regionals.find((regional) => regional.id === 'frm');
    if (!frm) throw new Error('FRM is declared');
    const empty = Object.fromEntries(
      Object.entries(contentBank).map(([subject, content]) => [subject, { ...content, exercises: [] }]),
    ) as unknown as typeof contentBank;
    const coverage = regionalCoverage(frm, empty);
    expect(coverage.failures.length).toBeGreaterThan(0);
    expect(
      coverage.subjects.flatMap((s) => s.subtopics).every((row) => row.target >= MIN_ITEMS_PER_SUBTOPIC),
    ).toBe(true);
  });
});
