import { sessionRoute } from '../../shared/api/routes/auth.ts';
import { sessionStudent } from '../lib/auth/session.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(sessionRoute, async ({ session }) => ({
  user: await sessionStudent(session),
}));
