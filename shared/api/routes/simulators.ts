import * as simulators from '../contracts/simulators.ts';
import { route } from '../route-definition.ts';

export const simulatorListRoute = route({
  name: 'simulators-list',
  method: 'GET',
  path: '/api/simulators',
  access: 'subscription',
  request: {},
  owner: 'none',
  response: simulators.simulatorListResponse,
  data: { reads: ['simulator'], writes: [] },
});

export const createSimulatorRoute = route({
  name: 'simulators-create',
  method: 'POST',
  path: '/api/simulators/create',
  access: 'subscription',
  request: { body: simulators.createSimulatorRequest },
  owner: { body: { userId: 'userId' } },
  response: simulators.createSimulatorResponse,
  data: {
    reads: ['seenQuestions'],
    writes: ['simulator', 'simulatorAnswer', 'seenQuestions', 'runningQuestion'],
  },
  services: ['content', 'generators'],
  activeStudent: true,
});

export const simulatorRoute = route({
  name: 'simulators-get',
  method: 'GET',
  path: '/api/simulators/{id}',
  access: 'subscription',
  request: { params: simulators.simulatorParams },
  owner: 'none',
  response: simulators.simulatorResponse,
  data: {
    reads: ['simulator', 'simulatorAnswer', 'statCounter'],
    writes: ['simulator', 'simulatorAnswer', 'attempt', 'statCounter', 'ranking'],
  },
  activeStudent: true,
  services: ['typeset'],
});

export const answerSimulatorRoute = route({
  name: 'simulators-answer',
  method: 'POST',
  path: '/api/simulators/{id}/answer',
  access: 'subscription',
  request: { params: simulators.simulatorParams, body: simulators.answerRequest },
  owner: 'none',
  response: simulators.answerResponse,
  data: {
    reads: ['simulator', 'simulatorAnswer', 'statCounter'],
    writes: ['simulator', 'simulatorAnswer', 'attempt', 'statCounter', 'ranking'],
  },
  activeStudent: true,
  services: ['typeset'],
});

export const completeSimulatorRoute = route({
  name: 'simulators-complete',
  method: 'POST',
  path: '/api/simulators/{id}/complete',
  access: 'subscription',
  request: { params: simulators.simulatorParams, body: simulators.completeRequest },
  owner: { body: { userId: 'userId' } },
  response: simulators.completeResponse,
  data: {
    reads: ['simulator', 'simulatorAnswer', 'statCounter'],
    writes: ['simulator', 'simulatorAnswer', 'attempt', 'statCounter', 'ranking'],
  },
  activeStudent: true,
});

export const simulatorHistoryRoute = route({
  name: 'simulators-history',
  method: 'GET',
  path: '/api/simulators/history/{user}',
  access: 'subscription',
  request: { params: simulators.historyParams },
  owner: { params: { user: 'userId' } },
  response: simulators.historyResponse,
  data: { reads: ['simulator'], writes: [] },
});
