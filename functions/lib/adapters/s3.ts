import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.ts';

let client: S3Client | undefined;

function s3(): S3Client {
  if (!client) {
    const { AWS_REGION, S3_ENDPOINT } = config();
    client = new S3Client({
      region: AWS_REGION,
      // Locally the server stands in for S3 at one path of its own address (infra/local/s3.ts).
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
    });
  }
  return client;
}

/** A GET link to one private object, signed with the function's credentials, valid for `seconds`. */
export function presignedGet(
  bucket: string,
  key: string,
  options: { seconds: number; fileName: string; now: Date },
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${options.fileName}"`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: options.seconds, signingDate: options.now },
  );
}
