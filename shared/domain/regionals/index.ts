import type { Intake } from '../exam-calendar.ts';
import type { SubjectId } from '../subjects.ts';
import { syllabusMap } from '../syllabus-map/index.ts';
import type { CareerId } from './careers.ts';
import { sourcesOf } from './facts-of.ts';
import { frba } from './frba.ts';
import { frbb } from './frbb.ts';
import { frc } from './frc.ts';
import { frd } from './frd.ts';
import { frgp } from './frgp.ts';
import { frh } from './frh.ts';
import { frlp } from './frlp.ts';
import { frm } from './frm.ts';
import { frp } from './frp.ts';
import { frr } from './frr.ts';
import { frra } from './frra.ts';
import { frsf } from './frsf.ts';
import { frsfco } from './frsfco.ts';
import { frsn } from './frsn.ts';
import { frt } from './frt.ts';
import { frvm } from './frvm.ts';
import type { ExaminedSubject, IntakeDeclaration, MonthRef, Regional, Source } from './types.ts';

export { type CareerId, careerIds, careerNames, isCareerId } from './careers.ts';
export type * from './types.ts';

/**
 * The regional faculties we describe, one declaration per file: the ten largest first, then those with
 * some public source. Everything else in this module is computed from these declarations.
 */
export const regionals: readonly Regional[] = [
  frba,
  frc,
  frm,
  frlp,
  frr,
  frsn,
  frt,
  frh,
  frgp,
  frd,
  frbb,
  frsf,
  frp,
  frvm,
  frsfco,
  frra,
];

export function regionalById(id: string): Regional | undefined {
  return regionals.find((regional) => regional.id === id);
}

const applies = (appliesTo: Regional['plans'][number]['appliesTo'], career: CareerId | undefined) =>
  appliesTo.value === 'todas' || (career !== undefined && appliesTo.value?.includes(career) === true);

/** What the regional declares for a subject and a career (the first plan that applies). */
export function subjectDeclaration(
  regional: Regional,
  subject: SubjectId,
  career?: CareerId,
): ExaminedSubject | undefined {
  for (const plan of regional.plans)
    if (applies(plan.appliesTo, career)) {
      const declared = plan.subjects.find((s) => s.subject === subject);
      if (declared) return declared;
    }
  return undefined;
}

/**
 * The subjects a student of that career sits at that regional, sourced or by the national fallback.
 * Química appears only where a source says it is examined (none does today).
 */
export function examinedSubjects(regional: Regional, career?: CareerId): SubjectId[] {
  const plan = regional.plans.find((p) => applies(p.appliesTo, career));
  return plan ? plan.subjects.filter((s) => s.examined.value === true).map((s) => s.subject) : [];
}

export interface SubtopicWeights {
  /** `regional`: narrowed to what the regional examines; `mapa-nacional`: the syllabus map as is. */
  basis: 'regional' | 'mapa-nacional';
  /** Percent per subtopic id of the subject, every subtopic listed (0 where not examined), adding up to 100. */
  weights: Record<string, number>;
}

const nationalWeights = (subject: SubjectId): Record<string, number> =>
  Object.fromEntries(
    syllabusMap[subject].flatMap((topic) => topic.subtopics.map((s) => [s.id, s.weight] as const)),
  );

function normalised(weights: Record<string, number>): Record<string, number> {
  const total = Object.values(weights).reduce((sum, w) => sum + w, 0);
  return Object.fromEntries(
    Object.entries(weights).map(([id, w]) => [id, total > 0 ? (100 * w) / total : 0]),
  );
}

/** To tenths of a percent, the rounding remainder given to the largest fractions so they add up to 100. */
function inTenths(weights: Record<string, number>): Record<string, number> {
  const entries = Object.entries(weights).map(([id, w]) => ({
    id,
    tenths: Math.floor(w * 10),
    rest: w * 10,
  }));
  for (const entry of entries) entry.rest -= entry.tenths;
  let missing = 1000 - entries.reduce((sum, e) => sum + e.tenths, 0);
  for (const entry of [...entries].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    entry.tenths += 1;
    missing -= 1;
  }
  return Object.fromEntries(entries.map((e) => [e.id, e.tenths / 10]));
}

/**
 * Weights for the syllabus map of one subject at one regional. With a complete programme, the national
 * weights are kept only for the subtopics the regional teaches; where published exams exist, that is
 * blended half and half with each subtopic's share of the exams' points. Anything less (no source, a
 * partial programme, a subject not examined) keeps the national map.
 */
export function subtopicWeights(regional: Regional, subject: SubjectId, career?: CareerId): SubtopicWeights {
  const national = nationalWeights(subject);
  const declared = subjectDeclaration(regional, subject, career);
  const programme = declared?.programme;
  if (
    declared?.examined.value !== true ||
    programme?.basis !== 'regional' ||
    programme.coverage.value !== 'completo'
  )
    return { basis: 'mapa-nacional', weights: inTenths(normalised(national)) };

  const taught = new Set(
    programme.units.flatMap((unit) => unit.topics.flatMap((topic) => topic.subtopics ?? [])),
  );
  const byProgramme = normalised(
    Object.fromEntries(Object.entries(national).map(([id, w]) => [id, taught.has(id) ? w : 0])),
  );

  const asked: Record<string, number> = Object.fromEntries(Object.keys(national).map((id) => [id, 0]));
  for (const exam of regional.pastExams.filter((e) => e.subject === subject))
    for (const item of exam.items) {
      const ids = (item.subtopics ?? []).filter((id) => id in asked);
      for (const id of ids) asked[id]! += item.points / ids.length;
    }
  const examined = Object.values(asked).some((points) => points > 0);
  if (!examined) return { basis: 'regional', weights: inTenths(byProgramme) };

  const byExams = normalised(asked);
  return {
    basis: 'regional',
    weights: inTenths(
      Object.fromEntries(Object.keys(national).map((id) => [id, (byProgramme[id]! + byExams[id]!) / 2])),
    ),
  };
}

export interface MissingSubtopic {
  description: string;
  regional: string;
  /** Where it was found: a unit of the programme or an exam item. */
  where: string;
  source: Source | readonly Source[];
}

/** Topics the regionals teach or examine that the syllabus map has no subtopic for yet. */
export function missingSubtopics(list: readonly Regional[] = regionals): MissingSubtopic[] {
  const found: MissingSubtopic[] = [];
  for (const regional of list) {
    for (const plan of regional.plans)
      for (const declared of plan.subjects)
        if (declared.programme.basis === 'regional')
          for (const unit of declared.programme.units)
            for (const topic of unit.topics)
              if (topic.missingSubtopic)
                found.push({
                  description: topic.missingSubtopic,
                  regional: regional.id,
                  where: `programa: ${unit.title} → ${topic.title}`,
                  source: unit.source,
                });
    for (const exam of regional.pastExams)
      for (const item of exam.items)
        if (item.missingSubtopic)
          found.push({
            description: item.missingSubtopic,
            regional: regional.id,
            where: `examen ${exam.date} (${exam.title}), ítem ${item.number}`,
            source: exam.source,
          });
  }
  return found;
}

/** An intake placed on the calendar for one entry year, at the month precision the sources give. */
export interface RegionalCalendarIntake extends Omit<Intake, 'course'> {
  regional: string;
  /** Null when the intake has no course or its months are unknown. */
  course: Intake['course'] | null;
  precision: 'mes';
  sources: readonly Source[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const yearOf = (ref: MonthRef, entryYear: number) => (ref.year === 'anterior' ? entryYear - 1 : entryYear);
const firstDay = (ref: MonthRef, entryYear: number) => `${yearOf(ref, entryYear)}-${pad(ref.month)}-01`;
function lastDay(ref: MonthRef, entryYear: number): string {
  const year = yearOf(ref, entryYear);
  const days = new Date(Date.UTC(year, ref.month, 0)).getUTCDate();
  return `${year}-${pad(ref.month)}-${pad(days)}`;
}

function windowDays(window: IntakeDeclaration['exams']['value'], entryYear: number) {
  return window?.from && window.to
    ? { start: firstDay(window.from, entryYear), end: lastDay(window.to, entryYear) }
    : null;
}

/**
 * The regional's intakes for one entry year, for the exam calendar: only those whose exam months are
 * known, from the first day of the first month to the last day of the last. No day is invented.
 */
export function calendarIntakes(regional: Regional, entryYear: number): RegionalCalendarIntake[] {
  return regional.intakes.flatMap((intake) => {
    const exams = windowDays(intake.exams.value, entryYear);
    if (!exams) return [];
    const cited = [intake.course.source, intake.exams.source].flatMap(sourcesOf);
    const sources = cited.filter((source, i) => cited.findIndex((s) => s.url === source.url) === i);
    return [
      {
        id: `${regional.id}-${intake.id}-${entryYear}`,
        regional: regional.id,
        entryYear,
        modality: intake.label,
        course: windowDays(intake.course.value, entryYear),
        exams,
        precision: 'mes' as const,
        sources,
      },
    ];
  });
}
