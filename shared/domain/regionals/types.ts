import type { SubjectId } from '../subjects.ts';
import type { CareerId } from './careers.ts';

/**
 * Where a fact was read. Every page was read from a stored public copy (the search index or a repository
 * snapshot), not from the live site, on `readOn`; the url is the public address of that copy's original.
 */
export interface Source {
  url: string;
  /** `YYYY-MM-DD`, the day we read it. */
  readOn: string;
  /**
   * `regional`: the faculty's own material (a booklet, an exam), wherever it is published;
   * `prensa`: a news article quoting the faculty; `terceros`: someone else's survey or summary.
   */
  kind: 'regional' | 'prensa' | 'terceros';
  /** What the document is, in our words. */
  title: string;
  note?: string;
}

export interface SourcedFact<T> {
  value: T;
  source: Source | readonly Source[];
  note?: string;
}

/**
 * A fact no public source gave us. Its value is null, unless it falls back to the national Seminario
 * contents (our syllabus map, without Química), in which case the value is that fallback and says so.
 */
export interface GapFact<T> {
  value: T | null;
  source: null;
  note: string;
  fallback?: 'seminario-nacional';
}

export type Fact<T> = SourcedFact<T> | GapFact<T>;

/** A month relative to the year the student starts the degree. */
export interface MonthRef {
  month: number;
  year: 'anterior' | 'ingreso';
}

/** Either end may be unknown; the calendar only uses windows with both. */
export interface MonthWindow {
  from?: MonthRef;
  to?: MonthRef;
}

export interface Range {
  min: number;
  max: number;
}

/** One topic of a unit, mapped to the syllabus map, or described where the map has no subtopic for it. */
export type Topic =
  | { title: string; subtopics: readonly string[]; missingSubtopic?: undefined; note?: string }
  | { title: string; subtopics?: undefined; missingSubtopic: string; note?: string };

export interface Unit {
  number?: number;
  title: string;
  source: Source | readonly Source[];
  topics: readonly Topic[];
}

/**
 * What the regional teaches and examines in a subject: its own units where a source gives them, or the
 * national Seminario contents (the syllabus map) where none does. A partial programme lists what was found
 * and does not narrow the subject's weights.
 */
export type Programme =
  | { basis: 'regional'; coverage: Fact<'completo' | 'parcial'>; units: readonly Unit[] }
  | { basis: 'seminario-nacional'; note: string };

export interface ExamFormat {
  items: Fact<number | Range>;
  optionsPerItem: Fact<number | Range>;
  /** Whether the last option reads «Ninguna respuesta anterior es correcta» (and may be the key). */
  noneOfTheAbove: Fact<boolean>;
  /** Items answered by writing a value or a worked solution instead of choosing. */
  openItems: Fact<number | Range>;
  /** Whether the working is handed in and graded. */
  workingGraded: Fact<boolean>;
  durationMinutes: Fact<number>;
  totalPoints: Fact<number>;
  passMark: Fact<{ score: number; outOf: number }>;
  recovery: Fact<string>;
}

export interface ExaminedSubject {
  subject: SubjectId;
  examined: Fact<boolean>;
  programme: Programme;
  format: ExamFormat;
  /** Percent of the admission this subject decides, only where a source gives it; a plan's add up to 100. */
  share?: Fact<number>;
}

/** What is examined for a group of careers. */
export interface AdmissionPlan {
  appliesTo: Fact<'todas' | readonly CareerId[]>;
  subjects: readonly ExaminedSubject[];
}

export type IntakeModality =
  | 'curso-anticipado'
  | 'intensivo-verano'
  | 'a-distancia'
  | 'examen-libre'
  | 'admision-temprana'
  | 'recuperatorio'
  | 'mitad-de-anio';

/** A dated event that a source shows, e.g. the day an exam was sat. */
export interface ObservedDate {
  /** `YYYY-MM-DD`. */
  date: string;
  entryYear?: number;
  what: string;
  source: Source;
}

/** One way in: a course and its exams, by month, with the dates the sources show. */
export interface IntakeDeclaration {
  id: string;
  modality: IntakeModality;
  /** As students know it, in Spanish. */
  label: string;
  /** Null value with a source: the intake has no course (a free exam). */
  course: Fact<MonthWindow | null>;
  exams: Fact<MonthWindow | null>;
  observed: readonly ObservedDate[];
}

export interface PastExamItem {
  number: number;
  points: number;
  kind: 'opcion-multiple' | 'respuesta-abierta' | 'desarrollo';
  options?: number;
  parts?: number;
  /** What it asks, in our words (never the statement). */
  asks: string;
  subtopics?: readonly string[];
  missingSubtopic?: string;
}

/** A published exam we read, item by item, so the bank can be checked against it. */
export interface PastExam {
  id: string;
  subject: SubjectId;
  /** `YYYY-MM-DD`, the day it was sat. */
  date: string;
  title: string;
  source: Source;
  durationMinutes?: number;
  totalPoints: number;
  items: readonly PastExamItem[];
}

export interface Regional {
  /** `fr` plus the faculty's letters, lower case: `frba`. */
  id: string;
  /** The faculty's acronym: `FRBA`. */
  code: string;
  name: string;
  city: string;
  careers: Fact<readonly CareerId[]>;
  /** What the faculty calls its entrance course. */
  course: Fact<string>;
  /** Whether a source calls the entrance eliminatory or only levelling. */
  character: Fact<'nivelatorio' | 'eliminatorio'>;
  plans: readonly AdmissionPlan[];
  /** The module on university life, by the name the faculty gives it. */
  universityLife: Fact<string>;
  intakes: readonly IntakeDeclaration[];
  pastExams: readonly PastExam[];
}
