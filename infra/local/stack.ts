import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportCatalog } from '../../functions/content/scripts/export.ts';
import { refusedDataCalls } from '../../functions/lib/data/least-privilege.ts';
import { bookletsDirFor } from '../../web/booklets-dir.ts';
import { repoRoot } from '../handlers.ts';
import { type DynamoDbLocal, ensureTable, localDynamoClient, startDynamoDbLocal } from './dynamodb.ts';
import { startMercadoPagoEmulator } from './mercadopago-emulator.ts';
import { freePort, isPortFree, PortBusyError } from './ports.ts';
import { LOCAL_S3_PATH, localS3 } from './s3.ts';
import { createLocalServer, loadHandlers } from './server.ts';
import { type LocalSes, startLocalSes } from './ses.ts';

export const LOCAL_TABLE_NAME = 'ingresa-local';
export const LOCAL_BOOKLETS_BUCKET = 'ingresa-booklets-local';

/** Secrets the local stage needs, made once and kept beside the data (random per run when in memory). */
async function localSecrets(dataDir: string | undefined): Promise<Record<string, string>> {
  const fresh = {
    SESSION_KEY: randomBytes(32).toString('base64url'),
    MERCADOPAGO_ACCESS_TOKEN: `TEST-local-${randomBytes(12).toString('hex')}`,
    MERCADOPAGO_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  };
  if (!dataDir) return fresh;
  const file = path.join(dataDir, '..', 'local-secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    if (Object.keys(fresh).every((key) => key in stored)) return stored;
    const merged = { ...fresh, ...stored };
    await writeFile(file, JSON.stringify(merged, null, 2), { mode: 0o600 });
    return merged;
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(fresh, null, 2), { mode: 0o600 });
    return fresh;
  }
}

export interface StackOptions {
  port: number;
  dynamoDbPort: number;
  sesPort: number;
  mercadoPagoPort: number;
  /** Folder for DynamoDB Local's files; omitted → in memory. */
  dataDir?: string;
  /** Serve the web through Vite with hot reload instead of the built site. */
  dev?: boolean;
  staticDir?: string;
  logLevel?: string;
}

export interface RunningStack {
  url: string;
  dynamoDbEndpoint: string;
  /** For fault tests: DynamoDB Local goes down, and comes back on the same port with the same data. */
  dynamoDb: { stop(): Promise<void>; start(): Promise<void> };
  /** For fault tests: the local SES goes down, and comes back on the same port. */
  sesService: { stop(): Promise<void>; start(): Promise<void> };
  sesEndpoint: string;
  mercadoPagoUrl: string;
  stop(): Promise<void>;
}

/** Ends a test run in error when the stack refused a call its function's declared data does not cover. */
export function failOnRefusedDataCalls(): void {
  const refused = refusedDataCalls();
  if (refused.length === 0) return;
  throw new Error(
    `The local stack refused ${refused.length} DynamoDB call(s) outside the declared data:\n${refused.join('\n')}`,
  );
}

/** Starts DynamoDB Local, the local SES and the one HTTP server, in that order; stops them in reverse. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  for (const [port, variable] of [
    [options.port, 'PORT'],
    [options.dynamoDbPort, 'DYNAMODB_PORT'],
    [options.sesPort, 'SES_PORT'],
    [options.mercadoPagoPort, 'MERCADOPAGO_PORT'],
  ] as const) {
    if (!(await isPortFree(port))) throw new PortBusyError(port, variable);
  }

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    stops.length = 0;
  };

  try {
    let dynamo: DynamoDbLocal = await startDynamoDbLocal({
      port: options.dynamoDbPort,
      dataDir: options.dataDir,
    });
    stops.push(() => dynamo.stop());
    const dynamoDb = {
      stop: () => dynamo.stop(),
      start: async () => {
        dynamo = await startDynamoDbLocal({ port: options.dynamoDbPort, dataDir: options.dataDir });
      },
    };
    const client = localDynamoClient(dynamo.endpoint);
    await ensureTable(client, LOCAL_TABLE_NAME);
    client.destroy();

    let ses: LocalSes = await startLocalSes({ port: options.sesPort });
    stops.push(() => ses.stop());
    const sesService = {
      stop: () => ses.stop(),
      start: async () => {
        ses = await startLocalSes({ port: options.sesPort });
      },
    };

    const url = `http://localhost:${options.port}`;
    const contentDir = path.join(repoRoot, 'build', 'content');
    await exportCatalog(contentDir);
    const secrets = await localSecrets(options.dataDir);
    const mercadoPago = await startMercadoPagoEmulator({
      port: options.mercadoPagoPort,
      accessToken: secrets.MERCADOPAGO_ACCESS_TOKEN as string,
      webhookSecret: secrets.MERCADOPAGO_WEBHOOK_SECRET as string,
      webhookUrl: `http://127.0.0.1:${options.port}/api/webhooks/mercadopago`,
      ...(options.dataDir ? { stateFile: path.join(options.dataDir, '..', 'mercadopago.json') } : {}),
    });
    stops.push(() => mercadoPago.stop());
    Object.assign(process.env, secrets, {
      MERCADOPAGO_API_URL: mercadoPago.url,
      CONTENT_DIR: contentDir,
      STAGE: 'local',
      TABLE_NAME: LOCAL_TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      SES_ENDPOINT: ses.endpoint,
      SITE_URL: url,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'info',
      S3_ENDPOINT: `${url}${LOCAL_S3_PATH}`,
      BOOKLETS_BUCKET: LOCAL_BOOKLETS_BUCKET,
    });
    const staticDir = options.staticDir ?? path.join(repoRoot, 'build', 'web');
    const s3 = localS3({
      url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      buckets: { [LOCAL_BOOKLETS_BUCKET]: bookletsDirFor(staticDir) },
    });
    const handlers = await loadHandlers();

    let server: Server;
    if (options.dev) {
      const { createServer } = await import('vite');
      let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
      server = createLocalServer({ handlers, s3, fallback: (req, res) => viteMiddlewares?.(req, res) });
      const vite = await createServer({
        configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { server } },
        appType: 'spa',
      });
      viteMiddlewares = vite.middlewares;
      stops.push(() => vite.close());
    } else {
      server = createLocalServer({ handlers, s3, staticDir });
    }
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '0.0.0.0', () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const actualPort = (server.address() as AddressInfo).port;
    return {
      url: `http://localhost:${actualPort}`,
      dynamoDbEndpoint: dynamo.endpoint,
      dynamoDb,
      sesService,
      sesEndpoint: ses.endpoint,
      mercadoPagoUrl: mercadoPago.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The whole stack on ports nobody is using, as the tests, the bench and the load test run it. */
export async function startStackOnFreePorts(
  options: Omit<StackOptions, 'port' | 'dynamoDbPort' | 'sesPort' | 'mercadoPagoPort'>,
): Promise<RunningStack> {
  return startStack({
    port: await freePort(),
    dynamoDbPort: await freePort(),
    sesPort: await freePort(),
    mercadoPagoPort: await freePort(),
    ...options,
  });
}
