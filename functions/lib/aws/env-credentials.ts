import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles (see infra/bundling.ts).
 * Lambda always hands the execution role's credentials over in environment variables, so the
 * default chain's SSO, INI, process and IMDS providers are dead weight: dropping them roughly
 * halves the SDK's cold-start import time.
 */
export const defaultProvider = (): ReturnType<typeof fromEnv> => fromEnv();
