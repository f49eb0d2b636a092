import { statisticsSubjectsRoute } from '../../shared/api/routes/statistics.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { subjectProgress } from '../lib/statistics/service.ts';

config();

export const handler = createHandler(statisticsSubjectsRoute, async ({ session, query }) => ({
  progress: await subjectProgress(session, query.timeframe),
}));
