import type { ExercisePart, NumericKey } from '../../content/schema.ts';
import { partLabel } from '../../content/schema.ts';
import type { StoredGivenAnswer, StoredSimulatorQuestion } from '../data/questions.ts';
import { type AnswerKey, type GivenAnswer, type Grade, keyText } from '../educational/grading.ts';

/*
 * A simulator question as the browser sees it, before and after it is graded, for the three kinds a
 * simulator holds (#31): options, a typed value, a problem in parts. The key goes out only with a grade.
 */

const typedField = (key: NumericKey) => ({
  unit: key.askUnit ? null : key.unit || null,
  askUnit: Boolean(key.askUnit),
});

const typedKey = (key: NumericKey) => ({ value: key.value, text: keyText(key), unit: key.unit || null });

function partView(part: ExercisePart, index: number) {
  return {
    label: partLabel(index),
    prompt: part.prompt,
    points: part.points,
    kind: part.kind,
    options: part.kind === 'multiple-choice' ? [...part.options] : [],
    typed: part.kind === 'numeric' ? typedField(part.answer) : null,
  };
}

/** What the browser sees of a question before answering: never its key. */
export function publicQuestion(question: StoredSimulatorQuestion) {
  const common = {
    topic: question.topic,
    question: question.question,
    ...(question.figure ? { figure: { svg: question.figure.svg, alt: question.figure.alt } } : {}),
  };
  if (question.format === undefined) return { ...common, options: [...question.options] };
  if (question.format === 'numeric')
    return { ...common, options: [], format: question.format, typed: typedField(question.answer) };
  return { ...common, options: [], format: question.format, parts: question.parts.map(partView) };
}

/** The key a simulator question is graded against. */
export function questionKey(question: StoredSimulatorQuestion): AnswerKey {
  if (question.format === undefined)
    return { kind: 'option', correctAnswer: question.correctAnswer, optionCount: question.options.length };
  if (question.format === 'numeric') return { kind: 'numeric', answer: question.answer };
  return { kind: 'multi-part', parts: question.parts };
}

/** A grade as an answer stores it: whether it is right and, for a typed answer or parts, why and how many points. */
export function storedGrade(
  grade: Grade,
): Pick<StoredGivenAnswer, 'isCorrect' | 'reason' | 'points' | 'parts'> {
  return {
    isCorrect: grade.correct,
    ...(grade.reason && grade.reason !== 'value' ? { reason: grade.reason } : {}),
    ...(grade.parts ? { points: grade.points, parts: grade.parts } : {}),
  };
}

/**
 * The key and what the grade said, for a graded answer or the review: the right option's index (-1
 * when the key is typed or in parts), the typed key, each part with its key, the points.
 */
export function gradedFields(
  question: StoredSimulatorQuestion,
  answer?: Omit<StoredGivenAnswer, 'at' | 'userAnswer'>,
) {
  if (question.format === undefined) return { correctAnswer: question.correctAnswer };
  const reason = answer?.reason ? { reason: answer.reason } : {};
  if (question.format === 'numeric') return { correctAnswer: -1, key: typedKey(question.answer), ...reason };
  const possible = question.parts.reduce((sum, part) => sum + part.points, 0);
  return {
    correctAnswer: -1,
    parts: question.parts.map((part, index) => {
      const verdict = answer?.parts?.[index];
      return {
        label: partLabel(index),
        isCorrect: verdict?.correct ?? false,
        ...(verdict?.reason ? { reason: verdict.reason } : answer ? {} : { reason: 'blank' as const }),
        earned: verdict?.earned ?? 0,
        possible: part.points,
        key: part.kind === 'numeric' ? typedKey(part.answer) : part.correctAnswer,
      };
    }),
    points: answer?.points ?? { earned: 0, possible },
  };
}

/** A question's worth: a problem in parts, its parts' points; any other question, one. */
export function pointsOf(question: StoredSimulatorQuestion): number {
  return question.format === 'multi-part' ? question.parts.reduce((sum, part) => sum + part.points, 0) : 1;
}

/** The answer as stored from what the contract parsed (the same shape, without `undefined` units). */
export function storedAnswer(answer: GivenAnswer): StoredGivenAnswer['userAnswer'] {
  if (typeof answer === 'boolean') return answer ? 0 : 1;
  if (typeof answer === 'number') return answer;
  const typed = (value: { value: string; unit?: string | undefined }) => ({
    value: value.value,
    ...(value.unit ? { unit: value.unit } : {}),
  });
  if ('value' in answer) return typed(answer);
  return {
    parts: answer.parts.map((part) => (part !== null && typeof part === 'object' ? typed(part) : part)),
  };
}
