import type { TestProject } from 'vitest/node';
import { ensureTable, localDynamoClient, startDynamoDbLocal } from '../../infra/local/dynamodb.ts';
import { freePort } from '../../infra/local/ports.ts';
import { startLocalSes } from '../../infra/local/ses.ts';

export const INTEGRATION_TABLE = 'ingresa-integration';

declare module 'vitest' {
  interface ProvidedContext {
    dynamoDbEndpoint: string;
    sesEndpoint: string;
    tableName: string;
  }
}

/** A real DynamoDB Local (in memory, free port) and a local SES for the whole integration run. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const client = localDynamoClient(dynamo.endpoint);
  await ensureTable(client, INTEGRATION_TABLE);
  client.destroy();
  const ses = await startLocalSes({ port: await freePort() });

  project.provide('dynamoDbEndpoint', dynamo.endpoint);
  project.provide('sesEndpoint', ses.endpoint);
  project.provide('tableName', INTEGRATION_TABLE);

  return async () => {
    await ses.stop();
    await dynamo.stop();
  };
}
