import { emptyObject } from '../common.ts';
import * as subscriptions from '../contracts/subscriptions.ts';
import { route } from '../route-definition.ts';

export const createSubscriptionRoute = route({
  name: 'subscriptions-create',
  method: 'POST',
  path: '/api/subscriptions/create',
  access: 'session',
  request: { body: subscriptions.createSubscriptionRequest },
  owner: { body: { email: 'email' } },
  response: subscriptions.createSubscriptionResponse,
  data: { reads: ['subscription'], writes: ['subscription', 'subscriptionRef', 'rateLimit'] },
  services: ['mercadopago', 'secrets', 'ses'],
  timeoutSeconds: 20,
});

export const updateSubscriptionStatusRoute = route({
  name: 'subscriptions-update-status',
  method: 'POST',
  path: '/api/subscriptions/update-status',
  access: 'session',
  request: { body: subscriptions.updateStatusRequest },
  owner: { body: { email: 'email' } },
  response: subscriptions.updateStatusResponse,
  data: { reads: ['subscription'], writes: ['subscription', 'subscriptionRef', 'rateLimit'] },
  services: ['mercadopago', 'secrets', 'ses'],
  timeoutSeconds: 20,
});

export const checkSubscriptionStatusRoute = route({
  name: 'subscriptions-check-status',
  method: 'GET',
  path: '/api/subscriptions/check-status',
  access: 'session',
  request: { query: subscriptions.checkStatusQuery },
  owner: { query: { email: 'email' } },
  response: subscriptions.subscriptionStatusResponse,
  data: { reads: ['subscription'], writes: ['rateLimit'] },
});

export const subscriptionStatusByEmailRoute = route({
  name: 'subscriptions-status-by-email',
  method: 'GET',
  path: '/api/subscriptions/status-by-email/{email}',
  access: 'session',
  request: { params: subscriptions.statusByEmailParams },
  owner: { params: { email: 'email' } },
  response: subscriptions.subscriptionStatusResponse,
  data: { reads: ['subscription'], writes: ['rateLimit'] },
});

export const cancelSubscriptionRoute = route({
  name: 'subscriptions-cancel',
  method: 'POST',
  path: '/api/subscriptions/cancel',
  access: 'session',
  request: { body: emptyObject.optional() },
  owner: 'none',
  response: subscriptions.cancelSubscriptionResponse,
  data: { reads: ['subscription'], writes: ['subscription', 'subscriptionRef'] },
  services: ['mercadopago', 'secrets', 'ses'],
  timeoutSeconds: 20,
});

export const mercadoPagoWebhookRoute = route({
  name: 'webhooks-mercadopago',
  method: 'POST',
  path: '/api/webhooks/mercadopago',
  access: 'public',
  request: { query: subscriptions.mercadoPagoWebhookQuery, body: subscriptions.mercadoPagoWebhookBody },
  owner: 'none',
  response: subscriptions.webhookResponse,
  data: {
    reads: ['subscriptionRef', 'subscription', 'webhookEvent', 'userEmail'],
    writes: ['subscription', 'subscriptionRef', 'webhookEvent'],
  },
  services: ['mercadopago', 'secrets', 'ses'],
  timeoutSeconds: 20,
});

export const subscriptionPaymentsRoute = route({
  name: 'subscriptions-payments',
  method: 'GET',
  path: '/api/subscriptions/payments',
  access: 'session',
  request: { query: emptyObject },
  owner: 'none',
  response: subscriptions.paymentsResponse,
  data: { reads: ['subscription'], writes: ['rateLimit'] },
  services: ['mercadopago', 'secrets'],
  timeoutSeconds: 20,
});
