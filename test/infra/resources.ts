import type { Template } from 'aws-cdk-lib/assertions';
import { JOB_TAG, ROUTE_TAG } from '../../infra/route-function.ts';

export interface Tag {
  Key: string;
  Value: string;
}

export interface LambdaResource {
  Properties: {
    FunctionName: string;
    Runtime: string;
    Architectures: string[];
    MemorySize: number;
    Timeout: number;
    Handler: string;
    Role: { 'Fn::GetAtt': [string, string] };
    LoggingConfig: { LogFormat: string; LogGroup: { Ref: string } };
    Environment: { Variables: Record<string, unknown> };
    ReservedConcurrentExecutions?: number;
    TracingConfig?: { Mode: string };
    Tags?: Tag[];
  };
}

export interface PolicyStatement {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

interface PolicyResource {
  Properties: { PolicyDocument: { Statement: PolicyStatement[] }; Roles: { Ref: string }[] };
}

export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** The route Lambdas, by route name: those carrying the route tag, not CDK's helper functions. */
export function routeFunctions(template: Template, tagKey = ROUTE_TAG): Map<string, LambdaResource> {
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, LambdaResource>;
  const byRoute = new Map<string, LambdaResource>();
  for (const resource of Object.values(functions)) {
    const tag = resource.Properties.Tags?.find((candidate) => candidate.Key === tagKey);
    if (tag) byRoute.set(tag.Value, resource);
  }
  return byRoute;
}

/** Every statement attached to the role of a route's Lambda. */
export function routeStatements(
  template: Template,
  routeName: string,
  tagKey = ROUTE_TAG,
): PolicyStatement[] {
  const fn = routeFunctions(template, tagKey).get(routeName);
  if (!fn) throw new Error(`No Lambda for route ${routeName}`);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = template.findResources('AWS::IAM::Policy') as Record<string, PolicyResource>;
  return Object.values(policies)
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

/** The scheduled Lambdas, by job name. */
export const jobFunctions = (template: Template) => routeFunctions(template, JOB_TAG);
export const jobStatements = (template: Template, jobName: string) =>
  routeStatements(template, jobName, JOB_TAG);
