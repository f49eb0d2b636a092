import { statisticsOverviewRoute } from '../../shared/api/routes/statistics.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { overview } from '../lib/statistics/service.ts';

config();

export const handler = createHandler(statisticsOverviewRoute, async ({ session, query }) => ({
  statistics: await overview(session, query.timeframe),
}));
