/**
 * What makes a page installable, in its head: every page's but the 404's, which travels inside the
 * CloudFront function and its 10 KB (infra/site/path-rewrite.ts).
 */
export const INSTALL_LINKS =
  '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">';
