import { subjectDetailRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { subjectDetail } from '../lib/educational/catalog.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(subjectDetailRoute, async ({ params }) => ({
  success: true as const,
  data: subjectDetail(params.subject),
}));
