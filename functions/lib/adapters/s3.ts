import { createHash, createHmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '../config.ts';

/** The SHA-256 the signer wants (its checksum interface), from Node's crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret
      ? createHmac('sha256', typeof secret === 'string' ? secret : Buffer.from(secret as ArrayBuffer))
      : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {}
}

/** RFC 3986 escaping, as S3 and the SDK's URL formatter write query strings. */
const escapeUri = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A GET link to one private object, signed (SigV4, query string) with the function's credentials and
 * valid for `seconds`: what `@aws-sdk/s3-request-presigner` writes for a GetObject, without the S3
 * client in the bundle (a unit test compares the two). Locally S3_ENDPOINT points at the server's stand-in,
 * addressed path-style.
 */
export async function presignedGet(
  bucket: string,
  key: string,
  options: { seconds: number; fileName: string; now: Date },
): Promise<string> {
  const { AWS_REGION, S3_ENDPOINT } = config();
  const endpoint = new URL(S3_ENDPOINT ?? `https://${bucket}.s3.${AWS_REGION}.amazonaws.com`);
  const objectKey = key.split('/').map(escapeUri).join('/');
  const path = S3_ENDPOINT
    ? `${endpoint.pathname.replace(/\/$/, '')}/${bucket}/${objectKey}`
    : `/${objectKey}`;
  const signer = new SignatureV4({
    service: 's3',
    region: AWS_REGION,
    credentials: fromEnv(),
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
      path,
      query: {
        'response-content-disposition': `attachment; filename="${options.fileName}"`,
        'response-content-type': 'application/pdf',
        'x-amz-checksum-mode': 'ENABLED',
        'x-id': 'GetObject',
      },
      headers: { host: endpoint.host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
    },
    { expiresIn: options.seconds, signingDate: options.now, unsignableHeaders: new Set(['content-type']) },
  );
  const query = Object.entries(signed.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${escapeUri(name)}=${escapeUri(String(value))}`)
    .join('&');
  return `${endpoint.protocol}//${endpoint.host}${signed.path}?${query}`;
}
