import * as offline from '../contracts/offline-practice.ts';
import { declaredBy, route } from '../route-definition.ts';
import { planRoute } from './practice.ts';

/**
 * A pack of generated exercises to practise without a connection (ADR 0097), with their keys: a
 * generator's variant reveals nothing of the written bank. Per subject, or only the study plan's
 * subtopics of this week in it. At most a few per Argentine day.
 */
export const offlinePackRoute = route({
  name: 'practice-offline-pack',
  method: 'POST',
  path: '/api/practice/packs',
  access: 'subscription',
  request: { body: offline.offlinePackRequest },
  owner: 'none',
  response: offline.offlinePackResponse,
  // The plan's week reads what the plan does (ADR 0053).
  ...declaredBy([
    planRoute,
    { name: 'offline-pack', data: { reads: ['offlinePractice'], writes: ['offlinePractice'] } },
  ]),
});

/**
 * The answers given offline, sent when the connection returns: each graded again by the server from its
 * item's generator and seed, taken once per answer id, and counted like a practice answer on the
 * Argentine day it was given.
 */
export const offlineAnswersRoute = route({
  name: 'practice-offline-answers',
  method: 'POST',
  path: '/api/practice/offline-answers',
  access: 'subscription',
  request: { body: offline.offlineAnswersRequest },
  owner: 'none',
  response: offline.offlineAnswersResponse,
  data: {
    reads: ['offlinePractice', 'statCounter', 'studyGoal'],
    writes: ['offlinePractice', 'attempt', 'statCounter', 'ranking', 'studyGoal'],
  },
  services: ['generators'],
  timeoutSeconds: 30,
  activeStudent: true,
});
