/**
 * Stands in for `@aws-sdk/token-providers` in Lambda bundles (see infra/bundling.ts). The Bedrock
 * client asks for a bearer token before falling back to SigV4; in Lambda the role signs, so the SSO
 * token chain (and the SSO-OIDC client it carries) is dead weight. An explicit
 * AWS_BEARER_TOKEN_BEDROCK still works, as with the real module.
 */
type TokenProvider = () => Promise<{ token: string }>;

function envKey(signingName: string): string {
  return `AWS_BEARER_TOKEN_${signingName.replace(/[\s-]/g, '_').toUpperCase()}`;
}

export const fromEnvSigningName =
  ({ signingName }: { signingName?: string } = {}): TokenProvider =>
  async () => {
    const token = signingName ? process.env[envKey(signingName)] : undefined;
    if (!token)
      throw Object.assign(new Error('No bearer token in the environment'), { name: 'TokenProviderError' });
    return { token };
  };

export const nodeProvider = (): TokenProvider => async () => {
  throw Object.assign(new Error('No SSO token in Lambda: the execution role signs requests'), {
    name: 'TokenProviderError',
    tryNextLink: true,
  });
};
