import { inject } from 'vitest';

/** Points the handlers' configuration at the integration run's local stack (same table and secrets). */
export function pointAtLocalServices() {
  const services = {
    apiUrl: inject('apiUrl'),
    dynamoDbEndpoint: inject('dynamoDbEndpoint'),
    sesEndpoint: inject('sesEndpoint'),
    mercadoPagoUrl: inject('mercadoPagoUrl'),
    tableName: inject('tableName'),
  };
  Object.assign(process.env, inject('secrets'), {
    STAGE: 'test',
    TABLE_NAME: services.tableName,
    DYNAMODB_ENDPOINT: services.dynamoDbEndpoint,
    SES_ENDPOINT: services.sesEndpoint,
    MERCADOPAGO_API_URL: services.mercadoPagoUrl,
    SITE_URL: services.apiUrl,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    LOG_LEVEL: 'silent',
  });
  return services;
}
