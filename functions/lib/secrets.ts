import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from '../../shared/api/zod.ts';
import { config } from './config.ts';

const secretsSchema = z.object({
  /** HMAC key for login codes and session tokens. */
  sessionKey: z.string().min(32),
  mercadoPagoAccessToken: z.string().min(1).optional(),
  mercadoPagoWebhookSecret: z.string().min(1).optional(),
});
export type AppSecrets = z.infer<typeof secretsSchema>;

let pending: Promise<AppSecrets> | undefined;

/**
 * The app's secrets, read once per container: from Secrets Manager in AWS (APP_SECRET_ARN), from the
 * environment on a laptop and in tests. Never logged, never in a response.
 */
export function secrets(): Promise<AppSecrets> {
  pending ??= load().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function load(): Promise<AppSecrets> {
  const { APP_SECRET_ARN, AWS_REGION, SESSION_KEY, MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET } =
    config();
  if (APP_SECRET_ARN) {
    const client = new SecretsManagerClient({ region: AWS_REGION });
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: APP_SECRET_ARN }));
    client.destroy();
    return secretsSchema.parse(JSON.parse(SecretString ?? '{}'));
  }
  return secretsSchema.parse({
    sessionKey: SESSION_KEY,
    mercadoPagoAccessToken: MERCADOPAGO_ACCESS_TOKEN,
    mercadoPagoWebhookSecret: MERCADOPAGO_WEBHOOK_SECRET,
  });
}
