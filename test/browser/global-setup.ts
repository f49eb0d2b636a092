import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports.ts';
import { LOCAL_TABLE_NAME, startStack } from '../../infra/local/stack.ts';
import { buildSite } from '../../web/build.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    sesEndpoint: string;
    dynamoDbEndpoint: string;
    tableName: string;
  }
}

/** Builds the real site and starts the whole local stack (in-memory DynamoDB Local) on free ports. */
export default async function setup(project: TestProject) {
  await buildSite({ quiet: true });
  const stack = await startStack({
    port: await freePort(),
    dynamoDbPort: await freePort(),
    sesPort: await freePort(),
    mercadoPagoPort: await freePort(),
    logLevel: 'warn',
  });
  project.provide('baseUrl', stack.url);
  project.provide('sesEndpoint', stack.sesEndpoint);
  project.provide('dynamoDbEndpoint', stack.dynamoDbEndpoint);
  project.provide('tableName', LOCAL_TABLE_NAME);
  return () => stack.stop();
}
