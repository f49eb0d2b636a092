import { callable } from '../light-contract.ts';
import * as light from './dashboard.prebuilt.ts';

// The area's routes as its pages call them (README.md here): the first screen's reads as light routes.
export const dashboardHomeRoute = callable(light.dashboardHomeRoute);
