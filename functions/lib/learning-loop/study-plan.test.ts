import { describe, expect, it } from 'vitest';
import type { Intake } from '../../../shared/domain/exam-calendar.ts';
import { CALENDAR_NOTE } from '../../../shared/domain/exam-calendar.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import {
  buildPlan,
  MAX_PER_WEEK,
  needOf,
  OWN_DATE_NOTE,
  type PlanInput,
  planTarget,
  weeksUntil,
  windowNote,
} from './study-plan.ts';

const intake = (examStart: string): Intake => ({
  id: 'prueba',
  entryYear: 2027,
  modality: 'Seminario de prueba',
  course: { start: '2026-08-01', end: '2026-11-01' },
  exams: { start: examStart, end: examStart },
});

const base: PlanInput = {
  today: '2026-09-02', // a Wednesday
  intake: intake('2026-11-30'),
  topics: new Map(),
  subtopics: {},
  reviewsDue: 0,
  dailyGoal: 20,
  doneToday: 0,
};
const allSubtopics = Object.values(syllabusMap).flatMap((topics) => topics.flatMap((t) => t.subtopics));
const weekOf = (plan: ReturnType<typeof buildPlan>, subtopic: string) =>
  plan.weeks.findIndex((week) => week.kind === 'study' && week.focus.some((f) => f.subtopic === subtopic));

describe('weeksUntil', () => {
  it('runs from today to Sunday, then Monday to Sunday, and stops the day before the exam', () => {
    const weeks = weeksUntil('2026-09-02', '2026-09-17');
    expect(weeks).toEqual([
      { start: '2026-09-02', end: '2026-09-06' },
      { start: '2026-09-07', end: '2026-09-13' },
      { start: '2026-09-14', end: '2026-09-16' },
    ]);
  });

  it('is empty on the day of the exam', () => {
    expect(weeksUntil('2026-09-17', '2026-09-17')).toEqual([]);
  });
});

describe('needOf', () => {
  it('puts weak first, then untouched, steady and strong', () => {
    const order = [0.3, undefined, 0.7, 0.9].map((accuracy) => needOf(accuracy).need);
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    expect(needOf(0.3).reason).toBe('debil');
    expect(needOf(undefined).reason).toBe('sin-practica');
  });
});

describe('buildPlan', () => {
  it('covers every subtopic once in the study weeks, mixing subjects, and ends with a final week', () => {
    const plan = buildPlan(base);
    expect(plan.daysLeft).toBe(89);
    expect(plan.weeks[0]?.start).toBe('2026-09-02');
    expect(plan.weeks.at(-1)).toMatchObject({ kind: 'final', end: '2026-11-29' });
    const study = plan.weeks.filter((week) => week.kind === 'study');
    const firstRound = study.flatMap((week) => week.focus).filter((f) => f.reason !== 'repaso');
    expect(new Set(firstRound.map((f) => f.subtopic)).size).toBe(allSubtopics.length);
    expect(plan.leftOut).toBe(0);
    for (const week of study.slice(0, 5)) expect(new Set(week.focus.map((f) => f.subject)).size).toBe(3);
    expect(Math.max(...study.map((week) => week.focus.length))).toBeLessThanOrEqual(MAX_PER_WEEK);
  });

  it('brings a subtopic the student keeps missing forward', () => {
    const before = buildPlan(base);
    const late = before.weeks
      .filter((week) => week.kind === 'study')
      .at(-2)
      ?.focus.find((f) => f.subject === 'matematicas');
    expect(late).toBeDefined();
    const missed = {
      [late!.subtopic]: {
        answered: 6,
        correct: 1,
        week: '2026-08-31',
        weekAnswered: 6,
        weekCorrect: 1,
        lastDay: '2026-09-01',
      },
    };
    const after = buildPlan({ ...base, subtopics: missed });
    expect(weekOf(after, late!.subtopic)).toBeLessThan(weekOf(before, late!.subtopic));
    const focus = after.weeks.flatMap((w) => w.focus).find((f) => f.subtopic === late!.subtopic);
    expect(focus).toMatchObject({ reason: 'debil', thisWeek: { answered: 6, correct: 1 } });
  });

  it('keeps to what weighs most and is weakest when time is short, and says how much is left out', () => {
    const plan = buildPlan({ ...base, today: '2026-11-16' });
    expect(plan.weeks.map((week) => week.kind)).toEqual(['study', 'final']);
    expect(plan.weeks[0]?.focus).toHaveLength(MAX_PER_WEEK);
    expect(plan.leftOut).toBe(allSubtopics.length - MAX_PER_WEEK);
  });

  it('makes the last days before the exam one final week', () => {
    const plan = buildPlan({ ...base, today: '2026-11-27' });
    expect(plan.weeks).toHaveLength(1);
    expect(plan.weeks[0]).toMatchObject({ kind: 'final', start: '2026-11-27', end: '2026-11-29' });
  });

  it('without a known exam date still says what to practise today', () => {
    const plan = buildPlan({ ...base, intake: undefined });
    expect(plan.weeks).toEqual([]);
    expect(plan.daysLeft).toBeNull();
    expect(plan.today.items).toHaveLength(2);
  });

  it("offers today what this week's focus has not had today, with the goal's exercises shared out", () => {
    const plan = buildPlan({ ...base, reviewsDue: 4, doneToday: 6 });
    const [first, second] = plan.today.items;
    expect(first?.suggested).toBe(5);
    expect(second?.suggested).toBe(5);
    const practisedToday = first!.subtopic;
    const later = buildPlan({
      ...base,
      subtopics: {
        [practisedToday]: {
          answered: 3,
          correct: 3,
          week: '2026-08-31',
          weekAnswered: 3,
          weekCorrect: 3,
          lastDay: '2026-09-02',
        },
      },
    });
    expect(later.today.items.map((item) => item.subtopic)).not.toContain(practisedToday);
  });
});

describe('a plan from a free trial (ADR 0082)', () => {
  const trialStart = {
    subject: 'quimica',
    topic: 'soluciones',
    subtopic: 'soluciones.molaridad-ppm',
  } as const;

  it('starts from the trial’s weakest subtopic, this week and today, and says so', () => {
    const plan = buildPlan({ ...base, trialStart });
    expect(plan.weeks[0]?.focus[0]).toMatchObject({ subtopic: trialStart.subtopic, reason: 'debil' });
    expect(plan.today.items[0]?.subtopic).toBe(trialStart.subtopic);
    expect(plan.fromTrial).toEqual({ ...trialStart, topicTitle: 'Soluciones' });
    expect(buildPlan(base).today.items[0]?.subtopic).not.toBe(trialStart.subtopic);
  });

  it('leads with it in the last week too, and without an exam date', () => {
    expect(buildPlan({ ...base, today: '2026-11-27', trialStart }).today.items[0]?.subtopic).toBe(
      trialStart.subtopic,
    );
    expect(buildPlan({ ...base, intake: undefined, trialStart }).today.items[0]?.subtopic).toBe(
      trialStart.subtopic,
    );
  });

  it('lets the student’s own answers speak once there are enough of them', () => {
    const figures = {
      answered: 3,
      correct: 3,
      week: '2026-08-31',
      weekAnswered: 3,
      weekCorrect: 3,
      lastDay: '2026-09-01',
    };
    const plan = buildPlan({ ...base, trialStart, subtopics: { [trialStart.subtopic]: figures } });
    expect(plan.fromTrial).toBeUndefined();
    expect(plan.today.items[0]?.subtopic).not.toBe(trialStart.subtopic);
  });

  it('does not lead with a subject the faculty does not examine', () => {
    const plan = buildPlan({ ...base, trialStart, subjects: ['matematicas', 'fisica'] });
    expect(plan.fromTrial).toBeUndefined();
    expect(plan.weeks.flatMap((week) => week.focus).some((f) => f.subject === 'quimica')).toBe(false);
  });
});

describe('windowNote', () => {
  const at = (iso: string) => new Date(iso);
  it('points a student with no chosen day to «Mi cuenta» while the reference exams run', () => {
    for (const now of [
      '2026-11-30T09:00:00-03:00',
      '2026-11-30T07:00:00-03:00',
      '2026-12-11T20:00:00-03:00',
    ]) {
      expect(windowNote(at(now)), now).toBe(
        'Los exámenes de referencia de este turno son del 30/11 al 11/12. Si rendís en estos días, elegí tu fecha en «Mi cuenta» y el plan se arma para ese día.',
      );
    }
  });

  it('says nothing outside an exam window', () => {
    expect(windowNote(at('2026-11-29T23:00:00-03:00'))).toBeUndefined();
    expect(windowNote(at('2026-12-12T08:00:00-03:00'))).toBeUndefined();
    expect(windowNote(at('2027-01-20T12:00:00-03:00'))).toBeUndefined();
  });
});

describe('planTarget', () => {
  const none = { regional: null, career: null, examDate: null };
  it('notes the running window only when the plan aims past it on its own', () => {
    const now = new Date('2026-12-02T10:00:00-03:00');
    expect(planTarget(none, {}, now).note).toContain('Los exámenes de referencia de este turno');
    expect(planTarget(none, {}, now).intake?.id).toBe('2027-verano');
    expect(planTarget({ ...none, examDate: '2026-12-09' }, {}, now).note).toBe(OWN_DATE_NOTE);
    expect(planTarget(none, { intake: '2027-verano' }, now).note).toBe(CALENDAR_NOTE);
    expect(planTarget(none, {}, new Date('2027-01-05T10:00:00-03:00')).note).toBe(CALENDAR_NOTE);
  });
});
