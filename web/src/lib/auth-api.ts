import { verifyLinkRequest } from '../../../shared/api/contracts/auth.ts';
import {
  logoutRoute,
  sendVerificationRoute,
  verifyCodeRoute,
  verifyLinkRoute,
} from '../../../shared/api/routes/auth.ts';
import { createSubscriptionRoute } from '../../../shared/api/routes/subscriptions.ts';
import { callApi } from './api.ts';
import { type CodeSent, codeSentFrom, type SendAnswer } from './code-sent.ts';

export const requestCode = (email: string, purpose?: 'checkout') =>
  callApi(sendVerificationRoute, { body: { email, ...(purpose ? { purpose } : {}) } });

export const confirmCode = (email: string, code: string) =>
  callApi(verifyCodeRoute, { body: { email, code } });

/** Whether a sign-in link's token has the shape the server makes; any other is refused before it is sent. */
export const isSignInLinkToken = (token: string) => verifyLinkRequest.safeParse({ token }).success;

export const confirmSignInLink = (token: string) => callApi(verifyLinkRoute, { body: { token } });

export const startCheckout = (planId: 'annual' | 'weekly', email: string) =>
  callApi(createSubscriptionRoute, { body: { planId, email } });

export const logout = () => callApi(logoutRoute, { body: {} });

/**
 * The navigation options that hand the code page what the server said (when the code went out, when
 * another may be asked for); here, in the module loaded when a code is asked for, not with the page.
 */
export function codeSentNavigation(answer: SendAnswer): { state?: { codeSent: CodeSent } } {
  const codeSent = codeSentFrom(answer);
  return codeSent ? { state: { codeSent } } : {};
}
