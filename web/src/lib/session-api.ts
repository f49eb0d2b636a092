import { type ApiResult, callApi } from './api.ts';
import { callable } from './light-contract.ts';
import { sessionRoute } from './session-route.prebuilt.ts';

const route = callable(sessionRoute);

/**
 * Who the session cookie belongs to, with their subscription: the server's word, whatever this tab
 * stored. The answer is checked against its contract as data, without zod, so a public page can ask
 * on load.
 */
export const readSession = (signal?: AbortSignal) => callApi(route, { signal });
export type SessionResult = ApiResult<typeof route>;
