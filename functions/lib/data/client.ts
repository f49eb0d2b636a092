import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';
import { addDeclaredDataCheck, checksDeclaredData } from './least-privilege.ts';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per Lambda container, made on first use from the parsed configuration. */
export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT, STAGE } = config();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
      maxAttempts: 3,
    });
    if (checksDeclaredData(STAGE)) addDeclaredDataCheck(client.middlewareStack);
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

/** Every item a query matches in this table, page by page. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

type Key = Record<string, unknown>;

/**
 * The items of these keys (up to 100), found ones only, in no particular order. Keys DynamoDB left
 * unprocessed under load are asked again, after a short pause, until every one is answered.
 */
export async function batchGetAll(
  keys: readonly Key[],
  { consistent = false }: { consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let pending: Key[] = [...keys];
  for (let round = 0; pending.length > 0; round++) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** round)));
    const { Responses, UnprocessedKeys } = await db().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: consistent } },
      }),
    );
    items.push(...(Responses?.[tableName()] ?? []));
    pending = (UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    if (round >= 8 && pending.length > 0) throw new Error(`${pending.length} keys stayed unprocessed`);
  }
  return items;
}
