import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { totals } from '../../infra/capacity/model.ts';
import { repoRoot } from '../../infra/handlers.ts';
import { mailConfigurationSetName } from '../../infra/mail.ts';
import {
  API_5XX_RATE_PERCENT,
  activeStudentRoutes,
  JOB_ERRORS_PER_5_MINUTES,
  LAMBDA_ERRORS_PER_5_MINUTES,
  P99_DURATION_SHARE_OF_TIMEOUT,
  SES_BOUNCE_RATE_PERCENT,
  SES_COMPLAINT_RATE_PERCENT,
  tutorDailySpendThresholdUsd,
} from '../../infra/monitoring.ts';
import { functionNameOf, timeoutSecondsOf } from '../../infra/route-function.ts';
import { stageSettings } from '../../infra/stage.ts';
import { tutorInvocationId } from '../../infra/tutor-model.ts';
import { jobList } from '../../shared/api/jobs.ts';
import { mailEventsFunction } from '../../shared/api/mail-events.ts';
import { metricUnits } from '../../shared/api/metrics.ts';
import { routeList } from '../../shared/api/routes.ts';
import { asList, routeFunctions, routeStatements } from './resources.ts';
import { synthStage } from './synth-stage.ts';

interface MetricStat {
  Id: string;
  Expression?: string;
  MetricStat?: {
    Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] };
    Period: number;
    Stat: string;
  };
}

interface AlarmProperties {
  AlarmName: string;
  AlarmDescription: string;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Statistic?: string;
  ExtendedStatistic?: string;
  Period?: number;
  Metrics?: MetricStat[];
  Threshold: number;
  EvaluationPeriods: number;
  ComparisonOperator: string;
  TreatMissingData: string;
  AlarmActions: unknown[];
  OKActions: unknown[];
}

const stage = stageSettings('dev');
const everyFunction = [...routeList, ...jobList, mailEventsFunction];

describe('ops topic', () => {
  const { monitoringTemplate: template, monitoring } = synthStage();

  it('lives in a monitoring stack of its own, in the stage region', () => {
    expect(monitoring.stackName).toBe('Ingresa-dev-monitoring');
    expect(monitoring.region).toBe('sa-east-1');
  });

  it("mails the stage's ops address", () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'ingresa-dev-ops' });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: stage.opsEmail,
    });
  });

  it('lets only CloudWatch alarms and Budgets of this account publish, over TLS', () => {
    const [policy] = Object.values(template.findResources('AWS::SNS::TopicPolicy'));
    const statements = (policy?.Properties.PolicyDocument.Statement ?? []) as {
      Sid: string;
      Effect: string;
      Principal: unknown;
      Condition: Record<string, Record<string, unknown>>;
    }[];
    const bySid = new Map(statements.map((statement) => [statement.Sid, statement]));
    expect(bySid.get('AlarmsPublish')?.Principal).toEqual({ Service: 'cloudwatch.amazonaws.com' });
    expect(bySid.get('BudgetsPublish')?.Principal).toEqual({ Service: 'budgets.amazonaws.com' });
    for (const sid of ['AlarmsPublish', 'BudgetsPublish']) {
      expect(bySid.get(sid)?.Condition.StringEquals).toEqual({
        'aws:SourceAccount': { Ref: 'AWS::AccountId' },
      });
    }
    expect(statements.some((s) => s.Effect === 'Deny' && JSON.stringify(s).includes('SecureTransport'))).toBe(
      true,
    );
  });
});

describe('alarms', () => {
  const { monitoringTemplate: template } = synthStage();
  const alarms = new Map(
    Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => {
      const properties = alarm.Properties as AlarmProperties;
      return [properties.AlarmName, properties];
    }),
  );
  const alarm = (name: string) => {
    const found = alarms.get(`ingresa-dev-${name}`);
    if (!found) throw new Error(`No alarm ingresa-dev-${name}`);
    return found;
  };
  const metricsOf = (properties: AlarmProperties) =>
    (properties.Metrics ?? []).flatMap((metric) => (metric.MetricStat ? [metric.MetricStat] : []));
  const topicRef = { Ref: expect.stringMatching(/^MonitoringOpsTopic/) };

  it('has exactly the expected alarms: three per route and job, and one per product-wide check', () => {
    const perFunction = everyFunction.flatMap((route) =>
      ['errors', 'throttles', 'p99-duration'].map((kind) => `ingresa-dev-${route.name}-${kind}`),
    );
    const productWide = [
      'api-5xx-rate',
      'dynamodb-throttles',
      'dynamodb-system-errors',
      'ses-bounce-rate',
      'ses-complaint-rate',
      'webhook-failures',
      'webhook-signature-rejected',
      'reconciliation-failures',
      'bedrock-errors',
      'bedrock-throttles',
      'tutor-failures',
      'tutor-daily-spend',
    ].map((name) => `ingresa-dev-${name}`);
    expect([...alarms.keys()].sort()).toEqual([...perFunction, ...productWide].sort());
  });

  it('notifies the ops topic when each alarm rings and when it recovers, and treats no data as fine', () => {
    for (const properties of alarms.values()) {
      expect(properties.AlarmActions, properties.AlarmName).toEqual([topicRef]);
      expect(properties.OKActions, properties.AlarmName).toEqual([topicRef]);
      expect(properties.TreatMissingData).toBe('notBreaching');
      expect(properties.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    }
  });

  it('points every alarm to a section of the runbook that exists', () => {
    const runbook = readFileSync(path.join(repoRoot, 'docs', 'runbook.md'), 'utf8');
    const sections = new Set([...runbook.matchAll(/^### (\S+)$/gm)].map((match) => match[1]));
    for (const properties of alarms.values()) {
      const anchor = /docs\/runbook\.md#(\S+)$/.exec(properties.AlarmDescription)?.[1];
      expect(anchor, properties.AlarmName).toBeDefined();
      expect(sections.has(anchor), `${properties.AlarmName} → #${anchor}`).toBe(true);
    }
  });

  it("watches every route's and job's Lambda: errors, throttles and a p99 near its timeout", () => {
    for (const route of everyFunction) {
      const dimensions = [{ Name: 'FunctionName', Value: functionNameOf(stage, route) }];
      const isJob = !('method' in route);
      expect(alarm(`${route.name}-errors`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Statistic: 'Sum',
        Period: 300,
        Dimensions: dimensions,
        Threshold: isJob ? JOB_ERRORS_PER_5_MINUTES : LAMBDA_ERRORS_PER_5_MINUTES,
      });
      expect(alarm(`${route.name}-throttles`)).toMatchObject({
        MetricName: 'Throttles',
        Dimensions: dimensions,
        Threshold: 1,
      });
      expect(alarm(`${route.name}-p99-duration`)).toMatchObject({
        MetricName: 'Duration',
        ExtendedStatistic: 'p99',
        Dimensions: dimensions,
        Threshold: Math.round(timeoutSecondsOf(route) * 1000 * P99_DURATION_SHARE_OF_TIMEOUT),
        EvaluationPeriods: isJob ? 1 : 3,
      });
    }
    // The functions the alarms name are the ones the main stack deploys.
    const deployed = [...routeFunctions(synthStage().template).values()].map(
      (fn) => fn.Properties.FunctionName,
    );
    for (const route of routeList) expect(deployed).toContain(functionNameOf(stage, route));
  });

  it('rings on the API 5xx rate, computed only over enough requests', () => {
    const properties = alarm('api-5xx-rate');
    expect(properties.Threshold).toBe(API_5XX_RATE_PERCENT);
    expect(properties.Metrics?.find((metric) => metric.Expression)?.Expression).toMatch(
      /^IF\(requests >= \d+, 100 \* errors \/ requests, 0\)$/,
    );
    const names = metricsOf(properties).map((stat) => [stat.Metric.Namespace, stat.Metric.MetricName]);
    expect(names).toEqual([
      ['AWS/ApiGateway', 'Count'],
      ['AWS/ApiGateway', '5xx'],
    ]);
    // The API's id crosses from the main stack as a stack output read at deploy time.
    expect(JSON.stringify(metricsOf(properties)[0]?.Metric.Dimensions)).toContain('Fn::GetStackOutput');
  });

  it("rings on the table's throttled requests and system errors, over the operations the code uses", () => {
    for (const [name, metricName] of [
      ['dynamodb-throttles', 'ThrottledRequests'],
      ['dynamodb-system-errors', 'SystemErrors'],
    ] as const) {
      const stats = metricsOf(alarm(name));
      expect(stats.length).toBeLessThanOrEqual(10);
      for (const stat of stats) {
        expect(stat.Metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: metricName });
        expect(stat.Metric.Dimensions).toContainEqual({ Name: 'TableName', Value: 'ingresa-dev-data' });
      }
      expect(stats.map((stat) => stat.Metric.Dimensions.find((d) => d.Name === 'Operation')?.Value)).toEqual(
        expect.arrayContaining(['GetItem', 'Query', 'PutItem', 'UpdateItem', 'TransactWriteItems']),
      );
    }
  });

  it("rings on the SES bounce and complaint rates of the stage's configuration set, below SES's review levels", () => {
    for (const [name, event, threshold] of [
      ['ses-bounce-rate', 'Bounce', SES_BOUNCE_RATE_PERCENT],
      ['ses-complaint-rate', 'Complaint', SES_COMPLAINT_RATE_PERCENT],
    ] as const) {
      const properties = alarm(name);
      expect(properties.Threshold).toBe(threshold);
      const stats = metricsOf(properties);
      expect(stats.map((stat) => stat.Metric.MetricName)).toEqual(['Send', event]);
      for (const stat of stats) {
        expect(stat.Metric.Namespace).toBe('AWS/SES');
        expect(stat.Metric.Dimensions).toEqual([
          { Name: 'ses:configuration-set', Value: mailConfigurationSetName(stage) },
        ]);
      }
    }
    expect(SES_BOUNCE_RATE_PERCENT).toBeLessThan(5);
    expect(SES_COMPLAINT_RATE_PERCENT).toBeLessThan(0.1);
  });

  it("rings on webhook and reconciliation failures from the application's own metrics", () => {
    for (const [name, metricName, period] of [
      ['webhook-failures', 'WebhookFailures', 900],
      ['webhook-signature-rejected', 'WebhookSignatureRejected', 3600],
      ['reconciliation-failures', 'ReconciliationFailures', 3600],
    ] as const) {
      expect(alarm(name)).toMatchObject({
        Namespace: 'Ingresa',
        MetricName: metricName,
        Dimensions: [{ Name: 'stage', Value: 'dev' }],
        Statistic: 'Sum',
        Period: period,
      });
      expect(metricUnits).toHaveProperty(metricName);
    }
  });

  it("rings on Bedrock's errors and throttles for the tutor's model, and on failed tutor messages", () => {
    const modelDimension = [{ Name: 'ModelId', Value: tutorInvocationId(stage.tutor) }];
    expect(alarm('bedrock-throttles')).toMatchObject({
      Namespace: 'AWS/Bedrock',
      MetricName: 'InvocationThrottles',
      Dimensions: modelDimension,
    });
    const errors = metricsOf(alarm('bedrock-errors'));
    expect(errors.map((stat) => stat.Metric.MetricName).sort()).toEqual([
      'InvocationClientErrors',
      'InvocationServerErrors',
    ]);
    for (const stat of errors) expect(stat.Metric.Dimensions).toEqual(modelDimension);
    expect(alarm('tutor-failures')).toMatchObject({ Namespace: 'Ingresa', MetricName: 'TutorFailures' });
  });

  it("rings when the tutor's estimated daily spend passes twice the capacity model's exam-season day", () => {
    const threshold = tutorDailySpendThresholdUsd(stage.capacity.students);
    const modelledDay =
      (stage.capacity.students * totals(stage.capacity.students).monthlyCostPerStudent.bedrock) / 22;
    expect(threshold).toBeGreaterThanOrEqual(2 * modelledDay);
    expect(threshold).toBeLessThan(2 * modelledDay + 1);
    expect(alarm('tutor-daily-spend')).toMatchObject({
      Namespace: 'Ingresa',
      MetricName: 'TutorCostUsd',
      Dimensions: [{ Name: 'stage', Value: 'dev' }],
      Statistic: 'Sum',
      Period: 86_400,
      Threshold: threshold,
    });
  });
});

describe('budget', () => {
  it('sets a monthly cost budget from the stage settings, notifying the ops topic at 80 % actual and 100 % forecast', () => {
    for (const name of ['dev', 'prod']) {
      const { monitoringTemplate: template } = synthStage({ stage: name });
      template.resourceCountIs('AWS::Budgets::Budget', 1);
      const toTopic = [
        { SubscriptionType: 'SNS', Address: { Ref: Match.stringLikeRegexp('^MonitoringOpsTopic') } },
      ];
      template.hasResourceProperties('AWS::Budgets::Budget', {
        Budget: {
          BudgetName: `ingresa-${name}-monthly`,
          BudgetType: 'COST',
          TimeUnit: 'MONTHLY',
          BudgetLimit: { Amount: stageSettings(name).budget.monthlyUsd, Unit: 'USD' },
        },
        NotificationsWithSubscribers: [
          {
            Notification: {
              NotificationType: 'ACTUAL',
              ComparisonOperator: 'GREATER_THAN',
              Threshold: 80,
              ThresholdType: 'PERCENTAGE',
            },
            Subscribers: toTopic,
          },
          {
            Notification: {
              NotificationType: 'FORECASTED',
              ComparisonOperator: 'GREATER_THAN',
              Threshold: 100,
              ThresholdType: 'PERCENTAGE',
            },
            Subscribers: toTopic,
          },
        ],
      });
    }
  });

  it("covers production's modelled monthly cost at its design size", () => {
    const prod = stageSettings('prod');
    const modelled = prod.capacity.students * totals(prod.capacity.students).monthlyCostPerStudent.total;
    expect(prod.budget.monthlyUsd).toBeGreaterThan(modelled);
  });
});

describe('vital-signs dashboard', () => {
  const { monitoringTemplate: template } = synthStage();

  /** The dashboard's widgets: its body is JSON, joined with the tokens CloudFormation resolves. */
  function widgets(): { type: string; properties: Record<string, unknown> }[] {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const body: unknown = dashboard?.Properties.DashboardBody;
    const parts =
      typeof body === 'string' ? [body] : (body as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    const text = parts.map((part) => (typeof part === 'string' ? part : 'TOKEN')).join('');
    return (JSON.parse(text) as { widgets: { type: string; properties: Record<string, unknown> }[] }).widgets;
  }
  const metricRows = () =>
    widgets().flatMap((widget) => (widget.properties.metrics as unknown[][] | undefined) ?? []);

  it('is one dashboard per stage', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: 'ingresa-dev-vital-signs',
    });
  });

  it("graphs the product's vital signs from the application's metrics of the stage", () => {
    const graphed = metricRows()
      .filter((row) => row[0] === 'Ingresa' && row[2] === 'stage' && row[3] === 'dev')
      .map((row) => row[1]);
    expect(graphed).toEqual(
      expect.arrayContaining([
        'Logins',
        'AnswersVerified',
        'AnswersCorrect',
        'SimulatorsCreated',
        'SimulatorsCompleted',
        'TutorMessages',
        'TutorCostUsd',
        'PaymentsCharged',
        'PaymentsArs',
        'SubscriptionsActivated',
      ]),
    );
    for (const name of graphed) expect(metricUnits).toHaveProperty(String(name));
  });

  it("counts active students per day from the use cases' metric lines, in every function's logs", () => {
    const query = widgets().find((widget) => widget.type === 'log');
    expect(String(query?.properties.query)).toMatch(/count_distinct\(userId\).*bin\(1d\)/s);
    const sources = String(query?.properties.query);
    for (const route of activeStudentRoutes) {
      expect(sources).toContain(`/aws/lambda/${functionNameOf(stage, route)}`);
    }
    // Logs Insights bills by data scanned: only the functions that record students' metric lines.
    expect(sources).not.toContain('/aws/lambda/ingresa-dev-health');
  });

  it('shows the edge from us-east-1, where the web ACL reports', () => {
    const waf = widgets().find((widget) => JSON.stringify(widget).includes('AWS/WAFV2'));
    expect(waf?.properties.region).toBe('us-east-1');
    expect(JSON.stringify(waf?.properties.metrics)).toContain('"region":"us-east-1"');
    expect(JSON.stringify(waf)).toContain('ingresa-dev-edge');
  });
});

describe('mail configuration set', () => {
  const { template } = synthStage();

  it('publishes sends, deliveries, bounces, complaints and rejects to CloudWatch under the set', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'ingresa-dev-mail',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['send', 'delivery', 'bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: 'ingresa-dev-mail',
            },
          ],
        },
      }),
    });
  });

  it('is the one every function that sends mail uses, and may use', () => {
    const functions = routeFunctions(template);
    for (const route of routeList.filter((r) => r.services?.includes('ses'))) {
      expect(
        functions.get(route.name)?.Properties.Environment.Variables.SES_CONFIGURATION_SET,
        route.name,
      ).toEqual({
        Ref: expect.stringMatching(/^MailConfigurationSet/),
      });
      const send = routeStatements(template, route.name).find((statement) => statement.Sid === 'SendMail');
      expect(JSON.stringify(asList(send?.Resource))).toContain(':configuration-set/');
    }
    for (const route of routeList.filter((r) => !r.services?.includes('ses'))) {
      expect(functions.get(route.name)?.Properties.Environment.Variables).not.toHaveProperty(
        'SES_CONFIGURATION_SET',
      );
    }
  });
});

describe('stack sizes', () => {
  it("keeps each stack well under CloudFormation's 500 resources", () => {
    const { template, monitoringTemplate, edgeTemplate } = synthStage();
    for (const each of [template, monitoringTemplate, edgeTemplate]) {
      expect(Object.keys(each.toJSON().Resources).length).toBeLessThan(450);
    }
  });
});
