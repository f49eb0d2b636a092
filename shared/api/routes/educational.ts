import { emptyObject } from '../common.ts';
import * as educational from '../contracts/educational.ts';
import { route } from '../route-definition.ts';

export const subjectListRoute = route({
  name: 'educational-subjects',
  method: 'GET',
  path: '/api/educational',
  access: 'subscription',
  request: {},
  owner: 'none',
  response: educational.subjectListResponse,
  data: { reads: ['user'], writes: [] },
  services: ['content'],
});

export const subjectDetailRoute = route({
  name: 'educational-subject',
  method: 'GET',
  path: '/api/educational/{subject}',
  access: 'subscription',
  request: { params: educational.subjectParams },
  owner: 'none',
  response: educational.subjectDetailResponse,
  data: { reads: ['statCounter', 'attempt'], writes: [] },
  services: ['content'],
});

export const miniClassRoute = route({
  name: 'educational-mini-class',
  method: 'GET',
  path: '/api/educational/{subject}/mini-clases/{id}',
  access: 'subscription',
  request: { params: educational.miniClassParams },
  owner: 'none',
  response: educational.miniClassResponse,
  data: { reads: [], writes: [] },
  services: ['content', 'typeset'],
});

export const exercisesByTopicRoute = route({
  name: 'educational-exercises',
  method: 'GET',
  path: '/api/educational/{subject}/ejercicios',
  access: 'subscription',
  request: { params: educational.subjectParams, query: educational.exercisesByTopicQuery },
  owner: 'none',
  response: educational.exercisesByTopicResponse,
  data: { reads: ['statCounter'], writes: [] },
  services: ['content', 'typeset'],
});

export const exerciseRoute = route({
  name: 'educational-exercise',
  method: 'GET',
  path: '/api/educational/{subject}/ejercicios/{exercise}',
  access: 'subscription',
  request: { params: educational.exerciseParams },
  owner: 'none',
  response: educational.exerciseResponse,
  data: { reads: ['statCounter'], writes: [] },
  services: ['content', 'typeset'],
});

export const verifyExerciseRoute = route({
  name: 'educational-verify',
  method: 'POST',
  path: '/api/educational/{subject}/ejercicios/{exercise}/verificar',
  access: 'subscription',
  request: { params: educational.exerciseParams, body: educational.verifyAnswerRequest },
  owner: 'none',
  response: educational.verifyAnswerResponse,
  data: { reads: ['statCounter'], writes: ['attempt', 'statCounter', 'ranking'] },
  services: ['content', 'typeset'],
  activeStudent: true,
});

/** "Ver solución": the key and the explanation, whether or not the student answered. */
export const exerciseSolutionRoute = route({
  name: 'educational-solution',
  method: 'POST',
  path: '/api/educational/{subject}/ejercicios/{exercise}/solucion',
  access: 'subscription',
  request: { params: educational.exerciseParams, body: emptyObject.optional() },
  owner: 'none',
  response: educational.solutionResponse,
  data: { reads: [], writes: ['statCounter'] },
  services: ['content', 'typeset'],
});

export const reportExerciseRoute = route({
  name: 'educational-report',
  method: 'POST',
  path: '/api/educational/{subject}/ejercicios/{exercise}/reportar',
  access: 'subscription',
  request: { params: educational.exerciseParams, body: educational.problemReportRequest },
  owner: 'none',
  response: educational.problemReportResponse,
  data: { reads: [], writes: ['problemReport'] },
  services: ['content'],
});
