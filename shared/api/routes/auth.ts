import { emptyObject } from '../common.ts';
import * as auth from '../contracts/auth.ts';
import { route } from '../route-definition.ts';

export const sendVerificationRoute = route({
  name: 'auth-send-verification',
  method: 'POST',
  path: '/api/auth/send-verification',
  access: 'public',
  request: { body: auth.sendVerificationRequest },
  owner: 'none',
  response: auth.sendVerificationResponse,
  data: {
    // user: the networks the account logged in from; rateLimit: a requester's cooldown is read first.
    reads: ['userEmail', 'subscription', 'user', 'mailSuppression', 'rateLimit', 'loginChallenge'],
    writes: ['loginChallenge', 'rateLimit'],
  },
  services: ['ses', 'secrets'],
});

export const verifyCodeRoute = route({
  name: 'auth-verify-code',
  method: 'POST',
  path: '/api/auth/verify-code',
  access: 'public',
  request: { body: auth.verifyCodeRequest },
  owner: 'none',
  response: auth.verifyCodeResponse,
  data: {
    // trial, attempt, statCounter, ranking: the free trial this browser took becomes the account's (ADR 0082).
    reads: ['loginChallenge', 'userEmail', 'subscription', 'user', 'trial', 'statCounter'],
    writes: [
      'loginChallenge',
      'rateLimit',
      'user',
      'userEmail',
      'session',
      'trial',
      'attempt',
      'statCounter',
      'ranking',
    ],
  },
  services: ['secrets'],
  activeStudent: true,
});

/** A login e-mail's one-click link, posted by the page it opens (ADR 0064). */
export const verifyLinkRoute = route({
  name: 'auth-verify-link',
  method: 'POST',
  path: '/api/auth/verify-link',
  access: 'public',
  request: { body: auth.verifyLinkRequest },
  owner: 'none',
  response: auth.verifyCodeResponse,
  data: {
    // trial, attempt, statCounter, ranking: the free trial this browser took becomes the account's (ADR 0082).
    reads: ['loginChallenge', 'userEmail', 'subscription', 'user', 'trial', 'statCounter'],
    writes: [
      'loginChallenge',
      'rateLimit',
      'user',
      'userEmail',
      'session',
      'trial',
      'attempt',
      'statCounter',
      'ranking',
    ],
  },
  services: ['secrets'],
  activeStudent: true,
});

export const logoutRoute = route({
  name: 'auth-logout',
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  request: { body: emptyObject.optional() },
  owner: 'none',
  response: auth.logoutResponse,
  data: { reads: ['session'], writes: ['session'] },
});

export const sessionRoute = route({
  name: 'auth-session',
  method: 'GET',
  path: '/api/auth/session',
  access: 'session',
  request: { query: emptyObject },
  owner: 'none',
  response: auth.sessionResponse,
  data: { reads: ['subscription'], writes: [] },
});
