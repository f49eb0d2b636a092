import { Aws, Duration, Stack, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  LogQueryVisualizationType,
  LogQueryWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITableV2, Operation, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { jobList } from '../shared/api/jobs.ts';
import { mailEventsFunction } from '../shared/api/mail-events.ts';
import { METRICS_DIMENSION, METRICS_NAMESPACE, type MetricName } from '../shared/api/metrics.ts';
import type { JobDefinition } from '../shared/api/route-definition.ts';
import { type RouteDefinition, routeList } from '../shared/api/routes.ts';
import { assumptions, totals } from './capacity/model.ts';
import { EDGE_REGION, webAclNameOf } from './edge-stack.ts';
import { MAIL_METRICS_DIMENSION, mailConfigurationSetName } from './mail.ts';
import { functionNameOf, timeoutSecondsOf } from './route-function.ts';
import type { StageSettings } from './stage.ts';
import { resourcePrefix, tableNameOf } from './stage-names.ts';
import { tutorInvocationId } from './tutor-model.ts';

// Thresholds: each with the reason it sits where it does. Periods are the alarm's window.

/** A few 5xx a day are normal (a provider timing out); above 2 % of requests students feel it. */
export const API_5XX_RATE_PERCENT = 2;
/** Below this many requests in five minutes a rate says nothing: one failure in ten is not 10 %. */
export const API_MIN_REQUESTS_FOR_RATE = 50;
/** Lambda's Errors are crashes and timeouts only (handled failures answer 5xx): three in 5 min is a pattern. */
export const LAMBDA_ERRORS_PER_5_MINUTES = 3;
/** A scheduled job runs once an hour or a week: one failed run is already a missed reconciliation or digest. */
export const JOB_ERRORS_PER_5_MINUTES = 1;
/** Any throttle refused a student's request: the reserved concurrency or the account quota is too low. */
export const LAMBDA_THROTTLES_PER_5_MINUTES = 1;
/** A p99 this close to the timeout means the slowest requests are about to time out. */
export const P99_DURATION_SHARE_OF_TIMEOUT = 0.8;
/** The SDK retries a throttled call; a handful in five minutes is absorbed, more is the table at its limit. */
export const DYNAMODB_THROTTLES_PER_5_MINUTES = 5;
/** A DynamoDB internal error is rare and AWS's: even one means a student saw a failed write or read. */
export const DYNAMODB_SYSTEM_ERRORS_PER_5_MINUTES = 1;
/** SES puts an account under review at a 5 % bounce rate: ring before it. */
export const SES_BOUNCE_RATE_PERCENT = 4;
/** SES puts an account under review at a 0.1 % complaint rate: ring before it. */
export const SES_COMPLAINT_RATE_PERCENT = 0.08;
/** Below this many sends in the window a rate says nothing (one bounce in ten sends is not 10 %). */
export const SES_MIN_SENDS_FOR_RATE = 100;
/** Mercado Pago retries a failed delivery every 15 minutes: three failures in one window is not one flaky read. */
export const WEBHOOK_FAILURES_PER_15_MINUTES = 3;
/** Scanners hit a public webhook now and then; a wrong webhook secret rejects every delivery, dozens an hour. */
export const WEBHOOK_REJECTIONS_PER_HOUR = 10;
/** Reconciliation runs hourly and repairs what webhooks missed: one student it could not read back is worth a look. */
export const RECONCILIATION_FAILURES_PER_HOUR = 1;
/** The tutor's client retries once inside the chat's deadline: several Bedrock errors in 5 min reach students. */
export const BEDROCK_ERRORS_PER_5_MINUTES = 5;
/** Throttles mean the account's Bedrock quota (tokens or requests per minute) is too small for the load. */
export const BEDROCK_THROTTLES_PER_5_MINUTES = 5;
/** Failed tutor messages (timeouts, throttles, denials) in 5 min: students see the spec's failure reply. */
export const TUTOR_FAILURES_PER_5_MINUTES = 5;
/** The tutor's spend may reach this multiple of the capacity model's exam-season day before it rings. */
export const TUTOR_SPEND_HEADROOM = 2;

/** The DynamoDB operations the data layer uses (an alarm's math may hold at most ten metrics). */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

const FIVE_MINUTES = Duration.minutes(5);

/** The routes declared `activeStudent` in the route table: the logs the active-students query reads. */
export const activeStudentRoutes: readonly RouteDefinition[] = routeList.filter(
  (route) => route.activeStudent,
);

/**
 * The tutor's expected spend on an exam-season day for the stage's size (the capacity model), times the
 * headroom: above it, something other than students studying is spending (a loop, a price change).
 */
export function tutorDailySpendThresholdUsd(students: number): number {
  const perStudentDay = totals(students).monthlyCostPerStudent.bedrock / assumptions.activeDaysPerMonth;
  return Math.ceil(students * perStudentDay * TUTOR_SPEND_HEADROOM);
}

export interface MonitoringProps {
  stage: StageSettings;
  /** The HTTP API whose 5xx rate is watched. */
  httpApi: IHttpApi;
  /** @default every route and job: one errors, throttles and p99-duration alarm for each */
  functions?: readonly (RouteDefinition | JobDefinition)[];
}

export interface MonitoringStackProps extends StackProps {
  stage: StageSettings;
  httpApi: IHttpApi;
}

/**
 * The stage's alarms, dashboard and budget, in the main stack's region. A stack of their own: one alarm
 * per route and check would take the main stack near CloudFormation's 500 resources per stack (ADR 0037).
 */
export class MonitoringStack extends Stack {
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    const { stage, httpApi, ...stackProps } = props;
    super(scope, id, {
      description: `Ingresá (${stage.name}): alarms, vital-signs dashboard, budget`,
      terminationProtection: stage.isProduction,
      ...stackProps,
    });
    Tags.of(this).add('project', 'ingresa');
    Tags.of(this).add('stage', stage.name);
    this.monitoring = new Monitoring(this, 'Monitoring', { stage, httpApi });
  }
}

/**
 * The stage's operations: an ops topic that mails the stage's ops address, the alarms that publish to
 * it (docs/runbook.md says what each means), the monthly cost budget and the vital-signs dashboard.
 * Every metric is found by name (functions, table, configuration set, web ACL are named after the
 * stage), so this stack needs nothing from the main stack but the API's id.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  readonly budget: CfnBudget;
  readonly #stage: StageSettings;
  private readonly table: ITableV2;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { stage, httpApi } = props;
    this.#stage = stage;
    const prefix = resourcePrefix(stage);
    const functions = props.functions ?? [...routeList, ...jobList, mailEventsFunction];

    this.topic = new Topic(this, 'OpsTopic', {
      topicName: `${prefix}-ops`,
      // Plain ASCII: the display name becomes the sender name of the ops e-mails.
      displayName: `Ingresa ${stage.name}: alarmas y presupuesto`,
      enforceSSL: true,
    });
    this.topic.addSubscription(new EmailSubscription(stage.opsEmail));
    this.allowServiceToPublish(
      'cloudwatch.amazonaws.com',
      'AlarmsPublish',
      `arn:${Aws.PARTITION}:cloudwatch:${Aws.REGION}:${Aws.ACCOUNT_ID}:alarm:*`,
    );
    this.allowServiceToPublish(
      'budgets.amazonaws.com',
      'BudgetsPublish',
      `arn:${Aws.PARTITION}:budgets::${Aws.ACCOUNT_ID}:*`,
    );
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'The ops topic carries alarm and budget notices, no personal data; CloudWatch alarms and Budgets ' +
        'cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer key would add cost ' +
        'and a key policy for no confidentiality gained. Publishing requires TLS (enforceSSL).',
    });

    // API
    const requests = httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    this.addAlarm('api-5xx-rate', {
      description: `More than ${API_5XX_RATE_PERCENT} % of API requests answered 5xx`,
      metric: new MathExpression({
        expression: `IF(requests >= ${API_MIN_REQUESTS_FOR_RATE}, 100 * errors / requests, 0)`,
        usingMetrics: { requests, errors: serverErrors },
        period: FIVE_MINUTES,
        label: 'API 5xx %',
      }),
      threshold: API_5XX_RATE_PERCENT,
      evaluationPeriods: 2,
    });

    // Each route's and job's Lambda
    for (const route of functions) {
      const isJob = !('method' in route);
      const lambda = (metricName: string, statistic: string) =>
        new Metric({
          namespace: 'AWS/Lambda',
          metricName,
          dimensionsMap: { FunctionName: functionNameOf(stage, route) },
          statistic,
          period: FIVE_MINUTES,
        });
      this.addAlarm(`${route.name}-errors`, {
        description: `${route.name}: Lambda crashed or timed out`,
        runbook: 'lambda-errors',
        metric: lambda('Errors', 'Sum'),
        threshold: isJob ? JOB_ERRORS_PER_5_MINUTES : LAMBDA_ERRORS_PER_5_MINUTES,
      });
      this.addAlarm(`${route.name}-throttles`, {
        description: `${route.name}: Lambda refused invocations (concurrency)`,
        runbook: 'lambda-throttles',
        metric: lambda('Throttles', 'Sum'),
        threshold: LAMBDA_THROTTLES_PER_5_MINUTES,
      });
      this.addAlarm(`${route.name}-p99-duration`, {
        description: `${route.name}: p99 duration near its ${timeoutSecondsOf(route)} s timeout`,
        runbook: 'lambda-p99-duration',
        metric: lambda('Duration', 'p99'),
        threshold: Math.round(timeoutSecondsOf(route) * 1000 * P99_DURATION_SHARE_OF_TIMEOUT),
        // A job runs once an hour at most: its one run is the whole evidence.
        evaluationPeriods: isJob ? 1 : 3,
      });
    }

    // DynamoDB
    const table = TableV2.fromTableName(this, 'Table', tableNameOf(stage));
    this.table = table;
    this.addAlarm('dynamodb-throttles', {
      description: 'DynamoDB throttled requests of the table',
      metric: table.metricThrottledRequestsForOperations({
        operations: tableOperations,
        period: FIVE_MINUTES,
      }),
      threshold: DYNAMODB_THROTTLES_PER_5_MINUTES,
    });
    this.addAlarm('dynamodb-system-errors', {
      description: 'DynamoDB answered with internal errors',
      metric: table.metricSystemErrorsForOperations({ operations: tableOperations, period: FIVE_MINUTES }),
      threshold: DYNAMODB_SYSTEM_ERRORS_PER_5_MINUTES,
    });

    // SES, from the configuration set's events
    const sixHours = Duration.hours(6);
    const sends = this.mailMetric('Send', sixHours);
    this.addAlarm('ses-bounce-rate', {
      description: `More than ${SES_BOUNCE_RATE_PERCENT} % of e-mails bounced (SES reviews at 5 %)`,
      metric: new MathExpression({
        expression: `IF(sends >= ${SES_MIN_SENDS_FOR_RATE}, 100 * bounces / sends, 0)`,
        usingMetrics: { sends, bounces: this.mailMetric('Bounce', sixHours) },
        period: sixHours,
        label: 'Bounce %',
      }),
      threshold: SES_BOUNCE_RATE_PERCENT,
    });
    this.addAlarm('ses-complaint-rate', {
      description: `More than ${SES_COMPLAINT_RATE_PERCENT} % of e-mails reported as spam (SES reviews at 0.1 %)`,
      metric: new MathExpression({
        expression: `IF(sends >= ${SES_MIN_SENDS_FOR_RATE}, 100 * complaints / sends, 0)`,
        usingMetrics: { sends, complaints: this.mailMetric('Complaint', sixHours) },
        period: sixHours,
        label: 'Complaint %',
      }),
      threshold: SES_COMPLAINT_RATE_PERCENT,
    });

    // Billing, from the application's metrics
    this.addAlarm('webhook-failures', {
      description: 'Signed Mercado Pago notifications could not be applied (Mercado Pago retries them)',
      metric: this.productMetric('WebhookFailures', Duration.minutes(15)),
      threshold: WEBHOOK_FAILURES_PER_15_MINUTES,
    });
    this.addAlarm('webhook-signature-rejected', {
      description: 'Mercado Pago notifications with a signature that does not verify',
      metric: this.productMetric('WebhookSignatureRejected', Duration.hours(1)),
      threshold: WEBHOOK_REJECTIONS_PER_HOUR,
    });
    this.addAlarm('reconciliation-failures', {
      description: 'The hourly reconciliation could not read back or repair a subscription',
      metric: this.productMetric('ReconciliationFailures', Duration.hours(1)),
      threshold: RECONCILIATION_FAILURES_PER_HOUR,
    });

    // The tutor: Bedrock's own metrics for the model the functions call, and the application's
    const bedrock = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Bedrock',
        metricName,
        dimensionsMap: { ModelId: tutorInvocationId(stage.tutor) },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    this.addAlarm('bedrock-errors', {
      description: 'Bedrock answered the tutor with errors',
      metric: new MathExpression({
        expression: 'server + client',
        usingMetrics: {
          server: bedrock('InvocationServerErrors'),
          client: bedrock('InvocationClientErrors'),
        },
        period: FIVE_MINUTES,
        label: 'Bedrock errors',
      }),
      threshold: BEDROCK_ERRORS_PER_5_MINUTES,
    });
    this.addAlarm('bedrock-throttles', {
      description: "Bedrock throttled the tutor's calls (account quota)",
      metric: bedrock('InvocationThrottles'),
      threshold: BEDROCK_THROTTLES_PER_5_MINUTES,
    });
    this.addAlarm('tutor-failures', {
      description: 'Tutor messages answered with the failure reply',
      metric: this.productMetric('TutorFailures', FIVE_MINUTES),
      threshold: TUTOR_FAILURES_PER_5_MINUTES,
    });
    const spendThreshold = tutorDailySpendThresholdUsd(stage.capacity.students);
    this.addAlarm('tutor-daily-spend', {
      description: `The tutor's estimated Bedrock spend passed US$ ${spendThreshold} in a day`,
      metric: this.productMetric('TutorCostUsd', Duration.days(1)),
      threshold: spendThreshold,
    });

    this.budget = new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `${prefix}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: stage.budget.monthlyUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        { type: 'ACTUAL', threshold: 80 },
        { type: 'FORECASTED', threshold: 100 },
      ].map(({ type, threshold }) => ({
        notification: {
          notificationType: type,
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
      })),
    });

    this.dashboard = this.vitalSigns(requests, serverErrors, httpApi);
  }

  /** Lets an AWS service publish to the ops topic on behalf of this account only. */
  private allowServiceToPublish(service: string, sid: string, sourceArn: string): void {
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid,
        principals: [new ServicePrincipal(service)],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': sourceArn },
        },
      }),
    );
  }

  /** An alarm that notifies the ops topic when it rings and when it recovers. */
  private addAlarm(
    name: string,
    options: {
      description: string;
      metric: IMetric;
      threshold: number;
      evaluationPeriods?: number;
      /** Its section of docs/runbook.md; by default the alarm's own name. */
      runbook?: string;
    },
  ): void {
    const alarm = new Alarm(this, `Alarm-${name}`, {
      alarmName: `${resourcePrefix(this.#stage)}-${name}`,
      alarmDescription: `${options.description}. What to check: docs/runbook.md#${options.runbook ?? name}`,
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }

  /** One of the product's own metrics (functions/lib/metrics.ts), summed over the period. */
  productMetric(name: MetricName, period: Duration, label?: string): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      dimensionsMap: { [METRICS_DIMENSION]: this.#stage.name },
      statistic: 'Sum',
      period,
      ...(label ? { label } : {}),
    });
  }

  /** A count SES publishes for the stage's configuration set (AWS/SES). */
  private mailMetric(name: 'Send' | 'Delivery' | 'Bounce' | 'Complaint' | 'Reject', period: Duration) {
    return new Metric({
      namespace: 'AWS/SES',
      metricName: name,
      dimensionsMap: { [MAIL_METRICS_DIMENSION]: mailConfigurationSetName(this.#stage) },
      statistic: 'Sum',
      period,
    });
  }

  /** The product's vital signs first, then the health of what serves it. */
  private vitalSigns(requests: IMetric, serverErrors: IMetric, httpApi: IHttpApi): Dashboard {
    const stage = this.#stage;
    const hour = Duration.hours(1);
    const day = Duration.days(1);
    const m = (name: MetricName, period = hour, label?: string) => this.productMetric(name, period, label);
    const graph = (title: string, left: IMetric[], right: IMetric[] = [], width = 8) =>
      new GraphWidget({ title, left, right, width, height: 6 });
    const logGroups = activeStudentRoutes.map((route) => `/aws/lambda/${functionNameOf(stage, route)}`);

    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${resourcePrefix(stage)}-vital-signs`,
      defaultInterval: Duration.days(7),
    });
    dashboard.addWidgets(
      new TextWidget({
        markdown:
          `# Ingresá (${stage.name}): signos vitales\n` +
          'Metrics from the use cases (namespace `Ingresa`, ADR 0036); alarms and what to do: `docs/runbook.md`.',
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      graph('Logins per hour', [m('Logins')]),
      new LogQueryWidget({
        title: 'Active students per day (answered, simulated, asked the tutor or logged in)',
        logGroupNames: logGroups,
        queryLines: [
          'filter ispresent(userId) and ispresent(_aws.Timestamp)',
          'stats count_distinct(userId) as activeStudents by bin(1d)',
        ],
        view: LogQueryVisualizationType.BAR,
        width: 8,
        height: 6,
      }),
      graph('Practice answers per hour', [
        m('AnswersVerified', hour, 'verified'),
        m('AnswersCorrect', hour, 'correct'),
      ]),
    );
    dashboard.addWidgets(
      graph('Simulators per hour', [
        m('SimulatorsCreated', hour, 'created'),
        m('SimulatorsCompleted', hour, 'completed'),
      ]),
      graph(
        'Tutor messages per hour',
        [m('TutorMessages', hour, 'answered'), m('TutorFailures', hour, 'failed')],
        [m('TutorOutputTokens', hour, 'output tokens')],
      ),
      graph('Tutor estimated cost per day (US$)', [m('TutorCostUsd', day, 'US$')]),
    );
    dashboard.addWidgets(
      graph(
        'Payments per day',
        [m('PaymentsCharged', day, 'charges'), m('SubscriptionsActivated', day, 'activations')],
        [m('PaymentsArs', day, 'ARS')],
      ),
      graph('Billing failures', [
        m('WebhookFailures', hour, 'webhook failures'),
        m('WebhookSignatureRejected', hour, 'bad signatures'),
        m('ReconciliationFailures', hour, 'reconciliation failures'),
      ]),
      graph('E-mail (per hour)', [
        this.mailMetric('Send', hour),
        this.mailMetric('Delivery', hour),
        this.mailMetric('Bounce', hour),
        this.mailMetric('Complaint', hour),
      ]),
    );
    dashboard.addWidgets(
      graph('API requests and 5xx', [requests], [serverErrors]),
      graph('API latency p99 (ms)', [httpApi.metricLatency({ statistic: 'p99', period: FIVE_MINUTES })]),
      graph('Lambda errors and throttles, all functions', [
        new MathExpression({
          expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="Errors" FunctionName="${resourcePrefix(stage)}-"', 'Sum', 300)`,
          usingMetrics: {},
          label: 'errors',
        }),
        new MathExpression({
          expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="Throttles" FunctionName="${resourcePrefix(stage)}-"', 'Sum', 300)`,
          usingMetrics: {},
          label: 'throttles',
        }),
      ]),
    );
    const bedrock = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Bedrock',
        metricName,
        dimensionsMap: { ModelId: tutorInvocationId(stage.tutor) },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    const waf = (metricName: string) =>
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: webAclNameOf(stage), Rule: 'ALL' },
        statistic: 'Sum',
        period: FIVE_MINUTES,
        region: EDGE_REGION,
      });
    dashboard.addWidgets(
      graph('Bedrock (tutor model)', [
        bedrock('Invocations'),
        bedrock('InvocationThrottles'),
        bedrock('InvocationServerErrors'),
        bedrock('InvocationClientErrors'),
      ]),
      new GraphWidget({
        title: 'Edge: requests the WAF blocked or challenged (us-east-1)',
        left: [waf('BlockedRequests'), waf('ChallengeRequests')],
        region: EDGE_REGION,
        width: 8,
        height: 6,
      }),
      // Two graphs: both sums name their per-operation metrics alike, which one graph cannot hold.
      graph(
        'DynamoDB throttled requests',
        [
          this.table.metricThrottledRequestsForOperations({
            operations: tableOperations,
            period: FIVE_MINUTES,
          }),
        ],
        [],
        4,
      ),
      graph(
        'DynamoDB system errors',
        [this.table.metricSystemErrorsForOperations({ operations: tableOperations, period: FIVE_MINUTES })],
        [],
        4,
      ),
    );
    return dashboard;
  }
}
