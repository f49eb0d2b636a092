/**
 * The product's own CloudWatch metrics: what functions/lib/metrics.ts records and infra/monitoring.ts
 * graphs and alarms on. Here so the CDK app reads them without loading the functions' code.
 */

/** CloudWatch namespace of the product's own metrics. */
export const METRICS_NAMESPACE = 'Ingresa';
/** The one dimension of every product metric: the stage that emitted it. */
export const METRICS_DIMENSION = 'stage';

export type MetricUnit = 'Count' | 'None';

/**
 * Every metric the use cases record, with its CloudWatch unit (ADR 0036). Amounts of money are `None`:
 * CloudWatch has no currency unit.
 */
export const metricUnits = {
  /** A login code verified: a session started. */
  Logins: 'Count',
  /** A practice answer graded, and whether it was right. */
  AnswersVerified: 'Count',
  AnswersCorrect: 'Count',
  SimulatorsCreated: 'Count',
  /** Completed by this request (the student's or the clock's), counted once. */
  SimulatorsCompleted: 'Count',
  /** A tutor message answered, and what the model calls behind it consumed and cost. */
  TutorMessages: 'Count',
  TutorInputTokens: 'Count',
  TutorOutputTokens: 'Count',
  TutorCostUsd: 'None',
  /** A tutor message the provider could not answer (property `reason`). */
  TutorFailures: 'Count',
  /** Charges Mercado Pago reported as made, first seen by this sync, and their amount in pesos. */
  PaymentsCharged: 'Count',
  PaymentsArs: 'None',
  /** A student who had no access and now has it, because a payment was confirmed. */
  SubscriptionsActivated: 'Count',
  /** A signed Mercado Pago notification that could not be applied (Mercado Pago retries it). */
  WebhookFailures: 'Count',
  /** A notification whose signature did not verify: forged, or the webhook secret is wrong. */
  WebhookSignatureRejected: 'Count',
  /** One student's subscription that the hourly reconciliation could not read back or repair. */
  ReconciliationFailures: 'Count',
} as const satisfies Record<string, MetricUnit>;

export type MetricName = keyof typeof metricUnits;
