import { personalBookletRoute } from '../../shared/api/routes/booklets.ts';
import { personalBooklet } from '../lib/booklets/personal.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(personalBookletRoute, ({ session }) => personalBooklet(session));
