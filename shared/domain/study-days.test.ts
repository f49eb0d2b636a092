import { describe, expect, it } from 'vitest';
import { lastDays, studyDay } from './study-days.ts';

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
