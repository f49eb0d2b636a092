import { describe, expect, it } from 'vitest';
import { reconcileSubscriptionsJob, teamDigestJob } from '../../shared/api/jobs.ts';
import { routeList } from '../../shared/api/routes.ts';
import { asList, jobFunctions, jobStatements, routeFunctions, routeStatements } from './resources.ts';
import { synthStage } from './synth-stage.ts';

describe('scheduled jobs', () => {
  const { template } = synthStage();

  it('runs reconciliation every hour through EventBridge Scheduler, without retries', () => {
    const fn = jobFunctions(template).get(reconcileSubscriptionsJob.name);
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs24.x', Timeout: 300 });
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(3);
    expect(schedules.map((schedule) => schedule.Properties)).toContainEqual(
      expect.objectContaining({
        ScheduleExpression: 'rate(1 hour)',
        Target: expect.objectContaining({
          RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 0 },
        }),
      }),
    );
  });

  it("mails the team's digest once a week, reading only the inbox index", () => {
    const schedule = Object.values(template.findResources('AWS::Scheduler::Schedule')).find(
      (candidate) => candidate.Properties.ScheduleExpression === 'rate(7 days)',
    );
    expect(schedule?.Properties.Target.RetryPolicy).toEqual({
      MaximumEventAgeInSeconds: 86_400,
      MaximumRetryAttempts: 0,
    });
    const statements = jobStatements(template, teamDigestJob.name);
    const read = statements.find((statement) => statement.Sid === 'ReadEntities');
    expect(JSON.stringify(read?.Resource)).toContain('/index/inbox');
    expect(read?.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual(['INBOX#*']);
    const actions = statements.flatMap((statement) => asList(statement.Action));
    expect(actions).toContain('ses:SendEmail');
    for (const write of ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'])
      expect(actions).not.toContain(`dynamodb:${write}`);
  });

  it('lets reconciliation read the open-subscriptions index by its prefix and nothing table-wide', () => {
    const statements = jobStatements(template, reconcileSubscriptionsJob.name);
    const read = statements.find((statement) => statement.Sid === 'ReadEntities');
    expect(JSON.stringify(read?.Resource)).toContain('/index/open');
    expect(JSON.stringify(read?.Resource)).not.toContain('/index/*');
    expect(read?.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual(
      expect.arrayContaining(['SUBOPEN', 'SUB#*']),
    );
    const actions = statements.flatMap((statement) => asList(statement.Action));
    expect(actions).toContain('ses:SendEmail');
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('gives no index to any API route', () => {
    for (const route of routeList) {
      const resources = routeStatements(template, route.name).map((s) => JSON.stringify(s.Resource));
      expect(
        resources.some((resource) => resource.includes('/index/')),
        route.name,
      ).toBe(false);
    }
  });

  it('answers Mercado Pago within its 22 s: every function that calls it times out earlier', () => {
    for (const route of routeList.filter((r) => r.services?.includes('mercadopago'))) {
      const timeout = routeFunctions(template).get(route.name)?.Properties.Timeout ?? 0;
      expect(timeout, route.name).toBeLessThanOrEqual(20);
    }
  });
});
