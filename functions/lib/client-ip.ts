import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Who a per-address limit counts: the visitor's IPv4 address, or the /64 network of an IPv6 one,
 * since a home or phone gets a whole /64 and can pick a fresh address inside it at will. Behind
 * CloudFront, API Gateway sees CloudFront's address, so the CloudFront-Viewer-Address header
 * (forwarded by the /api/* origin request policy; requests that skip CloudFront are refused by the
 * origin check in http.ts) comes first.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const address = viewer
    ? viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
    : (event.requestContext?.http?.sourceIp ?? 'unknown');
  return address.includes(':') ? ipv6Network(address) : address;
}

/** 'a:b:c:d::/64' for any address in that /64; the input itself when it is not IPv6. */
export function ipv6Network(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (tail === undefined && left.length !== 8) return address;
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
