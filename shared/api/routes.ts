import type { Entity } from '../data/table.ts';
import { emptyObject } from './common.ts';
import * as auth from './contracts/auth.ts';
import * as chat from './contracts/chat.ts';
import * as educational from './contracts/educational.ts';
import * as feedback from './contracts/feedback.ts';
import * as health from './contracts/health.ts';
import * as simulators from './contracts/simulators.ts';
import * as statistics from './contracts/statistics.ts';
import * as subscriptions from './contracts/subscriptions.ts';
import type { z } from './zod.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call a route. `public`: anyone; `session`: a valid session cookie; `subscription`: a session
 * whose subscription is active and unexpired.
 */
export type Access = 'public' | 'session' | 'subscription';

/** External services a route's Lambda talks to, so the stack grants exactly those. */
export type Service = 'ses' | 'bedrock' | 'mercadopago' | 'secrets';

export interface RouteDefinition {
  /** Folder under functions/ and the Lambda's logical name. */
  name: string;
  method: HttpMethod;
  /** API Gateway path with `{param}` segments. */
  path: string;
  access: Access;
  request: { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType };
  response: z.ZodType;
  data: { reads: readonly Entity[]; writes: readonly Entity[] };
  services?: readonly Service[];
  /** false until the issue that builds the route lands; such a route answers 501. */
  implemented: boolean;
  /** Requests per second allowed at API Gateway for this route. */
  throttle?: { rate: number; burst: number };
}

const route = <const R extends RouteDefinition>(definition: R): R => definition;

export const routes = {
  health: route({
    name: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    request: {},
    response: health.healthResponse,
    data: { reads: ['health'], writes: [] },
    implemented: true,
    throttle: { rate: 10, burst: 20 },
  }),

  sendVerification: route({
    name: 'auth-send-verification',
    method: 'POST',
    path: '/api/auth/send-verification',
    access: 'public',
    request: { body: auth.sendVerificationRequest },
    response: auth.sendVerificationResponse,
    data: { reads: ['userEmail', 'subscription'], writes: ['loginChallenge', 'rateLimit'] },
    services: ['ses', 'secrets'],
    implemented: false,
    throttle: { rate: 5, burst: 10 },
  }),
  verifyCode: route({
    name: 'auth-verify-code',
    method: 'POST',
    path: '/api/auth/verify-code',
    access: 'public',
    request: { body: auth.verifyCodeRequest },
    response: auth.verifyCodeResponse,
    data: {
      reads: ['loginChallenge', 'userEmail', 'subscription'],
      writes: ['loginChallenge', 'rateLimit', 'user', 'userEmail', 'session'],
    },
    services: ['secrets'],
    implemented: false,
    throttle: { rate: 5, burst: 10 },
  }),
  logout: route({
    name: 'auth-logout',
    method: 'POST',
    path: '/api/auth/logout',
    access: 'session',
    request: { body: emptyObject.optional() },
    response: auth.logoutResponse,
    data: { reads: [], writes: ['session'] },
    implemented: false,
  }),

  createSubscription: route({
    name: 'subscriptions-create',
    method: 'POST',
    path: '/api/subscriptions/create',
    access: 'session',
    request: { body: subscriptions.createSubscriptionRequest },
    response: subscriptions.createSubscriptionResponse,
    data: { reads: ['subscription'], writes: ['subscription', 'subscriptionRef'] },
    services: ['mercadopago', 'secrets'],
    implemented: false,
  }),
  updateSubscriptionStatus: route({
    name: 'subscriptions-update-status',
    method: 'POST',
    path: '/api/subscriptions/update-status',
    access: 'session',
    request: { body: subscriptions.updateStatusRequest },
    response: subscriptions.updateStatusResponse,
    data: { reads: ['subscription'], writes: ['subscription'] },
    services: ['mercadopago', 'secrets'],
    implemented: false,
  }),
  checkSubscriptionStatus: route({
    name: 'subscriptions-check-status',
    method: 'GET',
    path: '/api/subscriptions/check-status',
    access: 'session',
    request: { query: subscriptions.checkStatusQuery },
    response: subscriptions.subscriptionStatusResponse,
    data: { reads: ['subscription'], writes: [] },
    implemented: false,
  }),
  subscriptionStatusByEmail: route({
    name: 'subscriptions-status-by-email',
    method: 'GET',
    path: '/api/subscriptions/status-by-email/{email}',
    access: 'session',
    request: { params: subscriptions.statusByEmailParams },
    response: subscriptions.subscriptionStatusResponse,
    data: { reads: ['subscription'], writes: [] },
    implemented: false,
  }),
  cancelSubscription: route({
    name: 'subscriptions-cancel',
    method: 'POST',
    path: '/api/subscriptions/cancel',
    access: 'session',
    request: { body: emptyObject.optional() },
    response: subscriptions.cancelSubscriptionResponse,
    data: { reads: ['subscription'], writes: ['subscription'] },
    services: ['mercadopago', 'secrets'],
    implemented: false,
  }),
  mercadoPagoWebhook: route({
    name: 'webhooks-mercadopago',
    method: 'POST',
    path: '/api/webhooks/mercadopago',
    access: 'public',
    request: { query: subscriptions.mercadoPagoWebhookQuery, body: subscriptions.mercadoPagoWebhookBody },
    response: subscriptions.webhookResponse,
    data: {
      reads: ['subscriptionRef', 'subscription', 'webhookEvent'],
      writes: ['subscription', 'webhookEvent'],
    },
    services: ['mercadopago', 'secrets'],
    implemented: false,
    throttle: { rate: 20, burst: 40 },
  }),

  tutor: route({
    name: 'chat-tutor',
    method: 'POST',
    path: '/api/chat/tutor',
    access: 'public',
    request: { body: chat.tutorRequest },
    response: chat.tutorResponse,
    data: { reads: ['chatHistory', 'quota'], writes: ['chatHistory', 'quota'] },
    services: ['bedrock'],
    implemented: false,
    throttle: { rate: 5, burst: 10 },
  }),

  submitFeedback: route({
    name: 'feedback-submit',
    method: 'POST',
    path: '/api/feedback/submit',
    access: 'session',
    request: { body: feedback.submitFeedbackRequest },
    response: feedback.submitFeedbackResponse,
    data: { reads: [], writes: ['feedback'] },
    implemented: false,
  }),
  userFeedback: route({
    name: 'feedback-user',
    method: 'GET',
    path: '/api/feedback/user/{user}',
    access: 'session',
    request: { params: feedback.userParams },
    response: feedback.userFeedbackResponse,
    data: { reads: ['feedback'], writes: [] },
    implemented: false,
  }),
  waitlist: route({
    name: 'waitlist-join',
    method: 'POST',
    path: '/api/waitlist',
    access: 'public',
    request: { body: feedback.waitlistRequest },
    response: feedback.waitlistResponse,
    data: { reads: [], writes: ['waitlist', 'rateLimit'] },
    implemented: false,
    throttle: { rate: 5, burst: 10 },
  }),

  subjectList: route({
    name: 'educational-subjects',
    method: 'GET',
    path: '/api/educational',
    access: 'subscription',
    request: {},
    response: educational.subjectListResponse,
    data: { reads: [], writes: [] },
    implemented: false,
  }),
  subjectDetail: route({
    name: 'educational-subject',
    method: 'GET',
    path: '/api/educational/{subject}',
    access: 'subscription',
    request: { params: educational.subjectParams },
    response: educational.subjectDetailResponse,
    data: { reads: [], writes: [] },
    implemented: false,
  }),
  miniClass: route({
    name: 'educational-mini-class',
    method: 'GET',
    path: '/api/educational/{subject}/mini-clases/{id}',
    access: 'subscription',
    request: { params: educational.miniClassParams },
    response: educational.miniClassResponse,
    data: { reads: [], writes: [] },
    implemented: false,
  }),
  exercisesByTopic: route({
    name: 'educational-exercises',
    method: 'GET',
    path: '/api/educational/{subject}/ejercicios',
    access: 'subscription',
    request: { params: educational.subjectParams, query: educational.exercisesByTopicQuery },
    response: educational.exercisesByTopicResponse,
    data: { reads: [], writes: [] },
    implemented: false,
  }),
  exercise: route({
    name: 'educational-exercise',
    method: 'GET',
    path: '/api/educational/{subject}/ejercicios/{exercise}',
    access: 'subscription',
    request: { params: educational.exerciseParams },
    response: educational.exerciseResponse,
    data: { reads: [], writes: [] },
    implemented: false,
  }),
  verifyExercise: route({
    name: 'educational-verify',
    method: 'POST',
    path: '/api/educational/{subject}/ejercicios/{exercise}/verificar',
    access: 'subscription',
    request: { params: educational.exerciseParams, body: educational.verifyAnswerRequest },
    response: educational.verifyAnswerResponse,
    data: { reads: ['statCounter', 'ranking'], writes: ['attempt', 'statCounter', 'ranking'] },
    implemented: false,
  }),
  reportExercise: route({
    name: 'educational-report',
    method: 'POST',
    path: '/api/educational/{subject}/ejercicios/{exercise}/reportar',
    access: 'subscription',
    request: { params: educational.exerciseParams, body: educational.problemReportRequest },
    response: educational.problemReportResponse,
    data: { reads: [], writes: ['problemReport'] },
    implemented: false,
  }),

  simulatorList: route({
    name: 'simulators-list',
    method: 'GET',
    path: '/api/simulators',
    access: 'subscription',
    request: {},
    response: simulators.simulatorListResponse,
    data: { reads: ['simulator'], writes: [] },
    implemented: false,
  }),
  createSimulator: route({
    name: 'simulators-create',
    method: 'POST',
    path: '/api/simulators/create',
    access: 'subscription',
    request: { body: simulators.createSimulatorRequest },
    response: simulators.createSimulatorResponse,
    data: { reads: ['seenQuestions'], writes: ['simulator', 'seenQuestions'] },
    implemented: false,
  }),
  simulator: route({
    name: 'simulators-get',
    method: 'GET',
    path: '/api/simulators/{id}',
    access: 'subscription',
    request: { params: simulators.simulatorParams },
    response: simulators.simulatorResponse,
    data: { reads: ['simulator'], writes: ['simulator', 'statCounter', 'ranking'] },
    implemented: false,
  }),
  answerSimulator: route({
    name: 'simulators-answer',
    method: 'POST',
    path: '/api/simulators/{id}/answer',
    access: 'subscription',
    request: { params: simulators.simulatorParams, body: simulators.answerRequest },
    response: simulators.answerResponse,
    data: { reads: ['simulator'], writes: ['simulator', 'statCounter', 'ranking'] },
    implemented: false,
  }),
  completeSimulator: route({
    name: 'simulators-complete',
    method: 'POST',
    path: '/api/simulators/{id}/complete',
    access: 'subscription',
    request: { params: simulators.simulatorParams, body: simulators.completeRequest },
    response: simulators.completeResponse,
    data: { reads: ['simulator'], writes: ['simulator', 'statCounter', 'ranking'] },
    implemented: false,
  }),
  simulatorHistory: route({
    name: 'simulators-history',
    method: 'GET',
    path: '/api/simulators/history/{user}',
    access: 'subscription',
    request: { params: simulators.historyParams },
    response: simulators.historyResponse,
    data: { reads: ['simulator'], writes: [] },
    implemented: false,
  }),

  statisticsOverview: route({
    name: 'statistics-overview',
    method: 'GET',
    path: '/api/statistics/overview/{user}',
    access: 'subscription',
    request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
    response: statistics.overviewResponse,
    data: { reads: ['statCounter', 'simulator', 'ranking'], writes: [] },
    implemented: false,
  }),
  statisticsSubjects: route({
    name: 'statistics-subjects',
    method: 'GET',
    path: '/api/statistics/subjects/{user}',
    access: 'subscription',
    request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
    response: statistics.subjectsResponse,
    data: { reads: ['statCounter', 'ranking'], writes: [] },
    implemented: false,
  }),
  statisticsTopics: route({
    name: 'statistics-topics',
    method: 'GET',
    path: '/api/statistics/topics/{user}',
    access: 'subscription',
    request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
    response: statistics.topicsResponse,
    data: { reads: ['statCounter'], writes: [] },
    implemented: false,
  }),
  statisticsProgress: route({
    name: 'statistics-progress',
    method: 'GET',
    path: '/api/statistics/progress/{user}',
    access: 'subscription',
    request: { params: statistics.statisticsParams, query: statistics.statisticsQuery },
    response: statistics.progressResponse,
    data: { reads: ['statCounter'], writes: [] },
    implemented: false,
  }),
  dashboard: route({
    name: 'statistics-dashboard',
    method: 'GET',
    path: '/api/statistics/dashboard/{user}',
    access: 'subscription',
    request: { params: statistics.statisticsParams },
    response: statistics.dashboardResponse,
    data: { reads: ['statCounter', 'simulator', 'ranking'], writes: [] },
    implemented: false,
  }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routes;
export type Route = (typeof routes)[RouteKey];
export const routeList: readonly RouteDefinition[] = Object.values(routes);

export type RequestBody<R extends RouteDefinition> = R['request']['body'] extends z.ZodType
  ? z.input<R['request']['body']>
  : undefined;
export type ResponseBody<R extends RouteDefinition> = z.infer<R['response']>;

/** Entities the access level itself reads: the session cookie, and for content the subscription. */
export function entitiesForAccess(access: Access): { reads: Entity[]; writes: Entity[] } {
  if (access === 'public') return { reads: [], writes: [] };
  if (access === 'session') return { reads: ['session', 'user'], writes: ['session'] };
  return { reads: ['session', 'user', 'subscription'], writes: ['session'] };
}
