import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageSettings } from './stage.ts';
import { resourcePrefix } from './stage-names.ts';

export interface AppSecretProps {
  stage: StageSettings;
}

/** Keys of the secret's JSON document, as functions/lib/secrets.ts reads them. */
export const appSecretFields = {
  sessionKey: 'sessionKey',
  mercadoPagoAccessToken: 'mercadoPagoAccessToken',
  mercadoPagoWebhookSecret: 'mercadoPagoWebhookSecret',
} as const;

/**
 * One secret per stage. CloudFormation generates the session key; the operator fills in the Mercado Pago
 * credentials in the console. Nothing secret is in the code, the template or any Lambda environment.
 */
export class AppSecret extends Construct {
  readonly secret: Secret;
  /**
   * A random token CloudFront adds to every request it forwards to the API, so the API can refuse
   * callers of its public execute-api address (their viewer address would be theirs to forge). It
   * proves the path a request took, not who sent it: it sits in plain text in CloudFront's origin
   * settings and in the functions' environment, both visible to operators only.
   */
  readonly originToken: Secret;

  constructor(scope: Construct, id: string, props: AppSecretProps) {
    super(scope, id);
    const { stage } = props;
    this.secret = new Secret(this, 'Secret', {
      secretName: `${resourcePrefix(stage)}/app`,
      description: `Ingresá ${stage.name}: session signing key and Mercado Pago credentials (filled by the operator).`,
      removalPolicy: stage.removalPolicy,
      generateSecretString: {
        // No empty placeholders: functions/lib/secrets.ts rejects an empty credential, absent is fine.
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: appSecretFields.sessionKey,
        passwordLength: 64,
        excludePunctuation: true,
      },
    });
    this.originToken = new Secret(this, 'OriginToken', {
      secretName: `${resourcePrefix(stage)}/origin-token`,
      description: `Ingresá ${stage.name}: header CloudFront adds to API requests (x-origin-verify).`,
      removalPolicy: stage.removalPolicy,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originToken).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the origin token needs CloudFront and every function updated together, which a ' +
        'deploy does; a rotation Lambda would leave them disagreeing for minutes.',
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The Mercado Pago credentials are issued by Mercado Pago and rotated by the operator in its dashboard, ' +
        'so no rotation Lambda can produce them; rotating the session key ends every session, which the ' +
        'operator does deliberately, not on a schedule.',
    });
  }
}
