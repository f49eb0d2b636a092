import * as trial from '../contracts/trial.ts';
import { route } from '../route-definition.ts';

/**
 * The free mini simulacro at /probar: public, limited per address in the handlers. Its Lambdas ship
 * only the trial's own items (functions/content/trial), never the subscribers' content catalog.
 */
export const startTrialRoute = route({
  name: 'trial-start',
  method: 'POST',
  path: '/api/trial/start',
  access: 'public',
  request: { body: trial.startTrialRequest },
  owner: 'none',
  response: trial.trialResponse,
  data: { reads: [], writes: ['trial', 'rateLimit'] },
});

export const trialRoute = route({
  name: 'trial-get',
  method: 'GET',
  path: '/api/trial/{id}',
  access: 'public',
  request: { params: trial.trialParams },
  owner: 'none',
  response: trial.trialResponse,
  data: { reads: ['trial'], writes: ['rateLimit'] },
});

export const answerTrialRoute = route({
  name: 'trial-answer',
  method: 'POST',
  path: '/api/trial/{id}/answer',
  access: 'public',
  request: { params: trial.trialParams, body: trial.answerTrialRequest },
  owner: 'none',
  response: trial.answerTrialResponse,
  data: { reads: ['trial'], writes: ['trial', 'rateLimit'] },
});
