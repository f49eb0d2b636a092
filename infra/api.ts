import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  type HttpRoute,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  HttpStage,
  IntegrationCredentials,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { FunctionDefinition } from '../shared/api/route-definition.ts';
import { type RouteDefinition, routeList } from '../shared/api/routes.ts';
import { formatMailbox } from '../shared/site-settings.ts';
import { apiThrottle, routeThrottle, tutorReservedConcurrency } from './capacity/model.ts';
import { wildcardResourceFinding } from './nag.ts';
import { RouteFunction } from './route-function.ts';
import { type PermissionTargets, routePolicyStatements } from './route-permissions.ts';
import type { StageSettings } from './stage.ts';
import { resourcePrefix } from './stage-names.ts';
import type { TutorGuardrailRef } from './tutor-guardrail.ts';
import { tutorInvocationId, tutorModelTargets } from './tutor-model.ts';

/** What every product Lambda's environment and grants are made from. */
export type FunctionEnvironmentProps = Pick<
  ApiProps,
  | 'stage'
  | 'table'
  | 'secret'
  | 'originToken'
  | 'siteUrl'
  | 'bookletsBucket'
  | 'mailConfigurationSet'
  | 'mailIdentityArn'
  | 'tutorGuardrail'
>;

export interface ApiProps {
  stage: StageSettings;
  table: ITableV2;
  secret: ISecret;
  /** The token CloudFront sends in x-origin-verify; functions refuse requests without it. */
  originToken?: string;
  /** Public address of the site, for links in e-mails and Mercado Pago's back_url. */
  siteUrl: string;
  /** The private bucket of the study booklets, for routes that use the `booklets` service. */
  bookletsBucket?: IBucket;
  /** The SES configuration set routes that send mail use (bounce and complaint metrics). */
  mailConfigurationSet?: string;
  /** The stage's SES domain identity (a stage with a domain): the only identity its functions send as. */
  mailIdentityArn?: string;
  /** The tutor's Bedrock guardrail, for routes that use the `bedrock` service. */
  tutorGuardrail?: TutorGuardrailRef;
  /** @default routeList, every route of shared/api/routes.ts */
  routes?: readonly RouteDefinition[];
}

/** The HTTP API: one Lambda per route of the route table, each with only the permissions it declares. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: readonly RouteFunction[];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { stage } = props;
    const routes = props.routes ?? routeList;
    const { students } = stage.capacity;
    const apiWide = apiThrottle(students);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${resourcePrefix(stage)}-api`,
      description: `Ingresá API (${stage.name}), reached through CloudFront at /api/*`,
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: apiWide.rate, burstLimit: apiWide.burst },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat() },
    });

    const targets = permissionTargets(this, props);
    const invoker = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: `Lets the HTTP API invoke its route functions (${stage.name})`,
    });
    const httpRoutes: HttpRoute[] = [];
    this.functions = routes.map((route) => {
      const fn = new RouteFunction(this, route.name, {
        route,
        stage,
        environment: routeEnvironment(route, props),
      });
      for (const statement of routePolicyStatements(route, targets)) fn.addToRolePolicy(statement);
      const reserved = route.services?.includes('bedrock') ? tutorReservedConcurrency(students) : undefined;
      if (reserved !== undefined)
        (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = reserved;
      httpRoutes.push(
        ...this.httpApi.addRoutes({
          path: route.path,
          methods: [HttpMethod[route.method]],
          integration: new RoleInvokedLambda(`${route.name}-integration`, fn, invoker),
        }),
      );
      acknowledgeWildcards(fn, route, targets);
      return fn;
    });

    invoker.addToPolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: this.functions.map((fn) => fn.functionArn),
      }),
    );

    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      routes.map((route) => {
        const throttle = routeThrottle(route.name, students);
        return [
          routeKey(route),
          { throttlingRateLimit: throttle.rate, throttlingBurstLimit: throttle.burst },
        ];
      }),
    );
    // Route settings name routes by key; the stage fails to deploy if a route does not exist yet.
    this.stage.node.addDependency(...httpRoutes);

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Identity is the HttpOnly session cookie, which every non-public route verifies in its Lambda ' +
        '(session and subscription checks per the route access level); an API Gateway authorizer would add ' +
        'a second invocation and table read per request without replacing that check. Public routes ' +
        '(health, login, webhook, waitlist, tutor, free trial) are public by design.',
    });
  }

  /** Host name of the API's default endpoint, for the CloudFront origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  get url(): string {
    return this.stage.url;
  }
}

export function routeKey(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}

export function routeEnvironment(
  route: FunctionDefinition,
  props: FunctionEnvironmentProps,
): Record<string, string> {
  const { stage } = props;
  return {
    STAGE: stage.name,
    TABLE_NAME: props.table.tableName,
    MAIL_FROM: formatMailbox(stage.mailFrom),
    SITE_URL: props.siteUrl,
    LOG_LEVEL: stage.logLevel,
    ...(props.originToken ? { ORIGIN_VERIFY_TOKEN: props.originToken } : {}),
    ...(route.services?.includes('secrets') ? { APP_SECRET_ARN: props.secret.secretArn } : {}),
    ...(route.services?.includes('ses') && props.mailConfigurationSet
      ? { SES_CONFIGURATION_SET: props.mailConfigurationSet }
      : {}),
    ...(route.services?.includes('ses') ? { OPS_EMAIL: stage.opsEmail } : {}),
    ...(route.services?.includes('booklets') && props.bookletsBucket
      ? { BOOKLETS_BUCKET: props.bookletsBucket.bucketName }
      : {}),
    ...(route.services?.includes('bedrock')
      ? {
          TUTOR_PROVIDER: stage.tutor.provider,
          TUTOR_MODEL_ID: tutorInvocationId(stage.tutor),
          TUTOR_PROMPT_CACHING: stage.tutor.promptCaching ? 'on' : 'off',
          ...(props.tutorGuardrail
            ? {
                TUTOR_GUARDRAIL_ID: props.tutorGuardrail.id,
                TUTOR_GUARDRAIL_VERSION: props.tutorGuardrail.version,
              }
            : {}),
        }
      : {}),
  };
}

export function permissionTargets(scope: Construct, props: FunctionEnvironmentProps): PermissionTargets {
  const stack = Stack.of(scope);
  return {
    tableArn: props.table.tableArn,
    secretArn: props.secret.secretArn,
    sesIdentityArn:
      props.mailIdentityArn ?? stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' }),
    mailFromAddress: props.stage.mailFrom.address,
    ...(props.mailConfigurationSet
      ? {
          sesConfigurationSetArn: stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: props.mailConfigurationSet,
          }),
        }
      : {}),
    bookletsArn: props.bookletsBucket?.arnForObjects('cuadernillos/*'),
    tutorModel: tutorModelTargets(scope, props.stage.tutor),
    ...(props.tutorGuardrail ? { tutorGuardrailArn: props.tutorGuardrail.arn } : {}),
  };
}

/** Acknowledges, on the role that holds it, each wildcard resource a route's services need. */
export function acknowledgeWildcards(
  fn: RouteFunction,
  route: FunctionDefinition,
  targets: PermissionTargets,
): void {
  const services = route.services ?? [];
  const role = fn.role;
  if (!role) return;
  if (services.includes('ses') && targets.sesIdentityArn.endsWith('*')) {
    Validations.of(role).acknowledge({
      id: wildcardResourceFinding(fn, targets.sesIdentityArn),
      reason:
        'A stage without a domain has no SES identity of its own to name: it sends as whichever identity ' +
        'the account verified (and, while in the sandbox, SES also checks the recipients), so the identity ' +
        'is a wildcard; the ses:FromAddress condition pins the sender to the product address. Stages with ' +
        'a domain grant their domain identity only (ADR 0061).',
    });
  }
  if (services.includes('booklets') && targets.bookletsArn) {
    Validations.of(role).acknowledge({
      id: wildcardResourceFinding(fn, targets.bookletsArn),
      reason:
        "The booklet route signs links to any subject's booklet, so it may read every object under " +
        'cuadernillos/ of the private booklets bucket (s3:GetObject only).',
    });
  }
}

function accessLogFormat(): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      time: '$context.requestTime',
      ip: '$context.identity.sourceIp',
      userAgent: '$context.identity.userAgent',
      routeKey: '$context.routeKey',
      path: '$context.path',
      status: '$context.status',
      protocol: '$context.protocol',
      responseLength: '$context.responseLength',
      latencyMs: '$context.responseLatency',
      integrationLatencyMs: '$context.integrationLatency',
      integrationError: '$context.integrationErrorMessage',
    }),
  );
}

/**
 * A Lambda proxy integration that API Gateway calls with one role of the API's, instead of a
 * resource-based permission on every function: one role and one policy for the whole API instead
 * of one permission per route, in a stack that CloudFormation stops at 500 resources (ADR 0079).
 */
class RoleInvokedLambda extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: IFunction,
    private readonly role: IRole,
  ) {
    super(id);
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.role),
    };
  }
}
