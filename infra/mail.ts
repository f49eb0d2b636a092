import { Duration } from 'aws-cdk-lib';
import { TxtRecord } from 'aws-cdk-lib/aws-route53';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageDomain } from '../shared/site-settings.ts';
import { hostedZoneOf } from './domain.ts';
import type { StageSettings } from './stage.ts';
import { resourcePrefix } from './stage-names.ts';

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

/**
 * The MAIL FROM (Return-Path) subdomain: bounces go to SES through its MX record, and its SPF record
 * names SES, so SPF passes aligned with the From domain (ADR 0061).
 */
export function mailFromDomainOf(domain: StageDomain): string {
  return `correo.${domain.name}`;
}

/**
 * The domain's DMARC policy. `p=none` only reports: the aggregate reports (rua) go to the team, and the
 * runbook says when the evidence allows `quarantine`, then `reject` (docs/runbook.md, ADR 0061).
 * `adkim`/`aspf` relaxed: DKIM signs as the domain and the MAIL FROM is its subdomain.
 */
export function dmarcPolicyOf(opsEmail: string): string {
  return `v=DMARC1; p=none; rua=mailto:${opsEmail}; adkim=r; aspf=r; fo=1`;
}

export interface MailProps {
  stage: StageSettings;
}

/**
 * The SES configuration set every e-mail of the stage is sent with: its sends, deliveries, bounces,
 * complaints and rejects are counted in CloudWatch (the bounce and complaint rate alarms read them), and
 * an address that bounced or complained is not mailed again. A stage with a domain also gets its SES
 * domain identity: Easy DKIM, a MAIL FROM subdomain for SPF, and a DMARC record, all written into its
 * hosted zone, with the configuration set as the identity's default (ADR 0061).
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  /** The stage's domain identity; none without a domain (as before, the account's own identity is used). */
  readonly identity?: EmailIdentity;

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

    const { domain } = props.stage;
    if (domain) {
      const zone = hostedZoneOf(this, domain);
      this.identity = new EmailIdentity(this, 'Identity', {
        identity: Identity.publicHostedZone(zone),
        configurationSet: this.configurationSet,
        dkimSigning: true,
        dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
        mailFromDomain: mailFromDomainOf(domain),
        // Should the MX record ever be missing, SES sends with its own MAIL FROM: SPF stops aligning
        // but DKIM still does, so DMARC passes and the mail is not refused.
        mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
      });
      new TxtRecord(this, 'Dmarc', {
        zone,
        recordName: `_dmarc.${domain.name}`,
        values: [dmarcPolicyOf(props.stage.opsEmail)],
        ttl: Duration.hours(1),
      });
    }
  }

  get configurationSetName(): string {
    return this.configurationSet.configurationSetName;
  }
}
