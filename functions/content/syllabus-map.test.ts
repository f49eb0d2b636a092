import { describe, expect, it } from 'vitest';
import { subjectIds, topicsBySubject } from '../../shared/domain/subjects.ts';
import { syllabusMap } from '../../shared/domain/syllabus-map/index.ts';
import { isSyllabusDocCurrent } from './scripts/syllabus-doc.ts';

describe.each(subjectIds)('syllabus map of %s', (subject) => {
  const map = syllabusMap[subject];

  it('covers the six topics of the spec in order, each with 3 to 13 subtopics of its own', () => {
    expect(map.map((entry) => entry.topic)).toEqual([...topicsBySubject[subject]]);
    for (const entry of map) {
      expect(entry.subtopics.length, entry.topic).toBeGreaterThanOrEqual(3);
      expect(entry.subtopics.length, entry.topic).toBeLessThanOrEqual(13);
      for (const subtopic of entry.subtopics) {
        expect(subtopic.id.startsWith(`${entry.topic}.`), subtopic.id).toBe(true);
        expect(subtopic.unit.length, subtopic.id).toBeGreaterThan(5);
        expect(subtopic.weight, subtopic.id).toBeGreaterThan(0);
      }
    }
  });

  it('gives subtopics unique ids and weights that add up to 100 %', () => {
    const subtopics = map.flatMap((entry) => entry.subtopics);
    expect(new Set(subtopics.map((s) => s.id)).size).toBe(subtopics.length);
    expect(subtopics.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(100, 6);
  });
});

describe('docs/syllabus-map.md', () => {
  it('is the document written from the data (npm run content:map)', async () => {
    expect(await isSyllabusDocCurrent()).toBe(true);
  });
});
