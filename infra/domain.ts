import { type IPublicHostedZone, PublicHostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { StageDomain } from '../shared/site-settings.ts';

/** The names the site answers at: the apex, which it is served at, and `www.`, which redirects to it. */
export function siteDomainNames(domain: StageDomain): [apex: string, www: string] {
  return [domain.name, `www.${domain.name}`];
}

/**
 * The stage's public hosted zone, from the id its settings name: no lookup, so `cdk synth` needs neither
 * network nor credentials (ADR 0061).
 */
export function hostedZoneOf(scope: Construct, domain: StageDomain): IPublicHostedZone {
  return PublicHostedZone.fromPublicHostedZoneAttributes(scope, 'HostedZone', {
    hostedZoneId: domain.hostedZoneId,
    zoneName: domain.name,
  });
}
