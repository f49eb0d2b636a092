import { describe, expect, it } from 'vitest';
import { entryYearAt, examStartTime, intakes, nextIntake } from './exam-calendar.ts';
import { dateRangeText } from './exam-calendar-text.ts';

const at = (iso: string) => Date.parse(iso);

describe('exam calendar', () => {
  it('on 2026-11-24 aims at the intake whose exams come next', () => {
    const next = nextIntake(at('2026-11-24T12:00:00-03:00'));
    expect(next?.id).toBe('2027-anticipado');
    expect(dateRangeText(next?.exams ?? { start: '', end: '' })).toBe(
      'del 30 de noviembre al 11 de diciembre de 2026',
    );
    expect(entryYearAt(at('2026-11-24T12:00:00-03:00'))).toBe(2027);
  });

  it('moves to the following intake once the exams of one have started', () => {
    expect(nextIntake(at('2026-11-30T08:00:00-03:00'))?.id).toBe('2027-verano');
    expect(nextIntake(at('2027-03-01T00:00:00-03:00'))?.id).toBe('2028-anticipado');
  });

  it('knows none after the last one, and then talks about the coming year', () => {
    const after = at('2028-06-01T00:00:00-03:00');
    expect(nextIntake(after)).toBeUndefined();
    expect(entryYearAt(after)).toBe(2029);
  });

  it('keeps every intake consistent: course before exams, exams within the entry year or the one before', () => {
    for (const intake of intakes) {
      expect(intake.course.start < intake.course.end, intake.id).toBe(true);
      expect(intake.course.end < intake.exams.start, intake.id).toBe(true);
      expect(intake.exams.start <= intake.exams.end, intake.id).toBe(true);
      expect(Number(intake.exams.start.slice(0, 4)) - intake.entryYear, intake.id).toBeLessThanOrEqual(0);
      expect(Number(intake.exams.start.slice(0, 4)) - intake.entryYear, intake.id).toBeGreaterThanOrEqual(-1);
      expect(new Date(examStartTime(intake)).toISOString()).toBe(`${intake.exams.start}T11:00:00.000Z`);
    }
  });

  it('writes a range across years with both years', () => {
    expect(dateRangeText({ start: '2026-12-28', end: '2027-01-08' })).toBe(
      'del 28 de diciembre de 2026 al 8 de enero de 2027',
    );
  });
});
