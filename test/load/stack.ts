/**
 * The local stack for `npm run load`, in a process of its own so the load generator does not share
 * its event loop: DynamoDB Local in memory, the local SES, the Mercado Pago emulator and the API
 * server. Prints one `READY <json>` line with the addresses, then runs until it is stopped.
 */
import { freePort } from '../../infra/local/ports.ts';
import { LOCAL_TABLE_NAME, startStack } from '../../infra/local/stack.ts';
import { writeTestSite } from '../test-site.ts';

const staticDir = writeTestSite({ 'index.html': '<h1>inicio</h1>', '404.html': '<h1>no está</h1>' });
const stack = await startStack({
  port: await freePort(),
  dynamoDbPort: await freePort(),
  sesPort: await freePort(),
  mercadoPagoPort: await freePort(),
  staticDir,
  logLevel: 'silent',
});
console.log(
  `READY ${JSON.stringify({
    url: stack.url,
    dynamoDbEndpoint: stack.dynamoDbEndpoint,
    sesEndpoint: stack.sesEndpoint,
    tableName: LOCAL_TABLE_NAME,
  })}`,
);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
