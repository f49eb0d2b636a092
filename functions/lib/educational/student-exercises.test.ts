import { describe, expect, it } from 'vitest';
import type { PracticeState } from '../../../shared/api/contracts/educational.ts';
import { nextUnsolved, practiceState } from './student-exercises.ts';

describe('practiceState', () => {
  it('is pending without a record', () => {
    expect(practiceState(undefined)).toBe('pendiente');
  });

  it('is solved once a right answer arrived, whatever came before or after', () => {
    expect(practiceState({ tries: 3, solvedAt: '2026-03-01T12:00:00.000Z' })).toBe('resuelto');
    expect(
      practiceState({
        tries: 1,
        solvedAt: '2026-03-01T12:00:00.000Z',
        revealedAt: '2026-03-02T12:00:00.000Z',
      }),
    ).toBe('resuelto');
  });

  it('is tried after wrong answers or after seeing the solution', () => {
    expect(practiceState({ tries: 2 })).toBe('intentado');
    expect(practiceState({ tries: 0, revealedAt: '2026-03-01T12:00:00.000Z' })).toBe('intentado');
  });
});

describe('nextUnsolved', () => {
  const topic = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
  const states = (entries: [string, PracticeState][]) => new Map(entries);

  it('offers the next exercise of the topic when nothing is solved', () => {
    expect(nextUnsolved(topic, 'b', states([]))).toBe('c');
  });

  it('skips the solved ones and comes back to the start of the topic', () => {
    expect(nextUnsolved(topic, 'b', states([['c', 'resuelto']]))).toBe('d');
    expect(nextUnsolved(topic, 'c', states([['d', 'resuelto']]))).toBe('a');
  });

  it('offers a tried exercise again: it is not solved yet', () => {
    expect(nextUnsolved(topic, 'a', states([['b', 'intentado']]))).toBe('b');
  });

  it('never offers the exercise itself, and nothing when every other one is solved', () => {
    const allOthers = states([
      ['a', 'resuelto'],
      ['b', 'resuelto'],
      ['d', 'resuelto'],
    ]);
    expect(nextUnsolved(topic, 'c', allOthers)).toBeNull();
    expect(nextUnsolved([{ id: 'solo' }], 'solo', states([]))).toBeNull();
  });
});
