import { callable } from '../light-contract.ts';
import * as light from './statistics.prebuilt.ts';

export const statisticsPageRoute = callable(light.statisticsPageRoute);
export const statisticsPredictionRoute = callable(light.statisticsPredictionRoute);
