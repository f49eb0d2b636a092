import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_IMMUNITY_SECONDS,
  managedRuleGroups,
  RATE_WINDOW_SECONDS,
  rateLimitedPaths,
} from '../../infra/edge-stack.ts';
import { IngresaStack } from '../../infra/ingresa-stack.ts';
import { addNagChecks } from '../../infra/nag.ts';
import { routePolicyStatements } from '../../infra/route-permissions.ts';
import { type StageSettings, stageSettings } from '../../infra/stage.ts';
import { DEFAULT_REGION } from '../../infra/stage-names.ts';
import { InferenceProfileError, tutorInvocationId, tutorModelTargets } from '../../infra/tutor-model.ts';
import { routeList, routes } from '../../shared/api/routes.ts';
import { CONNECTION_CHECK_PATH } from '../../shared/domain/connection-check.ts';
import { asList, type PolicyStatement, routeFunctions, routeStatements } from './resources.ts';
import { synthStage } from './synth-stage.ts';

interface WebAclRule {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: {
    ManagedRuleGroupStatement?: { VendorName: string; Name: string };
    RateBasedStatement?: {
      AggregateKeyType: string;
      Limit: number;
      EvaluationWindowSec: number;
      ScopeDownStatement: {
        OrStatement: {
          Statements: {
            ByteMatchStatement: {
              FieldToMatch: Record<string, unknown>;
              PositionalConstraint: string;
              SearchString: string;
              TextTransformations: { Priority: number; Type: string }[];
            };
          }[];
        };
      };
    };
  };
  VisibilityConfig: {
    CloudWatchMetricsEnabled: boolean;
    MetricName: string;
    SampledRequestsEnabled: boolean;
  };
}

describe('edge stack (WAF in front of CloudFront)', () => {
  const { edge, edgeTemplate, template } = synthStage();
  const [acl] = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'));
  const rules = (acl?.Properties.Rules ?? []) as WebAclRule[];

  it('is a stack of its own in us-east-1, where CloudFront requires its web ACL', () => {
    expect(edge.stackName).toBe('Ingresa-dev-edge');
    expect(edge.region).toBe('us-east-1');
    edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(acl?.Properties).toMatchObject({
      Name: 'ingresa-dev-edge',
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      ChallengeConfig: { ImmunityTimeProperty: { ImmunityTime: CHALLENGE_IMMUNITY_SECONDS } },
    });
  });

  it("runs AWS's managed rule groups: common rules, known bad inputs and the IP reputation list", () => {
    const managed = rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement)).toEqual(
      managedRuleGroups.map((name) => ({ VendorName: 'AWS', Name: name })),
    );
    expect(managedRuleGroups).toEqual(
      expect.arrayContaining([
        'AWSManagedRulesCommonRuleSet',
        'AWSManagedRulesKnownBadInputsRuleSet',
        'AWSManagedRulesAmazonIpReputationList',
      ]),
    );
    // The groups' own actions apply (block), none is overridden to count.
    for (const rule of managed) expect(rule.OverrideAction).toEqual({ None: {} });
  });

  it('challenges, never blocks, an address over the rate on /api/auth/*, /api/chat/* and /api/trial/*', () => {
    const rated = rules.filter((rule) => rule.Statement.RateBasedStatement);
    const paths = (rule: (typeof rated)[number]) =>
      (rule.Statement.RateBasedStatement?.ScopeDownStatement.OrStatement?.Statements ?? []).map(
        (statement: { ByteMatchStatement: { SearchString: string } }) =>
          statement.ByteMatchStatement.SearchString,
      );
    // Each rule's path, and the page where a browser over the limit passes the challenge.
    expect(rated.map(paths)).toEqual([
      ['/api/auth/', CONNECTION_CHECK_PATH],
      ['/api/chat/', CONNECTION_CHECK_PATH],
      ['/api/trial/', CONNECTION_CHECK_PATH],
    ]);
    for (const rule of rated) {
      expect(rule.Action, rule.Name).toEqual({ Challenge: {} });
      const statement = rule.Statement.RateBasedStatement;
      const expected = rateLimitedPaths.find((path) => path.pathPrefix === paths(rule)[0]);
      expect(statement).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: expected?.limit,
        EvaluationWindowSec: RATE_WINDOW_SECONDS,
      });
      // AWS WAF's floor for a rate-based rule.
      expect(statement?.Limit).toBeGreaterThanOrEqual(10);
      for (const match of statement?.ScopeDownStatement.OrStatement.Statements ?? []) {
        expect(match.ByteMatchStatement).toMatchObject({
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'STARTS_WITH',
        });
      }
    }
  });

  it('normalises every URI path it matches: decoded, then dot segments and doubled slashes resolved', () => {
    // `/api/x/%2e%2e/auth/…` reaches the auth routes, so it must count as `/api/auth/…`.
    const uriPathMatches: { TextTransformations?: unknown }[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        const field = record.FieldToMatch as Record<string, unknown> | undefined;
        if (field && 'UriPath' in field) uriPathMatches.push(record);
        Object.values(record).forEach(walk);
      }
    };
    walk(rules);
    expect(uriPathMatches.length).toBe(rateLimitedPaths.length * 2);
    for (const match of uriPathMatches) {
      expect(match.TextTransformations).toEqual([
        { Priority: 0, Type: 'URL_DECODE' },
        { Priority: 1, Type: 'NORMALIZE_PATH' },
      ]);
    }
  });

  it('gives every rule a distinct priority and CloudWatch metrics', () => {
    expect(new Set(rules.map((rule) => rule.Priority)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.VisibilityConfig).toEqual({
        CloudWatchMetricsEnabled: true,
        MetricName: rule.Name,
        SampledRequestsEnabled: true,
      });
    }
  });

  it("puts the web ACL in front of the main stack's distribution, read across regions at deploy time", () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const webAclId = distribution?.Properties.DistributionConfig.WebACLId as {
      'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string };
    };
    expect(webAclId['Fn::GetStackOutput']).toMatchObject({
      StackName: 'Ingresa-dev-edge',
      Region: 'us-east-1',
    });
    const published = edgeTemplate.findOutputs(webAclId['Fn::GetStackOutput'].OutputName);
    const [output] = Object.values(published);
    const aclId = Object.keys(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0];
    expect(output?.Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });
});

describe('regions', () => {
  it('puts every stage in São Paulo by default, beside the edge stack in us-east-1', () => {
    expect(DEFAULT_REGION).toBe('sa-east-1');
    for (const name of ['dev', 'prod', 'staging']) expect(stageSettings(name).region).toBe('sa-east-1');
    const { stack, monitoring, edge } = synthStage();
    expect([stack.region, monitoring.region, edge.region]).toEqual(['sa-east-1', 'sa-east-1', 'us-east-1']);
  });

  it('answers with a current model through its global profile, caching the prompt, behind the guardrail', () => {
    const { template } = synthStage();
    const settings = stageSettings('dev');
    expect(settings.tutor.modelId).toBe('anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(settings.tutor.inferenceProfile).toEqual({
      id: `global.${settings.tutor.modelId}`,
      destinationRegions: 'global',
    });
    const variables = routeFunctions(template).get(routes.tutor.name)?.Properties.Environment.Variables;
    expect(variables).toMatchObject({
      TUTOR_MODEL_ID: `global.${settings.tutor.modelId}`,
      TUTOR_PROMPT_CACHING: 'on',
    });
    const guardrails = template.findResources('AWS::Bedrock::Guardrail');
    const [guardrailId, guardrail] = Object.entries(guardrails)[0] ?? [];
    expect(Object.keys(guardrails)).toHaveLength(1);
    expect(guardrail?.Properties.ContentPolicyConfig.FiltersConfig).toContainEqual({
      Type: 'PROMPT_ATTACK',
      InputStrength: 'HIGH',
      OutputStrength: 'NONE',
    });
    expect(guardrail?.Properties.TopicPolicyConfig.TopicsConfig.length).toBeGreaterThan(0);
    expect(guardrail?.Properties.BlockedInputMessaging).toMatch(/matemática, física y química/);
    expect(JSON.stringify(variables?.TUTOR_GUARDRAIL_ID)).toContain(guardrailId);
    expect(JSON.stringify(variables?.TUTOR_GUARDRAIL_VERSION)).toContain('Version');
    const apply = routeStatements(template, routes.tutor.name).find((s) => s.Sid === 'ApplyTutorGuardrail');
    expect(apply?.Action).toBe('bedrock:ApplyGuardrail');
    expect(JSON.stringify(apply?.Resource)).toContain(guardrailId);
    for (const route of routeList.filter((r) => !r.services?.includes('bedrock'))) {
      const actions = routeStatements(template, route.name).flatMap((s) => asList(s.Action));
      expect(
        actions.some((action) => action.startsWith('bedrock:')),
        route.name,
      ).toBe(false);
    }
  });
});

describe('tutor through a cross-region inference profile', () => {
  const modelId = 'anthropic.claude-haiku-4-5-20251001-v1:0';
  const withProfile = (
    inferenceProfile: NonNullable<StageSettings['tutor']['inferenceProfile']>,
  ): StageSettings => {
    const dev = stageSettings('dev');
    return { ...dev, tutor: { ...dev.tutor, modelId, inferenceProfile } };
  };
  const inSaoPaulo = () =>
    new Stack(new App(), 'Probe', { env: { account: '111122223333', region: 'sa-east-1' } });
  const resolved = (stack: Stack, statements: PolicyStatement[] | unknown) => stack.resolve(statements);

  it('invokes a global profile, and the model in the source region and anywhere, only through it', () => {
    const stack = inSaoPaulo();
    const stage = withProfile({ id: `global.${modelId}`, destinationRegions: 'global' });
    const targets = tutorModelTargets(stack, stage.tutor);
    const profileArn = `arn:${stack.partition}:bedrock:sa-east-1:111122223333:inference-profile/global.${modelId}`;
    expect(resolved(stack, targets)).toEqual(
      resolved(stack, {
        invoked: [profileArn],
        throughProfile: {
          profileArn,
          modelArns: [
            `arn:${stack.partition}:bedrock:sa-east-1::foundation-model/${modelId}`,
            `arn:${stack.partition}:bedrock:::foundation-model/${modelId}`,
          ],
        },
      }),
    );
    expect(tutorInvocationId(stage.tutor)).toBe(`global.${modelId}`);
  });

  it('names each destination region of a geographic profile', () => {
    const stack = new Stack(new App(), 'Probe', { env: { account: '111122223333', region: 'us-east-1' } });
    const stage = withProfile({
      id: `us.${modelId}`,
      destinationRegions: ['us-east-1', 'us-east-2', 'us-west-2'],
    });
    const { throughProfile } = tutorModelTargets(stack, stage.tutor);
    expect(resolved(stack, throughProfile?.modelArns)).toEqual(
      ['us-east-1', 'us-east-2', 'us-west-2'].map((region) =>
        resolved(stack, `arn:${stack.partition}:bedrock:${region}::foundation-model/${modelId}`),
      ),
    );
  });

  it('refuses a profile of another model', () => {
    const stage = withProfile({
      id: 'global.anthropic.claude-sonnet-4-5-20250929-v1:0',
      destinationRegions: 'global',
    });
    expect(() => tutorModelTargets(inSaoPaulo(), stage.tutor)).toThrow(InferenceProfileError);
  });

  it("wires the stack: the tutor calls the profile's id, its role may invoke the profile and the model through it", () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    addNagChecks(app);
    const stage = withProfile({ id: `global.${modelId}`, destinationRegions: 'global' });
    const stack = new IngresaStack(app, 'Ingresa-profile', { stage, env: { region: 'sa-east-1' } });
    const template = Template.fromStack(stack);
    const variables = routeFunctions(template).get(routes.tutor.name)?.Properties.Environment.Variables;
    expect(variables?.TUTOR_MODEL_ID).toBe(`global.${modelId}`);
    const statements = routeStatements(template, routes.tutor.name);
    const invoke = statements.find((s) => s.Sid === 'InvokeTutorModel');
    const through = statements.find((s) => s.Sid === 'InvokeTutorModelThroughProfile');
    expect(JSON.stringify(invoke?.Resource)).toContain(`:inference-profile/global.${modelId}`);
    expect(JSON.stringify(through?.Resource)).toContain(`:bedrock:::foundation-model/${modelId}`);
    expect(JSON.stringify(through?.Resource)).toContain(`:bedrock:sa-east-1::foundation-model/${modelId}`);
    expect(JSON.stringify(through?.Condition?.StringEquals?.['bedrock:InferenceProfileArn'])).toContain(
      `:inference-profile/global.${modelId}`,
    );
    // Only the tutor gets Bedrock at all.
    const statementsOf = (route: (typeof routes)[keyof typeof routes]) =>
      routePolicyStatements(route, {
        tableArn: 't',
        secretArn: 's',
        sesIdentityArn: 'i',
        mailFromAddress: 'a@b.c',
        tutorModel: tutorModelTargets(stack, stage.tutor),
      });
    expect(statementsOf(routes.health).some((s) => s.sid?.startsWith('InvokeTutor'))).toBe(false);
  });
});
