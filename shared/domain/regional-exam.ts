import { EXAM_PASS_MARK } from './exam.ts';
import type { ExamFormat as AnswerFormat } from './exam-formats.ts';
import { sourcesOf } from './regionals/facts-of.ts';
import {
  type CareerId,
  type ExamFormat,
  examinedSubjects,
  type Fact,
  type Range,
  type Regional,
  regionals,
  subjectDeclaration,
  subtopicWeights,
} from './regionals/index.ts';
import type { SubjectId } from './subjects.ts';

/*
 * "Simulacro como el de tu facultad" (#31, ADR 0076): the exam a regional sets in a subject, figure by
 * figure, from its declaration (ADR 0067). A figure no source gives is taken from the general reference
 * below and says so; a sourced figure is never made up.
 */

/**
 * What a simulacro uses where the regional's own figure is unknown: the shape of the published UTN exams
 * we read (7 to 10 items in 90 to 120 minutes, five options closing with «Ninguna respuesta anterior es
 * correcta», some items answered by writing the value or developing a problem in parts, 100 points), and
 * the pass mark the product states everywhere (`EXAM_PASS_MARK`). None of it is any one regional's rule.
 */
export const generalReference = {
  items: 10,
  optionsPerItem: 5,
  noneOfTheAbove: true,
  openItems: 3,
  durationMinutes: 120,
  totalPoints: 100,
  passMark: { score: EXAM_PASS_MARK, outOf: 10 },
} as const;

export interface SourceLink {
  url: string;
  title: string;
}

/**
 * One figure of the simulacro: the regional's, with its sources (and the range the sources give, when
 * they give one and the simulacro uses its upper end), or the general reference, with why.
 */
export type Figure<T> =
  | { value: T; origin: 'fuente'; sources: SourceLink[]; range?: Range; note?: string }
  | { value: T; origin: 'referencia'; why: string };

export interface RegionalExamFigures {
  items: Figure<number>;
  optionsPerItem: Figure<number>;
  noneOfTheAbove: Figure<boolean>;
  openItems: Figure<number>;
  /** Null where nobody says: the simulacro grades results only either way. */
  workingGraded: Figure<boolean | null>;
  durationMinutes: Figure<number>;
  totalPoints: Figure<number>;
  passMark: Figure<{ score: number; outOf: number }>;
  recovery: Figure<string | null>;
}

/** One item of the paper, in order: how it is answered and what it is worth. */
export interface ExamSlot {
  format: AnswerFormat;
  points: number;
}

export interface RegionalExamPlan {
  regional: { id: string; code: string; name: string };
  subject: SubjectId;
  career?: CareerId;
  figures: RegionalExamFigures;
  /** `regional`: topics weighted by the regional's programme (and exams); `mapa-nacional`: the national map. */
  topics: 'regional' | 'mapa-nacional';
  /** Choices first, then typed values, then problems in parts, as the published papers set them. */
  slots: ExamSlot[];
}

const links = (source: Parameters<typeof sourcesOf>[0]): SourceLink[] =>
  sourcesOf(source).map(({ url, title }) => ({ url, title }));

/** A figure from a fact: its value and sources, or the reference with the fact's own note on why. */
function figure<T>(fact: Fact<T>, reference: T): Figure<T> {
  if (fact.source === null) return { value: reference, origin: 'referencia', why: fact.note };
  return {
    value: fact.value,
    origin: 'fuente',
    sources: links(fact.source),
    ...(fact.note ? { note: fact.note } : {}),
  };
}

/** A count the sources may give as a range: the simulacro takes its upper end and keeps the range to say so. */
function countFigure(fact: Fact<number | Range>, reference: number): Figure<number> {
  const resolved = figure<number | Range>(fact, reference);
  if (resolved.origin === 'referencia') return { ...resolved, value: reference };
  const { value } = resolved;
  return typeof value === 'number' ? { ...resolved, value } : { ...resolved, value: value.max, range: value };
}

function figuresOf(format: ExamFormat): RegionalExamFigures {
  const items = countFigure(format.items, generalReference.items);
  const open = countFigure(format.openItems, generalReference.openItems);
  return {
    items,
    optionsPerItem: countFigure(format.optionsPerItem, generalReference.optionsPerItem),
    noneOfTheAbove: figure(format.noneOfTheAbove, generalReference.noneOfTheAbove),
    openItems: open.value <= items.value ? open : { ...open, value: items.value },
    workingGraded: figure<boolean | null>(format.workingGraded, null),
    durationMinutes: figure(format.durationMinutes, generalReference.durationMinutes),
    totalPoints: figure(format.totalPoints, generalReference.totalPoints),
    passMark: figure(format.passMark, generalReference.passMark),
    recovery: figure<string | null>(format.recovery, null),
  };
}

/** `total` in `count` whole shares as even as possible, the larger ones last (the problems close the paper). */
function evenShares(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - extra ? 1 : 0));
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** A problem in parts needs a point per part at least (up to four parts). */
const MIN_PARTS_POINTS = 4;

/**
 * The items of the paper. Open items are problems in parts in the share the regional's published exams
 * of the subject set theirs in parts (half, rounded up, without exams), the rest typed values. Points:
 * where published exams exist, a choice item is worth what theirs were (the median) and the open items
 * share the rest; otherwise every item is worth the same. Whole points, adding up to the total.
 */
function slotsOf(regional: Regional, subject: SubjectId, figures: RegionalExamFigures): ExamSlot[] {
  const total = figures.totalPoints.value;
  const count = figures.items.value;
  const open = figures.openItems.value;
  const choices = count - open;
  const choiceFormat: AnswerFormat = figures.optionsPerItem.value >= 5 ? 'five-options' : 'multiple-choice';

  const published = regional.pastExams.filter((exam) => exam.subject === subject).flatMap((e) => e.items);
  const publishedOpen = published.filter((item) => item.kind !== 'opcion-multiple');
  const inPartsShare = publishedOpen.length
    ? publishedOpen.filter((item) => (item.parts ?? 1) > 1).length / publishedOpen.length
    : 0.5;
  const inParts = Math.min(open, Math.round(open * inPartsShare + 1e-9));

  const choicePoints = median(published.filter((i) => i.kind === 'opcion-multiple').map((i) => i.points));
  const points =
    choicePoints !== undefined && open > 0 && choicePoints * choices < total
      ? [...Array(choices).fill(choicePoints), ...evenShares(total - choicePoints * choices, open)]
      : evenShares(total, count);

  return points.map((worth, index) => {
    if (index < choices) return { format: choiceFormat, points: worth };
    const partsSlot = index >= count - inParts && worth >= MIN_PARTS_POINTS;
    return { format: partsSlot ? 'multi-part' : 'numeric', points: worth };
  });
}

/** The subjects a student of that career sits at that regional: the only ones offered as a simulacro. */
export const presetSubjects = (regional: Regional, career?: CareerId): SubjectId[] =>
  examinedSubjects(regional, career);

/**
 * The simulacro of a regional in a subject, or undefined where the regional does not examine it (no
 * simulacro of Química where no source says it is examined).
 */
export function planRegionalExam(
  regional: Regional,
  subject: SubjectId,
  career?: CareerId,
): RegionalExamPlan | undefined {
  const declared = subjectDeclaration(regional, subject, career);
  if (!declared || !presetSubjects(regional, career).includes(subject)) return undefined;
  const figures = figuresOf(declared.format);
  return {
    regional: { id: regional.id, code: regional.code, name: regional.name },
    subject,
    ...(career ? { career } : {}),
    figures,
    topics: subtopicWeights(regional, subject, career).basis,
    slots: slotsOf(regional, subject, figures),
  };
}

/** The regionals a student can pick, each with the subjects it offers as a simulacro. */
export function regionalPresetChoices(career?: CareerId) {
  return regionals.map((regional) => ({
    id: regional.id,
    code: regional.code,
    name: regional.name,
    city: regional.city,
    subjects: presetSubjects(regional, career),
  }));
}

/**
 * The grade on the pass mark's scale (hundredths) and whether it passes, decided on the exact points:
 * 60 of 100 passes a 6 out of 10.
 */
export function regionalVerdict(
  score: { earned: number; possible: number },
  passMark: { score: number; outOf: number },
): { grade: number; approved: boolean } {
  if (score.possible <= 0) return { grade: 0, approved: false };
  return {
    grade: Math.round((score.earned / score.possible) * passMark.outOf * 100) / 100,
    approved: score.earned * passMark.outOf >= passMark.score * score.possible,
  };
}
