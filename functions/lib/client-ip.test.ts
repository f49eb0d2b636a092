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

  it.each([
    ['not an address', 'evil'],
    ['a list of addresses', '198.51.100.7, 10.0.0.1'],
    ['a port out of range', '198.51.100.7:99999'],
    ['an IPv4 address with a bad octet', '198.51.100.700:443'],
    ['brackets around something else', '[198.51.100.7:443'],
    ['an empty header', ''],
    ['a very long header', `${'1'.repeat(80)}:443`],
  ])('ignores %s in the viewer header and counts the source address', (_case, header) => {
    expect(clientIp(event({ 'cloudfront-viewer-address': header }))).toBe('203.0.113.9');
  });

  it('reads an IPv6 viewer address with or without brackets, and an IPv4-mapped one as IPv4', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '[2001:db8::1]:443' }))).toBe('2001:db8:0:0::/64');
    expect(clientIp(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8:0:0::/64');
    expect(clientIp(event({ 'cloudfront-viewer-address': '[::ffff:198.51.100.7]:443' }))).toBe(
      '198.51.100.7',
    );
  });

  it('takes a bare viewer address without a port', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '198.51.100.7' }))).toBe('198.51.100.7');
  });

  it('says unknown when neither the header nor the source address is an address', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': 'x' }, 'nope'))).toBe('unknown');
    expect(clientIp(event({}, '2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
  });
});

describe('ipv6Network', () => {
  it.each([
    ['::1', '0:0:0:0::/64'],
    ['fe80::1', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['::ffff:c000:201', '0:0:0:0::/64'],
  ])('%s is in %s', (address, network) => {
    expect(ipv6Network(address)).toBe(network);
  });

  it('leaves what is not an IPv6 address alone', () => {
    expect(ipv6Network('unknown')).toBe('unknown');
    expect(ipv6Network('1:2:3')).toBe('1:2:3');
    expect(ipv6Network('zz::1')).toBe('zz::1');
  });
});
