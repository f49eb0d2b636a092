import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routes } from '../shared/api/routes.ts';
import { bookletsDirFor } from '../web/booklets-dir.ts';
import { Api } from './api.ts';
import { AppSecret, appSecretFields } from './app-secret.ts';
import { Booklets } from './booklets.ts';
import { Database } from './database.ts';
import { Jobs } from './jobs.ts';
import { Mail } from './mail.ts';
import { SesEvents } from './ses-events.ts';
import { Site } from './site.ts';
import type { StageSettings } from './stage.ts';
import { TutorGuardrail } from './tutor-guardrail.ts';

export interface IngresaStackProps extends StackProps {
  stage: StageSettings;
  /** The built site to upload; see SiteProps.contentDir. */
  siteContentDir?: string;
  /** The edge stack's WAF web ACL, put in front of the distribution (ADR 0038). */
  webAclArn?: string;
  /** The edge stack's certificate for the stage's domain (us-east-1), when the stage has one (ADR 0061). */
  certificateArn?: string;
}

/**
 * The product for one stage: site, API, data, mail. One stack, because the site routes /api/* to the API
 * while the Lambdas need the site's address: across stacks that would be a reference cycle. Beside it
 * (infra/ingresa-app.ts): the edge stack (the web ACL, in us-east-1) and the monitoring stack.
 */
export class IngresaStack extends Stack {
  readonly database: Database;
  readonly appSecret: AppSecret;
  readonly site: Site;
  readonly api: Api;
  readonly jobs: Jobs;
  readonly booklets: Booklets;
  readonly mail: Mail;
  readonly sesEvents: SesEvents;

  constructor(scope: Construct, id: string, props: IngresaStackProps) {
    const { stage, siteContentDir, webAclArn, certificateArn, ...stackProps } = props;
    super(scope, id, {
      description: `Ingresá (${stage.name}): site, API, data`,
      terminationProtection: stage.isProduction,
      ...stackProps,
    });
    Tags.of(this).add('project', 'ingresa');
    Tags.of(this).add('stage', stage.name);

    this.database = new Database(this, 'Database', { stage });
    this.appSecret = new AppSecret(this, 'AppSecret', { stage });
    this.mail = new Mail(this, 'Mail', { stage });
    this.site = new Site(this, 'Site', {
      stage,
      contentDir: siteContentDir,
      ...(webAclArn ? { webAclId: webAclArn } : {}),
      ...(stage.domain && certificateArn ? { domain: { ...stage.domain, certificateArn } } : {}),
    });
    this.booklets = new Booklets(this, 'Booklets', {
      stage,
      logBucket: this.site.logBucket,
      contentDir: siteContentDir && bookletsDirFor(siteContentDir),
      siteUrl: this.site.url,
    });
    this.site.allowConnectTo(this.booklets.origin);
    const tutorGuardrail = new TutorGuardrail(this, 'TutorGuardrail', { stage });
    this.api = new Api(this, 'Api', {
      stage,
      table: this.database.table,
      secret: this.appSecret.secret,
      originToken: this.originToken(),
      siteUrl: this.site.url,
      bookletsBucket: this.booklets.bucket,
      mailConfigurationSet: this.mail.configurationSetName,
      ...this.mailIdentity(),
      tutorGuardrail: tutorGuardrail.ref,
    });
    this.site.addApi(this.api, this.originToken());
    this.jobs = new Jobs(this, 'Jobs', {
      stage,
      table: this.database.table,
      secret: this.appSecret.secret,
      siteUrl: this.site.url,
      mailConfigurationSet: this.mail.configurationSetName,
      ...this.mailIdentity(),
    });
    this.sesEvents = new SesEvents(this, 'SesEvents', {
      stage,
      table: this.database.table,
      secret: this.appSecret.secret,
      siteUrl: this.site.url,
      configurationSet: this.mail.configurationSet,
      ...this.mailIdentity(),
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The site, with the API at /api/*' });
    new CfnOutput(this, 'WebhookUrl', {
      value: `${this.site.url}${routes.mercadoPagoWebhook.path}`,
      description: "Mercado Pago's webhook: set it as the notification URL in its dashboard (Webhooks)",
    });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'The API endpoint behind CloudFront' });
    new CfnOutput(this, 'TableName', { value: this.database.table.tableName });
    new CfnOutput(this, 'AppSecretArn', {
      value: this.appSecret.secret.secretArn,
      description: `Add ${appSecretFields.mercadoPagoAccessToken} and ${appSecretFields.mercadoPagoWebhookSecret} to this secret after the first deploy`,
    });
  }

  /** The stage's SES domain identity, which its functions send as (a stage with a domain only). */
  private mailIdentity(): { mailIdentityArn?: string } {
    return this.mail.identity ? { mailIdentityArn: this.mail.identity.emailIdentityArn } : {};
  }

  /** A CloudFormation dynamic reference: resolved at deploy time, never written into the template. */
  private originToken(): string {
    return this.appSecret.originToken.secretValue.unsafeUnwrap();
  }
}
