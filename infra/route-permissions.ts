import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { entityGrants } from '../shared/api/grants.ts';
import type { FunctionDefinition, Access as RouteDefinitionAccess } from '../shared/api/route-definition.ts';
import { type Entity, entityPrefixes, tableDefinition } from '../shared/data/table.ts';
import type { TutorModelTargets } from './tutor-model.ts';

export const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;

export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/**
 * `dynamodb:LeadingKeys` patterns for entities. A prefix ending in `#` is followed by an id; any other
 * prefix (HEALTH) is the whole partition key, so it is matched exactly.
 */
function leadingKeyPatterns(entities: readonly Entity[]): string[] {
  return entities.map((entity) => {
    const prefix = entityPrefixes[entity];
    return prefix.endsWith('#') ? `${prefix}*` : prefix;
  });
}

export interface PermissionTargets {
  tableArn: string;
  secretArn: string;
  /**
   * The SES identity the app sends as: the stage's domain identity, or (a stage without a domain) a
   * pattern for any of the account's; narrowed further by `mailFromAddress`.
   */
  sesIdentityArn: string;
  mailFromAddress: string;
  /** The SES configuration set the functions send with: SES authorises the send against it too. */
  sesConfigurationSetArn?: string;
  /** The booklets' objects in their private bucket. */
  bookletsArn?: string;
  /** The tutor's model, in this region or through its cross-region inference profile (ADR 0039). */
  tutorModel: TutorModelTargets;
  /** The tutor's guardrail, applied on every Converse call. */
  tutorGuardrailArn?: string;
}

/** Every IAM statement a route's Lambda gets, derived from the route table and nothing else. */
export function routePolicyStatements(
  route: FunctionDefinition & { access?: RouteDefinitionAccess },
  targets: PermissionTargets,
): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const access = entityGrants(route);
  // ForAllValues is vacuously true for a request without partition keys (Scan), so Scan is never granted.
  const tableStatement = (sid: string, actions: readonly string[], entities: Entity[]) =>
    new PolicyStatement({
      sid,
      effect: Effect.ALLOW,
      actions: [...actions],
      resources: tableResources(targets.tableArn, entities),
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns(entities) } },
    });
  if (access.reads.length > 0)
    statements.push(tableStatement('ReadEntities', tableReadActions, access.reads));
  if (access.writes.length > 0)
    statements.push(tableStatement('WriteEntities', tableWriteActions, access.writes));

  const services = new Set(route.services ?? []);
  if (services.has('secrets')) {
    statements.push(
      new PolicyStatement({
        sid: 'ReadAppSecret',
        actions: ['secretsmanager:GetSecretValue'],
        resources: [targets.secretArn],
      }),
    );
  }
  if (services.has('ses')) {
    statements.push(
      new PolicyStatement({
        sid: 'SendMail',
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          targets.sesIdentityArn,
          ...(targets.sesConfigurationSetArn ? [targets.sesConfigurationSetArn] : []),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': targets.mailFromAddress } },
      }),
    );
  }
  if (services.has('booklets') && targets.bookletsArn) {
    statements.push(
      new PolicyStatement({
        sid: 'ReadBooklets',
        actions: ['s3:GetObject'],
        resources: [targets.bookletsArn],
      }),
    );
  }
  if (services.has('bedrock')) {
    // Converse and ConverseStream are authorised by the InvokeModel actions; there is no bedrock:Converse.
    statements.push(
      new PolicyStatement({
        sid: 'InvokeTutorModel',
        actions: ['bedrock:InvokeModel'],
        resources: targets.tutorModel.invoked,
      }),
    );
    const { throughProfile } = targets.tutorModel;
    if (throughProfile) {
      // The profile routes the call to the model in another region; IAM checks it there, as a call
      // made through this profile only.
      statements.push(
        new PolicyStatement({
          sid: 'InvokeTutorModelThroughProfile',
          actions: ['bedrock:InvokeModel'],
          resources: throughProfile.modelArns,
          conditions: { StringEquals: { 'bedrock:InferenceProfileArn': throughProfile.profileArn } },
        }),
      );
    }
    if (targets.tutorGuardrailArn) {
      statements.push(
        new PolicyStatement({
          sid: 'ApplyTutorGuardrail',
          actions: ['bedrock:ApplyGuardrail'],
          resources: [targets.tutorGuardrailArn],
        }),
      );
    }
  }
  return statements;
}

/** The table, and each index whose entity the statement covers (named, never `index/*`). */
function tableResources(tableArn: string, entities: readonly Entity[]): string[] {
  const indexes = tableDefinition.globalSecondaryIndexes.filter((index) => entities.includes(index.entity));
  return [tableArn, ...indexes.map((index) => `${tableArn}/index/${index.indexName}`)];
}
