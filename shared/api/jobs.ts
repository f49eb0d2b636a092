import { job } from './route-definition.ts';

/** Reads back from Mercado Pago every subscription that is not final and repairs it (ADR 0016). */
export const reconcileSubscriptionsJob = job({
  name: 'subscriptions-reconcile',
  description: 'Reconciles subscriptions with Mercado Pago and sends renewal reminders',
  everyMinutes: 60,
  timeoutSeconds: 300,
  data: {
    // subscriptionRef: an agreement the payer search meets may be one a deleted account left (ADR 0065).
    reads: ['openSubscription', 'subscription', 'subscriptionRef'],
    writes: ['subscription', 'subscriptionRef'],
  },
  services: ['mercadopago', 'secrets', 'ses'],
});

/** Mails the team, once a week, the problems reported on exercises, the feedback and the waitlist. */
export const teamDigestJob = job({
  name: 'team-digest',
  description: 'Mails the team the week of problem reports, feedback and waitlist entries',
  everyMinutes: 7 * 24 * 60,
  timeoutSeconds: 60,
  data: { reads: ['inbox'], writes: [] },
  services: ['ses'],
});

/**
 * Every hour: from 19 h (Argentina) on, mails the students who asked for it and are still short of the
 * day's goal, once a day each, with a one-click way out (ADR 0052).
 */
export const practiceRemindersJob = job({
  name: 'practice-reminders',
  description: 'Mails the daily-goal reminder to students who asked for it and are short of the goal',
  everyMinutes: 60,
  timeoutSeconds: 300,
  data: {
    reads: ['studyReminder', 'studyGoal', 'statCounter', 'reviewCard', 'mailSuppression'],
    writes: ['studyReminder'],
  },
  services: ['ses', 'secrets'],
});

/** Every scheduled function; the CDK stack and `npm run reconcile` read it. */
export const jobList = [reconcileSubscriptionsJob, teamDigestJob, practiceRemindersJob] as const;
