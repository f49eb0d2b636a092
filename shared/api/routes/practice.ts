import { emptyObject } from '../common.ts';
import * as practice from '../contracts/practice.ts';
import { route } from '../route-definition.ts';

/**
 * Today's review (ADR 0051): first brings the schedule up to date with the answers given since the last
 * look (practice and simulators, read from the attempts), then lists what is due, without the keys.
 */
export const reviewRoute = route({
  name: 'practice-review',
  method: 'GET',
  path: '/api/practice/review',
  access: 'subscription',
  request: { query: emptyObject },
  owner: 'none',
  response: practice.reviewResponse,
  data: { reads: ['reviewCard', 'attempt'], writes: ['reviewCard'] },
  services: ['content', 'generators', 'typeset'],
});

/** One review answer: graded, the schedule moved by FSRS, and counted like a practice answer. */
export const reviewAnswerRoute = route({
  name: 'practice-review-answer',
  method: 'POST',
  path: '/api/practice/review/{item}/answer',
  access: 'subscription',
  request: { params: practice.reviewAnswerParams, body: practice.reviewAnswerRequest },
  owner: 'none',
  response: practice.reviewAnswerResponse,
  data: { reads: ['reviewCard', 'statCounter'], writes: ['reviewCard', 'attempt', 'statCounter', 'ranking'] },
  services: ['content', 'generators', 'typeset'],
});

/** The daily goal, today's progress and the streak, in Argentine days (ADR 0052). */
export const goalRoute = route({
  name: 'practice-goal',
  method: 'GET',
  path: '/api/practice/goal',
  access: 'subscription',
  request: { query: emptyObject },
  owner: 'none',
  response: practice.goalResponse,
  data: { reads: ['studyGoal', 'statCounter'], writes: ['studyGoal'] },
});

/** Picks the daily goal and turns the reminder e-mail on or off. */
export const goalUpdateRoute = route({
  name: 'practice-goal-update',
  method: 'POST',
  path: '/api/practice/goal',
  access: 'subscription',
  request: { body: practice.goalUpdateRequest },
  owner: 'none',
  response: practice.goalUpdateResponse,
  data: { reads: ['studyGoal', 'statCounter'], writes: ['studyGoal', 'studyReminder'] },
});

/**
 * The reminder's one-click way out: the signed token in the e-mail's link is the only credential. Also
 * the List-Unsubscribe address, where mail clients post a form (RFC 8058) with the token in the query.
 */
export const unsubscribeReminderRoute = route({
  name: 'practice-reminder-unsubscribe',
  method: 'POST',
  path: '/api/practice/reminders/unsubscribe',
  access: 'public',
  request: { query: practice.unsubscribeQuery, body: practice.unsubscribeRequest },
  acceptsForm: true,
  owner: 'none',
  response: practice.unsubscribeResponse,
  data: { reads: [], writes: ['studyGoal', 'studyReminder'] },
  services: ['secrets'],
});

/**
 * The week-by-week plan to the exam, and what today asks for (ADR 0053). Like the review, it first
 * brings the per-subtopic figures up to date with the answers given since the last look.
 */
export const planRoute = route({
  name: 'practice-plan',
  method: 'GET',
  path: '/api/practice/plan',
  access: 'subscription',
  request: { query: practice.planQuery },
  owner: 'none',
  response: practice.planResponse,
  data: { reads: ['statCounter', 'reviewCard', 'attempt', 'studyGoal', 'user'], writes: ['reviewCard'] },
  services: ['content', 'generators'],
});
