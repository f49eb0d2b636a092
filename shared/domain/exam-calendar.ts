/**
 * The UTN's entrance intakes as data: the entrance course (Seminario Universitario) and its exams.
 * Regional faculties set their own dates, so these are reference dates and every text that shows
 * them says so. The countdown, the landing and the SEO copy read the year and dates from here.
 */
export interface Intake {
  id: string;
  /** The year the student starts the degree. */
  entryYear: number;
  /** How the course is taken, as students know it. */
  modality: string;
  /** Dates as `YYYY-MM-DD`, Argentine days. */
  course: { start: string; end: string };
  exams: { start: string; end: string };
}

export const CALENDAR_NOTE =
  'Son fechas de referencia: cada facultad regional publica su propio calendario, así que confirmalas en la tuya.';

export const intakes: readonly Intake[] = [
  {
    id: '2027-anticipado',
    entryYear: 2027,
    modality: 'Seminario anticipado (segundo cuatrimestre)',
    course: { start: '2026-08-10', end: '2026-11-20' },
    exams: { start: '2026-11-30', end: '2026-12-11' },
  },
  {
    id: '2027-verano',
    entryYear: 2027,
    modality: 'Seminario intensivo de verano',
    course: { start: '2027-01-11', end: '2027-02-19' },
    exams: { start: '2027-02-22', end: '2027-03-05' },
  },
  {
    id: '2028-anticipado',
    entryYear: 2028,
    modality: 'Seminario anticipado (segundo cuatrimestre)',
    course: { start: '2027-08-09', end: '2027-11-19' },
    exams: { start: '2027-11-29', end: '2027-12-10' },
  },
  {
    id: '2028-verano',
    entryYear: 2028,
    modality: 'Seminario intensivo de verano',
    course: { start: '2028-01-10', end: '2028-02-18' },
    exams: { start: '2028-02-21', end: '2028-03-03' },
  },
];

/** An Argentine day at a given hour, as an instant (Argentina keeps UTC−3 all year). */
const argentineTime = (day: string, hour = 0) =>
  Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00-03:00`);

/** When an exam day's first exam starts: 8 a. m. of that Argentine day, the instant countdowns aim at. */
export const examDayStart = (day: string) => argentineTime(day, 8);

/** When the first exam of an intake starts: its first day, 8 a. m. */
export const examStartTime = (intake: Intake) => examDayStart(intake.exams.start);

/** The next intake whose exams have not started yet; undefined when none is known. */
export function nextIntake(now: number, calendar: readonly Intake[] = intakes): Intake | undefined {
  return [...calendar]
    .sort((a, b) => examStartTime(a) - examStartTime(b))
    .find((intake) => examStartTime(intake) > now);
}

/** The intake year the copy talks about: the next intake's, or the coming year when none is known. */
export function entryYearAt(now: number, calendar: readonly Intake[] = intakes): number {
  const next = nextIntake(now, calendar);
  if (next) return next.entryYear;
  return new Date(now - 3 * 3_600_000).getUTCFullYear() + 1;
}
