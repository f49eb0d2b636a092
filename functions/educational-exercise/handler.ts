import { exerciseRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { exerciseWithNeighbours } from '../lib/educational/catalog.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(exerciseRoute, async ({ params }) => ({
  success: true as const,
  data: exerciseWithNeighbours(params.subject, params.exercise),
}));
