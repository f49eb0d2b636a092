import { existsSync } from 'node:fs';
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeWildcardFindings } from './nag.ts';
import type { StageSettings } from './stage.ts';
import { resourcePrefix } from './stage-names.ts';

export interface BookletsProps {
  stage: StageSettings;
  /** Access logs go with the site's. */
  logBucket: IBucket;
  /** The built booklets (build/web-booklets); omitted or missing: nothing is uploaded. */
  contentDir?: string;
  /** The site's origin: its pages fetch a signed link to keep the booklet for offline reading. */
  siteUrl: string;
}

/**
 * The study booklets with their answers: a private bucket that nothing serves; a subscriber gets a
 * link signed for a few minutes by the booklets-link function, which the site's pages may fetch.
 */
export class Booklets extends Construct {
  readonly bucket: Bucket;
  /**
   * Where the signed links point, known without the bucket resource: the site's CSP names it, and
   * the bucket's CORS names the site, so neither may wait for the other.
   */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: BookletsProps) {
    super(scope, id);
    // At most 8 + 12 + 10 + 12 + 1 + 14 characters: within S3's 63.
    const bucketName = `${resourcePrefix(props.stage)}-booklets-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.origin = `https://${bucketName}.s3.${Aws.REGION}.amazonaws.com`;
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'booklets-bucket/',
      // Rebuilt from the repository on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      // The app fetches a signed link to keep a copy on the device (ADR 0094); the signature still
      // decides who reads, CORS only lets the site's pages see the answer.
      cors: [{ allowedMethods: [HttpMethods.GET], allowedOrigins: [props.siteUrl], maxAge: 3600 }],
    });
    if (props.contentDir && existsSync(props.contentDir)) {
      const deployment = new BucketDeployment(this, 'Deploy', {
        sources: [Source.asset(props.contentDir)],
        destinationBucket: this.bucket,
      });
      acknowledgeWildcardFindings(
        deployment.handlerRole,
        'aws-cdk-lib writes these grants for its deployment handler: read on the CDK asset bucket and ' +
          'write on the booklets bucket; it runs only during deploys.',
      );
    }
  }
}
