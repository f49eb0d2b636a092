import {
  careersOf,
  type ExamDateChoice,
  examDateChoices,
  subjectsFor,
} from '../../../shared/domain/exam-target.ts';
import type { CareerId } from '../../../shared/domain/regionals/careers.ts';
import { regionals } from '../../../shared/domain/regionals/index.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';

/**
 * What the exam pickers need of each regional faculty, worked out when the site is built: the browser
 * gets this list (under a kilobyte gzipped), not the ~110 KB of sourced declarations it comes from
 * (web/prebuilt.ts). exam-choices.ts reads it; its test holds it equal to the domain's own answers.
 */
export interface RegionalChoice {
  id: string;
  code: string;
  name: string;
  city: string;
  /** The subjects it does not examine with no career chosen (subjectsFor). */
  notExamined: SubjectId[];
  /** The careers it offers (careersOf); `notExamined` only where that career differs from the above. */
  careers: { id: CareerId; notExamined?: SubjectId[] }[];
  /** Its own month-precision dates for every entry year the calendar knows; the browser drops the past. */
  dates: ExamDateChoice[];
}

const notExaminedFor = (regional: string, career: CareerId | null) =>
  subjectsFor({ regional, career })
    .filter((standing) => !standing.examined)
    .map((standing) => standing.subject);

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Sorted by name, as the faculty select lists them. */
export const regionalChoices: RegionalChoice[] = regionals
  .map((regional) => {
    const notExamined = notExaminedFor(regional.id, null);
    return {
      id: regional.id,
      code: regional.code,
      name: regional.name,
      city: regional.city,
      notExamined,
      careers: careersOf(regional).map((career) => {
        const own = notExaminedFor(regional.id, career);
        return same(own, notExamined) ? { id: career } : { id: career, notExamined: own };
      }),
      // Every date the calendar knows: from the epoch, nothing is past yet.
      dates: examDateChoices(regional.id, 0).filter((choice) => choice.precision === 'mes'),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'es'));

/** The national calendar's reference dates, every one of them (the browser drops the past). */
export const nationalDates: ExamDateChoice[] = examDateChoices(null, 0);
