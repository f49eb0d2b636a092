import { defineEntity } from '../entity.ts';

export const seenQuestions = defineEntity({
  prefix: 'SEEN#',
  deletion: 'partition',
  keys: (pk) => ({ seenQuestions: (userId: string, subject: string) => ({ pk: pk(userId), sk: subject }) }),
});
