import { planRoute } from '../../shared/api/routes/practice.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { studyPlan } from '../lib/learning-loop/study-plan.ts';

config();

export const handler = createHandler(planRoute, async ({ session, query }) => ({
  plan: await studyPlan(session, query),
}));
