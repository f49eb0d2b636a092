import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeKey } from '../../infra/api.ts';
import { lambdaEsbuildOptions } from '../../infra/bundling.ts';
import { apiThrottle, routeThrottle, tutorConcurrency } from '../../infra/capacity/model.ts';
import { mappedEsbuildOptions } from '../../infra/route-function.ts';
import { tableReadActions, tableWriteActions } from '../../infra/route-permissions.ts';
import { stageSettings } from '../../infra/stage.ts';
import { routeList, routes } from '../../shared/api/routes.ts';
import { formatMailbox, mailFromOf } from '../../shared/site-settings.ts';
import { asList, type PolicyStatement, routeFunctions, routeStatements } from './resources.ts';
import { synthStage } from './synth-stage.ts';

interface StageResource {
  Properties: {
    RouteSettings: Record<string, { throttlingRateLimit: number; throttlingBurstLimit: number }>;
    DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    AccessLogSettings?: { DestinationArn: unknown; Format: string };
  };
}

const actionsOf = (statements: PolicyStatement[]) =>
  statements.flatMap((statement) => asList(statement.Action));
const leadingKeys = (statement: PolicyStatement | undefined) =>
  statement?.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];

describe('route Lambdas', () => {
  const { template } = synthStage();
  const functions = routeFunctions(template);

  it('deploys exactly one Lambda per route of the route table', () => {
    expect(functions.size).toBe(routeList.length);
    expect([...functions.keys()].sort()).toEqual(routeList.map((route) => route.name).sort());
  });

  it('bundles with every setting of infra/bundling.ts', () => {
    expect(Object.keys(lambdaEsbuildOptions).sort()).toEqual([...mappedEsbuildOptions]);
  });

  it('names each Lambda after its stage and route', () => {
    for (const route of routeList) {
      expect(functions.get(route.name)?.Properties.FunctionName).toBe(`ingresa-dev-${route.name}`);
    }
  });

  it('runs every route on Node 24, arm64, 512 MB, with JSON logs, 10 s unless the route waits on a provider', () => {
    for (const [name, fn] of functions) {
      const route = routeList.find((candidate) => candidate.name === name);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: route?.timeoutSeconds ?? 10,
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON' },
      });
    }
  });

  it('gives each Lambda its own log group with a retention', () => {
    for (const fn of functions.values()) {
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref;
      const logGroup = template.toJSON().Resources[logGroupId];
      expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
      expect(logGroup.Properties.RetentionInDays).toBe(30);
    }
  });

  it('passes the configuration the handlers read, with source maps on', () => {
    for (const route of routeList) {
      const variables = functions.get(route.name)?.Properties.Environment.Variables;
      expect(variables).toMatchObject({
        STAGE: 'dev',
        TABLE_NAME: expect.anything(),
        MAIL_FROM: formatMailbox(mailFromOf('dev')),
        SITE_URL: expect.anything(),
        LOG_LEVEL: 'info',
        ROUTE_NAME: route.name,
        NODE_OPTIONS: '--enable-source-maps',
      });
      expect(variables).not.toHaveProperty('AWS_REGION');
      expect(variables).not.toHaveProperty('DYNAMODB_ENDPOINT');
      expect(variables).not.toHaveProperty('SES_ENDPOINT');
    }
  });

  it('hands the secret ARN, never a secret value, only to routes that list the secrets service', () => {
    for (const route of routeList) {
      const variables = functions.get(route.name)?.Properties.Environment.Variables ?? {};
      if (route.services?.includes('secrets'))
        expect(variables.APP_SECRET_ARN).toEqual({ Ref: expect.any(String) });
      else expect(variables).not.toHaveProperty('APP_SECRET_ARN');
      expect(JSON.stringify(variables)).not.toMatch(/sessionKey|accessToken|webhookSecret/i);
    }
  });

  it('gives every route the origin token CloudFront sends, as the same deploy-time reference', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const headers = JSON.stringify(distribution?.Properties.DistributionConfig.Origins);
    for (const route of routeList) {
      const token = functions.get(route.name)?.Properties.Environment.Variables.ORIGIN_VERIFY_TOKEN;
      expect(JSON.stringify(token), route.name).toMatch(/\{\{resolve:secretsmanager:/);
      expect(headers).toContain(JSON.stringify(token).slice(1, -1));
    }
  });
});

describe('least privilege from the route table', () => {
  const { template } = synthStage();

  it('grants a read-only route reads of its own entities and no write action', () => {
    const statements = routeStatements(template, routes.health.name);
    const actions = actionsOf(statements);
    for (const action of tableWriteActions) expect(actions).not.toContain(action);
    const read = statements.find((statement) => statement.Sid === 'ReadEntities');
    expect(asList(read?.Action).sort()).toEqual([...tableReadActions].sort());
    expect(leadingKeys(read)).toEqual(['HEALTH']);
  });

  it('adds the entities the access check needs (not the user profile) and keeps writes to what the route writes', () => {
    const statements = routeStatements(template, routes.statisticsTopics.name);
    const read = statements.find((statement) => statement.Sid === 'ReadEntities');
    const write = statements.find((statement) => statement.Sid === 'WriteEntities');
    expect(leadingKeys(read)).toEqual(['SESSION#*', 'STAT#*', 'SUB#*']);
    expect(leadingKeys(write)).toEqual(['SESSION#*']);
    expect(asList(write?.Action).sort()).toEqual([...tableWriteActions].sort());
  });

  it('restricts every table statement to entity prefixes and never grants Scan or table-wide actions', () => {
    for (const route of routeList) {
      for (const statement of routeStatements(template, route.name)) {
        const actions = asList(statement.Action);
        expect(actions.some((action) => action.includes('*'))).toBe(false);
        // X-Ray's two write actions support no resource-level permission (active tracing, ADR 0091).
        const tracingOnly = actions.every(
          (a) => a === 'xray:PutTraceSegments' || a === 'xray:PutTelemetryRecords',
        );
        if (!tracingOnly) expect(asList(statement.Resource)).not.toContain('*');
        if (actions.some((action) => action.startsWith('dynamodb:'))) {
          expect(leadingKeys(statement)).toEqual(
            expect.arrayContaining([expect.stringMatching(/^[A-Z]+(#\*)?$/)]),
          );
        }
        expect(actions).not.toContain('dynamodb:Scan');
      }
    }
  });

  it('traces every route function with X-Ray, granting only the two tracing writes on *', () => {
    const functions = routeFunctions(template);
    for (const route of routeList) {
      expect(functions.get(route.name)?.Properties.TracingConfig, route.name).toEqual({ Mode: 'Active' });
      const tracing = routeStatements(template, route.name).filter((s) =>
        asList(s.Action).some((action) => action.startsWith('xray:')),
      );
      expect(tracing.flatMap((s) => asList(s.Action)).sort()).toEqual([
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]);
    }
  });

  it('grants SES, Bedrock and the secret only to routes that list those services', () => {
    for (const route of routeList) {
      const actions = actionsOf(routeStatements(template, route.name));
      const services = route.services ?? [];
      expect(actions.includes('ses:SendEmail'), route.name).toBe(services.includes('ses'));
      expect(actions.includes('bedrock:InvokeModel'), route.name).toBe(services.includes('bedrock'));
      expect(actions.includes('secretsmanager:GetSecretValue'), route.name).toBe(
        services.includes('secrets'),
      );
    }
  });

  it('lets only the booklet route read the booklets, and only their objects', () => {
    for (const route of routeList) {
      const reads = routeStatements(template, route.name).filter((s) =>
        asList(s.Action).includes('s3:GetObject'),
      );
      expect(reads.length, route.name).toBe(route.services?.includes('booklets') ? 1 : 0);
    }
    const [read] = routeStatements(template, routes.bookletLink.name).filter((s) => s.Sid === 'ReadBooklets');
    expect(asList(read?.Action)).toEqual(['s3:GetObject']);
    expect(JSON.stringify(read?.Resource)).toContain('/cuadernillos/*');
    const fn = routeFunctions(template).get(routes.bookletLink.name);
    expect(fn?.Properties.Environment.Variables.BOOKLETS_BUCKET).toEqual({
      Ref: expect.stringMatching(/^Booklets/),
    });
  });

  it('lets the login mail go out only from the product address', () => {
    const send = routeStatements(template, routes.sendVerification.name).find((s) => s.Sid === 'SendMail');
    expect(send?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': mailFromOf('dev').address } });
  });
});

describe('HTTP API', () => {
  const { template } = synthStage();

  it('has one route per route-table entry, each on a payload 2.0 Lambda integration', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routeList.length);
    for (const route of routeList) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey(route) });
    }
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', routeList.length);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('invokes the route functions with one role that may invoke exactly those, and nothing else may', () => {
    const integrations = Object.values(template.findResources('AWS::ApiGatewayV2::Integration'));
    const credentials = new Set(integrations.map((each) => JSON.stringify(each.Properties.CredentialsArn)));
    expect(credentials.size).toBe(1);
    const [roleId] = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) =>
      [...credentials][0]?.includes(id),
    );
    expect(roleId).toBeDefined();
    const role = template.findResources('AWS::IAM::Role')[roleId as string];
    expect(JSON.stringify(role?.Properties.AssumeRolePolicyDocument)).toContain('apigateway.amazonaws.com');
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(roleId as string),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(statements.flatMap((statement) => asList(statement.Action))).toEqual(['lambda:InvokeFunction']);
    const invoked = JSON.stringify(statements.flatMap((statement) => asList(statement.Resource)));
    const allFunctions = Object.entries(template.findResources('AWS::Lambda::Function'));
    const functionIds = allFunctions.map(([id]) => id);
    const routeTagged = new Set<unknown>(routeFunctions(template).values());
    const routeFunctionIds = allFunctions.filter(([, each]) => routeTagged.has(each)).map(([id]) => id);
    expect(routeFunctionIds).toHaveLength(routeList.length);
    for (const id of functionIds) expect(invoked.includes(`"${id}"`), id).toBe(routeFunctionIds.includes(id));
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission'));
    for (const id of routeFunctionIds)
      expect(
        permissions.filter((each) => JSON.stringify(each.Properties.FunctionName).includes(`"${id}"`)),
      ).toEqual([]);
  });

  it("throttles every route and the whole API at the capacity model's figures for the stage's size", () => {
    const stages = Object.values(
      template.findResources('AWS::ApiGatewayV2::Stage') as Record<string, StageResource>,
    );
    expect(stages).toHaveLength(1);
    const [stage] = stages;
    const { students } = stageSettings('dev').capacity;
    expect(stage?.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: apiThrottle(students).rate,
      ThrottlingBurstLimit: apiThrottle(students).burst,
    });
    for (const route of routeList) {
      const throttle = routeThrottle(route.name, students);
      expect(stage?.Properties.RouteSettings[routeKey(route)]).toEqual({
        throttlingRateLimit: throttle.rate,
        throttlingBurstLimit: throttle.burst,
      });
      // A handful of clients cannot exhaust a route's throttle; one client is the WAF's to limit.
      expect(throttle.rate).toBeGreaterThanOrEqual(100);
    }
  });

  it('sizes production for its students: login throttles above the exam-morning burst, the tutor reserved', () => {
    const prod = synthStage({ stage: 'prod' }).template;
    const { students } = stageSettings('prod').capacity;
    const [stage] = Object.values(
      prod.findResources('AWS::ApiGatewayV2::Stage') as Record<string, StageResource>,
    );
    const login = routeThrottle('auth-send-verification', students);
    expect(stage?.Properties.RouteSettings['POST /api/auth/send-verification']?.throttlingRateLimit).toBe(
      login.rate,
    );
    const tutor = routeFunctions(prod).get('chat-tutor');
    expect(tutor?.Properties.ReservedConcurrentExecutions).toBe(tutorConcurrency(students));
    // Development stages reserve nothing: a new account may have only 10 concurrent executions.
    expect(
      routeFunctions(template).get('chat-tutor')?.Properties.ReservedConcurrentExecutions,
    ).toBeUndefined();
  });

  it('writes access logs as JSON lines with the request id', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });
});
