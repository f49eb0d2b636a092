import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EDGE_REGION } from '../../infra/edge-stack.ts';
import { dmarcPolicyOf, mailConfigurationSetName, mailFromDomainOf } from '../../infra/mail.ts';
import { stageSettings } from '../../infra/stage.ts';
import { routeList, routes } from '../../shared/api/routes.ts';
import { siteUrlOf, stageDomain } from '../../shared/site-settings.ts';
import { asList, routeFunctions, routeStatements } from './resources.ts';
import { synthStage } from './synth-stage.ts';

interface RecordSet {
  Properties: {
    HostedZoneId: string;
    Name: unknown;
    Type: string;
    ResourceRecords?: unknown[];
    AliasTarget?: { DNSName: unknown; HostedZoneId: unknown };
  };
}

const prodDomain = stageDomain('prod');
if (!prodDomain) throw new Error('the prod stage has no domain');
const apex = prodDomain.name;
const www = `www.${apex}`;
const zoneId = prodDomain.hostedZoneId;

describe('the production stage on its own domain', () => {
  const { edge, edgeTemplate, template, stack } = synthStage({ stage: 'prod' });
  const records = Object.values(
    template.findResources('AWS::Route53::RecordSet') as Record<string, RecordSet>,
  );
  const recordsOf = (name: string, type: string) =>
    records.filter((record) => record.Properties.Name === `${name}.` && record.Properties.Type === type);
  const [distributionId] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));

  it('gets a certificate for the apex and www in us-east-1, validated by DNS in its zone', () => {
    expect(edge.region).toBe(EDGE_REGION);
    expect(EDGE_REGION).toBe('us-east-1');
    edgeTemplate.resourceCountIs('AWS::CertificateManager::Certificate', 1);
    edgeTemplate.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: apex,
      SubjectAlternativeNames: [www],
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: apex, HostedZoneId: zoneId },
        { DomainName: www, HostedZoneId: zoneId },
      ],
    });
    template.resourceCountIs('AWS::CertificateManager::Certificate', 0);
  });

  it('serves the apex and www with that certificate, SNI and TLS 1.2 (2021) at least', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [apex, www],
        ViewerCertificate: {
          AcmCertificateArn: Match.anyValue(),
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    // The ARN comes from the edge stack, across regions (a reference, never a literal).
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const arn = distribution?.Properties.DistributionConfig.ViewerCertificate.AcmCertificateArn;
    expect(typeof arn).toBe('object');
  });

  it('points A and AAAA alias records for the apex and www at the distribution', () => {
    for (const name of [apex, www]) {
      for (const type of ['A', 'AAAA']) {
        const found = recordsOf(name, type);
        expect(found, `${type} ${name}`).toHaveLength(1);
        expect(found[0]?.Properties).toMatchObject({
          HostedZoneId: zoneId,
          AliasTarget: { DNSName: { 'Fn::GetAtt': [distributionId, 'DomainName'] } },
        });
      }
    }
  });

  it('redirects www to the apex and refuses the API on www', () => {
    const functions = Object.values(template.findResources('AWS::CloudFront::Function')).map(
      (fn) => fn.Properties.FunctionCode as string,
    );
    expect(functions.some((code) => code.includes(`var APEX = ${JSON.stringify(apex)};`))).toBe(true);
    const guard = functions.find((code) => code.includes('421'));
    expect(guard).toContain(JSON.stringify(www));
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
          }),
        ],
      }),
    });
  });

  it('gives the functions the domain as the site address, and publishes the webhook URL from it', () => {
    const siteUrl = siteUrlOf(prodDomain);
    for (const fn of routeFunctions(template).values())
      expect(fn.Properties.Environment.Variables.SITE_URL).toBe(siteUrl);
    expect(stack.resolve(template.findOutputs('SiteUrl').SiteUrl?.Value)).toBe(siteUrl);
    expect(template.findOutputs('WebhookUrl').WebhookUrl?.Value).toBe(
      `${siteUrl}${routes.mercadoPagoWebhook.path}`,
    );
  });

  it('has an SES domain identity with Easy DKIM, its MAIL FROM subdomain and the configuration set', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: apex,
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: { MailFromDomain: mailFromDomainOf(prodDomain) },
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') },
      },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: mailConfigurationSetName(stageSettings('prod')),
    });
  });

  it("writes the identity's three DKIM CNAMEs into the zone", () => {
    const [identityId] = Object.keys(template.findResources('AWS::SES::EmailIdentity'));
    const cnames = records.filter((record) => record.Properties.Type === 'CNAME');
    expect(cnames).toHaveLength(3);
    expect(cnames.map((record) => record.Properties)).toEqual(
      [1, 2, 3].map((n) =>
        expect.objectContaining({
          HostedZoneId: zoneId,
          Name: { 'Fn::GetAtt': [identityId, `DkimDNSTokenName${n}`] },
          ResourceRecords: [{ 'Fn::GetAtt': [identityId, `DkimDNSTokenValue${n}`] }],
        }),
      ),
    );
  });

  it('gives the MAIL FROM subdomain its MX to SES and an SPF record naming SES', () => {
    const mailFrom = mailFromDomainOf(prodDomain);
    expect(mailFrom.endsWith(`.${apex}`)).toBe(true);
    expect(recordsOf(mailFrom, 'MX').map((record) => record.Properties.ResourceRecords)).toEqual([
      [`10 feedback-smtp.${stageSettings('prod').region}.amazonses.com`],
    ]);
    expect(recordsOf(mailFrom, 'TXT').map((record) => record.Properties.ResourceRecords)).toEqual([
      ['"v=spf1 include:amazonses.com ~all"'],
    ]);
  });

  it('publishes DMARC at p=none with aggregate reports to the ops address', () => {
    const { opsEmail } = stageSettings('prod');
    const dmarc = recordsOf(`_dmarc.${apex}`, 'TXT');
    expect(dmarc).toHaveLength(1);
    const [value] = (dmarc[0]?.Properties.ResourceRecords ?? []) as string[];
    expect(value).toBe(`"${dmarcPolicyOf(opsEmail)}"`);
    expect(value).toMatch(/^"v=DMARC1; p=none;/);
    expect(value).toContain(`rua=mailto:${opsEmail}`);
    // Reports to another domain would need that domain's authorization record.
    expect(opsEmail.endsWith(`@${apex}`)).toBe(true);
  });

  it('sends mail as the domain: the sender is on it and the grant names its identity, no wildcard', () => {
    const { mailFrom } = stageSettings('prod');
    expect(mailFrom.address.endsWith(`@${apex}`)).toBe(true);
    const [identityId] = Object.keys(template.findResources('AWS::SES::EmailIdentity'));
    for (const route of routeList.filter((r) => r.services?.includes('ses'))) {
      const send = routeStatements(template, route.name).find((statement) => statement.Sid === 'SendMail');
      const resources = JSON.stringify(asList(send?.Resource));
      expect(resources, route.name).toContain(`{"Ref":"${identityId}"}`);
      expect(resources, route.name).toContain(':configuration-set/');
      expect(resources, route.name).not.toContain('identity/*');
      expect(send?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': mailFrom.address } });
    }
  });

  it("keeps the main stack under CloudFormation's 500 resources", () => {
    expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(450);
  });
});

describe('a stage without a domain', () => {
  const { template, edgeTemplate, stack } = synthStage({ stage: 'dev' });

  it('has no domain in its settings', () => {
    expect(stageSettings('dev').domain).toBeUndefined();
  });

  it('still synthesizes, on the CloudFront address: no certificate, records, identity or aliases', () => {
    edgeTemplate.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    template.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    expect(distribution?.Properties.DistributionConfig).not.toHaveProperty('Aliases');
    expect(distribution?.Properties.DistributionConfig).not.toHaveProperty('ViewerCertificate');
    template.resourceCountIs('AWS::CloudFront::Function', 1);
  });

  it("gives the functions and the webhook the distribution's address", () => {
    const [distributionId] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    const siteUrl = {
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    };
    for (const fn of routeFunctions(template).values())
      expect(fn.Properties.Environment.Variables.SITE_URL).toEqual(siteUrl);
    expect(stack.resolve(template.findOutputs('WebhookUrl').WebhookUrl?.Value)).toEqual({
      'Fn::Join': [
        '',
        ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, routes.mercadoPagoWebhook.path],
      ],
    });
  });
});
