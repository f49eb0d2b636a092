import { job } from './route-definition.ts';

/** Reads back from Mercado Pago every subscription that is not final and repairs it (ADR 0016). */
export const reconcileSubscriptionsJob = job({
  name: 'subscriptions-reconcile',
  description: 'Reconciles subscriptions with Mercado Pago and sends renewal reminders',
  everyMinutes: 60,
  timeoutSeconds: 300,
  data: {
    reads: ['openSubscription', 'subscription'],
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

/** Every scheduled function; the CDK stack and `npm run reconcile` read it. */
export const jobList = [reconcileSubscriptionsJob, teamDigestJob] as const;
