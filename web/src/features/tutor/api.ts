import { tutorRoute } from '../../../../shared/api/routes/chat.ts';
import { type ApiResult, callApi } from '../../lib/api.ts';

export const TUTOR_FAILURE_REPLY =
  'Lo siento, hubo un error al procesar tu consulta. Por favor, intentá de nuevo.';

/** Too many requests at once, before any quota of the student's is reached. */
export const TUTOR_BUSY_REPLY =
  'Hay muchas consultas al tutor en este momento. Esperá unos segundos y volvé a intentar.';

/**
 * What the tutor says back: its answer; the server's own words when the quota is used up (they say
 * when to come back), or a short wait when the service is busy; the spec's failure reply for anything else.
 */
export function replyFor(result: ApiResult<typeof tutorRoute>): string {
  if (result.ok) return result.data.response;
  if (result.status === 429) return result.message ?? TUTOR_BUSY_REPLY;
  return TUTOR_FAILURE_REPLY;
}

/**
 * Sends one message, tagged with the page it is asked from (page-context.ts); the server keeps the
 * conversation. Never rejects.
 */
export async function askTutor(message: string, context = 'ingreso-utn'): Promise<string> {
  try {
    return replyFor(await callApi(tutorRoute, { body: { message, context } }));
  } catch {
    return TUTOR_FAILURE_REPLY;
  }
}
