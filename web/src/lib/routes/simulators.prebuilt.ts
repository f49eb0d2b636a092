import {
  simulatorHistoryRoute as history,
  simulatorListRoute as list,
  simulatorRoute as simulator,
} from '../../../../shared/api/routes/simulators.ts';
import { lightRoute } from '../lighten.ts';

export const simulatorRoute = lightRoute(simulator);
export const simulatorListRoute = lightRoute(list);
export const simulatorHistoryRoute = lightRoute(history);
