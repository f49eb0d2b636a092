import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per Lambda container, made on first use from the parsed configuration. */
export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
      maxAttempts: 3,
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return config().TABLE_NAME;
}
