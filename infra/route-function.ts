import path from 'node:path';
import { Duration, Tags, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import {
  type BundlingOptions,
  NodejsFunction,
  OutputFormat,
  SourceMapMode,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { BOOKLET_WRITER_DIR, GENERATORS_DIR } from '../shared/api/bundle-layout.ts';
import type { JobDefinition } from '../shared/api/route-definition.ts';
import type { RouteDefinition } from '../shared/api/routes.ts';
import { lambdaEsbuildOptions } from './bundling.ts';
import { handlerEntry, repoRoot } from './handlers.ts';
import type { StageSettings } from './stage.ts';
import { resourcePrefix } from './stage-names.ts';

const DEFAULT_TIMEOUT_SECONDS = 10;

/** The Lambda's physical name: the monitoring stack finds each function's metrics by it. */
export function functionNameOf(stage: StageSettings, route: RouteDefinition | JobDefinition): string {
  return `${resourcePrefix(stage)}-${route.name}`;
}

export function timeoutSecondsOf(route: RouteDefinition | JobDefinition): number {
  return route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
}

/** Tag on every route Lambda, so tools and tests tell them from CDK's own helper functions. */
export const ROUTE_TAG = 'ingresa:route';

const outputFormats = { esm: OutputFormat.ESM, cjs: OutputFormat.CJS } as const;

/** The keys of lambdaEsbuildOptions that lambdaBundling carries over; a test fails when one is added. */
export const mappedEsbuildOptions = [
  'alias',
  'banner',
  'bundle',
  'define',
  'external',
  'format',
  'legalComments',
  'mainFields',
  'minify',
  'platform',
  'sourcemap',
  'target',
] as const;

/** infra/bundling.ts in NodejsFunction's terms (it always bundles, for platform node). */
const lambdaBundling: BundlingOptions = {
  format: outputFormats[lambdaEsbuildOptions.format],
  target: lambdaEsbuildOptions.target,
  minify: lambdaEsbuildOptions.minify,
  sourceMap: lambdaEsbuildOptions.sourcemap === 'linked',
  sourceMapMode: SourceMapMode.DEFAULT,
  mainFields: [...lambdaEsbuildOptions.mainFields],
  banner: lambdaEsbuildOptions.banner.js,
  externalModules: [...lambdaEsbuildOptions.external],
  define: { ...lambdaEsbuildOptions.define },
  // The benchmark measures fully bundled handlers, and the credential alias only applies to a bundled
  // SDK; a bundled, minified SDK also starts faster than the runtime's copy.
  bundleAwsSDK: true,
  esbuildArgs: {
    '--legal-comments': lambdaEsbuildOptions.legalComments,
    '--alias': Object.entries(lambdaEsbuildOptions.alias).map(([from, to]) => `${from}=${to}`),
  },
};

/**
 * Files written beside the bundle: the content catalog's JSON (`content`, read from
 * LAMBDA_TASK_ROOT/content), each subject's generators as a module of its own (`generators`), the
 * tutor's exact solvers as one (`solvers`), the personal booklet's writer with its fonts (`pdf`), and
 * KaTeX for the formulas sent typeset (`typeset`).
 */
function withFilesBeside(bundling: BundlingOptions, services: readonly string[]): BundlingOptions {
  const scripts = path.join(repoRoot, 'functions', 'content', 'scripts');
  const commands = (outputDir: string) => [
    ...(services.includes('content')
      ? [`node --import tsx "${path.join(scripts, 'export.ts')}" "${path.join(outputDir, 'content')}"`]
      : []),
    ...(services.includes('generators')
      ? [
          `node --import tsx "${path.join(scripts, 'bundle-generators.ts')}" "${path.join(outputDir, GENERATORS_DIR)}"`,
        ]
      : []),
    ...(services.includes('solvers')
      ? [`node --import tsx "${path.join(repoRoot, 'infra', 'bundle-solvers.ts')}" "${outputDir}"`]
      : []),
    ...(services.includes('typeset')
      ? [`node --import tsx "${path.join(repoRoot, 'infra', 'bundle-typesetter.ts')}" "${outputDir}"`]
      : []),
    ...(services.includes('pdf')
      ? [
          `node --import tsx "${path.join(scripts, 'bundle-booklet-writer.ts')}" "${path.join(outputDir, BOOKLET_WRITER_DIR)}"`,
        ]
      : []),
  ];
  if (!services.some((service) => ['content', 'generators', 'solvers', 'pdf', 'typeset'].includes(service)))
    return bundling;
  return {
    ...bundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) => commands(outputDir),
    },
  };
}

/** Tag on every scheduled Lambda (shared/api/jobs.ts). */
export const JOB_TAG = 'ingresa:job';

export interface RouteFunctionProps {
  route: RouteDefinition | JobDefinition;
  stage: StageSettings;
  /** Application configuration (functions/lib/config.ts) shared by every route. */
  environment: Record<string, string>;
}

/**
 * The Lambda behind one route, with every project default in one place: Node 24 on arm64, the esbuild
 * settings of infra/bundling.ts, JSON logs into its own log group, X-Ray active tracing, and a role that
 * starts with nothing but writing that log group and its traces.
 */
export class RouteFunction extends NodejsFunction {
  readonly route: RouteDefinition | JobDefinition;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    const { route, stage } = props;
    const description = 'method' in route ? `${route.method} ${route.path}` : route.description;
    const functionName = functionNameOf(stage, route);
    const logGroup = new LogGroup(scope, `${id}-logs`, {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    // An own role instead of AWSLambdaBasicExecutionRole, which may create and write any log group.
    const role = new Role(scope, `${id}-role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${description} (${stage.name})`,
    });

    super(scope, id, {
      functionName,
      description,
      entry: handlerEntry(route),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(timeoutSecondsOf(route)),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      // X-Ray active tracing: the role gets PutTraceSegments/PutTelemetryRecords, no new resource.
      tracing: Tracing.ACTIVE,
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      environment: {
        ...props.environment,
        ROUTE_NAME: route.name,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: withFilesBeside(lambdaBundling, route.services ?? []),
    });
    this.route = route;
    logGroup.grantWrite(this);
    // Active tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no resource.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray active tracing: PutTraceSegments and PutTelemetryRecords support no resource-level permission (ADR 0091).',
    });
    Tags.of(this).add('method' in route ? ROUTE_TAG : JOB_TAG, route.name);
  }
}
