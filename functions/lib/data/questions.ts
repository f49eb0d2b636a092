import type * as z from '../../../shared/api/zod.ts';
import type {
  storedGivenAnswerShape,
  storedQuestionShape,
  storedSimulatorQuestionShape,
} from '../../../shared/data/stored-questions.ts';

/** A question as the server keeps it (simulators and trials): the answer and explanation never leave before it is answered. */
export type StoredQuestion = z.infer<ReturnType<typeof storedQuestionShape>>;

/** Any simulator question: options (no `format`, as every question stored before #31), typed, or in parts. */
export type StoredSimulatorQuestion = z.infer<ReturnType<typeof storedSimulatorQuestionShape>>;

/** A simulator answer: an option, a typed value or one answer per part, graded, with its points. */
export type StoredGivenAnswer = z.infer<ReturnType<typeof storedGivenAnswerShape>>;
