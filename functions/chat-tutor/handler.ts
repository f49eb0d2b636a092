import { tutorRoute } from '../../shared/api/routes/chat.ts';
import { resolveSession } from '../lib/auth/session.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { searchContent } from '../lib/tutor/retrieval.ts';
import { tutorProvider } from '../lib/tutor/select-provider.ts';
import { askTutor } from './ask-tutor.ts';

config();

/** Open to visitors; a session cookie, when there is one, only changes the quota and keeps history. */
export const handler = createHandler(tutorRoute, async ({ body, event, log }) => {
  const session = await resolveSession(event.cookies);
  return askTutor(
    { message: body.message, userId: session?.userId, ip: clientIp(event) },
    { provider: tutorProvider(), search: (query) => searchContent(query), log },
  );
});
