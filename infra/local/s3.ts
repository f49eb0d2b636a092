import { timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Where the local server answers for S3: `<site>/__s3/<bucket>/<key>`, path-style. */
export const LOCAL_S3_PATH = '/__s3';

export interface LocalS3Options {
  /** The server's own address; the links are signed for it. */
  url: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Bucket name → folder with its objects. */
  buckets: Record<string, string>;
}

const amzDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * A stand-in for S3's presigned GET: the link's signature is recomputed with the same credentials and
 * compared, and an expired or altered link is refused, as S3 does, so the local product keeps the
 * rule "only a fresh link from the API opens a booklet".
 */
export function localS3(options: LocalS3Options) {
  const client = new S3Client({
    region: options.region,
    endpoint: `${options.url}${LOCAL_S3_PATH}`,
    forcePathStyle: true,
    credentials: options.credentials,
  });

  const refuse = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(message);
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', options.url);
    const [, bucket = '', ...keyParts] = url.pathname.slice(LOCAL_S3_PATH.length).split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const dir = options.buckets[bucket];
    const query = url.searchParams;
    const signature = query.get('X-Amz-Signature') ?? '';
    const date = amzDate(query.get('X-Amz-Date') ?? '');
    const expires = Number(query.get('X-Amz-Expires'));
    if (req.method !== 'GET' || !dir || !signature || Number.isNaN(date.getTime()) || !(expires > 0))
      return refuse(res, 403, 'Acceso denegado.');

    const expected = new URL(
      await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: query.get('response-content-disposition') ?? undefined,
          ResponseContentType: query.get('response-content-type') ?? undefined,
        }),
        { expiresIn: expires, signingDate: date },
      ),
    ).searchParams.get('X-Amz-Signature');
    const same =
      expected !== null &&
      expected.length === signature.length &&
      timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
    if (!same) return refuse(res, 403, 'Acceso denegado.');
    if (Date.now() > date.getTime() + expires * 1000)
      return refuse(res, 403, 'Este enlace venció. Volvé a descargar el cuadernillo desde tu panel.');

    const file = path.join(dir, path.normalize(key));
    const found = file.startsWith(dir) ? await stat(file).catch(() => undefined) : undefined;
    if (!found?.isFile()) return refuse(res, 404, 'No encontramos ese archivo.');
    res.writeHead(200, {
      'content-type': query.get('response-content-type') ?? 'application/octet-stream',
      ...(query.get('response-content-disposition')
        ? { 'content-disposition': query.get('response-content-disposition') as string }
        : {}),
      'content-length': found.size,
      'cache-control': 'private, no-store',
    });
    createReadStream(file).pipe(res);
  };
}
