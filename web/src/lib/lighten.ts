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

/**
 * zod/v4/core's published description of a schema: every first-party schema class, told apart by
 * `_zod.def.type` (https://zod.dev/packages/core, "Internals"; read 2026-11-29), and every check by
 * `_zod.def.check`. These are the types zod publishes for tools built on its schemas.
 */
type Schema = z.core.$ZodTypes | z.core.$ZodStringFormatTypes | z.core.$ZodNumberFormat;
type Check = z.core.$ZodChecks;
type CheckDefinition = Check['_zod']['def'];

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

function lighten(zodSchema: z.core.$ZodType, at: string): LightNode {
  // The documented way to walk a schema: as the union of zod's first-party classes (see Schema).
  const schema = zodSchema as Schema;
  const def = schema._zod.def;
  const refuse = (what: string): never => {
    throw new Error(`${at}: ${what} has no light form; parse this answer with the zod contract`);
  };
  // A schema that is itself a check (z.email(), z.url(), z.int()) describes it in its own definition.
  const own: CheckDefinition[] = 'check' in def && def.check !== 'custom' ? [def] : [];
  const checks = [
    ...own,
    ...('checks' in def ? (def.checks ?? []) : []).map((check) => (check as Check)._zod.def),
  ];
  switch (def.type) {
    case 'string':
      return {
        type: 'string',
        checks: checks.flatMap((check) => stringChecks(check, def) ?? refuse(describe(check))),
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
      return {
        type: 'value',
        values: def.values.map((value) => lightValue(value) ?? refuse('a literal of that kind')),
      };
    case 'enum':
      return { type: 'value', values: Object.values(def.entries) };
    case 'optional':
    case 'nullable':
      return { type: def.type, inner: lighten(def.innerType, at) };
    case 'union':
      return { type: 'union', options: def.options.map((option, i) => lighten(option, `${at}|${i}`)) };
    case 'array':
      return {
        type: 'array',
        element: lighten(def.element, `${at}[]`),
        checks: checks.flatMap((check) => lengthChecks(check) ?? refuse(describe(check))),
      };
    case 'record':
      if (checks.length || def.mode !== undefined || !isPlainString(def.keyType)) refuse('a record schema');
      return {
        type: 'object',
        shape: {},
        optional: [],
        unknownKeys: 'keep',
        rest: lighten(def.valueType, `${at}{}`),
      };
    case 'object': {
      if (checks.length) refuse('an object with checks');
      const entries = Object.entries(def.shape);
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

/** A literal the light contract can compare: not a bigint, undefined or symbol. */
function lightValue(value: unknown): string | number | boolean | null | undefined {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
    ? (value as string | number | boolean | null)
    : undefined;
}

/** zod leaves out an absent key only when its schema is optional both ways (not a default, say). */
function mayBeAbsent(schema: z.core.$ZodType, at: string): boolean {
  const { optin, optout } = schema._zod;
  if (optin === undefined) return false;
  if (optin === 'optional' && optout === 'optional') return true;
  throw new Error(`${at}: a key with a default has no light form; parse this answer with the zod contract`);
}

function unknownKeys(catchall: z.core.$ZodType | undefined): 'strip' | 'reject' | 'keep' | undefined {
  if (catchall === undefined) return 'strip';
  const { type } = catchall._zod.def;
  if (type === 'never') return 'reject';
  if (type === 'unknown' || type === 'any') return 'keep';
  return undefined;
}

/** A record's keys as `z.string()` takes them: any string, so no key is refused or renamed. */
function isPlainString(schema: z.core.$ZodType): boolean {
  const { def } = (schema as Schema)._zod;
  return def.type === 'string' && !def.checks?.length;
}

/** A length check as light ones: an exact length is both bounds. */
function lengthChecks(check: CheckDefinition): ({ minLength: number } | { maxLength: number })[] | undefined {
  if (check.check === 'min_length') return [{ minLength: check.minimum }];
  if (check.check === 'max_length') return [{ maxLength: check.maximum }];
  if (check.check === 'length_equals') return [{ minLength: check.length }, { maxLength: check.length }];
  return undefined;
}

/** zod's own `.trim()`, whose code an overwrite check is compared with: any other overwrite is refused. */
const [trim] = z.string().trim()._zod.def.checks ?? [];
const trimDefinition = (trim as Check | undefined)?._zod.def;
const trimCode = trimDefinition?.check === 'overwrite' ? String(trimDefinition.tx) : undefined;

/** A string's checks as light ones; `url` also reads the URL schema's own options, when it is one. */
function stringChecks(check: CheckDefinition, schema: object): StringCheck[] | undefined {
  if (check.check === 'overwrite') return String(check.tx) === trimCode ? [{ trim: true }] : undefined;
  if (check.check !== 'string_format') return lengthChecks(check);
  const options = check === schema ? schema : check;
  if (check.format === 'url' && !('hostname' in options || 'protocol' in options || 'normalize' in options))
    return [{ url: true }];
  if (patternFormats.has(check.format) && check.pattern)
    return [{ pattern: check.pattern.source, flags: check.pattern.flags }];
  return undefined;
}

function numberCheck(check: CheckDefinition): NumberCheck | undefined {
  if (check.check === 'number_format') return check.format === 'safeint' ? { int: true } : undefined;
  if (check.check !== 'greater_than' && check.check !== 'less_than') return undefined;
  if (typeof check.value !== 'number') return undefined;
  return check.check === 'greater_than'
    ? { min: check.value, inclusive: check.inclusive }
    : { max: check.value, inclusive: check.inclusive };
}

const describe = (check: CheckDefinition) =>
  `the check ${'format' in check && typeof check.format === 'string' ? check.format : check.check}`;
