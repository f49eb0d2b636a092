import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { AppSecret } from '../../infra/app-secret.ts';
import { Database } from '../../infra/database.ts';
import { Mail } from '../../infra/mail.ts';
import { addNagChecks } from '../../infra/nag.ts';
import { EVENT_FUNCTION_TAG, SesEvents } from '../../infra/ses-events.ts';
import { DEFAULT_STAGE, stageSettings } from '../../infra/stage.ts';
import { mailEventsFunction } from '../../shared/api/mail-events.ts';
import { asList, routeFunctions, routeStatements } from './resources.ts';

/** SesEvents in a stack of its own, with the constructs it is wired to, synthesized under cdk-nag. */
function synthesize() {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  addNagChecks(app);
  const stack = new Stack(app, 'SesEventsTest', { env: { account: '111111111111', region: 'us-east-1' } });
  const stage = stageSettings(DEFAULT_STAGE);
  const database = new Database(stack, 'Database', { stage });
  const appSecret = new AppSecret(stack, 'AppSecret', { stage });
  const mail = new Mail(stack, 'Mail', { stage });
  new SesEvents(stack, 'SesEvents', {
    stage,
    table: database.table,
    secret: appSecret.secret,
    siteUrl: 'https://ingresa.example',
    configurationSet: mail.configurationSet,
  });
  app.synth();
  return Template.fromStack(stack);
}

describe('SES bounce and complaint events', () => {
  const template = synthesize();

  it('publishes bounces and complaints of the configuration set to a topic SES alone may publish to', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: Match.anyValue() } },
      }),
    });
    const policies = Object.values(template.findResources('AWS::SNS::TopicPolicy'));
    const statements = policies.flatMap(
      (policy) =>
        (policy.Properties as { PolicyDocument: { Statement: unknown[] } }).PolicyDocument.Statement,
    );
    expect(JSON.stringify(statements)).toContain('ses.amazonaws.com');
    expect(JSON.stringify(statements)).toContain('AWS:SourceArn');
  });

  it('subscribes the mail-events Lambda, which may write suppressions and nothing else', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
    const fn = routeFunctions(template, EVENT_FUNCTION_TAG).get(mailEventsFunction.name);
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    const statements = routeStatements(template, mailEventsFunction.name, EVENT_FUNCTION_TAG);
    const write = statements.find((statement) => statement.Sid === 'WriteEntities');
    expect(write?.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual(['SUPPRESSED#*']);
    expect(statements.find((statement) => statement.Sid === 'ReadEntities')).toBeUndefined();
    const actions = statements.flatMap((statement) => asList(statement.Action));
    expect(actions).not.toContain('ses:SendEmail');
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
  });
});
