import {
  statisticsPageRoute as page,
  statisticsPredictionRoute as prediction,
} from '../../../../shared/api/routes/statistics.ts';
import { lightRoute } from '../lighten.ts';

export const statisticsPageRoute = lightRoute(page);
export const statisticsPredictionRoute = lightRoute(prediction);
