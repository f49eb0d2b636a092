import path from 'node:path';
import * as z from '../../shared/api/zod.ts';
import { buildSite } from '../../web/build.ts';
import { repoRoot } from '../handlers.ts';
import { JavaMissingError } from './dynamodb.ts';
import { PortBusyError } from './ports.ts';
import { SharedDataDirError } from './private-data.ts';
import { DEFAULT_HOST, startStack } from './stack.ts';

const env = z
  .object({
    /** Where the site and API listen; 0.0.0.0 opens them to the network (e.g. to try them on a phone). */
    HOST: z.string().min(1).default(DEFAULT_HOST),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DYNAMODB_PORT: z.coerce.number().int().min(1).max(65535).default(8000),
    SES_PORT: z.coerce.number().int().min(1).max(65535).default(8005),
    MERCADOPAGO_PORT: z.coerce.number().int().min(1).max(65535).default(8010),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
    /** Optional: the API alone on this port, as its execute-api address (refuses what skips the site). */
    DIRECT_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .parse(process.env);

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');

async function main() {
  const started = Date.now();
  if (!dev && !skipBuild) {
    console.log('Building the site…');
    const { pages } = await buildSite({ quiet: true });
    console.log(`  ${pages} pages prerendered into build/web`);
  }
  console.log('Starting DynamoDB Local, the local SES, the Mercado Pago emulator and the server…');
  const stack = await startStack({
    port: env.PORT,
    dynamoDbPort: env.DYNAMODB_PORT,
    sesPort: env.SES_PORT,
    mercadoPagoPort: env.MERCADOPAGO_PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    dev,
    ...(env.DIRECT_API_PORT ? { directApiPort: env.DIRECT_API_PORT } : {}),
  });

  console.log(`
  Ingresá is running${dev ? ' in dev mode (hot reload)' : ''} — ready in ${((Date.now() - started) / 1000).toFixed(1)} s

    Site and API      ${stack.url}            (API under ${stack.url}/api, health: ${stack.url}/api/health)${
      env.HOST === DEFAULT_HOST ? '' : `\n    Listening on      ${env.HOST}:${env.PORT} (set by HOST)`
    }
    DynamoDB Local    ${stack.dynamoDbEndpoint}    (data in ${path.relative(repoRoot, env.DATA_DIR) || '.'}/dynamodb, owner only)
    Local SES         ${stack.sesEndpoint}    (sent mail: ${stack.sesEndpoint}/ , JSON: ${stack.sesEndpoint}/store)
    Mercado Pago      ${stack.mercadoPagoUrl}    (emulator: checkout pages, signed webhooks)${
      stack.directApiUrl
        ? `\n    API, direct       ${stack.directApiUrl}    (as execute-api: refuses calls that skip the site)`
        : ''
    }

  Press Ctrl-C to stop everything.
`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping…`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof JavaMissingError ||
    error instanceof PortBusyError ||
    error instanceof SharedDataDirError
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
