import { describe, expect, it } from 'vitest';
import {
  formatMailbox,
  HOSTED_ZONE_ID,
  mailFromOf,
  OPS_EMAIL,
  PRODUCT_DOMAIN,
  PRODUCTION_SITE_URL,
  publishedSite,
  SUPPORT_EMAIL,
  siteUrlOf,
  stageDomain,
} from './site-settings.ts';

describe('stage domains', () => {
  it('serves production at the product domain', () => {
    expect(stageDomain('prod')?.name).toBe(PRODUCT_DOMAIN);
    expect(siteUrlOf({ name: PRODUCT_DOMAIN, hostedZoneId: 'Z1' })).toBe(PRODUCTION_SITE_URL);
  });

  it('names each zone by a well-formed Route 53 id, so a typo fails here rather than in a deploy', () => {
    const prod = stageDomain('prod');
    expect(prod?.hostedZoneId).toMatch(HOSTED_ZONE_ID);
    expect('Z0123456789ABCDEFGHIJ').toMatch(HOSTED_ZONE_ID);
    for (const wrong of ['', 'z123', '/hostedzone/Z123', 'Z12 3', `Z${'1'.repeat(32)}`])
      expect(wrong).not.toMatch(HOSTED_ZONE_ID);
  });

  it('gives other stages no domain, whatever their name', () => {
    for (const stage of ['dev', 'staging', 'toString', '__proto__'])
      expect(stageDomain(stage)).toBeUndefined();
  });
});

describe('addresses', () => {
  it('sends from the stage domain, and from the product domain without one', () => {
    expect(mailFromOf('prod')).toEqual({ name: 'Ingresá', address: `no-responder@${PRODUCT_DOMAIN}` });
    expect(mailFromOf('dev')).toEqual(mailFromOf(undefined));
    expect(formatMailbox(mailFromOf('prod'))).toBe(`Ingresá <no-responder@${PRODUCT_DOMAIN}>`);
  });

  it('keeps the team mailboxes on the product domain', () => {
    expect(SUPPORT_EMAIL).toBe(`soporte@${PRODUCT_DOMAIN}`);
    expect(OPS_EMAIL).toBe(`operaciones@${PRODUCT_DOMAIN}`);
  });
});

describe('the published site', () => {
  it('is the stage domain, indexable, for a stage with one', () => {
    expect(publishedSite('prod')).toEqual({ url: PRODUCTION_SITE_URL, indexable: true });
  });

  it('names production as canonical but turns crawlers away for a stage without a domain', () => {
    expect(publishedSite('dev')).toEqual({ url: PRODUCTION_SITE_URL, indexable: false });
  });

  it('is the production site for a local build that names no stage', () => {
    expect(publishedSite(undefined)).toEqual({ url: PRODUCTION_SITE_URL, indexable: true });
  });
});
