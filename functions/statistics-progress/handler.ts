import { statisticsProgressRoute } from '../../shared/api/routes/statistics.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { dailyProgress } from '../lib/statistics/service.ts';

config();

export const handler = createHandler(statisticsProgressRoute, async ({ session, query }) => ({
  progress: await dailyProgress(session, query.timeframe),
}));
