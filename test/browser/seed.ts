import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';

/**
 * Writes a student straight into the running stack's table, as a past login and payment would have;
 * `stored` is the subscription item as a sync would have saved it (keys and ids are added).
 */
export async function seedStudent(
  options: { subscription?: 'active' | 'expired'; stored?: Record<string, unknown> } = {},
) {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  const TableName = inject('tableName');
  const email = `estudiante-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
  const userId = randomUUID().replace(/-/g, '');
  await client.send(new PutCommand({ TableName, Item: { ...keys.userByEmail(email), userId } }));
  await client.send(
    new PutCommand({ TableName, Item: { ...keys.user(userId), email, createdAt: new Date().toISOString() } }),
  );
  if (options.stored) {
    await client.send(
      new PutCommand({
        TableName,
        Item: {
          ...keys.subscription(userId),
          subscriptionId: randomUUID(),
          planId: 'annual',
          updatedAt: new Date().toISOString(),
          ...options.stored,
        },
      }),
    );
  }
  if (options.subscription) {
    const day = 24 * 60 * 60 * 1000;
    const expirationDate = new Date(
      Date.now() + (options.subscription === 'active' ? 30 : -1) * day,
    ).toISOString();
    await client.send(
      new PutCommand({
        TableName,
        Item: {
          ...keys.subscription(userId),
          subscriptionId: randomUUID(),
          planId: 'annual',
          status: 'active',
          expirationDate,
          updatedAt: new Date().toISOString(),
        },
      }),
    );
  }
  client.destroy();
  return { email, userId };
}
