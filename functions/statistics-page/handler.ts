import { statisticsPageRoute } from '../../shared/api/routes/statistics.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { statisticsPage } from '../lib/statistics/page.ts';

config();

export const handler = createHandler(statisticsPageRoute, async ({ session, query }) =>
  statisticsPage(session, query.timeframe),
);
