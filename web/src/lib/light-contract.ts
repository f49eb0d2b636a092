import type { Access, HttpMethod } from '../../../shared/api/route-definition.ts';

/**
 * A route's zod response contract as plain data, made from the contract when the site is built
 * (`lighten.ts`, through a `.prebuilt.ts` module), so a public page can check an answer before it is
 * interactive without loading zod, about 26 KB gzip of a 90 KB budget. `T` is the contract's output.
 */
export type LightContract<T = unknown> = LightNode & { readonly output?: T };

/** The zod schemas `lighten` accepts; it refuses any other at build time. */
export type LightNode =
  | { type: 'string'; checks: StringCheck[] }
  | { type: 'number'; checks: NumberCheck[] }
  | { type: 'unknown' }
  /** A literal, an enum, a boolean (true or false) or null. */
  | { type: 'value'; values: (string | number | boolean | null)[] }
  /**
   * `optional`: the keys that may be absent; `unknownKeys` as zod's strip, strict and loose objects.
   * `rest`: what every other key's value must be (`z.record(z.string(), rest)` has no `shape`).
   */
  | {
      type: 'object';
      shape: Record<string, LightNode>;
      optional: string[];
      unknownKeys: 'strip' | 'reject' | 'keep';
      rest?: LightNode;
    }
  | { type: 'array'; element: LightNode; checks: LengthCheck[] }
  | { type: 'optional' | 'nullable'; inner: LightNode }
  | { type: 'union'; options: LightNode[] };

type LengthCheck = { minLength: number } | { maxLength: number };
/** `trim`: zod's `.trim()`, which changes the string the checks after it read. */
export type StringCheck = LengthCheck | { pattern: string; flags: string } | { url: true } | { trim: true };
export type NumberCheck =
  | { min: number; inclusive: boolean }
  | { max: number; inclusive: boolean }
  | { int: true };

/** A route as a public page calls it with `callApi`: what the request needs and its light contract. */
export interface LightRoute<T = unknown> {
  name: string;
  method: HttpMethod;
  path: string;
  access: Access;
  request: Record<string, never>;
  response: LightContract<T>;
}

type Checked<T> = { success: true; data: T } | { success: false };

const invalid = { success: false } as const;

/** What the contract's `safeParse` gives for `value`: the same data (unknown keys stripped), or a failure. */
export function checkLight<T>(contract: LightContract<T>, value: unknown): Checked<T> {
  return check(contract, value) as Checked<T>;
}

/** A light route whose response `callApi` parses like a zod contract's. */
export function callable<T>(route: LightRoute<T>) {
  return { ...route, response: { safeParse: (value: unknown) => checkLight(route.response, value) } };
}

function check(node: LightNode, value: unknown): Checked<unknown> {
  switch (node.type) {
    case 'string':
      return typeof value === 'string' ? checkString(node.checks, value) : invalid;
    case 'number':
      return Number.isFinite(value) && node.checks.every((rule) => numberOk(rule, value as number))
        ? { success: true, data: value }
        : invalid;
    case 'unknown':
      return { success: true, data: value };
    case 'value':
      return node.values.includes(value as never) ? { success: true, data: value } : invalid;
    case 'optional':
      return value === undefined ? { success: true, data: value } : check(node.inner, value);
    case 'nullable':
      return value === null ? { success: true, data: value } : check(node.inner, value);
    case 'union':
      for (const option of node.options) {
        const result = check(option, value);
        if (result.success) return result;
      }
      return invalid;
    case 'array':
      return Array.isArray(value) && node.checks.every((rule) => lengthOk(rule, value.length))
        ? checkArray(node.element, value)
        : invalid;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? checkObject(node, value as Record<string, unknown>)
        : invalid;
  }
}

function checkString(checks: StringCheck[], value: string): Checked<string> {
  let data = value;
  for (const rule of checks) {
    if ('trim' in rule) data = data.trim();
    else if ('url' in rule) {
      // zod's plain z.url(): any address the URL parser takes, trimmed, without tabs and line breaks.
      const trimmed = data.trim();
      try {
        new URL(trimmed);
      } catch {
        return invalid;
      }
      data = trimmed.replace(/[\t\n\r]/g, '');
    } else if ('pattern' in rule) {
      if (!new RegExp(rule.pattern, rule.flags).test(data)) return invalid;
    } else if (!lengthOk(rule, codePoints(data))) return invalid;
  }
  return { success: true, data };
}

function lengthOk(rule: LengthCheck, length: number): boolean {
  return 'minLength' in rule ? length >= rule.minLength : length <= rule.maxLength;
}

/** zod measures a string in code points: an emoji is one character, not two UTF-16 units. */
const codePoints = (text: string) => [...text].length;

function numberOk(rule: NumberCheck, value: number): boolean {
  if ('int' in rule) return Number.isSafeInteger(value);
  if ('min' in rule) return rule.inclusive ? value >= rule.min : value > rule.min;
  return rule.inclusive ? value <= rule.max : value < rule.max;
}

function checkArray(element: LightNode, value: unknown[]): Checked<unknown[]> {
  const data: unknown[] = [];
  for (const item of value) {
    const result = check(element, item);
    if (!result.success) return invalid;
    data.push(result.data);
  }
  return { success: true, data };
}

function checkObject(
  node: Extract<LightNode, { type: 'object' }>,
  value: Record<string, unknown>,
): Checked<unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node.shape)) {
    if (!(key in value)) {
      if (node.optional.includes(key)) continue;
      return invalid;
    }
    const result = check(child, value[key]);
    if (!result.success) return invalid;
    data[key] = result.data;
  }
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(node.shape, key)) continue;
    if (node.unknownKeys === 'reject') return invalid;
    if (node.rest) {
      // As zod's record: a key named __proto__ is left out, never written onto the copy.
      if (key === '__proto__') continue;
      const result = check(node.rest, value[key]);
      if (!result.success) return invalid;
      data[key] = result.data;
    } else if (node.unknownKeys === 'keep') data[key] = value[key];
  }
  return { success: true, data };
}
