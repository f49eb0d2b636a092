import { goalRoute } from '../../shared/api/routes/practice.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { goalStatus } from '../lib/learning-loop/goal.ts';

config();

export const handler = createHandler(goalRoute, async ({ session }) => ({
  goal: await goalStatus(session),
}));
