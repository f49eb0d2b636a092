import { describe, expect, it } from 'vitest';
import {
  buildSessionQueue,
  improvedSubtopics,
  type MasteryPoint,
  SESSION_CAPACITY,
  sessionMinutes,
  sessionSize,
} from './daily-session.ts';

const idOf = (item: string) => item;
const ids = (steps: { item: string }[]) => steps.map((step) => step.item);
const list = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('the daily session', () => {
  it('fits a quarter of an hour: twelve exercises, and says a length of at least a minute', () => {
    expect(SESSION_CAPACITY).toBe(12);
    expect(sessionMinutes(12)).toBe(15);
    expect(sessionMinutes(0)).toBe(1);
  });

  it('puts the review first, then each subtopic of the plan in turn up to its share', () => {
    const queue = buildSessionQueue(
      {
        review: ['r1', 'r2'],
        plan: [
          { suggested: 2, exercises: list('a', 5) },
          { suggested: 2, exercises: list('b', 5) },
        ],
        goalLeft: 0,
      },
      idOf,
    );
    expect(ids(queue)).toEqual(['r1', 'r2', 'a1', 'b1', 'a2', 'b2']);
    expect(queue.map((step) => step.kind)).toEqual(['review', 'review', ...Array(4).fill('exercise')]);
    expect(queue[3]).toEqual({ kind: 'exercise', planItem: 1, item: 'b1' });
  });

  it('adds more of the plan while the goal is not reached, and never more than fits', () => {
    const toGoal = buildSessionQueue(
      { review: [], plan: [{ suggested: 2, exercises: list('a', 20) }], goalLeft: 5 },
      idOf,
    );
    expect(ids(toGoal)).toEqual(list('a', 5));
    const capped = buildSessionQueue(
      {
        review: list('r', 8),
        plan: [
          { suggested: 4, exercises: list('a', 20) },
          { suggested: 4, exercises: list('b', 20) },
        ],
        goalLeft: 30,
      },
      idOf,
    );
    expect(capped).toHaveLength(SESSION_CAPACITY);
    expect(ids(capped).slice(8)).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('takes an exercise once, even when the review or two subtopics offer it', () => {
    const queue = buildSessionQueue(
      {
        review: ['x'],
        plan: [
          { suggested: 2, exercises: ['x', 'y', 'z'] },
          { suggested: 2, exercises: ['y', 'w'] },
        ],
        goalLeft: 0,
      },
      idOf,
    );
    expect(ids(queue)).toEqual(['x', 'y', 'w', 'z']);
  });

  it('is empty with nothing due and no plan, and stops when the lists run out', () => {
    expect(buildSessionQueue({ review: [], plan: [], goalLeft: 10 }, idOf)).toEqual([]);
    const short = buildSessionQueue(
      { review: [], plan: [{ suggested: 4, exercises: ['a'] }], goalLeft: 10 },
      idOf,
    );
    expect(ids(short)).toEqual(['a']);
  });

  it('sizes the session from the counts with the same rule as the queue', () => {
    expect(sessionSize({ reviewDue: 2, suggested: [4, 4], goalLeft: 8 })).toBe(10);
    expect(sessionSize({ reviewDue: 0, suggested: [3, 3], goalLeft: 10 })).toBe(10);
    expect(sessionSize({ reviewDue: 9, suggested: [3, 3], goalLeft: 0 })).toBe(SESSION_CAPACITY);
    expect(sessionSize({ reviewDue: 3, suggested: [], goalLeft: 10 })).toBe(3);
    const supply = {
      review: ['r1', 'r2'],
      plan: [
        { suggested: 4, exercises: list('a', 20) },
        { suggested: 4, exercises: list('b', 20) },
      ],
      goalLeft: 8,
    };
    expect(buildSessionQueue(supply, idOf)).toHaveLength(
      sessionSize({ reviewDue: 2, suggested: [4, 4], goalLeft: 8 }),
    );
  });
});

describe('what improved in the session', () => {
  const point = (id: string, answers: number, estimate: number | null, level: MasteryPoint['level']) => ({
    id,
    title: id,
    answers,
    estimate,
    level,
  });

  it('names subtopics answered since whose level or estimate rose, a level gained first', () => {
    const before = [
      point('a', 3, 60, 'en-camino'),
      point('b', 4, 55, 'en-camino'),
      point('c', 2, 40, 'para-reforzar'),
    ];
    const after = [
      point('a', 5, 72, 'bien'),
      point('b', 5, 62, 'en-camino'),
      point('c', 3, 35, 'para-reforzar'),
    ];
    expect(improvedSubtopics(before, after)).toEqual([
      { id: 'a', title: 'a', from: 'en-camino', to: 'bien', rise: 12 },
      { id: 'b', title: 'b', from: 'en-camino', to: 'en-camino', rise: 7 },
    ]);
  });

  it('leaves out subtopics not answered since, and a first miss is no improvement', () => {
    const before = [point('a', 3, 60, 'en-camino')];
    const after = [
      point('a', 3, 70, 'bien'),
      point('new-miss', 1, 33, 'para-reforzar'),
      point('new-hit', 1, 67, 'en-camino'),
    ];
    expect(improvedSubtopics(before, after)).toEqual([
      { id: 'new-hit', title: 'new-hit', from: 'sin-practica', to: 'en-camino', rise: 0 },
    ]);
  });
});
