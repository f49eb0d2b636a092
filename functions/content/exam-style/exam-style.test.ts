import { describe, expect, it } from 'vitest';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { normalizeText, sameNumbers, similarity, trigrams } from '../checks.ts';
import { normalizeOption } from '../lib.ts';
import { numbersIn } from './helpers.ts';
import {
  examStyleProblems,
  examStyleSources,
  heldOutSet,
  proposedSubtopicList,
  regionalsOf,
  SPLIT_SEED,
  tuningSet,
} from './index.ts';
import {
  type ExamStyleProblem,
  examStyleFormats,
  examStyleProblemSchema,
  NONE_OF_THE_ABOVE,
  sourceSchema,
  type Tolerance,
} from './schema.ts';
import { countBySubject, splitExamStyle } from './split.ts';

const within = (found: number, expected: number, tolerance: Tolerance) =>
  'absolute' in tolerance
    ? Math.abs(found - expected) <= tolerance.absolute
    : Math.abs(found - expected) <= tolerance.relative * Math.abs(expected);

const prefixes = { matematicas: 'mat', fisica: 'fis', quimica: 'qui' } as const;
const mapSubtopics = (subject: keyof typeof syllabusMap) =>
  new Set(syllabusMap[subject].flatMap((topic) => topic.subtopics.map((subtopic) => subtopic.id)));
const mapTopics = (subject: keyof typeof syllabusMap) =>
  new Set(syllabusMap[subject].map((topic) => topic.topic));

type FiveOptions = Extract<ExamStyleProblem, { format: 'five-options' }>;

/** Why a five-option key fails its recomputed numbers, or null when it holds. */
function fiveOptionsKeyProblem(problem: FiveOptions, option: number): string | null {
  if (!problem.check) return null;
  const expected = problem.check();
  const shown = problem.options.slice(0, 4).map((text) => numbersIn(text));
  const matching = shown.flatMap((numbers, i) => (sameNumbers(numbers, expected) ? [i] : []));
  if (option === 4) return matching.length === 0 ? null : `la opción ${matching[0]} muestra ${expected}`;
  if (matching.length !== 1 || matching[0] !== option)
    return `se esperaba ${expected} solo en la opción ${option}; coinciden ${JSON.stringify(matching)}`;
  return null;
}

describe('the exam-style development set', () => {
  it('has at least 150 problems, each valid against its schema, with unique ids that name their subject', () => {
    expect(examStyleProblems.length).toBeGreaterThanOrEqual(150);
    for (const problem of examStyleProblems) {
      const result = examStyleProblemSchema.safeParse(problem);
      expect(result.success, `${problem.id}: ${result.error?.message}`).toBe(true);
      expect(problem.id.startsWith(`exs-${prefixes[problem.subject]}-`), problem.id).toBe(true);
    }
    expect(new Set(examStyleProblems.map((p) => p.id)).size).toBe(examStyleProblems.length);
  });

  it('cites sources from at least five regional faculties, each read on the stated date, with distinct addresses', () => {
    for (const source of examStyleSources) {
      const result = sourceSchema.safeParse(source);
      expect(result.success, `${source.id}: ${result.error?.message}`).toBe(true);
    }
    expect(new Set(examStyleSources.map((s) => s.id)).size).toBe(examStyleSources.length);
    expect(new Set(examStyleSources.map((s) => s.url)).size).toBe(examStyleSources.length);
    const regionals = new Set(examStyleSources.map((s) => s.regional).filter((r) => r !== 'UTN'));
    expect(regionals.size).toBeGreaterThanOrEqual(5);
  });

  it('models every problem on sources that exist, and the problems together on at least five regionals', () => {
    const ids = new Set(examStyleSources.map((s) => s.id));
    for (const problem of examStyleProblems)
      for (const source of problem.modelledOn) expect(ids.has(source), `${problem.id}: ${source}`).toBe(true);
    const regionals = new Set(examStyleProblems.flatMap(regionalsOf).filter((r) => r !== 'UTN'));
    expect(regionals.size).toBeGreaterThanOrEqual(5);
  });

  it('repeats no statement, not even reworded slightly', () => {
    const normalized = examStyleProblems.map((p) => normalizeText(p.statement));
    expect(new Set(normalized).size).toBe(normalized.length);
    const grams = normalized.map(trigrams);
    for (let i = 0; i < grams.length; i++)
      for (let j = i + 1; j < grams.length; j++) {
        const a = grams[i] as Set<string>;
        const b = grams[j] as Set<string>;
        expect(similarity(a, b), `${examStyleProblems[i]?.id} ~ ${examStyleProblems[j]?.id}`).toBeLessThan(
          0.9,
        );
      }
  });

  it('names a subtopic of the syllabus map of its own subject, or proposes a new one under one of its topics', () => {
    for (const problem of examStyleProblems) {
      if (problem.subtopic) {
        expect(
          mapSubtopics(problem.subject).has(problem.subtopic),
          `${problem.id}: ${problem.subtopic}`,
        ).toBe(true);
      } else {
        const proposed = problem.proposedSubtopic?.id ?? '';
        expect(mapSubtopics(problem.subject).has(proposed), `${problem.id}: ${proposed} ya existe`).toBe(
          false,
        );
        expect(
          mapTopics(problem.subject).has(proposed.split('.')[0] as never),
          `${problem.id}: ${proposed}`,
        ).toBe(true);
      }
    }
    const used = new Set(
      examStyleProblems.flatMap((p) => (p.proposedSubtopic ? [p.proposedSubtopic.id] : [])),
    );
    expect([...used].sort()).toEqual(proposedSubtopicList.map((s) => s.id).sort());
  });

  it('writes five-option items as the exams do: five distinct options, the last "Ninguna respuesta anterior es correcta", right in about one in five', () => {
    const items = examStyleProblems.filter((p): p is FiveOptions => p.format === 'five-options');
    for (const item of items) {
      expect(item.options).toHaveLength(5);
      expect(item.options[4]).toBe(NONE_OF_THE_ABOVE);
      expect(new Set(item.options.map(normalizeOption)).size, item.id).toBe(5);
    }
    const noneRight = items.filter((item) => item.answer.option === 4).length / items.length;
    expect(noneRight).toBeGreaterThanOrEqual(0.15);
    expect(noneRight).toBeLessThanOrEqual(0.25);
    // the other keys are spread over the four written options
    for (const option of [0, 1, 2, 3]) expect(items.some((item) => item.answer.option === option)).toBe(true);
  });

  it('has all four formats in Matemática and Física', () => {
    for (const subject of ['matematicas', 'fisica'] as const)
      for (const format of examStyleFormats)
        expect(
          examStyleProblems.some((p) => p.subject === subject && p.format === format),
          `${subject} ${format}`,
        ).toBe(true);
  });

  it('re-derives every numeric key within its tolerance', () => {
    for (const problem of examStyleProblems) {
      if (problem.format !== 'numeric') continue;
      const found = problem.check();
      expect(
        within(found, problem.answer.value, problem.answer.tolerance),
        `${problem.id}: ${found} ≠ ${problem.answer.value}`,
      ).toBe(true);
    }
  });

  it('re-derives the numbers of every five-option key: the right option shows them and no other does', () => {
    for (const problem of examStyleProblems) {
      if (problem.format !== 'five-options') continue;
      expect(fiveOptionsKeyProblem(problem, problem.answer.option), problem.id).toBeNull();
    }
  });

  it('would catch a wrong five-option key (the check above can fail)', () => {
    const item = examStyleProblems.find(
      (p): p is FiveOptions => p.format === 'five-options' && Boolean(p.check) && p.answer.option === 0,
    );
    expect(item).toBeDefined();
    if (!item) return;
    expect(fiveOptionsKeyProblem(item, 1)).not.toBeNull();
    expect(fiveOptionsKeyProblem(item, 4)).not.toBeNull();
  });

  it('re-derives every part of every multi-part problem', () => {
    for (const problem of examStyleProblems) {
      if (problem.format !== 'multi-part') continue;
      const parts = problem.check?.();
      if (!parts) continue;
      expect(parts, problem.id).toHaveLength(problem.parts.length);
      problem.parts.forEach((part, i) => {
        const numbers = parts[i] ?? [];
        if (part.answer.kind === 'numeric') {
          expect(numbers, `${problem.id} ${part.label}`).toHaveLength(1);
          expect(
            within(numbers[0] ?? Number.NaN, part.answer.value, part.answer.tolerance),
            `${problem.id} ${part.label}: ${numbers[0]} ≠ ${part.answer.value}`,
          ).toBe(true);
        } else {
          expect(
            sameNumbers(numbersIn(part.answer.text), numbers),
            `${problem.id} ${part.label}: ${numbersIn(part.answer.text)} ≠ ${numbers}`,
          ).toBe(true);
        }
      });
    }
  });

  it('re-derives the numbers of every open key that has them', () => {
    for (const problem of examStyleProblems) {
      if (problem.format !== 'open' || !problem.check) continue;
      const expected = problem.check();
      expect(
        sameNumbers(numbersIn(problem.answer.text), expected),
        `${problem.id}: ${numbersIn(problem.answer.text)} ≠ ${expected}`,
      ).toBe(true);
    }
  });

  it('confirms by substitution or sampling every key that is not a list of numbers', () => {
    for (const problem of examStyleProblems)
      if (problem.verify) expect(problem.verify(), problem.id).toBe(true);
  });

  it('re-derives the keys of every Matemática and Física problem except a few conceptual ones', () => {
    const unchecked = examStyleProblems.filter(
      (p) => p.subject !== 'quimica' && !p.verify && !('check' in p && p.check),
    );
    expect(unchecked.map((p) => p.id)).toEqual(['exs-fis-008', 'exs-fis-009']);
    // every multi-part problem re-derives its parts
    expect(examStyleProblems.filter((p) => p.format === 'multi-part' && !p.check).map((p) => p.id)).toEqual(
      [],
    );
  });

  it('writes in Rioplatense Spanish with voseo and decimal commas', () => {
    const usted =
      /\b(calcule|determine|halle|resuelva|indique|exprese|escriba|elija|calcula|halla|resuelve|escribe|elige)\b/i;
    const decimalPoint = /(?<![\d.])\d+\.\d{1,2}(?!\d)/;
    for (const problem of examStyleProblems) {
      const texts = [
        problem.statement,
        ...(problem.format === 'five-options' ? problem.options : []),
        ...(problem.format === 'multi-part'
          ? problem.parts.flatMap((part) => [part.prompt, part.answer.text])
          : []),
        ...('answer' in problem && 'text' in problem.answer ? [problem.answer.text] : []),
      ];
      for (const text of texts) {
        expect(usted.test(text), `${problem.id}: ${text}`).toBe(false);
        expect(decimalPoint.test(text), `${problem.id}: ${text}`).toBe(false);
      }
    }
  });

  it('marks chemistry, and only chemistry, as not examined by most regionals', () => {
    for (const problem of examStyleProblems)
      expect(Boolean(problem.notExaminedByMost), problem.id).toBe(problem.subject === 'quimica');
  });
});

describe('the seeded split into a tuning half and a held-out half', () => {
  it('is what the seed written in split.ts gives, every time', () => {
    expect(SPLIT_SEED).toBe(20_261_129);
    const again = splitExamStyle(examStyleProblems, SPLIT_SEED);
    expect(again.heldOut.map((p) => p.id)).toEqual(heldOutSet.map((p) => p.id));
    expect(again.tuning.map((p) => p.id)).toEqual(tuningSet.map((p) => p.id));
    // a different seed draws a different half
    expect(splitExamStyle(examStyleProblems, SPLIT_SEED + 1).heldOut.map((p) => p.id)).not.toEqual(
      heldOutSet.map((p) => p.id),
    );
  });

  it('has not changed since it was drawn (a new draw must be a deliberate change of this fingerprint)', () => {
    const ids = heldOutSet.map((p) => p.id).sort();
    expect(ids.length).toBe(HELD_OUT_COUNT);
    expect(fingerprint(ids)).toBe(HELD_OUT_FINGERPRINT);
  });

  it('puts every problem in exactly one half', () => {
    const held = new Set(heldOutSet.map((p) => p.id));
    expect(tuningSet.some((p) => held.has(p.id))).toBe(false);
    expect(held.size + tuningSet.length).toBe(examStyleProblems.length);
  });

  it('is balanced by subject and, within each subject, by format', () => {
    const held = countBySubject(heldOutSet);
    const tuning = countBySubject(tuningSet);
    for (const subject of subjectIds) {
      expect(Math.abs(held[subject] - tuning[subject]), subject).toBeLessThanOrEqual(1);
      for (const format of examStyleFormats) {
        const h = heldOutSet.filter((p) => p.subject === subject && p.format === format).length;
        const t = tuningSet.filter((p) => p.subject === subject && p.format === format).length;
        expect(Math.abs(h - t), `${subject} ${format}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

/** FNV-1a over the sorted held-out ids. */
function fingerprint(ids: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of ids.join(',')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const HELD_OUT_COUNT = 87;
const HELD_OUT_FINGERPRINT = 'ed71a3bc';
