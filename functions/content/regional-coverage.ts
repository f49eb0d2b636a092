import {
  examinedSubjects,
  missingSubtopics,
  type Regional,
  subtopicWeights,
} from '../../shared/domain/regionals/index.ts';
import { type SubjectId, subjectNames } from '../../shared/domain/subjects.ts';
import { syllabusMap } from '../../shared/domain/syllabus-map/index.ts';
import { type ExamFormat, formatOf, type SubjectContent } from './schema.ts';

/** Fewer written items than this on a subtopic a regional examines is a thin spot, whatever its weight. */
export const MIN_ITEMS_PER_SUBTOPIC = 8;
/**
 * A subtopic's items against its weight: at least half of its share of the subject's examined items. The
 * bank need not mirror an exam to the item, but a heavy subtopic must not be a thin one.
 */
export const SHARE_OF_WEIGHT = 0.5;

export interface SubtopicCoverage {
  id: string;
  title: string;
  weight: number;
  items: number;
  /** The written items by the exam's formats: five options, a typed value, a problem in parts. */
  formats: Record<ExamFormat, number>;
  generators: number;
  target: number;
}

export interface SubjectCoverage {
  subject: SubjectId;
  basis: 'regional' | 'mapa-nacional';
  /** Written items on the subtopics the regional examines. */
  items: number;
  subtopics: SubtopicCoverage[];
}

export interface RegionalCoverage {
  regional: Regional;
  subjects: SubjectCoverage[];
  /** What the regional's programme or exams ask that the syllabus map has no subtopic for. */
  missing: string[];
  /** Why the report fails, in words; empty when the bank covers the programme. */
  failures: string[];
}

/** How well the bank covers what one regional examines: items per subtopic against its weight. */
export function regionalCoverage(
  regional: Regional,
  bank: Record<SubjectId, SubjectContent>,
): RegionalCoverage {
  const subjects: SubjectCoverage[] = [];
  const failures: string[] = [];
  for (const subject of examinedSubjects(regional)) {
    const { basis, weights } = subtopicWeights(regional, subject);
    const content = bank[subject];
    const examined = syllabusMap[subject]
      .flatMap((topic) => topic.subtopics)
      .filter((subtopic) => (weights[subtopic.id] ?? 0) > 0);
    const ids = new Set(examined.map((subtopic) => subtopic.id));
    const total = content.exercises.filter(
      (exercise) => exercise.subtopic && ids.has(exercise.subtopic),
    ).length;
    const rows = examined.map((subtopic) => {
      const weight = weights[subtopic.id] ?? 0;
      const written = content.exercises.filter((exercise) => exercise.subtopic === subtopic.id);
      const items = written.length;
      const formats: Record<ExamFormat, number> = {
        'multiple-choice': 0,
        'five-options': 0,
        numeric: 0,
        'multi-part': 0,
      };
      for (const exercise of written) formats[formatOf(exercise)] += 1;
      const target = Math.max(MIN_ITEMS_PER_SUBTOPIC, Math.ceil((SHARE_OF_WEIGHT * weight * total) / 100));
      return {
        id: subtopic.id,
        title: subtopic.title,
        weight,
        items,
        formats,
        generators: content.generators.filter((generator) => generator.subtopic === subtopic.id).length,
        target,
      };
    });
    for (const row of rows)
      if (row.items < row.target)
        failures.push(
          `${subjectNames[subject]}: «${row.title}» tiene ${row.items} ítems; la meta es ${row.target}.`,
        );
    subjects.push({ subject, basis, items: total, subtopics: rows });
  }
  const missing = [...new Set(missingSubtopics([regional]).map((gap) => gap.description))];
  for (const description of missing)
    failures.push(
      `El programa o los exámenes piden «${description}» y el mapa no tiene un subtema para eso.`,
    );
  return { regional, subjects, missing, failures };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** The report `npm run content:report -- --regional=<id>` prints. */
export function coverageText(coverage: RegionalCoverage): string {
  const lines = [`\n${coverage.regional.name} (${coverage.regional.id}): cobertura de lo que examina`];
  for (const subject of coverage.subjects) {
    lines.push(
      `\n${subjectNames[subject.subject]} — pesos ${subject.basis === 'regional' ? 'de la regional' : 'del mapa nacional (sin fuente propia)'}, ${subject.items} ítems`,
      `${'subtema'.padEnd(44)}${pad('peso %', 8)}${pad('ítems', 7)}${pad('meta', 6)}${pad('5 opc.', 8)}${pad('valor', 7)}${pad('partes', 8)}${pad('gener.', 8)}`,
    );
    for (const row of subject.subtopics)
      lines.push(
        [
          `  ${row.title}`.slice(0, 43).padEnd(44),
          pad(row.weight.toFixed(1), 8),
          pad(row.items, 7),
          pad(row.target, 6),
          pad(row.formats['five-options'], 8),
          pad(row.formats.numeric, 7),
          pad(row.formats['multi-part'], 8),
          pad(row.generators, 8),
          row.items < row.target ? '  ← faltan' : '',
        ].join(''),
      );
  }
  if (coverage.missing.length)
    lines.push('\nSin subtema en el mapa:', ...coverage.missing.map((description) => `  - ${description}`));
  lines.push(
    coverage.failures.length
      ? `\nDebajo de la meta: ${coverage.failures.length}.`
      : '\nEl banco cubre lo que examina esta regional.',
  );
  return lines.join('\n');
}
