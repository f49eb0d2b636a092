import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type EntityGrants, entityGrants } from '../../../shared/api/grants.ts';
import type { Access, FunctionDefinition } from '../../../shared/api/route-definition.ts';
import type { Entity } from '../../../shared/data/table.ts';
import { touchedEntities, UngrantableCallError } from './touched-entities.ts';

/**
 * Locally, the data client refuses any call the running function's IAM grants would refuse in AWS
 * (its declared data plus what its access check needs), so an entity missing from a declaration
 * fails the integration and browser tests instead of a deployed Lambda.
 */
interface Caller {
  name: string;
  grants: EntityGrants;
}

/** The function whose invocation is running; per async context, so concurrent requests never mix. */
const caller = new AsyncLocalStorage<Caller>();

/** Stages that run against DynamoDB Local: the local stack and the integration tests. */
const checkedStages: ReadonlySet<string> = new Set(['local', 'test']);

export class UndeclaredDataAccessError extends Error {}

/** Runs each invocation of `handler` as `definition`, so the local check applies that function's grants. */
export function actingAs<Args extends unknown[], Result>(
  definition: FunctionDefinition & { access?: Access },
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const acting: Caller = { name: definition.name, grants: entityGrants(definition) };
  return (...args) => caller.run(acting, () => handler(...args));
}

/** Never in Lambda: there IAM is the check, and a local mistake must not refuse real traffic. */
export function checksDeclaredData(stage: string): boolean {
  return checkedStages.has(stage) && process.env.AWS_LAMBDA_FUNCTION_NAME === undefined;
}

type Stack = DynamoDBClient['middlewareStack'];

/** Adds the check before everything else on the client's stack; calls made outside any function pass. */
export function addDeclaredDataCheck(stack: Stack): void {
  stack.add(
    (next, context) => async (args) => {
      const current = caller.getStore();
      if (current) assertGranted(current, context.commandName ?? 'unknown', args.input as object);
      return next(args);
    },
    { step: 'initialize', priority: 'high', name: 'declaredDataCheck' },
  );
}

/** Throws (and reports) when `current`'s grants do not cover every entity the command touches. */
function assertGranted(current: Caller, commandName: string, input: object): void {
  const operation = commandName.replace(/Command$/, '');
  let problem: string | undefined;
  try {
    const touched = touchedEntities(commandName, input as Record<string, unknown>);
    problem =
      missing('reads', touched.reads, current.grants.reads, operation) ??
      missing('writes', touched.writes, current.grants.writes, operation);
  } catch (error) {
    if (!(error instanceof UngrantableCallError)) throw error;
    problem = `sent ${operation}, but ${error.message}`;
  }
  if (problem === undefined) return;
  const error = new UndeclaredDataAccessError(`${current.name} ${problem}`);
  refused().push(error.message);
  // Some callers swallow data errors on purpose (a best-effort write); the refusal must still be seen.
  console.error(`[least privilege] ${error.message}`);
  throw error;
}

function missing(
  kind: 'reads' | 'writes',
  touched: readonly Entity[],
  granted: readonly Entity[],
  operation: string,
): string | undefined {
  const outside = touched.filter((entity) => !granted.includes(entity));
  if (outside.length === 0) return undefined;
  return (
    `${kind} ${outside.join(', ')} (${operation}) without declaring it: add it to data.${kind} of its ` +
    `definition (it may ${kind === 'reads' ? 'read' : 'write'}: ${granted.join(', ') || 'nothing'})`
  );
}

const refusedKey = Symbol.for('ingresa.leastPrivilege.refused');

/** Every refusal in this process, shared by every copy of this module (test runners may load two). */
function refused(): string[] {
  const store = globalThis as { [refusedKey]?: string[] };
  store[refusedKey] ??= [];
  return store[refusedKey];
}

/** What the check refused in this process so far; the test stacks fail their run when it is not empty. */
export function refusedDataCalls(): readonly string[] {
  return [...refused()];
}
