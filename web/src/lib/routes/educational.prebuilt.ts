import {
  exerciseRoute as exercise,
  miniClassRoute as miniClass,
  subjectDetailRoute as subjectDetail,
  subjectListRoute as subjectList,
} from '../../../../shared/api/routes/educational.ts';
import { lightRoute } from '../lighten.ts';

export const subjectListRoute = lightRoute(subjectList);
export const subjectDetailRoute = lightRoute(subjectDetail);
export const miniClassRoute = lightRoute(miniClass);
export const exerciseRoute = lightRoute(exercise);
