import { inject } from 'vitest';

/** Points the handlers' configuration at the integration run's DynamoDB Local and SES. */
export function pointAtLocalServices(): { dynamoDbEndpoint: string; sesEndpoint: string; tableName: string } {
  const services = {
    dynamoDbEndpoint: inject('dynamoDbEndpoint'),
    sesEndpoint: inject('sesEndpoint'),
    tableName: inject('tableName'),
  };
  Object.assign(process.env, {
    STAGE: 'test',
    TABLE_NAME: services.tableName,
    DYNAMODB_ENDPOINT: services.dynamoDbEndpoint,
    SES_ENDPOINT: services.sesEndpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    LOG_LEVEL: 'silent',
    SESSION_KEY: 'integration-session-key-0123456789abcdef',
  });
  return services;
}
