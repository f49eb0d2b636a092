import * as feedback from '../contracts/feedback.ts';
import { route } from '../route-definition.ts';

export const submitFeedbackRoute = route({
  name: 'feedback-submit',
  method: 'POST',
  path: '/api/feedback/submit',
  access: 'session',
  request: { body: feedback.submitFeedbackRequest },
  owner: { body: { userId: 'userId', userEmail: 'email' } },
  response: feedback.submitFeedbackResponse,
  data: { reads: [], writes: ['feedback', 'rateLimit'] },
});

export const userFeedbackRoute = route({
  name: 'feedback-user',
  method: 'GET',
  path: '/api/feedback/user/{user}',
  access: 'session',
  request: { params: feedback.userParams },
  owner: { params: { user: 'userId' } },
  response: feedback.userFeedbackResponse,
  data: { reads: ['feedback'], writes: [] },
});

export const waitlistRoute = route({
  name: 'waitlist-join',
  method: 'POST',
  path: '/api/waitlist',
  access: 'public',
  request: { body: feedback.waitlistRequest },
  owner: 'none',
  response: feedback.waitlistResponse,
  data: { reads: [], writes: ['waitlist', 'rateLimit'] },
});
