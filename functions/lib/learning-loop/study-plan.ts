import { type planQuery, type planSchema, UNKNOWN_INTAKE } from '../../../shared/api/contracts/practice.ts';
import type * as z from '../../../shared/api/zod.ts';
import { addDays, daysBetween, mondayOf } from '../../../shared/domain/calendar-days.ts';
import { SUGGESTED_DAILY_GOAL } from '../../../shared/domain/daily-goal.ts';
import {
  CALENDAR_NOTE,
  examStartTime,
  type Intake,
  intakes,
  nextIntake,
} from '../../../shared/domain/exam-calendar.ts';
import { type ExamTarget, examDateTime, subjectsFor } from '../../../shared/domain/exam-target.ts';
import { regionalById, subtopicWeights } from '../../../shared/domain/regionals/index.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import { type SubjectId, subjectIds, type TopicId, topicTitles } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { at } from '../../../shared/lib/must.ts';
import type { Session } from '../auth/session.ts';
import { getExamTarget } from '../data/exam-target.ts';
import { getGoal } from '../data/goals.ts';
import type { SubtopicFigures } from '../data/review-cards.ts';
import { duePointers } from '../data/review-cards.ts';
import { dayCounters } from '../data/statistics-reads.ts';
import { findTrialClaim, type TrialStart } from '../data/trials.ts';
import { BadRequestError } from '../errors.ts';
import { type SubtopicFigureMap, syncSchedule } from './sync.ts';

/**
 * The study plan to the exam (ADR 0053): every subtopic of the syllabus map gets a priority from its
 * weight in the exam and how the student does in it (their answers to its items, or else to its topic),
 * and the weeks to the exam take them in that order, mixing the three subjects; the last week is for
 * simulators and the weakest points. Nothing is stored: the plan is worked out on every look, so it
 * moves as the student answers.
 */

type Plan = z.output<typeof planSchema>;
type Focus = Plan['weeks'][number]['focus'][number];
type Reason = Focus['reason'];

/** Days of statistics that speak for a topic: recent enough to be how the student does now. */
export const TOPIC_STATS_DAYS = 60;
/** Answers before an accuracy is believed (as for weak topics in the statistics, ADR 0013). */
const MIN_ANSWERS = 3;
const WEAK_BELOW = 0.6;
const STRONG_FROM = 0.75;
/** At most this many subtopics in a week: more is not a plan anyone follows. */
export const MAX_PER_WEEK = 8;
/** …and at least this many, however far the exam is. */
const MIN_PER_WEEK = 3;
const FINAL_WEEK_FOCUS = 6;
const TODAY_ITEMS = 2;
/** A subtopic of this week counts as worked once it has this many answers in the week. */
export const WEEKLY_TARGET = 5;

export interface Figures {
  answered: number;
  correct: number;
}

export interface PlanInput {
  today: string;
  intake: Intake | undefined;
  /** Per `<subject>#<topic>`: answers in the last weeks. */
  topics: ReadonlyMap<string, Figures>;
  subtopics: SubtopicFigureMap;
  reviewsDue: number;
  dailyGoal: number | null;
  doneToday: number;
  /** The subjects to plan, in turn: what the student's faculty examines (all three without one). */
  subjects?: readonly SubjectId[];
  /** Percent per subtopic id, by subject, where the faculty's programme narrows the national map. */
  weights?: Partial<Record<SubjectId, Record<string, number>>>;
  /** The faculty whose programme weighs the plan. */
  faculty?: { id: string; code: string } | null;
  /** What the plan says about its date; the national calendar's caveat by default. */
  note?: string;
  /** The free trial's weakest point, when the account took one over (ADR 0082). */
  trialStart?: TrialStart | undefined;
}

interface Ranked {
  subject: SubjectId;
  topic: TopicId;
  subtopic: string;
  title: string;
  score: number;
  reason: Reason;
}

/** How much a subtopic needs the student, and why: weak first, then untouched, then steady, then strong. */
export function needOf(accuracy: number | undefined): { need: number; reason: Reason } {
  if (accuracy === undefined) return { need: 1.2, reason: 'sin-practica' };
  if (accuracy < WEAK_BELOW) return { need: 1.5 + (WEAK_BELOW - accuracy), reason: 'debil' };
  if (accuracy < STRONG_FROM) return { need: 1, reason: 'peso' };
  return { need: 0.4, reason: 'repaso' };
}

const accuracyOf = (figures: Figures | undefined) =>
  figures && figures.answered >= MIN_ANSWERS ? figures.correct / figures.answered : undefined;

/** Every subtopic with its priority, each subject's list highest first. */
export function rankSubtopics(
  input: Pick<PlanInput, 'topics' | 'subtopics' | 'subjects' | 'weights'>,
): Map<SubjectId, Ranked[]> {
  const bySubject = new Map<SubjectId, Ranked[]>();
  for (const subject of input.subjects ?? subjectIds) {
    const weightOf = (subtopic: { id: string; weight: number }) =>
      input.weights?.[subject]?.[subtopic.id] ?? subtopic.weight;
    const ranked = syllabusMap[subject].flatMap(({ topic, subtopics }) =>
      // A subtopic the faculty does not teach weighs nothing: it is not planned.
      subtopics
        .filter((subtopic) => weightOf(subtopic) > 0)
        .map((subtopic) => {
          const own = input.subtopics[subtopic.id];
          const accuracy =
            accuracyOf(own ? { answered: own.answered, correct: own.correct } : undefined) ??
            accuracyOf(input.topics.get(`${subject}#${topic}`));
          const { need, reason } = needOf(accuracy);
          return {
            subject,
            topic,
            subtopic: subtopic.id,
            title: subtopic.title,
            score: weightOf(subtopic) * need,
            reason,
          };
        }),
    );
    bySubject.set(
      subject,
      ranked.sort((a, b) => b.score - a.score || a.subtopic.localeCompare(b.subtopic)),
    );
  }
  return bySubject;
}

/**
 * The trial's weakest subtopic put first, its subject first in turn, while the student's own answers
 * there are too few to speak (a trial asks one question per topic, so its figures never would). Undefined
 * when the plan does not include it (a subject or subtopic the faculty does not examine).
 */
function leadWithTrial(
  bySubject: Map<SubjectId, Ranked[]>,
  start: TrialStart | undefined,
  subtopics: SubtopicFigureMap,
): Map<SubjectId, Ranked[]> | undefined {
  if (!start || (subtopics[start.subtopic]?.answered ?? 0) >= MIN_ANSWERS) return undefined;
  const ranked = bySubject.get(start.subject);
  const lead = ranked?.find((entry) => entry.subtopic === start.subtopic);
  if (!ranked || !lead) return undefined;
  const top = Math.max(...[...bySubject.values()].flat().map((entry) => entry.score));
  return new Map([
    [start.subject, [{ ...lead, score: top + 1, reason: 'debil' }, ...ranked.filter((e) => e !== lead)]],
    ...[...bySubject].filter(([subject]) => subject !== start.subject),
  ]);
}

/** The subjects taken in turn, each in its own order, so every week mixes them. */
function interleave(bySubject: ReadonlyMap<SubjectId, Ranked[]>): Ranked[] {
  const queues = [...bySubject.values()].map((ranked) => [...ranked]);
  const merged: Ranked[] = [];
  while (queues.some((queue) => queue.length > 0))
    for (const queue of queues) {
      const next = queue.shift();
      if (next) merged.push(next);
    }
  return merged;
}

/** The weeks from today to the day before the exam: this week from today, then Monday to Sunday. */
export function weeksUntil(today: string, examStart: string): { start: string; end: string }[] {
  const weeks: { start: string; end: string }[] = [];
  const lastDay = addDays(examStart, -1);
  for (let start = today; start <= lastDay; start = addDays(mondayOf(start), 7)) {
    const sunday = addDays(mondayOf(start), 6);
    weeks.push({ start, end: sunday < lastDay ? sunday : lastDay });
  }
  return weeks;
}

function thisWeekOf(figures: SubtopicFigures | undefined, today: string) {
  if (!figures || figures.week !== mondayOf(today)) return { answered: 0, correct: 0 };
  return { answered: figures.weekAnswered, correct: figures.weekCorrect };
}

/** The plan from the student's figures; pure, so the rules are tested without a table. */
export function buildPlan(input: PlanInput): Plan {
  const { today, intake } = input;
  const focusOf = (ranked: Ranked, reason: Reason = ranked.reason): Focus => ({
    subject: ranked.subject,
    topic: ranked.topic,
    subtopic: ranked.subtopic,
    title: ranked.title,
    reason,
    thisWeek: thisWeekOf(input.subtopics[ranked.subtopic], today),
  });
  const ranked = rankSubtopics(input);
  const led = leadWithTrial(ranked, input.trialStart, input.subtopics);
  const bySubject = led ?? ranked;
  const order = interleave(bySubject);
  const byScore = [...order].sort((a, b) => b.score - a.score);

  const examStart = intake?.exams.start;
  const span = examStart ? weeksUntil(today, examStart) : [];
  const weeks: Plan['weeks'] = [];
  let leftOut = 0;
  if (span.length === 1) {
    weeks.push({
      ...at(span, 0, 'week'),
      kind: 'final',
      focus: byScore.slice(0, FINAL_WEEK_FOCUS).map((r) => focusOf(r)),
    });
    leftOut = order.length - FINAL_WEEK_FOCUS;
  } else if (span.length > 1) {
    const study = span.slice(0, -1);
    const capacity = study.length * MAX_PER_WEEK;
    const taken = order.length > capacity ? order.slice(0, capacity) : order;
    leftOut = order.length - taken.length;
    const perWeek = Math.max(MIN_PER_WEEK, Math.ceil(taken.length / study.length));
    // More weeks than the syllabus needs: the weeks after the first round go over the priorities again.
    const slot = (k: number): Ranked | undefined => {
      const first = taken[k];
      if (first) return first;
      const again = byScore[(k - taken.length) % byScore.length];
      return again && { ...again, reason: 'repaso' };
    };
    study.forEach((week, i) => {
      const focus = new Map<string, Focus>();
      for (let k = i * perWeek; k < (i + 1) * perWeek; k++) {
        const ranked = slot(k);
        if (ranked && !focus.has(ranked.subtopic)) focus.set(ranked.subtopic, focusOf(ranked, ranked.reason));
      }
      weeks.push({ ...week, kind: 'study', focus: [...focus.values()] });
    });
    const final = at(span, span.length - 1, 'final week');
    weeks.push({ ...final, kind: 'final', focus: byScore.slice(0, FINAL_WEEK_FOCUS).map((r) => focusOf(r)) });
  }

  // Today: from this week's focus, the subtopics least worked this week, not already practised today.
  const pool = weeks[0]?.focus ?? byScore.slice(0, MAX_PER_WEEK).map((r) => focusOf(r));
  const untouchedToday = pool.filter((focus) => input.subtopics[focus.subtopic]?.lastDay !== today);
  const candidates = (untouchedToday.length > 0 ? untouchedToday : pool)
    .filter((focus) => focus.thisWeek.answered < WEEKLY_TARGET)
    .concat(
      (untouchedToday.length > 0 ? untouchedToday : pool).filter((f) => f.thisWeek.answered >= WEEKLY_TARGET),
    );
  const chosen = candidates.slice(0, TODAY_ITEMS);
  const goal = input.dailyGoal ?? SUGGESTED_DAILY_GOAL;
  const left = Math.max(goal - input.doneToday - input.reviewsDue, 0);
  const suggested = chosen.length ? Math.max(3, Math.ceil((left || 5) / chosen.length)) : 0;

  return {
    intake: intake
      ? {
          id: intake.id,
          modality: intake.modality,
          examStart: intake.exams.start,
          entryYear: intake.entryYear,
        }
      : null,
    faculty: input.faculty ?? null,
    note: input.note ?? CALENDAR_NOTE,
    daysLeft: examStart ? daysBetween(today, examStart) : null,
    weeks,
    today: {
      reviewsDue: input.reviewsDue,
      items: chosen.map((focus) => ({ ...focus, suggested })),
      doneToday: input.doneToday,
      dailyGoal: input.dailyGoal,
    },
    leftOut: Math.max(leftOut, 0),
    ...(led && input.trialStart
      ? { fromTrial: { ...input.trialStart, topicTitle: topicTitles[input.trialStart.topic] } }
      : {}),
  };
}

/** The intake the plan aims at: the one asked for among those still ahead, else the next one. */
export function intakeFor(id: string | undefined, now: Date): Intake | undefined {
  if (id === undefined) return nextIntake(now.getTime());
  const found = intakes.find((intake) => intake.id === id && examStartTime(intake) > now.getTime());
  if (!found) throw new BadRequestError(UNKNOWN_INTAKE);
  return found;
}

export const OWN_DATE_NOTE =
  'Es la fecha que elegiste. Si tu facultad publica otra, cambiala en «Mi cuenta» y el plan se acomoda.';

/**
 * The reference exams running today, when the student chose no day: the plan aims at the next intake, so
 * it points to «Mi cuenta», where a student who sits one of today's exams sets the day and gets its plan.
 */
export function windowNote(now: Date, calendar: readonly Intake[] = intakes): string | undefined {
  const today = studyDay(now);
  const running = calendar.find((intake) => intake.exams.start <= today && today <= intake.exams.end);
  if (!running) return undefined;
  const day = (iso: string) => `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}`;
  return `Los exámenes de referencia de este turno son del ${day(running.exams.start)} al ${day(running.exams.end)}. Si rendís en estos días, elegí tu fecha en «Mi cuenta» y el plan se arma para ese día.`;
}

/** The student's own exam day as the plan's intake: the entry year is the one after a late-year exam. */
export function ownIntake(examDate: string, faculty: { code: string } | undefined): Intake {
  const year = Number(examDate.slice(0, 4));
  return {
    id: `fecha-${examDate}`,
    entryYear: Number(examDate.slice(5, 7)) >= 7 ? year + 1 : year,
    modality: faculty ? `Tu examen en ${faculty.code}` : 'Tu examen',
    course: { start: examDate, end: examDate },
    exams: { start: examDate, end: examDate },
  };
}

/**
 * What the plan aims at and weighs with: an intake asked for by id wins; else the day the student chose,
 * if still ahead; else the next intake. The faculty, when chosen, narrows the subjects and the weights.
 */
export function planTarget(target: ExamTarget, query: z.output<typeof planQuery>, now: Date) {
  const regional = target.regional ? regionalById(target.regional) : undefined;
  const career = target.career ?? undefined;
  const own =
    query.intake === undefined && target.examDate && examDateTime(target.examDate) > now.getTime()
      ? ownIntake(target.examDate, regional)
      : undefined;
  const subjects = subjectsFor(target)
    .filter((standing) => standing.examined)
    .map((standing) => standing.subject);
  return {
    intake: own ?? intakeFor(query.intake, now),
    note: own ? OWN_DATE_NOTE : (query.intake === undefined && windowNote(now)) || CALENDAR_NOTE,
    subjects,
    weights: regional
      ? Object.fromEntries(subjects.map((s) => [s, subtopicWeights(regional, s, career).weights]))
      : undefined,
    faculty: regional ? { id: regional.id, code: regional.code } : null,
  };
}

/** The student's plan today: the schedule's figures brought up to date first. */
export async function studyPlan(
  { userId }: Session,
  query: z.output<typeof planQuery>,
  now = new Date(),
): Promise<Plan> {
  const { intake, note, subjects, weights, faculty } = planTarget(await getExamTarget(userId), query, now);
  const today = studyDay(now);
  const [subtopics, counters, goal, trialClaim] = await Promise.all([
    syncSchedule(userId, now),
    dayCounters(userId, addDays(today, -(TOPIC_STATS_DAYS - 1)), today),
    getGoal(userId),
    findTrialClaim(userId),
  ]);
  const nowIso = now.toISOString();
  const reviewsDue = (await duePointers(userId)).filter((pointer) => pointer.due <= nowIso).length;
  const topics = new Map<string, Figures>();
  let doneToday = 0;
  for (const counter of counters) {
    const key = `${counter.subject}#${counter.topic}`;
    const before = topics.get(key) ?? { answered: 0, correct: 0 };
    topics.set(key, { answered: before.answered + counter.total, correct: before.correct + counter.correct });
    if (counter.day === today) doneToday += counter.total;
  }
  return buildPlan({
    today,
    intake,
    topics,
    subtopics,
    reviewsDue,
    dailyGoal: goal?.dailyGoal ?? null,
    doneToday,
    subjects,
    ...(weights ? { weights } : {}),
    faculty,
    note,
    trialStart: trialClaim?.start,
  });
}
