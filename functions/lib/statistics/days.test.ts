import { describe, expect, it } from 'vitest';
import { formatStudyTime, lastDays, studyDay } from './days.ts';

describe('study days', () => {
  it('follow Argentine midnight (UTC−3), not UTC', () => {
    expect(studyDay('2026-03-10T02:59:00Z')).toBe('2026-03-09');
    expect(studyDay('2026-03-10T03:00:00Z')).toBe('2026-03-10');
  });

  it('lists the last days oldest first, across a month end', () => {
    expect(lastDays(new Date('2026-03-02T12:00:00Z'), 5)).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('formatStudyTime', () => {
  it.each([
    [0, '0h 0m'],
    [59, '0h 0m'],
    [3_660, '1h 1m'],
    [36_000 + 59 * 60, '10h 59m'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatStudyTime(seconds)).toBe(text);
  });
});
