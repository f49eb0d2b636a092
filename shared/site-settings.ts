/**
 * The product's domain, each stage's domain and every address made from them: the one file that writes
 * the domain (test/infra/domain-in-settings.test.ts fails on any other). Plain data with no imports, so
 * the web build, the functions and the CDK app (infra/stage.ts) all read the same values (ADR 0061).
 */
export const PRODUCT_DOMAIN = 'ingresa.com.ar';

/** The site's public address when it is served at the product's domain. */
export const PRODUCTION_SITE_URL = `https://${PRODUCT_DOMAIN}`;

/** A Route 53 hosted zone id: `Z` and up to 31 more capital letters or digits. */
export const HOSTED_ZONE_ID = /^Z[A-Z0-9]{1,31}$/;

/**
 * Stands in for the production zone's id until the zone exists: it synthesizes, but `npm run deploy`
 * refuses it (infra/deploy.ts). Replace it with the real id (`aws route53 list-hosted-zones-by-name
 * --dns-name <domain>`) before the first prod deploy.
 */
export const PLACEHOLDER_HOSTED_ZONE_ID = 'Z0000000000000000000';

export interface StageDomain {
  /** The apex the site is served at (`www.` redirects to it) and mail is sent from. */
  name: string;
  /** Its public Route 53 hosted zone, by id: no lookup, so `cdk synth` stays offline and credential-free. */
  hostedZoneId: string;
}

/** Stages with a domain of their own; every other stage is served at its CloudFront address. */
const stageDomains: Readonly<Record<string, StageDomain>> = {
  prod: { name: PRODUCT_DOMAIN, hostedZoneId: PLACEHOLDER_HOSTED_ZONE_ID },
};

export function stageDomain(stage: string): StageDomain | undefined {
  return Object.hasOwn(stageDomains, stage) ? stageDomains[stage] : undefined;
}

export interface Mailbox {
  name: string;
  address: string;
}

/** `Ingresá <no-responder@…>`: the form MAIL_FROM takes. */
export function formatMailbox(mailbox: Mailbox): string {
  return `${mailbox.name} <${mailbox.address}>`;
}

/** The team's mailboxes: the same for every stage (alarms, reports and students reach the same people). */
export const SUPPORT_EMAIL = `soporte@${PRODUCT_DOMAIN}`;
export const OPS_EMAIL = `operaciones@${PRODUCT_DOMAIN}`;

/**
 * Who the product's mail comes from: the stage's domain, whose SES identity signs it; a stage without
 * one sends as the product, as before (the account must have that identity verified, ADR 0061).
 */
export function mailFromOf(stage: string | undefined): Mailbox {
  const domain = (stage === undefined ? undefined : stageDomain(stage))?.name ?? PRODUCT_DOMAIN;
  return { name: 'Ingresá', address: `no-responder@${domain}` };
}

/** The site's address in a stage with a domain; without one it is only known once deployed (CloudFront's). */
export function siteUrlOf(domain: StageDomain): string {
  return `https://${domain.name}`;
}

/** What a built site names as its own address (canonical URLs, sitemap, robots, link previews). */
export interface PublishedSite {
  url: string;
  /** false: robots.txt turns every crawler away. */
  indexable: boolean;
}

/**
 * The site as built for a stage (INGRESA_STAGE, web/build.ts). A stage with a domain publishes itself
 * there. A stage without one cannot know its CloudFront address before it is deployed: its pages name
 * the production site as canonical and its robots.txt keeps crawlers out, so the copy is never indexed.
 * No stage (a local build) builds the production site, as local prerendering always did.
 */
export function publishedSite(stage: string | undefined): PublishedSite {
  if (stage === undefined) return { url: PRODUCTION_SITE_URL, indexable: true };
  const domain = stageDomain(stage);
  return domain
    ? { url: siteUrlOf(domain), indexable: true }
    : { url: PRODUCTION_SITE_URL, indexable: false };
}
