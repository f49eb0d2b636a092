import { Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { CONNECTION_CHECK_PATH } from '../shared/domain/connection-check.ts';
import { hostedZoneOf, siteDomainNames } from './domain.ts';
import type { StageSettings } from './stage.ts';
import { resourcePrefix } from './stage-names.ts';

/**
 * CloudFront accepts only web ACLs and certificates made in us-east-1, whatever the region of the rest
 * (ADR 0038, ADR 0061).
 */
export const EDGE_REGION = 'us-east-1';

/** The web ACL's name in a stage: the dashboard reads its metrics by it. */
export function webAclNameOf(stage: StageSettings): string {
  return `${resourcePrefix(stage)}-edge`;
}

/**
 * AWS managed rule groups, in the order they run: addresses AWS has seen attacking, request patterns
 * known to exploit software (Log4j, Java deserialisation…), and the OWASP-style common rules.
 */
export const managedRuleGroups = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
] as const;

/** The window rate-based rules count requests over, per client address. */
export const RATE_WINDOW_SECONDS = 300;

/**
 * Per-address limits, in requests per RATE_WINDOW_SECONDS, on the paths worth abusing. The action is a
 * CHALLENGE, not a block: a school, a cybercafé or a phone carrier's NAT puts many students behind one
 * address, and a browser passes the silent challenge where a script does not.
 */
export const rateLimitedPaths = [
  {
    /** Login codes and the session check every page makes: a class logging in at once stays well under. */
    name: 'auth',
    pathPrefix: '/api/auth/',
    limit: 300,
  },
  {
    /** The tutor costs money per message; the handler's quotas (8 a day for a visitor) stay the real cap. */
    name: 'chat',
    pathPrefix: '/api/chat/',
    limit: 100,
  },
  {
    /** The free mini simulacro: about seven requests a try, a classroom trying it together stays under. */
    name: 'trial',
    pathPrefix: '/api/trial/',
    limit: 150,
  },
] as const;

/** After passing a challenge, a browser is not asked again for this long. */
export const CHALLENGE_IMMUNITY_SECONDS = 3600;

export interface EdgeStackProps extends StackProps {
  stage: StageSettings;
}

/**
 * What CloudFront needs from us-east-1: the stage's WAF web ACL and, for a stage with a domain, the
 * site's certificate. The main stack's distribution takes their ARNs through cross-region references
 * (ADR 0038, ADR 0061).
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** The apex and `www.` of the stage's domain, validated by DNS in its zone; none without a domain. */
  readonly certificate?: Certificate;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    const { stage, ...stackProps } = props;
    super(scope, id, {
      description: `Ingresá (${stage.name}): CloudFront web ACL`,
      terminationProtection: stage.isProduction,
      crossRegionReferences: true,
      ...stackProps,
      env: { ...stackProps.env, region: EDGE_REGION },
    });
    Tags.of(this).add('project', 'ingresa');
    Tags.of(this).add('stage', stage.name);

    if (stage.domain) {
      const [apex, www] = siteDomainNames(stage.domain);
      // ACM writes its validation records into the zone and renews the certificate by itself while
      // they stay there.
      this.certificate = new Certificate(this, 'SiteCertificate', {
        certificateName: `${resourcePrefix(stage)}-site`,
        domainName: apex,
        subjectAlternativeNames: [www],
        validation: CertificateValidation.fromDns(hostedZoneOf(this, stage.domain)),
      });
    }

    const name = webAclNameOf(stage);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      description: `Ingresa ${stage.name}: managed rules and per-address rate limits in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      challengeConfig: { immunityTimeProperty: { immunityTime: CHALLENGE_IMMUNITY_SECONDS } },
      rules: [
        ...managedRuleGroups.map(
          (group, index): CfnWebACL.RuleProperty => ({
            name: group,
            priority: index,
            overrideAction: { none: {} },
            statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: group } },
            visibilityConfig: visibility(group),
          }),
        ),
        ...rateLimitedPaths.map(
          ({ name: rule, pathPrefix, limit }, index): CfnWebACL.RuleProperty => ({
            name: `rate-${rule}`,
            priority: 10 + index,
            action: { challenge: {} },
            statement: {
              rateBasedStatement: {
                aggregateKeyType: 'IP',
                limit,
                evaluationWindowSec: RATE_WINDOW_SECONDS,
                // The path, and the connection-check page: a browser over the limit is sent there by the
                // web client, and passes the challenge as a page load (an API call cannot run it).
                scopeDownStatement: {
                  orStatement: {
                    statements: [pathPrefix, CONNECTION_CHECK_PATH].map((path) => ({
                      byteMatchStatement: {
                        fieldToMatch: { uriPath: {} },
                        positionalConstraint: 'STARTS_WITH',
                        searchString: path,
                        // Decoded, then its dot segments and doubled slashes resolved, so `/api/%61uth/…`
                        // and `/api/x/%2e%2e/auth/…` (which a server resolving `..` serves as
                        // `/api/auth/…`) count against the auth limit.
                        textTransformations: [
                          { priority: 0, type: 'URL_DECODE' },
                          { priority: 1, type: 'NORMALIZE_PATH' },
                        ],
                      },
                    })),
                  },
                },
              },
            },
            visibilityConfig: visibility(`rate-${rule}`),
          }),
        ),
      ],
    });
  }
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}
