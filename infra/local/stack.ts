import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
import { localDataPaths, preparePrivateDataDir, writePrivateFile } from './private-data.ts';
import { LOCAL_S3_PATH, localS3 } from './s3.ts';
import { createLocalServer, loadHandlers } from './server.ts';
import { type LocalSes, startLocalSes } from './ses.ts';

export const LOCAL_TABLE_NAME = 'ingresa-local';
export const LOCAL_BOOKLETS_BUCKET = 'ingresa-booklets-local';
/** The stack is reachable from this machine only unless HOST says otherwise. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * How this machine reaches a server listening on `host`: by `localhost` (the site's URL, its cookies and
 * Mercado Pago's back_url) and 127.0.0.1 (the webhooks) when that is loopback or every interface,
 * otherwise by the address itself.
 */
function reachedAt(host: string): { name: string; ip: string } {
  if (['127.0.0.1', 'localhost', '0.0.0.0', '::'].includes(host))
    return { name: 'localhost', ip: '127.0.0.1' };
  const literal = host.includes(':') ? `[${host}]` : host;
  return { name: literal, ip: literal };
}

/** Secrets the local stage needs, made once and kept with the data (random per run when in memory). */
async function localSecrets(dataDir: string | undefined): Promise<Record<string, string>> {
  const fresh = {
    SESSION_KEY: randomBytes(32).toString('base64url'),
    MERCADOPAGO_ACCESS_TOKEN: `TEST-local-${randomBytes(12).toString('hex')}`,
    MERCADOPAGO_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  };
  if (!dataDir) return fresh;
  const file = localDataPaths(dataDir).secrets;
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    if (Object.keys(fresh).every((key) => key in stored)) return stored;
    const merged = { ...fresh, ...stored };
    await writePrivateFile(file, JSON.stringify(merged, null, 2));
    return merged;
  } catch {
    await writePrivateFile(file, JSON.stringify(fresh, null, 2));
    return fresh;
  }
}

export interface StackOptions {
  port: number;
  dynamoDbPort: number;
  sesPort: number;
  mercadoPagoPort: number;
  /**
   * Where the server listens: loopback unless told otherwise (HOST=0.0.0.0 opens it to the network).
   * DynamoDB Local, the local SES and the Mercado Pago emulator stay on loopback.
   */
  host?: string;
  /**
   * Folder for the local data, readable by its owner only: DynamoDB Local's files (dynamodb/), the local
   * secrets and the Mercado Pago emulator's state. Omitted → all in memory.
   */
  dataDir?: string;
  /** Serve the web through Vite with hot reload instead of the built site. */
  dev?: boolean;
  staticDir?: string;
  logLevel?: string;
  /**
   * A second port serving the API alone, as its execute-api address does in AWS: the stack then turns
   * the functions' origin check on (ORIGIN_VERIFY_TOKEN), the site's server adds the token to every
   * /api/* request as CloudFront does, and this port adds none, so each call there gets 403. For the
   * smoke test; omitted, there is no token and the one server is the only way in. 0 takes a port the OS
   * picks as the server listens (a test's: no other process can take it between choosing and listening).
   */
  directApiPort?: number;
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
  /** The execute-api stand-in, when `directApiPort` was given. */
  directApiUrl?: string;
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
  const host = options.host ?? DEFAULT_HOST;
  const address = reachedAt(host);
  for (const [port, variable, on] of [
    [options.port, 'PORT', host],
    [options.dynamoDbPort, 'DYNAMODB_PORT', DEFAULT_HOST],
    [options.sesPort, 'SES_PORT', DEFAULT_HOST],
    [options.mercadoPagoPort, 'MERCADOPAGO_PORT', DEFAULT_HOST],
    ...(options.directApiPort ? [[options.directApiPort, 'DIRECT_API_PORT', DEFAULT_HOST] as const] : []),
  ] as const) {
    if (!(await isPortFree(port, on))) throw new PortBusyError(port, variable);
  }
  const data = options.dataDir ? localDataPaths(options.dataDir) : undefined;
  if (options.dataDir) await preparePrivateDataDir(options.dataDir);

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    stops.length = 0;
  };

  try {
    let dynamo: DynamoDbLocal = await startDynamoDbLocal({
      port: options.dynamoDbPort,
      dataDir: data?.dynamoDb,
    });
    stops.push(() => dynamo.stop());
    const dynamoDb = {
      stop: () => dynamo.stop(),
      start: async () => {
        dynamo = await startDynamoDbLocal({ port: options.dynamoDbPort, dataDir: data?.dynamoDb });
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

    const url = `http://${address.name}:${options.port}`;
    const contentDir = path.join(repoRoot, 'build', 'content');
    await exportCatalog(contentDir);
    const secrets = await localSecrets(options.dataDir);
    const mercadoPago = await startMercadoPagoEmulator({
      port: options.mercadoPagoPort,
      accessToken: secrets.MERCADOPAGO_ACCESS_TOKEN as string,
      webhookSecret: secrets.MERCADOPAGO_WEBHOOK_SECRET as string,
      webhookUrl: `http://${address.ip}:${options.port}/api/webhooks/mercadopago`,
      ...(data ? { stateFile: data.mercadoPago } : {}),
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
    const originToken =
      options.directApiPort !== undefined ? randomBytes(32).toString('base64url') : undefined;
    if (originToken) process.env.ORIGIN_VERIFY_TOKEN = originToken;
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
      server = createLocalServer({
        handlers,
        s3,
        originToken,
        fallback: (req, res) => viteMiddlewares?.(req, res),
      });
      const vite = await createServer({
        configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { server } },
        appType: 'spa',
      });
      viteMiddlewares = vite.middlewares;
      stops.push(() => vite.close());
    } else {
      server = createLocalServer({ handlers, s3, staticDir, originToken });
    }
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const actualPort = (server.address() as AddressInfo).port;
    let directApiUrl: string | undefined;
    if (options.directApiPort !== undefined) {
      const directApi = createLocalServer({ handlers });
      await new Promise<void>((resolve, reject) => {
        directApi.once('error', reject);
        directApi.listen(options.directApiPort, DEFAULT_HOST, () => resolve());
      });
      stops.push(
        () =>
          new Promise<void>((resolve) => {
            directApi.closeAllConnections();
            directApi.close(() => resolve());
          }),
      );
      directApiUrl = `http://127.0.0.1:${(directApi.address() as AddressInfo).port}`;
    }
    return {
      url: `http://${address.name}:${actualPort}`,
      dynamoDbEndpoint: dynamo.endpoint,
      dynamoDb,
      sesService,
      sesEndpoint: ses.endpoint,
      mercadoPagoUrl: mercadoPago.url,
      ...(directApiUrl ? { directApiUrl } : {}),
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
