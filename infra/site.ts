import { Duration, Lazy, RemovalPolicy, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  SSLMethod,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../shared/api/origin.ts';
import { type StageDomain, siteUrlOf } from '../shared/site-settings.ts';
import {
  describeFile,
  readSiteManifest,
  readSiteManifestIfBuilt,
  type SiteManifest,
  WEB_APP_MANIFEST,
} from '../web/site-manifest.ts';
import { hostedZoneOf, siteDomainNames } from './domain.ts';
import { acknowledgeWildcardFindings } from './nag.ts';
import { pathRewriteFor } from './site/path-rewrite.ts';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, securityHeadersFor } from './site/security-headers.ts';
import type { StageSettings } from './stage.ts';

export interface SiteProps {
  stage: StageSettings;
  /** The built site (build/web). Omitted: nothing is uploaded, as in tests or a synth before the build. */
  contentDir?: string;
  /** ARN of the WAF web ACL in front of the distribution (the edge stack's, in us-east-1; ADR 0038). */
  webAclId?: string;
  /**
   * The stage's own domain, with the edge stack's certificate for it (us-east-1): the site is served at
   * the apex, `www.` redirects there (ADR 0061). Omitted: the CloudFront address only.
   */
  domain?: StageDomain & { certificateArn: string };
}

/** Where the API is reached from CloudFront. */
export interface ApiOrigin {
  domainName: string;
}

/** A bucket's name is at most 63 characters; the longest region name today is 14. */
const LONGEST_BUCKET_ORIGIN = `https://${'b'.repeat(63)}.s3.ap-southeast-5.amazonaws.com`;

/** Private bucket behind CloudFront; `/api/*` on the same host goes to the HTTP API. */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  private readonly domain?: StageDomain;
  private readonly manifest: ReturnType<typeof readSiteManifestIfBuilt>;
  /** Origins the pages may fetch from besides their own (allowConnectTo). */
  private readonly connectSources: string[] = [];

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const { stage, domain } = props;
    this.domain = domain;

    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging delivers through bucket ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: !stage.isProduction,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket is the access-log destination; logging it into itself would log its own log writes.',
    });

    // The content is rebuilt from the repository on every deploy, so the bucket is never worth keeping.
    this.bucket = new Bucket(this, 'Content', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const pathRewrite = new CloudFrontFunction(this, 'PathRewrite', {
      // The built site's page list and 404 page are compiled into the function (see path-rewrite.js).
      code: FunctionCode.fromInline(
        pathRewriteFor(props.contentDir ?? '', domain ? { apex: domain.name } : {}),
      ),
      runtime: FunctionRuntime.JS_2_0,
      comment: domain
        ? 'Redirects www to the apex; maps clean URLs to the prerendered index.html files'
        : 'Maps clean URLs to the prerendered index.html files',
    });

    // The same headers the local server sends (infra/site/security-headers.ts); the CSP lists the hashes
    // of the built pages' inline code, from the site manifest (ADR 0045).
    this.manifest = readSiteManifestIfBuilt(props.contentDir);
    const headers = securityHeadersFor(this.manifest);
    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Ingresá ${stage.name}: security headers`,
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: Lazy.string({
            produce: () => securityHeadersFor(this.manifest, this.connectSources)['content-security-policy'],
          }),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: headers['permissions-policy'],
            override: true,
          },
          {
            header: 'Cross-Origin-Opener-Policy',
            value: headers['cross-origin-opener-policy'],
            override: true,
          },
        ],
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Ingresá ${stage.name}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: pathRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // No error responses: they apply to every behaviour and would turn the API's JSON 403/404 into
      // HTML. The path-rewrite function answers unknown pages with the 404 page itself.
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Only the "all" class includes South American edge locations, where the students are.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableIpv6: true,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclId ? { webAclId: props.webAclId } : {}),
      ...(domain
        ? {
            domainNames: siteDomainNames(domain),
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            sslSupportMethod: SSLMethod.SNI,
          }
        : {}),
    });
    acknowledgeDistributionFindings(this.distribution, {
      hasWebAcl: props.webAclId !== undefined,
      hasCertificate: domain !== undefined,
    });
    if (domain) this.addRecords(domain);

    if (props.contentDir) this.deployContent(props.contentDir, stage);
  }

  /** The site's address: the stage's domain, else the distribution's own. */
  get url(): string {
    return this.domain ? siteUrlOf(this.domain) : `https://${this.distribution.distributionDomainName}`;
  }

  /** IPv4 and IPv6 aliases to the distribution, for the apex and for `www.` (which redirects to it). */
  private addRecords(domain: StageDomain): void {
    const zone = hostedZoneOf(this, domain);
    const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
    siteDomainNames(domain).forEach((recordName, index) => {
      const id = index === 0 ? 'Apex' : 'Www';
      new ARecord(this, `${id}A`, { zone, recordName, target });
      new AaaaRecord(this, `${id}Aaaa`, { zone, recordName, target });
    });
  }

  /**
   * Sends `/api/*` to the API: never cached, every viewer header but Host, every method, plus the
   * origin token (it replaces any header of that name a viewer sends).
   */
  /**
   * Lets the pages fetch from `origin` (the CSP's connect-src), e.g. a bucket whose signed links the
   * app reads. A deploy-time name is a token whose text is shorter than the name, so CloudFront's
   * length limit is checked with the longest a bucket's regional origin can be.
   */
  allowConnectTo(origin: string): void {
    this.connectSources.push(origin);
    contentSecurityPolicy(
      this.manifest?.inline,
      this.connectSources.map((source) => (Token.isUnresolved(source) ? LONGEST_BUCKET_ORIGIN : source)),
    );
  }

  addApi(api: ApiOrigin, originToken?: string): void {
    const wwwGuard = this.domain && this.apiWwwGuard(this.domain);
    this.distribution.addBehavior(
      '/api/*',
      new HttpOrigin(api.domainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        ...(originToken ? { customHeaders: { [ORIGIN_VERIFY_HEADER]: originToken } } : {}),
      }),
      {
        // A redirect would turn a POST into a GET and drop its body, so plain HTTP is refused instead.
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
        ...(wwwGuard
          ? { functionAssociations: [{ function: wwwGuard, eventType: FunctionEventType.VIEWER_REQUEST }] }
          : {}),
      },
    );
  }

  /**
   * The API is answered at the apex only: on `www.` a redirect would turn a POST into a GET (and the
   * session cookie belongs to the apex), so a request there gets a 421 naming the right address.
   */
  private apiWwwGuard(domain: StageDomain): CloudFrontFunction {
    const [, www] = siteDomainNames(domain);
    const body = JSON.stringify({ success: false, message: `La API se usa en ${siteUrlOf(domain)}.` });
    return new CloudFrontFunction(this, 'ApiWwwGuard', {
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          `  if (!request.headers.host || request.headers.host.value !== ${JSON.stringify(www)}) return request;`,
          '  return {',
          "    statusCode: 421, statusDescription: 'Misdirected Request',",
          "    headers: { 'content-type': { value: 'application/json; charset=utf-8' }, 'cache-control': { value: 'no-store' } },",
          `    body: { encoding: 'text', data: ${JSON.stringify(body)} },`,
          '  };',
          '}',
        ].join('\n'),
      ),
      runtime: FunctionRuntime.JS_2_0,
      comment: `Refuses the API on ${www}: it is served at the apex only`,
    });
  }

  /**
   * What the build's manifest (web/site-manifest.ts) says Vite named after its content is cached for a
   * year and kept across deploys (open pages still load it), one deployment per content type, set from
   * the manifest (the deployment's own guess lacks .woff2 before Python 3.14). The rest (pages, sitemap,
   * public/ files) is revalidated on every visit and replaced, pruned and invalidated together.
   */
  private deployContent(contentDir: string, stage: StageSettings): void {
    const manifest = readSiteManifest(contentDir);
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: stage.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // One asset for every deployment: each picks its files with include/exclude.
    const site = Source.asset(contentDir);
    const assets = [...hashedFilesByContentType(manifest)].map(
      ([contentType, files]) =>
        new BucketDeployment(this, `DeployAssets${constructIdPart(contentType)}`, {
          sources: [site],
          destinationBucket: this.bucket,
          exclude: ['*'],
          include: files,
          prune: false,
          contentType,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          logGroup,
        }),
    );
    // The web app manifest's type is not in the deployment's guesses: it goes on its own, typed.
    const webAppManifest =
      WEB_APP_MANIFEST in manifest.files
        ? new BucketDeployment(this, 'DeployWebAppManifest', {
            sources: [site],
            destinationBucket: this.bucket,
            exclude: ['*'],
            include: [WEB_APP_MANIFEST],
            prune: false,
            contentType: describeFile(WEB_APP_MANIFEST).contentType,
            cacheControl: [CacheControl.noCache()],
            logGroup,
          })
        : undefined;
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [site],
      destinationBucket: this.bucket,
      // Pruning leaves the assets folder alone: pages still open load the files of earlier builds.
      exclude: [`${manifest.assetsDir}*`, ...(webAppManifest ? [WEB_APP_MANIFEST] : [])],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    for (const deployment of [...assets, ...(webAppManifest ? [webAppManifest] : [])])
      pages.node.addDependency(deployment);

    // Both deployments share one CDK-provided handler; its code and grants are aws-cdk-lib's.
    const handler = pages.handlerRole.node.scope;
    if (!handler) return;
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'The deployment handler is created by aws-cdk-lib with this role; it runs only during deploys.',
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'The deployment handler runtime is pinned by aws-cdk-lib, which is upgraded with the project.',
      },
    );
    acknowledgeWildcardFindings(
      pages.handlerRole,
      'aws-cdk-lib writes these grants for its deployment handler: read on the CDK asset bucket, read and ' +
        'write on the site bucket, and CloudFront invalidation; it runs only during deploys to copy the ' +
        'built site and serves no traffic.',
    );
  }
}

/**
 * The content-hashed files, by content type. They must be all that sits in the assets folder: a file
 * there under a name that does not change with its bytes would be cached for a year and never pruned.
 */
function hashedFilesByContentType(manifest: SiteManifest): Map<string, string[]> {
  const misplaced = Object.entries(manifest.files)
    .filter(([file, described]) => described.hashed !== file.startsWith(manifest.assetsDir))
    .map(([file]) => file);
  if (misplaced.length > 0) {
    throw new Error(
      `Only files named after their content belong in ${manifest.assetsDir}, and all of them: ${misplaced.join(', ')}`,
    );
  }
  const groups = new Map<string, string[]>();
  for (const [file, described] of Object.entries(manifest.files)) {
    if (!described.hashed) continue;
    groups.set(described.contentType, [...(groups.get(described.contentType) ?? []), file]);
  }
  return groups;
}

/** `text/javascript; charset=utf-8` → `TextJavascript`: a stable construct id per content type. */
function constructIdPart(contentType: string): string {
  return (contentType.split(';')[0] ?? '')
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function acknowledgeDistributionFindings(
  distribution: Distribution,
  { hasWebAcl, hasCertificate }: { hasWebAcl: boolean; hasCertificate: boolean },
): void {
  if (!hasWebAcl) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'This distribution is built without the edge stack (a test or a partial app); deployed stages ' +
        'always put the edge web ACL in front of it (infra/ingresa-app.ts, ADR 0038).',
    });
  }
  if (!hasCertificate) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'A stage without a domain of its own uses the default *.cloudfront.net certificate, for which ' +
        'CloudFront does not allow setting the minimum TLS version; stages with a domain serve it with their ' +
        'ACM certificate and TLSv1.2_2021 (ADR 0061).',
    });
  }
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR1',
    reason:
      'No geo restriction: Mercado Pago delivers webhooks from outside Argentina and students travel; ' +
      "abuse is limited by the edge web ACL's per-address rate rules and per-route API throttling instead.",
  });
}
