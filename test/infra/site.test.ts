import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { pathRewriteFor } from '../../infra/site/path-rewrite.ts';
import { securityHeadersFor } from '../../infra/site/security-headers.ts';
import { bookletsDirFor } from '../../web/booklets-dir.ts';
import { readSiteManifest, siteManifestFileFor } from '../../web/site-manifest.ts';
import { writeTestSite } from '../test-site.ts';
import { synthStage } from './synth-stage.ts';

interface CacheBehavior {
  PathPattern: string;
  AllowedMethods: string[];
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: unknown;
  ViewerProtocolPolicy: string;
  TargetOriginId: string;
}

interface DistributionConfig {
  CacheBehaviors: CacheBehavior[];
  DefaultCacheBehavior: Omit<CacheBehavior, 'PathPattern'> & {
    FunctionAssociations: { EventType: string; FunctionARN: unknown }[];
  };
  Origins: {
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  }[];
}

function distributionConfig(): DistributionConfig {
  const { template } = synthStage();
  const distributions = Object.values(
    template.findResources('AWS::CloudFront::Distribution') as Record<
      string,
      { Properties: { DistributionConfig: DistributionConfig } }
    >,
  );
  expect(distributions).toHaveLength(1);
  const [distribution] = distributions;
  if (!distribution) throw new Error('no distribution');
  return distribution.Properties.DistributionConfig;
}

interface ResponseHeadersPolicyConfig {
  SecurityHeadersConfig: {
    StrictTransportSecurity?: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains?: boolean;
      Preload?: boolean;
      Override: boolean;
    };
    ContentTypeOptions?: { Override: boolean };
    ReferrerPolicy?: { ReferrerPolicy: string; Override: boolean };
    FrameOptions?: { FrameOption: string; Override: boolean };
    ContentSecurityPolicy?: { ContentSecurityPolicy: CfnString; Override: boolean };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
}

/** A string in the template: plain, or joined from parts some of which resolve at deploy time. */
type CfnString = string | { 'Fn::Join': [string, (string | Record<string, unknown>)[]] };

/** The string with each deploy-time part written as `<Name>` (a pseudo parameter's or a resource's). */
function rendered(value: CfnString): string {
  if (typeof value === 'string') return value;
  const [separator, parts] = value['Fn::Join'];
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const getAtt = part['Fn::GetAtt'];
      return `<${Array.isArray(getAtt) ? getAtt.join('.') : String(part.Ref).replace('AWS::', '')}>`;
    })
    .join(separator);
}

/** The booklets bucket's origin as `rendered` writes it: named by the stage, account and region. */
const bookletsOrigin = 'https://ingresa-dev-booklets-<AccountId>-<Region>.s3.<Region>.amazonaws.com';

/**
 * The headers the one response-headers policy makes CloudFront send, written as the local server
 * writes them; every one must override what an origin sends.
 */
function cloudFrontHeaders(template: Template): Record<string, string> {
  const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as {
    Properties: { ResponseHeadersPolicyConfig: ResponseHeadersPolicyConfig };
  }[];
  expect(policies).toHaveLength(1);
  const config = policies[0]?.Properties.ResponseHeadersPolicyConfig;
  if (!config) throw new Error('no response-headers policy');
  const security = config.SecurityHeadersConfig;
  const custom = config.CustomHeadersConfig?.Items ?? [];
  const overrides = [...Object.values(security), ...custom].map((header) => header?.Override);
  expect(overrides.every((override) => override === true)).toBe(true);
  const hsts = security.StrictTransportSecurity;
  const headers: Record<string, string> = {
    ...(security.ContentSecurityPolicy
      ? { 'content-security-policy': rendered(security.ContentSecurityPolicy.ContentSecurityPolicy) }
      : {}),
    ...(hsts
      ? {
          'strict-transport-security': [
            `max-age=${hsts.AccessControlMaxAgeSec}`,
            ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
            ...(hsts.Preload ? ['preload'] : []),
          ].join('; '),
        }
      : {}),
    ...(security.ContentTypeOptions ? { 'x-content-type-options': 'nosniff' } : {}),
    ...(security.ReferrerPolicy ? { 'referrer-policy': security.ReferrerPolicy.ReferrerPolicy } : {}),
    ...(security.FrameOptions ? { 'x-frame-options': security.FrameOptions.FrameOption } : {}),
  };
  for (const item of custom) headers[item.Header.toLowerCase()] = item.Value;
  return headers;
}

function builtSite(): string {
  return writeTestSite({
    'index.html': '<!doctype html><title>Ingresá</title>',
    '404.html': '<!doctype html><title>No encontrado</title>',
    'sitemap.xml': '<urlset></urlset>',
    'assets/app-abc123.js': 'console.log(1);',
    'assets/chunk-def456.js': 'console.log(2);',
    'assets/figtree-ghi789.woff2': 'wOF2',
  });
}

describe('site', () => {
  const { template } = synthStage();

  it('keeps the content in a private, encrypted bucket that refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site-bucket/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('reads the bucket through origin access control and rewrites paths with the CloudFront Function', () => {
    const config = distributionConfig();
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(config.Origins.some((origin) => origin.OriginAccessControlId !== undefined)).toBe(true);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/PathRewrite/), 'FunctionARN'] },
      },
    ]);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: pathRewriteFor(''),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('sends /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    const api = distributionConfig().CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api?.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = distributionConfig().Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.');
  });

  it('adds the origin token to what it forwards, as a reference the deploy resolves, never its value', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    const origin = config.Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
    const [header] = origin?.OriginCustomHeaders ?? [];
    expect(header?.HeaderName).toBe('x-origin-verify');
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:/);
  });

  it('adds the very headers the local server sends, and no others, to pages and API alike', () => {
    // Besides its own origin, a page in AWS may fetch from the booklets bucket, which locally is the site.
    expect(cloudFrontHeaders(template)).toEqual(securityHeadersFor(undefined, [bookletsOrigin]));
    const config = distributionConfig();
    const policies = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map(
      (b) => b.ResponseHeadersPolicyId,
    );
    expect(policies.every((policy) => policy !== undefined)).toBe(true);
  });

  it('lists the hashes of the built pages’ inline styles in its Content-Security-Policy, as the local server does', () => {
    const css = 'body{margin:0}';
    const dir = writeTestSite({
      'index.html': `<!doctype html><style>${css}</style><script type="application/json">{}</script>`,
      '404.html': '<!doctype html><title>No encontrado</title>',
    });
    const built = synthStage({ siteContentDir: dir }).template;
    const headers = cloudFrontHeaders(built);
    expect(headers).toEqual(securityHeadersFor(readSiteManifest(dir), [bookletsOrigin]));
    const hash = createHash('sha256').update(css).digest('base64');
    expect(headers['content-security-policy']).toContain(`style-src-elem 'self' 'sha256-${hash}';`);
    expect(headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('leaves API errors alone (no distribution-wide error pages), over HTTP/2 and HTTP/3, at South American edges', () => {
    expect((distributionConfig() as { CustomErrorResponses?: unknown }).CustomErrorResponses).toBeUndefined();
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        HttpVersion: 'http2and3',
        PriceClass: 'PriceClass_All',
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
      }),
    });
  });

  it('uploads nothing when no built site is given', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('uploads a built site as its manifest says: hashed files kept and cached for a year with their content type, the rest revalidated and invalidated', () => {
    const withSite = synthStage({ siteContentDir: builtSite() }).template;
    withSite.resourceCountIs('Custom::CDKBucketDeployment', 3);
    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['*'],
      Include: ['assets/app-abc123.js', 'assets/chunk-def456.js'],
      Prune: false,
      SystemMetadata: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['*'],
      Include: ['assets/figtree-ghi789.woff2'],
      Prune: false,
      SystemMetadata: {
        'content-type': 'font/woff2',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });

  it('uploads the web app manifest on its own, with its content type, revalidated on every visit (#34)', () => {
    const dir = writeTestSite({
      'index.html': '<!doctype html><title>Ingresá</title>',
      'manifest.webmanifest': '{"name":"Ingresá"}',
      'assets/app-abc123.js': 'console.log(1);',
    });
    const withManifest = synthStage({ siteContentDir: dir }).template;
    withManifest.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['*'],
      Include: ['manifest.webmanifest'],
      SystemMetadata: {
        'content-type': 'application/manifest+json; charset=utf-8',
        'cache-control': 'no-cache',
      },
    });
    withManifest.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Exclude: ['assets/*', 'manifest.webmanifest'],
    });
  });

  it('refuses a site whose assets folder holds a file not named after its content', () => {
    const dir = builtSite();
    const manifest = readSiteManifest(dir);
    const file = manifest.files['assets/app-abc123.js'];
    if (file) file.hashed = false;
    writeFileSync(siteManifestFileFor(dir), JSON.stringify(manifest));
    expect(() => synthStage({ siteContentDir: dir })).toThrow(/assets\/app-abc123\.js/);
  });

  it('keeps the booklets with answers out of the site: a private bucket of their own, uploaded when built', () => {
    const dir = builtSite();
    const booklets = path.join(bookletsDirFor(dir), 'cuadernillos');
    mkdirSync(booklets, { recursive: true });
    writeFileSync(path.join(booklets, 'fisica.pdf'), '%PDF-1.7');
    const withBooklets = synthStage({ siteContentDir: dir }).template;
    withBooklets.resourceCountIs('Custom::CDKBucketDeployment', 4);
    const buckets = withBooklets.findResources('AWS::S3::Bucket', {
      Properties: { LoggingConfiguration: { LogFilePrefix: 'booklets-bucket/' } },
    });
    expect(Object.keys(buckets)).toHaveLength(1);
    const [bucketId] = Object.keys(buckets);
    // Nothing but the deployment writes it, and no policy opens it to CloudFront or anyone else.
    const policies = withBooklets.findResources('AWS::S3::BucketPolicy', {
      Properties: { Bucket: { Ref: bucketId } },
    });
    const statements = Object.values(policies).flatMap(
      (policy) =>
        (
          policy as {
            Properties: { PolicyDocument: { Statement: { Effect: string; Principal?: unknown }[] } };
          }
        ).Properties.PolicyDocument.Statement,
    );
    expect(
      statements.filter((s) => s.Effect === 'Allow' && JSON.stringify(s.Principal).includes('cloudfront')),
    ).toEqual([]);
  });

  it('lets only the site’s pages read a booklet’s signed link, to keep a copy offline, and nothing else', () => {
    const buckets = template.findResources('AWS::S3::Bucket', {
      Properties: { LoggingConfiguration: { LogFilePrefix: 'booklets-bucket/' } },
    });
    const [bucket] = Object.values(buckets) as { Properties: { CorsConfiguration?: unknown } }[];
    const distributionId = Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0];
    expect(bucket?.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['GET'],
          AllowedOrigins: [
            { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
          ],
          MaxAge: 3600,
        },
      ],
    });
    expect(bucket?.Properties).toMatchObject({ BucketName: { 'Fn::Join': expect.anything() } });
    const policy = cloudFrontHeaders(template)['content-security-policy'] ?? '';
    expect(policy).toContain(`connect-src 'self' ${bookletsOrigin};`);
    // Only connect-src names the bucket: nothing else on the page may load from it.
    expect(policy.split(bookletsOrigin)).toHaveLength(2);
  });

  it('compiles the built site’s pages and 404 page into the path-rewrite function', () => {
    const dir = builtSite();
    const withSite = synthStage({ siteContentDir: dir }).template;
    const [fn] = Object.values(withSite.findResources('AWS::CloudFront::Function'));
    const code = (fn as { Properties: { FunctionCode: string } }).Properties.FunctionCode;
    expect(code).toBe(pathRewriteFor(dir));
    expect(code).toContain('var PAGES = "|/|";');
    expect(code).toContain('No encontrado');
  });
});
