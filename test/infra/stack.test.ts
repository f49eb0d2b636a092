import { Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { stageSettings } from '../../infra/stage.ts';
import { StageNameError } from '../../infra/stage-names.ts';
import { synthStage } from './synth-stage.ts';

describe('stages', () => {
  it('treats only prod as production', () => {
    expect(stageSettings('prod').isProduction).toBe(true);
    expect(stageSettings('dev').isProduction).toBe(false);
    expect(stageSettings('staging').isProduction).toBe(false);
  });

  it('refuses a stage name that cannot be part of resource names', () => {
    for (const name of ['', 'Prod', 'dev_1', '1dev', 'a-very-long-stage-name']) {
      expect(() => stageSettings(name)).toThrow(StageNameError);
    }
  });
});

describe('database', () => {
  it('creates the one table with pk/sk strings, TTL, on-demand billing and PITR', () => {
    const { template } = synthStage();
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      Replicas: [
        Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      ],
    });
  });

  it('can be deleted with a development stage', () => {
    const { template } = synthStage({ stage: 'dev' });
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] }),
    });
  });

  it('is retained and deletion-protected in production', () => {
    const { template, stack } = synthStage({ stage: 'prod' });
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    template.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    expect(stack.terminationProtection).toBe(true);
  });

  it('keeps the app secret (generated session key) and the generated origin token, no value in the template', () => {
    const { template } = synthStage();
    template.resourceCountIs('AWS::SecretsManager::Secret', 2);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'ingresa-dev/origin-token',
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'ingresa-dev/app',
      GenerateSecretString: Match.objectLike({
        GenerateStringKey: 'sessionKey',
        SecretStringTemplate: '{}',
      }),
    });
  });
});

describe('stack outputs', () => {
  it("publishes the site URL, Mercado Pago's webhook URL, API URL, table name and secret ARN", () => {
    const { template, stack } = synthStage();
    expect(stack.stackName).toBe('Ingresa-dev');
    // CDK adds a `PublishOutput…` output for each value another stack reads (Fn::GetStackOutput).
    const outputs = Object.keys(template.findOutputs('*')).filter(
      (name) => !name.startsWith('PublishOutput'),
    );
    expect(outputs.sort()).toEqual(['ApiUrl', 'AppSecretArn', 'SiteUrl', 'TableName', 'WebhookUrl']);
  });

  it('names the stack after the stage given in context', () => {
    expect(synthStage({ stage: 'prod' }).stack.stackName).toBe('Ingresa-prod');
  });
});

describe.each(['dev', 'prod'])('cdk-nag AWS Solutions checks (%s)', (stage) => {
  const { app, stack, edge, monitoring } = synthStage({ stage });

  it('leaves no finding unacknowledged', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });

  it('synthesizes every stack of the stage (main, edge, monitoring) without errors', () => {
    for (const each of [stack, edge, monitoring]) {
      expect(Annotations.fromStack(each).findError('*', Match.anyValue()), each.stackName).toEqual([]);
    }
  });

  it('justifies every acknowledgement in words', () => {
    const reasons = app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.values(entry.data as Record<string, string>));
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason.split(/\s+/).length, reason).toBeGreaterThanOrEqual(10);
  });
});
