import { defineEntity } from '../entity.ts';

/** A student's daily goal, its history, the streak's anchor and the reminder choice (ADR 0052). */
export const studyGoal = defineEntity({
  prefix: 'GOAL#',
  deletion: 'partition',
  keys: (pk) => ({ goal: (userId: string) => ({ pk: pk(userId), sk: 'GOAL' }) }),
});
