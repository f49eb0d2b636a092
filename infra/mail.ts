import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { resourcePrefix, type StageSettings } from './stage.ts';

/**
 * The dimension SES publishes the configuration set's events under: SES's own auto-tag, so every
 * message sent with the set carries it without the code adding a tag.
 */
export const MAIL_METRICS_DIMENSION = 'ses:configuration-set';

/** The events counted in CloudWatch (AWS/SES): what the bounce and complaint rates are made of. */
export const publishedMailEvents = [
  EmailSendingEvent.SEND,
  EmailSendingEvent.DELIVERY,
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
  EmailSendingEvent.REJECT,
] as const;

/** The configuration set's name in a stage: the functions send with it (SES_CONFIGURATION_SET). */
export function mailConfigurationSetName(stage: StageSettings): string {
  return `${resourcePrefix(stage)}-mail`;
}

export interface MailProps {
  stage: StageSettings;
}

/**
 * The SES configuration set every e-mail of the stage is sent with: its sends, deliveries, bounces,
 * complaints and rejects are counted in CloudWatch (the bounce and complaint rate alarms read them), and
 * an address that bounced or complained is not mailed again.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const configurationSetName = mailConfigurationSetName(props.stage);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('CloudWatch', {
      configurationSetEventDestinationName: 'cloudwatch',
      destination: EventDestination.cloudWatchDimensions([
        {
          name: MAIL_METRICS_DIMENSION,
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: configurationSetName,
        },
      ]),
      events: [...publishedMailEvents],
    });
  }

  get configurationSetName(): string {
    return this.configurationSet.configurationSetName;
  }
}
