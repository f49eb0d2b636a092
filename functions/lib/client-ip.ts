import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** What clientIp answers when neither the viewer header nor the source address is an address. */
export const UNKNOWN_NETWORK = 'unknown';

/**
 * Who a per-address limit counts: the visitor's IPv4 address, or the /64 network of an IPv6 one,
 * since a home or phone gets a whole /64 and can pick a fresh address inside it at will. Behind
 * CloudFront, API Gateway sees CloudFront's address, so the CloudFront-Viewer-Address header
 * (forwarded by the /api/* origin request policy; requests that skip CloudFront are refused by the
 * origin check in http.ts) comes first. A header that is not an address with a port is ignored rather
 * than counted as it came: any string there would otherwise be a fresh "visitor" for every request.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const address =
    viewerAddress(event.headers?.['cloudfront-viewer-address']) ??
    bareAddress(event.requestContext?.http?.sourceIp) ??
    UNKNOWN_NETWORK;
  return isIPv6(address) ? ipv6Network(address) : address;
}

/**
 * The IP in CloudFront's "ip:port": `198.51.100.7:51234`, `[2001:db8::1]:443` or, as CloudFront writes
 * IPv6, unbracketed `2001:db8::1:443`. Undefined for anything else.
 */
export function viewerAddress(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value || value.length > 64) return undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return validPort(bracketed[2]) ? bareAddress(bracketed[1]) : undefined;
  const [, host, port] = /^(.+):(\d{1,5})$/.exec(value) ?? [];
  if (host !== undefined && validPort(port) && (isIPv4(host) || isIPv6(host))) return bareAddress(host);
  return bareAddress(value);
}

function validPort(port: string | undefined): boolean {
  return port === undefined || Number(port) <= 65_535;
}

/** The address itself when it is one (an IPv4-mapped IPv6 address counts as its IPv4 address). */
function bareAddress(value: string | undefined): string | undefined {
  const address = value?.trim().toLowerCase();
  if (!address) return undefined;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  return mapped && isIPv4(mapped) ? mapped : address;
}

/** 'a:b:c:d::/64' for any address in that /64; the input itself when it is not IPv6. */
export function ipv6Network(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groupsOf = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          // An embedded IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const left = groupsOf(head);
  const right = groupsOf(tail ?? '');
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
