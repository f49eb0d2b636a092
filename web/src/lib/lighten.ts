import type { RouteDefinition } from '../../../shared/api/route-definition.ts';
import * as z from '../../../shared/api/zod.ts';
import type { LightContract, LightNode, LightRoute, NumberCheck, StringCheck } from './light-contract.ts';

/**
 * A route of the table as a public page calls it before it is interactive: its response contract as
 * data (light-contract.ts). Run when the site is built, from a `.prebuilt.ts` module; it reads zod's
 * own description of each schema and refuses what `checkLight` would not parse as zod does.
 */
export function lightRoute<R extends RouteDefinition>(route: R): LightRoute<z.output<R['response']>> {
  // The body is parsed by its contract before it is sent (callApi), which takes zod itself.
  if (route.request.body)
    throw new Error(`${route.name}: a route with a request body needs its zod contract`);
  return {
    name: route.name,
    method: route.method,
    path: route.path,
    access: route.access,
    request: {},
    response: lighten(route.response, route.name),
  };
}

/** The parts of zod's schema description (`_zod.def`) read here. */
interface Definition {
  type: string;
  checks?: { _zod: { def: CheckDefinition } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  mode?: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: LightValue[];
  entries?: Record<string, LightValue>;
}

interface CheckDefinition {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  tx?: (value: unknown) => unknown;
  hostname?: unknown;
  protocol?: unknown;
  normalize?: unknown;
}

type LightValue = string | number | boolean | null;

/** String formats whose zod check is its pattern alone. */
const patternFormats = new Set([
  'regex',
  'email',
  'uuid',
  'guid',
  'datetime',
  'date',
  'time',
  'lowercase',
  'uppercase',
]);

export function lightContract<S extends z.ZodType>(schema: S, name = 'contract'): LightContract<z.output<S>> {
  return lighten(schema, name);
}

function lighten(schema: z.ZodType, at: string): LightNode {
  const def = schema._zod.def as unknown as Definition;
  const refuse = (what: string): never => {
    throw new Error(`${at}: ${what} has no light form; parse this answer with the zod contract`);
  };
  const inner = (child: z.ZodType | undefined, where: string) => lighten(child ?? refuse(def.type), where);
  // A schema that is itself a check (z.email(), z.url(), z.int()) describes it in its own definition.
  const own = 'check' in def ? [def as unknown as CheckDefinition] : [];
  const checks = [...own, ...(def.checks ?? []).map((check) => check._zod.def)];
  switch (def.type) {
    case 'string':
      return {
        type: 'string',
        checks: checks.flatMap((check) => stringChecks(check) ?? refuse(describe(check))),
      };
    case 'number':
      return { type: 'number', checks: checks.map((check) => numberCheck(check) ?? refuse(describe(check))) };
    case 'boolean':
    case 'null':
    case 'unknown':
      if (checks.length) refuse(`a ${def.type} with checks`);
      if (def.type === 'boolean') return { type: 'value', values: [true, false] };
      return def.type === 'null' ? { type: 'value', values: [null] } : { type: 'unknown' };
    case 'literal':
      return { type: 'value', values: def.values ?? refuse('a literal without values') };
    case 'enum':
      return { type: 'value', values: Object.values(def.entries ?? refuse('an enum without entries')) };
    case 'optional':
    case 'nullable':
      return { type: def.type, inner: inner(def.innerType, at) };
    case 'union':
      return {
        type: 'union',
        options: (def.options ?? []).map((option, i) => lighten(option, `${at}|${i}`)),
      };
    case 'array':
      return {
        type: 'array',
        element: inner(def.element, `${at}[]`),
        checks: checks.flatMap((check) => lengthChecks(check) ?? refuse(describe(check))),
      };
    case 'record':
      if (checks.length || def.mode !== undefined || !isPlainString(def.keyType)) refuse('a record schema');
      return {
        type: 'object',
        shape: {},
        optional: [],
        unknownKeys: 'keep',
        rest: inner(def.valueType, `${at}{}`),
      };
    case 'object': {
      if (checks.length) refuse('an object with checks');
      const entries = Object.entries(def.shape ?? {});
      return {
        type: 'object',
        shape: Object.fromEntries(entries.map(([key, child]) => [key, lighten(child, `${at}.${key}`)])),
        optional: entries.filter(([key, child]) => mayBeAbsent(child, `${at}.${key}`)).map(([key]) => key),
        unknownKeys: unknownKeys(def.catchall) ?? refuse('an object with a catch-all schema'),
      };
    }
    default:
      return refuse(`a ${def.type} schema`);
  }
}

/** zod leaves out an absent key only when its schema is optional both ways (not a default, say). */
function mayBeAbsent(schema: z.ZodType, at: string): boolean {
  const { optin, optout } = schema._zod;
  if (optin === undefined) return false;
  if (optin === 'optional' && optout === 'optional') return true;
  throw new Error(`${at}: a key with a default has no light form; parse this answer with the zod contract`);
}

function unknownKeys(catchall: z.ZodType | undefined): 'strip' | 'reject' | 'keep' | undefined {
  if (catchall === undefined) return 'strip';
  const { type } = catchall._zod.def;
  if (type === 'never') return 'reject';
  if (type === 'unknown' || type === 'any') return 'keep';
  return undefined;
}

/** A record's keys as `z.string()` takes them: any string, so no key is refused or renamed. */
function isPlainString(schema: z.ZodType | undefined): boolean {
  const def = schema?._zod.def as unknown as Definition | undefined;
  return def?.type === 'string' && !def.checks?.length;
}

/** A length check as light ones: an exact length is both bounds. */
function lengthChecks(check: CheckDefinition): ({ minLength: number } | { maxLength: number })[] | undefined {
  if (check.check === 'min_length' && check.minimum !== undefined) return [{ minLength: check.minimum }];
  if (check.check === 'max_length' && check.maximum !== undefined) return [{ maxLength: check.maximum }];
  if (check.check === 'length_equals' && check.length !== undefined)
    return [{ minLength: check.length }, { maxLength: check.length }];
  return undefined;
}

/** zod's own `.trim()`, whose code an overwrite check is compared with: any other overwrite is refused. */
const [trim] = z.string().trim()._zod.def.checks ?? [];
const trimCode = String((trim?._zod.def as CheckDefinition | undefined)?.tx);

function stringChecks(check: CheckDefinition): StringCheck[] | undefined {
  if (check.check === 'overwrite') return String(check.tx) === trimCode ? [{ trim: true }] : undefined;
  if (check.check !== 'string_format') return lengthChecks(check);
  if (check.format === 'url' && !('hostname' in check || 'protocol' in check || 'normalize' in check))
    return [{ url: true }];
  if (check.format && patternFormats.has(check.format) && check.pattern)
    return [{ pattern: check.pattern.source, flags: check.pattern.flags }];
  return undefined;
}

function numberCheck(check: CheckDefinition): NumberCheck | undefined {
  if (check.check === 'number_format') return check.format === 'safeint' ? { int: true } : undefined;
  if (check.value === undefined || check.inclusive === undefined) return undefined;
  if (check.check === 'greater_than') return { min: check.value, inclusive: check.inclusive };
  if (check.check === 'less_than') return { max: check.value, inclusive: check.inclusive };
  return undefined;
}

const describe = (check: CheckDefinition) => `the check ${check.format ?? check.check}`;
