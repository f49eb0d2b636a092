import { config } from './config.ts';

/** CloudWatch namespace of the product's own metrics; infra/monitoring.ts reads the same constants. */
export const METRICS_NAMESPACE = 'Ingresa';
/** The one dimension of every product metric: the stage that emitted it. */
export const METRICS_DIMENSION = 'stage';

type MetricUnit = 'Count' | 'None';

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
export type MetricValues = Partial<Record<MetricName, number>>;
/** Searchable fields that are not dimensions (a user id, a reason): they cost nothing in CloudWatch. */
export type MetricProperties = Record<string, string | number | boolean>;

/** A CloudWatch embedded metric format document: one log line that CloudWatch turns into metrics. */
export interface EmbeddedMetrics {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: MetricName; Unit: MetricUnit }[];
    }[];
  };
  [field: string]: unknown;
}

/**
 * The EMF document for a batch of metrics of one stage, or undefined when no value is a finite number.
 * Properties go first, so none can overwrite the stage or a metric value.
 */
export function embeddedMetrics(
  values: MetricValues,
  options: { stage: string; properties?: MetricProperties; timestamp?: number },
): EmbeddedMetrics | undefined {
  const names = (Object.keys(values) as MetricName[]).filter(
    (name) => name in metricUnits && Number.isFinite(values[name]),
  );
  if (names.length === 0) return undefined;
  return {
    ...options.properties,
    _aws: {
      Timestamp: options.timestamp ?? Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [[METRICS_DIMENSION]],
          Metrics: names.map((name) => ({ Name: name, Unit: metricUnits[name] })),
        },
      ],
    },
    [METRICS_DIMENSION]: options.stage,
    ...Object.fromEntries(names.map((name) => [name, values[name]])),
  };
}

/**
 * Records a batch of metrics as one EMF line on stdout, which Lambda sends to the function's log group
 * and CloudWatch turns into metrics. Straight to the stream, as the logger does: the runtime's JSON
 * console would wrap the line and hide the `_aws` key. Never throws: a metric must not fail a request.
 * Metrics are info records: silent where the logs leave info out (LOG_LEVEL warn, error or silent, as
 * in the tests' stacks).
 */
export function recordMetrics(values: MetricValues, properties?: MetricProperties): void {
  try {
    const { STAGE, LOG_LEVEL } = config();
    if (LOG_LEVEL !== 'info' && LOG_LEVEL !== 'debug') return;
    const document = embeddedMetrics(values, { stage: STAGE, ...(properties ? { properties } : {}) });
    if (document) process.stdout.write(`${JSON.stringify(document)}\n`);
  } catch {
    // Nothing to do: the request goes on without its metric.
  }
}
