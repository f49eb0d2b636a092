import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '../data/review-attempts.ts';
import { addToFigures } from './sync.ts';

const answer = (at: string, correct: boolean): StoredAnswer => ({
  sk: `${at}#mat-funciones-001`,
  exerciseId: 'mat-funciones-001',
  subject: 'matematicas',
  topic: 'funciones',
  correct,
  at,
  source: 'practice',
});

describe('addToFigures', () => {
  it('adds to the all-time and the weekly figures, in Argentine days', () => {
    const first = addToFigures(undefined, answer('2026-09-07T02:30:00.000Z', true)); // Sunday 23:30 in Argentina
    expect(first).toEqual({
      answered: 1,
      correct: 1,
      week: '2026-08-31',
      weekAnswered: 1,
      weekCorrect: 1,
      lastDay: '2026-09-06',
    });
    const monday = addToFigures(first, answer('2026-09-07T03:30:00.000Z', false)); // Monday 00:30
    expect(monday).toEqual({
      answered: 2,
      correct: 1,
      week: '2026-09-07',
      weekAnswered: 1,
      weekCorrect: 0,
      lastDay: '2026-09-07',
    });
  });

  it('leaves the weekly figures alone for an answer of an earlier week that arrives late', () => {
    const now = addToFigures(undefined, answer('2026-09-08T15:00:00.000Z', true));
    const late = addToFigures(now, answer('2026-09-05T15:00:00.000Z', false));
    expect(late).toMatchObject({
      answered: 2,
      correct: 1,
      week: '2026-09-07',
      weekAnswered: 1,
      lastDay: '2026-09-08',
    });
  });
});
