import { verifyLinkRequest } from '../../../shared/api/contracts/auth.ts';
import {
  logoutRoute,
  sendVerificationRoute,
  verifyCodeRoute,
  verifyLinkRoute,
} from '../../../shared/api/routes/auth.ts';
import { createSubscriptionRoute } from '../../../shared/api/routes/subscriptions.ts';
import { type ApiResult, callApi } from './api.ts';
import { type CodeSent, codeSentFrom, type SendAnswer } from './code-sent.ts';
import { forgetTrialToClaim, trialToClaim } from './trial-claim.ts';

export const requestCode = (email: string, purpose?: 'checkout') =>
  callApi(sendVerificationRoute, { body: { email, ...(purpose ? { purpose } : {}) } });

/** Forgets the trial once the server gave its answer about it (trialClaimed, true or false). */
async function offeringTrial(
  call: (trial: string | undefined) => Promise<ApiResult<typeof verifyCodeRoute>>,
): Promise<ApiResult<typeof verifyCodeRoute>> {
  const trial = trialToClaim();
  const result = await call(trial);
  if (trial && result.ok && result.data.trialClaimed !== undefined) forgetTrialToClaim();
  return result;
}

export const confirmCode = (email: string, code: string) =>
  offeringTrial((trial) => callApi(verifyCodeRoute, { body: { email, code, ...(trial ? { trial } : {}) } }));

/** Whether a sign-in link's token has the shape the server makes; any other is refused before it is sent. */
export const isSignInLinkToken = (token: string) => verifyLinkRequest.safeParse({ token }).success;

export const confirmSignInLink = (token: string) =>
  offeringTrial((trial) => callApi(verifyLinkRoute, { body: { token, ...(trial ? { trial } : {}) } }));

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
