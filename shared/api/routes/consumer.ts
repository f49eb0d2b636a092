import * as consumer from '../contracts/consumer.ts';
import { route } from '../route-definition.ts';

/**
 * "Botón de arrepentimiento" and "Botón de baja de servicio": public, no login and no registration.
 * A request from the account owner's own session is carried out at once; any other gets its code at
 * once and is carried out from the link mailed to the account's address (ADR 0060).
 */
export const createConsumerRequestRoute = route({
  name: 'consumer-request',
  method: 'POST',
  path: '/api/consumer-requests',
  access: 'public',
  request: { body: consumer.consumerRequestBody },
  owner: 'none',
  response: consumer.consumerRequestResponse,
  // The session is read (and refreshed now and then) to recognise the signed-in owner; the rest is what
  // carrying a request out touches: the billing lease, the subscription and its references.
  data: {
    reads: ['session', 'userEmail', 'subscription', 'consumerRequest'],
    writes: ['session', 'consumerRequest', 'subscription', 'subscriptionRef', 'rateLimit'],
  },
  services: ['mercadopago', 'secrets', 'ses'],
  timeoutSeconds: 20,
});

export const confirmConsumerRequestRoute = route({
  name: 'consumer-request-confirm',
  method: 'POST',
  path: '/api/consumer-requests/confirm',
  access: 'public',
  request: { body: consumer.confirmConsumerRequestBody },
  owner: 'none',
  response: consumer.consumerRequestResponse,
  data: {
    reads: ['userEmail', 'subscription', 'consumerRequest'],
    writes: ['consumerRequest', 'subscription', 'subscriptionRef', 'rateLimit'],
  },
  services: ['mercadopago', 'secrets', 'ses'],
  timeoutSeconds: 20,
});
