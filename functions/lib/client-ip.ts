import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The visitor's address. Behind CloudFront, API Gateway sees CloudFront's address, so the
 * CloudFront-Viewer-Address header (forwarded by the /api/* origin request policy) comes first.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
