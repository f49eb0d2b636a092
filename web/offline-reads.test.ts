import { describe, expect, it } from 'vitest';
import { routes } from '../shared/api/routes.ts';
import { offlineReadPatterns, offlineReadRoutes, pathPattern } from './offline-reads.ts';

/** Reads whose answer holds what a student has not answered yet, or that act rather than read. */
const neverKept = [
  'exercise',
  'exercisesByTopic',
  'exerciseSolution',
  'verifyExercise',
  'simulator',
  'simulatorList',
  'simulatorHistory',
  'review',
  'trial',
  'exportAccount',
  'bookletLink',
  'personalBooklet',
] as const;

describe('offline reads', () => {
  it('keeps only GETs', () => {
    for (const key of offlineReadRoutes) expect(routes[key].method, key).toBe('GET');
  });

  it('never keeps a read that reveals answers', () => {
    const kept = new Set<string>(offlineReadRoutes);
    for (const key of neverKept) expect(kept.has(key), key).toBe(false);
  });

  it('matches a route path segment by segment, and nothing longer', () => {
    const miniClass = new RegExp(pathPattern(routes.miniClass));
    expect(miniClass.test('/api/educational/matematica/mini-clases/funciones')).toBe(true);
    expect(miniClass.test('/api/educational/matematica/mini-clases/a/b')).toBe(false);
    const subject = new RegExp(pathPattern(routes.subjectDetail));
    expect(subject.test('/api/educational/fisica')).toBe(true);
    expect(subject.test('/api/educational/fisica/ejercicios')).toBe(false);
  });

  it('lets no answer-revealing path through any kept pattern', () => {
    const patterns = offlineReadPatterns().map((source) => new RegExp(source));
    const samples = [
      '/api/educational/fisica/ejercicios',
      '/api/educational/fisica/ejercicios/ej-1',
      '/api/simulators/abc',
      '/api/practice/review',
      '/api/trial/abc',
    ];
    for (const sample of samples)
      expect(
        patterns.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(false);
  });
});
