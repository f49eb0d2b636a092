import { callApi } from '../../lib/api.ts';
import {
  cancelSubscriptionRoute,
  checkSubscriptionStatusRoute,
  subscriptionPaymentsRoute,
  updateSubscriptionStatusRoute,
} from '../../lib/routes/subscriptions.ts';

export const updateStatus = (email: string, status: 'active' | 'failed' | 'pending') =>
  callApi(updateSubscriptionStatusRoute, { body: { email, status } });

export const checkStatus = (email: string) => callApi(checkSubscriptionStatusRoute, { query: { email } });

export const cancelSubscription = () => callApi(cancelSubscriptionRoute, { body: {} });

/** The student's charges, newest first, as Mercado Pago reports them. */
export const fetchPayments = (signal?: AbortSignal) => callApi(subscriptionPaymentsRoute, { signal });
