import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { resourcePrefix, type StageSettings } from './stage.ts';

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
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The Mercado Pago credentials are issued by Mercado Pago and rotated by the operator in its dashboard, ' +
        'so no rotation Lambda can produce them; rotating the session key ends every session, which the ' +
        'operator does deliberately, not on a schedule.',
    });
  }
}
