/**
 * What the written sets build their problems with. Each set says once what its problems share (the
 * subject, the exams and programmes they are modelled on, the difficulty, how close a numeric answer
 * must be to its key) and writes each problem with the builders `writtenSet` returns.
 */
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';

export type Numeric = Extract<ExamStyleProblem, { format: 'numeric' }>;
export type Options = Extract<ExamStyleProblem, { format: 'five-options' }>;
export type Parts = Extract<ExamStyleProblem, { format: 'multi-part' }>;
export type Part = Parts['parts'][number];

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
