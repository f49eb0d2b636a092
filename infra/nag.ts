import { type App, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** Runs the AWS Solutions rules at every synth; a finding not acknowledged with a reason fails it. */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/**
 * The id cdk-nag gives a wildcard-resource finding (`AwsSolutions-IAM5[Resource::…]`): the resolved ARN
 * with `Ref` and `${Name}` written as `<Name>` and `GetAtt` as `<Name.Attribute>`, as its IAM5 rule reports it.
 */
export function wildcardResourceFinding(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(arn))}]`;
}

/**
 * Acknowledges every wildcard action and resource in the inline policies under `scope`, for policies whose
 * statements aws-cdk-lib writes (so they cannot be narrowed here) and that share one justification.
 */
export function acknowledgeWildcardFindings(scope: IConstruct, reason: string): void {
  const stack = Stack.of(scope);
  const findings = new Set<string>();
  for (const child of scope.node.findAll()) {
    if (!(child instanceof CfnPolicy)) continue;
    const document: unknown = stack.resolve(child.policyDocument);
    const statements = isRecord(document) && Array.isArray(document.Statement) ? document.Statement : [];
    for (const statement of statements) {
      if (!isRecord(statement) || statement.Effect !== 'Allow') continue;
      for (const action of asList(statement.Action).map(flatten)) {
        if (action.includes('*')) findings.add(`AwsSolutions-IAM5[Action::${action}]`);
      }
      for (const resource of asList(statement.Resource).map(flatten)) {
        if (resource.includes('*')) findings.add(`AwsSolutions-IAM5[Resource::${resource}]`);
      }
    }
  }
  for (const id of findings) Validations.of(scope).acknowledge({ id, reason });
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function flatten(node: unknown): string {
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (isRecord(node)) {
    const join = node['Fn::Join'];
    if (Array.isArray(join) && typeof join[0] === 'string' && Array.isArray(join[1])) {
      return join[1].map(flatten).join(join[0]);
    }
    if ('Fn::Sub' in node) return flatten(node['Fn::Sub']);
    const getAtt = node['Fn::GetAtt'];
    if (Array.isArray(getAtt)) return `<${flatten(getAtt[0])}.${flatten(getAtt[1])}>`;
    if ('Ref' in node) return `<${flatten(node.Ref)}>`;
  }
  return JSON.stringify(node);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
