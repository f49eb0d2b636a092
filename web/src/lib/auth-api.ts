import { logoutRoute, sendVerificationRoute, verifyCodeRoute } from '../../../shared/api/routes/auth.ts';
import { createSubscriptionRoute } from '../../../shared/api/routes/subscriptions.ts';
import { callApi } from './api.ts';

export const requestCode = (email: string, purpose?: 'checkout') =>
  callApi(sendVerificationRoute, { body: { email, ...(purpose ? { purpose } : {}) } });

export const confirmCode = (email: string, code: string) =>
  callApi(verifyCodeRoute, { body: { email, code } });

export const startCheckout = (planId: 'annual' | 'weekly', email: string) =>
  callApi(createSubscriptionRoute, { body: { planId, email } });

export const logout = () => callApi(logoutRoute, { body: {} });
