/**
 * The exam a student prepares for: their regional faculty, their career and the day their exams start.
 * Chosen in onboarding and in "Mi cuenta" (a visitor's choice is kept in the browser until they sign in);
 * it orders the educational area, weighs the plan and the simulators, and sets the countdown.
 */

import { examDayStart, examStartTime, intakes } from './exam-calendar.ts';
import {
  type CareerId,
  calendarIntakes,
  careerNames,
  examinedSubjects,
  type Regional,
  regionalById,
  regionals,
} from './regionals/index.ts';
import { type SubjectId, subjectIds } from './subjects.ts';

export interface ExamTarget {
  /** A regional's id (`frba`), or null while the student has not chosen one. */
  regional: string | null;
  career: CareerId | null;
  /** `YYYY-MM-DD`, the Argentine day the student's first exam is sat. */
  examDate: string | null;
}

export const NO_TARGET: ExamTarget = { regional: null, career: null, examDate: null };

export const regionalIds = regionals.map((regional) => regional.id);

/** The careers a regional offers, as its declaration lists them; every career where none is sourced. */
export function careersOf(regional: Regional | undefined): CareerId[] {
  const listed = regional?.careers.value;
  return listed && listed.length > 0 ? [...listed] : (Object.keys(careerNames) as CareerId[]);
}

/** How far ahead an exam date may be set: the next two intakes at most. */
export const EXAM_DATE_HORIZON_DAYS = 730;

/** The instant the countdown aims at: 8 a. m. of the exam day, Argentine time (UTC−3 all year). */
export const examDateTime = examDayStart;

export interface ExamDateChoice {
  date: string;
  /** What the student reads in the list. */
  label: string;
  /** `dia`: a reference date of the national calendar; `mes`: the faculty publishes the month only. */
  precision: 'dia' | 'mes';
  /** The year the student would start the degree after that exam. */
  entryYear: number;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const dayMonth = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}/${day.slice(0, 4)}`;
const monthYear = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} de ${day.slice(0, 4)}`;

/**
 * Dates to start from when choosing: the faculty's own intakes where its months are known (the first day
 * of the month, to be corrected to the day it publishes), then the national reference dates. Only dates
 * still ahead, soonest first.
 */
export function examDateChoices(regionalId: string | null, now: number): ExamDateChoice[] {
  const regional = regionalId ? regionalById(regionalId) : undefined;
  const ahead = intakes.filter((intake) => examStartTime(intake) > now);
  const entryYears = [...new Set(ahead.map((intake) => intake.entryYear))];
  const own: ExamDateChoice[] = regional
    ? entryYears
        .flatMap((year) => calendarIntakes(regional, year))
        .filter((intake) => examDateTime(intake.exams.start) > now)
        .map((intake) => ({
          date: intake.exams.start,
          label: `${regional.code} · ${intake.modality}: ${monthYear(intake.exams.start)} (confirmá el día en tu facultad)`,
          precision: 'mes' as const,
          entryYear: intake.entryYear,
        }))
    : [];
  const national: ExamDateChoice[] = ahead.map((intake) => ({
    date: intake.exams.start,
    label: `${intake.modality} ${intake.entryYear}: ${dayMonth(intake.exams.start)} (fecha de referencia)`,
    precision: 'dia' as const,
    entryYear: intake.entryYear,
  }));
  return [...own, ...national].sort((a, b) => a.date.localeCompare(b.date));
}

/** Null when the date can be the student's exam day: from today on, within the horizon. */
export function examDateProblem(day: string, today: string): string | null {
  if (day < today) return 'Elegí una fecha de examen que todavía no haya pasado.';
  const horizon = new Date(Date.parse(`${today}T12:00:00Z`) + EXAM_DATE_HORIZON_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (day > horizon) return 'Elegí una fecha dentro de los próximos dos años.';
  return null;
}

/** Null when the career is one the regional offers (or either is still unchosen). */
export function careerProblem(target: Pick<ExamTarget, 'regional' | 'career'>): string | null {
  if (!target.regional || !target.career) return null;
  const regional = regionalById(target.regional);
  if (careersOf(regional).includes(target.career)) return null;
  return `${regional?.code ?? 'Esa facultad'} no dicta ${careerNames[target.career]}: elegí otra carrera.`;
}

export interface SubjectStanding {
  subject: SubjectId;
  /** False only when the student chose a faculty and it does not examine the subject. */
  examined: boolean;
}

/**
 * The three subjects in the order the educational area lists them: what the student's faculty examines
 * first, in the usual order, then the rest, still open but marked. Without a faculty every subject counts.
 */
export function subjectsFor(target: Pick<ExamTarget, 'regional' | 'career'>): SubjectStanding[] {
  const regional = target.regional ? regionalById(target.regional) : undefined;
  if (!regional) return subjectIds.map((subject) => ({ subject, examined: true }));
  const examined = new Set(examinedSubjects(regional, target.career ?? undefined));
  // A faculty whose plan we could not read says nothing against any subject.
  if (examined.size === 0) return subjectIds.map((subject) => ({ subject, examined: true }));
  return [
    ...subjectIds.filter((s) => examined.has(s)).map((subject) => ({ subject, examined: true })),
    ...subjectIds.filter((s) => !examined.has(s)).map((subject) => ({ subject, examined: false })),
  ];
}

export { NOT_EXAMINED_LABEL } from './subjects.ts';
