import { LOCAL_TABLE_NAME, startStackOnFreePorts } from '../../infra/local/stack.ts';
import { writeTestSite } from '../test-site.ts';

const staticDir = writeTestSite({ 'index.html': '<h1>inicio</h1>', '404.html': '<h1>no está</h1>' });
const stack = await startStackOnFreePorts({
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
