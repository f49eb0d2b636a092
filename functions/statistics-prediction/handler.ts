import { statisticsPredictionRoute } from '../../shared/api/routes/statistics.ts';
import { config } from '../lib/config.ts';
import { createHandler } from '../lib/http.ts';
import { passOutlook } from '../lib/statistics/prediction.ts';

config();

export const handler = createHandler(statisticsPredictionRoute, async ({ session }) => ({
  subjects: await passOutlook(session),
}));
