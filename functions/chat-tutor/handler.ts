import { tutorRoute } from '../../shared/api/routes/chat.ts';
import { clientIp } from '../lib/client-ip.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { askerFrom, askTutor } from '../lib/tutor/ask-tutor.ts';
import { searchContent } from '../lib/tutor/retrieval.ts';
import { tutorProvider } from '../lib/tutor/select-provider.ts';

config();

export const handler = createHandler(tutorRoute, async ({ body, event, log }) =>
  askTutor(
    { message: body.message, context: body.context, ...(await askerFrom(event.cookies, clientIp(event))) },
    { provider: await tutorProvider(), search: (query) => searchContent(query), log },
  ),
);
