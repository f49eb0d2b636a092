import { tutorRoute } from '../../../../shared/api/routes/chat.ts';
import { type ApiResult, callApi } from '../../lib/api.ts';

/** Tells the server where the question comes from; the tutor only covers the UTN entrance course. */
export const TUTOR_CONTEXT = 'ingreso-utn';

export const TUTOR_FAILURE_REPLY =
  'Lo siento, hubo un error al procesar tu consulta. Por favor, inténtalo de nuevo.';

/**
 * What the tutor says back: its answer; the server's own words when the quota is used up (they say
 * when to come back); the spec's failure reply for anything else.
 */
export function replyFor(result: ApiResult<typeof tutorRoute>): string {
  if (result.ok) return result.data.response;
  if (result.status === 429 && result.message) return result.message;
  return TUTOR_FAILURE_REPLY;
}

/** Sends one message; the server keeps the conversation. Never rejects. */
export async function askTutor(message: string): Promise<string> {
  try {
    return replyFor(await callApi(tutorRoute, { body: { message, context: TUTOR_CONTEXT } }));
  } catch {
    return TUTOR_FAILURE_REPLY;
  }
}
