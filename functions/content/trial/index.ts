import type { SubjectId } from '../../../shared/domain/subjects.ts';
import type { MultipleChoiceExercise } from '../schema.ts';
import { fisica } from './fisica.ts';
import { matematicas } from './matematicas.ts';
import { quimica } from './quimica.ts';

export type TrialItem = MultipleChoiceExercise;

/**
 * The free trial's own small pool, written for it: the public trial Lambdas bundle these and nothing
 * of the subscribers' bank, so a visitor can never reach subscriber content through them.
 */
export const trialItems: Record<SubjectId, readonly TrialItem[]> = { matematicas, fisica, quimica };
