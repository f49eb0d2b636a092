import type { OfflineAnswer, OfflineItem } from '../../../../shared/api/contracts/offline-practice.ts';
import { withinTolerance } from '../../../../shared/math/tolerance.ts';
import { readTypedNumber } from '../../../../shared/math/typed-number.ts';

/** What the student gave for an item, as the sync endpoint takes it. */
export type ItemAnswer = OfflineAnswer['answer'];

/**
 * The grade the device shows at once, from the pack's key, by the server's rule for typed values
 * (shared/math/tolerance.ts). The server grades the answer again when it arrives; its grade counts.
 */
export function gradeOnDevice(key: OfflineItem['key'], answer: ItemAnswer): boolean {
  switch (key.kind) {
    case 'option':
      return answer === key.correctAnswer;
    case 'true-false':
      return answer === key.correctAnswer;
    case 'numeric': {
      if (typeof answer !== 'object') return false;
      const read = readTypedNumber(answer.value);
      if (!read.ok) return false;
      return withinTolerance(read.value, key.value, key.tolerance);
    }
  }
}

/** The option index a true/false answer stands for in the options shown (Verdadero, Falso). */
export function trueFalseAnswer(options: readonly string[], choice: number): boolean {
  const trueIndex = options.findIndex((option) => /^verdadero$/i.test(option.trim()));
  return choice === (trueIndex === -1 ? 0 : trueIndex);
}
