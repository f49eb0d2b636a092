import { goalRoute as goal, planRoute as plan } from '../../../../shared/api/routes/practice.ts';
import { lightRoute } from '../lighten.ts';

export const planRoute = lightRoute(plan);
export const goalRoute = lightRoute(goal);
