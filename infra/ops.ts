import path from 'node:path';
import * as z from '../shared/api/zod.ts';
import { repoRoot } from './handlers.ts';
import { type DynamoDbLocal, ensureTable, localDynamoClient, startDynamoDbLocal } from './local/dynamodb.ts';
import { freePort } from './local/ports.ts';
import { LOCAL_TABLE_NAME } from './local/stack.ts';
import { checkedStageName, DEFAULT_REGION, tableNameOf } from './stage-names.ts';

/**
 * `npm run ops -- reports|feedback|waitlist [--stage=<name>] [--days=<n>] [--limit=<n>]`: what students
 * sent the team, newest first. With `--stage` it reads that stage's table with the operator's AWS
 * credentials; without, the local table (the one `npm start` runs, or `.data/` directly when it is off).
 */
const usage =
  'Usage: npm run ops -- reports|feedback|waitlist [--stage=<name>] [--days=<n>] [--limit=<n> (50)]';

const argsSchema = z.object({
  kind: z.enum(['reports', 'feedback', 'waitlist']),
  stage: z.string().optional(),
  days: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().positive().max(10_000).default(50),
});

function parseArgs(argv: readonly string[]) {
  const options = Object.fromEntries(
    argv.filter((arg) => arg.startsWith('--')).map((arg) => arg.slice(2).split('=') as [string, string]),
  );
  const [kind] = argv.filter((arg) => !arg.startsWith('--'));
  const parsed = argsSchema.safeParse({ ...options, kind });
  if (!parsed.success) {
    console.error(usage);
    process.exit(2);
  }
  return parsed.data;
}

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** The local table: the running stack's, or DynamoDB Local started on `.data/` for the time of the read. */
async function openLocalTable(): Promise<DynamoDbLocal | undefined> {
  const running = `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? 8000}`;
  let started: DynamoDbLocal | undefined;
  let endpoint = running;
  if (!(await reachable(running))) {
    started = await startDynamoDbLocal({
      port: await freePort(),
      dataDir: path.join(process.env.DATA_DIR ?? path.join(repoRoot, '.data'), 'dynamodb'),
    });
    endpoint = started.endpoint;
    const client = localDynamoClient(endpoint);
    await ensureTable(client, LOCAL_TABLE_NAME);
    client.destroy();
  }
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  return started;
}

async function main() {
  const { kind, stage, days, limit } = parseArgs(process.argv.slice(2));
  let local: DynamoDbLocal | undefined;
  if (stage) {
    const name = checkedStageName(stage);
    Object.assign(process.env, {
      STAGE: name,
      TABLE_NAME: tableNameOf({ name }),
      AWS_REGION: process.env.AWS_REGION ?? DEFAULT_REGION,
    });
  } else {
    local = await openLocalTable();
  }
  try {
    const { teamInbox } = await import('../functions/lib/team/inbox.ts');
    const since = days ? new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() : undefined;
    const lines = await teamInbox(kind, { since, limit });
    const where = stage ? `stage ${stage} (${process.env.TABLE_NAME})` : 'the local stack';
    console.log(
      `${lines.length} ${kind} in ${where}${days ? ` from the last ${days} day(s)` : ''}, newest first:`,
    );
    const dateTime = new Intl.DateTimeFormat('es-AR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    for (const { at, line } of lines) console.log(`${dateTime.format(new Date(at))}  ${line}`);
  } finally {
    await local?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
