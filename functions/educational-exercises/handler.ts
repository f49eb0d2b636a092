import { exercisesByTopicRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { exercisesOf } from '../lib/educational/catalog.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(exercisesByTopicRoute, async ({ params, query }) => ({
  success: true as const,
  data: exercisesOf(params.subject, query.tema),
}));
