import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from '../../shared/api/zod.ts';
import { repoRoot } from '../handlers.ts';
import { lambdaContext } from './lambda-adapter.ts';
import { LOCAL_TABLE_NAME } from './stack.ts';

/**
 * `npm run reconcile`: runs the scheduled reconciliation once against the stack `npm start` runs,
 * exactly as EventBridge Scheduler invokes it in AWS. `--now=<ISO>` runs it as of another time.
 */
const env = z
  .object({
    PORT: z.coerce.number().int().default(3000),
    DYNAMODB_PORT: z.coerce.number().int().default(8000),
    SES_PORT: z.coerce.number().int().default(8005),
    MERCADOPAGO_PORT: z.coerce.number().int().default(8010),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  })
  .parse(process.env);

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const dynamoDbEndpoint = `http://127.0.0.1:${env.DYNAMODB_PORT}`;
  const mercadoPagoUrl = `http://localhost:${env.MERCADOPAGO_PORT}`;
  if (!(await reachable(dynamoDbEndpoint)) || !(await reachable(`${mercadoPagoUrl}/__emulator/clock`))) {
    console.error(
      'The local stack is not running: start it with `npm start` first, then run `npm run reconcile`.',
    );
    process.exit(1);
  }
  const secrets = JSON.parse(await readFile(path.join(env.DATA_DIR, 'local-secrets.json'), 'utf8'));
  Object.assign(process.env, secrets, {
    STAGE: 'local',
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamoDbEndpoint,
    SES_ENDPOINT: `http://127.0.0.1:${env.SES_PORT}`,
    MERCADOPAGO_API_URL: mercadoPagoUrl,
    SITE_URL: `http://localhost:${env.PORT}`,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  const now = process.argv.find((arg) => arg.startsWith('--now='))?.slice('--now='.length);
  const { reconcileSubscriptionsJob } = await import('../../shared/api/jobs.ts');
  const { handler } = await import('../../functions/subscriptions-reconcile/handler.ts');
  const { actingAs } = await import('../../functions/lib/data/least-privilege.ts');
  const report = await actingAs(reconcileSubscriptionsJob, handler)(
    now ? { now } : {},
    lambdaContext(reconcileSubscriptionsJob.name, reconcileSubscriptionsJob.timeoutSeconds * 1000),
  );
  console.log(
    `Reconciled ${report.checked} open subscription(s): ${report.repaired} repaired, ${report.failed} failed${report.complete ? '' : ' (stopped for lack of time; run it again)'}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
