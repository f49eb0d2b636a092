import { statisticsTopicsRoute } from '../../shared/api/routes/statistics.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { topics } from '../lib/statistics/service.ts';

config();

export const handler = createHandler(statisticsTopicsRoute, async ({ session, query }) => ({
  ...(await topics(session, query.timeframe)),
}));
