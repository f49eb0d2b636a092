import type { InlineHashes, SiteManifest } from '../../web/site-manifest.ts';

/**
 * The headers every page and API response carries: CloudFront adds them with one response-headers
 * policy (infra/site.ts) and the local server sends the same (infra/local/server.ts); both take them
 * from here and test/infra/site.test.ts keeps them equal. Why each value:
 * docs/decisions/0045-strict-security-headers.md.
 */

/** Two years, as the HSTS preload list asks. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** The longest Content-Security-Policy a CloudFront response-headers policy accepts. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** Browser features the site never uses: off for its pages and for anything they could embed. */
export const disabledFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export const permissionsPolicy = disabledFeatures.map((feature) => `${feature}=()`).join(', ');

const noInlineCode: InlineHashes = { scripts: [], styles: [] };

const quotedHashes = (hashes: readonly string[]) => hashes.map((hash) => `'sha256-${hash}'`);

/**
 * Only the site's own origin, for everything. Inline code runs only when its hash is listed: the
 * build hashes what it writes into the pages (the inlined stylesheet; no inline script today). The
 * style attributes KaTeX writes into its markup are the one inline thing allowed without a hash
 * (`style-src-attr`); `style-src` is only read by browsers that predate `style-src-elem`/`-attr`.
 * SVG figures are data: images. Checkout leaves the site by navigation, which no directive governs.
 * `connect` adds origins the pages may fetch from: in AWS the booklets bucket, whose short-lived
 * links the app fetches to keep a copy for offline reading (ADR 0094); locally the server answers
 * for S3 on the site's own origin.
 */
export function contentSecurityPolicy(
  inline: InlineHashes = noInlineCode,
  connect: readonly string[] = [],
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...quotedHashes(inline.scripts)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...quotedHashes(inline.styles)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connect],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map((directive) => directive.join(' ')).join('; ');
  if (policy.length > CLOUDFRONT_CSP_MAX_LENGTH) {
    throw new Error(
      `The Content-Security-Policy is ${policy.length} characters, over CloudFront's ${CLOUDFRONT_CSP_MAX_LENGTH}: ` +
        `the pages carry ${inline.scripts.length} inline scripts and ${inline.styles.length} <style> blocks`,
    );
  }
  return policy;
}

/** The headers for a built site (its manifest), or for no site at all (API only, or before a build). */
export function securityHeadersFor(
  manifest: Pick<SiteManifest, 'inline'> | undefined,
  connect: readonly string[] = [],
) {
  return {
    'content-security-policy': contentSecurityPolicy(manifest?.inline, connect),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
  };
}
