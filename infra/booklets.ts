import { existsSync } from 'node:fs';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeWildcardFindings } from './nag.ts';
import type { StageSettings } from './stage.ts';

export interface BookletsProps {
  stage: StageSettings;
  /** Access logs go with the site's. */
  logBucket: IBucket;
  /** The built booklets (build/web-booklets); omitted or missing: nothing is uploaded. */
  contentDir?: string;
}

/**
 * The study booklets with their answers: a private bucket that nothing serves; a subscriber gets a
 * link signed for a few minutes by the booklets-link function.
 */
export class Booklets extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: BookletsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'booklets-bucket/',
      // Rebuilt from the repository on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
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
