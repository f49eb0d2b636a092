import { tutorRoute } from '../../shared/api/routes/chat.ts';
import { resolveSession } from '../lib/auth/session.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { getSubscription, hasAccess } from '../lib/data/subscriptions.ts';
import { createHandler } from '../lib/http.ts';
import { askTutor } from '../lib/tutor/ask-tutor.ts';
import { searchContent } from '../lib/tutor/retrieval.ts';
import { tutorProvider } from '../lib/tutor/select-provider.ts';

config();

/**
 * Open to visitors; a session cookie, when there is one, keeps the conversation's history, and an
 * active subscription raises the quota from a visitor's to a student's.
 */
export const handler = createHandler(tutorRoute, async ({ body, event, log }) => {
  const session = await resolveSession(event.cookies);
  const subscriber = session ? hasAccess(await getSubscription(session.userId)) : false;
  return askTutor(
    { message: body.message, userId: session?.userId, subscriber, ip: clientIp(event) },
    { provider: await tutorProvider(), search: (query) => searchContent(query), log },
  );
});
