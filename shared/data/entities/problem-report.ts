import { defineEntity } from '../entity.ts';

/** Kept: a report is about an exercise, filed under it for the team. */
export const problemReport = defineEntity({
  prefix: 'REPORT#',
  deletion: 'kept',
  keys: (pk) => ({
    problemReport: (exerciseId: string, createdAt: string, userId: string) => ({
      pk: pk(exerciseId),
      sk: `${createdAt}#${userId}`,
    }),
  }),
});
