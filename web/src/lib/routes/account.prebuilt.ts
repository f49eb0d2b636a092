import { examTargetRoute as examTarget } from '../../../../shared/api/routes/account.ts';
import { lightRoute } from '../lighten.ts';

export const examTargetRoute = lightRoute(examTarget);
