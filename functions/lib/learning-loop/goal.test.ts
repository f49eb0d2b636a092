import { describe, expect, it } from 'vitest';
import { goalOn, streakOf, withChange } from './goal.ts';

const history = [{ from: '2026-09-01', goal: 10 }];
const done = (entries: Record<string, number>) => new Map(Object.entries(entries));
const window = { windowStart: '2026-08-20' };

describe('goalOn', () => {
  it('is the goal of the last change made on the day or before, and none before the first', () => {
    const changes = [
      { from: '2026-09-01', goal: 10 },
      { from: '2026-09-05', goal: 30 },
    ];
    expect(goalOn(changes, '2026-08-31')).toBeUndefined();
    expect(goalOn(changes, '2026-09-04')).toBe(10);
    expect(goalOn(changes, '2026-09-05')).toBe(30);
  });
});

describe('streakOf', () => {
  it('counts today once its goal is met, and keeps yesterday’s streak alive while today is still open', () => {
    const days = done({ '2026-09-01': 10, '2026-09-02': 12, '2026-09-03': 4 });
    expect(streakOf({ today: '2026-09-03', done: days, history, ...window })).toEqual({
      streak: 2,
      throughYesterday: 2,
      metToday: false,
    });
    const met = done({ '2026-09-01': 10, '2026-09-02': 12, '2026-09-03': 10 });
    expect(streakOf({ today: '2026-09-03', done: met, history, ...window }).streak).toBe(3);
  });

  it('breaks on a day short of the goal, and does not count days before the goal existed', () => {
    const days = done({
      '2026-08-30': 50,
      '2026-08-31': 50,
      '2026-09-01': 10,
      '2026-09-02': 9,
      '2026-09-03': 11,
    });
    expect(streakOf({ today: '2026-09-03', done: days, history, ...window }).streak).toBe(1);
    const early = done({ '2026-08-30': 50, '2026-08-31': 50, '2026-09-01': 10 });
    expect(streakOf({ today: '2026-09-01', done: early, history, ...window }).streak).toBe(1);
  });

  it('judges each day by the goal it had', () => {
    const changes = [
      { from: '2026-09-01', goal: 10 },
      { from: '2026-09-03', goal: 30 },
    ];
    const days = done({ '2026-09-01': 10, '2026-09-02': 10, '2026-09-03': 12 });
    expect(streakOf({ today: '2026-09-03', done: days, history: changes, ...window })).toMatchObject({
      streak: 2,
      metToday: false,
    });
  });

  it('continues from the anchor when the walk reaches it, however long the streak', () => {
    const days = done({ '2026-09-09': 10, '2026-09-10': 10, '2026-09-11': 10 });
    const result = streakOf({
      today: '2026-09-11',
      done: days,
      history,
      anchor: { day: '2026-09-09', length: 40 },
      windowStart: '2026-09-08',
    });
    expect(result).toEqual({ streak: 42, throughYesterday: 41, metToday: true });
  });

  it('ignores an anchor the walk cannot reach without a gap', () => {
    const days = done({ '2026-09-09': 10, '2026-09-11': 10 });
    const result = streakOf({
      today: '2026-09-11',
      done: days,
      history,
      anchor: { day: '2026-09-09', length: 40 },
      windowStart: '2026-09-01',
    });
    expect(result.streak).toBe(1);
  });
});

describe('withChange', () => {
  it('adds a change, replaces one made the same day, and skips one that changes nothing', () => {
    const first = withChange([], '2026-09-01', 10);
    expect(first).toEqual([{ from: '2026-09-01', goal: 10 }]);
    expect(withChange(first, '2026-09-01', 20)).toEqual([{ from: '2026-09-01', goal: 20 }]);
    expect(withChange(first, '2026-09-04', 10)).toEqual(first);
    expect(withChange(first, '2026-09-04', 30)).toEqual([
      { from: '2026-09-01', goal: 10 },
      { from: '2026-09-04', goal: 30 },
    ]);
  });
});
