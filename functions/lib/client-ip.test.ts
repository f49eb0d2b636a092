import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp, ipv6Network } from './client-ip.ts';

const event = (headers: Record<string, string>, sourceIp = '203.0.113.9') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('clientIp', () => {
  it('takes the viewer address CloudFront forwards, without its port', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '198.51.100.7:51234' }))).toBe('198.51.100.7');
  });

  it('falls back to the source address API Gateway saw', () => {
    expect(clientIp(event({}))).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as the same visitor', () => {
    const a = clientIp(event({ 'cloudfront-viewer-address': '2001:db8:85a3:42:1:2:3:4:443' }));
    const b = clientIp(event({ 'cloudfront-viewer-address': '[2001:0db8:85a3:0042::9]:443' }));
    expect(a).toBe('2001:db8:85a3:42::/64');
    expect(b).toBe(a);
  });
});

describe('ipv6Network', () => {
  it.each([
    ['::1', '0:0:0:0::/64'],
    ['fe80::1', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ])('%s is in %s', (address, network) => {
    expect(ipv6Network(address)).toBe(network);
  });

  it('leaves what is not an IPv6 address alone', () => {
    expect(ipv6Network('unknown')).toBe('unknown');
    expect(ipv6Network('1:2:3')).toBe('1:2:3');
    expect(ipv6Network('zz::1')).toBe('zz::1');
  });
});
