import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { jobList } from '../shared/api/jobs.ts';
import type { JobDefinition } from '../shared/api/route-definition.ts';
import {
  acknowledgeWildcards,
  type FunctionEnvironmentProps,
  permissionTargets,
  routeEnvironment,
} from './api.ts';
import { RouteFunction } from './route-function.ts';
import { routePolicyStatements } from './route-permissions.ts';

export interface JobsProps extends FunctionEnvironmentProps {
  /** @default jobList, every job of shared/api/jobs.ts */
  jobs?: readonly JobDefinition[];
}

/**
 * The scheduled functions: each with the product's Lambda defaults and only the grants it declares,
 * invoked by EventBridge Scheduler. A failed run is not retried: the next scheduled run repeats it.
 */
export class Jobs extends Construct {
  readonly functions: readonly RouteFunction[];

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const targets = permissionTargets(this, props);
    this.functions = (props.jobs ?? jobList).map((job) => {
      const fn = new RouteFunction(this, job.name, {
        route: job,
        stage: props.stage,
        environment: routeEnvironment(job, props),
      });
      for (const statement of routePolicyStatements(job, targets)) fn.addToRolePolicy(statement);
      acknowledgeWildcards(fn, job, targets);
      const invoker = new Role(this, `${job.name}-invoker`, {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
        description: `EventBridge Scheduler invokes ${job.name}`,
      });
      new Schedule(this, `${job.name}-schedule`, {
        description: job.description,
        schedule: ScheduleExpression.rate(Duration.minutes(job.everyMinutes)),
        target: new LambdaInvoke(fn, {
          role: invoker,
          retryAttempts: 0,
          // A run late by more than its period (or a day, Scheduler's ceiling) is dropped for the next one.
          maxEventAge: Duration.minutes(Math.min(job.everyMinutes, 24 * 60)),
        }),
      });
      Validations.of(invoker).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(fn.node.defaultChild as CfnFunction)}.Arn>:*]`,
        reason:
          'LambdaInvoke grants lambda:InvokeFunction on this one function and its versions (`:*`); the role ' +
          'can be assumed only by EventBridge Scheduler and invokes nothing else.',
      });
      return fn;
    });
  }
}
