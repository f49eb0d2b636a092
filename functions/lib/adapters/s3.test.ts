import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config.ts';
import { presignedGet } from './s3.ts';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const now = new Date('2026-11-25T15:00:00Z');
const fileName = 'ingresa-cuadernillo-fisica.pdf';

/** What AWS's own presigner writes for the same GetObject. */
function official(endpoint?: string) {
  const client = new S3Client({
    region: 'sa-east-1',
    credentials: { ...credentials, sessionToken: 'token/with+chars=' },
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: 'ingresa-prod-booklets',
      Key: 'cuadernillos/fisica.pdf',
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: 300, signingDate: now },
  );
}

function environment(endpoint?: string) {
  Object.assign(process.env, {
    AWS_REGION: 'sa-east-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SESSION_TOKEN: 'token/with+chars=',
  });
  if (endpoint) process.env.S3_ENDPOINT = endpoint;
  else delete process.env.S3_ENDPOINT;
  resetConfigForTests();
}

describe('presigned booklet links', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  it('writes, character for character, the link AWS’s own presigner writes (virtual-hosted, with a session token)', async () => {
    environment();
    const ours = await presignedGet('ingresa-prod-booklets', 'cuadernillos/fisica.pdf', {
      seconds: 300,
      fileName,
      now,
    });
    expect(ours).toBe(await official());
    expect(
      ours.startsWith('https://ingresa-prod-booklets.s3.sa-east-1.amazonaws.com/cuadernillos/fisica.pdf?'),
    ).toBe(true);
  });

  it('and the same path-style link for an endpoint of its own, as the local stand-in uses', async () => {
    environment('http://localhost:3000/__s3');
    const ours = await presignedGet('ingresa-prod-booklets', 'cuadernillos/fisica.pdf', {
      seconds: 300,
      fileName,
      now,
    });
    expect(ours).toBe(await official('http://localhost:3000/__s3'));
  });
});
