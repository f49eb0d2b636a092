import { Tags, Validations } from 'aws-cdk-lib';
import { SnsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { mailEventsFunction } from '../shared/api/mail-events.ts';
import type { JobDefinition } from '../shared/api/route-definition.ts';
import {
  acknowledgeWildcards,
  type FunctionEnvironmentProps,
  permissionTargets,
  routeEnvironment,
} from './api.ts';
import { JOB_TAG, RouteFunction } from './route-function.ts';
import { routePolicyStatements } from './route-permissions.ts';
import { resourcePrefix } from './stage-names.ts';

/** Tag on the Lambdas invoked by an event source (not a route, not a schedule). */
export const EVENT_FUNCTION_TAG = 'ingresa:event';

export interface SesEventsProps extends FunctionEnvironmentProps {
  /** The configuration set every mail is sent with (infra/mail.ts): its bounces and complaints come here. */
  configurationSet: ConfigurationSet;
}

/**
 * SES bounce and complaint events → SNS → the mail-events Lambda, which stores a suppression for each
 * address that bounced for good or complained, so login codes stop going to it (ADR 0040).
 */
export class SesEvents extends Construct {
  readonly topic: Topic;
  readonly function: RouteFunction;

  constructor(scope: Construct, id: string, props: SesEventsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', {
      topicName: `${resourcePrefix(props.stage)}-mail-events`,
      displayName: 'Ingresá: SES bounces and complaints',
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'SES publishes bounce and complaint events here; it cannot publish to a topic encrypted with the ' +
        'AWS-managed SNS key, and a customer key would add cost and a key policy for no confidentiality ' +
        'gained (the events reach only the function below). Publishing requires TLS (enforceSSL).',
    });
    // The topic policy letting SES publish, limited to this account and configuration set, comes with it.
    props.configurationSet.addEventDestination('SuppressionEvents', {
      configurationSetEventDestinationName: 'suppressions',
      destination: EventDestination.snsTopic(this.topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    const definition: JobDefinition = mailEventsFunction;
    const targets = permissionTargets(this, props);
    this.function = new RouteFunction(this, mailEventsFunction.name, {
      route: definition,
      stage: props.stage,
      environment: routeEnvironment(mailEventsFunction, props),
    });
    Tags.of(this.function).remove(JOB_TAG);
    Tags.of(this.function).add(EVENT_FUNCTION_TAG, mailEventsFunction.name);
    for (const statement of routePolicyStatements(mailEventsFunction, targets))
      this.function.addToRolePolicy(statement);
    acknowledgeWildcards(this.function, mailEventsFunction, targets);
    // SNS invokes asynchronously: a failed write (DynamoDB down) is retried twice by Lambda itself.
    this.function.addEventSource(new SnsEventSource(this.topic));
  }
}
