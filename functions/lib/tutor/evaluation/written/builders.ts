/**
 * What the written sets build their problems with. Each set says once what its problems share (the
 * subject, the exams and programmes they are modelled on, the difficulty, how close a numeric answer
 * must be to its key) and writes each problem with the builders `writtenSet` returns.
 */
import { at } from '../../../../../shared/lib/must.ts';
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';

export type Numeric = Extract<ExamStyleProblem, { format: 'numeric' }>;
export type Options = Extract<ExamStyleProblem, { format: 'five-options' }>;
export type Parts = Extract<ExamStyleProblem, { format: 'multi-part' }>;
export type Part = Parts['parts'][number];
export type Open = Extract<ExamStyleProblem, { format: 'open' }>;

type Subject = 'fisica' | 'matematicas' | 'quimica';
const PREFIX: Readonly<Record<Subject, string>> = {
  fisica: 'exs-fis',
  matematicas: 'exs-mat',
  quimica: 'exs-qui',
};

/**
 * Problems whose parts are written inside the statement, as an exam page prints them, keyed by a text
 * that states every part's number («open» format), for a set modelled on `sources` by subject.
 */
export function onThePage(sources: Readonly<Record<Subject, readonly string[]>>) {
  return (
    subject: Subject,
    id: number,
    subtopic: string,
    statement: string,
    key: string,
    check: () => number[],
    solution: string,
  ): Open => ({
    id: `${PREFIX[subject]}-${id}`,
    subject,
    subtopic,
    statement,
    modelledOn: [...sources[subject]],
    difficulty: 'medio',
    solution,
    format: 'open',
    answer: { text: key },
    check,
  });
}

/** A problem's kind: its subtopic, modelled on the set's sources or on its own. */
export type Kind = string | readonly [subtopic: string, modelledOn: readonly string[]];

export interface WrittenSet {
  subject: ExamStyleProblem['subject'];
  modelledOn: readonly string[];
  difficulty: ExamStyleProblem['difficulty'];
  /** How close an answer must be to a numeric key of this value. */
  tolerance: (value: number) => Tolerance;
}

const idPrefix: Record<ExamStyleProblem['subject'], string> = {
  matematicas: 'exs-mat',
  fisica: 'exs-fis',
  quimica: 'exs-qui',
};

/** A numeric key with an absolute tolerance, for the sets that write their problems field by field. */
/** Half a percent of the key, and never under a hundredth: a key computed with decimals is not written to the last bit. */
export const halfPercent = (value: number) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.005) });

export const numericKey = (value: number, unit: string, text: string, absolute = 0.01) => ({
  value,
  unit,
  tolerance: { absolute },
  text,
});

/** A part with a numeric key, for the sets that write their problems field by field. */
export const numericPart = (
  label: Part['label'],
  prompt: string,
  value: number,
  unit: string,
  text: string,
  absolute = 0.01,
): Part => ({
  label,
  prompt,
  answer: { kind: 'numeric', ...numericKey(value, unit, text, absolute) },
});

/** The fields a set's problems share, for the sets that write their problems field by field. */
export const shared = (
  subject: ExamStyleProblem['subject'],
  subtopic: string,
  modelledOn: string[],
  difficulty: ExamStyleProblem['difficulty'] = 'facil',
) => ({ subject, subtopic, modelledOn, difficulty });

/** The builders of one set's problems: numeric, five options, and in parts. */
export function writtenSet(set: WrittenSet) {
  const base = (id: number, kind: Kind, statement: string, solution: string) => {
    const [subtopic, modelledOn] = typeof kind === 'string' ? [kind, set.modelledOn] : kind;
    return {
      id: `${idPrefix[set.subject]}-${id}`,
      subject: set.subject,
      subtopic,
      statement,
      modelledOn: [...modelledOn],
      difficulty: set.difficulty,
      solution,
    };
  };
  return {
    numeric(
      id: number,
      kind: Kind,
      statement: string,
      key: { value: number; unit: string; text: string; tolerance?: Tolerance },
      check: () => number,
      solution: string,
    ): Numeric {
      const { tolerance, ...answer } = key;
      return {
        ...base(id, kind, statement, solution),
        format: 'numeric',
        answer: { ...answer, tolerance: tolerance ?? set.tolerance(key.value) },
        check,
      };
    },
    options(
      id: number,
      kind: Kind,
      statement: string,
      choices: [string, string, string, string],
      option: number,
      check: () => number[],
      solution: string,
    ): Options {
      return {
        ...base(id, kind, statement, solution),
        format: 'five-options',
        options: five(...choices),
        answer: { option },
        check,
      };
    },
    part(label: Part['label'], prompt: string, value: number, unit: string, text: string): Part {
      return {
        label,
        prompt,
        answer: { kind: 'numeric', value, unit, text, tolerance: set.tolerance(value) },
      };
    },
    parts(
      id: number,
      kind: Kind,
      statement: string,
      list: Part[],
      check: () => number[][],
      solution: string,
    ): Parts {
      return { ...base(id, kind, statement, solution), format: 'multi-part', parts: list, check };
    },
  };
}

/**
 * The builders of a mathematics set whose problems each name the kind of source they are modelled on
 * (a key of `sources`): numeric, five options, an open answer, and parts answered by expressions.
 */
export function writtenMathSet<S extends Record<string, readonly string[]>>(sources: S) {
  const base = (id: number, subtopic: string, source: keyof S, statement: string, solution: string) => ({
    id: `${idPrefix.matematicas}-${id}`,
    subject: 'matematicas' as const,
    subtopic,
    statement,
    solution,
    modelledOn: [...(sources[source] ?? [])],
    difficulty: 'medio' as const,
  });
  return {
    base,
    numeric: (
      id: number,
      subtopic: string,
      source: keyof S,
      statement: string,
      answer: { value: () => number; unit?: string; text: string; relative?: number; absolute?: number },
      solution: string,
    ): ExamStyleProblem => ({
      ...base(id, subtopic, source, statement, solution),
      format: 'numeric',
      answer: {
        value: answer.value(),
        unit: answer.unit ?? '',
        text: answer.text,
        tolerance: answer.relative ? { relative: answer.relative } : { absolute: answer.absolute ?? 0.01 },
      },
      check: answer.value,
    }),
    options: (
      id: number,
      subtopic: string,
      source: keyof S,
      statement: string,
      shown: [string, string, string, string],
      option: number,
      solution: string,
      verify?: () => boolean,
    ): ExamStyleProblem => ({
      ...base(id, subtopic, source, statement, solution),
      format: 'five-options',
      options: five(...shown),
      answer: { option },
      ...(verify ? { verify } : {}),
    }),
    open: (
      id: number,
      subtopic: string,
      source: keyof S,
      statement: string,
      text: string,
      solution: string,
      check?: () => number[],
    ): ExamStyleProblem => ({
      ...base(id, subtopic, source, statement, solution),
      format: 'open',
      answer: { text },
      ...(check ? { check } : {}),
    }),
    parts: (
      id: number,
      subtopic: string,
      source: keyof S,
      statement: string,
      asked: [string, string][],
      solution: string,
      check?: () => number[][],
    ): ExamStyleProblem => ({
      ...base(id, subtopic, source, statement, solution),
      format: 'multi-part',
      parts: asked.map(([prompt, text], i) => ({
        label: at(['a', 'b', 'c', 'd'] as const, i, 'part label'),
        prompt,
        answer: { kind: 'expression' as const, text },
      })),
      ...(check ? { check } : {}),
    }),
  };
}
