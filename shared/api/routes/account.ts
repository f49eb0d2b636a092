import { emptyObject } from '../common.ts';
import * as account from '../contracts/account.ts';
import { route } from '../route-definition.ts';

/** The student's own data, to download (right of access). */
export const exportAccountRoute = route({
  name: 'account-export',
  method: 'GET',
  path: '/api/account/export',
  access: 'session',
  request: { query: emptyObject },
  owner: 'none',
  response: account.accountExportResponse,
  data: {
    reads: [
      'user',
      'subscription',
      'attempt',
      'statCounter',
      'simulator',
      'simulatorAnswer',
      'feedback',
      'chatHistory',
      'reviewCard',
      'studyGoal',
    ],
    writes: ['rateLimit'],
  },
});

/** Deletes the account: live agreements are cancelled at Mercado Pago first, then every item goes. */
export const deleteAccountRoute = route({
  name: 'account-delete',
  method: 'POST',
  path: '/api/account/delete',
  access: 'session',
  request: { body: account.deleteAccountRequest },
  owner: 'none',
  response: account.deleteAccountResponse,
  data: {
    reads: [
      'user',
      // The e-mail's login challenges, one per browser that asked: found to be deleted.
      'loginChallenge',
      'subscription',
      // What an earlier deleted account of the same e-mail left of an agreement the search meets again.
      'subscriptionRef',
      'attempt',
      'statCounter',
      'simulator',
      'simulatorAnswer',
      'seenQuestions',
      'feedback',
      'chatHistory',
      'reviewCard',
      'studyGoal',
      'offlinePractice',
    ],
    writes: [
      'user',
      'userEmail',
      'loginChallenge',
      'session',
      'subscription',
      'subscriptionRef',
      'attempt',
      'statCounter',
      'simulator',
      'simulatorAnswer',
      'seenQuestions',
      'feedback',
      'chatHistory',
      'reviewCard',
      'studyGoal',
      'offlinePractice',
      'studyReminder',
      // The student leaves the national histogram's bucket their totals held.
      'ranking',
    ],
  },
  services: ['mercadopago', 'secrets'],
  timeoutSeconds: 20,
});

/** The student's exam: faculty, career and exam day (onboarding, "Mi cuenta", the plan's selector). */
export const examTargetRoute = route({
  name: 'account-exam',
  method: 'GET',
  path: '/api/account/exam',
  access: 'session',
  request: { query: emptyObject },
  owner: 'none',
  response: account.examTargetResponse,
  data: { reads: ['user'], writes: [] },
});

export const examTargetUpdateRoute = route({
  name: 'account-exam-update',
  method: 'POST',
  path: '/api/account/exam',
  access: 'session',
  request: { body: account.examTargetUpdateRequest },
  owner: 'none',
  response: account.examTargetUpdateResponse,
  data: { reads: ['user'], writes: ['user'] },
});
