import { afterEach, describe, expect, it } from 'vitest';
import { fromEnvSigningName, nodeProvider } from './env-token.ts';

afterEach(() => {
  delete process.env.AWS_BEARER_TOKEN_BEDROCK;
});

describe('the Lambda stand-in for @aws-sdk/token-providers', () => {
  it('returns a bearer token set in the environment, like the real module', async () => {
    process.env.AWS_BEARER_TOKEN_BEDROCK = 'secret-token';
    await expect(fromEnvSigningName({ signingName: 'bedrock' })()).resolves.toEqual({
      token: 'secret-token',
    });
  });

  it('fails as a token provider error otherwise, so the client signs with the role (SigV4)', async () => {
    await expect(fromEnvSigningName({ signingName: 'bedrock' })()).rejects.toMatchObject({
      name: 'TokenProviderError',
    });
    await expect(nodeProvider()()).rejects.toMatchObject({ name: 'TokenProviderError' });
  });
});
