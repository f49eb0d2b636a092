import { describe, expect, it } from 'vitest';
import { chartDays, emptyDays, emptyStatistics, parseTimeframe, shortDay } from './statistics-format.ts';

describe('parseTimeframe', () => {
  it('accepts the four periods and falls back to 30 days', () => {
    expect(parseTimeframe('7d')).toBe('7d');
    expect(parseTimeframe('all')).toBe('all');
    expect(parseTimeframe(null)).toBe('30d');
    expect(parseTimeframe('365d')).toBe('30d');
  });
});

describe('emptyDays', () => {
  it('gives the five calendar days up to today, oldest first, across a month end', () => {
    const days = emptyDays(new Date(2025, 2, 2, 23, 30));

    expect(days.map((day) => day.date)).toEqual([
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(days.every((day) => day.totalQuestions === 0 && day.accuracy === 0)).toBe(true);
  });
});

describe('chartDays', () => {
  it('keeps the five most recent days in date order', () => {
    const day = (date: string) => ({ date, accuracy: 50, totalQuestions: 2 });
    const days = [
      day('2025-05-07'),
      day('2025-05-03'),
      day('2025-05-06'),
      day('2025-05-05'),
      day('2025-05-04'),
      day('2025-05-02'),
    ];

    expect(chartDays(days).map((d) => d.date)).toEqual([
      '2025-05-03',
      '2025-05-04',
      '2025-05-05',
      '2025-05-06',
      '2025-05-07',
    ]);
  });
});

describe('shortDay', () => {
  it('names the weekday and the day of the month without shifting the date by time zone', () => {
    expect(shortDay('2025-05-12')).toBe('lun 12/5');
  });
});

describe('emptyStatistics', () => {
  it('starts a student at zero, as a beginner, with the three subjects and no ranking', () => {
    const empty = emptyStatistics(new Date(2025, 4, 12));

    expect(empty.overview).toMatchObject({
      totalQuestions: 0,
      accuracy: 0,
      level: 'Principiante',
      percentile: null,
      ranking: { status: 'needs-answers', missingAnswers: 30 },
    });
    expect(empty.overview.timeStudied).toBe('0 min');
    expect(empty.subjects.map((s) => s.name)).toEqual(['Matemática', 'Física', 'Química']);
    expect(empty.daily).toHaveLength(5);
  });
});
