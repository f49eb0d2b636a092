import { describe, expect, it } from 'vitest';
import { examStartTime, intakes } from './exam-calendar.ts';
import {
  careerProblem,
  careersOf,
  examDateChoices,
  examDateProblem,
  examDateTime,
  subjectsFor,
} from './exam-target.ts';
import { calendarIntakes, regionalById, regionals } from './regionals/index.ts';

describe('the exam date', () => {
  it('may be today or any day of the next two years, no other', () => {
    expect(examDateProblem('2026-11-29', '2026-11-29')).toBeNull();
    expect(examDateProblem('2028-11-28', '2026-11-29')).toBeNull();
    expect(examDateProblem('2026-11-28', '2026-11-29')).toMatch(/todavía no haya pasado/);
    expect(examDateProblem('2028-12-31', '2026-11-29')).toMatch(/próximos dos años/);
  });

  it('is counted to 8 a. m. Argentine time', () => {
    expect(new Date(examDateTime('2027-02-22')).toISOString()).toBe('2027-02-22T11:00:00.000Z');
  });

  it('is suggested from the national calendar and the faculty’s own months, only ahead, soonest first', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const national = examDateChoices(null, now);
    expect(national.map((c) => c.date)).toEqual(
      intakes.filter((i) => examStartTime(i) > now).map((i) => i.exams.start),
    );
    expect(national.every((c) => c.precision === 'dia' && c.label.includes('fecha de referencia'))).toBe(
      true,
    );

    const withMonths = regionals.find((r) => calendarIntakes(r, 2027).length > 0);
    if (!withMonths) throw new Error('no regional declares exam months');
    const own = examDateChoices(withMonths.id, now).filter((c) => c.precision === 'mes');
    expect(own.length).toBeGreaterThan(0);
    for (const choice of own) {
      expect(choice.date > '2026-11-29').toBe(true);
      expect(choice.date.endsWith('-01')).toBe(true);
      expect(choice.label).toContain(withMonths.code);
    }
    const dates = examDateChoices(withMonths.id, now).map((c) => c.date);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('the faculty', () => {
  it('lists what it examines first and marks the rest; without a faculty, every subject counts', () => {
    expect(subjectsFor({ regional: null, career: null })).toEqual([
      { subject: 'matematicas', examined: true },
      { subject: 'fisica', examined: true },
      { subject: 'quimica', examined: true },
    ]);
    expect(subjectsFor({ regional: 'frba', career: null }).at(-1)).toEqual({
      subject: 'quimica',
      examined: false,
    });
  });

  it('offers its own careers and refuses another', () => {
    const frba = regionalById('frba');
    const offered = careersOf(frba);
    expect(offered.length).toBeGreaterThan(0);
    expect(careerProblem({ regional: 'frba', career: offered[0] ?? null })).toBeNull();
    const elsewhere = regionals
      .map((r) => ({
        r,
        missing: careersOf(frba).length ? careersOf(r).find((c) => !offered.includes(c)) : undefined,
      }))
      .find((x) => x.missing);
    if (elsewhere?.missing)
      expect(careerProblem({ regional: 'frba', career: elsewhere.missing })).toMatch(/^FRBA no dicta/);
  });
});
