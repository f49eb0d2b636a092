import { emptyObject } from '../common.ts';
import * as subscriptions from '../contracts/subscriptions.ts';
import { route } from '../route-definition.ts';

export const createSubscriptionRoute = route({
  name: 'subscriptions-create',
  method: 'POST',
  path: '/api/subscriptions/create',
  access: 'session',
  request: { body: subscriptions.createSubscriptionRequest },
  response: subscriptions.createSubscriptionResponse,
  data: { reads: ['subscription'], writes: ['subscription', 'subscriptionRef'] },
  services: ['mercadopago', 'secrets'],
});

export const updateSubscriptionStatusRoute = route({
  name: 'subscriptions-update-status',
  method: 'POST',
  path: '/api/subscriptions/update-status',
  access: 'session',
  request: { body: subscriptions.updateStatusRequest },
  response: subscriptions.updateStatusResponse,
  data: { reads: ['subscription'], writes: ['subscription'] },
  services: ['mercadopago', 'secrets'],
});

export const checkSubscriptionStatusRoute = route({
  name: 'subscriptions-check-status',
  method: 'GET',
  path: '/api/subscriptions/check-status',
  access: 'session',
  request: { query: subscriptions.checkStatusQuery },
  response: subscriptions.subscriptionStatusResponse,
  data: { reads: ['subscription'], writes: [] },
});

export const subscriptionStatusByEmailRoute = route({
  name: 'subscriptions-status-by-email',
  method: 'GET',
  path: '/api/subscriptions/status-by-email/{email}',
  access: 'session',
  request: { params: subscriptions.statusByEmailParams },
  response: subscriptions.subscriptionStatusResponse,
  data: { reads: ['subscription'], writes: [] },
});

export const cancelSubscriptionRoute = route({
  name: 'subscriptions-cancel',
  method: 'POST',
  path: '/api/subscriptions/cancel',
  access: 'session',
  request: { body: emptyObject.optional() },
  response: subscriptions.cancelSubscriptionResponse,
  data: { reads: ['subscription'], writes: ['subscription'] },
  services: ['mercadopago', 'secrets'],
});

export const mercadoPagoWebhookRoute = route({
  name: 'webhooks-mercadopago',
  method: 'POST',
  path: '/api/webhooks/mercadopago',
  access: 'public',
  request: { query: subscriptions.mercadoPagoWebhookQuery, body: subscriptions.mercadoPagoWebhookBody },
  response: subscriptions.webhookResponse,
  data: {
    reads: ['subscriptionRef', 'subscription', 'webhookEvent'],
    writes: ['subscription', 'webhookEvent'],
  },
  services: ['mercadopago', 'secrets'],
  throttle: { rate: 20, burst: 40 },
});
