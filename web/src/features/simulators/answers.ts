import type { AskedPart, PartVerdict } from '../../components/parts-answer.tsx';
import {
  emptyTyped,
  type PartDraft,
  type TypedValue,
  typedProblem,
  typedText,
} from '../../lib/typed-answer.ts';
import type { Answer, GradedAnswer, SimulatorView, UserAnswer } from './api.ts';
import { optionLetter } from './format.ts';

/*
 * The simulator's questions in the exam's formats (#31): what the student has entered (a draft), what
 * is sent, and how a graded answer reads.
 */

export type Question = SimulatorView['simulator']['questions'][number];

/** What is entered for one question before it is sent. */
export type Draft =
  | { kind: 'option'; option: number | null }
  | { kind: 'typed'; typed: TypedValue }
  | { kind: 'parts'; parts: PartDraft[] };

export function emptyDraft(question: Question): Draft {
  if (question.format === 'numeric') return { kind: 'typed', typed: emptyTyped() };
  if (question.format === 'multi-part')
    return { kind: 'parts', parts: (question.parts ?? []).map(() => null) };
  return { kind: 'option', option: null };
}

/** The draft a sent answer was made from, to show it again. */
export function draftOf(question: Question, answer: UserAnswer | null | undefined): Draft {
  if (answer === null || answer === undefined) return emptyDraft(question);
  if (typeof answer === 'number') return { kind: 'option', option: answer };
  if ('value' in answer) return { kind: 'typed', typed: { value: answer.value, unit: answer.unit ?? '' } };
  return {
    kind: 'parts',
    parts: answer.parts.map((part) =>
      part !== null && typeof part === 'object' ? { value: part.value, unit: part.unit ?? '' } : part,
    ),
  };
}

export function askedParts(question: Question): AskedPart[] {
  return (question.parts ?? []).map((part) => ({
    label: part.label,
    prompt: part.prompt,
    points: part.points,
    options: part.options,
    typed: part.typed,
  }));
}

const typedAnswer = (typed: TypedValue, askUnit: boolean) => ({
  value: typed.value.trim(),
  ...(askUnit && typed.unit.trim() ? { unit: typed.unit.trim() } : {}),
});

/**
 * The answer to send, or the reason it cannot go yet. An exam may leave parts blank (they count as
 * wrong); practice asks for every part.
 */
export function answerOf(
  question: Question,
  draft: Draft,
  { allowBlankParts }: { allowBlankParts: boolean },
): { answer: UserAnswer } | { problems: (string | null)[] } | null {
  if (draft.kind === 'option') return draft.option === null ? null : { answer: draft.option };
  if (draft.kind === 'typed') {
    if (draft.typed.value.trim() === '') return null;
    const askUnit = question.typed?.askUnit ?? false;
    const problem =
      typedProblem(draft.typed.value) ??
      (askUnit && draft.typed.unit.trim() === '' ? 'Escribí la unidad.' : null);
    return problem ? { problems: [problem] } : { answer: typedAnswer(draft.typed, askUnit) };
  }
  const parts = question.parts ?? [];
  const problems = parts.map((part, index) => {
    const entry = draft.parts[index] ?? null;
    if (entry === null || (typeof entry === 'object' && entry.value.trim() === ''))
      return allowBlankParts ? null : part.typed ? 'Escribí tu respuesta.' : 'Elegí una opción.';
    if (typeof entry === 'number') return null;
    return (
      typedProblem(entry.value) ??
      (part.typed?.askUnit && entry.unit.trim() === '' ? 'Escribí la unidad.' : null)
    );
  });
  if (problems.some(Boolean)) return { problems };
  if (
    draft.parts.every((entry) => entry === null || (typeof entry === 'object' && entry.value.trim() === ''))
  )
    return null;
  return {
    answer: {
      parts: draft.parts.map((entry, index) =>
        entry === null || typeof entry === 'number'
          ? entry
          : entry.value.trim() === ''
            ? null
            : typedAnswer(entry, parts[index]?.typed?.askUnit ?? false),
      ),
    },
  };
}

/** An answer as the student reads it back: "B", "3,5 m/s", "a) 15 cm; b) C". */
export function answerText(question: Question, answer: UserAnswer | null): string {
  if (answer === null) return 'Sin responder';
  if (typeof answer === 'number') return optionLetter(answer);
  if ('value' in answer)
    return typedText({ value: answer.value, unit: answer.unit ?? '' }, question.typed?.unit ?? null);
  return answer.parts
    .map((part, index) => {
      const asked = question.parts?.[index];
      const shown =
        part === null
          ? 'sin responder'
          : typeof part === 'number'
            ? optionLetter(part)
            : typedText({ value: part.value, unit: part.unit ?? '' }, asked?.typed?.unit ?? null);
      return `${asked?.label ?? String.fromCharCode(97 + index)}) ${shown}`;
    })
    .join('; ');
}

type Graded = Pick<GradedAnswer, 'isCorrect' | 'correctAnswer' | 'key' | 'parts' | 'points' | 'reason'>;

/** The key as the student reads it: "B", "20 m/s", or each part's. */
export function keyText(graded: Graded): string {
  if (graded.key) return graded.key.text;
  if (graded.parts)
    return graded.parts
      .map(
        (part) => `${part.label}) ${typeof part.key === 'number' ? optionLetter(part.key) : part.key.text}`,
      )
      .join('; ');
  return optionLetter(graded.correctAnswer);
}

/** Each part's verdict, with its key once graded. */
export function partVerdicts(graded: Graded | undefined): PartVerdict[] | undefined {
  return graded?.parts?.map((part) => ({
    isCorrect: part.isCorrect,
    reason: part.reason,
    earned: part.earned,
    possible: part.possible,
    key: typeof part.key === 'number' ? optionLetter(part.key) : part.key.text,
  }));
}

export const isGradedAnswer = (answer: Answer): answer is GradedAnswer => 'isCorrect' in answer;
