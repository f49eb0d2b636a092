import { goalUpdateRoute } from '../../shared/api/routes/practice.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { chooseGoal, goalChosenMessage } from '../lib/learning-loop/goal.ts';

config();

export const handler = createHandler(
  goalUpdateRoute,
  async ({ session, body }) => ({ goal: await chooseGoal(session, body) }),
  { message: ({ goal }) => goalChosenMessage(goal) },
);
