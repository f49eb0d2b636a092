import { emptyObject } from '../common.ts';
import * as booklets from '../contracts/booklets.ts';
import { route } from '../route-definition.ts';

/** The subject's study booklet (answers included) is for subscribers: a short-lived link to it. */
export const bookletLinkRoute = route({
  name: 'booklets-link',
  method: 'GET',
  path: '/api/booklets/{subject}',
  access: 'subscription',
  request: { params: booklets.bookletParams, query: emptyObject },
  owner: 'none',
  response: booklets.bookletLinkResponse,
  data: { reads: [], writes: [] },
  services: ['booklets'],
});

/**
 * A PDF of the student's weakest subtopics: the key idea, worked examples and fresh exercises with the
 * answers at the end (ADR 0057). Made on request with pdfkit, which ships beside the bundle (`pdf`), a
 * few times a day at most.
 */
export const personalBookletRoute = route({
  name: 'booklets-personal',
  method: 'GET',
  path: '/api/booklets/personal',
  access: 'subscription',
  request: { query: emptyObject },
  owner: 'none',
  response: booklets.personalBookletResponse,
  data: { reads: ['attempt', 'rateLimit'], writes: ['rateLimit'] },
  services: ['content', 'generators', 'pdf'],
});
