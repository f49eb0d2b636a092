import type { RouteDefinition } from './route-definition.ts';
import {
  deleteAccountRoute,
  examTargetRoute,
  examTargetUpdateRoute,
  exportAccountRoute,
} from './routes/account.ts';
import {
  logoutRoute,
  sendVerificationRoute,
  sessionRoute,
  verifyCodeRoute,
  verifyLinkRoute,
} from './routes/auth.ts';
import { bookletLinkRoute, personalBookletRoute } from './routes/booklets.ts';
import { tutorRoute } from './routes/chat.ts';
import { confirmConsumerRequestRoute, createConsumerRequestRoute } from './routes/consumer.ts';
import { dashboardHomeRoute } from './routes/dashboard.ts';
import {
  exerciseRoute,
  exerciseSolutionRoute,
  exercisesByTopicRoute,
  miniClassRoute,
  reportExerciseRoute,
  subjectDetailRoute,
  subjectListRoute,
  verifyExerciseRoute,
} from './routes/educational.ts';
import { submitFeedbackRoute, userFeedbackRoute, waitlistRoute } from './routes/feedback.ts';
import { healthRoute } from './routes/health.ts';
import { offlineAnswersRoute, offlinePackRoute } from './routes/offline-practice.ts';
import {
  goalRoute,
  goalUpdateRoute,
  planRoute,
  reviewAnswerRoute,
  reviewRoute,
  unsubscribeReminderRoute,
} from './routes/practice.ts';
import {
  answerSimulatorRoute,
  completeSimulatorRoute,
  createSimulatorRoute,
  simulatorHistoryRoute,
  simulatorListRoute,
  simulatorRoute,
} from './routes/simulators.ts';
import {
  dashboardRoute,
  statisticsOverviewRoute,
  statisticsPageRoute,
  statisticsPredictionRoute,
  statisticsProgressRoute,
  statisticsSubjectsRoute,
  statisticsTopicsRoute,
} from './routes/statistics.ts';
import {
  cancelSubscriptionRoute,
  checkSubscriptionStatusRoute,
  createSubscriptionRoute,
  mercadoPagoWebhookRoute,
  subscriptionPaymentsRoute,
  subscriptionStatusByEmailRoute,
  updateSubscriptionStatusRoute,
} from './routes/subscriptions.ts';
import { answerTrialRoute, startTrialRoute, trialRoute } from './routes/trial.ts';
import type * as z from './zod.ts';

export type { Access, HttpMethod, RouteDefinition, Service } from './route-definition.ts';

/** The one list of endpoints: the CDK stack, the local server, the web client and the tests read it. */
export const routes = {
  health: healthRoute,
  sendVerification: sendVerificationRoute,
  verifyCode: verifyCodeRoute,
  verifyLink: verifyLinkRoute,
  logout: logoutRoute,
  session: sessionRoute,
  exportAccount: exportAccountRoute,
  deleteAccount: deleteAccountRoute,
  examTarget: examTargetRoute,
  examTargetUpdate: examTargetUpdateRoute,
  createSubscription: createSubscriptionRoute,
  updateSubscriptionStatus: updateSubscriptionStatusRoute,
  checkSubscriptionStatus: checkSubscriptionStatusRoute,
  subscriptionStatusByEmail: subscriptionStatusByEmailRoute,
  cancelSubscription: cancelSubscriptionRoute,
  subscriptionPayments: subscriptionPaymentsRoute,
  mercadoPagoWebhook: mercadoPagoWebhookRoute,
  tutor: tutorRoute,
  submitFeedback: submitFeedbackRoute,
  userFeedback: userFeedbackRoute,
  waitlist: waitlistRoute,
  subjectList: subjectListRoute,
  subjectDetail: subjectDetailRoute,
  miniClass: miniClassRoute,
  exercisesByTopic: exercisesByTopicRoute,
  exercise: exerciseRoute,
  verifyExercise: verifyExerciseRoute,
  exerciseSolution: exerciseSolutionRoute,
  reportExercise: reportExerciseRoute,
  simulatorList: simulatorListRoute,
  createSimulator: createSimulatorRoute,
  simulator: simulatorRoute,
  answerSimulator: answerSimulatorRoute,
  completeSimulator: completeSimulatorRoute,
  simulatorHistory: simulatorHistoryRoute,
  statisticsOverview: statisticsOverviewRoute,
  statisticsSubjects: statisticsSubjectsRoute,
  statisticsTopics: statisticsTopicsRoute,
  statisticsProgress: statisticsProgressRoute,
  statisticsPage: statisticsPageRoute,
  dashboard: dashboardRoute,
  dashboardHome: dashboardHomeRoute,
  startTrial: startTrialRoute,
  trial: trialRoute,
  answerTrial: answerTrialRoute,
  bookletLink: bookletLinkRoute,
  personalBooklet: personalBookletRoute,
  statisticsPrediction: statisticsPredictionRoute,
  review: reviewRoute,
  reviewAnswer: reviewAnswerRoute,
  goal: goalRoute,
  goalUpdate: goalUpdateRoute,
  unsubscribeReminder: unsubscribeReminderRoute,
  plan: planRoute,
  offlinePack: offlinePackRoute,
  offlineAnswers: offlineAnswersRoute,
  consumerRequest: createConsumerRequestRoute,
  confirmConsumerRequest: confirmConsumerRequestRoute,
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routes;
export type Route = (typeof routes)[RouteKey];
export const routeList: readonly RouteDefinition[] = Object.values(routes);

export type RequestBody<R extends RouteDefinition> = R['request']['body'] extends z.ZodType
  ? z.input<R['request']['body']>
  : undefined;
export type ResponseBody<R extends RouteDefinition> = z.infer<R['response']>;
