import { bookletLinkRoute } from '../../shared/api/routes/booklets.ts';
import { bookletLink } from '../lib/booklets/link.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(bookletLinkRoute, ({ params }) => bookletLink(params.subject));
