import {
  METRICS_DIMENSION,
  METRICS_NAMESPACE,
  type MetricName,
  type MetricUnit,
  metricUnits,
} from '../../shared/api/metrics.ts';
import { config } from './config.ts';

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
