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
