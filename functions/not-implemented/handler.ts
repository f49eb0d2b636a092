import { createNotImplementedHandler } from '../lib/http.ts';

/** Deployed for every route whose issue has not landed; ROUTE_NAME only labels the logs. */
export const handler = createNotImplementedHandler(process.env.ROUTE_NAME ?? 'not-implemented');
